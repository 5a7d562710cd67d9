export const id = 920;
export const ids = [920];
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

/***/ 7920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  impactMode: () => (/* binding */ impactMode)
});

// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/runner/inputs.ts + 1 modules
var runner_inputs = __webpack_require__(2939);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/triggers/settings.ts
var settings = __webpack_require__(8800);
// EXTERNAL MODULE: ./src/service/assistant/inputs.ts
var assistant_inputs = __webpack_require__(1359);
// EXTERNAL MODULE: ./src/budget/inputs.ts
var budget_inputs = __webpack_require__(8136);
// EXTERNAL MODULE: ./src/github/writes-per-minute.ts
var writes_per_minute = __webpack_require__(4298);
;// CONCATENATED MODULE: ./src/modes/impact/settings.ts
/**
 * The inputs of an impact check (`mode: impact`), read once: the assistant
 * (key, domain, version, search settings, deadlines), the token that reads
 * the pull request and writes its comment, whether drafts are checked, and
 * the assistant's monthly budget.
 */







/**
 * Reads and checks the inputs of an impact check, reporting every problem at once. `githubApiUrl`
 * (`GITHUB_API_URL`): a GitHub Enterprise Server accepts more than GitHub's 80 writes a minute.
 */
function readImpactSettings(read, githubApiUrl) {
    const inputs = new runner_inputs/* InputCollector */.mL(read);
    const { baseUrl, ...service } = (0,assistant_inputs/* readAssistantService */.Q2)(inputs);
    const filter = (0,assistant_inputs/* readAssistantFilter */.JG)(inputs, service.apiVersion);
    const { timeoutMs, idleTimeoutMs } = (0,assistant_inputs/* readAssistantTimeouts */.PK)(inputs);
    const dryRun = inputs.boolean(names/* Inputs */.G0.DryRun, false);
    const drafts = inputs.boolean(names/* Inputs */.G0.ImpactDrafts, false);
    const budget = (0,budget_inputs/* readAssistantBudgetSettings */.rc)(inputs);
    const limits = (0,budget_inputs/* readImpactLimits */.pF)(inputs, budget.perMonth);
    const trigger = (0,settings/* readTriggerSettings */.Q)(inputs);
    const githubWritesPerMinute = (0,writes_per_minute/* readWritesPerMinute */.u)(inputs, githubApiUrl);
    if (!trigger.githubToken) {
        inputs.problem(names/* Inputs */.G0.GithubToken, "is empty: an impact check reads the pull request's changed files and writes its comment (pass ${{ github.token }} with `pull-requests: write`)");
    }
    inputs.throwIfAny();
    if (!baseUrl)
        throw new errors/* InputError */.dz([{ input: names/* Inputs */.G0.BaseUrl, message: 'is required' }]);
    return {
        service: { baseUrl, ...service },
        filter,
        timeoutMs,
        idleTimeoutMs,
        dryRun,
        drafts,
        budget,
        limits,
        githubWritesPerMinute,
        trigger,
    };
}

;// CONCATENATED MODULE: ./src/modes/impact/outcome.ts
/** The `status` output of each ending. */
function statusOf(outcome) {
    switch (outcome.kind) {
        case 'checked':
        case 'unchanged':
        case 'skipped':
            return outcome.kind;
        case 'dry-run':
            return 'skipped';
        case 'failed':
        case 'cancelled':
            return 'error';
    }
}

// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(7708);
// EXTERNAL MODULE: ./src/github/lazy.ts
var lazy = __webpack_require__(4105);
;// CONCATENATED MODULE: ./src/modes/impact/run.ts
/**
 * Impact mode: which pages of the documentation a pull request touches,
 * asked while it is open. `runImpact` returns how the check ended; it
 * reports nothing itself (`reportImpactOutcome` does, in one place). Only the
 * settings are loaded with this module; the event, the GitHub client, the
 * assistant client and the comment's markdown filter come once the inputs
 * are checked, so a failing input check stays fast.
 */



