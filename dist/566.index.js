export const id = 566;
export const ids = [566,891];
export const modules = {

/***/ 2891:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ formatDuration),
/* harmony export */   f: () => (/* binding */ formatTime)
/* harmony export */ });
/**
 * Times as the log, the comment and the summary show them. Kept apart from
 * the job and budget logic so that the report of a failed inputs check loads
 * neither.
 */
/** Elapsed time as `1m05s`, for the log's progress lines. */
function formatDuration(ms) {
    const total = Math.round(ms / 1000);
    const minutes = Math.floor(total / 60);
    const seconds = total % 60;
    if (minutes === 0)
        return `${seconds}s`;
    return `${minutes}m${String(seconds).padStart(2, '0')}s`;
}
/** `2025-01-31 14:05:12 UTC`, rounded up to the second, for messages and the summary. */
function formatTime(time) {
    return new Date(Math.ceil(time / 1000) * 1000)
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d{3}Z$/, ' UTC');
}


/***/ }),

/***/ 5566:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BG: () => (/* binding */ jsonOrText),
/* harmony export */   Vs: () => (/* binding */ retryAfterMs),
/* harmony export */   createServiceClient: () => (/* binding */ createServiceClient),
/* harmony export */   m2: () => (/* binding */ errorDetail),
/* harmony export */   p4: () => (/* binding */ keyHint),
/* harmony export */   tG: () => (/* binding */ httpFailure),
/* harmony export */   x6: () => (/* binding */ networkError)
/* harmony export */ });
/* unused harmony exports BEFORE_SEND_CODES, isLasting, KeyOriginError */
/* harmony import */ var ky__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9447);
/* harmony import */ var ky__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3201);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _util_deadline_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4054);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17);
/* harmony import */ var _util_validation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5709);
/* harmony import */ var _util_network_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4506);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(767);
/* harmony import */ var _render_time_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2891);
/* harmony import */ var _fetch_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8588);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2398);
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










