export const id = 434;
export const ids = [434];
export const modules = {

/***/ 2014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openBudget: () => (/* binding */ openBudget)
});

// UNUSED EXPORTS: BudgetGate, contextFromEnv, isDefiniteCreateFailure

// EXTERNAL MODULE: ./src/render/time.ts
var time = __webpack_require__(2891);
// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/budget/failures.ts
var failures = __webpack_require__(4238);
// EXTERNAL MODULE: ./src/budget/ledger.ts + 1 modules
var ledger = __webpack_require__(3412);
// EXTERNAL MODULE: ./src/budget/window.ts
var budget_window = __webpack_require__(985);
;// CONCATENATED MODULE: ./src/budget/messages.ts
/**
 * What the budget tells the log: the window when full, the 429 refusal, and
 * the warning when the ledger cannot be used.
 */



function describeFull(state, now) {
    const frees = `the next slot frees at ${(0,time/* formatTime */.f)(state.nextSlotAt)} (in ${(0,budget_window/* formatWait */.Du)(state.nextSlotAt - now)})`;
    if (state.fullUntil !== null && state.used < state.limit) {
        return `the service refused a job with 429 (its hourly limit is reached; this ledger counts ${state.used} of ${state.limit}); ${frees}`;
    }
    return `${state.used} of ${state.limit} agent jobs were created in the last 60 minutes ('${names/* Inputs */.G.BudgetPerHour}': ${state.limit}); ${frees}`;
}
function exhaustedMessage(state, now, cause, policy) {
    let message = `The hourly budget is used up: ${describeFull(state, now)}.`;
    if (cause === 'timeout') {
        message += ` Not waiting: that is past 'timeout-seconds'.`;
    }
    else if (policy === 'fail') {
        message += ` Set '${names/* Inputs */.G.OnBudgetExhausted}' to 'wait' or 'skip' to wait for it or to skip instead.`;
    }
    return message;
}
function serviceRefusedMessage(nextSlotAt, now, policy) {
    const service = `The service refused the job with 429 (its limit of agent jobs per hour is reached)`;
    const frees = `a slot frees at ${(0,time/* formatTime */.f)(nextSlotAt)} (in ${(0,budget_window/* formatWait */.Du)(nextSlotAt - now)})`;
    if (policy === 'wait')
        return `${service} and the wait for it would pass 'timeout-seconds'; ${frees}.`;
    const hint = policy === 'fail' ? ` Set '${names/* Inputs */.G.OnBudgetExhausted}' to 'wait' or 'skip' to wait for it or to skip instead.` : '';
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
        : `pass as '${names/* Inputs */.G.GithubToken}' a token with \`contents: write\` on ${repository} (for another repository, a GitHub App installation token), or change '${names/* Inputs */.G.BudgetRepository}'`;
    const hint = error.reason === 'permission'
        ? `To track it, ${permission}.`
        : error.reason === 'rate-limited'
            ? 'GitHub rate-limited the ledger requests and the retries are spent.'
            : error.reason === 'contention'
                ? 'Too many runs updated the ledger at once.'
                : `The ledger needs \`contents: write\` on ${repository} and a reachable GitHub API.`;
    return `Could not use the budget ledger ${ref} in ${repository} (${error.message}): ${consequence}. ${hint}`;
}
function reservedMessage(ref, limit, remaining, attempts, serverClockKnown) {
    const races = attempts > 1 ? ` (after ${attempts - 1} lost race(s) with other runs)` : '';
    const clock = serverClockKnown ? '' : ' (GitHub sent no Date header: the runner clock is used)';
    return `Reserved a slot in ${ref}: ${limit - remaining} of ${limit} used in the last 60 minutes, ${remaining} left${races}${clock}.`;
}

;// CONCATENATED MODULE: ./src/budget/types.ts
function contextFromEnv(env = process.env) {
    return {
        repository: env.GITHUB_REPOSITORY ?? '',
        runId: env.GITHUB_RUN_ID ?? 'local',
        runAttempt: env.GITHUB_RUN_ATTEMPT ?? '1',
        workflow: env.GITHUB_WORKFLOW ?? '',
        apiUrl: env.GITHUB_API_URL,
    };
}

;// CONCATENATED MODULE: ./src/budget/wait.ts
/** Sleeps `ms`, calling `progress` with the time left once a minute. */
async function sleepWithProgress(clock, ms, signal, progress) {
    const end = clock.now() + ms;
    for (;;) {
        const left = end - clock.now();
        if (left <= 0)
            return;
        await clock.sleep(Math.min(left, 60_000), signal);
        const after = end - clock.now();
        if (after > 0)
            progress(after);
    }
}

;// CONCATENATED MODULE: ./src/budget/reservation.ts

/** One reservation attempt on a ledger document: the entry added, or nothing written when full, paced or already held. */
function reserveAttempt(doc, now, entry, limit, paced) {
    const reserved = (0,budget_window/* reserveSlot */.X_)(doc, entry, limit, now);
    if (reserved.kind === 'full')
        return { write: null, result: { full: reserved.state, now } };
    // A write of this reservation answered with an error but went through: the slot is ours already.
    if (reserved.kind === 'held')
        return { write: null, result: { full: undefined, now } };
    const pace = paced ? (0,budget_window/* paceUntil */.GH)(doc, now) : now;
    if (pace > now)
        return { write: null, result: { full: undefined, now, pace } };
    return {
        write: reserved.doc,
        result: { full: undefined, now },
        message: `docs-agent budget: reserve a slot for run ${entry.runId} (${String(reserved.state.used)}/${String(limit)})`,
    };
}
/** A 429's `Retry-After` as a hold: at most one window (the service's limit frees a slot within the hour). */
function boundedFullHold(retryAfterMs, warn) {
    if (retryAfterMs === undefined || !Number.isFinite(retryAfterMs) || retryAfterMs < 0)
        return budget_window/* DEFAULT_FULL_HOLD_MS */.tB;
    if (retryAfterMs <= budget_window/* WINDOW_MS */.Qe)
        return retryAfterMs;
    warn(`The service asked to retry in ${(0,budget_window/* formatWait */.Du)(retryAfterMs)}, more than its one-hour window: the ledger holds the window as full for an hour at most.`);
    return budget_window/* WINDOW_MS */.Qe;
}
/** The window as a 429 left it, when the ledger could not be read: full until the hold ends. */
function fullWindow(limit, now, holdMs) {
    return { limit, used: 0, remaining: 0, oldestExpiresAt: null, nextSlotAt: now + holdMs, fullUntil: now + holdMs };
}

;// CONCATENATED MODULE: ./src/budget/gate.ts
/**
 * The hourly budget as the run sees it: reserve a slot before creating a job,
 * apply `on-budget-exhausted` when the window is full, release the slot when
 * the creation surely failed, record the job once created, and tell the ledger
 * when the service itself says the window is full (429).
 *
 * Loaded with `import()` by main only when a job is about to be created.
 */












