export const id = 358;
export const ids = [358];
export const modules = {

/***/ 3116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   US: () => (/* binding */ isForbidden),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   dZ: () => (/* binding */ describeGitHubError)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17);
/* harmony import */ var _rate_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9418);


/** The HTTP status of a failed Octokit request, if it got an answer. */
function statusOf(error) {
    const status = error?.status;
    return typeof status === 'number' ? status : undefined;
}
/** True for a 403 that is a missing permission, not a rate limit (`isRateLimited`). */
function isForbidden(error) {
    return statusOf(error) === 403 && !(0,_rate_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .isRateLimited */ .Jz)(error);
}
/**
 * A warning for a failed GitHub write: what was attempted, what came back,
 * and on a 403 the workflow permission that is missing. A rate limit (a 429,
 * or a 403 with `retry-after` or GitHub's rate-limit message) has been waited
 * out already when this is called: it says so, and names no permission.
 */
function describeGitHubError(what, error, permission) {
    const status = statusOf(error);
    const message = (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .getErrorMessage */ .u1)(error);
    if ((0,_rate_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .isRateLimited */ .Jz)(error)) {
        return `Could not ${what}: GitHub rate-limited the request (${status ?? 'no status'}: ${message}), and the retries are spent; going on without it.`;
    }
    if (status === 403) {
        return `Could not ${what}: GitHub answered 403 (${message}). The workflow needs \`permissions: ${permission}\` for this step's token.`;
    }
    return `Could not ${what}: ${message}`;
}


/***/ }),

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
function lazyGitHub(token, create) {
    let client;
    return () => {
        client ??= token
            ? create(token)
            : Promise.reject(new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz([
                { input: _runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.GithubToken, message: 'is empty: pass ${{ github.token }} or a token that may read and write issues' },
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
/* harmony export */   ox: () => (/* binding */ getPermission),
/* harmony export */   w2: () => (/* binding */ isBot)
/* harmony export */ });
/* unused harmony export isPermissionLevel */
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

/***/ 5082:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportAskOutcome: () => (/* binding */ reportAskOutcome)
});

// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(7708);
// EXTERNAL MODULE: ./src/runner/outputs.ts
var runner_outputs = __webpack_require__(7424);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/runner/summary.ts
var summary = __webpack_require__(1070);
// EXTERNAL MODULE: ./src/runner/redact.ts
var redact = __webpack_require__(8949);
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
    const { renderAnswerMarkdown } = await Promise.all(/* import() | ask-run */[__webpack_require__.e(343), __webpack_require__.e(306), __webpack_require__.e(360), __webpack_require__.e(632), __webpack_require__.e(470)]).then(__webpack_require__.bind(__webpack_require__, 4055));
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
/** The outputs the outcome gives (the answer comment's URL is added once it is posted). */
function outputsOf(outcome) {
    const outputs = new runner_outputs/* OutputSet */.Y();
    const answer = outcome.kind === 'answered' ? outcome.answer : NO_ANSWER;
    outputs.set(names/* Outputs */.t.Answer, answer.text);
    outputs.set(names/* Outputs */.t.ThreadId, answer.threadId ?? '');
    outputs.set(names/* Outputs */.t.ThreadKey, answer.threadKey ?? '');
    outputs.set(names/* Outputs */.t.Sources, JSON.stringify(answer.sources));
    if (outcome.triggeredBy !== undefined)
        outputs.set(names/* Outputs */.t.TriggeredBy, outcome.triggeredBy);
    if (outcome.kind === 'skipped')
        outputs.set(names/* Outputs */.t.CommentUrl, outcome.commentUrl);
    return outputs;
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
async function reportAskOutcome(outcome) {
    const failure = await logEnding(outcome);
    if (failure !== undefined)
        log/* log */.Rm.setFailed(failure);
    const outputs = outputsOf(outcome);
    outputs.flush();
    try {
        await writeAskSummary(reportOf(outcome));
    }
    catch (error) {
        log/* log */.Rm.warning(`Could not write the job summary: ${(0,errors/* getErrorMessage */.u1)(error)}`);
    }
    const reply = outcome.reply;
    if (failure !== undefined) {
        await reply?.react('confused');
        return;
    }
    if (outcome.kind !== 'answered')
        return;
    if (reply) {
        outputs.set(names/* Outputs */.t.CommentUrl, await log/* log */.Rm.group('Post the answer', () => reply.post(outcome.answer)));
        outputs.flush();
    }
    if (!outcome.answer.threadId)
        log/* log */.Rm.warning('The assistant gave no thread id: a follow-up question starts a new conversation.');
}


/***/ }),

