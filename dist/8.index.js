export const id = 8;
export const ids = [8,102];
export const modules = {

/***/ 9010:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ HTTPError)
/* harmony export */ });
/* harmony import */ var _KyError_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3494);

/**
Error thrown when the response has a non-2xx status code and `throwHttpErrors` is enabled.

The error has a `response` property with the `Response` object, a `request` property with the `Request` object, an `options` property with the normalized options (either passed to `ky` when creating an instance with `ky.create()` or directly when performing the request), and a `data` property with the pre-parsed response body. For JSON responses (based on `Content-Type`), the body is parsed using the `parseJson` option if set, or `JSON.parse` by default. For other content types, it is set as plain text. If the body is empty, unreadable, too large, parsing fails, or the error-data read/parse timeout is reached, `data` will be `undefined`. To avoid hanging or excessive buffering, `error.data` body reads and async JSON parsing are bounded by the request timeout (or 10 seconds when `timeout` is disabled), any remaining `totalTimeout` budget, and a 10 MiB response body size limit. If `totalTimeout` expires while populating `error.data`, Ky throws `TimeoutError` instead of `HTTPError`. The `data` property is populated before `beforeError` hooks run, so hooks can access it.

The response body is automatically consumed when populating `error.data`, so `error.response.json()` and other body methods will not work. Use `error.data` instead. The `error.response` object is still available for headers, status, etc.

Be aware that some types of errors, such as network errors, inherently mean that a response was not received. In that case, the error will be an instance of `NetworkError` instead of `HTTPError` and will not contain a `response` property.
*/
class HTTPError extends _KyError_js__WEBPACK_IMPORTED_MODULE_0__/* .KyError */ .V {
    name = 'HTTPError';
    response;
    request;
    options;
    data;
    constructor(response, request, options) {
        const code = (response.status || response.status === 0) ? response.status : '';
        const title = response.statusText ?? '';
        const status = `${code} ${title}`.trim();
        const reason = status ? `status code ${status}` : 'an unknown error';
        super(`Request failed with ${reason}: ${request.method} ${request.url}`);
        this.response = response;
        this.request = request;
        this.options = options;
    }
}
//# sourceMappingURL=HTTPError.js.map

/***/ }),

/***/ 3494:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ KyError)
/* harmony export */ });
/**
Base class for all Ky-specific errors. `HTTPError`, `NetworkError`, `TimeoutError`, and `ForceRetryError` extend this class.

You can use `instanceof KyError` to check if an error originated from Ky, or use the `isKyError()` type guard for cross-realm compatibility and TypeScript type narrowing.

Note: `SchemaValidationError` is intentionally not considered a Ky error. `KyError` covers failures in Ky's HTTP lifecycle (bad status, timeout, retry), while schema validation errors originate from the user-provided schema, not from Ky itself.
*/
class KyError extends Error {
    name = 'KyError';
    get isKyError() {
        return true;
    }
}
//# sourceMappingURL=KyError.js.map

/***/ }),

/***/ 3602:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ NetworkError)
/* harmony export */ });
/* harmony import */ var _KyError_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3494);

/**
Error thrown when a network error occurs during the request (e.g., DNS failure, connection refused, offline). It has a `request` property with the `Request` object. The original error is available via the standard `cause` property.

Network errors are automatically retried (for retriable methods).

Note: Network errors are detected using runtime-specific heuristics. Unrecognized runtimes may produce errors that are not wrapped in `NetworkError`. Use the `shouldRetry` option to handle such cases.
*/
class NetworkError extends _KyError_js__WEBPACK_IMPORTED_MODULE_0__/* .KyError */ .V {
    name = 'NetworkError';
    request;
    constructor(request, options) {
        super(`Request failed due to a network error: ${request.method} ${request.url}`, options);
        this.request = request;
    }
}
//# sourceMappingURL=NetworkError.js.map

/***/ }),

/***/ 1625:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ TimeoutError)
/* harmony export */ });
/* harmony import */ var _KyError_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3494);

/**
Error thrown when the request times out. It has a `request` property with the `Request` object.
*/
class TimeoutError extends _KyError_js__WEBPACK_IMPORTED_MODULE_0__/* .KyError */ .V {
    name = 'TimeoutError';
    request;
    constructor(request) {
        super(`Request timed out: ${request.method} ${request.url}`);
        this.request = request;
    }
}
//# sourceMappingURL=TimeoutError.js.map

/***/ }),

/***/ 9447:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ay: () => (/* binding */ distribution)
});

// UNUSED EXPORTS: ForceRetryError, HTTPError, KyError, NetworkError, SchemaValidationError, TimeoutError, isForceRetryError, isHTTPError, isKyError, isNetworkError, isTimeoutError, replaceOption

// EXTERNAL MODULE: ./node_modules/ky/distribution/errors/HTTPError.js
var HTTPError = __webpack_require__(9010);
// EXTERNAL MODULE: ./node_modules/ky/distribution/errors/NetworkError.js
var NetworkError = __webpack_require__(3602);
;// CONCATENATED MODULE: ./node_modules/ky/distribution/errors/NonError.js
/**
Wrapper for non-Error values that were thrown.

In JavaScript, any value can be thrown (not just Error instances). This class wraps such values to ensure consistent error handling.
*/
class NonError extends Error {
    name = 'NonError';
    value;
    constructor(value) {
        let message = 'Non-error value was thrown';
        // Intentionally minimal as this error is just an edge-case.
        try {
            if (typeof value === 'string') {
                message = value;
            }
            else if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string') {
                message = value.message;
            }
        }
        catch {
            // Use default message if accessing properties throws
        }
        super(message);
        this.value = value;
    }
}
//# sourceMappingURL=NonError.js.map
// EXTERNAL MODULE: ./node_modules/ky/distribution/errors/KyError.js
var KyError = __webpack_require__(3494);
;// CONCATENATED MODULE: ./node_modules/ky/distribution/errors/ForceRetryError.js


/**
Error used to signal a forced retry from `afterResponse` hooks.

This is thrown when `ky.retry()` is returned from an `afterResponse` hook. It is observable in `beforeRetry` and `beforeError` hooks via the `isForceRetryError()` type guard.
*/
class ForceRetryError extends KyError/* KyError */.V {
    name = 'ForceRetryError';
    customDelay;
    code;
    customRequest;
    constructor(options) {
        // Runtime protection: wrap non-Error causes in NonError
        // TypeScript type is Error for guidance, but JS users can pass anything
        const cause = options?.cause
            ? (options.cause instanceof Error ? options.cause : new NonError(options.cause))
            : undefined;
        super(options?.code ? `Forced retry: ${options.code}` : 'Forced retry', cause ? { cause } : undefined);
        this.customDelay = options?.delay;
        this.code = options?.code;
        this.customRequest = options?.request;
    }
}
//# sourceMappingURL=ForceRetryError.js.map
;// CONCATENATED MODULE: ./node_modules/ky/distribution/errors/SchemaValidationError.js
/**
The error thrown when [Standard Schema](https://github.com/standard-schema/standard-schema) validation fails in `.json(schema)`. It has an `issues` property with the validation issues from the schema.

This error intentionally does not extend `KyError` because it does not represent a failure in Ky's HTTP lifecycle. The request succeeded; the user's schema rejected the data. As such, it is not matched by `isKyError()`.

@example
```
import ky, {SchemaValidationError} from 'ky';
import {z} from 'zod';

const userSchema = z.object({name: z.string()});

try {
    const user = await ky('/api/user').json(userSchema);
    console.log(user.name);
} catch (error) {
    if (error instanceof SchemaValidationError) {
        console.error(error.issues);
    }
}
```
*/
class SchemaValidationError extends Error {
    name = 'SchemaValidationError';
    issues;
    constructor(issues) {
        super('Response schema validation failed');
        this.issues = issues;
    }
}
//# sourceMappingURL=SchemaValidationError.js.map
// EXTERNAL MODULE: ./node_modules/ky/distribution/errors/TimeoutError.js
var TimeoutError = __webpack_require__(1625);
;// CONCATENATED MODULE: ./node_modules/ky/distribution/core/constants.js
const supportsRequestStreams = (() => {
    let duplexAccessed = false;
    let hasContentType = false;
    const supportsReadableStream = typeof globalThis.ReadableStream === 'function';
    const supportsRequest = typeof globalThis.Request === 'function';
    if (supportsReadableStream && supportsRequest) {
        try {
            hasContentType = new globalThis.Request('https://empty.invalid', {
                body: new globalThis.ReadableStream(),
                method: 'POST',
                // @ts-expect-error - Types are outdated.
                get duplex() {
                    duplexAccessed = true;
                    return 'half';
                },
            }).headers.has('Content-Type');
        }
        catch (error) {
            // QQBrowser on iOS throws "unsupported BodyInit type" error (see issue #581)
            if (error instanceof Error && error.message === 'unsupported BodyInit type') {
                return false;
            }
            throw error;
        }
    }
    return duplexAccessed && !hasContentType;
})();
const supportsAbortController = typeof globalThis.AbortController === 'function';
const supportsAbortSignal = typeof globalThis.AbortSignal === 'function' && typeof globalThis.AbortSignal.any === 'function';
const supportsResponseStreams = typeof globalThis.ReadableStream === 'function';
const supportsFormData = typeof globalThis.FormData === 'function';
const requestMethods = ['get', 'post', 'put', 'patch', 'head', 'delete', 'query'];
const validate = () => undefined;
validate();
const responseTypes = {
    json: 'application/json',
    text: 'text/*',
    formData: 'multipart/form-data',
    arrayBuffer: '*/*',
    blob: '*/*',
    // Supported in modern Fetch implementations (for example, browsers and recent Node.js/undici).
    // We still feature-check at runtime before exposing the shortcut.
    bytes: '*/*',
};
// The maximum value of a 32bit int (see issue #117)
const maxSafeTimeout = 2_147_483_647;
// Size in bytes of a typical form boundary (e.g., '------WebKitFormBoundaryaxpyiPgbbPti10Rw'), used to help estimate upload size
const usualFormBoundarySize = 40;
/**
Symbol that can be returned by a `beforeRetry` hook to stop retrying without throwing an error.
*/
const stop = Symbol('stop');
/**
Marker returned by `ky.retry()` to signal a forced retry from `afterResponse` hooks.
*/
class RetryMarker {
    options;
    constructor(options) {
        this.options = options;
    }
}
/**
Force a retry from an `afterResponse` hook.

This allows you to retry a request based on the response content, even if the response has a successful status code. The retry will respect the `retry.limit` option and skip the `shouldRetry` check. The forced retry is observable in `beforeRetry` hooks, where the error will be a `ForceRetryError`.

@param options - Optional configuration for the retry.

@example
```
import ky, {isForceRetryError} from 'ky';

const api = ky.extend({
    hooks: {
        afterResponse: [
            async ({request, response}) => {
                // Retry based on response body content
                if (response.status === 200) {
                    const data = await response.json();

                    // Simple retry with default delay
                    if (data.error?.code === 'TEMPORARY_ERROR') {
                        return ky.retry();
                    }

                    // Retry with custom delay from API response
                    if (data.error?.code === 'RATE_LIMIT') {
                        return ky.retry({
                            delay: data.error.retryAfter * 1000,
                            code: 'RATE_LIMIT'
                        });
                    }

                    // Retry with a modified request (e.g., fallback endpoint)
                    if (data.error?.code === 'FALLBACK_TO_BACKUP') {
                        return ky.retry({
                            request: new Request('https://backup-api.com/endpoint', {
                                method: request.method,
                                headers: request.headers,
                            }),
                            code: 'BACKUP_ENDPOINT'
                        });
                    }

                    // Retry with refreshed authentication
                    if (data.error?.code === 'TOKEN_REFRESH' && data.newToken) {
                        return ky.retry({
                            request: new Request(request, {
                                headers: {
                                    ...Object.fromEntries(request.headers),
                                    'Authorization': `Bearer ${data.newToken}`
                                }
                            }),
                            code: 'TOKEN_REFRESHED'
                        });
                    }

                    // Retry with cause to preserve error chain
                    try {
                        validateResponse(data);
                    } catch (error) {
                        return ky.retry({
                            code: 'VALIDATION_FAILED',
                            cause: error
                        });
                    }
                }
            }
        ],
        beforeRetry: [
            ({error, retryCount}) => {
                // Observable in beforeRetry hooks
                if (isForceRetryError(error)) {
                    console.log(`Forced retry #${retryCount}: ${error.message}`);
                    // Example output: "Forced retry #1: Forced retry: RATE_LIMIT"
                }
            }
        ]
    }
});

const response = await api.get('https://example.com/api');
```
*/
const retry = (options) => new RetryMarker(options);
const kyOptionKeys = {
    json: true,
    parseJson: true,
    stringifyJson: true,
    searchParams: true,
    baseUrl: true,
    prefix: true,
    retry: true,
    timeout: true,
    totalTimeout: true,
    hooks: true,
    throwHttpErrors: true,
    onDownloadProgress: true,
    onUploadProgress: true,
    fetch: true,
    context: true,
};
// Standard RequestInit options that should NOT be passed separately to fetch()
// because they're already applied to the Request object.
// Note: `dispatcher` and `priority` are NOT included here - they're fetch-only
// options that the Request constructor doesn't accept, so they need to be passed
// separately to fetch().
const requestOptionsRegistry = {
    method: true,
    headers: true,
    body: true,
    mode: true,
    credentials: true,
    cache: true,
    redirect: true,
    referrer: true,
    referrerPolicy: true,
    integrity: true,
    keepalive: true,
    signal: true,
    window: true,
    duplex: true,
};
//# sourceMappingURL=constants.js.map
;// CONCATENATED MODULE: ./node_modules/ky/distribution/utils/body.js

