export const id = 651;
export const ids = [651,765,891];
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


/***/ }),

/***/ 4298:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ readWritesPerMinute),
/* harmony export */   wN: () => (/* binding */ DEFAULT_WRITES_PER_MINUTE)
/* harmony export */ });
/* unused harmony exports GITHUB_WRITES_LIMIT, LOOPBACK_WRITES_LIMIT */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3759);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _util_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7997);
/**
 * `github-writes-per-minute`, read by every mode that writes to GitHub: the
 * spacing of the run's own writes (write-spacing.ts) and, in agent mode, the
 * pace the runs that share a budget ledger keep to together (budget/pace.ts).
 */



/** GitHub's secondary limit on content-creating requests, per token and minute. */
const GITHUB_WRITES_LIMIT = 80;
/** The share of it the runs of a ledger keep to by default (`github-writes-per-minute`), leaving room for the repository's other workflows. */
const DEFAULT_WRITES_PER_MINUTE = 60;
/** The most accepted against a loopback GitHub API (a local stand-in, as in the tests): 1 ms between writes. */
const LOOPBACK_WRITES_LIMIT = 60_000;
const WHOLE_NUMBER = `must be a whole number of writes a minute, e.g. ${DEFAULT_WRITES_PER_MINUTE}`;
function writesPerMinuteSchema(loopback) {
    return zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._regex */ .Fk(/^\d+$/, { error: WHOLE_NUMBER })), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .transform */ .pdi(Number), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._positive */ .NC({ error: 'must be at least 1' }), loopback
        ? zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._lte */ .Zm(LOOPBACK_WRITES_LIMIT, { error: `must be at most ${LOOPBACK_WRITES_LIMIT} (against a loopback GitHub API)` })
        : zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._lte */ .Zm(GITHUB_WRITES_LIMIT, {
            error: `must be at most ${GITHUB_WRITES_LIMIT}, GitHub's limit of content-creating requests a minute (more is accepted only for a loopback GITHUB_API_URL)`,
        }))));
}
/** Whether `GITHUB_API_URL` names this machine (a local stand-in of GitHub); unset or unreadable is not. */
function isLoopbackApi(apiUrl) {
    if (!apiUrl)
        return false;
    try {
        return (0,_util_url_js__WEBPACK_IMPORTED_MODULE_1__/* .isLoopbackHost */ .c)(new URL(apiUrl).hostname);
    }
    catch {
        return false;
    }
}
/**
 * `github-writes-per-minute` (default 60): a whole number from 1 to GitHub's 80; against a loopback
 * `GITHUB_API_URL` up to 60 000, so that the tests' runs are not slowed (a validation carve-out only: the
 * spacing is the same for every host).
 */
function readWritesPerMinute(inputs, githubApiUrl) {
    return inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubWritesPerMinute, writesPerMinuteSchema(isLoopbackApi(githubApiUrl)), DEFAULT_WRITES_PER_MINUTE, String(DEFAULT_WRITES_PER_MINUTE));
}


/***/ }),

/***/ 2573:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportMode: () => (/* binding */ reportMode)
});

// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/runner/inputs.ts
var runner_inputs = __webpack_require__(9205);
// EXTERNAL MODULE: ./src/github/writes-per-minute.ts
var writes_per_minute = __webpack_require__(4298);
;// CONCATENATED MODULE: ./src/modes/report/settings.ts
/**
 * The inputs of a report run (`mode: report`): the service (to look the jobs
 * up), the token (to read the ledger and write the comments), how long a job
 * may stay pending before it is reported as timed out, where the ledger is,
 * and how long the report run itself may take.
 */




/** `report-timeout-seconds` when not given: well inside a scheduled job's usual `timeout-minutes`. */
const DEFAULT_REPORT_TIMEOUT_SECONDS = 240;
const REPOSITORY = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;
/**
 * Reads and checks the inputs, reporting every problem at once, each naming its input. `githubApiUrl`
 * (`GITHUB_API_URL`): a loopback one accepts more than GitHub's 80 writes a minute.
 */
