export const id = 903;
export const ids = [903];
export const modules = {

/***/ 1914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ed: () => (/* binding */ redactData),
/* harmony export */   Y0: () => (/* binding */ redactRequests)
/* harmony export */ });
/* unused harmony export redactParameters */
/** Endpoint options that are not request data: never rewritten. */
const OWN_OPTIONS = new Set(['method', 'url', 'baseUrl', 'headers', 'request', 'mediaType']);
/**
 * A copy of plain data (strings, arrays, plain objects) with every string
 * redacted. Also for text about to be rendered into a comment: escaping can
 * split a secret into entities (`&#95;`) that this hook would not recognise.
 */
function redactData(value, redact) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value))
        return value.map((item) => redactData(item, redact));
    if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactData(item, redact)]));
    }
    return value;
}
/**
 * Redacts every data string of the endpoint options in place (nested arrays
 * and objects are replaced by redacted copies, so the caller's own values are
 * left as they were). In place, because Octokit's hooks all share the one
 * options object: an outer hook cannot hand inner ones a different one.
 */
function redactParameters(options, redact) {
    for (const [key, value] of Object.entries(options)) {
        if (!OWN_OPTIONS.has(key))
            options[key] = redactData(value, redact);
    }
}
/** Installs the hook on a client: every request it makes, first attempt and retries alike, is redacted. */
function redactRequests(client, redact) {
    client.hook.before('request', (options) => {
        redactParameters(options, redact);
    });
}


/***/ }),

/***/ 1124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bF: () => (/* binding */ JobComment),
  GW: () => (/* binding */ isRunMarker),
  yK: () => (/* binding */ runIdentity),
  qW: () => (/* binding */ runMarker)
});

// UNUSED EXPORTS: jobMarker, renderJobComment

// EXTERNAL MODULE: ./src/modes/agent/job.ts
var agent_job = __webpack_require__(1781);
// EXTERNAL MODULE: ./src/github/comments.ts
var comments = __webpack_require__(6645);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(2495);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
;// CONCATENATED MODULE: ./src/modes/agent/comment-body.ts
/**
 * The text of the job comment: marker, job, status, who asked, model, time
 * and run. Service fields go in code spans, user text and notes are inert
 * prose, and only validated https URLs become links (see render/markdown.ts).
 */




