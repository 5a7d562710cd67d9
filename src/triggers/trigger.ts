/**
 * What started the run, as one discriminated union narrowed once: a label on
 * an issue or pull request, a slash command in a comment, or an event that
 * carries no text of its own (schedule, dispatch, push). Also the inputs that
 * steer it and the prompt each kind of trigger gives the agent.
 */
import * as z from 'zod/mini';
import { Inputs } from '../runner/names.js';
import type { CommentTarget, TriggerCommentRef } from '../github/comments.js';
import { hasMarker } from '../github/comments.js';
import {
  IssueCommentEventSchema,
  IssuesEventSchema,
  PullRequestEventSchema,
  ReviewCommentEventSchema,
  AnyEventSchema,
  parsePayload,
  repositoryOf,
  type Env,
  type PayloadComment,
  type PayloadIssue,
  type PayloadPullRequest,
  type PayloadUser,
  type WorkflowEvent,
} from './event.js';
import { PERMISSION_LEVELS, isBot, type PermissionLevel, type RepositoryRef } from '../github/permissions.js';
import { quote } from '../runner/log.js';
import type { InputCollector } from '../runner/inputs.js';

export const LABEL_EVENTS = ['issues', 'pull_request', 'pull_request_target'] as const;
export const COMMENT_EVENTS = ['issue_comment', 'pull_request_review_comment'] as const;
export const STANDALONE_EVENTS = ['schedule', 'workflow_dispatch', 'push', 'repository_dispatch'] as const;
export const SUPPORTED_EVENTS: readonly string[] = [...LABEL_EVENTS, ...COMMENT_EVENTS, ...STANDALONE_EVENTS];

type LabelEvent = (typeof LABEL_EVENTS)[number];
type CommentEvent = (typeof COMMENT_EVENTS)[number];
/** `''` when the action runs outside GitHub Actions (no `GITHUB_EVENT_NAME`): treated like a dispatch. */
type StandaloneEvent = (typeof STANDALONE_EVENTS)[number] | '';

/** The issue or pull request a label or comment is on. */
export interface Subject {
  number: number;
  title: string;
  body: string;
  url: string;
  isPullRequest: boolean;
}

/** The account whose action started the run. */
export interface Actor {
  login: string;
  bot: boolean;
}

export interface LabelTrigger {
  kind: 'label';
  event: LabelEvent;
  repository: RepositoryRef;
  subject: Subject;
  label: string;
  /** Who added the label (for a label an issue template adds, the issue's author). */
  actor: Actor;
  /** The login of who opened the issue or pull request; empty when the payload does not say. */
  author: string;
}

export interface CommandTrigger {
  kind: 'command';
  event: CommentEvent;
  repository: RepositoryRef;
  subject: Subject;
  comment: TriggerCommentRef & { url: string; path?: string; line?: number };
  /** The comment after the command; empty when nothing follows it. */
  instruction: string;
  /** Who wrote the comment. */
  actor: Actor;
}

/**
 * `/docs ask <question>`: a question for the docs assistant (`mode: ask`),
 * never an agent job. Shaped like a command, so the same permission check
 * and comment target apply.
 */
export interface AskTrigger extends Omit<CommandTrigger, 'kind' | 'instruction'> {
  kind: 'ask';
  /** The comment after `<command> ask`; empty when nothing follows it. */
  question: string;
}

export interface StandaloneTrigger {
  kind: 'standalone';
  event: StandaloneEvent;
  repository: RepositoryRef | undefined;
  /** Who pushed, for `push`; nobody for schedules and dispatches. */
  actor: Actor | undefined;
}

/** The triggers that start an agent job. */
export type AgentTrigger = LabelTrigger | CommandTrigger | StandaloneTrigger;
export type Trigger = AgentTrigger | AskTrigger;

/** The word after the command that makes a comment a question for the assistant. */
export const ASK_SUBCOMMAND = 'ask';

/** An event the action was started by but has nothing to do for (wrong label, a plain comment, …). */
export interface Ignored {
  kind: 'ignored';
  reason: string;
  triggeredBy: string;
}

/** The inputs that decide what triggers a job and where it is reported. */
export interface TriggerSettings {
  /** `github-token`: for comments, permission reads and the budget ledger; empty when not given. */
  githubToken: string;
  /** The `prompt-file` input as given (a path in the workspace); empty when not given. */
  promptFile: string;
  comment: boolean;
  issueNumber: number | undefined;
  triggerLabel: string;
  command: string;
  minPermission: PermissionLevel;
  /** Bot logins allowed to start jobs; `*` allows every bot. */
  allowedBots: string[];
}

const issueNumberSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d*$/, { error: 'must be an issue or pull request number, e.g. 42' })),
  z.transform(Number),
);
const minPermissionSchema = z.enum(PERMISSION_LEVELS, { error: `must be one of ${PERMISSION_LEVELS.join(', ')}` });
const commandSchema = z.string().check(z.regex(/^\S+$/, { error: 'must be one word without spaces, e.g. /docs' }));

/** Reads the trigger inputs into `inputs`' problem list, so every problem is reported at once. */
export function readTriggerSettings(inputs: InputCollector): TriggerSettings {
  const promptFile = inputs.raw(Inputs.PromptFile);
  if (promptFile && inputs.raw(Inputs.Prompt)) {
    inputs.problem(Inputs.PromptFile, `and '${Inputs.Prompt}' are both given: use one of them`);
  }
  const issueNumber = inputs.raw(Inputs.IssueNumber)
    ? inputs.parse<number | undefined>(Inputs.IssueNumber, issueNumberSchema, undefined)
    : undefined;
  return {
    githubToken: inputs.raw(Inputs.GithubToken),
    promptFile,
    comment: inputs.boolean(Inputs.Comment, true),
    issueNumber,
    triggerLabel: inputs.raw(Inputs.TriggerLabel) || 'docs-agent',
    command: inputs.parse(Inputs.Command, commandSchema, '/docs', '/docs'),
    minPermission: inputs.parse(Inputs.MinPermission, minPermissionSchema, 'write', 'write'),
    allowedBots: inputs
      .raw(Inputs.AllowedBots)
      .split(/[\s,]+/)
      .filter((name) => name.length > 0),
  };
}

function actorOf(user: PayloadUser | null | undefined): Actor | undefined {
  return user ? { login: user.login, bot: isBot(user) } : undefined;
}

function requireRepository(env: Env, payload: unknown, event: string): RepositoryRef {
  const repository = repositoryOf(env, AnyEventSchema.safeParse(payload).data ?? {});
  if (!repository) throw new Error(`Cannot tell the repository of the ${event} event: GITHUB_REPOSITORY is not set`);
  return repository;
}

function issueSubject(issue: PayloadIssue): Subject {
  return {
    number: issue.number,
    title: issue.title,
    body: issue.body ?? '',
    url: issue.html_url,
    isPullRequest: Boolean(issue.pull_request),
  };
}

function pullSubject(pr: PayloadPullRequest): Subject {
  return { number: pr.number, title: pr.title, body: pr.body ?? '', url: pr.html_url, isPullRequest: true };
}

interface LabelEventParts {
  action: string;
  label: string | undefined;
  sender: PayloadUser | undefined;
  subject: Subject;
  /** The issue's or pull request's author. */
  author: string;
}

/** The `user.login` of an issue or pull request payload (kept by its loose schema); '' when absent. */
function authorOf(item: object): string {
  const login = (item as { user?: { login?: unknown } | null }).user?.login;
  return typeof login === 'string' ? login : '';
}

function readLabelEvent(event: WorkflowEvent): LabelEventParts {
  if (event.name === 'issues') {
    const payload = parsePayload(IssuesEventSchema, event);
    const author = authorOf(payload.issue);
    return { action: payload.action, label: payload.label?.name, sender: payload.sender, subject: issueSubject(payload.issue), author };
  }
  const payload = parsePayload(PullRequestEventSchema, event);
  const author = authorOf(payload.pull_request);
  return { action: payload.action, label: payload.label?.name, sender: payload.sender, subject: pullSubject(payload.pull_request), author };
}

function readCommentEvent(event: WorkflowEvent): {
  action: string;
  comment: PayloadComment;
  sender: PayloadUser | undefined;
  subject: Subject;
} {
  if (event.name === 'issue_comment') {
    const payload = parsePayload(IssueCommentEventSchema, event);
    return { action: payload.action, comment: payload.comment, sender: payload.sender, subject: issueSubject(payload.issue) };
  }
  const payload = parsePayload(ReviewCommentEventSchema, event);
  return { action: payload.action, comment: payload.comment, sender: payload.sender, subject: pullSubject(payload.pull_request) };
}

/**
 * The first line must start with the command, followed by a space or the end
 * of the line; the rest of the comment is the instruction. Undefined when the
 * comment is not a command.
 */
export function parseCommand(body: string, command: string): string | undefined {
  const text = body.replace(/\r\n?/g, '\n').replace(/^\s+/, '');
  if (!text.startsWith(command)) return undefined;
  const rest = text.slice(command.length);
  if (rest !== '' && !/^\s/.test(rest)) return undefined;
  return rest.trim();
}

export interface ParseOptions {
  /** The input that names the label, for messages (ask mode: `ask-label`). */
  labelInput?: string;
}

