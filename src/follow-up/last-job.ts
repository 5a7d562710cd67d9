/**
 * `continue-open-pr`'s questions to the service about a job in the ledger's
 * record: has the last job ended (the decision waits while it works), and
 * has a holder's job ended (a lost holder is taken over, see `acquireHold`).
 */
import { holdDelay } from './hold.js';
import { formatDuration } from '../render/time.js';
import type { ServiceClient } from '../service/agent/client.js';
import { TERMINAL_STATUSES, type AgentJob } from '../service/agent/schemas.js';
import type { Clock } from '../util/clock.js';
import type { Deadline } from '../util/deadline.js';
import { AbortedError, JobStillWorkingError, ServiceHttpError, getErrorMessage } from '../util/errors.js';
import { hasEnded, statusText, whenIdle } from '../service/agent/job-idle.js';

export interface LastJobOptions {
  service: () => Promise<ServiceClient>;
  clock: Clock;
  log: { info(message: string): void; warning(message: string): void };
  /** The run's deadline: the waits and reads here end by then. */
  deadline: Deadline;
  signal?: AbortSignal | undefined;
  dryRun: boolean;
}

/**
 * The last job once it has ended (`completed`, `archived`, `failed`; any
 * other status is still working, and a message would stop its work): read,
 * then again after 2 s, 4 s, 8 s, then every 15 s, until the deadline.
 * Undefined when the service does not know it (a new job starts), or on a
 * dry run while it works.
 */
export async function lastJobEnded(jobId: string, options: LastJobOptions): Promise<AgentJob | undefined> {
  const { clock, deadline, signal, log, dryRun } = options;
  let job: AgentJob;
  try {
    job = await whenIdle(jobId, {
      client: await options.service(),
      clock,
      deadline,
      signal,
      delay: holdDelay,
      onWorking: (working) => {
        const status = statusText(working.status);
        if (dryRun) {
          log.info(`Dry run: agent job ${jobId}, the last one, is still ${status}; a real run would wait for it to end before deciding.`);
          return false;
        }
        log.info(
          `continue-open-pr: agent job ${jobId}, the last one, is still ${status}: waiting for it to end (a message now would stop its work).`,
        );
        return true;
      },
      timedOut: (status, waitedMs) =>
        `continue-open-pr: agent job ${jobId}, the last one, was still ${status === undefined ? 'not readable' : `working (${statusText(status)})`} after ${formatDuration(waitedMs)}, all of this run's 'timeout-seconds'; no job was started and no message sent. Raise 'timeout-seconds'.`,
    });
  } catch (error) {
    if (error instanceof AbortedError || error instanceof JobStillWorkingError) throw error;
    if (error instanceof ServiceHttpError && error.status === 404) {
      log.warning(`continue-open-pr: agent job ${jobId}, the last one recorded, is not found in the service; a new job starts.`);
      return undefined;
    }
    throw new Error(`Could not read agent job ${jobId}, the last one recorded (${getErrorMessage(error)}); no job was started.`, {
      cause: error,
    });
  }
  return hasEnded(job) ? job : undefined;
}

/** The terminal status of a holder's job, or undefined while it works (or cannot be read: the holder may be fine). */
export async function endedStatus(jobId: string, options: LastJobOptions): Promise<string | undefined> {
  const { deadline, signal } = options;
  try {
    const job = await (await options.service()).getJob(jobId, { deadline });
    return TERMINAL_STATUSES.has(job.status) ? job.status : undefined;
  } catch {
    if (signal?.aborted) throw new AbortedError('cancelled');
    return undefined;
  }
}