function statusLine(job, ending) {
    if (!job && ending?.skipped)
        return `⏸️ No job was started: ${(0,markdown/* inert */.tJ)(ending.note ?? 'skipped')}`;
    if (!job)
        return `❌ No job was started: ${(0,markdown/* inert */.tJ)(ending?.note ?? 'the run failed')}`;
    const pr = (0,render_text/* httpsUrl */.N3)(job.prLink);
    switch (job.status) {
        case 'completed':
            if (pr)
                return `✅ The agent opened a pull request: ${(0,markdown/* link */.nf)(pr.href)}`;
            if (job.prLink)
                return `✅ The job completed; its pull request link is not a valid https URL: ${(0,markdown/* code */.aY)(job.prLink)}`;
            return '✅ The job completed without changing any file: no pull request was opened.';
        case 'archived':
            return `🗄️ The job was archived.${job.prLink ? ` Pull request: ${(0,markdown/* link */.nf)(job.prLink)}` : ''}`;
        case 'failed':
            return `❌ The job failed in the service.${ending?.note ? ` ${(0,markdown/* inert */.tJ)(ending.note)}` : ''}`;
        case 'active':
            if (ending)
                return `⏳ ${ending.note ? (0,markdown/* inert */.tJ)(ending.note) : 'The job goes on in the service.'}`;
            return '⏳ The agent is working on it.';
        default:
            return `⏳ The job's status is ${(0,markdown/* code */.aY)(job.status)}.${ending?.note ? ` ${(0,markdown/* inert */.tJ)(ending.note)}` : ''}`;
    }
}
function origin(trigger) {
    switch (trigger.kind) {
        case 'command':
            return `Requested by ${(0,markdown/* inert */.tJ)(trigger.actor.login)}:\n\n${(0,markdown/* blockQuote */.iZ)(trigger.instruction)}`;
        case 'label':
            return `Started by ${(0,markdown/* inert */.tJ)(trigger.actor.login)} with the ${(0,markdown/* code */.aY)(trigger.label)} label.`;
        case 'standalone':
            return trigger.event ? `Started by a ${(0,markdown/* code */.aY)(trigger.event)} event.` : '';
        case 'merged':
            return `Started when ${(0,markdown/* inert */.tJ)(trigger.actor.login)} merged this pull request into ${(0,markdown/* code */.aY)(trigger.pull.baseBranch)}: the agent brings the documentation up to date with it.`;
        case 'push':
            return `Started by a push from ${(0,markdown/* inert */.tJ)(trigger.actor.login)} to ${(0,markdown/* code */.aY)(trigger.push.branch)}.`;
    }
}
/** The comment's markdown: service fields in code spans, user text and notes inert, only https URLs as links. */
function renderJobComment(view) {
    const { job, ending } = view;
    const lines = [(0,comments/* formatMarker */.gJ)(view.marker), `**Docs agent**${job ? ` · job ${(0,markdown/* code */.aY)(job.id)}` : ''}`, '', statusLine(job, ending)];
    if (view.replacedJobId)
        lines.push('', `This re-run replaces job ${(0,markdown/* code */.aY)(view.replacedJobId)}, which failed.`);
    const from = origin(view.trigger);
    if (from)
        lines.push('', from);
    const footer = [];
    if (job?.model)
        footer.push(`Model ${(0,markdown/* code */.aY)(job.model)}`);
    if (ending?.elapsedMs !== undefined && job && job.status !== 'active')
        footer.push(`took ${(0,agent_job.formatDuration)(ending.elapsedMs)}`);
    if (view.runUrl)
        footer.push((0,markdown/* link */.nf)(view.runUrl, 'workflow run'));
    if (footer.length > 0)
        lines.push('', `<sub>${footer.join(' · ')}</sub>`);
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/github/errors.ts
var github_errors = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/github/redaction.ts
var redaction = __webpack_require__(1914);
// EXTERNAL MODULE: ./src/runner/redact.ts
var redact = __webpack_require__(8949);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(7708);
// EXTERNAL MODULE: ./src/service/agent/schemas.ts
var schemas = __webpack_require__(2398);
;// CONCATENATED MODULE: ./src/modes/agent/comment.ts
/**
 * The one comment per job on the triggering issue or pull request: created
 * as soon as the job exists, updated in place when its status changes and at
 * the end. Its hidden marker records the job and the workflow run, so a
 * re-run of the same run finds it and resumes instead of starting a second
 * job. GitHub failures here never fail the run: they become warnings, and a
 * 403 names the workflow permission that is missing.
 */









// The comment's text lives in comment-body.ts; these stay importable from here.

/** The run's identity from the runner's variables. */
function runIdentity(env) {
    const runId = env.GITHUB_RUN_ID ?? '';
    const server = env.GITHUB_SERVER_URL ?? 'https://github.com';
    const repository = env.GITHUB_REPOSITORY ?? '';
    const url = runId && repository ? (0,render_text/* httpsUrl */.N3)(`${server}/${repository}/actions/runs/${runId}`)?.href : undefined;
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
    written = '';
    writable;
    /** A create failed in a way that may have created the comment all the same (5xx, no answer). */
    createUncertain = false;
    queue = Promise.resolve();
    constructor(options) {
        this.options = options;
        this.comment = options.existing ? { id: options.existing.id, url: options.existing.url } : undefined;
        this.written = options.existing?.body ?? '';
        this.writable = Boolean(options.github && options.target);
    }
    /** The comment's URL (`comment-url`); empty when there is none. */
    get url() {
        return this.comment?.url ?? '';
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
            if (error instanceof errors/* ServiceHttpError */.iL && error.status === 404) {
                this.options.log.warning(`Agent job ${(0,log/* quote */.hD)(id)}, recorded by an earlier attempt of this run, is not found in the service: starting a new job.`);
                this.replacedJobId = id;
                return undefined;
            }
            throw new Error(`Cannot read agent job ${(0,log/* quote */.hD)(id)}, recorded by an earlier attempt of this run (${(0,errors/* getErrorMessage */.u1)(error)}); not starting a second job. Re-run once the service answers.`, { cause: error });
        }
        if (job.status === 'failed') {
            this.options.log.info(`Agent job ${(0,log/* quote */.hD)(id)}, started by an earlier attempt of this run, failed: starting a new job.`);
            this.replacedJobId = id;
            return undefined;
        }
        this.options.log.info(job.status === 'active'
            ? `Resuming agent job ${(0,log/* quote */.hD)(id)}, started by an earlier attempt of this run: no second job is started.`
            : `Agent job ${(0,log/* quote */.hD)(id)}, started by an earlier attempt of this run, has already ended (${(0,log/* quote */.hD)(job.status)}): reporting it.`);
        return job;
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
        if (changed && !schemas/* TERMINAL_STATUSES */.CM.has(job.status))
            this.write();
    }
    /** The run is over: the final text, and 🚀 or 😕 on the triggering comment. Never throws. */
    async finished(ending) {
        const job = ending.job ?? this.job;
        this.job = job;
        if (job || this.comment || ending.skipped) {
            const created = job ? Date.parse(job.createdAt) : Number.NaN;
            const elapsedMs = Number.isNaN(created) ? undefined : Math.max(0, this.options.clock.now() - created);
            this.write({ ...ending, elapsedMs });
        }
        if (job && (0,render_text/* httpsUrl */.N3)(job.prLink) && (job.status === 'completed' || job.status === 'archived')) {
            this.enqueue(() => this.react('rocket'));
        }
        else if (job?.status === 'failed' || (!job && ending.failed)) {
            this.enqueue(() => this.react('confused'));
        }
        await this.queue;
    }
    view(ending) {
        const { run, trigger } = this.options;
        return {
            marker: jobMarker(run, this.job?.id ?? this.recordedJobId ?? ''),
            trigger,
            job: this.job,
            runUrl: run.url,
            replacedJobId: this.replacedJobId,
            ending,
        };
    }
    write(ending) {
        if (!this.writable)
            return;
        // Service fields and notes are redacted before rendering: escaping could hide a secret from the request hook.
        const body = renderJobComment((0,redaction/* redactData */.Ed)(this.view(ending), redact/* redact */.E$));
        this.enqueue(async () => {
            const { github, target } = this.options;
            if (!this.writable || !github || !target || body === this.written)
                return;
            if (!this.comment && this.createUncertain) {
                // The last create may have succeeded: find it by this run's marker rather than post a second comment.
                try {
                    const found = await (0,comments/* findMarkedComment */.Jp)(github, target, this.options.trust, isRunMarker(this.options.run, 'job'));
                    if (found)
                        this.comment = { id: found.id, url: found.url };
                    this.createUncertain = false;
                }
                catch (error) {
                    this.options.log.warning((0,github_errors/* describeGitHubError */.dZ)(`look for the comment on #${target.issueNumber} before writing it again`, error, (0,comments/* writePermissionFor */.MQ)(target)));
                    return;
                }
            }
            const creating = !this.comment;
            try {
                const posted = await (0,comments/* upsertComment */.lB)(github, target, body, this.comment);
                this.comment = { id: posted.id, url: posted.url };
                this.written = body;
            }
            catch (error) {
                this.options.log.warning((0,github_errors/* describeGitHubError */.dZ)(`${creating ? 'create' : 'update'} the comment on #${target.issueNumber}`, error, (0,comments/* writePermissionFor */.MQ)(target)));
                if (creating && (0,comments/* isUnknownOutcome */.$u)(error))
                    this.createUncertain = true;
                // A missing permission or a gone issue stays so; a rate limit may have lifted by the next write.
                const status = (0,github_errors/* statusOf */.c2)(error);
                if ((0,github_errors/* isForbidden */.US)(error) || status === 404 || status === 410)
                    this.writable = false;
            }
        });
    }
    async react(content) {
        const { github, trigger } = this.options;
        if (!github || trigger.kind !== 'command')
            return;
        await (0,comments/* reactTo */.xC)(github, trigger, content, this.options.log);
    }
    enqueue(task) {
        this.queue = this.queue.then(task).catch((error) => {
            this.options.log.warning(`Could not update GitHub: ${(0,errors/* getErrorMessage */.u1)(error)}`);
        });
    }
}


/***/ }),

/***/ 1781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createJob: () => (/* binding */ createJob),
/* harmony export */   formatDuration: () => (/* binding */ formatDuration),
/* harmony export */   isRetryableCreate: () => (/* binding */ isRetryableCreate),
/* harmony export */   isRetryableRead: () => (/* binding */ isRetryableRead),
/* harmony export */   waitForJob: () => (/* binding */ waitForJob)
/* harmony export */ });
/* harmony import */ var _util_backoff_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9360);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17);
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7708);
/* harmony import */ var _service_agent_schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2398);




