export const id = 816;
export const ids = [816];
export const modules = {

/***/ 7585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ exhaustedMessage),
/* harmony export */   CK: () => (/* binding */ untrackedWarning),
/* harmony export */   Du: () => (/* binding */ formatWait),
/* harmony export */   Fj: () => (/* binding */ busyMessage),
/* harmony export */   NV: () => (/* binding */ serviceRefusedMessage),
/* harmony export */   YL: () => (/* binding */ ledgerBusyMessage),
/* harmony export */   dg: () => (/* binding */ describeFull),
/* harmony export */   hc: () => (/* binding */ paceMessage),
/* harmony export */   kx: () => (/* binding */ reservedMessage),
/* harmony export */   mw: () => (/* binding */ unavailableMessage)
/* harmony export */ });
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _render_time_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2891);
/**
 * What the budget tells the log: the window when full, the 429 refusal, the
 * pace, a ledger GitHub keeps refusing, and the warning when the ledger
 * cannot be used.
 */


/** `10m05s`-style wait for messages; minutes and hours for long ones. */
function formatWait(msLeft) {
    const total = Math.max(0, Math.ceil(msLeft / 1000));
    const hours = Math.floor(total / 3600);
    const minutes = Math.floor((total % 3600) / 60);
    const seconds = total % 60;
    if (hours > 0)
        return `${hours}h${String(minutes).padStart(2, '0')}m`;
    if (minutes > 0)
        return `${minutes}m${String(seconds).padStart(2, '0')}s`;
    return `${seconds}s`;
}
function describeFull(state, now) {
    const frees = `the next slot frees at ${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_1__/* .formatTime */ .f)(state.nextSlotAt)} (in ${formatWait(state.nextSlotAt - now)})`;
    if (state.fullUntil !== null && state.used < state.limit) {
        return `the service refused a job with 429 (its hourly limit is reached; this ledger counts ${state.used} of ${state.limit}); ${frees}`;
    }
    return `${state.used} of ${state.limit} agent jobs were created in the last 60 minutes ('${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BudgetPerHour}': ${state.limit}); ${frees}`;
}
function exhaustedMessage(state, now, cause, policy) {
    let message = `The hourly budget is used up: ${describeFull(state, now)}.`;
    if (cause === 'timeout') {
        message += ` Not waiting: that is past '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TimeoutSeconds}'.`;
    }
    else if (policy === 'fail') {
        message += ` Set '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.OnBudgetExhausted}' to 'wait' or 'skip' to wait for it or to skip instead.`;
    }
    return message;
}
function serviceRefusedMessage(nextSlotAt, now, policy) {
    const service = `The service refused the job with 429 (its limit of agent jobs per hour is reached)`;
    const frees = `a slot frees at ${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_1__/* .formatTime */ .f)(nextSlotAt)} (in ${formatWait(nextSlotAt - now)})`;
    if (policy === 'wait')
        return `${service} and the wait for it would pass 'timeout-seconds'; ${frees}.`;
    const hint = policy === 'fail' ? ` Set '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.OnBudgetExhausted}' to 'wait' or 'skip' to wait for it or to skip instead.` : '';
    return `${service}; ${frees}.${hint}`;
}
/**
 * The warning when the ledger cannot be used: it names the repository that
 * holds the ledger and, for a permission failure, the permission it needs
 * there (`contents: write`).
 */
function unavailableMessage(error, ref, repository, ownRepository) {
    const consequence = 'the hourly budget is not tracked for this run; the job is created anyway and the service still enforces its limit';
    const permission = repository === ownRepository
        ? `give the workflow (or job) \`permissions: contents: write\` so that the action can keep the ledger in ${repository}`
        : `pass as '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken}' a token with \`contents: write\` on ${repository} (for another repository, a GitHub App installation token), or change '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BudgetRepository}'`;
    const hint = error.reason === 'permission'
        ? `To track it, ${permission}.`
        : `The ledger needs \`contents: write\` on ${repository} and a reachable GitHub API.`;
    return `Could not use the budget ledger ${ref} in ${repository} (${error.message}): ${consequence}. ${hint}`;
}
function reservedMessage(ref, limit, remaining, attempts, serverClockKnown) {
    const races = attempts > 1 ? ` (after ${attempts - 1} lost race(s) with other runs)` : '';
    const noDate = serverClockKnown ? '' : ' (GitHub sent no Date header: the runner clock is used)';
    return `Reserved a slot in ${ref}: ${limit - remaining} of ${limit} used in the last 60 minutes, ${remaining} left${races}${noDate}.`;
}
/** The log line of a run that waits for the pace: when it expects its slot, and why it waits. */
function paceMessage(paced, expectedAt, now, perMinute, spacingMs) {
    const recent = paced.lastMinute === 1 ? '1 job was' : `${paced.lastMinute} jobs were`;
    const queue = paced.ahead === undefined || paced.ahead < 1 ? '' : `; about ${Math.round(paced.ahead)} waiting runs are ahead of it`;
    return `${recent} reserved in the last minute by the runs that share this ledger: this run expects its slot from ${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_1__/* .formatTime */ .f)(expectedAt)} (in ${formatWait(expectedAt - now)}${queue}; one slot every ${formatWait(spacingMs)} keeps their GitHub writes under ${perMinute} a minute, '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubWritesPerMinute}', of GitHub's 80).`;
}
/**
 * GitHub rate-limited the ledger (or other runs kept winning it) up to the
 * deadline: the job is not created untracked, the policy decides.
 */
function ledgerBusyMessage(error, ref, repository, policy) {
    const why = error.reason === 'rate-limited'
        ? `GitHub rate-limited the budget ledger ${ref} in ${repository} until this run's '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TimeoutSeconds}' (${error.message})`
        : `other runs kept updating the budget ledger ${ref} in ${repository} until this run's '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TimeoutSeconds}' (${error.message})`;
    const then = policy === 'skip' ? 'no job was started' : 'no job was started; the budget cannot be checked, so the job is not created untracked';
    const hint = policy === 'fail' ? ` Set '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.OnBudgetExhausted}' to 'skip' to end green instead.` : '';
    return `${why}: ${then}.${hint}`;
}
/** The warning when the ledger cannot be used: what failed, and what would fix that cause (not always a permission). */
function untrackedWarning(what, store, error) {
    const where = `${store.location.owner}/${store.location.repo}`;
    const hint = error.reason === 'permission'
        ? `To track it, give '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken}' \`contents: write\` on ${where} (or change '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BudgetRepository}').`
        : error.reason === 'unreachable'
            ? 'GitHub did not answer the ledger; the next run tries again.'
            : `GitHub's answer was not one the ledger expects${error.status === 409 ? ` (the repository ${where} has no commit yet: the ledger needs one)` : ''}.`;
    return `Could not ${what} in the ledger ${store.location.ref} (${error.message}): the assistant's monthly budget is not tracked for this run; the service still enforces its limit. ${hint}`;
}
/** GitHub rate-limited the ledger, or other runs kept winning it, up to the deadline: the policy decides, never "untracked". */
function busyMessage(error, store, policy) {
    const ref = store ? ` ${store.location.ref} in ${store.location.owner}/${store.location.repo}` : '';
    const why = error.reason === 'rate-limited'
        ? `GitHub rate-limited the assistant's monthly count${ref} until this run's deadline (${error.message})`
        : `other runs kept updating the assistant's monthly count${ref} until this run's deadline (${error.message})`;
    const hint = policy === 'fail' ? ` Set '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.OnBudgetExhausted}' to 'skip' to end green instead.` : '';
    return `${why}: no message was sent, since it could not be counted.${hint}`;
}


/***/ }),

/***/ 3529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BM: () => (/* binding */ readImpactMarker),
/* harmony export */   Bw: () => (/* binding */ impactMarker),
/* harmony export */   VM: () => (/* binding */ boundedPage),
/* harmony export */   Y0: () => (/* binding */ MAX_PAGES),
/* harmony export */   yX: () => (/* binding */ IMPACT_KIND)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3759);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(767);
/**
 * The impact comment's marker: what the last check saw (the hash of the
 * changed files and hunks, the head commit) and the pages it found, so that
 * a later push asks again only when something changed, and a merge gives the
 * agent those pages. Read back only from comments whose marker is believed
 * (`listMarkedComments`), and checked field by field all the same.
 */


/** The marker kind of an impact comment. */
const IMPACT_KIND = 'impact';
/** The most pages a comment lists and its marker records. */
const MAX_PAGES = 10;
const MAX_TITLE = 200;
const MAX_URL = 500;
const PagesSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ title: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._maxLength */ .Eb(MAX_TITLE * 2)), url: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._maxLength */ .Eb(MAX_URL * 2)) }));
const HASH = /^[0-9a-f]{16}$/;
const SHA = /^[0-9a-f]{7,64}$/;
/** A page as the marker keeps it: one line each, bounded. */
function boundedPage(page) {
    const oneLine = (text) => text.replace(/\s+/g, ' ').trim();
    return { title: (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(oneLine(page.title), MAX_TITLE), url: page.url.length <= MAX_URL ? oneLine(page.url) : '' };
}
/** The marker fields of an impact comment (`extra`: the run that wrote it). */
function impactMarker(record, extra = {}) {
    const pages = record.pages.slice(0, MAX_PAGES).map(boundedPage);
    return { kind: IMPACT_KIND, hash: record.hash, head: record.head, pages: JSON.stringify(pages), ...extra };
}
/** The record a marker holds; undefined when it is not an impact marker or a field is not what the action writes. */
function readImpactMarker(marker) {
    if (marker.kind !== IMPACT_KIND)
        return undefined;
    const hash = marker.hash ?? '';
    const head = marker.head ?? '';
    if (!HASH.test(hash) || (head !== '' && !SHA.test(head)))
        return undefined;
    let json;
    try {
        json = JSON.parse(marker.pages ?? '[]');
    }
    catch {
        return undefined;
    }
    const pages = PagesSchema.safeParse(json);
    if (!pages.success)
        return undefined;
    return { hash, head, pages: pages.data.slice(0, MAX_PAGES).map(boundedPage) };
}


/***/ }),

/***/ 2551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RK: () => (/* binding */ renderJobComment),
/* harmony export */   Tk: () => (/* binding */ withPreview)
/* harmony export */ });
/* unused harmony exports queuedText, usageText */
/* harmony import */ var _render_time_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2891);
/* harmony import */ var _marked_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1433);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2495);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(893);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(767);
/**
 * The text of the job comment: marker, job, status, who asked, model, time
 * and run. Service fields go in code spans, user text and notes are inert
 * prose, and only validated https URLs become links (see render/markdown.ts).
 */





/** `number 2 in line, expected to start at …`: the queued comment's line (also the usage footer's). */
function queuedText(queued) {
    return `number ${queued.place} in line, expected to start at about ${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_3__/* .formatTime */ .f)(queued.startsAt)}`;
}
/** `slot 3 of 100 this hour`: the usage line's budget part. */
function usageText(usage) {
    return `slot ${usage.slot} of ${usage.limit} this hour`;
}
/** The longest note (why no job or message) in the comment. */
const NOTE_MAX = 600;
/** The status line of a job that opened (or updated) its pull request, with the preview link next to it when there is one. */
function pullLine(pr, followUp, preview) {
    const line = followUp
        ? `✅ The agent updated the pull request: ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)(pr.href)}`
        : `✅ The agent opened a pull request: ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)(pr.href)}`;
    const shown = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .httpsUrl */ .N3)(preview);
    return shown ? `${line} · ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)(shown.href, 'Preview')}` : line;
}
/**
 * The job comment's text with `preview` next to the link of `prLink` (an
 * earlier preview replaced), for a report run that finds the preview after
 * the comment was written. Undefined when the comment does not show that pull
 * request's line; the same text when it shows that preview already.
 */