function readReportSettings(read, githubApiUrl) {
    const inputs = new runner_inputs/* InputCollector */.mL(read);
    const baseUrl = inputs.url(names/* Inputs */.G0.BaseUrl);
    const projectId = inputs.required(names/* Inputs */.G0.ProjectId, 'the project id whose handed-off jobs are reported');
    const adminApiKey = inputs.required(names/* Inputs */.G0.AdminApiKey, 'the admin API key, passed from a secret (the jobs are looked up with it)');
    (0,runner_inputs/* checkAdminKey */.FS)(inputs, adminApiKey);
    const githubToken = inputs.required(names/* Inputs */.G0.GithubToken, "a token that may read the ledger ('contents: read' on the budget repository) and write the comments where the jobs were requested");
    const timeoutMs = inputs.seconds(names/* Inputs */.G0.TimeoutSeconds, 1800, true);
    const runTimeoutMs = inputs.seconds(names/* Inputs */.G0.ReportTimeoutSeconds, DEFAULT_REPORT_TIMEOUT_SECONDS, true);
    const budgetRepository = inputs.raw(names/* Inputs */.G0.BudgetRepository);
    if (budgetRepository && (!REPOSITORY.test(budgetRepository) || /\/\.{1,2}$/.test(budgetRepository))) {
        inputs.problem(names/* Inputs */.G0.BudgetRepository, `must be 'owner/repo', the repository that keeps the ledger (got ${JSON.stringify(budgetRepository)})`);
    }
    const githubWritesPerMinute = (0,writes_per_minute/* readWritesPerMinute */.u)(inputs, githubApiUrl);
    inputs.throwIfAny();
    if (!baseUrl)
        throw new errors/* InputError */.dz([{ input: names/* Inputs */.G0.BaseUrl, message: 'is required' }]);
    return { baseUrl, projectId, adminApiKey, githubToken, timeoutMs, budgetRepository, runTimeoutMs, githubWritesPerMinute };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/hand-off/store.ts
var hand_off_store = __webpack_require__(468);
// EXTERNAL MODULE: ./src/ledger/store.ts + 3 modules
var ledger_store = __webpack_require__(1010);
// EXTERNAL MODULE: ./src/hand-off/pending.ts
var pending = __webpack_require__(1150);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(7708);
// EXTERNAL MODULE: ./src/github/comments.ts
var comments = __webpack_require__(6645);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
// EXTERNAL MODULE: ./src/util/redact.ts
var redact = __webpack_require__(767);
// EXTERNAL MODULE: ./src/service/agent/schemas.ts
var schemas = __webpack_require__(2398);
// EXTERNAL MODULE: ./src/conversation/comment-body.ts
var comment_body = __webpack_require__(2027);
// EXTERNAL MODULE: ./src/conversation/job-comment.ts
var job_comment = __webpack_require__(108);
// EXTERNAL MODULE: ./src/hand-off/hand-off.ts
var hand_off = __webpack_require__(4764);
// EXTERNAL MODULE: ./src/render/time.ts
var time = __webpack_require__(2891);
// EXTERNAL MODULE: ./src/service/agent/pickup.ts
var pickup = __webpack_require__(4693);
// EXTERNAL MODULE: ./src/hand-off/pickup-record.ts
var pickup_record = __webpack_require__(3223);
;// CONCATENATED MODULE: ./src/hand-off/report-comment.ts











/**
 * What to report of a pending job as the service shows it now: its end, or a
 * timeout once it has been pending longer than `timeoutMs` since its hand-off;
 * undefined while it stays pending.
 */
function whatToReport(record, job, now, timeoutMs) {
    // A follow-up message not yet picked up: the result the job shows is the last message's, not this one's.
    const waiting = (0,pickup_record/* awaitingPickup */.Pm)(record, job);
    if (schemas/* TERMINAL_STATUSES */.CM.has(job.status) && !waiting)
        return { kind: 'finished', job };
    const pendingMs = Math.max(0, now - Date.parse(record.handedOffAt));
    if (pendingMs <= timeoutMs)
        return undefined;
    return waiting
        ? { kind: 'timeout', job: (0,pickup.asWorking)(job), pendingMs, timeoutMs, notPickedUp: true }
        : { kind: 'timeout', job, pendingMs, timeoutMs };
}
/** The note a waiting run gives the same ending (see agent/report.ts). */
function noteOf(report) {
    const { job } = report;
    if (report.kind === 'timeout' && report.notPickedUp) {
        return {
            note: `The follow-up message was sent ${(0,time/* formatDuration */.a)(report.pendingMs)} ago and the job has not picked it up ('${names/* Inputs */.G0.TimeoutSeconds}': ${report.timeoutMs / 1000}): it still shows its earlier result.`,
            failed: true,
        };
    }
    if (report.kind === 'timeout') {
        return {
            note: `Still active ${(0,time/* formatDuration */.a)(report.pendingMs)} after it was handed off ('${names/* Inputs */.G0.TimeoutSeconds}': ${report.timeoutMs / 1000}): the job goes on in the service.`,
            failed: true,
        };
    }
    switch (job.status) {
        case 'completed':
            return job.prLink
                ? { note: `The agent opened a pull request: ${job.prLink}`, failed: false }
                : { note: 'The job completed without changing any file: no pull request was opened.', failed: false };
        case 'archived':
            return { note: 'The job was archived.', failed: false };
        default:
            return { note: `The agent job ${job.id} failed in the service.`, failed: true };
    }
}
function targetOf(record) {
    const [owner = '', repo = ''] = record.repository.split('/');
    return { owner, repo, issueNumber: record.issueNumber, isPullRequest: record.isPullRequest };
}
/** The comment's final text for the record. */
function reportBody(record, report) {
    const run = { runId: record.run.id, attempt: record.run.attempt, workflowJob: record.run.workflowJob, url: record.run.url };
    const view = {
        marker: (0,job_comment.jobMarker)(run, record.jobId),
        trigger: (0,hand_off/* triggerOriginOf */.i)(record.origin),
        job: report.job,
        runUrl: (0,render_text/* httpsUrl */.N3)(record.run.url)?.href,
        // The report does not know when the job ended, only when it looked: no "took".
        ending: { job: report.job, ...noteOf(report), elapsedMs: undefined },
    };
    // Service fields and notes are redacted before rendering: escaping could hide a secret from the request hook.
    return (0,comment_body/* renderJobComment */.R)((0,redact/* redactAll */.$I)(view));
}
/**
 * Updates the comment (a failure is thrown: the job stays pending) and, when
 * `react` (the triggering comment was checked), adds the reaction (a failure only warns).
 */
async function reportToComment(github, record, report, log, react = true) {
    const target = targetOf(record);
    const posted = await (0,comments/* updateComment */.vv)(github, target, record.commentId, reportBody(record, report));
    const { job } = report;
    if (react && record.triggerComment && report.kind === 'finished') {
        const reaction = (0,render_text/* httpsUrl */.N3)(job.prLink) && (job.status === 'completed' || job.status === 'archived')
            ? 'rocket'
            : job.status === 'failed'
                ? 'confused'
                : undefined;
        if (reaction) {
            const where = {
                repository: { owner: target.owner, repo: target.repo },
                comment: record.triggerComment,
                subject: { isPullRequest: record.isPullRequest },
            };
            await (0,comments/* reactTo */.xC)(github, where, reaction, log);
        }
    }
    return posted.url;
}

// EXTERNAL MODULE: ./src/github/errors.ts
var github_errors = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/github/identity.ts
var identity = __webpack_require__(7369);
;// CONCATENATED MODULE: ./src/hand-off/verify.ts





const same = (a, b) => a.toLowerCase() === b.toLowerCase();
/** The `owner/repo` of a workflow run's URL on `serverUrl` for run `runId`; undefined for any other URL. */
function runUrlRepository(url, serverUrl, runId) {
    const parsed = (0,render_text/* httpsUrl */.N3)(url);
    const server = (0,render_text/* httpsUrl */.N3)(serverUrl);
    if (!parsed || !server || parsed.host !== server.host || parsed.search || parsed.hash)
        return undefined;
    const base = server.pathname.replace(/\/+$/, '');
    if (!parsed.pathname.startsWith(`${base}/`))
        return undefined;
    const match = /^\/([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)\/actions\/runs\/(\d+)$/.exec(parsed.pathname.slice(base.length));
    if (!match || match[3] !== runId)
        return undefined;
    return `${match[1] ?? ''}/${match[2] ?? ''}`;
}
/**
 * What the record says that can be checked without asking GitHub: the
 * project, the run URL and the repository. The reason it fails, or undefined.
 */
function recordProblem(record, context) {
    if (record.project !== context.projectId)
        return `it names project ${JSON.stringify(record.project)}, not this one`;
    let runRepository;
    if (record.run.url !== undefined) {
        runRepository = runUrlRepository(record.run.url, context.serverUrl, record.run.id);
        if (!runRepository)
            return `its run URL ${JSON.stringify(record.run.url)} is not the URL of workflow run ${record.run.id} on ${context.serverUrl}`;
    }
    if (!same(record.repository, context.ledgerRepository) && !(runRepository && same(record.repository, runRepository))) {
        return `its repository ${record.repository} is neither the ledger's (${context.ledgerRepository}) nor the one its run ran in`;
    }
    return undefined;
}
/** Octokit's per-request options: the run's cancellation, when there is one. */
const requestOptions = (signal) => (signal ? { signal } : {});
/** A GitHub read that failed: the record cannot be checked now. */
function unchecked(what, error) {
    return { kind: 'unchecked', reason: `could not read ${what} (${(0,errors/* getErrorMessage */.u1)(error)})`, status: (0,github_errors/* statusOf */.c2)(error), error };
}
/** The issue or pull request number an API URL (`…/issues/12`, `…/pulls/12`) ends with. */
const numberIn = (url) => {
    const match = typeof url === 'string' ? /\/(?:issues|pulls)\/(\d+)$/.exec(url) : null;
    return match ? Number(match[1]) : undefined;
};
/** Checks the record against GitHub (after `recordProblem`): the job comment, then the comment to react to. */
async function verifyPending(record, context) {
    const problem = recordProblem(record, context);
    if (problem)
        return { kind: 'forged', reason: problem };
    const { github, signal } = context;
    const [owner = '', repo = ''] = record.repository.split('/');
    const where = `${record.repository}#${record.issueNumber}`;
    let comment;
    try {
        comment = (await github.rest.issues.getComment({ owner, repo, comment_id: record.commentId, request: requestOptions(signal) })).data;
    }
    catch (error) {
        if ((0,github_errors/* statusOf */.c2)(error) === 404 || (0,github_errors/* statusOf */.c2)(error) === 410)
            return whyMissing(record, context, error);
        return unchecked(`comment ${record.commentId} on ${where}`, error);
    }
    if (numberIn(comment.issue_url) !== record.issueNumber)
        return { kind: 'forged', reason: `comment ${record.commentId} is not on ${where}` };
    const marker = (0,comments/* parseMarker */.gY)(comment.body);
    if (marker?.kind !== 'job' ||
        marker['job-id'] !== record.jobId ||
        marker['run-id'] !== record.run.id ||
        (marker['workflow-job'] ?? '') !== record.run.workflowJob) {
        return {
            kind: 'forged',
            reason: `comment ${record.commentId} on ${where} does not start with this action's marker for job ${record.jobId} and run ${record.run.id}`,
        };
    }
    const author = comment.user?.login ?? '';
    if (same(author, comments/* WORKFLOW_BOT */.CD)) {
        if (!same(record.repository, context.ledgerRepository))
            return {
                kind: 'forged',
                reason: `comment ${record.commentId} was written by ${comments/* WORKFLOW_BOT */.CD} in ${record.repository}, outside the ledger's repository`,
            };
    }
    else {
        const own = await (0,identity/* tokenLogin */.n)(github);
        if (own === undefined)
            return {
                kind: 'unchecked',
                reason: 'GitHub would not say which account the token acts as (GraphQL viewer)',
                status: undefined,
                error: undefined,
            };
        if (!same(author, own))
            return {
                kind: 'forged',
                reason: `comment ${record.commentId} was written by ${JSON.stringify(author)}, not by this token's account (${own})`,
            };
    }
    return triggerVerdict(record, context, where);
}
/** The comment 404s: gone when its issue is there (an issue GitHub says is gone too), else the token may not read it. */
async function whyMissing(record, context, error) {
    const [owner = '', repo = ''] = record.repository.split('/');
    const where = `${record.repository}#${record.issueNumber}`;
    try {
        await context.github.rest.issues.get({ owner, repo, issue_number: record.issueNumber, request: requestOptions(context.signal) });
        return { kind: 'gone', reason: `its comment ${record.commentId} on ${where} is gone` };
    }
    catch (issueError) {
        if ((0,github_errors/* statusOf */.c2)(issueError) === 410)
            return { kind: 'gone', reason: `${where} is gone` };
        return unchecked(`comment ${record.commentId} on ${where}`, error);
    }
}
/** The comment to react to, for a slash command: on the same issue, by the person who asked; `react: false` when it is gone. */
async function triggerVerdict(record, context, where) {
    const trigger = record.triggerComment;
    if (!trigger)
        return { kind: 'trusted', react: false };
    if (record.origin.kind !== 'command' || !record.origin.actor)
        return { kind: 'forged', reason: 'it names a comment to react to, but no command' };
    const [owner = '', repo = ''] = record.repository.split('/');
    const request = { owner, repo, comment_id: trigger.id, request: requestOptions(context.signal) };
    let found;
    try {
        found = trigger.review
            ? (await context.github.rest.pulls.getReviewComment(request)).data
            : (await context.github.rest.issues.getComment(request)).data;
    }
    catch (error) {
        if ((0,github_errors/* statusOf */.c2)(error) === 404 || (0,github_errors/* statusOf */.c2)(error) === 410)
            return { kind: 'trusted', react: false };
        return unchecked(`the triggering comment ${trigger.id} on ${where}`, error);
    }
    if (numberIn(trigger.review ? found.pull_request_url : found.issue_url) !== record.issueNumber)
        return { kind: 'forged', reason: `the comment to react to, ${trigger.id}, is not on ${where}` };
    if (!same(found.user?.login ?? '', record.origin.actor))
        return {
            kind: 'forged',
            reason: `the comment to react to, ${trigger.id}, was not written by ${record.origin.actor}, who the record says asked`,
        };
    return { kind: 'trusted', react: true };
}

;// CONCATENATED MODULE: ./src/hand-off/report-one.ts
/**
 * One pending job reported by a report run: its record checked against
 * GitHub (verify.ts), then its comment updated and the reaction added
 * (report-comment.ts). What came of it decides the record's fate: removed
 * (reported, or dropped), kept pending for the next report, or kept and the
 * step failed, when the token may not write the comment (a 403 or 404): a
 * green run that reports nothing would hide that until the record expires.
 */



/** True for an answer that says the token may not do it (not a rate limit): 403, or 404 for a repository it cannot see. */
const refused = (error) => (0,github_errors/* isForbidden */.US)(error) || (0,github_errors/* statusOf */.c2)(error) === 404;
/** Reports `record` as `report` says, if GitHub vouches for it. Never throws. */
async function reportPending(record, report, context, log) {
    const where = `${record.repository}#${record.issueNumber}`;
    const permission = record.isPullRequest ? 'pull-requests: write' : 'issues: write';
    const stays = 'The job stays pending for the next report.';
    const cannotWrite = (what, error) => {
        const hidden = (0,github_errors/* statusOf */.c2)(error) === 404
            ? ` GitHub answers 404 where the token may not see: it needs \`permissions: ${permission}\` on ${record.repository}.`
            : '';
        return { kind: 'cannot-write', message: `${(0,github_errors/* describeGitHubError */.dZ)(what, error, permission)}${hidden} ${stays}` };
    };
    const verdict = await verifyPending(record, context);
    switch (verdict.kind) {
        case 'forged':
            return {
                kind: 'dropped',
                warning: `Dropped the pending job ${record.jobId} (${where}): the record does not hold, ${verdict.reason}. Nothing was edited; someone may have written the record to the ledger by hand.`,
            };
        case 'gone':
            return { kind: 'dropped', warning: `Dropped the pending job ${record.jobId}: ${verdict.reason}.` };
        case 'unchecked':
            if (verdict.error !== undefined && refused(verdict.error))
                return cannotWrite(`read the comment of agent job ${record.jobId} on ${where}`, verdict.error);
            return { kind: 'kept', warning: `Could not check the pending job ${record.jobId} (${where}): ${verdict.reason}. ${stays}` };
        case 'trusted':
            break;
    }
    try {
        return { kind: 'reported', url: await reportToComment(context.github, record, report, log, verdict.react) };
    }
    catch (error) {
        const what = `update the comment of agent job ${record.jobId} on ${where}`;
        if ((0,github_errors/* statusOf */.c2)(error) === 410) {
            return {
                kind: 'dropped',
                warning: `${(0,github_errors/* describeGitHubError */.dZ)(what, error, permission)} The comment or the issue is gone: the job is dropped.`,
            };
        }
        if (refused(error))
            return cannotWrite(what, error);
        return { kind: 'kept', warning: `${(0,github_errors/* describeGitHubError */.dZ)(what, error, permission)} ${stays}` };
    }
}

// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(2495);
// EXTERNAL MODULE: ./src/runner/summary.ts
var runner_summary = __webpack_require__(1070);
// EXTERNAL MODULE: ./src/triggers/event.ts
var triggers_event = __webpack_require__(2765);
;// CONCATENATED MODULE: ./src/modes/report/summary.ts
/**
 * What a report run tells: the event that started it (one log line) and the
 * job summary (the jobs it reported, with their comments).
 */




/** The log line on what started the report: a schedule, or the pull request the agent opened. */
async function describeEvent(env) {
    const event = await (0,triggers_event.readEvent)(env).catch(() => ({ name: env.GITHUB_EVENT_NAME ?? '', payload: {} }));
    const name = event.name;
    if (name !== 'pull_request' && name !== 'pull_request_target') {
        return `Reporting the handed-off jobs (${name ? `a ${name} event` : 'no event'}).`;
    }
    const payload = event.payload;
    const pull = payload.pull_request;
    const number = typeof pull?.number === 'number' ? `#${pull.number}` : 'a pull request';
    const author = typeof pull?.user?.login === 'string' ? ` by ${JSON.stringify(pull.user.login)}` : '';
    const action = typeof payload.action === 'string' ? payload.action : 'changed';
    return `Reporting the handed-off jobs: pull request ${number} was ${action}${author}.`;
}
function reportSummaryMarkdown(summary) {
    const blocks = ['## Docs agent: report'];
    if (summary.reported.length > 0) {
        const rows = summary.reported.map((job) => `| ${(0,markdown/* code */.aY)(job.jobId)} | ${(0,markdown/* code */.aY)(job.status)} | ${job.prLink ? (0,markdown/* link */.nf)(job.prLink) : 'none'} | ${(0,markdown/* link */.nf)(job.commentUrl, `${job.repository}#${job.issueNumber}`)} |`);
        blocks.push(['| Job | Status | Pull request | Comment |', '| --- | --- | --- | --- |', ...rows].join('\n'));
    }
    blocks.push(`Reported: ${summary.reported.length} · still pending: ${summary.pending}`);
    if (summary.note)
        blocks.push((0,markdown/* inert */.tJ)(summary.note));
    return `${blocks.join('\n\n')}\n`;
}
async function writeReportSummary(summary) {
    const markdown = reportSummaryMarkdown((0,redact/* redactAll */.$I)(summary));
    await (0,runner_summary/* writeStepSummary */.o)((s) => s.addRaw(markdown));
}

;// CONCATENATED MODULE: ./src/modes/report/run.ts
/**
 * Report mode (`mode: report`): reads the project's pending jobs (handed off
 * by runs with `wait: false`), looks each up once in the service, and for
 * each that has ended (or stayed active past `timeout-seconds`) updates its
 * comment as a waiting run would have, then removes it from the list. It
 * never creates a job and never takes a slot of the hourly budget.
 *
 * Exactly once: the jobs to report are claimed in one compare-and-swap write
 * of the ledger before any comment is touched; a second report run at the
 * same moment finds them claimed and leaves them alone. A report that fails
 * (a GitHub error) gives its claim back, so the next run reports the job.
 */











/** How many jobs are looked up at once. */
const LOOKUPS_AT_ONCE = 4;
/** Longest one look-up waits for the service. */
const LOOKUP_TIMEOUT_MS = 30_000;
/**
 * The time kept at the end of `report-timeout-seconds` for the ledger's last
 * write (the reported jobs removed, the others given back): look-ups and
 * comment updates stop that much before the deadline.
 */
function settleReserveMs(runTimeoutMs) {
    return Math.min(15_000, runTimeoutMs / 4);
}
async function look(record, client, settings, now, signal, timeoutMs) {
    let job;
    try {
        job = await client.getJob(record.jobId, { signal, timeoutMs });
    }
    catch (error) {
        if (error instanceof errors/* ServiceHttpError */.iL && error.status === 404) {
            return { record, kind: 'gone', reason: `agent job ${record.jobId} is not found in the service` };
        }
        log/* log */.Rm.warning(`Could not look up agent job ${record.jobId} (${(0,errors/* getErrorMessage */.u1)(error)}); it stays pending for the next report.`);
        return { record, kind: 'stay' };
    }
    const report = whatToReport(record, job, now, settings.timeoutMs);
    return report ? { record, kind: 'report', report } : { record, kind: 'stay' };
}
/** Looks the records up, a few at once, while `timeLeft` allows; those not reached stay pending. */
async function lookAll(records, timeLeft, lookOne) {
    const looks = [];
    for (let i = 0; i < records.length; i += LOOKUPS_AT_ONCE) {
        const left = timeLeft();
        if (left <= 0)
            return { looks, unreached: records.length - i };
        const timeoutMs = Math.min(LOOKUP_TIMEOUT_MS, left);
        looks.push(...(await Promise.all(records.slice(i, i + LOOKUPS_AT_ONCE).map((record) => lookOne(record, timeoutMs)))));
    }
    return { looks, unreached: 0 };
}
/** The report run; never throws: a failure becomes a `failed` outcome. */
async function runReport(settings, deps) {
    const reported = [];
    let pendingLeft;
    let note;
    /** Jobs whose comment the token may not write: the step fails, naming the permission; they stay pending. */
    const cannotWrite = [];
    // Look-ups and comment updates stop early enough for the ledger's last write.
    const workUntil = deps.deadline - settleReserveMs(settings.runTimeoutMs);
    const timeLeft = () => workUntil - deps.clock.now();
    const limit = `'${names/* Inputs */.G0.ReportTimeoutSeconds}' (${settings.runTimeoutMs / 1000})`;
    try {
        const ledgerRepository = settings.budgetRepository || deps.env.GITHUB_REPOSITORY || '';
        if (!ledgerRepository)
            throw new Error("GITHUB_REPOSITORY is not set and no 'budget-repository' was given: no ledger to read.");
        const [github, client] = await Promise.all([
            deps.createGitHub({ token: settings.githubToken, writesPerMinute: settings.githubWritesPerMinute }),
            deps.createClient(settings),
        ]);
        log/* log */.Rm.info(await describeEvent(deps.env));
        const ledger = new ledger_store.LedgerStore({
            client: github,
            repository: ledgerRepository,
            projectId: settings.projectId,
            clock: deps.clock,
            warn: log/* log */.Rm.warning,
            random: deps.random,
        });
        const store = new hand_off_store/* PendingStore */.T(ledger, deps.signal);
        const claimant = `${deps.env.GITHUB_RUN_ID ?? 'local'}-${deps.env.GITHUB_RUN_ATTEMPT ?? '1'}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
        const records = await store.list().catch((error) => {
            throw new Error(`Could not read the pending jobs in ${ledgerRepository} ${store.ref}: ${(0,errors/* getErrorMessage */.u1)(error)}`, { cause: error });
        });
        const now = store.now();
        const serverUrl = deps.env.GITHUB_SERVER_URL || 'https://github.com';
        const free = records.filter((record) => !(0,pending/* isClaimedByOther */.nQ)(record, claimant, now));
        if (free.length < records.length)
            log/* log */.Rm.info(`${records.length - free.length} pending job(s) are being reported by another run right now.`);
        // A record whose project, run URL or repository does not hold is dropped without asking the service (verify.ts).
        const { looks, unreached } = await lookAll(free, timeLeft, (record, timeoutMs) => {
            const problem = recordProblem(record, { ledgerRepository, projectId: settings.projectId, serverUrl });
            if (problem)
                return Promise.resolve({ record, kind: 'gone', reason: `the record does not hold, ${problem}; nothing was edited` });
            return look(record, client, settings, now, deps.signal, timeoutMs);
        });
        if (unreached > 0)
            log/* log */.Rm.warning(`${unreached} pending job(s) were not looked up within ${limit}: they stay pending for the next report.`);
        const toReport = looks.filter((found) => found.kind !== 'stay');
        pendingLeft = records.length;
        if (toReport.length === 0) {
            const active = unreached === 0 ? 'still active' : `pending, ${unreached} not looked up within ${limit}`;
            note = records.length === 0 ? 'No job is pending.' : `Nothing to report: ${records.length} job(s) ${active}.`;
            log/* log */.Rm.info(note);
        }
        else {
            // Claimed in one write: a report run at the same moment leaves these alone.
            const ledgerWrite = (what) => (error) => {
                throw new Error(`Could not ${what} in the ledger of ${ledgerRepository} (${store.ref}): ${(0,errors/* getErrorMessage */.u1)(error)}. The token needs 'contents: write' there.`, { cause: error });
            };
            const { claimed } = await store
                .claim(toReport.map((found) => found.record.jobId), claimant)
                .catch(ledgerWrite('claim the jobs to report (no comment was touched)'));
            const mine = new Set(claimed);
            const verifying = { github, ledgerRepository, projectId: settings.projectId, serverUrl, signal: deps.signal };
            const done = [];
            const release = [];
            let late = 0;
            for (const found of toReport) {
                const { record } = found;
                if (!mine.has(record.jobId))
                    continue;
                if (found.kind === 'gone') {
                    log/* log */.Rm.warning(`Dropped the pending job ${record.jobId}: ${found.reason}.`);
                    done.push(record.jobId);
                    continue;
                }
                if (timeLeft() <= 0) {
                    // Past the time for comment updates: given back, reported by the next run.
                    release.push(record.jobId);
                    late += 1;
                    continue;
                }
                const result = await reportPending(record, found.report, verifying, log/* log */.Rm);
                switch (result.kind) {
                    case 'reported':
                        done.push(record.jobId);
                        reported.push({
                            jobId: record.jobId,
                            status: found.report.kind === 'timeout' ? 'timeout' : found.report.job.status,
                            prLink: found.report.job.prLink ?? '',
                            repository: record.repository,
                            issueNumber: record.issueNumber,
                            commentUrl: result.url,
                        });
                        log/* log */.Rm.info(`Reported agent job ${record.jobId} (${(0,log/* quote */.hD)(found.report.job.status)}) on ${record.repository}#${record.issueNumber}: ${result.url}`);
                        break;
                    case 'dropped':
                        log/* log */.Rm.warning(result.warning);
                        done.push(record.jobId);
                        break;
                    case 'kept':
                        log/* log */.Rm.warning(result.warning);
                        release.push(record.jobId);
                        break;
                    case 'cannot-write':
                        // Reported as the step's failure once the rest is done; the job stays pending.
                        cannotWrite.push(result.message);
                        release.push(record.jobId);
                        break;
                }
            }
            if (late > 0)
                log/* log */.Rm.warning(`${late} job(s) were not reported within ${limit}: they stay pending for the next report.`);
            // Should this fail, the claims lapse after 5 minutes and the next run writes the same comments again.
            deps.wrapUp();
            await store.settle(claimant, done, release).catch(ledgerWrite('remove the reported jobs from the pending list'));
            pendingLeft = records.length - done.length;
            note = `Reported ${reported.length} job(s); ${pendingLeft} pending.`;
            log/* log */.Rm.info(note);
        }
        if (cannotWrite.length > 0) {
            // The step fails, naming the permission; the jobs stay pending (their claims given back).
            const message = cannotWrite.join(' ');
            return { kind: 'failed', error: new Error(message), cancelled: false, reported, note: message, ...pendingOf(pendingLeft) };
        }
        return { kind: 'done', reported, pending: pendingLeft, note };
    }
    catch (error) {
        return { kind: 'failed', error, cancelled: deps.signal.aborted, reported, note: (0,errors/* getErrorMessage */.u1)(error), ...pendingOf(pendingLeft) };
    }
}
const pendingOf = (pending) => (pending === undefined ? {} : { pending });

