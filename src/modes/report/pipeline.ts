/**
 * How a report run works through the pending jobs under a slow service: a few
 * look-ups at once, in the order given (reportOrder: where the last run
 * stopped), and each job found ended is handed on to be reported as soon as
 * its look-up ends, while the other look-ups go on. Nothing waits for every
 * look-up to end before a comment is updated: a run that reaches only half
 * the list has reported what that half found.
 */
import type { Deadline } from '../../util/deadline.js';
import type { PendingRecord } from '../../hand-off/pending.js';
import { log } from '../../runner/log.js';
import type { ServiceClient } from '../../service/agent/client.js';
import type { AgentJob } from '../../service/agent/schemas.js';
import { ServiceHttpError, getErrorMessage } from '../../util/errors.js';
import { whatToReport, type Report } from '../../comment/report-update.js';

/** How many jobs are looked up at once. */
export const LOOKUPS_AT_ONCE = 4;
/** Longest one look-up waits for the service. */
export const LOOKUP_TIMEOUT_MS = 30_000;

/** What one look at a pending job found. */
export type Look = { record: PendingRecord } & ({ kind: 'report'; report: Report } | { kind: 'stay' } | { kind: 'gone'; reason: string });

/** Looks one job up in the service; never throws (a failed look-up keeps the job pending). */
export async function look(
  record: PendingRecord,
  client: ServiceClient,
  timeouts: { jobTimeoutMs: number; lookup: Deadline },
  now: () => number,
): Promise<Look> {
  let job: AgentJob;
  try {
    job = await client.getJob(record.jobId, { deadline: timeouts.lookup });
  } catch (error) {
    if (error instanceof ServiceHttpError && error.status === 404) {
      return { record, kind: 'gone', reason: `agent job ${record.jobId} is not found in the service` };
    }
    log.warning(`Could not look up agent job ${record.jobId} (${getErrorMessage(error)}); it stays pending for the next report.`);
    return { record, kind: 'stay' };
  }
  const report = whatToReport(record, job, now(), timeouts.jobTimeoutMs);
  return report ? { record, kind: 'report', report } : { record, kind: 'stay' };
}

export interface Pipeline {
  /** The records to look up, in order. */
  order: readonly PendingRecord[];
  /** The deadline of look-ups and comment updates. */
  deadline: Deadline;
  /** Looks one record up by `lookup` (the pipeline's deadline, at most `LOOKUP_TIMEOUT_MS` away). */
  lookOne: (record: PendingRecord, lookup: Deadline) => Promise<Look>;
  /** Reports what the look-ups found since the last call (one batch at a time); a throw stops the run's work. */
  reportBatch: (found: Look[]) => Promise<void>;
}

/** What the look-ups left: the jobs still going, how many were never looked up, and the reporter's failure. */
export interface PipelineResult {
  stayed: PendingRecord[];
  unreached: number;
  error?: unknown;
}

/** Looks the records up, `LOOKUPS_AT_ONCE` at a time while there is time, and reports each find at once. */
export async function lookAndReport(pipeline: Pipeline): Promise<PipelineResult> {
  const queue = [...pipeline.order];
  const found: Look[] = [];
  const stayed: PendingRecord[] = [];
  let stopped = false;
  let lookersDone = false;
  let wake: (() => void) | undefined;
  const notify = (): void => {
    const resume = wake;
    wake = undefined;
    resume?.();
  };
  const looker = async (): Promise<void> => {
    while (!stopped && queue.length > 0) {
      if (pipeline.deadline.timeLeft() <= 0) return;
      const record = queue.shift();
      if (!record) return;
      const result = await pipeline.lookOne(record, pipeline.deadline.within(LOOKUP_TIMEOUT_MS));
      if (result.kind === 'stay') stayed.push(result.record);
      else {
        found.push(result);
        notify();
      }
    }
  };
  const lookers = Promise.all(Array.from({ length: LOOKUPS_AT_ONCE }, looker)).finally(() => {
    lookersDone = true;
    notify();
  });
  const failure: { error?: unknown } = {};
  const reporter = async (): Promise<void> => {
    for (;;) {
      if (found.length === 0) {
        if (lookersDone) return;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        continue;
      }
      try {
        await pipeline.reportBatch(found.splice(0));
      } catch (error) {
        failure.error = error;
        stopped = true;
        return;
      }
    }
  };
  await Promise.all([lookers, reporter()]);
  return { stayed, unreached: queue.length, ...failure };
}
