export const id = 163;
export const ids = [163,891];
export const modules = {

/***/ 8437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $r: () => (/* binding */ targetOf),
/* harmony export */   Fd: () => (/* binding */ reportToComment),
/* harmony export */   y8: () => (/* binding */ whatToReport)
/* harmony export */ });
/* unused harmony export reportBody */
/* harmony import */ var _marked_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1433);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(893);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(767);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4090);
/* harmony import */ var _service_agent_schemas_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2398);
/* harmony import */ var _job_body_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2551);
/* harmony import */ var _job_comment_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(30);
/* harmony import */ var _hand_off_hand_off_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4764);
/* harmony import */ var _render_time_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2891);
/* harmony import */ var _service_agent_pickup_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4693);
/* harmony import */ var _hand_off_pickup_record_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3223);











/**
 * What to report of a pending job as the service shows it now: its end, or a
 * timeout once it has been pending longer than `timeoutMs` since its hand-off;
 * undefined while it stays pending.
 */
function whatToReport(record, job, now, timeoutMs) {
    // A follow-up message not yet picked up: the result the job shows is the last message's, not this one's.
    const waiting = (0,_hand_off_pickup_record_js__WEBPACK_IMPORTED_MODULE_8__/* .awaitingPickup */ .Pm)(record, job);
    if (_service_agent_schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .TERMINAL_STATUSES */ .CM.has(job.status) && !waiting)
        return { kind: 'finished', job };
    const pendingMs = Math.max(0, now - Date.parse(record.handedOffAt));
    if (pendingMs <= timeoutMs)
        return undefined;
    return waiting
        ? { kind: 'timeout', job: (0,_service_agent_pickup_js__WEBPACK_IMPORTED_MODULE_7__.asWorking)(job), pendingMs, timeoutMs, notPickedUp: true }
        : { kind: 'timeout', job, pendingMs, timeoutMs };
}
/** The note a waiting run gives the same ending (see agent/report.ts). */
function noteOf(report) {
    const { job } = report;
    if (report.kind === 'timeout' && report.notPickedUp) {
        return {
            note: `The follow-up message was sent ${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_9__/* .formatDuration */ .a)(report.pendingMs)} ago and the job has not picked it up ('${_runner_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.TimeoutSeconds}': ${report.timeoutMs / 1000}): it still shows its earlier result.`,
            failed: true,
        };
    }
    if (report.kind === 'timeout') {
        return {
            note: `Still active ${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_9__/* .formatDuration */ .a)(report.pendingMs)} after it was handed off ('${_runner_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.TimeoutSeconds}': ${report.timeoutMs / 1000}): the job goes on in the service.`,
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
        marker: (0,_job_comment_js__WEBPACK_IMPORTED_MODULE_5__.jobMarker)(run, record.jobId),
        trigger: (0,_hand_off_hand_off_js__WEBPACK_IMPORTED_MODULE_6__/* .triggerOriginOf */ .iS)(record.origin),
        job: report.job,
        runUrl: (0,_render_text_js__WEBPACK_IMPORTED_MODULE_10__/* .httpsUrl */ .N3)(record.run.url)?.href,
        // The report does not know when the job ended, only when it looked: no "took".
        ending: { job: report.job, ...noteOf(report), elapsedMs: undefined },
    };
    // Service fields and notes are redacted before rendering: escaping could hide a secret from the request hook.
    return (0,_job_body_js__WEBPACK_IMPORTED_MODULE_4__/* .renderJobComment */ .RK)((0,_util_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactAll */ .$I)(view));
}
/**
 * Updates the comment (a failure is thrown: the job stays pending) and, when
 * `react` (the triggering comment was checked), adds the reaction (a failure only warns).
 */
async function reportToComment(github, record, report, log, react = true) {
    const target = targetOf(record);
    const posted = await (0,_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .updateComment */ .vv)(github, target, record.commentId, reportBody(record, report));
    const { job } = report;
    if (react && record.triggerComment && report.kind === 'finished') {
        const reaction = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_10__/* .httpsUrl */ .N3)(job.prLink) && (job.status === 'completed' || job.status === 'archived')
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
            await (0,_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .reactTo */ .xC)(github, where, reaction, log);
        }
    }
    return posted.url;
}


/***/ }),

/***/ 8824:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ verifyPending),
/* harmony export */   hN: () => (/* binding */ recordProblem)
/* harmony export */ });
/* unused harmony export runUrlRepository */
/* harmony import */ var _comment_marked_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1433);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3116);
/* harmony import */ var _github_identity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7369);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(893);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17);