const encoder = new TextEncoder();
// eslint-disable-next-line @typescript-eslint/no-restricted-types
const getBodySize = (body) => {
    if (!body) {
        return 0;
    }
    if (body instanceof FormData) {
        // This is an approximation, as FormData size calculation is not straightforward
        let size = 0;
        for (const [key, value] of body) {
            size += usualFormBoundarySize;
            size += encoder.encode(`Content-Disposition: form-data; name="${key}"`).byteLength;
            size += typeof value === 'string'
                ? encoder.encode(value).byteLength
                : value.size;
        }
        return size;
    }
    if (body instanceof Blob) {
        return body.size;
    }
    if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) {
        return body.byteLength;
    }
    if (typeof body === 'string') {
        return encoder.encode(body).byteLength;
    }
    if (body instanceof URLSearchParams) {
        return encoder.encode(body.toString()).byteLength;
    }
    return 0;
};
const withProgress = (stream, totalBytes, onProgress) => {
    let previousChunk;
    let transferredBytes = 0;
    return stream.pipeThrough(new TransformStream({
        transform(currentChunk, controller) {
            controller.enqueue(currentChunk);
            if (previousChunk) {
                transferredBytes += previousChunk.byteLength;
                let percent = totalBytes === 0 ? 0 : transferredBytes / totalBytes;
                // Avoid reporting 100% progress before the stream is actually finished (in case totalBytes is inaccurate)
                if (percent >= 1) {
                    // Epsilon is used here to get as close as possible to 100% without reaching it.
                    // If we were to use 0.99 here, percent could potentially go backwards.
                    percent = 1 - Number.EPSILON;
                }
                onProgress?.({ percent, totalBytes: Math.max(totalBytes, transferredBytes), transferredBytes }, previousChunk);
            }
            previousChunk = currentChunk;
        },
        flush() {
            const finalChunk = previousChunk ?? new Uint8Array();
            transferredBytes += finalChunk.byteLength;
            onProgress?.({ percent: 1, totalBytes: Math.max(totalBytes, transferredBytes), transferredBytes }, finalChunk);
        },
    }));
};
const streamResponse = (response, onDownloadProgress) => {
    if (!response.body) {
        return response;
    }
    const responseInit = {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
    };
    if (response.status === 204) {
        return new Response(null, responseInit);
    }
    const totalBytes = Math.max(0, Number(response.headers.get('content-length')) || 0);
    return new Response(withProgress(response.body, totalBytes, onDownloadProgress), responseInit);
};
// eslint-disable-next-line @typescript-eslint/no-restricted-types
const streamRequest = (request, onUploadProgress, originalBody) => {
    if (!request.body) {
        return request;
    }
    // Use original body for size calculation since request.body is already a stream
    const totalBytes = getBodySize(originalBody ?? request.body);
    return new Request(request, {
        // @ts-expect-error - Types are outdated.
        duplex: 'half',
        body: withProgress(request.body, totalBytes, onUploadProgress),
    });
};
//# sourceMappingURL=body.js.map
;// CONCATENATED MODULE: ./node_modules/ky/distribution/utils/is.js
// eslint-disable-next-line @typescript-eslint/no-restricted-types
const isObject = (value) => value !== null && typeof value === 'object';
//# sourceMappingURL=is.js.map
;// CONCATENATED MODULE: ./node_modules/ky/distribution/utils/merge.js


const replaceSymbol = Symbol('replaceOption');
const getReplaceState = (value) => isObject(value) && value[replaceSymbol] === true
    ? {
        isReplace: true,
        value: value.value,
    }
    : {
        isReplace: false,
        value,
    };
