export const id = 63;
export const ids = [63];
export const modules = {

/***/ 7063:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createGitHubClient: () => (/* binding */ createGitHubClient),
  eventContext: () => (/* binding */ eventContext)
});

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 21 modules
var github = __webpack_require__(1758);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./src/util/redact.ts
var util_redact = __webpack_require__(767);
;// CONCATENATED MODULE: ./src/github/redaction.ts

/** Endpoint options that are not request data: never rewritten. */
const OWN_OPTIONS = new Set(['method', 'url', 'baseUrl', 'headers', 'request', 'mediaType']);
/**
 * Redacts every data string of the endpoint options in place (nested arrays
 * and objects are replaced by redacted copies, so the caller's own values are
 * left as they were). In place, because Octokit's hooks all share the one
 * options object: an outer hook cannot hand inner ones a different one.
 */
function redactParameters(options, redact) {
    for (const [key, value] of Object.entries(options)) {
        if (!OWN_OPTIONS.has(key))
            options[key] = (0,util_redact/* redactAll */.$I)(value, redact);
    }
}
/** Installs the hook on a client: every request it makes, first attempt and retries alike, is redacted. */
function redactRequests(client, redact) {
    client.hook.before('request', (options) => {
        redactParameters(options, redact);
    });
}

// EXTERNAL MODULE: ./src/github/rate-limits.ts
var rate_limits = __webpack_require__(9418);
// EXTERNAL MODULE: ./src/util/network.ts
var network = __webpack_require__(4506);
// EXTERNAL MODULE: ./src/util/clock.ts
var clock = __webpack_require__(7110);
;// CONCATENATED MODULE: ./src/github/deadline.ts


/** Longest a single attempt waits for GitHub's answer (well under a run's usual `timeout-seconds`). */
const GITHUB_REQUEST_TIMEOUT_MS = 30_000;
/** A GitHub request that failed for a reason a retry meets again (a proxy's refusal, a blocked port). */
class GitHubNetworkError extends Error {
    code;
    name = 'GitHubNetworkError';
    constructor(message, code) {
        super(message);
        this.code = code;
    }
}
/** `GET /repos/acme/docs/...` for the messages: the endpoint with its parameters filled in, no query. */
function describe(octokit, options) {
    try {
        const { method, url } = octokit.request.endpoint.parse(options);
        return `GitHub ${method} ${new URL(url).pathname}`;
    }
    catch {
        return `GitHub ${options.method ?? ''} ${options.url ?? ''}`.trim();
    }
}
/**
 * Each call's own signal, set by `boundCalls` and aborted when the call ended
 * there: the attempts still under way below it (a retry, a queued write) stop
 * then too, and send nothing more. Keyed by the options object, which every
 * hook of one call shares.
 */