/** Longest time the reservation spends on lost races before going on without the ledger. */
const RESERVE_CONTENTION_MS = 5 * 60 * 1000;
/** Longest time the writes after creation (record, release, 429 hold) spend on lost races. */
const FOLLOW_UP_CONTENTION_MS = 2 * 60 * 1000;
/** Waiting runs wake up spread over this much time after the slot frees, so they do not race all at once. */
const WAKE_SPREAD_MS = 2000;
class BudgetGate {
    store;
    settings;
    context;
    runtime;
    random;
    reservationId;
    /** The time the reservation counts from (GitHub's clock). */
    reservedAt;
    /** `owner/repo` that holds the ledger. */
    repository;
    lastDoc;
    untrackedReason;
    exhaustedAt;
    constructor(settings, context, runtime, client) {
        this.settings = settings;
        this.context = context;
        this.runtime = runtime;
        this.random = runtime.random ?? Math.random;
        this.repository = settings.budgetRepository || context.repository;
        const [owner, repo] = this.repository.split('/');
        if (!client) {
            this.untrackedReason = `no '${names/* Inputs */.G.GithubToken}' was given`;
        }
        else if (!owner || !repo) {
            this.untrackedReason = `GITHUB_REPOSITORY is not set (not running in GitHub Actions?) and no '${names/* Inputs */.G.BudgetRepository}' was given`;
        }
        else {
            this.store = new ledger/* LedgerStore */.n$({
                client,
                location: { owner, repo, ref: (0,budget_window/* ledgerRefName */.gm)(settings.projectId) },
                project: settings.projectId,
                clock: runtime.clock,
                random: this.random,
                ...(runtime.signal ? { signal: runtime.signal } : {}),
                ...(runtime.retryRequests === undefined ? {} : { retryRequests: runtime.retryRequests }),
                warn: runtime.log.warning,
            });
        }
    }
    get ref() {
        return (0,budget_window/* ledgerRefName */.gm)(this.settings.projectId);
    }
    get limit() {
        return this.settings.budgetPerHour;
    }
    /** The state of the window now, from the last document read or written. */
    state() {
        if (!this.store || !this.lastDoc)
            return undefined;
        return (0,budget_window/* windowState */.kW)(this.lastDoc, this.limit, this.store.now());
    }
    /** The `budget-remaining` output: empty when the budget is not tracked. */
    remainingOutput() {
        if (this.untrackedReason !== undefined)
            return '';
        const state = this.state();
        return state ? String(state.remaining) : '';
    }
    view() {
        const base = { limit: this.limit, ref: this.ref, repository: this.repository };
        const state = this.state();
        if (this.untrackedReason !== undefined || !state) {
            return { ...base, tracked: false, reason: this.untrackedReason ?? 'the ledger was not read' };
        }
        return {
            ...base,
            tracked: true,
            used: state.used,
            remaining: state.remaining,
            oldestExpiresAt: state.oldestExpiresAt,
            ...(this.exhaustedAt === undefined ? {} : { nextSlotAt: this.exhaustedAt }),
        };
    }
    /** Goes on without the ledger: a warning that names the repository and the permission; the job is still created. */
    giveUp(error) {
        this.runtime.log.warning(unavailableMessage(error, this.ref, this.repository, this.context.repository));
        this.untrackedReason = error.message;
        return { kind: 'untracked', reason: error.message };
    }
    exhausted(state, now, cause) {
        this.exhaustedAt = state.nextSlotAt;
        const policy = this.settings.onBudgetExhausted;
        return { kind: 'exhausted', policy, nextSlotAt: state.nextSlotAt, cause, message: exhaustedMessage(state, now, cause, policy) };
    }
    /** One attempt at a slot: reserved, full, or untracked. */
    async tryReserve(paced) {
        const store = this.store;
        if (!store) {
            this.runtime.log.warning(`The hourly budget is not tracked for this run: ${this.untrackedReason ?? 'no ledger'}. The job is created anyway.`);
            return { kind: 'untracked', reason: this.untrackedReason ?? 'no ledger' };
        }
        const id = `${this.context.runId}-${this.context.runAttempt}-${Math.floor(this.random() * 0xffffffff)
            .toString(16)
            .padStart(8, '0')}`;
        const started = this.runtime.clock.now();
        try {
            const newEntry = {
                id,
                runId: this.context.runId,
                runAttempt: this.context.runAttempt,
                ...(this.context.repository ? { repository: this.context.repository } : {}),
                ...(this.context.workflow ? { workflow: this.context.workflow } : {}),
            };
            const outcome = await store.update((doc, now) => reserveAttempt(doc, now, newEntry, this.limit, paced), {
                maxAttempts: 1000,
                until: Math.min(this.runtime.deadline, started + RESERVE_CONTENTION_MS),
            });
            this.lastDoc = outcome.doc;
            if (outcome.result.full)
                return { kind: 'full', state: outcome.result.full, now: outcome.result.now };
            if (outcome.result.pace !== undefined)
                return { kind: 'pace', until: outcome.result.pace, now: outcome.result.now };
            this.reservationId = id;
            const entry = outcome.doc.entries.find((held) => held.id === id);
            this.reservedAt = entry ? Date.parse(entry.at) : undefined;
            const remaining = this.state()?.remaining ?? 0;
            this.runtime.log.info(reservedMessage(this.ref, this.limit, remaining, outcome.attempts, store.serverClockKnown));
            return { kind: 'reserved', remaining };
        }
        catch (error) {
            if ((0,ledger/* isLedgerUnavailable */.oY)(error))
                return this.giveUp(error);
            throw error;
        }
    }
    /**
     * Takes a slot, applying `on-budget-exhausted` when the window is full:
     * `fail` and `skip` return at once, `wait` sleeps until a slot frees (a log
     * line per minute) unless that is past the deadline.
     */
    async reserve() {
        const { clock, log, deadline, signal } = this.runtime;
        const waitStarted = clock.now();
        let announced = false;
        let paced = true;
        for (;;) {
            const attempt = await this.tryReserve(paced);
            if (attempt.kind === 'pace') {
                // Many jobs in the last minute: wait so that their GitHub writes stay under the secondary limit.
                const pauseMs = attempt.until - attempt.now + Math.round(this.random() * WAKE_SPREAD_MS);
                if (clock.now() + pauseMs > deadline) {
                    paced = false;
                    continue;
                }
                log.info(`${String(budget_window/* PACE_PER_MINUTE */.Xi)} jobs were reserved in the last minute: waiting ${(0,budget_window/* formatWait */.Du)(pauseMs)} so that their GitHub writes stay under GitHub's limit of 80 content-creating requests a minute.`);
                await clock.sleep(pauseMs, signal);
                continue;
            }
            if (attempt.kind !== 'full')
                return attempt;
            const { state, now } = attempt;
            if (this.settings.onBudgetExhausted !== 'wait')
                return this.exhausted(state, now, 'window');
            const waitMs = state.nextSlotAt - now + Math.round(this.random() * WAKE_SPREAD_MS);
            if (clock.now() + waitMs > deadline)
                return this.exhausted(state, now, 'timeout');
            if (!announced) {
                log.info(`The hourly budget is used up: ${describeFull(state, now)}. Waiting for it ('${names/* Inputs */.G.OnBudgetExhausted}': wait).`);
                announced = true;
            }
            await sleepWithProgress(clock, waitMs, signal, (left) => {
                log.info(`[${(0,time/* formatDuration */.a)(clock.now() - waitStarted)}] waiting for a budget slot: it frees in ${(0,budget_window/* formatWait */.Du)(left)}`);
            });
        }
    }
    /** Runs a ledger write after the reservation; a failure only warns. */
    async followUp(what, mutate) {
        const store = this.store;
        if (!store || this.untrackedReason !== undefined)
            return;
        try {
            const outcome = await store.update((doc, now) => ({ write: mutate(doc, now), result: undefined, message: `docs-agent budget: ${what} (run ${this.context.runId})` }), { maxAttempts: 1000, until: this.runtime.clock.now() + FOLLOW_UP_CONTENTION_MS });
            this.lastDoc = outcome.doc;
        }
        catch (error) {
            if (error instanceof errors/* AbortedError */.oM)
                throw error;
            this.runtime.log.warning(`Could not ${what} in the budget ledger ${this.ref}: ${(0,errors/* getErrorMessage */.u1)(error)}`);
        }
    }
    /**
     * The job exists. The reservation already counts from a time after its
     * creation (it was stamped ahead, see CREATE_ALLOWANCE_MS), so nothing is
     * written, unless the creation took longer than that (a slow or retried
     * request): then the entry moves to now, so the ledger never frees the slot
     * before the service does. The job id itself is not written: the entry is
     * keyed by the reservation, and the run (id and attempt) leads to the job.
     */
    async recordJob(jobId) {
        const id = this.reservationId;
        if (!id || !this.store || this.reservedAt === undefined)
            return;
        const now = this.store.now();
        if (now <= this.reservedAt)
            return;
        await this.followUp(`count the slot from the creation of job ${jobId}`, (doc, at) => (0,budget_window/* restampSlot */.J9)(doc, id, Math.max(at, now), at));
    }
    /** Gives the slot back: the job was surely not created. */
    async release() {
        const id = this.reservationId;
        if (!id)
            return;
        await this.followUp('release the slot of a job that was not created', (doc, now) => (0,budget_window/* releaseSlot */.W1)(doc, id, now));
        this.reservationId = undefined;
    }
    /** The service answered 429: the ledger holds the window as full until `Retry-After` (or a minute). */
    async serviceFull(retryAfterMs, release = false) {
        const id = this.reservationId;
        const holdMs = boundedFullHold(retryAfterMs, this.runtime.log.warning);
        await this.followUp("note the service's 429", (doc, now) => {
            const held = (0,budget_window/* markFull */.jj)(doc, now + holdMs, now);
            return release && id ? ((0,budget_window/* releaseSlot */.W1)(held, id, now) ?? held) : held;
        });
        if (release)
            this.reservationId = undefined;
    }
    /**
     * The job creation failed. A 429 tells the ledger the window is full and,
     * under `skip` (or `fail`), gives back the slot and returns what to report;
     * any other definite failure (4xx) gives back the slot.
     */
    async creationFailed(thrown) {
        const error = (0,failures/* serviceErrorOf */.TI)(thrown);
        if (error instanceof errors/* ServiceHttpError */.iL && error.status === 429) {
            await this.serviceFull(error.retryAfterMs, true);
            const now = this.store?.now() ?? this.runtime.clock.now();
            const holdMs = Math.min(budget_window/* WINDOW_MS */.Qe, error.retryAfterMs ?? budget_window/* DEFAULT_FULL_HOLD_MS */.tB);
            const state = this.state() ?? fullWindow(this.limit, now, holdMs);
            const result = this.exhausted(state, now, 'service');
            result.message = serviceRefusedMessage(state.nextSlotAt, now, this.settings.onBudgetExhausted);
            return result;
        }
        if ((0,failures/* isDefiniteCreateFailure */.RE)(error))
            await this.release();
        return undefined;
    }
}
/**
 * Opens the budget for this run. The GitHub client is the run's own (made by
 * the one factory, shared with the comment code); without one (no token) the
 * budget is not tracked and the run says so.
 */