/**
Wraps a value so that `ky.extend()` will replace the parent value instead of merging with it. Works with hooks, headers, search parameters, context, and any other deep-merged option.

By default, `.extend()` deep-merges options with the parent instance: hooks get appended, headers get merged, and search parameters get accumulated. Use `replaceOption` when you want to fully replace a merged property instead.

@example
```
import ky, {replaceOption} from 'ky';

const base = ky.create({
    hooks: {beforeRequest: [addAuth, addTracking]},
});

// Replaces instead of appending
const extended = base.extend({
    hooks: replaceOption({beforeRequest: [onlyThis]}),
});
// hooks.beforeRequest is now [onlyThis], not [addAuth, addTracking, onlyThis]
```
*/
const replaceOption = (value) => {
    const markedValue = { [replaceSymbol]: true, value };
    return markedValue;
};
const validateAndMerge = (...sources) => {
    for (const source of sources) {
        if ((!isObject(source) || Array.isArray(source)) && source !== undefined) {
            throw new TypeError('The `options` argument must be an object');
        }
    }
    return deepMerge({}, ...sources);
};
const mergeHeaders = (source1 = {}, source2 = {}) => {
    const result = new globalThis.Headers(source1);
    const isHeadersInstance = source2 instanceof globalThis.Headers;
    const source = new globalThis.Headers(source2);
    for (const [key, value] of source.entries()) {
        if ((isHeadersInstance && value === 'undefined') || value === undefined) {
            result.delete(key);
        }
        else {
            result.set(key, value);
        }
    }
    return result;
};
const isPlainObject = (value) => {
    if (!isObject(value) || Array.isArray(value)) {
        return false;
    }
    const prototype = Object.getPrototypeOf(value);
    return prototype === Object.prototype || prototype === null;
};
const cloneShallow = (value) => {
    if (value instanceof URLSearchParams) {
        const copy = new URLSearchParams(value);
        const deleted = value[deletedParametersSymbol];
        if (deleted) {
            // Preserve internal deletion markers so init-hook cloning does not resurrect params removed during option merging.
            copy[deletedParametersSymbol] = new Set(deleted);
        }
        return copy;
    }
    if (value instanceof globalThis.Headers) {
        return new globalThis.Headers(value);
    }
    if (Array.isArray(value)) {
        return [...value];
    }
    if (isPlainObject(value)) {
        const copy = { ...value };
        return copy;
    }
    return value;
};
const normalizeHeaderObject = (headers) => Object.fromEntries(Object.entries(headers).filter((entry) => entry[1] !== undefined));
const mergeHeaderContainers = (source1, source2) => {
    if (isPlainObject(source1) && isPlainObject(source2)) {
        return normalizeHeaderObject({ ...source1, ...source2 });
    }
    return mergeHeaders(source1, source2);
};
function newHookValue(original, incoming, property) {
    return (Object.hasOwn(incoming, property) && incoming[property] === undefined)
        ? []
        : deepMerge(original[property] ?? [], incoming[property] ?? []);
}
const mergeHooks = (original = {}, incoming = {}) => ({
    init: newHookValue(original, incoming, 'init'),
    beforeRequest: newHookValue(original, incoming, 'beforeRequest'),
    beforeRetry: newHookValue(original, incoming, 'beforeRetry'),
    beforeError: newHookValue(original, incoming, 'beforeError'),
    afterResponse: newHookValue(original, incoming, 'afterResponse'),
});
const deletedParametersSymbol = Symbol('deletedParameters');
const appendSearchParameters = (target, source) => {
    const result = new URLSearchParams();
    const deleted = new Set();
    for (const input of [target, source]) {
        if (input === undefined) {
            continue;
        }
        if (input instanceof URLSearchParams) {
            for (const [key, value] of input.entries()) {
                result.append(key, value);
                deleted.delete(key);
            }
            const inputDeleted = input[deletedParametersSymbol];
            if (inputDeleted) {
                for (const key of inputDeleted) {
                    result.delete(key);
                    deleted.add(key);
                }
            }
        }
        else if (Array.isArray(input)) {
            for (const pair of input) {
                if (!Array.isArray(pair) || pair.length !== 2) {
                    throw new TypeError('Array search parameters must be provided in [[key, value], ...] format');
                }
                result.append(String(pair[0]), String(pair[1]));
                deleted.delete(String(pair[0]));
            }
        }
        else if (isObject(input)) {
            for (const [key, value] of Object.entries(input)) {
                if (value === undefined) {
                    result.delete(key);
                    deleted.add(key);
                }
                else {
                    result.append(key, String(value));
                    deleted.delete(key);
                }
            }
        }
        else {
            // String
            const parameters = new URLSearchParams(input);
            for (const [key, value] of parameters.entries()) {
                result.append(key, value);
                deleted.delete(key);
            }
        }
    }
    if (deleted.size > 0) {
        result[deletedParametersSymbol] = deleted;
    }
    return result;
};
// TODO: Make this strongly-typed (no `any`).
const deepMergeInternal = (isRoot, ...sources) => {
    let returnValue = {};
    let headers = {};
    let hooks = {};
    let searchParameters;
    const signals = [];
    for (const source of sources) {
        if (Array.isArray(source)) {
            if (!Array.isArray(returnValue)) {
                returnValue = [];
            }
            returnValue = [...returnValue, ...source];
        }
        else if (isObject(source)) {
            for (let [key, value] of Object.entries(source)) {
                const replaceState = getReplaceState(value);
                const { isReplace } = replaceState;
                value = replaceState.value;
                const isRootSignal = isRoot && key === 'signal';
                if (isRootSignal && (isReplace || value === undefined)) {
                    signals.length = 0;
                }
                // Special handling for AbortSignal instances at the root options level
                if (isRootSignal && value instanceof globalThis.AbortSignal) {
                    signals.push(value);
                    continue;
                }
                // Special handling for context - shallow merge only
                if (key === 'context') {
                    if (value !== undefined && value !== null && (!isObject(value) || Array.isArray(value))) {
                        throw new TypeError('The `context` option must be an object');
                    }
                    // Shallow merge: always create a new object to prevent mutation bugs
                    returnValue = {
                        ...returnValue,
                        context: (value === undefined || value === null)
                            ? {}
                            : (isReplace
                                ? { ...value }
                                : { ...returnValue.context, ...value }),
                    };
                    continue;
                }
                // Special handling for searchParams
                if (key === 'searchParams') {
                    if (value === undefined || value === null) {
                        // Explicit undefined or null removes searchParams
                        searchParameters = undefined;
                    }
                    else if (isReplace) {
                        searchParameters = value;
                    }
                    else {
                        // First source: keep as-is to preserve type (string/object/URLSearchParams)
                        // Subsequent sources: merge and convert to URLSearchParams
                        searchParameters = searchParameters === undefined ? value : appendSearchParameters(searchParameters, value);
                    }
                    continue;
                }
                // `retry` accepts a number as shorthand for `{limit: number}`. Expand it before
                // merging so extending a numeric `retry` with an object keeps the limit instead
                // of dropping it (e.g. `ky.create({retry: 3}).extend({retry: {methods: ['get']}})`).
                // Scoped to the root options level so it never rewrites nested user data that
                // happens to contain a `retry` key (e.g. a `json` request body).
                if (isRoot && key === 'retry' && isObject(value) && !isReplace && typeof returnValue[key] === 'number') {
                    returnValue = { ...returnValue, [key]: { limit: returnValue[key] } };
                }
                if (isObject(value) && !isReplace && key in returnValue) {
                    value = deepMergeInternal(false, returnValue[key], value);
                }
                returnValue = { ...returnValue, [key]: value };
            }
            if (isObject(source.hooks)) {
                const { value: hookValue, isReplace } = getReplaceState(source.hooks);
                hooks = isReplace
                    ? mergeHooks({}, hookValue)
                    : mergeHooks(hooks, hookValue);
                returnValue.hooks = hooks;
            }
            if (isObject(source.headers)) {
                const { value: headerValue, isReplace } = getReplaceState(source.headers);
                headers = isReplace
                    ? cloneShallow(headerValue)
                    : mergeHeaderContainers(headers, headerValue);
                returnValue.headers = headers;
            }
        }
    }
    if (searchParameters !== undefined) {
        returnValue.searchParams = searchParameters;
    }
    if (signals.length > 0) {
        if (signals.length === 1) {
            returnValue.signal = signals[0];
        }
        else if (supportsAbortSignal) {
            returnValue.signal = AbortSignal.any(signals);
        }
        else {
            // When AbortSignal.any is not available, use the last signal
            // This maintains the previous behavior before signal merging was added
            // This can be removed when the `supportsAbortSignal` check is removed.
            returnValue.signal = signals.at(-1);
        }
    }
    return returnValue;
};
const deepMerge = (...sources) => deepMergeInternal(true, ...sources);
//# sourceMappingURL=merge.js.map
;// CONCATENATED MODULE: ./node_modules/ky/distribution/utils/normalize.js

const normalizeRequestMethod = (input) => requestMethods.includes(input) ? input.toUpperCase() : input;
const retryMethods = ['get', 'put', 'head', 'delete', 'options', 'trace', 'query'];
const retryStatusCodes = [408, 413, 429, 500, 502, 503, 504];
const retryAfterStatusCodes = [413, 429, 503];
const invalidRetryLimitErrorMessage = '`retry.limit` must be a finite, non-negative integer';
const defaultRetryOptions = {
    limit: 2,
    methods: retryMethods,
    statusCodes: retryStatusCodes,
    afterStatusCodes: retryAfterStatusCodes,
    maxRetryAfter: Number.POSITIVE_INFINITY,
    backoffLimit: Number.POSITIVE_INFINITY,
    delay: attemptCount => 0.3 * (2 ** (attemptCount - 1)) * 1000,
    jitter: undefined,
    retryOnTimeout: false,
};
const getDefaultRetryOptions = () => ({
    ...defaultRetryOptions,
    methods: [...defaultRetryOptions.methods],
    statusCodes: [...defaultRetryOptions.statusCodes],
    afterStatusCodes: [...defaultRetryOptions.afterStatusCodes],
});
/**
Normalizes an omitted retry limit or validates a supplied one.
*/
const normalizeRetryLimit = (retryLimit) => {
    if (retryLimit === undefined) {
        return defaultRetryOptions.limit;
    }
    if (typeof retryLimit !== 'number' || !Number.isInteger(retryLimit) || retryLimit < 0) {
        throw new TypeError(invalidRetryLimitErrorMessage);
    }
    return retryLimit;
};
const normalizeRetryOptions = (retry = {}) => {
    if (typeof retry === 'number') {
        return {
            ...getDefaultRetryOptions(),
            limit: normalizeRetryLimit(retry),
        };
    }
    if (retry === null || typeof retry !== 'object' || Array.isArray(retry)) {
        throw new TypeError('`retry` must be a number or an object');
    }
    const normalizedRetry = Object.fromEntries(Object.entries(retry).filter(([, value]) => value !== undefined));
    const retryLimit = normalizeRetryLimit(normalizedRetry.limit);
    if (normalizedRetry.methods !== undefined && !Array.isArray(normalizedRetry.methods)) {
        throw new Error('retry.methods must be an array');
    }
    if (normalizedRetry.statusCodes !== undefined && !Array.isArray(normalizedRetry.statusCodes)) {
        throw new Error('retry.statusCodes must be an array');
    }
    if (normalizedRetry.afterStatusCodes !== undefined && !Array.isArray(normalizedRetry.afterStatusCodes)) {
        throw new Error('retry.afterStatusCodes must be an array');
    }
    if (normalizedRetry.methods !== undefined) {
        normalizedRetry.methods = normalizedRetry.methods.map(method => method.toLowerCase());
    }
    if (normalizedRetry.statusCodes !== undefined) {
        normalizedRetry.statusCodes = [...normalizedRetry.statusCodes];
    }
    if (normalizedRetry.afterStatusCodes !== undefined) {
        normalizedRetry.afterStatusCodes = [...normalizedRetry.afterStatusCodes];
    }
    return {
        ...getDefaultRetryOptions(),
        ...normalizedRetry,
        limit: retryLimit,
    };
};
//# sourceMappingURL=normalize.js.map
;// CONCATENATED MODULE: ./node_modules/ky/distribution/utils/timeout.js

// `Promise.race()` workaround (#91)
async function timeout(request, init, abortController, options) {
    return new Promise((resolve, reject) => {
        const timeoutId = setTimeout(() => {
            if (abortController) {
                abortController.abort();
            }
            reject(new TimeoutError/* TimeoutError */.M(request));
        }, options.timeout);
        void options
            .fetch(request, init)
            .then(resolve)
            .catch(reject)
            .then(() => {
            clearTimeout(timeoutId);
        });
    });
}
//# sourceMappingURL=timeout.js.map
;// CONCATENATED MODULE: ./node_modules/ky/distribution/utils/delay.js
// https://github.com/sindresorhus/delay/tree/ab98ae8dfcb38e1593286c94d934e70d14a4e111
async function delay(ms, { signal }) {
    return new Promise((resolve, reject) => {
        if (signal) {
            signal.throwIfAborted();
            signal.addEventListener('abort', abortHandler, { once: true });
        }
        function abortHandler() {
            clearTimeout(timeoutId);
            reject(signal.reason);
        }
        const timeoutId = setTimeout(() => {
            signal?.removeEventListener('abort', abortHandler);
            resolve();
        }, ms);
    });
}
//# sourceMappingURL=delay.js.map
;// CONCATENATED MODULE: ./node_modules/ky/distribution/utils/options.js