/** A fault on GET worth another try: the network, a 5xx or a 429. */
function isRetryableRead(error) {
    if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceNetworkError */ .GM)
        return true;
    return error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceHttpError */ .iL && (error.status === 429 || error.status >= 500);
}
/**
 * A fault on POST worth another try. A job costs budget and may open a pull
 * request, so the request is repeated only when it surely did not create one:
 * a 429, or a connection that failed before the request was sent.
 */
function isRetryableCreate(error, retryOn429) {
    if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceNetworkError */ .GM)
        return error.beforeSend;
    return retryOn429 && error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceHttpError */ .iL && error.status === 429;
}
/** Elapsed time as `1m05s`, for the log's progress lines. */
function formatDuration(ms) {
    const total = Math.round(ms / 1000);
    const minutes = Math.floor(total / 60);
    const seconds = total % 60;
    if (minutes === 0)
        return `${seconds}s`;
    return `${minutes}m${String(seconds).padStart(2, '0')}s`;
}
function retryAfterOf(error) {
    return error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceHttpError */ .iL ? error.retryAfterMs : undefined;
}
/** Creates a job: retried only on 429 (if allowed) and on connections that never carried the request. */
async function createJob(prompt, options) {
    const { client, clock, log, schedule, deadline, signal, random } = options;
    for (let attempt = 1;; attempt += 1) {
        const remaining = deadline - clock.now();
        try {
            return await client.createJob(prompt, {
                ...(signal ? { signal } : {}),
                timeoutMs: Math.min(30_000, Math.max(1000, remaining)),
            });
        }
        catch (error) {
            if (!isRetryableCreate(error, options.retryOn429 ?? true))
                throw error;
            const delay = (0,_util_backoff_js__WEBPACK_IMPORTED_MODULE_3__/* .retryDelay */ .a2)(schedule, attempt, retryAfterOf(error), random);
            const left = deadline - clock.now();
            if (delay > left) {
                throw new Error(`${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .getErrorMessage */ .u1)(error)}; not retried: the next attempt (in ${formatDuration(delay)}) would pass 'timeout-seconds'`, { cause: error });
            }
            if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceHttpError */ .iL && error.status === 429)
                await options.onRateLimited?.(error);
            log.warning(`${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .getErrorMessage */ .u1)(error)}; creating the job again in ${formatDuration(delay)} (attempt ${attempt + 1})`);
            await clock.sleep(delay, signal);
        }
    }
}
/** Polls a job until it reaches `completed`, `archived` or `failed`, the deadline, or cancellation. */
async function waitForJob(initial, options) {
    const { client, clock, log, schedule, deadline, signal, random } = options;
    const start = clock.now();
    const warnedStatuses = new Set();
    let job = initial;
    let polls = 0;
    let failures = 0;
    let lastError;
    const waited = () => clock.now() - start;
    const note = (current) => {
        if (!(0,_service_agent_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .isKnownStatus */ .ih)(current.status) && !warnedStatuses.has(current.status)) {
            warnedStatuses.add(current.status);
            log.warning(`The service reported an unknown job status ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(current.status)}; still polling.`);
        }
    };
    note(job);
    for (;;) {
        if (_service_agent_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .TERMINAL_STATUSES */ .CM.has(job.status))
            return { kind: 'finished', job, waitedMs: waited(), polls };
        const remaining = deadline - clock.now();
        if (remaining <= 0)
            return { kind: 'timeout', job, waitedMs: waited(), polls };
        let delay = failures > 0 ? (0,_util_backoff_js__WEBPACK_IMPORTED_MODULE_3__/* .retryDelay */ .a2)(schedule, failures, retryAfterOf(lastError), random) : (0,_util_backoff_js__WEBPACK_IMPORTED_MODULE_3__/* .nextDelay */ .rM)(schedule, waited(), remaining, random);
        if (failures > 0 && delay > remaining) {
            log.warning(`Not retrying: the next attempt (in ${formatDuration(delay)}) would pass 'timeout-seconds'.`);
            return { kind: 'timeout', job, waitedMs: waited(), polls };
        }
        delay = Math.min(delay, remaining);
        try {
            await clock.sleep(delay, signal);
        }
        catch (error) {
            if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AbortedError */ .oM || signal?.aborted) {
                return { kind: 'cancelled', job, waitedMs: waited(), polls };
            }
            throw error;
        }
        try {
            polls += 1;
            job = await client.getJob(job.id, {
                ...(signal ? { signal } : {}),
                timeoutMs: Math.min(30_000, Math.max(1000, deadline - clock.now())),
            });
            failures = 0;
            note(job);
            options.onJob?.(job);
            log.info(`[${formatDuration(waited())}] ${(0,_service_agent_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .isKnownStatus */ .ih)(job.status) ? job.status : (0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(job.status)}`);
        }
        catch (error) {
            if (signal?.aborted)
                return { kind: 'cancelled', job, waitedMs: waited(), polls };
            if (!isRetryableRead(error))
                throw error;
            failures += 1;
            lastError = error;
            log.warning(`[${formatDuration(waited())}] ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .getErrorMessage */ .u1)(error)}; will retry`);
        }
    }
}


/***/ }),

/***/ 9903:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  authorize: () => (/* binding */ authorize),
  replyUsage: () => (/* binding */ replyUsage),
  startTrigger: () => (/* binding */ startTrigger),
  usageReply: () => (/* binding */ usageReply)
});

