export const id = 709;
export const ids = [709];
export const modules = {

/***/ 7616:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tp: () => (/* binding */ byChangeSize),
/* harmony export */   X$: () => (/* binding */ MAX_CONTEXT_FILES),
/* harmony export */   YT: () => (/* binding */ contextItems),
/* harmony export */   Zh: () => (/* binding */ MAX_LISTED_FILES),
/* harmony export */   gb: () => (/* binding */ MAX_HUNK_CHARS),
/* harmony export */   uD: () => (/* binding */ selectHunks),
/* harmony export */   w_: () => (/* binding */ changesHash)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(767);
/**
 * What an impact check sends besides its question: the pull request's changed
 * hunks as the assistant's `context` items, capped so that the request stays
 * small (at most `MAX_CONTEXT_FILES` files and `MAX_HUNK_CHARS` characters of
 * hunks, the largest changes first), and the hash that tells a later push
 * whether anything the check saw has changed.
 *
 * The hunks are untrusted code: they go to the assistant as data, redacted of
 * the run's secrets, and never into a comment or the log.
 */


/** The most files whose hunks are sent. */
const MAX_CONTEXT_FILES = 20;
/** The most characters of hunks sent, all files together. */
const MAX_HUNK_CHARS = 4_000;
/** The most files GitHub lists for a pull request (its files API stops there): an impact check reads them all. */
const MAX_LISTED_FILES = 3_000;
const size = (file) => (file.additions ?? 0) + (file.deletions ?? 0);
/** Largest change first (added plus removed lines), then by path, so the order never depends on GitHub's. */
function byChangeSize(files) {
    return [...files].sort((a, b) => size(b) - size(a) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
/** Text cut to at most `max` characters, at the last line end within them when there is one. */
function cutAtLine(text, max) {
    if (text.length <= max)
        return text;
    const end = text.lastIndexOf('\n', max);
    return end > 0 ? text.slice(0, end) : text.slice(0, max);
}
/**
 * The hunks to send: the `caps.files` largest changes that have hunks, and
 * `caps.chars` characters shared among them so that as many files as possible
 * go whole: the smallest first take what they need, and each larger one an
 * equal share of what is left (cut at a line end). Sent largest first.
 */
function selectHunks(files, caps = { files: MAX_CONTEXT_FILES, chars: MAX_HUNK_CHARS }) {
    const withHunks = byChangeSize(files)
        .filter((file) => file.patch !== undefined && file.patch.trim() !== '')
        .map((file) => ({ path: file.path, patch: (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(file.patch ?? '') }));
    const chosen = withHunks.slice(0, caps.files);
    const room = new Map();
    let left = caps.chars;
    const smallestFirst = [...chosen].sort((a, b) => a.patch.length - b.patch.length);
    for (const [index, file] of smallestFirst.entries()) {
        const share = Math.floor(left / (smallestFirst.length - index));
        const given = Math.min(file.patch.length, share);
        room.set(file.path, given);
        left -= given;
    }
    const items = [];
    for (const file of chosen) {
        const value = cutAtLine(file.patch, room.get(file.path) ?? 0);
        if (value.trim() !== '')
            items.push({ path: file.path, value, cut: value.length < file.patch.length });
    }
    const totalChars = withHunks.reduce((sum, file) => sum + file.patch.length, 0);
    const sentChars = items.reduce((sum, item) => sum + item.value.length, 0);
    return {
        items,
        totalFiles: files.length,
        filesWithHunks: withHunks.length,
        totalChars,
        sentChars,
        capped: items.length < withHunks.length || items.some((item) => item.cut),
    };
}
/**
 * The context items of the request: v2 names each file in `path`; v1 takes
 * no `path`, so the hunks carry the file in a unified diff's own header
 * (`--- a/…`, `+++ b/…`) instead.
 */
function contextItems(selection, apiVersion) {
    return selection.items.map((item) => apiVersion === 'v2'
        ? { type: 'code', value: item.value, path: item.path }
        : { type: 'code', value: `--- a/${item.path}\n+++ b/${item.path}\n${item.value}` });
}
/** A hunk header's line numbers (`@@ -12,7 +12,9 @@`): a rebase moves them without changing the change. */
const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@/gm;
/**
 * The hash of what the check saw: every changed file's path, status and
 * hunks (their line numbers left out, so a rebase that moves a change is not
 * a new change; a file without hunks by its blob), and the head commit when
 * the list is cut (`head`). 16 hex digits, recorded in the comment's marker.
 */
function changesHash(files, head) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update('impact-v1');
    // The list was cut (GitHub lists at most 3,000 files): what it left out is unseen, so each new head is a new change.
    if (head !== undefined)
        hash.update(`\0head:${head}`);
    const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    for (const file of sorted) {
        const hunks = file.patch === undefined ? `blob:${file.sha ?? ''}` : file.patch.replace(HUNK_HEADER, '@@');
        for (const part of [file.path, file.previousPath ?? '', file.status, hunks])
            hash.update(`\0${String(part.length)}:${part}`);
    }
    return hash.digest('hex').slice(0, 16);
}


/***/ }),

/***/ 9332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ASSISTANT_MONTH_FIELD: () => (/* binding */ ASSISTANT_MONTH_FIELD),
/* harmony export */   GS: () => (/* binding */ monthOf),
/* harmony export */   MA: () => (/* binding */ nextMonthStart),
/* harmony export */   NO: () => (/* binding */ releaseMessage),
/* harmony export */   a5: () => (/* binding */ reserveMessage),
/* harmony export */   dU: () => (/* binding */ holdFull),
/* harmony export */   jQ: () => (/* binding */ DEFAULT_HOLD_MS),
/* harmony export */   monthSection: () => (/* binding */ monthSection),
/* harmony export */   monthState: () => (/* binding */ monthState),
/* harmony export */   readCounter: () => (/* binding */ readCounter),
/* harmony export */   uW: () => (/* binding */ section),
/* harmony export */   yy: () => (/* binding */ keyFingerprint)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3759);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3102);
/* harmony import */ var _ledger_document_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4732);
/**
 * The assistant's monthly count as a ledger section: its field
 * (`assistantMonth`), a counter per key fingerprint (never the key), and the
 * pure reducers the store runs in its compare-and-swap: count a message, give
 * one back, hold the count as full after a 429. A counter of an earlier
 * month reads as a fresh one. The glue a mode calls is assistant-month.ts.
 */



const ASSISTANT_MONTH_FIELD = 'assistantMonth';
/** Reservation ids kept per counter: a write whose answer was lost is recognised, never counted twice. */
const RECENT_IDS = 50;
/** How long a 429 without `Retry-After` holds the count as full. */
const DEFAULT_HOLD_MS = 60_000;
/** The section as the store sees it: the `assistantMonth` field, its counters read one by one by `readCounter`. */
const monthSection = {
    name: "the assistant's monthly count",
    fields: [ASSISTANT_MONTH_FIELD],
    read: (doc) => ({ state: section(doc), repairs: [] }),
    write: (state) => ({ [ASSISTANT_MONTH_FIELD]: state }),
};
const CounterSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    month: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._regex */ .Fk(/^\d{4}-\d{2}$/)),
    used: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr(), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._gte */ .qm(0), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._lte */ .Zm(Number.MAX_SAFE_INTEGER)),
    fullUntil: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .datetime */ .w$({ offset: true }))),
    recent: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._maxLength */ .Eb(200)))),
});
/** The fingerprint a key is counted under: 16 hex digits of its SHA-256, which do not give the key away. */
function keyFingerprint(key) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`docs-agent assistant key\0${key.trim()}`).digest('hex').slice(0, 16);
}
/** `YYYY-MM` of a time, UTC. */
function monthOf(time) {
    return new Date(time).toISOString().slice(0, 7);
}
/** The first moment of the month after the one `time` is in, UTC. */
function nextMonthStart(time) {
    const date = new Date(time);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}
function section(doc) {
    const raw = doc[ASSISTANT_MONTH_FIELD];
    return raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
}
/**
 * This month's counter for `fingerprint`: a counter of an earlier month, or
 * one that is not a counter (hand edits), reads as a fresh one; a hold that
 * has ended is gone, and one reaching past the month ends with it.
 */
function readCounter(doc, fingerprint, now) {
    const month = monthOf(now);
    const parsed = CounterSchema.safeParse(section(doc)[fingerprint]);
    if (!parsed.success || parsed.data.month !== month)
        return { month, used: 0, fullUntil: null, recent: [] };
    const until = parsed.data.fullUntil ? Math.min(Date.parse(parsed.data.fullUntil), nextMonthStart(now)) : Number.NaN;
    return {
        month,
        used: parsed.data.used,
        fullUntil: until > now ? (0,_ledger_document_js__WEBPACK_IMPORTED_MODULE_1__/* .iso */ .KH)(until) : null,
        recent: (parsed.data.recent ?? []).slice(-RECENT_IDS),
    };
}
function monthState(counter, limit, now) {
    const hold = counter.fullUntil ? Date.parse(counter.fullUntil) : null;
    const remaining = hold === null ? Math.max(0, limit - counter.used) : 0;
    const nextSlotAt = hold !== null && counter.used < limit ? hold : remaining > 0 ? now : nextMonthStart(now);
    return { month: counter.month, limit, used: counter.used, remaining, nextSlotAt, fullUntil: hold };
}
/** The document with `fingerprint`'s counter replaced; every other field and counter kept as it is. */
function withCounter(doc, fingerprint, counter, now) {
    return { ...doc, [ASSISTANT_MONTH_FIELD]: { ...section(doc), [fingerprint]: counter }, updatedAt: (0,_ledger_document_js__WEBPACK_IMPORTED_MODULE_1__/* .iso */ .KH)(now) };
}
/** Counts one message for `id` when the month has room; nothing is written when it is full or already counted. */
function reserveMessage(doc, fingerprint, id, limit, now) {
    const counter = readCounter(doc, fingerprint, now);
    if (counter.recent.includes(id))
        return { write: null, result: { kind: 'held', state: monthState(counter, limit, now) } };
    const before = monthState(counter, limit, now);
    if (before.remaining <= 0)
        return { write: null, result: { kind: 'full', state: before } };
    const next = { ...counter, used: counter.used + 1, recent: [...counter.recent, id].slice(-RECENT_IDS) };
    return {
        write: withCounter(doc, fingerprint, next, now),
        result: { kind: 'reserved', state: monthState(next, limit, now) },
        message: `docs-agent budget: count an assistant message (${String(next.used)}/${String(limit)} in ${next.month})`,
    };
}
/** Gives a message's count back (the service surely did not count it); null when it is not there. */
function releaseMessage(doc, fingerprint, id, now) {
    const counter = readCounter(doc, fingerprint, now);
    if (!counter.recent.includes(id))
        return null;
    const next = { ...counter, used: Math.max(0, counter.used - 1), recent: counter.recent.filter((held) => held !== id) };
    return withCounter(doc, fingerprint, next, now);
}
/** The service answered 429: the count is full until `until` (at most the month's end, when it starts afresh). */
function holdFull(doc, fingerprint, until, now) {
    const counter = readCounter(doc, fingerprint, now);
    const current = counter.fullUntil ? Date.parse(counter.fullUntil) : 0;
    const end = Math.min(nextMonthStart(now), Math.max(current, until));
    return withCounter(doc, fingerprint, { ...counter, fullUntil: (0,_ledger_document_js__WEBPACK_IMPORTED_MODULE_1__/* .iso */ .KH)(end) }, now);
}
/** How a reservation ended: counted, not kept (no ledger), or the month (or a 429's hold) is full. */


/***/ }),

/***/ 1715:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AssistantQuota: () => (/* binding */ AssistantQuota),
  monthLedger: () => (/* binding */ monthLedger),
  sendCounted: () => (/* binding */ sendCounted)
});