const findUnknownOptions = (options) => {
    const unknownOptions = {};
    for (const key in options) {
        // Skip inherited properties
        if (!Object.hasOwn(options, key)) {
            continue;
        }
        // Forward every non-standard, non-Ky option to fetch().
        // We intentionally do not check whether the key also exists on `Request`, because some runtimes
        // patch `Request.prototype` with fetch-only extensions. For example, Next.js adds `next`, and the
        // old `key in request` heuristic dropped it unless Ky kept a special-case allowlist.
        // Passing all non-standard keys makes that allowlist unnecessary and preserves future fetch extensions too.
        if (!(key in requestOptionsRegistry) && !(key in kyOptionKeys)) {
            unknownOptions[key] = options[key];
        }
    }
    return unknownOptions;
};
const hasSearchParameters = (search) => {
    if (search === undefined) {
        return false;
    }
    // The `typeof array` still gives "object", so we need different checking for array.
    if (Array.isArray(search)) {
        return search.length > 0;
    }
    if (search instanceof URLSearchParams) {
        return search.size > 0 || Boolean(search[deletedParametersSymbol]?.size);
    }
    // Record
    if (typeof search === 'object') {
        return Object.keys(search).length > 0;
    }
    if (typeof search === 'string') {
        return search.trim().length > 0;
    }
    return Boolean(search);
};
//# sourceMappingURL=options.js.map
;// CONCATENATED MODULE: ./node_modules/ky/distribution/utils/is-network-error.js
// Inlined from https://github.com/sindresorhus/is-network-error v1.3.2
const objectToString = Object.prototype.toString;
const isError = (value) => objectToString.call(value) === '[object Error]';
const errorMessages = new Set([
    'network error', // Chrome
    'NetworkError when attempting to fetch resource.', // Firefox
    'The Internet connection appears to be offline.', // Safari 16
    'Network request failed', // `cross-fetch`
    'fetch failed', // Undici (Node.js)
    'terminated', // Undici (Node.js)
    ' A network error occurred.', // Bun (WebKit) - leading space is intentional
    'Network connection lost', // Cloudflare Workers (fetch)
]);
function isRawNetworkError(error) {
    const isValid = error
        && isError(error)
        && error.name === 'TypeError'
        && typeof error.message === 'string';
    if (!isValid) {
        return false;
    }
    const { message, stack } = error;
    // Safari 17+ has generic message but no stack for network errors
    if (message === 'Load failed' || (message.startsWith('Load failed (') && message.endsWith(')'))) {
        return stack === undefined
            // Sentry adds its own stack trace to the fetch error, so also check for that
            || '__sentry_captured__' in error;
    }
    // Deno network errors start with specific text
    if (message.startsWith('error sending request for url')) {
        return true;
    }
    // Chrome: exact "Failed to fetch" or with hostname: "Failed to fetch (example.com)"
    if (message === 'Failed to fetch' || (message.startsWith('Failed to fetch (') && message.endsWith(')'))) {
        return true;
    }
    // Standard network error messages
    return errorMessages.has(message);
}
//# sourceMappingURL=is-network-error.js.map
// EXTERNAL MODULE: ./node_modules/ky/distribution/utils/type-guards.js
var type_guards = __webpack_require__(3201);
;// CONCATENATED MODULE: ./node_modules/ky/distribution/core/retry-timing.js
// Older epoch-second values are indistinguishable from ordinary delay seconds, so timestamp compatibility only applies to current-era reset headers.
const timestampThreshold = Date.parse('2024-01-01');
const delayPattern = /^\d+$/;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// HTTP-date parsing is limited to IMF-fixdate and the two obsolete HTTP-date formats. Other date-like strings intentionally fall back to the normal retry delay.
const imfDatePattern = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const rfc850DatePattern = /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\d{2})-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const asctimeDatePattern = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{2}| \d) (\d{2}:\d{2}:\d{2}) (\d{4})$/;
const getRetryTimingHeader = (headers) => {
    const retryAfter = headers.get('Retry-After');
    if (retryAfter !== null) {
        return { value: retryAfter, allowTimestamp: false };
    }
    // Retry-After is authoritative when present. Only missing Retry-After falls through to rate-limit headers.
    const rateLimitReset = headers.get('RateLimit-Reset');
    if (rateLimitReset !== null) {
        return { value: rateLimitReset, allowTimestamp: true };
    }
    const rateLimitRetryAfter = headers.get('X-RateLimit-Retry-After'); // Symfony-based services
    if (rateLimitRetryAfter !== null) {
        return { value: rateLimitRetryAfter, allowTimestamp: false };
    }
    const rateLimitResetAlias = headers.get('X-RateLimit-Reset') // GitHub
        ?? headers.get('X-Rate-Limit-Reset'); // Twitter
    if (rateLimitResetAlias !== null) {
        return { value: rateLimitResetAlias, allowTimestamp: true };
    }
    return undefined;
};
const createTimestamp = ({ year, month, day, hours, minutes, seconds }) => {
    const monthIndex = months.indexOf(month);
    const dayNumber = Number(day);
    const hoursNumber = Number(hours);
    const minutesNumber = Number(minutes);
    const secondsNumber = Number(seconds);
    if (monthIndex === -1
        || hoursNumber > 23
        || minutesNumber > 59
        || secondsNumber > 60) {
        return undefined;
    }
    const normalizedSeconds = Math.min(secondsNumber, 59);
    const date = new Date(Date.UTC(year, monthIndex, dayNumber, hoursNumber, minutesNumber, normalizedSeconds));
    date.setUTCFullYear(year);
    const timestamp = date.getTime();
    // Date.UTC normalizes overflow, so round-trip the parts to reject invalid dates. A leap second is represented by parsing 60 as 59 and adding one second.
    if (date.getUTCFullYear() !== year
        || date.getUTCMonth() !== monthIndex
        || date.getUTCDate() !== dayNumber
        || date.getUTCHours() !== hoursNumber
        || date.getUTCMinutes() !== minutesNumber
        || date.getUTCSeconds() !== normalizedSeconds) {
        return undefined;
    }
    return secondsNumber === 60 ? timestamp + 1000 : timestamp;
};
const getCapture = (match, index) => match[index];
const parseDate = (value) => {
    const imfDate = imfDatePattern.exec(value);
    if (imfDate) {
        return createTimestamp({
            year: Number(getCapture(imfDate, 3)),
            month: getCapture(imfDate, 2),
            day: getCapture(imfDate, 1),
            hours: getCapture(imfDate, 4),
            minutes: getCapture(imfDate, 5),
            seconds: getCapture(imfDate, 6),
        });
    }
    const rfc850Date = rfc850DatePattern.exec(value);
    if (rfc850Date) {
        const now = new Date();
        const twoDigitYear = Number(getCapture(rfc850Date, 3));
        const currentCenturyYear = (Math.floor(now.getUTCFullYear() / 100) * 100) + twoDigitYear;
        const fiftyYearsFromNow = Date.UTC(now.getUTCFullYear() + 50, now.getUTCMonth(), now.getUTCDate(), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds());
        let timestamp;
        // RFC 9110 maps two-digit years to the latest matching century that is not more than 50 years in the future.
        for (const year of [
            currentCenturyYear - 100,
            currentCenturyYear,
            currentCenturyYear + 100,
        ]) {
            const candidateTimestamp = createTimestamp({
                year,
                month: getCapture(rfc850Date, 2),
                day: getCapture(rfc850Date, 1),
                hours: getCapture(rfc850Date, 4),
                minutes: getCapture(rfc850Date, 5),
                seconds: getCapture(rfc850Date, 6),
            });
            if (candidateTimestamp !== undefined
                && candidateTimestamp <= fiftyYearsFromNow) {
                timestamp = candidateTimestamp;
            }
        }
        return timestamp;
    }
    const asctimeDate = asctimeDatePattern.exec(value);
    if (asctimeDate) {
        const time = getCapture(asctimeDate, 4);
        const [hours, minutes, seconds] = time.split(':');
        return createTimestamp({
            year: Number(getCapture(asctimeDate, 5)),
            month: getCapture(asctimeDate, 2),
            day: getCapture(asctimeDate, 3).trim(),
            hours,
            minutes,
            seconds,
        });
    }
    return undefined;
};
const calculateRetryTimingDelay = ({ value, allowTimestamp }) => {
    if (delayPattern.test(value)) {
        let delay = Number(value) * 1000;
        // Standard Retry-After numbers are delay seconds. Timestamp compatibility only applies to reset headers.
        if (allowTimestamp
            && delay >= timestampThreshold) {
            delay -= Date.now();
        }
        return Math.max(0, delay);
    }
    const timestamp = parseDate(value);
    if (timestamp === undefined) {
        return undefined;
    }
    const delay = timestamp - Date.now();
    return Number.isFinite(delay) ? Math.max(0, delay) : undefined;
};
//# sourceMappingURL=retry-timing.js.map
;// CONCATENATED MODULE: ./node_modules/ky/distribution/core/Ky.js
