function openBudget(settings, runtime, client, context = contextFromEnv()) {
    return new BudgetGate(settings, context, runtime, client);
}


/***/ }),

/***/ 2190:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ PendingStore)
/* harmony export */ });
/* harmony import */ var _project_ledger_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6540);
/* harmony import */ var _pending_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8230);
/* harmony import */ var _window_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(985);



/** Longest time a pending-list write spends on lost races. */
const CONTENTION_MS = 2 * 60 * 1000;
class PendingStore {
    store;
    clock;
    warn;
    warned = new Set();
    ref;
    repository;
    constructor(options) {
        this.ref = (0,_window_js__WEBPACK_IMPORTED_MODULE_2__/* .ledgerRefName */ .gm)(options.projectId);
        this.repository = options.repository;
        this.clock = options.clock;
        this.warn = options.warn;
        this.store = (0,_project_ledger_js__WEBPACK_IMPORTED_MODULE_0__/* .openProjectLedger */ .F)(options);
    }
    /** Now on GitHub's clock (once a response has told it). */
    now() {
        return this.store.now();
    }
    /** One warning per repair, however often a lost race makes the list be read again. */
    noteRepairs(repairs) {
        const fresh = repairs.filter((repair) => !this.warned.has(repair));
        for (const repair of fresh)
            this.warned.add(repair);
        if (fresh.length > 0)
            this.warn(`The pending list in ${this.repository} ${this.ref}: ${fresh.join('; ')}.`);
    }
    /** The records as stored now (checked and bounded). */
    async list() {
        const snapshot = await this.store.read();
        const list = (0,_pending_js__WEBPACK_IMPORTED_MODULE_1__/* .readPending */ .ct)(snapshot.doc, this.store.now());
        this.noteRepairs(list.repairs);
        return list.records;
    }
    async change(message, mutate) {
        return this.store.update((doc, now) => {
            this.noteRepairs((0,_pending_js__WEBPACK_IMPORTED_MODULE_1__/* .readPending */ .ct)(doc, now).repairs);
            const change = mutate(doc, now);
            return { write: change.doc, result: change.result, message };
        }, { maxAttempts: 1000, until: this.clock.now() + CONTENTION_MS });
    }
    /** Records a handed-off job. */
    async add(record) {
        await this.change(`docs-agent: job ${record.jobId} handed off (run ${record.run.id})`, (doc, now) => ({
            doc: (0,_pending_js__WEBPACK_IMPORTED_MODULE_1__/* .addPending */ .ny)(doc, record, now),
            result: undefined,
        }));
    }
    /** Claims the records of `jobIds` for `claimant`: the ids this run holds afterwards. */
    async claim(jobIds, claimant) {
        const outcome = await this.change(`docs-agent: report ${jobIds.length} handed-off job(s) (${claimant})`, (doc, now) => {
            const claim = (0,_pending_js__WEBPACK_IMPORTED_MODULE_1__/* .claimPending */ .os)(doc, jobIds, claimant, now);
            return { doc: claim.doc, result: claim.claimed };
        });
        return { claimed: outcome.result, written: outcome.written };
    }
    /** Removes the reported records and gives back the claims of those whose report failed. */
    async settle(claimant, done, release) {
        if (done.length === 0 && release.length === 0)
            return;
        await this.change(`docs-agent: ${done.length} handed-off job(s) reported (${claimant})`, (doc, now) => ({
            doc: (0,_pending_js__WEBPACK_IMPORTED_MODULE_1__/* .settlePending */ .pS)(doc, claimant, done, release, now),
            result: undefined,
        }));
    }
}


/***/ }),

/***/ 8230:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P$: () => (/* binding */ boundInstruction),
/* harmony export */   ct: () => (/* binding */ readPending),
/* harmony export */   nQ: () => (/* binding */ isClaimedByOther),
/* harmony export */   ny: () => (/* binding */ addPending),
/* harmony export */   os: () => (/* binding */ claimPending),
/* harmony export */   pS: () => (/* binding */ settlePending)
/* harmony export */ });
/* unused harmony exports PENDING_FIELD, MAX_PENDING, PENDING_MAX_AGE_MS, CLAIM_LEASE_MS, MAX_INSTRUCTION */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3102);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3759);
/* harmony import */ var _document_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5900);
/* harmony import */ var _service_agent_schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2398);
/* harmony import */ var _runner_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8949);
/**
 * The pending list: jobs handed off by a run with `wait: false`, kept in the
 * ledger document's `pending` field until a report run (`mode: report`)
 * updates their comment. Each record holds what the report needs: where the
 * comment is, the triggering comment for the reactions, the run that handed
 * the job off, and what the comment says of the trigger.
 *
 * The list is read as untrusted (hand edits, other versions): every record is
 * checked, a record that is not one is dropped on its own, times are bounded,
 * and the list is kept short (records older than a day, or beyond
 * `MAX_PENDING`, are dropped with a warning).
 *
 * Reporting a job is claimed first: the report run marks the records it is
 * about to report with its own id and a lease, in one compare-and-swap write,
 * so a second report run at the same moment leaves them alone. The records
 * are removed once reported; a report that fails gives them back.
 *
 * The functions here are pure: they take a document and return the changed
 * one (or null when nothing changes), for `LedgerStore.update`.
 */




/** The ledger document's field that holds the list. */
const PENDING_FIELD = 'pending';
/** Most records kept: the newest stay. */
const MAX_PENDING = 100;
/** A record handed off longer ago than this is dropped: no report run came for a day. */
const PENDING_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How long a report run's claim holds: past it, another run may report the job (the first one died). */
const CLAIM_LEASE_MS = 5 * 60 * 1000;
/** The longest instruction kept for the comment's "Requested by" quote. */
const MAX_INSTRUCTION = 1000;
/** Slack for clocks: a time this far ahead of now is still taken as it is. */
const CLOCK_TOLERANCE_MS = 60 * 1000;
const isoTime = zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .datetime */ .w$({ offset: true });
const text = (max) => zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_5__/* ._maxLength */ .Eb(max));
const positiveInt = zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .int */ .Whr(), zod_mini__WEBPACK_IMPORTED_MODULE_5__/* ._positive */ .NC(), zod_mini__WEBPACK_IMPORTED_MODULE_5__/* ._lte */ .Zm(Number.MAX_SAFE_INTEGER));
/** What the comment says of the trigger (see comment-body.ts `origin`). */
const OriginSchema = zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({
    kind: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['command', 'label', 'standalone', 'merged', 'push']),
    actor: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(text(100)),
    label: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(text(200)),
    instruction: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(text(MAX_INSTRUCTION + 1)),
    baseBranch: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(text(300)),
    branch: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(text(300)),
    event: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(text(100)),
});
const PendingRecordSchema = zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({
    jobId: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .check(zod_mini__WEBPACK_IMPORTED_MODULE_5__/* ._minLength */ .m9(1), zod_mini__WEBPACK_IMPORTED_MODULE_5__/* ._maxLength */ .Eb(200), zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .refine */ .YPB(_service_agent_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .isJobId */ .dW, { error: 'a job id without white space or control characters' })),
    project: text(200),
    /** `owner/repo` where the comment is (and the job was requested). */
    repository: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_5__/* ._regex */ .Fk(/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/)),
    issueNumber: positiveInt,
    isPullRequest: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    commentId: positiveInt,
    /** The comment that asked for the job (a slash command): the reactions go there. */
    triggerComment: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ id: positiveInt, review: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY() })),
    run: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        id: text(100),
        attempt: positiveInt,
        workflowJob: text(200),
        url: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(text(500)),
    }),
    origin: OriginSchema,
    handedOffAt: isoTime,
    /** Set while a report run reports the job. */
    claim: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ by: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_5__/* ._minLength */ .m9(1), zod_mini__WEBPACK_IMPORTED_MODULE_5__/* ._maxLength */ .Eb(200)), until: isoTime })),
});
/**
 * The list in `doc`, checked and bounded against `now` (GitHub's clock): bad
 * records dropped, times ahead of now clamped, records older than a day and
 * beyond `MAX_PENDING` (the oldest first) dropped.
 */