// EXTERNAL MODULE: ./src/render/time.ts
var time = __webpack_require__(2891);
// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/util/clock.ts
var clock = __webpack_require__(7110);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/ledger/errors.ts
var ledger_errors = __webpack_require__(9706);
// EXTERNAL MODULE: ./src/budget/assistant-counter.ts
var assistant_counter = __webpack_require__(9332);
// EXTERNAL MODULE: ./node_modules/zod/v4/mini/schemas.js
var schemas = __webpack_require__(4343);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(3759);
// EXTERNAL MODULE: ./src/ledger/document.ts
var ledger_document = __webpack_require__(4732);
;// CONCATENATED MODULE: ./src/budget/impact-share.ts
/**
 * Impact checks' own count, beside the assistant's monthly count in the same
 * ledger section (assistant-counter.ts): a counter under `<fingerprint>:impact`
 * holds this month's impact messages in all, per pull request and per author,
 * so that checks anyone can start with a push (`pull_request_target` on a
 * fork) take at most `impact-budget-per-month` of the key's messages, and at
 * most `impact-checks-per-pull-request` and `impact-checks-per-author` each:
 * the rest of the month stays for `/docs ask`. Pure reducers, run in the
 * same compare-and-swap as the shared count.
 */




/** Pull requests and authors an impact counter keeps; past this the oldest are dropped (the document stays small). */
const MAX_TRACKED = 500;
const RECENT_IDS = 50;
const Counts = schemas/* record */.g1P(schemas/* string */.YjP().check(api/* _maxLength */.Eb(300)), schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _gte */.qm(0), api/* _lte */.Zm(Number.MAX_SAFE_INTEGER)));
const ImpactSchema = schemas/* looseObject */._H3({
    month: schemas/* string */.YjP().check(api/* _regex */.Fk(/^\d{4}-\d{2}$/)),
    used: schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _gte */.qm(0), api/* _lte */.Zm(Number.MAX_SAFE_INTEGER)),
    pulls: schemas/* optional */.lqM(Counts),
    authors: schemas/* optional */.lqM(Counts),
    recent: schemas/* optional */.lqM(schemas/* array */.YOg(schemas/* string */.YjP().check(api/* _maxLength */.Eb(200)))),
});
/** The key the impact counter of a fingerprint is kept under. */
const impactKey = (fingerprint) => `${fingerprint}:impact`;
/** Keeps the newest `MAX_TRACKED` names (object keys keep their insertion order; the names never look like numbers). */
function bounded(counts) {
    const entries = Object.entries(counts);
    return Object.fromEntries(entries.slice(Math.max(0, entries.length - MAX_TRACKED)));
}
/** This month's impact counter; one of an earlier month, or one that is not a counter, reads as a fresh one. */
function readImpactCounter(doc, fingerprint, now) {
    const month = (0,assistant_counter/* monthOf */.GS)(now);
    const parsed = ImpactSchema.safeParse((0,assistant_counter/* section */.uW)(doc)[impactKey(fingerprint)]);
    if (!parsed.success || parsed.data.month !== month)
        return { month, used: 0, pulls: {}, authors: {}, recent: [] };
    return {
        month,
        used: parsed.data.used,
        pulls: bounded({ ...parsed.data.pulls }),
        authors: bounded({ ...parsed.data.authors }),
        recent: (parsed.data.recent ?? []).slice(-RECENT_IDS),
    };
}
/** Why an impact message may not be counted: a limit of impact checks is reached (undefined: it may). */
function impactRefusal(counter, claim, limits, now) {
    const renews = `; it renews on ${(0,ledger_document/* iso */.KH)((0,assistant_counter/* nextMonthStart */.MA)(now)).slice(0, 10)}`;
    const pull = counter.pulls[claim.pull] ?? 0;
    const author = counter.authors[claim.author] ?? 0;
    if (counter.used >= limits.perMonth) {
        return `Impact checks have used their share of the assistant's monthly budget: ${String(counter.used)} of ${String(limits.perMonth)} messages in ${counter.month} ('${names/* Inputs */.G0.ImpactBudgetPerMonth}'; the rest is kept for ask mode)${renews}.`;
    }
    if (pull >= limits.perPull) {
        return `Pull request ${claim.pull} has had ${String(pull)} impact checks in ${counter.month} ('${names/* Inputs */.G0.ImpactChecksPerPr}': ${String(limits.perPull)})${renews}.`;
    }
    if (author >= limits.perAuthor) {
        return `The pull requests of ${claim.author} have had ${String(author)} impact checks in ${counter.month} ('${names/* Inputs */.G0.ImpactChecksPerAuthor}': ${String(limits.perAuthor)})${renews}.`;
    }
    return undefined;
}
/** The counts with `name`'s changed by `by`, moved to the end (the newest), and gone at zero. */
const add = (counts, name, by) => {
    const value = Math.max(0, (counts[name] ?? 0) + by);
    const rest = Object.entries(counts).filter(([key]) => key !== name);
    return bounded(Object.fromEntries(value > 0 ? [...rest, [name, value]] : rest));
};
/** The counter with one message for `id` counted (`by` 1) or given back (`by` -1). */
function countImpact(counter, claim, id, by) {
    return {
        month: counter.month,
        used: Math.max(0, counter.used + by),
        pulls: add(counter.pulls, claim.pull, by),
        authors: add(counter.authors, claim.author, by),
        recent: by > 0 ? [...counter.recent, id].slice(-RECENT_IDS) : counter.recent.filter((held) => held !== id),
    };
}
/** The document with the impact counter of `fingerprint` replaced; everything else kept. */
function withImpactCounter(doc, fingerprint, counter) {
    return { ...doc, [assistant_counter.ASSISTANT_MONTH_FIELD]: { ...(0,assistant_counter/* section */.uW)(doc), [impactKey(fingerprint)]: counter } };
}
/** Gives an impact message back (a refused or cancelled message); the document unchanged when `id` is not counted. */
function releaseImpact(doc, fingerprint, id, claim, now) {
    const counter = readImpactCounter(doc, fingerprint, now);
    if (!counter.recent.includes(id))
        return doc;
    return withImpactCounter(doc, fingerprint, countImpact(counter, claim, id, -1));
}

// EXTERNAL MODULE: ./src/ledger/store.ts + 3 modules
var ledger_store = __webpack_require__(1010);
// EXTERNAL MODULE: ./src/budget/messages.ts
var messages = __webpack_require__(7585);
;// CONCATENATED MODULE: ./src/budget/assistant-month.ts
/**
 * The assistant's monthly count: the service allows 10,000 assistant messages
 * per key and month (spec section 8), and every assistant call of the action
 * (ask mode, impact checks) counts. A section of a ledger document in the same
 * git-ref store as the hourly budget: its own field (`assistantMonth`), a
 * counter per key fingerprint (never the key), on a ref per key
 * (`refs/docs-agent/budget/assistant-<fingerprint>` in `budget-repository`),
 * since a key is not tied to one project id. The functions are pure reducers
 * for the store's compare-and-swap; `AssistantQuota` is the glue a mode calls:
 * reserve before the message, settle after it (a refused message gives its
 * count back; a 429 holds the count as full, as the hourly budget does).
 */









/** Longest time a ledger write spends on lost races before it waits for GitHub's next minute. */
const CONTENTION_MS = 2 * 60 * 1000;
/** How long to wait before asking a rate-limited (or contended) ledger again: GitHub's secondary limit asks for a minute. */
const BUSY_RETRY_MS = 60_000;
const WAKE_SPREAD_MS = 2000;
/** The glue a mode calls around each assistant message (see the module comment). */
class AssistantQuota {
    options;
    fingerprint;
    store;
    untracked;
    reservation;
    constructor(options) {
        this.options = options;
        // The store's writes take the wrap-up's seconds (the count given back after a timeout); the waits keep the fixed view.
        const ledger = monthLedger({ ...options, deadline: options.deadline.withWrapUp() });
        this.fingerprint = ledger.fingerprint;
        this.store = ledger.store;
        this.untracked = ledger.untracked;
    }
    /**
     * One compare-and-swap of the section. GitHub's limits and other runs are `busy` (waited for by the caller);
     * only a ledger the token cannot use at all (permission, an unreachable or unexpected answer) is `untracked`,
     * with a warning that names the cause.
     */
    async update(what, mutate) {
        const store = this.store;
        if (!store || this.untracked !== undefined)
            return { kind: 'untracked' };
        try {
            // The section's reducers see the document as this module writes it: only its own field changes.
            const updated = await store.update(assistant_counter.monthSection, (current, now) => {
                const change = mutate({ [assistant_counter.ASSISTANT_MONTH_FIELD]: current.state }, now);
                return {
                    state: change.write ? (0,assistant_counter/* section */.uW)(change.write) : null,
                    result: change.result,
                    ...(change.message ? { subject: change.message } : {}),
                };
            }, { maxAttempts: 1000, contentionMs: CONTENTION_MS });
            return { kind: 'done', result: updated.result };
        }
        catch (error) {
            if (!(0,ledger_errors/* isLedgerUnavailable */.oY)(error))
                throw error;
            if (error.reason === 'rate-limited' || error.reason === 'contention')
                return { kind: 'busy', error };
            this.untracked = error.message;
            this.options.log.warning((0,messages/* untrackedWarning */.CK)(what, store, error));
            return { kind: 'untracked' };
        }
    }
    /** The reducer of a reservation: the shared count first (a full month is the policy's), then impact checks' own limits; one write. */
    reduceReserve(doc, now, id) {
        const { settings, impact } = this.options;
        const change = (0,assistant_counter/* reserveMessage */.a5)(doc, this.fingerprint, id, settings.perMonth, now);
        if (!impact || change.result.kind !== 'reserved' || !change.write)
            return { ...change, result: { ...change.result, now } };
        const counter = readImpactCounter(doc, this.fingerprint, now);
        const refused = impactRefusal(counter, impact.claim, impact.limits, now);
        if (refused !== undefined) {
            const state = (0,assistant_counter.monthState)((0,assistant_counter.readCounter)(doc, this.fingerprint, now), settings.perMonth, now);
            return { write: null, result: { kind: 'full', state: { ...state, nextSlotAt: (0,assistant_counter/* nextMonthStart */.MA)(now) }, now, refused } };
        }
        const write = withImpactCounter(change.write, this.fingerprint, countImpact(counter, impact.claim, id, 1));
        return { ...change, write, result: { ...change.result, now } };
    }
    /**
     * Counts one message before it is sent. A full month applies `on-budget-exhausted`; a limit of impact checks
     * skips; a ledger GitHub rate-limits, or that other runs keep winning, is waited for within the deadline, then
     * `on-budget-exhausted` decides: the message is never sent uncounted for either.
     */
    async reserve() {
        const { settings, log, random = Math.random, deadline } = this.options;
        const id = `${this.options.runId}-${Math.floor(random() * 0xffffffff).toString(16)}`;
        for (;;) {
            const updated = await this.update('count the message', (doc, now) => this.reduceReserve(doc, now, id));
            if (updated.kind === 'untracked') {
                if (!this.store)
                    log.warning(`The assistant's monthly budget is not tracked for this run: ${this.untracked ?? ''}.`);
                return { kind: 'untracked', reason: this.untracked ?? 'no ledger' };
            }
            if (updated.kind === 'busy') {
                const retryMs = BUSY_RETRY_MS + Math.round(random() * WAKE_SPREAD_MS);
                const now = (0,clock/* wall */.zP)();
                if (retryMs > deadline.timeLeft()) {
                    const message = (0,messages/* busyMessage */.Fj)(updated.error, this.store, settings.onExhausted);
                    return { kind: 'exhausted', policy: settings.onExhausted, message, nextSlotAt: now + retryMs };
                }
                log.info(`The assistant's monthly count could not be updated (${updated.error.message}): trying again at ${(0,time/* formatTime */.f)(now + retryMs)}, within the run's time. The message is not sent before it is counted.`);
                await (0,clock/* sleep */.yy)(retryMs, deadline.signal);
                continue;
            }
            const found = updated.result;
            if (found.refused !== undefined)
                return { kind: 'exhausted', policy: 'skip', message: found.refused, nextSlotAt: found.state.nextSlotAt };
            if (found.kind !== 'full') {
                this.reservation = id;
                const { used, limit, remaining, month } = found.state;
                log.info(`Counted in the assistant's monthly budget: ${String(used)} of ${String(limit)} messages in ${month}, ${String(remaining)} left.`);
                return { kind: 'reserved', state: found.state };
            }
            const waitMs = found.state.nextSlotAt - found.now;
            if (settings.onExhausted !== 'wait' || waitMs > deadline.timeLeft()) {
                const message = exhaustedMessage(found.state, found.now, settings.onExhausted);
                return { kind: 'exhausted', policy: settings.onExhausted, message, nextSlotAt: found.state.nextSlotAt };
            }
            log.info(`${exhaustedMessage(found.state, found.now, 'wait')} Waiting for it ('${names/* Inputs */.G0.OnBudgetExhausted}': wait).`);
            await (0,clock/* sleep */.yy)(waitMs + Math.round(random() * 2000), deadline.signal);
        }
    }
    /** The message's count (and an impact check's) given back. */
    giveBack(id) {
        const impact = this.options.impact;
        return (doc, now) => {
            const released = (0,assistant_counter/* releaseMessage */.NO)(doc, this.fingerprint, id, now);
            if (!released)
                return null;
            return impact ? releaseImpact(released, this.fingerprint, id, impact.claim, now) : released;
        };
    }
    /**
     * After the message: a 429 holds the count as full (until `Retry-After`, or
     * a minute) and gives the message back; any other refusal before an answer
     * (a 4xx, a connection that never opened) gives it back, and so does a
     * cancelled run (a later run checks the same pull request again), in the few
     * seconds main gives the writes after a cancellation.
     */
    async settle(error) {
        const id = this.reservation;
        if (error === undefined || id === undefined)
            return;
        const status = error instanceof errors/* ServiceHttpError */.iL ? error.status : undefined;
        const giveBack = this.giveBack(id);
        let updated;
        if (status === 429) {
            const holdMs = error instanceof errors/* ServiceHttpError */.iL && error.retryAfterMs !== undefined ? Math.max(0, error.retryAfterMs) : assistant_counter/* DEFAULT_HOLD_MS */.jQ;
            updated = await this.update("note the assistant's 429", (doc, now) => {
                const held = (0,assistant_counter/* holdFull */.dU)(doc, this.fingerprint, now + holdMs, now);
                return { write: giveBack(held, now) ?? held, result: undefined };
            });
        }
        else if (this.options.deadline.cancelled || error instanceof errors/* AbortedError */.oM) {
            this.options.deadline.wrapUp();
            updated = await this.update('give back the message of a cancelled run', (doc, now) => ({
                write: giveBack(doc, now),
                result: undefined,
            }));
        }
        else if ((status !== undefined && status < 500) || (error instanceof errors/* ServiceNetworkError */.GM && error.beforeSend)) {
            updated = await this.update('give back a message the assistant refused', (doc, now) => ({
                write: giveBack(doc, now),
                result: undefined,
            }));
        }
        else {
            return;
        }
        if (updated.kind === 'busy')
            this.options.log.warning(`Could not give the message's count back: ${updated.error.message}.`);
        this.reservation = undefined;
    }
}
/** The ledger of the key's monthly count, as `AssistantQuota` keeps it. */
function monthLedger(options) {
    const fingerprint = (0,assistant_counter/* keyFingerprint */.yy)(options.assistantApiKey);
    const place = { fingerprint, limit: options.settings.perMonth };
    const repository = options.settings.repository || options.repository;
    if (!options.github)
        return { ...place, store: undefined, untracked: `no '${names/* Inputs */.G0.GithubToken}' was given` };
    if (!/^[^/]+\/[^/]+$/.test(repository))
        return { ...place, store: undefined, untracked: `no repository for the ledger (GITHUB_REPOSITORY is not set)` };
    const store = new ledger_store.LedgerStore({
        client: options.github,
        repository,
        projectId: `assistant-${fingerprint}`,
        ...(options.deadline ? { deadline: options.deadline } : {}),
        warn: options.log.warning,
        ...(options.random ? { random: options.random } : {}),
    });
    return { ...place, store, untracked: undefined };
}
/** Sends the message counted by `reserve`; a failure settles the count before it is thrown on. */
async function sendCounted(quota, send) {
    return send().catch(async (error) => {
        await quota.settle(error);
        throw error;
    });
}
/** Why no message is sent, and what the policy does about it. */
function exhaustedMessage(state, now, policy) {
    const when = `${(0,time/* formatTime */.f)(state.nextSlotAt)} (in ${(0,messages/* formatWait */.Du)(state.nextSlotAt - now)})`;
    const why = state.fullUntil !== null && state.used < state.limit
        ? `The assistant refused a message with 429 (one of its rate limits is reached; this ledger counts ${String(state.used)} of ${String(state.limit)} messages in ${state.month}); it is held as full until ${when}.`
        : `The assistant's monthly budget is used up: ${String(state.used)} of ${String(state.limit)} messages in ${state.month} ('${names/* Inputs */.G0.AssistantBudgetPerMonth}': ${String(state.limit)}); it renews at ${when}.`;
    return policy === 'fail' ? `${why} Set '${names/* Inputs */.G0.OnBudgetExhausted}' to 'skip' to skip the message instead of failing.` : why;
}


