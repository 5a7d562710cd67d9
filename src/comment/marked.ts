/**
 * Comments the action writes on an issue or pull request, each carrying a
 * hidden marker (an HTML comment) that says which workflow run and job wrote
 * it, so that a re-run finds its comment again and the action never takes its
 * own comment for a command.
 */
import type { GitHubClient } from '../github/client.js';
import { describeGitHubError, statusOf } from '../github/errors.js';
import { tokenLogin } from '../github/identity.js';
import type { PermissionLevel } from '../github/permissions.js';

/** Where the action comments: an issue or a pull request (both are issues to the comments API). */
export interface CommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
  isPullRequest: boolean;
}

/** The workflow permission a write on the target needs, for messages. */
export function writePermissionFor(target: CommentTarget): string {
  return target.isPullRequest ? 'pull-requests: write' : 'issues: write';
}

export const MARKER_PREFIX = '<!-- docs-agent-action';
/**
 * The marker as the action writes it: the very start of the comment, alone on
 * its first line. A marker anywhere else (a comment by another workflow with
 * the same identity that echoes a title or a body holding one) is not one.
 */
const MARKER = /^<!-- docs-agent-action((?: [a-z-]+=[^\s>]*)*) -->(?:\r?\n|$)/;

/** Fields recorded in a marker; values are URI-encoded, so none can close the HTML comment. */
export type MarkerFields = Readonly<Record<string, string>>;

/** `<!-- docs-agent-action kind=job job-id=… run-id=… -->` */
export function formatMarker(fields: MarkerFields): string {
  const pairs = Object.entries(fields).map(([key, value]) => ` ${key}=${encodeURIComponent(value)}`);
  return `${MARKER_PREFIX}${pairs.join('')} -->`;
}

/** Control characters (C0, DEL, C1 with NEL) and line separators: never in a value the action wrote, and unsafe to log. */
const UNSAFE_VALUE = /[\p{Cc}\u2028\u2029]/u;

/**
 * The marker's fields, or undefined when the text does not start with one
 * (alone on its first line), or a value holds a control or line-separator character.
 */
export function parseMarker(body: string | null | undefined): MarkerFields | undefined {
  const match = MARKER.exec(body ?? '');
  if (!match) return undefined;
  const fields: Record<string, string> = {};
  for (const pair of (match[1] ?? '').trim().split(' ').filter(Boolean)) {
    const at = pair.indexOf('=');
    let value: string;
    try {
      value = decodeURIComponent(pair.slice(at + 1));
    } catch {
      return undefined;
    }
    if (UNSAFE_VALUE.test(value)) return undefined;
    fields[pair.slice(0, at)] = value;
  }
  return fields;
}

/** True when the text is, or holds anywhere (quotes), a comment the action wrote: such a comment is never a command. */
export function hasMarker(body: string | null | undefined): boolean {
  return (body ?? '').includes(MARKER_PREFIX);
}

export interface PostedComment {
  id: number;
  url: string;
  body: string;
}

export interface MarkedComment extends PostedComment {
  marker: MarkerFields;
  /** When GitHub says the comment was created (ISO 8601); empty when it does not say. */
  createdAt: string;
}

/** The login the workflow token (`github.token`) comments as. */
export const WORKFLOW_BOT = 'github-actions[bot]';

/**
 * Kept for callers that still pass their trigger settings: whose markers are
 * believed no longer depends on `min-permission` (which decides who may start
 * a job, nothing more). Markers are believed from the action's own identity only.
 */
export interface MarkerTrust {
  minPermission?: PermissionLevel;
}

/** The logins each client has created comments as in this run (the identity the action writes as). */
const ownLogins = new WeakMap<GitHubClient, Set<string>>();

function noteOwnLogin(client: GitHubClient, login: string | undefined): void {
  if (!login) return;
  const logins = ownLogins.get(client) ?? new Set<string>();
  logins.add(login);
  ownLogins.set(client, logins);
}

/** Logins name one account whatever their case. */
function sameLogin(login: string, other: string | undefined): boolean {
  return other !== undefined && login.toLowerCase() === other.toLowerCase();
}

interface CommentAuthor {
  login: string;
  type?: string | undefined;
}

/**
 * True when a marker by this author is believed: the action's own identity
 * only, that is `github-actions[bot]`, the login this run's comments were
 * created as, or the token's own login as GraphQL's `viewer` names it
 * (`<app-slug>[bot]` for a GitHub App token, the person for a personal token;
 * asked once per run and only then). Whatever `min-permission` says: on a
 * public repository GitHub answers `read` for anyone, so a permission never
 * makes someone else's marker count. Never `author_association` either.
 */
async function isOwnAuthor(client: GitHubClient, author: CommentAuthor | null | undefined): Promise<boolean> {
  if (!author?.login) return false;
  if (author.login === WORKFLOW_BOT || ownLogins.get(client)?.has(author.login) === true) return true;
  return sameLogin(author.login, await tokenLogin(client));
}

