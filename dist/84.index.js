export const id = 84;
export const ids = [84,891];
export const modules = {

/***/ 4658:
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







/** Longest time a ledger write spends on lost races before the count goes on without it. */
const CONTENTION_MS = 2 * 60 * 1000;
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
    async update(what, mutate) {
        const store = this.store;
        if (!store || this.untracked !== undefined)
            return undefined;
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
            }, { maxAttempts: 1000, until, signal: this.options.signal });
            return updated.result;
        }
        catch (error) {
            if (!(0,ledger_errors/* isLedgerUnavailable */.oY)(error))
                throw error;
            this.untracked = error.message;
            this.options.log.warning(`Could not ${what} in the ledger ${store.location.ref} (${error.message}): the assistant's monthly budget is not tracked for this run; the service still enforces its limit. The ledger needs \`contents: write\` on ${store.location.owner}/${store.location.repo}.`);
            return undefined;
        }
    }
    /** Counts one message before it is sent, applying `on-budget-exhausted` when the month is full. */
    async reserve() {
        const { settings, clock, log, random = Math.random } = this.options;
        const id = `${this.options.runId}-${Math.floor(random() * 0xffffffff).toString(16)}`;
        for (;;) {
            const found = await this.update('count the message', (doc, now) => {
                const change = reserveMessage(doc, this.fingerprint, id, settings.perMonth, now);
                return { ...change, result: { ...change.result, now } };
            });
            if (!found) {
                if (!this.store)
                    log.warning(`The assistant's monthly budget is not tracked for this run: ${this.untracked ?? ''}.`);
                return { kind: 'untracked', reason: this.untracked ?? 'no ledger' };
            }
            if (found.kind !== 'full') {
                this.reservation = id;
                const { used, limit, remaining, month } = found.state;
                log.info(`Counted in the assistant's monthly budget: ${String(used)} of ${String(limit)} messages in ${month}, ${String(remaining)} left.`);
                return { kind: 'reserved', state: found.state };
            }
            const waitMs = found.state.nextSlotAt - found.now;
            if (settings.onExhausted !== 'wait' || clock.now() + waitMs > this.options.deadline) {
                const message = exhaustedMessage(found.state, found.now, settings.onExhausted);
                return { kind: 'exhausted', policy: settings.onExhausted, message, nextSlotAt: found.state.nextSlotAt };
            }
            log.info(`${exhaustedMessage(found.state, found.now, 'wait')} Waiting for it ('${names/* Inputs */.G0.OnBudgetExhausted}': wait).`);
            await clock.sleep(waitMs + Math.round(random() * 2000), this.options.signal);
        }
    }
    /**
     * After the message: a 429 holds the count as full (until `Retry-After`, or
     * a minute) and gives the message back; any other refusal before an answer
     * (a 4xx, a connection that never opened) gives it back.
     */
    async settle(error) {
        const id = this.reservation;
        if (error === undefined || id === undefined)
            return;
        const status = error instanceof errors/* ServiceHttpError */.iL ? error.status : undefined;
        if (status === 429) {
            const holdMs = error instanceof errors/* ServiceHttpError */.iL && error.retryAfterMs !== undefined ? Math.max(0, error.retryAfterMs) : DEFAULT_HOLD_MS;
            await this.update("note the assistant's 429", (doc, now) => {
                const held = holdFull(doc, this.fingerprint, now + holdMs, now);
                return { write: releaseMessage(held, this.fingerprint, id, now) ?? held, result: undefined };
            });
        }
        else if ((status !== undefined && status < 500) || (error instanceof errors/* ServiceNetworkError */.GM && error.beforeSend)) {
            await this.update('give back a message the assistant refused', (doc, now) => ({
                write: releaseMessage(doc, this.fingerprint, id, now),
                result: undefined,
            }));
        }
        else {
            return;
        }
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
/* harmony export */   Du: () => (/* binding */ formatWait),
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


/***/ }),

