export const id = 919;
export const ids = [919,985,102,300];
export const modules = {

/***/ 7919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BUCKETS: () => (/* binding */ BUCKETS),
/* harmony export */   TIMELINE_ROWS: () => (/* binding */ TIMELINE_ROWS),
/* harmony export */   budgetChart: () => (/* binding */ budgetChart),
/* harmony export */   handOffTimeline: () => (/* binding */ handOffTimeline),
/* harmony export */   slotsPerBucket: () => (/* binding */ slotsPerBucket)
/* harmony export */ });
/* harmony import */ var _window_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(985);
/**
 * The hourly budget as a picture: a Mermaid chart (GitHub renders Mermaid in
 * job summaries and comments) of the last hour's window, in six ten-minute
 * bars (the slots taken in each), the running count against the cap (the
 * axis ends at the cap) and, in its title, when the next slot frees. The
 * chart only repeats what the sentence beside it says, for readers who see
 * it; every label is ours (numbers and times), never service or user text.
 */

/** The window in six bars of ten minutes. */
const BUCKETS = 6;
const BUCKET_MS = _window_js__WEBPACK_IMPORTED_MODULE_0__/* .WINDOW_MS */ .Qe / BUCKETS;
/** `14:05 UTC`. */
function clockTime(ms) {
    return `${new Date(Math.ceil(ms / 60_000) * 60_000).toISOString().slice(11, 16)} UTC`;
}
/** Slots taken in each ten minutes of the hour before `now`, oldest first. */
function slotsPerBucket(takenAt, now) {
    const counts = new Array(BUCKETS).fill(0);
    for (const at of takenAt) {
        // A reservation counts from when its job is created, up to two minutes ahead: drawn in the last ten minutes.
        const age = Math.max(0, now - at);
        if (age >= _window_js__WEBPACK_IMPORTED_MODULE_0__/* .WINDOW_MS */ .Qe)
            continue;
        const bucket = BUCKETS - 1 - Math.floor(age / BUCKET_MS);
        counts[bucket] = (counts[bucket] ?? 0) + 1;
    }
    return counts;
}
/**
 * The Mermaid block for the job summary, or undefined when the window is not
 * tracked (nothing to draw).
 */
function budgetChart(view) {
    if (!view.tracked || view.seenAt === undefined || view.takenAt === undefined)
        return undefined;
    const now = view.seenAt;
    const bars = slotsPerBucket(view.takenAt, now);
    let running = 0;
    const line = bars.map((count) => (running += count));
    const used = view.used ?? line.at(-1) ?? 0;
    const frees = view.freesAt === undefined || view.freesAt <= now ? 'a slot is free now' : `next slot frees ${clockTime(view.freesAt)}`;
    const labels = bars.map((_, index) => {
        const from = (BUCKETS - index) * 10;
        return `"${from}-${from - 10} min ago"`;
    });
    return [
        '```mermaid',
        'xychart-beta',
        `  title "Agent jobs in the last hour: ${used} of ${view.limit}, ${frees}"`,
        `  x-axis [${labels.join(', ')}]`,
        `  y-axis "jobs" 0 --> ${Math.max(view.limit, used, 1)}`,
        `  bar [${bars.join(', ')}]`,
        `  line [${line.join(', ')}]`,
        '```',
    ].join('\n');
}
/** The most rows the timeline draws (the summary's sentence counts them all). */
const TIMELINE_ROWS = 30;
const SECTIONS = { reported: 'Reported by this run', pending: 'Still pending', queued: 'Queued' };
/**
 * The report summary's picture: a Mermaid gantt of the handed-off jobs this
 * run reported, those still pending and the queued requests, each from when it
 * was handed off (or queued) to `now`. Undefined when there is nothing to draw.
 */
function handOffTimeline(items, now) {
    if (items.length === 0)
        return undefined;
    const shown = [...items].sort((a, b) => a.since - b.since).slice(0, TIMELINE_ROWS);
    const lines = [
        '```mermaid',
        'gantt',
        '  title Handed-off and queued jobs, until this report (UTC)',
        '  dateFormat x',
        '  axisFormat %H:%M',
    ];
    for (const state of ['reported', 'pending', 'queued']) {
        const rows = shown.filter((item) => item.state === state);
        if (rows.length === 0)
            continue;
        lines.push(`  section ${SECTIONS[state]}`);
        for (const item of rows) {
            const label = item.label.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 40) || 'job';
            const tag = state === 'reported' ? 'done, ' : state === 'pending' ? 'active, ' : '';
            // Whole milliseconds: Mermaid's `x` format reads an integer (GitHub's clock here may carry a fraction).
            lines.push(`  ${label} :${tag}${Math.round(Math.min(item.since, now))}, ${Math.round(now)}`);
        }
    }
    lines.push('```');
    return lines.join('\n');
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

//# sourceMappingURL=919.index.js.map