/** Checks the pull request the event names; never throws: every failure becomes a `failed` (or `cancelled`) outcome. */
async function runImpact(settings, deps) {
    const facts = {};
    try {
        const ending = await impactSteps(settings, deps, facts);
        return { ...facts, ...ending };
    }
    catch (error) {
        const cancelled = deps.signal?.aborted === true || error instanceof errors/* AbortedError */.oM;
        return { ...facts, kind: cancelled ? 'cancelled' : 'failed', error };
    }
}
async function impactSteps(settings, deps, facts) {
    const [{ readEvent }, { startImpact }, { checkPull }, { AssistantQuota }, { runIdentity }, assistant] = await Promise.all([
        Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 2765)),
        __webpack_require__.e(/* import() */ 819).then(__webpack_require__.bind(__webpack_require__, 2819)),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(269), __webpack_require__.e(30), __webpack_require__.e(10), __webpack_require__.e(94), __webpack_require__.e(131), __webpack_require__.e(59)]).then(__webpack_require__.bind(__webpack_require__, 59)),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(10), __webpack_require__.e(94), __webpack_require__.e(102)]).then(__webpack_require__.bind(__webpack_require__, 4094)),
        Promise.all(/* import() */[__webpack_require__.e(30), __webpack_require__.e(891)]).then(__webpack_require__.bind(__webpack_require__, 30)),
        deps.loadAssistant(),
    ]);
    const start = startImpact(await readEvent(deps.env), deps.env, { drafts: settings.drafts, allowedBots: settings.trigger.allowedBots });
    facts.triggeredBy = start.triggeredBy;
    if (start.kind === 'skip')
        return { kind: 'skipped', reason: start.reason };
    const { pull } = start;
    facts.pull = { number: pull.number, url: pull.url };
    log/* log */.Rm.info(`Checking pull request #${pull.number} (${pull.action}, head ${pull.head.slice(0, 12)}).`);
    const github = await (0,lazy/* lazyGitHub */.e)({ token: settings.trigger.githubToken, writesPerMinute: settings.githubWritesPerMinute }, deps.createGitHub)();
    const run = runIdentity(deps.env);
    const deadline = deps.deadline ?? deps.clock.now() + settings.timeoutMs;
    const openQuota = deps.openQuota ?? ((options) => new AssistantQuota(options));
    return checkPull({
        settings,
        pull,
        github,
        assistant,
        run,
        clock: deps.clock,
        deadline,
        quota: () => openQuota({
            settings: settings.budget,
            assistantApiKey: settings.service.assistantApiKey,
            github,
            repository: deps.env.GITHUB_REPOSITORY ?? '',
            runId: `${run.runId || 'local'}-${String(run.attempt)}`,
            clock: deps.clock,
            log: log/* log */.Rm,
            deadline,
            impact: {
                claim: { pull: `${pull.repository.owner}/${pull.repository.repo}#${String(pull.number)}`, author: pull.author },
                limits: settings.limits,
            },
            ...(deps.wrapUp ? { wrapUp: deps.wrapUp } : {}),
            ...(deps.signal ? { signal: deps.signal } : {}),
            ...(deps.random ? { random: deps.random } : {}),
        }),
        ...(deps.signal ? { signal: deps.signal } : {}),
        ...(deps.limits ? { limits: deps.limits } : {}),
    });
}

// EXTERNAL MODULE: ./src/runner/summary.ts
var summary = __webpack_require__(1070);
// EXTERNAL MODULE: ./src/util/redact.ts
var redact = __webpack_require__(767);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(2495);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
;// CONCATENATED MODULE: ./src/modes/impact/summary.ts
/**
 * The job summary of an impact check: the pull request, the pages found
 * (rendered as the comment lists them), what was sent, and how the check
 * ended. Service and pull request text is neutralised as in the comment.
 */




