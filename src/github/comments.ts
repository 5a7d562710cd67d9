/**
 * Comments the action writes on an issue or pull request, each carrying a
 * hidden marker (an HTML comment) that says which workflow run and job wrote
 * it, so that a re-run finds its comment again and the action never takes its
 * own comment for a command.
 */
import type { GitHubClient } from './client.js';

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
const MARKER = /<!-- docs-agent-action((?: [a-z-]+=[^\s>]*)*) -->/;

/** Fields recorded in a marker; values are URI-encoded, so none can close the HTML comment. */
export type MarkerFields = Readonly<Record<string, string>>;

/** `<!-- docs-agent-action kind=job job-id=… run-id=… -->` */
export function formatMarker(fields: MarkerFields): string {
  const pairs = Object.entries(fields).map(([key, value]) => ` ${key}=${encodeURIComponent(value)}`);
  return `${MARKER_PREFIX}${pairs.join('')} -->`;
}

/** The marker's fields, or undefined when the text has none. */
export function parseMarker(body: string | null | undefined): MarkerFields | undefined {
  const match = MARKER.exec(body ?? '');
  if (!match) return undefined;
  const fields: Record<string, string> = {};
  for (const pair of (match[1] ?? '').trim().split(' ').filter(Boolean)) {
    const at = pair.indexOf('=');
    try {
      fields[pair.slice(0, at)] = decodeURIComponent(pair.slice(at + 1));
    } catch {
      return undefined;
    }
  }
  return fields;
}

/** True when the text is (or quotes) a comment the action wrote. */
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

/** Authors whose marker comments are believed: bots (the workflow token) and people with a role on the repository. */
const TRUSTED_ASSOCIATIONS = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);

/**
 * Every comment on the target that carries a marker, oldest first. A marker
 * written by someone without a role on the repository is ignored, so no
 * outsider can point a re-run at a job, or a question at a conversation, of
 * their choosing.
 */
export async function listMarkedComments(client: GitHubClient, target: CommentTarget): Promise<MarkedComment[]> {
  const found: MarkedComment[] = [];
  const pages = client.paginate.iterator(client.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  });
  for await (const page of pages) {
    for (const comment of page.data) {
      const trusted = comment.user?.type === 'Bot' || TRUSTED_ASSOCIATIONS.has(comment.author_association);
      const marker = trusted ? parseMarker(comment.body) : undefined;
      if (marker) {
        found.push({ id: comment.id, url: comment.html_url, body: comment.body ?? '', marker, createdAt: comment.created_at });
      }
    }
  }
  return found;
}

/** The latest comment on the target whose (trusted) marker matches. */
export async function findMarkedComment(
  client: GitHubClient,
  target: CommentTarget,
  match: (marker: MarkerFields) => boolean,
): Promise<MarkedComment | undefined> {
  return (await listMarkedComments(client, target)).findLast((comment) => match(comment.marker));
}

export async function createComment(client: GitHubClient, target: CommentTarget, body: string): Promise<PostedComment> {
  const { data } = await client.rest.issues.createComment({
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    body,
  });
  return { id: data.id, url: data.html_url, body: data.body ?? body };
}

export async function updateComment(
  client: GitHubClient,
  target: CommentTarget,
  commentId: number,
  body: string,
): Promise<PostedComment> {
  const { data } = await client.rest.issues.updateComment({
    owner: target.owner,
    repo: target.repo,
    comment_id: commentId,
    body,
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