function withPreview(body, prLink, preview) {
    const pr = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .httpsUrl */ .N3)(prLink);
    if (!pr || !(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .httpsUrl */ .N3)(preview))
        return undefined;
    const lines = body.split('\n');
    for (const followUp of [false, true]) {
        const bare = pullLine(pr, followUp);
        const at = lines.findIndex((line) => line === bare || line.startsWith(`${bare} · `));
        if (at < 0)
            continue;
        lines[at] = pullLine(pr, followUp, preview);
        return lines.join('\n');
    }
    return undefined;
}
function statusLine(job, ending, followUp, waitingUntil, preview, queued) {
    if (!job && !ending && queued)
        return `🕒 Queued: the hourly budget is used up, so this request waits in the budget's ledger, ${queuedText(queued)}, when a slot frees. A later run of the action starts it; it is dropped if it has not started by ${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_3__/* .formatTime */ .f)(queued.expiresAt)}.`;
    if (!job && !ending && waitingUntil !== undefined)
        return `⏳ Waiting for a slot: the runs that share the budget's ledger take turns, and this one expects its turn at ${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_3__/* .formatTime */ .f)(waitingUntil)}.`;
    const none = followUp ? 'The follow-up message was not sent' : 'No job was started';
    // The note may carry a service's error text: cut (after redaction), the full text is in the log.
    if (!job && ending?.skipped)
        return `⏸️ ${none}: ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)((0,_util_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(ending.note ?? 'skipped', NOTE_MAX))}`;
    if (!job)
        return `❌ ${none}: ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)((0,_util_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(ending?.note ?? 'the run failed', NOTE_MAX))}`;
    const pr = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .httpsUrl */ .N3)(job.prLink);
    switch (job.status) {
        case 'completed':
            if (pr)
                return pullLine(pr, followUp, preview);
            if (job.prLink)
                return `✅ The job completed; its pull request link is not a valid https URL: ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(job.prLink)}`;
            return '✅ The job completed without changing any file: no pull request was opened.';
        case 'archived':
            return `🗄️ The job was archived.${job.prLink ? ` Pull request: ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)(job.prLink)}` : ''}`;
        case 'failed':
            return `❌ The job failed in the service.${ending?.note ? ` ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(ending.note)}` : ''}`;
        case 'active':
            if (ending)
                return `⏳ ${ending.note ? (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(ending.note) : 'The job goes on in the service.'}`;
            return '⏳ The agent is working on it.';
        default:
            return `⏳ The job's status is ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(job.status)}.${ending?.note ? ` ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(ending.note)}` : ''}`;
    }
}
function origin(trigger) {
    switch (trigger.kind) {
        case 'command':
            return `Requested by ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(trigger.actor.login)}:\n\n${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .blockQuote */ .iZ)(trigger.instruction)}`;
        case 'label':
            return `Started by ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(trigger.actor.login)} with the ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(trigger.label)} label.`;
        case 'standalone':
            return trigger.event ? `Started by a ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(trigger.event)} event.` : '';
        case 'merged':
            return `Started when ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(trigger.actor.login)} merged this pull request into ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(trigger.pull.baseBranch)}: the agent brings the documentation up to date with it.`;
        case 'push':
            return `Started by a push from ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(trigger.actor.login)} to ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(trigger.push.branch)}.`;
    }
}
/** The comment's markdown: service fields in code spans, user text and notes inert, only https URLs as links. */
function renderJobComment(view) {
    const { job, ending } = view;
    const jobId = job?.id ?? view.followUpOf;
    const lines = [
        (0,_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .formatMarker */ .gJ)(view.marker),
        `**Docs agent**${jobId ? ` · job ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(jobId)}` : ''}`,
        '',
        statusLine(job, ending, view.followUpOf !== undefined, view.waitingUntil, view.preview, view.queued),
    ];
    if (view.followUpOf !== undefined)
        lines.push('', view.trigger.kind === 'merged' || view.trigger.kind === 'push'
            ? "A follow-up message to the last job, whose pull request is still open ('continue-open-pr'): no new job."
            : 'A follow-up message to the job that opened this pull request: no new job.');
    if (view.refusedFollowUp)
        lines.push('', `The last job, ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(view.refusedFollowUp.jobId)}, could not be continued (the service answered ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(view.refusedFollowUp.reason)}): a new job was started for this change ('continue-open-pr').`);
    if (view.replacedJobId)
        lines.push('', `This re-run replaces job ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(view.replacedJobId)}, which failed.`);
    const from = origin(view.trigger);
    if (from)
        lines.push('', from);
    const footer = [];
    if (job?.model)
        footer.push(`Model ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(job.model)}`);
    if (view.usage)
        footer.push(usageText(view.usage));
    if (view.queued && !job && !ending)
        footer.push(`queued: ${queuedText(view.queued)}`);
    if (ending?.elapsedMs !== undefined && job && job.status !== 'active')
        footer.push(`took ${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a)(ending.elapsedMs)}`);
    if (view.runUrl)
        footer.push((0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)(view.runUrl, 'workflow run'));
    if (footer.length > 0)
        lines.push('', `<sub>${footer.join(' · ')}</sub>`);
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 30:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JobComment: () => (/* binding */ JobComment),
/* harmony export */   isRunMarker: () => (/* binding */ isRunMarker),
/* harmony export */   jobMarker: () => (/* binding */ jobMarker),
/* harmony export */   queuedMarker: () => (/* binding */ queuedMarker),
/* harmony export */   runIdentity: () => (/* binding */ runIdentity),
/* harmony export */   runMarker: () => (/* binding */ runMarker)
/* harmony export */ });
/* harmony import */ var _job_body_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2551);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);
/* harmony import */ var _marked_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1433);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3116);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(767);
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7708);
/* harmony import */ var _service_agent_schemas_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2398);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(893);
/**
 * The one comment per job on the triggering issue or pull request: created
 * as soon as the job exists, updated in place when its status changes and at
 * the end. Its hidden marker records the job and the workflow run, so a
 * re-run of the same run finds it and resumes instead of starting a second
 * job. GitHub failures here never fail the run: they become warnings, and a
 * 403 names the workflow permission that is missing.
 */








/** The run's identity from the runner's variables. */
function runIdentity(env) {
    const runId = env.GITHUB_RUN_ID ?? '';
    const server = env.GITHUB_SERVER_URL ?? 'https://github.com';
    const repository = env.GITHUB_REPOSITORY ?? '';
    const url = runId && repository ? (0,_render_text_js__WEBPACK_IMPORTED_MODULE_7__/* .httpsUrl */ .N3)(`${server}/${repository}/actions/runs/${runId}`)?.href : undefined;
    const attempt = Number(env.GITHUB_RUN_ATTEMPT ?? '1');
    return {
        runId,
        attempt: Number.isInteger(attempt) && attempt > 0 ? attempt : 1,
        workflowJob: env.GITHUB_JOB ?? '',
        url,
    };
}
/** The marker of a comment of `kind` that this workflow run (and job within it) writes. */
function runMarker(run, kind, fields = {}) {
    return { kind, ...fields, 'run-id': run.runId, 'workflow-job': run.workflowJob };
}
/** The marker of a job comment. */
function jobMarker(run, jobId) {
    return runMarker(run, 'job', { 'job-id': jobId });
}
/**
 * The marker of a queued request's comment (`on-budget-exhausted: queue`): a job comment with no job yet that names
 * the queued request, so that the record of the job started from it still knows the comment should a late write of
 * its place in line overwrite the job's marker (hand-off/verify.ts).
 */
function queuedMarker(run, queuedId) {
    return runMarker(run, 'job', { 'job-id': '', queued: queuedId });
}
/** True for the marker of a comment of `kind` written by this workflow run and job (on an earlier attempt). */
function isRunMarker(run, kind) {
    return (marker) => marker.kind === kind && marker['run-id'] === run.runId && (marker['workflow-job'] ?? '') === run.workflowJob;
}
/**
 * The comment's lifecycle, driven by main: `accepted`, then `resume` or a new
 * job, `created`, `progress` on each poll, `finished` at the end. Writes are
 * queued, so polling never waits on GitHub, and made only when the text changes.
 */
class JobComment {
    options;
    comment;
    job;
    replacedJobId;
    /** The job a follow-up message goes to; cleared when the service refused it and a new job starts instead. */
    followUpOf;
    refusedFollowUp;
    written = '';
    writable;
    /** A create failed in a way that may have created the comment all the same (5xx, no answer). */
    createUncertain = false;
    /** A failure before any job is said in the comment too (`continue-open-pr` could not decide where the change goes). */
    sayFailure = false;
    queue = Promise.resolve();
    usage;
    preview;
    queuedView;
    /** The queued request's id (its marker's `queued`), once the request is queued. */
    queuedId;
    constructor(options) {
        this.options = options;
        this.comment = options.existing ? { id: options.existing.id, url: options.existing.url } : undefined;
        this.written = options.existing?.body ?? '';
        this.writable = Boolean(options.github && options.target);
        this.followUpOf = options.followUpOf;
    }
    /** The comment's URL (`comment-url`); empty when there is none. */
    get url() {
        return this.comment?.url ?? '';
    }
    /**
     * For a hand-off: once the writes queued so far are done, where the comment
     * is, the trigger and the run (a report run updates the comment later).
     * Undefined when there is no comment.
     */
    async settled() {
        await this.queue;
        const { target, trigger, run } = this.options;
        return this.comment && target ? { ...this.comment, target, trigger, run } : undefined;
    }
    /** The workflow run (and job within it) that writes the comment. */
    get run() {
        return this.options.run;
    }
    /** The job recorded by an earlier attempt of this run, when there is one. */
    get recordedJobId() {
        return this.options.existing?.marker['job-id'];
    }
    /** The queued request an earlier attempt of this run named in the comment's marker, when there is one. */
    get recordedQueuedId() {
        return this.options.existing?.marker.queued || undefined;
    }
    /** 👀 on the triggering comment: the command was accepted (queued: the job is not kept waiting for it). */
    accepted() {
        this.enqueue(() => this.react('eyes'));
    }
    /**
     * On a re-run: the job an earlier attempt started, to be watched again
     * (`active`) or reported (`completed`, `archived`). Undefined when a new job
     * is needed: none was recorded, or the recorded one failed or is gone.
     */
    async resume(service) {
        const id = this.recordedJobId;
        if (!id)
            return undefined;
        let job;
        try {
            job = await service.getJob(id);
        }
        catch (error) {
            if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceHttpError */ .iL && error.status === 404) {
                this.options.log.warning(`Agent job ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(id)}, recorded by an earlier attempt of this run, is not found in the service: starting a new job.`);
                this.replacedJobId = id;
                return undefined;
            }
            throw new Error(`Cannot read agent job ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(id)}, recorded by an earlier attempt of this run (${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .getErrorMessage */ .u1)(error)}); not starting a second job. Re-run once the service answers.`, { cause: error });
        }
        if (job.status === 'failed') {
            this.options.log.info(`Agent job ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(id)}, started by an earlier attempt of this run, failed: starting a new job.`);
            this.replacedJobId = id;
            return undefined;
        }
        this.options.log.info(job.status === 'active'
            ? `Resuming agent job ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(id)}, started by an earlier attempt of this run: no second job is started.`
            : `Agent job ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(id)}, started by an earlier attempt of this run, has already ended (${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(job.status)}): reporting it.`);
        return job;
    }
    /** `continue-open-pr`: the service refused the message to `jobId` (`reason`), so a new job starts for this change. */
    followUpRefused(jobId, reason) {
        this.followUpOf = undefined;
        this.refusedFollowUp = { jobId, reason };
    }
    /** `continue-open-pr` could not decide (the hold, the record, the pull request): the run's failure is said in the comment. */
    notSent() {
        this.sayFailure = true;
    }
    /** A long wait for a budget slot: the comment says when the run expects it (GitHub's clock, ms), until the job exists. */
    waiting(expectedAt) {
        this.write(undefined, expectedAt);
    }
    /**
     * `on-budget-exhausted: queue`: the request waits in the ledger as `queuedId`; the comment says its place and
     * about when it starts, its marker names the request (`queuedMarker`). Resolves once written (`settled` then
     * tells where the comment is).
     */
    async queued(queued, queuedId) {
        this.queuedView = queued;
        this.queuedId = queuedId;
        this.write();
        await this.queue;
    }
    /** The slot the job took in the hourly budget: shown in the footer from the next write on. */
    slotTaken(usage) {
        this.usage = usage;
    }
    /** The docs preview of the job's pull request (src/preview/): shown next to its link from the next write on. */
    previewFound(url) {
        this.preview = url;
    }
    /** The job exists (new or resumed): the comment is written, unless the job has already ended (`finished` writes it then). */
    created(job) {
        this.progress(job);
    }
    /**
     * A poll's answer: the comment is updated only when the status changed to
     * another non-final one (a final status is written once, by `finished`).
     */
    progress(job) {
        const changed = job.status !== this.job?.status;
        this.job = job;
        if (changed && !_service_agent_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .TERMINAL_STATUSES */ .CM.has(job.status))
            this.write();
    }
    /** The run is over: the final text, and 🚀 or 😕 on the triggering comment. Never throws. */
    async finished(ending, endedAt) {
        const job = ending.job ?? this.job;
        this.job = job;
        // A follow-up that was not sent is answered on the pull request too (a refusal is said, not only logged).
        if (job || this.comment || ending.skipped || (ending.failed && (this.followUpOf !== undefined || this.sayFailure))) {
            const created = job ? Date.parse(job.createdAt) : Number.NaN;
            const elapsedMs = Number.isNaN(created) ? undefined : Math.max(0, endedAt - created);
            this.write({ ...ending, elapsedMs });
        }
        if (job && (0,_render_text_js__WEBPACK_IMPORTED_MODULE_7__/* .httpsUrl */ .N3)(job.prLink) && (job.status === 'completed' || job.status === 'archived')) {
            this.enqueue(() => this.react('rocket'));
        }
        else if (job?.status === 'failed' || (!job && ending.failed)) {
            this.enqueue(() => this.react('confused'));
        }
        await this.queue;
    }
    view(ending, waitingUntil) {
        const { run, trigger } = this.options;
        return {
            marker: this.queuedId !== undefined && !this.job
                ? queuedMarker(run, this.queuedId)
                : jobMarker(run, this.job?.id ?? this.recordedJobId ?? ''),
            trigger,
            job: this.job,
            runUrl: run.url,
            replacedJobId: this.replacedJobId,
            ending,
            followUpOf: this.followUpOf,
            refusedFollowUp: this.refusedFollowUp,
            waitingUntil,
            usage: this.usage,
            preview: this.preview,
            queued: this.queuedView,
        };
    }
    write(ending, waitingUntil) {
        if (!this.writable)
            return;
        // Service fields and notes are redacted before rendering: escaping could hide a secret from the request hook.
        const body = (0,_job_body_js__WEBPACK_IMPORTED_MODULE_0__/* .renderJobComment */ .RK)((0,_util_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .redactAll */ .$I)(this.view(ending, waitingUntil)));
        this.enqueue(async () => {
            const { github, target } = this.options;
            if (!this.writable || !github || !target || body === this.written)
                return;
            if (!this.comment && this.createUncertain) {
                // The last create may have succeeded: find it by this run's marker rather than post a second comment.
                try {
                    const found = await (0,_marked_js__WEBPACK_IMPORTED_MODULE_2__/* .findMarkedComment */ .Jp)(github, target, this.options.trust, isRunMarker(this.options.run, 'job'));
                    if (found)
                        this.comment = { id: found.id, url: found.url };
                    this.createUncertain = false;
                }
                catch (error) {
                    this.options.log.warning((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeGitHubError */ .dZ)(`look for the comment on #${target.issueNumber} before writing it again`, error, (0,_marked_js__WEBPACK_IMPORTED_MODULE_2__/* .writePermissionFor */ .MQ)(target)));
                    return;
                }
            }
            const creating = !this.comment;
            try {
                const posted = await (0,_marked_js__WEBPACK_IMPORTED_MODULE_2__/* .upsertComment */ .lB)(github, target, body, this.comment);
                this.comment = { id: posted.id, url: posted.url };
                this.written = body;
            }
            catch (error) {
                this.options.log.warning((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeGitHubError */ .dZ)(`${creating ? 'create' : 'update'} the comment on #${target.issueNumber}`, error, (0,_marked_js__WEBPACK_IMPORTED_MODULE_2__/* .writePermissionFor */ .MQ)(target)));
                if (creating && (0,_marked_js__WEBPACK_IMPORTED_MODULE_2__/* .isUnknownOutcome */ .$u)(error))
                    this.createUncertain = true;
                // A missing permission or a gone issue stays so; a rate limit may have lifted by the next write.
                const status = (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .statusOf */ .c2)(error);
                if ((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .isForbidden */ .US)(error) || status === 404 || status === 410)
                    this.writable = false;
            }
        });
    }
    async react(content) {
        const { github, trigger } = this.options;
        if (!github || trigger.kind !== 'command')
            return;
        await (0,_marked_js__WEBPACK_IMPORTED_MODULE_2__/* .reactTo */ .xC)(github, trigger, content, this.options.log);
    }
    enqueue(task) {
        this.queue = this.queue.then(task).catch((error) => {
            this.options.log.warning(`Could not update GitHub: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .getErrorMessage */ .u1)(error)}`);
        });
    }
}


