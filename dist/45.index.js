export const id = 45;
export const ids = [45,102,781];
export const modules = {

/***/ 5900:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bf: () => (/* binding */ parseLedgerJson),
/* harmony export */   Hg: () => (/* binding */ emptyLedger),
/* harmony export */   KH: () => (/* binding */ iso),
/* harmony export */   Qe: () => (/* binding */ WINDOW_MS),
/* harmony export */   hh: () => (/* binding */ ledgerMessage),
/* harmony export */   iq: () => (/* binding */ ledgerJsonInMessage),
/* harmony export */   pi: () => (/* binding */ CREATE_ALLOWANCE_MS),
/* harmony export */   th: () => (/* binding */ LEDGER_FILE)
/* harmony export */ });
/* unused harmony exports LEDGER_VERSION, serializeLedgerV1 */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3102);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3759);
/**
 * The ledger document: its schema, and how it is read back from outside.
 *
 * Version 2 lives in the message of the ref's commit (a subject line, a blank
 * line, then the JSON), with an empty tree: a write is one commit and one ref
 * update. Version 1 lived in `ledger.json` in the commit's tree; it is still
 * read, and the next write migrates it.
 *
 * Every field this version does not know is kept as it is by every change
 * (the objects are parsed loosely and changes spread them), so later fields
 * (the last job started for the project, a list of handed-off jobs) can be
 * added to version 2 without older runs dropping them.
 *
 * Times in the document come from outside (hand edits, other versions, a
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
/** Slack for clocks and the time between a write's `now` and its commit's date. */
const CLOCK_TOLERANCE_MS = 60 * 1000;
/** An entry dated further ahead than this (or before `EARLIEST`) is not a date this action wrote: dropped. */
const ABSURD_AHEAD_MS = 24 * 60 * 60 * 1000;
const EARLIEST = Date.parse('2020-01-01T00:00:00Z');
/** The file that held a version 1 ledger inside the ref's commit. */
const LEDGER_FILE = 'ledger.json';
const LEDGER_VERSION = 2;
const isoTime = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .datetime */ .w$({ offset: true });
const LedgerEntrySchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    /** Unique per reservation: `<run id>-<attempt>-<random>`; the key of the entry. */
    id: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._minLength */ .m9(1)),
    /** When the service counts the job from, at the latest (ISO 8601, GitHub's clock). */
    at: isoTime,
    runId: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    runAttempt: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** `owner/repo` of the run: several repositories may share one ledger. */
    repository: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    workflow: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    /** Version 1 recorded the job id in a second write; version 2 does not. */
    jobId: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())),
});
const DocumentShape = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    version: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(2)]),
    project: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    entries: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()),
    fullUntil: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()),
    updatedAt: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()),
});
function emptyLedger(project) {
    return { version: LEDGER_VERSION, project, entries: [], fullUntil: null };
}
function iso(time) {
    return new Date(time).toISOString();
}
/**
 * Parses the JSON of a ledger. `anchor` is the latest sensible "now" for the
 * document (GitHub's time, no later than the commit that holds it): a clamp is
 * relative to it, so a clamped time still runs out even when nothing writes.
 * Undefined when the text is not a ledger at all.
 */
function parseLedgerJson(text, anchor) {
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    const shape = DocumentShape.safeParse(raw);
    if (!shape.success)
        return undefined;
    const repairs = [];
    const entries = [];
    const seen = new Set();
    const latestEntry = anchor + CREATE_ALLOWANCE_MS;
    for (const [index, item] of shape.data.entries.entries()) {
        const parsed = LedgerEntrySchema.safeParse(item);
        const at = parsed.success ? Date.parse(parsed.data.at) : Number.NaN;
        if (!parsed.success || Number.isNaN(at) || at < EARLIEST || at > anchor + ABSURD_AHEAD_MS) {
            repairs.push(`dropped entry ${index + 1} (${describe(item)}): not a valid entry`);
            continue;
        }
        if (seen.has(parsed.data.id)) {
            repairs.push(`dropped entry ${index + 1}: a second entry with id ${JSON.stringify(parsed.data.id)}`);
            continue;
        }
        seen.add(parsed.data.id);
        if (at > latestEntry + CLOCK_TOLERANCE_MS) {
            repairs.push(`entry ${parsed.data.id} dated ${parsed.data.at} counted as taken at ${iso(latestEntry)} (at most an hour from now)`);
            entries.push({ ...parsed.data, at: iso(latestEntry) });
            continue;
        }
        entries.push(parsed.data);
    }
    const { updatedAt, fullUntil, ...rest } = shape.data;
    const doc = { ...rest, entries, fullUntil: boundedHold(fullUntil, anchor, repairs) };
    if (typeof updatedAt === 'string' && !Number.isNaN(Date.parse(updatedAt)))
        doc.updatedAt = updatedAt;
    return { doc, repairs };
}
function boundedHold(value, anchor, repairs) {
    if (value === undefined || value === null)
        return null;
    if (typeof value !== 'string' || !isoTime.safeParse(value).success || Number.isNaN(Date.parse(value))) {
        repairs.push(`dropped fullUntil ${describe(value)}: not a date`);
        return null;
    }
    if (Date.parse(value) > anchor + WINDOW_MS) {
        repairs.push(`fullUntil ${value} held to ${iso(anchor + WINDOW_MS)} (at most an hour)`);
        return iso(anchor + WINDOW_MS);
    }
    return value;
}
/** A short, inert rendering of a value from outside for a warning. */
function describe(value) {
    let text;
    try {
        // undefined for a function or `undefined` (the types say string).
        const json = JSON.stringify(value);
        text = typeof json === 'string' ? json : typeof value;
    }
    catch {
        text = typeof value;
    }
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
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


/***/ }),