/***/ 1378:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAsk: () => (/* binding */ runAsk)
});

// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(7708);
// EXTERNAL MODULE: ./src/util/clock.ts
var clock = __webpack_require__(7110);
// EXTERNAL MODULE: ./src/github/lazy.ts
var lazy = __webpack_require__(4105);
// EXTERNAL MODULE: ./src/service/assistant/answer.ts
var answer = __webpack_require__(5327);
// EXTERNAL MODULE: ./node_modules/zod/v4/mini/schemas.js
var schemas = __webpack_require__(4343);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(3759);
// EXTERNAL MODULE: ./src/runner/inputs.ts
var runner_inputs = __webpack_require__(9205);
// EXTERNAL MODULE: ./src/triggers/settings.ts
var settings = __webpack_require__(8800);
// EXTERNAL MODULE: ./src/triggers/event-names.ts
var event_names = __webpack_require__(3048);
// EXTERNAL MODULE: ./src/util/validation.ts
var validation = __webpack_require__(5709);
// EXTERNAL MODULE: ./src/runner/redact.ts
var redact = __webpack_require__(8949);
;// CONCATENATED MODULE: ./src/modes/ask/settings.ts







const API_VERSIONS = ['v2', 'v1'];
/** Spec 2.3: what the assistant may be given besides the question. Unknown keys are refused (typos). */
const ContextSchema = schemas/* array */.YOg(schemas/* strictObject */.rej({
    type: schemas/* enum */.k5n(['code', 'textSelection']),
    value: schemas/* string */.YjP(),
    path: schemas/* optional */.lqM(schemas/* string */.YjP()),
    elementId: schemas/* optional */.lqM(schemas/* string */.YjP()),
}));
/** Spec 2.4 leaves the fields out; the API notes give `version`, `language`, `groups` (v2 only). */
const FilterSchema = schemas/* looseObject */._H3({
    version: schemas/* optional */.lqM(schemas/* string */.YjP()),
    language: schemas/* optional */.lqM(schemas/* string */.YjP()),
    groups: schemas/* optional */.lqM(schemas/* array */.YOg(schemas/* string */.YjP())),
});
const CURRENT_PATH_MAX = 200;
const positiveInteger = schemas/* pipe */.FsL(schemas/* string */.YjP().check(api/* _regex */.Fk(/^\d+$/, { error: 'must be a positive whole number, e.g. 5' })), schemas/* pipe */.FsL(schemas/* transform */.pdi(Number), schemas/* int */.Whr().check(api/* _positive */.NC({ error: 'must be a positive whole number, e.g. 5' }))));
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
        inputs.problem(name, `must be ${form}, got ${JSON.stringify((0,redact/* clip */.$Q)(text, 80))}`);
        return undefined;
    }
    for (const line of (0,validation/* formatIssues */.o)(parsed.error.issues, json))
        inputs.problem(name, line);
    return undefined;
}
/** Checks the assistant key's shape: a secret admin key must not travel where a public key belongs. */
function checkAssistantKey(inputs, key) {
    if (key && (0,runner_inputs/* isAdminKeyShape */.yA)(key)) {
        inputs.problem(names/* Inputs */.G.AssistantApiKey, 'holds an admin API key (prefix `<svc>_` without `dsc_`): it is a secret and is not sent to the assistant; use the assistant API key (prefix `<svc>_dsc_`) from the API keys page of the dashboard');
    }
}
/** True for the events that carry no question of their own (and outside a workflow, no event at all). */
function needsQuestionInput(eventName) {
    return eventName !== undefined && (eventName === '' || event_names/* STANDALONE_EVENTS */.mn.includes(eventName));
}
/**
 * Reads and validates the inputs of an ask run, reporting all problems at
 * once. `eventName` (`GITHUB_EVENT_NAME`) makes `question` required for the
 * events that carry none (schedule, dispatch, push), so that it is reported
 * before any request; undefined skips that check.
 */