// EXTERNAL MODULE: ./src/modes/agent/comment.ts + 1 modules
var agent_comment = __webpack_require__(1124);
// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/github/comments.ts
var comments = __webpack_require__(6645);
// EXTERNAL MODULE: ./src/github/errors.ts
var github_errors = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/triggers/event.ts
var triggers_event = __webpack_require__(2765);
// EXTERNAL MODULE: ./src/github/permissions.ts
var permissions = __webpack_require__(5435);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(2495);
// EXTERNAL MODULE: ./src/runner/log.ts
var runner_log = __webpack_require__(7708);
;// CONCATENATED MODULE: ./src/modes/agent/what-changed.ts
/** The instruction when `prompt` and `prompt-file` are empty. */
const DEFAULT_CHANGE_INSTRUCTION = 'Update the documentation to reflect these code changes. Change only what they make inaccurate or incomplete, and document new behaviour a reader needs to know about; if the documentation needs no change, change nothing.';
/** The most characters of a pull request's description the prompt keeps. */
const MAX_BODY_CHARS = 4_000;
/** The most characters of the whole prompt; longer prompts lose whole lines from the end. */
const MAX_PROMPT_CHARS = 20_000;
const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g;
/** Untrusted text on one line. */
function oneLine(text) {
    return text.replace(LINE_BREAKS, ' ').trim();
}
/** A path as it is, or JSON-quoted when it holds a line break or another control character. */
function pathText(path) {
    // eslint-disable-next-line no-control-regex -- control characters are what is looked for
    return /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(path) ? JSON.stringify(path) : path;
}
const number = (n) => n.toLocaleString('en-US');
const plural = (n, word) => `${number(n)} ${word}${n === 1 ? '' : 's'}`;
/** The description, cut at a line end when it is longer than `MAX_BODY_CHARS`, saying how much was left out. */
function trimBody(body, max = MAX_BODY_CHARS) {
    const text = body.replace(/\r\n?/g, '\n').trim();
    if (text.length <= max)
        return text;
    const end = text.lastIndexOf('\n', max);
    const kept = (end > 0 ? text.slice(0, end) : text.slice(0, max)).trimEnd();
    return `${kept}\n[… description trimmed: ${plural(text.length - kept.length, 'more character')} left out]`;
}
function fileLine(file) {
    const counts = file.additions === undefined && file.deletions === undefined ? '' : ` (+${file.additions ?? 0} −${file.deletions ?? 0})`;
    const path = file.previousPath ? `${pathText(file.previousPath)} → ${pathText(file.path)}` : pathText(file.path);
    return `- ${file.status} ${path}${counts}`;
}
function filesSection(changes) {
    const total = changes.totalFiles;
    const lines = changes.additions !== undefined || changes.deletions !== undefined
        ? ` +${number(changes.additions ?? 0)} −${number(changes.deletions ?? 0)}`
        : '';
    const atLeast = changes.moreFiles ? 'at least ' : '';
    const count = total === undefined ? '' : ` (${atLeast}${plural(total, 'file')}${lines ? `,${lines}` : ''})`;
    if (changes.files.length === 0) {
        if (total === undefined || total === 0)
            return changes.source === 'api' ? ['Changed files: none.'] : [];
        return [`Changed files${count}: the list could not be read.`];
    }
    const out = [`Changed files${count}:`, ...changes.files.map(fileLine)];
    const rest = (total ?? changes.files.length) - changes.files.length;
    if (rest > 0)
        out.push(`… and ${atLeast}${plural(rest, 'more file')}`);
    else if (changes.moreFiles)
        out.push('… and more files');
    return out;
}
function commitsSection(changes, withSha) {
    if (changes.commits.length === 0) {
        return changes.totalCommits ? [`Commits: ${number(changes.totalCommits)} (the list could not be read).`] : [];
    }
    const total = changes.totalCommits ?? changes.commits.length;
    const out = [
        `Commits (${number(total)}):`,
        ...changes.commits.map((c) => {
            const by = c.author ? ` (${oneLine(c.author)})` : '';
            return `- ${withSha ? `${c.sha.slice(0, 7)} ` : ''}${oneLine(c.subject)}${by}`;
        }),
    ];
    const rest = total - changes.commits.length;
    if (rest > 0)
        out.push(`… and ${plural(rest, 'more commit')}`);
    return out;
}
/** The section for a merged pull request. */
function mergedSection(trigger, changes) {
    const { pull, repository } = trigger;
    const lines = [
        '## What changed',
        '',
        `Pull request #${pull.number} in ${repository.owner}/${repository.repo} was merged into ${oneLine(pull.baseBranch)}.`,
        `Title: ${oneLine(pull.title)}`,
        `URL: ${oneLine(pull.url)}`,
        `Author: ${oneLine(pull.author) || 'unknown'}`,
        `Merged by: ${oneLine(trigger.actor.login)}`,
        `Labels: ${pull.labels.length ? pull.labels.map(oneLine).join(', ') : 'none'}`,
    ];
    const body = trimBody(pull.body);
    lines.push('', 'Description:', body || '(none)');
    const files = filesSection(changes);
    if (files.length)
        lines.push('', ...files);
    const commits = commitsSection(changes, false);
    if (commits.length)
        lines.push('', ...commits);
    return lines.join('\n');
}
/** The section for a push to a branch. */
function pushSection(trigger, changes) {
    const { push, repository } = trigger;
    const how = push.created ? 'created the branch' : push.forced ? 'force-pushed to' : 'pushed to';
    const lines = [
        '## What changed',
        '',
        `${oneLine(trigger.actor.login)} ${how} ${oneLine(push.branch)} in ${repository.owner}/${repository.repo}.`,
    ];
    if (push.compareUrl)
        lines.push(`Compare: ${oneLine(push.compareUrl)}`);
    const commits = commitsSection(changes, true);
    if (commits.length)
        lines.push('', ...commits);
    const files = filesSection(changes);
    if (files.length)
        lines.push('', ...files);
    return lines.join('\n');
}
/**
 * The prompt cut to `max` characters at a line end, with a last line that
 * says how many lines were left out. Unchanged when it fits.
 */
function capPrompt(prompt, max = MAX_PROMPT_CHARS) {
    if (prompt.length <= max)
        return prompt;
    const lines = prompt.split('\n');
    const note = (left) => `[… ${plural(left, 'more line')} left out: the prompt is capped at ${number(max)} characters]`;
    // Room for the note, counted with the most lines it could name.
    const room = max - note(lines.length).length - 1;
    let length = 0;
    let kept = 0;
    for (const line of lines) {
        const next = length + (kept > 0 ? 1 : 0) + line.length;
        if (next > room)
            break;
        length = next;
        kept += 1;
    }
    // A first line longer than the cap itself is cut within the line.
    if (kept === 0)
        return `${(lines[0] ?? '').slice(0, room)}\n${note(lines.length - 1)}`;
    return `${lines.slice(0, kept).join('\n')}\n${note(lines.length - kept)}`;
}

;// CONCATENATED MODULE: ./src/modes/agent/prompt.ts



