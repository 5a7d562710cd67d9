export const id = 388;
export const ids = [388];
export const modules = {

/***/ 4105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ lazyGitHub)
/* harmony export */ });
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);


/**
 * The run's one GitHub client for `github-token`: made on first use, and only
 * then, so a run that needs no GitHub never loads Octokit. Without a token it
 * rejects with an error naming the input.
 */
function lazyGitHub(access, create) {
    let client;
    return () => {
        client ??= access.token
            ? create(access)
            : Promise.reject(new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz([
                { input: _runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken, message: 'is empty: pass ${{ github.token }} or a token that may read and write issues' },
            ]));
        return client;
    };
}


/***/ }),

/***/ 5435:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KQ: () => (/* binding */ isAllowedBot),
/* harmony export */   O6: () => (/* binding */ reaches),
/* harmony export */   Yj: () => (/* binding */ checkPermission),
/* harmony export */   eO: () => (/* binding */ PERMISSION_LEVELS),
/* harmony export */   w2: () => (/* binding */ isBot)
/* harmony export */ });
/* unused harmony exports isPermissionLevel, getPermission */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3116);

/** Repository roles, weakest first. */
const PERMISSION_LEVELS = ['read', 'triage', 'write', 'maintain', 'admin'];
function isPermissionLevel(text) {
    return PERMISSION_LEVELS.includes(text);
}
/** True when `granted` is at least `required`. */
function reaches(granted, required) {
    if (granted === 'none')
        return false;
    return PERMISSION_LEVELS.indexOf(granted) >= PERMISSION_LEVELS.indexOf(required);
}
/** Permissions read in this run, per client (one client per run) and per repository and login. */
const cache = new WeakMap();
/**
 * The person's role on the repository (`GET /repos/{owner}/{repo}/collaborators/{username}/permission`).
 * `role_name` tells triage and maintain apart; a custom role falls back to the
 * base `permission`. Someone the API does not know (404) has `none`. Read once
 * per login in a run (the trigger's author, each author of a marker); a failed
 * read is not kept.
 */
async function getPermission(client, repository, login) {
    const known = cache.get(client) ?? new Map();
    cache.set(client, known);
    const key = `${repository.owner}/${repository.repo}\n${login}`.toLowerCase();
    let read = known.get(key);
    if (!read) {
        read = readPermission(client, repository, login);
        known.set(key, read);
        void read.catch(() => known.delete(key));
    }
    return read;
}
async function readPermission(client, repository, login) {
    try {
        const { data } = await client.rest.repos.getCollaboratorPermissionLevel({ ...repository, username: login });
        const role = data.role_name ?? '';
        if (isPermissionLevel(role))
            return role;
        return isPermissionLevel(data.permission) ? data.permission : 'none';
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error) === 404)
            return 'none';
        throw error;
    }
}
/** Reads the person's permission and compares it with `min-permission`. */
async function checkPermission(client, repository, login, required) {
    const granted = await getPermission(client, repository, login);
    return { allowed: reaches(granted, required), granted };
}
/** A GitHub App or other bot account (`type: Bot`, or a login ending in `[bot]`). */
function isBot(user) {
    return user.type === 'Bot' || /\[bot\]$/i.test(user.login);
}
/** `renovate[bot]` and `renovate` name the same bot; case does not matter. */
function botName(login) {
    return login.replace(/\[bot\]$/i, '').toLowerCase();
}
/** True when `allowed-bots` lists the bot by name (with or without `[bot]`), or is `*`. */
function isAllowedBot(login, allowedBots) {
    return allowedBots.some((entry) => entry === '*' || botName(entry) === botName(login));
}