;// CONCATENATED MODULE: ./src/modes/report/report.ts
/**
 * Reports how a report run ended: the outputs (`reported`, `pending`,
 * `reported-jobs`), the job summary, then the step's failure if it failed.
 */




/** The `status` output of a report run: `completed` once it did what it could in its time. */
function reportStatus(outcome) {
    if (outcome.kind === 'done')
        return 'completed';
    return outcome.cancelled ? 'cancelled' : 'error';
}
/** Writes the outputs and the summary, then fails the step if the run failed. */
async function reportReportOutcome(outcome, outputs) {
    outputs.set(names/* Outputs */.tY.Reported, String(outcome.reported.length));
    if (outcome.pending !== undefined)
        outputs.set(names/* Outputs */.tY.Pending, String(outcome.pending));
    outputs.set(names/* Outputs */.tY.ReportedJobs, JSON.stringify(outcome.reported));
    outputs.flush();
    try {
        await writeReportSummary({ reported: outcome.reported, pending: outcome.pending ?? 0, note: outcome.note });
    }
    catch (error) {
        log/* log */.Rm.warning(`Could not write the job summary: ${(0,errors/* getErrorMessage */.u1)(error)}`);
    }
    if (outcome.kind === 'failed')
        log/* log */.Rm.setFailed(outcome.note);
}