/***/ 5772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ MAX_FILES),
/* harmony export */   EK: () => (/* binding */ PER_PAGE),
/* harmony export */   W7: () => (/* binding */ fileOf),
/* harmony export */   pG: () => (/* binding */ listPullFiles)
/* harmony export */ });
/** The most files the prompt lists; the rest are counted ("… and N more files"). */
const MAX_FILES = 300;
/** Files (and commits) a page: the most the APIs give. */
const PER_PAGE = 100;
/** A file of the API as the action keeps it. */
function fileOf(file) {
    return {
        path: file.filename,
        status: file.status,
        ...(file.additions === undefined ? {} : { additions: file.additions }),
        ...(file.deletions === undefined ? {} : { deletions: file.deletions }),
        ...(file.previous_filename ? { previousPath: file.previous_filename } : {}),
        ...(typeof file.patch === 'string' ? { patch: file.patch } : {}),
        ...(typeof file.sha === 'string' && file.sha ? { sha: file.sha } : {}),
    };
}
/**
 * The changed files of a pull request (every page of the files API, at most
 * `MAX_FILES`), each with its patch when GitHub gives one. Throws when GitHub
 * cannot be read.
 */
async function listPullFiles(github, repository, pullNumber) {
    const files = [];
    const params = { owner: repository.owner, repo: repository.repo, pull_number: pullNumber, per_page: PER_PAGE };
    for await (const page of github.paginate.iterator(github.rest.pulls.listFiles, params)) {
        files.push(...page.data.map(fileOf));
        if (files.length >= MAX_FILES)
            break;
    }
    return files.slice(0, MAX_FILES);
}


/***/ }),

/***/ 1415:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IMPACT_HEADING: () => (/* binding */ IMPACT_HEADING),
/* harmony export */   capNote: () => (/* binding */ capNote),
/* harmony export */   pageLine: () => (/* binding */ pageLine),
/* harmony export */   renderClearedComment: () => (/* binding */ renderClearedComment),
/* harmony export */   renderImpactComment: () => (/* binding */ renderImpactComment)
/* harmony export */ });
/* harmony import */ var _github_comments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6645);
/* harmony import */ var _render_answer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8676);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2495);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(893);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(767);
/* harmony import */ var _hunks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8695);
/**
 * The impact comment's body: the pages the check found, each linked by its
 * title (only `https` URLs become links) with the answer's sentence about it
 * (through the answer filter: no mention, image, raw HTML or non-https link
 * survives), what happens next, and what the check sent (the cap). Or, when
 * a later check finds nothing, the same comment saying so. Every text is
 * redacted before it is rendered; the marker records the check (marker.ts).
 */






const IMPACT_HEADING = '### 📚 Docs this pull request may affect';
const count = (n) => n.toLocaleString('en-US');
const plural = (n, word) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;
/** One page: its title as a link when the URL is `https`, else as text with the URL in code; then the sentence about it. */
function pageLine(page) {
    const title = page.title || page.url;
    const named = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .httpsUrl */ .N3)(page.url)
        ? (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .link */ .nf)(page.url, title)
        : `${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(title.replace(_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .LINE_BREAKS */ .Cm, ' '))}${page.url && page.url !== title ? ` (${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(page.url)})` : ''}`;
    if (!page.sentence)
        return `- ${named}`;
    // The filter's markdown on one line, inside the list item.
    const sentence = (0,_render_answer_js__WEBPACK_IMPORTED_MODULE_1__/* .safeAnswerMarkdown */ .f)(page.sentence.replace(_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .LINE_BREAKS */ .Cm, ' ')).replace(/\n+/g, ' ');
    return `- ${named}: ${sentence}`;
}
/** What the check sent, and the cap when it left something out. */
function capNote({ head, selection }) {
    const at = head ? ` at ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(head.slice(0, 12))}` : '';
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
        sent = `the hunks of ${count(items.length)} of ${plural(filesWithHunks, 'changed file')} with hunks (${count(sentChars)} of ${plural(totalChars, 'character')}, the largest changes first: a check sends at most ${count(_hunks_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_CONTEXT_FILES */ .X$)} files and ${count(_hunks_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_HUNK_CHARS */ .gb)} characters of hunks)`;
    }
    return `_Checked${at} with ${sent}. A push that changes the files or their hunks checks again and updates this comment._`;
}
/** The comment that lists the pages. */
function renderImpactComment(view) {
    const safe = (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactAll */ .$I)({ ...view, selection: { ...view.selection } });
    const command = (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(`${safe.command} <instruction>`);
    return [
        (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_0__/* .formatMarker */ .gJ)(safe.marker),
        IMPACT_HEADING,
        '',
        'Asked which pages of the documentation describe what this pull request changes, the docs assistant named:',
        '',
        ...safe.pages.map(pageLine),
        '',
        `**What happens next:** with the docs-on-merge workflow installed, the docs agent is given these pages when this pull request merges. To start an agent job now, comment ${command}.`,
        '',
        capNote(safe),
        '',
    ].join('\n');
}
/** The comment once a later check finds no page: kept, so the change of mind is seen, with the new check's marker. */
function renderClearedComment(view) {
    const safe = (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactAll */ .$I)({ ...view, selection: { ...view.selection } });
    return [
        (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_0__/* .formatMarker */ .gJ)(safe.marker),
        IMPACT_HEADING,
        '',
        'The docs assistant no longer finds a page of the documentation that this pull request changes; an earlier check had named some.',
        '',
        capNote(safe),
        '',
    ].join('\n');
}


/***/ }),