/***/ }),

/***/ 3699:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ questionFromIssue),
/* harmony export */   BM: () => (/* binding */ findLatestThread),
/* harmony export */   Et: () => (/* binding */ renderAnswerComment),
/* harmony export */   Tq: () => (/* binding */ monthUsageText),
/* harmony export */   renderAnswerMarkdown: () => (/* binding */ renderAnswerMarkdown),
/* harmony export */   rz: () => (/* binding */ answerMarker),
/* harmony export */   y9: () => (/* binding */ ANSWER_KIND)
/* harmony export */ });
/* unused harmony export threadOf */
/* harmony import */ var _marked_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1433);
/* harmony import */ var _render_answer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8676);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2495);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(893);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(767);
/**
 * The pure pieces of answering on an issue: the answer comment's body, the
 * thread its marker records, and the question of a labelled issue. The marker
 * is the action's shared one (`formatMarker`, `kind=answer`), so an answer is
 * never taken for a command (`hasMarker`) and is found again with the other
 * comments the action wrote.
 */





/** GitHub refuses comment bodies longer than this. */
const COMMENT_MAX = 65_536;
/** Sources listed in a comment; the rest are counted. */
const SOURCES_SHOWN = 30;
/** The marker kind of an answer comment. */
const ANSWER_KIND = 'answer';
/** One source: a link when its URL is `https`, else its title and URL as plain text. */
function sourceLine(source) {
    if ((0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .httpsUrl */ .N3)(source.url))
        return `- ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .link */ .nf)(source.url, source.title || source.url)}`;
    const title = (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)((source.title || source.url).replace(/\s+/g, ' ').trim());
    if (!source.url || source.url === source.title)
        return `- ${title}`;
    return `- ${title} (${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(source.url)})`;
}
/**
 * The marker fields of an answer: `kind=answer`, the conversation (`thread-id`,
 * and `thread-key` for v1) and whatever else the caller records (the run).
 */
function answerMarker(thread, extra = {}) {
    const fields = { kind: ANSWER_KIND };
    if (thread?.threadId) {
        fields['thread-id'] = thread.threadId;
        if (thread.threadKey)
            fields['thread-key'] = thread.threadKey;
    }
    return { ...fields, ...extra };
}
/** `assistant message 12 of 10000 this month`: the usage line of the ask and impact comments. */
function monthUsageText(usage) {
    return `assistant message ${usage.used} of ${usage.limit} this month`;
}
const SHORTENED = '\n\n_The answer was shortened to fit in a comment._';
/**
 * The answer, filtered (`safeAnswerMarkdown`), in at most `room` characters
 * plus the note that says it was shortened. Filtering may lengthen the text
 * (escapes, link destinations shown as code), so a long answer is cut,
 * filtered again, and cut shorter while it does not fit.
 */
function fitAnswer(answer, room) {
    if (!answer)
        return '_The assistant gave an empty answer._';
    let text = answer.slice(0, Math.max(0, room));
    for (let attempt = 0; attempt < 4; attempt += 1) {
        const safe = (0,_render_answer_js__WEBPACK_IMPORTED_MODULE_1__/* .safeAnswerMarkdown */ .f)(text);
        if (safe.length <= room)
            return text.length < answer.length ? `${safe}${SHORTENED}` : safe;
        text = text.slice(0, Math.max(0, Math.floor((text.length * room) / safe.length) - 1));
    }
    return SHORTENED.trimStart();
}
/** The answer as markdown with a "Sources" section: used by the comment and the job summary. */
function renderAnswerMarkdown(answer, sources, maxLength = Infinity) {
    const shown = sources.slice(0, SOURCES_SHOWN).map(sourceLine);
    if (sources.length > SOURCES_SHOWN)
        shown.push(`- _and ${sources.length - SOURCES_SHOWN} more_`);
    const sourcesBlock = shown.length > 0 ? `\n\n### Sources\n\n${shown.join('\n')}` : '';
    const room = maxLength - sourcesBlock.length - SHORTENED.length;
    return `${fitAnswer(answer.trim(), room)}${sourcesBlock}`;
}
/**
 * The body of the comment that answers a question: the hidden marker first
 * (as on every comment the action writes), the answer, then its sources (only
 * `https` URLs become links).
 */
function renderAnswerComment(comment) {
    // Redacted before rendering (as the job comment is): escaping could hide a secret from the request hook.
    const { answer, sources, marker: fields, usage } = (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactAll */ .$I)(comment);
    const marker = (0,_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .formatMarker */ .gJ)(fields);
    const footer = usage ? `\n\n<sub>${monthUsageText(usage)}</sub>` : '';
    // Two line breaks: after the marker and at the end.
    return `${marker}\n${renderAnswerMarkdown(answer, sources, COMMENT_MAX - marker.length - footer.length - 2)}${footer}\n`;
}
/** The thread an answer's marker records, if any. */
function threadOf(marker) {
    const threadId = marker['thread-id'];
    if (marker.kind !== ANSWER_KIND || !threadId)
        return undefined;
    const threadKey = marker['thread-key'];
    return threadKey ? { threadId, threadKey } : { threadId };
}
/**
 * The thread of the latest answer that names one, so that a follow-up
 * continues the conversation. `comments` are the trusted marked comments
 * (`listMarkedComments`), oldest first; `skip` leaves some out (this run's own answer).
 */
function findLatestThread(comments, skip = () => false) {
    for (let i = comments.length - 1; i >= 0; i -= 1) {
        const marker = comments[i]?.marker;
        const thread = marker && !skip(marker) ? threadOf(marker) : undefined;
        if (thread)
            return thread;
    }
    return undefined;
}
/** The question of an issue labelled with `ask-label`: its title, then its body. */
function questionFromIssue(title, body) {
    return [title.trim(), (body ?? '').trim()].filter((part) => part !== '').join('\n\n');
}


/***/ }),

/***/ 1131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMENT_MAX: () => (/* binding */ COMMENT_MAX),
/* harmony export */   capNote: () => (/* binding */ capNote),
/* harmony export */   originsOf: () => (/* binding */ originsOf),
/* harmony export */   pageLine: () => (/* binding */ pageLine),
/* harmony export */   renderClearedComment: () => (/* binding */ renderClearedComment),
/* harmony export */   renderImpactComment: () => (/* binding */ renderImpactComment)
/* harmony export */ });
/* harmony import */ var _answer_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3699);
/* harmony import */ var _marked_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1433);
/* harmony import */ var _render_answer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8676);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2495);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(893);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(767);
/* harmony import */ var _affected_pages_hunks_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7616);
/**
 * The impact comment's body: the pages the check found, each linked by its
 * title with the answer's sentence about it, what happens next, and what the
 * check sent (the cap). The comment is inert: links go only to the
 * documentation site's own origins (those of the pages), the sentence passes
 * the answer filter in its strict form (no mention, image, raw HTML, math or
 * bidirectional control survives), and the body stays under GitHub's limit
 * (`COMMENT_MAX`). Or, when
 * a later check finds nothing, the same comment saying so. Every text is
 * redacted before it is rendered; the marker records the check (impact-marker.ts).
 */







const IMPACT_HEADING = '### 📚 Docs this pull request may affect';
/** The usage line (`<sub>assistant message 12 of 10000 this month</sub>`), or nothing when the count is not tracked. */
function usageLine(usage) {
    return usage ? [`<sub>${(0,_answer_js__WEBPACK_IMPORTED_MODULE_0__/* .monthUsageText */ .Tq)(usage)}</sub>`, ''] : [];
}
const count = (n) => n.toLocaleString('en-US');
const plural = (n, word) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;
/** The origins of the pages' `https` URLs (the documentation site's own): the only links a comment keeps. */
function originsOf(pages) {
    return new Set(pages.flatMap((page) => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .httpsUrl */ .N3)(page.url)?.origin ?? []));
}
/**
 * One page: its title as a link when its URL is `https` on one of `origins`, else as text with the URL in code;
 * then, unless `withSentence` is false, the sentence about it, through the answer filter in its strict form: links
 * only to `origins`, math as text, no bidirectional controls.
 */