;// CONCATENATED MODULE: ./src/modes/report/mode.ts
/**
 * Report mode as main drives it (src/modes/mode.ts): the settings, the run's
 * own deadline (`report-timeout-seconds`), the report of the handed-off jobs,
 * and its outputs and summary.
 */





const reportMode = {
    readSettings: async ({ readInput, env }) => Promise.resolve(readReportSettings(readInput, env.GITHUB_API_URL)),
    timeout: (settings) => ({ ms: settings.runTimeoutMs, input: names/* Inputs */.G0.ReportTimeoutSeconds }),
    run: runReport,
    failed: (error, cancelled) => ({ kind: 'failed', error, cancelled, reported: [], note: (0,errors/* getErrorMessage */.u1)(error) }),
    status: reportStatus,
    report: reportReportOutcome,
};


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
/* harmony export */   FS: () => (/* binding */ checkAdminKey),
/* harmony export */   mL: () => (/* binding */ InputCollector),
/* harmony export */   yA: () => (/* binding */ isAdminKeyShape)
/* harmony export */ });
/* unused harmony exports baseUrlSchema, isAssistantKeyShape */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3759);
/* harmony import */ var _util_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7997);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4090);




/**
 * Reading inputs, shared by both modes: one reader (trimmed, as the runner's
 * `core.getInput` does), and a collector that reports every problem at once,
 * each naming the input and the form it expects.
 */