/***/ 8695:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tp: () => (/* binding */ byChangeSize),
/* harmony export */   X$: () => (/* binding */ MAX_CONTEXT_FILES),
/* harmony export */   YT: () => (/* binding */ contextItems),
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
 * a new change; a file without hunks by its blob). 16 hex digits, recorded in
 * the comment's marker.
 */
function changesHash(files) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update('impact-v1');
    const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    for (const file of sorted) {
        const hunks = file.patch === undefined ? `blob:${file.sha ?? ''}` : file.patch.replace(HUNK_HEADER, '@@');
        for (const part of [file.path, file.previousPath ?? '', file.status, hunks])
            hash.update(`\0${String(part.length)}:${part}`);
    }
    return hash.digest('hex').slice(0, 16);
}


/***/ }),

/***/ 2622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BM: () => (/* binding */ readImpactMarker),
/* harmony export */   Bw: () => (/* binding */ impactMarker),
/* harmony export */   VM: () => (/* binding */ boundedPage),
/* harmony export */   Y0: () => (/* binding */ MAX_PAGES),
/* harmony export */   yX: () => (/* binding */ IMPACT_KIND)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3759);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(767);
/**
 * The impact comment's marker: what the last check saw (the hash of the
 * changed files and hunks, the head commit) and the pages it found, so that
 * a later push asks again only when something changed, and a merge gives the
 * agent those pages. Read back only from comments whose marker is believed
 * (`listMarkedComments`), and checked field by field all the same.
 */


/** The marker kind of an impact comment. */
const IMPACT_KIND = 'impact';
/** The most pages a comment lists and its marker records. */
const MAX_PAGES = 10;
const MAX_TITLE = 200;
const MAX_URL = 500;
const PagesSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ title: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._maxLength */ .Eb(MAX_TITLE * 2)), url: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._maxLength */ .Eb(MAX_URL * 2)) }));
const HASH = /^[0-9a-f]{16}$/;
const SHA = /^[0-9a-f]{7,64}$/;
/** A page as the marker keeps it: one line each, bounded. */
function boundedPage(page) {
    const oneLine = (text) => text.replace(/\s+/g, ' ').trim();
    return { title: (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(oneLine(page.title), MAX_TITLE), url: page.url.length <= MAX_URL ? oneLine(page.url) : '' };
}
/** The marker fields of an impact comment (`extra`: the run that wrote it). */
function impactMarker(record, extra = {}) {
    const pages = record.pages.slice(0, MAX_PAGES).map(boundedPage);
    return { kind: IMPACT_KIND, hash: record.hash, head: record.head, pages: JSON.stringify(pages), ...extra };
}
/** The record a marker holds; undefined when it is not an impact marker or a field is not what the action writes. */
function readImpactMarker(marker) {
    if (marker.kind !== IMPACT_KIND)
        return undefined;
    const hash = marker.hash ?? '';
    const head = marker.head ?? '';
    if (!HASH.test(hash) || (head !== '' && !SHA.test(head)))
        return undefined;
    let json;
    try {
        json = JSON.parse(marker.pages ?? '[]');
    }
    catch {
        return undefined;
    }
    const pages = PagesSchema.safeParse(json);
    if (!pages.success)
        return undefined;
    return { hash, head, pages: pages.data.slice(0, MAX_PAGES).map(boundedPage) };
}


/***/ }),

