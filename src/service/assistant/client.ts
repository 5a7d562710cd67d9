import { randomUUID } from 'node:crypto';
import ky, { isHTTPError, isNetworkError } from 'ky';
import { Inputs } from '../../runner/names.js';
import type { Deadline } from '../../util/deadline.js';
import { AbortedError, ServiceHttpError } from '../../util/errors.js';
import { errorDetail, httpFailure, jsonOrText, keyHint, networkError, retryAfterMs } from '../agent/client.js';
import { AskStreamError, type Answer } from './answer.js';
import type { AssistantSettings } from './request.js';
import { readDataStreamAnswer } from './stream-v1.js';
import { readUiMessageAnswer } from './stream-v2.js';
import { serviceFetch } from '../fetch.js';
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
  /** The run's deadline ('ask-timeout-seconds' from the start of an ask or impact run) and cancellation: the answer ends by then. */
  deadline: Deadline;
}

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

/** Why the service refused, with what to do about it. */
function hint(status: number, retryAfter: string | null, settings: AssistantSettings): string {
  switch (status) {
    case 429: {
      const ms = retryAfterMs(retryAfter);
      const wait =
        ms === undefined
          ? 'the service gave no readable Retry-After; wait before asking again'
          : `retry after ${seconds(ms)} (Retry-After: ${retryAfter ?? ''})`;
      return `the assistant's rate limit was reached (10,000 requests per organization per hour and per IP address per day, 10,000 messages per key per month); ${wait}`;
    }
    case 404:
      return settings.threadId
        ? `no such domain, or the thread ${JSON.stringify(settings.threadId)} is unknown${settings.apiVersion === 'v1' ? ` (v1 threads also need their '${Inputs.ThreadKey}')` : ''}`
        : `check '${Inputs.Domain}' (${JSON.stringify(settings.domain)})`;
    default:
      return keyHint(status, Inputs.AssistantApiKey);
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

/**
 * Sends the question and reads the answer stream of the configured version:
 * one request (a retry would ask twice), ended by the run's deadline, by a
 * silence longer than 'ask-idle-timeout-seconds', or by the run's
 * cancellation. The stream is read past ky, so these bound it through the
 * request's signal (ky's own timeouts end at the headers for a body it does
 * not read).
 */
export async function askAssistant(settings: AssistantSettings, request: AskRequest, { deadline }: AskOptions): Promise<Answer> {
  const controller = new AbortController();
  const stop = (message: string): void => {
    controller.abort(new AskTimeoutError(message));
  };
  const overall = setTimer(() => {
    stop(deadline.stopped('no complete answer').message);
  }, deadline.timeLeft());
  const signal = AbortSignal.any([controller.signal, deadline.signal]);
  try {
    let response: Response;
    try {
      response = await ky.post(request.url, {
        json: request.body,
        headers: {
          authorization: `Bearer ${settings.assistantApiKey}`,
          accept: 'text/event-stream, text/plain, application/json',
        },
        retry: 0,
        timeout: false,
        parseJson: jsonOrText,
        signal,
        fetch: serviceFetch,
      });
    } catch (error) {
      if (signal.aborted) {
        const reason = abortReason(signal);
        reason.message = `POST ${shown(request.url)} got no response: ${reason.message}`;
        throw reason;
      }
      if (isHTTPError(error)) {
        const failure = httpFailure('POST', request.url, error, Inputs.AssistantApiKey);
        if (failure.status >= 300 && failure.status < 400) throw failure;
        const detail = [errorDetail(error.data), hint(failure.status, error.response.headers.get('retry-after'), settings)]
          .filter((part) => part !== '')
          .join(': ');
        throw new ServiceHttpError('POST', failure.url, failure.status, detail, failure.retryAfterMs);
      }
      throw networkError('POST', request.url, isNetworkError(error) ? error.cause : error, true);
    }
    if (!response.body) throw new ServiceHttpError('POST', shown(request.url), response.status, 'no response body', undefined);

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
    // Ends whatever is still open of the exchange (a stream abandoned after an error chunk).
    if (!signal.aborted) controller.abort(new Error('the answer was read'));
  }
}

function shown(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof AskTimeoutError) return reason;
  return new AbortedError('the run was cancelled');
}

/** The assistant as a run uses it: its answers end by the run's deadline, given once, where main makes it (`AskOptions`). */
export interface AssistantClient {
  buildAskRequest: (settings: AssistantSettings, question: string) => AskRequest;
  askAssistant: (settings: AssistantSettings, request: AskRequest) => Promise<Answer>;
}
