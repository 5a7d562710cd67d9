/**
 * Waiting for a job to finish its current work before a follow-up message:
 * the service stops the work in progress when a message arrives while the
 * job is `active` (API notes), so nothing is sent to a job that still works.
 * Any status but `completed`, `archived` and `failed` counts as working (an
 * unknown one too, as `waitForJob` treats it).
 */
import { quote } from '../../runner/log.js';
import type { ServiceClient } from './client.js';
import { TERMINAL_STATUSES, type AgentJob } from './schemas.js';
import type { Clock } from '../../util/clock.js';
import { AbortedError, JobStillWorkingError } from '../../util/errors.js';
import { DeadlineError, type Deadline } from '../../util/deadline.js';

interface IdleOptions {
  client: Pick<ServiceClient, 'getJob'>;
  clock: Clock;
  /** Past it the wait gives up. */
  deadline: Deadline;
  signal?: AbortSignal | undefined;
  /** The pause before the next read: `attempt` counts from 1, `waitedMs` since the first read, `leftMs` to the deadline. */
  delay: (attempt: number, waitedMs: number, leftMs: number) => number;
  /** Told the job the first time it is seen working: true to wait for it, false to end the wait there (a dry run). */
  onWorking: (job: AgentJob) => boolean;
  /** The error's text when the deadline passes while it works (its last status, if it was read, and the time waited). */
  timedOut: (status: string | undefined, waitedMs: number) => string;
  /** Still busy although ended: a message sent to it that it has not taken yet (its result is not that message's). Asked at every read. */
  busy?: ((job: AgentJob) => boolean) | undefined;
}

export const hasEnded = (job: AgentJob): boolean => TERMINAL_STATUSES.has(job.status);

/** The job's status for a log line: the known ones bare, anything else quoted. */
export const statusText = (status: string): string => (['active', ...TERMINAL_STATUSES].includes(status) ? status : quote(status));

/**
 * Reads the job, and again while it works, until it has ended: returns it
 * then (or, when `onWorking` says so, as it is). A 404 and other definite
 * failures are thrown as they are; network faults, 429 and 5xx are read
 * again (by the client). Throws `JobStillWorkingError` at the deadline, `AbortedError` on
 * cancellation.
 */
export async function whenIdle(jobId: string, options: IdleOptions): Promise<AgentJob> {
  const { client, clock, deadline, signal } = options;
  const start = clock.now();
  let told = false;
  let last: AgentJob | undefined;
  const stillWorking = (): JobStillWorkingError =>
    new JobStillWorkingError(options.timedOut(last?.status, clock.now() - start), jobId, last?.status ?? '');
  for (let attempt = 1; ; attempt += 1) {
    try {
      // The client retries a read that can pass (429, 5xx, network) up to the deadline.
      last = await client.getJob(jobId, { deadline });
      // Asked at every read: a job seen working has taken the message it was sent.
      const busy = options.busy?.(last) ?? false;
      if (hasEnded(last) && !busy) return last;
      if (!told) {
        told = true;
        if (!options.onWorking(last)) return last;
      }
    } catch (error) {
      if (signal?.aborted) throw new AbortedError('cancelled');
      if (error instanceof DeadlineError) throw stillWorking();
      throw error;
    }
    const left = deadline.timeLeft();
    if (left <= 0) throw stillWorking();
    await clock.sleep(Math.max(0, Math.min(options.delay(attempt, clock.now() - start, left), left)), signal);
  }
}

/** The message every run logs once when a follow-up waits for its job. */
export function waitingLine(jobId: string, status: string): string {
  return `Agent job ${jobId} is ${statusText(status)}: the message waits for it to finish its current work (a message now would stop that work).`;
}
