export const id = 125;
export const ids = [125,506];
export const modules = {

/***/ 985:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J9: () => (/* binding */ restampSlot),
/* harmony export */   Qe: () => (/* binding */ WINDOW_MS),
/* harmony export */   W1: () => (/* binding */ releaseSlot),
/* harmony export */   X_: () => (/* binding */ reserveSlot),
/* harmony export */   budgetSection: () => (/* binding */ budgetSection),
/* harmony export */   jj: () => (/* binding */ markFull),
/* harmony export */   kW: () => (/* binding */ windowState),
/* harmony export */   liveEntries: () => (/* binding */ liveEntries),
/* harmony export */   pi: () => (/* binding */ CREATE_ALLOWANCE_MS),
/* harmony export */   tB: () => (/* binding */ DEFAULT_FULL_HOLD_MS)
/* harmony export */ });
/* unused harmony exports emptyWindow, isLive, prune */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3102);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3759);
/* harmony import */ var _ledger_document_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4732);
/**
 * The budget's section of the ledger: its window of reservations (`entries`)
 * and the hold a 429 from the service sets (`fullUntil`), read from the
 * document as untrusted, and the arithmetic of the sliding window over them,
 * with no I/O. Every time here is in milliseconds of GitHub's clock (see
 * ledger/clock.ts), never the runner's own.
 *
 * Times in the section come from outside (hand edits, other versions, a
 * service's `Retry-After`) and are bounded when read: an entry or a hold that
 * reaches further than a one-hour window makes sensible is clamped, with a
 * warning; an entry that is not an entry (bad date, year 9999, before 2020)
 * is dropped on its own, keeping every valid one.
 */


/** The service counts creations over the last 60 minutes (spec section 8). */
const WINDOW_MS = 60 * 60 * 1000;
/**
 * A reservation counts from this long after it is taken: the job is created
 * within it (or the gate stamps the entry again, see `BudgetGate.recordJob`),
 * so the ledger never frees a slot before the service does.
 */
const CREATE_ALLOWANCE_MS = 2 * 60 * 1000;
/** How long the ledger treats the window as full after a 429 that gave no `Retry-After`. */
const DEFAULT_FULL_HOLD_MS = 60 * 1000;
/** Slack for clocks and the time between a write's `now` and its commit's date. */
const CLOCK_TOLERANCE_MS = 60 * 1000;
/** An entry dated further ahead than this (or before `EARLIEST`) is not a date this action wrote: dropped. */
const ABSURD_AHEAD_MS = 24 * 60 * 60 * 1000;
const EARLIEST = Date.parse('2020-01-01T00:00:00Z');
const isoTime = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .datetime */ .w$({ offset: true });
const LedgerEntrySchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    /** Unique per reservation: `<run id>-<attempt>-<random>`; the key of the entry. */
    id: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._minLength */ .m9(1)),
    /** When the service counts the job from, at the latest (ISO 8601, GitHub's clock). */
    at: isoTime,
    runId: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    runAttempt: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** `owner/repo` of the run: several repositories may share one ledger. */
    repository: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    workflow: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** Version 1 recorded the job id in a second write; version 2 does not. */
    jobId: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    /** The GitHub writes the run expects to make for its job, for the pace of the others (see pace.ts); absent before. */
    writes: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    /** The run's place in a queue of runs waiting for the pace (see pace.ts); absent before. */
    ticket: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
});
const emptyWindow = () => ({ entries: [], fullUntil: null });
/** The section in the ledger document: `entries` (which every release reads) and `fullUntil`. */
const budgetSection = {
    name: 'the hourly budget',
    fields: ['entries', 'fullUntil'],
    read(doc, { anchor }) {
        const repairs = [];
        const raw = Array.isArray(doc.entries) ? doc.entries : [];
        return { state: { entries: boundedEntries(raw, anchor, repairs), fullUntil: boundedHold(doc.fullUntil, anchor, repairs) }, repairs };
    },
    write: (state) => ({ entries: state.entries, fullUntil: state.fullUntil }),
    warning: (repairs, { ref, commit }) => `The budget ledger ${ref}${commit ? ` (commit ${commit})` : ''} held times out of bounds: ${repairs}.`,
};
function boundedEntries(raw, anchor, repairs) {
    const entries = [];
    const seen = new Set();
    const latestEntry = anchor + CREATE_ALLOWANCE_MS;
    for (const [index, item] of raw.entries()) {
        const parsed = LedgerEntrySchema.safeParse(item);
        const at = parsed.success ? Date.parse(parsed.data.at) : Number.NaN;
        if (!parsed.success || Number.isNaN(at) || at < EARLIEST || at > anchor + ABSURD_AHEAD_MS) {
            repairs.push(`dropped entry ${index + 1} (${(0,_ledger_document_js__WEBPACK_IMPORTED_MODULE_0__/* .describeValue */ .bp)(item)}): not a valid entry`);
            continue;
        }
        if (seen.has(parsed.data.id)) {
            repairs.push(`dropped entry ${index + 1}: a second entry with id ${JSON.stringify(parsed.data.id)}`);
            continue;
        }
        seen.add(parsed.data.id);
        if (at > latestEntry + CLOCK_TOLERANCE_MS) {
            repairs.push(`entry ${parsed.data.id} dated ${parsed.data.at} counted as taken at ${(0,_ledger_document_js__WEBPACK_IMPORTED_MODULE_0__/* .iso */ .KH)(latestEntry)} (at most an hour from now)`);
            entries.push({ ...parsed.data, at: (0,_ledger_document_js__WEBPACK_IMPORTED_MODULE_0__/* .iso */ .KH)(latestEntry) });
            continue;
        }
        entries.push(parsed.data);
    }
    return entries;
}
function boundedHold(value, anchor, repairs) {
    if (value === undefined || value === null)
        return null;
    if (typeof value !== 'string' || !isoTime.safeParse(value).success || Number.isNaN(Date.parse(value))) {
        repairs.push(`dropped fullUntil ${(0,_ledger_document_js__WEBPACK_IMPORTED_MODULE_0__/* .describeValue */ .bp)(value)}: not a date`);
        return null;
    }
    if (Date.parse(value) > anchor + WINDOW_MS) {
        repairs.push(`fullUntil ${value} held to ${(0,_ledger_document_js__WEBPACK_IMPORTED_MODULE_0__/* .iso */ .KH)(anchor + WINDOW_MS)} (at most an hour)`);
        return (0,_ledger_document_js__WEBPACK_IMPORTED_MODULE_0__/* .iso */ .KH)(anchor + WINDOW_MS);
    }
    return value;
}
const ms = (time) => Date.parse(time);
/** An entry taken at `at` counts while `now < at + 60 min`: at exactly 60 minutes it is gone (as the service counts). */
function isLive(entry, now) {
    return now < ms(entry.at) + WINDOW_MS;
}
/** Live entries, oldest first. */
function liveEntries(window, now) {
    return window.entries.filter((entry) => isLive(entry, now)).sort((a, b) => ms(a.at) - ms(b.at));
}
function holdUntil(window, now) {
    if (!window.fullUntil)
        return null;
    const until = ms(window.fullUntil);
    return until > now ? until : null;
}
function windowState(window, limit, now) {
    const live = liveEntries(window, now);
    const hold = holdUntil(window, now);
    const oldest = live[0];
    // With `used >= limit`, a slot frees when enough of the oldest entries have left: the (used - limit + 1)-th oldest.
    const blocking = live.length >= limit ? live[live.length - limit] : undefined;
    const countFreesAt = blocking ? ms(blocking.at) + WINDOW_MS : now;
    return {
        limit,
        used: live.length,
        remaining: hold === null ? Math.max(0, limit - live.length) : 0,
        oldestExpiresAt: oldest ? ms(oldest.at) + WINDOW_MS : null,
        nextSlotAt: Math.max(countFreesAt, hold ?? now),
        fullUntil: hold,
        takenAt: live.map((entry) => ms(entry.at)),
    };
}
/** Drops entries that have left the window and a hold that has ended. */
function prune(window, now) {
    return { entries: liveEntries(window, now), fullUntil: holdUntil(window, now) === null ? null : window.fullUntil };
}
/**
 * Takes a slot for `entry` (its `at` is set to `now`) when one is free. When
 * the entry's id is in the ledger already (an earlier write of this very
 * reservation went through although its answer was lost), the slot is held:
 * it is not taken twice.
 */