const callSignals = new WeakMap();
/** The wait plugin-retry takes before attempt `retryCount + 2`: `(n + 1)²` seconds (its `retryAfterBaseValue`, 1 s). */
const retryWait = (retryCount) => (retryCount + 1) ** 2 * 1000;
/** A signal aborted `ms` from now, on `setTimeout` (so fake timers drive it); `clear` when it is no longer needed. */
function timeoutSignal(ms) {
    const controller = new AbortController();
    const timer = (0,clock/* setTimer */.mI)(() => {
        controller.abort(new DOMException('no answer in time', 'TimeoutError'));
    }, ms);
    return {
        signal: controller.signal,
        clear: () => {
            clearTimeout(timer);
        },
    };
}
/** The per-attempt plugin; give it to the client before plugin-retry, so that it is inside the retries. */
function attemptLimits(limits) {
    return (octokit) => {
        // The caller's own signal (the ledger passes one), kept apart from the one each attempt is given.
        const callerSignals = new WeakMap();
        octokit.hook.wrap('request', async (request, endpoint) => {
            const options = endpoint;
            const what = describe(octokit, options);
            const call = callSignals.get(options);
            const stopped = () => limits.signal.aborted || limits.timeLeft() <= 0 || call?.aborted === true;
            if (stopped())
                throw limits.stopped(what);
            if (!callerSignals.has(options))
                callerSignals.set(options, options.request?.signal);
            const caller = callerSignals.get(options);
            const ms = Math.max(1, Math.min(GITHUB_REQUEST_TIMEOUT_MS, limits.timeLeft(), clock/* MAX_TIMER_MS */._o));
            const { signal: timeout, clear } = timeoutSignal(ms);
            const signals = [limits.signal, timeout, ...(caller ? [caller] : []), ...(call ? [call] : [])];
            options.request = { ...options.request, signal: AbortSignal.any(signals) };
            try {
                return await request(endpoint);
            }
            catch (error) {
                // Not retried: the error carries no request for plugin-retry to repeat.
                if (stopped())
                    throw limits.stopped(what);
                if (caller?.aborted)
                    throw error;
                const failure = error;
                if (failure.response === undefined) {
                    if (timeout.aborted) {
                        failure.message = `${what}: no answer within ${Math.round(ms / 100) / 10} s`;
                    }
                    else {
                        const cause = (0,network/* networkCause */.u6)(error);
                        if (cause.code === network/* PROXY_REFUSED */.WA || cause.code === network/* BAD_PORT */.mX)
                            throw new GitHubNetworkError(`${what} failed: ${cause.text}`, cause.code);
                        if (cause.code && !failure.message.includes(cause.code))
                            failure.message = `${failure.message} (${cause.code})`;
                    }
                }
                // No time for plugin-retry's next wait and attempt: this attempt is the last.
                const retryCount = options.request.retryCount ?? 0;
                if (retryWait(retryCount) >= limits.timeLeft())
                    options.request.retries = retryCount;
                throw error;
            }
            finally {
                clear();
            }
        });
        return {};
    };
}
/** The outermost hook: the call, retries and waits included, ends at the deadline or the cancellation. */
function boundCalls(client, limits) {
    client.hook.wrap('request', async (request, endpoint) => {
        const options = endpoint;
        const what = describe(client, options);
        const left = limits.timeLeft();
        if (limits.signal.aborted || left <= 0)
            throw limits.stopped(what);
        const call = new AbortController();
        callSignals.set(options, call.signal);
        const pending = Promise.resolve(request(endpoint));
        // What goes on below once the call ended here stops at once (call.signal); its failure is nobody's.
        pending.catch(() => undefined);
        const deadline = left < clock/* MAX_TIMER_MS */._o ? timeoutSignal(Math.max(1, left)) : undefined;
        const stop = AbortSignal.any([limits.signal, ...(deadline ? [deadline.signal] : [])]);
        let onStop;
        const stopped = new Promise((_resolve, reject) => {
            onStop = () => {
                call.abort();
                reject(limits.stopped(what));
            };
            stop.addEventListener('abort', onStop, { once: true });
        });
        try {
            return await Promise.race([pending, stopped]);
        }
        finally {
            deadline?.clear();
            if (onStop)
                stop.removeEventListener('abort', onStop);
        }
    });
}

// EXTERNAL MODULE: ./src/github/write-spacing.ts
var write_spacing = __webpack_require__(6232);
;// CONCATENATED MODULE: ./src/github/client.ts
/**
 * The one factory for GitHub API clients: `@actions/github`'s Octokit (the
 * runner's proxy settings, `GITHUB_API_URL` for GitHub Enterprise Server),
 * with retries of transient faults, GitHub's rate limits waited out, and every
 * string sent to GitHub passed through the run's redaction.
 */








/**
 * The run's event as `@actions/github` reads it: `GITHUB_EVENT_NAME` and the
 * payload at `GITHUB_EVENT_PATH`, read once, when this module is first
 * imported (a payload that is not JSON fails that import with a SyntaxError).
 */