/***/ }),

/***/ 1433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $u: () => (/* binding */ isUnknownOutcome),
/* harmony export */   CD: () => (/* binding */ WORKFLOW_BOT),
/* harmony export */   Jp: () => (/* binding */ findMarkedComment),
/* harmony export */   MQ: () => (/* binding */ writePermissionFor),
/* harmony export */   b2: () => (/* binding */ listMarkedComments),
/* harmony export */   gJ: () => (/* binding */ formatMarker),
/* harmony export */   gY: () => (/* binding */ parseMarker),
/* harmony export */   lB: () => (/* binding */ upsertComment),
/* harmony export */   vv: () => (/* binding */ updateComment),
/* harmony export */   xC: () => (/* binding */ reactTo),
/* harmony export */   xY: () => (/* binding */ hasMarker)
/* harmony export */ });
/* unused harmony exports MARKER_PREFIX, addReaction */
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3116);
/* harmony import */ var _github_identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7369);


/** The workflow permission a write on the target needs, for messages. */
function writePermissionFor(target) {
    return target.isPullRequest ? 'pull-requests: write' : 'issues: write';
}
const MARKER_PREFIX = '<!-- docs-agent-action';
/**
 * The marker as the action writes it: the very start of the comment, alone on
 * its first line. A marker anywhere else (a comment by another workflow with
 * the same identity that echoes a title or a body holding one) is not one.
 */
const MARKER = /^<!-- docs-agent-action((?: [a-z-]+=[^\s>]*)*) -->(?:\r?\n|$)/;
/** `<!-- docs-agent-action kind=job job-id=… run-id=… -->` */
function formatMarker(fields) {
    const pairs = Object.entries(fields).map(([key, value]) => ` ${key}=${encodeURIComponent(value)}`);
    return `${MARKER_PREFIX}${pairs.join('')} -->`;
}
/** Control characters (C0, DEL, C1 with NEL) and line separators: never in a value the action wrote, and unsafe to log. */
const UNSAFE_VALUE = /[\p{Cc}\u2028\u2029]/u;
/**
 * The marker's fields, or undefined when the text does not start with one
 * (alone on its first line), or a value holds a control or line-separator character.
 */
function parseMarker(body) {
    const match = MARKER.exec(body ?? '');
    if (!match)
        return undefined;
    const fields = {};
    for (const pair of (match[1] ?? '').trim().split(' ').filter(Boolean)) {
        const at = pair.indexOf('=');
        let value;
        try {
            value = decodeURIComponent(pair.slice(at + 1));
        }
        catch {
            return undefined;
        }
        if (UNSAFE_VALUE.test(value))
            return undefined;
        fields[pair.slice(0, at)] = value;
    }
    return fields;
}
/** True when the text is, or holds anywhere (quotes), a comment the action wrote: such a comment is never a command. */
function hasMarker(body) {
    return (body ?? '').includes(MARKER_PREFIX);
}
/** The login the workflow token (`github.token`) comments as. */
const WORKFLOW_BOT = 'github-actions[bot]';
/** The logins each client has created comments as in this run (the identity the action writes as). */
const ownLogins = new WeakMap();
function noteOwnLogin(client, login) {
    if (!login)
        return;
    const logins = ownLogins.get(client) ?? new Set();
    logins.add(login);
    ownLogins.set(client, logins);
}
/** Logins name one account whatever their case. */
function sameLogin(login, other) {
    return other !== undefined && login.toLowerCase() === other.toLowerCase();
}
/**
 * True when a marker by this author is believed: the action's own identity
 * only, that is `github-actions[bot]`, the login this run's comments were
 * created as, or the token's own login as GraphQL's `viewer` names it
 * (`<app-slug>[bot]` for a GitHub App token, the person for a personal token;
 * asked once per run and only then). Whatever `min-permission` says: on a
 * public repository GitHub answers `read` for anyone, so a permission never
 * makes someone else's marker count. Never `author_association` either.
 */
async function isOwnAuthor(client, author) {
    if (!author?.login)
        return false;
    if (author.login === WORKFLOW_BOT || ownLogins.get(client)?.has(author.login) === true)
        return true;
    return sameLogin(author.login, await (0,_github_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .tokenLogin */ .n)(client));
}
/**
 * Every comment on the target that carries a believed marker (`isOwnAuthor`),
 * oldest first. Any other author's marker is ignored, so nobody but the
 * action can point a re-run at a job, or a question at a conversation, of
 * their choosing. `_trust` is not read (see `MarkerTrust`).
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- callers in other capabilities still pass it; drop it with them
async function listMarkedComments(client, target, _trust) {
    const found = [];
    const pages = client.paginate.iterator(client.rest.issues.listComments, {
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        per_page: 100,
    });
    for await (const page of pages) {
        for (const comment of page.data) {
            const marker = parseMarker(comment.body);
            if (marker && (await isOwnAuthor(client, comment.user))) {
                found.push({ id: comment.id, url: comment.html_url, body: comment.body ?? '', marker, createdAt: comment.created_at });
            }
        }
    }
    return found;
}
/** The latest comment on the target whose (believed) marker matches. */
async function findMarkedComment(client, target, trust, match) {
    return (await listMarkedComments(client, target, trust)).findLast((comment) => match(comment.marker));
}
/**
 * Creates a comment, never retried: a POST that failed with a 5xx may have
 * created the comment all the same, and a retry would post it twice. The
 * caller looks the comment up by its marker before creating it again
 * (`isUnknownOutcome`).
 */
async function createComment(client, target, body) {
    const { data } = await client.rest.issues.createComment({
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        body,
        request: { retries: 0 },
    });
    noteOwnLogin(client, data.user?.login);
    return { id: data.id, url: data.html_url, body: data.body ?? body };
}
/**
 * Updates a comment. `request`: Octokit's options for it, such as a bound shorter than the run's deadline that the
 * client carries (the queue's share of an agent run, hand-off/queued.ts): no attempt is sent once it ends.
 */
async function updateComment(client, target, commentId, body, request) {
    const { data } = await client.rest.issues.updateComment({
        owner: target.owner,
        repo: target.repo,
        comment_id: commentId,
        body,
        ...(request ? { request } : {}),
    });
    return { id: data.id, url: data.html_url, body: data.body ?? body };
}
/**
 * Writes the comment: updates `existing` in place when given, else creates
 * one. The body should carry a marker (`formatMarker`) so it can be found again.
 */
async function upsertComment(client, target, body, existing) {
    return existing ? updateComment(client, target, existing.id, body) : createComment(client, target, body);
}
/** True when a failed write may have happened all the same: a 5xx, or no answer at all. */
function isUnknownOutcome(error) {
    const status = (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error);
    return status === undefined || status >= 500;
}
/** Adds a reaction to a comment (GitHub answers 200 when it is already there). */
async function addReaction(client, repository, comment, content) {
    const params = { owner: repository.owner, repo: repository.repo, comment_id: comment.id, content };
    if (comment.review)
        await client.rest.reactions.createForPullRequestReviewComment(params);
    else
        await client.rest.reactions.createForIssueComment(params);
}
/** Adds a reaction to the triggering comment; a failure is a warning naming the permission, never thrown. */
async function reactTo(client, trigger, content, log) {
    try {
        await addReaction(client, trigger.repository, trigger.comment, content);
    }
    catch (error) {
        const permission = trigger.comment.review || trigger.subject.isPullRequest ? 'pull-requests: write' : 'issues: write';
        log.warning((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeGitHubError */ .dZ)(`add the ${content} reaction to the triggering comment`, error, permission));
    }
}


/***/ }),

/***/ 3918:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ usageReply),
/* harmony export */   u: () => (/* binding */ replyUsage)
/* harmony export */ });
/* harmony import */ var _marked_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1433);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3116);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2495);
/* harmony import */ var _job_comment_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(30);




/** The reply to a command with no instruction: how to use it. */
function usageReply(trigger, command, run) {
    return [
        (0,_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .formatMarker */ .gJ)((0,_job_comment_js__WEBPACK_IMPORTED_MODULE_3__.runMarker)(run, 'usage')),
        `**Docs agent**: write the instruction after ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(command)}, on the same line or the lines below, for example:`,
        '',
        '```',
        `${command} fix the broken links on the quickstart page`,
        '```',
        '',
        `No job was started for ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .link */ .nf)(trigger.comment.url, 'this comment')}.`,
        '',
    ].join('\n');
}
/**
 * Posts a usage reply (its body carries the `usage` run marker), updating the
 * one an earlier attempt of this run wrote. Returns its URL; a GitHub failure
 * is a warning and gives ''.
 */
async function replyUsage(github, target, body, run, trust, log) {
    try {
        const existing = run.attempt > 1 ? await (0,_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .findMarkedComment */ .Jp)(github, target, trust, (0,_job_comment_js__WEBPACK_IMPORTED_MODULE_3__.isRunMarker)(run, 'usage')) : undefined;
        const posted = await (0,_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .upsertComment */ .lB)(github, target, body, existing);
        return posted.url;
    }
    catch (error) {
        log.warning((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeGitHubError */ .dZ)(`reply on #${target.issueNumber}`, error, (0,_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .writePermissionFor */ .MQ)(target)));
        return '';
    }
}


/***/ }),

/***/ 5772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ MAX_FILES),
/* harmony export */   EK: () => (/* binding */ PER_PAGE),
/* harmony export */   W7: () => (/* binding */ fileOf),
/* harmony export */   pG: () => (/* binding */ listPullFiles)
/* harmony export */ });
/** The most files the prompt lists; the rest are counted ("… and N more files"). */
const MAX_FILES = 300;
/** Files (and commits) a page: the most the APIs give. */
const PER_PAGE = 100;
/** A file of the API as the action keeps it. */
function fileOf(file) {
    return {
        path: file.filename,
        status: file.status,
        ...(file.additions === undefined ? {} : { additions: file.additions }),
        ...(file.deletions === undefined ? {} : { deletions: file.deletions }),
        ...(file.previous_filename ? { previousPath: file.previous_filename } : {}),
        ...(typeof file.patch === 'string' ? { patch: file.patch } : {}),
        ...(typeof file.sha === 'string' && file.sha ? { sha: file.sha } : {}),
    };
}
/**
 * The changed files of a pull request (every page of the files API, at most
 * `max`, by default `MAX_FILES`; GitHub itself lists at most 3,000), each with its patch when GitHub gives one. Throws when GitHub
 * cannot be read.
 */
async function listPullFiles(github, repository, pullNumber, max = MAX_FILES) {
    const files = [];
    const params = { owner: repository.owner, repo: repository.repo, pull_number: pullNumber, per_page: PER_PAGE };
    for await (const page of github.paginate.iterator(github.rest.pulls.listFiles, params)) {
        files.push(...page.data.map(fileOf));
        if (files.length >= max)
            break;
    }
    return files.slice(0, max);
}


/***/ }),

/***/ 7369:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ tokenLogin)
/* harmony export */ });
/* unused harmony export VIEWER_QUERY */
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);
/**
 * The account this run's token acts as, learnt from GitHub: `github-actions[bot]`
 * for the workflow token, `<app-slug>[bot]` for a GitHub App installation token,
 * the person for a personal token. Read only when a marker from an unknown account
 * must be judged, and at most once per client (one client per run).
 */


/**
 * GraphQL's `viewer` answers every kind of token; REST `GET /user` is 403 for
 * installation tokens, and `GET /app` needs the App's JWT.
 */
const VIEWER_QUERY = 'query { viewer { login } }';
const viewers = new WeakMap();
/**
 * The token's own login, or undefined when GitHub would not say (a warning on
 * the client's log, once: a failure is kept for the run, so nothing is asked twice).
 */
async function tokenLogin(client) {
    let read = viewers.get(client);
    if (!read) {
        read = readViewer(client);
        viewers.set(client, read);
    }
    return read;
}
async function readViewer(client) {
    try {
        const data = await client.graphql(VIEWER_QUERY);
        const login = data.viewer?.login;
        if (typeof login === 'string' && login)
            return login;
        throw new Error('the answer names no login');
    }
    catch (error) {
        client.log.warn(`Could not learn which account '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken}' acts as (GraphQL viewer: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .getErrorMessage */ .u1)(error)}): markers written by any account but github-actions[bot] are not believed in this run.`);
        return undefined;
    }
}


/***/ }),

/***/ 6232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mq: () => (/* binding */ writeGroupOf),
/* harmony export */   _e: () => (/* binding */ writeGroups),
/* harmony export */   fq: () => (/* binding */ nextWriteAtOnce)
/* harmony export */ });
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3251);
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The spacing of a run's own GitHub writes: `@octokit/plugin-throttling`'s
 * `write` and `notifications` groups, made as the plugin makes its own but
 * per client, with `minTime` from `github-writes-per-minute` (ADR 0013):
 * `60 000 / n` ms between writes, three times that between notifying ones.
 */

