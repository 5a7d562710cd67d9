import { randomUUID } from 'node:crypto';
import ky, { HTTPError } from 'ky';
import { parseRetryAfter, retryAfterWarning } from '../../util/backoff.js';
import { Inputs } from '../../runner/names.js';
import { AbortedError, ServiceHttpError } from '../../util/errors.js';
import { errorDetail, networkError } from '../agent/client.js';
import { AskStreamError, type Answer } from './answer.js';
import type { AssistantSettings } from './request.js';
import { readDataStreamAnswer } from './stream-v1.js';
import { readUiMessageAnswer } from './stream-v2.js';
import { guardedFetch } from '../http.js';
import type { FetchLike } from '../proxy.js';
import { setTimer } from '../../util/clock.js';

/** The request of spec 4.3 (v2) or 4.4 (v1), ready to send or to show in a dry run. */
export interface AskRequest {
  url: URL;
  body: Record<string, unknown>;
}

/** `POST {base}/discovery/{version}/assistant/{domain}/message` with the body the version expects. */
export function buildAskRequest(settings: AssistantSettings, question: string, newId: () => string = randomUUID): AskRequest {
  const base = settings.baseUrl.href.endsWith('/') ? settings.baseUrl.href : `${settings.baseUrl.href}/`;
  const url = new URL(`discovery/${settings.apiVersion}/assistant/${encodeURIComponent(settings.domain)}/message`, base);
  const message: Record<string, unknown> = { id: newId(), role: 'user', parts: [{ type: 'text', text: question }] };
  if (settings.apiVersion === 'v1') message.content = question;
  const body: Record<string, unknown> = {
    fp: settings.fp,
    messages: [message],
    threadId: settings.threadId ?? null,
    retrievalPageSize: settings.retrievalPageSize,
    filter: settings.filter ?? null,
  };
  if (settings.threadKey !== undefined) body.threadKey = settings.threadKey;
  if (settings.context !== undefined) body.context = settings.context;
  if (settings.currentPath !== undefined) body.currentPath = settings.currentPath;
  return { url, body };
}

/** The answer took too long in total, or the stream went quiet. */
export class AskTimeoutError extends Error {
  override readonly name = 'AskTimeoutError';
}

export interface AskOptions {
  /** Cancels the request (a cancelled run). */
  signal?: AbortSignal;
  /** Replaces the proxy-aware fetch (tests). */
  fetch?: FetchLike;
}

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

/** Why the service refused, with what to do about it. */
function hint(status: number, retryAfter: string | null, retryAfterMs: number | undefined, settings: AssistantSettings): string {
  switch (status) {
    case 429: {
      const warning = retryAfterWarning(retryAfter, Date.now());
      const wait =
        retryAfterMs === undefined
          ? `the service gave no${warning ? ' readable' : ''} Retry-After; wait before asking again`
          : `retry after ${seconds(retryAfterMs)} (Retry-After: ${retryAfter ?? ''}${warning ? `; ${warning}` : ''})`;
      return `the assistant's rate limit was reached (10,000 requests per organization per hour and per IP address per day, 10,000 messages per key per month); ${wait}`;
    }
    case 401:
      return `check '${Inputs.AssistantApiKey}': the key is invalid or expired`;
    case 403:
      return `the key is not allowed here (IP allow-list or scope); check '${Inputs.AssistantApiKey}'`;
    case 404:
      return settings.threadId
        ? `no such domain, or the thread ${JSON.stringify(settings.threadId)} is unknown${settings.apiVersion === 'v1' ? ` (v1 threads also need their '${Inputs.ThreadKey}')` : ''}`
        : `check '${Inputs.Domain}' (${JSON.stringify(settings.domain)})`;
    default:
      return '';
  }
}

/**
 * Ends the body stream's wait when no byte arrives for `idleMs`. A chunk
 * resets the timer; the abort ends the request, whose body then errors.
 */