/** The inputs' defaults: `poll-interval-seconds` 5, `max-poll-interval-seconds` 30. */
const DEFAULT_BACKOFF = { initialMs: 5000, maxMs: 30_000 };
/** The service's limits are per hour: no `Retry-After` of its can mean more than one window. */
const MAX_RETRY_AFTER_MS = 3_600_000;
/** ky's timeouts are `setTimeout` delays: at most 2^31 - 1 ms. */
const MAX_TIMEOUT_MS = 2_147_483_647;
/** Statuses a request is sent again after (GET always; POST a 429 only). */
const RETRY_STATUSES = [429, 500, 502, 503, 504];
/** Statuses whose `Retry-After` ky honours. */
const RETRY_AFTER_STATUSES = [429, 503];
/** Connection failures that mean not one byte of the request left the runner. */
const BEFORE_SEND_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'UND_ERR_CONNECT_TIMEOUT',
]);
/** Connection failures a retry meets again: failed at once, with what to fix. */
const LASTING_CAUSES = new Set(['ENOTFOUND', _util_network_js__WEBPACK_IMPORTED_MODULE_4__/* .TLS_REFUSED */ .xe, _util_network_js__WEBPACK_IMPORTED_MODULE_4__/* .PROXY_REFUSED */ .WA, _util_network_js__WEBPACK_IMPORTED_MODULE_4__/* .BAD_PORT */ .mX]);
/** What to do about a lasting connection failure to `url`. */
function lastingHint(code, url) {
    if (code === 'ENOTFOUND')
        return `: the host of '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BaseUrl}' (${url.hostname}) does not resolve; set '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BaseUrl}' to your service's API URL`;
    if (code === _util_network_js__WEBPACK_IMPORTED_MODULE_4__/* .TLS_REFUSED */ .xe) {
        return `: the TLS certificate of '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BaseUrl}' (${url.hostname}) was refused; check '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BaseUrl}' (a proxy that intercepts TLS needs its CA in NODE_EXTRA_CA_CERTS)`;
    }
    return '';
}
/** The error for a request that got no answer: the cause's code in the message, and whether it surely never left. */
function networkError(method, url, error, beforeAnyByte) {
    const cause = (0,_util_network_js__WEBPACK_IMPORTED_MODULE_4__/* .networkCause */ .u6)(error);
    const before = beforeAnyByte && (cause.beforeSend || BEFORE_SEND_CODES.has(cause.code ?? ''));
    return new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceNetworkError */ .GM(method, shown(url), `${cause.text}${lastingHint(cause.code, url)}`, before, cause.code);
}
/** True when a retry would meet the same failure (a host that does not resolve, a refused certificate or proxy). */
function isLasting(error) {
    return error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceNetworkError */ .GM && LASTING_CAUSES.has(error.causeCode ?? '');
}
/** The URL as messages show it: no query, no fragment. */
function shown(url) {
    return `${url.origin}${url.pathname}`;
}
/** The service's `{"error": …}`, else the body's first 200 characters. */
function errorDetail(body) {
    let value = body;
    if (typeof body === 'string') {
        try {
            value = JSON.parse(body);
        }
        catch {
            return (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .clip */ .$Q)(body.trim(), 200);
        }
    }
    const parsed = _schemas_js__WEBPACK_IMPORTED_MODULE_7__/* .ErrorBodySchema */ .i1.safeParse(value);
    if (parsed.success)
        return parsed.data.error;
    return value === undefined ? '' : (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .clip */ .$Q)(typeof value === 'string' ? value.trim() : JSON.stringify(value), 200);
}
/** ky's `parseJson` for error bodies (`HTTPError.data`): a body that is not JSON, whatever its content type says, is kept as text. */
function jsonOrText(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
}
/** What a 401 or 403 means for the key of input `keyInput`. */
function keyHint(status, keyInput) {
    if (status === 401)
        return `check '${keyInput}': the key is invalid or expired`;
    if (status === 403)
        return `the key is not allowed here (IP allow-list or scope); check '${keyInput}'`;
    return '';
}
/** `Retry-After` in milliseconds (delay-seconds or an HTTP date), at most an hour; undefined when absent or unreadable. */
function retryAfterMs(value) {
    const text = value?.trim() ?? '';
    const ms = /^\d+$/.test(text) ? Number(text) * 1000 : /^[A-Za-z]{3}/.test(text) ? Date.parse(text) - Date.now() : Number.NaN;
    return Number.isNaN(ms) ? undefined : Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}