/** The `write` group: its writes spaced, but for one the caller lets go at once (`nextWriteAtOnce`). */
class WriteGroup extends (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0___default().Group) {
    atOnce = false;
    unspaced = new (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0___default())();
    key(id = '') {
        if (!this.atOnce)
            return super.key(id);
        this.atOnce = false;
        return this.unspaced;
    }
}
/** The throttling plugin's `write` and `notifications` groups for one client. */
function writeGroups(writesPerMinute) {
    const spacingMs = Math.ceil(60_000 / writesPerMinute);
    return {
        write: new WriteGroup({ maxConcurrent: 1, minTime: spacingMs }),
        notifications: new (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0___default().Group)({ maxConcurrent: 1, minTime: 3 * spacingMs }),
    };
}
/** Each client's `write` group (set by client.ts when it makes the client), for `nextWriteAtOnce`. */
const writeGroupOf = new WeakMap();
/**
 * Lets `client`'s next write go without waiting for its turn (the writes after it keep theirs): the ledger's ref
 * update follows its commit at once, so that its look at the ref just before is not a spacing old (ADR 0011).
 */
function nextWriteAtOnce(client) {
    const group = writeGroupOf.get(client);
    if (group instanceof WriteGroup)
        group.atOnce = true;
}


/***/ }),

/***/ 4732:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bf: () => (/* binding */ parseLedgerJson),
/* harmony export */   Hg: () => (/* binding */ emptyLedger),
/* harmony export */   KH: () => (/* binding */ iso),
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   hh: () => (/* binding */ ledgerMessage),
/* harmony export */   iq: () => (/* binding */ ledgerJsonInMessage),
/* harmony export */   th: () => (/* binding */ LEDGER_FILE)
/* harmony export */ });
/* unused harmony export LEDGER_VERSION */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4343);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(767);
/**
 * The ledger document: its envelope (version, project, when it was last
 * written) and how it is stored in a commit. The rest of the document is
 * sections, each one capability's state in its own top-level field(s), read
 * and changed by that capability alone (see section.ts): the budget's window
 * (`entries`, `fullUntil`), the pending hand-offs (`pending`), the open pull
 * request (`openPr`).
 *
 * Version 2 lives in the message of the ref's commit (a subject line, a blank
 * line, then the JSON), with an empty tree: a write is one commit and one ref
 * update. Version 1 lived in `ledger.json` in the commit's tree; it is still
 * read, and the next write migrates it.
 *
 * Every field a version does not know is kept as it is by every write (a
 * section writes only its own fields over the document as read), so later
 * versions can add sections without older runs dropping them; and a document
 * written by this version is read by the previous release, which needs the
 * envelope and an `entries` list.
 */


/** The file that held a version 1 ledger inside the ref's commit. */
const LEDGER_FILE = 'ledger.json';
const LEDGER_VERSION = 2;
const Envelope = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    version: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(2)]),
    project: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    // Every release reads `entries` (the budget's section) as a list: a document without one is not a ledger to them.
    entries: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()),
    updatedAt: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()),
});
/** A ledger with nothing in it: the envelope and the empty list every release expects. */
function emptyLedger(project) {
    return { version: LEDGER_VERSION, project, entries: [], fullUntil: null };
}
function iso(time) {
    return new Date(time).toISOString();
}
/** Parses the JSON of a ledger's envelope; undefined when the text is not a ledger at all. */
function parseLedgerJson(text) {
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    const shape = Envelope.safeParse(raw);
    if (!shape.success)
        return undefined;
    const { updatedAt, ...rest } = shape.data;
    const doc = rest;
    if (typeof updatedAt === 'string' && !Number.isNaN(Date.parse(updatedAt)))
        doc.updatedAt = updatedAt;
    return doc;
}
/** The commit message of a version 2 ledger: a subject line, a blank line, the document. */
function ledgerMessage(subject, doc) {
    const body = { ...doc, version: LEDGER_VERSION };
    return `${subject.replace(/\s+/g, ' ').trim()}\n\n${JSON.stringify(body, null, 1)}\n`;
}
/** The document's JSON in a commit message; undefined when the message carries none (a version 1 ledger). */
function ledgerJsonInMessage(message) {
    const start = message.replace(/\r\n/g, '\n').indexOf('\n\n{');
    return start < 0 ? undefined : message.replace(/\r\n/g, '\n').slice(start + 2);
}
/** A short, inert rendering of a value from outside, for a section's warning about what it dropped. */
function describeValue(value) {
    let text;
    try {
        // undefined for a function or `undefined` (the types say string).
        const json = JSON.stringify(value);
        text = typeof json === 'string' ? json : typeof value;
    }
    catch {
        text = typeof value;
    }
    const redacted = (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(text);
    return redacted.length > 80 ? (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(redacted, 77, { ellipsis: '...' }) : redacted;
}


/***/ }),

/***/ 9706:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L8: () => (/* binding */ classify),
/* harmony export */   Q0: () => (/* binding */ UnknownWriteError),
/* harmony export */   Ss: () => (/* binding */ RaceLostError),
/* harmony export */   _k: () => (/* binding */ raceBackoff),
/* harmony export */   ew: () => (/* binding */ LedgerUnavailableError),
/* harmony export */   oY: () => (/* binding */ isLedgerUnavailable),
/* harmony export */   p2: () => (/* binding */ httpError)
/* harmony export */ });
/* harmony import */ var _github_rate_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9418);

class LedgerUnavailableError extends Error {
    reason;
    status;
    name = 'LedgerUnavailableError';
    constructor(reason, message, status) {
        super(message);
        this.reason = reason;
        this.status = status;
    }
}
const isLedgerUnavailable = (error) => error instanceof LedgerUnavailableError;
/** A ref write refused because another run moved the ref first. */
class RaceLostError extends Error {
    name = 'RaceLostError';
}
/** A ref write that got a 5xx or no answer: it may have gone through. */
class UnknownWriteError extends Error {
    failure;
    name = 'UnknownWriteError';
    constructor(failure) {
        super(failure.message);
        this.failure = failure;
    }
}
function httpError(error) {
    if (error && typeof error === 'object' && typeof error.status === 'number') {
        return error;
    }
    return undefined;
}
/** The typed error for a failed request: rate-limited, permission, unreachable, or unexpected. */
function classify(what, error) {
    const detail = `${what} answered ${error.status}: ${error.message}`;
    // Before the permission rule: a rate-limited 403 (retries spent) is not a missing permission.
    if ((0,_github_rate_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .isRateLimited */ .J)(error))
        return new LedgerUnavailableError('rate-limited', detail, error.status);
    if (error.status === 401 || error.status === 403 || error.status === 404) {
        return new LedgerUnavailableError('permission', detail, error.status);
    }
    if (error.status === 409) {
        return new LedgerUnavailableError('unexpected', `${detail} (the repository has no commit yet)`, error.status);
    }
    if (!error.response || error.status >= 500) {
        return new LedgerUnavailableError('unreachable', `${what} failed: ${error.message}`, error.status);
    }
    return new LedgerUnavailableError('unexpected', detail, error.status);
}
/**
 * Backoff after a lost race: full jitter over a doubling cap (500 ms, 1 s, …
 * 16 s). Each lost race costs a content-creating request (the commit made for
 * nothing), so runs that keep colliding spread out widely: twenty runs at once
 * then settle in a few rounds instead of colliding in every one.
 */
function raceBackoff(attempt, random) {
    const cap = Math.min(16_000, 500 * 2 ** Math.max(0, attempt - 1));
    return Math.round(cap * (0.1 + 0.9 * random()));
}


/***/ }),

/***/ 1010:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LedgerStore: () => (/* binding */ LedgerStore)
});

// EXTERNAL MODULE: ./src/util/clock.ts
var clock = __webpack_require__(7110);
;// CONCATENATED MODULE: ./src/ledger/clock.ts
/**
 * GitHub's clock, as the ledger's answers tell it: the run's one notion of
 * "now" for every section of the ledger (budget window, pending hand-offs,
 * the open pull request). Runners' clocks disagree; the `Date` header of
 * GitHub's answers does not, so every time written to the ledger or compared
 * with one is GitHub's.
 */

/**
 * The runner's clock error against GitHub's, from a response's `Date` header
 * (whole seconds, so the middle of that second is taken) and the local time
 * the response arrived. Undefined when the header is absent or unreadable.
 */
function serverOffset(dateHeader, localReceivedAt) {
    if (!dateHeader)
        return undefined;
    const server = Date.parse(dateHeader);
    if (Number.isNaN(server))
        return undefined;
    return server + 500 - localReceivedAt;
}
/** The runner's clock corrected by the last `Date` header seen. */
class ServerClock {
    offset = 0;
    offsetKnown = false;
    /**
     * Now, on GitHub's clock when an answer has told it (the run's monotonic clock, `now()`, plus the offset),
     * else on the runner's wall clock: what is written to the ledger is a timestamp.
     */
    now() {
        if (!this.offsetKnown)
            return (0,clock/* wall */.zP)();
        return (0,clock/* now */.tB)() + this.offset;
    }
    /** True once an answer's `Date` header has set the offset. */
    get known() {
        return this.offsetKnown;
    }
    get offsetMs() {
        return this.offset;
    }
    /**
     * Takes GitHub's time from an answer's headers, sent at local time `sentAt`
     * and received at `receivedAt` (the run's clock, `now()`). The header is whole seconds, stamped
     * between the two: the first answer sets the offset (the middle of its
     * second), later ones move it only as far as they contradict it, so that
     * two times taken a moment apart never disagree by the header's rounding.
     */
    note(headers, receivedAt = (0,clock/* now */.tB)(), sentAt = receivedAt) {
        const header = headers?.date;
        const offset = serverOffset(typeof header === 'string' ? header : undefined, receivedAt);
        if (offset === undefined)
            return;
        if (!this.offsetKnown) {
            this.offset = offset;
            this.offsetKnown = true;
            return;
        }
        // GitHub's time when it answered was within [date, date + 1 s), at a local time within [sentAt, receivedAt].
        const date = offset - 500 + receivedAt;
        const lowest = date - receivedAt;
        const highest = date + 1000 - sentAt;
        this.offset = Math.min(highest, Math.max(lowest, this.offset));
    }
}

// EXTERNAL MODULE: ./src/ledger/document.ts
var ledger_document = __webpack_require__(4732);
// EXTERNAL MODULE: ./src/ledger/errors.ts
var errors = __webpack_require__(9706);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/util/errors.ts
var util_errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/github/write-spacing.ts
var write_spacing = __webpack_require__(6232);
;// CONCATENATED MODULE: ./src/ledger/git.ts
/**
 * The ledger's requests to GitHub's git database API: the ref, the commit
 * and (for a version 1 ledger) its tree and file; a new commit and the
 * non-forced ref update that makes a write a compare-and-swap. Every answer
 * sets the run's GitHub clock; every failure becomes a typed error.
 */






/** The methods of GitHub's content-creating requests (its secondary limit counts them). */
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
/** git's empty tree: every repository has it, and a version 2 ledger's commit needs no other. */
const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
/** The one file of the tree made when a repository refuses the empty tree. */
const NOTE_FILE = 'README.md';
const NOTE = "The docs-agent budget ledger is the message of this ref's commits.\n";
/** A git object's sha, as git computes it: `<type> <length>\\0<content>`, hashed with SHA-1. */
function objectSha(type, content) {
    return (0,external_node_crypto_.createHash)('sha1')
        .update(Buffer.concat([Buffer.from(`${type} ${content.length}\0`), content]))
        .digest('hex');
}
/**
 * The sha of the one-file tree a repository that refuses the empty tree gets (README.md holding NOTE): the same
 * in every repository, so a run can ask whether it is there with a read before it writes one.
 */
