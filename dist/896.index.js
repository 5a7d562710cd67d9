export const id = 896;
export const ids = [896];
export const modules = {

/***/ 5327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ic: () => (/* binding */ describeFailure),
/* harmony export */   K4: () => (/* binding */ AskStreamError),
/* harmony export */   SC: () => (/* binding */ threadIdFrom),
/* harmony export */   Wm: () => (/* binding */ threadIdField),
/* harmony export */   pM: () => (/* binding */ addSource)
/* harmony export */ });
/** The answer stream failed or ended early; `partial` is what had arrived. */
class AskStreamError extends Error {
    partial;
    name = 'AskStreamError';
    constructor(message, partial) {
        super(message);
        this.partial = partial;
    }
}
/** Adds a source unless one with the same URL (or, without a URL, the same title) is there. */
function addSource(sources, url, title) {
    const source = { url, title: title?.trim() || url };
    if (!source.url && !source.title)
        return;
    const same = (s) => (url ? s.url === url : !s.url && s.title === source.title);
    if (!sources.some(same))
        sources.push(source);
}
/** A thread id as the service may give it: a non-empty string. */
function threadIdFrom(value) {
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
/** `threadId` of a JSON object, when it is one. */
function threadIdField(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return undefined;
    return threadIdFrom(value.threadId);
}
/** Why a stream failed, with the cause a fetch error carries (`terminated (other side closed)`). */
function describeFailure(error) {
    if (!(error instanceof Error))
        return String(error);
    const cause = error.cause;
    return cause instanceof Error && cause.message && cause.message !== error.message ? `${error.message} (${cause.message})` : error.message;
}


/***/ }),

/***/ 6896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AskTimeoutError: () => (/* binding */ AskTimeoutError),
  askAssistant: () => (/* binding */ askAssistant),
  buildAskRequest: () => (/* binding */ buildAskRequest)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/ky/distribution/index.js + 14 modules
var distribution = __webpack_require__(9447);
// EXTERNAL MODULE: ./node_modules/ky/distribution/utils/type-guards.js
var type_guards = __webpack_require__(3201);
// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/service/agent/client.ts
var client = __webpack_require__(5566);
// EXTERNAL MODULE: ./src/service/assistant/answer.ts
var assistant_answer = __webpack_require__(5327);
// EXTERNAL MODULE: ./node_modules/zod/v4/mini/schemas.js
var schemas = __webpack_require__(4343);
// EXTERNAL MODULE: ./src/util/redact.ts
var redact = __webpack_require__(767);
;// CONCATENATED MODULE: ./src/service/assistant/stream-v1.ts
/**
 * The v1 answer: the AI SDK v4 data-stream protocol, one `CODE:JSON` part per
 * line. The SDK's own reader (`@ai-sdk/ui-utils` 1.x) would bring a second
 * major version of `@ai-sdk/provider-utils` and of zod into the bundle, so this
 * reader follows its rules instead, part by part: the same sixteen codes, the
 * same checks on each value, an unknown code or a value that fails its check is
 * an error, and the `d`/`e` finish parts keep only the fields the SDK keeps
 * (the thread id is read from the raw part, as in v2).
 */