const same = (a, b) => a.toLowerCase() === b.toLowerCase();
/** The `owner/repo` of a workflow run's URL on `serverUrl` for run `runId`; undefined for any other URL. */
function runUrlRepository(url, serverUrl, runId) {
    const parsed = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .httpsUrl */ .N3)(url);
    const server = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .httpsUrl */ .N3)(serverUrl);
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
    return { kind: 'unchecked', reason: `could not read ${what} (${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .getErrorMessage */ .u1)(error)})`, status: (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error), error };
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
        if ((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error) === 404 || (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error) === 410)
            return whyMissing(record, context, error);
        return unchecked(`comment ${record.commentId} on ${where}`, error);
    }
    if (numberIn(comment.issue_url) !== record.issueNumber)
        return { kind: 'forged', reason: `comment ${record.commentId} is not on ${where}` };
    const marker = (0,_comment_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .parseMarker */ .gY)(comment.body);
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
    if (same(author, _comment_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .WORKFLOW_BOT */ .CD)) {
        if (!same(record.repository, context.ledgerRepository))
            return {
                kind: 'forged',
                reason: `comment ${record.commentId} was written by ${_comment_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .WORKFLOW_BOT */ .CD} in ${record.repository}, outside the ledger's repository`,
            };
    }
    else {
        const own = await (0,_github_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenLogin */ .n)(github);
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
        if ((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(issueError) === 410)
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
        if ((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error) === 404 || (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error) === 410)
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


/***/ }),

/***/ 4163:
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
// EXTERNAL MODULE: ./src/runner/inputs.ts + 1 modules
var runner_inputs = __webpack_require__(2939);
// EXTERNAL MODULE: ./src/github/writes-per-minute.ts
var writes_per_minute = __webpack_require__(4298);
// EXTERNAL MODULE: ./src/budget/inputs.ts
var budget_inputs = __webpack_require__(8136);
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
 * (`GITHUB_API_URL`): a GitHub Enterprise Server accepts more than GitHub's 80 writes a minute.
 */
