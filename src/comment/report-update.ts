/**
 * A handed-off job's comment, brought up to date by a report run: the text a
 * waiting run would have written at its end (the same rendering: PR link, no
 * change, failed, archived, still active), and 🚀 or 😕 on the comment that
 * asked for the job.
 */
import type { PendingRecord } from '../hand-off/pending.js';
import type { GitHubClient } from '../github/client.js';
import { reactTo, updateComment, type CommentTarget } from './marked.js';
import { httpsUrl } from '../render/text.js';
import { redactAll } from '../util/redact.js';
import { Inputs } from '../runner/names.js';
import { TERMINAL_STATUSES, type AgentJob } from '../service/agent/schemas.js';
import { renderJobComment, type CommentView } from './job-body.js';
import { jobMarker } from './job-comment.js';
import { triggerOriginOf } from '../hand-off/hand-off.js';
import { formatDuration } from '../render/time.js';
import { asWorking } from '../service/agent/pickup.js';
import { awaitingPickup } from '../hand-off/pickup-record.js';

/** How a pending job is reported: it ended in the service, or it stayed active past `timeout-seconds`. */
export type Report =
  | { kind: 'finished'; job: AgentJob }
  /** `notPickedUp`: a follow-up message the job never took (it still shows its earlier result; `job` is shown working). */
  | { kind: 'timeout'; job: AgentJob; pendingMs: number; timeoutMs: number; notPickedUp?: boolean };

/**
 * What to report of a pending job as the service shows it now: its end, or a
 * timeout once it has been pending longer than `timeoutMs` since its hand-off;
 * undefined while it stays pending.
 */
export function whatToReport(record: PendingRecord, job: AgentJob, now: number, timeoutMs: number): Report | undefined {
  // A follow-up message not yet picked up: the result the job shows is the last message's, not this one's.
  const waiting = awaitingPickup(record, job);
  if (TERMINAL_STATUSES.has(job.status) && !waiting) return { kind: 'finished', job };
  const pendingMs = Math.max(0, now - Date.parse(record.handedOffAt));
  if (pendingMs <= timeoutMs) return undefined;
  return waiting
    ? { kind: 'timeout', job: asWorking(job), pendingMs, timeoutMs, notPickedUp: true }
    : { kind: 'timeout', job, pendingMs, timeoutMs };
}

/** The note a waiting run gives the same ending (see agent/report.ts). */
function noteOf(report: Report): { note: string; failed: boolean } {
  const { job } = report;
  if (report.kind === 'timeout' && report.notPickedUp) {
    return {
      note: `The follow-up message was sent ${formatDuration(report.pendingMs)} ago and the job has not picked it up ('${Inputs.TimeoutSeconds}': ${report.timeoutMs / 1000}): it still shows its earlier result.`,
      failed: true,
    };
  }
  if (report.kind === 'timeout') {
    return {
      note: `Still active ${formatDuration(report.pendingMs)} after it was handed off ('${Inputs.TimeoutSeconds}': ${report.timeoutMs / 1000}): the job goes on in the service.`,
      failed: true,
    };
  }
  switch (job.status) {
    case 'completed':
      return job.prLink
        ? { note: `The agent opened a pull request: ${job.prLink}`, failed: false }
        : { note: 'The job completed without changing any file: no pull request was opened.', failed: false };
    case 'archived':
      return { note: 'The job was archived.', failed: false };
    default:
      return { note: `The agent job ${job.id} failed in the service.`, failed: true };
  }
}

export function targetOf(record: PendingRecord): CommentTarget {
  const [owner = '', repo = ''] = record.repository.split('/');
  return { owner, repo, issueNumber: record.issueNumber, isPullRequest: record.isPullRequest };
}

/** The comment's final text for the record. */
function reportBody(record: PendingRecord, report: Report): string {
  const run = { runId: record.run.id, attempt: record.run.attempt, workflowJob: record.run.workflowJob, url: record.run.url };
  const view: CommentView = {
    marker: jobMarker(run, record.jobId),
    trigger: triggerOriginOf(record.origin),
    job: report.job,
    runUrl: httpsUrl(record.run.url)?.href,
    // The report does not know when the job ended, only when it looked: no "took".
    ending: { job: report.job, ...noteOf(report), elapsedMs: undefined },
  };
  // Service fields and notes are redacted before rendering: escaping could hide a secret from the request hook.
  return renderJobComment(redactAll(view));
}

/**
 * Updates the comment (a failure is thrown: the job stays pending) and, when
 * `react` (the triggering comment was checked), adds the reaction (a failure only warns).
 */
export async function reportToComment(
  github: GitHubClient,
  record: PendingRecord,
  report: Report,
  log: { warning(message: string): void },
  react = true,
): Promise<string> {
  const target = targetOf(record);
  const posted = await updateComment(github, target, record.commentId, reportBody(record, report));
  const { job } = report;
  if (react && record.triggerComment && report.kind === 'finished') {
    const reaction =
      httpsUrl(job.prLink) && (job.status === 'completed' || job.status === 'archived')
        ? 'rocket'
        : job.status === 'failed'
          ? 'confused'
          : undefined;
    if (reaction) {
      const where = {
        repository: { owner: target.owner, repo: target.repo },
        comment: record.triggerComment,
        subject: { isPullRequest: record.isPullRequest },
      };
      await reactTo(github, where, reaction, log);
    }
  }
  return posted.url;
}