/** A status other than 2xx (ky's `HTTPError`, its body read into `data`), as the error the action reports. */
function httpFailure(method, url, error, keyInput) {
    const { status, headers } = error.response;
    if (status >= 300 && status < 400) {
        const location = headers.get('location');
        const target = location ? new URL(location, url).origin : 'an unknown location';
        return new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceHttpError */ .iL(method, shown(url), status, `redirect to ${target} not followed`, undefined);
    }
    const detail = [errorDetail(error.data), keyHint(status, keyInput)].filter((part) => part !== '').join(': ');
    return new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceHttpError */ .iL(method, shown(url), status, detail, retryAfterMs(headers.get('retry-after')));
}
/** A request built for another origin than base-url's: the admin key is not sent. */
class KeyOriginError extends Error {
    name = 'KeyOriginError';
}
/** The one way this action talks to the service's agent endpoints. */
function createServiceClient(options) {
    const prefix = new URL(options.baseUrl.href.endsWith('/') ? options.baseUrl.href : `${options.baseUrl.href}/`);
    const jobsPath = `v2/agent/${encodeURIComponent(options.projectId)}/job`;
    const backoff = options.backoff ?? DEFAULT_BACKOFF;
    const { limits, log } = options;
    const api = ky__WEBPACK_IMPORTED_MODULE_8__/* ["default"] */ .Ay.create({
        prefix,
        headers: { authorization: `Bearer ${options.adminApiKey}`, accept: 'application/json' },
        fetch: _fetch_js__WEBPACK_IMPORTED_MODULE_6__/* .serviceFetch */ .M,
        parseJson: jsonOrText,
        timeout: false,
        hooks: {
            beforeRequest: [
                ({ request }) => {
                    const { origin } = new URL(request.url);
                    if (origin !== prefix.origin)
                        throw new KeyOriginError(`refusing to send the admin key to ${origin}`);
                },
            ],
        },
    });
    /** The wait before retry `retryCount` (from 1), as ky will make it: `Retry-After` when given, else the backoff. */
    const plannedWait = (error, retryCount) => {
        if ((0,ky__WEBPACK_IMPORTED_MODULE_9__/* .isHTTPError */ .nr)(error) && RETRY_AFTER_STATUSES.includes(error.response.status)) {
            const asked = retryAfterMs(error.response.headers.get('retry-after'));
            if (asked !== undefined)
                return asked;
        }
        return Math.min(backoff.maxMs, backoff.initialMs * 2 ** (retryCount - 1));
    };
    async function request(method, path, body, what, requestOptions) {
        const url = new URL(path, prefix);
        const started = Date.now();
        const timeLeft = () => Math.min(limits.timeLeft(), (requestOptions.withinMs ?? Infinity) - (Date.now() - started));
        const cancelled = () => limits.signal.aborted;
        if (cancelled())
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .AbortedError */ .oM('the run was cancelled');
        if (timeLeft() <= 0) {
            // Nothing is sent past the deadline: a job created then would be reported as not waited for.
            // (Only agent mode POSTs: its deadline is 'timeout-seconds'.)
            if (method === 'POST')
                throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .DeadlineBeforeSendError */ .wG(`Not ${what}: '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TimeoutSeconds}' passed before it could be sent.`);
            throw limits.stopped(`${method} ${shown(url)}`);
        }
        const failure = (error, beforeAnyByte) => {
            if (cancelled())
                return new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .AbortedError */ .oM('the run was cancelled', { cause: error });
            if ((0,ky__WEBPACK_IMPORTED_MODULE_9__/* .isHTTPError */ .nr)(error))
                return httpFailure(method, url, error, _runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AdminApiKey);
            if ((0,ky__WEBPACK_IMPORTED_MODULE_9__/* .isNetworkError */ .TX)(error))
                return networkError(method, url, error.cause, beforeAnyByte);
            if ((0,ky__WEBPACK_IMPORTED_MODULE_9__/* .isTimeoutError */ .c8)(error))
                return limits.stopped(`${method} ${shown(url)}`);
            return error;
        };
        const retryable = (error) => {
            if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceNetworkError */ .GM)
                return !isLasting(error) && (method === 'GET' || error.beforeSend);
            if (!(error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceHttpError */ .iL) || !RETRY_STATUSES.includes(error.status))
                return false;
            return method === 'GET' || (error.status === 429 && (requestOptions.retryOn429 ?? true));
        };
        let notRetried;
        let text;
        try {
            text = await api(path, {
                method,
                ...(body === undefined ? {} : { json: body }),
                signal: limits.signal,
                totalTimeout: Math.min(MAX_TIMEOUT_MS, Math.max(1, timeLeft())),
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
                        if (!retryable(reported))
                            return false;
                        const reason = reported;
                        const wait = plannedWait(error, retryCount);
                        if (wait >= timeLeft()) {
                            notRetried = `; not retried: the next attempt (in ${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_10__/* .formatDuration */ .a)(wait)}) would pass the run's deadline`;
                            return false;
                        }
                        if (reason instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceHttpError */ .iL && reason.status === 429)
                            await requestOptions.onRateLimited?.(reason);
                        log.warning(`${reason.message}; ${what} again in ${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_10__/* .formatDuration */ .a)(wait)} (attempt ${retryCount + 1})`);
                        return undefined;
                    },
                },
                hooks: {
                    beforeRetry: requestOptions.beforeRetry
                        ? [
                            async () => {
                                await requestOptions.beforeRetry?.();
                            },
                        ]
                        : [],
                },
            }).text();
        }
        catch (error) {
            // A body read that failed after the headers came (undici's TypeError) never counts as unsent.
            const reported = error instanceof TypeError && !cancelled() ? networkError(method, url, error, false) : failure(error, true);
            if (notRetried !== undefined)
                throw new _util_deadline_js__WEBPACK_IMPORTED_MODULE_1__/* .DeadlineError */ .j3(`${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .getErrorMessage */ .u1)(reported)}${notRetried}`, { cause: reported });
            throw reported;
        }
        let json;
        try {
            json = JSON.parse(text);
        }
        catch {
            const excerpt = (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .clip */ .$Q)(text.trim(), 200, { ellipsis: '' });
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceResponseError */ .LQ(method, shown(url), `not JSON (${JSON.stringify(excerpt)})`);
        }
        const parsed = _schemas_js__WEBPACK_IMPORTED_MODULE_7__/* .AgentJobSchema */ .ij.safeParse(json);
        if (!parsed.success) {
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceResponseError */ .LQ(method, shown(url), (0,_util_validation_js__WEBPACK_IMPORTED_MODULE_3__/* .formatIssues */ .o)(parsed.error.issues, json).join('; '));
        }
        return parsed.data;
    }
    return {
        createUrl: new URL(jobsPath, prefix).href,
        createJob: (prompt, requestOptions = {}) => request('POST', jobsPath, { prompt }, 'creating the job', requestOptions),
        sendMessage: (jobId, prompt, requestOptions = {}) => request('POST', `${jobsPath}/${encodeURIComponent(jobId)}/message`, { prompt }, 'sending the message', requestOptions),
        getJob: (jobId, requestOptions = {}) => request('GET', `${jobsPath}/${encodeURIComponent(jobId)}`, undefined, `reading job ${jobId}`, requestOptions),
    };
}


