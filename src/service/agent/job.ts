/**
 * The agent job as a run follows it: created, or sent a follow-up message,
 * then waited for. Three waits, one way: read the job after each pause until
 * what the wait needs is seen, or the wait's deadline, or the run's
 * cancellation (`deadline.cancelled`). A read that fails is retried by the
 * client (429, 5xx, network) within that deadline.
 *
 * - `waitForJob`: until the job ends (`completed`, `archived`, `failed`);
 *   after a follow-up message only once the job has taken it (pickup.ts).
 * - `whenIdle`: before a follow-up message, until the job has ended its
 *   current work: the service stops the work in progress when a message
 *   arrives while the job is `active` (API notes). Any status but the three
 *   terminal ones counts as working (an unknown one too).
 * - `untilPickedUp`: a hand-off's short wait for the job to take its message.
 *
 * `whenIdle` is used by a live follow-up (a `/docs` command,
 * `continue-open-pr`) through `untilIdle`, by a queued one when a later run
 * sends it (hand-off/queued.ts), and by `continue-open-pr`'s decision.
 */
import { nextDelay, type PollSchedule } from '../../util/backoff.js';
import { now, sleep } from '../../util/clock.js';
import { DeadlineError, type Deadline } from '../../util/deadline.js';
import { AbortedError, JobStillWorkingError, MessageNotSentError, getErrorMessage, type ServiceHttpError } from '../../util/errors.js';
import { quote } from '../../runner/log.js';
import { formatDuration } from '../../render/time.js';
import type { RequestOptions, ServiceClient } from './client.js';
import { TERMINAL_STATUSES, isKnownStatus, type AgentJob } from './schemas.js';
import { notPickedUpLine, type Pickup } from './pickup.js';

/** Read afresh each time (a property check would be narrowed across the awaits between two reads). */
const cancelled = (deadline: Deadline): boolean => deadline.cancelled;

export interface RunLog {
  info(message: string): void;
  warning(message: string): void;
}

export interface AgentRunOptions {
  client: ServiceClient;
  log: RunLog;
  schedule: PollSchedule;
  /** Past it nothing more is sent or waited for; its cancellation ends the wait. */
  deadline: Deadline;
  random?: () => number;
  /** Told each job a poll returns (the PR-link comment follows status changes); must not throw. */
  onJob?: (job: AgentJob) => void;
}

/** How a wait for a job ended. */
export type WaitOutcome =
  | { kind: 'finished'; job: AgentJob; waitedMs: number; polls: number }
  /** `notPickedUp`: a follow-up message the job had not taken by the deadline (its terminal status did not count). */
  | { kind: 'timeout'; job: AgentJob; waitedMs: number; polls: number; notPickedUp?: boolean }
  | { kind: 'cancelled'; job: AgentJob; waitedMs: number; polls: number };

export interface CreateJobOptions extends AgentRunOptions {
  /** Retry a 429 (honouring `Retry-After`); default true. */
  retryOn429?: boolean;
  /** Told of each 429 before its retry (the budget ledger notes the window is full). */
  onRateLimited?: (error: ServiceHttpError) => Promise<void>;
  /** Awaited right before each attempt (a follow-up waits there while its job works); what it throws ends the send. */
  beforeSend?: () => Promise<unknown>;
}

/** Creates a job: the client retries it only on 429 (if allowed) and on connections that never carried the request. */
export async function createJob(prompt: string, options: CreateJobOptions): Promise<AgentJob> {
  await options.beforeSend?.();
  return options.client.createJob(prompt, postOptions(options));
}

/**
 * Sends a follow-up instruction to an existing job. The same rules as a
 * creation: it costs budget and makes the agent work again, so it is repeated
 * only on a 429 (if allowed) or a connection that never carried the request,
 * never on a 5xx or an unknown outcome.
 */
export async function sendMessage(jobId: string, prompt: string, options: CreateJobOptions): Promise<AgentJob> {
  await options.beforeSend?.();
  return options.client.sendMessage(jobId, prompt, postOptions(options));
}

function postOptions(options: CreateJobOptions): RequestOptions {
  return {
    deadline: options.deadline,
    ...(options.retryOn429 === undefined ? {} : { retryOn429: options.retryOn429 }),
    ...(options.onRateLimited ? { onRateLimited: options.onRateLimited } : {}),
    ...(options.beforeSend ? { beforeRetry: options.beforeSend } : {}),
  };
}

/**
 * Polls a job until it reaches `completed`, `archived` or `failed`, the
 * deadline, or cancellation. After a follow-up message (`pickup`), a terminal
 * status counts only once the job has taken the message (see pickup.ts). What
 * a read throws, other than the deadline, ends the wait.
 */