function eventContext() {
    return github/* context */._;
}
/** The request's path with its parameters filled in (`/repos/acme/docs/issues/1/comments`). */
function pathOf(request) {
    const params = request;
    return request.url.replace(/\{(\w+)\}/g, (whole, name) => {
        const value = params[name];
        return typeof value === 'string' || typeof value === 'number' ? encodeURIComponent(String(value)) : whole;
    });
}
/** Every GitHub call goes through a client made here, one per run. */
function createGitHubClient(options) {
    const warn = options.warn ?? (() => undefined);
    const debug = options.debug ?? (() => undefined);
    const retries = options.rateLimitRetries ?? 2;
    const baseUrl = (options.baseUrl ?? 'https://api.github.com').replace(/\/+$/, '');
    const groups = (0,write_spacing/* writeGroups */._e)(options.writesPerMinute);
    // The token is a secret of the run whoever made the client: never sent back to GitHub in a body.
    util_redact/* secrets */.O3.add(options.token);
    const onLimit = (kind) => (retryAfter, request, _octokit, retryCount) => {
        const what = `GitHub ${kind} on ${request.method} ${pathOf(request)}`;
        if (retryCount >= retries) {
            warn(`${what}; the ${retries} retries are spent.`);
            return false;
        }
        if (options.limits && retryAfter * 1000 >= options.limits.timeLeft()) {
            warn(`${what}; GitHub asks to wait ${retryAfter} s, past the run's deadline.`);
            return false;
        }
        if (retryAfter > rate_limits/* MAX_RATE_LIMIT_WAIT_SECONDS */.Sf) {
            warn(`${what}; GitHub asks to wait ${retryAfter} s, longer than the ${rate_limits/* MAX_RATE_LIMIT_WAIT_SECONDS */.Sf} s this step waits.`);
            return false;
        }
        warn(`${what}; retrying in ${retryAfter} s (retry ${retryCount + 1} of ${retries}).`);
        return true;
    };
    const client = (0,github/* getOctokit */.Q)(options.token, {
        baseUrl,
        userAgent: 'docs-agent-action',
        log: { debug, info: debug, warn, error: debug },
        // Transient faults (5xx, network) are retried by plugin-retry; rate limits (403 with a limit, 429) are
        // left to the throttling plugin, which honours Retry-After. Other 4xx are never retried.
        retry: {
            retries: 3,
            doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
        },
        throttle: {
            onRateLimit: onLimit('rate limit'),
            onSecondaryRateLimit: onLimit('secondary rate limit'),
            // This client's own groups, spaced as github-writes-per-minute says: the plugin's are shared by the process.
            ...groups,
        },
    }, 
    // First, so that it runs inside plugin-retry: once per attempt.
    ...(options.limits ? [attemptLimits(options.limits)] : []), dist_bundle/* retry */.L, rate_limits/* recognizeRateLimits */.nv, plugin_throttling_dist_bundle/* throttling */.A);
    redactRequests(client, (text) => util_redact/* secrets */.O3.redact(text));
    logRequests(client, debug);
    // Last, so that it is outermost: the whole call ends at the deadline.
    if (options.limits)
        boundCalls(client, options.limits);
    write_spacing/* writeGroupOf */.Mq.set(client, groups.write);
    return client;
}
/** One debug line per request: method, URL, status and time (what `@octokit/plugin-request-log` prints). */
function logRequests(client, debug) {
    client.hook.wrap('request', async (request, options) => {
        const started = Date.now();
        // Before the request: the hooks inside may rewrite the options' URL.
        const target = `${options.method} ${client.request.endpoint.parse(options).url}`;
        const line = (status) => `${target} - ${status} in ${Date.now() - started}ms`;
        try {
            const response = await request(options);
            debug(line(response.status));
            return response;
        }
        catch (error) {
            debug(line(error.status ?? 'no answer'));
            throw error;
        }
    });
}


/***/ }),

/***/ 9418:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jz: () => (/* binding */ isRateLimited),
/* harmony export */   Sf: () => (/* binding */ MAX_RATE_LIMIT_WAIT_SECONDS),
/* harmony export */   nv: () => (/* binding */ recognizeRateLimits)
/* harmony export */ });
/** The longest `Retry-After` waited out; a longer wait gives up at once (a step has minutes, not hours). */
const MAX_RATE_LIMIT_WAIT_SECONDS = 60;
const SECONDARY = /\bsecondary rate\b/i;
const PRIMARY = /\brate limit exceeded\b/i;
function headerOf(error, name) {
    const value = error.response?.headers?.[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
/**
 * True when GitHub refused the request because of a rate limit: a 429, or a
 * 403 that carries `retry-after`, an exhausted `x-ratelimit-remaining`, or
 * GitHub's rate-limit message. Such a 403 is never a missing permission.
 */
function isRateLimited(error) {
    if (error === null || typeof error !== 'object')
        return false;
    const failure = error;
    if (failure.status === 429)
        return true;
    if (failure.status !== 403)
        return false;
    const message = typeof failure.message === 'string' ? failure.message : '';
    return (headerOf(failure, 'retry-after') !== undefined ||
        headerOf(failure, 'x-ratelimit-remaining') === '0' ||
        SECONDARY.test(message) ||
        PRIMARY.test(message));
}
/** The plugin-throttling handles a primary limit by these signs; every other limit it sees only by its message. */
function throttlingSeesIt(failure) {
    const message = typeof failure.message === 'string' ? failure.message : '';
    const errors = failure.response?.data?.errors;
    return (SECONDARY.test(message) ||
        headerOf(failure, 'x-ratelimit-remaining') === '0' ||
        (Array.isArray(errors) && errors.some((e) => e.type === 'RATE_LIMITED')));
}
/**
 * An Octokit plugin, placed between plugin-retry and plugin-throttling: a
 * rate limit the throttling plugin would not recognise (a 429, or a 403 with
 * `retry-after` whose message does not say "secondary rate limit") is named a
 * secondary limit, so that it is waited out (its `retry-after`, else a minute)
 * like the ones GitHub words that way.
 */
function recognizeRateLimits(octokit) {
    octokit.hook.error('request', (error) => {
        const failure = error;
        if (isRateLimited(failure) && !throttlingSeesIt(failure)) {
            failure.message = `${failure.message} (GitHub secondary rate limit)`;
        }
        throw error;
    });
    return {};
}


/***/ }),