/***/ }),

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
// EXTERNAL MODULE: ./src/runner/inputs.ts + 1 modules
var runner_inputs = __webpack_require__(2939);
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
 * before any request; undefined skips that check. `githubApiUrl` (`GITHUB_API_URL`): a GitHub Enterprise Server accepts
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
        Promise.all(/* import() */[__webpack_require__.e(269), __webpack_require__.e(30), __webpack_require__.e(772)]).then(__webpack_require__.bind(__webpack_require__, 818)),
        deps.loadAssistant(),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(10), __webpack_require__.e(94), __webpack_require__.e(102)]).then(__webpack_require__.bind(__webpack_require__, 4094)),
    ]);
    const github = (0,lazy/* lazyGitHub */.e)({ token: base.trigger.githubToken, writesPerMinute: base.githubWritesPerMinute }, deps.createGitHub ?? noGitHub);
    const clock = deps.clock ?? util_clock/* systemClock */.ml;
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
    const deadline = deps.deadline ?? clock.now() + settings.timeoutMs;
    const openQuota = deps.openQuota ?? ((options) => new AssistantQuota(options));
    const quota = openQuota({
        settings: settings.budget,
        assistantApiKey: settings.assistantApiKey,
        github: settings.trigger.githubToken ? await github() : undefined,
        repository: env.GITHUB_REPOSITORY ?? '',
        runId: `${env.GITHUB_RUN_ID ?? 'local'}-${env.GITHUB_RUN_ATTEMPT ?? '1'}`,
        clock,
        log: log/* log */.Rm,
        deadline,
        ...(deps.wrapUp ? { wrapUp: deps.wrapUp } : {}),
        ...(deps.signal ? { signal: deps.signal } : {}),
        ...(deps.random ? { random: deps.random } : {}),
    });
    const reserved = await quota.reserve();
    if (reserved.kind === 'exhausted') {
        // The assistant answers now or not at all: `queue` skips as `skip` does.
        if (reserved.policy !== 'skip' && reserved.policy !== 'queue')
            throw new Error(reserved.message);
        return { kind: 'skipped', reason: reserved.message, commentUrl: '' };
    }
    const answer = await log/* log */.Rm.group(`Ask the docs assistant (${settings.apiVersion})`, async () => {
        log/* log */.Rm.info(`POST ${shownUrl}`);
        log/* log */.Rm.info(`Question: ${(0,log/* quote */.hD)(question)}`);
        if (settings.threadId)
            log/* log */.Rm.info(`Continuing thread ${(0,log/* quote */.hD)(settings.threadId)}`);
        return sendCounted(quota, () => askAssistant(settings, request, deps.limits ? { limits: deps.limits } : {}));
    });
    const usage = reserved.kind === 'reserved' ? { used: reserved.state.used, limit: reserved.state.limit } : undefined;
    return { kind: 'answered', question, answer, usage };
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
    const { renderAnswerMarkdown } = await Promise.all(/* import() */[__webpack_require__.e(269), __webpack_require__.e(699)]).then(__webpack_require__.bind(__webpack_require__, 3699));
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
        outputs.set(names/* Outputs */.tY.CommentUrl, await log/* log */.Rm.group('Post the answer', () => reply.post(outcome.answer, outcome.usage)));
        outputs.flush();
    }
    if (!outcome.answer.threadId)
        log/* log */.Rm.warning('The assistant gave no thread id: a follow-up question starts a new conversation.');
}

// EXTERNAL MODULE: ./src/triggers/forks.ts
var forks = __webpack_require__(2080);
;// CONCATENATED MODULE: ./src/modes/ask/mode.ts
/**
 * Ask mode as main drives it (src/modes/mode.ts): the settings (`question`
 * required for the events that carry none), the run's deadline
 * (`ask-timeout-seconds`), the question, and its one report.
 */