function readAskSettings(read, eventName) {
    const inputs = new runner_inputs/* InputCollector */.mL(read);
    const question = inputs.raw(names/* Inputs */.G.Question);
    if (!question && needsQuestionInput(eventName)) {
        inputs.problem(names/* Inputs */.G.Question, `is empty: give the question to ask (${eventName ? `the ${eventName} event carries none` : 'no event carries one'})`);
    }
    const baseUrl = inputs.url(names/* Inputs */.G.BaseUrl);
    const assistantApiKey = inputs.required(names/* Inputs */.G.AssistantApiKey, 'the assistant API key (prefix `<svc>_dsc_`)');
    checkAssistantKey(inputs, assistantApiKey);
    const domain = inputs.required(names/* Inputs */.G.Domain, "the documentation site's domain, the last segment of the dashboard URL");
    if (domain && !DOMAIN_SHAPE.test(domain)) {
        inputs.problem(names/* Inputs */.G.Domain, `must be the site's domain identifier (letters, digits, '.', '_', '-'), got ${JSON.stringify(domain)}`);
    }
    const apiVersion = inputs.parse(names/* Inputs */.G.AssistantApiVersion, schemas/* enum */.k5n(API_VERSIONS, { error: "must be 'v2' or 'v1'" }), 'v2', 'v2');
    const retrievalPageSize = inputs.parse(names/* Inputs */.G.RetrievalPageSize, positiveInteger, 5, '5');
    const fp = inputs.raw(names/* Inputs */.G.Fp) || 'anonymous';
    const currentPath = inputs.raw(names/* Inputs */.G.CurrentPath) || undefined;
    if (currentPath && currentPath.length > CURRENT_PATH_MAX) {
        inputs.problem(names/* Inputs */.G.CurrentPath, `must be at most ${CURRENT_PATH_MAX} characters (got ${currentPath.length})`);
    }
    const filter = jsonInput(inputs, names/* Inputs */.G.Filter, FilterSchema, 'an object such as {"language": "en"}');
    const context = jsonInput(inputs, names/* Inputs */.G.Context, ContextSchema, 'an array such as [{"type": "code", "value": "npm i"}]');
    if (apiVersion === 'v1') {
        // Spec 4.4 and the API notes: v1 lists no context `path` and no filter `groups`.
        if (filter?.groups !== undefined) {
            inputs.problem(names/* Inputs */.G.Filter, "field 'groups' is not accepted by the v1 assistant: remove it or use assistant-api-version v2");
        }
        context?.forEach((item, index) => {
            if (item.path !== undefined) {
                inputs.problem(names/* Inputs */.G.Context, `field '${index}.path' is not accepted by the v1 assistant: remove it or use assistant-api-version v2`);
            }
        });
    }
    const timeoutMs = inputs.seconds(names/* Inputs */.G.AskTimeoutSeconds, 300);
    const idleTimeoutMs = inputs.seconds(names/* Inputs */.G.AskIdleTimeoutSeconds, 60);
    const dryRun = inputs.boolean(names/* Inputs */.G.DryRun, false);
    const threadId = inputs.raw(names/* Inputs */.G.ThreadId) || undefined;
    const threadKey = inputs.raw(names/* Inputs */.G.ThreadKey) || undefined;
    if (threadKey && !threadId)
        inputs.problem(names/* Inputs */.G.ThreadKey, `is given without '${names/* Inputs */.G.ThreadId}'`);
    const askLabel = inputs.raw(names/* Inputs */.G.AskLabel) || 'question';
    const trigger = { ...(0,settings/* readTriggerSettings */.Q)(inputs), triggerLabel: askLabel };
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
        trigger,
    };
}