/***/ 6232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mq: () => (/* binding */ writeGroupOf),
/* harmony export */   _e: () => (/* binding */ writeGroups),
/* harmony export */   fq: () => (/* binding */ nextWriteAtOnce)
/* harmony export */ });
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3251);
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The spacing of a run's own GitHub writes: `@octokit/plugin-throttling`'s
 * `write` and `notifications` groups, Bottleneck groups as the plugin makes
 * its own (one task at a time, `minTime` between their starts), with their
 * `minTime` from `github-writes-per-minute`: `60 000 / n` ms between writes,
 * three times that between notifying ones (a comment), 1 s and 3 s at the
 * default 60, as the plugin's own groups and GitHub's guidance have it. The
 * same for every host. The groups are this client's, not the plugin's, which
 * every client of the process shares.
 *
 * The plugin gives a write its turn in `write` and then, for a notifying one,
 * in `notifications`: a plain write that follows a notifying one may go soon
 * after it (measured: 28 ms), since its own turn came a spacing after the
 * notifying write's turn in `write`, not after its send. That bends GitHub's
 * "a second between writes" once per comment, hardly the writes a minute
 * (at most `n + 4` in any minute; measured, `n + 1`: ADR 0013).
 *
 * The waits are Bottleneck's timers: the client's outermost hook ends a call
 * that waits for its turn at the run's deadline or cancellation
 * (github/deadline.ts), and its attempt then sends nothing.
 */

/** Notifying writes (comments, issues, pull requests) are spaced this many times further apart than other writes. */
const NOTIFYING_SPACING_FACTOR = 3;
/** The least time between a run's own writes for `github-writes-per-minute` (1000 ms at 60). */
function writeSpacingMs(writesPerMinute) {
    return Math.ceil(60_000 / writesPerMinute);
}
/** The `write` group: its writes spaced, but for one the caller lets go at once (`nextWriteAtOnce`). */
class WriteGroup extends (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0___default().Group) {
    atOnce = false;
    unspaced = new (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0___default())();
    nextAtOnce() {
        this.atOnce = true;
    }
    key(id = '') {
        if (!this.atOnce)
            return super.key(id);
        this.atOnce = false;
        return this.unspaced;
    }
}
/** The throttling plugin's `write` and `notifications` groups for one client. */
function writeGroups(writesPerMinute) {
    const spacingMs = writeSpacingMs(writesPerMinute);
    const write = new WriteGroup({ maxConcurrent: 1, minTime: spacingMs });
    const notifications = new (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0___default().Group)({ maxConcurrent: 1, minTime: spacingMs * NOTIFYING_SPACING_FACTOR });
    return { write, notifications };
}
/** Each client's `write` group (set by client.ts when it makes the client), for `nextWriteAtOnce`. */
const writeGroupOf = new WeakMap();
/**
 * Lets `client`'s next write go without waiting for its turn; the writes after it keep their turns. For the
 * second half of one change made of two writes: the ledger's ref update follows its commit at once, so that its
 * look at the ref just before is not a spacing old (another run's update landing in that time would be missed,
 * and the refused update be one more write for nothing: ADR 0011). A client made elsewhere has none of ours.
 */
function nextWriteAtOnce(client) {
    const group = writeGroupOf.get(client);
    if (group instanceof WriteGroup)
        group.nextAtOnce();
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


/***/ })

};

//# sourceMappingURL=63.index.js.map