const askMode = {
    readSettings: async ({ readInput, env }) => {
        await (0,forks/* checkSecretsGiven */.nb)(readInput, env, names/* Inputs */.G0.AssistantApiKey);
        return readAskSettings(readInput, env.GITHUB_EVENT_NAME ?? '', env.GITHUB_API_URL);
    },
    timeout: (settings) => ({ ms: settings.timeoutMs, input: names/* Inputs */.G0.AskTimeoutSeconds }),
    run: runAsk,
    failed: (error, cancelled) => (0,forks/* isSecretsWithheldError */.$d)(error)
        ? { kind: 'skipped', reason: error.message, commentUrl: '' }
        : cancelled
            ? { kind: 'cancelled', error }
            : { kind: 'failed', error },
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

/***/ 1359:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $1: () => (/* binding */ jsonInput),
/* harmony export */   JG: () => (/* binding */ readAssistantFilter),
/* harmony export */   PK: () => (/* binding */ readAssistantTimeouts),
/* harmony export */   Q2: () => (/* binding */ readAssistantService)
/* harmony export */ });
/* unused harmony export checkAssistantKey */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3759);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _runner_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2939);
/* harmony import */ var _util_validation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5709);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(767);
/* harmony import */ var _request_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4221);
/**
 * The inputs every assistant call reads (ask mode and impact mode): where the
 * assistant is and with which key, the API version, the search settings and
 * the deadlines. Each reader records its problems in the collector, so that a
 * mode reports all of its inputs' problems at once.
 */






const positiveInteger = zod_mini__WEBPACK_IMPORTED_MODULE_5__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_6__/* ._regex */ .Fk(/^\d+$/, { error: 'must be a positive whole number, e.g. 5' })), zod_mini__WEBPACK_IMPORTED_MODULE_5__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_5__/* .transform */ .pdi(Number), zod_mini__WEBPACK_IMPORTED_MODULE_5__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_6__/* ._positive */ .NC({ error: 'must be a positive whole number, e.g. 5' }))));
const DOMAIN_SHAPE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Parses a JSON input with a schema; every issue names the input and the field. */
function jsonInput(inputs, name, schema, form) {
    const text = inputs.raw(name);
    if (!text)
        return undefined;
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        inputs.problem(name, `must be JSON: ${form} (${error instanceof Error ? error.message : 'unreadable'})`);
        return undefined;
    }
    const parsed = schema.safeParse(json);
    if (parsed.success)
        return parsed.data;
    const [first] = parsed.error.issues;
    if (first && first.path.length === 0) {
        inputs.problem(name, `must be ${form}, got ${JSON.stringify((0,_util_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)(text, 80))}`);
        return undefined;
    }
    for (const line of (0,_util_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .formatIssues */ .o)(parsed.error.issues, json))
        inputs.problem(name, line);
    return undefined;
}
/** Checks the assistant key's shape: a secret admin key must not travel where a public key belongs. */
function checkAssistantKey(inputs, key) {
    if (key && (0,_runner_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .isAdminKeyShape */ .yA)(key)) {
        inputs.problem(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AssistantApiKey, 'holds an admin API key (prefix `<svc>_` without `dsc_`): it is a secret and is not sent to the assistant; use the assistant API key (prefix `<svc>_dsc_`) from the API keys page of the dashboard');
    }
}
/** `base-url`, `assistant-api-key`, `domain`, `assistant-api-version`, `retrieval-page-size`, `fp`. */
function readAssistantService(inputs) {
    const baseUrl = inputs.url(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BaseUrl);
    const assistantApiKey = inputs.required(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AssistantApiKey, 'the assistant API key (prefix `<svc>_dsc_`)');
    checkAssistantKey(inputs, assistantApiKey);
    const domain = inputs.required(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Domain, "the documentation site's domain, the last segment of the dashboard URL");
    if (domain && !DOMAIN_SHAPE.test(domain)) {
        inputs.problem(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Domain, `must be the site's domain identifier (letters, digits, '.', '_', '-'), got ${JSON.stringify(domain)}`);
    }
    const apiVersion = inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AssistantApiVersion, zod_mini__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(_request_js__WEBPACK_IMPORTED_MODULE_4__/* .API_VERSIONS */ .Bo, { error: "must be 'v2' or 'v1'" }), 'v2', 'v2');
    const retrievalPageSize = inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.RetrievalPageSize, positiveInteger, 5, '5');
    const fp = inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Fp) || 'anonymous';
    return { baseUrl, assistantApiKey, domain, apiVersion, retrievalPageSize, fp };
}
/** `filter`: spec 4.4 and the API notes: v1 takes no `groups`. */
function readAssistantFilter(inputs, apiVersion) {
    const filter = jsonInput(inputs, _runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Filter, _request_js__WEBPACK_IMPORTED_MODULE_4__/* .FilterSchema */ .Yj, 'an object such as {"language": "en"}');
    if (apiVersion === 'v1' && filter?.groups !== undefined) {
        inputs.problem(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Filter, "field 'groups' is not accepted by the v1 assistant: remove it or use assistant-api-version v2");
    }
    return filter;
}
/** `ask-timeout-seconds` and `ask-idle-timeout-seconds`: the whole answer, and the longest silence in its stream. */
function readAssistantTimeouts(inputs) {
    return { timeoutMs: inputs.seconds(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AskTimeoutSeconds, 300), idleTimeoutMs: inputs.seconds(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AskIdleTimeoutSeconds, 60) };
}


