import { nextDelay, retryDelay, type PollSchedule } from '../../util/backoff.js';
import type { Clock } from '../../util/clock.js';
import { AbortedError, DeadlineBeforeSendError, ServiceHttpError, ServiceNetworkError, getErrorMessage } from '../../util/errors.js';
import { quote } from '../../runner/log.js';
import { formatDuration } from '../../render/time.js';
import { BAD_PORT, PROXY_REFUSED } from '../../util/network.js';
import type { ServiceClient } from './client.js';
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
  /** Absolute time (clock ms) past which nothing more is sent or waited for. */
  deadline: number;
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

/** A fault on GET worth another try: the network, a 5xx or a 429. */
export function isRetryableRead(error: unknown): boolean {
  if (error instanceof ServiceNetworkError) return true;
  return error instanceof ServiceHttpError && (error.status === 429 || error.status >= 500);
}

/**
 * A fault on POST worth another try. A job costs budget and may open a pull
 * request, so the request is repeated only when it surely did not create one:
 * a 429, or a connection that failed before the request was sent.
 */
export function isRetryableCreate(error: unknown, retryOn429: boolean): boolean {
  // A proxy that refuses (407: its credentials) or a port fetch refuses answers the same way every time.
  if (error instanceof ServiceNetworkError) return error.beforeSend && !UNCHANGING_CAUSES.has(error.causeCode ?? '');
  return retryOn429 && error instanceof ServiceHttpError && error.status === 429;
}

/** Connection failures that a retry meets again. */
const UNCHANGING_CAUSES: ReadonlySet<string> = new Set([PROXY_REFUSED, BAD_PORT]);

function retryAfterOf(error: unknown): number | undefined {
  return error instanceof ServiceHttpError ? error.retryAfterMs : undefined;
}

export interface CreateJobOptions extends AgentRunOptions {
  /** Retry a 429 (honouring `Retry-After`); default true. */
  retryOn429?: boolean;
  /** Told of each 429 before its retry (the budget ledger notes the window is full). */
  onRateLimited?: (error: ServiceHttpError) => Promise<void>;
  /** Awaited right before each attempt (a follow-up waits there while its job works); what it throws ends the send. */
  beforeSend?: () => Promise<unknown>;
}

/** Creates a job: retried only on 429 (if allowed) and on connections that never carried the request. */
export async function createJob(prompt: string, options: CreateJobOptions): Promise<AgentJob> {
  return postRetrying('creating the job', (requestOptions) => options.client.createJob(prompt, requestOptions), options);
}

/**
 * Sends a follow-up instruction to an existing job. The same rules as a
 * creation: it costs budget and makes the agent work again, so it is repeated
 * only on a 429 (if allowed) or a connection that never carried the request,
 * never on a 5xx or an unknown outcome.
 */
export async function sendMessage(jobId: string, prompt: string, options: CreateJobOptions): Promise<AgentJob> {
  return postRetrying('sending the message', (requestOptions) => options.client.sendMessage(jobId, prompt, requestOptions), options);
}

async function postRetrying(
  what: string,
  send: (requestOptions: { signal?: AbortSignal; timeoutMs: number }) => Promise<AgentJob>,
  options: CreateJobOptions,
): Promise<AgentJob> {
  const { clock, log, schedule, deadline, signal, random } = options;
  for (let attempt = 1; ; attempt += 1) {
    await options.beforeSend?.();
    const remaining = deadline - clock.now();
    // Nothing is sent past the deadline: a job created then would be reported as not waited for.
    if (remaining <= 0) throw new DeadlineBeforeSendError(`Not ${what}: 'timeout-seconds' passed before it could be sent.`);
    try {
      return await send({
        ...(signal ? { signal } : {}),
        timeoutMs: Math.min(30_000, Math.max(1000, remaining)),
      });
    } catch (error) {
      if (!isRetryableCreate(error, options.retryOn429 ?? true)) throw error;
      const delay = retryDelay(schedule, attempt, retryAfterOf(error), random);
      const left = deadline - clock.now();
      if (delay > left) {
        throw new Error(
          `${getErrorMessage(error)}; not retried: the next attempt (in ${formatDuration(delay)}) would pass 'timeout-seconds'`,
          { cause: error },
        );
      }
      if (error instanceof ServiceHttpError && error.status === 429) await options.onRateLimited?.(error);
      log.warning(`${getErrorMessage(error)}; ${what} again in ${formatDuration(delay)} (attempt ${attempt + 1})`);
      await clock.sleep(delay, signal);
    }
  }
}

/**
 * Polls a job until it reaches `completed`, `archived` or `failed`, the
 * deadline, or cancellation. After a follow-up message (`pickup`), a terminal
 * status counts only once the job has taken the message (see pickup.ts).
 */
export async function waitForJob(initial: AgentJob, options: AgentRunOptions, pickup?: Pickup): Promise<WaitOutcome> {
  const { client, clock, log, schedule, deadline, signal, random } = options;
  const start = clock.now();
  const warnedStatuses = new Set<string>();
  let job = initial;
  let polls = 0;
  let failures = 0;
  let lastError: unknown;
  const waited = (): number => clock.now() - start;

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
    const remaining = deadline - clock.now();
    if (remaining <= 0) return { kind: 'timeout', job, waitedMs: waited(), polls, ...(taken ? {} : { notPickedUp: true }) };
    let delay =
      failures > 0 ? retryDelay(schedule, failures, retryAfterOf(lastError), random) : nextDelay(schedule, waited(), remaining, random);
    if (failures > 0 && delay > remaining) {
      log.warning(`Not retrying: the next attempt (in ${formatDuration(delay)}) would pass 'timeout-seconds'.`);
      return { kind: 'timeout', job, waitedMs: waited(), polls, ...(pickup?.pickedUp === false ? { notPickedUp: true } : {}) };
    }
    delay = Math.min(delay, remaining);
    try {
      await clock.sleep(delay, signal);
    } catch (error) {
      if (error instanceof AbortedError || signal?.aborted) {
        return { kind: 'cancelled', job, waitedMs: waited(), polls };
      }
      throw error;
    }
    try {
      polls += 1;
      job = await client.getJob(job.id, {
        ...(signal ? { signal } : {}),
        timeoutMs: Math.min(30_000, Math.max(1000, deadline - clock.now())),
      });
      failures = 0;
      note(job);
      options.onJob?.(job);
      log.info(`[${formatDuration(waited())}] ${isKnownStatus(job.status) ? job.status : quote(job.status)}`);
    } catch (error) {
      if (signal?.aborted) return { kind: 'cancelled', job, waitedMs: waited(), polls };
      if (!isRetryableRead(error)) throw error;
      failures += 1;
      lastError = error;
      log.warning(`[${formatDuration(waited())}] ${getErrorMessage(error)}; will retry`);
    }
  }
}