const NOTE_TREE = objectSha('tree', Buffer.concat([Buffer.from(`100644 ${NOTE_FILE}\0`), Buffer.from(objectSha('blob', Buffer.from(NOTE)), 'hex')]));
class LedgerGit {
    location;
    client;
    serverClock;
    retryRequests;
    /** How long GitHub took to answer lately (the slowest recent answer, halving with each faster one). */
    latency = 0;
    /** The tree a new (or migrated) ledger's commit takes, once known: the empty tree, else the note's; null: neither is there. */
    newTree;
    constructor(location, client, serverClock, 
    /** False sends `retries: 0` with each request (see LedgerStoreOptions.retryRequests). */
    retryRequests) {
        this.location = location;
        this.client = client;
        this.serverClock = serverClock;
        this.retryRequests = retryRequests;
    }
    /** The ref name as the refs endpoints take it (without `refs/`). */
    get shortRef() {
        return this.location.ref.replace(/^refs\//, '');
    }
    /** The requests' options: the call's (its bound, when it ends before the run: the client carries the run's), and the retries. */
    options(call) {
        return { ...(this.retryRequests ? {} : { retries: 0 }), ...call };
    }
    /** Runs one API call: notes GitHub's clock, and turns failures into typed errors. */
    async call(what, send, expected = {}) {
        let sent;
        // Every answer tells how fast GitHub answers, a 404 as much as a 200.
        const answered = () => {
            if (sent !== undefined)
                this.latency = Math.max(this.latency * 0.5, (0,clock/* now */.tB)() - sent);
        };
        try {
            const client = await this.client();
            sent = (0,clock/* now */.tB)();
            const response = await send(client);
            this.serverClock.note(response.headers, (0,clock/* now */.tB)(), sent);
            answered();
            return response.data;
        }
        catch (error) {
            // The run's deadline, the call's or a cancellation ended the request (the client's error says which).
            if (error instanceof util_errors/* AbortedError */.oM)
                throw error;
            const http = (0,errors/* httpError */.p2)(error);
            if (http?.response)
                answered();
            this.serverClock.note(http?.response?.headers);
            if (!http)
                throw new errors/* LedgerUnavailableError */.ew('unexpected', `${what} failed: ${(0,util_errors/* getErrorMessage */.u1)(error)}`);
            // 422 on a ref write: not a fast-forward (another run wrote first), or the ref exists / was deleted meanwhile.
            if (expected.raceLost && http.status === 422)
                throw new errors/* RaceLostError */.Ss(`${what} answered 422: ${http.message}`);
            throw (0,errors/* classify */.L8)(what, http);
        }
    }
    /**
     * The next write (the ref update after its commit) leaves without waiting for the client's write spacing, a
     * second at the default: the commit and the ref update are one change of the ledger, and the look at the ref
     * between them must still be true when the update lands.
     */
    async followAtOnce() {
        (0,write_spacing/* nextWriteAtOnce */.fq)(await this.client());
    }
    /**
     * Runs `fn` and counts the content-creating requests (POST, PATCH, PUT, DELETE) the run's GitHub client sent
     * meanwhile, whoever sent them through it (the ledger's, a comment's): each one counts against GitHub's limit.
     */
    async countingWrites(fn) {
        const client = await this.client();
        let writes = 0;
        const count = (options) => {
            if (options.method !== undefined && WRITE_METHODS.has(options.method.toUpperCase()))
                writes += 1;
        };
        client.hook.before('request', count);
        try {
            return { result: await fn(), writes };
        }
        finally {
            client.hook.remove('request', count);
        }
    }
    /** The commit the ref points at now; null when there is no ref. */
    async head(call) {
        const { owner, repo } = this.location;
        const ref = this.shortRef;
        try {
            const data = await this.call(`GET git/ref/${ref}`, (client) => client.rest.git.getRef({ owner, repo, ref, request: this.options(call) }));
            return data.object.sha;
        }
        catch (error) {
            if (error instanceof errors/* LedgerUnavailableError */.ew && error.status === 404)
                return null;
            throw error;
        }
    }
    async commit(sha, call) {
        const { owner, repo } = this.location;
        const data = await this.call(`GET git/commits/${sha}`, (client) => client.rest.git.getCommit({ owner, repo, commit_sha: sha, request: this.options(call) }));
        const committer = data.committer;
        // A commit answer without a message (never from GitHub, but from outside all the same) reads as version 1.
        return {
            message: typeof data.message === 'string' ? data.message : '',
            tree: data.tree.sha,
            committed: Date.parse(committer?.date ?? ''),
        };
    }
    /** A version 1 ledger's `ledger.json`, from the commit's tree. */
    async fileOf(treeSha, call) {
        const { owner, repo } = this.location;
        const request = this.options(call);
        const tree = await this.call(`GET git/trees/${treeSha}`, (client) => client.rest.git.getTree({ owner, repo, tree_sha: treeSha, request }));
        const file = tree.tree.find((entry) => entry.path === ledger_document/* LEDGER_FILE */.th && entry.type === 'blob');
        if (!file?.sha)
            return undefined;
        const fileSha = file.sha;
        const blob = await this.call(`GET git/blobs/${fileSha}`, (client) => client.rest.git.getBlob({ owner, repo, file_sha: fileSha, request }));
        return Buffer.from(blob.content, blob.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8');
    }
    /** True when the repository holds the tree `sha` (a read: GitHub's write limit does not count it). */
    async hasTree(sha, call) {
        const { owner, repo } = this.location;
        try {
            await this.call(`GET git/trees/${sha}`, (client) => client.rest.git.getTree({ owner, repo, tree_sha: sha, request: this.options(call) }));
            return true;
        }
        catch (error) {
            if (error instanceof errors/* LedgerUnavailableError */.ew && (error.status === 404 || error.status === 422))
                return false;
            throw error;
        }
    }
    /**
     * The tree for the first commit of a new ledger (or the commit that migrates a version 1 ledger), learned from
     * reads: git's empty tree when the repository has it, else the note's one-file tree when it is there. Undefined
     * when neither is: `newLedgerTree` writes the note's. Asked once per run (and again only after a write made it).
     */
    async knownNewTree(call) {
        if (this.newTree === undefined) {
            if (await this.hasTree(EMPTY_TREE, call))
                this.newTree = EMPTY_TREE;
            else
                this.newTree = (await this.hasTree(NOTE_TREE, call)) ? NOTE_TREE : null;
        }
        return this.newTree ?? undefined;
    }
    /** The tree for a new ledger's commit, with the writes it cost (1 when the note's tree had to be made, else 0). */
    async newLedgerTree(call) {
        const known = await this.knownNewTree(call);
        if (known)
            return { tree: known, writes: 0 };
        this.newTree = await this.writeNoteTree(call);
        return { tree: this.newTree, writes: 1 };
    }
    async writeNoteTree(call) {
        const { owner, repo } = this.location;
        const made = await this.call(`POST git/trees`, (client) => client.rest.git.createTree({
            owner,
            repo,
            tree: [{ path: NOTE_FILE, mode: '100644', type: 'blob', content: NOTE }],
            request: this.options(call),
        }));
        return made.sha;
    }
    /**
     * Creates a commit of the ledger. A repository that refuses the empty tree (seen by a read first, as a rule; a
     * refused commit only when the read said otherwise) gets the note's one-file tree: the tree and the commit go at
     * once, not a write spacing apart, so that a new ledger is made in as short a time as its requests take.
     */
    async createCommit(tree, parents, message, call) {
        const { owner, repo } = this.location;
        const request = this.options(call);
        const create = (treeSha) => this.call(`POST git/commits`, (client) => client.rest.git.createCommit({ owner, repo, message, tree: treeSha, parents, request }));
        try {
            return { sha: (await create(tree)).sha, tree, extraWrites: 0 };
        }
        catch (error) {
            if (!(tree === EMPTY_TREE && error instanceof errors/* LedgerUnavailableError */.ew && error.status === 422))
                throw error;
        }
        await this.followAtOnce();
        this.newTree = await this.writeNoteTree(call);
        await this.followAtOnce();
        return { sha: (await create(this.newTree)).sha, tree: this.newTree, extraWrites: 2 };
    }
    /**
     * Moves the ref from `parent` to `sha` (creates it when `parent` is null),
     * non-forced: false when another run moved it first. Never retried by the
     * client: a ref write that failed with a 5xx may have moved the ref all the
     * same, and its retry would answer 422 as if another run had won; it throws
     * `UnknownWriteError`, and the caller reads the ledger again instead.
     */
    async moveRef(parent, sha, call) {
        const { owner, repo, ref } = this.location;
        const shortRef = this.shortRef;
        const request = { ...this.options(call), retries: 0 };
        try {
            if (parent) {
                await this.call(`PATCH git/refs/${shortRef}`, (client) => client.rest.git.updateRef({ owner, repo, ref: shortRef, sha, force: false, request }), { raceLost: true });
            }
            else {
                await this.call(`POST git/refs`, (client) => client.rest.git.createRef({ owner, repo, ref, sha, request }), {
                    raceLost: true,
                });
            }
            return true;
        }
        catch (error) {
            if (error instanceof errors/* RaceLostError */.Ss)
                return false;
            if (error instanceof errors/* LedgerUnavailableError */.ew && error.reason === 'unreachable')
                throw new errors/* UnknownWriteError */.Q0(error);
            throw error;
        }
    }
}

;// CONCATENATED MODULE: ./src/ledger/ref.ts
/** Where a project's ledger lives: one ref per project, in the budget repository. */

const LEDGER_REF_PREFIX = 'refs/docs-agent/budget/';
/**
 * A project id as one ref component: kept as it is when it is made of
 * letters, digits, `_` and `-` (as project ids are); otherwise those
 * characters are kept, the others become `_`, and a hash of the id is added
 * so that two ids never share a ledger.
 */
function ledgerRefName(projectId) {
    if (/^[A-Za-z0-9_-]{1,100}$/.test(projectId))
        return `${LEDGER_REF_PREFIX}${projectId}`;
    const readable = projectId.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 60);
    const hash = (0,external_node_crypto_.createHash)('sha256').update(projectId).digest('hex').slice(0, 10);
    return `${LEDGER_REF_PREFIX}${readable}-${hash}`;
}

;// CONCATENATED MODULE: ./src/ledger/store.ts
/**
 * The ledger's store: one per run, over the commit that a dedicated ref
 * points at (`refs/docs-agent/budget/<project>` in the budget repository),
 * read and written through GitHub's git database API (git.ts), with one
 * GitHub clock for every section. The document is the commit's message (see
 * document.ts), so a write is one new commit and one non-forced ref update:
 * two content-creating requests. GitHub refuses the ref update (422) unless
 * the ref still points at the commit read, so the update is a
 * compare-and-swap.
 *
 * A section's reducer runs inside the compare-and-swap loop (`update`): it
 * sees the section as read, returns its new state or nothing to write, and
 * is run again on the document a lost race leaves.
 */






/** The call's bound alone, as the requests take it (the client's request option, see github/deadline.ts). */
const callOf = ({ deadline }) => (deadline ? { deadline } : {});
/** How many ref writes in a row may end with no known outcome before the ledger counts as unreachable. */
const MAX_UNKNOWN_WRITES = 3;
/** Longest pause before a retried write looks at the ref once more. */
const SETTLE_MS = 400;
const MAX_SETTLE_MS = 8000;
class LedgerStore {
    location;
    repository;
    project;
    /** GitHub's clock for the run, from the ledger's answers. */
    serverClock = new ServerClock();
    /**
     * The run's deadline the store was made with: it ends the store's waits, and the waits of the capabilities that
     * work through the store (the budget's, on the way to a slot: budget/waits.ts).
     */
    deadline;
    git;
    random;
    warn;
    /** Documents by commit sha: commits never change. */
    cache = new Map();
    /** Warnings already given, so that a section read again after a lost race does not repeat them. */
    warned = new Set();
    constructor(options) {
        const [owner = '', repo = ''] = options.repository.split('/');
        this.repository = options.repository;
        this.project = options.projectId;
        this.location = { owner, repo, ref: ledgerRefName(options.projectId) };
        this.deadline = options.deadline;
        const client = options.client;
        const lazy = typeof client === 'function' ? client : () => Promise.resolve(client);
        this.git = new LedgerGit(this.location, lazy, this.serverClock, options.retryRequests ?? true);
        this.random = options.random ?? Math.random;
        this.warn = options.warn ?? (() => undefined);
    }
    get ref() {
        return this.location.ref;
    }
    /** Now, on GitHub's clock when an answer has told it, else on the runner's. */
    now() {
        return this.serverClock.now();
    }
    /** True once an answer's `Date` header has set the clock. */
    get serverClockKnown() {
        return this.serverClock.known;
    }
    once(key, message) {
        if (this.warned.has(key))
            return;
        this.warned.add(key);
        this.warn(message);
    }
    /** Runs `fn` and counts the content-creating requests the run's GitHub client sent meanwhile (see LedgerGit). */
    countingWrites(fn) {
        return this.git.countingWrites(fn);
    }
    /** Reads the ledger: an absent ref is an empty ledger. */
    async read(options = {}) {
        const call = callOf(options);
        const sha = await this.git.head(call);
        // No ref yet: an empty ledger (a token that cannot see the repository fails on the first write).
        if (sha === null)
            return { sha: null, doc: (0,ledger_document/* emptyLedger */.Hg)(this.project), format: 'none', anchor: this.now() };
        const cached = this.cache.get(sha);
        if (cached)
            return cached;
        const commit = await this.git.commit(sha, call);
        // Clamps are relative to the commit's date (never later than now): a clamped time runs out even if nothing writes.
        const anchor = Number.isNaN(commit.committed) ? this.now() : Math.min(this.now(), commit.committed);
        let text = (0,ledger_document/* ledgerJsonInMessage */.iq)(commit.message);
        const format = text === undefined ? 'tree' : 'message';
        text ??= await this.git.fileOf(commit.tree, call);
        const doc = text === undefined ? undefined : (0,ledger_document/* parseLedgerJson */.Bf)(text);
        const invalid = `The budget ledger ${this.ref} (commit ${sha.slice(0, 12)}) holds no valid ledger; starting a fresh one on top of it.`;
        if (!doc)
            this.once(`invalid ${sha}`, invalid);
        const snapshot = { sha, doc: doc ?? (0,ledger_document/* emptyLedger */.Hg)(this.project), tree: commit.tree, format, anchor };
        this.cache.set(sha, snapshot);
        return snapshot;
    }
    /** One section of a snapshot, warning once about what its read dropped or bounded. */
    section(snapshot, section) {
        const read = section.read(snapshot.doc, { now: this.now(), anchor: snapshot.anchor });
        const fresh = read.repairs.filter((repair) => !this.warned.has(`${section.name}: ${repair}`));
        for (const repair of fresh)
            this.warned.add(`${section.name}: ${repair}`);
        if (fresh.length > 0) {
            const site = { ref: this.ref, repository: this.repository, ...(snapshot.sha ? { commit: snapshot.sha.slice(0, 12) } : {}) };
            const repairs = fresh.join('; ');
            const at = site.commit ? ` (commit ${site.commit})` : '';
            this.warn(section.warning?.(repairs, site) ?? `The ledger ${this.ref} in ${this.repository}${at}: ${section.name}: ${repairs}.`);
        }
        return read;
    }
    /** Reads one section. */
    async view(section, options) {
        return this.section(await this.read(options), section);
    }
    /**
     * True when the ref still points at `sha` after a random pause that grows
     * with each attempt and with GitHub's answer time: two runs collide when
     * their writes overlap, and a write lasts a few answers. `fresh`: the ref
     * was looked at a moment ago (the election's look, or the read of a first
     * attempt that does not pause), nothing to wait for.
     */
    async settled(sha, attempt, call, firstPauseMs, fresh) {
        if (fresh)
            return true;
        const base = Math.max(SETTLE_MS, 4 * this.git.latency);
        const window = Math.min(Math.max(MAX_SETTLE_MS, 20 * base), base * 2 ** (attempt - 1));
        const pause = attempt === 1 && firstPauseMs !== undefined ? firstPauseMs : Math.round(this.random() * window);
        if (pause > 0)
            await this.pause(pause, call);
        return (await this.git.head(call)) === sha;
    }
    /** Waits `ms`, ending with the run's deadline or the call's (`AbortedError`). */
    async pause(ms, call) {
        const bounds = [this.deadline, call.deadline].filter((bound) => bound !== undefined);
        await (0,clock/* sleep */.yy)(Math.min(ms, ...bounds.map((bound) => Math.max(0, bound.timeLeft()))), AbortSignal.any(bounds.map((bound) => bound.signal)));
    }
    /** True once no new attempt may start: the run's deadline, the call's, or the update's `contentionMs` passed. */
    contended(started, options) {
        if (options.contentionMs !== undefined && (0,clock/* now */.tB)() - started >= options.contentionMs)
            return true;
        return [this.deadline, options.deadline].some((bound) => bound !== undefined && bound.timeLeft() <= 0);
    }
    /**
     * Writes `doc` as a commit on top of `parent` and moves the ref to it, only
     * if the ref still points at `parent` (or, with no parent, does not exist).
     * Returns the new commit's sha; `lost` when another run moved the ref
     * first, with the content-creating requests that cost (`wasted`).
     */
    async write(parent, doc, subject, call) {
        // The parent's tree when it is a version 2 ledger already (the empty tree, or the note), else a new ledger's.
        const base = parent.format === 'message' && parent.tree ? { tree: parent.tree, writes: 0 } : await this.git.newLedgerTree(call);
        const made = await this.git.createCommit(base.tree, parent.sha ? [parent.sha] : [], (0,ledger_document/* ledgerMessage */.hh)(subject, doc), call);
        made.extraWrites += base.writes;
        // Look before moving the ref: a run that lost the race while its commit was made learns it from a read,
        // which costs no content-creating request, instead of from a refused ref update, which does. The update
        // follows at once, not a write spacing later (a second): the look would then be a second old.
        if ((await this.git.head(call)) !== parent.sha)
            return { lost: true, wasted: 1 + made.extraWrites };
        await this.git.followAtOnce();
        // Refused: the commit and the ref update were both for nothing.
        if (!(await this.git.moveRef(parent.sha, made.sha, call)))
            return { lost: true, wasted: 2 + made.extraWrites };
        this.cache.set(made.sha, { sha: made.sha, doc, tree: made.tree, format: 'message', anchor: this.now() });
        return { sha: made.sha, extraWrites: made.extraWrites };
    }
    /**
     * A ledger that does not exist yet is created once: each run that finds no ref learns the tree of its first commit
     * (reads), waits its part of the election and looks again; the first to wake creates it (the tree too, before the
     * reducer, so that its entry counts it), the others see the ref in their look. Returns the snapshot after it.
     */
    async elect(snapshot, pauseMs, options) {
        const call = callOf(options);
        await this.git.knownNewTree(call);
        // After the reads: they tell how fast GitHub answers, and the election's window is a few answers.
        await this.pause(typeof pauseMs === 'function' ? pauseMs(this.git.latency) : pauseMs, options);
        const after = await this.read(options);
        if (after.sha !== null)
            return { snapshot: after, lost: true };
        const { writes } = await this.git.newLedgerTree(call);
        if (writes > 0) {
            options.onExtraWrites?.(writes);
            // Its commit follows the tree at once: the ledger is made in as short a time as its requests take.
            await this.git.followAtOnce();
        }
        return { snapshot, lost: false };
    }
    /**
     * Reads, changes one section and writes the ledger until the write wins the
     * race: the compare-and-swap loop. The reducer sees the section as read and
     * GitHub's time; it is run again after each lost race. A write whose
     * outcome is unknown (a 5xx) is read again, never sent blindly a second
     * time: the reducer sees whether it went through.
     */
    async update(section, reduce, options) {
        const started = (0,clock/* now */.tB)();
        const call = callOf(options);
        let unknownWrites = 0;
        let wasted = 0;
        let elected = false;
        let coldLost = false;
        for (let attempt = 1;; attempt += 1) {
            let snapshot = await this.read(call);
            if (snapshot.sha === null && options.coldPauseMs !== undefined && !elected) {
                elected = true;
                ({ snapshot, lost: coldLost } = await this.elect(snapshot, options.coldPauseMs, options));
            }
            const current = this.section(snapshot, section);
            const now = this.now();
            const change = reduce(current, now);
            const outcome = { ...(coldLost ? { coldLost } : {}) };
            if (change.state === null) {
                return {
                    result: change.result,
                    state: current.state,
                    doc: snapshot.doc,
                    sha: snapshot.sha,
                    attempts: attempt,
                    written: false,
                    wasted,
                    ...outcome,
                };
            }
            const doc = { ...snapshot.doc, ...section.write(change.state), updatedAt: (0,ledger_document/* iso */.KH)(now) };
            let written = { lost: true, wasted: 0 };
            // A won election was this run's first pause, and its look the read just made. A lost one: the others of the
            // burst are waking too, and the first write after the ledger's waits its first pause (the caller's: its ticket's
            // part of a few seconds, so that the losers write in ticket order; a random moment of a few answers let them
            // all race for the slot after the ledger's: issue 30's bursts of 20 lost 2 to 3 commits there).
            const won = elected && !coldLost && attempt === 1;
            const firstPauseMs = won ? 0 : options.firstPauseMs?.(current, now, this.git.latency);
            // No pause before the first write (a lone run): the read just made is its look, and another would only repeat it.
            const fresh = won || (attempt === 1 && firstPauseMs === 0);
            try {
                // Listen before writing: a short random pause, then a look at the ref (a read). A run that sees it move
                // goes round again without having made a commit for nothing.
                if (await this.settled(snapshot.sha, attempt, call, firstPauseMs, fresh)) {
                    written = await this.write(snapshot, doc, change.subject ?? `docs-agent: update ${section.name}`, call);
                }
            }
            catch (error) {
                if (!(error instanceof errors/* UnknownWriteError */.Q0))
                    throw error;
                unknownWrites += 1;
                if (unknownWrites >= MAX_UNKNOWN_WRITES)
                    throw error.failure;
                attempt -= 1;
                continue;
            }
            if ('sha' in written) {
                if (written.extraWrites > 0)
                    options.onExtraWrites?.(written.extraWrites);
                return { result: change.result, state: change.state, doc, sha: written.sha, attempts: attempt, written: true, wasted, ...outcome };
            }
            wasted += written.wasted;
            if (written.wasted > 0)
                options.onWasted?.(written.wasted);
            if (attempt >= options.maxAttempts || this.contended(started, options)) {
                throw new errors/* LedgerUnavailableError */.ew('contention', `${attempt} attempts to update ${this.ref} all lost the race to other runs`);
            }
            await this.pause((0,errors/* raceBackoff */._k)(attempt, this.random), call);
        }
    }
}


/***/ }),