function pageLine(page, origins, withSentence = true) {
    const url = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .dropBidi */ .CR)(page.url);
    const title = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .dropBidi */ .CR)(page.title) || url;
    const https = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .httpsUrl */ .N3)(url);
    // Prose escapes `$` as `\$`; the reference `&#36;` is no math delimiter for any reading (a URL holds no `\$`).
    const noMath = (markdown) => markdown.replaceAll('\\$', '&#36;');
    const named = https && origins.has(https.origin)
        ? noMath((0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .link */ .nf)(url, title))
        : `${noMath((0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .inert */ .tJ)(title.replace(_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .LINE_BREAKS */ .Cm, ' ')))}${url && url !== title ? ` (${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(url)})` : ''}`;
    if (!page.sentence || !withSentence)
        return `- ${named}`;
    // The filter's markdown on one line, inside the list item.
    const sentence = (0,_render_answer_js__WEBPACK_IMPORTED_MODULE_2__/* .safeAnswerMarkdown */ .f)(page.sentence.replace(_render_text_js__WEBPACK_IMPORTED_MODULE_6__/* .LINE_BREAKS */ .Cm, ' '), {
        keepLink: (target) => origins.has(target.origin),
        strict: true,
    }).replace(/\n+/g, ' ');
    return `- ${named}: ${sentence}`;
}
/** What the check sent, and the cap when it left something out. */
function capNote({ head, selection, unlisted = 0 }) {
    const at = head ? ` at ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(head.slice(0, 12))}` : '';
    const { items, totalFiles, filesWithHunks, totalChars, sentChars } = selection;
    let sent;
    if (items.length === 0)
        sent = `the paths of ${plural(totalFiles, 'changed file')} (GitHub gave no hunks to send)`;
    else if (!selection.capped) {
        sent =
            items.length === totalFiles
                ? 'the hunks of every changed file'
                : `the hunks of ${count(items.length)} of the ${count(totalFiles)} changed files`;
    }
    else {
        sent = `the hunks of ${count(items.length)} of ${plural(filesWithHunks, 'changed file')} with hunks (${count(sentChars)} of ${plural(totalChars, 'character')}, the largest changes first: a check sends at most ${count(_affected_pages_hunks_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_CONTEXT_FILES */ .X$)} files and ${count(_affected_pages_hunks_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_HUNK_CHARS */ .gb)} characters of hunks)`;
    }
    if (unlisted > 0) {
        return `_Checked${at} with ${sent}. GitHub lists at most ${count(_affected_pages_hunks_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_LISTED_FILES */ .Zh)} of a pull request's files: ${plural(unlisted, 'changed file')} of ${count(selection.totalFiles)} went unseen, so every push checks again and updates this comment._`;
    }
    return `_Checked${at} with ${sent}. A push that changes the files or their hunks checks again and updates this comment._`;
}
/** GitHub refuses comment bodies longer than this. */
const COMMENT_MAX = 65_536;
/**
 * The comment that lists the pages, under GitHub's limit: when it would be longer, the last pages' sentences go
 * first, then their lines (the marker keeps every page, for the merge), and only then the marker's last pages.
 */
function renderImpactComment(view) {
    const safe = (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .redactAll */ .$I)({ ...view, selection: { ...view.selection } });
    const command = (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(`${safe.command} <instruction>`);
    const origins = originsOf(safe.pages);
    const full = safe.pages.map((page) => pageLine(page, origins));
    const short = safe.pages.map((page) => pageLine(page, origins, false));
    const compose = (shown, sentences, marker = safe.marker) => {
        const lines = full.slice(0, sentences).concat(short.slice(sentences, shown));
        const left = safe.pages.length - shown;
        if (left > 0)
            lines.push(`- _and ${plural(left, 'more page')}, left out to keep this comment within GitHub's length_`);
        return [
            (0,_marked_js__WEBPACK_IMPORTED_MODULE_1__/* .formatMarker */ .gJ)(marker),
            IMPACT_HEADING,
            '',
            'Asked which pages of the documentation describe what this pull request changes, the docs assistant named:',
            '',
            ...lines,
            '',
            `**What happens next:** with the docs-on-merge workflow installed, the docs agent is given these pages when this pull request merges. To start an agent job now, comment ${command}.`,
            '',
            capNote(safe),
            '',
            ...usageLine(safe.usage),
        ].join('\n');
    };
    const count = safe.pages.length;
    for (let sentences = count; sentences >= 0; sentences -= 1) {
        const body = compose(count, sentences);
        if (body.length <= COMMENT_MAX)
            return body;
    }
    for (let shown = count - 1; shown > 0; shown -= 1) {
        const body = compose(shown, 0);
        if (body.length <= COMMENT_MAX)
            return body;
    }
    // Only the marker is left to shorten: its last pages go (a merge is given the others).
    const recorded = JSON.parse(safe.marker.pages ?? '[]');
    for (let kept = recorded.length - 1; kept >= 0; kept -= 1) {
        const body = compose(0, 0, { ...safe.marker, pages: JSON.stringify(recorded.slice(0, kept)) });
        if (body.length <= COMMENT_MAX || kept === 0)
            return body;
    }
    return compose(0, 0);
}
/** The comment once a later check finds no page: kept, so the change of mind is seen, with the new check's marker. */
function renderClearedComment(view) {
    const safe = (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .redactAll */ .$I)({ ...view, selection: { ...view.selection } });
    return [
        (0,_marked_js__WEBPACK_IMPORTED_MODULE_1__/* .formatMarker */ .gJ)(safe.marker),
        IMPACT_HEADING,
        '',
        'The docs assistant no longer finds a page of the documentation that this pull request changes; an earlier check had named some.',
        '',
        capNote(safe),
        '',
        ...usageLine(safe.usage),
    ].join('\n');
}


/***/ }),

/***/ 818:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AnswerReply: () => (/* binding */ AnswerReply),
/* harmony export */   askUsageReply: () => (/* binding */ askUsageReply),
/* harmony export */   recentAnswers: () => (/* binding */ recentAnswers),
/* harmony export */   startAsk: () => (/* binding */ startAsk)
/* harmony export */ });
/* harmony import */ var _comment_job_comment_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4090);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17);
/* harmony import */ var _comment_marked_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1433);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3116);
/* harmony import */ var _triggers_event_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2765);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2495);
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7708);
/* harmony import */ var _comment_usage_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3918);
/* harmony import */ var _triggers_trust_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5207);
/* harmony import */ var _triggers_trigger_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1966);
/* harmony import */ var _triggers_types_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9748);
/* harmony import */ var _comment_answer_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3699);
/**
 * Ask mode, from the workflow event to a question: a `<command> ask …`
 * comment, an issue labelled with `ask-label` (by hand or by an issue
 * template), or the `question`
 * input (schedule, dispatch). The same permission rules as agent jobs; the
 * conversation an earlier answer on the issue recorded; a guard against
 * answer loops; and the one comment that carries the answer.
 */














/**
 * The loop guard: at most this many answers on one issue or pull request in
 * any hour (counted from the answer markers on it). A comment the action wrote
 * is never a question (`hasMarker`), so a loop needs another party answering
 * every answer (a bot in `allowed-bots`, a second workflow); this cap ends it.
 */
const ANSWERS_PER_ISSUE_PER_HOUR = 10;
const HOUR_MS = 3_600_000;
/** The reply to `<command> ask` with no question: how to use it. */
function askUsageReply(trigger, command, run) {
    return [
        (0,_comment_marked_js__WEBPACK_IMPORTED_MODULE_3__/* .formatMarker */ .gJ)((0,_comment_job_comment_js__WEBPACK_IMPORTED_MODULE_0__.runMarker)(run, 'usage')),
        `**Docs assistant**: write the question after ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_6__/* .code */ .aY)(`${command} ${_triggers_types_js__WEBPACK_IMPORTED_MODULE_12__/* .ASK_SUBCOMMAND */ .c}`)}, for example:`,
        '',
        '```',
        `${command} ${_triggers_types_js__WEBPACK_IMPORTED_MODULE_12__/* .ASK_SUBCOMMAND */ .c} how do I rotate an API key?`,
        '```',
        '',
        `Nothing was asked for ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_6__/* .link */ .nf)(trigger.comment.url, 'this comment')}.`,
        '',
    ].join('\n');
}
/** The answers on the issue within the last hour, by the markers' comments' creation time. */
function recentAnswers(comments, now) {
    return comments.filter((c) => c.marker.kind === _comment_answer_js__WEBPACK_IMPORTED_MODULE_11__/* .ANSWER_KIND */ .y9 && now - Date.parse(c.createdAt) < HOUR_MS).length;
}
/**
 * Posts the answer as one comment on the issue or pull request (on a re-run,
 * updates the one an earlier attempt of the run wrote), and reacts on the
 * triggering comment. GitHub failures are warnings: the answer is never lost.
 */