/**
 * Every comment on the target that carries a believed marker (`isOwnAuthor`),
 * oldest first. Any other author's marker is ignored, so nobody but the
 * action can point a re-run at a job, or a question at a conversation, of
 * their choosing. `_trust` is not read (see `MarkerTrust`).
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- callers in other capabilities still pass it; drop it with them
export async function listMarkedComments(client: GitHubClient, target: CommentTarget, _trust?: MarkerTrust): Promise<MarkedComment[]> {
  const found: MarkedComment[] = [];
  const pages = client.paginate.iterator(client.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  });
  for await (const page of pages) {
    for (const comment of page.data) {
      const marker = parseMarker(comment.body);
      if (marker && (await isOwnAuthor(client, comment.user))) {
        found.push({ id: comment.id, url: comment.html_url, body: comment.body ?? '', marker, createdAt: comment.created_at });
      }
    }
  }
  return found;
}

/** The latest comment on the target whose (believed) marker matches. */
export async function findMarkedComment(
  client: GitHubClient,
  target: CommentTarget,
  trust: MarkerTrust | undefined,
  match: (marker: MarkerFields) => boolean,
): Promise<MarkedComment | undefined> {
  return (await listMarkedComments(client, target, trust)).findLast((comment) => match(comment.marker));
}

/**
 * Creates a comment, never retried: a POST that failed with a 5xx may have
 * created the comment all the same, and a retry would post it twice. The
 * caller looks the comment up by its marker before creating it again
 * (`isUnknownOutcome`).
 */
async function createComment(client: GitHubClient, target: CommentTarget, body: string): Promise<PostedComment> {
  const { data } = await client.rest.issues.createComment({
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    body,
    request: { retries: 0 },
  });
  noteOwnLogin(client, data.user?.login);
  return { id: data.id, url: data.html_url, body: data.body ?? body };
}

/** Octokit's options for one request. */
type RequestOptions = NonNullable<NonNullable<Parameters<GitHubClient['rest']['issues']['updateComment']>[0]>['request']>;

/**
 * Updates a comment. `request`: Octokit's options for it, such as a bound shorter than the run's deadline that the
 * client carries (the queue's share of an agent run, hand-off/queued.ts): no attempt is sent once it ends.
 */
export async function updateComment(
  client: GitHubClient,
  target: CommentTarget,
  commentId: number,
  body: string,
  request?: RequestOptions,
): Promise<PostedComment> {
  const { data } = await client.rest.issues.updateComment({
    owner: target.owner,
    repo: target.repo,
    comment_id: commentId,
    body,
    ...(request ? { request } : {}),
  });
  return { id: data.id, url: data.html_url, body: data.body ?? body };
}

/**
 * Writes the comment: updates `existing` in place when given, else creates
 * one. The body should carry a marker (`formatMarker`) so it can be found again.
 */
export async function upsertComment(
  client: GitHubClient,
  target: CommentTarget,
  body: string,
  existing?: { id: number },
): Promise<PostedComment> {
  return existing ? updateComment(client, target, existing.id, body) : createComment(client, target, body);
}

/** True when a failed write may have happened all the same: a 5xx, or no answer at all. */
export function isUnknownOutcome(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status >= 500;
}

export type ReactionContent = 'eyes' | 'rocket' | 'confused';

/** The comment that started a job: an issue or PR conversation comment, or a PR review comment. */
export interface TriggerCommentRef {
  id: number;
  review: boolean;
}

/** Adds a reaction to a comment (GitHub answers 200 when it is already there). */
export async function addReaction(
  client: GitHubClient,
  repository: { owner: string; repo: string },
  comment: TriggerCommentRef,
  content: ReactionContent,
): Promise<void> {
  const params = { owner: repository.owner, repo: repository.repo, comment_id: comment.id, content };
  if (comment.review) await client.rest.reactions.createForPullRequestReviewComment(params);
  else await client.rest.reactions.createForIssueComment(params);
}

/** What `reactTo` needs of the trigger: where its comment is. */
export interface ReactionTarget {
  repository: { owner: string; repo: string };
  comment: TriggerCommentRef;
  subject: { isPullRequest: boolean };
}

/** Adds a reaction to the triggering comment; a failure is a warning naming the permission, never thrown. */
export async function reactTo(
  client: GitHubClient,
  trigger: ReactionTarget,
  content: ReactionContent,
  log: { warning(message: string): void },
): Promise<void> {
  try {
    await addReaction(client, trigger.repository, trigger.comment, content);
  } catch (error) {
    const permission = trigger.comment.review || trigger.subject.isPullRequest ? 'pull-requests: write' : 'issues: write';
    log.warning(describeGitHubError(`add the ${content} reaction to the triggering comment`, error, permission));
  }
}