function readPending(doc, now) {
    const raw = doc[PENDING_FIELD];
    const repairs = [];
    if (raw === undefined || raw === null)
        return { records: [], repairs };
    if (!Array.isArray(raw))
        return { records: [], repairs: [`dropped '${PENDING_FIELD}': not a list`] };
    const records = [];
    const seen = new Set();
    for (const [index, item] of raw.entries()) {
        const parsed = PendingRecordSchema.safeParse(item);
        if (!parsed.success) {
            repairs.push(`dropped pending record ${index + 1}: not a valid record`);
            continue;
        }
        const record = parsed.data;
        if (seen.has(record.jobId)) {
            repairs.push(`dropped pending record ${index + 1}: job ${record.jobId} is listed twice`);
            continue;
        }
        seen.add(record.jobId);
        const handedOff = Date.parse(record.handedOffAt);
        if (Number.isNaN(handedOff) || now - handedOff > PENDING_MAX_AGE_MS) {
            repairs.push(`dropped job ${record.jobId}, handed off ${record.handedOffAt}: more than a day ago and never reported (is there a workflow with 'mode: report'?)`);
            continue;
        }
        const bounded = { ...record };
        if (handedOff > now + CLOCK_TOLERANCE_MS)
            bounded.handedOffAt = (0,_document_js__WEBPACK_IMPORTED_MODULE_0__/* .iso */ .KH)(now);
        if (bounded.claim && Date.parse(bounded.claim.until) > now + CLAIM_LEASE_MS + CLOCK_TOLERANCE_MS) {
            bounded.claim = { ...bounded.claim, until: (0,_document_js__WEBPACK_IMPORTED_MODULE_0__/* .iso */ .KH)(now + CLAIM_LEASE_MS) };
        }
        records.push(bounded);
    }
    if (records.length > MAX_PENDING) {
        records.sort((a, b) => Date.parse(a.handedOffAt) - Date.parse(b.handedOffAt));
        for (const dropped of records.splice(0, records.length - MAX_PENDING)) {
            repairs.push(`dropped job ${dropped.jobId}: more than ${MAX_PENDING} jobs pending, the oldest go first`);
        }
    }
    return { records, repairs };
}
function withRecords(doc, records) {
    return { ...doc, [PENDING_FIELD]: records };
}
/** True when the list as stored differs from the checked one (a repair to write). */
function repaired(list) {
    return list.repairs.length > 0;
}
/** Adds (or replaces) the record of a job; null when the same record is there already (a write that went through). */
function addPending(doc, record, now) {
    const list = readPending(doc, now);
    const existing = list.records.find((held) => held.jobId === record.jobId);
    if (existing && existing.commentId === record.commentId && !repaired(list))
        return null;
    const records = list.records.filter((held) => held.jobId !== record.jobId);
    records.push(record);
    // Newest last: the bound drops the oldest.
    return withRecords(doc, readPending(withRecords(doc, records), now).records);
}
/** True when a run other than `claimant` holds the record's claim now. */
function isClaimedByOther(record, claimant, now) {
    return record.claim !== undefined && record.claim.by !== claimant && Date.parse(record.claim.until) > now;
}
/**
 * Claims the records of `jobIds` for `claimant` until `now + CLAIM_LEASE_MS`:
 * each one still listed and not held by another run's live claim. Records
 * this run holds already (a write that went through) stay claimed.
 */
function claimPending(doc, jobIds, claimant, now) {
    const list = readPending(doc, now);
    const wanted = new Set(jobIds);
    const claimed = [];
    let changed = repaired(list);
    const records = list.records.map((record) => {
        if (!wanted.has(record.jobId) || isClaimedByOther(record, claimant, now))
            return record;
        claimed.push(record.jobId);
        if (record.claim?.by === claimant)
            return record;
        changed = true;
        return { ...record, claim: { by: claimant, until: (0,_document_js__WEBPACK_IMPORTED_MODULE_0__/* .iso */ .KH)(now + CLAIM_LEASE_MS) } };
    });
    const order = new Map(jobIds.map((id, index) => [id, index]));
    claimed.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    return { doc: changed ? withRecords(doc, records) : null, claimed };
}
/**
 * After reporting: removes the records of `done` (reported, or dropped), and
 * gives back this run's claim on those of `release` (their report failed: the
 * next report run takes them). Null when nothing changes.
 */
function settlePending(doc, claimant, done, release, now) {
    const list = readPending(doc, now);
    const removed = new Set(done);
    const freed = new Set(release);
    let changed = repaired(list);
    const records = [];
    for (const record of list.records) {
        if (removed.has(record.jobId)) {
            changed = true;
            continue;
        }
        if (freed.has(record.jobId) && record.claim?.by === claimant) {
            const rest = { ...record };
            delete rest.claim;
            records.push(rest);
            changed = true;
            continue;
        }
        records.push(record);
    }
    return changed ? withRecords(doc, records) : null;
}
/** The instruction as kept for the comment: at most `MAX_INSTRUCTION` characters. */
function boundInstruction(instruction) {
    return (0,_runner_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(instruction, MAX_INSTRUCTION - 1);
}


/***/ }),

/***/ 682:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createGitHubClient: () => (/* binding */ createGitHubClient)
});

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 21 modules
var github = __webpack_require__(1758);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./src/util/url.ts
var util_url = __webpack_require__(7997);
// EXTERNAL MODULE: ./src/runner/redact.ts
var runner_redact = __webpack_require__(8949);
;// CONCATENATED MODULE: ./src/github/redaction.ts

/** Endpoint options that are not request data: never rewritten. */
const OWN_OPTIONS = new Set(['method', 'url', 'baseUrl', 'headers', 'request', 'mediaType']);
/**
 * Redacts every data string of the endpoint options in place (nested arrays
 * and objects are replaced by redacted copies, so the caller's own values are
 * left as they were). In place, because Octokit's hooks all share the one
 * options object: an outer hook cannot hand inner ones a different one.
 */
function redactParameters(options, redact) {
    for (const [key, value] of Object.entries(options)) {
        if (!OWN_OPTIONS.has(key))
            options[key] = (0,runner_redact/* redactAll */.$I)(value, redact);
    }
}
/** Installs the hook on a client: every request it makes, first attempt and retries alike, is redacted. */
function redactRequests(client, redact) {
    client.hook.before('request', (options) => {
        redactParameters(options, redact);
    });
}

// EXTERNAL MODULE: ./src/github/rate-limits.ts
var rate_limits = __webpack_require__(9418);
;// CONCATENATED MODULE: ./src/github/client.ts
/**
 * The one factory for GitHub API clients: `@actions/github`'s Octokit (the
 * runner's proxy settings, `GITHUB_API_URL` for GitHub Enterprise Server),
 * with retries of transient faults, GitHub's rate limits waited out, and every
 * string sent to GitHub passed through the run's redaction.
 */







function isLoopbackUrl(url) {
    try {
        return (0,util_url/* isLoopbackHost */.c)(new URL(url).hostname);
    }
    catch {
        return false;
    }
}
/** The request's path with its parameters filled in (`/repos/acme/docs/issues/1/comments`). */
function pathOf(request) {
    const params = request;
    return request.url.replace(/\{(\w+)\}/g, (whole, name) => {
        const value = params[name];
        return typeof value === 'string' || typeof value === 'number' ? encodeURIComponent(String(value)) : whole;
    });
}
/** Every GitHub call goes through a client made here, one per run. */
function createGitHubClient(options) {
    const warn = options.warn ?? (() => undefined);
    const debug = options.debug ?? (() => undefined);
    const retries = options.rateLimitRetries ?? 2;
    const baseUrl = (options.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, '');
    const paced = options.paceWrites ?? !isLoopbackUrl(baseUrl);
    // The token is a secret of the run whoever made the client: never sent back to GitHub in a body.
    runner_redact/* secrets */.O3.add(options.token);
    const onLimit = (kind) => (retryAfter, request, _octokit, retryCount) => {
        const what = `GitHub ${kind} on ${request.method} ${pathOf(request)}`;
        if (retryCount >= retries) {
            warn(`${what}; the ${retries} retries are spent.`);
            return false;
        }
        if (retryAfter > rate_limits/* MAX_RATE_LIMIT_WAIT_SECONDS */.Sf) {
            warn(`${what}; GitHub asks to wait ${retryAfter} s, longer than the ${rate_limits/* MAX_RATE_LIMIT_WAIT_SECONDS */.Sf} s this step waits.`);
            return false;
        }
        warn(`${what}; retrying in ${retryAfter} s (retry ${retryCount + 1} of ${retries}).`);
        return true;
    };
    const client = (0,github/* getOctokit */.Q)(options.token, {
        baseUrl,
        userAgent: 'docs-agent-action',
        log: { debug, info: debug, warn, error: debug },
        // Transient faults (5xx, network) are retried by plugin-retry; rate limits (403 with a limit, 429) are
        // left to the throttling plugin, which honours Retry-After. Other 4xx are never retried.
        retry: { retries: 3, doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451] },
        throttle: {
            onRateLimit: onLimit('rate limit'),
            onSecondaryRateLimit: onLimit('secondary rate limit'),
            ...(paced ? {} : (0,rate_limits/* unpacedWrites */.bo)()),
        },
    }, dist_bundle/* retry */.L, rate_limits/* recognizeRateLimits */.nv, plugin_throttling_dist_bundle/* throttling */.A);
    redactRequests(client, (text) => runner_redact/* secrets */.O3.redact(text));
    logRequests(client, debug);
    return client;
}
/** One debug line per request: method, URL, status and time (what `@octokit/plugin-request-log` prints). */
function logRequests(client, debug) {
    client.hook.wrap('request', async (request, options) => {
        const started = Date.now();
        // Before the request: the hooks inside may rewrite the options' URL.
        const target = `${options.method} ${client.request.endpoint.parse(options).url}`;
        const line = (status) => `${target} - ${status} in ${Date.now() - started}ms`;
        try {
            const response = await request(options);
            debug(line(response.status));
            return response;
        }
        catch (error) {
            debug(line(error.status ?? 'no answer'));
            throw error;
        }
    });
}


