export const id = 566;
export const ids = [566];
export const modules = {

/***/ 5566:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createServiceClient: () => (/* binding */ createServiceClient),
/* harmony export */   m2: () => (/* binding */ errorDetail),
/* harmony export */   x6: () => (/* binding */ networkError)
/* harmony export */ });
/* unused harmony exports BEFORE_SEND_CODES, KeyOriginError */
/* harmony import */ var ky__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6725);
/* harmony import */ var ky__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1625);
/* harmony import */ var ky__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9010);
/* harmony import */ var _util_backoff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9360);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2752);
/* harmony import */ var _util_validation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5709);
/* harmony import */ var _util_network_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4506);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(767);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2398);








/** Connection failures that mean not one byte of the request left the runner. */
const BEFORE_SEND_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'UND_ERR_CONNECT_TIMEOUT',
]);
/** The error for a request that got no answer: the cause's code in the message, and whether it surely never left. */
function networkError(method, url, error, beforeAnyByte) {
    const cause = (0,_util_network_js__WEBPACK_IMPORTED_MODULE_4__/* .networkCause */ .u6)(error);
    const before = beforeAnyByte && (cause.beforeSend || BEFORE_SEND_CODES.has(cause.code ?? ''));
    return new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceNetworkError */ .GM(method, url, cause.text, before, cause.code);
}
function errorDetail(text) {
    try {
        const parsed = _schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .ErrorBodySchema */ .i1.safeParse(JSON.parse(text));
        if (parsed.success)
            return parsed.data.error;
    }
    catch {
        // not JSON: fall through to the raw text
    }
    return (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .clip */ .$Q)(text.trim(), 200);
}
/** A request built for another origin than base-url's: the admin key is not sent. */
class KeyOriginError extends Error {
    name = 'KeyOriginError';
}
/** ky's `timeout` is a `setTimeout` delay: at most 2^31 - 1 ms. */
const MAX_TIMEOUT_MS = 2_147_483_647;
/** The one way this action talks to the service's agent endpoints. */
function createServiceClient(options) {
    const prefix = new URL(options.baseUrl.href.endsWith('/') ? options.baseUrl.href : `${options.baseUrl.href}/`);
    const jobsPath = `v2/agent/${encodeURIComponent(options.projectId)}/job`;
    const api = ky__WEBPACK_IMPORTED_MODULE_7__/* ["default"] */ .Ay.create({
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
                    if (origin !== prefix.origin)
                        throw new KeyOriginError(`refusing to send the admin key to ${origin}`);
                },
            ],
        },
    });
    async function request(method, path, body, requestOptions) {
        const url = new URL(path, prefix);
        const shownUrl = `${url.origin}${url.pathname}`;
        const timeoutMs = Math.min(MAX_TIMEOUT_MS, Math.max(1, requestOptions.timeoutMs ?? options.requestTimeoutMs ?? 30_000));
        const failed = (error, stage) => {
            if (requestOptions.signal?.aborted)
                return new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AbortedError */ .oM('the run was cancelled', { cause: error });
            if (error instanceof ky__WEBPACK_IMPORTED_MODULE_8__/* .TimeoutError */ .M || error instanceof _http_js__WEBPACK_IMPORTED_MODULE_2__/* .ExchangeTimeoutError */ .z) {
                return new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceNetworkError */ .GM(method, shownUrl, `${stage} timed out`, false);
            }
            return networkError(method, shownUrl, error, stage === 'request');
        };
        const read = async (response) => {
            try {
                return await response.text();
            }
            catch (error) {
                throw failed(error, 'reading the response');
            }
        };
        let response;
        try {
            response = await api(path, {
                method,
                ...(body === undefined ? {} : { json: body }),
                ...(requestOptions.signal ? { signal: requestOptions.signal } : {}),
                // ky times the wait for the headers; the transport holds the same deadline through the body.
                timeout: timeoutMs,
                fetch: (0,_http_js__WEBPACK_IMPORTED_MODULE_2__/* .guardedFetch */ .x)({ timeoutMs, ...(options.fetch ? { fetch: options.fetch } : {}) }),
            });
        }
        catch (error) {
            if (error instanceof KeyOriginError)
                throw error;
            if (!(error instanceof ky__WEBPACK_IMPORTED_MODULE_9__/* .HTTPError */ .H))
                throw failed(error, 'request');
            throw refusal(error.response, await read(error.response));
        }
        const text = await read(response);
        let json;
        try {
            json = JSON.parse(text);
        }
        catch {
            const excerpt = (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .clip */ .$Q)(text.trim(), 200, { ellipsis: '' });
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceResponseError */ .LQ(method, shownUrl, `not JSON (${JSON.stringify(excerpt)})`);
        }
        const parsed = _schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .AgentJobSchema */ .ij.safeParse(json);
        if (!parsed.success) {
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceResponseError */ .LQ(method, shownUrl, (0,_util_validation_js__WEBPACK_IMPORTED_MODULE_3__/* .formatIssues */ .o)(parsed.error.issues, json).join('; '));
        }
        return parsed.data;
        /** A status other than 2xx (ky's `HTTPError`), as the error the action reports and retries on. */
        function refusal(answer, answerText) {
            if (answer.status >= 300 && answer.status < 400) {
                const location = answer.headers.get('location');
                const target = location ? new URL(location, url).origin : 'an unknown location';
                return new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceHttpError */ .iL(method, shownUrl, answer.status, `redirect to ${target} not followed`, undefined);
            }
            const retryAfter = answer.headers.get('retry-after');
            const now = Date.now();
            const warning = (0,_util_backoff_js__WEBPACK_IMPORTED_MODULE_0__/* .retryAfterWarning */ .DC)(retryAfter, now);
            if (warning)
                options.warn?.(`${method} ${shownUrl}: ${warning}`);
            return new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceHttpError */ .iL(method, shownUrl, answer.status, errorDetail(answerText), (0,_util_backoff_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRetryAfter */ .mu)(retryAfter, now));
        }
    }
    return {
        createUrl: new URL(jobsPath, prefix).href,
        createJob: (prompt, requestOptions = {}) => request('POST', jobsPath, { prompt }, requestOptions),
        sendMessage: (jobId, prompt, requestOptions = {}) => request('POST', `${jobsPath}/${encodeURIComponent(jobId)}/message`, { prompt }, requestOptions),
        getJob: (jobId, requestOptions = {}) => request('GET', `${jobsPath}/${encodeURIComponent(jobId)}`, undefined, requestOptions),
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

/***/ 2752:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z: () => (/* binding */ ExchangeTimeoutError),
  x: () => (/* binding */ guardedFetch)
});

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
 * (`src/service/proxy.ts`).
 */

