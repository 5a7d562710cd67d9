export const id = 656;
export const ids = [656,722,693,102];
export const modules = {

/***/ 1656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createWithinBudget: () => (/* binding */ createWithinBudget)
/* harmony export */ });
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7708);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);
/* harmony import */ var _service_agent_job_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6722);
/* harmony import */ var _service_agent_job_idle_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6693);
/* harmony import */ var _util_backoff_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9360);
/* harmony import */ var _render_time_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2891);






/** Reserves a slot, then creates the job; `exhausted` when the window is full (or the service says so). */
async function createWithinBudget(prompt, options) {
    const { settings, runOptions, onBudget } = options;
    const budget = await options.openBudget(settings, {
        clock: runOptions.clock,
        log: _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm,
        deadline: runOptions.deadline,
        // When the process started: another run's reservation from after it is a run alongside this one (a burst).
        startedAt: runOptions.clock.now() - performance.now(),
        signal: runOptions.signal,
        random: runOptions.random,
        ...(options.jobWrites === undefined ? {} : { jobWrites: options.jobWrites }),
        ...(options.onLongWait ? { onLongWait: options.onLongWait } : {}),
    }, options.ledger);
    const showBudget = () => {
        onBudget(budget.view(), budget.remainingOutput());
    };
    const idle = options.followUpOf === undefined ? undefined : untilIdle(options.followUpOf, runOptions);
    // A follow-up waits for its job to finish its current work before it takes a slot, so a long wait holds none.
    await idle?.();
    const slot = await _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.group('Reserve a slot in the hourly budget', () => budget.reserve());
    showBudget();
    if (slot.kind === 'exhausted')
        return { kind: 'exhausted', exhausted: slot };
    let job;
    let before;
    try {
        const followUpOf = options.followUpOf;
        const title = followUpOf === undefined ? 'Create the agent job' : `Send the follow-up message to agent job ${followUpOf}`;
        job = await _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.group(title, async () => {
            const requestOptions = {
                ...runOptions,
                // A 429 is retried (honouring Retry-After) only under 'wait'; each one tells the ledger the window is full.
                retryOn429: settings.onBudgetExhausted === 'wait',
                onRateLimited: (error) => budget.serviceFull(error.retryAfterMs),
                // And once more right before each POST (a 429's retry too): the job may have been set working since.
                ...(idle
                    ? {
                        beforeSend: () => notSentOnFailure(async () => {
                            before = await idle();
                        }),
                    }
                    : {}),
            };
            const created = followUpOf === undefined ? await (0,_service_agent_job_js__WEBPACK_IMPORTED_MODULE_2__.createJob)(prompt, requestOptions) : await (0,_service_agent_job_js__WEBPACK_IMPORTED_MODULE_2__.sendMessage)(followUpOf, prompt, requestOptions);
            _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.info(`${followUpOf === undefined ? 'Created agent job' : 'Sent the follow-up message to agent job'} ${created.id} (status ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(created.status)}, model ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(created.model)}).`);
            return created;
        });
    }
    catch (error) {
        const exhausted = await budget.creationFailed(error);
        showBudget();
        if (exhausted)
            return { kind: 'exhausted', exhausted };
        throw error;
    }
    return {
        kind: 'created',
        job,
        before,
        recordInLedger: async () => {
            try {
                await budget.recordJob(job.id);
            }
            catch (error) {
                // Cancelled while recording: the slot stays reserved (it still counts), only the job id is missing.
                _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm.warning(`Agent job ${job.id} was not recorded in the budget ledger: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .getErrorMessage */ .u1)(error)}`);
            }
            // The summary shows the window as last seen; `budget-remaining` stays as it was right after the reservation.
            onBudget(budget.view());
        },
    };
}
/**
 * Right before each POST of a follow-up message (a `/docs` command or
 * `continue-open-pr`, a 429's retry too): the job is read, and waited for
 * while it works (polling's schedule, up to the deadline), said once. A
 * message that arrives while the job is `active` stops its current work.
 */
