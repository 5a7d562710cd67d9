export const id = 388;
export const ids = [388];
export const modules = {

/***/ 4388:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  askMode: () => (/* binding */ askMode)
});

// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/runner/inputs.ts
var runner_inputs = __webpack_require__(9205);
// EXTERNAL MODULE: ./src/triggers/settings.ts
var settings = __webpack_require__(8800);
// EXTERNAL MODULE: ./src/triggers/event-names.ts
var event_names = __webpack_require__(3048);
// EXTERNAL MODULE: ./src/service/assistant/request.ts
var request = __webpack_require__(4221);
// EXTERNAL MODULE: ./src/service/assistant/inputs.ts
var assistant_inputs = __webpack_require__(1359);
// EXTERNAL MODULE: ./src/budget/inputs.ts
var budget_inputs = __webpack_require__(8136);
// EXTERNAL MODULE: ./src/github/writes-per-minute.ts
var writes_per_minute = __webpack_require__(4298);
;// CONCATENATED MODULE: ./src/modes/ask/settings.ts








const CURRENT_PATH_MAX = 200;
/** True for the events that carry no question of their own (and outside a workflow, no event at all). */
function needsQuestionInput(eventName) {
    return eventName !== undefined && (eventName === '' || event_names/* STANDALONE_EVENTS */.mn.includes(eventName));
}
/**
 * Reads and validates the inputs of an ask run, reporting all problems at
 * once. `eventName` (`GITHUB_EVENT_NAME`) makes `question` required for the
 * events that carry none (schedule, dispatch, push), so that it is reported
 * before any request; undefined skips that check. `githubApiUrl` (`GITHUB_API_URL`): a loopback one accepts
 * more than GitHub's 80 writes a minute.
 */
function readAskSettings(read, eventName, githubApiUrl) {
    const inputs = new runner_inputs/* InputCollector */.mL(read);
    const question = inputs.raw(names/* Inputs */.G0.Question);
    if (!question && needsQuestionInput(eventName)) {
        inputs.problem(names/* Inputs */.G0.Question, `is empty: give the question to ask (${eventName ? `the ${eventName} event carries none` : 'no event carries one'})`);
    }
    const { baseUrl, assistantApiKey, domain, apiVersion, retrievalPageSize, fp } = (0,assistant_inputs/* readAssistantService */.Q2)(inputs);
    const currentPath = inputs.raw(names/* Inputs */.G0.CurrentPath) || undefined;
    if (currentPath && currentPath.length > CURRENT_PATH_MAX) {
        inputs.problem(names/* Inputs */.G0.CurrentPath, `must be at most ${CURRENT_PATH_MAX} characters (got ${currentPath.length})`);
    }
    const filter = (0,assistant_inputs/* readAssistantFilter */.JG)(inputs, apiVersion);
    const context = (0,assistant_inputs/* jsonInput */.$1)(inputs, names/* Inputs */.G0.Context, request/* ContextSchema */.Rh, 'an array such as [{"type": "code", "value": "npm i"}]');
    if (apiVersion === 'v1') {
        // Spec 4.4 and the API notes: v1 lists no context `path`.
        context?.forEach((item, index) => {
            if (item.path !== undefined) {
                inputs.problem(names/* Inputs */.G0.Context, `field '${index}.path' is not accepted by the v1 assistant: remove it or use assistant-api-version v2`);
            }
        });
    }
    const { timeoutMs, idleTimeoutMs } = (0,assistant_inputs/* readAssistantTimeouts */.PK)(inputs);
    const dryRun = inputs.boolean(names/* Inputs */.G0.DryRun, false);
    const threadId = inputs.raw(names/* Inputs */.G0.ThreadId) || undefined;
    const threadKey = inputs.raw(names/* Inputs */.G0.ThreadKey) || undefined;
    if (threadKey && !threadId)
        inputs.problem(names/* Inputs */.G0.ThreadKey, `is given without '${names/* Inputs */.G0.ThreadId}'`);
    const askLabel = inputs.raw(names/* Inputs */.G0.AskLabel) || 'question';
    const trigger = { ...(0,settings/* readTriggerSettings */.Q)(inputs), triggerLabel: askLabel };
    const budget = (0,budget_inputs/* readAssistantBudgetSettings */.rc)(inputs);
    const githubWritesPerMinute = (0,writes_per_minute/* readWritesPerMinute */.u)(inputs, githubApiUrl);
    inputs.throwIfAny();
    if (!baseUrl)
        throw new Error('unreachable: base-url was checked');
    return {
        baseUrl,
        assistantApiKey,
        domain,
        question,
        apiVersion,
        retrievalPageSize,
        fp,
        currentPath,
        threadId,
        threadKey,
        askLabel,
        filter,
        context,
        timeoutMs,
        idleTimeoutMs,
        dryRun,
        budget,
        githubWritesPerMinute,
        trigger,
    };
}

// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(7708);
// EXTERNAL MODULE: ./src/util/clock.ts
var util_clock = __webpack_require__(7110);
// EXTERNAL MODULE: ./src/github/lazy.ts
var lazy = __webpack_require__(4105);
// EXTERNAL MODULE: ./src/service/assistant/answer.ts
var answer = __webpack_require__(5327);
;// CONCATENATED MODULE: ./src/modes/ask/run.ts
/**
 * Ask mode: one question to the docs assistant. `runAsk` returns how the run
 * ended; it reports nothing itself (`reportAskOutcome` does, in one place).
 * Main reads the settings first (modes/ask/mode.ts); the trigger, the GitHub
 * comments, the assistant client (the `ai` package) and the answer's markdown
 * parser come once the inputs are checked, so a failing input check stays
 * fast.
 */






/** The GitHub client when no factory is given: none (a run without `github-token`). */
const noGitHub = () => Promise.reject(new Error('no GitHub client was given'));
/** Asks the question the event or the inputs give; never throws: every failure becomes a `failed` (or `cancelled`) outcome. */
async function runAsk(settings, deps) {
    const facts = {};
    try {
        const ending = await askSteps(settings, deps, facts);
        return { ...facts, ...ending };
    }
    catch (error) {
        const partial = error instanceof answer/* AskStreamError */.K4 ? { partial: error.partial } : {};
        return { ...facts, kind: deps.signal?.aborted ? 'cancelled' : 'failed', error, ...partial };
    }
}
async function askSteps(base, deps, facts) {
    const env = deps.env;
    // The inputs are valid (main read them): only now is the rest of the run loaded, all at once.
    const [{ startAsk }, { askAssistant, buildAskRequest }, { AssistantQuota, sendCounted }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(269), __webpack_require__.e(108), __webpack_require__.e(149), __webpack_require__.e(772)]).then(__webpack_require__.bind(__webpack_require__, 818)),
        deps.loadAssistant(),
        Promise.all(/* import() */[__webpack_require__.e(10), __webpack_require__.e(658)]).then(__webpack_require__.bind(__webpack_require__, 4658)),
    ]);
    const github = (0,lazy/* lazyGitHub */.e)({ token: base.trigger.githubToken, writesPerMinute: base.githubWritesPerMinute }, deps.createGitHub ?? noGitHub);
    const clock = deps.clock ?? util_clock/* systemClock */.m;
    const start = await startAsk({ settings: base, env, github, clock, log: log/* log */.Rm });
    facts.triggeredBy = start.triggeredBy;
    if (start.kind === 'skip')
        return { kind: 'skipped', reason: start.reason, commentUrl: start.commentUrl };
    if (start.reply)
        facts.reply = start.reply;
    const settings = { ...base, threadId: start.thread?.threadId, threadKey: start.thread?.threadKey };
    const question = start.question.trim();
    if (!question) {
        throw new errors/* InputError */.dz([{ input: names/* Inputs */.G0.Question, message: 'is empty: give the question to ask (schedule and workflow_dispatch runs)' }]);
    }
    facts.question = question;
    const request = buildAskRequest(settings, question);
    const shownUrl = `${request.url.origin}${request.url.pathname}`;
    if (settings.dryRun)
        return { kind: 'dry-run', question, url: shownUrl, body: request.body };
    // The assistant's monthly budget: one message counted before it is sent.
    const openQuota = deps.openQuota ?? ((options) => new AssistantQuota(options));
    const quota = openQuota({
        settings: settings.budget,
        assistantApiKey: settings.assistantApiKey,
        github: settings.trigger.githubToken ? await github() : undefined,
        repository: env.GITHUB_REPOSITORY ?? '',
        runId: `${env.GITHUB_RUN_ID ?? 'local'}-${env.GITHUB_RUN_ATTEMPT ?? '1'}`,
        clock,
        log: log/* log */.Rm,
        deadline: clock.now() + settings.timeoutMs,
        ...(deps.signal ? { signal: deps.signal } : {}),
        ...(deps.random ? { random: deps.random } : {}),
    });
    const reserved = await quota.reserve();
    if (reserved.kind === 'exhausted') {
        if (reserved.policy !== 'skip')
            throw new Error(reserved.message);
        return { kind: 'skipped', reason: reserved.message, commentUrl: '' };
    }
    const answer = await log/* log */.Rm.group(`Ask the docs assistant (${settings.apiVersion})`, async () => {
        log/* log */.Rm.info(`POST ${shownUrl}`);
        log/* log */.Rm.info(`Question: ${(0,log/* quote */.hD)(question)}`);
        if (settings.threadId)
            log/* log */.Rm.info(`Continuing thread ${(0,log/* quote */.hD)(settings.threadId)}`);
        return sendCounted(quota, () => askAssistant(settings, request, { ...(deps.signal ? { signal: deps.signal } : {}), ...(deps.fetch ? { fetch: deps.fetch } : {}) }));
    });
    return { kind: 'answered', question, answer };
}

