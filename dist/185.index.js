export const id = 185;
export const ids = [185,102];
export const modules = {

/***/ 5566:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BEFORE_SEND_CODES: () => (/* binding */ BEFORE_SEND_CODES),
/* harmony export */   createServiceClient: () => (/* binding */ createServiceClient),
/* harmony export */   errorDetail: () => (/* binding */ errorDetail),
/* harmony export */   networkCode: () => (/* binding */ networkCode)
/* harmony export */ });
/* harmony import */ var _util_backoff_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9360);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7382);
/* harmony import */ var _util_validation_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5709);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2398);





/** Connection failures that mean not one byte of the request left the runner. */
const BEFORE_SEND_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'UND_ERR_CONNECT_TIMEOUT',
]);
function networkCode(error) {
    let current = error;
    for (let depth = 0; depth < 5 && current; depth += 1) {
        const code = current.code;
        if (typeof code === 'string')
            return code;
        current = current.cause;
    }
    return error instanceof Error ? error.message : 'network error';
}
function errorDetail(text) {
    try {
        const parsed = _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .ErrorBodySchema */ .i1.safeParse(JSON.parse(text));
        if (parsed.success)
            return parsed.data.error;
    }
    catch {
        // not JSON: fall through to the raw text
    }
    const trimmed = text.trim();
    return trimmed.length > 200 ? `${trimmed.slice(0, 200)}…` : trimmed;
}
/** The one way this action talks to the service's agent endpoints. */
function createServiceClient(options) {
    const prefix = new URL(options.baseUrl.href.endsWith('/') ? options.baseUrl.href : `${options.baseUrl.href}/`);
    const jobsPath = `v2/agent/${encodeURIComponent(options.projectId)}/job`;
    const headers = { authorization: `Bearer ${options.adminApiKey}`, accept: 'application/json' };
    async function request(method, path, body, requestOptions) {
        const url = new URL(path, prefix);
        if (url.origin !== prefix.origin)
            throw new Error(`refusing to send the admin key to ${url.origin}`);
        const shownUrl = `${url.origin}${url.pathname}`;
        const failed = (error, stage) => {
            if (requestOptions.signal?.aborted)
                return new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AbortedError */ .oM('the run was cancelled', { cause: error });
            if (error instanceof _http_js__WEBPACK_IMPORTED_MODULE_1__/* .ExchangeTimeoutError */ .z)
                return new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceNetworkError */ .GM(method, shownUrl, `${stage} timed out`, false);
            const code = networkCode(error);
            return new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceNetworkError */ .GM(method, shownUrl, code, stage === 'request' && BEFORE_SEND_CODES.has(code));
        };
        let sent;
        try {
            sent = await (0,_http_js__WEBPACK_IMPORTED_MODULE_1__/* .exchange */ .c)({
                method,
                url,
                headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
                ...(body === undefined ? {} : { body: JSON.stringify(body) }),
                ...(requestOptions.signal ? { signal: requestOptions.signal } : {}),
                timeoutMs: requestOptions.timeoutMs ?? options.requestTimeoutMs ?? 30_000,
                ...(options.fetch ? { fetch: options.fetch } : {}),
            });
        }
        catch (error) {
            throw failed(error, 'request');
        }
        const response = sent.response;
        let text;
        try {
            text = await sent.text();
        }
        catch (error) {
            throw failed(error, 'reading the response');
        }
        finally {
            sent.close();
        }
        if (response.status >= 300 && response.status < 400) {
            const location = response.headers.get('location');
            const target = location ? new URL(location, url).origin : 'an unknown location';
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceHttpError */ .iL(method, shownUrl, response.status, `redirect to ${target} not followed`, undefined);
        }
        if (!response.ok) {
            const retryAfter = response.headers.get('retry-after');
            const now = Date.now();
            const warning = (0,_util_backoff_js__WEBPACK_IMPORTED_MODULE_3__/* .retryAfterWarning */ .DC)(retryAfter, now);
            if (warning)
                options.warn?.(`${method} ${shownUrl}: ${warning}`);
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceHttpError */ .iL(method, shownUrl, response.status, errorDetail(text), (0,_util_backoff_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRetryAfter */ .mu)(retryAfter, now));
        }
        let json;
        try {
            json = JSON.parse(text);
        }
        catch {
            const excerpt = text.trim().slice(0, 200);
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceResponseError */ .LQ(method, shownUrl, `not JSON (${JSON.stringify(excerpt)})`);
        }
        const parsed = _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .AgentJobSchema */ .ij.safeParse(json);
        if (!parsed.success) {
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceResponseError */ .LQ(method, shownUrl, (0,_util_validation_js__WEBPACK_IMPORTED_MODULE_4__/* .formatIssues */ .o)(parsed.error.issues, json).join('; '));
        }
        return parsed.data;
    }
    return {
        createUrl: new URL(jobsPath, prefix).href,
        createJob: (prompt, requestOptions = {}) => request('POST', jobsPath, { prompt }, requestOptions),
        getJob: (jobId, requestOptions = {}) => request('GET', `${jobsPath}/${encodeURIComponent(jobId)}`, undefined, requestOptions),
    };
}


