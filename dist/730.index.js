export const id = 730;
export const ids = [730,985,102];
export const modules = {

/***/ 3730:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RESERVATION_WRITES: () => (/* binding */ RESERVATION_WRITES),
/* harmony export */   UNKNOWN_JOB_WRITES: () => (/* binding */ UNKNOWN_JOB_WRITES),
/* harmony export */   jobWrites: () => (/* binding */ jobWrites),
/* harmony export */   pace: () => (/* binding */ pace),
/* harmony export */   shareMs: () => (/* binding */ shareMs)
/* harmony export */ });
/* harmony import */ var _window_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(985);
/**
 * The pace of the runs that share a ledger (and so, as a rule, a token):
 * their GitHub writes are spaced so that together they stay under
 * `github-writes-per-minute` (default 60 of GitHub's 80 content-creating
 * requests a minute), from what the ledger shows of the others.
 *
 * Each reservation's entry says how many writes its job makes (`writes`: the
 * reservation's two, its comment, reactions, the note on the pull request…),
 * and stands for `writes / rate` of the minute. The next reservation may go
 * when the one before it has had its share: a virtual schedule over the
 * recent entries (the generic cell rate algorithm), which lets one reservation
 * come early by a share (so that a run that wakes a little late does not push
 * every later one back) and never two shares; and the writes of the
 * reservations of the last minute never add up to more than the rate. A
 * burst of fifty label jobs (five writes each) at 60 writes a minute is then
 * let through one every 5 s.
 *
 * Who goes next: each run draws a ticket (a random number in [0, 1)) and
 * listens before its first write for a time set by it, so the lowest
 * tickets come first. Entries keep their ticket: once a few have gone, the
 * tickets taken so far say how far the queue has come (the highest) and how
 * dense it is (how many per unit of ticket), so a run can tell about how
 * many are ahead of it, sleep until its turn is near and say when it expects
 * its slot.
 */

/** The writes of a job whose entry does not say (written by an earlier version): its most, a slash-command job's. */
const UNKNOWN_JOB_WRITES = 7;
/** The most writes an entry is taken to stand for: an entry from outside cannot hold the pace for long. */
const MAX_JOB_WRITES = 20;
/** The ledger's two writes of a reservation: the commit and the ref update. */
const RESERVATION_WRITES = 2;
const MINUTE_MS = 60_000;
/** The content-creating requests a job costs in all, its reservation included. */
function jobWrites(writes) {
    return (RESERVATION_WRITES +
        (writes.comment ? 2 : 0) +
        (writes.reactions ? 2 : 0) +
        (writes.note ? 1 : 0) +
        (writes.handOff ? RESERVATION_WRITES : 0) +
        (writes.openPr ? 3 * RESERVATION_WRITES : 0));
}
/** The share of the minute a job of `writes` writes takes at `perMinute`, in ms. */
function shareMs(writes, perMinute) {
    return Math.ceil((writes * MINUTE_MS) / Math.max(1, perMinute));
}
/** Reservations of a queue that must have gone before their tickets tell its density. */
const MIN_TICKETS = 3;
/** A gap of this many shares between reservations ends a queue. */
const QUEUE_GAP_SHARES = 3;
/** How many runs are ahead of `ticket`, from the tickets of the queue's reservations so far (see above); below 0 when passed. */
function ahead(taken, now, perMinute, ticket) {
    const tickets = [];
    let after = now;
    for (const entry of [...taken].reverse()) {
        if (after - entry.at > QUEUE_GAP_SHARES * shareMs(entry.writes, perMinute))
            break;
        if (entry.ticket !== undefined)
            tickets.push(entry.ticket);
        after = entry.at;
    }
    const sweep = Math.max(0, ...tickets);
    if (tickets.length < MIN_TICKETS || sweep <= 0)
        return undefined;
    return ticket < sweep ? ticket / sweep - 1 : ((ticket - sweep) * tickets.length) / sweep;
}
/** An entry's `writes` as the pace counts it: what it says, within 1 and `MAX_JOB_WRITES`. */
function boundedWrites(writes) {
    if (writes === undefined || !Number.isFinite(writes))
        return UNKNOWN_JOB_WRITES;
    return Math.min(MAX_JOB_WRITES, Math.max(1, Math.round(writes)));
}
/** When a reservation was taken: its entry counts from the creation allowance after it (see window.ts). */
const takenAt = (at) => Date.parse(at) - _window_js__WEBPACK_IMPORTED_MODULE_0__/* .CREATE_ALLOWANCE_MS */ .pi;
/** A ticket from outside: a number in [0, 1), else none. */
const boundedTicket = (ticket) => ticket !== undefined && Number.isFinite(ticket) && ticket >= 0 && ticket < 1 ? ticket : undefined;
/**
 * The pace at `now` for a job of `ownWrites` writes: the virtual time the
 * recent reservations have used up (each its share after the later of its
 * own time and the one before's end), less one share of this job's as the
 * allowance for coming early; no earlier than the moment the writes of the
 * last minute's reservations leave room for this job's; and, with `ticket`,
 * how many runs are ahead of it. With `queued` false (no other run at the
 * pace: a lone run, or runs one after the other) only the last minute's
 * writes count: a run does not wait out the shares of runs that have ended.
 */
function pace(window, now, perMinute, ownWrites, ticket, queued = true) {
    const taken = window.entries
        .map((entry) => ({ at: takenAt(entry.at), writes: boundedWrites(entry.writes), ticket: boundedTicket(entry.ticket) }))
        .filter((entry) => !Number.isNaN(entry.at))
        .sort((a, b) => a.at - b.at);
    let used = Number.NEGATIVE_INFINITY;
    for (const entry of taken)
        used = Math.max(used, entry.at) + shareMs(entry.writes, perMinute);
    const recent = taken.filter((entry) => entry.at > now - MINUTE_MS && entry.at <= now);
    // The last minute's writes with this job's must fit the rate: else wait until enough of them are a minute old.
    let room = recent.reduce((sum, entry) => sum + entry.writes, ownWrites) - perMinute;
    let roomAt = Number.NEGATIVE_INFINITY;
    for (const entry of recent) {
        if (room <= 0)
            break;
        room -= entry.writes;
        roomAt = entry.at + MINUTE_MS;
    }
    const queue = ticket === undefined ? undefined : ahead(taken, now, perMinute, ticket);
    return {
        opensAt: queued ? Math.max(used - shareMs(ownWrites, perMinute), roomAt) : roomAt,
        lastMinute: recent.length,
        ...(queue === undefined ? {} : { ahead: queue }),
    };
}


/***/ }),

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

//# sourceMappingURL=730.index.js.map