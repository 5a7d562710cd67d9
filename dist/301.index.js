export const id = 301;
export const ids = [301];
export const modules = {

/***/ 682:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createGitHubClient: () => (/* binding */ createGitHubClient)
});

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 21 modules
var github = __webpack_require__(1758);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./src/util/url.ts
var util_url = __webpack_require__(7997);
// EXTERNAL MODULE: ./src/runner/redact.ts
var runner_redact = __webpack_require__(8949);
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
            options[key] = (0,runner_redact/* redactAll */.$I)(value, redact);
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
;// CONCATENATED MODULE: ./src/github/client.ts
/**
 * The one factory for GitHub API clients: `@actions/github`'s Octokit (the
 * runner's proxy settings, `GITHUB_API_URL` for GitHub Enterprise Server),
 * with retries of transient faults, GitHub's rate limits waited out, and every
 * string sent to GitHub passed through the run's redaction.
 */







function isLoopbackUrl(url) {
    try {
        return (0,util_url/* isLoopbackHost */.c)(new URL(url).hostname);
    }
    catch {
        return false;
    }
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
    const baseUrl = (options.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, '');
    const paced = options.paceWrites ?? !isLoopbackUrl(baseUrl);
    // The token is a secret of the run whoever made the client: never sent back to GitHub in a body.
    runner_redact/* secrets */.O3.add(options.token);
    const onLimit = (kind) => (retryAfter, request, _octokit, retryCount) => {
        const what = `GitHub ${kind} on ${request.method} ${pathOf(request)}`;
        if (retryCount >= retries) {
            warn(`${what}; the ${retries} retries are spent.`);
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
        retry: { retries: 3, doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451] },
        throttle: {
            onRateLimit: onLimit('rate limit'),
            onSecondaryRateLimit: onLimit('secondary rate limit'),
            ...(paced ? {} : (0,rate_limits/* unpacedWrites */.bo)()),
        },
    }, dist_bundle/* retry */.L, rate_limits/* recognizeRateLimits */.nv, plugin_throttling_dist_bundle/* throttling */.A);
    redactRequests(client, (text) => runner_redact/* secrets */.O3.redact(text));
    logRequests(client, debug);
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
/* harmony export */   bo: () => (/* binding */ unpacedWrites),
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
/**
 * The write spacing dropped (a loopback API, in-process tests): writes go as
 * soon as they are made. Only the spacing: rate limits are still waited out.
 * The throttling plugin asks its write groups for `key(id).schedule(options, fn)`.
 */
function unpacedWrites() {
    const now = {
        key: () => ({ schedule: async (_options, task) => task() }),
    };
    return { write: now, notifications: now };
}


/***/ }),

/***/ 7997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ isLoopbackHost)
/* harmony export */ });
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);
/** Whether a URL's hostname names this machine (plain `http://` is accepted only there). */
function isLoopbackHost(hostname) {
    return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname.endsWith('.localhost');
}


/***/ })

};

//# sourceMappingURL=301.index.js.map