export const id = 94;
export const ids = [94,891];
export const modules = {

/***/ 4094:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AssistantQuota: () => (/* binding */ AssistantQuota),
  sendCounted: () => (/* binding */ sendCounted)
});

// EXTERNAL MODULE: ./src/render/time.ts
var time = __webpack_require__(2891);
// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/ledger/errors.ts
var ledger_errors = __webpack_require__(9706);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/zod/v4/mini/schemas.js
var schemas = __webpack_require__(4343);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(3759);
// EXTERNAL MODULE: ./node_modules/zod/v4/mini/iso.js
var iso = __webpack_require__(3102);
// EXTERNAL MODULE: ./src/ledger/document.ts
var ledger_document = __webpack_require__(4732);
;// CONCATENATED MODULE: ./src/budget/assistant-counter.ts
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
const CounterSchema = schemas/* looseObject */._H3({
    month: schemas/* string */.YjP().check(api/* _regex */.Fk(/^\d{4}-\d{2}$/)),
    used: schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _gte */.qm(0), api/* _lte */.Zm(Number.MAX_SAFE_INTEGER)),
    fullUntil: schemas/* optional */.lqM(schemas/* nullable */.mee(iso/* datetime */.w$({ offset: true }))),
    recent: schemas/* optional */.lqM(schemas/* array */.YOg(schemas/* string */.YjP().check(api/* _maxLength */.Eb(200)))),
});
/** The fingerprint a key is counted under: 16 hex digits of its SHA-256, which do not give the key away. */
function keyFingerprint(key) {
    return (0,external_node_crypto_.createHash)('sha256').update(`docs-agent assistant key\0${key.trim()}`).digest('hex').slice(0, 16);
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
        fullUntil: until > now ? (0,ledger_document/* iso */.KH)(until) : null,
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
    return { ...doc, [ASSISTANT_MONTH_FIELD]: { ...section(doc), [fingerprint]: counter }, updatedAt: (0,ledger_document/* iso */.KH)(now) };
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
    return withCounter(doc, fingerprint, { ...counter, fullUntil: (0,ledger_document/* iso */.KH)(end) }, now);
}
/** How a reservation ended: counted, not kept (no ledger), or the month (or a 429's hold) is full. */

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
const impact_share_RECENT_IDS = 50;
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
    const month = monthOf(now);
    const parsed = ImpactSchema.safeParse(section(doc)[impactKey(fingerprint)]);
    if (!parsed.success || parsed.data.month !== month)
        return { month, used: 0, pulls: {}, authors: {}, recent: [] };
    return {
        month,
        used: parsed.data.used,
        pulls: bounded({ ...parsed.data.pulls }),
        authors: bounded({ ...parsed.data.authors }),
        recent: (parsed.data.recent ?? []).slice(-impact_share_RECENT_IDS),
    };
}
/** Why an impact message may not be counted: a limit of impact checks is reached (undefined: it may). */
function impactRefusal(counter, claim, limits, now) {
    const renews = `; it renews on ${(0,ledger_document/* iso */.KH)(nextMonthStart(now)).slice(0, 10)}`;
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
        recent: by > 0 ? [...counter.recent, id].slice(-impact_share_RECENT_IDS) : counter.recent.filter((held) => held !== id),
    };
}
/** The document with the impact counter of `fingerprint` replaced; everything else kept. */
function withImpactCounter(doc, fingerprint, counter) {
    return { ...doc, [ASSISTANT_MONTH_FIELD]: { ...section(doc), [impactKey(fingerprint)]: counter } };
}
/** Gives an impact message back (a refused or cancelled message); the document unchanged when `id` is not counted. */
function releaseImpact(doc, fingerprint, id, claim, now) {
    const counter = readImpactCounter(doc, fingerprint, now);
    if (!counter.recent.includes(id))
        return doc;
    return withImpactCounter(doc, fingerprint, countImpact(counter, claim, id, -1));
}