function describeSubject(subject, repository) {
    const kind = subject.isPullRequest ? 'Pull request' : 'Issue';
    return `${kind} #${subject.number} in ${repository.owner}/${repository.repo}: ${subject.title}\n${subject.url}`;
}
/**
 * The prompt for the agent. Label: the standing instructions (`prompt`), then
 * the issue or PR's title, URL and body. Command: the standing instructions,
 * the instruction from the comment, then the title and URL as context.
 * Standalone events: the standing instructions alone, which must be given.
 * Merged pull request and push: the standing instructions (a default when
 * none are given), then what changed (`changes`, read from GitHub), the whole
 * capped at `MAX_PROMPT_CHARS`.
 */
function buildPrompt(trigger, standing, changes) {
    const parts = standing ? [standing] : [];
    switch (trigger.kind) {
        case 'merged':
        case 'push': {
            if (!changes)
                throw new Error(`The changes of the ${trigger.event} event were not read`);
            const section = trigger.kind === 'merged' ? mergedSection(trigger, changes) : pushSection(trigger, changes);
            return capPrompt([standing || DEFAULT_CHANGE_INSTRUCTION, section].join('\n\n'));
        }
        case 'standalone':
            if (!standing) {
                const event = trigger.event ? `${trigger.event} events` : 'runs outside a workflow event';
                throw new errors/* InputError */.dz([
                    {
                        input: names/* Inputs */.G.Prompt,
                        message: `is empty: give the instruction for the agent ('${names/* Inputs */.G.Prompt}' or '${names/* Inputs */.G.PromptFile}'); it is the whole prompt for ${event}`,
                    },
                ]);
            }
            break;
        case 'label': {
            const body = trigger.subject.body.trim();
            parts.push(`${describeSubject(trigger.subject, trigger.repository)}${body ? `\n\n${body}` : ''}`);
            break;
        }
        case 'command': {
            const where = trigger.comment.path
                ? ` (on ${trigger.comment.path}${trigger.comment.line === undefined ? '' : ` line ${trigger.comment.line}`})`
                : '';
            parts.push(`Request from ${trigger.actor.login} in a comment${where}:\n${trigger.instruction}`);
            parts.push(`Context: ${describeSubject(trigger.subject, trigger.repository)}`);
            break;
        }
    }
    return parts.join('\n\n');
}

;// CONCATENATED MODULE: ./src/github/changes.ts



/** The most files the prompt lists; the rest are counted ("… and N more files"). */
const MAX_FILES = 300;
/** The most commits the prompt lists; the rest are counted. */
const MAX_COMMITS = 50;
/** The most pages of the compare API read for one push (100 commits, and files, a page). */
const MAX_PAGES = 10;
const PER_PAGE = 100;
/** The first line of a commit message. */
function subjectOf(message) {
    return message.split(/\r\n?|\n/, 1)[0]?.trim() ?? '';
}
function fileOf(file) {
    return {
        path: file.filename,
        status: file.status,
        ...(file.additions === undefined ? {} : { additions: file.additions }),
        ...(file.deletions === undefined ? {} : { deletions: file.deletions }),
        ...(file.previous_filename ? { previousPath: file.previous_filename } : {}),
    };
}
function commitOf(commit) {
    return {
        sha: commit.sha,
        subject: subjectOf(commit.commit.message),
        author: commit.author?.login ?? commit.commit.author?.name ?? '',
    };
}
/** The warning for a read that failed: on 403/404, the permission the token needs. */
function describeFailure(what, error, permission) {
    const status = (0,github_errors/* statusOf */.c2)(error);
    const fallback = 'the prompt lists what the event payload says instead.';
    if (status === 403 || status === 404) {
        return `Could not read ${what}: GitHub answered ${status} (${(0,runner_log/* quote */.hD)((0,errors/* getErrorMessage */.u1)(error))}). The token needs \`permissions: ${permission}\` on this repository; ${fallback}`;
    }
    return `Could not read ${what}: ${(0,runner_log/* quote */.hD)((0,errors/* getErrorMessage */.u1)(error))}; ${fallback}`;
}
/** The files and commits of a merged pull request; on failure, the payload's counts alone. */
async function readPullChanges(github, repository, pull, log) {
    const payloadOnly = {
        files: [],
        totalFiles: pull.changedFiles,
        moreFiles: false,
        commits: [],
        totalCommits: pull.commits,
        ...(pull.additions === undefined ? {} : { additions: pull.additions }),
        ...(pull.deletions === undefined ? {} : { deletions: pull.deletions }),
        source: 'payload',
    };
    if (!github)
        return payloadOnly;
    const params = { owner: repository.owner, repo: repository.repo, pull_number: pull.number, per_page: PER_PAGE };
    try {
        const files = [];
        for await (const page of github.paginate.iterator(github.rest.pulls.listFiles, params)) {
            files.push(...page.data.map(fileOf));
            if (files.length >= MAX_FILES)
                break;
        }
        const commits = [];
        for await (const page of github.paginate.iterator(github.rest.pulls.listCommits, params)) {
            commits.push(...page.data.map(commitOf));
            if (commits.length >= MAX_COMMITS)
                break;
        }
        const counted = files.length < MAX_FILES ? files.length : undefined;
        log.info(`Read ${files.length} changed file(s) and ${commits.length} commit(s) of pull request #${pull.number}.`);
        return {
            files: files.slice(0, MAX_FILES),
            totalFiles: pull.changedFiles ?? counted,
            moreFiles: pull.changedFiles === undefined && counted === undefined,
            commits: commits.slice(0, MAX_COMMITS),
            totalCommits: pull.commits ?? (commits.length < MAX_COMMITS ? commits.length : undefined),
            ...(pull.additions === undefined ? {} : { additions: pull.additions }),
            ...(pull.deletions === undefined ? {} : { deletions: pull.deletions }),
            source: 'api',
        };
    }
    catch (error) {
        log.warning(describeFailure(`the changed files and commits of pull request #${pull.number}`, error, 'pull-requests: read'));
        return payloadOnly;
    }
}
/** The payload's own commit lists (at most 20 commits): files added, modified or removed, the last word kept. */
function payloadPushChanges(push) {
    const byPath = new Map();
    for (const commit of push.commits) {
        const mark = (paths, status) => {
            for (const path of paths ?? []) {
                const earlier = byPath.get(path);
                // Added then modified is still added; added then removed is gone.
                if (earlier?.status === 'added' && status === 'modified')
                    continue;
                if (earlier?.status === 'added' && status === 'removed')
                    byPath.delete(path);
                else
                    byPath.set(path, { path, status: earlier?.status === 'removed' && status === 'added' ? 'modified' : status });
            }
        };
        mark(commit.added, 'added');
        mark(commit.modified, 'modified');
        mark(commit.removed, 'removed');
    }
    const files = [...byPath.values()];
    return {
        files: files.slice(0, MAX_FILES),
        totalFiles: files.length,
        moreFiles: false,
        commits: push.commits
            .slice(0, MAX_COMMITS)
            .map((c) => ({ sha: c.id, subject: subjectOf(c.message), author: c.author.username ?? c.author.name })),
        totalCommits: push.commits.length,
        source: 'payload',
    };
}
/**
 * The base a push is compared with: the commit before it, or for a new branch
 * the default branch. Undefined for the first push of the default branch
 * itself (nothing to compare with).
 */