/***/ }),

/***/ 4221:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bo: () => (/* binding */ API_VERSIONS),
/* harmony export */   Rh: () => (/* binding */ ContextSchema),
/* harmony export */   Yj: () => (/* binding */ FilterSchema)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4343);
/**
 * The shape of an assistant request as the service takes it (spec 2.3, 2.4;
 * the API notes): the versions, the context items and the filter, and the
 * settings every assistant call needs, whichever mode makes it.
 */

const API_VERSIONS = ['v2', 'v1'];
/** Spec 2.3: what the assistant may be given besides the question. Unknown keys are refused (typos). */
const ContextSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    type: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['code', 'textSelection']),
    value: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    path: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    elementId: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
}));
/** Spec 2.4 leaves the fields out; the API notes give `version`, `language`, `groups` (v2 only). */
const FilterSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    version: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    language: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    groups: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
});


/***/ }),

/***/ 3048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HM: () => (/* binding */ SUPPORTED_EVENTS),
/* harmony export */   ds: () => (/* binding */ REPORT_EVENTS),
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
/** Events that only `mode: report` acts on: a deployment's status (the docs preview in the job comment). */
const REPORT_EVENTS = ['deployment_status'];


/***/ }),

/***/ 2080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* binding */ isSecretsWithheldError),
/* harmony export */   nb: () => (/* binding */ checkSecretsGiven)
/* harmony export */ });
/* unused harmony exports WITHHOLDING_EVENTS, isForkWithoutSecrets, SecretsWithheldError, withheldMessage */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4343);
/* harmony import */ var _event_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2765);
/**
 * Events whose secrets GitHub withholds: on `pull_request`, `pull_request_review` and
 * `pull_request_review_comment`, a pull request from a fork runs with no secrets (an empty key) and a read-only
 * token. A run there with an empty key is skipped with a notice that says so and what works instead, rather than
 * failing on the key it was never given.
 */


/** The events that run a fork's pull request without secrets. */
const WITHHOLDING_EVENTS = ['pull_request', 'pull_request_review', 'pull_request_review_comment'];
const ForkPayloadSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    pull_request: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
        head: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
            repo: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ full_name: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()), fork: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()) }))),
        })),
    })),
    repository: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ full_name: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()) })),
});
/** Whether this event runs a fork's pull request, for which GitHub withholds the secrets. */
function isForkWithoutSecrets(event) {
    if (!WITHHOLDING_EVENTS.includes(event.name))
        return false;
    const parsed = ForkPayloadSchema.safeParse(event.payload);
    if (!parsed.success)
        return false;
    const head = parsed.data.pull_request?.head?.repo;
    const base = parsed.data.repository?.full_name;
    // A deleted fork leaves `head.repo` null: it was a fork all the same.
    if (head === null)
        return true;
    if (!head)
        return false;
    return head.fork === true || (head.full_name !== undefined && base !== undefined && head.full_name !== base);
}
/** A run that cannot work because GitHub gave it no secrets: it ends `skipped`, with this message as its notice. */
class SecretsWithheldError extends Error {
    name = 'SecretsWithheldError';
}
const isSecretsWithheldError = (error) => error instanceof SecretsWithheldError;
/** The notice of a fork's run: why there is no key, and what works instead. */
function withheldMessage(event, keyInput) {
    return (`Skipped: '${keyInput}' is empty because GitHub gives no secrets to a ${event.name} run of a pull request from a fork. ` +
        `What works instead: a '/docs …' comment on the pull request (issue_comment runs in the base repository, with its secrets), ` +
        `or pull_request_target for labels (see docs/triggers.md#pull-requests-from-forks).`);
}
/**
 * Throws `SecretsWithheldError` when `keyInput` is empty on a fork's pull request event: the one case where an empty
 * key is GitHub's doing, not the workflow's. Reads the event only then (a run with its key never loads it here).
 */