// EXTERNAL MODULE: ./src/ledger/store.ts + 3 modules
var store = __webpack_require__(1010);
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
        this.fingerprint = keyFingerprint(options.assistantApiKey);
        const repository = options.settings.repository || options.repository;
        if (!options.github)
            this.untracked = `no '${names/* Inputs */.G0.GithubToken}' was given`;
        else if (!/^[^/]+\/[^/]+$/.test(repository))
            this.untracked = `no repository for the ledger (GITHUB_REPOSITORY is not set)`;
        else {
            this.store = new store.LedgerStore({
                client: options.github,
                repository,
                projectId: `assistant-${this.fingerprint}`,
                clock: options.clock,
                warn: options.log.warning,
                ...(options.random ? { random: options.random } : {}),
            });
        }
    }
    /**
     * One compare-and-swap of the section. GitHub's limits and other runs are `busy` (waited for by the caller);
     * only a ledger the token cannot use at all (permission, an unreachable or unexpected answer) is `untracked`,
     * with a warning that names the cause.
     */
    async update(what, mutate, afterCancel = false) {
        // After a cancellation no signal: the run's is aborted, and the GitHub client's own limits bound these writes.
        const signal = afterCancel ? undefined : this.options.signal;
        const store = this.store;
        if (!store || this.untracked !== undefined)
            return { kind: 'untracked' };
        try {
            const until = Math.min(this.options.deadline, this.options.clock.now() + CONTENTION_MS);
            // The section's reducers see the document as this module writes it: only its own field changes.
            const updated = await store.update(monthSection, (current, now) => {
                const change = mutate({ [ASSISTANT_MONTH_FIELD]: current.state }, now);
                return {
                    state: change.write ? section(change.write) : null,
                    result: change.result,
                    ...(change.message ? { subject: change.message } : {}),
                };
            }, { maxAttempts: 1000, until, signal });
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
        const change = reserveMessage(doc, this.fingerprint, id, settings.perMonth, now);
        if (!impact || change.result.kind !== 'reserved' || !change.write)
            return { ...change, result: { ...change.result, now } };
        const counter = readImpactCounter(doc, this.fingerprint, now);
        const refused = impactRefusal(counter, impact.claim, impact.limits, now);
        if (refused !== undefined) {
            const state = monthState(readCounter(doc, this.fingerprint, now), settings.perMonth, now);
            return { write: null, result: { kind: 'full', state: { ...state, nextSlotAt: nextMonthStart(now) }, now, refused } };
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
        const { settings, clock, log, random = Math.random, deadline } = this.options;
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
                const now = clock.now();
                if (now + retryMs > deadline) {
                    const message = (0,messages/* busyMessage */.Fj)(updated.error, this.store, settings.onExhausted);
                    return { kind: 'exhausted', policy: settings.onExhausted, message, nextSlotAt: now + retryMs };
                }
                log.info(`The assistant's monthly count could not be updated (${updated.error.message}): trying again at ${(0,time/* formatTime */.f)(now + retryMs)}, within the run's time. The message is not sent before it is counted.`);
                await clock.sleep(retryMs, this.options.signal);
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
            if (settings.onExhausted !== 'wait' || clock.now() + waitMs > deadline) {
                const message = exhaustedMessage(found.state, found.now, settings.onExhausted);
                return { kind: 'exhausted', policy: settings.onExhausted, message, nextSlotAt: found.state.nextSlotAt };
            }
            log.info(`${exhaustedMessage(found.state, found.now, 'wait')} Waiting for it ('${names/* Inputs */.G0.OnBudgetExhausted}': wait).`);
            await clock.sleep(waitMs + Math.round(random() * 2000), this.options.signal);
        }
    }
    /** The message's count (and an impact check's) given back. */
    giveBack(id) {
        const impact = this.options.impact;
        return (doc, now) => {
            const released = releaseMessage(doc, this.fingerprint, id, now);
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
            const holdMs = error instanceof errors/* ServiceHttpError */.iL && error.retryAfterMs !== undefined ? Math.max(0, error.retryAfterMs) : DEFAULT_HOLD_MS;
            updated = await this.update("note the assistant's 429", (doc, now) => {
                const held = holdFull(doc, this.fingerprint, now + holdMs, now);
                return { write: giveBack(held, now) ?? held, result: undefined };
            });
        }
        else if (this.options.signal?.aborted === true || error instanceof errors/* AbortedError */.oM) {
            this.options.wrapUp?.();
            updated = await this.update('give back the message of a cancelled run', (doc, now) => ({ write: giveBack(doc, now), result: undefined }), true);
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
    const clock = serverClockKnown ? '' : ' (GitHub sent no Date header: the runner clock is used)';
    return `Reserved a slot in ${ref}: ${limit - remaining} of ${limit} used in the last 60 minutes, ${remaining} left${races}${clock}.`;
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

/***/ 2891:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ formatDuration),
/* harmony export */   f: () => (/* binding */ formatTime)
/* harmony export */ });
/**
 * Times as the log, the comment and the summary show them. Kept apart from
 * the job and budget logic so that the report of a failed inputs check loads
 * neither.
 */
/** Elapsed time as `1m05s`, for the log's progress lines. */
function formatDuration(ms) {
    const total = Math.round(ms / 1000);
    const minutes = Math.floor(total / 60);
    const seconds = total % 60;
    if (minutes === 0)
        return `${seconds}s`;
    return `${minutes}m${String(seconds).padStart(2, '0')}s`;
}
/** `2025-01-31 14:05:12 UTC`, rounded up to the second, for messages and the summary. */
function formatTime(time) {
    return new Date(Math.ceil(time / 1000) * 1000)
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d{3}Z$/, ' UTC');
}


/***/ })

};

//# sourceMappingURL=94.index.js.map