/***/ }),

/***/ 2398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CM: () => (/* binding */ TERMINAL_STATUSES),
/* harmony export */   dW: () => (/* binding */ isJobId),
/* harmony export */   i1: () => (/* binding */ ErrorBodySchema),
/* harmony export */   ih: () => (/* binding */ isKnownStatus),
/* harmony export */   ij: () => (/* binding */ AgentJobSchema)
/* harmony export */ });
/* unused harmony export JOB_STATUSES */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3759);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3102);

/** The statuses the spec lists (section 2.1). */
const JOB_STATUSES = ['active', 'completed', 'archived', 'failed'];
const TERMINAL_STATUSES = new Set(['completed', 'archived', 'failed']);
function isKnownStatus(status) {
    return JOB_STATUSES.includes(status);
}
/** A job id as the action prints it and puts it in URLs: no white space or control character, not the legacy `##[` form. */
const JOB_ID = /^[^\s\p{Cc}\u0085\u2028\u2029]+$/u;
/** The job id rule of `AgentJobSchema`, for ids read from elsewhere (the budget ledger), at most 200 characters. */
function isJobId(id) {
    return typeof id === 'string' && id.length <= 200 && JOB_ID.test(id) && !id.includes('##[');
}
/**
 * The agent job (spec 2.1). Extra fields are kept. `status` is any string so
 * that a status added by the service later is reported, not fatal. `source.ref`
 * may be null, as the published service allows.
 */
const AgentJobSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    // Printed in log lines and used in URLs: no white space, no control or line-separator character,
    // and not the runner's legacy `##[` command form.
    id: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ._regex */ .Fk(JOB_ID, { error: 'a job id without white space or control characters' }), zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .refine */ .YPB((id) => !id.includes('##['), { error: "a job id without the runner's '##[' command form" })),
    status: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ._minLength */ .m9(1)),
    source: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        repository: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        ref: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    }),
    model: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    prLink: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    createdAt: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .datetime */ .w$({ offset: true }),
    archivedAt: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .datetime */ .w$({ offset: true }))),
});
/** The service's error body (API notes): `{"error": "<message>"}`. */
const ErrorBodySchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ error: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });


/***/ }),

/***/ 8588:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M: () => (/* binding */ serviceFetch)
});

// UNUSED EXPORTS: resolveFetch

// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js
var lib = __webpack_require__(2779);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/proxy.js
var proxy = __webpack_require__(9783);
;// CONCATENATED MODULE: ./src/runner/proxy.ts
/**
 * The runner's proxy, for the clients of the run. A self-hosted runner behind
 * a proxy sets `https_proxy` / `http_proxy` (or their capitals, narrowed by
 * `no_proxy`), and `@actions/http-client` builds undici's `ProxyAgent` from
 * them for Octokit (`@actions/github`) and for the service clients
 * (`src/service/fetch.ts`).
 */

/** The proxy the runner sets for `url`, as `@actions/http-client` reads it (`localhost`, `127.*`, `[::1]` and `no_proxy` hosts go direct). */
function proxyFor(url) {
    return (0,proxy/* getProxyUrl */.s)(url);
}

;// CONCATENATED MODULE: ./src/service/fetch.ts
/**
 * The `fetch` ky is given for every request to the service (ADR 0014). ky
 * does the rest: the URL prefix, the JSON body, retries, `Retry-After`,
 * timeouts, `HTTPError`. Two things it cannot do stay here:
 *
 * 1. The runner's proxy. `https_proxy` / `http_proxy` / `no_proxy` are read
 *    as `@actions/http-client` (and so `@actions/github`) reads them; with a
 *    proxy for the URL, the request goes through undici's `fetch` with the
 *    `ProxyAgent` dispatcher `@actions/http-client` builds (the one undici of
 *    the dependency tree), else through Node's own `fetch`. The proxied undici
 *    is another realm: it is given the URL and a plain init, never ky's
 *    `Request`.
 * 2. The body read follows the request's signal to its end. undici's
 *    `Request` follows ky's signal only through a weak reference to an
 *    `AbortController` the `Request` owns; once ky has returned the response
 *    nothing holds that `Request`, and after a garbage collection neither the
 *    run's cancellation nor ky's timeout reaches the body read any more
 *    (test/service/ky.clock.test.ts measures it). So the body is piped through
 *    a stream that holds the `Request` and is aborted by its signal.
 *
 * Redirects are answered, never followed, whatever the request asks: the key
 * goes to base-url's origin only.
 */



const proxied = new Map();
/** The `fetch` for a URL: through the runner's proxy when one applies to it, else Node's own. */
function resolveFetch(url) {
    const proxy = proxyFor(url);
    if (!proxy)
        return globalThis.fetch;
    const key = `${url.protocol}//${url.host} via ${proxy.href}`;
    let made = proxied.get(key);
    if (!made) {
        const dispatcher = new lib/* HttpClient */.Qq('docs-agent-action').getAgentDispatcher(url.href);
        made = (target, init) => (0,undici.fetch)(target, {
            ...init,
            ...(dispatcher ? { dispatcher } : {}),
        });
        proxied.set(key, made);
    }
    return made;
}
/** ky's `Request`s whose response body is still being read (see the top of this file). */
const reading = new Set();
/** The `fetch` option of ky for the service: see the top of this file. */
async function serviceFetch(input, init) {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.body ? await request.arrayBuffer() : undefined;
    const response = await resolveFetch(new URL(request.url))(request.url, {
        method: request.method,
        headers: Object.fromEntries(request.headers),
        ...(body === undefined ? {} : { body }),
        redirect: 'manual',
        signal: request.signal,
    });
    if (!response.body)
        return response;
    // `request`, and with it the route from ky's signal to its own, is held until the body ends.
    reading.add(request);
    const release = () => {
        reading.delete(request);
    };
    request.signal.addEventListener('abort', release, { once: true });
    const held = new TransformStream({ flush: release });
    const { status, statusText, headers } = response;
    return new Response(response.body.pipeThrough(held, { signal: request.signal }), { status, statusText, headers });
}


/***/ }),

/***/ 4506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WA: () => (/* binding */ PROXY_REFUSED),
/* harmony export */   mX: () => (/* binding */ BAD_PORT),
/* harmony export */   u6: () => (/* binding */ networkCause),
/* harmony export */   xe: () => (/* binding */ TLS_REFUSED)
/* harmony export */ });
/**
 * Why a connection failed, read from the error's chain of causes. `fetch`
 * hides the reason a level or two down ("fetch failed" → "Request was
 * cancelled." → the proxy's answer to CONNECT; "fetch failed" → "bad port"),
 * so messages built from the outer error alone said nothing useful. Every
 * network failure the action reports keeps the code found here.
 */