function compareBase(push) {
    if (!push.created)
        return push.before;
    if (push.defaultBranch && push.defaultBranch !== push.branch)
        return push.defaultBranch;
    return undefined;
}
/** The commits and files of a push, from every page of the compare API; on failure, the payload's lists. */
async function readPushChanges(github, repository, push, log) {
    const base = compareBase(push);
    if (!github || base === undefined)
        return payloadPushChanges(push);
    const params = { owner: repository.owner, repo: repository.repo, basehead: `${base}...${push.after}`, per_page: PER_PAGE };
    try {
        const files = [];
        const seen = new Set();
        const commits = [];
        let totalCommits;
        let more = false;
        // Paged by hand: the compare answer is one object per page (commits and files), not a list.
        for (let number = 1;; number += 1) {
            const page = await github.rest.repos.compareCommitsWithBasehead(number === 1 ? params : { ...params, page: number });
            const data = page.data;
            totalCommits ??= data.total_commits;
            for (const file of data.files ?? []) {
                if (seen.has(file.filename))
                    continue;
                seen.add(file.filename);
                files.push(fileOf(file));
            }
            for (const commit of data.commits ?? [])
                if (commits.length < MAX_COMMITS)
                    commits.push(commitOf(commit));
            if (!/rel="next"/.test(page.headers.link ?? ''))
                break;
            // A push of thousands of commits is not read to its end: past MAX_PAGES, "and more".
            if (number >= MAX_PAGES) {
                more = true;
                break;
            }
        }
        log.info(`Compared ${base.slice(0, 12)}...${push.after.slice(0, 12)}: ${files.length} changed file(s), ${totalCommits ?? commits.length} commit(s).`);
        return {
            files: files.slice(0, MAX_FILES),
            totalFiles: files.length,
            moreFiles: more,
            commits,
            totalCommits: totalCommits ?? commits.length,
            // Totals only when every file was seen.
            ...(more ? {} : { additions: files.reduce((sum, f) => sum + (f.additions ?? 0), 0) }),
            ...(more ? {} : { deletions: files.reduce((sum, f) => sum + (f.deletions ?? 0), 0) }),
            source: 'api',
        };
    }
    catch (error) {
        log.warning(describeFailure(`the changes of the push to ${(0,runner_log/* quote */.hD)(push.branch)} (compare API)`, error, 'contents: read'));
        return payloadPushChanges(push);
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/triggers/prompt-file.ts






/** What a file that is not a regular file is, for the message. */
function kindOf(stats) {
    if (stats.isFIFO())
        return 'a named pipe (FIFO)';
    if (stats.isCharacterDevice() || stats.isBlockDevice())
        return 'a device';
    if (stats.isSocket())
        return 'a socket';
    if (stats.isDirectory())
        return 'a directory';
    return 'not a regular file';
}
/**
 * Reads `prompt-file`, a path inside the workspace (`GITHUB_WORKSPACE`, else
 * the working directory). Symbolic links are resolved before the check, so a
 * link in the repository cannot point the prompt at a file outside it. Only a
 * regular file is read: the file is opened without blocking and without
 * following a link (a FIFO or device swapped in after the check cannot hold
 * the open), and checked on the open descriptor. `signal` (the run's deadline
 * and cancellation) ends the read.
 */
async function readPromptFile(path, env = process.env, signal) {
    const given = (0,external_node_path_.resolve)(env.GITHUB_WORKSPACE || process.cwd());
    const unreadable = (error) => new errors/* InputError */.dz([
        { input: names/* Inputs */.G.PromptFile, message: `cannot be read (${error.code ?? 'error'}): ${(0,runner_log/* quote */.hD)(path)}` },
    ]);
    const outside = () => new errors/* InputError */.dz([{ input: names/* Inputs */.G.PromptFile, message: `must be a path inside the workspace (${given}); got ${(0,runner_log/* quote */.hD)(path)}` }]);
    const isInside = (root, file) => {
        const inside = (0,external_node_path_.relative)(root, file);
        return !(inside === '..' || inside.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(inside));
    };
    if (!isInside(given, (0,external_node_path_.resolve)(given, path)))
        throw outside();
    let workspace;
    let file;
    try {
        workspace = await (0,promises_.realpath)(given);
        file = await (0,promises_.realpath)((0,external_node_path_.resolve)(given, path));
    }
    catch (error) {
        throw unreadable(error);
    }
    if (!isInside(workspace, file))
        throw outside();
    const notRegular = (stats) => new errors/* InputError */.dz([{ input: names/* Inputs */.G.PromptFile, message: `must be a regular file; ${(0,runner_log/* quote */.hD)(path)} is ${kindOf(stats)}` }]);
    // Checked before opening too, for the message: opening a socket fails with ENXIO, which says less.
    try {
        const stats = await (0,promises_.stat)(file);
        if (!stats.isFile())
            throw notRegular(stats);
    }
    catch (error) {
        if (error instanceof errors/* InputError */.dz)
            throw error;
        throw unreadable(error);
    }
    let handle;
    try {
        handle = await (0,promises_.open)(file, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK | external_node_fs_.constants.O_NOFOLLOW);
    }
    catch (error) {
        throw unreadable(error);
    }
    let text;
    try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
            throw new errors/* InputError */.dz([{ input: names/* Inputs */.G.PromptFile, message: `must be a regular file; ${(0,runner_log/* quote */.hD)(path)} is ${kindOf(stats)}` }]);
        }
        text = await handle.readFile({ encoding: 'utf8', ...(signal ? { signal } : {}) });
    }
    catch (error) {
        if (error instanceof errors/* InputError */.dz)
            throw error;
        if (signal?.aborted) {
            throw new errors/* InputError */.dz([
                {
                    input: names/* Inputs */.G.PromptFile,
                    message: `could not be read in time ('${names/* Inputs */.G.TimeoutSeconds}' passed or the run was cancelled): ${(0,runner_log/* quote */.hD)(path)}`,
                },
            ]);
        }
        throw unreadable(error);
    }
    finally {
        await handle.close().catch(() => undefined);
    }
    if (!text.trim())
        throw new errors/* InputError */.dz([{ input: names/* Inputs */.G.PromptFile, message: `is an empty file: ${(0,runner_log/* quote */.hD)(path)}` }]);
    return text.trim();
}

