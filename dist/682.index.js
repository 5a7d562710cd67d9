export const id = 682;
export const ids = [682];
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

/***/ 142:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportAgentOutcome: () => (/* binding */ reportAgentOutcome)
});

// UNUSED EXPORTS: HANDED_OFF_NOTE

// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(7708);
// EXTERNAL MODULE: ./src/runner/outputs.ts
var runner_outputs = __webpack_require__(7424);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/render/time.ts
var time = __webpack_require__(2891);
// EXTERNAL MODULE: ./src/runner/summary.ts
var summary = __webpack_require__(1070);
// EXTERNAL MODULE: ./src/runner/redact.ts
var redact = __webpack_require__(8949);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
;// CONCATENATED MODULE: ./src/modes/agent/summary.ts




/** One paragraph on the hourly budget: used, remaining, when the oldest entry expires. */
function budgetParagraph(budget) {
    const ledger = budget.ref ? ` (ledger <code>${(0,render_text/* escapeHtml */.ZD)(budget.ref)}</code>)` : '';
    if (!budget.tracked) {
        return `<p>Hourly budget: not tracked for this run${ledger}: ${summaryText(budget.reason ?? 'unknown reason')}.</p>`;
    }
    const parts = [`${budget.used ?? 0} of ${budget.limit} jobs used in the last 60 minutes, ${budget.remaining ?? 0} remaining`];
    if (budget.oldestExpiresAt)
        parts.push(`the oldest entry expires at ${(0,time/* formatTime */.f)(budget.oldestExpiresAt)}`);
    if (budget.nextSlotAt)
        parts.push(`the next slot frees at ${(0,time/* formatTime */.f)(budget.nextSlotAt)}`);
    return `<p>Hourly budget${ledger}: ${(0,render_text/* escapeHtml */.ZD)(parts.join('; '))}.</p>`;
}
/**
 * Untrusted text (service fields, error messages, the prompt) for an HTML
 * block of the job summary, in which GitHub reads no markdown: `& < > "`
 * escaped, mentions broken, on one source line (line breaks become `<br>`, so
 * no blank line ends the HTML block). Ids, timestamps and URLs stay as written.
 */
function summaryText(text) {
    return (0,render_text/* inlineText */.ln)(text, '<br>');
}
function cell(value) {
    return value ? summaryText(value) : '<em>none</em>';
}
function summary_link(value) {
    const url = (0,render_text/* httpsUrl */.N3)(value);
    if (url)
        return `<a href="${(0,render_text/* escapeHtml */.ZD)(url.href)}">${(0,render_text/* escapeHtml */.ZD)(url.href)}</a>`;
    return cell(value);
}
/** Writes the job summary; service text is escaped, only `https` links are rendered. */
async function writeSummary(report) {
    // Redacted before rendering too: escaping could split a secret into entities that no later pass recognises.
    const redacted = (0,redact/* redactAll */.$I)(report);
    await (0,summary/* writeStepSummary */.o)((summary) => {
        fillSummary(summary.addHeading('Docs agent', 2), redacted);
    });
}
function fillSummary(summary, report) {
    if (report.dryRun) {
        summary
            .addRaw(`<p>Dry run: nothing was sent. ${report.dryRun.followUpOf === undefined ? 'The job would be created at' : `A follow-up message to job <code>${summaryText(report.dryRun.followUpOf)}</code> would be sent to`} <code>${summaryText(report.dryRun.url)}</code> with this prompt:</p>`, true)
            // After a blank line (which ends the HTML block the heading started), `<pre>` starts an HTML
            // block that only `</pre>` ends, even across the prompt's blank lines; the escaped prompt cannot close it.
            .addEOL()
            .addCodeBlock((0,render_text/* inlineText */.ln)(report.dryRun.prompt, '\n'));
    }
    const job = report.job;
    if (job) {
        summary.addTable([
            [
                { data: 'Field', header: true },
                { data: 'Value', header: true },
            ],
            ['Job id', cell(job.id)],
            ['Status', cell(job.status)],
            ['Model', cell(job.model)],
            ['Source repository', summary_link(job.source.repository)],
            ['Source ref', cell(job.source.ref)],
            ['Pull request', summary_link(job.prLink)],
            ['Created at', cell(job.createdAt)],
            ['Time waited', report.waitedMs === undefined ? cell(undefined) : (0,time/* formatDuration */.a)(report.waitedMs)],
        ]);
    }
    if (report.note)
        summary.addRaw(`<p>${summaryText(report.note)}</p>`, true);
    if (report.budget)
        summary.addRaw(budgetParagraph(report.budget), true);
}