class AnswerReply {
    options;
    constructor(options) {
        this.options = options;
    }
    /** 👀, 😕: on the triggering comment, when there is one. */
    async react(content) {
        const { github, trigger } = this.options;
        if (trigger.kind !== 'ask')
            return;
        await (0,_comment_marked_js__WEBPACK_IMPORTED_MODULE_3__/* .reactTo */ .xC)(github, trigger, content, this.options.log);
    }
    /** Writes the answer comment; its URL, or '' when there is none. */
    async post(answer, usage) {
        const { github, target, run, existing } = this.options;
        if (!target)
            return '';
        const marker = (0,_comment_answer_js__WEBPACK_IMPORTED_MODULE_11__/* .answerMarker */ .rz)(answer, (0,_comment_job_comment_js__WEBPACK_IMPORTED_MODULE_0__.runMarker)(run, _comment_answer_js__WEBPACK_IMPORTED_MODULE_11__/* .ANSWER_KIND */ .y9));
        const body = (0,_comment_answer_js__WEBPACK_IMPORTED_MODULE_11__/* .renderAnswerComment */ .Et)({ answer: answer.text, sources: answer.sources, marker, usage });
        try {
            const posted = await (0,_comment_marked_js__WEBPACK_IMPORTED_MODULE_3__/* .upsertComment */ .lB)(github, target, body, existing);
            this.options.log.info(`Answered on #${target.issueNumber}: ${posted.url}`);
            return posted.url;
        }
        catch (error) {
            this.options.log.warning((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeGitHubError */ .dZ)(`post the answer on #${target.issueNumber}`, error, (0,_comment_marked_js__WEBPACK_IMPORTED_MODULE_3__/* .writePermissionFor */ .MQ)(target)));
            return '';
        }
    }
}
function inputThread(settings) {
    if (!settings.threadId)
        return undefined;
    return settings.threadKey ? { threadId: settings.threadId, threadKey: settings.threadKey } : { threadId: settings.threadId };
}
/** Resolves the event into a question to ask, or the reason there is none. */
async function startAsk(options) {
    const { settings, env, log } = options;
    const triggerSettings = settings.trigger;
    const parsed = (0,_triggers_trigger_js__WEBPACK_IMPORTED_MODULE_10__/* .parseTrigger */ .uc)(await (0,_triggers_event_js__WEBPACK_IMPORTED_MODULE_5__.readEvent)(env), triggerSettings, env, { labelInput: _runner_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.AskLabel });
    if (parsed.kind === 'ignored')
        return { kind: 'skip', reason: parsed.reason, triggeredBy: parsed.triggeredBy, commentUrl: '' };
    const by = (0,_triggers_trigger_js__WEBPACK_IMPORTED_MODULE_10__/* .triggeredBy */ .HO)(parsed);
    const skip = (reason, commentUrl = '') => ({ kind: 'skip', reason, triggeredBy: by, commentUrl });
    if (parsed.kind === 'command') {
        return skip(`Nothing to do: '${triggerSettings.command} <instruction>' starts an agent job, which a step with 'mode: agent' runs; this step answers '${triggerSettings.command} ${_triggers_types_js__WEBPACK_IMPORTED_MODULE_12__/* .ASK_SUBCOMMAND */ .c} <question>'.`);
    }
    const trigger = parsed;
    const refusal = await (0,_triggers_trust_js__WEBPACK_IMPORTED_MODULE_9__/* .authorize */ .G)(trigger, triggerSettings, options.github);
    if (refusal)
        return skip(refusal);
    const run = (0,_comment_job_comment_js__WEBPACK_IMPORTED_MODULE_0__.runIdentity)(env);
    const target = triggerSettings.comment ? (0,_triggers_trigger_js__WEBPACK_IMPORTED_MODULE_10__/* .resolveCommentTarget */ .z1)(trigger, triggerSettings) : undefined;
    let question;
    switch (trigger.kind) {
        case 'ask':
            question = trigger.question;
            break;
        case 'label':
            question = (0,_comment_answer_js__WEBPACK_IMPORTED_MODULE_11__/* .questionFromIssue */ .Aj)(trigger.subject.title, trigger.subject.body);
            break;
        case 'standalone':
            question = settings.question;
            break;
    }
    if (trigger.kind === 'ask' && !question) {
        const reason = `Nothing to ask: the comment holds '${triggerSettings.command} ${_triggers_types_js__WEBPACK_IMPORTED_MODULE_12__/* .ASK_SUBCOMMAND */ .c}' with no question after it.`;
        const commentUrl = target && !settings.dryRun
            ? await (0,_comment_usage_js__WEBPACK_IMPORTED_MODULE_8__/* .replyUsage */ .u)(await options.github(), target, askUsageReply(trigger, triggerSettings.command, run), run, triggerSettings, log)
            : '';
        return skip(reason, commentUrl);
    }
    // The answers already on the issue: the conversation to continue, the loop guard, this run's own on a re-run.
    const github = target || trigger.kind === 'ask' ? await options.github() : undefined;
    let marked = [];
    if (github && target) {
        try {
            marked = await (0,_comment_marked_js__WEBPACK_IMPORTED_MODULE_3__/* .listMarkedComments */ .b2)(github, target, triggerSettings);
        }
        catch (error) {
            log.warning(`Could not read the comments on #${target.issueNumber} (${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .getErrorMessage */ .u1)(error)}): the question starts a new conversation.`);
        }
        const recent = recentAnswers(marked, options.now);
        if (recent >= ANSWERS_PER_ISSUE_PER_HOUR) {
            return skip(`Not answering: #${target.issueNumber} already has ${recent} answers from the last hour (at most ${ANSWERS_PER_ISSUE_PER_HOUR}), a guard against answer loops.`);
        }
    }
    const ownAnswer = (0,_comment_job_comment_js__WEBPACK_IMPORTED_MODULE_0__.isRunMarker)(run, _comment_answer_js__WEBPACK_IMPORTED_MODULE_11__/* .ANSWER_KIND */ .y9);
    const existing = run.attempt > 1 ? marked.findLast((c) => ownAnswer(c.marker)) : undefined;
    const thread = inputThread(settings) ?? (0,_comment_answer_js__WEBPACK_IMPORTED_MODULE_11__/* .findLatestThread */ .BM)(marked, ownAnswer);
    if (thread && !settings.threadId)
        log.info(`Continuing the conversation of the latest answer on #${target?.issueNumber ?? ''}: thread ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_7__/* .quote */ .hD)(thread.threadId)}.`);
    const reply = github && !settings.dryRun ? new AnswerReply({ github, target, trigger, run, existing, log }) : undefined;
    await reply?.react('eyes');
    const writesTo = target ??
        (trigger.kind === 'ask'
            ? { ...trigger.repository, issueNumber: trigger.subject.number, isPullRequest: trigger.subject.isPullRequest }
            : undefined);
    return { kind: 'ask', question, thread, triggeredBy: by, reply, writesTo };
}


/***/ }),

/***/ 59:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkPull: () => (/* binding */ checkPull)
});

// EXTERNAL MODULE: ./src/github/files.ts
var github_files = __webpack_require__(5772);
// EXTERNAL MODULE: ./src/comment/marked.ts
var marked = __webpack_require__(1433);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(7708);
// EXTERNAL MODULE: ./src/util/errors.ts
var util_errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/budget/assistant-month.ts + 1 modules
var assistant_month = __webpack_require__(1715);
// EXTERNAL MODULE: ./src/comment/job-comment.ts
var job_comment = __webpack_require__(30);
// EXTERNAL MODULE: ./src/affected-pages/hunks.ts
var hunks = __webpack_require__(7616);
// EXTERNAL MODULE: ./src/comment/impact-marker.ts
var impact_marker = __webpack_require__(3529);
// EXTERNAL MODULE: ./src/util/redact.ts
var redact = __webpack_require__(767);
;// CONCATENATED MODULE: ./src/affected-pages/question.ts


/** The most changed paths the question names; the rest are counted. */
const MAX_QUESTION_PATHS = 50;
/** The most characters of the title and of the description the question keeps. */
const MAX_TITLE_CHARS = 200;
const MAX_DESCRIPTION_CHARS = 1_000;
const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g;
/** A path on one line, JSON-quoted when it holds a control character. */
function pathText(path) {
    // eslint-disable-next-line no-control-regex -- control characters are what is looked for
    return /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(path) ? JSON.stringify(path) : path;
}
function fileLine(file) {
    const renamed = file.previousPath ? ` (renamed from ${pathText(file.previousPath)})` : '';
    return `- ${file.status} ${pathText(file.path)}${renamed}`;
}
/** The question (see the module comment). */
function impactQuestion(subject) {
    const title = (0,redact/* clip */.$Q)(subject.title.replace(LINE_BREAKS, ' ').trim(), MAX_TITLE_CHARS);
    const files = (0,hunks/* byChangeSize */.Tp)(subject.files);
    const shown = files.slice(0, MAX_QUESTION_PATHS).map((file) => (0,redact/* clip */.$Q)(fileLine(file), 300));
    const total = Math.max(subject.totalFiles ?? 0, files.length);
    const rest = total - shown.length;
    const lines = [
        `A pull request titled "${title}" changes ${total === 1 ? 'this file' : `these ${String(total)} files`} (largest change first; the changed hunks are in the context):`,
        ...shown,
        ...(rest > 0 ? [`- … and ${String(rest)} more`] : []),
    ];
    const body = (0,redact/* clip */.$Q)(subject.body.replace(/\r\n?/g, '\n').trim(), MAX_DESCRIPTION_CHARS);
    if (body)
        lines.push('', 'Its description says:', body);
    lines.push('', 'Which pages of the documentation describe behaviour that this change adds, changes or removes? Name each such page as a source, and for each say in one sentence, naming the page, what the change makes inaccurate or incomplete there. If no page is affected, say so.');
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/affected-pages/pages.ts


/** The longest sentence kept for a page. */
const MAX_SENTENCE = 300;
const FENCED_CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm;
const LINE_PREFIX = /^\s*(?:(?:[-*+>]|\d{1,9}[.)]|#{1,6})\s+)+/;
/** The answer's sentences, in order: code blocks left out, list, quote and heading marks taken off each line. */
function sentencesOf(answer) {
    return answer
        .replace(/\r\n?/g, '\n')
        .replace(FENCED_CODE, '\n')
        .split(/\n+/)
        .flatMap((line) => line.replace(LINE_PREFIX, '').split(/(?<=[.!?])\s+(?=\S)/))
        .map((sentence) => sentence.trim())
        .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}
/** Lower case, with `-` and `_` read as spaces and white space collapsed: what names are compared in. */
function normal(text) {
    return text.toLowerCase().replace(/[-_\s]+/g, ' ');
}
/** The ways a sentence may name the page. */
function namesOf(page) {
    const names = [];
    if (page.title.trim().length >= 3)
        names.push(normal(page.title.trim()));
    try {
        const segment = decodeURIComponent(new URL(page.url).pathname.split('/').filter(Boolean).at(-1) ?? '');
        const readable = normal(segment.replace(/\.[a-z0-9]+$/i, ''));
        if (readable.length >= 4)
            names.push(readable);
    }
    catch {
        // not a URL: the title alone names it
    }
    return names;
}
/** The first sentence that names the page; undefined when none does. */
function sentenceFor(page, sentences) {
    const names = namesOf(page);
    const found = sentences.find((sentence) => (page.url && sentence.includes(page.url)) || names.some((name) => normal(sentence).includes(name)));
    return found === undefined ? undefined : (0,redact/* clip */.$Q)(found.replace(/\s+/g, ' '), MAX_SENTENCE);
}
/** The pages of an answer, each with its sentence (see the module comment). */
function pagesOfAnswer(answer) {
    const sentences = sentencesOf(answer.text);
    return answer.sources.slice(0, impact_marker/* MAX_PAGES */.Y0).map((source) => {
        const page = (0,impact_marker/* boundedPage */.VM)({ title: source.title, url: source.url });
        return { ...page, sentence: sentenceFor(page, sentences) };
    });
}

// EXTERNAL MODULE: ./src/comment/impact.ts
var impact = __webpack_require__(1131);
;// CONCATENATED MODULE: ./src/modes/impact/check.ts












/** The latest believed impact comment on the pull request; a failed read ends the check (a second comment must not follow). */
async function lastCheck(github, target, trust) {
    try {
        return (await (0,marked/* listMarkedComments */.b2)(github, target, trust)).findLast((comment) => comment.marker.kind === impact_marker/* IMPACT_KIND */.yX);
    }
    catch (error) {
        throw new Error(`Could not read the comments on pull request #${target.issueNumber} (${(0,util_errors/* getErrorMessage */.u1)(error)}): not checking, so that no second impact comment is written.`, { cause: error });
    }
}
/** Sends the question with the monthly budget around it; `skipped` when the budget is used up and the policy is `skip`. */
async function ask(options, assistantSettings, request) {
    const { settings, assistant } = options;
    const quota = await options.quota();
    const reserved = await quota.reserve();
    if (reserved.kind === 'exhausted') {
        if (reserved.policy === 'skip' || reserved.policy === 'queue')
            return { skipped: reserved.message };
        throw new Error(reserved.message);
    }
    const shownUrl = `${request.url.origin}${request.url.pathname}`;
    const usage = reserved.kind === 'reserved' ? { used: reserved.state.used, limit: reserved.state.limit } : undefined;
    const answer = await log/* log */.Rm.group(`Ask the docs assistant which pages this change touches (${settings.service.apiVersion})`, async () => {
        log/* log */.Rm.info(`POST ${shownUrl}`);
        return (0,assistant_month.sendCounted)(quota, () => assistant.askAssistant(assistantSettings, request));
    });
    return { answer, usage };
}
/** Writes the comment (pages found, or the earlier one cleared); its URL, or '' when none (a failure is a warning). */
async function writeComment(options, target, body, existing) {
    try {
        const posted = await (0,marked/* upsertComment */.lB)(options.github, target, body, existing);
        log/* log */.Rm.info(`${existing ? 'Updated' : 'Wrote'} the impact comment on #${target.issueNumber}: ${posted.url}`);
        if (existing)
            return posted.url;
        return await oneComment(options, target, body, posted).catch((error) => {
            log/* log */.Rm.warning(`Could not check that #${target.issueNumber} has one impact comment (${(0,util_errors/* getErrorMessage */.u1)(error)}).`);
            return posted.url;
        });
    }
    catch (error) {
        log/* log */.Rm.warning((0,errors/* describeGitHubError */.dZ)(`write the impact comment on #${target.issueNumber}`, error, (0,marked/* writePermissionFor */.MQ)(target)));
        return existing?.url ?? '';
    }
}
/**
 * After a create: another check of the same pull request may have created one too (two pushes at once without
 * the example's `concurrency`). The oldest impact comment stays; a newer one this run created is deleted, and its
 * body goes to the oldest. Each run settles its own comment, so two racing checks leave one.
 */
async function oneComment(options, target, body, posted) {
    const impacts = (await (0,marked/* listMarkedComments */.b2)(options.github, target, options.settings.trigger)).filter((comment) => comment.marker.kind === impact_marker/* IMPACT_KIND */.yX);
    const oldest = impacts.reduce((first, comment) => (first && first.id < comment.id ? first : comment), undefined);
    if (!oldest || oldest.id >= posted.id)
        return posted.url;
    log/* log */.Rm.info(`Another check wrote the impact comment on #${target.issueNumber} first (${oldest.url}): this run's copy is deleted.`);
    await options.github.rest.issues.deleteComment({ owner: target.owner, repo: target.repo, comment_id: posted.id });
    return (await (0,marked/* upsertComment */.lB)(options.github, target, body, oldest)).url;
}
/** Runs the check (see the module comment). */
async function checkPull(options) {
    const { settings, pull, github } = options;
    const target = { ...pull.repository, issueNumber: pull.number, isPullRequest: true };
    const files = await (0,github_files/* listPullFiles */.pG)(github, pull.repository, pull.number, hunks/* MAX_LISTED_FILES */.Zh).catch((error) => {
        throw new Error(`Could not read the changed files of pull request #${pull.number}: ${(0,util_errors/* getErrorMessage */.u1)(error)}`, { cause: error });
    });
    // The counts are the pull request's own; a list GitHub cut hides changes, so the head joins the hash (each push checks again).
    const totalFiles = Math.max(pull.changedFiles ?? 0, files.length);
    const unlisted = totalFiles - files.length;
    const listCut = unlisted > 0 || files.length >= hunks/* MAX_LISTED_FILES */.Zh;
    const hash = (0,hunks/* changesHash */.w_)(files, listCut ? pull.head : undefined);
    const existing = await lastCheck(github, target, settings.trigger);
    const last = existing ? (0,impact_marker/* readImpactMarker */.BM)(existing.marker) : undefined;
    if (existing && last?.hash === hash) {
        log/* log */.Rm.info(`The changed files and hunks are those the last check saw (at ${(0,log/* quote */.hD)(last.head)}): nothing is asked.`);
        return { kind: 'unchanged', pages: last.pages, commentUrl: existing.url, head: last.head };
    }
    if (files.length === 0)
        return { kind: 'skipped', reason: `Nothing to check: pull request #${pull.number} changes no file.` };
    const selection = { ...(0,hunks/* selectHunks */.uD)(files), totalFiles };
    const checked = { head: pull.head, selection, ...(unlisted > 0 ? { unlisted } : {}) };
    const question = impactQuestion({ title: pull.title, body: pull.body, files, totalFiles });
    const assistantSettings = {
        ...settings.service,
        filter: settings.filter,
        threadId: undefined,
        threadKey: undefined,
        context: (0,hunks/* contextItems */.YT)(selection, settings.service.apiVersion),
        currentPath: undefined,
        idleTimeoutMs: settings.idleTimeoutMs,
    };
    const request = options.assistant.buildAskRequest(assistantSettings, question);
    log/* log */.Rm.info(`Question: ${(0,log/* quote */.hD)(question, 2000)}`);
    log/* log */.Rm.info(`Context: the hunks of ${selection.items.length} of ${totalFiles} changed file(s), ${selection.sentChars} characters.`);
    if (unlisted > 0)
        log/* log */.Rm.warning(`GitHub listed ${files.length} of the ${totalFiles} files pull request #${pull.number} changes (it lists at most ${hunks/* MAX_LISTED_FILES */.Zh}): the others are not checked, and every push checks again.`);
    if (settings.dryRun)
        return { kind: 'dry-run', url: `${request.url.origin}${request.url.pathname}`, body: request.body, checked };
    const asked = await ask(options, assistantSettings, request);
    if ('skipped' in asked)
        return { kind: 'skipped', reason: asked.skipped };
    const { answer, usage } = asked;
    const pages = pagesOfAnswer(answer);
    let commentUrl = '';
    if (settings.trigger.comment && (pages.length > 0 || existing)) {
        const marker = (0,impact_marker/* impactMarker */.Bw)({ hash, head: pull.head, pages }, (0,job_comment.runMarker)(options.run, impact_marker/* IMPACT_KIND */.yX));
        const body = pages.length > 0
            ? (0,impact.renderImpactComment)({ pages, ...checked, command: settings.trigger.command, marker, usage })
            : (0,impact.renderClearedComment)({ ...checked, marker, usage });
        commentUrl = await writeComment(options, target, body, existing);
    }
    return { kind: 'checked', pages, commentUrl, checked };
}


/***/ }),