;// CONCATENATED MODULE: ./src/modes/ask/run.ts
/**
 * Ask mode: one question to the docs assistant. `runAsk` returns how the run
 * ended; it reports nothing itself (`reportAskOutcome` does, in one place).
 * Only the settings are loaded with this module: the trigger, the GitHub
 * comments, the assistant client (the `ai` package) and the answer's markdown
 * parser come once the inputs are checked, in one chunk ("ask-run"), so a
 * failing input check stays fast.
 */







/** The GitHub client when no factory is given: none (a run without `github-token`). */
const noGitHub = () => Promise.reject(new Error('no GitHub client was given'));
/** Asks the question the event or the inputs give; never throws: every failure becomes a `failed` (or `cancelled`) outcome. */
async function runAsk(deps) {
    const facts = {};
    try {
        const ending = await askSteps(deps, facts);
        return { ...facts, ...ending };
    }
    catch (error) {
        const partial = error instanceof answer/* AskStreamError */.K4 ? { partial: error.partial } : {};
        return { ...facts, kind: deps.signal?.aborted ? 'cancelled' : 'failed', error, ...partial };
    }
}
async function askSteps(deps, facts) {
    const env = deps.env ?? process.env;
    const base = readAskSettings(deps.readInput, env.GITHUB_EVENT_NAME ?? '');
    // The inputs are valid: only now is the rest of the run loaded, all at once.
    const [{ startAsk }, { askAssistant, buildAskRequest }] = await Promise.all([
        Promise.all(/* import() | ask-run */[__webpack_require__.e(343), __webpack_require__.e(306), __webpack_require__.e(360), __webpack_require__.e(632), __webpack_require__.e(470)]).then(__webpack_require__.bind(__webpack_require__, 818)),
        deps.loadAssistant(),
    ]);
    const start = await startAsk({
        settings: base,
        env,
        github: (0,lazy/* lazyGitHub */.e)(base.trigger.githubToken, deps.createGitHub ?? noGitHub),
        clock: deps.clock ?? clock/* systemClock */.m,
        log: log/* log */.Rm,
    });
    facts.triggeredBy = start.triggeredBy;
    if (start.kind === 'skip')
        return { kind: 'skipped', reason: start.reason, commentUrl: start.commentUrl };
    if (start.reply)
        facts.reply = start.reply;
    const settings = { ...base, threadId: start.thread?.threadId, threadKey: start.thread?.threadKey };
    const question = start.question.trim();
    if (!question) {
        throw new errors/* InputError */.dz([{ input: names/* Inputs */.G.Question, message: 'is empty: give the question to ask (schedule and workflow_dispatch runs)' }]);
    }
    facts.question = question;
    const request = buildAskRequest(settings, question);
    const shownUrl = `${request.url.origin}${request.url.pathname}`;
    if (settings.dryRun)
        return { kind: 'dry-run', question, url: shownUrl, body: request.body };
    const answer = await log/* log */.Rm.group(`Ask the docs assistant (${settings.apiVersion})`, async () => {
        log/* log */.Rm.info(`POST ${shownUrl}`);
        log/* log */.Rm.info(`Question: ${(0,log/* quote */.hD)(question)}`);
        if (settings.threadId)
            log/* log */.Rm.info(`Continuing thread ${(0,log/* quote */.hD)(settings.threadId)}`);
        return askAssistant(settings, request, {
            ...(deps.signal ? { signal: deps.signal } : {}),
            ...(deps.fetch ? { fetch: deps.fetch } : {}),
        });
    });
    return { kind: 'answered', question, answer };
}


/***/ }),

/***/ 2495:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   iZ: () => (/* binding */ blockQuote),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   tJ: () => (/* binding */ inert)
/* harmony export */ });
/* unused harmony export truncate */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(893);
/* harmony import */ var _runner_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8949);
/**
 * Untrusted text (logins, issue text, service fields, error messages) written
 * into a GitHub comment, escaped by context with the smallest rule that is
 * safe:
 * - a service field goes in a code span (`code`): nothing inside one is
 *   markup, so it reads exactly as written;
 * - a validated `https` URL becomes an autolink (`link`);
 * - prose (`inert`) renders as the same characters: only what would start
 *   markup there is escaped (links, images, HTML, emphasis, bare URLs, block
 *   syntax at a line start), and every mention is broken by a zero-width space.
 * Loaded by both modes: no markdown parser here (see `answer.ts` for that).
 */