/** The summary's markdown (`renderPages` lists the pages). */
function impactSummaryMarkdown(report, renderPages, capNote) {
    const blocks = ['## Docs impact'];
    if (report.pull)
        blocks.push(`Pull request ${(0,markdown/* link */.nf)(report.pull.url, `#${String(report.pull.number)}`)}`);
    if (report.pages) {
        blocks.push(report.pages.length > 0 ? ['**Pages this change may affect**', '', ...renderPages(report.pages)].join('\n') : 'No page found.');
    }
    if (report.checked)
        blocks.push(capNote(report.checked));
    if (report.dryRun) {
        blocks.push(`Dry run: nothing was sent. The question would be sent to ${(0,markdown/* code */.aY)(report.dryRun.url)} with this body:`, (0,markdown/* codeBlock */.DV)(JSON.stringify(report.dryRun.body, null, 2), 'json'));
    }
    // An HTML block on one line: the note (often a service error message) renders as text, never as markdown.
    if (report.note)
        blocks.push(`<p>${(0,render_text/* inlineText */.ln)(report.note, '<br>')}</p>`);
    return `${blocks.join('\n\n')}\n`;
}
/** Pages as the summary takes them: those the marker recorded carry no sentence. */
function withoutSentences(pages) {
    return pages.map((page) => ({ ...page, sentence: undefined }));
}
/** Writes the job summary (when the runner provides one). */
async function writeImpactSummary(report) {
    // Redacted before rendering: escaping could split a secret into entities that no later pass recognises.
    const safe = (0,redact/* redactAll */.$I)(report);
    // The comment's renderers hold the markdown filter: loaded only when there is something for them.
    const needed = (safe.pages?.length ?? 0) > 0 || safe.checked !== undefined;
    const renderers = needed ? await Promise.all(/* import() */[__webpack_require__.e(269), __webpack_require__.e(131), __webpack_require__.e(433)]).then(__webpack_require__.bind(__webpack_require__, 1131)) : undefined;
    const markdown = impactSummaryMarkdown(safe, (pages) => pages.map((page) => renderers?.pageLine(page, renderers.originsOf(pages)) ?? ''), (checked) => renderers?.capNote(checked) ?? '');
    await (0,summary/* writeStepSummary */.o)((summary) => summary.addRaw(markdown));
}

;// CONCATENATED MODULE: ./src/modes/impact/report.ts
/**
 * Reports how an impact check ended, in one place: the log (the pages, or the
 * failure), the outputs (`status`, `pages`, `comment-url`, `triggered-by`),
 * then the job summary. The comment itself is written by the check.
 */





/** The pages of the ending: found now, or recorded by the last check. */
function pagesOf(outcome) {
    return outcome.kind === 'checked' || outcome.kind === 'unchanged' ? outcome.pages : [];
}
/** The log lines of the ending; the step's failure message, when it fails. */
function logEnding(outcome) {
    switch (outcome.kind) {
        case 'checked':
        case 'unchanged': {
            const pages = outcome.pages;
            const what = outcome.kind === 'checked' ? 'The docs assistant named' : 'The last check named';
            log/* log */.Rm.info(pages.length > 0 ? `${what} ${String(pages.length)} page(s):` : `${what} no page.`);
            for (const page of pages)
                log/* log */.Rm.info(`Page: ${(0,log/* quote */.hD)(page.title)} ${(0,log/* quote */.hD)(page.url)}`);
            return undefined;
        }
        case 'skipped':
            log/* log */.Rm.notice(outcome.reason);
            return undefined;
        case 'dry-run':
            log/* log */.Rm.info(`Dry run: nothing is sent. The question would be sent with POST ${outcome.url} and this body:`);
            log/* log */.Rm.verbatim(JSON.stringify(outcome.body, null, 2));
            return undefined;
        case 'failed':
        case 'cancelled':
            return (0,errors/* getErrorMessage */.u1)(outcome.error);
    }
}
/** The summary's report. */
function reportOf(outcome) {
    const report = {};
    if (outcome.pull)
        report.pull = outcome.pull;
    switch (outcome.kind) {
        case 'checked':
            report.pages = outcome.pages;
            report.checked = outcome.checked;
            break;
        case 'unchanged':
            report.pages = withoutSentences(outcome.pages);
            report.note = `Unchanged since the last check (at ${outcome.head.slice(0, 12) || 'an earlier commit'}): nothing was asked.`;
            break;
        case 'skipped':
            report.note = outcome.reason;
            break;
        case 'dry-run':
            report.checked = outcome.checked;
            report.dryRun = { url: outcome.url, body: outcome.body };
            report.note = 'Dry run: no question was sent.';
            break;
        case 'failed':
        case 'cancelled':
            report.note = (0,errors/* getErrorMessage */.u1)(outcome.error);
            break;
    }
    return report;
}
/** Writes the log lines, outputs and summary for how the check ended; never throws. */
async function reportImpactOutcome(outcome, outputs) {
    const failure = logEnding(outcome);
    outputs.set(names/* Outputs */.tY.Status, statusOf(outcome));
    outputs.set(names/* Outputs */.tY.Pages, JSON.stringify(pagesOf(outcome).map(({ title, url }) => ({ title, url }))));
    outputs.set(names/* Outputs */.tY.CommentUrl, outcome.kind === 'checked' || outcome.kind === 'unchanged' ? outcome.commentUrl : '');
    if (outcome.triggeredBy !== undefined)
        outputs.set(names/* Outputs */.tY.TriggeredBy, outcome.triggeredBy);
    outputs.flush();
    try {
        await writeImpactSummary(reportOf(outcome));
    }
    catch (error) {
        log/* log */.Rm.warning(`Could not write the job summary: ${(0,errors/* getErrorMessage */.u1)(error)}`);
    }
    if (failure !== undefined)
        log/* log */.Rm.setFailed(failure);
}

// EXTERNAL MODULE: ./src/triggers/forks.ts
var forks = __webpack_require__(2080);
;// CONCATENATED MODULE: ./src/modes/impact/mode.ts
/**
 * Impact mode as main drives it (src/modes/mode.ts): the settings, the run's
 * deadline (`ask-timeout-seconds`, as every assistant call), the check, and
 * its one report.
 */






const impactMode = {
    readSettings: async ({ readInput, env }) => {
        await (0,forks/* checkSecretsGiven */.nb)(readInput, env, names/* Inputs */.G0.AssistantApiKey);
        return readImpactSettings(readInput, env.GITHUB_API_URL);
    },
    timeout: (settings) => ({ ms: settings.timeoutMs, input: names/* Inputs */.G0.AskTimeoutSeconds }),
    run: runImpact,
    failed: (error, cancelled) => (0,forks/* isSecretsWithheldError */.$d)(error) ? { kind: 'skipped', reason: error.message } : { kind: cancelled ? 'cancelled' : 'failed', error },
    status: statusOf,
    report: reportImpactOutcome,
};


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

//# sourceMappingURL=920.index.js.map