/**
 * A pending record is checked against GitHub before a report run acts on it.
 * The ledger is a git ref: anyone who can push it (`contents: write`, a deploy
 * key, any workflow token of the repository) can write a record naming any
 * comment, any repository and any link. So a record is believed only for a
 * comment the action itself wrote for that job:
 *
 * - its project is the report's, and `run.url`, when present, is the URL of
 *   a workflow run on `GITHUB_SERVER_URL` (`<server>/<owner>/<repo>/actions/runs/<run.id>`);
 * - its repository is the ledger's, or the repository of that run URL: the
 *   run that handed the job off ran there, and a run writes its job comment
 *   in the repository it runs in;
 * - the comment, read from GitHub, is on the record's issue, starts with the
 *   action's job marker for that job and run (`kind=job`, `job-id`, `run-id`,
 *   `workflow-job`), or, for a job started from the queue, still the queued
 *   request's marker (`job-id` empty, `queued` its id: a run that wrote a
 *   waiting request's new place raced the start, GitHub has no conditional
 *   edit) of that same request and run; a marker that names another queued
 *   request is refused; and was written by the token's own identity: the login
 *   GitHub's `viewer` names for the report's token, or `github-actions[bot]`
 *   in the ledger's own repository only (a workflow token writes nowhere else,
 *   and a hand-off into another repository's ledger needs a token of its own);
 * - the comment to react to (a slash command) is on the same issue and was
 *   written by the person the record names as asking.
 *
 * A record that fails is dropped with a warning naming it; one that cannot be
 * checked now (GitHub does not answer, or will not let the token read) stays
 * pending.
 */
import type { GitHubClient } from '../github/client.js';
import { parseMarker, WORKFLOW_BOT, type MarkerFields } from '../comment/marked.js';
import { statusOf } from '../github/errors.js';
import { tokenLogin } from '../github/identity.js';
import { httpsUrl } from '../render/text.js';
import { getErrorMessage } from '../util/errors.js';
import type { PendingRecord } from './pending.js';

export interface VerifyContext {
  github: GitHubClient;
  /** `owner/repo` of the ledger the record was read from. */
  ledgerRepository: string;
  projectId: string;
  /** `GITHUB_SERVER_URL` (https://github.com when unset). */
  serverUrl: string;
}

/** What checking a record against GitHub found. */
export type Verdict =
  /** The record holds: its comment may be edited; `react` when its triggering comment is there to react to. */
  | { kind: 'trusted'; react: boolean }
  /** The record does not hold: dropped, nothing edited. */
  | { kind: 'forged'; reason: string }
  /** The comment is gone (the issue is there, the comment not): dropped. */
  | { kind: 'gone'; reason: string }
  /** Could not be checked now: the record stays pending. `status` is GitHub's answer (403, 404: the token may not read). */
  | { kind: 'unchecked'; reason: string; status: number | undefined; error: unknown };

