export const id = 100;
export const ids = [100];
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


/***/ })

};

//# sourceMappingURL=100.index.js.map