// EXTERNAL MODULE: ./src/runner/summary.ts
var summary = __webpack_require__(1070);
// EXTERNAL MODULE: ./src/util/redact.ts
var redact = __webpack_require__(767);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(2495);
;// CONCATENATED MODULE: ./src/modes/ask/summary.ts




/** The question as a quote: each line inert, so it renders as the text that was asked. */
function quoteBlock(text) {
    return text
        .split(/\r\n?|\n/)
        .map((line) => (line.trim() ? `> ${(0,markdown/* inert */.tJ)(line)}` : '>'))
        .join('\n');
}
/**
 * The summary's markdown: the question, the answer with its sources, the
 * thread. Service text is neutralised; the answer by `renderAnswer`, which
 * only a report with an answer needs.
 */
function askSummaryMarkdown(report, renderAnswer) {
    const blocks = ['## Docs assistant'];
    if (report.question)
        blocks.push('**Question**', quoteBlock(report.question));
    if (report.dryRun) {
        blocks.push(`Dry run: nothing was sent. The question would be sent to ${(0,markdown/* code */.aY)(report.dryRun.url)} with this body:`, (0,markdown/* codeBlock */.DV)(JSON.stringify(report.dryRun.body, null, 2), 'json'));
    }
    const shown = report.answer ?? report.partial;
    if (shown) {
        blocks.push(report.answer ? '**Answer**' : '**Partial answer** (the stream did not finish)');
        blocks.push(renderAnswer(shown.text, shown.sources));
        if (shown.threadId)
            blocks.push(`Thread: ${(0,markdown/* code */.aY)(shown.threadId)}`);
    }
    // An HTML block on one line: the note (often a service error message) renders as text, never as markdown.
    if (report.note)
        blocks.push(`<p>${(0,render_text/* inlineText */.ln)(report.note, '<br>')}</p>`);
    return `${blocks.join('\n\n')}\n`;
}
/** The answer renderer, loaded only when there is an answer to show: it holds the markdown parser. */
async function answerRenderer(report) {
    if (!report.answer && !report.partial)
        return () => '';
    const { renderAnswerMarkdown } = await Promise.all(/* import() */[__webpack_require__.e(269), __webpack_require__.e(211)]).then(__webpack_require__.bind(__webpack_require__, 4211));
    return renderAnswerMarkdown;
}
/** Writes the job summary (when the runner provides one). */
async function writeAskSummary(report) {
    // Redacted before rendering too: escaping could split a secret into entities that no later pass recognises.
    const safe = (0,redact/* redactAll */.$I)(report);
    const markdown = askSummaryMarkdown(safe, await answerRenderer(safe));
    await (0,summary/* writeStepSummary */.o)((summary) => summary.addRaw(markdown));
}

