/**
 * The time of every GitHub request: the client carries the run's deadline; a
 * call that must end sooner passes `request: { deadline: deadline.within(ms) }`
 * (or its own `request: { signal }`). Two hooks, since Octokit's plugins wait
 * in two places (ADR 0013): `boundCalls`, outermost, ends the whole call at
 * the deadline or cancellation; `attemptLimits`, inside plugin-retry, bounds
 * each attempt. A stopped attempt fails with an error that carries no
 * request, which plugin-retry never repeats.
 */
import type { Octokit } from '@octokit/core';
import { attemptSignal, type Deadline } from '../util/deadline.js';
import { AbortedError } from '../util/errors.js';
import { BAD_PORT, PROXY_REFUSED, networkCause } from '../util/network.js';

/** Longest a single attempt waits for GitHub's answer (well under a run's usual `timeout-seconds`). */
const ATTEMPT_MS = 30_000;

/** A GitHub request that failed for a reason a retry meets again (a proxy's refusal, a blocked port). */
class GitHubNetworkError extends Error {
  override readonly name = 'GitHubNetworkError';
}

interface CallOptions {
  request?: { signal?: AbortSignal; deadline?: Deadline; retries?: number; retryCount?: number; [option: string]: unknown };
}

/** What bounds one call, set by `boundCalls` for the attempts below it; `ended` aborts once the call has ended. */
interface Bounds {
  deadline: Deadline | undefined;
  caller: AbortSignal | undefined;
  ended?: AbortSignal;
}

/** Keyed by the options object, which every hook of one call shares. */
const boundsOf = new WeakMap<object, Bounds>();

const anyOf = (...signals: (AbortSignal | undefined)[]): AbortSignal => AbortSignal.any(signals.filter((signal) => signal !== undefined));

/** `GitHub GET /repos/acme/docs/...` for the messages: the endpoint with its parameters filled in, no query. */
export function describe(octokit: Octokit, options: object): string {
  let { method, url } = options as { method?: unknown; url?: unknown };
  try {
    ({ method, url } = octokit.request.endpoint.parse(options as Parameters<typeof octokit.request.endpoint.parse>[0]));
  } catch {
    // Options the endpoint cannot expand fail the request with Octokit's own error, not this description's.
  }
  return `GitHub ${typeof method === 'string' ? method : ''} ${typeof url === 'string' ? url.replace(/^\w+:\/\/[^/]*|\?.*$/g, '') : ''}`.trim();
}

/** Milliseconds before the call's deadline (Infinity without one), for the rate-limit waits (client.ts). */
export function timeLeftOf(options: object): number {
  return boundsOf.get(options)?.deadline?.timeLeft() ?? Infinity;
}

/** The error the call ends with once it may not go on (its deadline passed, the run or the caller cancelled it). */
function stopped({ deadline, caller, ended }: Bounds, what: string): Error | undefined {
  if (deadline && (deadline.signal.aborted || deadline.timeLeft() <= 0)) return deadline.stopped(what);
  if (caller?.aborted) return new AbortedError(`${what}: cancelled`, { cause: caller.reason });
  // The deadline's timer fired (`ended`) a moment before `timeLeft` reads 0.
  if (deadline && ended?.aborted) return deadline.stopped(what);
  return undefined;
}

/** The per-attempt plugin; give it to the client before plugin-retry, so that it is inside the retries. */
export function attemptLimits(octokit: Octokit): Record<string, never> {
  octokit.hook.wrap('request', async (request, endpoint) => {
    const options = endpoint as CallOptions;
    const what = describe(octokit, options);
    const bounds = boundsOf.get(options) ?? { deadline: undefined, caller: undefined };
    const early = stopped(bounds, what);
    if (early) throw early;
    const attempt = bounds.deadline ? attemptSignal(bounds.deadline, ATTEMPT_MS) : undefined;
    options.request = { ...options.request, signal: anyOf(attempt?.signal, bounds.caller, bounds.ended) };
    try {
      return await request(endpoint);
    } catch (error) {
      const end = stopped(bounds, what);
      if (end) throw end;
      const failure = error as Error & { response?: unknown };
      if (failure.response === undefined && attempt?.timedOut()) {
        failure.message = `${what}: no answer within ${Math.round(attempt.ms / 100) / 10} s`;
      } else if (failure.response === undefined) {
        const cause = networkCause(error);
        if (cause.code === PROXY_REFUSED || cause.code === BAD_PORT) throw new GitHubNetworkError(`${what} failed: ${cause.text}`);
        if (cause.code && !failure.message.includes(cause.code)) failure.message = `${failure.message} (${cause.code})`;
      }
      // No time for plugin-retry's next wait (`(n + 1)²` s) and attempt: this attempt is the last.
      const retryCount = options.request.retryCount ?? 0;
      if (bounds.deadline && (retryCount + 1) ** 2 * 1000 >= bounds.deadline.timeLeft()) options.request.retries = retryCount;
      throw error;
    } finally {
      attempt?.clear();
    }
  });
  return {};
}

/** The outermost hook: the call, retries and waits included, ends at its deadline or its cancellation. */
export function boundCalls(client: Octokit, clientDeadline: Deadline | undefined): void {
  client.hook.wrap('request', async (request, endpoint) => {
    const options = endpoint as CallOptions;
    const deadline = options.request?.deadline ?? clientDeadline;
    const caller = options.request?.signal;
    const what = describe(client, options);
    const early = stopped({ deadline, caller }, what);
    if (early) throw early;
    const cap = deadline ? attemptSignal(deadline) : undefined;
    const bounds = { deadline, caller, ended: anyOf(cap?.signal, caller) };
    boundsOf.set(options, bounds);
    let onEnd = (): void => undefined;
    const ended = new Promise<never>((_resolve, reject) => {
      onEnd = () => {
        reject(stopped(bounds, what) ?? new AbortedError(`${what}: cancelled`));
      };
      bounds.ended.addEventListener('abort', onEnd, { once: true });
    });
    const pending = Promise.resolve(request(endpoint));
    // What goes on below once the call ended here stops at once (`ended`, in each attempt's signal); its failure is nobody's.
    pending.catch(() => undefined);
    try {
      return await Promise.race([pending, ended]);
    } finally {
      cap?.clear();
      bounds.ended.removeEventListener('abort', onEnd);
    }
  });
}