async function checkSecretsGiven(read, env, keyInput) {
    if (read(keyInput).trim() !== '' || !WITHHOLDING_EVENTS.includes(env.GITHUB_EVENT_NAME?.trim() ?? ''))
        return;
    const event = await (0,_event_js__WEBPACK_IMPORTED_MODULE_0__.readEvent)(env).catch(() => undefined);
    if (event && isForkWithoutSecrets(event))
        throw new SecretsWithheldError(withheldMessage(event, keyInput));
}


/***/ }),

/***/ 8800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ readTriggerSettings)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3759);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _github_permissions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5435);
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7708);
/**
 * The inputs that decide what triggers a job and where it is reported, read
 * once with every other input.
 */




const issueNumberSchema = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* ._regex */ .Fk(/^[1-9]\d*$/, { error: 'must be an issue or pull request number, e.g. 42' })), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .transform */ .pdi(Number));
const minPermissionSchema = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_github_permissions_js__WEBPACK_IMPORTED_MODULE_1__/* .PERMISSION_LEVELS */ .eO, { error: `must be one of ${_github_permissions_js__WEBPACK_IMPORTED_MODULE_1__/* .PERMISSION_LEVELS */ .eO.join(', ')}` });
const commandSchema = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* ._regex */ .Fk(/^\S+$/, { error: 'must be one word without spaces, e.g. /docs' }));
/** Reads the trigger inputs into `inputs`' problem list, so every problem is reported at once. */
function readTriggerSettings(inputs) {
    const promptFile = inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PromptFile);
    if (promptFile && inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Prompt)) {
        inputs.problem(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PromptFile, `and '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Prompt}' are both given: use one of them`);
    }
    // Outside a workflow (`npm run local-action` fills action.yml's defaults) nothing expands `${{ github.token }}`:
    // sent as a token it would reach the real api.github.com. Such a run has no GitHub, as with an empty token.
    const givenToken = inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken);
    const unexpanded = /^\$\{\{.*\}\}$/.test(givenToken);
    if (unexpanded) {
        _runner_log_js__WEBPACK_IMPORTED_MODULE_2__/* .log */ .Rm.warning(`'${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken}' is a workflow expression that nothing expanded (outside a workflow, as with npm run local-action): this run uses no GitHub.`);
    }
    const issueNumber = inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IssueNumber)
        ? inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IssueNumber, issueNumberSchema, undefined)
        : undefined;
    return {
        githubToken: unexpanded ? '' : givenToken,
        promptFile,
        comment: inputs.boolean(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Comment, true),
        issueNumber,
        triggerLabel: inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TriggerLabel) || 'docs-agent',
        command: inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, commandSchema, '/docs', '/docs'),
        minPermission: inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.MinPermission, minPermissionSchema, 'write', 'write'),
        allowedBots: inputs
            .raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AllowedBots)
            .split(/[\s,]+/)
            .filter((name) => name.length > 0),
    };
}


/***/ })

};

//# sourceMappingURL=388.index.js.map