;// CONCATENATED MODULE: ./src/modes/agent/report.ts
/**
 * Reports how an agent run ended, in one place and in this order: the log,
 * the outputs, the job summary, then the comment. Outputs and summary come
 * first: on a cancelled run the runner kills the step a few seconds after the
 * signal, and the comment's writes (paced by GitHub's rate-limit rules) may
 * not finish by then.
 */






/** The note of a handed-off job: the comment's text while the agent works (see comment-body.ts). */
const HANDED_OFF_NOTE = 'The agent is working on it.';
/** A finished job: a line in the log, and whether the step fails. */
function finished(job, waited, handedOff = false) {
    // Handed off: the comment keeps the text it has ('working on it'), so it is not written a second time.
    if (!waited && handedOff && job.status === 'active')
        return { note: HANDED_OFF_NOTE };
    if (!waited)
        return { note: `Not waiting ('${names/* Inputs */.G.Wait}' is false): the job goes on in the service.` };
    switch (job.status) {
        case 'completed':
            if (job.prLink) {
                log/* log */.Rm.info(`Agent job ${job.id} completed: pull request ${(0,log/* quote */.hD)(job.prLink)}`);
                return { note: `The agent opened a pull request: ${job.prLink}` };
            }
            log/* log */.Rm.notice(`Agent job ${job.id} completed without changing any file: no pull request was opened.`);
            return { note: 'The job completed without changing any file: no pull request was opened.' };
        case 'archived':
            log/* log */.Rm.warning(`Agent job ${job.id} was archived${job.prLink ? ` (pull request ${(0,log/* quote */.hD)(job.prLink)})` : ''}.`);
            return { note: 'The job was archived.' };
        default:
            return {
                note: `The agent job ${job.id} failed in the service.`,
                failure: `Agent job ${job.id} failed in the service (model ${(0,log/* quote */.hD)(job.model)}).`,
                status: 'failed',
            };
    }
}
function describe(outcome) {
    switch (outcome.kind) {
        case 'skipped':
            log/* log */.Rm.notice(outcome.nextSlotAt ? `${outcome.reason} Skipped ('${names/* Inputs */.G.OnBudgetExhausted}': skip).` : outcome.reason);
            return { note: outcome.reason, status: 'skipped' };
        case 'dry-run':
            log/* log */.Rm.info(outcome.followUpOf === undefined
                ? `Dry run: nothing is sent. The job would be created with POST ${outcome.url} and this prompt:`
                : `Dry run: nothing is sent. The follow-up message to agent job ${outcome.followUpOf} would be sent with POST ${outcome.url} and this prompt:`);
            log/* log */.Rm.verbatim(outcome.prompt);
            return { note: 'Dry run: no job was created.', status: 'skipped' };
        case 'finished':
            return finished(outcome.job, outcome.waited, outcome.handedOff);
        case 'timeout': {
            const waited = (0,time/* formatDuration */.a)(outcome.waitedMs);
            return {
                note: `Still active after ${waited}: the job goes on in the service.`,
                failure: `Agent job ${outcome.job.id} is still ${(0,log/* quote */.hD)(outcome.job.status)} after waiting ${waited} ('${names/* Inputs */.G.TimeoutSeconds}': ${outcome.timeoutMs / 1000}); the job goes on in the service.`,
            };
        }
        case 'cancelled': {
            const waited = (0,time/* formatDuration */.a)(outcome.waitedMs);
            return {
                note: `The run was cancelled after ${waited}: the job goes on in the service.`,
                failure: `The run was cancelled after waiting ${waited}; agent job ${outcome.job.id} goes on in the service.`,
            };
        }
        case 'failed': {
            const message = (0,errors/* getErrorMessage */.u1)(outcome.error);
            return { note: message, failure: message };
        }
    }
}
/** The outputs the outcome gives (the comment's URL is added once the comment is written). */
function outputsOf(outcome, ending) {
    const outputs = new runner_outputs/* OutputSet */.Y();
    if (outcome.triggeredBy !== undefined)
        outputs.set(names/* Outputs */.t.TriggeredBy, outcome.triggeredBy);
    if (outcome.budgetRemaining !== undefined)
        outputs.set(names/* Outputs */.t.BudgetRemaining, outcome.budgetRemaining);
    if (outcome.job)
        outputs.setJob(outcome.job);
    if (ending.status)
        outputs.set(names/* Outputs */.t.Status, ending.status);
    if (outcome.kind === 'skipped' && outcome.commentUrl !== undefined)
        outputs.set(names/* Outputs */.t.CommentUrl, outcome.commentUrl);
    return outputs;
}
/** The summary's report. */
function reportOf(outcome, ending) {
    const report = { note: ending.note };
    if (outcome.job)
        report.job = outcome.job;
    if (outcome.waitedMs !== undefined)
        report.waitedMs = outcome.waitedMs;
    if (outcome.budget)
        report.budget = outcome.budget;
    if (outcome.kind === 'dry-run')
        report.dryRun = { url: outcome.url, prompt: outcome.prompt, followUpOf: outcome.followUpOf };
    if (outcome.kind === 'skipped' && outcome.nextSlotAt)
        report.skipped = { reason: 'budget', nextSlotAt: outcome.nextSlotAt };
    return report;
}
/** Writes the log lines, outputs, summary and comment for how the run ended; never throws. */
async function reportAgentOutcome(outcome) {
    const ending = describe(outcome);
    if (ending.failure !== undefined)
        log/* log */.Rm.setFailed(ending.failure);
    const outputs = outputsOf(outcome, ending);
    outputs.flush();
    try {
        await writeSummary(reportOf(outcome, ending));
    }
    catch (error) {
        log/* log */.Rm.warning(`Could not write the job summary: ${(0,errors/* getErrorMessage */.u1)(error)}`);
    }
    const comment = outcome.comment;
    if (comment) {
        await comment.finished({
            job: outcome.job,
            note: ending.note,
            failed: ending.failure !== undefined,
            skipped: outcome.kind === 'skipped',
        });
        outputs.set(names/* Outputs */.t.CommentUrl, comment.url);
        outputs.flush();
    }
}