/***/ 5566:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BG: () => (/* binding */ jsonOrText),
/* harmony export */   Vs: () => (/* binding */ retryAfterMs),
/* harmony export */   createServiceClient: () => (/* binding */ createServiceClient),
/* harmony export */   m2: () => (/* binding */ errorDetail),
/* harmony export */   p4: () => (/* binding */ keyHint),
/* harmony export */   tG: () => (/* binding */ httpFailure),
/* harmony export */   x6: () => (/* binding */ networkError)
/* harmony export */ });
/* unused harmony exports BEFORE_SEND_CODES, isLasting, KeyOriginError */
/* harmony import */ var ky__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9447);
/* harmony import */ var ky__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3201);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _util_clock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7110);
/* harmony import */ var _util_deadline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4054);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17);
/* harmony import */ var _util_validation_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5709);
/* harmony import */ var _util_network_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4506);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(767);
/* harmony import */ var _render_time_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(2891);
/* harmony import */ var _fetch_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3919);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2398);
/**
 * The one way this action talks to the service's agent endpoints: ky with
 * its own retry (429, 5xx and network faults that can pass, `Retry-After`
 * honoured) and timeouts, every request bounded by the run's deadline
 * (`totalTimeout`, which also bounds each attempt and the body read) and
 * ended by its cancellation (ky's `signal`). Over `serviceFetch` (the runner's
 * proxy, and a body read that follows the signal to its end: ADR 0014).
 *
 * A POST (a job, a follow-up message) costs budget and may open a pull
 * request, so it is retried only when it surely did not land: a 429 (when
 * the caller allows), or a connection that failed before the request was
 * sent. What cannot pass on retry fails at once, naming the input to fix: a
 * host that does not resolve, a refused TLS certificate, a 401 or 403.
 */











/** The inputs' defaults: `poll-interval-seconds` 5, `max-poll-interval-seconds` 30. */
const DEFAULT_BACKOFF = { initialMs: 5000, maxMs: 30_000 };
/** The service's limits are per hour: no `Retry-After` of its can mean more than one window. */
const MAX_RETRY_AFTER_MS = 3_600_000;
/** Statuses a request is sent again after (GET always; POST a 429 only). */
const RETRY_STATUSES = [429, 500, 502, 503, 504];
/** Statuses whose `Retry-After` ky honours. */
const RETRY_AFTER_STATUSES = [429, 503];
/** Connection failures that mean not one byte of the request left the runner. */
const BEFORE_SEND_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'UND_ERR_CONNECT_TIMEOUT',
]);
/** Connection failures a retry meets again: failed at once, with what to fix. */
const LASTING_CAUSES = new Set(['ENOTFOUND', _util_network_js__WEBPACK_IMPORTED_MODULE_5__/* .TLS_REFUSED */ .xe, _util_network_js__WEBPACK_IMPORTED_MODULE_5__/* .PROXY_REFUSED */ .WA, _util_network_js__WEBPACK_IMPORTED_MODULE_5__/* .BAD_PORT */ .mX]);
/** What to do about a lasting connection failure to `url`. */
function lastingHint(code, url) {
    if (code === 'ENOTFOUND')
        return `: the host of '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BaseUrl}' (${url.hostname}) does not resolve; set '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BaseUrl}' to your service's API URL`;
    if (code === _util_network_js__WEBPACK_IMPORTED_MODULE_5__/* .TLS_REFUSED */ .xe) {
        return `: the TLS certificate of '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BaseUrl}' (${url.hostname}) was refused; check '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BaseUrl}' (a proxy that intercepts TLS needs its CA in NODE_EXTRA_CA_CERTS)`;
    }
    return '';
}
/** The error for a request that got no answer: the cause's code in the message, and whether it surely never left. */
function networkError(method, url, error, beforeAnyByte) {
    const cause = (0,_util_network_js__WEBPACK_IMPORTED_MODULE_5__/* .networkCause */ .u6)(error);
    const before = beforeAnyByte && (cause.beforeSend || BEFORE_SEND_CODES.has(cause.code ?? ''));
    return new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceNetworkError */ .GM(method, shown(url), `${cause.text}${lastingHint(cause.code, url)}`, before, cause.code);
}
/** True when a retry would meet the same failure (a host that does not resolve, a refused certificate or proxy). */
function isLasting(error) {
    return error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceNetworkError */ .GM && LASTING_CAUSES.has(error.causeCode ?? '');
}
/** The URL as messages show it: no query, no fragment. */
function shown(url) {
    return `${url.origin}${url.pathname}`;
}
/** The service's `{"error": …}`, else the body's first 200 characters. */
function errorDetail(body) {
    let value = body;
    if (typeof body === 'string') {
        try {
            value = JSON.parse(body);
        }
        catch {
            return (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .clip */ .$Q)(body.trim(), 200);
        }
    }
    const parsed = _schemas_js__WEBPACK_IMPORTED_MODULE_8__/* .ErrorBodySchema */ .i1.safeParse(value);
    if (parsed.success)
        return parsed.data.error;
    return value === undefined ? '' : (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .clip */ .$Q)(typeof value === 'string' ? value.trim() : JSON.stringify(value), 200);
}
/** ky's `parseJson` for error bodies (`HTTPError.data`): a body that is not JSON, whatever its content type says, is kept as text. */
function jsonOrText(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
}
/** What a 401 or 403 means for the key of input `keyInput`. */
function keyHint(status, keyInput) {
    if (status === 401)
        return `check '${keyInput}': the key is invalid or expired`;
    if (status === 403)
        return `the key is not allowed here (IP allow-list or scope); check '${keyInput}'`;
    return '';
}
/** `Retry-After` in milliseconds (delay-seconds or an HTTP date), at most an hour; undefined when absent or unreadable. */
function retryAfterMs(value) {
    const text = value?.trim() ?? '';
    const ms = /^\d+$/.test(text) ? Number(text) * 1000 : /^[A-Za-z]{3}/.test(text) ? Date.parse(text) - Date.now() : Number.NaN;
    return Number.isNaN(ms) ? undefined : Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}
