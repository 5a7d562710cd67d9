/**
 * Reports how a report run ended: the outputs (`reported`, `pending`,
 * `reported-jobs`), the job summary, then the step's failure if it failed.
 */
import { Outputs, type RunStatus } from '../../runner/names.js';
import { log } from '../../runner/log.js';
import type { OutputSet } from '../../runner/outputs.js';
import { getErrorMessage } from '../../util/errors.js';
import type { ReportOutcome } from './run.js';
import { writeReportSummary } from './summary.js';

/** The `status` output of a report run: `completed` once it did what it could in its time. */
export function reportStatus(outcome: ReportOutcome): RunStatus {
  if (outcome.kind === 'done') return 'completed';
  return outcome.cancelled ? 'cancelled' : 'error';
}

/** Writes the outputs and the summary, then fails the step if the run failed. */
export async function reportReportOutcome(outcome: ReportOutcome, outputs: OutputSet): Promise<void> {
  outputs.set(Outputs.Reported, String(outcome.reported.length));
  if (outcome.pending !== undefined) outputs.set(Outputs.Pending, String(outcome.pending));
  outputs.set(Outputs.ReportedJobs, JSON.stringify(outcome.reported));
  outputs.flush();
  try {
    await writeReportSummary({ reported: outcome.reported, pending: outcome.pending ?? 0, note: outcome.note, timeline: outcome.timeline });
  } catch (error) {
    log.warning(`Could not write the job summary: ${getErrorMessage(error)}`);
  }
  if (outcome.kind === 'failed') log.setFailed(outcome.note);
}