/***/ 4084:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkPull: () => (/* binding */ checkPull)
});

// EXTERNAL MODULE: ./src/github/files.ts
var github_files = __webpack_require__(5772);
// EXTERNAL MODULE: ./src/github/comments.ts
var comments = __webpack_require__(6645);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(7708);
// EXTERNAL MODULE: ./src/util/errors.ts
var util_errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/budget/assistant-month.ts + 1 modules
var assistant_month = __webpack_require__(4658);
// EXTERNAL MODULE: ./src/conversation/job-comment.ts
var job_comment = __webpack_require__(108);
// EXTERNAL MODULE: ./src/impact/hunks.ts
var hunks = __webpack_require__(8695);
// EXTERNAL MODULE: ./src/impact/marker.ts
var impact_marker = __webpack_require__(2622);
// EXTERNAL MODULE: ./src/util/redact.ts
var redact = __webpack_require__(767);
;// CONCATENATED MODULE: ./src/impact/question.ts


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
    const rest = files.length - shown.length;
    const lines = [
        `A pull request titled "${title}" changes ${files.length === 1 ? 'this file' : `these ${String(files.length)} files`} (largest change first; the changed hunks are in the context):`,
        ...shown,
        ...(rest > 0 ? [`- … and ${String(rest)} more`] : []),
    ];
    const body = (0,redact/* clip */.$Q)(subject.body.replace(/\r\n?/g, '\n').trim(), MAX_DESCRIPTION_CHARS);
    if (body)
        lines.push('', 'Its description says:', body);
    lines.push('', 'Which pages of the documentation describe behaviour that this change adds, changes or removes? Name each such page as a source, and for each say in one sentence, naming the page, what the change makes inaccurate or incomplete there. If no page is affected, say so.');
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/impact/pages.ts


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

// EXTERNAL MODULE: ./src/impact/comment.ts
var comment = __webpack_require__(1415);
;// CONCATENATED MODULE: ./src/modes/impact/check.ts