function reserveSlot(window, entry, limit, now) {
    if (window.entries.some((held) => held.id === entry.id))
        return { kind: 'held', state: windowState(window, limit, now) };
    const before = windowState(window, limit, now);
    if (before.remaining <= 0)
        return { kind: 'full', state: before };
    const pruned = prune(window, now);
    // Counted from the latest time the service can count the job from (see CREATE_ALLOWANCE_MS).
    const next = { ...pruned, entries: [...pruned.entries, { ...entry, at: (0,_ledger_document_js__WEBPACK_IMPORTED_MODULE_0__/* .iso */ .KH)(now + CREATE_ALLOWANCE_MS) }] };
    return { kind: 'reserved', window: next, state: windowState(next, limit, now) };
}
/** Removes a reservation; null when it is not there (nothing to write). */
function releaseSlot(window, id, now) {
    if (!window.entries.some((entry) => entry.id === id))
        return null;
    const pruned = prune(window, now);
    return { ...pruned, entries: pruned.entries.filter((entry) => entry.id !== id) };
}
/**
 * Moves a reservation's time to `at` when that is later: the job was created
 * after the time the reservation was stamped with (a slow or retried
 * creation), and the service counts it from then. Null when there is nothing
 * to write: the reservation is gone, or its time is late enough already.
 */
function restampSlot(window, id, at, now) {
    const entry = window.entries.find((held) => held.id === id);
    if (!entry || ms(entry.at) >= at)
        return null;
    const pruned = prune(window, now);
    return { ...pruned, entries: pruned.entries.map((held) => (held.id === id ? { ...held, at: (0,_ledger_document_js__WEBPACK_IMPORTED_MODULE_0__/* .iso */ .KH)(at) } : held)) };
}
/** Tells the ledger that the service refused a job with 429: full until `until`. */
function markFull(window, until, now) {
    const pruned = prune(window, now);
    const current = pruned.fullUntil ? ms(pruned.fullUntil) : 0;
    // No hold reaches past one window: the service's own limit frees a slot within the hour.
    return { ...pruned, fullUntil: (0,_ledger_document_js__WEBPACK_IMPORTED_MODULE_0__/* .iso */ .KH)(Math.min(now + WINDOW_MS, Math.max(current, until))) };
}