/***/ }),

/***/ 1656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createWithinBudget: () => (/* binding */ createWithinBudget)
/* harmony export */ });
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7708);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);
/* harmony import */ var _job_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1781);
/* harmony import */ var _job_idle_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6040);
/* harmony import */ var _util_backoff_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9360);
/* harmony import */ var _render_time_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2891);






/** Reserves a slot, then creates the job; `exhausted` when the window is full (or the service says so). */
async function createWithinBudget(prompt, options) {
    const { settings, runOptions, onBudget } = options;
    const budget = await options.openBudget(settings, { clock: runOptions.clock, log: _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm, deadline: runOptions.deadline, signal: runOptions.signal, random: runOptions.random }, await options.github());
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
                ...(idle ? { beforeSend: () => notSentOnFailure(idle) } : {}),
            };
            const created = followUpOf === undefined ? await (0,_job_js__WEBPACK_IMPORTED_MODULE_2__.createJob)(prompt, requestOptions) : await (0,_job_js__WEBPACK_IMPORTED_MODULE_2__.sendMessage)(followUpOf, prompt, requestOptions);
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
    return () => (0,_job_idle_js__WEBPACK_IMPORTED_MODULE_3__/* .whenIdle */ .dV)(jobId, {
        ...options,
        delay: (_attempt, waitedMs, leftMs) => (0,_util_backoff_js__WEBPACK_IMPORTED_MODULE_4__/* .nextDelay */ .rM)(options.schedule, waitedMs, leftMs, options.random),
        onWorking: (job) => {
            if (!told)
                options.log.info((0,_job_idle_js__WEBPACK_IMPORTED_MODULE_3__/* .waitingLine */ .Sh)(jobId, job.status));
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

/***/ 9757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   handOff: () => (/* binding */ handOff),
/* harmony export */   i: () => (/* binding */ triggerOriginOf)
/* harmony export */ });
/* unused harmony export originOf */
/* harmony import */ var _budget_pending_store_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2190);
/* harmony import */ var _budget_pending_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8230);
/* harmony import */ var _budget_document_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5900);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4090);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17);
/**
 * The hand-off (`wait: false`): the job exists and its comment says the agent
 * is working on it; the job is recorded as pending in the budget ledger, so
 * that a report run (`mode: report`) updates the comment when the job ends,
 * and the step ends without holding the runner for the job's length.
 */





/** What the comment says of the trigger, as the pending record keeps it. */
function originOf(trigger) {
    switch (trigger.kind) {
        case 'command':
            return { kind: 'command', actor: trigger.actor.login, instruction: (0,_budget_pending_js__WEBPACK_IMPORTED_MODULE_1__/* .boundInstruction */ .P$)(trigger.instruction) };
        case 'label':
            return { kind: 'label', actor: trigger.actor.login, label: trigger.label };
        case 'standalone':
            return { kind: 'standalone', event: trigger.event };
        case 'merged':
            return { kind: 'merged', actor: trigger.actor.login, baseBranch: trigger.pull.baseBranch };
        case 'push':
            return { kind: 'push', actor: trigger.actor.login, branch: trigger.push.branch };
    }
}
/** The stored origin as the comment renders it (the report run's side). */
function triggerOriginOf(origin) {
    const actor = { login: origin.actor ?? '' };
    switch (origin.kind) {
        case 'command':
            return { kind: 'command', actor, instruction: origin.instruction ?? '' };
        case 'label':
            return { kind: 'label', actor, label: origin.label ?? '' };
        case 'standalone':
            return { kind: 'standalone', event: origin.event ?? '' };
        case 'merged':
            return { kind: 'merged', actor, pull: { baseBranch: origin.baseBranch ?? '' } };
        case 'push':
            return { kind: 'push', actor, push: { branch: origin.branch ?? '' } };
    }
}
/**
 * Records the job as pending once its comment is written. True when it is
 * recorded; false (with a log line saying why) when nothing will report it.
 */
async function handOff(options) {
    const { job, log } = options;
    if (job.status !== 'active')
        return false;
    const facts = await options.comment.settled();
    if (!facts) {
        log.info(`Agent job ${job.id} goes on in the service; it has no comment to report to, so it is not recorded as pending.`);
        return false;
    }
    const cannot = `Agent job ${job.id} goes on in the service, but its comment cannot be updated when it ends`;
    if (!options.github || !options.ledgerRepository) {
        log.warning(`${cannot}: recording it needs '${_runner_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G.GithubToken}' and a repository for the ledger.`);
        return false;
    }
    const { target, trigger, run } = facts;
    const record = {
        jobId: job.id,
        project: options.projectId,
        repository: `${target.owner}/${target.repo}`,
        issueNumber: target.issueNumber,
        isPullRequest: target.isPullRequest,
        commentId: facts.id,
        ...(trigger.kind === 'command' ? { triggerComment: { id: trigger.comment.id, review: trigger.comment.review } } : {}),
        run: { id: run.runId, attempt: run.attempt, workflowJob: run.workflowJob, ...(run.url ? { url: run.url } : {}) },
        origin: originOf(trigger),
        handedOffAt: (0,_budget_document_js__WEBPACK_IMPORTED_MODULE_2__/* .iso */ .KH)(options.clock.now()),
    };
    try {
        const store = new _budget_pending_store_js__WEBPACK_IMPORTED_MODULE_0__/* .PendingStore */ .T({
            client: await options.github(),
            repository: options.ledgerRepository,
            projectId: options.projectId,
            clock: options.clock,
            warn: (message) => {
                log.warning(message);
            },
            ...(options.signal ? { signal: options.signal } : {}),
            ...(options.random ? { random: options.random } : {}),
        });
        await store.add(record);
        log.info(`Handed off: agent job ${job.id} goes on in the service and is pending in ${store.repository} ${store.ref}; a run with '${_runner_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G.Mode}: report' updates ${facts.url} when it ends.`);
        return true;
    }
    catch (error) {
        log.warning(`${cannot}: it could not be recorded as pending in the ledger of ${options.ledgerRepository} (${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .getErrorMessage */ .u1)(error)}). The workflow needs 'contents: write' there.`);
        return false;
    }
}


/***/ }),

/***/ 6593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FS: () => (/* binding */ checkAdminKey),
/* harmony export */   sb: () => (/* binding */ readSettings)
/* harmony export */ });
/* unused harmony exports BUDGET_POLICIES, CONTINUE_OPEN_PR_MAX_TIMEOUT_MS */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3759);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _util_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7997);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17);
/* harmony import */ var _runner_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9205);
/* harmony import */ var _runner_read_input_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2897);
/* harmony import */ var _triggers_settings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8800);