/** Which trigger this event is, or why there is nothing to do. Throws on an event the action does not support. */
export function parseTrigger(
  event: WorkflowEvent,
  settings: TriggerSettings,
  env: Env = process.env,
  options: ParseOptions = {},
): Trigger | Ignored {
  const name = event.name;
  if ((STANDALONE_EVENTS as readonly string[]).includes(name) || name === '') {
    const payload = AnyEventSchema.safeParse(event.payload).data ?? {};
    return {
      kind: 'standalone',
      event: name as StandaloneEvent,
      repository: repositoryOf(env, payload),
      actor: name === 'push' ? actorOf(payload.sender) : undefined,
    };
  }

  if (name === 'issues' || name === 'pull_request' || name === 'pull_request_target') {
    // An issue template's labels fire `labeled` too (besides `opened`): `labeled` alone covers them, once.
    const { action, label, sender, subject, author } = readLabelEvent(event);
    const triggeredBy = sender?.login ?? '';
    if (action !== 'labeled') {
      return {
        kind: 'ignored',
        triggeredBy,
        reason: `Nothing to do: the ${name} event's action is ${quote(action)}; it starts on 'labeled' only.`,
      };
    }
    if (label !== settings.triggerLabel) {
      return {
        kind: 'ignored',
        triggeredBy,
        reason: `Nothing to do: the label added is ${quote(label ?? '')}, not '${options.labelInput ?? Inputs.TriggerLabel}' (${quote(settings.triggerLabel)}).`,
      };
    }
    const actor = actorOf(sender);
    if (!actor) throw new Error(`The ${name} event payload names no sender: cannot tell who added the label`);
    return {
      kind: 'label',
      event: name,
      repository: requireRepository(env, event.payload, name),
      subject,
      label,
      actor,
      author,
    };
  }

  if (name === 'issue_comment' || name === 'pull_request_review_comment') {
    const { action, comment, sender, subject } = readCommentEvent(event);
    const author = actorOf(comment.user) ?? actorOf(sender);
    const triggeredBy = author?.login ?? '';
    if (action !== 'created') {
      return {
        kind: 'ignored',
        triggeredBy,
        reason: `Nothing to do: the ${name} event's action is ${quote(action)}; commands run on 'created' only.`,
      };
    }
    const body = comment.body ?? '';
    if (hasMarker(body)) {
      return { kind: 'ignored', triggeredBy, reason: 'Nothing to do: the comment is one this action wrote.' };
    }
    const instruction = parseCommand(body, settings.command);
    if (instruction === undefined) {
      return {
        kind: 'ignored',
        triggeredBy,
        reason: `Nothing to do: the comment does not start with '${Inputs.Command}' (${quote(settings.command)}).`,
      };
    }
    if (!author) throw new Error(`The ${name} event payload names no author for the comment`);
    const common: Omit<CommandTrigger, 'kind' | 'instruction'> = {
      event: name,
      repository: requireRepository(env, event.payload, name),
      subject,
      comment: {
        id: comment.id,
        review: name === 'pull_request_review_comment',
        url: comment.html_url ?? subject.url,
        ...(comment.path === undefined ? {} : { path: comment.path }),
        ...(comment.line == null ? {} : { line: comment.line }),
      },
      actor: author,
    };
    const question = parseCommand(instruction, ASK_SUBCOMMAND);
    if (question !== undefined) return { kind: 'ask', ...common, question };
    return { kind: 'command', ...common, instruction };
  }

  throw new Error(`The ${quote(name)} event is not supported. Supported events: ${SUPPORTED_EVENTS.join(', ')}.`);
}

/** The login recorded as `triggered-by`: the labeller, the commenter or the pusher; empty for schedules and dispatches. */
export function triggeredBy(trigger: Trigger): string {
  return trigger.actor?.login ?? '';
}

/**
 * Where the job's comment goes: the triggering issue or pull request, or
 * `issue-number` when given (also for events without one). Undefined when
 * there is no such place.
 */
export function resolveCommentTarget(trigger: Trigger, settings: Pick<TriggerSettings, 'issueNumber'>): CommentTarget | undefined {
  const subject = trigger.kind === 'standalone' ? undefined : trigger.subject;
  const issueNumber = settings.issueNumber ?? subject?.number;
  if (issueNumber === undefined) return undefined;
  const repository = trigger.repository;
  if (!repository) throw new Error(`Cannot comment on #${issueNumber}: GITHUB_REPOSITORY is not set`);
  return {
    owner: repository.owner,
    repo: repository.repo,
    issueNumber,
    isPullRequest: subject?.number === issueNumber ? subject.isPullRequest : false,
  };
}
