import ky, { TimeoutError, type KyInstance } from 'ky';
import { parseRetryAfter } from '../../util/backoff.js';
import { ServiceHttpError, ServiceNetworkError, ServiceResponseError } from '../../util/errors.js';
import { formatIssues } from '../../util/validation.js';
import { AgentJobSchema, ErrorBodySchema, type AgentJob } from './schemas.js';

export interface ServiceClientOptions {
  /** The service's base URL; the admin key is sent to this origin only. */
  baseUrl: URL;
  projectId: string;
  adminApiKey: string;
  /** Longest a single request may take, in milliseconds. */
  requestTimeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Overrides the client's per-request timeout (never longer than the time left). */
  timeoutMs?: number;
}

export interface ServiceClient {
  /** POST /v2/agent/{projectId}/job — never retried here. */
  createJob(prompt: string, options?: RequestOptions): Promise<AgentJob>;
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
  const api: KyInstance = ky.create({
    prefixUrl: prefix,
    headers: { authorization: `Bearer ${options.adminApiKey}`, accept: 'application/json' },
    retry: 0,
    throwHttpErrors: false,
    // A redirect is answered, never followed: the key must not travel to another origin.
    redirect: 'manual',
    timeout: options.requestTimeoutMs ?? 30_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function request(method: 'GET' | 'POST', path: string, body: unknown, requestOptions: RequestOptions): Promise<AgentJob> {
    const url = new URL(path, prefix);
    if (url.origin !== prefix.origin) throw new Error(`refusing to send the admin key to ${url.origin}`);
    const shownUrl = `${url.origin}${url.pathname}`;
    let response: Response;
    try {
      response = await api(path, {
        method,
        ...(body === undefined ? {} : { json: body }),
        ...(requestOptions.signal ? { signal: requestOptions.signal } : {}),
        ...(requestOptions.timeoutMs === undefined ? {} : { timeout: Math.max(1, requestOptions.timeoutMs) }),
      });
    } catch (error) {
      if (requestOptions.signal?.aborted) throw error;
      if (error instanceof TimeoutError) throw new ServiceNetworkError(method, shownUrl, 'request timed out', false);
      const code = networkCode(error);
      throw new ServiceNetworkError(method, shownUrl, code, BEFORE_SEND_CODES.has(code));
    }
    const text = await response.text();
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location');
      const target = location ? new URL(location, url).origin : 'an unknown location';
      throw new ServiceHttpError(method, shownUrl, response.status, `redirect to ${target} not followed`, undefined);
    }
    if (!response.ok) {
      throw new ServiceHttpError(
        method,
        shownUrl,
        response.status,
        errorDetail(text),
        parseRetryAfter(response.headers.get('retry-after'), Date.now()),
      );
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
    getJob: (jobId, requestOptions = {}) => request('GET', `${jobsPath}/${encodeURIComponent(jobId)}`, undefined, requestOptions),
  };
}