/** The values of `on-budget-exhausted`. */
const BUDGET_POLICIES = ['fail', 'wait', 'skip'];
/** The shortest delay between polls against a real service. */
const MIN_POLL_INTERVAL_MS = 1000;
const budgetPerHourSchema = zod_mini__WEBPACK_IMPORTED_MODULE_6__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_7__/* ._regex */ .Fk(/^\d+$/, { error: 'must be a whole number of jobs, e.g. 100' })), zod_mini__WEBPACK_IMPORTED_MODULE_6__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_6__/* .transform */ .pdi(Number), zod_mini__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_7__/* ._positive */ .NC({ error: 'must be at least 1' }))));
/** `owner/repo` as GitHub spells names: an account of letters, digits and `-`; a repository of those, `_` and `.`. */
const repositorySchema = zod_mini__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_7__/* ._regex */ .Fk(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/, {
    error: "must be 'owner/repo', the repository that keeps the budget ledger (e.g. acme/docs)",
}), zod_mini__WEBPACK_IMPORTED_MODULE_6__/* .refine */ .YPB((value) => !/\/\.{1,2}$/.test(value), {
    error: "must be 'owner/repo', the repository that keeps the budget ledger (e.g. acme/docs)",
}));
const budgetPolicySchema = zod_mini__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(BUDGET_POLICIES, { error: "must be 'fail', 'wait' or 'skip'" });
/** Checks the admin key's shape: an assistant (public) key is refused by name. */
function checkAdminKey(inputs, key) {
    if (key && (0,_runner_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .isAssistantKeyShape */ .Fd)(key)) {
        inputs.problem(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.AdminApiKey, 'holds an assistant API key (prefix `<svc>_dsc_`); agent jobs need the admin API key (prefix `<svc>_` without `dsc_`) from the API keys page of the dashboard');
    }
}
/** The longest `timeout-seconds` with `continue-open-pr` (a GitHub-hosted job's six hours; see `MAX_HOLD_MS`). */
const CONTINUE_OPEN_PR_MAX_TIMEOUT_MS = 6 * 3_600_000;
/** Reads and validates the inputs of the agent run, reporting all problems at once. */
function readSettings(read = _runner_read_input_js__WEBPACK_IMPORTED_MODULE_4__/* .readInput */ .R5) {
    const inputs = new _runner_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .InputCollector */ .mL(read);
    const mode = inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.Mode);
    if (mode && mode !== 'agent')
        inputs.problem(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.Mode, `must be 'agent', 'ask' or 'report' (got ${JSON.stringify(mode)})`);
    const baseUrl = inputs.url(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.BaseUrl);
    const projectId = inputs.required(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.ProjectId, 'the project id from the dashboard');
    const adminApiKey = inputs.required(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.AdminApiKey, 'the admin API key, passed from a secret');
    checkAdminKey(inputs, adminApiKey);
    const prompt = inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.Prompt);
    const wait = inputs.boolean(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.Wait, true);
    const timeoutMs = inputs.seconds(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.TimeoutSeconds, 1800, true);
    const pollIntervalMs = inputs.seconds(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.PollIntervalSeconds, 5);
    const maxPollIntervalMs = inputs.seconds(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.MaxPollIntervalSeconds, 30);
    const dryRun = inputs.boolean(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.DryRun, false);
    const budgetPerHour = inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.BudgetPerHour, budgetPerHourSchema, 100, '100');
    const onBudgetExhausted = inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.OnBudgetExhausted, budgetPolicySchema, 'fail', 'fail');
    const budgetRepository = inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.BudgetRepository) ? inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.BudgetRepository, repositorySchema, '') : '';
    const continueOpenPr = inputs.boolean(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.ContinueOpenPr, false);
    const trigger = (0,_triggers_settings_js__WEBPACK_IMPORTED_MODULE_5__/* .readTriggerSettings */ .Q)(inputs);
    // Sub-second polling would hammer the service; it is allowed only against a loopback emulator (tests, demos).
    if (pollIntervalMs < MIN_POLL_INTERVAL_MS && !(baseUrl && (0,_util_url_js__WEBPACK_IMPORTED_MODULE_1__/* .isLoopbackHost */ .c)(baseUrl.hostname))) {
        inputs.problem(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.PollIntervalSeconds, 'must be at least 1 second (less is accepted only for a loopback base-url)');
    }
    if (maxPollIntervalMs < pollIntervalMs) {
        inputs.problem(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.MaxPollIntervalSeconds, `must be at least '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.PollIntervalSeconds}' (${pollIntervalMs / 1000} s)`);
    }
    // A continue-open-pr run holds the last job for at most six hours (MAX_HOLD_MS: a record must not block forever),
    // so a longer run could lose the hold while it still works and two runs could both start a job.
    if (continueOpenPr && timeoutMs > CONTINUE_OPEN_PR_MAX_TIMEOUT_MS) {
        inputs.problem(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.TimeoutSeconds, `must be at most ${CONTINUE_OPEN_PR_MAX_TIMEOUT_MS / 1000} (six hours) with '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.ContinueOpenPr}': true, the longest a run holds the last job`);
    }
    inputs.throwIfAny();
    if (!baseUrl)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz([{ input: _runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.BaseUrl, message: 'is required' }]);
    return {
        baseUrl,
        projectId,
        adminApiKey,
        prompt,
        wait,
        timeoutMs,
        pollIntervalMs,
        maxPollIntervalMs,
        dryRun,
        budgetPerHour,
        onBudgetExhausted,
        ...(budgetRepository ? { budgetRepository } : {}),
        continueOpenPr,
        trigger,
    };
}


/***/ }),

/***/ 678:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runReport: () => (/* binding */ runReport)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/budget/pending-store.ts
var pending_store = __webpack_require__(2190);
// EXTERNAL MODULE: ./src/budget/pending.ts
var pending = __webpack_require__(8230);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(7708);
// EXTERNAL MODULE: ./src/runner/outputs.ts
var runner_outputs = __webpack_require__(7424);
// EXTERNAL MODULE: ./src/util/errors.ts
var util_errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/github/comments.ts + 1 modules
var comments = __webpack_require__(9067);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
// EXTERNAL MODULE: ./src/runner/redact.ts
var redact = __webpack_require__(8949);
// EXTERNAL MODULE: ./src/service/agent/schemas.ts
var schemas = __webpack_require__(2398);
// EXTERNAL MODULE: ./src/modes/agent/comment-body.ts
var comment_body = __webpack_require__(2424);
// EXTERNAL MODULE: ./src/modes/agent/comment.ts
var comment = __webpack_require__(4607);
// EXTERNAL MODULE: ./src/modes/agent/hand-off.ts
var hand_off = __webpack_require__(9757);
// EXTERNAL MODULE: ./src/render/time.ts
var time = __webpack_require__(2891);
;// CONCATENATED MODULE: ./src/modes/report/comment.ts









/**
 * What to report of a pending job as the service shows it now: its end, or a
 * timeout once it has been pending longer than `timeoutMs` since its hand-off;
 * undefined while it stays pending.
 */
function whatToReport(record, job, now, timeoutMs) {
    if (schemas/* TERMINAL_STATUSES */.CM.has(job.status))
        return { kind: 'finished', job };
    const pendingMs = Math.max(0, now - Date.parse(record.handedOffAt));
    return pendingMs > timeoutMs ? { kind: 'timeout', job, pendingMs, timeoutMs } : undefined;
}
/** The note a waiting run gives the same ending (see agent/report.ts). */
function noteOf(report) {
    const { job } = report;
    if (report.kind === 'timeout') {
        return {
            note: `Still active ${(0,time/* formatDuration */.a)(report.pendingMs)} after it was handed off ('${names/* Inputs */.G.TimeoutSeconds}': ${report.timeoutMs / 1000}): the job goes on in the service.`,
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
        marker: (0,comment/* jobMarker */.qB)(run, record.jobId),
        trigger: (0,hand_off/* triggerOriginOf */.i)(record.origin),
        job: report.job,
        runUrl: (0,render_text/* httpsUrl */.N3)(record.run.url)?.href,
        // The report does not know when the job ended, only when it looked: no "took".
        ending: { job: report.job, ...noteOf(report), elapsedMs: undefined },
    };
    // Service fields and notes are redacted before rendering: escaping could hide a secret from the request hook.
    return (0,comment_body/* renderJobComment */.R)((0,redact/* redactAll */.$I)(view));
}
/** Updates the comment (a failure is thrown: the job stays pending) and adds the reaction (a failure only warns). */
async function reportToComment(github, record, report, log) {
    const target = targetOf(record);
    const posted = await (0,comments/* updateComment */.vv)(github, target, record.commentId, reportBody(record, report));
    const { job } = report;
    if (record.triggerComment && report.kind === 'finished') {
        const reaction = (0,render_text/* httpsUrl */.N3)(job.prLink) && (job.status === 'completed' || job.status === 'archived')
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
            await (0,comments/* reactTo */.xC)(github, where, reaction, log);
        }
    }
    return posted.url;
}

// EXTERNAL MODULE: ./src/runner/inputs.ts
var runner_inputs = __webpack_require__(9205);
// EXTERNAL MODULE: ./src/modes/agent/settings.ts
var settings = __webpack_require__(6593);
;// CONCATENATED MODULE: ./src/modes/report/settings.ts
/**
 * The inputs of a report run (`mode: report`): the service (to look the jobs
 * up), the token (to read the ledger and write the comments), how long a job
 * may stay pending before it is reported as timed out, and where the ledger is.
 */