// EXTERNAL MODULE: ./src/triggers/trigger.ts + 3 modules
var triggers_trigger = __webpack_require__(5964);
;// CONCATENATED MODULE: ./src/modes/agent/start.ts













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
        return (0,permissions/* isAllowedBot */.KQ)(actor.login, settings.allowedBots)
            ? undefined
            : `Refused: ${(0,runner_log/* quote */.hD)(actor.login)} is a bot not listed in '${names/* Inputs */.G.AllowedBots}'.`;
    }
    // Merging a pull request or pushing to a branch takes write access: the merger or pusher has it by definition.
    if (trigger.kind === 'merged' || trigger.kind === 'push')
        return undefined;
    if (trigger.kind === 'label' && trigger.author !== '' && actor.login !== trigger.author && (0,permissions/* reaches */.O6)('triage', settings.minPermission))
        return undefined;
    const check = await (0,permissions/* checkPermission */.Yj)(await github(), repository, actor.login, settings.minPermission).catch((error) => {
        throw new Error(`Could not read the permission of ${(0,runner_log/* quote */.hD)(actor.login)} on ${repository.owner}/${repository.repo}: ${(0,errors/* getErrorMessage */.u1)(error)}`, { cause: error });
    });
    if (check.allowed)
        return undefined;
    return `Refused: ${(0,runner_log/* quote */.hD)(actor.login)} has ${check.granted === 'none' ? 'no' : `'${check.granted}'`} permission on ${repository.owner}/${repository.repo}; '${names/* Inputs */.G.MinPermission}' is '${settings.minPermission}'.`;
}
/** The reply to a command with no instruction: how to use it. */
function usageReply(trigger, command, run) {
    return [
        (0,comments/* formatMarker */.gJ)((0,agent_comment/* runMarker */.qW)(run, 'usage')),
        `**Docs agent**: write the instruction after ${(0,markdown/* code */.aY)(command)}, on the same line or the lines below, for example:`,
        '',
        '```',
        `${command} fix the broken links on the quickstart page`,
        '```',
        '',
        `No job was started for ${(0,markdown/* link */.nf)(trigger.comment.url, 'this comment')}.`,
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
        const existing = run.attempt > 1 ? await (0,comments/* findMarkedComment */.Jp)(github, target, trust, (0,agent_comment/* isRunMarker */.GW)(run, 'usage')) : undefined;
        const posted = await (0,comments/* upsertComment */.lB)(github, target, body, existing);
        return posted.url;
    }
    catch (error) {
        log.warning((0,github_errors/* describeGitHubError */.dZ)(`reply on #${target.issueNumber}`, error, (0,comments/* writePermissionFor */.MQ)(target)));
        return '';
    }
}
/**
 * For a merged pull request or a push, what changed, read from GitHub (the
 * payload's data when it cannot be read, or when there is no `github-token`).
 */
async function readChanges(trigger, github, log) {
    if (trigger.kind !== 'merged' && trigger.kind !== 'push')
        return undefined;
    if (!github)
        log.warning(`No '${names/* Inputs */.G.GithubToken}': the prompt lists only what the ${trigger.event} event payload says changed.`);
    const client = github ? await github() : undefined;
    return trigger.kind === 'merged'
        ? readPullChanges(client, trigger.repository, trigger.pull, log)
        : readPushChanges(client, trigger.repository, trigger.push, log);
}
/** Resolves the event into a job to start, or the reason there is none. */
async function startTrigger(options) {
    const { settings, env, log } = options;
    const triggerSettings = settings.trigger;
    const parsed = (0,triggers_trigger/* parseTrigger */.uc)(await (0,triggers_event/* readEvent */.j_)(env), triggerSettings, env, { changes: true });
    if (parsed.kind === 'ignored')
        return { kind: 'skip', reason: parsed.reason, triggeredBy: parsed.triggeredBy, commentUrl: '' };
    const by = (0,triggers_trigger/* triggeredBy */.HO)(parsed);
    if (parsed.kind === 'ask') {
        const reason = `Nothing to do: '${triggerSettings.command} ${triggers_trigger/* ASK_SUBCOMMAND */.cH}' asks the docs assistant, which a step with 'mode: ask' answers.`;
        return { kind: 'skip', reason, triggeredBy: by, commentUrl: '' };
    }
    const trigger = parsed;
    const standing = triggerSettings.promptFile ? await readPromptFile(triggerSettings.promptFile, env, options.signal) : settings.prompt;
    const refusal = await authorize(trigger, triggerSettings, options.github);
    if (refusal)
        return { kind: 'skip', reason: refusal, triggeredBy: by, commentUrl: '' };
    const run = (0,agent_comment/* runIdentity */.yK)(env);
    const target = triggerSettings.comment ? (0,triggers_trigger/* resolveCommentTarget */.z1)(trigger, triggerSettings) : undefined;
    if (trigger.kind === 'command' && !trigger.instruction) {
        const reason = `Nothing to do: the comment holds '${names/* Inputs */.G.Command}' (${(0,runner_log/* quote */.hD)(triggerSettings.command)}) with no instruction after it.`;
        const commentUrl = target && !settings.dryRun
            ? await replyUsage(await options.github(), target, usageReply(trigger, triggerSettings.command, run), run, triggerSettings, log)
            : '';
        return { kind: 'skip', reason, triggeredBy: by, commentUrl };
    }
    const changes = await readChanges(trigger, triggerSettings.githubToken ? options.github : undefined, log);
    const prompt = buildPrompt(trigger, standing, changes);
    // A comment from an earlier attempt of this run exists only on a re-run.
    const github = target || trigger.kind === 'command' ? await options.github() : undefined;
    let existing;
    if (github && target && run.attempt > 1) {
        try {
            existing = await (0,comments/* findMarkedComment */.Jp)(github, target, triggerSettings, (0,agent_comment/* isRunMarker */.GW)(run, 'job'));
        }
        catch (error) {
            throw new Error(`Could not look for the comment of an earlier attempt of this run on #${target.issueNumber} (${(0,errors/* getErrorMessage */.u1)(error)}); not starting a job that may already exist.`, { cause: error });
        }
    }
    const comment = new agent_comment/* JobComment */.bF({
        github: settings.dryRun ? undefined : github,
        target,
        trigger,
        run,
        existing,
        trust: triggerSettings,
        clock: options.clock,
        log,
    });
    if (trigger.kind === 'command' && !settings.dryRun)
        comment.accepted();
    return { kind: 'run', trigger, prompt, triggeredBy: by, comment };
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
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(893);
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
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .neutraliseMentions */ .yY)(out).replace(LINE_START, (_start, space, mark, digits, delimiter) => mark ? `${space}\\${mark}` : `${space}${digits ?? ''}\\${delimiter ?? ''}`);
}
/**
 * Untrusted prose as comment text that renders as the same characters, never
 * as markup, links, HTML or mentions. Line breaks are kept.
 */