;// CONCATENATED MODULE: ./src/modes/ask/report.ts
/**
 * Reports how an ask run ended, in one place and in this order: the log (the
 * answer, or what had arrived of it, and the failure), the outputs, the job
 * summary, then GitHub (the answer comment, or 😕 on the triggering comment).
 * Outputs and summary come first: on a cancelled run the runner kills the
 * step a few seconds after the signal, and GitHub's writes may not finish by
 * then.
 */




/** The answer outputs when nothing was answered: every one set, empty. */
const NO_ANSWER = { text: '', sources: [], threadId: undefined, threadKey: undefined };
/** Logs an answer; its text is service output, so no line of it can act as a runner command. */
async function logAnswer(title, answer) {
    await log/* log */.Rm.group(title, () => {
        log/* log */.Rm.verbatim(answer.text || '(no text)');
        for (const source of answer.sources)
            log/* log */.Rm.info(`Source: ${(0,log/* quote */.hD)(source.title)} ${(0,log/* quote */.hD)(source.url)}`);
        if (answer.threadId)
            log/* log */.Rm.info(`Thread: ${(0,log/* quote */.hD)(answer.threadId)}`);
        return Promise.resolve();
    });
}
/** The log lines of the ending; the step's failure message, when it fails. */
async function logEnding(outcome) {
    switch (outcome.kind) {
        case 'skipped':
            log/* log */.Rm.notice(outcome.reason);
            return undefined;
        case 'dry-run':
            log/* log */.Rm.info(`Dry run: nothing is sent. The question would be sent with POST ${outcome.url} and this body:`);
            log/* log */.Rm.verbatim(JSON.stringify(outcome.body, null, 2));
            return undefined;
        case 'answered':
            await logAnswer('Answer', outcome.answer);
            return undefined;
        case 'failed':
        case 'cancelled':
            if (outcome.partial)
                await logAnswer('Partial answer (the stream did not finish)', outcome.partial);
            return (0,errors/* getErrorMessage */.u1)(outcome.error);
    }
}
/** The `status` output: `completed` once answered (action.yml lists the values). */
function askStatus(outcome) {
    switch (outcome.kind) {
        case 'answered':
            return 'completed';
        case 'skipped':
            return 'skipped';
        case 'dry-run':
            return 'dry-run';
        case 'cancelled':
            return 'cancelled';
        case 'failed':
            return 'error';
    }
}
/** The outputs the outcome gives (the answer comment's URL is added once it is posted; `status` is main's). */
function setOutputs(outputs, outcome) {
    const answer = outcome.kind === 'answered' ? outcome.answer : NO_ANSWER;
    outputs.set(names/* Outputs */.tY.Answer, answer.text);
    outputs.set(names/* Outputs */.tY.ThreadId, answer.threadId ?? '');
    outputs.set(names/* Outputs */.tY.ThreadKey, answer.threadKey ?? '');
    outputs.set(names/* Outputs */.tY.Sources, JSON.stringify(answer.sources));
    if (outcome.triggeredBy !== undefined)
        outputs.set(names/* Outputs */.tY.TriggeredBy, outcome.triggeredBy);
    if (outcome.kind === 'skipped')
        outputs.set(names/* Outputs */.tY.CommentUrl, outcome.commentUrl);
}
/** The summary's report. */
function reportOf(outcome) {
    const report = {};
    if (outcome.question !== undefined)
        report.question = outcome.question;
    switch (outcome.kind) {
        case 'skipped':
            report.note = outcome.reason;
            break;
        case 'dry-run':
            report.dryRun = { url: outcome.url, body: outcome.body };
            report.note = 'Dry run: no question was sent.';
            break;
        case 'answered':
            report.answer = outcome.answer;
            break;
        case 'failed':
        case 'cancelled':
            if (outcome.partial)
                report.partial = outcome.partial;
            report.note = (0,errors/* getErrorMessage */.u1)(outcome.error);
            break;
    }
    return report;
}
/** Writes the log lines, outputs, summary and GitHub reply for how the run ended; never throws. */
async function reportAskOutcome(outcome, outputs) {
    const failure = await logEnding(outcome);
    setOutputs(outputs, outcome);
    outputs.flush();
    try {
        await writeAskSummary(reportOf(outcome));
    }
    catch (error) {
        log/* log */.Rm.warning(`Could not write the job summary: ${(0,errors/* getErrorMessage */.u1)(error)}`);
    }
    if (failure !== undefined)
        log/* log */.Rm.setFailed(failure);
    const reply = outcome.reply;
    if (failure !== undefined) {
        await reply?.react('confused');
        return;
    }
    if (outcome.kind !== 'answered')
        return;
    if (reply) {
        outputs.set(names/* Outputs */.tY.CommentUrl, await log/* log */.Rm.group('Post the answer', () => reply.post(outcome.answer)));
        outputs.flush();
    }
    if (!outcome.answer.threadId)
        log/* log */.Rm.warning('The assistant gave no thread id: a follow-up question starts a new conversation.');
}