/***/ 985:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Du: () => (/* binding */ formatWait),
/* harmony export */   GH: () => (/* binding */ paceUntil),
/* harmony export */   J9: () => (/* binding */ restampSlot),
/* harmony export */   Nu: () => (/* binding */ serverOffset),
/* harmony export */   Qe: () => (/* reexport safe */ _document_js__WEBPACK_IMPORTED_MODULE_1__.Qe),
/* harmony export */   W1: () => (/* binding */ releaseSlot),
/* harmony export */   X_: () => (/* binding */ reserveSlot),
/* harmony export */   Xi: () => (/* binding */ PACE_PER_MINUTE),
/* harmony export */   fU: () => (/* binding */ formatTime),
/* harmony export */   gm: () => (/* binding */ ledgerRefName),
/* harmony export */   jj: () => (/* binding */ markFull),
/* harmony export */   kW: () => (/* binding */ windowState),
/* harmony export */   tB: () => (/* binding */ DEFAULT_FULL_HOLD_MS)
/* harmony export */ });
/* unused harmony exports LEDGER_REF_PREFIX, isLive, liveEntries, prune */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _document_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5900);
/**
 * The arithmetic of the hourly budget, with no I/O: a sliding window of job
 * creations over the last 60 minutes, kept as a small JSON document (the
 * ledger). Every time here is in milliseconds of GitHub's clock (see
 * `serverOffset`), never the runner's own.
 */



/** How long the ledger treats the window as full after a 429 that gave no `Retry-After`. */
const DEFAULT_FULL_HOLD_MS = 60 * 1000;
/** Where the ledgers live: one ref per project. */
const LEDGER_REF_PREFIX = 'refs/docs-agent/budget/';
const ms = (iso) => Date.parse(iso);
/** An entry taken at `at` counts while `now < at + 60 min`: at exactly 60 minutes it is gone (as the service counts). */
function isLive(entry, now) {
    return now < ms(entry.at) + _document_js__WEBPACK_IMPORTED_MODULE_1__/* .WINDOW_MS */ .Qe;
}
/** Live entries, oldest first. */
function liveEntries(doc, now) {
    return doc.entries.filter((entry) => isLive(entry, now)).sort((a, b) => ms(a.at) - ms(b.at));
}
function holdUntil(doc, now) {
    if (!doc.fullUntil)
        return null;
    const until = ms(doc.fullUntil);
    return until > now ? until : null;
}
function windowState(doc, limit, now) {
    const live = liveEntries(doc, now);
    const hold = holdUntil(doc, now);
    const oldest = live[0];
    // With `used >= limit`, a slot frees when enough of the oldest entries have left: the (used - limit + 1)-th oldest.
    const blocking = live.length >= limit ? live[live.length - limit] : undefined;
    const countFreesAt = blocking ? ms(blocking.at) + _document_js__WEBPACK_IMPORTED_MODULE_1__/* .WINDOW_MS */ .Qe : now;
    return {
        limit,
        used: live.length,
        remaining: hold === null ? Math.max(0, limit - live.length) : 0,
        oldestExpiresAt: oldest ? ms(oldest.at) + _document_js__WEBPACK_IMPORTED_MODULE_1__/* .WINDOW_MS */ .Qe : null,
        nextSlotAt: Math.max(countFreesAt, hold ?? now),
        fullUntil: hold,
    };
}
/** Drops entries that have left the window and a hold that has ended. */
function prune(doc, now) {
    return {
        ...doc,
        entries: liveEntries(doc, now),
        fullUntil: holdUntil(doc, now) === null ? null : (doc.fullUntil ?? null),
    };
}
/**
 * Takes a slot for `entry` (its `at` is set to `now`) when one is free. When
 * the entry's id is in the ledger already (an earlier write of this very
 * reservation went through although its answer was lost), the slot is held:
 * it is not taken twice.
 */