const objectWith = (shape) => schemas/* looseObject */._H3(shape);
/** `typeof value === 'object'` as the SDK checks it: null and arrays pass. */
const anyObjectType = schemas/* custom */.IeY((value) => typeof value === 'object');
/** A non-null object (arrays pass, as in the SDK). */
const nonNullObject = schemas/* custom */.IeY((value) => value !== null && typeof value === 'object');
/** The SDK checks `"result" in value`, so the key must be present. */
const hasResult = schemas/* custom */.IeY((value) => value !== null && typeof value === 'object' && 'result' in value);
/** The v4 parts (`@ai-sdk/ui-utils` `data-stream-parts`), by code. */
const DATA_STREAM_PARTS = {
    '0': { name: 'text', schema: schemas/* string */.YjP() },
    '2': { name: 'data', schema: schemas/* array */.YOg(schemas/* unknown */.L5J()) },
    '3': { name: 'error', schema: schemas/* string */.YjP() },
    '8': { name: 'message_annotations', schema: schemas/* array */.YOg(schemas/* unknown */.L5J()) },
    '9': {
        name: 'tool_call',
        schema: objectWith({ toolCallId: schemas/* string */.YjP(), toolName: schemas/* string */.YjP(), args: anyObjectType }),
    },
    a: { name: 'tool_result', schema: schemas/* intersection */.E$q(objectWith({ toolCallId: schemas/* string */.YjP() }), hasResult) },
    b: { name: 'tool_call_streaming_start', schema: objectWith({ toolCallId: schemas/* string */.YjP(), toolName: schemas/* string */.YjP() }) },
    c: { name: 'tool_call_delta', schema: objectWith({ toolCallId: schemas/* string */.YjP(), argsTextDelta: schemas/* string */.YjP() }) },
    d: { name: 'finish_message', schema: objectWith({ finishReason: schemas/* string */.YjP() }) },
    e: { name: 'finish_step', schema: objectWith({ finishReason: schemas/* string */.YjP() }) },
    f: { name: 'start_step', schema: objectWith({ messageId: schemas/* string */.YjP() }) },
    g: { name: 'reasoning', schema: schemas/* string */.YjP() },
    h: { name: 'source', schema: nonNullObject },
    i: { name: 'redacted_reasoning', schema: objectWith({ data: schemas/* string */.YjP() }) },
    j: { name: 'reasoning_signature', schema: objectWith({ signature: schemas/* string */.YjP() }) },
    k: { name: 'file', schema: objectWith({ data: schemas/* string */.YjP(), mimeType: schemas/* string */.YjP() }) },
};
/** One line of the stream as the v4 SDK's `parseDataStreamPart` reads it; throws where it throws. */
function parseDataStreamLine(line) {
    const separator = line.indexOf(':');
    if (separator === -1)
        throw new Error('Failed to parse stream string. No separator found.');
    const prefix = line.slice(0, separator);
    if (!Object.hasOwn(DATA_STREAM_PARTS, prefix))
        throw new Error(`Failed to parse stream string. Invalid code ${prefix}.`);
    const code = prefix;
    const part = DATA_STREAM_PARTS[code];
    const value = JSON.parse(line.slice(separator + 1));
    const parsed = part.schema.safeParse(value);
    if (!parsed.success) {
        throw new Error(`"${part.name}" part does not have the shape the data-stream protocol gives it: ${(0,redact/* clip */.$Q)(line, 200)}`);
    }
    return { code, name: part.name, value };
}
/** Splits a byte stream into lines, as the SDK does (a last line without `\n` still counts). */
async function* lines(body) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
        for (;;) {
            const { done, value } = await reader.read();
            buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
            let newline = buffer.indexOf('\n');
            while (newline !== -1) {
                const line = buffer.slice(0, newline);
                buffer = buffer.slice(newline + 1);
                if (line !== '')
                    yield line;
                newline = buffer.indexOf('\n');
            }
            if (done)
                break;
        }
    }
    finally {
        // Stops reading a stream abandoned early (an error part); harmless once it is done.
        await reader.cancel().catch(() => undefined);
    }
    if (buffer !== '')
        yield buffer;
}
/** Reads a v1 answer stream to its end; throws `AskStreamError` (with the partial answer) when it fails. */
async function readDataStreamAnswer(body, headers) {
    const answer = {
        text: '',
        sources: [],
        threadId: (0,assistant_answer/* threadIdFrom */.SC)(headers.get('x-thread-id')),
        threadKey: (0,assistant_answer/* threadIdFrom */.SC)(headers.get('x-thread-key')),
    };
    let streamThreadId;
    let finished = false;
    let parts = 0;
    try {
        for await (const line of lines(body)) {
            const part = parseDataStreamLine(line);
            parts += 1;
            switch (part.code) {
                case '0':
                    answer.text += part.value;
                    break;
                case '3':
                    throw new assistant_answer/* AskStreamError */.K4(`The assistant answered with an error: ${part.value}`, withThread(answer, streamThreadId));
                case 'h': {
                    const source = part.value;
                    if (typeof source.url === 'string') {
                        (0,assistant_answer/* addSource */.pM)(answer.sources, source.url, typeof source.title === 'string' ? source.title : undefined);
                    }
                    break;
                }
                case '8':
                    for (const annotation of part.value)
                        streamThreadId = (0,assistant_answer/* threadIdField */.Wm)(annotation) ?? streamThreadId;
                    break;
                case 'd':
                    finished = true;
                    streamThreadId = (0,assistant_answer/* threadIdField */.Wm)(part.value) ?? streamThreadId;
                    break;
                default:
                    // Data, tool, reasoning, step and file parts carry nothing the answer needs.
                    break;
            }
        }
    }
    catch (error) {
        if (error instanceof assistant_answer/* AskStreamError */.K4)
            throw error;
        const reason = (0,assistant_answer/* describeFailure */.Ic)(error);
        throw new assistant_answer/* AskStreamError */.K4(`The answer stream failed: ${reason}`, withThread(answer, streamThreadId));
    }
    if (!finished) {
        throw new assistant_answer/* AskStreamError */.K4(parts === 0
            ? `The answer stream carried no data-stream part (content-type ${JSON.stringify(headers.get('content-type') ?? '')}): is the service's v1 assistant at this URL?`
            : 'The answer stream ended before its finish part (`d:`): the answer is incomplete.', withThread(answer, streamThreadId));
    }
    return withThread(answer, streamThreadId);
}
/** The thread id from the stream (finish part or annotation) wins over the `X-Thread-Id` header. */
function withThread(answer, streamThreadId) {
    return { ...answer, threadId: streamThreadId ?? answer.threadId };
}