const REPOSITORY = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;
/** Reads and checks the inputs, reporting every problem at once, each naming its input. */
function readReportSettings(read) {
    const inputs = new runner_inputs/* InputCollector */.mL(read);
    const baseUrl = inputs.url(names/* Inputs */.G.BaseUrl);
    const projectId = inputs.required(names/* Inputs */.G.ProjectId, 'the project id whose handed-off jobs are reported');
    const adminApiKey = inputs.required(names/* Inputs */.G.AdminApiKey, 'the admin API key, passed from a secret (the jobs are looked up with it)');
    (0,settings/* checkAdminKey */.FS)(inputs, adminApiKey);
    const githubToken = inputs.required(names/* Inputs */.G.GithubToken, "a token that may read the ledger ('contents: read' on the budget repository) and write the comments where the jobs were requested");
    const timeoutMs = inputs.seconds(names/* Inputs */.G.TimeoutSeconds, 1800, true);
    const budgetRepository = inputs.raw(names/* Inputs */.G.BudgetRepository);
    if (budgetRepository && (!REPOSITORY.test(budgetRepository) || /\/\.{1,2}$/.test(budgetRepository))) {
        inputs.problem(names/* Inputs */.G.BudgetRepository, `must be 'owner/repo', the repository that keeps the ledger (got ${JSON.stringify(budgetRepository)})`);
    }
    inputs.throwIfAny();
    if (!baseUrl)
        throw new util_errors/* InputError */.dz([{ input: names/* Inputs */.G.BaseUrl, message: 'is required' }]);
    return { baseUrl, projectId, adminApiKey, githubToken, timeoutMs, budgetRepository };
}

// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(2495);
// EXTERNAL MODULE: ./src/runner/summary.ts
var runner_summary = __webpack_require__(1070);
// EXTERNAL MODULE: ./src/triggers/event.ts
var triggers_event = __webpack_require__(2765);
;// CONCATENATED MODULE: ./src/modes/report/summary.ts
/**
 * What a report run tells: the event that started it (one log line) and the
 * job summary (the jobs it reported, with their comments).
 */




/** The log line on what started the report: a schedule, or the pull request the agent opened. */
async function describeEvent(env) {
    const name = env.GITHUB_EVENT_NAME ?? '';
    if (name !== 'pull_request' && name !== 'pull_request_target') {
        return `Reporting the handed-off jobs (${name ? `a ${name} event` : 'no event'}).`;
    }
    const event = await (0,triggers_event/* readEvent */.j_)(env).catch(() => ({ name, payload: {} }));
    const payload = event.payload;
    const pull = payload.pull_request;
    const number = typeof pull?.number === 'number' ? `#${pull.number}` : 'a pull request';
    const author = typeof pull?.user?.login === 'string' ? ` by ${JSON.stringify(pull.user.login)}` : '';
    const action = typeof payload.action === 'string' ? payload.action : 'changed';
    return `Reporting the handed-off jobs: pull request ${number} was ${action}${author}.`;
}
function reportSummaryMarkdown(summary) {
    const blocks = ['## Docs agent: report'];
    if (summary.reported.length > 0) {
        const rows = summary.reported.map((job) => `| ${(0,markdown/* code */.aY)(job.jobId)} | ${(0,markdown/* code */.aY)(job.status)} | ${job.prLink ? (0,markdown/* link */.nf)(job.prLink) : 'none'} | ${(0,markdown/* link */.nf)(job.commentUrl, `${job.repository}#${job.issueNumber}`)} |`);
        blocks.push(['| Job | Status | Pull request | Comment |', '| --- | --- | --- | --- |', ...rows].join('\n'));
    }
    blocks.push(`Reported: ${summary.reported.length} · still pending: ${summary.pending}`);
    if (summary.note)
        blocks.push((0,markdown/* inert */.tJ)(summary.note));
    return `${blocks.join('\n\n')}\n`;
}
async function writeReportSummary(summary) {
    const markdown = reportSummaryMarkdown((0,redact/* redactAll */.$I)(summary));
    await (0,runner_summary/* writeStepSummary */.o)((s) => s.addRaw(markdown));
}

;// CONCATENATED MODULE: ./src/modes/report/run.ts
/**
 * Report mode (`mode: report`): reads the project's pending jobs (handed off
 * by runs with `wait: false`), looks each up once in the service, and for
 * each that has ended (or stayed active past `timeout-seconds`) updates its
 * comment as a waiting run would have, then removes it from the list. It
 * never creates a job and never takes a slot of the hourly budget.
 *
 * Exactly once: the jobs to report are claimed in one compare-and-swap write
 * of the ledger before any comment is touched; a second report run at the
 * same moment finds them claimed and leaves them alone. A report that fails
 * (a GitHub error) gives its claim back, so the next run reports the job.
 */











/** How many jobs are looked up at once. */
const LOOKUPS_AT_ONCE = 4;
async function look(record, client, settings, now, signal) {
    let job;
    try {
        job = await client.getJob(record.jobId, { signal, timeoutMs: 30_000 });
    }
    catch (error) {
        if (error instanceof util_errors/* ServiceHttpError */.iL && error.status === 404) {
            return { record, kind: 'gone', reason: `agent job ${record.jobId} is not found in the service` };
        }
        log/* log */.Rm.warning(`Could not look up agent job ${record.jobId} (${(0,util_errors/* getErrorMessage */.u1)(error)}); it stays pending for the next report.`);
        return { record, kind: 'stay' };
    }
    const report = whatToReport(record, job, now, settings.timeoutMs);
    return report ? { record, kind: 'report', report } : { record, kind: 'stay' };
}
async function lookAll(records, lookOne) {
    const looks = [];
    for (let i = 0; i < records.length; i += LOOKUPS_AT_ONCE) {
        looks.push(...(await Promise.all(records.slice(i, i + LOOKUPS_AT_ONCE).map(lookOne))));
    }
    return looks;
}
/** The report run; never throws: a failure fails the step. */
async function runReport(deps) {
    const outputs = new runner_outputs/* OutputSet */.Y();
    const reported = [];
    let pendingLeft = 0;
    let note;
    try {
        const settings = readReportSettings(deps.readInput);
        const ledgerRepository = settings.budgetRepository || deps.env.GITHUB_REPOSITORY || '';
        if (!ledgerRepository)
            throw new Error("GITHUB_REPOSITORY is not set and no 'budget-repository' was given: no ledger to read.");
        const [github, client] = await Promise.all([deps.createGitHub(settings.githubToken), deps.createClient(settings)]);
        log/* log */.Rm.info(await describeEvent(deps.env));
        const store = new pending_store/* PendingStore */.T({
            client: github,
            repository: ledgerRepository,
            projectId: settings.projectId,
            clock: deps.clock,
            warn: log/* log */.Rm.warning,
            signal: deps.signal,
            random: deps.random,
        });
        const claimant = `${deps.env.GITHUB_RUN_ID ?? 'local'}-${deps.env.GITHUB_RUN_ATTEMPT ?? '1'}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
        const records = await store.list().catch((error) => {
            throw new Error(`Could not read the pending jobs in ${ledgerRepository} ${store.ref}: ${(0,util_errors/* getErrorMessage */.u1)(error)}`, { cause: error });
        });
        const now = store.now();
        const free = records.filter((record) => !(0,pending/* isClaimedByOther */.nQ)(record, claimant, now));
        if (free.length < records.length)
            log/* log */.Rm.info(`${records.length - free.length} pending job(s) are being reported by another run right now.`);
        const looks = await lookAll(free, (record) => look(record, client, settings, now, deps.signal));
        const toReport = looks.filter((found) => found.kind !== 'stay');
        pendingLeft = records.length;
        if (toReport.length === 0) {
            note = records.length === 0 ? 'No job is pending.' : `Nothing to report: ${records.length} job(s) still active.`;
            log/* log */.Rm.info(note);
        }
        else {
            // Claimed in one write: a report run at the same moment leaves these alone.
            const ledgerWrite = (what) => (error) => {
                throw new Error(`Could not ${what} in the ledger of ${ledgerRepository} (${store.ref}): ${(0,util_errors/* getErrorMessage */.u1)(error)}. The token needs 'contents: write' there.`, { cause: error });
            };
            const { claimed } = await store
                .claim(toReport.map((found) => found.record.jobId), claimant)
                .catch(ledgerWrite('claim the jobs to report (no comment was touched)'));
            const mine = new Set(claimed);
            const done = [];
            const release = [];
            for (const found of toReport) {
                const { record } = found;
                if (!mine.has(record.jobId))
                    continue;
                if (found.kind === 'gone') {
                    log/* log */.Rm.warning(`Dropped the pending job ${record.jobId}: ${found.reason}.`);
                    done.push(record.jobId);
                    continue;
                }
                try {
                    const url = await reportToComment(github, record, found.report, log/* log */.Rm);
                    done.push(record.jobId);
                    reported.push({
                        jobId: record.jobId,
                        status: found.report.kind === 'timeout' ? 'timeout' : found.report.job.status,
                        prLink: found.report.job.prLink ?? '',
                        repository: record.repository,
                        issueNumber: record.issueNumber,
                        commentUrl: url,
                    });
                    log/* log */.Rm.info(`Reported agent job ${record.jobId} (${(0,log/* quote */.hD)(found.report.job.status)}) on ${record.repository}#${record.issueNumber}: ${url}`);
                }
                catch (error) {
                    const status = (0,errors/* statusOf */.c2)(error);
                    const what = `update the comment of agent job ${record.jobId} on ${record.repository}#${record.issueNumber}`;
                    const permission = record.isPullRequest ? 'pull-requests: write' : 'issues: write';
                    if (status === 404 || status === 410) {
                        log/* log */.Rm.warning(`${(0,errors/* describeGitHubError */.dZ)(what, error, permission)} The comment or the issue is gone: the job is dropped.`);
                        done.push(record.jobId);
                    }
                    else {
                        log/* log */.Rm.warning(`${(0,errors/* describeGitHubError */.dZ)(what, error, permission)} The job stays pending for the next report.`);
                        release.push(record.jobId);
                    }
                }
            }
            // Should this fail, the claims lapse after 5 minutes and the next run writes the same comments again.
            await store.settle(claimant, done, release).catch(ledgerWrite('remove the reported jobs from the pending list'));
            pendingLeft = records.length - done.length;
            note = `Reported ${reported.length} job(s); ${pendingLeft} pending.`;
            log/* log */.Rm.info(note);
        }
        outputs.set(names/* Outputs */.t.Reported, String(reported.length));
        outputs.set(names/* Outputs */.t.Pending, String(pendingLeft));
        outputs.set(names/* Outputs */.t.ReportedJobs, JSON.stringify(reported));
    }
    catch (error) {
        note = (0,util_errors/* getErrorMessage */.u1)(error);
        log/* log */.Rm.setFailed(note);
    }
    outputs.flush();
    try {
        await writeReportSummary({ reported, pending: pendingLeft, note });
    }
    catch (error) {
        log/* log */.Rm.warning(`Could not write the job summary: ${(0,util_errors/* getErrorMessage */.u1)(error)}`);
    }
}