/***/ }),

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

/***/ 5125:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  queueRequest: () => (/* binding */ queueRequest),
  queuedFor: () => (/* binding */ queuedFor),
  startQueued: () => (/* binding */ startQueued)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/ledger/document.ts
var ledger_document = __webpack_require__(4732);
// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/service/agent/job.ts
var job = __webpack_require__(6722);
// EXTERNAL MODULE: ./src/service/agent/failures.ts
var failures = __webpack_require__(2690);
// EXTERNAL MODULE: ./src/render/time.ts
var time = __webpack_require__(2891);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
// EXTERNAL MODULE: ./src/util/redact.ts
var redact = __webpack_require__(767);
// EXTERNAL MODULE: ./src/comment/marked.ts
var marked = __webpack_require__(1433);
// EXTERNAL MODULE: ./src/comment/job-body.ts
var job_body = __webpack_require__(2551);
// EXTERNAL MODULE: ./src/comment/job-comment.ts
var job_comment = __webpack_require__(30);
// EXTERNAL MODULE: ./src/comment/report-update.ts
var report_update = __webpack_require__(8437);
// EXTERNAL MODULE: ./src/budget/window.ts
var budget_window = __webpack_require__(985);
// EXTERNAL MODULE: ./node_modules/zod/v4/mini/iso.js
var iso = __webpack_require__(3102);
// EXTERNAL MODULE: ./node_modules/zod/v4/mini/schemas.js
var schemas = __webpack_require__(4343);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(3759);
// EXTERNAL MODULE: ./src/hand-off/pending.ts
var hand_off_pending = __webpack_require__(1150);
// EXTERNAL MODULE: ./src/service/agent/schemas.ts
var agent_schemas = __webpack_require__(2398);
;// CONCATENATED MODULE: ./src/budget/queue.ts
/**
 * The queue (`on-budget-exhausted: queue`): requests that met a full hourly
 * window, kept in the ledger document's `queued` field until a later run of
 * the same project starts them, first in, first out, as slots free. Each
 * entry holds what starting it needs: the prompt (bounded), the job a
 * follow-up message goes to, the comment that says it is queued (and becomes
 * the job comment), the trigger as the comment says it, and the run that
 * queued it.
 *
 * Exactly once: a run that starts queued requests claims them and takes
 * their budget slots in one compare-and-swap write (`claimQueued`), creates
 * the jobs, then turns each started entry into an ordinary pending hand-off
 * record (`settleQueued`), so that report mode later reports the job. A claim
 * whose outcome stays unknown (the run died) is never started again: once the
 * claim expires the entry is dropped (with a comment saying so). A creation
 * that surely did not happen puts the entry back at the front.
 *
 * The entries are read as untrusted, like the pending list: one that is not
 * an entry is dropped on its own, with a warning; times are bounded.
 *
 * The reducers here are pure, over the queue together with the budget's
 * window and the pending list (`queueLedger`): a claim and its slot, or a
 * start and its pending record, are one write.
 */