const maxErrorResponseBodySize = 10 * 1024 * 1024;
const prefixUrlRenamedErrorMessage = 'The `prefixUrl` option has been renamed `prefix` in v2 and enhanced to allow slashes in input. See also the new `baseUrl` option for improved flexibility with standard URL resolution: https://github.com/sindresorhus/ky#baseurl';
const timedOutResponseData = Symbol('timedOutResponseData');
const timedOutOperation = Symbol('timedOutOperation');
const createTextDecoder = (contentType) => {
    const match = /;\s*charset\s*=\s*(?:"([^"]+)"|([^;,\s]+))/i.exec(contentType);
    const charset = match?.[1] ?? match?.[2];
    if (charset) {
        try {
            return new TextDecoder(charset);
        }
        catch { }
    }
    return new TextDecoder();
};
const invalidSchemaMessage = 'The `schema` argument must follow the Standard Schema specification';
const cloneRetryOptions = (retry) => {
    if (retry === null || typeof retry !== 'object' || Array.isArray(retry)) {
        return retry;
    }
    const clonedRetry = { ...retry };
    // Clone nested arrays too so init hooks can mutate retry config without leaking state across requests.
    if (Array.isArray(clonedRetry.methods)) {
        clonedRetry.methods = [...clonedRetry.methods];
    }
    if (Array.isArray(clonedRetry.statusCodes)) {
        clonedRetry.statusCodes = [...clonedRetry.statusCodes];
    }
    if (Array.isArray(clonedRetry.afterStatusCodes)) {
        clonedRetry.afterStatusCodes = [...clonedRetry.afterStatusCodes];
    }
    return clonedRetry;
};
const Ky_objectToString = Object.prototype.toString;
const leadingC0ControlOrSpacePattern = /^[\0-\u0020]+/g;
const asciiTabOrNewLinePattern = /[\t\n\r]/g;
const schemePattern = /^[a-z][\d+.a-z-]*:/i;
const malformedHttpProtocolPattern = /^https?:(?!\/\/)/i;
const isRequestInstance = (value) => value instanceof globalThis.Request || Ky_objectToString.call(value) === '[object Request]';
// Accepted custom responses are treated as full Responses throughout Ky.
// If a custom fetch returns one, it must behave like a Response for cloning,
// body consumption, `json()` decoration, and any enabled stream features.
const isResponseInstance = (value) => value instanceof globalThis.Response || Ky_objectToString.call(value) === '[object Response]';
const isAbsoluteInput = (input) => schemePattern.test(input);
const normalizeInputForProtocolCheck = (input) => input.replaceAll(leadingC0ControlOrSpacePattern, '').replaceAll(asciiTabOrNewLinePattern, '');
const cloneSearchParametersForInitHook = (searchParameters) => {
    if (Array.isArray(searchParameters)) {
        return searchParameters.map(parameter => [...parameter]);
    }
    return cloneShallow(searchParameters);
};
// Shallow-clone mutable option properties so init hook mutations don't leak across requests.
function cloneInitHookOptions(options) {
    const clonedOptions = {
        ...options,
        json: cloneShallow(options.json),
        context: cloneShallow(options.context),
        headers: cloneShallow(options.headers),
        searchParams: cloneSearchParametersForInitHook(options.searchParams),
    };
    if (options.retry !== undefined) {
        clonedOptions.retry = cloneRetryOptions(options.retry);
    }
    return clonedOptions;
}
const validateJsonWithSchema = async (jsonValue, schema) => {
    if ((typeof schema !== 'object'
        && typeof schema !== 'function')
        || schema === null) {
        throw new TypeError(invalidSchemaMessage);
    }
    const standardSchema = schema['~standard'];
    if (typeof standardSchema !== 'object'
        || standardSchema === null
        || typeof standardSchema.validate !== 'function') {
        throw new TypeError(invalidSchemaMessage);
    }
    const validationResult = await standardSchema.validate(jsonValue);
    if (validationResult.issues) {
        throw new SchemaValidationError(validationResult.issues);
    }
    return validationResult.value;
};
class Ky {
    static create(input, options) {
        const initHooks = options.hooks?.init ?? [];
        const initHookOptions = initHooks.length > 0 ? cloneInitHookOptions(options) : options;
        for (const hook of initHooks) {
            hook(initHookOptions);
        }
        const ky = new Ky(input, initHookOptions);
        const function_ = async () => {
            if (typeof ky.#options.timeout === 'number' && ky.#options.timeout > maxSafeTimeout) {
                throw new RangeError(`The \`timeout\` option cannot be greater than ${maxSafeTimeout}`);
            }
            if (typeof ky.#options.totalTimeout === 'number' && ky.#options.totalTimeout > maxSafeTimeout) {
                throw new RangeError(`The \`totalTimeout\` option cannot be greater than ${maxSafeTimeout}`);
            }
            // Delay the fetch so that body method shortcuts can set the Accept header
            await Promise.resolve();
            const beforeRequestResponse = await ky.#runBeforeRequestHooks();
            if (beforeRequestResponse !== undefined) {
                ky.#retryLimit = normalizeRetryOptions(ky.#options.retry).limit;
            }
            let response = beforeRequestResponse ?? await ky.#retry(async () => ky.#fetch());
            let responseFromHook = beforeRequestResponse !== undefined
                || ky.#consumeReturnedResponseFromBeforeRetryHook();
            for (;;) {
                // `undefined` means a hook stopped the flow without providing a response.
                // Non-native Responses still continue through Ky if they pass `isResponseInstance()`.
                if (response === undefined) {
                    return response;
                }
                if (isResponseInstance(response)) {
                    try {
                        // eslint-disable-next-line no-await-in-loop
                        response = await ky.#runAfterResponseHooks(response);
                    }
                    catch (error) {
                        if (!(error instanceof ForceRetryError)) {
                            throw error;
                        }
                        // eslint-disable-next-line no-await-in-loop
                        const retriedResponse = await ky.#retryFromError(error, async () => ky.#fetch());
                        if (retriedResponse === undefined) {
                            return retriedResponse;
                        }
                        response = retriedResponse;
                        responseFromHook = ky.#consumeReturnedResponseFromBeforeRetryHook();
                        continue;
                    }
                }
                const currentResponse = response;
                // Opaque responses (`response.type === 'opaque'`) from `no-cors` requests always have `status: 0` and `ok: false`, but this is not a failure - the actual status is hidden by the browser.
                if (!currentResponse.ok && currentResponse.type !== 'opaque' && (typeof ky.#options.throwHttpErrors === 'function'
                    ? ky.#options.throwHttpErrors(currentResponse.status)
                    : ky.#options.throwHttpErrors)) {
                    // `request` must reflect the request that actually failed, but `options` stays as Ky's
                    // normalized options snapshot. Replacement `Request` instances do not preserve the
                    // original `BodyInit`, so trying to make `options` mirror arbitrary requests would be lossy.
                    const httpError = new HTTPError/* HTTPError */.H(currentResponse, ky.#getResponseRequest(currentResponse), ky.#getNormalizedOptions());
                    const errorToThrow = httpError;
                    // eslint-disable-next-line no-await-in-loop
                    httpError.data = await ky.#getResponseData(currentResponse);
                    if (responseFromHook) {
                        throw errorToThrow;
                    }
                    // eslint-disable-next-line no-await-in-loop
                    const retriedResponse = await ky.#retryFromError(httpError, async () => ky.#fetch());
                    if (retriedResponse === undefined) {
                        return retriedResponse;
                    }
                    response = retriedResponse;
                    responseFromHook = ky.#consumeReturnedResponseFromBeforeRetryHook();
                    continue;
                }
                break;
            }
            if (!isResponseInstance(response)) {
                return response;
            }
            ky.#decorateResponse(response);
            // If `onDownloadProgress` is passed, it uses the stream API internally
            if (ky.#options.onDownloadProgress) {
                if (typeof ky.#options.onDownloadProgress !== 'function') {
                    throw new TypeError('The `onDownloadProgress` option must be a function');
                }
                if (!supportsResponseStreams) {
                    throw new Error('Streams are not supported in your environment. `ReadableStream` is missing.');
                }
                const progressResponse = response.clone();
                ky.#cancelResponseBody(response);
                return streamResponse(progressResponse, ky.#options.onDownloadProgress);
            }
            return response;
        };
        const result = (async () => {
            try {
                return await function_();
            }
            catch (error) {
                await ky.#throwProcessedError(error);
            }
            finally {
                const originalRequest = ky.#originalRequest;
                // Ignore cancellation errors from already-locked or already-consumed streams.
                ky.#cancelBody(originalRequest?.body ?? undefined);
                // Only cancel the current request body if it's distinct from the original (i.e. it was cloned for retries).
                if (ky.request !== originalRequest) {
                    ky.#cancelBody(ky.request.body ?? undefined);
                }
            }
        })();
        for (const [type, mimeType] of Object.entries(responseTypes)) {
            // Only expose `.bytes()` when the environment implements it.
            if (type === 'bytes'
                && typeof globalThis.Response?.prototype?.bytes !== 'function') {
                continue;
            }
            result[type] = async (schema) => {
                // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
                ky.request.headers.set('accept', ky.request.headers.get('accept') || mimeType);
                const response = await result;
                if (type !== 'json') {
                    return ky.#raceBodyRead(async () => response[type](), response);
                }
                const text = await ky.#raceBodyRead(async () => response.text(), response);
                const request = ky.#getResponseRequest(response);
                const parsedResult = await ky.#raceWithTotalTimeout(async () => {
                    const jsonValue = initHookOptions.parseJson
                        ? await initHookOptions.parseJson(text, { request, response })
                        : (text === '' && schema !== undefined
                            ? undefined
                            : JSON.parse(text));
                    return schema === undefined ? jsonValue : validateJsonWithSchema(jsonValue, schema);
                });
                if (parsedResult === timedOutOperation) {
                    await ky.#throwProcessedError(new TimeoutError/* TimeoutError */.M(request));
                }
                return parsedResult;
            };
        }
        return result;
    }
    // eslint-disable-next-line unicorn/prevent-abbreviations
    static #normalizeSearchParams(searchParams) {
        // Filter out undefined values from plain objects
        if (searchParams && typeof searchParams === 'object' && !Array.isArray(searchParams) && !(searchParams instanceof URLSearchParams)) {
            return Object.fromEntries(Object.entries(searchParams).filter(([, value]) => value !== undefined));
        }
        return searchParams;
    }
    request;
    #abortController;
    #retryCount = 0;
    #retryLimit;
    #input;
    #options;
    #originalRequest;
    #userProvidedAbortSignal;
    #beforeRetryHookErrors = new WeakSet();
    #cachedNormalizedOptions;
    #startTime;
    #returnedResponseFromBeforeRetryHook = false;
    #responseRequests = new WeakMap();
    // eslint-disable-next-line complexity
    constructor(input, options = {}) {
        this.#input = input;
        if (Object.hasOwn(options, 'prefixUrl')) {
            throw new Error(prefixUrlRenamedErrorMessage);
        }
        this.#options = {
            ...options,
            headers: mergeHeaders(this.#input.headers, options.headers),
            hooks: mergeHooks({}, options.hooks),
            method: normalizeRequestMethod(options.method ?? this.#input.method ?? 'GET'),
            // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
            prefix: String(options.prefix || ''),
            retry: normalizeRetryOptions(options.retry),
            throwHttpErrors: options.throwHttpErrors ?? true,
            timeout: options.timeout ?? 10_000,
            totalTimeout: options.totalTimeout ?? false,
            fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
            context: options.context ?? {},
        };
        this.#retryLimit = this.#options.retry.limit;
        if (typeof this.#input !== 'string' && !(this.#input instanceof URL || this.#input instanceof globalThis.Request)) {
            throw new TypeError('`input` must be a string, URL, or Request');
        }
        if (typeof this.#input === 'string') {
            if (this.#options.prefix) {
                const normalizedPrefix = this.#options.prefix.replace(/\/+$/, '');
                const normalizedInput = this.#input.replace(/^\/+/, '');
                this.#input = `${normalizedPrefix}/${normalizedInput}`;
            }
            if (this.#options.baseUrl) {
                const normalizedInput = normalizeInputForProtocolCheck(this.#input);
                if (malformedHttpProtocolPattern.test(normalizedInput)) {
                    throw new TypeError('`input` url protocol must be followed by `//` when using `baseUrl`');
                }
                if (!isAbsoluteInput(normalizedInput)) {
                    this.#input = new URL(this.#input, (new Request(this.#options.baseUrl)).url);
                }
            }
        }
        if (supportsAbortController && supportsAbortSignal) {
            this.#userProvidedAbortSignal = this.#options.signal ?? this.#input.signal;
            this.#abortController = new globalThis.AbortController();
            this.#options.signal = this.#createManagedSignal();
        }
        if (supportsRequestStreams) {
            // @ts-expect-error - Types are outdated.
            this.#options.duplex = 'half';
        }
        if (this.#options.json !== undefined) {
            this.#options.body = this.#options.stringifyJson?.(this.#options.json) ?? JSON.stringify(this.#options.json);
            this.#options.headers.set('content-type', this.#options.headers.get('content-type') ?? 'application/json');
        }
        // To provide correct form boundary, Content-Type header should be deleted when creating Request from another Request with FormData/URLSearchParams body
        // Only delete if user didn't explicitly provide a custom content-type
        const userProvidedContentType = options.headers && new globalThis.Headers(options.headers).has('content-type');
        if (this.#input instanceof globalThis.Request
            && ((supportsFormData && this.#options.body instanceof globalThis.FormData) || this.#options.body instanceof URLSearchParams)
            && !userProvidedContentType) {
            this.#options.headers.delete('content-type');
        }
        this.request = new globalThis.Request(this.#input, this.#options);
        if (hasSearchParameters(this.#options.searchParams)) {
            const url = new URL(this.request.url);
            const deleted = this.#options.searchParams?.[deletedParametersSymbol];
            if (deleted) {
                // Remove keys from the input URL first so later searchParams entries can intentionally re-add them.
                for (const key of deleted) {
                    url.searchParams.delete(key);
                }
            }
            if (typeof this.#options.searchParams === 'string') {
                const stringSearchParameters = this.#options.searchParams.replace(/^\?/, '');
                if (stringSearchParameters !== '') {
                    url.search = url.search ? `${url.search}&${stringSearchParameters}` : `?${stringSearchParameters}`;
                }
            }
            else {
                const optionsSearchParameters = new URLSearchParams(Ky.#normalizeSearchParams(this.#options.searchParams));
                for (const [key, value] of optionsSearchParameters.entries()) {
                    url.searchParams.append(key, value);
                }
            }
            if (this.#options.searchParams
                && typeof this.#options.searchParams === 'object'
                && !Array.isArray(this.#options.searchParams)
                && !(this.#options.searchParams instanceof URLSearchParams)) {
                for (const [key, value] of Object.entries(this.#options.searchParams)) {
                    if (value === undefined) {
                        url.searchParams.delete(key);
                    }
                }
            }
            // Recreate request with the updated URL. We already have all options in this.#options, including duplex.
            this.request = new globalThis.Request(url, this.#options);
        }
        if (this.#options.onUploadProgress && typeof this.#options.onUploadProgress !== 'function') {
            throw new TypeError('The `onUploadProgress` option must be a function');
        }
        // `totalTimeout` starts when the request pipeline is created, so it also includes
        // Ky's internal scheduling and user hook time before the first fetch attempt.
        this.#startTime = typeof this.#options.totalTimeout === 'number' ? this.#getCurrentTime() : undefined;
    }
    #calculateDelay(retry) {
        const retryDelay = retry.delay(this.#retryCount + 1);
        let jitteredDelay = retryDelay;
        if (retry.jitter === true) {
            jitteredDelay = Math.random() * retryDelay;
        }
        else if (typeof retry.jitter === 'function') {
            jitteredDelay = retry.jitter(retryDelay);
            if (!Number.isFinite(jitteredDelay) || jitteredDelay < 0) {
                jitteredDelay = retryDelay;
            }
        }
        return Math.min(retry.backoffLimit, jitteredDelay);
    }
    async #calculateRetryDelay(error) {
        const retry = normalizeRetryOptions(this.#options.retry);
        if (this.#retryCount >= Math.min(retry.limit, this.#retryLimit)) {
            throw error;
        }
        // Wrap non-Error throws to ensure consistent error handling
        const errorObject = error instanceof Error ? error : new NonError(error);
        // Handle forced retry from afterResponse hook - skip method check and shouldRetry
        if (errorObject instanceof ForceRetryError) {
            return errorObject.customDelay ?? this.#calculateDelay(retry);
        }
        // Check if method is retriable for non-forced retries
        if (!retry.methods.includes(this.request.method.toLowerCase())) {
            throw error;
        }
        const { shouldRetry } = retry;
        if (shouldRetry !== undefined) {
            const result = await this.#raceWithTotalTimeout(async () => shouldRetry({ error: errorObject, retryCount: this.#retryCount + 1 }));
            if (result === timedOutOperation) {
                throw new TimeoutError/* TimeoutError */.M(this.request);
            }
            // Only exact booleans override the default retry checks.
            if (result === false) {
                throw error;
            }
            if (result === true) {
                return this.#calculateDelay(retry);
            }
        }
        // Default timeout behavior
        if ((0,type_guards/* isTimeoutError */.c8)(error)) {
            if (!retry.retryOnTimeout) {
                throw error;
            }
            return this.#calculateDelay(retry);
        }
        if ((0,type_guards/* isHTTPError */.nr)(error)) {
            if (!retry.statusCodes.includes(error.response.status)) {
                throw error;
            }
            const retryTimingHeader = getRetryTimingHeader(error.response.headers);
            if (retryTimingHeader && retry.afterStatusCodes.includes(error.response.status)) {
                const after = calculateRetryTimingDelay(retryTimingHeader);
                if (after === undefined) {
                    // Malformed retry timing headers should not disable retries; they only lose their server-provided timing.
                    return this.#calculateDelay(retry);
                }
                // Don't apply jitter when server provides explicit retry timing
                return Math.min(retry.maxRetryAfter, after);
            }
            if (error.response.status === 413) {
                throw error;
            }
            return this.#calculateDelay(retry);
        }
        // Only retry known retriable error types. Unknown errors (e.g., programming bugs) are not retried.
        if (!(0,type_guards/* isNetworkError */.TX)(error)) {
            throw error;
        }
        return this.#calculateDelay(retry);
    }
    #decorateResponse(response) {
        const request = this.#getResponseRequest(response);
        if (this.#options.parseJson) {
            response.json = async () => {
                const text = await response.text();
                return this.#options.parseJson(text, { request, response });
            };
        }
        return response;
    }
    async #throwProcessedError(error) {
        // Non-Error throws (e.g., thrown strings) pass through unchanged
        if (!(error instanceof Error)) {
            throw error;
        }
        // Errors thrown by beforeRetry hooks must propagate unchanged.
        if (this.#beforeRetryHookErrors.has(error)) {
            throw error;
        }
        let processedError = error;
        for (const hook of this.#options.hooks.beforeError) {
            // `request` is the current failing request. `options` intentionally remains the
            // stable normalized Ky options snapshot for the same reason as `HTTPError` above.
            // eslint-disable-next-line no-await-in-loop
            const hookResult = await hook({
                request: this.request,
                options: this.#getNormalizedOptions(),
                error: processedError,
                retryCount: this.#retryCount,
            });
            // Only overwrite if the hook returns a valid Error instance.
            if (hookResult instanceof Error) {
                processedError = hookResult;
            }
        }
        throw processedError;
    }
    async #getResponseData(response) {
        // Even with request timeouts disabled, bound error-body reads so retries and error propagation
        // cannot be stalled indefinitely by never-ending response streams.
        const readTimeout = this.#getErrorDataTimeout();
        const text = await this.#readResponseText(response, readTimeout.milliseconds);
        if (text === timedOutResponseData) {
            if (readTimeout.fromTotalTimeout) {
                throw new TimeoutError/* TimeoutError */.M(this.request);
            }
            this.#throwIfTotalTimeoutExhausted();
            return undefined;
        }
        if (!text) {
            return undefined;
        }
        if (!this.#isJsonContentType(response.headers.get('content-type') ?? '')) {
            return text;
        }
        const parseTimeout = this.#getErrorDataTimeout();
        const data = await this.#parseJson(text, response, parseTimeout.milliseconds, this.#getResponseRequest(response));
        if (data === timedOutResponseData) {
            if (parseTimeout.fromTotalTimeout) {
                throw new TimeoutError/* TimeoutError */.M(this.request);
            }
            this.#throwIfTotalTimeoutExhausted();
            return undefined;
        }
        return data;
    }
    #getErrorDataTimeout() {
        const errorDataTimeout = this.#options.timeout === false ? 10_000 : this.#options.timeout;
        const remainingTotal = this.#getRemainingTotalTimeout();
        if (remainingTotal === undefined) {
            return {
                milliseconds: errorDataTimeout,
                fromTotalTimeout: false,
            };
        }
        if (remainingTotal <= 0) {
            throw new TimeoutError/* TimeoutError */.M(this.request);
        }
        return {
            milliseconds: Math.min(errorDataTimeout, remainingTotal),
            fromTotalTimeout: remainingTotal <= errorDataTimeout,
        };
    }
    #getBodyReadTimeout() {
        const remainingTotal = this.#getRemainingTotalTimeout();
        if (remainingTotal !== undefined) {
            if (remainingTotal <= 0) {
                throw new TimeoutError/* TimeoutError */.M(this.request);
            }
            return this.#options.timeout === false
                ? remainingTotal
                : Math.min(this.#options.timeout, remainingTotal);
        }
        return this.#options.timeout === false ? undefined : this.#options.timeout;
    }
    // Unlike error bodies (`#getResponseData`), a successful body read has no fallback value to return -
    // the caller's `.json()`/`.text()`/etc. promise must settle, so a timeout here always rejects.
    async #raceBodyRead(createBodyPromise, response) {
        let timeoutMs;
        try {
            timeoutMs = this.#getBodyReadTimeout();
        }
        catch (error) {
            await this.#throwProcessedError(error);
        }
        const bodyPromise = createBodyPromise();
        if (timeoutMs === undefined) {
            return bodyPromise;
        }
        const result = await Promise.race([
            bodyPromise,
            new Promise(resolve => {
                const timeoutId = setTimeout(() => {
                    resolve(timedOutResponseData);
                }, timeoutMs);
                void bodyPromise.finally(() => {
                    clearTimeout(timeoutId);
                }).catch(() => undefined);
            }),
        ]);
        if (result === timedOutResponseData) {
            // The stream is locked by the native body method's own reader by this point, so
            // `response.body.cancel()` would reject as "already locked". Aborting the request's
            // signal is what actually interrupts the underlying network read.
            this.#abortController?.abort();
            await this.#throwProcessedError(new TimeoutError/* TimeoutError */.M(this.#getResponseRequest(response)));
        }
        return result;
    }
    async #raceWithTotalTimeout(operation) {
        const remainingTotal = this.#getRemainingTotalTimeout();
        if (remainingTotal === undefined) {
            return operation();
        }
        if (remainingTotal <= 0) {
            this.#abortController?.abort();
            return timedOutOperation;
        }
        let timeoutId;
        try {
            const timeoutPromise = new Promise(resolve => {
                timeoutId = setTimeout(() => {
                    resolve(timedOutOperation);
                }, remainingTotal);
            });
            const operationResult = Promise.resolve()
                .then(operation)
                .then(value => ({ status: 'fulfilled', value }))
                .catch((error) => ({ status: 'rejected', error }));
            const result = await Promise.race([operationResult, timeoutPromise]);
            const remainingAfterOperation = this.#getRemainingTotalTimeout();
            const didTimeOut = result === timedOutOperation || (remainingAfterOperation !== undefined && remainingAfterOperation <= 0);
            if (didTimeOut) {
                this.#abortController?.abort();
                if (result === timedOutOperation) {
                    void operationResult.then(result => {
                        if (result.status === 'fulfilled') {
                            this.#cancelReturnedBody(result.value);
                        }
                    });
                }
                else if (result.status === 'fulfilled') {
                    this.#cancelReturnedBody(result.value);
                }
                return timedOutOperation;
            }
            if (result.status === 'rejected') {
                throw result.error;
            }
            return result.value;
        }
        finally {
            clearTimeout(timeoutId);
        }
    }
    #isJsonContentType(contentType) {
        // Match JSON subtypes like `json`, `problem+json`, and `vnd.api+json`.
        const mimeType = (contentType.split(';', 1)[0] ?? '').trim().toLowerCase();
        return /\/(?:.*[.+-])?json$/.test(mimeType);
    }
    async #readResponseText(response, timeoutMs) {
        const { body } = response;
        if (!body) {
            try {
                return await response.text();
            }
            catch {
                return undefined;
            }
        }
        let reader;
        try {
            reader = body.getReader();
        }
        catch {
            // Another consumer already locked the stream.
            return undefined;
        }
        const decoder = createTextDecoder(response.headers.get('content-type') ?? '');
        const chunks = [];
        let totalBytes = 0;
        const readAll = (async () => {
            try {
                for (;;) {
                    // eslint-disable-next-line no-await-in-loop
                    const { done, value } = await reader.read();
                    if (done) {
                        break;
                    }
                    totalBytes += value.byteLength;
                    if (totalBytes > maxErrorResponseBodySize) {
                        void reader.cancel().catch(() => undefined);
                        return undefined;
                    }
                    chunks.push(decoder.decode(value, { stream: true }));
                }
            }
            catch {
                return undefined;
            }
            chunks.push(decoder.decode());
            return chunks.join('');
        })();
        const timeoutPromise = new Promise(resolve => {
            const timeoutId = setTimeout(() => {
                resolve(timedOutResponseData);
            }, timeoutMs);
            void readAll.finally(() => {
                clearTimeout(timeoutId);
            });
        });
        const result = await Promise.race([readAll, timeoutPromise]);
        if (result === timedOutResponseData) {
            void reader.cancel().catch(() => undefined);
        }
        return result;
    }
    async #parseJson(text, response, timeoutMs, request) {
        let timeoutId;
        try {
            return await Promise.race([
                Promise.resolve().then(() => this.#options.parseJson
                    ? this.#options.parseJson(text, { request, response })
                    : JSON.parse(text)),
                new Promise(resolve => {
                    timeoutId = setTimeout(() => {
                        resolve(timedOutResponseData);
                    }, timeoutMs);
                }),
            ]);
        }
        catch {
            return undefined;
        }
        finally {
            clearTimeout(timeoutId);
        }
    }
    #cancelBody(body) {
        if (!body) {
            return;
        }
        // Ignore cancellation failures from already-locked or already-consumed streams.
        void body.cancel().catch(() => undefined);
    }
    #cancelResponseBody(response) {
        // Ignore cancellation failures from already-locked or already-consumed streams.
        this.#cancelBody(response.body ?? undefined);
    }
    #cancelReturnedBody(value) {
        if (isResponseInstance(value)) {
            this.#cancelResponseBody(value);
        }
        else if (isRequestInstance(value)) {
            this.#cancelBody(value.body ?? undefined);
        }
    }
    #createManagedSignal() {
        return this.#userProvidedAbortSignal
            ? AbortSignal.any([this.#userProvidedAbortSignal, this.#abortController.signal])
            : this.#abortController.signal;
    }
    #throwIfTotalTimeoutExhausted() {
        const remaining = this.#getRemainingTotalTimeout();
        if (remaining !== undefined && remaining <= 0) {
            throw new TimeoutError/* TimeoutError */.M(this.request);
        }
    }
    async #runBeforeRequestHooks() {
        for (const hook of this.#options.hooks.beforeRequest) {
            // eslint-disable-next-line no-await-in-loop
            const result = await this.#raceWithTotalTimeout(async () => hook({
                request: this.request,
                options: this.#getNormalizedOptions(),
                retryCount: 0,
            }));
            if (result === timedOutOperation) {
                throw new TimeoutError/* TimeoutError */.M(this.request);
            }
            if (isRequestInstance(result)) {
                this.#assignRequest(result);
            }
            else if (isResponseInstance(result)) {
                return result;
            }
        }
        return undefined;
    }
    async #runAfterResponseHooks(response) {
        const responseRequest = this.#getResponseRequest(response);
        for (const hook of this.#options.hooks.afterResponse) {
            const hookResponse = this.#setResponseRequest(response.clone(), responseRequest);
            this.#decorateResponse(hookResponse);
            let modifiedResponse;
            try {
                // eslint-disable-next-line no-await-in-loop
                modifiedResponse = await this.#raceWithTotalTimeout(async () => hook({
                    request: this.request,
                    options: this.#getNormalizedOptions(),
                    response: hookResponse,
                    retryCount: this.#retryCount,
                }));
                if (modifiedResponse === timedOutOperation) {
                    throw new TimeoutError/* TimeoutError */.M(this.request);
                }
            }
            catch (error) {
                // Cancel both responses to prevent memory leaks when hook throws
                if (hookResponse !== response) {
                    this.#cancelResponseBody(hookResponse);
                }
                this.#cancelResponseBody(response);
                throw error;
            }
            if (modifiedResponse instanceof RetryMarker) {
                // Cancel both the cloned response passed to the hook and the current response to prevent resource leaks (especially important in Deno/Bun).
                // Do not await cancellation since hooks can clone the response, leaving extra tee branches that keep cancel promises pending per the Streams spec.
                if (hookResponse !== response) {
                    this.#cancelResponseBody(hookResponse);
                }
                this.#cancelResponseBody(response);
                throw new ForceRetryError(modifiedResponse.options);
            }
            const nextResponse = isResponseInstance(modifiedResponse)
                ? this.#setResponseRequest(modifiedResponse, responseRequest)
                : response;
            // Cancel any response bodies we won't use to prevent memory leaks.
            // Uses fire-and-forget since hooks may have cloned the response, creating tee branches that block cancellation.
            // If the hook wrapped an existing body into a new Response, both Response objects can still point at the same stream.
            if (hookResponse !== response && hookResponse !== nextResponse && hookResponse.body !== nextResponse.body) {
                this.#cancelResponseBody(hookResponse);
            }
            if (response !== nextResponse && response.body !== nextResponse.body) {
                this.#cancelResponseBody(response);
            }
            response = nextResponse;
        }
        return response;
    }
    async #retry(function_) {
        try {
            return await function_();
        }
        catch (error) {
            return this.#retryFromError(error, function_);
        }
    }
    async #retryFromError(error, function_) {
        this.#returnedResponseFromBeforeRetryHook = false;
        const retryDelay = Math.min(await this.#calculateRetryDelay(error), maxSafeTimeout);
        const delayOptions = { signal: this.#userProvidedAbortSignal };
        const remainingTimeout = this.#getRemainingTotalTimeout();
        if (remainingTimeout !== undefined) {
            if (remainingTimeout <= 0) {
                throw new TimeoutError/* TimeoutError */.M(this.request);
            }
            // If waiting would consume all remaining budget, time out without starting another request.
            if (retryDelay >= remainingTimeout) {
                await delay(remainingTimeout, delayOptions);
                throw new TimeoutError/* TimeoutError */.M(this.request);
            }
        }
        // Only use user-provided signal for delay, not our internal abortController
        await delay(retryDelay, delayOptions);
        this.#throwIfTotalTimeoutExhausted();
        // Apply custom request from forced retry before beforeRetry hooks
        // Ensure the custom request has the correct managed signal for timeouts and user aborts
        if (error instanceof ForceRetryError && error.customRequest) {
            const customRequest = new globalThis.Request(error.customRequest, this.#options.signal ? { signal: this.#options.signal } : undefined);
            // Replacement Requests are authoritative by design. Do not rewrite headers here,
            // even for cross-origin retries. Callers using `ky.retry({request})` explicitly
            // opted into the exact Request they constructed.
            this.#assignRequest(customRequest);
        }
        for (const hook of this.#options.hooks.beforeRetry) {
            let hookResult;
            try {
                // eslint-disable-next-line no-await-in-loop
                hookResult = await this.#raceWithTotalTimeout(async () => hook({
                    request: this.request,
                    options: this.#getNormalizedOptions(),
                    error: error,
                    retryCount: this.#retryCount + 1,
                }));
            }
            catch (hookError) {
                // Preserve the original request error path (`throw error`) so beforeError hooks can still run.
                if (hookError instanceof Error && hookError !== error) {
                    this.#beforeRetryHookErrors.add(hookError);
                }
                throw hookError;
            }
            if (hookResult === timedOutOperation) {
                throw new TimeoutError/* TimeoutError */.M(this.request);
            }
            if (isRequestInstance(hookResult)) {
                // Same contract as `ky.retry({request})`: a Request returned from `beforeRetry`
                // is used as-is rather than being sanitized or otherwise rewritten by Ky.
                this.#assignRequest(hookResult);
                break;
            }
            if (isResponseInstance(hookResult)) {
                this.#returnedResponseFromBeforeRetryHook = true;
                this.#retryCount++;
                return hookResult;
            }
            // If `stop` is returned from the hook, the retry process is stopped
            if (hookResult === stop) {
                return;
            }
        }
        this.#throwIfTotalTimeoutExhausted();
        this.#retryCount++;
        return this.#retry(function_);
    }
    #consumeReturnedResponseFromBeforeRetryHook() {
        const value = this.#returnedResponseFromBeforeRetryHook;
        this.#returnedResponseFromBeforeRetryHook = false;
        return value;
    }
    async #fetch() {
        // Reset abortController if it was aborted (happens on timeout retry)
        if (this.#abortController?.signal.aborted) {
            this.#abortController = new globalThis.AbortController();
            this.#options.signal = this.#createManagedSignal();
            // Recreate request with new signal
            this.request = new globalThis.Request(this.request, { signal: this.#options.signal });
        }
        const nonRequestOptions = findUnknownOptions(this.#options);
        this.#retryLimit = normalizeRetryOptions(this.#options.retry).limit;
        const retryRequest = this.#retryLimit > 0 ? this.request.clone() : undefined;
        const request = this.#wrapRequestWithUploadProgress(this.request, this.#options.body ?? undefined);
        // Cloning is done here to prepare in advance for retries.
        // Skip cloning when retries are disabled - cloning a streaming body calls ReadableStream#tee()
        // which buffers the entire stream in memory, causing excessive memory usage for large uploads.
        this.#originalRequest = request;
        if (retryRequest) {
            this.request = retryRequest;
        }
        try {
            const remainingTotal = this.#getRemainingTotalTimeout();
            if (remainingTotal !== undefined && remainingTotal <= 0) {
                throw new TimeoutError/* TimeoutError */.M(this.request);
            }
            const effectiveTimeout = this.#options.timeout === false
                ? remainingTotal
                : (remainingTotal === undefined
                    ? this.#options.timeout
                    : Math.min(this.#options.timeout, remainingTotal));
            const response = effectiveTimeout === undefined
                ? await this.#options.fetch(request, nonRequestOptions)
                : await timeout(request, nonRequestOptions, this.#abortController, {
                    timeout: effectiveTimeout,
                    fetch: this.#options.fetch,
                });
            return this.#setResponseRequest(response, request);
        }
        catch (error) {
            if (isRawNetworkError(error)) {
                throw new NetworkError/* NetworkError */.D(this.request, { cause: error });
            }
            throw error;
        }
    }
    #getRemainingTotalTimeout() {
        if (this.#startTime === undefined) {
            return undefined;
        }
        const elapsed = this.#getCurrentTime() - this.#startTime;
        return Math.max(0, this.#options.totalTimeout - elapsed);
    }
    #getCurrentTime() {
        return globalThis.performance?.now() ?? Date.now();
    }
    #getNormalizedOptions() {
        if (!this.#cachedNormalizedOptions) {
            // Exclude Ky-specific options that are not part of `RequestInit`.
            const { hooks, json, parseJson, stringifyJson, searchParams, timeout, totalTimeout, throwHttpErrors, fetch, ...normalizedOptions } = this.#options;
            this.#cachedNormalizedOptions = Object.freeze(normalizedOptions);
        }
        return this.#cachedNormalizedOptions;
    }
    #assignRequest(request) {
        this.#cachedNormalizedOptions = undefined;
        this.request = request;
    }
    #getResponseRequest(response) {
        return this.#responseRequests.get(response) ?? this.request;
    }
    #setResponseRequest(response, request) {
        this.#responseRequests.set(response, request);
        return response;
    }
    #wrapRequestWithUploadProgress(request, originalBody) {
        if (!this.#options.onUploadProgress || !request.body || !supportsRequestStreams) {
            return request;
        }
        return streamRequest(request, this.#options.onUploadProgress, originalBody ?? this.#options.body ?? undefined);
    }
}
//# sourceMappingURL=Ky.js.map
;// CONCATENATED MODULE: ./node_modules/ky/distribution/index.js
/*! MIT License © Sindre Sorhus */