// EXTERNAL MODULE: ./node_modules/@ai-sdk/provider-utils/dist/index.js + 3 modules
var dist = __webpack_require__(3725);
// EXTERNAL MODULE: ./node_modules/ai/dist/index.js + 3 modules
var ai_dist = __webpack_require__(5926);
;// CONCATENATED MODULE: ./src/service/assistant/stream-v2.ts
/**
 * The v2 answer: an AI SDK (v5+) UI message stream (SSE `data:` frames, ended
 * by `[DONE]`), read with the SDK's own parsing: `parseJsonEventStream` with
 * `uiMessageChunkSchema` turns frames into validated chunks exactly as the
 * SDK's `DefaultChatTransport` does, and `readUIMessageStream` builds the
 * message from them as a chat client would.
 *
 * The thread id: the spec puts it at the top level of the `finish` chunk, a
 * field the SDK's schema does not list. The pinned SDK (7.x) validates chunks
 * with loose objects, so that field passes; it is read from the raw frame
 * (`rawValue`), which `readUIMessageStream` would otherwise drop. Also
 * accepted: `messageMetadata.threadId` and the `X-Thread-Id` header.
 */



/** A frame the SDK's chunk schema refuses: a chat client would fail on it too. */
class StreamFormatError extends Error {
    name = 'StreamFormatError';
}
/** The answer as far as the message has been built. */
function answerOf(message, threadId, headers) {
    const texts = [];
    const sources = [];
    for (const part of message?.parts ?? []) {
        if (part.type === 'text' && part.text)
            texts.push(part.text);
        else if (part.type === 'source-url')
            (0,assistant_answer/* addSource */.pM)(sources, part.url, part.title);
        else if (part.type === 'source-document')
            (0,assistant_answer/* addSource */.pM)(sources, '', part.title);
    }
    return {
        text: texts.join('\n\n'),
        sources,
        threadId: threadId ?? (0,assistant_answer/* threadIdField */.Wm)(message?.metadata) ?? (0,assistant_answer/* threadIdFrom */.SC)(headers.get('x-thread-id')),
        threadKey: (0,assistant_answer/* threadIdFrom */.SC)(headers.get('x-thread-key')),
    };
}
/** Reads a v2 answer stream to its end; throws `AskStreamError` (with the partial answer) when it fails. */
async function readUiMessageAnswer(body, headers) {
    // Filled in by the transform below, as chunks pass.
    const seen = {
        finished: false,
        chunks: 0,
    };
    const chunks = (0,dist/* parseJsonEventStream */._Z)({ stream: body, schema: ai_dist/* uiMessageChunkSchema */._ED }).pipeThrough(new TransformStream({
        transform(result, controller) {
            if (!result.success) {
                const raw = JSON.stringify(result.rawValue);
                throw new StreamFormatError(`a frame is not a UI message chunk (${result.error.message.split('\n')[0] ?? ''}): ${(0,redact/* clip */.$Q)(raw ?? '', 200)}`);
            }
            seen.chunks += 1;
            const chunk = result.value;
            if (chunk.type === 'finish') {
                seen.finished = true;
                const threadId = (0,assistant_answer/* threadIdField */.Wm)(result.rawValue);
                if (threadId)
                    seen.finishThreadId = threadId;
            }
            else if (chunk.type === 'error') {
                seen.errorText = chunk.errorText;
            }
            controller.enqueue(chunk);
        },
    }));
    let message;
    try {
        for await (const snapshot of (0,ai_dist/* readUIMessageStream */.k_o)({ stream: chunks, terminateOnError: true })) {
            message = snapshot;
        }
    }
    catch (error) {
        const partial = answerOf(message, seen.finishThreadId, headers);
        if (seen.errorText !== undefined) {
            throw new assistant_answer/* AskStreamError */.K4(`The assistant answered with an error: ${seen.errorText}`, partial);
        }
        const reason = (0,assistant_answer/* describeFailure */.Ic)(error);
        throw new assistant_answer/* AskStreamError */.K4(`The answer stream failed: ${reason}`, partial);
    }
    const answer = answerOf(message, seen.finishThreadId, headers);
    if (!seen.finished) {
        throw new assistant_answer/* AskStreamError */.K4(seen.chunks === 0
            ? `The answer stream carried no UI message chunk (content-type ${JSON.stringify(headers.get('content-type') ?? '')}): is the service's v2 assistant at this URL?`
            : 'The answer stream ended before its finish event: the answer is incomplete.', answer);
    }
    return answer;
}