/** The ledger document's field that holds the queue. */
const QUEUE_FIELD = 'queued';
/** Most requests queued at once: beyond, a request is not queued (it is skipped, saying why). */
const MAX_QUEUED = 100;
/** The longest prompt kept in an entry. */
const MAX_QUEUED_PROMPT = 20_000;
/** How long a run's claim on an entry holds: past it, the entry's outcome is unknown and it is dropped. */
const QUEUE_CLAIM_MS = 10 * 60 * 1000;
/** `queue-timeout-hours` when not given. */
const DEFAULT_QUEUE_TIMEOUT_HOURS = 24;
/** The longest wait an entry may ask for (a week): an entry that says more is bounded. */
const MAX_QUEUE_WAIT_MS = 7 * 24 * 60 * 60 * 1000;
/** Slack for clocks: a time this far ahead of now is still taken as it is. */
const CLOCK_TOLERANCE_MS = 60 * 1000;
const isoTime = iso/* datetime */.w$({ offset: true });
const queue_text = (max) => schemas/* string */.YjP().check(api/* _maxLength */.Eb(max));
const positiveInt = schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _positive */.NC(), api/* _lte */.Zm(Number.MAX_SAFE_INTEGER));
const jobId = schemas/* string */.YjP().check(api/* _minLength */.m9(1), api/* _maxLength */.Eb(200), schemas/* refine */.YPB(agent_schemas/* isJobId */.dW, { error: 'a job id' }));
const QueuedSchema = schemas/* looseObject */._H3({
    /** `<run id>-<attempt>-<random>`: the key of the entry, and of its budget slot (`queued-<id>`). */
    id: schemas/* string */.YjP().check(api/* _minLength */.m9(1), api/* _maxLength */.Eb(200), api/* _regex */.Fk(/^[A-Za-z0-9._-]+$/)),
    project: queue_text(200),
    queuedAt: isoTime,
    /** Past this, the request is dropped unstarted (`queue-timeout-hours` of the run that queued it). */
    expiresAt: isoTime,
    prompt: schemas/* string */.YjP().check(api/* _minLength */.m9(1), api/* _maxLength */.Eb(MAX_QUEUED_PROMPT)),
    /** A follow-up message: the job it goes to. */
    followUpOf: schemas/* optional */.lqM(jobId),
    /** `owner/repo` where the comment is. */
    repository: schemas/* string */.YjP().check(api/* _regex */.Fk(/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/)),
    issueNumber: positiveInt,
    isPullRequest: schemas/* boolean */.zMY(),
    commentId: positiveInt,
    triggerComment: schemas/* optional */.lqM(schemas/* object */.Ikc({ id: positiveInt, review: schemas/* boolean */.zMY() })),
    run: schemas/* object */.Ikc({ id: queue_text(100), attempt: positiveInt, workflowJob: queue_text(200), url: schemas/* optional */.lqM(queue_text(500)) }),
    origin: schemas/* looseObject */._H3({ kind: schemas/* enum */.k5n(['command', 'label', 'standalone', 'merged', 'push']) }),
    /** Set while a run starts the request. */
    claim: schemas/* optional */.lqM(schemas/* object */.Ikc({ by: schemas/* string */.YjP().check(api/* _minLength */.m9(1), api/* _maxLength */.Eb(200)), until: isoTime })),
});
/** The queue as read: its entries in line order, and what reading it dropped or bounded. */
function readQueue(raw, now) {
    const repairs = [];
    if (raw === undefined || raw === null)
        return { entries: [], repairs };
    if (!Array.isArray(raw))
        return { entries: [], repairs: [`dropped '${QUEUE_FIELD}': not a list`] };
    const entries = [];
    const seen = new Set();
    for (const [index, item] of raw.entries()) {
        const parsed = QueuedSchema.safeParse(item);
        if (!parsed.success) {
            repairs.push(`dropped queued request ${index + 1}: not a valid entry`);
            continue;
        }
        const entry = { ...parsed.data };
        if (seen.has(entry.id)) {
            repairs.push(`dropped queued request ${index + 1}: ${entry.id} is listed twice`);
            continue;
        }
        seen.add(entry.id);
        const queuedAt = Date.parse(entry.queuedAt);
        if (queuedAt > now + CLOCK_TOLERANCE_MS)
            entry.queuedAt = (0,ledger_document/* iso */.KH)(now);
        const latest = Date.parse(entry.queuedAt) + MAX_QUEUE_WAIT_MS;
        if (Date.parse(entry.expiresAt) > latest)
            entry.expiresAt = (0,ledger_document/* iso */.KH)(latest);
        if (entry.claim && Date.parse(entry.claim.until) > now + QUEUE_CLAIM_MS + CLOCK_TOLERANCE_MS) {
            entry.claim = { ...entry.claim, until: (0,ledger_document/* iso */.KH)(now + QUEUE_CLAIM_MS) };
        }
        entries.push(entry);
    }
    if (entries.length > MAX_QUEUED) {
        for (const dropped of entries.splice(MAX_QUEUED))
            repairs.push(`dropped queued request ${dropped.id}: more than ${MAX_QUEUED} queued`);
    }
    return { entries, repairs };
}
/**
 * The section over `queued`, `entries`, `fullUntil` and `pending`: a claim
 * takes its slot, and a start leaves its pending record, in the same write.
 */
const queueLedger = {
    name: 'the queue',
    fields: [QUEUE_FIELD, ...budget_window.budgetSection.fields, ...hand_off_pending/* pendingSection */.Lc.fields],
    read(doc, context) {
        const window = budget_window.budgetSection.read(doc, context);
        const pending = hand_off_pending/* pendingSection */.Lc.read(doc, context);
        const queue = readQueue(doc[QUEUE_FIELD], context.now);
        return {
            state: { window: window.state, queue: queue.entries, pending: pending.state },
            repairs: [
                ...queue.repairs,
                ...window.repairs.map((r) => `the hourly budget: ${r}`),
                ...pending.repairs.map((r) => `the pending list: ${r}`),
            ],
        };
    },
    write: (state) => ({ [QUEUE_FIELD]: state.queue, ...budget_window.budgetSection.write(state.window), ...hand_off_pending/* pendingSection */.Lc.write(state.pending) }),
    warning: (repairs, { ref, repository }) => `The queue in ${repository} ${ref}: ${repairs}.`,
};
/** The budget slot an entry takes when it is started. */
const slotId = (entry) => `queued-${entry.id}`;
const live = (claim, now) => claim !== undefined && Date.parse(claim.until) > now;
/** The entries still waiting (not being started by a run), in line order. */
function waiting(queue, now) {
    return queue.filter((entry) => !live(entry.claim, now));
}
/** The place in line of entry `id` (1 for the next to start); undefined when it is not waiting. */
function placeOf(queue, id, now) {
    const index = waiting(queue, now).findIndex((entry) => entry.id === id);
    return index < 0 ? undefined : index + 1;
}
/**
 * About when the request at `place` starts: when the `place`-th slot frees
 * (now, when that many are free), no earlier than a 429's hold. A place
 * beyond what the window's entries free is said as an hour from now: the
 * slots the queue itself takes free no sooner.
 */