/** The proxy the runner sets for `url`, as `@actions/http-client` reads it (loopback and `no_proxy` hosts go direct). */
function proxyFor(url) {
    return (0,proxy/* getProxyUrl */.s)(url);
}

;// CONCATENATED MODULE: ./src/service/proxy.ts
/**
 * The runner's proxy settings for the service, read as `@actions/http-client`
 * (and so `@actions/github`) reads them: `https_proxy` / `HTTPS_PROXY` for
 * https URLs, `http_proxy` / `HTTP_PROXY` for http, `no_proxy` / `NO_PROXY`
 * (hosts, `.domain` suffixes, `host:port`, `*`), loopback hosts never proxied.
 *
 * Without a proxy for the URL, Node's own `fetch` is used. With one, the
 * request goes through undici's `fetch` with the `ProxyAgent` dispatcher
 * `@actions/http-client` builds (CONNECT tunnels for https): dispatcher and
 * fetch come from the same undici (one copy in the dependency tree, the one
 * `@actions/http-client` imports), which Node's built-in `fetch` would not
 * guarantee.
 */



const proxied = new Map();
/** The `fetch` for a URL: through the runner's proxy when one applies to it, else Node's own. */
function resolveFetch(url) {
    const proxy = proxyFor(url);
    if (!proxy)
        return Promise.resolve(globalThis.fetch);
    const key = `${url.protocol}//${url.host} via ${proxy.href}`;
    let made = proxied.get(key);
    if (!made) {
        made = proxyFetch(url);
        proxied.set(key, made);
    }
    return Promise.resolve(made);
}
function proxyFetch(url) {
    const dispatcher = new lib/* HttpClient */.Qq('docs-agent-action').getAgentDispatcher(url.href);
    return (target, init) => (0,undici.fetch)(target, {
        ...init,
        ...(dispatcher ? { dispatcher } : {}),
    });
}