function readReportSettings(read, githubApiUrl) {
    const inputs = new runner_inputs/* InputCollector */.mL(read);
    const baseUrl = inputs.url(names/* Inputs */.G0.BaseUrl);
    const projectId = inputs.required(names/* Inputs */.G0.ProjectId, 'the project id whose handed-off jobs are reported');
    (0,runner_inputs/* checkProjectId */.vb)(inputs, projectId);
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
    const budgetPerHour = (0,budget_inputs/* readBudgetPerHour */.nv)(inputs);
    inputs.throwIfAny();
    if (!baseUrl)
        throw new errors/* InputError */.dz([{ input: names/* Inputs */.G0.BaseUrl, message: 'is required' }]);
    return { baseUrl, projectId, adminApiKey, githubToken, timeoutMs, budgetRepository, runTimeoutMs, githubWritesPerMinute, budgetPerHour };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/hand-off/store.ts
var hand_off_store = __webpack_require__(468);
// EXTERNAL MODULE: ./src/ledger/store.ts + 3 modules
var ledger_store = __webpack_require__(1010);
// EXTERNAL MODULE: ./src/hand-off/pending.ts
var pending = __webpack_require__(1150);
// EXTERNAL MODULE: ./src/ledger/document.ts
var ledger_document = __webpack_require__(4732);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(7708);
// EXTERNAL MODULE: ./src/github/errors.ts
var github_errors = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/comment/report-update.ts
var report_update = __webpack_require__(8437);
// EXTERNAL MODULE: ./src/hand-off/verify.ts
var verify = __webpack_require__(8824);
;// CONCATENATED MODULE: ./src/hand-off/report-one.ts
/**
 * One pending job reported by a report run: its record checked against
 * GitHub (verify.ts), then its comment updated and the reaction added
 * (comment/report-update.ts). What came of it decides the record's fate: removed
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
    const verdict = await (0,verify/* verifyPending */.$e)(record, context);
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
        return { kind: 'reported', url: await (0,report_update/* reportToComment */.Fd)(context.github, record, report, log, verdict.react) };
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
// EXTERNAL MODULE: ./src/util/redact.ts
var redact = __webpack_require__(767);
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
function reportSummaryMarkdown(summary, chart) {
    const blocks = ['## Docs agent: report'];
    if (summary.reported.length > 0) {
        const rows = summary.reported.map((job) => `| ${(0,markdown/* code */.aY)(job.jobId)} | ${(0,markdown/* code */.aY)(job.status)} | ${job.prLink ? (0,markdown/* link */.nf)(job.prLink) : 'none'} | ${(0,markdown/* link */.nf)(job.commentUrl, `${job.repository}#${job.issueNumber}`)} |`);
        blocks.push(['| Job | Status | Pull request | Comment |', '| --- | --- | --- | --- |', ...rows].join('\n'));
    }
    blocks.push(`Reported: ${summary.reported.length} · still pending: ${summary.pending}`);
    if (chart)
        blocks.push(chart);
    if (summary.note)
        blocks.push((0,markdown/* inert */.tJ)(summary.note));
    return `${blocks.join('\n\n')}\n`;
}
async function writeReportSummary(summary) {
    const { timeline } = summary;
    // The picture, loaded only when there is something to draw.
    const chart = timeline && timeline.items.length > 0
        ? (await __webpack_require__.e(/* import() */ 300).then(__webpack_require__.bind(__webpack_require__, 7919))).handOffTimeline(timeline.items, timeline.at)
        : undefined;
    const markdown = reportSummaryMarkdown((0,redact/* redactAll */.$I)(summary), chart && (0,redact/* redactAll */.$I)(chart));
    await (0,runner_summary/* writeStepSummary */.o)((s) => s.addRaw(markdown));
}

;// CONCATENATED MODULE: ./src/modes/report/pipeline.ts



/** How many jobs are looked up at once. */
const LOOKUPS_AT_ONCE = 4;
/** Longest one look-up waits for the service. */
const LOOKUP_TIMEOUT_MS = 30_000;
/** Looks one job up in the service; never throws (a failed look-up keeps the job pending). */
async function look(record, client, timeouts, now) {
    let job;
    try {
        job = await client.getJob(record.jobId, { withinMs: timeouts.lookupMs });
    }
    catch (error) {
        if (error instanceof errors/* ServiceHttpError */.iL && error.status === 404) {
            return { record, kind: 'gone', reason: `agent job ${record.jobId} is not found in the service` };
        }
        log/* log */.Rm.warning(`Could not look up agent job ${record.jobId} (${(0,errors/* getErrorMessage */.u1)(error)}); it stays pending for the next report.`);
        return { record, kind: 'stay' };
    }
    const report = (0,report_update/* whatToReport */.y8)(record, job, now(), timeouts.jobTimeoutMs);
    return report ? { record, kind: 'report', report } : { record, kind: 'stay' };
}
/** Looks the records up, `LOOKUPS_AT_ONCE` at a time while there is time, and reports each find at once. */
async function lookAndReport(pipeline) {
    const queue = [...pipeline.order];
    const found = [];
    const stayed = [];
    let stopped = false;
    let lookersDone = false;
    let wake;
    const notify = () => {
        const resume = wake;
        wake = undefined;
        resume?.();
    };
    const looker = async () => {
        while (!stopped && queue.length > 0) {
            const left = pipeline.timeLeft();
            if (left <= 0)
                return;
            const record = queue.shift();
            if (!record)
                return;
            const result = await pipeline.lookOne(record, Math.min(LOOKUP_TIMEOUT_MS, left));
            if (result.kind === 'stay')
                stayed.push(result.record);
            else {
                found.push(result);
                notify();
            }
        }
    };
    const lookers = Promise.all(Array.from({ length: LOOKUPS_AT_ONCE }, looker)).finally(() => {
        lookersDone = true;
        notify();
    });
    const failure = {};
    const reporter = async () => {
        for (;;) {
            if (found.length === 0) {
                if (lookersDone)
                    return;
                await new Promise((resolve) => {
                    wake = resolve;
                });
                continue;
            }
            try {
                await pipeline.reportBatch(found.splice(0));
            }
            catch (error) {
                failure.error = error;
                stopped = true;
                return;
            }
        }
    };
    await Promise.all([lookers, reporter()]);
    return { stayed, unreached: queue.length, ...failure };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/mini/schemas.js
var schemas = __webpack_require__(4343);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(3759);
// EXTERNAL MODULE: ./node_modules/zod/v4/mini/iso.js
var iso = __webpack_require__(3102);
// EXTERNAL MODULE: ./src/service/agent/schemas.ts
var agent_schemas = __webpack_require__(2398);
;// CONCATENATED MODULE: ./src/preview/reported.ts
/**
 * The pull requests a report run reported recently: the ledger's `reported`
 * section, one entry per pull request link, with where its job comment is
 * and who triggered the job. A `deployment_status` report run (a preview that
 * arrives after the job was reported) finds here which comment shows the
 * pull request, and puts the preview link into it (previews.ts).
 *
 * The pending record of a job is removed once it is reported; this entry is
 * what stays. It is written by the report run that reports the job, in one
 * compare-and-swap write after the pending list's, only when a reported job
 * opened a pull request. Read as untrusted, as pending records are: an entry
 * that does not parse is dropped on its own, and before its comment is edited
 * it is checked against GitHub as a pending record is (hand-off/verify.ts).
 * Bounded: entries older than `REPORTED_MAX_AGE_MS` are dropped, and at most
 * `MAX_REPORTED` are kept (the newest).
 */




/** The ledger document's field. */
const REPORTED_FIELD = 'reported';
/** Most entries kept: the newest stay. */
const MAX_REPORTED = 100;
/** How long a reported pull request's comment can still get its preview: a week. */
const REPORTED_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Longest time the write spends on lost races. */
const CONTENTION_MS = 60 * 1000;
/** Slack for clocks: a time this far ahead of now is still taken as it is. */
const CLOCK_TOLERANCE_MS = 60 * 1000;
const reported_text = (max) => schemas/* string */.YjP().check(api/* _maxLength */.Eb(max));
const positiveInt = schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _positive */.NC(), api/* _lte */.Zm(Number.MAX_SAFE_INTEGER));
const ReportedSchema = schemas/* looseObject */._H3({
    /** The pull request the job opened, as the service gave it. */
    prLink: schemas/* string */.YjP().check(api/* _minLength */.m9(1), api/* _maxLength */.Eb(500)),
    jobId: schemas/* string */.YjP().check(api/* _minLength */.m9(1), api/* _maxLength */.Eb(200), schemas/* refine */.YPB(agent_schemas/* isJobId */.dW)),
    project: reported_text(200),
    repository: schemas/* string */.YjP().check(api/* _regex */.Fk(/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/)),
    issueNumber: positiveInt,
    isPullRequest: schemas/* boolean */.zMY(),
    commentId: positiveInt,
    run: schemas/* object */.Ikc({ id: reported_text(100), attempt: positiveInt, workflowJob: reported_text(200), url: schemas/* optional */.lqM(reported_text(500)) }),
    /** What the comment says of the trigger: its kind and who, whose deployments never count as the preview. */
    origin: schemas/* looseObject */._H3({
        kind: schemas/* enum */.k5n(['command', 'label', 'standalone', 'merged', 'push']),
        actor: schemas/* optional */.lqM(reported_text(100)),
    }),
    reportedAt: iso/* datetime */.w$({ offset: true }),
});
/** The entry for a job reported with a pull request link. */
function reportedPull(record, prLink, now) {
    return {
        prLink,
        jobId: record.jobId,
        project: record.project,
        repository: record.repository,
        issueNumber: record.issueNumber,
        isPullRequest: record.isPullRequest,
        commentId: record.commentId,
        run: record.run,
        origin: { kind: record.origin.kind, ...(record.origin.actor === undefined ? {} : { actor: record.origin.actor }) },
        reportedAt: (0,ledger_document/* iso */.KH)(now),
    };
}
/** The entry as the pending record the checks of hand-off/verify.ts take (no comment to react to). */
function asPendingRecord(entry) {
    return {
        jobId: entry.jobId,
        project: entry.project,
        repository: entry.repository,
        issueNumber: entry.issueNumber,
        isPullRequest: entry.isPullRequest,
        commentId: entry.commentId,
        run: entry.run,
        origin: entry.origin,
        handedOffAt: entry.reportedAt,
    };
}
/** The entries from the raw field, checked and bounded against `now`; `repairs` says what was dropped. */
function readReported(raw, now) {
    const repairs = [];
    if (raw === undefined || raw === null)
        return { entries: [], repairs };
    if (!Array.isArray(raw))
        return { entries: [], repairs: [`dropped '${REPORTED_FIELD}': not a list`] };
    const byLink = new Map();
    for (const [index, item] of raw.entries()) {
        const parsed = ReportedSchema.safeParse(item);
        if (!parsed.success) {
            repairs.push(`dropped reported pull request ${index + 1}: not a valid entry`);
            continue;
        }
        const entry = { ...parsed.data };
        const at = Date.parse(entry.reportedAt);
        if (now - at > REPORTED_MAX_AGE_MS)
            continue; // expired: dropped quietly, as intended
        if (at > now + CLOCK_TOLERANCE_MS)
            entry.reportedAt = (0,ledger_document/* iso */.KH)(now);
        // One entry per pull request: the latest report wins.
        byLink.delete(entry.prLink);
        byLink.set(entry.prLink, entry);
    }
    const entries = [...byLink.values()];
    entries.sort((a, b) => Date.parse(a.reportedAt) - Date.parse(b.reportedAt));
    if (entries.length > MAX_REPORTED)
        entries.splice(0, entries.length - MAX_REPORTED);
    return { entries, repairs };
}
/** The ledger's section of recently reported pull requests. */
const reportedSection = {
    name: 'the reported pull requests',
    fields: [REPORTED_FIELD],
    read(doc, { now }) {
        const read = readReported(doc[REPORTED_FIELD], now);
        return { state: read.entries, repairs: read.repairs };
    },
    write: (entries) => ({ [REPORTED_FIELD]: entries }),
};
/** Adds (or replaces) entries; null when every one is there already, the same. */
function addReported(current, added, now) {
    const key = (entry) => JSON.stringify({ ...entry, reportedAt: undefined });
    const held = new Set(current.map(key));
    if (added.every((entry) => held.has(key(entry))))
        return null;
    const links = new Set(added.map((entry) => entry.prLink));
    return readReported([...current.filter((entry) => !links.has(entry.prLink)), ...added], now).entries;
}
/**
 * Keeps the reported pull requests in the ledger, for their preview later.
 * Never throws: a failed write is one warning (the job was reported; only a
 * later preview link is lost).
 */
async function rememberReported(ledger, entries, log, signal) {
    if (entries.length === 0)
        return;
    try {
        await ledger.update(reportedSection, (current, now) => ({
            state: addReported(current.state, entries, now),
            result: undefined,
            subject: `docs-agent: ${entries.length} reported pull request(s) kept for their preview`,
        }), { maxAttempts: 100, until: ledger.clock.local.now() + CONTENTION_MS, signal });
    }
    catch (error) {
        log.warning(`Could not keep the reported pull request(s) in the ledger of ${ledger.repository} (${(0,errors/* getErrorMessage */.u1)(error)}): a preview deployed later is not added to their comment.`);
    }
}

// EXTERNAL MODULE: ./src/triggers/event-names.ts
var event_names = __webpack_require__(3048);
// EXTERNAL MODULE: ./src/comment/marked.ts
var marked = __webpack_require__(1433);
// EXTERNAL MODULE: ./src/comment/job-body.ts
var job_body = __webpack_require__(2551);
// EXTERNAL MODULE: ./src/preview/deployments.ts
var deployments = __webpack_require__(4836);
;// CONCATENATED MODULE: ./src/preview/previews.ts










const same = (a, b) => a.toLowerCase() === b.toLowerCase();
/** On a `deployment_status` event, the previews into their comments; otherwise nothing. Never throws. */
async function showPreviews(context) {
    const shown = { updated: [] };
    const { log } = context;
    try {
        const event = await (0,triggers_event.readEvent)(context.env);
        if (!event_names/* REPORT_EVENTS */.ds.includes(event.name))
            return shown;
        const parsed = triggers_event.DeploymentStatusEventSchema.safeParse(event.payload);
        if (!parsed.success) {
            log.warning(`The ${event.name} event payload has no deployment's state, sha and ref: no preview is looked for.`);
            return shown;
        }
        const payload = parsed.data;
        if (payload.deployment_status.state !== 'success') {
            log.info(`Deployment ${payload.deployment.id} is ${JSON.stringify(payload.deployment_status.state)}: no preview to show.`);
            return shown;
        }
        const repository = (0,triggers_event.repositoryOf)(context.env, payload);
        if (!repository)
            return shown;
        const here = `${repository.owner}/${repository.repo}`;
        const entries = (await context.ledger.view(reportedSection, { signal: context.signal })).state.filter((entry) => {
            const pull = (0,deployments/* parsePullLink */.dt)(entry.prLink, context.serverUrl);
            return pull !== undefined && same(`${pull.owner}/${pull.repo}`, here) && entry.project === context.projectId;
        });
        if (entries.length === 0) {
            log.info(`No reported pull request of ${here} is waiting for a preview.`);
            return shown;
        }
        let numbers;
        try {
            const { data } = await context.github.rest.repos.listPullRequestsAssociatedWithCommit({
                owner: repository.owner,
                repo: repository.repo,
                commit_sha: payload.deployment.sha,
                ...(context.signal ? { request: { signal: context.signal } } : {}),
            });
            numbers = new Set(data.map((pull) => pull.number));
        }
        catch (error) {
            const status = (0,github_errors/* statusOf */.c2)(error);
            const line = `Could not read the pull requests of commit ${payload.deployment.sha} in ${here} (${(0,errors/* getErrorMessage */.u1)(error)}): no preview is shown.`;
            if (status === 403 || status === 404)
                log.debug(line);
            else
                log.warning(line);
            return shown;
        }
        const matched = entries.filter((entry) => numbers.has((0,deployments/* parsePullLink */.dt)(entry.prLink, context.serverUrl)?.number ?? 0));
        if (matched.length === 0)
            log.info(`Deployment ${payload.deployment.id} is for no reported pull request of ${here}.`);
        for (const entry of matched) {
            if (context.timeLeft() <= 0) {
                log.warning(`The preview of ${entry.prLink} was not looked for within the run's time.`);
                break;
            }
            const url = await showOne(entry, context);
            if (url)
                shown.updated.push(url);
        }
    }
    catch (error) {
        log.warning(`Could not show the docs preview: ${(0,errors/* getErrorMessage */.u1)(error)}`);
    }
    return shown;
}
/** One reported pull request: its preview into its comment when that changes the comment. The comment's URL when updated. */
async function showOne(entry, context) {
    const { github, log, signal } = context;
    const pull = (0,deployments/* parsePullLink */.dt)(entry.prLink, context.serverUrl);
    if (!pull)
        return undefined;
    const preview = await (0,deployments/* findPreview */.Cr)(github, pull, { notBy: entry.origin.actor ?? '', signal, log });
    if (!preview) {
        log.info(`No preview that counts for ${entry.prLink} yet.`);
        return undefined;
    }
    const where = `${entry.repository}#${entry.issueNumber}`;
    const verdict = await (0,verify/* verifyPending */.$e)(asPendingRecord(entry), {
        github,
        ledgerRepository: context.ledgerRepository,
        projectId: context.projectId,
        serverUrl: context.serverUrl,
        signal,
    });
    if (verdict.kind !== 'trusted') {
        log.warning(`Did not add the preview of ${entry.prLink} to the comment of agent job ${entry.jobId} (${where}): ${verdict.reason}.`);
        return undefined;
    }
    const target = (0,report_update/* targetOf */.$r)(asPendingRecord(entry));
    const permission = (0,marked/* writePermissionFor */.MQ)(target);
    try {
        const { data } = await github.rest.issues.getComment({
            owner: target.owner,
            repo: target.repo,
            comment_id: entry.commentId,
            ...(signal ? { request: { signal } } : {}),
        });
        const body = data.body ?? '';
        const next = (0,job_body/* withPreview */.Tk)(body, entry.prLink, preview);
        if (next === undefined) {
            log.info(`The comment of agent job ${entry.jobId} (${where}) no longer shows ${entry.prLink}: not changed.`);
            return undefined;
        }
        if (next === body) {
            log.info(`The comment of agent job ${entry.jobId} (${where}) already shows the preview ${preview}.`);
            return undefined;
        }
        const posted = await (0,marked/* updateComment */.vv)(github, target, entry.commentId, next);
        log.info(`Added the preview ${preview} of ${entry.prLink} to ${posted.url}`);
        return posted.url;
    }
    catch (error) {
        log.warning((0,github_errors/* describeGitHubError */.dZ)(`add the preview to the comment of agent job ${entry.jobId} on ${where}`, error, permission));
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/modes/report/run.ts
/**
 * Report mode (`mode: report`): reads the project's pending jobs (handed off
 * by runs with `wait: false`), looks each up once in the service (where the
 * last run stopped first), and for each that has ended (or stayed active past
 * `timeout-seconds`) updates its comment as soon as its look-up ends, as a
 * waiting run would have, then removes it from the list (pipeline.ts). It
 * never creates a job and never takes a slot of the hourly budget. Jobs that
 * have ended and stay unreported past `REPORT_OVERDUE_MS` fail the run.
 *
 * Exactly once: what the look-ups found is claimed in a compare-and-swap
 * write of the ledger before its comments are touched (one write per batch of
 * finds); a second report run at the same moment finds them claimed and
 * leaves them alone. A report that fails (a GitHub error) gives its claim
 * back, so the next run reports the job.
 */














/**
 * The time kept at the end of `report-timeout-seconds` for the ledger's last
 * write (the reported jobs removed, the others given back): look-ups and
 * comment updates stop that much before the deadline.
 */
function settleReserveMs(runTimeoutMs) {
    return Math.min(15_000, runTimeoutMs / 4);
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
        // Queued requests (`on-budget-exhausted: queue`) are started first, within the budget: each becomes a pending job.
        const queueRun = await startQueuedRequests(settings, deps, { ledger, github, client, claimant, ledgerRepository, deadline: workUntil });
        const records = await store.list().catch((error) => {
            throw new Error(`Could not read the pending jobs in ${ledgerRepository} ${store.ref}: ${(0,errors/* getErrorMessage */.u1)(error)}`, { cause: error });
        });
        const now = store.now();
        const serverUrl = deps.env.GITHUB_SERVER_URL || 'https://github.com';
        const free = records.filter((record) => !(0,pending/* isClaimedByOther */.nQ)(record, claimant, now));
        if (free.length < records.length)
            log/* log */.Rm.info(`${records.length - free.length} pending job(s) are being reported by another run right now.`);
        const ledgerWrite = (what) => (error) => {
            throw new Error(`Could not ${what} in the ledger of ${ledgerRepository} (${store.ref}): ${(0,errors/* getErrorMessage */.u1)(error)}. The token needs 'contents: write' there.`, { cause: error });
        };
        const verifying = { github, ledgerRepository, projectId: settings.projectId, serverUrl, signal: deps.signal };
        const done = [];
        const release = [];
        /** Found ended (or timed out) and not reported in this run: the report is due since now. */
        const endedUnreported = [];
        /** Pull requests reported: kept in the ledger, so that a preview deployed later finds their comment (src/preview/). */
        const pulls = [];
        const timeline = [];
        let found = 0;
        let late = 0;
        /** Claims what the look-ups found (one ledger write for the batch), then reports each claimed job. */
        const reportBatch = async (batch) => {
            found += batch.length;
            const { claimed } = await store
                .claim(batch.map((look) => look.record.jobId), claimant)
                .catch(ledgerWrite('claim the jobs to report (their comments were not touched)'));
            const mine = new Set(claimed);
            for (const look of batch) {
                const { record } = look;
                if (!mine.has(record.jobId) || look.kind === 'stay')
                    continue;
                if (look.kind === 'gone') {
                    log/* log */.Rm.warning(`Dropped the pending job ${record.jobId}: ${look.reason}.`);
                    done.push(record.jobId);
                    continue;
                }
                if (timeLeft() <= 0) {
                    // Past the time for comment updates: given back, reported first by the next run.
                    release.push(record.jobId);
                    endedUnreported.push(record.jobId);
                    late += 1;
                    continue;
                }
                const result = await reportPending(record, look.report, verifying, log/* log */.Rm);
                switch (result.kind) {
                    case 'reported':
                        done.push(record.jobId);
                        reported.push({
                            jobId: record.jobId,
                            status: look.report.kind === 'timeout' ? 'timeout' : look.report.job.status,
                            prLink: look.report.job.prLink ?? '',
                            repository: record.repository,
                            issueNumber: record.issueNumber,
                            commentUrl: result.url,
                        });
                        timeline.push({ label: record.jobId, state: 'reported', since: Date.parse(record.handedOffAt) });
                        if (look.report.kind === 'finished' && look.report.job.prLink)
                            pulls.push(reportedPull(record, look.report.job.prLink, store.now()));
                        log/* log */.Rm.info(`Reported agent job ${record.jobId} (${(0,log/* quote */.hD)(look.report.job.status)}) on ${record.repository}#${record.issueNumber}: ${result.url}`);
                        break;
                    case 'dropped':
                        log/* log */.Rm.warning(result.warning);
                        done.push(record.jobId);
                        break;
                    case 'kept':
                        log/* log */.Rm.warning(result.warning);
                        release.push(record.jobId);
                        endedUnreported.push(record.jobId);
                        break;
                    case 'cannot-write':
                        // Reported as the step's failure once the rest is done; the job stays pending.
                        cannotWrite.push(result.message);
                        release.push(record.jobId);
                        endedUnreported.push(record.jobId);
                        break;
                }
            }
        };
        // Where the last run stopped first; each job reported as soon as its look-up ends (pipeline.ts).
        const lookups = await lookAndReport({
            order: (0,pending/* reportOrder */.D$)(free),
            timeLeft,
            reportBatch,
            // A record whose project, run URL or repository does not hold is dropped without asking the service (verify.ts).
            lookOne: (record, lookupMs) => {
                const problem = (0,verify/* recordProblem */.hN)(record, { ledgerRepository, projectId: settings.projectId, serverUrl });
                if (problem)
                    return Promise.resolve({ record, kind: 'gone', reason: `the record does not hold, ${problem}; nothing was edited` });
                return look(record, client, { jobTimeoutMs: settings.timeoutMs, lookupMs }, () => store.now());
            },
        });
        const { unreached } = lookups;
        if (unreached > 0)
            log/* log */.Rm.warning(`${unreached} pending job(s) were not looked up within ${limit}: they stay pending for the next report.`);
        if (late > 0)
            log/* log */.Rm.warning(`${late} job(s) were not reported within ${limit}: they stay pending for the next report.`);
        // The cursor only matters when some job was not reached: those looked at go behind the others next time.
        const stamps = {
            at: (0,ledger_document/* iso */.KH)(store.now()),
            looked: unreached > 0 ? lookups.stayed.map((record) => record.jobId) : [],
            ended: endedUnreported,
        };
        // Should this fail, the claims lapse after 5 minutes and the next run writes the same comments again.
        deps.wrapUp();
        await store.settle(claimant, done, release, stamps).catch(ledgerWrite('remove the reported jobs from the pending list'));
        await rememberReported(ledger, pulls, log/* log */.Rm, deps.signal);
        if ('error' in lookups)
            throw lookups.error instanceof Error ? lookups.error : new Error((0,errors/* getErrorMessage */.u1)(lookups.error));
        pendingLeft = records.length - done.length;
        if (found === 0) {
            const active = unreached === 0 ? 'still active' : `pending, ${unreached} not looked up within ${limit}`;
            note = records.length === 0 ? 'No job is pending.' : `Nothing to report: ${records.length} job(s) ${active}.`;
        }
        else {
            note = `Reported ${reported.length} job(s); ${pendingLeft} pending.`;
        }
        log/* log */.Rm.info(note);
        // Jobs that have ended stay unreported past a bound: the reports do not keep up (a slow service, too rare a schedule).
        const settled = new Set([...done, ...endedUnreported]);
        const overdue = (0,pending/* overdueRecords */.Fl)(free.filter((record) => !settled.has(record.jobId)), store.now(), settings.timeoutMs);
        if (overdue.length > 0) {
            const message = `${overdue.length} job(s) have ended or passed '${names/* Inputs */.G0.TimeoutSeconds}' more than ${pending/* REPORT_OVERDUE_MS */.p0 / 60_000} minutes ago and are still not reported (${overdue
                .slice(0, 5)
                .map((record) => record.jobId)
                .join(', ')}${overdue.length > 5 ? ', …' : ''}): the report runs do not keep up. Run them more often, give them a longer '${names/* Inputs */.G0.ReportTimeoutSeconds}', or check the service's answers above.`;
            cannotWrite.push(message);
        }
        // A `deployment_status` event: a preview that came after its pull request was reported goes into its comment.
        await showPreviews({
            github,
            ledger,
            env: deps.env,
            projectId: settings.projectId,
            ledgerRepository,
            serverUrl,
            signal: deps.signal,
            timeLeft: () => deps.deadline - deps.clock.now(),
            log: log/* log */.Rm,
        });
        if (cannotWrite.length > 0) {
            // The step fails, naming the permission; the jobs stay pending (their claims given back).
            const message = cannotWrite.join(' ');
            return { kind: 'failed', error: new Error(message), cancelled: false, reported, note: message, ...pendingOf(pendingLeft) };
        }
        for (const record of records) {
            if (!done.includes(record.jobId))
                timeline.push({ label: record.jobId, state: 'pending', since: Date.parse(record.handedOffAt) });
        }
        for (const entry of queueRun?.waitingSince ?? [])
            timeline.push({ label: entry.id, state: 'queued', since: entry.since });
        return {
            kind: 'done',
            reported,
            pending: pendingLeft,
            note: `${queueNote(queueRun)}${note}`,
            timeline: { items: timeline, at: store.now() },
        };
    }
    catch (error) {
        return { kind: 'failed', error, cancelled: deps.signal.aborted, reported, note: (0,errors/* getErrorMessage */.u1)(error), ...pendingOf(pendingLeft) };
    }
}
const pendingOf = (pending) => (pending === undefined ? {} : { pending });
/** Starts the queued requests (see hand-off/queued.ts); a failure warns, and the report goes on. */
async function startQueuedRequests(settings, deps, run) {
    const { startQueued } = await __webpack_require__.e(/* import() */ 506).then(__webpack_require__.bind(__webpack_require__, 5125));
    try {
        return await startQueued({
            ...run,
            projectId: settings.projectId,
            limit: settings.budgetPerHour,
            serverUrl: deps.env.GITHUB_SERVER_URL || 'https://github.com',
            clock: deps.clock,
            signal: deps.signal,
            random: deps.random,
            log: log/* log */.Rm,
        });
    }
    catch (error) {
        if (deps.signal.aborted)
            throw error;
        log/* log */.Rm.warning(`Could not start the queued requests in ${run.ledgerRepository} ${run.ledger.ref}: ${(0,errors/* getErrorMessage */.u1)(error)}. They stay queued.`);
        return undefined;
    }
}
/** The report's note on the queue: what was started, what waits. */
function queueNote(run) {
    if (!run || (run.started.length === 0 && run.waiting === 0))
        return '';
    return `Started ${run.started.length} queued request(s); ${run.waiting} ${run.waiting === 1 ? 'request' : 'requests'} queued. `;
}

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
        await writeReportSummary({ reported: outcome.reported, pending: outcome.pending ?? 0, note: outcome.note, timeline: outcome.timeline });
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

/***/ 4836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cr: () => (/* binding */ findPreview),
/* harmony export */   dt: () => (/* binding */ parsePullLink)
/* harmony export */ });
/* unused harmony export MAX_DEPLOYMENTS */
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3116);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(893);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);