const baseUrlSchema = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .url */ .OZ5({ protocol: /^https?$/, error: 'must be an absolute http(s) URL, e.g. https://api.example.com' }), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .transform */ .pdi((text, ctx) => {
    const url = new URL(text);
    if (url.protocol === 'http:' && !(0,_util_url_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopbackHost */ .c)(url.hostname)) {
        ctx.issues.push({
            code: 'custom',
            input: text,
            message: 'must use https:// (http:// is accepted only for loopback hosts such as localhost)',
        });
    }
    const blocked = (0,_util_url_js__WEBPACK_IMPORTED_MODULE_0__/* .fetchBlockedPort */ .S)(url);
    if (blocked !== undefined) {
        ctx.issues.push({
            code: 'custom',
            input: text,
            message: `uses port ${blocked}, which fetch refuses to connect to (a "bad port" of the Fetch standard): serve the service on another port`,
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
const positiveSeconds = (integer) => zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* ._regex */ .Fk(integer ? /^\d+$/ : /^\d+(\.\d+)?$/, {
    error: integer ? 'must be a whole number of seconds, e.g. 1800' : 'must be a number of seconds, e.g. 5',
})), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .transform */ .pdi(Number), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* ._positive */ .NC({ error: 'must be greater than 0' }))));
const BOOLEAN_TRUE = new Set(['true', 'True', 'TRUE']);
const BOOLEAN_FALSE = new Set(['false', 'False', 'FALSE']);
const booleanSchema = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .refine */ .YPB((v) => BOOLEAN_TRUE.has(v) || BOOLEAN_FALSE.has(v), {
    error: 'must be true or false',
})), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .transform */ .pdi((v) => BOOLEAN_TRUE.has(v)));
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
/** Checks the admin key's shape: an assistant (public) key is refused by name. */
function checkAdminKey(inputs, key) {
    if (key && isAssistantKeyShape(key)) {
        inputs.problem(_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.AdminApiKey, 'holds an assistant API key (prefix `<svc>_dsc_`); agent jobs need the admin API key (prefix `<svc>_` without `dsc_`) from the API keys page of the dashboard');
    }
}