function untilIdle(jobId, options) {
    let told = false;
    return () => (0,_service_agent_job_idle_js__WEBPACK_IMPORTED_MODULE_3__/* .whenIdle */ .dV)(jobId, {
        ...options,
        delay: (_attempt, waitedMs, leftMs) => (0,_util_backoff_js__WEBPACK_IMPORTED_MODULE_4__/* .nextDelay */ .rM)(options.schedule, waitedMs, leftMs, options.random),
        onWorking: (job) => {
            if (!told)
                options.log.info((0,_service_agent_job_idle_js__WEBPACK_IMPORTED_MODULE_3__/* .waitingLine */ .Sh)(jobId, job.status));
            told = true;
            return true;
        },
        timedOut: (status, waitedMs) => `Agent job ${jobId} was still ${status === undefined ? 'not readable' : `working (${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(status)})`} after ${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_5__/* .formatDuration */ .a)(waitedMs)}, up to this run's 'timeout-seconds': the follow-up message was not sent (a message would stop its current work). Try again once it has finished.`,
    });
}
/** The check before a POST: a failure other than a cancellation or the deadline means the message was not sent. */
async function notSentOnFailure(check) {
    try {
        await check();
    }
    catch (error) {
        if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AbortedError */ .oM || error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .JobStillWorkingError */ .Dn)
            throw error;
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .MessageNotSentError */ .Fn(`The follow-up message was not sent: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .getErrorMessage */ .u1)(error)}`, { cause: error });
    }
}


/***/ }),

/***/ 6693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sh: () => (/* binding */ waitingLine),
/* harmony export */   dV: () => (/* binding */ whenIdle),
/* harmony export */   hY: () => (/* binding */ hasEnded),
/* harmony export */   qS: () => (/* binding */ statusText)
/* harmony export */ });
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7708);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2398);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17);
/* harmony import */ var _util_deadline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4054);
/**
 * Waiting for a job to finish its current work before a follow-up message:
 * the service stops the work in progress when a message arrives while the
 * job is `active` (API notes), so nothing is sent to a job that still works.
 * Any status but `completed`, `archived` and `failed` counts as working (an
 * unknown one too, as `waitForJob` treats it).
 */




const hasEnded = (job) => _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .TERMINAL_STATUSES */ .CM.has(job.status);
/** The job's status for a log line: the known ones bare, anything else quoted. */
const statusText = (status) => (['active', ..._schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .TERMINAL_STATUSES */ .CM].includes(status) ? status : (0,_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(status));
/**
 * Reads the job, and again while it works, until it has ended: returns it
 * then (or, when `onWorking` says so, as it is). A 404 and other definite
 * failures are thrown as they are; network faults, 429 and 5xx are read
 * again (by the client). Throws `JobStillWorkingError` at the deadline, `AbortedError` on
 * cancellation.
 */
async function whenIdle(jobId, options) {
    const { client, clock, deadline, signal } = options;
    const start = clock.now();
    let told = false;
    let last;
    const stillWorking = () => new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .JobStillWorkingError */ .Dn(options.timedOut(last?.status, clock.now() - start), jobId, last?.status ?? '');
    for (let attempt = 1;; attempt += 1) {
        try {
            // The client retries a read that can pass (429, 5xx, network) up to the deadline.
            last = await client.getJob(jobId, { withinMs: deadline - clock.now() });
            if (hasEnded(last))
                return last;
            if (!told) {
                told = true;
                if (!options.onWorking(last))
                    return last;
            }
        }
        catch (error) {
            if (signal?.aborted)
                throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .AbortedError */ .oM('cancelled');
            if (error instanceof _util_deadline_js__WEBPACK_IMPORTED_MODULE_3__/* .DeadlineError */ .j3)
                throw stillWorking();
            throw error;
        }
        const left = deadline - clock.now();
        if (left <= 0)
            throw stillWorking();
        await clock.sleep(Math.max(0, Math.min(options.delay(attempt, clock.now() - start, left), left)), signal);
    }
}
/** The message every run logs once when a follow-up waits for its job. */
function waitingLine(jobId, status) {
    return `Agent job ${jobId} is ${statusText(status)}: the message waits for it to finish its current work (a message now would stop that work).`;
}


/***/ }),

