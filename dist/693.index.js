export const id = 693;
export const ids = [693,102];
export const modules = {

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

//# sourceMappingURL=693.index.js.map