function expectedStart(window, limit, place, now) {
    const state = (0,budget_window/* windowState */.kW)(window, limit, now);
    const hold = state.fullUntil ?? now;
    const free = Math.max(0, limit - state.used);
    if (place <= free)
        return Math.max(now, hold);
    const index = Math.max(0, state.used - limit) + (place - free) - 1;
    const taken = state.takenAt[index];
    return Math.max(taken === undefined ? now + budget_window/* WINDOW_MS */.Qe : taken + budget_window/* WINDOW_MS */.Qe, hold);
}
/**
 * Adds `entry` at the end of the line (its `queuedAt` set to now). A request
 * for the same comment that is queued already (a re-run, or a write that
 * went through) keeps its place, or its claim: nothing is written.
 */
function enqueue(state, entry, limit, now) {
    const held = state.queue.find((queued) => queued.commentId === entry.commentId && queued.repository.toLowerCase() === entry.repository.toLowerCase());
    if (held) {
        // Being started by a run right now (claimed): first in line as far as this request can tell.
        const place = placeOf(state.queue, held.id, now) ?? 1;
        const result = {
            kind: 'queued',
            entry: held,
            place,
            startsAt: expectedStart(state.window, limit, place, now),
            waiting: waiting(state.queue, now).length,
        };
        return { state: null, result };
    }
    if (state.queue.length >= MAX_QUEUED)
        return { state: null, result: { kind: 'full' } };
    const added = { ...entry, queuedAt: (0,ledger_document/* iso */.KH)(now) };
    const queue = [...state.queue, added];
    const at = placeOf(queue, added.id, now) ?? queue.length;
    const result = {
        kind: 'queued',
        entry: added,
        place: at,
        startsAt: expectedStart(state.window, limit, at, now),
        waiting: waiting(queue, now).length,
    };
    return { state: { ...state, queue }, result };
}
/**
 * One write: drops the entries past their bound and those whose claim
 * expired, then claims entries first in, first out, each with a slot of the
 * window, while slots are free. Entries this run claimed already (a write
 * that went through) stay claimed, and are returned.
 */
function claimQueued(state, limit, claimant, now) {
    const dropped = [];
    const claimed = [];
    let window = state.window;
    let changed = false;
    let full = false;
    const queue = [];
    for (const entry of state.queue) {
        if (entry.claim?.by === claimant) {
            claimed.push(entry);
            queue.push(entry);
            continue;
        }
        if (entry.claim && !live(entry.claim, now)) {
            dropped.push({ entry, reason: 'unknown' });
            changed = true;
            continue;
        }
        if (live(entry.claim, now)) {
            queue.push(entry);
            continue;
        }
        if (Date.parse(entry.expiresAt) <= now) {
            dropped.push({ entry, reason: 'timeout' });
            changed = true;
            continue;
        }
        const slot = full
            ? undefined
            : (0,budget_window/* reserveSlot */.X_)(window, { id: slotId(entry), runId: entry.run.id, runAttempt: String(entry.run.attempt), repository: entry.repository }, limit, now);
        if (slot?.kind === 'reserved') {
            window = slot.window;
            const taken = { ...entry, claim: { by: claimant, until: (0,ledger_document/* iso */.KH)(now + QUEUE_CLAIM_MS) } };
            claimed.push(taken);
            queue.push(taken);
            changed = true;
            continue;
        }
        full = true;
        queue.push(entry);
    }
    const next = { ...state, window, queue };
    return { state: changed ? next : null, result: { claimed, dropped, left: waiting(queue, now).length } };
}
/**
 * After starting: started entries leave the queue for the pending list, put
 * back ones lose their claim and go to the front (their slot given back),
 * removed ones leave with their slot. Entries whose outcome is unknown are not
 * named and stay claimed. Null when nothing changes (a write that went through).
 */
function settleQueued(state, claimant, outcomes, now) {
    let window = state.window;
    let pending = { records: state.pending, repairs: [] };
    const front = [];
    const rest = [];
    let changed = false;
    const byId = new Map(outcomes.map((outcome) => [outcome.id, outcome]));
    for (const entry of state.queue) {
        const outcome = byId.get(entry.id);
        if (!outcome || entry.claim?.by !== claimant) {
            rest.push(entry);
            continue;
        }
        changed = true;
        if (outcome.kind === 'started') {
            const records = (0,hand_off_pending/* addPending */.ny)(pending, outcome.record, now);
            if (records)
                pending = { records, repairs: [] };
            continue;
        }
        window = (0,budget_window/* releaseSlot */.W1)(window, slotId(entry), now) ?? window;
        if (outcome.kind === 'back') {
            if (outcome.fullUntil !== undefined)
                window = (0,budget_window/* markFull */.jj)(window, outcome.fullUntil, now);
            const back = { ...entry };
            delete back.claim;
            front.push(back);
        }
    }
    return changed ? { window, queue: [...front, ...rest], pending: pending.records } : null;
}

