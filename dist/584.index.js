export const id = 584;
export const ids = [584];
export const modules = {

/***/ 6584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createGitHubClient: () => (/* binding */ createGitHubClient)
/* harmony export */ });
/* harmony import */ var _octokit_rest__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9988);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6856);
/* harmony import */ var _util_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7997);




/** The Octokit this action uses everywhere: REST methods, retries of transient faults, and GitHub's rate limits respected. */
const ActionOctokit = _octokit_rest__WEBPACK_IMPORTED_MODULE_1__/* .Octokit */ .E.plugin(_octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_3__/* .throttling */ .A);
function isLoopbackUrl(url) {
    try {
        return (0,_util_url_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopbackHost */ .c)(new URL(url).hostname);
    }
    catch {
        return false;
    }
}
/** The one factory for GitHub API clients: every GitHub call goes through a client made here. */
function createGitHubClient(options) {
    const warn = options.warn ?? (() => undefined);
    const debug = options.debug ?? (() => undefined);
    const retries = options.rateLimitRetries ?? 2;
    const baseUrl = (options.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, '');
    return new ActionOctokit({
        auth: options.token,
        baseUrl,
        userAgent: 'docs-agent-action',
        log: { debug, info: debug, warn, error: debug },
        // Transient faults (5xx, network) are retried by plugin-retry's own rules, which leave 4xx alone.
        // (Setting `request.retries` here would make it retry every failure, 403 and 404 included.)
        retry: { retries: 3 },
        throttle: {
            enabled: options.throttle ?? !isLoopbackUrl(baseUrl),
            onRateLimit: (retryAfter, requestOptions, _octokit, retryCount) => {
                warn(`GitHub rate limit hit on ${requestOptions.method} ${requestOptions.url}; retrying in ${retryAfter} s`);
                return retryCount < retries;
            },
            onSecondaryRateLimit: (retryAfter, requestOptions, _octokit, retryCount) => {
                warn(`GitHub secondary rate limit hit on ${requestOptions.method} ${requestOptions.url}; retrying in ${retryAfter} s`);
                return retryCount < retries;
            },
        },
    });
}


/***/ })

};

//# sourceMappingURL=584.index.js.map