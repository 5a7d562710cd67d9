export const id = 566;
export const ids = [566];
export const modules = {

/***/ 5566:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createServiceClient: () => (/* binding */ createServiceClient),
/* harmony export */   e8: () => (/* binding */ networkCode),
/* harmony export */   g$: () => (/* binding */ BEFORE_SEND_CODES),
/* harmony export */   m2: () => (/* binding */ errorDetail)
/* harmony export */ });
/* harmony import */ var ky__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9752);
/* harmony import */ var ky__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1625);
/* harmony import */ var _util_backoff_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9360);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17);
/* harmony import */ var _util_validation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5709);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2398);





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
        const parsed = _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ErrorBodySchema */ .i1.safeParse(JSON.parse(text));
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
    const api = ky__WEBPACK_IMPORTED_MODULE_2__/* ["default"] */ .Ay.create({
        prefixUrl: prefix,
        headers: { authorization: `Bearer ${options.adminApiKey}`, accept: 'application/json' },
        retry: 0,
        throwHttpErrors: false,
        // A redirect is answered, never followed: the key must not travel to another origin.
        redirect: 'manual',
        timeout: options.requestTimeoutMs ?? 30_000,
        ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    async function request(method, path, body, requestOptions) {
        const url = new URL(path, prefix);
        if (url.origin !== prefix.origin)
            throw new Error(`refusing to send the admin key to ${url.origin}`);
        const shownUrl = `${url.origin}${url.pathname}`;
        let response;
        try {
            response = await api(path, {
                method,
                ...(body === undefined ? {} : { json: body }),
                ...(requestOptions.signal ? { signal: requestOptions.signal } : {}),
                ...(requestOptions.timeoutMs === undefined ? {} : { timeout: Math.max(1, requestOptions.timeoutMs) }),
            });
        }
        catch (error) {
            if (requestOptions.signal?.aborted)
                throw error;
            if (error instanceof ky__WEBPACK_IMPORTED_MODULE_3__/* .TimeoutError */ .M)
                throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceNetworkError */ .GM(method, shownUrl, 'request timed out', false);
            const code = networkCode(error);
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceNetworkError */ .GM(method, shownUrl, code, BEFORE_SEND_CODES.has(code));
        }
        const text = await response.text();
        if (response.status >= 300 && response.status < 400) {
            const location = response.headers.get('location');
            const target = location ? new URL(location, url).origin : 'an unknown location';
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceHttpError */ .iL(method, shownUrl, response.status, `redirect to ${target} not followed`, undefined);
        }
        if (!response.ok) {
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceHttpError */ .iL(method, shownUrl, response.status, errorDetail(text), (0,_util_backoff_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRetryAfter */ .mu)(response.headers.get('retry-after'), Date.now()));
        }
        let json;
        try {
            json = JSON.parse(text);
        }
        catch {
            const excerpt = text.trim().slice(0, 200);
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceResponseError */ .LQ(method, shownUrl, `not JSON (${JSON.stringify(excerpt)})`);
        }
        const parsed = _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .AgentJobSchema */ .ij.safeParse(json);
        if (!parsed.success) {
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceResponseError */ .LQ(method, shownUrl, (0,_util_validation_js__WEBPACK_IMPORTED_MODULE_5__/* .formatIssues */ .o)(parsed.error.issues, json).join('; '));
        }
        return parsed.data;
    }
    return {
        createUrl: new URL(jobsPath, prefix).href,
        createJob: (prompt, requestOptions = {}) => request('POST', jobsPath, { prompt }, requestOptions),
        getJob: (jobId, requestOptions = {}) => request('GET', `${jobsPath}/${encodeURIComponent(jobId)}`, undefined, requestOptions),
    };
}


/***/ })

};

//# sourceMappingURL=566.index.js.map