export async function waitForJob(initial: AgentJob, options: AgentRunOptions, pickup?: Pickup): Promise<WaitOutcome> {
  const { client, log, schedule, deadline, random } = options;
  const start = now();
  const warnedStatuses = new Set<string>();
  let job = initial;
  let polls = 0;
  const waited = (): number => now() - start;
  const ended = (kind: 'timeout' | 'cancelled'): WaitOutcome =>
    kind === 'cancelled'
      ? { kind, job, waitedMs: waited(), polls }
      : { kind, job, waitedMs: waited(), polls, ...(pickup?.pickedUp === false ? { notPickedUp: true } : {}) };

  const note = (current: AgentJob): void => {
    if (!isKnownStatus(current.status) && !warnedStatuses.has(current.status)) {
      warnedStatuses.add(current.status);
      log.warning(`The service reported an unknown job status ${quote(current.status)}; still polling.`);
    }
  };
  note(job);
  let toldPending = false;

  for (;;) {
    const taken = pickup?.see(job) ?? true;
    if (TERMINAL_STATUSES.has(job.status) && taken) return { kind: 'finished', job, waitedMs: waited(), polls };
    if (!taken && !toldPending) {
      toldPending = true;
      log.info(notPickedUpLine(job));
    }
    if (cancelled(deadline)) return ended('cancelled');
    const remaining = deadline.timeLeft();
    if (remaining <= 0) return ended('timeout');
    try {
      await sleep(nextDelay(schedule, waited(), remaining, random), deadline.signal);
      polls += 1;
      // Bounded by the wait's deadline: the run's may have been extended for the records' writes (RunLimits.wrapUp).
      job = await client.getJob(job.id, { deadline });
      note(job);
      options.onJob?.(job);
      log.info(`[${formatDuration(waited())}] ${isKnownStatus(job.status) ? job.status : quote(job.status)}`);
    } catch (error) {
      if (cancelled(deadline)) return ended('cancelled');
      if (error instanceof DeadlineError) {
        log.warning(`[${formatDuration(waited())}] ${error.message}`);
        return ended('timeout');
      }
      throw error;
    }
  }
}

export const hasEnded = (job: AgentJob): boolean => TERMINAL_STATUSES.has(job.status);

/** The job's status for a log line: the known ones bare, anything else quoted. */
export const statusText = (status: string): string => (['active', ...TERMINAL_STATUSES].includes(status) ? status : quote(status));

export interface IdleOptions {
  client: Pick<ServiceClient, 'getJob'>;
  /** Past it the wait gives up. */
  deadline: Deadline;
  /** The pause before the next read: `attempt` counts from 1, `waitedMs` since the first read, `leftMs` to the deadline. */
  delay: (attempt: number, waitedMs: number, leftMs: number) => number;
  /** Told the job the first time it is seen working: true to wait for it, false to end the wait there (a dry run). */
  onWorking: (job: AgentJob) => boolean;
  /** The error's text when the deadline passes while it works (its last status, if it was read, and the time waited). */
  timedOut: (status: string | undefined, waitedMs: number) => string;
  /** Still busy although ended: a message sent to it that it has not taken yet (its result is not that message's). Asked at every read. */
  busy?: ((job: AgentJob) => boolean) | undefined;
}

/**
 * Reads the job, and again while it works, until it has ended: returns it
 * then (or, when `onWorking` says so, as it is). A 404 and other definite
 * failures are thrown as they are. Throws `JobStillWorkingError` at the
 * deadline, `AbortedError` on cancellation.
 */
export async function whenIdle(jobId: string, options: IdleOptions): Promise<AgentJob> {
  const { client, deadline } = options;
  const start = now();
  let told = false;
  let last: AgentJob | undefined;
  const stillWorking = (): JobStillWorkingError =>
    new JobStillWorkingError(options.timedOut(last?.status, now() - start), jobId, last?.status ?? '');
  for (let attempt = 1; ; attempt += 1) {
    if (cancelled(deadline)) throw new AbortedError('cancelled');
    try {
      last = await client.getJob(jobId, { deadline });
      // Asked at every read: a job seen working has taken the message it was sent.
      const busy = options.busy?.(last) ?? false;
      if (hasEnded(last) && !busy) return last;
      if (!told) {
        told = true;
        if (!options.onWorking(last)) return last;
      }
    } catch (error) {
      if (cancelled(deadline)) throw new AbortedError('cancelled');
      if (error instanceof DeadlineError) throw stillWorking();
      throw error;
    }
    const left = deadline.timeLeft();
    if (left <= 0) throw stillWorking();
    await sleep(Math.max(0, Math.min(options.delay(attempt, now() - start, left), left)), deadline.signal);
  }
}

/** The message every run logs once when a follow-up waits for its job. */
export function waitingLine(jobId: string, status: string): string {
  return `Agent job ${jobId} is ${statusText(status)}: the message waits for it to finish its current work (a message now would stop that work).`;
}

export interface UntilIdleOptions {
  client: Pick<ServiceClient, 'getJob'>;
  log: { info(message: string): void };
  schedule: PollSchedule;
  /** When the wait gives up (`JobStillWorkingError`). */
  deadline: Deadline;
  random?: (() => number) | undefined;
  /** Still busy although ended: a message sent to it that it has not taken yet. */
  busy?: ((job: AgentJob) => boolean) | undefined;
  /** The error's text when the deadline passes while the job works; the live run's when absent. */
  timedOut?: ((status: string | undefined, waitedMs: number) => string) | undefined;
}

/**
 * The wait before each POST of a follow-up message to `jobId` (a live one, a
 * queued one): resolves with the job as read once it is idle, polling on the
 * schedule while it works, said once in the log.
 */
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

/**
 * For a hand-off (`wait: false`): polls until the job takes the message, or
 * the deadline, or cancellation; the job as last read. A failed read ends the
 * wait (a warning), as the deadline does: the caller records the job all the same.
 */
export async function untilPickedUp(job: AgentJob, pickup: Pickup, options: AgentRunOptions): Promise<AgentJob> {
  const { client, log, schedule, deadline, random } = options;
  const start = now();
  let last = job;
  while (!pickup.see(last)) {
    const left = deadline.timeLeft();
    if (left <= 0 || cancelled(deadline)) return last;
    try {
      await sleep(nextDelay(schedule, now() - start, left, random), deadline.signal);
      last = await client.getJob(job.id, { deadline });
    } catch (error) {
      if (!cancelled(deadline)) log.warning(`Could not read agent job ${job.id} after the message (${getErrorMessage(error)}).`);
      return last;
    }
  }
  return last;
}