/** ASCII punctuation: what a backslash can escape in CommonMark. */
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
/** Escaped wherever they appear in prose: code, emphasis, strikethrough, links, table cells, math. */
const ALWAYS_ESCAPED = new Set(['`', '*', '[', ']', '~', '|', '$']);
/** A `&` that starts what CommonMark reads as a character reference. */
const ENTITY_START = /^&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
/** What a line may start with that makes it a heading, quote, list item, setext underline or table row. */
const LINE_START = /^([ \t]*)(?:([#>+=:-])|(\d{1,9})([.)])(?=\s|$))/;
/** `www.` at a word's start, which GitHub would link. */
const WWW = /^www\./i;
/** One character of a prose line, escaped if it could start markup there. */
function inertCharacter(line, i) {
    const char = line.charAt(i);
    const before = line.charAt(i - 1);
    const next = line.charAt(i + 1);
    if (ALWAYS_ESCAPED.has(char))
        return `\\${char}`;
    switch (char) {
        case '\\':
            return next === '' || ASCII_PUNCTUATION.test(next) ? '\\\\' : char;
        case '<':
            return '&lt;';
        case '&':
            return ENTITY_START.test(line.slice(i, i + 40)) ? '&amp;' : char;
        case '_':
            // Intraword `_` (`job_001`) is never emphasis; at a word's edge it may be.
            return WORD_CHARACTER.test(before) && WORD_CHARACTER.test(next) ? char : '\\_';
        case ':':
            // The `:` of `scheme://`, so that GitHub links no bare URL.
            return line.startsWith('//', i + 1) ? '\\:' : char;
        case '.':
            return i >= 3 && WWW.test(line.slice(i - 3, i + 1)) && !/[\w.-]/.test(line.charAt(i - 4)) ? '\\.' : char;
        default:
            return char;
    }
}
/** One line of prose with its inline and line-start syntax escaped and its mentions broken. */
function inertLine(line) {
    let out = '';
    for (let i = 0; i < line.length; i += 1)
        out += inertCharacter(line, i);
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .neutraliseMentions */ .yY)(out).replace(LINE_START, (_start, space, mark, digits, delimiter) => mark ? `${space}\\${mark}` : `${space}${digits ?? ''}\\${delimiter ?? ''}`);
}
/**
 * Untrusted prose as comment text that renders as the same characters, never
 * as markup, links, HTML or mentions. Line breaks are kept.
 */
function inert(text) {
    return text.replace(/\r\n?/g, '\n').split('\n').map(inertLine).join('\n');
}
/** Shortens text to `max` characters, marking the cut; redacted first, so no secret straddles the cut. */
function truncate(text, max) {
    return (0,_runner_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(text, max, { trimEnd: true });
}
/** Untrusted text as a markdown block quote, each line inert. */
function blockQuote(text, max = 500) {
    return truncate(text.trim(), max)
        .split(/\r\n?|\n/)
        .map((line) => (line.trim() ? `> ${inert(line)}` : '>'))
        .join('\n');
}
/** The longest run of `char` in `text`. */
function longestRun(text, char) {
    let longest = 0;
    let run = 0;
    for (const c of text) {
        run = c === char ? run + 1 : 0;
        longest = Math.max(longest, run);
    }
    return longest;
}
/**
 * Text as an inline code span, on one line, exactly as written: the fence is
 * one backtick longer than any backtick run inside, and the content is padded
 * with a space when it starts or ends with a backtick or a space (CommonMark
 * takes one padding space off each side).
 */
function code(text) {
    const line = text.replace(_text_js__WEBPACK_IMPORTED_MODULE_1__/* .LINE_BREAKS */ .Cm, ' ');
    const fence = '`'.repeat(longestRun(line, '`') + 1);
    const pad = /^[ `]|[ `]$/.test(line) && line.trim() !== '' ? ' ' : '';
    return `${fence}${pad}${line || ' '}${pad}${fence}`;
}
/** Text as a fenced code block, exactly as written: the fence is longer than any backtick run inside. */
function codeBlock(text, info = '') {
    const fence = '`'.repeat(Math.max(3, longestRun(text, '`') + 1));
    return `${fence}${info.replace(/[`\r\n]/g, '')}\n${text.replace(/\r\n?/g, '\n')}\n${fence}`;
}
/**
 * A validated https URL as a link destination that reads back as the same
 * URL: bare when nothing in it is syntax there, else in `<…>` with `\` and
 * character references escaped (a URL has no spaces, `<` or `>`).
 */
function destination(url) {
    const href = url.href;
    const reference = /&(?=#?[A-Za-z0-9]+;)/;
    if (!/[()\\]/.test(href) && !reference.test(href))
        return href;
    return `<${href.replace(/\\/g, '\\\\').replace(new RegExp(reference, 'g'), '\\&')}>`;
}
/**
 * A link when `text` is a valid `https` URL: an autolink `<https://…>`, or
 * `[label](<https://…>)` with the label as inert text. Otherwise the label as
 * inert text, or the text itself in a code span.
 */
function link(text, label) {
    const url = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .httpsUrl */ .N3)(text);
    const shown = label === undefined ? undefined : inert(label.replace(_text_js__WEBPACK_IMPORTED_MODULE_1__/* .LINE_BREAKS */ .Cm, ' '));
    if (url)
        return shown === undefined ? `<${url.href}>` : `[${shown}](${destination(url)})`;
    return shown ?? code(text ?? '');
}