/** The runner's proxy answered CONNECT with a status other than 200. */
const PROXY_REFUSED = 'PROXY_REFUSED';
/** `fetch` refused the port (the Fetch standard's "bad ports"). */
const BAD_PORT = 'BAD_PORT';
/** The server's TLS certificate was refused (expired, self-signed, another host's, an unknown CA). */
const TLS_REFUSED = 'TLS_REFUSED';
/** Node's codes for a refused certificate (OpenSSL's verify errors, and the host name check). */
const TLS_CODES = /^(ERR_TLS_CERT_ALTNAME_INVALID|CERT_\w+|\w+_CERT(_\w+)?|UNABLE_TO_\w+|HOSTNAME_MISMATCH)$/;
/** Outer messages that only say that something below failed. */
const WRAPPERS = new Set(['fetch failed', 'Request was cancelled.', 'Unknown Error']);
function chainOf(error) {
    const chain = [];
    let current = error;
    for (let depth = 0; depth < 6 && current !== null && typeof current === 'object'; depth += 1) {
        const { message, code } = current;
        chain.push({ message: typeof message === 'string' ? message : '', code });
        current = current.cause;
    }
    return chain;
}
function networkCause(error) {
    const chain = chainOf(error);
    for (const link of chain) {
        // undici's ProxyAgent: "Proxy response (407) !== 200 when HTTP Tunneling".
        const proxy = /Proxy response \((\d{3})\)/.exec(link.message);
        if (proxy) {
            const status = proxy[1];
            const text = status === '407' ? 'the proxy refused (407): check its credentials' : `the proxy refused the connection (${status})`;
            return { code: PROXY_REFUSED, text, beforeSend: true };
        }
        if (link.message === 'bad port') {
            return { code: BAD_PORT, text: 'fetch refuses to connect to this port (a "bad port" of the Fetch standard)', beforeSend: true };
        }
    }
    const code = chain.map((link) => link.code).find((value) => typeof value === 'string' && value !== '');
    const detail = chain
        .map((link) => link.message)
        .filter((message) => message !== '' && !WRAPPERS.has(message))
        .at(-1);
    if (!code)
        return { code: undefined, text: detail ?? chain[0]?.message ?? 'network error', beforeSend: false };
    if (TLS_CODES.test(code))
        return { code: TLS_REFUSED, text: detail && !detail.includes(code) ? `${code} (${detail})` : code, beforeSend: true };
    return { code, text: detail && !detail.includes(code) ? `${code} (${detail})` : code, beforeSend: false };
}


/***/ }),

/***/ 5709:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ formatIssues)
/* harmony export */ });
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(767);

/** The value found at `path` inside `data`, for error messages. */
function valueAt(data, path) {
    let current = data;
    for (const key of path) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = current[key];
    }
    return current;
}
function describe(value) {
    if (value === undefined)
        return 'nothing (the field is missing)';
    const text = JSON.stringify(value) ?? typeof value;
    return (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(text, 80);
}
function expectation(issue) {
    switch (issue.code) {
        case 'invalid_type':
            return issue.expected;
        case 'invalid_value':
            return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
        case 'invalid_format':
            return issue.format === 'regex' ? issue.message : `a ${issue.format} string`;
        case 'too_small':
            return `at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : ''}`;
        case 'unrecognized_keys':
            return `only known fields (not ${issue.keys.map((k) => JSON.stringify(k)).join(', ')})`;
        case 'too_big':
            return `at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters' : ''}`;
        default:
            return issue.message;
    }
}
/** One line per issue: the field, what was expected, what was received. */
function formatIssues(issues, data) {
    return issues.map((issue) => {
        const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
        return `field '${field}': expected ${expectation(issue)}, received ${describe(valueAt(data, issue.path))}`;
    });
}


/***/ })

};

//# sourceMappingURL=566.index.js.map