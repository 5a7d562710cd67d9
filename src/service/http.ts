/**
 * The transport under ky for every request to the service: ky builds the
 * request (prefixUrl, headers, JSON body), times the wait for the response
 * headers and raises `HTTPError`; `guardedFetch` is the `fetch` it is given,
 * and keeps every deadline and cancellation in force until the body is read.
 *
 * Why ky cannot be given a plain `fetch`: ky builds a `Request` with the
 * caller's signal (inside its own `AbortSignal.any`) and hands that object to
 * `fetch`. undici's `Request` follows its parent signal only through a weak
 * reference to an `AbortController` that the `Request` itself owns. Once ky
 * has returned the response nothing holds that `Request`; after a garbage
 * collection the abort no longer reaches the body read, and a trickling or
 * stalled body outlives every deadline (test/service/ky.clock.test.ts shows
 * it). ky's own `timeout` stops at the headers by design.
 *
 * So `guardedFetch` (1) keeps ky's `Request` reachable until the exchange
 * ends, body read included, so the abort path from the caller's signal and
 * ky's timeout stays whole; (2) sends through its own `AbortController`,
 * held likewise, which follows that signal and a deadline of its own
 * covering headers and body; (3) passes the proxy-aware `fetch` the URL and
 * an init derived from the `Request` (never the `Request`: the proxy's undici
 * is another realm), always with `redirect: 'manual'`, so a redirect is
 * answered and never followed and the key goes to base-url's origin only;
 * (4) returns a `Response` whose body is read under an explicit race with the
 * abort, so an abort ends the read whatever the fetch implementation does
 * with the signal. The exchange is released when the body ends, fails or is
 * cancelled, or when it is aborted.
 */
import type { Input } from 'ky';
import { resolveFetch, type FetchLike } from './proxy.js';
import { setTimer } from '../util/clock.js';

interface ExchangeRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** Ends the exchange (request or body read) when aborted; its reason is the error thrown. */
  signal?: AbortSignal;
  /** Kept reachable until the exchange ends: what owns the route from the caller's abort to `signal`. */
  owner?: object;
  /** Longest the whole exchange (headers and body) may take, in milliseconds. */
  timeoutMs?: number;
  /** Replaces the proxy-aware fetch (tests). */
  fetch?: FetchLike;
}

/** The owners of the exchanges under way, held here (strongly) until each ends. */
const open = new Set<object>();

/** The reason an exchange ended by `close` is aborted with: no error of anyone's. */
const CLOSED = new Error('the exchange was closed');

/** The exchange took longer than its `timeoutMs`. */
export class ExchangeTimeoutError extends Error {
  override readonly name = 'ExchangeTimeoutError';
}

/** A response whose body is read under the exchange's deadline and cancellation. */
interface Exchange {
  readonly response: Response;
  /** The body as a stream that errors with the abort's reason when the exchange is aborted. */
  readonly body: ReadableStream<Uint8Array> | null;
  /** Ends the exchange and releases its timer and listener; safe to call more than once. */
  close(): void;
}

/**
 * Sends the request; resolves once the headers arrived. Throws what `fetch`
 * throws, or the abort's reason (an `ExchangeTimeoutError`, or the caller's
 * signal's reason) when the exchange was aborted first.
 */