function watchIdle(
  body: ReadableStream<Uint8Array>,
  idleMs: number,
  onIdle: () => void,
): { stream: ReadableStream<Uint8Array>; dispose: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const dispose = (): void => {
    clearTimeout(timer);
  };
  const arm = (): void => {
    dispose();
    timer = setTimer(onIdle, idleMs);
  };
  arm();
  const stream = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        arm();
        controller.enqueue(chunk);
      },
      flush: dispose,
    }),
  );
  return { stream, dispose };
}

/** Sends the question and reads the answer stream of the configured version. */
export async function askAssistant(settings: AssistantSettings, request: AskRequest, options: AskOptions = {}): Promise<Answer> {
  const shownUrl = `${request.url.origin}${request.url.pathname}`;
  const controller = new AbortController();
  const stop = (message: string): void => {
    controller.abort(new AskTimeoutError(message));
  };
  const overall = setTimer(() => {
    stop(`no complete answer within ${seconds(settings.timeoutMs)} ('${Inputs.AskTimeoutSeconds}')`);
  }, settings.timeoutMs);
  // The caller's cancellation reaches the request through this controller, which the timers keep reachable.
  const onCancel = (): void => {
    controller.abort(new AbortedError('the run was cancelled'));
  };
  if (options.signal?.aborted) onCancel();
  else options.signal?.addEventListener('abort', onCancel, { once: true });
  const signal = controller.signal;
  try {
    let response: Response;
    try {
      response = await ky.post(request.url, {
        json: request.body,
        headers: {
          authorization: `Bearer ${settings.assistantApiKey}`,
          accept: 'text/event-stream, text/plain, application/json',
        },
        // One question, one request: a retry would ask twice.
        retry: 0,
        // The overall and idle timers below cover the stream; ky's timeout would stop at the headers.
        timeout: false,
        // A redirect is answered, never followed (the transport insists on it whatever is asked here).
        redirect: 'manual',
        signal,
        fetch: guardedFetch(options.fetch ? { fetch: options.fetch } : {}),
      });
    } catch (error) {
      if (error instanceof HTTPError) throw await refusal(error.response);
      if (signal.aborted) {
        const reason = abortReason(signal);
        reason.message = `POST ${shownUrl} got no response: ${reason.message}`;
        throw reason;
      }
      throw networkError('POST', shownUrl, error, true);
    }
    if (!response.body) throw new ServiceHttpError('POST', shownUrl, response.status, 'no response body', undefined);

    const body = watchIdle(response.body, settings.idleTimeoutMs, () => {
      stop(`no data for ${seconds(settings.idleTimeoutMs)} ('${Inputs.AskIdleTimeoutSeconds}')`);
    });
    const read = settings.apiVersion === 'v1' ? readDataStreamAnswer : readUiMessageAnswer;
    try {
      return await read(body.stream, response.headers);
    } catch (error) {
      // A stream ended by a timeout or a cancellation says so, keeping what had arrived.
      if (signal.aborted && error instanceof AskStreamError) {
        throw new AskStreamError(`The answer stream stopped: ${abortReason(signal).message}`, error.partial);
      }
      throw error;
    } finally {
      body.dispose();
    }
  } finally {
    clearTimeout(overall);
    options.signal?.removeEventListener('abort', onCancel);
    // Ends whatever is still open of the exchange (a stream abandoned after an error chunk).
    if (!signal.aborted) controller.abort(new Error('the answer was read'));
  }

  /** A status other than 2xx (ky's `HTTPError`), with what to do about it. */
  async function refusal(response: Response): Promise<Error> {
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      const target = location ? new URL(location, request.url).origin : 'an unknown location';
      return new ServiceHttpError('POST', shownUrl, response.status, `redirect to ${target} not followed`, undefined);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (signal.aborted) return abortReason(signal);
      return networkError('POST', shownUrl, error, false);
    }
    const retryAfter = response.headers.get('retry-after');
    const retryAfterMs = parseRetryAfter(retryAfter, Date.now());
    const detail = [errorDetail(text), hint(response.status, retryAfter, retryAfterMs, settings)].filter((part) => part !== '').join(': ');
    return new ServiceHttpError('POST', shownUrl, response.status, detail, retryAfterMs);
  }
}

function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof AskTimeoutError) return reason;
  return new AbortedError('the run was cancelled');
}
