import { nextDelay, type PollSchedule } from '../../util/backoff.js';
import type { Clock } from '../../util/clock.js';
import { DeadlineError, type Deadline } from '../../util/deadline.js';
import { AbortedError, type ServiceHttpError } from '../../util/errors.js';
import { quote } from '../../runner/log.js';
import { formatDuration } from '../../render/time.js';
import type { RequestOptions, ServiceClient } from './client.js';
import { TERMINAL_STATUSES, isKnownStatus, type AgentJob } from './schemas.js';
import { notPickedUpLine, type Pickup } from './pickup.js';

export interface RunLog {
  info(message: string): void;
  warning(message: string): void;
}

export interface AgentRunOptions {
  client: ServiceClient;
  clock: Clock;
  log: RunLog;
  schedule: PollSchedule;
  /** Past it nothing more is sent or waited for. */
  deadline: Deadline;
  signal?: AbortSignal;
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
 * status counts only once the job has taken the message (see pickup.ts). A
 * read that fails is retried by the client (429, 5xx, network) up to the
 * deadline; what it throws otherwise ends the wait.
 */
export async function waitForJob(initial: AgentJob, options: AgentRunOptions, pickup?: Pickup): Promise<WaitOutcome> {
  const { client, clock, log, schedule, deadline, signal, random } = options;
  const start = clock.now();
  const warnedStatuses = new Set<string>();
  let job = initial;
  let polls = 0;
  const waited = (): number => clock.now() - start;
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
    const remaining = deadline.timeLeft();
    if (remaining <= 0) return ended('timeout');
    try {
      await clock.sleep(nextDelay(schedule, waited(), remaining, random), signal);
    } catch (error) {
      if (error instanceof AbortedError || signal?.aborted) return ended('cancelled');
      throw error;
    }
    try {
      polls += 1;
      // Bounded by the wait's deadline: the run's may have been extended for the records' writes (RunLimits.wrapUp).
      job = await client.getJob(job.id, { deadline });
      note(job);
      options.onJob?.(job);
      log.info(`[${formatDuration(waited())}] ${isKnownStatus(job.status) ? job.status : quote(job.status)}`);
    } catch (error) {
      if (signal?.aborted) return ended('cancelled');
      if (error instanceof DeadlineError) {
        log.warning(`[${formatDuration(waited())}] ${error.message}`);
        return ended('timeout');
      }
      throw error;
    }
  }
}
