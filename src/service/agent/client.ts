import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { parseRetryAfter, retryAfterWarning } from '../../util/backoff.js';
import { AbortedError, ServiceHttpError, ServiceNetworkError, ServiceResponseError } from '../../util/errors.js';
import { ExchangeTimeoutError, guardedFetch } from '../http.js';
import type { FetchLike } from '../proxy.js';
import { formatIssues } from '../../util/validation.js';
import { networkCause } from '../../util/network.js';
import { clip } from '../../util/redact.js';
import { AgentJobSchema, ErrorBodySchema, type AgentJob } from './schemas.js';
import { MAX_TIMER_MS } from '../../util/clock.js';

export interface ServiceClientOptions {
  /** The service's base URL; the admin key is sent to this origin only. */
  baseUrl: URL;
  projectId: string;
  adminApiKey: string;
  /** Longest a single request (headers and body) may take, in milliseconds. */
  requestTimeoutMs?: number;
  /** Replaces the proxy-aware fetch (tests). */
  fetch?: FetchLike;
  /** Told when a `Retry-After` is out of bounds (the runner log's warnings). */
  warn?: (message: string) => void;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Overrides the client's per-request timeout (never longer than the time left); covers the body too. */
  timeoutMs?: number;
}

export interface ServiceClient {
  /** POST /v2/agent/{projectId}/job — never retried here. */
  createJob(prompt: string, options?: RequestOptions): Promise<AgentJob>;
  /** POST /v2/agent/{projectId}/job/{id}/message — a follow-up instruction to an existing job; never retried here. */
  sendMessage(jobId: string, prompt: string, options?: RequestOptions): Promise<AgentJob>;
  /** GET /v2/agent/{projectId}/job/{id} — never retried here. */
  getJob(jobId: string, options?: RequestOptions): Promise<AgentJob>;
  /** The URL a job is created at, for dry runs and messages. */
  readonly createUrl: string;
}

/** Connection failures that mean not one byte of the request left the runner. */
export const BEFORE_SEND_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** The error for a request that got no answer: the cause's code in the message, and whether it surely never left. */
export function networkError(method: string, url: string, error: unknown, beforeAnyByte: boolean): ServiceNetworkError {
  const cause = networkCause(error);
  const before = beforeAnyByte && (cause.beforeSend || BEFORE_SEND_CODES.has(cause.code ?? ''));
  return new ServiceNetworkError(method, url, cause.text, before, cause.code);
}

export function errorDetail(text: string): string {
  try {
    const parsed = ErrorBodySchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data.error;
  } catch {
    // not JSON: fall through to the raw text
  }
  return clip(text.trim(), 200);
}

/** A request built for another origin than base-url's: the admin key is not sent. */
export class KeyOriginError extends Error {
  override readonly name = 'KeyOriginError';
}

/** The one way this action talks to the service's agent endpoints. */
export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const prefix = new URL(options.baseUrl.href.endsWith('/') ? options.baseUrl.href : `${options.baseUrl.href}/`);
  const jobsPath = `v2/agent/${encodeURIComponent(options.projectId)}/job`;
  const api: KyInstance = ky.create({
    prefixUrl: prefix,
    headers: { authorization: `Bearer ${options.adminApiKey}`, accept: 'application/json' },
    // Retries are the action's own policy (modes/agent/job.ts): it knows whether a creation may have landed.
    retry: 0,
    // A redirect is answered, never followed (the transport insists on it whatever is asked here).
    redirect: 'manual',
    hooks: {
      beforeRequest: [
        (request) => {
          const { origin } = new URL(request.url);
          if (origin !== prefix.origin) throw new KeyOriginError(`refusing to send the admin key to ${origin}`);
        },
      ],
    },
  });

  async function request(method: 'GET' | 'POST', path: string, body: unknown, requestOptions: RequestOptions): Promise<AgentJob> {
    const url = new URL(path, prefix);
    const shownUrl = `${url.origin}${url.pathname}`;
    const timeoutMs = Math.min(MAX_TIMER_MS, Math.max(1, requestOptions.timeoutMs ?? options.requestTimeoutMs ?? 30_000));
    const failed = (error: unknown, stage: string): Error => {
      if (requestOptions.signal?.aborted) return new AbortedError('the run was cancelled', { cause: error });
      if (error instanceof TimeoutError || error instanceof ExchangeTimeoutError) {
        return new ServiceNetworkError(method, shownUrl, `${stage} timed out`, false);
      }
      return networkError(method, shownUrl, error, stage === 'request');
    };
    const read = async (response: Response): Promise<string> => {
      try {
        return await response.text();
      } catch (error) {
        throw failed(error, 'reading the response');
      }
    };

    let response: Response;
    try {
      response = await api(path, {
        method,
        ...(body === undefined ? {} : { json: body }),
        ...(requestOptions.signal ? { signal: requestOptions.signal } : {}),
        // ky times the wait for the headers; the transport holds the same deadline through the body.
        timeout: timeoutMs,
        fetch: guardedFetch({ timeoutMs, ...(options.fetch ? { fetch: options.fetch } : {}) }),
      });
    } catch (error) {
      if (error instanceof KeyOriginError) throw error;
      if (!(error instanceof HTTPError)) throw failed(error, 'request');
      throw refusal(error.response, await read(error.response));
    }

    const text = await read(response);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      const excerpt = clip(text.trim(), 200, { ellipsis: '' });
      throw new ServiceResponseError(method, shownUrl, `not JSON (${JSON.stringify(excerpt)})`);
    }
    const parsed = AgentJobSchema.safeParse(json);
    if (!parsed.success) {
      throw new ServiceResponseError(method, shownUrl, formatIssues(parsed.error.issues, json).join('; '));
    }
    return parsed.data;

    /** A status other than 2xx (ky's `HTTPError`), as the error the action reports and retries on. */
    function refusal(answer: Response, answerText: string): ServiceHttpError {
      if (answer.status >= 300 && answer.status < 400) {
        const location = answer.headers.get('location');
        const target = location ? new URL(location, url).origin : 'an unknown location';
        return new ServiceHttpError(method, shownUrl, answer.status, `redirect to ${target} not followed`, undefined);
      }
      const retryAfter = answer.headers.get('retry-after');
      const now = Date.now();
      const warning = retryAfterWarning(retryAfter, now);
      if (warning) options.warn?.(`${method} ${shownUrl}: ${warning}`);
      return new ServiceHttpError(method, shownUrl, answer.status, errorDetail(answerText), parseRetryAfter(retryAfter, now));
    }
  }

  return {
    createUrl: new URL(jobsPath, prefix).href,
    createJob: (prompt, requestOptions = {}) => request('POST', jobsPath, { prompt }, requestOptions),
    sendMessage: (jobId, prompt, requestOptions = {}) =>
      request('POST', `${jobsPath}/${encodeURIComponent(jobId)}/message`, { prompt }, requestOptions),
    getJob: (jobId, requestOptions = {}) => request('GET', `${jobsPath}/${encodeURIComponent(jobId)}`, undefined, requestOptions),
  };
}