/***/ }),

/***/ 9205:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ isAssistantKeyShape),
/* harmony export */   mL: () => (/* binding */ InputCollector),
/* harmony export */   yA: () => (/* binding */ isAdminKeyShape)
/* harmony export */ });
/* unused harmony export baseUrlSchema */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3759);
/* harmony import */ var _util_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7997);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);



/**
 * Reading inputs, shared by both modes: one reader (trimmed, as the runner's
 * `core.getInput` does), and a collector that reports every problem at once,
 * each naming the input and the form it expects.
 */
const baseUrlSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .url */ .OZ5({ protocol: /^https?$/, error: 'must be an absolute http(s) URL, e.g. https://api.example.com' }), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .transform */ .pdi((text, ctx) => {
    const url = new URL(text);
    if (url.protocol === 'http:' && !(0,_util_url_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopbackHost */ .c)(url.hostname)) {
        ctx.issues.push({
            code: 'custom',
            input: text,
            message: 'must use https:// (http:// is accepted only for loopback hosts such as localhost)',
        });
    }
    if (url.username || url.password || url.search || url.hash) {
        ctx.issues.push({
            code: 'custom',
            input: text,
            message: 'must not carry credentials, a query or a fragment',
        });
    }
    return url;
}));
const positiveSeconds = (integer) => zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._regex */ .Fk(integer ? /^\d+$/ : /^\d+(\.\d+)?$/, {
    error: integer ? 'must be a whole number of seconds, e.g. 1800' : 'must be a number of seconds, e.g. 5',
})), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .transform */ .pdi(Number), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._positive */ .NC({ error: 'must be greater than 0' }))));
const BOOLEAN_TRUE = new Set(['true', 'True', 'TRUE']);
const BOOLEAN_FALSE = new Set(['false', 'False', 'FALSE']);
const booleanSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .refine */ .YPB((v) => BOOLEAN_TRUE.has(v) || BOOLEAN_FALSE.has(v), {
    error: 'must be true or false',
})), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .transform */ .pdi((v) => BOOLEAN_TRUE.has(v)));
/** Collects every problem so that all of them are reported at once. */
class InputCollector {
    read;
    problems = [];
    constructor(read) {
        this.read = read;
    }
    raw(name) {
        return this.read(name).trim();
    }
    problem(input, message) {
        this.problems.push({ input, message });
    }
    /** Parses an input with a schema; on failure records the first message. */
    parse(name, schema, fallback, defaultValue) {
        const text = this.raw(name) || defaultValue || '';
        const result = schema.safeParse(text);
        if (result.success)
            return result.data;
        this.problem(name, `${result.error.issues[0]?.message ?? 'is invalid'} (got ${JSON.stringify(text)})`);
        return fallback;
    }
    required(name, form) {
        const value = this.raw(name);
        if (!value)
            this.problem(name, `is required: ${form}`);
        return value;
    }
    boolean(name, defaultValue) {
        return this.parse(name, booleanSchema, defaultValue, String(defaultValue));
    }
    seconds(name, defaultValue, integer = false) {
        return this.parse(name, positiveSeconds(integer), defaultValue, String(defaultValue)) * 1000;
    }
    url(name) {
        if (!this.raw(name)) {
            this.problem(name, 'is required: the service base URL, e.g. https://api.example.com');
            return undefined;
        }
        return this.parse(name, baseUrlSchema, undefined);
    }
    throwIfAny() {
        if (this.problems.length > 0)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(this.problems);
    }
}
/** Spec section 5: assistant keys carry `<svc>_dsc_`, admin keys `<svc>_`. */
const ASSISTANT_KEY_SHAPE = /^[A-Za-z0-9]+_dsc_/;
const ADMIN_KEY_SHAPE = /^[A-Za-z0-9]+_(?!dsc_)/;
const isAssistantKeyShape = (key) => ASSISTANT_KEY_SHAPE.test(key);
const isAdminKeyShape = (key) => ADMIN_KEY_SHAPE.test(key) && !ASSISTANT_KEY_SHAPE.test(key);


/***/ }),

/***/ 7424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ OutputSet)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3340);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4090);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8949);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(893);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7708);






/**
 * The job's `prLink` as the `pr-link` output: only an `https` URL (no
 * credentials) is passed on to later steps; anything else is left empty, with
 * a warning, so a workflow never opens or fetches what the service made up.
 */
function prLinkOutput(job) {
    if (!job.prLink)
        return '';
    if ((0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .httpsUrl */ .N3)(job.prLink))
        return job.prLink;
    _log_js__WEBPACK_IMPORTED_MODULE_4__/* .log */ .Rm.warning(`Agent job ${(0,_log_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(job.id)} gave a pull request link that is not an https URL (${(0,_log_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(job.prLink)}): the '${_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.PrLink}' output is left empty.`);
    return '';
}
/** The step's outputs, collected as they become known and written at the end (each value once). */
class OutputSet {
    values = new Map();
    written = new Map();
    set(name, value) {
        this.values.set(name, value);
    }
    get(name) {
        return this.values.get(name);
    }
    /** Records what the job says about itself. */
    setJob(job) {
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.JobId, job.id);
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.Status, job.status);
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.PrLink, prLinkOutput(job));
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.Model, job.model);
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.SourceRepository, job.source.repository);
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.SourceRef, job.source.ref ?? '');
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.CreatedAt, job.createdAt);
        this.set(_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Outputs */ .t.ArchivedAt, job.archivedAt ?? '');
    }
    /** Writes to the runner (`GITHUB_OUTPUT`) every output not yet written with its current value, redacted. */
    write() {
        for (const [name, value] of this.values) {
            if (this.written.get(name) === value)
                continue;
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, (0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(value));
            this.written.set(name, value);
        }
    }
    /** Writes the outputs; a failure to (a missing `GITHUB_OUTPUT` file) fails the step instead of escaping. */
    flush() {
        try {
            this.write();
        }
        catch (error) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1((0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(`Could not write the step outputs: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .getErrorMessage */ .u1)(error)}`));
        }
    }
}


/***/ }),

/***/ 1070:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ writeStepSummary)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3340);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8949);


/**
 * Writes the job summary (when the runner provides one): `build` fills it,
 * and the final text is redacted before it reaches the file.
 */
async function writeStepSummary(build) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.emptyBuffer();
    build(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z);
    const text = (0,_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.stringify());
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.emptyBuffer();
    await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(text).write();
}


/***/ }),

/***/ 7997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ isLoopbackHost)
/* harmony export */ });
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);
/** Whether a URL's hostname names this machine (plain `http://` is accepted only there). */
function isLoopbackHost(hostname) {
    return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname.endsWith('.localhost');
}


/***/ })

};

//# sourceMappingURL=434.index.js.map