/***/ 2819:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IMPACT_ACTIONS: () => (/* binding */ IMPACT_ACTIONS),
/* harmony export */   IMPACT_EVENTS: () => (/* binding */ IMPACT_EVENTS),
/* harmony export */   startImpact: () => (/* binding */ startImpact)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4343);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7708);
/* harmony import */ var _github_permissions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5435);
/* harmony import */ var _triggers_event_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2765);
/**
 * An impact check, from the workflow event to the pull request to check: a
 * `pull_request` or `pull_request_target` event whose action is `opened`,
 * `reopened`, `ready_for_review` or `synchronize`. Drafts wait for
 * `ready_for_review` unless `impact-drafts` is on; a bot's pull request is
 * checked only when the bot is in `allowed-bots`. Nothing of the pull
 * request's own code is read or run: its title, description and head commit
 * come from the payload, its changes from the files API.
 */





/** The pull request events an impact check runs on, and their actions. */
const IMPACT_EVENTS = ['pull_request', 'pull_request_target'];
const IMPACT_ACTIONS = ['opened', 'reopened', 'ready_for_review', 'synchronize'];
const PullEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({
    action: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    pull_request: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({
        number: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig(),
        title: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        body: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP())),
        html_url: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        draft: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY())),
        head: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({ sha: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() }),
        changed_files: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()),
        user: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .nullable */ .mee(_triggers_event_js__WEBPACK_IMPORTED_MODULE_3__.UserSchema)),
    }),
    sender: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(_triggers_event_js__WEBPACK_IMPORTED_MODULE_3__.UserSchema),
});
/** Which pull request to check, or why there is none; throws on an event impact mode does not run on. */
function startImpact(event, env, settings) {
    if (!IMPACT_EVENTS.includes(event.name)) {
        throw new Error(`Impact mode runs on ${IMPACT_EVENTS.join(' and ')} events (${IMPACT_ACTIONS.join(', ')}); this run's event is ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(event.name || 'none')}.`);
    }
    const payload = (0,_triggers_event_js__WEBPACK_IMPORTED_MODULE_3__.parsePayload)(PullEventSchema, event);
    const pr = payload.pull_request;
    const sender = payload.sender;
    const triggeredBy = sender?.login ?? '';
    const skip = (reason) => ({ kind: 'skip', reason, triggeredBy });
    const action = IMPACT_ACTIONS.find((name) => name === payload.action);
    if (!action) {
        return skip(`Nothing to do: the ${event.name} event's action is ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(payload.action)}; impact checks run on ${IMPACT_ACTIONS.join(', ')}.`);
    }
    if (pr.draft === true && !settings.drafts) {
        return skip(`Nothing to do: pull request #${pr.number} is a draft; it is checked once it is ready for review (or with '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ImpactDrafts}': true).`);
    }
    if (sender && (0,_github_permissions_js__WEBPACK_IMPORTED_MODULE_2__/* .isBot */ .w2)(sender) && !(0,_github_permissions_js__WEBPACK_IMPORTED_MODULE_2__/* .isAllowedBot */ .KQ)(sender.login, settings.allowedBots)) {
        return skip(`Not checked: ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(sender.login)} is a bot not listed in '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AllowedBots}'.`);
    }
    const repository = (0,_triggers_event_js__WEBPACK_IMPORTED_MODULE_3__.repositoryOf)(env, _triggers_event_js__WEBPACK_IMPORTED_MODULE_3__.AnyEventSchema.safeParse(event.payload).data ?? {});
    if (!repository)
        throw new Error(`Cannot tell the repository of the ${event.name} event: GITHUB_REPOSITORY is not set`);
    return {
        kind: 'check',
        pull: {
            repository,
            number: pr.number,
            title: pr.title,
            body: pr.body ?? '',
            url: pr.html_url,
            head: pr.head.sha,
            author: (pr.user?.login ?? triggeredBy).toLowerCase(),
            changedFiles: pr.changed_files,
            action,
        },
        triggeredBy,
    };
}


/***/ }),

/***/ 8676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ safeAnswerMarkdown)
/* harmony export */ });
/* harmony import */ var mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7391);
/* harmony import */ var mdast_util_gfm__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(844);
/* harmony import */ var mdast_util_to_markdown__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1286);
/* harmony import */ var micromark_extension_gfm__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2297);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2495);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(893);






/** Containers nested deeper than this are not walked: the answer is shown as a code block instead. */
const MAX_DEPTH = 64;
/** Container markers (`>`, list bullets and numbers) that may open one line: more and the answer is shown as a code block. */
const MAX_LINE_CONTAINERS = 32;
/**
 * Emphasis, strikethrough and bracket characters in one stretch between blank
 * lines, and in the whole answer: micromark matches these in time that grows
 * with the square of their number within a paragraph (a paragraph never spans
 * a blank line), so beyond these the answer is shown as a code block.
 */
const MAX_DELIMITERS_PER_BLOCK = 1000;
const MAX_DELIMITERS = 8000;
const CONTAINER_PREFIX = /^(?:[ \t]{0,3}(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))+/gm;
const CONTAINER_MARKER = /[>+*-]|\d+[.)]/g;
class TooDeepError extends Error {
    name = 'TooDeepError';
}
/**
 * Any bare `scheme://` in text is written with its `:` escaped (the GFM
 * extension covers `http` and `https`; this covers `ftp` and the rest), so
 * that no text the filter produced becomes an autolink.
 */
const UNSAFE_SCHEME = {
    character: ':',
    before: '[A-Za-z0-9+.-]',
    after: '\\/',
    inConstruct: 'phrasing',
    notInConstruct: ['autolink', 'destinationLiteral', 'destinationRaw', 'reference', 'titleQuote', 'titleApostrophe'],
};
function text(value) {
    return { type: 'text', value: (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .neutraliseMentions */ .yY)(value) };
}
/** The visible text of phrasing content, as a plain string. */
function plain(nodes) {
    return nodes.map((node) => ('value' in node ? node.value : 'children' in node ? plain(node.children) : '')).join('');
}
/**
 * What a link, image or reference that is not kept leaves: its text and,
 * unless the text already says it, its destination in inline code.
 */
function unlinked(children, url) {
    const shown = plain(children).replaceAll(_text_js__WEBPACK_IMPORTED_MODULE_1__/* .ZERO_WIDTH_SPACE */ .pe, '');
    const sameAsText = [shown, `http://${shown}`, `mailto:${shown}`].includes(url);
    if (!url || sameAsText)
        return children;
    return [...children, ...(children.length > 0 ? [text(' (')] : [text('(')]), { type: 'inlineCode', value: url }, text(')')];
}
/** A link or image to `url` with `children` as its text, or those children (plus the URL) as text. */
function linkOrText(url, children, context) {
    const https = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .httpsUrl */ .N3)(url);
    if (!context.inLink && https && context.keepLink(https))
        return [{ type: 'link', url, title: null, children: children.length > 0 ? children : [text(url)] }];
    return context.inLink ? children : unlinked(children, url);
}
/** The filtered replacement of one node (none, one or several nodes). */
function filterNode(node, context) {
    switch (node.type) {
        case 'text':
            return [text(node.value)];
        case 'html':
            return [text(node.value)];
        case 'inlineCode':
            return [node];
        case 'code':
            // A math block renders as math: as plain code it shows its source.
            return [context.strict && /^math$/i.test(node.lang ?? '') ? { ...node, lang: null, meta: null } : node];
        case 'definition':
            return [];
        case 'link':
            return linkOrText(node.url, filterPhrasing(node.children, { ...context, inLink: true }), context);
        case 'image':
            return linkOrText(node.url, [text(node.alt || node.url)], context);
        case 'linkReference':
        case 'imageReference': {
            const url = context.definitions.get(node.identifier)?.url ?? '';
            const children = node.type === 'linkReference' ? filterPhrasing(node.children, { ...context, inLink: true }) : [text(node.alt ?? node.label ?? '')];
            return linkOrText(url, children, context);
        }
        case 'footnoteReference':
            return [text(`[^${node.label ?? node.identifier}]`)];
        case 'footnoteDefinition': {
            const [first, ...rest] = filterFlow(node.children, context);
            const label = text(`[^${node.label ?? node.identifier}]: `);
            if (first?.type === 'paragraph')
                return [{ ...first, children: [label, ...first.children] }, ...rest];
            return [{ type: 'paragraph', children: [label] }, ...(first ? [first] : []), ...rest];
        }
        default: {
            if (!('children' in node))
                return [node];
            if (context.depth >= MAX_DEPTH)
                throw new TooDeepError('The answer nests too deeply');
            const inner = { ...context, depth: context.depth + 1 };
            const flow = node.type === 'root' || node.type === 'blockquote' || node.type === 'listItem';
            const children = flow ? filterFlow(node.children, inner) : filterChildren(node.children, inner);
            return [{ ...node, children }];
        }
    }
}
function filterChildren(children, context) {
    return children.flatMap((child) => filterNode(child, context));
}
function filterPhrasing(children, context) {
    return filterChildren(children, context);
}
/** Flow content: raw HTML blocks (now text) are wrapped in paragraphs. */
function filterFlow(children, context) {
    return children.flatMap((child) => filterNode(child, context).map((node) => node.type === 'text' ? { type: 'paragraph', children: [node] } : node));
}
/**
 * Adjacent text nodes merged into one, its mentions neutralised again, and
 * an `@` that ends a text node followed by a zero-width space: whatever comes
 * next (spliced-in link text, a kept link, emphasis), the `@` starts no name.
 * Walks the tree already filtered, so its depth is bounded by `MAX_DEPTH`.
 */
