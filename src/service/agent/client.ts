/**
 * The one way this action talks to the service's agent endpoints: ky with
 * its own retry (429, 5xx and network faults that can pass, `Retry-After`
 * honoured) and timeouts, every request bounded by the run's deadline
 * (`totalTimeout`, which also bounds each attempt and the body read) and
 * ended by its cancellation (ky's `signal`). Over `serviceFetch` (the runner's
 * proxy, and a body read that follows the signal to its end: ADR 0014).
 *
 * A POST (a job, a follow-up message) costs budget and may open a pull
 * request, so it is retried only when it surely did not land: a 429 (when
 * the caller allows), or a connection that failed before the request was
 * sent. What cannot pass on retry fails at once, naming the input to fix: a
 * host that does not resolve, a refused TLS certificate, a 401 or 403.
 */
import ky, { isHTTPError, isNetworkError, isTimeoutError, type HTTPError, type KyInstance } from 'ky';
import { Inputs } from '../../runner/names.js';
import type { PollSchedule } from '../../util/backoff.js';
import { timerDelay } from '../../util/clock.js';
import { DeadlineError, type Deadline } from '../../util/deadline.js';
import {
  AbortedError,
  DeadlineBeforeSendError,
  ServiceHttpError,
  ServiceNetworkError,
  ServiceResponseError,
  getErrorMessage,
} from '../../util/errors.js';
import { formatIssues } from '../../util/validation.js';
import { BAD_PORT, PROXY_REFUSED, TLS_REFUSED, networkCause } from '../../util/network.js';
import { clip } from '../../util/redact.js';
import { formatDuration } from '../../render/time.js';
import { serviceFetch } from '../fetch.js';
import { AgentJobSchema, ErrorBodySchema, type AgentJob } from './schemas.js';

export interface ServiceClientOptions {
  /** The service's base URL; the admin key is sent to this origin only. */
  baseUrl: URL;
  projectId: string;
  adminApiKey: string;
  /** The run's deadline and cancellation: every request, its retries and their waits included, ends by then. */
  deadline: Deadline;
  /** Retries wait `initialMs`, doubling up to `maxMs` (`poll-interval-seconds`, `max-poll-interval-seconds`), or what `Retry-After` asks. */
  backoff?: PollSchedule;
  /** Where each retry is announced ("…; creating the job again in 5s (attempt 2)"). */
  log: { warning(message: string): void };
}

export interface RequestOptions {
  /** POST: retry a 429, honouring `Retry-After` (default true). GET always does. */
  retryOn429?: boolean;
  /** Told of each 429 before its retry's wait (the budget ledger notes the window is full). */
  onRateLimited?: (error: ServiceHttpError) => Promise<void>;
  /** Awaited right before each retry is sent (a follow-up waits there while its job works); what it throws ends the request. */
  beforeRetry?: () => Promise<unknown>;
  /** Ends the request at this deadline when it comes before the run's (a wait's own, a look-up's share). */
  deadline?: Deadline;
}

export interface ServiceClient {
  /** POST /v2/agent/{projectId}/job */
  createJob(prompt: string, options?: RequestOptions): Promise<AgentJob>;
  /** POST /v2/agent/{projectId}/job/{id}/message — a follow-up instruction to an existing job. */
  sendMessage(jobId: string, prompt: string, options?: RequestOptions): Promise<AgentJob>;
  /** GET /v2/agent/{projectId}/job/{id} */
  getJob(jobId: string, options?: RequestOptions): Promise<AgentJob>;
  /** The URL a job is created at, for dry runs and messages. */
  readonly createUrl: string;
}

/** The inputs' defaults: `poll-interval-seconds` 5, `max-poll-interval-seconds` 30. */
const DEFAULT_BACKOFF: PollSchedule = { initialMs: 5000, maxMs: 30_000 };
/** The service's limits are per hour: no `Retry-After` of its can mean more than one window. */
const MAX_RETRY_AFTER_MS = 3_600_000;
/** Statuses a request is sent again after (GET always; POST a 429 only). */
const RETRY_STATUSES = [429, 500, 502, 503, 504];
/** Statuses whose `Retry-After` ky honours. */
const RETRY_AFTER_STATUSES = [429, 503];

/** Connection failures that mean not one byte of the request left the runner. */
export const BEFORE_SEND_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Connection failures a retry meets again: failed at once, with what to fix. */
const LASTING_CAUSES: ReadonlySet<string> = new Set(['ENOTFOUND', TLS_REFUSED, PROXY_REFUSED, BAD_PORT]);

