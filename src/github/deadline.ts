/**
 * Every GitHub request under the run's deadline (util/deadline.ts), whoever
 * makes it (the trigger's reads, the comment, the ledger): the client carries
 * them, so no caller has to pass a signal for its requests to end in time.
 *
 * Two hooks. `attemptLimits`, an Octokit plugin placed before plugin-retry,
 * runs once per attempt: it sends nothing once the deadline has passed or the
 * run is cancelled, gives the attempt a timeout (`GITHUB_REQUEST_TIMEOUT_MS`,
 * never past the deadline) and the run's signal beside the caller's, names
 * the cause of a network failure, and stops plugin-retry from waiting past
 * the deadline for another attempt. `boundCalls`, the outermost hook, ends
 * the whole call (its retries, a rate-limit wait, a write's wait for its turn
 * in the throttling plugin's groups) when the deadline passes or the run is
 * cancelled, whatever is under way. Both signals are util/deadline's
 * `attemptSignal`.
 */
import type { Octokit } from '@octokit/core';
import { attemptSignal, type Deadline } from '../util/deadline.js';
import { BAD_PORT, PROXY_REFUSED, networkCause } from '../util/network.js';

/** Longest a single attempt waits for GitHub's answer (well under a run's usual `timeout-seconds`). */
const GITHUB_REQUEST_TIMEOUT_MS = 30_000;

/** A GitHub request that failed for a reason a retry meets again (a proxy's refusal, a blocked port). */
class GitHubNetworkError extends Error {
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

/** The wait plugin-retry takes before attempt `retryCount + 2`: `(n + 1)²` seconds (its `retryAfterBaseValue`, 1 s). */
const retryWait = (retryCount: number): number => (retryCount + 1) ** 2 * 1000;

/** The per-attempt plugin; give it to the client before plugin-retry, so that it is inside the retries. */
export function attemptLimits(deadline: Deadline) {
  return (octokit: Octokit): Record<string, never> => {
    // The caller's own signal (the ledger passes one), kept apart from the one each attempt is given.
    const callerSignals = new WeakMap<object, AbortSignal | undefined>();
    octokit.hook.wrap('request', async (request, endpoint) => {
      const options = endpoint as unknown as HookOptions;
      const what = describe(octokit, options);
      const call = callSignals.get(options);
      const stopped = (): boolean => deadline.signal.aborted || deadline.timeLeft() <= 0 || call?.aborted === true;
      if (stopped()) throw deadline.stopped(what);
      if (!callerSignals.has(options)) callerSignals.set(options, options.request?.signal);
      const caller = callerSignals.get(options);
      const { signal: attempt, ms, timedOut, clear } = attemptSignal(deadline, GITHUB_REQUEST_TIMEOUT_MS);
      const signals = [attempt, ...(caller ? [caller] : []), ...(call ? [call] : [])];
      options.request = { ...options.request, signal: AbortSignal.any(signals) };
      try {
        return await request(endpoint);
      } catch (error) {
        // Not retried: the error carries no request for plugin-retry to repeat.
        if (stopped()) throw deadline.stopped(what);
        if (caller?.aborted) throw error;
        const failure = error as Error & { status?: number; response?: unknown };
        if (failure.response === undefined) {
          if (timedOut()) {
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
        if (retryWait(retryCount) >= deadline.timeLeft()) options.request.retries = retryCount;
        throw error;
      } finally {
        clear();
      }
    });
    return {};
  };
}

/** The outermost hook: the call, retries and waits included, ends at the deadline or the cancellation. */
export function boundCalls(client: Octokit, deadline: Deadline): void {
  client.hook.wrap('request', async (request, endpoint) => {
    const options = endpoint as unknown as HookOptions;
    const what = describe(client, options);
    if (deadline.signal.aborted || deadline.timeLeft() <= 0) throw deadline.stopped(what);
    const call = new AbortController();
    callSignals.set(options, call.signal);
    const pending = Promise.resolve(request(endpoint));
    // What goes on below once the call ended here stops at once (call.signal); its failure is nobody's.
    pending.catch(() => undefined);
    const { signal: stop, clear } = attemptSignal(deadline);
    let onStop: (() => void) | undefined;
    const stopped = new Promise<never>((_resolve, reject) => {
      onStop = () => {
        call.abort();
        reject(deadline.stopped(what));
      };
      stop.addEventListener('abort', onStop, { once: true });
    });
    try {
      return await Promise.race([pending, stopped]);
    } finally {
      clear();
      if (onStop) stop.removeEventListener('abort', onStop);
    }
  });
}