// EXTERNAL MODULE: ./src/service/fetch.ts + 1 modules
var fetch = __webpack_require__(8588);
// EXTERNAL MODULE: ./src/util/clock.ts
var clock = __webpack_require__(7110);
;// CONCATENATED MODULE: ./src/service/assistant/client.ts










/** `POST {base}/discovery/{version}/assistant/{domain}/message` with the body the version expects. */
function buildAskRequest(settings, question, newId = external_node_crypto_.randomUUID) {
    const base = settings.baseUrl.href.endsWith('/') ? settings.baseUrl.href : `${settings.baseUrl.href}/`;
    const url = new URL(`discovery/${settings.apiVersion}/assistant/${encodeURIComponent(settings.domain)}/message`, base);
    const message = { id: newId(), role: 'user', parts: [{ type: 'text', text: question }] };
    if (settings.apiVersion === 'v1')
        message.content = question;
    const body = {
        fp: settings.fp,
        messages: [message],
        threadId: settings.threadId ?? null,
        retrievalPageSize: settings.retrievalPageSize,
        filter: settings.filter ?? null,
    };
    if (settings.threadKey !== undefined)
        body.threadKey = settings.threadKey;
    if (settings.context !== undefined)
        body.context = settings.context;
    if (settings.currentPath !== undefined)
        body.currentPath = settings.currentPath;
    return { url, body };
}
/** The answer took too long in total, or the stream went quiet. */
class AskTimeoutError extends Error {
    name = 'AskTimeoutError';
}
function seconds(ms) {
    return `${Math.round(ms / 100) / 10} s`;
}
/** Why the service refused, with what to do about it. */
function hint(status, retryAfter, settings) {
    switch (status) {
        case 429: {
            const ms = (0,client/* retryAfterMs */.Vs)(retryAfter);
            const wait = ms === undefined
                ? 'the service gave no readable Retry-After; wait before asking again'
                : `retry after ${seconds(ms)} (Retry-After: ${retryAfter ?? ''})`;
            return `the assistant's rate limit was reached (10,000 requests per organization per hour and per IP address per day, 10,000 messages per key per month); ${wait}`;
        }
        case 404:
            return settings.threadId
                ? `no such domain, or the thread ${JSON.stringify(settings.threadId)} is unknown${settings.apiVersion === 'v1' ? ` (v1 threads also need their '${names/* Inputs */.G0.ThreadKey}')` : ''}`
                : `check '${names/* Inputs */.G0.Domain}' (${JSON.stringify(settings.domain)})`;
        default:
            return (0,client/* keyHint */.p4)(status, names/* Inputs */.G0.AssistantApiKey);
    }
}
/**
 * Ends the body stream's wait when no byte arrives for `idleMs`. A chunk
 * resets the timer; the abort ends the request, whose body then errors.
 */
