/**
 * One HTTP exchange with the service, request and response body alike under
 * one deadline and one cancellation.
 *
 * Why not ky: ky builds a `Request` carrying the caller's signal and hands that
 * object to `fetch`. undici's `Request` follows a parent signal only through a
 * weak reference to its own `AbortController`, which nothing holds once ky has
 * returned the response; after a garbage collection the abort no longer reaches
 * the body read, and a stalled body hangs past every deadline. Here `fetch`
 * gets the URL and an init whose signal belongs to a controller this module
 * keeps reachable until the exchange ends, and the body is read under an
 * explicit race with that signal, so an abort ends the read whatever the
 * fetch implementation does with it.
 */
import { resolveFetch, type FetchLike } from './proxy.js';

export interface ExchangeRequest {
  method: 'GET' | 'POST';
  url: URL;
  headers: Record<string, string>;
  body?: string;
  /** Ends the exchange (request or body read) when aborted; its reason is the error thrown. */
  signal?: AbortSignal;
  /** Longest the whole exchange (headers and body) may take, in milliseconds. */
  timeoutMs?: number;
  /** Replaces the proxy-aware fetch (tests). */
  fetch?: FetchLike;
}

/** The reason an exchange ended by `close` is aborted with: no error of anyone's. */
const CLOSED = new Error('the exchange was closed');

/** The exchange took longer than its `timeoutMs`. */
export class ExchangeTimeoutError extends Error {
  override readonly name = 'ExchangeTimeoutError';
}

/** A response whose body is read under the exchange's deadline and cancellation. */
export interface Exchange {
  readonly response: Response;
  /** The body as a stream that errors with the abort's reason when the exchange is aborted. */
  readonly body: ReadableStream<Uint8Array> | null;
  /** The whole body as text, under the same guard. */
  text(): Promise<string>;
  /** Ends the exchange and releases its timer and listener; safe to call more than once. */
  close(): void;
}

/**
 * Sends the request; resolves once the headers arrived. Throws what `fetch`
 * throws, or the abort's reason (an `ExchangeTimeoutError`, or the caller's
 * signal's reason) when the exchange was aborted first.
 */
export async function exchange(request: ExchangeRequest): Promise<Exchange> {
  // Held by the closures below (and by the caller's signal's listener) until `close`.
  const controller = new AbortController();
  const onCallerAbort = (): void => {
    controller.abort(request.signal?.reason);
  };
  let timer: NodeJS.Timeout | undefined;
  const close = (): void => {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onCallerAbort);
    // Ends whatever is still open of the exchange (a body its reader abandoned).
    if (!controller.signal.aborted) controller.abort(CLOSED);
  };
  if (request.signal?.aborted) throw reasonOf(request.signal.reason);
  request.signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (request.timeoutMs !== undefined) {
    const ms = Math.max(1, request.timeoutMs);
    timer = setTimeout(() => {
      controller.abort(new ExchangeTimeoutError(`no complete response within ${ms} ms`));
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
  return {
    response,
    body,
    text: async () => {
      if (!body) return '';
      return new Response(body).text();
    },
    close,
  };
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