/***/ }),

/***/ 955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runAgent: () => (/* binding */ runAgent)
/* harmony export */ });
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7708);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4090);
/* harmony import */ var _github_lazy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4105);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6593);




/** Creates (or resumes) the job and waits for it; every failure becomes a `failed` outcome, with what was learned. */
async function runAgent(deps) {
    const facts = {};
    const held = {};
    try {
        const ending = await runSteps(deps, facts, held);
        return { ...facts, ...ending };
    }
    catch (error) {
        return { ...facts, kind: 'failed', error };
    }
    finally {
        // `continue-open-pr`: however the run ends, the hold is given back, with this run's job (if any) as the last one.
        await held.openPr?.release(facts.job);
    }
}
async function runSteps(deps, facts, held) {
    const settings = (0,_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .readSettings */ .sb)(deps.readInput);
    const deadline = deps.clock.now() + settings.timeoutMs;
    // The inputs are valid: only now is the rest of the run loaded (a failing check stays fast), all at once:
    // one chunk, "agent-run", which also holds what main's factories import (the service client, Octokit, the budget).
    const [{ startTrigger }, { waitForJob }, { createWithinBudget }, { noteOnPull, refusedFollowUp }, { OpenPrSession }] = await Promise.all([
        Promise.all(/* import() | agent-run */[__webpack_require__.e(343), __webpack_require__.e(239), __webpack_require__.e(306), __webpack_require__.e(632), __webpack_require__.e(434)]).then(__webpack_require__.bind(__webpack_require__, 9903)),
        Promise.all(/* import() | agent-run */[__webpack_require__.e(343), __webpack_require__.e(239), __webpack_require__.e(306), __webpack_require__.e(632), __webpack_require__.e(434)]).then(__webpack_require__.bind(__webpack_require__, 1781)),
        Promise.all(/* import() | agent-run */[__webpack_require__.e(343), __webpack_require__.e(239), __webpack_require__.e(306), __webpack_require__.e(632), __webpack_require__.e(434)]).then(__webpack_require__.bind(__webpack_require__, 1656)),
        Promise.all(/* import() | agent-run */[__webpack_require__.e(343), __webpack_require__.e(239), __webpack_require__.e(306), __webpack_require__.e(632), __webpack_require__.e(434)]).then(__webpack_require__.bind(__webpack_require__, 305)),
        Promise.all(/* import() | agent-run */[__webpack_require__.e(343), __webpack_require__.e(239), __webpack_require__.e(306), __webpack_require__.e(632), __webpack_require__.e(434)]).then(__webpack_require__.bind(__webpack_require__, 6686)),
    ]);
    // One GitHub client for the run: the trigger's checks, the comment and the budget's ledger.
    const github = (0,_github_lazy_js__WEBPACK_IMPORTED_MODULE_2__/* .lazyGitHub */ .e)(settings.trigger.githubToken, deps.createGitHub);
    if (settings.continueOpenPr && !settings.trigger.githubToken) {
        _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.warning(`'${_runner_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G.ContinueOpenPr}' needs '${_runner_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G.GithubToken}' (the last job is kept in the budget ledger): every change starts a new job.`);
    }
    // The service client is cheap to make; `continue-open-pr` may need it before the job (to wait for the last one).
    let serviceClient;
    const service = () => (serviceClient ??= deps.createClient(settings));
    const openPr = settings.continueOpenPr && settings.trigger.githubToken
        ? new OpenPrSession({
            github,
            service,
            repository: settings.budgetRepository ?? process.env.GITHUB_REPOSITORY ?? '',
            projectId: settings.projectId,
            clock: deps.clock,
            log: _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm,
            serverUrl: process.env.GITHUB_SERVER_URL || undefined,
            deadline,
            signal: deps.signal,
            dryRun: settings.dryRun,
            env: process.env,
            maxPollIntervalMs: settings.maxPollIntervalMs,
        })
        : undefined;
    held.openPr = openPr;
    const start = await startTrigger({
        settings,
        env: process.env,
        github,
        clock: deps.clock,
        log: _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm,
        // The prompt file's read counts against `timeout-seconds` and stops on cancellation.
        signal: AbortSignal.any([deps.signal, AbortSignal.timeout(settings.timeoutMs)]),
        openPr,
    });
    facts.triggeredBy = start.triggeredBy;
    if (start.kind === 'skip')
        return { kind: 'skipped', reason: start.reason, commentUrl: start.commentUrl };
    const comment = start.comment;
    facts.comment = comment;
    if (start.undecided !== undefined)
        throw start.undecided;
    const client = await service();
    let followUp = start.followUp;
    const followUpOf = followUp?.jobId;
    if (settings.dryRun) {
        const url = followUpOf === undefined ? client.createUrl : `${client.createUrl}/${encodeURIComponent(followUpOf)}/message`;
        return { kind: 'dry-run', url, prompt: start.prompt, followUpOf };
    }
    const runOptions = {
        client,
        clock: deps.clock,
        log: _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm,
        schedule: { initialMs: settings.pollIntervalMs, maxMs: settings.maxPollIntervalMs },
        deadline,
        signal: deps.signal,
        random: deps.random,
        onJob: (job) => {
            comment.progress(job);
        },
    };
    let created = await comment.resume(client);
    let recordInLedger;
    if (!created) {
        const create = (to) => createWithinBudget(start.prompt, {
            followUpOf: to,
            openBudget: deps.openBudget,
            settings,
            github: () => (settings.trigger.githubToken ? github() : Promise.resolve(undefined)),
            runOptions,
            onBudget: (view, remaining) => {
                facts.budget = view;
                if (remaining !== undefined)
                    facts.budgetRemaining = remaining;
            },
        }).catch((error) => {
            // A refused follow-up (400/404) is said as such, with how to start a new job: never a new job behind the user's back.
            throw to === undefined ? error : refusedFollowUp(error, to, settings.trigger.command);
        });
        const result = await create(followUpOf).catch((error) => {
            // Except for a merge or a push (`continue-open-pr`): the user asked for docs for the change, so a new job starts.
            if (!openPr?.fallsBack(error, start.trigger, comment))
                throw error;
            followUp = undefined;
            return create(undefined);
        });
        if (result.kind === 'exhausted') {
            const { exhausted } = result;
            // `skip` ends green; `fail` and `wait` fail the step.
            if (exhausted.policy !== 'skip')
                throw new Error(exhausted.message);
            return { kind: 'skipped', reason: exhausted.message, nextSlotAt: new Date(exhausted.nextSlotAt).toISOString() };
        }
        created = result.job;
        recordInLedger = result.recordInLedger;
    }
    // The job exists: it is reported before anything else can fail or be cancelled.
    comment.created(created);
    facts.job = created;
    await recordInLedger?.();
    // `continue-open-pr`: the job is recorded while this run still holds the record (a run that takes over knows it).
    await openPr?.recordJob(created);
    if (!settings.wait) {
        // The hand-off: the job is recorded as pending for a report run, and the runner is freed.
        const { handOff } = await Promise.all(/* import() | agent-run */[__webpack_require__.e(343), __webpack_require__.e(239), __webpack_require__.e(306), __webpack_require__.e(632), __webpack_require__.e(434)]).then(__webpack_require__.bind(__webpack_require__, 9757));
        const handedOff = await handOff({
            job: created,
            comment,
            projectId: settings.projectId,
            ledgerRepository: settings.budgetRepository ?? process.env.GITHUB_REPOSITORY ?? '',
            github: settings.trigger.githubToken ? github : undefined,
            clock: deps.clock,
            log: _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm,
            signal: deps.signal,
            random: deps.random,
        });
        return { kind: 'finished', job: created, waited: false, handedOff };
    }
    const job = created;
    const outcome = await _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.group(`Wait for agent job ${job.id}`, () => waitForJob(job, runOptions));
    facts.job = outcome.job;
    facts.waitedMs = outcome.waitedMs;
    switch (outcome.kind) {
        case 'timeout':
            return { kind: 'timeout', job: outcome.job, waitedMs: outcome.waitedMs, timeoutMs: settings.timeoutMs };
        case 'cancelled':
            return { kind: 'cancelled', job: outcome.job, waitedMs: outcome.waitedMs };
        case 'finished':
            if (settings.trigger.githubToken && settings.trigger.comment)
                await noteOnPull(outcome.job, start, settings, github, followUp?.append);
            return { kind: 'finished', job: outcome.job, waited: true };
    }
}


