import { parseRetryAfter, retryAfterWarning } from '../../util/backoff.js';
import { AbortedError, ServiceHttpError, ServiceNetworkError, ServiceResponseError } from '../../util/errors.js';
import { ExchangeTimeoutError, exchange, type Exchange } from '../http.js';
import type { FetchLike } from '../proxy.js';
import { formatIssues } from '../../util/validation.js';
import { AgentJobSchema, ErrorBodySchema, type AgentJob } from './schemas.js';

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

export function networkCode(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return error instanceof Error ? error.message : 'network error';
}

export function errorDetail(text: string): string {
  try {
    const parsed = ErrorBodySchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data.error;
  } catch {
    // not JSON: fall through to the raw text
  }
  const trimmed = text.trim();
  return trimmed.length > 200 ? `${trimmed.slice(0, 200)}…` : trimmed;
}

/** The one way this action talks to the service's agent endpoints. */
export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const prefix = new URL(options.baseUrl.href.endsWith('/') ? options.baseUrl.href : `${options.baseUrl.href}/`);
  const jobsPath = `v2/agent/${encodeURIComponent(options.projectId)}/job`;
  const headers = { authorization: `Bearer ${options.adminApiKey}`, accept: 'application/json' };

  async function request(method: 'GET' | 'POST', path: string, body: unknown, requestOptions: RequestOptions): Promise<AgentJob> {
    const url = new URL(path, prefix);
    if (url.origin !== prefix.origin) throw new Error(`refusing to send the admin key to ${url.origin}`);
    const shownUrl = `${url.origin}${url.pathname}`;
    const failed = (error: unknown, stage: string): Error => {
      if (requestOptions.signal?.aborted) return new AbortedError('the run was cancelled', { cause: error });
      if (error instanceof ExchangeTimeoutError) return new ServiceNetworkError(method, shownUrl, `${stage} timed out`, false);
      const code = networkCode(error);
      return new ServiceNetworkError(method, shownUrl, code, stage === 'request' && BEFORE_SEND_CODES.has(code));
    };
    let sent: Exchange;
    try {
      sent = await exchange({
        method,
        url,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(requestOptions.signal ? { signal: requestOptions.signal } : {}),
        timeoutMs: requestOptions.timeoutMs ?? options.requestTimeoutMs ?? 30_000,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
    } catch (error) {
      throw failed(error, 'request');
    }
    const response = sent.response;
    let text: string;
    try {
      text = await sent.text();
    } catch (error) {
      throw failed(error, 'reading the response');
    } finally {
      sent.close();
    }
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location');
      const target = location ? new URL(location, url).origin : 'an unknown location';
      throw new ServiceHttpError(method, shownUrl, response.status, `redirect to ${target} not followed`, undefined);
    }
    if (!response.ok) {
      const retryAfter = response.headers.get('retry-after');
      const now = Date.now();
      const warning = retryAfterWarning(retryAfter, now);
      if (warning) options.warn?.(`${method} ${shownUrl}: ${warning}`);
      throw new ServiceHttpError(method, shownUrl, response.status, errorDetail(text), parseRetryAfter(retryAfter, now));
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      const excerpt = text.trim().slice(0, 200);
      throw new ServiceResponseError(method, shownUrl, `not JSON (${JSON.stringify(excerpt)})`);
    }
    const parsed = AgentJobSchema.safeParse(json);
    if (!parsed.success) {
      throw new ServiceResponseError(method, shownUrl, formatIssues(parsed.error.issues, json).join('; '));
    }
    return parsed.data;
  }

  return {
    createUrl: new URL(jobsPath, prefix).href,
    createJob: (prompt, requestOptions = {}) => request('POST', jobsPath, { prompt }, requestOptions),
    sendMessage: (jobId, prompt, requestOptions = {}) =>
      request('POST', `${jobsPath}/${encodeURIComponent(jobId)}/message`, { prompt }, requestOptions),
    getJob: (jobId, requestOptions = {}) => request('GET', `${jobsPath}/${encodeURIComponent(jobId)}`, undefined, requestOptions),
  };
}