function inert(text) {
    return text.replace(/\r\n?/g, '\n').split('\n').map(inertLine).join('\n');
}
/** Shortens text to `max` characters, marking the cut. */
function truncate(text, max) {
    return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
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
    const line = text.replace(_text_js__WEBPACK_IMPORTED_MODULE_0__/* .LINE_BREAKS */ .Cm, ' ');
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
    const url = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .httpsUrl */ .N3)(text);
    const shown = label === undefined ? undefined : inert(label.replace(_text_js__WEBPACK_IMPORTED_MODULE_0__/* .LINE_BREAKS */ .Cm, ' '));
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

/***/ 2398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CM: () => (/* binding */ TERMINAL_STATUSES),
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
/**
 * The agent job (spec 2.1). Extra fields are kept. `status` is any string so
 * that a status added by the service later is reported, not fatal. `source.ref`
 * may be null, as the published service allows.
 */
const AgentJobSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    // Printed in log lines and used in URLs: no white space, no control or line-separator character,
    // and not the runner's legacy `##[` command form.
    id: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ._regex */ .Fk(/^[^\s\p{Cc}\u0085\u2028\u2029]+$/u, { error: 'a job id without white space or control characters' }), zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .refine */ .YPB((id) => !id.includes('##['), { error: "a job id without the runner's '##[' command form" })),
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

/***/ 9360:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DC: () => (/* binding */ retryAfterWarning),
/* harmony export */   a2: () => (/* binding */ retryDelay),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   rM: () => (/* binding */ nextDelay)
/* harmony export */ });
/* unused harmony exports GROWTH_RATIO, STEADY_MS, JITTER, baseDelay, MAX_RETRY_AFTER_MS */
/** Share of the elapsed time used as the next delay. */
const GROWTH_RATIO = 0.1;
/** How long the first delay is kept, so that jobs under a minute are noticed within it. */
const STEADY_MS = 60_000;
/** Largest share a delay is shortened by jitter. */
const JITTER = 0.1;
/** The delay before the next poll, without jitter. */
function baseDelay(schedule, elapsedMs) {
    const proportional = elapsedMs < STEADY_MS ? 0 : GROWTH_RATIO * elapsedMs;
    return Math.min(schedule.maxMs, Math.max(schedule.initialMs, proportional));
}
/**
 * The delay before the next poll: the base delay shortened by jitter
 * (`random` in [0, 1)), and never past the deadline.
 */
function nextDelay(schedule, elapsedMs, remainingMs, random = Math.random) {
    const jittered = baseDelay(schedule, elapsedMs) * (1 - JITTER * random());
    return Math.max(0, Math.min(jittered, remainingMs));
}
/**
 * Delay before retrying a failed request: doubling from the first poll delay,
 * capped, with the server's `Retry-After` taking precedence when longer.
 */
function retryDelay(schedule, attempt, retryAfterMs, random = Math.random) {
    const exponential = Math.min(schedule.maxMs, schedule.initialMs * 2 ** Math.max(0, attempt - 1));
    const jittered = exponential * (1 - JITTER * random());
    return Math.max(jittered, retryAfterMs ?? 0);
}
/**
 * The longest wait a `Retry-After` is taken for: the service's limits are per
 * hour, so no answer of its can mean more than one window.
 */
const MAX_RETRY_AFTER_MS = 3_600_000;
/** Delay-seconds or an HTTP date (RFC 9110 §10.2.3), relative to `now`. */
function readRetryAfter(value, now) {
    if (value == null)
        return { kind: 'absent' };
    const text = value.trim();
    if (text === '')
        return { kind: 'absent' };
    let ms;
    if (/^\d+$/.test(text)) {
        ms = Number(text) * 1000;
    }
    else {
        // An HTTP date starts with the day name in each of its three forms (RFC 9110 §5.6.7).
        if (!/^[A-Za-z]{3}/.test(text))
            return { kind: 'unreadable' };
        const date = Date.parse(text);
        if (Number.isNaN(date))
            return { kind: 'unreadable' };
        ms = Math.max(0, date - now);
    }
    if (!Number.isFinite(ms) || ms > MAX_RETRY_AFTER_MS)
        return { kind: 'delay', ms: MAX_RETRY_AFTER_MS, clamped: true };
    return { kind: 'delay', ms, clamped: false };
}
/**
 * `Retry-After` in milliseconds, at most one hour (`MAX_RETRY_AFTER_MS`):
 * either delay-seconds or an HTTP date, relative to `now`. Undefined when
 * absent or unreadable.
 */
function parseRetryAfter(value, now) {
    const reading = readRetryAfter(value, now);
    return reading.kind === 'delay' ? reading.ms : undefined;
}
/** What to warn about a `Retry-After` that was not taken as given (beyond an hour, or unreadable); else undefined. */
function retryAfterWarning(value, now) {
    const reading = readRetryAfter(value, now);
    const shown = JSON.stringify((value ?? '').trim().slice(0, 64));
    if (reading.kind === 'unreadable')
        return `ignoring the unreadable Retry-After ${shown} (expected seconds or an HTTP date)`;
    if (reading.kind === 'delay' && reading.clamped)
        return `Retry-After ${shown} is beyond one hour (the service's limits are hourly); waiting at most one hour`;
    return undefined;
}


/***/ })

};

//# sourceMappingURL=903.index.js.map