/** A status other than 2xx (ky's `HTTPError`, its body read into `data`), as the error the action reports. */
function httpFailure(method, url, error, keyInput) {
    const { status, headers } = error.response;
    if (status >= 300 && status < 400) {
        const location = headers.get('location');
        const target = location ? new URL(location, url).origin : 'an unknown location';
        return new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceHttpError */ .iL(method, shown(url), status, `redirect to ${target} not followed`, undefined);
    }
    const detail = [errorDetail(error.data), keyHint(status, keyInput)].filter((part) => part !== '').join(': ');
    return new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceHttpError */ .iL(method, shown(url), status, detail, retryAfterMs(headers.get('retry-after')));
}
/** A request built for another origin than base-url's: the admin key is not sent. */
class KeyOriginError extends Error {
    name = 'KeyOriginError';
}
/** The one way this action talks to the service's agent endpoints. */
function createServiceClient(options) {
    const prefix = new URL(options.baseUrl.href.endsWith('/') ? options.baseUrl.href : `${options.baseUrl.href}/`);
    const jobsPath = `v2/agent/${encodeURIComponent(options.projectId)}/job`;
    const backoff = options.backoff ?? DEFAULT_BACKOFF;
    const { deadline, log } = options;
    const api = ky__WEBPACK_IMPORTED_MODULE_9__/* ["default"] */ .Ay.create({
        prefix,
        headers: { authorization: `Bearer ${options.adminApiKey}`, accept: 'application/json' },
        fetch: _fetch_js__WEBPACK_IMPORTED_MODULE_7__/* .serviceFetch */ .M,
        parseJson: jsonOrText,
        timeout: false,
        hooks: {
            beforeRequest: [
                ({ request }) => {
                    const { origin } = new URL(request.url);
                    if (origin !== prefix.origin)
                        throw new KeyOriginError(`refusing to send the admin key to ${origin}`);
                },
            ],
        },
    });
    /** The wait before retry `retryCount` (from 1), as ky will make it: `Retry-After` when given, else the backoff. */
    const plannedWait = (error, retryCount) => {
        if ((0,ky__WEBPACK_IMPORTED_MODULE_10__/* .isHTTPError */ .nr)(error) && RETRY_AFTER_STATUSES.includes(error.response.status)) {
            const asked = retryAfterMs(error.response.headers.get('retry-after'));
            if (asked !== undefined)
                return asked;
        }
        return Math.min(backoff.maxMs, backoff.initialMs * 2 ** (retryCount - 1));
    };
    async function request(method, path, body, what, requestOptions) {
        const url = new URL(path, prefix);
        const timeLeft = () => Math.min(deadline.timeLeft(), requestOptions.deadline?.timeLeft() ?? Infinity);
        const cancelled = () => deadline.signal.aborted;
        if (cancelled())
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .AbortedError */ .oM('the run was cancelled');
        if (timeLeft() <= 0) {
            // Nothing is sent past the deadline: a job created then would be reported as not waited for.
            // (Only agent mode POSTs: its deadline is 'timeout-seconds'.)
            if (method === 'POST')
                throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .DeadlineBeforeSendError */ .wG(`Not ${what}: '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TimeoutSeconds}' passed before it could be sent.`);
            throw deadline.stopped(`${method} ${shown(url)}`);
        }
        const failure = (error, beforeAnyByte) => {
            if (cancelled())
                return new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .AbortedError */ .oM('the run was cancelled', { cause: error });
            if ((0,ky__WEBPACK_IMPORTED_MODULE_10__/* .isHTTPError */ .nr)(error))
                return httpFailure(method, url, error, _runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AdminApiKey);
            if ((0,ky__WEBPACK_IMPORTED_MODULE_10__/* .isNetworkError */ .TX)(error))
                return networkError(method, url, error.cause, beforeAnyByte);
            if ((0,ky__WEBPACK_IMPORTED_MODULE_10__/* .isTimeoutError */ .c8)(error))
                return deadline.stopped(`${method} ${shown(url)}`);
            return error;
        };
        const retryable = (error) => {
            if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceNetworkError */ .GM)
                return !isLasting(error) && (method === 'GET' || error.beforeSend);
            if (!(error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceHttpError */ .iL) || !RETRY_STATUSES.includes(error.status))
                return false;
            return method === 'GET' || (error.status === 429 && (requestOptions.retryOn429 ?? true));
        };
        let notRetried;
        let text;
        try {
            text = await api(path, {
                method,
                ...(body === undefined ? {} : { json: body }),
                signal: deadline.signal,
                totalTimeout: Math.max(1, (0,_util_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .timerDelay */ .nR)(timeLeft())),
                retry: {
                    limit: Number.MAX_SAFE_INTEGER,
                    methods: ['get', 'post'],
                    statusCodes: RETRY_STATUSES,
                    afterStatusCodes: RETRY_AFTER_STATUSES,
                    maxRetryAfter: MAX_RETRY_AFTER_MS,
                    delay: (attempt) => backoff.initialMs * 2 ** (attempt - 1),
                    backoffLimit: backoff.maxMs,
                    shouldRetry: async ({ error, retryCount }) => {
                        const reported = failure(error, true);
                        if (!retryable(reported))
                            return false;
                        const reason = reported;
                        const wait = plannedWait(error, retryCount);
                        if (wait >= timeLeft()) {
                            notRetried = `; not retried: the next attempt (in ${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_11__/* .formatDuration */ .a)(wait)}) would pass the run's deadline`;
                            return false;
                        }
                        if (reason instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceHttpError */ .iL && reason.status === 429)
                            await requestOptions.onRateLimited?.(reason);
                        log.warning(`${reason.message}; ${what} again in ${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_11__/* .formatDuration */ .a)(wait)} (attempt ${retryCount + 1})`);
                        return undefined;
                    },
                },
                // Awaited, its value dropped: a `Request` or `Response` returned from ky's hook would replace the retry.
                hooks: {
                    beforeRetry: [
                        async () => {
                            await requestOptions.beforeRetry?.();
                        },
                    ],
                },
            }).text();
        }
        catch (error) {
            // A body read that failed after the headers came (undici's TypeError) never counts as unsent.
            const reported = error instanceof TypeError && !cancelled() ? networkError(method, url, error, false) : failure(error, true);
            if (notRetried !== undefined)
                throw new _util_deadline_js__WEBPACK_IMPORTED_MODULE_2__/* .DeadlineError */ .j3(`${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .getErrorMessage */ .u1)(reported)}${notRetried}`, { cause: reported });
            throw reported;
        }
        let json;
        try {
            json = JSON.parse(text);
        }
        catch {
            const excerpt = (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .clip */ .$Q)(text.trim(), 200, { ellipsis: '' });
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceResponseError */ .LQ(method, shown(url), `not JSON (${JSON.stringify(excerpt)})`);
        }
        const parsed = _schemas_js__WEBPACK_IMPORTED_MODULE_8__/* .AgentJobSchema */ .ij.safeParse(json);
        if (!parsed.success) {
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceResponseError */ .LQ(method, shown(url), (0,_util_validation_js__WEBPACK_IMPORTED_MODULE_4__/* .formatIssues */ .o)(parsed.error.issues, json).join('; '));
        }
        return parsed.data;
    }
    return {
        createUrl: new URL(jobsPath, prefix).href,
        createJob: (prompt, requestOptions = {}) => request('POST', jobsPath, { prompt }, 'creating the job', requestOptions),
        sendMessage: (jobId, prompt, requestOptions = {}) => request('POST', `${jobsPath}/${encodeURIComponent(jobId)}/message`, { prompt }, 'sending the message', requestOptions),
        getJob: (jobId, requestOptions = {}) => request('GET', `${jobsPath}/${encodeURIComponent(jobId)}`, undefined, `reading job ${jobId}`, requestOptions),
    };
}


/***/ }),

/***/ 2398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CM: () => (/* binding */ TERMINAL_STATUSES),
/* harmony export */   dW: () => (/* binding */ isJobId),
/* harmony export */   i1: () => (/* binding */ ErrorBodySchema),
/* harmony export */   ih: () => (/* binding */ isKnownStatus),
/* harmony export */   ij: () => (/* binding */ AgentJobSchema)
/* harmony export */ });
/* unused harmony export JOB_STATUSES */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3759);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3102);

/** The statuses the spec lists (section 2.1). */
const JOB_STATUSES = ['active', 'completed', 'archived', 'failed'];
const TERMINAL_STATUSES = new Set(['completed', 'archived', 'failed']);
function isKnownStatus(status) {
    return JOB_STATUSES.includes(status);
}
/** A job id as the action prints it and puts it in URLs: no white space or control character, not the legacy `##[` form. */
const JOB_ID = /^[^\s\p{Cc}\u0085\u2028\u2029]+$/u;
/** The job id rule of `AgentJobSchema`, for ids read from elsewhere (the budget ledger), at most 200 characters. */
function isJobId(id) {
    return typeof id === 'string' && id.length <= 200 && JOB_ID.test(id) && !id.includes('##[');
}
/**
 * The agent job (spec 2.1). Extra fields are kept. `status` is any string so
 * that a status added by the service later is reported, not fatal. `source.ref`
 * may be null, as the published service allows.
 */
const AgentJobSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    // Printed in log lines and used in URLs: no white space, no control or line-separator character,
    // and not the runner's legacy `##[` command form.
    id: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ._regex */ .Fk(JOB_ID, { error: 'a job id without white space or control characters' }), zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .refine */ .YPB((id) => !id.includes('##['), { error: "a job id without the runner's '##[' command form" })),
    status: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ._minLength */ .m9(1)),
    source: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        repository: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        ref: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    }),
    model: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    prLink: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    createdAt: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .datetime */ .w$({ offset: true }),
    archivedAt: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .datetime */ .w$({ offset: true }))),
});
/** The service's error body (API notes): `{"error": "<message>"}`. */
const ErrorBodySchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ error: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });


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

/***/ 3919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ serviceFetch)
/* harmony export */ });
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2779);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6752);
/* harmony import */ var _actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9783);
/**
 * The `fetch` ky is given for every request to the service; ky does the
 * rest. Two things it cannot do stay here (measured: ADR 0014):
 *
 * 1. The runner's proxy, as `@actions/http-client` reads it: with a proxy for
 *    the URL, undici's `fetch` with the toolkit's `ProxyAgent` (another realm:
 *    given the URL and a plain init, never ky's `Request`), else Node's own.
 * 2. The body read follows the request's signal to its end. undici's
 *    `Request` follows ky's signal only through a weak reference; once ky has
 *    returned the response, a garbage collection cuts the abort off from the
 *    body. So the `Request` is held until the body ends, and the body piped
 *    through a stream aborted by its signal.
 *
 * Redirects are answered, never followed: the key goes to base-url's origin only.
 */



const proxied = new Map();
/** The `fetch` for a URL: through the runner's proxy when the toolkit applies one to it, else Node's own. */
function resolveFetch(url) {
    const proxy = (0,_actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_2__/* .getProxyUrl */ .s)(url);
    if (!proxy)
        return globalThis.fetch;
    const key = `${url.protocol}//${url.host} via ${proxy.href}`;
    let made = proxied.get(key);
    if (!made) {
        const dispatcher = new _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpClient */ .Qq('docs-agent-action').getAgentDispatcher(url.href);
        made = (target, init) => (0,undici__WEBPACK_IMPORTED_MODULE_1__.fetch)(target, {
            ...init,
            ...(dispatcher ? { dispatcher } : {}),
        });
        proxied.set(key, made);
    }
    return made;
}
/** ky's `Request`s whose response body is still being read (see the top of this file). */
const reading = new Set();
/** The `fetch` option of ky for the service: see the top of this file. */
async function serviceFetch(input, init) {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.body ? await request.arrayBuffer() : undefined;
    const response = await resolveFetch(new URL(request.url))(request.url, {
        method: request.method,
        headers: Object.fromEntries(request.headers),
        ...(body === undefined ? {} : { body }),
        redirect: 'manual',
        signal: request.signal,
    });
    if (!response.body)
        return response;
    // `request`, and with it the route from ky's signal to its own, is held until the body ends.
    reading.add(request);
    const release = () => {
        reading.delete(request);
    };
    request.signal.addEventListener('abort', release, { once: true });
    const held = new TransformStream({ flush: release });
    const { status, statusText, headers } = response;
    return new Response(response.body.pipeThrough(held, { signal: request.signal }), { status, statusText, headers });
}


/***/ }),

/***/ 1966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uc: () => (/* binding */ parseTrigger),
  z1: () => (/* binding */ resolveCommentTarget),
  HO: () => (/* binding */ triggeredBy)
});

// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/comment/marked.ts
var marked = __webpack_require__(1433);
// EXTERNAL MODULE: ./src/triggers/event.ts
var triggers_event = __webpack_require__(2765);
// EXTERNAL MODULE: ./src/github/permissions.ts
var permissions = __webpack_require__(5435);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(7708);
;// CONCATENATED MODULE: ./src/triggers/merge-push.ts
/**
 * Docs that follow the code: a merged pull request or a push to a branch
 * starts a job. A pull request closed without merging, a tag push and a
 * branch deletion start nothing, and say why.
 */



function actorOf(user) {
    return user ? { login: user.login, bot: (0,permissions/* isBot */.w2)(user) } : undefined;
}
const ZERO_SHA = /^0+$/;
/** A `closed` pull request: merged, a job; not merged, nothing to do. */
function parseClosedPull(event, repository) {
    const payload = (0,triggers_event.parsePayload)(triggers_event.ClosedPullRequestEventSchema, event);
    const pr = payload.pull_request;
    const triggeredBy = pr.merged_by?.login ?? payload.sender?.login ?? '';
    if (pr.merged !== true) {
        return {
            kind: 'ignored',
            triggeredBy,
            reason: `Nothing to do: pull request #${pr.number} was closed without being merged; only a merged pull request starts a job.`,
        };
    }
    // GitHub names the merger in `merged_by`; the sender of a `closed` event is the merger too.
    const actor = actorOf(pr.merged_by) ?? actorOf(payload.sender);
    if (!actor)
        throw new Error(`The ${event.name} event payload names no merger: cannot tell who merged the pull request`);
    return {
        kind: 'merged',
        event: event.name,
        repository: repository(),
        subject: { number: pr.number, title: pr.title, body: pr.body ?? '', url: pr.html_url, isPullRequest: true },
        pull: {
            number: pr.number,
            title: pr.title,
            body: pr.body ?? '',
            url: pr.html_url,
            author: pr.user?.login ?? '',
            baseBranch: pr.base.ref,
            labels: (pr.labels ?? []).map((label) => label.name),
            commits: pr.commits,
            additions: pr.additions,
            deletions: pr.deletions,
            changedFiles: pr.changed_files,
        },
        actor,
    };
}
/** A push to a branch: a job. A tag push or a branch deletion: nothing to do. */
function parsePush(event, repository) {
    const payload = (0,triggers_event.parsePayload)(triggers_event.PushEventSchema, event);
    const actor = actorOf(payload.sender);
    const triggeredBy = actor?.login ?? '';
    if (!payload.ref.startsWith('refs/heads/')) {
        return {
            kind: 'ignored',
            triggeredBy,
            reason: `Nothing to do: the push is to ${(0,log/* quote */.hD)(payload.ref)}, not a branch (tags start no job).`,
        };
    }
    const branch = payload.ref.slice('refs/heads/'.length);
    if (payload.deleted === true || ZERO_SHA.test(payload.after)) {
        return { kind: 'ignored', triggeredBy, reason: `Nothing to do: the push deleted the branch ${(0,log/* quote */.hD)(branch)}.` };
    }
    if (!actor)
        throw new Error('The push event payload names no sender: cannot tell who pushed');
    return {
        kind: 'push',
        event: 'push',
        repository: repository(),
        push: {
            branch,
            before: payload.before,
            after: payload.after,
            created: payload.created === true || ZERO_SHA.test(payload.before),
            forced: payload.forced === true,
            compareUrl: payload.compare ?? '',
            defaultBranch: payload.repository?.default_branch ?? '',
            commits: payload.commits ?? [],
        },
        actor,
    };
}