/***/ }),

/***/ 893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cm: () => (/* binding */ LINE_BREAKS),
/* harmony export */   N3: () => (/* binding */ httpsUrl),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   ln: () => (/* binding */ inlineText),
/* harmony export */   pe: () => (/* binding */ ZERO_WIDTH_SPACE),
/* harmony export */   yY: () => (/* binding */ neutraliseMentions)
/* harmony export */ });
/**
 * Text from outside (service fields, error messages, prompts) written into
 * HTML that GitHub shows: the job summary's HTML blocks. Inside an HTML block
 * GitHub reads no markdown, so `& < > "` are the only characters to escape;
 * the text keeps a single source line, so that no blank line ends the block.
 */
/** Zero-width space: after an `@`, it keeps `@user`, `@org/team` and `me@example.com` from linking or notifying. */
const ZERO_WIDTH_SPACE = '\u200b';
/** Escapes the characters HTML reads as markup: `& < > "` (attribute values are always double-quoted). */
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
/** The URL when it is a well-formed `https` URL, else undefined: only these are rendered as links. */
function httpsUrl(text) {
    if (!text)
        return undefined;
    try {
        const url = new URL(text);
        return url.protocol === 'https:' && !url.username && !url.password ? url : undefined;
    }
    catch {
        return undefined;
    }
}
/** Every line separator markdown or a browser may honour: CRLF, CR, LF, NEL, LS, PS, and VT/FF. */
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
/**
 * A zero-width space after every `@` that starts a name, so that no mention
 * (`@user`, `@org/team`) notifies anyone and no e-mail address becomes a link.
 */
function neutraliseMentions(text) {
    return text.replace(/@(?=[\p{L}\p{N}_])/gu, `@${ZERO_WIDTH_SPACE}`);
}
/**
 * Untrusted text for inside an HTML block of the job summary: `& < > "`
 * escaped, mentions neutralised, and every line break replaced by `lineBreak`
 * (a space or `<br>`, so that no blank line can end the HTML block; `\n` only
 * inside `<pre>`, which only `</pre>` ends). Ids, timestamps and URLs stay as
 * written.
 */
function inlineText(text, lineBreak = ' ') {
    return neutraliseMentions(escapeHtml(text)).replace(LINE_BREAKS, lineBreak);
}


/***/ }),

/***/ 9205:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ isAssistantKeyShape),
/* harmony export */   mL: () => (/* binding */ InputCollector),
/* harmony export */   yA: () => (/* binding */ isAdminKeyShape)
/* harmony export */ });
/* unused harmony export baseUrlSchema */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3759);
/* harmony import */ var _util_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7997);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);