;// CONCATENATED MODULE: ./src/modes/ask/mode.ts
/**
 * Ask mode as main drives it (src/modes/mode.ts): the settings (`question`
 * required for the events that carry none), the run's deadline
 * (`ask-timeout-seconds`), the question, and its one report.
 */




const askMode = {
    readSettings: async ({ readInput, env }) => Promise.resolve(readAskSettings(readInput, env.GITHUB_EVENT_NAME ?? '', env.GITHUB_API_URL)),
    timeout: (settings) => ({ ms: settings.timeoutMs, input: names/* Inputs */.G0.AskTimeoutSeconds }),
    run: runAsk,
    failed: (error, cancelled) => (cancelled ? { kind: 'cancelled', error } : { kind: 'failed', error }),
    status: askStatus,
    report: reportAskOutcome,
};


/***/ }),

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

/***/ 3048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HM: () => (/* binding */ SUPPORTED_EVENTS),
/* harmony export */   mn: () => (/* binding */ STANDALONE_EVENTS)
/* harmony export */ });
/* unused harmony exports LABEL_EVENTS, COMMENT_EVENTS */
/**
 * The workflow events the action understands, by what they carry. A module
 * of its own so that an input check (ask mode's `question` is required on
 * the events that carry no text) can name them without loading the trigger
 * parser and the GitHub modules it needs.
 */
const LABEL_EVENTS = ['issues', 'pull_request', 'pull_request_target'];
const COMMENT_EVENTS = ['issue_comment', 'pull_request_review_comment'];
const STANDALONE_EVENTS = ['schedule', 'workflow_dispatch', 'push', 'repository_dispatch'];
const SUPPORTED_EVENTS = [...LABEL_EVENTS, ...COMMENT_EVENTS, ...STANDALONE_EVENTS];


/***/ })

};

//# sourceMappingURL=388.index.js.map