/***/ }),

/***/ 2765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AnyEventSchema: () => (/* binding */ AnyEventSchema),
/* harmony export */   ClosedPullRequestEventSchema: () => (/* binding */ ClosedPullRequestEventSchema),
/* harmony export */   IssueCommentEventSchema: () => (/* binding */ IssueCommentEventSchema),
/* harmony export */   IssuesEventSchema: () => (/* binding */ IssuesEventSchema),
/* harmony export */   PullRequestEventSchema: () => (/* binding */ PullRequestEventSchema),
/* harmony export */   PushEventSchema: () => (/* binding */ PushEventSchema),
/* harmony export */   ReviewCommentEventSchema: () => (/* binding */ ReviewCommentEventSchema),
/* harmony export */   UserSchema: () => (/* binding */ UserSchema),
/* harmony export */   parsePayload: () => (/* binding */ parsePayload),
/* harmony export */   readEvent: () => (/* binding */ readEvent),
/* harmony export */   repositoryOf: () => (/* binding */ repositoryOf)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3759);
/* harmony import */ var _github_load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9747);
/* harmony import */ var _util_validation_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5709);
/**
 * The workflow's event, as `@actions/github`'s `context` reads it from the
 * runner's environment: its name from `GITHUB_EVENT_NAME`, its webhook
 * payload from the file at `GITHUB_EVENT_PATH`. The payload is untrusted
 * input: only the fields the action uses are checked here, with zod, each
 * with a message that names it.
 */



const UserSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    login: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._minLength */ .m9(1)),
    /** `User`, `Bot` or `Organization`. */
    type: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
const RepositorySchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    owner: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ login: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
});
const IssueSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    number: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    title: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    body: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    html_url: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** Present when the issue is a pull request (comments on a PR arrive as `issue_comment`). */
    pull_request: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({}))),
    /** The labels it has (an issue opened from a template may arrive labelled). */
    labels: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }))),
});
const PullRequestSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    number: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    title: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    body: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    html_url: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
});
const CommentSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    id: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    body: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    html_url: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    user: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(UserSchema),
    /** Review comments only: the file and line the comment is on. */
    path: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    line: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig())),
});
const base = {
    sender: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(UserSchema),
    repository: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(RepositorySchema),
};
const IssuesEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    issue: IssueSchema,
    label: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })),
});
const PullRequestEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    pull_request: PullRequestSchema,
    label: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })),
});
const IssueCommentEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    issue: IssueSchema,
    comment: CommentSchema,
});
const ReviewCommentEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    pull_request: PullRequestSchema,
    comment: CommentSchema,
});
const AnyEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3(base);
/** A closed pull request: merged or not, and what the "what changed" section of the prompt reads from it. */
const ClosedPullRequestSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...PullRequestSchema.shape,
    merged: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY())),
    merged_by: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(UserSchema)),
    user: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(UserSchema)),
    base: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ ref: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    labels: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }))),
    /** Counts GitHub gives with the payload: the fallback when the files or commits API cannot be read. */
    commits: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    additions: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    deletions: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    changed_files: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
});
const ClosedPullRequestEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('closed'),
    pull_request: ClosedPullRequestSchema,
});
const PushCommitSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    id: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    message: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    author: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), username: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) }),
    added: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    removed: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    modified: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
});
const PushEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    ref: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    before: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    after: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    created: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
    deleted: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
    forced: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
    compare: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** At most 20, as GitHub sends them: the fallback when the compare API cannot be read. */
    commits: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(PushCommitSchema)),
    repository: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ ...RepositorySchema.shape, default_branch: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) })),
});
/**
 * The event of this run, from `@actions/github`'s `context`, which the
 * GitHub client's module holds: loaded on demand, once the inputs are valid,
 * so a run that fails its inputs check never loads it. A payload file that
 * cannot be read, or is not JSON, is an error naming the file
 * (src/github/load.ts).
 */