/***/ 6722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createJob: () => (/* binding */ createJob),
/* harmony export */   sendMessage: () => (/* binding */ sendMessage),
/* harmony export */   waitForJob: () => (/* binding */ waitForJob)
/* harmony export */ });
/* harmony import */ var _util_backoff_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9360);
/* harmony import */ var _util_deadline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4054);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7708);
/* harmony import */ var _render_time_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2891);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2398);
/* harmony import */ var _pickup_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4693);







/** Creates a job: the client retries it only on 429 (if allowed) and on connections that never carried the request. */
async function createJob(prompt, options) {
    await options.beforeSend?.();
    return options.client.createJob(prompt, postOptions(options));
}
/**
 * Sends a follow-up instruction to an existing job. The same rules as a
 * creation: it costs budget and makes the agent work again, so it is repeated
 * only on a 429 (if allowed) or a connection that never carried the request,
 * never on a 5xx or an unknown outcome.
 */
async function sendMessage(jobId, prompt, options) {
    await options.beforeSend?.();
    return options.client.sendMessage(jobId, prompt, postOptions(options));
}
function postOptions(options) {
    return {
        withinMs: options.deadline - options.clock.now(),
        ...(options.retryOn429 === undefined ? {} : { retryOn429: options.retryOn429 }),
        ...(options.onRateLimited ? { onRateLimited: options.onRateLimited } : {}),
        ...(options.beforeSend ? { beforeRetry: options.beforeSend } : {}),
    };
}
/**
 * Polls a job until it reaches `completed`, `archived` or `failed`, the
 * deadline, or cancellation. After a follow-up message (`pickup`), a terminal
 * status counts only once the job has taken the message (see pickup.ts). A
 * read that fails is retried by the client (429, 5xx, network) up to the
 * deadline; what it throws otherwise ends the wait.
 */
async function waitForJob(initial, options, pickup) {
    const { client, clock, log, schedule, deadline, signal, random } = options;
    const start = clock.now();
    const warnedStatuses = new Set();
    let job = initial;
    let polls = 0;
    const waited = () => clock.now() - start;
    const ended = (kind) => kind === 'cancelled'
        ? { kind, job, waitedMs: waited(), polls }
        : { kind, job, waitedMs: waited(), polls, ...(pickup?.pickedUp === false ? { notPickedUp: true } : {}) };
    const note = (current) => {
        if (!(0,_schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .isKnownStatus */ .ih)(current.status) && !warnedStatuses.has(current.status)) {
            warnedStatuses.add(current.status);
            log.warning(`The service reported an unknown job status ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(current.status)}; still polling.`);
        }
    };
    note(job);
    let toldPending = false;
    for (;;) {
        const taken = pickup?.see(job) ?? true;
        if (_schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .TERMINAL_STATUSES */ .CM.has(job.status) && taken)
            return { kind: 'finished', job, waitedMs: waited(), polls };
        if (!taken && !toldPending) {
            toldPending = true;
            log.info((0,_pickup_js__WEBPACK_IMPORTED_MODULE_4__.notPickedUpLine)(job));
        }
        const remaining = deadline - clock.now();
        if (remaining <= 0)
            return ended('timeout');
        try {
            await clock.sleep((0,_util_backoff_js__WEBPACK_IMPORTED_MODULE_5__/* .nextDelay */ .rM)(schedule, waited(), remaining, random), signal);
        }
        catch (error) {
            if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AbortedError */ .oM || signal?.aborted)
                return ended('cancelled');
            throw error;
        }
        try {
            polls += 1;
            // Bounded by the wait's deadline: the run's may have been extended for the records' writes (RunLimits.wrapUp).
            job = await client.getJob(job.id, { withinMs: deadline - clock.now() });
            note(job);
            options.onJob?.(job);
            log.info(`[${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_6__/* .formatDuration */ .a)(waited())}] ${(0,_schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .isKnownStatus */ .ih)(job.status) ? job.status : (0,_runner_log_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(job.status)}`);
        }
        catch (error) {
            if (signal?.aborted)
                return ended('cancelled');
            if (error instanceof _util_deadline_js__WEBPACK_IMPORTED_MODULE_0__/* .DeadlineError */ .j3) {
                log.warning(`[${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_6__/* .formatDuration */ .a)(waited())}] ${error.message}`);
                return ended('timeout');
            }
            throw error;
        }
    }
}