// EXTERNAL MODULE: ./src/hand-off/hand-off.ts
var hand_off = __webpack_require__(4764);
// EXTERNAL MODULE: ./src/hand-off/verify.ts
var verify = __webpack_require__(8824);
;// CONCATENATED MODULE: ./src/hand-off/queued.ts
/**
 * Queued requests (`on-budget-exhausted: queue`), from both ends: an agent
 * run whose hourly window is full queues its request in the ledger and says
 * so in its comment (`queueRequest`); a later run for the project (report
 * mode) starts queued requests first in, first out as slots free
 * (`startQueued`), turns each into an ordinary pending hand-off record and
 * its comment into the job comment, so that the report reports the job when
 * it ends.
 *
 * Exactly once (see budget/queue.ts): an entry is claimed together with its
 * budget slot in one compare-and-swap write before its job is created; a
 * claim whose outcome stays unknown is never started again, and is dropped
 * with a comment once it expires. A queued entry is checked against GitHub
 * as a pending record is (verify.ts) before anything is created or edited
 * for it: a forged one is dropped with a warning.
 */


















/** Longest time one queue write spends on lost races. */
const CONTENTION_MS = 2 * 60 * 1000;
const writeOptions = (ledger, signal) => ({
    maxAttempts: 1000,
    until: ledger.clock.local.now() + CONTENTION_MS,
    signal,
});
/**
 * Queues the request: its comment says it is queued (with the place and the
 * expected start read from the ledger), then the entry is added in one write;
 * the comment is written again when another run took the place meanwhile.
 */
async function queueRequest(options) {
    const { ledger, comment, log } = options;
    if (options.prompt.length > MAX_QUEUED_PROMPT)
        return { kind: 'not-queued', reason: `its prompt is longer than the ${MAX_QUEUED_PROMPT} characters a queued request keeps` };
    const seen = await ledger.view(queueLedger, { signal: options.signal });
    const now = ledger.now();
    const expiresAt = now + options.timeoutMs;
    const guess = waiting(seen.state.queue, now).length + 1;
    await comment.queued({ place: guess, startsAt: expectedStart(seen.state.window, options.limit, guess, now), expiresAt });
    const facts = await comment.settled();
    if (!facts)
        return { kind: 'not-queued', reason: 'it has no comment to say so and to turn into the job comment later' };
    const { target, run } = facts;
    const entry = {
        id: `${run.runId || 'local'}-${run.attempt}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`.replace(/[^A-Za-z0-9._-]/g, '_'),
        project: options.projectId,
        queuedAt: (0,ledger_document/* iso */.KH)(now),
        expiresAt: (0,ledger_document/* iso */.KH)(expiresAt),
        prompt: options.prompt,
        ...(options.followUpOf === undefined ? {} : { followUpOf: options.followUpOf }),
        ...(0,hand_off/* commentPlace */.tO)(facts),
    };
    const outcome = await ledger.update(queueLedger, (current, at) => {
        const change = enqueue(current.state, { ...entry, expiresAt: (0,ledger_document/* iso */.KH)(at + options.timeoutMs) }, options.limit, at);
        return {
            ...change,
            subject: `docs-agent: queue a request from run ${run.runId} (${target.owner}/${target.repo}#${target.issueNumber})`,
        };
    }, writeOptions(ledger, options.signal));
    const result = outcome.result;
    if (result.kind === 'full')
        return { kind: 'not-queued', reason: 'the queue is full (100 requests wait already)' };
    const queuedExpiresAt = Date.parse(result.entry.expiresAt);
    if (result.place !== guess || Math.abs(result.startsAt - expectedStart(seen.state.window, options.limit, guess, now)) > 60_000) {
        await comment.queued({ place: result.place, startsAt: result.startsAt, expiresAt: queuedExpiresAt });
    }
    log.info(`Queued in ${ledger.repository} ${ledger.ref}: number ${result.place} in line, expected to start at about ${(0,time/* formatTime */.f)(result.startsAt)}; a run with '${names/* Inputs */.G0.Mode}: report' starts it when a slot frees.`);
    return {
        kind: 'queued',
        id: result.entry.id,
        place: result.place,
        startsAt: result.startsAt,
        expiresAt: queuedExpiresAt,
        waiting: result.waiting,
    };
}
/**
 * On a re-run of a run that queued its request (its comment has no job yet): the entry still queued for that
 * comment, if any. The re-run must not create a job of its own: the queue starts the request, once.
 */