async function readEvent(env) {
    const { eventContext } = await (0,_github_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadGitHub */ .g)(env.GITHUB_EVENT_PATH);
    try {
        const context = eventContext();
        // Typed as a string; unset outside GitHub Actions.
        const name = context.eventName;
        return { name: name?.trim() ?? '', payload: context.payload };
    }
    catch (error) {
        // Where the payload is read on use rather than at import (the in-process tests' stand-in of the toolkit).
        throw await (0,_github_load_js__WEBPACK_IMPORTED_MODULE_0__/* .eventPayloadError */ .P)(error, env.GITHUB_EVENT_PATH);
    }
}
/** Parses a payload with a schema, or throws an error naming the event and the fields that are off. */
function parsePayload(schema, event) {
    const result = schema.safeParse(event.payload);
    if (result.success)
        return result.data;
    throw new Error(`The ${event.name} event payload is not what GitHub sends: ${(0,_util_validation_js__WEBPACK_IMPORTED_MODULE_1__/* .formatIssues */ .o)(result.error.issues, event.payload).join('; ')}`);
}
/** `owner/repo` from `GITHUB_REPOSITORY`, else from the payload's repository. */
function repositoryOf(env, payload) {
    const [owner, repo, ...rest] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (owner && repo && rest.length === 0)
        return { owner, repo };
    if (payload.repository)
        return { owner: payload.repository.owner.login, repo: payload.repository.name };
    return undefined;
}


/***/ }),

/***/ 7997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ fetchBlockedPort),
/* harmony export */   c: () => (/* binding */ isLoopbackHost)
/* harmony export */ });
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);
/** Whether a URL's hostname names this machine (plain `http://` is accepted only there). */
function isLoopbackHost(hostname) {
    return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname.endsWith('.localhost');
}
/**
 * The ports `fetch` refuses to connect to (the Fetch standard's "bad ports",
 * as undici lists them): a request there fails with "fetch failed" before any
 * byte is sent, so a URL on one is refused when it is read instead.
 */
const FETCH_BLOCKED_PORTS = new Set([
    1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117,
    119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636,
    989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);
/** The URL's port when `fetch` refuses it ("bad port"), else undefined. */
function fetchBlockedPort(url) {
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    return FETCH_BLOCKED_PORTS.has(port) ? port : undefined;
}


/***/ }),

/***/ 5709:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ formatIssues)
/* harmony export */ });
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(767);

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
    return (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(text, 80);
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

//# sourceMappingURL=651.index.js.map