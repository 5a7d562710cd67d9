/**
 * The workflow's event, as `@actions/github`'s `context` reads it from the
 * runner's environment: its name from `GITHUB_EVENT_NAME`, its webhook
 * payload from the file at `GITHUB_EVENT_PATH`. The payload is untrusted
 * input: only the fields the action uses are checked here, with zod, each
 * with a message that names it.
 */
import * as z from 'zod/mini';
import { loadGitHub } from '../github/load.js';
import { formatIssues } from '../util/validation.js';
import type { Env } from '../runner/env.js';

export const UserSchema = z.looseObject({
  login: z.string().check(z.minLength(1)),
  /** `User`, `Bot` or `Organization`. */
  type: z.optional(z.string()),
});
export type PayloadUser = z.infer<typeof UserSchema>;

const RepositorySchema = z.looseObject({
  name: z.string(),
  owner: z.looseObject({ login: z.string() }),
});

const IssueSchema = z.looseObject({
  number: z.number(),
  title: z.string(),
  body: z.optional(z.nullable(z.string())),
  html_url: z.string(),
  /** Present when the issue is a pull request (comments on a PR arrive as `issue_comment`). */
  pull_request: z.optional(z.nullable(z.looseObject({}))),
  /** The labels it has (an issue opened from a template may arrive labelled). */
  labels: z.optional(z.array(z.looseObject({ name: z.string() }))),
});

export type PayloadIssue = z.infer<typeof IssueSchema>;

const PullRequestSchema = z.looseObject({
  number: z.number(),
  title: z.string(),
  body: z.optional(z.nullable(z.string())),
  html_url: z.string(),
});

export type PayloadPullRequest = z.infer<typeof PullRequestSchema>;

const CommentSchema = z.looseObject({
  id: z.number(),
  body: z.optional(z.nullable(z.string())),
  html_url: z.optional(z.string()),
  user: z.nullable(UserSchema),
  /** Review comments only: the file and line the comment is on. */
  path: z.optional(z.string()),
  line: z.optional(z.nullable(z.number())),
});

const base = {
  sender: z.optional(UserSchema),
  repository: z.optional(RepositorySchema),
};

export type PayloadComment = z.infer<typeof CommentSchema>;

export const IssuesEventSchema = z.looseObject({
  ...base,
  action: z.string(),
  issue: IssueSchema,
  label: z.optional(z.looseObject({ name: z.string() })),
});

export const PullRequestEventSchema = z.looseObject({
  ...base,
  action: z.string(),
  pull_request: PullRequestSchema,
  label: z.optional(z.looseObject({ name: z.string() })),
});

export const IssueCommentEventSchema = z.looseObject({
  ...base,
  action: z.string(),
  issue: IssueSchema,
  comment: CommentSchema,
});

export const ReviewCommentEventSchema = z.looseObject({
  ...base,
  action: z.string(),
  pull_request: PullRequestSchema,
  comment: CommentSchema,
});

export const AnyEventSchema = z.looseObject(base);

/** A closed pull request: merged or not, and what the "what changed" section of the prompt reads from it. */
const ClosedPullRequestSchema = z.looseObject({
  ...PullRequestSchema.shape,
  merged: z.optional(z.nullable(z.boolean())),
  merged_by: z.optional(z.nullable(UserSchema)),
  user: z.optional(z.nullable(UserSchema)),
  base: z.looseObject({ ref: z.string() }),
  labels: z.optional(z.array(z.looseObject({ name: z.string() }))),
  /** Counts GitHub gives with the payload: the fallback when the files or commits API cannot be read. */
  commits: z.optional(z.number()),
  additions: z.optional(z.number()),
  deletions: z.optional(z.number()),
  changed_files: z.optional(z.number()),
});

export type PayloadClosedPullRequest = z.infer<typeof ClosedPullRequestSchema>;

export const ClosedPullRequestEventSchema = z.looseObject({
  ...base,
  action: z.literal('closed'),
  pull_request: ClosedPullRequestSchema,
});

const PushCommitSchema = z.looseObject({
  id: z.string(),
  message: z.string(),
  author: z.looseObject({ name: z.string(), username: z.optional(z.string()) }),
  added: z.optional(z.array(z.string())),
  removed: z.optional(z.array(z.string())),
  modified: z.optional(z.array(z.string())),
});

export type PayloadPushCommit = z.infer<typeof PushCommitSchema>;

export const PushEventSchema = z.looseObject({
  ...base,
  ref: z.string(),
  before: z.string(),
  after: z.string(),
  created: z.optional(z.boolean()),
  deleted: z.optional(z.boolean()),
  forced: z.optional(z.boolean()),
  compare: z.optional(z.string()),
  /** At most 20, as GitHub sends them: the fallback when the compare API cannot be read. */
  commits: z.optional(z.array(PushCommitSchema)),
  repository: z.optional(z.looseObject({ ...RepositorySchema.shape, default_branch: z.optional(z.string()) })),
});

export type PayloadPush = z.infer<typeof PushEventSchema>;

/**
 * A deployment's status changed (report mode: a docs preview for the job
 * comment). Only the state, the deployment's sha and ref are read: the
 * preview itself is looked up through the API (src/preview/).
 */
export const DeploymentStatusEventSchema = z.looseObject({
  ...base,
  deployment_status: z.looseObject({ state: z.string() }),
  deployment: z.looseObject({ id: z.number(), sha: z.string().check(z.regex(/^[0-9a-f]{7,64}$/i)), ref: z.string() }),
});

export type PayloadDeploymentStatus = z.infer<typeof DeploymentStatusEventSchema>;

/** The event as the runner describes it. `name` is empty outside GitHub Actions. */
export interface WorkflowEvent {
  name: string;
  payload: unknown;
}

/**
 * The event of this run, from `@actions/github`'s `context`, which the
 * GitHub client's module holds: loaded on demand, once the inputs are valid,
 * so a run that fails its inputs check never loads it. A payload file that
 * cannot be read, or is not JSON, is an error naming the file
 * (src/github/load.ts).
 */
export async function readEvent(env: Env): Promise<WorkflowEvent> {
  const { eventContext } = await loadGitHub(env.GITHUB_EVENT_PATH);
  const context = eventContext();
  // Typed as a string; unset outside GitHub Actions.
  const name = context.eventName as string | undefined;
  return { name: name?.trim() ?? '', payload: context.payload };
}

/** Parses a payload with a schema, or throws an error naming the event and the fields that are off. */
export function parsePayload<T>(schema: z.ZodMiniType<T>, event: WorkflowEvent): T {
  const result = schema.safeParse(event.payload);
  if (result.success) return result.data;
  throw new Error(
    `The ${event.name} event payload is not what GitHub sends: ${formatIssues(result.error.issues, event.payload).join('; ')}`,
  );
}

/** `owner/repo` from `GITHUB_REPOSITORY`, else from the payload's repository. */
export function repositoryOf(env: Env, payload: z.infer<typeof AnyEventSchema>): { owner: string; repo: string } | undefined {
  const [owner, repo, ...rest] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (owner && repo && rest.length === 0) return { owner, repo };
  if (payload.repository) return { owner: payload.repository.owner.login, repo: payload.repository.name };
  return undefined;
}