async function queuedFor(ledger, comment, signal) {
    const facts = await comment.settled();
    if (!facts)
        return undefined;
    const repository = `${facts.target.owner}/${facts.target.repo}`.toLowerCase();
    const read = await ledger.view(queueLedger, { signal });
    const now = ledger.now();
    const entry = read.state.queue.find((queued) => queued.commentId === facts.id && queued.repository.toLowerCase() === repository);
    if (!entry)
        return undefined;
    const place = placeOf(read.state.queue, entry.id, now) ?? 1;
    return { place, startsAt: now, expiresAt: Date.parse(entry.expiresAt) };
}
/** The entry as a pending record (`jobId` '' until its job exists: the queued comment's marker has no job yet). */
function recordOf(entry, jobId, now) {
    return {
        jobId,
        project: entry.project,
        repository: entry.repository,
        issueNumber: entry.issueNumber,
        isPullRequest: entry.isPullRequest,
        commentId: entry.commentId,
        ...(entry.triggerComment ? { triggerComment: entry.triggerComment } : {}),
        run: entry.run,
        origin: boundOrigin(entry.origin),
        handedOffAt: (0,ledger_document/* iso */.KH)(now),
    };
}
const boundOrigin = (origin) => origin.instruction === undefined ? origin : { ...origin, instruction: (0,hand_off_pending/* boundInstruction */.P$)(origin.instruction) };
function viewOf(entry, job, ending) {
    const run = { runId: entry.run.id, attempt: entry.run.attempt, workflowJob: entry.run.workflowJob, url: entry.run.url };
    return {
        marker: (0,job_comment.jobMarker)(run, job?.id ?? ''),
        trigger: (0,hand_off/* triggerOriginOf */.iS)(boundOrigin(entry.origin)),
        job,
        runUrl: (0,render_text/* httpsUrl */.N3)(entry.run.url)?.href,
        followUpOf: entry.followUpOf,
        ending,
    };
}
/** Writes the entry's comment; a failure warns. The comment's URL, or ''. */
async function writeComment(github, entry, view, log) {
    const where = `${entry.repository}#${entry.issueNumber}`;
    try {
        return (await (0,marked/* updateComment */.vv)(github, (0,report_update/* targetOf */.$r)(recordOf(entry, '', 0)), entry.commentId, (0,job_body/* renderJobComment */.RK)((0,redact/* redactAll */.$I)(view)))).url;
    }
    catch (error) {
        log.warning(`Could not update the comment of the queued request on ${where}: ${(0,errors/* getErrorMessage */.u1)(error)}`);
        return '';
    }
}
/** Why a claimed entry's comment says it was dropped. */
function droppedNote(entry, reason) {
    return reason === 'timeout'
        ? `Queued at ${(0,time/* formatTime */.f)(Date.parse(entry.queuedAt))} and not started by ${(0,time/* formatTime */.f)(Date.parse(entry.expiresAt))} ('${names/* Inputs */.G0.QueueTimeoutHours}'): the request is dropped. Ask again once the hourly budget allows.`
        : `A run took this queued request to start it but never said what came of it: it is not started again, so that no second job is made (a job may exist in the service). Ask again if no pull request follows.`;
}
/**
 * Starts queued requests, first in, first out, within the hourly budget:
 * claims them with their slots (one write), checks each against GitHub,
 * creates its job, turns its comment into the job comment and its entry into
 * a pending record (one write). Entries past their bound, and claims whose
 * outcome is unknown, are dropped with a comment saying so.
 */