;// CONCATENATED MODULE: ./src/service/http.ts

/** The owners of the exchanges under way, held here (strongly) until each ends. */
const http_open = new Set();
/** The reason an exchange ended by `close` is aborted with: no error of anyone's. */
const CLOSED = new Error('the exchange was closed');
/** The exchange took longer than its `timeoutMs`. */
class ExchangeTimeoutError extends Error {
    name = 'ExchangeTimeoutError';
}
/**
 * Sends the request; resolves once the headers arrived. Throws what `fetch`
 * throws, or the abort's reason (an `ExchangeTimeoutError`, or the caller's
 * signal's reason) when the exchange was aborted first.
 */
async function exchange(request) {
    // Held by the closures below (and by the caller's signal's listener) until `close`.
    const controller = new AbortController();
    const owner = request.owner;
    if (owner)
        http_open.add(owner);
    const onCallerAbort = () => {
        controller.abort(request.signal?.reason);
    };
    let timer;
    const close = () => {
        clearTimeout(timer);
        request.signal?.removeEventListener('abort', onCallerAbort);
        // Ends whatever is still open of the exchange (a body its reader abandoned).
        if (!controller.signal.aborted)
            controller.abort(CLOSED);
        if (owner)
            http_open.delete(owner);
    };
    if (request.signal?.aborted) {
        close();
        throw reasonOf(request.signal.reason);
    }
    request.signal?.addEventListener('abort', onCallerAbort, { once: true });
    if (request.timeoutMs !== undefined) {
        const ms = Math.max(1, request.timeoutMs);
        timer = setTimeout(() => {
            controller.abort(new ExchangeTimeoutError(`no complete response within ${ms} ms`));
            close();
        }, ms);
    }
    const signal = controller.signal;
    const aborted = abortPromise(signal);
    let response;
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
    }
    catch (error) {
        const abortedFirst = signal.aborted;
        close();
        if (abortedFirst)
            throw reasonOf(signal.reason);
        throw error;
    }
    const body = response.body ? guard(response.body, signal, aborted, close) : null;
    if (!body)
        close();
    return { response, body, close };
}
/** The error an aborted exchange throws: the reason itself when it is one. */
function reasonOf(reason) {
    if (reason instanceof Error)
        return reason;
    return new Error('aborted', { cause: reason });
}
/** Rejects with the signal's reason once it aborts (never resolves otherwise). */
function abortPromise(signal) {
    const promise = new Promise((_resolve, reject) => {
        if (signal.aborted) {
            reject(reasonOf(signal.reason));
            return;
        }
        signal.addEventListener('abort', () => {
            reject(reasonOf(signal.reason));
        }, { once: true });
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
function guard(source, signal, aborted, close) {
    const reader = source.getReader();
    const stop = (reason) => {
        reader.cancel(reason).catch(() => undefined);
    };
    signal.addEventListener('abort', () => {
        stop(signal.reason);
    }, { once: true });
    return new ReadableStream({
        async pull(controller) {
            try {
                const { done, value } = await Promise.race([reader.read(), aborted]);
                // A read that ended because the abort cancelled the source is an abort, not the body's end.
                if (signal.aborted)
                    throw reasonOf(signal.reason);
                if (done) {
                    close();
                    controller.close();
                    return;
                }
                controller.enqueue(value);
            }
            catch (error) {
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
/** Statuses whose `Response` may not have a body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
/**
 * The `fetch` to give ky: sends ky's `Request` as one exchange (see the top
 * of this file) and answers with a `Response` whose body is the guarded
 * stream. ky's `Request` stays reachable, and its signal followed, until
 * that body has been read, has failed or was cancelled. The `init` ky passes
 * beside a `Request` (options `Request` has no field for, such as a
 * `dispatcher`) is not used: the proxy's dispatcher is `resolveFetch`'s.
 */
function guardedFetch(options = {}) {
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


/***/ }),

/***/ 9360:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DC: () => (/* binding */ retryAfterWarning),
/* harmony export */   a2: () => (/* binding */ retryDelay),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   rM: () => (/* binding */ nextDelay)
/* harmony export */ });
/* unused harmony exports GROWTH_RATIO, STEADY_MS, JITTER, baseDelay, MAX_RETRY_AFTER_MS */
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(767);

/** Share of the elapsed time used as the next delay. */
const GROWTH_RATIO = 0.1;
/** How long the first delay is kept, so that jobs under a minute are noticed within it. */
const STEADY_MS = 60_000;
/** Largest share a delay is shortened by jitter. */
const JITTER = 0.1;
/** The delay before the next poll, without jitter. */
function baseDelay(schedule, elapsedMs) {
    const proportional = elapsedMs < STEADY_MS ? 0 : GROWTH_RATIO * elapsedMs;
    return Math.min(schedule.maxMs, Math.max(schedule.initialMs, proportional));
}
/**
 * The delay before the next poll: the base delay shortened by jitter
 * (`random` in [0, 1)), and never past the deadline.
 */
function nextDelay(schedule, elapsedMs, remainingMs, random = Math.random) {
    const jittered = baseDelay(schedule, elapsedMs) * (1 - JITTER * random());
    return Math.max(0, Math.min(jittered, remainingMs));
}
/**
 * Delay before retrying a failed request: doubling from the first poll delay,
 * capped, with the server's `Retry-After` taking precedence when longer.
 */
function retryDelay(schedule, attempt, retryAfterMs, random = Math.random) {
    const exponential = Math.min(schedule.maxMs, schedule.initialMs * 2 ** Math.max(0, attempt - 1));
    const jittered = exponential * (1 - JITTER * random());
    return Math.max(jittered, retryAfterMs ?? 0);
}
/**
 * The longest wait a `Retry-After` is taken for: the service's limits are per
 * hour, so no answer of its can mean more than one window.
 */
const MAX_RETRY_AFTER_MS = 3_600_000;
/** Delay-seconds or an HTTP date (RFC 9110 §10.2.3), relative to `now`. */
function readRetryAfter(value, now) {
    if (value == null)
        return { kind: 'absent' };
    const text = value.trim();
    if (text === '')
        return { kind: 'absent' };
    let ms;
    if (/^\d+$/.test(text)) {
        ms = Number(text) * 1000;
    }
    else {
        // An HTTP date starts with the day name in each of its three forms (RFC 9110 §5.6.7).
        if (!/^[A-Za-z]{3}/.test(text))
            return { kind: 'unreadable' };
        const date = Date.parse(text);
        if (Number.isNaN(date))
            return { kind: 'unreadable' };
        ms = Math.max(0, date - now);
    }
    if (!Number.isFinite(ms) || ms > MAX_RETRY_AFTER_MS)
        return { kind: 'delay', ms: MAX_RETRY_AFTER_MS, clamped: true };
    return { kind: 'delay', ms, clamped: false };
}
/**
 * `Retry-After` in milliseconds, at most one hour (`MAX_RETRY_AFTER_MS`):
 * either delay-seconds or an HTTP date, relative to `now`. Undefined when
 * absent or unreadable.
 */
function parseRetryAfter(value, now) {
    const reading = readRetryAfter(value, now);
    return reading.kind === 'delay' ? reading.ms : undefined;
}
/** What to warn about a `Retry-After` that was not taken as given (beyond an hour, or unreadable); else undefined. */
function retryAfterWarning(value, now) {
    const reading = readRetryAfter(value, now);
    const shown = JSON.stringify((0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)((value ?? '').trim(), 64, { ellipsis: '' }));
    if (reading.kind === 'unreadable')
        return `ignoring the unreadable Retry-After ${shown} (expected seconds or an HTTP date)`;
    if (reading.kind === 'delay' && reading.clamped)
        return `Retry-After ${shown} is beyond one hour (the service's limits are hourly); waiting at most one hour`;
    return undefined;
}


/***/ }),

/***/ 4506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WA: () => (/* binding */ PROXY_REFUSED),
/* harmony export */   mX: () => (/* binding */ BAD_PORT),
/* harmony export */   u6: () => (/* binding */ networkCause)
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