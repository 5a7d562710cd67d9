export const id = 30;
export const ids = [30,889,102,433];
export const modules = {

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
    /** The job recorded by an earlier attempt of this run, when there is one. */
    get recordedJobId() {
        return this.options.existing?.marker['job-id'];
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
     * `on-budget-exhausted: queue`: the request waits in the ledger; the comment says its place and about when it
     * starts. Resolves once written (`settled` then tells where the comment is).
     */
    async queued(queued) {
        this.queuedView = queued;
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
    async finished(ending) {
        const job = ending.job ?? this.job;
        this.job = job;
        // A follow-up that was not sent is answered on the pull request too (a refusal is said, not only logged).
        if (job || this.comment || ending.skipped || (ending.failed && (this.followUpOf !== undefined || this.sayFailure))) {
            const created = job ? Date.parse(job.createdAt) : Number.NaN;
            const elapsedMs = Number.isNaN(created) ? undefined : Math.max(0, this.options.clock.now() - created);
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
            marker: jobMarker(run, this.job?.id ?? this.recordedJobId ?? ''),
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
/* unused harmony exports MARKER_PREFIX, createComment, addReaction */
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
async function updateComment(client, target, commentId, body) {
    const { data } = await client.rest.issues.updateComment({
        owner: target.owner,
        repo: target.repo,
        comment_id: commentId,
        body,
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

/***/ 3102:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports ZodMiniISODateTime, ZodMiniISODate, date, ZodMiniISOTime, time, ZodMiniISODuration, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8532);
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6985);
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4343);


const ZodMiniISODateTime = /*@__PURE__*/ _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("ZodMiniISODateTime", (inst, def) => {
    _core_index_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodISODateTime */ .Ko.init(inst, def);
    _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .ZodMiniStringFormat */ .zUr.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_3__/* ._isoDateTime */ .G1(ZodMiniISODateTime, params);
}
const ZodMiniISODate = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniISODate", (inst, def) => {
    core.$ZodISODate.init(inst, def);
    schemas.ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function date(params) {
    return core._isoDate(ZodMiniISODate, params);
}
const ZodMiniISOTime = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniISOTime", (inst, def) => {
    core.$ZodISOTime.init(inst, def);
    schemas.ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function time(params) {
    return core._isoTime(ZodMiniISOTime, params);
}
const ZodMiniISODuration = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniISODuration", (inst, def) => {
    core.$ZodISODuration.init(inst, def);
    schemas.ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function duration(params) {
    return core._isoDuration(ZodMiniISODuration, params);
}


/***/ })

};

//# sourceMappingURL=30.index.js.map