function reserveSlot(doc, entry, limit, now) {
    if (doc.entries.some((held) => held.id === entry.id))
        return { kind: 'held', state: windowState(doc, limit, now) };
    const before = windowState(doc, limit, now);
    if (before.remaining <= 0)
        return { kind: 'full', state: before };
    const pruned = prune(doc, now);
    const next = {
        ...pruned,
        // Counted from the latest time the service can count the job from (see CREATE_ALLOWANCE_MS).
        entries: [...pruned.entries, { ...entry, at: (0,_document_js__WEBPACK_IMPORTED_MODULE_1__/* .iso */ .KH)(now + _document_js__WEBPACK_IMPORTED_MODULE_1__/* .CREATE_ALLOWANCE_MS */ .pi) }],
        updatedAt: (0,_document_js__WEBPACK_IMPORTED_MODULE_1__/* .iso */ .KH)(now),
    };
    return { kind: 'reserved', doc: next, state: windowState(next, limit, now) };
}
/** Removes a reservation; null when it is not there (nothing to write). */
function releaseSlot(doc, id, now) {
    if (!doc.entries.some((entry) => entry.id === id))
        return null;
    const pruned = prune(doc, now);
    return { ...pruned, entries: pruned.entries.filter((entry) => entry.id !== id), updatedAt: (0,_document_js__WEBPACK_IMPORTED_MODULE_1__/* .iso */ .KH)(now) };
}
/**
 * Moves a reservation's time to `at` when that is later: the job was created
 * after the time the reservation was stamped with (a slow or retried
 * creation), and the service counts it from then. Null when there is nothing
 * to write: the reservation is gone, or its time is late enough already.
 */
function restampSlot(doc, id, at, now) {
    const entry = doc.entries.find((held) => held.id === id);
    if (!entry || ms(entry.at) >= at)
        return null;
    const pruned = prune(doc, now);
    return {
        ...pruned,
        entries: pruned.entries.map((held) => (held.id === id ? { ...held, at: (0,_document_js__WEBPACK_IMPORTED_MODULE_1__/* .iso */ .KH)(at) } : held)),
        updatedAt: (0,_document_js__WEBPACK_IMPORTED_MODULE_1__/* .iso */ .KH)(now),
    };
}
/** Tells the ledger that the service refused a job with 429: full until `until`. */
function markFull(doc, until, now) {
    const pruned = prune(doc, now);
    const current = pruned.fullUntil ? ms(pruned.fullUntil) : 0;
    // No hold reaches past one window: the service's own limit frees a slot within the hour.
    return { ...pruned, fullUntil: (0,_document_js__WEBPACK_IMPORTED_MODULE_1__/* .iso */ .KH)(Math.min(now + _document_js__WEBPACK_IMPORTED_MODULE_1__/* .WINDOW_MS */ .Qe, Math.max(current, until))), updatedAt: (0,_document_js__WEBPACK_IMPORTED_MODULE_1__/* .iso */ .KH)(now) };
}
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
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(projectId).digest('hex').slice(0, 10);
    return `${LEDGER_REF_PREFIX}${readable}-${hash}`;
}
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
/** `2025-01-31 14:05:12 UTC`, rounded up to the second, for messages and the summary. */
function formatTime(time) {
    return new Date(Math.ceil(time / 1000) * 1000)
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d{3}Z$/, ' UTC');
}
/**
 * Reservations the ledger lets through in any minute: GitHub allows 80
 * content-creating requests a minute, a job makes up to 6 (2 for the ledger,
 * the comment and its update, two reactions), and a burst's lost races a few
 * more. Twelve jobs a minute stay under it.
 */
const PACE_PER_MINUTE = 12;
const MINUTE_MS = 60_000;
/**
 * When the next reservation may be written: `now`, unless PACE_PER_MINUTE
 * reservations were taken in the last minute; then when the oldest of them
 * is a minute old. A reservation's time is its entry's less the allowance.
 */
function paceUntil(doc, now) {
    const recent = doc.entries
        .map((entry) => ms(entry.at) - _document_js__WEBPACK_IMPORTED_MODULE_1__/* .CREATE_ALLOWANCE_MS */ .pi)
        .filter((taken) => taken > now - MINUTE_MS)
        .sort((a, b) => a - b);
    const oldest = recent[recent.length - PACE_PER_MINUTE];
    return oldest === undefined ? now : Math.max(now, oldest + MINUTE_MS);
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

//# sourceMappingURL=45.index.js.map