const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** The `owner/repo` of a workflow run's URL on `serverUrl` for run `runId`; undefined for any other URL. */
function runUrlRepository(url: string, serverUrl: string, runId: string): string | undefined {
  const parsed = httpsUrl(url);
  const server = httpsUrl(serverUrl);
  if (!parsed || !server || parsed.host !== server.host || parsed.search || parsed.hash) return undefined;
  const base = server.pathname.replace(/\/+$/, '');
  if (!parsed.pathname.startsWith(`${base}/`)) return undefined;
  const match = /^\/([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)\/actions\/runs\/(\d+)$/.exec(parsed.pathname.slice(base.length));
  if (!match || match[3] !== runId) return undefined;
  return `${match[1] ?? ''}/${match[2] ?? ''}`;
}

/**
 * What the record says that can be checked without asking GitHub: the
 * project, the run URL and the repository. The reason it fails, or undefined.
 */
export function recordProblem(
  record: PendingRecord,
  context: Pick<VerifyContext, 'ledgerRepository' | 'projectId' | 'serverUrl'>,
): string | undefined {
  if (record.project !== context.projectId) return `it names project ${JSON.stringify(record.project)}, not this one`;
  let runRepository: string | undefined;
  if (record.run.url !== undefined) {
    runRepository = runUrlRepository(record.run.url, context.serverUrl, record.run.id);
    if (!runRepository)
      return `its run URL ${JSON.stringify(record.run.url)} is not the URL of workflow run ${record.run.id} on ${context.serverUrl}`;
  }
  if (!same(record.repository, context.ledgerRepository) && !(runRepository && same(record.repository, runRepository))) {
    return `its repository ${record.repository} is neither the ledger's (${context.ledgerRepository}) nor the one its run ran in`;
  }
  return undefined;
}

/** A GitHub read that failed: the record cannot be checked now. */
function unchecked(what: string, error: unknown): Verdict {
  return { kind: 'unchecked', reason: `could not read ${what} (${getErrorMessage(error)})`, status: statusOf(error), error };
}

/** The issue or pull request number an API URL (`…/issues/12`, `…/pulls/12`) ends with. */
const numberIn = (url: unknown): number | undefined => {
  const match = typeof url === 'string' ? /\/(?:issues|pulls)\/(\d+)$/.exec(url) : null;
  return match ? Number(match[1]) : undefined;
};

/** Checks the record against GitHub (after `recordProblem`): the job comment, then the comment to react to. */
export async function verifyPending(record: PendingRecord, context: VerifyContext): Promise<Verdict> {
  const problem = recordProblem(record, context);
  if (problem) return { kind: 'forged', reason: problem };
  const { github } = context;
  const [owner = '', repo = ''] = record.repository.split('/');
  const where = `${record.repository}#${record.issueNumber}`;
  let comment: { body?: string | undefined; user?: { login: string } | null; issue_url: string };
  try {
    comment = (await github.rest.issues.getComment({ owner, repo, comment_id: record.commentId })).data;
  } catch (error) {
    if (statusOf(error) === 404 || statusOf(error) === 410) return whyMissing(record, context, error);
    return unchecked(`comment ${record.commentId} on ${where}`, error);
  }
  if (numberIn(comment.issue_url) !== record.issueNumber)
    return { kind: 'forged', reason: `comment ${record.commentId} is not on ${where}` };
  const marker = parseMarker(comment.body);
  if (
    marker?.kind !== 'job' ||
    !markerNamesJob(marker, record) ||
    marker['run-id'] !== record.run.id ||
    (marker['workflow-job'] ?? '') !== record.run.workflowJob
  ) {
    return {
      kind: 'forged',
      reason: `comment ${record.commentId} on ${where} does not start with this action's marker for job ${record.jobId} and run ${record.run.id}`,
    };
  }
  const author = comment.user?.login ?? '';
  if (same(author, WORKFLOW_BOT)) {
    if (!same(record.repository, context.ledgerRepository))
      return {
        kind: 'forged',
        reason: `comment ${record.commentId} was written by ${WORKFLOW_BOT} in ${record.repository}, outside the ledger's repository`,
      };
  } else {
    const own = await tokenLogin(github);
    if (own === undefined)
      return {
        kind: 'unchecked',
        reason: 'GitHub would not say which account the token acts as (GraphQL viewer)',
        status: undefined,
        error: undefined,
      };
    if (!same(author, own))
      return {
        kind: 'forged',
        reason: `comment ${record.commentId} was written by ${JSON.stringify(author)}, not by this token's account (${own})`,
      };
  }
  return triggerVerdict(record, context, where);
}

/**
 * The marker names the record's job: its job id (and, when it names a queued request, the record's), or, for a
 * job started from the queue, no job yet and the queued request the record came from (a stale write of its place).
 */
function markerNamesJob(marker: MarkerFields, record: PendingRecord): boolean {
  const queued = marker.queued;
  if (marker['job-id'] === record.jobId) return queued === undefined || queued === record.queuedId;
  return marker['job-id'] === '' && record.queuedId !== undefined && queued === record.queuedId;
}

/** The comment 404s: gone when its issue is there (an issue GitHub says is gone too), else the token may not read it. */
async function whyMissing(record: PendingRecord, context: VerifyContext, error: unknown): Promise<Verdict> {
  const [owner = '', repo = ''] = record.repository.split('/');
  const where = `${record.repository}#${record.issueNumber}`;
  try {
    await context.github.rest.issues.get({ owner, repo, issue_number: record.issueNumber });
    return { kind: 'gone', reason: `its comment ${record.commentId} on ${where} is gone` };
  } catch (issueError) {
    if (statusOf(issueError) === 410) return { kind: 'gone', reason: `${where} is gone` };
    return unchecked(`comment ${record.commentId} on ${where}`, error);
  }
}

/** The comment to react to, for a slash command: on the same issue, by the person who asked; `react: false` when it is gone. */
async function triggerVerdict(record: PendingRecord, context: VerifyContext, where: string): Promise<Verdict> {
  const trigger = record.triggerComment;
  if (!trigger) return { kind: 'trusted', react: false };
  if (record.origin.kind !== 'command' || !record.origin.actor)
    return { kind: 'forged', reason: 'it names a comment to react to, but no command' };
  const [owner = '', repo = ''] = record.repository.split('/');
  const request = { owner, repo, comment_id: trigger.id };
  let found: { user?: { login: string } | null; issue_url?: string; pull_request_url?: string };
  try {
    found = trigger.review
      ? (await context.github.rest.pulls.getReviewComment(request)).data
      : (await context.github.rest.issues.getComment(request)).data;
  } catch (error) {
    if (statusOf(error) === 404 || statusOf(error) === 410) return { kind: 'trusted', react: false };
    return unchecked(`the triggering comment ${trigger.id} on ${where}`, error);
  }
  if (numberIn(trigger.review ? found.pull_request_url : found.issue_url) !== record.issueNumber)
    return { kind: 'forged', reason: `the comment to react to, ${trigger.id}, is not on ${where}` };
  if (!same(found.user?.login ?? '', record.origin.actor))
    return {
      kind: 'forged',
      reason: `the comment to react to, ${trigger.id}, was not written by ${record.origin.actor}, who the record says asked`,
    };
  return { kind: 'trusted', react: true };
}