/** Most deployments looked at, newest first: a pull request has one per push at most, and the newest counts. */
const MAX_DEPLOYMENTS = 5;
/** Statuses read per deployment, newest first. */
const STATUSES_PER_PAGE = 20;
/** Deployment states that end a deployment's story; `queued`, `pending` and `in_progress` do not. */
const FINAL_STATES = new Set(['success', 'failure', 'error', 'inactive']);
const same = (a, b) => a.toLowerCase() === b.toLowerCase();
/**
 * The pull request a link names: `https://<server>/<owner>/<repo>/pull/<n>` on
 * `serverUrl`'s host (`GITHUB_SERVER_URL`); undefined for any other link.
 */
function parsePullLink(link, serverUrl) {
    const url = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_2__/* .httpsUrl */ .N3)(link);
    const server = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_2__/* .httpsUrl */ .N3)(serverUrl);
    if (!url || !server || !same(url.host, server.host) || url.search || url.hash)
        return undefined;
    const base = server.pathname.replace(/\/+$/, '');
    if (!url.pathname.startsWith(`${base}/`))
        return undefined;
    const match = /^\/([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)\/pull\/(\d+)\/?$/.exec(url.pathname.slice(base.length));
    if (!match)
        return undefined;
    const number = Number(match[3]);
    if (!Number.isSafeInteger(number) || number <= 0)
        return undefined;
    return { owner: match[1] ?? '', repo: match[2] ?? '', number, link: url.href };
}
const request = (signal) => (signal ? { request: { signal } } : {});
/** Newest first, by creation then id (GitHub lists them so; the order is not left to chance). */
const newestFirst = (items) => [...items].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
/** The preview of one deployment: its latest final status, when that is `success` with an https URL. */
async function previewOf(github, pull, deployment, signal) {
    const { data } = await github.rest.repos.listDeploymentStatuses({
        owner: pull.owner,
        repo: pull.repo,
        deployment_id: deployment.id,
        per_page: STATUSES_PER_PAGE,
        ...request(signal),
    });
    const latest = newestFirst(data).find((status) => FINAL_STATES.has(status.state));
    if (latest?.state !== 'success')
        return undefined;
    return (0,_render_text_js__WEBPACK_IMPORTED_MODULE_2__/* .httpsUrl */ .N3)(latest.environment_url)?.href;
}
/**
 * The preview URL of the pull request, or undefined when it has none that
 * counts (or it cannot be read: a debug line for 403/404, else a warning).
 */
