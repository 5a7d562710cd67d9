/**
 * Every GitHub request under the run's limits (util/deadline.ts), whoever
 * makes it (the trigger's reads, the comment, the ledger): the client carries
 * them, so no caller has to pass a signal for its requests to end in time.
 *
 * Two hooks. `attemptLimits`, an Octokit plugin placed before plugin-retry,
 * runs once per attempt: it sends nothing once the deadline has passed or the
 * run is cancelled, gives the attempt a timeout (`GITHUB_REQUEST_TIMEOUT_MS`,
 * never past the deadline) and the run's signal beside the caller's, names
 * the cause of a network failure, and stops plugin-retry from waiting past
 * the deadline for another attempt. `boundCalls`, the outermost hook, ends
 * the whole call (its retries, a rate-limit wait, the queue of paced writes)
 * when the deadline passes or the run is cancelled, whatever is under way.
 */
import type { Octokit } from '@octokit/core';
import type { RequestLimits } from '../util/deadline.js';
import { BAD_PORT, PROXY_REFUSED, networkCause } from '../util/network.js';
import { MAX_TIMER_MS, timeoutSignal } from '../util/clock.js';

/** Longest a single attempt waits for GitHub's answer (well under a run's usual `timeout-seconds`). */
export const GITHUB_REQUEST_TIMEOUT_MS = 30_000;

/** A GitHub request that failed for a reason a retry meets again (a proxy's refusal, a blocked port). */
export class GitHubNetworkError extends Error {
  override readonly name = 'GitHubNetworkError';

  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

interface HookOptions {
  method?: string;
  url?: string;
  request?: { signal?: AbortSignal; retries?: number; retryCount?: number; [option: string]: unknown };
  [key: string]: unknown;
}

/** `GET /repos/acme/docs/...` for the messages: the endpoint with its parameters filled in, no query. */
function describe(octokit: Octokit, options: HookOptions): string {
  try {
    const { method, url } = octokit.request.endpoint.parse(options as Parameters<typeof octokit.request.endpoint.parse>[0]);
    return `GitHub ${method} ${new URL(url).pathname}`;
  } catch {
    return `GitHub ${options.method ?? ''} ${options.url ?? ''}`.trim();
  }
}

/**
 * Each call's own signal, set by `boundCalls` and aborted when the call ended
 * there: the attempts still under way below it (a retry, a queued write) stop
 * then too, and send nothing more. Keyed by the options object, which every
 * hook of one call shares.
 */
const callSignals = new WeakMap<object, AbortSignal>();

/** plugin-retry's unit of wait (its `retryAfterBaseValue`): retry n waits n² of it. */
export const DEFAULT_RETRY_WAIT_MS = 1000;

/** The wait plugin-retry takes before attempt `retryCount + 2` (`(n + 1)²` units). */
const retryWait = (retryCount: number, unitMs: number): number => (retryCount + 1) ** 2 * unitMs;

/** The per-attempt plugin; give it to the client before plugin-retry, so that it is inside the retries. */
export function attemptLimits(limits: RequestLimits, timeoutMs = GITHUB_REQUEST_TIMEOUT_MS, retryWaitMs = DEFAULT_RETRY_WAIT_MS) {
  return (octokit: Octokit): Record<string, never> => {
    // The caller's own signal (the ledger passes one), kept apart from the one each attempt is given.
    const callerSignals = new WeakMap<object, AbortSignal | undefined>();
    octokit.hook.wrap('request', async (request, endpoint) => {
      const options = endpoint as unknown as HookOptions;
      const what = describe(octokit, options);
      const call = callSignals.get(options);
      const stopped = (): boolean => limits.signal.aborted || limits.timeLeft() <= 0 || call?.aborted === true;
      if (stopped()) throw limits.stopped(what);
      if (!callerSignals.has(options)) callerSignals.set(options, options.request?.signal);
      const caller = callerSignals.get(options);
      const ms = Math.max(1, Math.min(timeoutMs, limits.timeLeft(), MAX_TIMER_MS));
      const timeout = timeoutSignal(ms);
      const signals = [limits.signal, timeout, ...(caller ? [caller] : []), ...(call ? [call] : [])];
      options.request = { ...options.request, signal: AbortSignal.any(signals) };
      try {
        return await request(endpoint);
      } catch (error) {
        // Not retried: the error carries no request for plugin-retry to repeat.
        if (stopped()) throw limits.stopped(what);
        if (caller?.aborted) throw error;
        const failure = error as Error & { status?: number; response?: unknown };
        if (failure.response === undefined) {
          if (timeout.aborted) {
            failure.message = `${what}: no answer within ${Math.round(ms / 100) / 10} s`;
          } else {
            const cause = networkCause(error);
            if (cause.code === PROXY_REFUSED || cause.code === BAD_PORT)
              throw new GitHubNetworkError(`${what} failed: ${cause.text}`, cause.code);
            if (cause.code && !failure.message.includes(cause.code)) failure.message = `${failure.message} (${cause.code})`;
          }
        }
        // No time for plugin-retry's next wait and attempt: this attempt is the last.
        const retryCount = options.request.retryCount ?? 0;
        if (retryWait(retryCount, retryWaitMs) >= limits.timeLeft()) options.request.retries = retryCount;
        throw error;
      }
    });
    return {};
  };
}

/** The outermost hook: the call, retries and waits included, ends at the deadline or the cancellation. */
export function boundCalls(client: Octokit, limits: RequestLimits): void {
  client.hook.wrap('request', async (request, endpoint) => {
    const options = endpoint as unknown as HookOptions;
    const what = describe(client, options);
    const left = limits.timeLeft();
    if (limits.signal.aborted || left <= 0) throw limits.stopped(what);
    const call = new AbortController();
    callSignals.set(options, call.signal);
    const pending = Promise.resolve(request(endpoint));
    // What goes on below once the call ended here stops at once (call.signal); its failure is nobody's.
    pending.catch(() => undefined);
    const stops = [limits.signal, ...(left < MAX_TIMER_MS ? [timeoutSignal(Math.max(1, left))] : [])];
    const stop = AbortSignal.any(stops);
    let onStop: (() => void) | undefined;
    const stopped = new Promise<never>((_resolve, reject) => {
      onStop = () => {
        call.abort();
        reject(limits.stopped(what));
      };
      stop.addEventListener('abort', onStop, { once: true });
    });
    try {
      return await Promise.race([pending, stopped]);
    } finally {
      if (onStop) stop.removeEventListener('abort', onStop);
    }
  });
}