async function startQueued(options) {
    const { ledger, github, log, signal } = options;
    const seen = await ledger.view(queueLedger, { signal });
    const run = { started: [], dropped: 0, waiting: 0, waitingSince: [] };
    if (seen.state.queue.length === 0)
        return run;
    const claim = await ledger.update(queueLedger, (current, now) => ({
        ...claimQueued(current.state, options.limit, options.claimant, now),
        subject: `docs-agent: start queued requests (${options.claimant})`,
    }), writeOptions(ledger, signal));
    const { claimed, dropped, left } = claim.result;
    run.waiting = left;
    const claimedIds = new Set(claimed.map((entry) => entry.id));
    run.waitingSince = waiting(seen.state.queue, ledger.now())
        .filter((entry) => !claimedIds.has(entry.id))
        .map((entry) => ({ id: entry.id, since: Date.parse(entry.queuedAt) }));
    const verifying = {
        github,
        ledgerRepository: options.ledgerRepository,
        projectId: options.projectId,
        serverUrl: options.serverUrl,
        signal,
    };
    for (const { entry, reason } of dropped) {
        run.dropped += 1;
        const verdict = await (0,verify/* verifyPending */.$e)(recordOf(entry, '', ledger.now()), verifying);
        if (verdict.kind !== 'trusted') {
            log.warning(`Dropped the queued request ${entry.id} (${entry.repository}#${entry.issueNumber}) without a comment: ${verdict.reason}.`);
            continue;
        }
        log.warning(`Dropped the queued request ${entry.id} on ${entry.repository}#${entry.issueNumber}: ${droppedNote(entry, reason)}`);
        await writeComment(github, entry, viewOf(entry, undefined, { note: droppedNote(entry, reason), failed: false, skipped: true, elapsedMs: undefined }), log);
    }
    if (claimed.length === 0) {
        if (left > 0)
            log.info(`${left} queued request(s) wait for a slot of the hourly budget.`);
        return run;
    }
    const outcomes = [];
    let refusedUntil;
    for (const entry of claimed) {
        const where = `${entry.repository}#${entry.issueNumber}`;
        if (refusedUntil !== undefined || options.clock.now() >= options.deadline) {
            outcomes.push({ kind: 'back', id: entry.id });
            continue;
        }
        const verdict = await (0,verify/* verifyPending */.$e)(recordOf(entry, '', ledger.now()), verifying);
        if (verdict.kind === 'unchecked') {
            log.warning(`Could not check the queued request ${entry.id} (${where}): ${verdict.reason}. It stays queued.`);
            outcomes.push({ kind: 'back', id: entry.id });
            continue;
        }
        if (verdict.kind !== 'trusted') {
            log.warning(`Dropped the queued request ${entry.id} (${where}): it does not hold, ${verdict.reason}. Nothing was created or edited.`);
            outcomes.push({ kind: 'removed', id: entry.id });
            run.dropped += 1;
            continue;
        }
        let job;
        try {
            job = await create(entry, options);
        }
        catch (error) {
            const failure = (0,failures/* serviceErrorOf */.TI)(error);
            if (error instanceof errors/* AbortedError */.oM)
                throw error;
            if (failure instanceof errors/* ServiceHttpError */.iL && failure.status === 429) {
                // The service's own window is full: this entry and the rest go back, the ledger holds the window full.
                refusedUntil = ledger.now() + Math.min(budget_window/* WINDOW_MS */.Qe, failure.retryAfterMs ?? budget_window/* DEFAULT_FULL_HOLD_MS */.tB);
                log.warning(`The service refused the queued request ${entry.id} with 429: it goes back to the front of the queue.`);
                outcomes.push({ kind: 'back', id: entry.id, fullUntil: refusedUntil });
                continue;
            }
            if (failure instanceof errors/* DeadlineBeforeSendError */.wG || (failure instanceof errors/* ServiceNetworkError */.GM && failure.beforeSend)) {
                log.warning(`The queued request ${entry.id} was not sent (${(0,errors/* getErrorMessage */.u1)(error)}): it goes back to the front of the queue.`);
                outcomes.push({ kind: 'back', id: entry.id });
                continue;
            }
            if (failure instanceof errors/* ServiceHttpError */.iL && failure.status < 500) {
                const note = `The service refused the queued request: ${(0,errors/* getErrorMessage */.u1)(failure)}`;
                log.warning(`${note} (${where}); it is dropped.`);
                await writeComment(github, entry, viewOf(entry, undefined, { note, failed: true, elapsedMs: undefined }), log);
                outcomes.push({ kind: 'removed', id: entry.id });
                run.dropped += 1;
                continue;
            }
            // No answer: the job may exist. The claim stays, so the entry is never started twice; it is dropped when it expires.
            log.warning(`Could not tell whether the queued request ${entry.id} (${where}) made a job (${(0,errors/* getErrorMessage */.u1)(error)}): it is not started again, and dropped with a comment once its claim expires.`);
            continue;
        }
        // The comment becomes the job comment before the record is written: report mode checks the comment's marker.
        const view = viewOf(entry, job);
        const state = (0,budget_window/* windowState */.kW)(claim.state.window, options.limit, ledger.now());
        view.usage = { slot: state.used, limit: options.limit };
        const url = await writeComment(github, entry, view, log);
        outcomes.push({ kind: 'started', id: entry.id, record: recordOf(entry, job.id, ledger.now()) });
        run.started.push({ jobId: job.id, repository: entry.repository, issueNumber: entry.issueNumber, commentUrl: url });
        log.info(`Started the queued request ${entry.id} as agent job ${job.id} on ${where}; it is pending for the report.`);
    }
    await ledger.update(queueLedger, (current, now) => ({
        state: settleQueued(current.state, options.claimant, outcomes, now),
        result: undefined,
        subject: `docs-agent: ${run.started.length} queued request(s) started (${options.claimant})`,
    }), writeOptions(ledger, signal));
    run.waiting += outcomes.filter((outcome) => outcome.kind === 'back').length;
    return run;
}
/** Creates the entry's job (or sends its follow-up message): a 429 is not retried here (the entry goes back). */
async function create(entry, options) {
    const requestOptions = {
        client: options.client,
        clock: options.clock,
        log: options.log,
        schedule: { initialMs: 1000, maxMs: 5000 },
        deadline: options.deadline,
        signal: options.signal,
        random: options.random,
        retryOn429: false,
    };
    return entry.followUpOf === undefined
        ? (0,job.createJob)(entry.prompt, requestOptions)
        : (0,job.sendMessage)(entry.followUpOf, entry.prompt, requestOptions);
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
/* unused harmony exports LEDGER_VERSION, serializeLedgerV1 */
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
/** A version 1 document as it was stored in `ledger.json` (tests and the migration's fixtures). */
function serializeLedgerV1(doc) {
    return `${JSON.stringify({ ...doc, version: 1 }, null, 2)}\n`;
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

/***/ 2690:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RE: () => (/* binding */ isDefiniteCreateFailure),
/* harmony export */   TI: () => (/* binding */ serviceErrorOf)
/* harmony export */ });
/* unused harmony export isServiceError */
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17);
/**
 * Which failures of the job's creation leave the service without a job, and
 * so give the budget's slot back.
 */

const isServiceError = (error) => error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceHttpError */ .iL || error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceNetworkError */ .GM;
/** A definite failure: the service surely did not create the job. */
function isDefiniteCreateFailure(error) {
    // A follow-up message held back while its job worked, until the deadline: nothing was sent.
    if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .JobStillWorkingError */ .Dn || error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .MessageNotSentError */ .Fn || error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .DeadlineBeforeSendError */ .wG)
        return true;
    if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceHttpError */ .iL)
        return error.status < 500;
    return error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceNetworkError */ .GM && error.beforeSend;
}
/** The service's own error: a retry loop that gave up wraps it as its cause. */
function serviceErrorOf(thrown) {
    return thrown instanceof Error && !isServiceError(thrown) && isServiceError(thrown.cause) ? thrown.cause : thrown;
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


/***/ })

};

//# sourceMappingURL=125.index.js.map