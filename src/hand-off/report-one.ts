/**
 * One pending job reported by a report run: its record checked against
 * GitHub (verify.ts), then its comment updated and the reaction added
 * (comment/report-update.ts). What came of it decides the record's fate: removed
 * (reported, or dropped), kept pending for the next report, or kept and the
 * step failed, when the token may not write the comment (a 403 or 404): a
 * green run that reports nothing would hide that until the record expires.
 */
import { describeGitHubError, isForbidden, statusOf } from '../github/errors.js';
import { reportToComment, type Report } from '../comment/report-update.js';
import type { PendingRecord } from './pending.js';
import { verifyPending, type VerifyContext } from './verify.js';

export type ReportResult =
  | { kind: 'reported'; url: string }
  /** Removed from the list, with a warning: the record does not hold, or its comment is gone. */
  | { kind: 'dropped'; warning: string }
  /** Stays pending for the next report, with a warning (GitHub did not answer, or rate-limited). */
  | { kind: 'kept'; warning: string }
  /** Stays pending, and the step fails with this message: the token may not read or write the comment. */
  | { kind: 'cannot-write'; message: string };

/** True for an answer that says the token may not do it (not a rate limit): 403, or 404 for a repository it cannot see. */
const refused = (error: unknown): boolean => isForbidden(error) || statusOf(error) === 404;

/** Reports `record` as `report` says, if GitHub vouches for it. Never throws. */
export async function reportPending(
  record: PendingRecord,
  report: Report,
  context: VerifyContext,
  log: { warning(message: string): void },
): Promise<ReportResult> {
  const where = `${record.repository}#${record.issueNumber}`;
  const permission = record.isPullRequest ? 'pull-requests: write' : 'issues: write';
  const stays = 'The job stays pending for the next report.';
  const cannotWrite = (what: string, error: unknown): ReportResult => {
    const hidden =
      statusOf(error) === 404
        ? ` GitHub answers 404 where the token may not see: it needs \`permissions: ${permission}\` on ${record.repository}.`
        : '';
    return { kind: 'cannot-write', message: `${describeGitHubError(what, error, permission)}${hidden} ${stays}` };
  };
  const verdict = await verifyPending(record, context);
  switch (verdict.kind) {
    case 'forged':
      return {
        kind: 'dropped',
        warning: `Dropped the pending job ${record.jobId} (${where}): the record does not hold, ${verdict.reason}. Nothing was edited; someone may have written the record to the ledger by hand.`,
      };
    case 'gone':
      return { kind: 'dropped', warning: `Dropped the pending job ${record.jobId}: ${verdict.reason}.` };
    case 'unchecked':
      if (verdict.error !== undefined && refused(verdict.error))
        return cannotWrite(`read the comment of agent job ${record.jobId} on ${where}`, verdict.error);
      return { kind: 'kept', warning: `Could not check the pending job ${record.jobId} (${where}): ${verdict.reason}. ${stays}` };
    case 'trusted':
      break;
  }
  try {
    return { kind: 'reported', url: await reportToComment(context.github, record, report, log, verdict.react) };
  } catch (error) {
    const what = `update the comment of agent job ${record.jobId} on ${where}`;
    if (statusOf(error) === 410) {
      return {
        kind: 'dropped',
        warning: `${describeGitHubError(what, error, permission)} The comment or the issue is gone: the job is dropped.`,
      };
    }
    if (refused(error)) return cannotWrite(what, error);
    return { kind: 'kept', warning: `${describeGitHubError(what, error, permission)} ${stays}` };
  }
}