/**
 * Reading inputs, shared by both modes: one reader (trimmed, as the runner's
 * `core.getInput` does), and a collector that reports every problem at once,
 * each naming the input and the form it expects.
 */
const baseUrlSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .url */ .OZ5({ protocol: /^https?$/, error: 'must be an absolute http(s) URL, e.g. https://api.example.com' }), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .transform */ .pdi((text, ctx) => {
    const url = new URL(text);
    if (url.protocol === 'http:' && !(0,_util_url_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopbackHost */ .c)(url.hostname)) {
        ctx.issues.push({
            code: 'custom',
            input: text,
            message: 'must use https:// (http:// is accepted only for loopback hosts such as localhost)',
        });
    }
    if (url.username || url.password || url.search || url.hash) {
        ctx.issues.push({
            code: 'custom',
            input: text,
            message: 'must not carry credentials, a query or a fragment',
        });
    }
    return url;
}));
const positiveSeconds = (integer) => zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._regex */ .Fk(integer ? /^\d+$/ : /^\d+(\.\d+)?$/, {
    error: integer ? 'must be a whole number of seconds, e.g. 1800' : 'must be a number of seconds, e.g. 5',
})), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .transform */ .pdi(Number), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._positive */ .NC({ error: 'must be greater than 0' }))));
const BOOLEAN_TRUE = new Set(['true', 'True', 'TRUE']);
const BOOLEAN_FALSE = new Set(['false', 'False', 'FALSE']);
const booleanSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .refine */ .YPB((v) => BOOLEAN_TRUE.has(v) || BOOLEAN_FALSE.has(v), {
    error: 'must be true or false',
})), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .transform */ .pdi((v) => BOOLEAN_TRUE.has(v)));
/** Collects every problem so that all of them are reported at once. */
class InputCollector {
    read;
    problems = [];
    constructor(read) {
        this.read = read;
    }
    raw(name) {
        return this.read(name).trim();
    }
    problem(input, message) {
        this.problems.push({ input, message });
    }
    /** Parses an input with a schema; on failure records the first message. */
    parse(name, schema, fallback, defaultValue) {
        const text = this.raw(name) || defaultValue || '';
        const result = schema.safeParse(text);
        if (result.success)
            return result.data;
        this.problem(name, `${result.error.issues[0]?.message ?? 'is invalid'} (got ${JSON.stringify(text)})`);
        return fallback;
    }
    required(name, form) {
        const value = this.raw(name);
        if (!value)
            this.problem(name, `is required: ${form}`);
        return value;
    }
    boolean(name, defaultValue) {
        return this.parse(name, booleanSchema, defaultValue, String(defaultValue));
    }
    seconds(name, defaultValue, integer = false) {
        return this.parse(name, positiveSeconds(integer), defaultValue, String(defaultValue)) * 1000;
    }
    url(name) {
        if (!this.raw(name)) {
            this.problem(name, 'is required: the service base URL, e.g. https://api.example.com');
            return undefined;
        }
        return this.parse(name, baseUrlSchema, undefined);
    }
    throwIfAny() {
        if (this.problems.length > 0)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(this.problems);
    }
}
/** Spec section 5: assistant keys carry `<svc>_dsc_`, admin keys `<svc>_`. */
const ASSISTANT_KEY_SHAPE = /^[A-Za-z0-9]+_dsc_/;
const ADMIN_KEY_SHAPE = /^[A-Za-z0-9]+_(?!dsc_)/;
const isAssistantKeyShape = (key) => ASSISTANT_KEY_SHAPE.test(key);
const isAdminKeyShape = (key) => ADMIN_KEY_SHAPE.test(key) && !ASSISTANT_KEY_SHAPE.test(key);


/***/ }),

/***/ 7424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ OutputSet)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3340);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4090);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8949);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(893);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7708);






/**
 * The job's `prLink` as the `pr-link` output: only an `https` URL (no
 * credentials) is passed on to later steps; anything else is left empty, with
 * a warning, so a workflow never opens or fetches what the service made up.
 */