/***/ }),

/***/ 2398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CM: () => (/* binding */ TERMINAL_STATUSES),
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
/**
 * The agent job (spec 2.1). Extra fields are kept. `status` is any string so
 * that a status added by the service later is reported, not fatal. `source.ref`
 * may be null, as the published service allows.
 */
const AgentJobSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    // Printed in log lines and used in URLs: no white space, no control or line-separator character,
    // and not the runner's legacy `##[` command form.
    id: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ._regex */ .Fk(/^[^\s\p{Cc}\u0085\u2028\u2029]+$/u, { error: 'a job id without white space or control characters' }), zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .refine */ .YPB((id) => !id.includes('##['), { error: "a job id without the runner's '##[' command form" })),
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

/***/ 7382:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z: () => (/* binding */ ExchangeTimeoutError),
  c: () => (/* binding */ exchange)
});

// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/proxy.js
var lib_proxy = __webpack_require__(9783);
;// CONCATENATED MODULE: ./src/service/proxy.ts
/**
 * The runner's proxy settings for the service, read as `@actions/http-client`
 * (and so `@actions/github`) reads them: `https_proxy` / `HTTPS_PROXY` for
 * https URLs, `http_proxy` / `HTTP_PROXY` for http, `no_proxy` / `NO_PROXY`
 * (hosts, `.domain` suffixes, `host:port`, `*`), loopback hosts never proxied.
 *
 * Without a proxy for the URL, Node's own `fetch` is used and nothing more is
 * loaded. With one, the request goes through undici's `fetch` with the
 * `ProxyAgent` dispatcher `@actions/http-client` builds (CONNECT tunnels for
 * https): dispatcher and fetch come from the same undici, which Node's
 * bundled `fetch` would not guarantee. Both are loaded only then.
 */

const proxied = new Map();
/** The `fetch` for a URL: through the runner's proxy when one applies to it, else Node's own. */
function resolveFetch(url) {
    const proxy = (0,lib_proxy/* getProxyUrl */.s)(url);
    if (!proxy)
        return Promise.resolve(globalThis.fetch);
    const key = `${url.protocol}//${url.host} via ${proxy.href}`;
    let made = proxied.get(key);
    if (!made) {
        made = proxyFetch(url);
        proxied.set(key, made);
    }
    return made;
}
async function proxyFetch(url) {
    const [{ HttpClient }, undici] = await Promise.all([Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 2779)), Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 6752, 19))]);
    const dispatcher = new HttpClient('docs-agent-action').getAgentDispatcher(url.href);
    return (target, init) => undici.fetch(target, {
        ...init,
        ...(dispatcher ? { dispatcher } : {}),
    });
}

;// CONCATENATED MODULE: ./src/service/http.ts
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
    };
    if (request.signal?.aborted)
        throw reasonOf(request.signal.reason);
    request.signal?.addEventListener('abort', onCallerAbort, { once: true });
    if (request.timeoutMs !== undefined) {
        const ms = Math.max(1, request.timeoutMs);
        timer = setTimeout(() => {
            controller.abort(new ExchangeTimeoutError(`no complete response within ${ms} ms`));
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
    return {
        response,
        body,
        text: async () => {
            if (!body)
                return '';
            return new Response(body).text();
        },
        close,
    };
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
    const shown = JSON.stringify((value ?? '').trim().slice(0, 64));
    if (reading.kind === 'unreadable')
        return `ignoring the unreadable Retry-After ${shown} (expected seconds or an HTTP date)`;
    if (reading.kind === 'delay' && reading.clamped)
        return `Retry-After ${shown} is beyond one hour (the service's limits are hourly); waiting at most one hour`;
    return undefined;
}


/***/ }),

/***/ 3102:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports ZodMiniISODateTime, ZodMiniISODate, date, ZodMiniISOTime, time, ZodMiniISODuration, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8532);
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6985);
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4343);


const ZodMiniISODateTime = /*@__PURE__*/ _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("ZodMiniISODateTime", (inst, def) => {
    _core_index_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodISODateTime */ .Ko.init(inst, def);
    _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .ZodMiniStringFormat */ .zUr.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_3__/* ._isoDateTime */ .G1(ZodMiniISODateTime, params);
}
const ZodMiniISODate = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniISODate", (inst, def) => {
    core.$ZodISODate.init(inst, def);
    schemas.ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function date(params) {
    return core._isoDate(ZodMiniISODate, params);
}
const ZodMiniISOTime = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniISOTime", (inst, def) => {
    core.$ZodISOTime.init(inst, def);
    schemas.ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function time(params) {
    return core._isoTime(ZodMiniISOTime, params);
}
const ZodMiniISODuration = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniISODuration", (inst, def) => {
    core.$ZodISODuration.init(inst, def);
    schemas.ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function duration(params) {
    return core._isoDuration(ZodMiniISODuration, params);
}


/***/ })

};

//# sourceMappingURL=185.index.js.map