// EXTERNAL MODULE: ./src/triggers/types.ts
var types = __webpack_require__(9748);
;// CONCATENATED MODULE: ./src/triggers/read-events.ts
/**
 * The parts of a label event (issue or pull request) and of a comment event
 * (issue comment or review comment) that the triggers use, read once.
 */

function issueSubject(issue) {
    return {
        number: issue.number,
        title: issue.title,
        body: issue.body ?? '',
        url: issue.html_url,
        isPullRequest: Boolean(issue.pull_request),
    };
}
function pullSubject(pr) {
    return { number: pr.number, title: pr.title, body: pr.body ?? '', url: pr.html_url, isPullRequest: true };
}
/** The `user.login` of an issue or pull request payload (kept by its loose schema); '' when absent. */
function authorOf(item) {
    const login = item.user?.login;
    return typeof login === 'string' ? login : '';
}
function readLabelEvent(event) {
    if (event.name === 'issues') {
        const payload = (0,triggers_event.parsePayload)(triggers_event.IssuesEventSchema, event);
        const author = authorOf(payload.issue);
        return { action: payload.action, label: payload.label?.name, sender: payload.sender, subject: issueSubject(payload.issue), author };
    }
    const payload = (0,triggers_event.parsePayload)(triggers_event.PullRequestEventSchema, event);
    const author = authorOf(payload.pull_request);
    return { action: payload.action, label: payload.label?.name, sender: payload.sender, subject: pullSubject(payload.pull_request), author };
}
function readCommentEvent(event) {
    if (event.name === 'issue_comment') {
        const payload = (0,triggers_event.parsePayload)(triggers_event.IssueCommentEventSchema, event);
        return { action: payload.action, comment: payload.comment, sender: payload.sender, subject: issueSubject(payload.issue) };
    }
    const payload = (0,triggers_event.parsePayload)(triggers_event.ReviewCommentEventSchema, event);
    return { action: payload.action, comment: payload.comment, sender: payload.sender, subject: pullSubject(payload.pull_request) };
}

// EXTERNAL MODULE: ./src/triggers/event-names.ts
var event_names = __webpack_require__(3048);
;// CONCATENATED MODULE: ./src/triggers/trigger.ts
/**
 * What started the run, as one discriminated union narrowed once: a label on
 * an issue or pull request, a slash command in a comment, a merged pull
 * request or a push (the agent mode's "what changed" triggers), or an event
 * that carries no text of its own (schedule, dispatch).
 */










function trigger_actorOf(user) {
    return user ? { login: user.login, bot: (0,permissions/* isBot */.w2)(user) } : undefined;
}
function requireRepository(env, payload, event) {
    const repository = (0,triggers_event.repositoryOf)(env, triggers_event.AnyEventSchema.safeParse(payload).data ?? {});
    if (!repository)
        throw new Error(`Cannot tell the repository of the ${event} event: GITHUB_REPOSITORY is not set`);
    return repository;
}
/**
 * The first line must start with the command, followed by a space or the end
 * of the line; the rest of the comment is the instruction. Undefined when the
 * comment is not a command.
 */
function parseCommand(body, command) {
    const text = body.replace(/\r\n?/g, '\n').replace(/^\s+/, '');
    if (!text.startsWith(command))
        return undefined;
    const rest = text.slice(command.length);
    if (rest !== '' && !/^\s/.test(rest))
        return undefined;
    return rest.trim();
}
function parseTrigger(event, settings, env, options = {}) {
    const name = event.name;
    if (options.changes && name === 'push')
        return parsePush(event, () => requireRepository(env, event.payload, name));
    if (options.changes &&
        (name === 'pull_request' || name === 'pull_request_target') &&
        event.payload?.action === 'closed') {
        return parseClosedPull({ ...event, name }, () => requireRepository(env, event.payload, name));
    }
    if (event_names/* STANDALONE_EVENTS */.mn.includes(name) || name === '') {
        const payload = triggers_event.AnyEventSchema.safeParse(event.payload).data ?? {};
        return {
            kind: 'standalone',
            event: name,
            repository: (0,triggers_event.repositoryOf)(env, payload),
            actor: name === 'push' ? trigger_actorOf(payload.sender) : undefined,
        };
    }
    if (name === 'issues' || name === 'pull_request' || name === 'pull_request_target') {
        // An issue template's labels fire `labeled` too (besides `opened`): `labeled` alone covers them, once.
        const { action, label, sender, subject, author } = readLabelEvent(event);
        const triggeredBy = sender?.login ?? '';
        if (action !== 'labeled') {
            const starts = options.changes && name !== 'issues' ? "'labeled' and 'closed' (merged)" : "'labeled'";
            return {
                kind: 'ignored',
                triggeredBy,
                reason: `Nothing to do: the ${name} event's action is ${(0,log/* quote */.hD)(action)}; it starts on ${starts} only.`,
            };
        }
        if (label !== settings.triggerLabel) {
            return {
                kind: 'ignored',
                triggeredBy,
                reason: `Nothing to do: the label added is ${(0,log/* quote */.hD)(label ?? '')}, not '${options.labelInput ?? names/* Inputs */.G0.TriggerLabel}' (${(0,log/* quote */.hD)(settings.triggerLabel)}).`,
            };
        }
        const actor = trigger_actorOf(sender);
        if (!actor)
            throw new Error(`The ${name} event payload names no sender: cannot tell who added the label`);
        return {
            kind: 'label',
            event: name,
            repository: requireRepository(env, event.payload, name),
            subject,
            label,
            actor,
            author,
        };
    }
    if (name === 'issue_comment' || name === 'pull_request_review_comment') {
        const { action, comment, sender, subject } = readCommentEvent(event);
        const author = trigger_actorOf(comment.user) ?? trigger_actorOf(sender);
        const triggeredBy = author?.login ?? '';
        if (action !== 'created') {
            return {
                kind: 'ignored',
                triggeredBy,
                reason: `Nothing to do: the ${name} event's action is ${(0,log/* quote */.hD)(action)}; commands run on 'created' only.`,
            };
        }
        const body = comment.body ?? '';
        if ((0,marked/* hasMarker */.xY)(body)) {
            return { kind: 'ignored', triggeredBy, reason: 'Nothing to do: the comment is one this action wrote.' };
        }
        const instruction = parseCommand(body, settings.command);
        if (instruction === undefined) {
            return {
                kind: 'ignored',
                triggeredBy,
                reason: `Nothing to do: the comment does not start with '${names/* Inputs */.G0.Command}' (${(0,log/* quote */.hD)(settings.command)}).`,
            };
        }
        if (!author)
            throw new Error(`The ${name} event payload names no author for the comment`);
        const common = {
            event: name,
            repository: requireRepository(env, event.payload, name),
            subject,
            comment: {
                id: comment.id,
                review: name === 'pull_request_review_comment',
                url: comment.html_url ?? subject.url,
                ...(comment.path === undefined ? {} : { path: comment.path }),
                ...(comment.line == null ? {} : { line: comment.line }),
            },
            actor: author,
        };
        const question = parseCommand(instruction, types/* ASK_SUBCOMMAND */.c);
        if (question !== undefined)
            return { kind: 'ask', ...common, question };
        const fresh = parseCommand(instruction, types/* NEW_SUBCOMMAND */.J);
        if (fresh !== undefined)
            return { kind: 'command', ...common, instruction: fresh, fresh: true };
        return { kind: 'command', ...common, instruction };
    }
    if (event_names/* REPORT_EVENTS */.ds.includes(name)) {
        return {
            kind: 'ignored',
            triggeredBy: '',
            reason: `Nothing to do: the ${name} event is for '${names/* Inputs */.G0.Mode}: report' (the docs preview in a job comment); it starts no job.`,
        };
    }
    throw new Error(`The ${(0,log/* quote */.hD)(name)} event is not supported. Supported events: ${event_names/* SUPPORTED_EVENTS */.HM.join(', ')}.`);
}
/** The login recorded as `triggered-by`: the labeller, the commenter, the merger or the pusher; empty for schedules and dispatches. */
function triggeredBy(trigger) {
    return trigger.actor?.login ?? '';
}
/**
 * Where the job's comment goes: the triggering issue or pull request (the
 * merged one too), or `issue-number` when given (also for events without one,
 * such as a push). Undefined when
 * there is no such place.
 */
function resolveCommentTarget(trigger, settings) {
    const subject = 'subject' in trigger ? trigger.subject : undefined;
    const issueNumber = settings.issueNumber ?? subject?.number;
    if (issueNumber === undefined)
        return undefined;
    const repository = trigger.repository;
    if (!repository)
        throw new Error(`Cannot comment on #${issueNumber}: GITHUB_REPOSITORY is not set`);
    return {
        owner: repository.owner,
        repo: repository.repo,
        issueNumber,
        isPullRequest: subject?.number === issueNumber ? subject.isPullRequest : false,
    };
}


/***/ }),

/***/ 5207:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ authorize)
/* harmony export */ });
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7708);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17);
/* harmony import */ var _github_permissions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5435);
/**
 * Who may start a job: the one check every mode runs on the trigger's actor
 * before it writes anything or calls the service.
 */




/**
 * Why the trigger's author may not start a job, or undefined when they may.
 * Bots need to be listed in `allowed-bots` (a bot that merges or pushes too);
 * people need `min-permission`, read from the API, except a merger or a
 * pusher, who had write access to do it. Adding a label takes triage permission, so for labels the API
 * is asked only when `min-permission` is higher than triage, or when the
 * labeller is the issue's author: an issue template adds its labels for
 * anyone who opens an issue, with the author as the sender.
 */
async function authorize(trigger, settings, github) {
    if (trigger.kind === 'standalone')
        return undefined;
    const { actor, repository } = trigger;
    if (actor.bot) {
        return (0,_github_permissions_js__WEBPACK_IMPORTED_MODULE_3__/* .isAllowedBot */ .KQ)(actor.login, settings.allowedBots)
            ? undefined
            : `Refused: ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(actor.login)} is a bot not listed in '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AllowedBots}'.`;
    }
    // Merging a pull request or pushing to a branch takes write access: the merger or pusher has it by definition.
    if (trigger.kind === 'merged' || trigger.kind === 'push')
        return undefined;
    if (trigger.kind === 'label' && trigger.author !== '' && actor.login !== trigger.author && (0,_github_permissions_js__WEBPACK_IMPORTED_MODULE_3__/* .reaches */ .O6)('triage', settings.minPermission))
        return undefined;
    const check = await (0,_github_permissions_js__WEBPACK_IMPORTED_MODULE_3__/* .checkPermission */ .Yj)(await github(), repository, actor.login, settings.minPermission).catch((error) => {
        throw new Error(`Could not read the permission of ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(actor.login)} on ${repository.owner}/${repository.repo}: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .getErrorMessage */ .u1)(error)}`, { cause: error });
    });
    if (check.allowed)
        return undefined;
    return `Refused: ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(actor.login)} has ${check.granted === 'none' ? 'no' : `'${check.granted}'`} permission on ${repository.owner}/${repository.repo}; '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.MinPermission}' is '${settings.minPermission}'.`;
}


/***/ }),

/***/ 9748:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ NEW_SUBCOMMAND),
/* harmony export */   c: () => (/* binding */ ASK_SUBCOMMAND)
/* harmony export */ });
/** The word after the command that makes a comment a question for the assistant. */
const ASK_SUBCOMMAND = 'ask';
/** The word after the command that starts a new job on the agent's own pull request instead of a follow-up. */
const NEW_SUBCOMMAND = 'new';


/***/ }),

/***/ 4506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WA: () => (/* binding */ PROXY_REFUSED),
/* harmony export */   mX: () => (/* binding */ BAD_PORT),
/* harmony export */   u6: () => (/* binding */ networkCause),
/* harmony export */   xe: () => (/* binding */ TLS_REFUSED)
/* harmony export */ });
/** The runner's proxy answered CONNECT with a status other than 200. */
const PROXY_REFUSED = 'PROXY_REFUSED';
/** `fetch` refused the port (the Fetch standard's "bad ports"). */
const BAD_PORT = 'BAD_PORT';
/** The server's TLS certificate was refused (expired, self-signed, another host's, an unknown CA). */
const TLS_REFUSED = 'TLS_REFUSED';
/** Node's codes for a refused certificate (OpenSSL's verify errors, and the host name check). */
const TLS_CODES = /^(ERR_TLS_CERT_ALTNAME_INVALID|CERT_\w+|\w+_CERT(_\w+)?|UNABLE_TO_\w+|HOSTNAME_MISMATCH)$/;
/** Outer messages that only say that something below failed. */
const WRAPPERS = new Set(['fetch failed', 'Request was cancelled.', 'Unknown Error']);
function chainOf(error) {
    const chain = [];
    let current = error;
    for (let depth = 0; depth < 6 && current !== null && typeof current === 'object'; depth += 1) {
        const { message, code } = current;
        chain.push({ message: typeof message === 'string' ? message : '', code });
        current = current.cause;
    }
    return chain;
}
function networkCause(error) {
    const chain = chainOf(error);
    for (const link of chain) {
        // undici's ProxyAgent: "Proxy response (407) !== 200 when HTTP Tunneling".
        const proxy = /Proxy response \((\d{3})\)/.exec(link.message);
        if (proxy) {
            const status = proxy[1];
            const text = status === '407' ? 'the proxy refused (407): check its credentials' : `the proxy refused the connection (${status})`;
            return { code: PROXY_REFUSED, text, beforeSend: true };
        }
        if (link.message === 'bad port') {
            return { code: BAD_PORT, text: 'fetch refuses to connect to this port (a "bad port" of the Fetch standard)', beforeSend: true };
        }
    }
    const code = chain.map((link) => link.code).find((value) => typeof value === 'string' && value !== '');
    const detail = chain
        .map((link) => link.message)
        .filter((message) => message !== '' && !WRAPPERS.has(message))
        .at(-1);
    if (!code)
        return { code: undefined, text: detail ?? chain[0]?.message ?? 'network error', beforeSend: false };
    const text = detail && !detail.includes(code) ? `${code} (${detail})` : code;
    return TLS_CODES.test(code) ? { code: TLS_REFUSED, text, beforeSend: true } : { code, text, beforeSend: false };
}


/***/ })

};

//# sourceMappingURL=816.index.js.map