async function findPreview(github, pull, options) {
    const { signal, log } = options;
    const where = `${pull.owner}/${pull.repo}#${pull.number}`;
    try {
        const { data: pr } = await github.rest.pulls.get({ owner: pull.owner, repo: pull.repo, pull_number: pull.number, ...request(signal) });
        const list = async (by) => (await github.rest.repos.listDeployments({
            owner: pull.owner,
            repo: pull.repo,
            ...by,
            per_page: MAX_DEPLOYMENTS,
            ...request(signal),
        })).data;
        let deployments = await list({ sha: pr.head.sha });
        if (deployments.length === 0 && pr.head.ref)
            deployments = await list({ ref: pr.head.ref });
        for (const deployment of newestFirst(deployments).slice(0, MAX_DEPLOYMENTS)) {
            const creator = deployment.creator?.login ?? '';
            if (!creator || (options.notBy && same(creator, options.notBy))) {
                log.debug(`Preview of ${where}: deployment ${deployment.id} does not count (created by ${JSON.stringify(creator)}, who triggered the job or is unknown).`);
                continue;
            }
            const url = await previewOf(github, pull, deployment, signal);
            if (url)
                return url;
        }
        log.debug(`Preview of ${where}: no successful deployment with an https URL (${deployments.length} deployment(s)).`);
        return undefined;
    }
    catch (error) {
        const status = (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error);
        if (status === 403 || status === 404) {
            log.debug(`Preview of ${where}: the token cannot read its deployments (${status}); no preview link.`);
        }
        else {
            log.warning(`Could not look for the docs preview of ${where}: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .getErrorMessage */ .u1)(error)}. The comment has no preview link.`);
        }
        return undefined;
    }
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


/***/ })

};

//# sourceMappingURL=163.index.js.map