function joinText(node) {
    if (!('children' in node))
        return node;
    const children = [];
    for (const child of node.children) {
        const last = children.at(-1);
        if (child.type === 'text' && last?.type === 'text')
            last.value += child.value;
        else
            children.push(child.type === 'text' ? { ...child } : joinText(child));
    }
    for (const child of children) {
        if (child.type !== 'text')
            continue;
        child.value = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .neutraliseMentions */ .yY)(child.value);
        if (child.value.endsWith('@'))
            child.value += _text_js__WEBPACK_IMPORTED_MODULE_1__/* .ZERO_WIDTH_SPACE */ .pe;
    }
    return { ...node, children };
}
/** Every `$` of a text node written as the reference `&#36;` (an `html` node, written as it is): never a math delimiter. */
function dollarsAsReferences(node) {
    if (!('children' in node))
        return node;
    const children = [];
    for (const child of node.children) {
        if (child.type !== 'text' || !child.value.includes('$')) {
            children.push(dollarsAsReferences(child));
            continue;
        }
        child.value.split('$').forEach((part, index) => {
            if (index > 0)
                children.push({ type: 'html', value: '&#36;' });
            if (part)
                children.push({ type: 'text', value: part });
        });
    }
    return { ...node, children };
}
/** True when parsing `markdown` could take more than linear time or nest too deeply to walk (see the limits above). */
function tooCostly(markdown) {
    let total = 0;
    for (const block of markdown.split(/\n[ \t]*\n/)) {
        const count = block.match(/[*_~[\]]/g)?.length ?? 0;
        if (count > MAX_DELIMITERS_PER_BLOCK)
            return true;
        total += count;
    }
    if (total > MAX_DELIMITERS)
        return true;
    for (const [prefix] of markdown.matchAll(CONTAINER_PREFIX)) {
        if ((prefix.match(CONTAINER_MARKER)?.length ?? 0) > MAX_LINE_CONTAINERS)
            return true;
    }
    return false;
}
/** Every definition by its normalised identifier; the first one wins, as in CommonMark. */
function collectDefinitions(root) {
    const found = new Map();
    const stack = [root];
    for (let node = stack.pop(); node; node = stack.pop()) {
        if (node.type === 'definition' && !found.has(node.identifier))
            found.set(node.identifier, node);
        if ('children' in node)
            stack.push(...[...node.children].reverse());
    }
    return found;
}
/**
 * The assistant's answer as safe markdown for a comment or the job summary
 * (see the module comment). An answer too costly to parse or nested too
 * deeply to walk is shown as a code block instead, which renders nothing.
 */
function safeAnswerMarkdown(answer, options = {}) {
    const strict = options.strict === true;
    const markdown = (strict ? (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .dropBidi */ .CR)(answer) : answer).replace(/\r\n?/g, '\n');
    // Strict: a code block of the raw text would still hold its `$`, which is harmless inside code.
    if (tooCostly(markdown))
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeBlock */ .DV)(markdown, 'markdown');
    try {
        const tree = (0,mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_2__/* .fromMarkdown */ .Y)(markdown, { extensions: [(0,micromark_extension_gfm__WEBPACK_IMPORTED_MODULE_3__/* .gfm */ .T)()], mdastExtensions: [(0,mdast_util_gfm__WEBPACK_IMPORTED_MODULE_4__/* .gfmFromMarkdown */ .C)()] });
        const context = {
            definitions: collectDefinitions(tree),
            keepLink: options.keepLink ?? (() => true),
            strict,
            inLink: false,
            depth: 0,
        };
        const [root] = filterNode(tree, context);
        const joined = joinText(root);
        return (0,mdast_util_to_markdown__WEBPACK_IMPORTED_MODULE_5__/* .toMarkdown */ .l)(strict ? dollarsAsReferences(joined) : joined, {
            extensions: [(0,mdast_util_gfm__WEBPACK_IMPORTED_MODULE_4__/* .gfmToMarkdown */ .H)(), { unsafe: [UNSAFE_SCHEME] }],
            bullet: '-',
            rule: '-',
            fences: true,
        }).trimEnd();
    }
    catch (error) {
        if (!(error instanceof TooDeepError || error instanceof RangeError))
            throw error;
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeBlock */ .DV)(markdown, 'markdown');
    }
}


/***/ }),

/***/ 6896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  askAssistant: () => (/* binding */ askAssistant),
  buildAskRequest: () => (/* binding */ buildAskRequest)
});

// UNUSED EXPORTS: AskTimeoutError

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/ky/distribution/index.js + 14 modules
var distribution = __webpack_require__(9447);
// EXTERNAL MODULE: ./node_modules/ky/distribution/utils/type-guards.js
var type_guards = __webpack_require__(3201);
// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/service/agent/client.ts
var client = __webpack_require__(5566);
// EXTERNAL MODULE: ./src/service/assistant/answer.ts
var assistant_answer = __webpack_require__(5327);
// EXTERNAL MODULE: ./node_modules/zod/v4/mini/schemas.js
var schemas = __webpack_require__(4343);
// EXTERNAL MODULE: ./src/util/redact.ts
var redact = __webpack_require__(767);
;// CONCATENATED MODULE: ./src/service/assistant/stream-v1.ts
/**
 * The v1 answer: the AI SDK v4 data-stream protocol, one `CODE:JSON` part per
 * line. The SDK's own reader (`@ai-sdk/ui-utils` 1.x) would bring a second
 * major version of `@ai-sdk/provider-utils` and of zod into the bundle, so this
 * reader follows its rules instead, part by part: the same sixteen codes, the
 * same checks on each value, an unknown code or a value that fails its check is
 * an error, and the `d`/`e` finish parts keep only the fields the SDK keeps
 * (the thread id is read from the raw part, as in v2).
 */



const objectWith = (shape) => schemas/* looseObject */._H3(shape);
/** `typeof value === 'object'` as the SDK checks it: null and arrays pass. */
const anyObjectType = schemas/* custom */.IeY((value) => typeof value === 'object');
/** A non-null object (arrays pass, as in the SDK). */
const nonNullObject = schemas/* custom */.IeY((value) => value !== null && typeof value === 'object');
/** The SDK checks `"result" in value`, so the key must be present. */
const hasResult = schemas/* custom */.IeY((value) => value !== null && typeof value === 'object' && 'result' in value);
/** The v4 parts (`@ai-sdk/ui-utils` `data-stream-parts`), by code. */
const DATA_STREAM_PARTS = {
    '0': { name: 'text', schema: schemas/* string */.YjP() },
    '2': { name: 'data', schema: schemas/* array */.YOg(schemas/* unknown */.L5J()) },
    '3': { name: 'error', schema: schemas/* string */.YjP() },
    '8': { name: 'message_annotations', schema: schemas/* array */.YOg(schemas/* unknown */.L5J()) },
    '9': {
        name: 'tool_call',
        schema: objectWith({ toolCallId: schemas/* string */.YjP(), toolName: schemas/* string */.YjP(), args: anyObjectType }),
    },
    a: { name: 'tool_result', schema: schemas/* intersection */.E$q(objectWith({ toolCallId: schemas/* string */.YjP() }), hasResult) },
    b: { name: 'tool_call_streaming_start', schema: objectWith({ toolCallId: schemas/* string */.YjP(), toolName: schemas/* string */.YjP() }) },
    c: { name: 'tool_call_delta', schema: objectWith({ toolCallId: schemas/* string */.YjP(), argsTextDelta: schemas/* string */.YjP() }) },
    d: { name: 'finish_message', schema: objectWith({ finishReason: schemas/* string */.YjP() }) },
    e: { name: 'finish_step', schema: objectWith({ finishReason: schemas/* string */.YjP() }) },
    f: { name: 'start_step', schema: objectWith({ messageId: schemas/* string */.YjP() }) },
    g: { name: 'reasoning', schema: schemas/* string */.YjP() },
    h: { name: 'source', schema: nonNullObject },
    i: { name: 'redacted_reasoning', schema: objectWith({ data: schemas/* string */.YjP() }) },
    j: { name: 'reasoning_signature', schema: objectWith({ signature: schemas/* string */.YjP() }) },
    k: { name: 'file', schema: objectWith({ data: schemas/* string */.YjP(), mimeType: schemas/* string */.YjP() }) },
};
/** One line of the stream as the v4 SDK's `parseDataStreamPart` reads it; throws where it throws. */
function parseDataStreamLine(line) {
    const separator = line.indexOf(':');
    if (separator === -1)
        throw new Error('Failed to parse stream string. No separator found.');
    const prefix = line.slice(0, separator);
    if (!Object.hasOwn(DATA_STREAM_PARTS, prefix))
        throw new Error(`Failed to parse stream string. Invalid code ${prefix}.`);
    const code = prefix;
    const part = DATA_STREAM_PARTS[code];
    const value = JSON.parse(line.slice(separator + 1));
    const parsed = part.schema.safeParse(value);
    if (!parsed.success) {
        throw new Error(`"${part.name}" part does not have the shape the data-stream protocol gives it: ${(0,redact/* clip */.$Q)(line, 200)}`);
    }
    return { code, name: part.name, value };
}
/** Splits a byte stream into lines, as the SDK does (a last line without `\n` still counts). */
async function* lines(body) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
        for (;;) {
            const { done, value } = await reader.read();
            buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
            let newline = buffer.indexOf('\n');
            while (newline !== -1) {
                const line = buffer.slice(0, newline);
                buffer = buffer.slice(newline + 1);
                if (line !== '')
                    yield line;
                newline = buffer.indexOf('\n');
            }
            if (done)
                break;
        }
    }
    finally {
        // Stops reading a stream abandoned early (an error part); harmless once it is done.
        await reader.cancel().catch(() => undefined);
    }
    if (buffer !== '')
        yield buffer;
}
/** Reads a v1 answer stream to its end; throws `AskStreamError` (with the partial answer) when it fails. */
async function readDataStreamAnswer(body, headers) {
    const answer = {
        text: '',
        sources: [],
        threadId: (0,assistant_answer/* threadIdFrom */.SC)(headers.get('x-thread-id')),
        threadKey: (0,assistant_answer/* threadIdFrom */.SC)(headers.get('x-thread-key')),
    };
    let streamThreadId;
    let finished = false;
    let parts = 0;
    try {
        for await (const line of lines(body)) {
            const part = parseDataStreamLine(line);
            parts += 1;
            switch (part.code) {
                case '0':
                    answer.text += part.value;
                    break;
                case '3':
                    throw new assistant_answer/* AskStreamError */.K4(`The assistant answered with an error: ${part.value}`, withThread(answer, streamThreadId));
                case 'h': {
                    const source = part.value;
                    if (typeof source.url === 'string') {
                        (0,assistant_answer/* addSource */.pM)(answer.sources, source.url, typeof source.title === 'string' ? source.title : undefined);
                    }
                    break;
                }
                case '8':
                    for (const annotation of part.value)
                        streamThreadId = (0,assistant_answer/* threadIdField */.Wm)(annotation) ?? streamThreadId;
                    break;
                case 'd':
                    finished = true;
                    streamThreadId = (0,assistant_answer/* threadIdField */.Wm)(part.value) ?? streamThreadId;
                    break;
                default:
                    // Data, tool, reasoning, step and file parts carry nothing the answer needs.
                    break;
            }
        }
    }
    catch (error) {
        if (error instanceof assistant_answer/* AskStreamError */.K4)
            throw error;
        const reason = (0,assistant_answer/* describeFailure */.Ic)(error);
        throw new assistant_answer/* AskStreamError */.K4(`The answer stream failed: ${reason}`, withThread(answer, streamThreadId));
    }
    if (!finished) {
        throw new assistant_answer/* AskStreamError */.K4(parts === 0
            ? `The answer stream carried no data-stream part (content-type ${JSON.stringify(headers.get('content-type') ?? '')}): is the service's v1 assistant at this URL?`
            : 'The answer stream ended before its finish part (`d:`): the answer is incomplete.', withThread(answer, streamThreadId));
    }
    return withThread(answer, streamThreadId);
}
/** The thread id from the stream (finish part or annotation) wins over the `X-Thread-Id` header. */
function withThread(answer, streamThreadId) {
    return { ...answer, threadId: streamThreadId ?? answer.threadId };
}