function watchIdle(body, idleMs, onIdle) {
    let timer;
    const dispose = () => {
        clearTimeout(timer);
    };
    const arm = () => {
        dispose();
        timer = (0,clock/* setTimer */.mI)(onIdle, idleMs);
    };
    arm();
    const stream = body.pipeThrough(new TransformStream({
        transform(chunk, controller) {
            arm();
            controller.enqueue(chunk);
        },
        flush: dispose,
    }));
    return { stream, dispose };
}
/** `setTimeout` takes at most 2^31 - 1 ms. */
const MAX_TIMER_MS = 2_147_483_647;
/**
 * Sends the question and reads the answer stream of the configured version:
 * one request (a retry would ask twice), ended by 'ask-timeout-seconds', by
 * the run's deadline when that comes first, by a silence longer than
 * 'ask-idle-timeout-seconds', or by the run's cancellation. The stream is
 * read past ky, so these bound it through the request's signal (ky's own
 * timeouts end at the headers for a body it does not read).
 */
async function askAssistant(settings, request, options = {}) {
    const { limits } = options;
    const controller = new AbortController();
    const stop = (message) => {
        controller.abort(new AskTimeoutError(message));
    };
    // In ask and impact modes the run's deadline is 'ask-timeout-seconds' from its start: it ends the answer too.
    const totalMs = Math.max(0, Math.min(settings.timeoutMs, limits?.timeLeft() ?? Infinity));
    const overall = setTimeout(() => {
        stop(`no complete answer within ${seconds(settings.timeoutMs)} ('${names/* Inputs */.G0.AskTimeoutSeconds}')`);
    }, Math.min(MAX_TIMER_MS, totalMs));
    const signal = limits ? AbortSignal.any([controller.signal, limits.signal]) : controller.signal;
    try {
        let response;
        try {
            response = await distribution/* default */.Ay.post(request.url, {
                json: request.body,
                headers: {
                    authorization: `Bearer ${settings.assistantApiKey}`,
                    accept: 'text/event-stream, text/plain, application/json',
                },
                retry: 0,
                timeout: false,
                parseJson: client/* jsonOrText */.BG,
                signal,
                fetch: fetch/* serviceFetch */.M,
            });
        }
        catch (error) {
            if (signal.aborted) {
                const reason = abortReason(signal);
                reason.message = `POST ${shown(request.url)} got no response: ${reason.message}`;
                throw reason;
            }
            if ((0,type_guards/* isHTTPError */.nr)(error)) {
                const failure = (0,client/* httpFailure */.tG)('POST', request.url, error, names/* Inputs */.G0.AssistantApiKey);
                if (failure.status >= 300 && failure.status < 400)
                    throw failure;
                const detail = [(0,client/* errorDetail */.m2)(error.data), hint(failure.status, error.response.headers.get('retry-after'), settings)]
                    .filter((part) => part !== '')
                    .join(': ');
                throw new errors/* ServiceHttpError */.iL('POST', failure.url, failure.status, detail, failure.retryAfterMs);
            }
            throw (0,client/* networkError */.x6)('POST', request.url, (0,type_guards/* isNetworkError */.TX)(error) ? error.cause : error, true);
        }
        if (!response.body)
            throw new errors/* ServiceHttpError */.iL('POST', shown(request.url), response.status, 'no response body', undefined);
        const body = watchIdle(response.body, settings.idleTimeoutMs, () => {
            stop(`no data for ${seconds(settings.idleTimeoutMs)} ('${names/* Inputs */.G0.AskIdleTimeoutSeconds}')`);
        });
        const read = settings.apiVersion === 'v1' ? readDataStreamAnswer : readUiMessageAnswer;
        try {
            return await read(body.stream, response.headers);
        }
        catch (error) {
            // A stream ended by a timeout or a cancellation says so, keeping what had arrived.
            if (signal.aborted && error instanceof assistant_answer/* AskStreamError */.K4) {
                throw new assistant_answer/* AskStreamError */.K4(`The answer stream stopped: ${abortReason(signal).message}`, error.partial);
            }
            throw error;
        }
        finally {
            body.dispose();
        }
    }
    finally {
        clearTimeout(overall);
        // Ends whatever is still open of the exchange (a stream abandoned after an error chunk).
        if (!signal.aborted)
            controller.abort(new Error('the answer was read'));
    }
}
function shown(url) {
    return `${url.origin}${url.pathname}`;
}
function abortReason(signal) {
    const reason = signal.reason;
    if (reason instanceof AskTimeoutError)
        return reason;
    return new errors/* AbortedError */.oM('the run was cancelled');
}


/***/ })

};

//# sourceMappingURL=896.index.js.map