/** What to do about a lasting connection failure to `url`. */
function lastingHint(code: string | undefined, url: URL): string {
  if (code === 'ENOTFOUND')
    return `: the host of '${Inputs.BaseUrl}' (${url.hostname}) does not resolve; set '${Inputs.BaseUrl}' to your service's API URL`;
  if (code === TLS_REFUSED) {
    return `: the TLS certificate of '${Inputs.BaseUrl}' (${url.hostname}) was refused; check '${Inputs.BaseUrl}' (a proxy that intercepts TLS needs its CA in NODE_EXTRA_CA_CERTS)`;
  }
  return '';
}

/** The error for a request that got no answer: the cause's code in the message, and whether it surely never left. */
export function networkError(method: string, url: URL, error: unknown, beforeAnyByte: boolean): ServiceNetworkError {
  const cause = networkCause(error);
  const before = beforeAnyByte && (cause.beforeSend || BEFORE_SEND_CODES.has(cause.code ?? ''));
  return new ServiceNetworkError(method, shown(url), `${cause.text}${lastingHint(cause.code, url)}`, before, cause.code);
}

/** True when a retry would meet the same failure (a host that does not resolve, a refused certificate or proxy). */
export function isLasting(error: unknown): boolean {
  return error instanceof ServiceNetworkError && LASTING_CAUSES.has(error.causeCode ?? '');
}

/** The URL as messages show it: no query, no fragment. */
function shown(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** The service's `{"error": …}`, else the body's first 200 characters. */
export function errorDetail(body: unknown): string {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return clip(body.trim(), 200);
    }
  }
  const parsed = ErrorBodySchema.safeParse(value);
  if (parsed.success) return parsed.data.error;
  return value === undefined ? '' : clip(typeof value === 'string' ? value.trim() : JSON.stringify(value), 200);
}

/** ky's `parseJson` for error bodies (`HTTPError.data`): a body that is not JSON, whatever its content type says, is kept as text. */
export function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** What a 401 or 403 means for the key of input `keyInput`. */
export function keyHint(status: number, keyInput: string): string {
  if (status === 401) return `check '${keyInput}': the key is invalid or expired`;
  if (status === 403) return `the key is not allowed here (IP allow-list or scope); check '${keyInput}'`;
  return '';
}

/** `Retry-After` in milliseconds (delay-seconds or an HTTP date), at most an hour; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null): number | undefined {
  const text = value?.trim() ?? '';
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : /^[A-Za-z]{3}/.test(text) ? Date.parse(text) - Date.now() : Number.NaN;
  return Number.isNaN(ms) ? undefined : Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}

/** A status other than 2xx (ky's `HTTPError`, its body read into `data`), as the error the action reports. */
export function httpFailure(method: string, url: URL, error: HTTPError, keyInput: string): ServiceHttpError {
  const { status, headers } = error.response;
  if (status >= 300 && status < 400) {
    const location = headers.get('location');
    const target = location ? new URL(location, url).origin : 'an unknown location';
    return new ServiceHttpError(method, shown(url), status, `redirect to ${target} not followed`, undefined);
  }
  const detail = [errorDetail(error.data), keyHint(status, keyInput)].filter((part) => part !== '').join(': ');
  return new ServiceHttpError(method, shown(url), status, detail, retryAfterMs(headers.get('retry-after')));
}

/** A request built for another origin than base-url's: the admin key is not sent. */
export class KeyOriginError extends Error {
  override readonly name = 'KeyOriginError';
}