async function exchange(request: ExchangeRequest): Promise<Exchange> {
  // Held by the closures below (and by the caller's signal's listener) until `close`.
  const controller = new AbortController();
  const owner = request.owner;
  if (owner) open.add(owner);
  const onCallerAbort = (): void => {
    controller.abort(request.signal?.reason);
  };
  let timer: NodeJS.Timeout | undefined;
  const close = (): void => {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onCallerAbort);
    // Ends whatever is still open of the exchange (a body its reader abandoned).
    if (!controller.signal.aborted) controller.abort(CLOSED);
    if (owner) open.delete(owner);
  };
  if (request.signal?.aborted) {
    close();
    throw reasonOf(request.signal.reason);
  }
  request.signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (request.timeoutMs !== undefined) {
    const ms = Math.max(1, request.timeoutMs);
    timer = setTimer(() => {
      controller.abort(new ExchangeTimeoutError(`no complete response within ${ms} ms`));
      close();
    }, ms);
  }
  const signal = controller.signal;
  const aborted = abortPromise(signal);

  let response: Response;
  try {
    const doFetch = request.fetch ?? (await resolveFetch(request.url));
    response = await Promise.race([
      doFetch(request.url.href, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        // A redirect is answered, never followed: the key goes to base-url's origin only.
        redirect: 'manual',
        signal,
      }),
      aborted,
    ]);
  } catch (error) {
    const abortedFirst = signal.aborted;
    close();
    if (abortedFirst) throw reasonOf(signal.reason);
    throw error;
  }

  const body = response.body ? guard(response.body, signal, aborted, close) : null;
  if (!body) close();
  return { response, body, close };
}

/** The error an aborted exchange throws: the reason itself when it is one. */
function reasonOf(reason: unknown): Error {
  if (reason instanceof Error) return reason;
  return new Error('aborted', { cause: reason });
}

/** Rejects with the signal's reason once it aborts (never resolves otherwise). */
function abortPromise(signal: AbortSignal): Promise<never> {
  const promise = new Promise<never>((_resolve, reject) => {
    if (signal.aborted) {
      reject(reasonOf(signal.reason));
      return;
    }
    signal.addEventListener(
      'abort',
      () => {
        reject(reasonOf(signal.reason));
      },
      { once: true },
    );
  });
  // Observed here so that an abort nobody waits on is not an unhandled rejection.
  promise.catch(() => undefined);
  return promise;
}

/**
 * The body read under a race with the abort: each read waits for a chunk or
 * the abort, whichever comes first, and the abort cancels the source (which
 * closes the connection). The exchange is closed when the body ends, fails or
 * is cancelled by its reader.
 */
function guard(
  source: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  aborted: Promise<never>,
  close: () => void,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  const stop = (reason: unknown): void => {
    reader.cancel(reason).catch(() => undefined);
  };
  signal.addEventListener(
    'abort',
    () => {
      stop(signal.reason);
    },
    { once: true },
  );
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await Promise.race([reader.read(), aborted]);
        // A read that ended because the abort cancelled the source is an abort, not the body's end.
        if (signal.aborted) throw reasonOf(signal.reason);
        if (done) {
          close();
          controller.close();
          return;
        }
        controller.enqueue(value);
      } catch (error) {
        close();
        throw error;
      }
    },
    cancel(reason) {
      close();
      stop(reason);
    },
  });
}

export interface GuardedFetchOptions {
  /** Longest the whole exchange (headers and body) may take, in milliseconds; none when absent. */
  timeoutMs?: number;
  /** Replaces the proxy-aware fetch (tests). */
  fetch?: FetchLike;
}

/** The signature of ky's `fetch` option. */
export type KyFetch = (input: Input, init?: RequestInit) => Promise<Response>;

/** Statuses whose `Response` may not have a body. */
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([101, 103, 204, 205, 304]);

/**
 * The `fetch` to give ky: sends ky's `Request` as one exchange (see the top
 * of this file) and answers with a `Response` whose body is the guarded
 * stream. ky's `Request` stays reachable, and its signal followed, until
 * that body has been read, has failed or was cancelled. The `init` ky passes
 * beside a `Request` (options `Request` has no field for, such as a
 * `dispatcher`) is not used: the proxy's dispatcher is `resolveFetch`'s.
 */
export function guardedFetch(options: GuardedFetchOptions = {}): KyFetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.body ? new Uint8Array(await request.arrayBuffer()) : undefined;
    const sent = await exchange({
      method: request.method,
      url: new URL(request.url),
      headers: Object.fromEntries(request.headers),
      ...(body === undefined ? {} : { body }),
      signal: request.signal,
      owner: request,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    const { status, statusText, headers } = sent.response;
    if (NULL_BODY_STATUSES.has(status)) {
      sent.close();
      return new Response(null, { status, statusText, headers });
    }
    return new Response(sent.body, { status, statusText, headers });
  };
}