const createInstance = (defaults) => {
    // eslint-disable-next-line @typescript-eslint/promise-function-async
    const ky = (input, options) => Ky.create(input, validateAndMerge(defaults, options));
    for (const method of requestMethods) {
        // eslint-disable-next-line @typescript-eslint/promise-function-async
        ky[method] = (input, options) => Ky.create(input, validateAndMerge(defaults, options, { method }));
    }
    ky.create = (newDefaults) => createInstance(validateAndMerge(newDefaults));
    ky.extend = (newDefaults) => {
        if (typeof newDefaults === 'function') {
            newDefaults = newDefaults(defaults ?? {});
        }
        return createInstance(validateAndMerge(defaults, newDefaults));
    };
    ky.stop = stop;
    ky.retry = retry;
    return ky;
};
const ky = createInstance();
/* harmony default export */ const distribution = (ky);








// Intentionally not exporting this for now as it's just an implementation detail and we don't want to commit to a certain API yet at least.
// export {NonError} from './errors/NonError.js';
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 3201:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TX: () => (/* binding */ isNetworkError),
/* harmony export */   c8: () => (/* binding */ isTimeoutError),
/* harmony export */   nr: () => (/* binding */ isHTTPError)
/* harmony export */ });
/* unused harmony exports isKyError, isForceRetryError */
/* harmony import */ var _errors_HTTPError_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9010);
/* harmony import */ var _errors_NetworkError_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3602);
/* harmony import */ var _errors_TimeoutError_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1625);