/** The one way this action talks to the service's agent endpoints. */
export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const prefix = new URL(options.baseUrl.href.endsWith('/') ? options.baseUrl.href : `${options.baseUrl.href}/`);
  const jobsPath = `v2/agent/${encodeURIComponent(options.projectId)}/job`;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const { deadline, log } = options;
  const api: KyInstance = ky.create({
    prefix,
    headers: { authorization: `Bearer ${options.adminApiKey}`, accept: 'application/json' },
    fetch: serviceFetch,
    parseJson: jsonOrText,
    timeout: false,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const { origin } = new URL(request.url);
          if (origin !== prefix.origin) throw new KeyOriginError(`refusing to send the admin key to ${origin}`);
        },
      ],
    },
  });

  /** The wait before retry `retryCount` (from 1), as ky will make it: `Retry-After` when given, else the backoff. */
  const plannedWait = (error: Error, retryCount: number): number => {
    if (isHTTPError(error) && RETRY_AFTER_STATUSES.includes(error.response.status)) {
      const asked = retryAfterMs(error.response.headers.get('retry-after'));
      if (asked !== undefined) return asked;
    }
    return Math.min(backoff.maxMs, backoff.initialMs * 2 ** (retryCount - 1));
  };

  async function request(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    what: string,
    requestOptions: RequestOptions,
  ): Promise<AgentJob> {
    const url = new URL(path, prefix);
    const timeLeft = (): number => Math.min(deadline.timeLeft(), requestOptions.deadline?.timeLeft() ?? Infinity);
    const cancelled = (): boolean => deadline.signal.aborted;
    if (cancelled()) throw new AbortedError('the run was cancelled');
    if (timeLeft() <= 0) {
      // Nothing is sent past the deadline: a job created then would be reported as not waited for.
      // (Only agent mode POSTs: its deadline is 'timeout-seconds'.)
      if (method === 'POST') throw new DeadlineBeforeSendError(`Not ${what}: '${Inputs.TimeoutSeconds}' passed before it could be sent.`);
      throw deadline.stopped(`${method} ${shown(url)}`);
    }
    const failure = (error: unknown, beforeAnyByte: boolean): unknown => {
      if (cancelled()) return new AbortedError('the run was cancelled', { cause: error });
      if (isHTTPError(error)) return httpFailure(method, url, error, Inputs.AdminApiKey);
      if (isNetworkError(error)) return networkError(method, url, error.cause, beforeAnyByte);
      if (isTimeoutError(error)) return deadline.stopped(`${method} ${shown(url)}`);
      return error;
    };
    const retryable = (error: unknown): boolean => {
      if (error instanceof ServiceNetworkError) return !isLasting(error) && (method === 'GET' || error.beforeSend);
      if (!(error instanceof ServiceHttpError) || !RETRY_STATUSES.includes(error.status)) return false;
      return method === 'GET' || (error.status === 429 && (requestOptions.retryOn429 ?? true));
    };
    let notRetried: string | undefined;

    let text: string;
    try {
      text = await api(path, {
        method,
        ...(body === undefined ? {} : { json: body }),
        signal: deadline.signal,
        totalTimeout: Math.max(1, timerDelay(timeLeft())),
        retry: {
          limit: Number.MAX_SAFE_INTEGER,
          methods: ['get', 'post'],
          statusCodes: RETRY_STATUSES,
          afterStatusCodes: RETRY_AFTER_STATUSES,
          maxRetryAfter: MAX_RETRY_AFTER_MS,
          delay: (attempt) => backoff.initialMs * 2 ** (attempt - 1),
          backoffLimit: backoff.maxMs,
          shouldRetry: async ({ error, retryCount }) => {
            const reported = failure(error, true);
            if (!retryable(reported)) return false;
            const reason = reported as ServiceHttpError | ServiceNetworkError;
            const wait = plannedWait(error, retryCount);
            if (wait >= timeLeft()) {
              notRetried = `; not retried: the next attempt (in ${formatDuration(wait)}) would pass the run's deadline`;
              return false;
            }
            if (reason instanceof ServiceHttpError && reason.status === 429) await requestOptions.onRateLimited?.(reason);
            log.warning(`${reason.message}; ${what} again in ${formatDuration(wait)} (attempt ${retryCount + 1})`);
            return undefined;
          },
        },
        // Awaited, its value dropped: a `Request` or `Response` returned from ky's hook would replace the retry.
        hooks: {
          beforeRetry: [
            async () => {
              await requestOptions.beforeRetry?.();
            },
          ],
        },
      }).text();
    } catch (error) {
      // A body read that failed after the headers came (undici's TypeError) never counts as unsent.
      const reported = error instanceof TypeError && !cancelled() ? networkError(method, url, error, false) : failure(error, true);
      if (notRetried !== undefined) throw new DeadlineError(`${getErrorMessage(reported)}${notRetried}`, { cause: reported });
      throw reported;
    }

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      const excerpt = clip(text.trim(), 200, { ellipsis: '' });
      throw new ServiceResponseError(method, shown(url), `not JSON (${JSON.stringify(excerpt)})`);
    }
    const parsed = AgentJobSchema.safeParse(json);
    if (!parsed.success) {
      throw new ServiceResponseError(method, shown(url), formatIssues(parsed.error.issues, json).join('; '));
    }
    return parsed.data;
  }

  return {
    createUrl: new URL(jobsPath, prefix).href,
    createJob: (prompt, requestOptions = {}) => request('POST', jobsPath, { prompt }, 'creating the job', requestOptions),
    sendMessage: (jobId, prompt, requestOptions = {}) =>
      request('POST', `${jobsPath}/${encodeURIComponent(jobId)}/message`, { prompt }, 'sending the message', requestOptions),
    getJob: (jobId, requestOptions = {}) =>
      request('GET', `${jobsPath}/${encodeURIComponent(jobId)}`, undefined, `reading job ${jobId}`, requestOptions),
  };
}