/***/ }),

/***/ 4693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PICKUP_WAIT_MS: () => (/* binding */ PICKUP_WAIT_MS),
/* harmony export */   Pickup: () => (/* binding */ Pickup),
/* harmony export */   asWorking: () => (/* binding */ asWorking),
/* harmony export */   notPickedUpLine: () => (/* binding */ notPickedUpLine),
/* harmony export */   takenFrom: () => (/* binding */ takenFrom),
/* harmony export */   untilPickedUp: () => (/* binding */ untilPickedUp)
/* harmony export */ });
/* harmony import */ var _util_backoff_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9360);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17);
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7708);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2398);




/** The longest a run with `wait: false` waits for the job to take its message before it hands it off all the same. */
const PICKUP_WAIT_MS = 60_000;
/** Tells, job after job as they are read after a message, whether the job has taken it (and stays so once it has). */
class Pickup {
    before;
    taken = false;
    constructor(before) {
        this.before = { status: before.status, prLink: before.prLink };
    }
    /** Notes `job` as read after the message; true once the job has taken the message. */
    see(job) {
        this.taken ||= takenFrom(this.before, job);
        return this.taken;
    }
    get pickedUp() {
        return this.taken;
    }
}
/** True when `job`, read after the message, shows it was taken: working, or a status or pull request other than before. */
function takenFrom(before, job) {
    return !_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .TERMINAL_STATUSES */ .CM.has(job.status) || job.status !== before.status || job.prLink !== before.prLink;
}
/**
 * The job as a run reports it while its message is not yet picked up: the
 * terminal status it still shows is the last message's, so for this one it
 * is still `active` (the `status` output, the comment's "working on it").
 */
function asWorking(job) {
    return _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .TERMINAL_STATUSES */ .CM.has(job.status) ? { ...job, status: 'active' } : job;
}
/** The line a run logs (once) while the job still shows its earlier result. */
function notPickedUpLine(job) {
    return `The follow-up message to agent job ${job.id} is sent, not yet picked up: the job still shows its earlier result (${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(job.status)}${job.prLink ? `, pull request ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(job.prLink)}` : ''}); polling until it takes the message.`;
}
/**
 * For a hand-off (`wait: false`): polls until the job takes the message, or
 * `until`, or cancellation; the job as last read. A failed read ends the wait
 * (a warning), as the deadline does: the caller records the job all the same.
 */
async function untilPickedUp(job, pickup, options) {
    const { client, clock, log, schedule, until, signal, random } = options;
    const start = clock.now();
    let last = job;
    while (!pickup.see(last)) {
        const left = until - clock.now();
        if (left <= 0 || signal?.aborted)
            return last;
        try {
            await clock.sleep((0,_util_backoff_js__WEBPACK_IMPORTED_MODULE_3__/* .nextDelay */ .rM)(schedule, clock.now() - start, left, random), signal);
            last = await client.getJob(job.id, { withinMs: until - clock.now() });
        }
        catch (error) {
            if (!signal?.aborted)
                log.warning(`Could not read agent job ${job.id} after the message (${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .getErrorMessage */ .u1)(error)}).`);
            return last;
        }
    }
    return last;
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

/***/ 9360:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   rM: () => (/* binding */ nextDelay)
/* harmony export */ });
/* unused harmony exports GROWTH_RATIO, STEADY_MS, JITTER, baseDelay */
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

//# sourceMappingURL=656.index.js.map