function prLinkOutput(job) {
    if (!job.prLink)
        return '';
    if ((0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .httpsUrl */ .N3)(job.prLink))
        return job.prLink;
    _log_js__WEBPACK_IMPORTED_MODULE_4__/* .log */ .Rm.warning(`Agent job ${(0,_log_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(job.id)} gave a pull request link that is not an https URL (${(0,_log_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(job.prLink)}): the '${_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.PrLink}' output is left empty.`);
    return '';
}
/** The step's outputs, collected as they become known and written at the end (each value once). */
class OutputSet {
    values = new Map();
    written = new Map();
    set(name, value) {
        this.values.set(name, value);
    }
    get(name) {
        return this.values.get(name);
    }
    /** Records what the job says about itself. */
    setJob(job) {
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.JobId, job.id);
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.Status, job.status);
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.PrLink, prLinkOutput(job));
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.Model, job.model);
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.SourceRepository, job.source.repository);
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.SourceRef, job.source.ref ?? '');
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.CreatedAt, job.createdAt);
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.ArchivedAt, job.archivedAt ?? '');
    }
    /** Writes to the runner (`GITHUB_OUTPUT`) every output not yet written with its current value, redacted. */
    write() {
        for (const [name, value] of this.values) {
            if (this.written.get(name) === value)
                continue;
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, (0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(value));
            this.written.set(name, value);
        }
    }
    /** Writes the outputs; a failure to (a missing `GITHUB_OUTPUT` file) fails the step instead of escaping. */
    flush() {
        try {
            this.write();
        }
        catch (error) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1((0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(`Could not write the step outputs: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .getErrorMessage */ .u1)(error)}`));
        }
    }
}


/***/ }),

/***/ 1070:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ writeStepSummary)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3340);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8949);


/**
 * Writes the job summary (when the runner provides one): `build` fills it,
 * and the final text is redacted before it reaches the file.
 */
async function writeStepSummary(build) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.emptyBuffer();
    build(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z);
    const text = (0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.stringify());
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.emptyBuffer();
    await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(text).write();
}


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


/***/ }),

/***/ 8800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ readTriggerSettings)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3759);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _github_permissions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5435);
/**
 * The inputs that decide what triggers a job and where it is reported, read
 * once with every other input.
 */



const issueNumberSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._regex */ .Fk(/^[1-9]\d*$/, { error: 'must be an issue or pull request number, e.g. 42' })), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .transform */ .pdi(Number));
const minPermissionSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_github_permissions_js__WEBPACK_IMPORTED_MODULE_1__/* .PERMISSION_LEVELS */ .eO, { error: `must be one of ${_github_permissions_js__WEBPACK_IMPORTED_MODULE_1__/* .PERMISSION_LEVELS */ .eO.join(', ')}` });
const commandSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._regex */ .Fk(/^\S+$/, { error: 'must be one word without spaces, e.g. /docs' }));
/** Reads the trigger inputs into `inputs`' problem list, so every problem is reported at once. */
function readTriggerSettings(inputs) {
    const promptFile = inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.PromptFile);
    if (promptFile && inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.Prompt)) {
        inputs.problem(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.PromptFile, `and '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.Prompt}' are both given: use one of them`);
    }
    const issueNumber = inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.IssueNumber)
        ? inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.IssueNumber, issueNumberSchema, undefined)
        : undefined;
    return {
        githubToken: inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.GithubToken),
        promptFile,
        comment: inputs.boolean(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.Comment, true),
        issueNumber,
        triggerLabel: inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.TriggerLabel) || 'docs-agent',
        command: inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.Command, commandSchema, '/docs', '/docs'),
        minPermission: inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.MinPermission, minPermissionSchema, 'write', 'write'),
        allowedBots: inputs
            .raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.AllowedBots)
            .split(/[\s,]+/)
            .filter((name) => name.length > 0),
    };
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


/***/ }),

/***/ 5709:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ formatIssues)
/* harmony export */ });
/* harmony import */ var _runner_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8949);

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
    return (0,_runner_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(text, 80);
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

//# sourceMappingURL=358.index.js.map