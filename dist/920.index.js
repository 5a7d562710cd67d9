export const id = 920;
export const ids = [920];
export const modules = {

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
// EXTERNAL MODULE: ./src/runner/inputs.ts
var runner_inputs = __webpack_require__(9205);
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
 * (`GITHUB_API_URL`): a loopback one accepts more than GitHub's 80 writes a minute.
 */
function readImpactSettings(read, githubApiUrl) {
    const inputs = new runner_inputs/* InputCollector */.mL(read);
    const { baseUrl, ...service } = (0,assistant_inputs/* readAssistantService */.Q2)(inputs);
    const filter = (0,assistant_inputs/* readAssistantFilter */.JG)(inputs, service.apiVersion);
    const { timeoutMs, idleTimeoutMs } = (0,assistant_inputs/* readAssistantTimeouts */.PK)(inputs);
    const dryRun = inputs.boolean(names/* Inputs */.G0.DryRun, false);
    const drafts = inputs.boolean(names/* Inputs */.G0.ImpactDrafts, false);
    const budget = (0,budget_inputs/* readAssistantBudgetSettings */.rc)(inputs);
    const trigger = (0,settings/* readTriggerSettings */.Q)(inputs);
    const githubWritesPerMinute = (0,writes_per_minute/* readWritesPerMinute */.u)(inputs, githubApiUrl);
    if (!trigger.githubToken) {
        inputs.problem(names/* Inputs */.G0.GithubToken, "is empty: an impact check reads the pull request's changed files and writes its comment (pass ${{ github.token }} with `pull-requests: write`)");
    }
    inputs.throwIfAny();
    if (!baseUrl)
        throw new errors/* InputError */.dz([{ input: names/* Inputs */.G0.BaseUrl, message: 'is required' }]);
    return { service: { baseUrl, ...service }, filter, timeoutMs, idleTimeoutMs, dryRun, drafts, budget, githubWritesPerMinute, trigger };
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
        __webpack_require__.e(/* import() */ 765).then(__webpack_require__.bind(__webpack_require__, 2765)),
        __webpack_require__.e(/* import() */ 819).then(__webpack_require__.bind(__webpack_require__, 2819)),
        Promise.all(/* import() */[__webpack_require__.e(269), __webpack_require__.e(108), __webpack_require__.e(10), __webpack_require__.e(84)]).then(__webpack_require__.bind(__webpack_require__, 4084)),
        Promise.all(/* import() */[__webpack_require__.e(10), __webpack_require__.e(658)]).then(__webpack_require__.bind(__webpack_require__, 4658)),
        Promise.all(/* import() */[__webpack_require__.e(108), __webpack_require__.e(891)]).then(__webpack_require__.bind(__webpack_require__, 108)),
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
    const openQuota = deps.openQuota ?? ((options) => new AssistantQuota(options));
    return checkPull({
        settings,
        pull,
        github,
        assistant,
        run,
        quota: () => openQuota({
            settings: settings.budget,
            assistantApiKey: settings.service.assistantApiKey,
            github,
            repository: deps.env.GITHUB_REPOSITORY ?? '',
            runId: `${run.runId || 'local'}-${String(run.attempt)}`,
            clock: deps.clock,
            log: log/* log */.Rm,
            deadline: deps.clock.now() + settings.timeoutMs,
            ...(deps.signal ? { signal: deps.signal } : {}),
            ...(deps.random ? { random: deps.random } : {}),
        }),
        ...(deps.signal ? { signal: deps.signal } : {}),
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
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
    const { pageLine, capNote } = needed ? await Promise.all(/* import() */[__webpack_require__.e(269), __webpack_require__.e(415)]).then(__webpack_require__.bind(__webpack_require__, 1415)) : { pageLine: () => '', capNote: () => '' };
    const markdown = impactSummaryMarkdown(safe, (pages) => pages.map(pageLine), capNote);
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

;// CONCATENATED MODULE: ./src/modes/impact/mode.ts
/**
 * Impact mode as main drives it (src/modes/mode.ts): the settings, the run's
 * deadline (`ask-timeout-seconds`, as every assistant call), the check, and
 * its one report.
 */





const impactMode = {
    readSettings: async ({ readInput, env }) => Promise.resolve(readImpactSettings(readInput, env.GITHUB_API_URL)),
    timeout: (settings) => ({ ms: settings.timeoutMs, input: names/* Inputs */.G0.AskTimeoutSeconds }),
    run: runImpact,
    failed: (error, cancelled) => ({ kind: cancelled ? 'cancelled' : 'failed', error }),
    status: statusOf,
    report: reportImpactOutcome,
};


/***/ })

};

//# sourceMappingURL=920.index.js.map