/** The latest believed impact comment on the pull request; a failed read ends the check (a second comment must not follow). */
async function lastCheck(github, target, trust) {
    try {
        return (await (0,comments/* listMarkedComments */.b2)(github, target, trust)).findLast((comment) => comment.marker.kind === impact_marker/* IMPACT_KIND */.yX);
    }
    catch (error) {
        throw new Error(`Could not read the comments on pull request #${target.issueNumber} (${(0,util_errors/* getErrorMessage */.u1)(error)}): not checking, so that no second impact comment is written.`, { cause: error });
    }
}
/** Sends the question with the monthly budget around it; `skipped` when the budget is used up and the policy is `skip`. */
async function ask(options, assistantSettings, request) {
    const { settings, assistant } = options;
    const quota = options.quota();
    const reserved = await quota.reserve();
    if (reserved.kind === 'exhausted') {
        if (reserved.policy === 'skip')
            return { skipped: reserved.message };
        throw new Error(reserved.message);
    }
    const shownUrl = `${request.url.origin}${request.url.pathname}`;
    return log/* log */.Rm.group(`Ask the docs assistant which pages this change touches (${settings.service.apiVersion})`, async () => {
        log/* log */.Rm.info(`POST ${shownUrl}`);
        const { signal, fetch } = options;
        return (0,assistant_month.sendCounted)(quota, () => assistant.askAssistant(assistantSettings, request, { ...(signal ? { signal } : {}), ...(fetch ? { fetch } : {}) }));
    });
}
/** Writes the comment (pages found, or the earlier one cleared); its URL, or '' when none (a failure is a warning). */
async function writeComment(options, target, body, existing) {
    try {
        const posted = await (0,comments/* upsertComment */.lB)(options.github, target, body, existing);
        log/* log */.Rm.info(`${existing ? 'Updated' : 'Wrote'} the impact comment on #${target.issueNumber}: ${posted.url}`);
        return posted.url;
    }
    catch (error) {
        log/* log */.Rm.warning((0,errors/* describeGitHubError */.dZ)(`write the impact comment on #${target.issueNumber}`, error, (0,comments/* writePermissionFor */.MQ)(target)));
        return existing?.url ?? '';
    }
}
/** Runs the check (see the module comment). */
async function checkPull(options) {
    const { settings, pull, github } = options;
    const target = { ...pull.repository, issueNumber: pull.number, isPullRequest: true };
    const files = await (0,github_files/* listPullFiles */.pG)(github, pull.repository, pull.number).catch((error) => {
        throw new Error(`Could not read the changed files of pull request #${pull.number}: ${(0,util_errors/* getErrorMessage */.u1)(error)}`, { cause: error });
    });
    const hash = (0,hunks/* changesHash */.w_)(files);
    const existing = await lastCheck(github, target, settings.trigger);
    const last = existing ? (0,impact_marker/* readImpactMarker */.BM)(existing.marker) : undefined;
    if (existing && last?.hash === hash) {
        log/* log */.Rm.info(`The changed files and hunks are those the last check saw (at ${(0,log/* quote */.hD)(last.head)}): nothing is asked.`);
        return { kind: 'unchanged', pages: last.pages, commentUrl: existing.url, head: last.head };
    }
    if (files.length === 0)
        return { kind: 'skipped', reason: `Nothing to check: pull request #${pull.number} changes no file.` };
    const selection = (0,hunks/* selectHunks */.uD)(files);
    const checked = { head: pull.head, selection };
    const question = impactQuestion({ title: pull.title, body: pull.body, files });
    const assistantSettings = {
        ...settings.service,
        filter: settings.filter,
        threadId: undefined,
        threadKey: undefined,
        context: (0,hunks/* contextItems */.YT)(selection, settings.service.apiVersion),
        currentPath: undefined,
        timeoutMs: settings.timeoutMs,
        idleTimeoutMs: settings.idleTimeoutMs,
    };
    const request = options.assistant.buildAskRequest(assistantSettings, question);
    log/* log */.Rm.info(`Question: ${(0,log/* quote */.hD)(question, 2000)}`);
    log/* log */.Rm.info(`Context: the hunks of ${selection.items.length} of ${files.length} changed file(s), ${selection.sentChars} characters.`);
    if (settings.dryRun)
        return { kind: 'dry-run', url: `${request.url.origin}${request.url.pathname}`, body: request.body, checked };
    const answer = await ask(options, assistantSettings, request);
    if ('skipped' in answer)
        return { kind: 'skipped', reason: answer.skipped };
    const pages = pagesOfAnswer(answer);
    let commentUrl = '';
    if (settings.trigger.comment && (pages.length > 0 || existing)) {
        const marker = (0,impact_marker/* impactMarker */.Bw)({ hash, head: pull.head, pages }, (0,job_comment.runMarker)(options.run, impact_marker/* IMPACT_KIND */.yX));
        const body = pages.length > 0
            ? (0,comment.renderImpactComment)({ pages, ...checked, command: settings.trigger.command, marker })
            : (0,comment.renderClearedComment)({ ...checked, marker });
        commentUrl = await writeComment(options, target, body, existing);
    }
    return { kind: 'checked', pages, commentUrl, checked };
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
    if (!context.inLink && (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .httpsUrl */ .N3)(url))
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
        case 'code':
            return [node];
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
function safeAnswerMarkdown(answer) {
    const markdown = answer.replace(/\r\n?/g, '\n');
    if (tooCostly(markdown))
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeBlock */ .DV)(markdown, 'markdown');
    try {
        const tree = (0,mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_2__/* .fromMarkdown */ .Y)(markdown, { extensions: [(0,micromark_extension_gfm__WEBPACK_IMPORTED_MODULE_3__/* .gfm */ .T)()], mdastExtensions: [(0,mdast_util_gfm__WEBPACK_IMPORTED_MODULE_4__/* .gfmFromMarkdown */ .C)()] });
        const context = { definitions: collectDefinitions(tree), inLink: false, depth: 0 };
        const [root] = filterNode(tree, context);
        return (0,mdast_util_to_markdown__WEBPACK_IMPORTED_MODULE_5__/* .toMarkdown */ .l)(joinText(root), {
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

//# sourceMappingURL=84.index.js.map