// EXTERNAL MODULE: ./node_modules/@ai-sdk/provider-utils/dist/index.js + 3 modules
var dist = __webpack_require__(3725);
// EXTERNAL MODULE: ./node_modules/ai/dist/index.js + 3 modules
var ai_dist = __webpack_require__(5926);
;// CONCATENATED MODULE: ./src/service/assistant/stream-v2.ts
/**
 * The v2 answer: an AI SDK (v5+) UI message stream (SSE `data:` frames, ended
 * by `[DONE]`), read with the SDK's own parsing: `parseJsonEventStream` with
 * `uiMessageChunkSchema` turns frames into validated chunks exactly as the
 * SDK's `DefaultChatTransport` does, and `readUIMessageStream` builds the
 * message from them as a chat client would.
 *
 * The thread id: the spec puts it at the top level of the `finish` chunk, a
 * field the SDK's schema does not list. The pinned SDK (7.x) validates chunks
 * with loose objects, so that field passes; it is read from the raw frame
 * (`rawValue`), which `readUIMessageStream` would otherwise drop. Also
 * accepted: `messageMetadata.threadId` and the `X-Thread-Id` header.
 */



/** A frame the SDK's chunk schema refuses: a chat client would fail on it too. */
class StreamFormatError extends Error {
    name = 'StreamFormatError';
}
/** The answer as far as the message has been built. */
function answerOf(message, threadId, headers) {
    const texts = [];
    const sources = [];
    for (const part of message?.parts ?? []) {
        if (part.type === 'text' && part.text)
            texts.push(part.text);
        else if (part.type === 'source-url')
            (0,assistant_answer/* addSource */.pM)(sources, part.url, part.title);
        else if (part.type === 'source-document')
            (0,assistant_answer/* addSource */.pM)(sources, '', part.title);
    }
    return {
        text: texts.join('\n\n'),
        sources,
        threadId: threadId ?? (0,assistant_answer/* threadIdField */.Wm)(message?.metadata) ?? (0,assistant_answer/* threadIdFrom */.SC)(headers.get('x-thread-id')),
        threadKey: (0,assistant_answer/* threadIdFrom */.SC)(headers.get('x-thread-key')),
    };
}
/** Reads a v2 answer stream to its end; throws `AskStreamError` (with the partial answer) when it fails. */
async function readUiMessageAnswer(body, headers) {
    // Filled in by the transform below, as chunks pass.
    const seen = {
        finished: false,
        chunks: 0,
    };
    const chunks = (0,dist/* parseJsonEventStream */._Z)({ stream: body, schema: ai_dist/* uiMessageChunkSchema */._ED }).pipeThrough(new TransformStream({
        transform(result, controller) {
            if (!result.success) {
                const raw = JSON.stringify(result.rawValue);
                throw new StreamFormatError(`a frame is not a UI message chunk (${result.error.message.split('\n')[0] ?? ''}): ${(0,redact/* clip */.$Q)(raw ?? '', 200)}`);
            }
            seen.chunks += 1;
            const chunk = result.value;
            if (chunk.type === 'finish') {
                seen.finished = true;
                const threadId = (0,assistant_answer/* threadIdField */.Wm)(result.rawValue);
                if (threadId)
                    seen.finishThreadId = threadId;
            }
            else if (chunk.type === 'error') {
                seen.errorText = chunk.errorText;
            }
            controller.enqueue(chunk);
        },
    }));
    let message;
    try {
        for await (const snapshot of (0,ai_dist/* readUIMessageStream */.k_o)({ stream: chunks, terminateOnError: true })) {
            message = snapshot;
        }
    }
    catch (error) {
        const partial = answerOf(message, seen.finishThreadId, headers);
        if (seen.errorText !== undefined) {
            throw new assistant_answer/* AskStreamError */.K4(`The assistant answered with an error: ${seen.errorText}`, partial);
        }
        const reason = (0,assistant_answer/* describeFailure */.Ic)(error);
        throw new assistant_answer/* AskStreamError */.K4(`The answer stream failed: ${reason}`, partial);
    }
    const answer = answerOf(message, seen.finishThreadId, headers);
    if (!seen.finished) {
        throw new assistant_answer/* AskStreamError */.K4(seen.chunks === 0
            ? `The answer stream carried no UI message chunk (content-type ${JSON.stringify(headers.get('content-type') ?? '')}): is the service's v2 assistant at this URL?`
            : 'The answer stream ended before its finish event: the answer is incomplete.', answer);
    }
    return answer;
}

// EXTERNAL MODULE: ./src/service/fetch.ts
var fetch = __webpack_require__(3919);
// EXTERNAL MODULE: ./src/util/clock.ts
var clock = __webpack_require__(7110);
;// CONCATENATED MODULE: ./src/service/assistant/client.ts










/** `POST {base}/discovery/{version}/assistant/{domain}/message` with the body the version expects. */
function buildAskRequest(settings, question, newId = external_node_crypto_.randomUUID) {
    const base = settings.baseUrl.href.endsWith('/') ? settings.baseUrl.href : `${settings.baseUrl.href}/`;
    const url = new URL(`discovery/${settings.apiVersion}/assistant/${encodeURIComponent(settings.domain)}/message`, base);
    const message = { id: newId(), role: 'user', parts: [{ type: 'text', text: question }] };
    if (settings.apiVersion === 'v1')
        message.content = question;
    const body = {
        fp: settings.fp,
        messages: [message],
        threadId: settings.threadId ?? null,
        retrievalPageSize: settings.retrievalPageSize,
        filter: settings.filter ?? null,
    };
    if (settings.threadKey !== undefined)
        body.threadKey = settings.threadKey;
    if (settings.context !== undefined)
        body.context = settings.context;
    if (settings.currentPath !== undefined)
        body.currentPath = settings.currentPath;
    return { url, body };
}
/** The answer took too long in total, or the stream went quiet. */
class AskTimeoutError extends Error {
    name = 'AskTimeoutError';
}
function seconds(ms) {
    return `${Math.round(ms / 100) / 10} s`;
}
/** Why the service refused, with what to do about it. */
function hint(status, retryAfter, settings) {
    switch (status) {
        case 429: {
            const ms = (0,client/* retryAfterMs */.Vs)(retryAfter);
            const wait = ms === undefined
                ? 'the service gave no readable Retry-After; wait before asking again'
                : `retry after ${seconds(ms)} (Retry-After: ${retryAfter ?? ''})`;
            return `the assistant's rate limit was reached (10,000 requests per organization per hour and per IP address per day, 10,000 messages per key per month); ${wait}`;
        }
        case 404:
            return settings.threadId
                ? `no such domain, or the thread ${JSON.stringify(settings.threadId)} is unknown${settings.apiVersion === 'v1' ? ` (v1 threads also need their '${names/* Inputs */.G0.ThreadKey}')` : ''}`
                : `check '${names/* Inputs */.G0.Domain}' (${JSON.stringify(settings.domain)})`;
        default:
            return (0,client/* keyHint */.p4)(status, names/* Inputs */.G0.AssistantApiKey);
    }
}
/**
 * Ends the body stream's wait when no byte arrives for `idleMs`. A chunk
 * resets the timer; the abort ends the request, whose body then errors.
 */
function watchIdle(body, idleMs, onIdle) {
    let timer;
    const dispose = () => {
        clearTimeout(timer);
    };
    const arm = () => {
        dispose();
        timer = (0,clock/* setTimer */.mI)(onIdle, idleMs);
    };
    arm();
    const stream = body.pipeThrough(new TransformStream({
        transform(chunk, controller) {
            arm();
            controller.enqueue(chunk);
        },
        flush: dispose,
    }));
    return { stream, dispose };
}
/**
 * Sends the question and reads the answer stream of the configured version:
 * one request (a retry would ask twice), ended by the run's deadline, by a
 * silence longer than 'ask-idle-timeout-seconds', or by the run's
 * cancellation. The stream is read past ky, so these bound it through the
 * request's signal (ky's own timeouts end at the headers for a body it does
 * not read).
 */
async function askAssistant(settings, request, { deadline }) {
    const controller = new AbortController();
    const stop = (message) => {
        controller.abort(new AskTimeoutError(message));
    };
    const overall = (0,clock/* setTimer */.mI)(() => {
        stop(deadline.stopped('no complete answer').message);
    }, deadline.timeLeft());
    const signal = AbortSignal.any([controller.signal, deadline.signal]);
    try {
        let response;
        try {
            response = await distribution/* default */.Ay.post(request.url, {
                json: request.body,
                headers: {
                    authorization: `Bearer ${settings.assistantApiKey}`,
                    accept: 'text/event-stream, text/plain, application/json',
                },
                retry: 0,
                timeout: false,
                parseJson: client/* jsonOrText */.BG,
                signal,
                fetch: fetch/* serviceFetch */.M,
            });
        }
        catch (error) {
            if (signal.aborted) {
                const reason = abortReason(signal);
                reason.message = `POST ${shown(request.url)} got no response: ${reason.message}`;
                throw reason;
            }
            if ((0,type_guards/* isHTTPError */.nr)(error)) {
                const failure = (0,client/* httpFailure */.tG)('POST', request.url, error, names/* Inputs */.G0.AssistantApiKey);
                if (failure.status >= 300 && failure.status < 400)
                    throw failure;
                const detail = [(0,client/* errorDetail */.m2)(error.data), hint(failure.status, error.response.headers.get('retry-after'), settings)]
                    .filter((part) => part !== '')
                    .join(': ');
                throw new errors/* ServiceHttpError */.iL('POST', failure.url, failure.status, detail, failure.retryAfterMs);
            }
            throw (0,client/* networkError */.x6)('POST', request.url, (0,type_guards/* isNetworkError */.TX)(error) ? error.cause : error, true);
        }
        if (!response.body)
            throw new errors/* ServiceHttpError */.iL('POST', shown(request.url), response.status, 'no response body', undefined);
        const body = watchIdle(response.body, settings.idleTimeoutMs, () => {
            stop(`no data for ${seconds(settings.idleTimeoutMs)} ('${names/* Inputs */.G0.AskIdleTimeoutSeconds}')`);
        });
        const read = settings.apiVersion === 'v1' ? readDataStreamAnswer : readUiMessageAnswer;
        try {
            return await read(body.stream, response.headers);
        }
        catch (error) {
            // A stream ended by a timeout or a cancellation says so, keeping what had arrived.
            if (signal.aborted && error instanceof assistant_answer/* AskStreamError */.K4) {
                throw new assistant_answer/* AskStreamError */.K4(`The answer stream stopped: ${abortReason(signal).message}`, error.partial);
            }
            throw error;
        }
        finally {
            body.dispose();
        }
    }
    finally {
        clearTimeout(overall);
        // Ends whatever is still open of the exchange (a stream abandoned after an error chunk).
        if (!signal.aborted)
            controller.abort(new Error('the answer was read'));
    }
}
function shown(url) {
    return `${url.origin}${url.pathname}`;
}
function abortReason(signal) {
    const reason = signal.reason;
    if (reason instanceof AskTimeoutError)
        return reason;
    return new errors/* AbortedError */.oM('the run was cancelled');
}


/***/ })

};

//# sourceMappingURL=709.index.js.map