/***/ }),

/***/ 6593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FS: () => (/* binding */ checkAdminKey),
/* harmony export */   sb: () => (/* binding */ readSettings)
/* harmony export */ });
/* unused harmony exports BUDGET_POLICIES, CONTINUE_OPEN_PR_MAX_TIMEOUT_MS */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3759);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _util_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7997);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17);
/* harmony import */ var _runner_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9205);
/* harmony import */ var _runner_read_input_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2897);
/* harmony import */ var _triggers_settings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8800);







/** The values of `on-budget-exhausted`. */
const BUDGET_POLICIES = ['fail', 'wait', 'skip'];
/** The shortest delay between polls against a real service. */
const MIN_POLL_INTERVAL_MS = 1000;
const budgetPerHourSchema = zod_mini__WEBPACK_IMPORTED_MODULE_6__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_7__/* ._regex */ .Fk(/^\d+$/, { error: 'must be a whole number of jobs, e.g. 100' })), zod_mini__WEBPACK_IMPORTED_MODULE_6__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_6__/* .transform */ .pdi(Number), zod_mini__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_7__/* ._positive */ .NC({ error: 'must be at least 1' }))));
/** `owner/repo` as GitHub spells names: an account of letters, digits and `-`; a repository of those, `_` and `.`. */
const repositorySchema = zod_mini__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_7__/* ._regex */ .Fk(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/, {
    error: "must be 'owner/repo', the repository that keeps the budget ledger (e.g. acme/docs)",
}), zod_mini__WEBPACK_IMPORTED_MODULE_6__/* .refine */ .YPB((value) => !/\/\.{1,2}$/.test(value), {
    error: "must be 'owner/repo', the repository that keeps the budget ledger (e.g. acme/docs)",
}));
const budgetPolicySchema = zod_mini__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(BUDGET_POLICIES, { error: "must be 'fail', 'wait' or 'skip'" });
/** Checks the admin key's shape: an assistant (public) key is refused by name. */
function checkAdminKey(inputs, key) {
    if (key && (0,_runner_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .isAssistantKeyShape */ .Fd)(key)) {
        inputs.problem(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.AdminApiKey, 'holds an assistant API key (prefix `<svc>_dsc_`); agent jobs need the admin API key (prefix `<svc>_` without `dsc_`) from the API keys page of the dashboard');
    }
}
/** The longest `timeout-seconds` with `continue-open-pr` (a GitHub-hosted job's six hours; see `MAX_HOLD_MS`). */
const CONTINUE_OPEN_PR_MAX_TIMEOUT_MS = 6 * 3_600_000;
/** Reads and validates the inputs of the agent run, reporting all problems at once. */
function readSettings(read = _runner_read_input_js__WEBPACK_IMPORTED_MODULE_4__/* .readInput */ .R5) {
    const inputs = new _runner_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .InputCollector */ .mL(read);
    const mode = inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.Mode);
    if (mode && mode !== 'agent')
        inputs.problem(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.Mode, `must be 'agent', 'ask' or 'report' (got ${JSON.stringify(mode)})`);
    const baseUrl = inputs.url(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.BaseUrl);
    const projectId = inputs.required(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.ProjectId, 'the project id from the dashboard');
    const adminApiKey = inputs.required(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.AdminApiKey, 'the admin API key, passed from a secret');
    checkAdminKey(inputs, adminApiKey);
    const prompt = inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.Prompt);
    const wait = inputs.boolean(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.Wait, true);
    const timeoutMs = inputs.seconds(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.TimeoutSeconds, 1800, true);
    const pollIntervalMs = inputs.seconds(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.PollIntervalSeconds, 5);
    const maxPollIntervalMs = inputs.seconds(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.MaxPollIntervalSeconds, 30);
    const dryRun = inputs.boolean(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.DryRun, false);
    const budgetPerHour = inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.BudgetPerHour, budgetPerHourSchema, 100, '100');
    const onBudgetExhausted = inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.OnBudgetExhausted, budgetPolicySchema, 'fail', 'fail');
    const budgetRepository = inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.BudgetRepository) ? inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.BudgetRepository, repositorySchema, '') : '';
    const continueOpenPr = inputs.boolean(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.ContinueOpenPr, false);
    const trigger = (0,_triggers_settings_js__WEBPACK_IMPORTED_MODULE_5__/* .readTriggerSettings */ .Q)(inputs);
    // Sub-second polling would hammer the service; it is allowed only against a loopback emulator (tests, demos).
    if (pollIntervalMs < MIN_POLL_INTERVAL_MS && !(baseUrl && (0,_util_url_js__WEBPACK_IMPORTED_MODULE_1__/* .isLoopbackHost */ .c)(baseUrl.hostname))) {
        inputs.problem(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.PollIntervalSeconds, 'must be at least 1 second (less is accepted only for a loopback base-url)');
    }
    if (maxPollIntervalMs < pollIntervalMs) {
        inputs.problem(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.MaxPollIntervalSeconds, `must be at least '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.PollIntervalSeconds}' (${pollIntervalMs / 1000} s)`);
    }
    // A continue-open-pr run holds the last job for at most six hours (MAX_HOLD_MS: a record must not block forever),
    // so a longer run could lose the hold while it still works and two runs could both start a job.
    if (continueOpenPr && timeoutMs > CONTINUE_OPEN_PR_MAX_TIMEOUT_MS) {
        inputs.problem(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.TimeoutSeconds, `must be at most ${CONTINUE_OPEN_PR_MAX_TIMEOUT_MS / 1000} (six hours) with '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.ContinueOpenPr}': true, the longest a run holds the last job`);
    }
    inputs.throwIfAny();
    if (!baseUrl)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz([{ input: _runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.BaseUrl, message: 'is required' }]);
    return {
        baseUrl,
        projectId,
        adminApiKey,
        prompt,
        wait,
        timeoutMs,
        pollIntervalMs,
        maxPollIntervalMs,
        dryRun,
        budgetPerHour,
        onBudgetExhausted,
        ...(budgetRepository ? { budgetRepository } : {}),
        continueOpenPr,
        trigger,
    };
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

/***/ 2891:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ formatDuration),
/* harmony export */   f: () => (/* binding */ formatTime)
/* harmony export */ });
/**
 * Times as the log, the comment and the summary show them. Kept apart from
 * the job and budget logic so that the report of a failed inputs check loads
 * neither.
 */
/** Elapsed time as `1m05s`, for the log's progress lines. */
function formatDuration(ms) {
    const total = Math.round(ms / 1000);
    const minutes = Math.floor(total / 60);
    const seconds = total % 60;
    if (minutes === 0)
        return `${seconds}s`;
    return `${minutes}m${String(seconds).padStart(2, '0')}s`;
}
/** `2025-01-31 14:05:12 UTC`, rounded up to the second, for messages and the summary. */
function formatTime(time) {
    return new Date(Math.ceil(time / 1000) * 1000)
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d{3}Z$/, ' UTC');
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


/***/ })

};

//# sourceMappingURL=682.index.js.map