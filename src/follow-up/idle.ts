/**
 * A follow-up message waits for its job to be idle, right before each POST:
 * the job is read, and waited for while it works (polling's schedule, up to
 * the given deadline), said once in the log. A message that arrives while the
 * job is `active` would stop its current work (service/agent/job-idle.ts).
 * Used by a live follow-up (a `/docs` command, `continue-open-pr`) and by a
 * queued one when a later run sends it (hand-off/queued.ts).
 */
import { quote } from '../runner/log.js';
import { formatDuration } from '../render/time.js';
import { nextDelay, type PollSchedule } from '../util/backoff.js';
import type { Clock } from '../util/clock.js';
import type { Deadline } from '../util/deadline.js';
import { AbortedError, JobStillWorkingError, MessageNotSentError, getErrorMessage } from '../util/errors.js';
import type { ServiceClient } from '../service/agent/client.js';
import type { AgentJob } from '../service/agent/schemas.js';
import { waitingLine, whenIdle } from '../service/agent/job-idle.js';

export interface UntilIdleOptions {
  client: Pick<ServiceClient, 'getJob'>;
  clock: Clock;
  log: { info(message: string): void };
  schedule: PollSchedule;
  /** When the wait gives up (`JobStillWorkingError`). */
  deadline: Deadline;
  signal?: AbortSignal | undefined;
  random?: (() => number) | undefined;
  /** Still busy although ended: a message sent to it that it has not taken yet. */
  busy?: ((job: AgentJob) => boolean) | undefined;
  /** The error's text when the deadline passes while the job works; the live run's when absent. */
  timedOut?: ((status: string | undefined, waitedMs: number) => string) | undefined;
}

/** The wait before each POST of a message to `jobId`: resolves with the job as read once it is idle. */
export function untilIdle(jobId: string, options: UntilIdleOptions): () => Promise<AgentJob> {
  let told = false;
  return () =>
    whenIdle(jobId, {
      ...options,
      delay: (_attempt, waitedMs, leftMs) => nextDelay(options.schedule, waitedMs, leftMs, options.random),
      onWorking: (job) => {
        if (!told) options.log.info(waitingLine(jobId, job.status));
        told = true;
        return true;
      },
      timedOut:
        options.timedOut ??
        ((status, waitedMs) =>
          `Agent job ${jobId} was still ${status === undefined ? 'not readable' : `working (${quote(status)})`} after ${formatDuration(waitedMs)}, up to this run's 'timeout-seconds': the follow-up message was not sent (a message would stop its current work). Try again once it has finished.`),
    });
}

/** The check before a POST: a failure other than a cancellation or the deadline means the message was not sent. */
export async function notSentOnFailure(check: () => Promise<unknown>): Promise<void> {
  try {
    await check();
  } catch (error) {
    if (error instanceof AbortedError || error instanceof JobStillWorkingError) throw error;
    throw new MessageNotSentError(`The follow-up message was not sent: ${getErrorMessage(error)}`, { cause: error });
  }
}