// Handles cross-realm cases (e.g., iframes, different JS contexts) where `instanceof` fails.
const isErrorType = (error, cls) => error instanceof cls || error?.name === cls.name;
/**
Type guard to check if an error is a `KyError`.

Note: `SchemaValidationError` is intentionally not considered a Ky error. `KyError` covers failures in Ky's HTTP lifecycle (bad status, timeout, retry), while schema validation errors originate from the user-provided schema, not from Ky itself.

@param error - The error to check
@returns `true` if the error is a Ky error, `false` otherwise

@example
```
import ky, {isKyError} from 'ky';
try {
    const response = await ky.get('/api/data');
} catch (error) {
    if (isKyError(error)) {
        // Handle Ky-specific errors
        console.log('Ky error occurred:', error.message);
    } else {
        // Handle other errors
        console.log('Unknown error:', error);
    }
}
```
*/
function isKyError(error) {
    return error?.isKyError === true || isHTTPError(error) || isNetworkError(error) || isTimeoutError(error) || isForceRetryError(error);
}
/**
Type guard to check if an error is an `HTTPError`.

@param error - The error to check
@returns `true` if the error is an `HTTPError`, `false` otherwise

@example
```
import ky, {isHTTPError} from 'ky';
try {
    const response = await ky.get('/api/data');
} catch (error) {
    if (isHTTPError(error)) {
        console.log('HTTP error status:', error.response.status);
    }
}
```
*/
function isHTTPError(error) {
    return isErrorType(error, _errors_HTTPError_js__WEBPACK_IMPORTED_MODULE_0__/* .HTTPError */ .H);
}
/**
Type guard to check if an error is a `NetworkError`.

@param error - The error to check
@returns `true` if the error is a `NetworkError`, `false` otherwise

@example
```
import ky, {isNetworkError} from 'ky';
try {
    const response = await ky.get('/api/data');
} catch (error) {
    if (isNetworkError(error)) {
        console.log('Network error:', error.request.url);
    }
}
```
*/
function isNetworkError(error) {
    return isErrorType(error, _errors_NetworkError_js__WEBPACK_IMPORTED_MODULE_1__/* .NetworkError */ .D);
}
/**
Type guard to check if an error is a `TimeoutError`.

@param error - The error to check
@returns `true` if the error is a `TimeoutError`, `false` otherwise

@example
```
import ky, {isTimeoutError} from 'ky';
try {
    const response = await ky.get('/api/data', { timeout: 1000 });
} catch (error) {
    if (isTimeoutError(error)) {
        console.log('Request timed out:', error.request.url);
    }
}
```
*/
function isTimeoutError(error) {
    return isErrorType(error, _errors_TimeoutError_js__WEBPACK_IMPORTED_MODULE_2__/* .TimeoutError */ .M);
}
/**
Type guard to check if an error is a `ForceRetryError`.

@param error - The error to check
@returns `true` if the error is a `ForceRetryError`, `false` otherwise

@example
```
import ky, {isForceRetryError} from 'ky';

const api = ky.extend({
    hooks: {
        beforeRetry: [
            ({error, retryCount}) => {
                if (isForceRetryError(error)) {
                    console.log(`Forced retry #${retryCount}: ${error.code}`);
                }
            }
        ]
    }
});
```
*/
function isForceRetryError(error) {
    return isErrorType(error, ForceRetryError);
}
//# sourceMappingURL=type-guards.js.map

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

//# sourceMappingURL=8.index.js.map