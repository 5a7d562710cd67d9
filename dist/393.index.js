export const id = 393;
export const ids = [393,891];
export const modules = {

/***/ 7393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BudgetGate: () => (/* binding */ BudgetGate)
});

// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/service/agent/failures.ts
var failures = __webpack_require__(2690);
// EXTERNAL MODULE: ./src/ledger/errors.ts
var ledger_errors = __webpack_require__(9706);
// EXTERNAL MODULE: ./src/budget/messages.ts
var messages = __webpack_require__(7585);
// EXTERNAL MODULE: ./src/github/writes-per-minute.ts
var writes_per_minute = __webpack_require__(4298);
// EXTERNAL MODULE: ./src/budget/pace.ts
var pace = __webpack_require__(3730);
// EXTERNAL MODULE: ./src/budget/window.ts
var budget_window = __webpack_require__(985);
;// CONCATENATED MODULE: ./src/budget/reservation.ts



/**
 * The entry of this run's reservation, by the GitHub writes it makes (its job's and the races it lost), with its
 * ticket when the run took its turn in a queue (see pace.ts): an entry without one is a run that found no other.
 */
function reservationEntry(context, random, ticket) {
    const id = `${context.runId}-${context.runAttempt}-${Math.floor(random() * 0xffffffff)
        .toString(16)
        .padStart(8, '0')}`;
    return (writes, queued) => ({
        id,
        runId: context.runId,
        runAttempt: context.runAttempt,
        ...(context.repository ? { repository: context.repository } : {}),
        ...(context.workflow ? { workflow: context.workflow } : {}),
        writes,
        ...(queued ? { ticket } : {}),
    });
}
/** The longest a run's first write waits when it meets other runs: runs that start together (a bulk label) spread over it. */
const FIRST_PAUSE_MS = 5000;
/** The longest a run that finds no ledger waits before it looks again and, if it still finds none, creates it. */
const COLD_PAUSE_MS = 5000;
/** An entry with a ticket (its run waited its turn) this recent says runs are queueing for the pace. */
const QUEUE_RECENT_MS = 60_000;
/**
 * How long a run waits before its first write when the ledger shows contention: its ticket's part of two shares
 * of its job's writes, at most 5 s and a tenth of the time it has left (the deadline is one here too).
 */
function firstPause(ticket, shareMs, leftMs) {
    return Math.round(ticket * Math.max(0, Math.min(2 * shareMs, FIRST_PAUSE_MS, leftMs / 10)));
}
/**
 * How long a run that finds no ledger waits before it looks again (its part of the election that creates the
 * ledger once): its ticket's part of 5 s, at most a tenth of the time it has left.
 */
function coldPause(ticket, leftMs) {
    return Math.round(ticket * Math.max(0, Math.min(COLD_PAUSE_MS, leftMs / 10)));
}
/**
 * What the ledger shows of other runs at the pace now: `alongside`, a reservation taken after this run started
 * (GitHub's time `startedAt`: a run started with this one); `queue`, one in the last minute whose run waited its
 * turn (its entry has a ticket). A ledger that shows neither is a lone run's: it reserves at once, and only the
 * last minute's writes hold it back (see pace.ts).
 */
function othersAtPace(window, now, startedAt) {
    const taken = window.entries.map((entry) => ({ at: Date.parse(entry.at) - budget_window/* CREATE_ALLOWANCE_MS */.pi, ticket: entry.ticket }));
    return {
        alongside: taken.some((entry) => entry.at > startedAt),
        queue: taken.some((entry) => entry.ticket !== undefined && entry.at > now - QUEUE_RECENT_MS),
    };
}
/** One reservation attempt: the entry added, or nothing written when full, paced or already held. */
function reserveAttempt(window, now, entry, limit, terms) {
    const reserved = (0,budget_window/* reserveSlot */.X_)(window, entry, limit, now);
    if (reserved.kind === 'full')
        return { state: null, result: { full: reserved.state, now } };
    // A write of this reservation answered with an error but went through: the slot is ours already.
    if (reserved.kind === 'held')
        return { state: null, result: { now } };
    if (terms) {
        const paced = (0,pace.pace)(window, now, terms.perMinute, terms.ownWrites, terms.ticket, terms.queued);
        if (paced.opensAt > now)
            return { state: null, result: { now, pace: paced } };
    }
    return {
        state: reserved.window,
        result: { now },
        subject: `docs-agent budget: reserve a slot for run ${entry.runId} (${String(reserved.state.used)}/${String(limit)})`,
    };
}
/** A 429's `Retry-After` as a hold: at most one window (the service's limit frees a slot within the hour). */
function boundedFullHold(retryAfterMs, warn) {
    if (retryAfterMs === undefined || !Number.isFinite(retryAfterMs) || retryAfterMs < 0)
        return budget_window/* DEFAULT_FULL_HOLD_MS */.tB;
    if (retryAfterMs <= budget_window/* WINDOW_MS */.Qe)
        return retryAfterMs;
    warn(`The service asked to retry in ${(0,messages/* formatWait */.Du)(retryAfterMs)}, more than its one-hour window: the ledger holds the window as full for an hour at most.`);
    return budget_window/* WINDOW_MS */.Qe;
}
/** The window as a 429 left it, when the ledger could not be read: full until the hold ends. */
function fullWindow(limit, now, holdMs) {
    return { limit, used: 0, remaining: 0, oldestExpiresAt: null, nextSlotAt: now + holdMs, fullUntil: now + holdMs, takenAt: [] };
}

// EXTERNAL MODULE: ./src/render/time.ts
var time = __webpack_require__(2891);
;// CONCATENATED MODULE: ./src/budget/waits.ts
/**
 * The gate's waits on the way to a slot, each within the run's deadline:
 * for the pace of the runs sharing the ledger (woken at a random moment
 * within one share of the slot, so that they do not all write at once), for
 * a ledger GitHub rate-limits, and, under `on-budget-exhausted: wait`, for a
 * full window to free a slot.
 */




/** Waiting runs wake up spread over this much time after a slot frees, so they do not race all at once. */
const WAKE_SPREAD_MS = 2000;
/** How long to wait before asking a rate-limited ledger again (GitHub's secondary limit asks for a minute). */
const BUSY_RETRY_MS = 60_000;
/**
 * A wait at least this long is said in the comment too, not only in the log: a comment is one more GitHub
 * write, and a burst's turns (a few minutes at most for fifty runs) are what the writes are spared for.
 */
const LONG_WAIT_MS = 5 * 60_000;
/** A run this many turns from its own, or nearer, wakes in every slot. */
const NEAR_TURNS = 3;
/** The most a run widens its wake-up spread after its writes collided with another run's. */
const MAX_SPREAD_SHARES = 4;
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
/** Attempts until a slot is taken, the budget is untracked, or the policy gives up. */
async function waitForSlot(wait) {
    const { clock, log, deadline, signal } = wait.runtime;
    const started = clock.now();
    const share = (0,pace.shareMs)(wait.ownWrites, wait.perMinute);
    let spread = share;
    let paced = true;
    let announced = false;
    let toldLong = false;
    let lastPaceLine;
    const longWait = (expectedAt, now) => {
        if (toldLong || expectedAt - now < LONG_WAIT_MS)
            return;
        toldLong = true;
        wait.runtime.onLongWait?.(expectedAt);
    };
    for (;;) {
        const attempt = await wait.attempt(paced);
        if (attempt.kind === 'reserved' || attempt.kind === 'untracked')
            return attempt;
        if (attempt.kind === 'pace') {
            if (attempt.collided)
                spread = Math.min(spread * 2, MAX_SPREAD_SHARES * share);
            const { opensAt, ahead } = attempt.pace;
            // A run far back in the queue (its ticket high, the queue's density known) sleeps until its turn is near: a
            // read then, not one every slot. Near it, the few runs whose turn may be next wake at random within the
            // share, so that the first writes alone and the others see its reservation in a read.
            const far = ahead !== undefined && ahead >= NEAR_TURNS;
            // Far back: to a random moment of the slot two turns before its own (two runs that read the same ledger
            // must not wake together); near: at random within the share.
            const offset = far ? (ahead - NEAR_TURNS + wait.random()) * share : wait.random() * spread;
            const pauseMs = Math.max(0, opensAt - attempt.now) + Math.round(offset);
            if (clock.now() + pauseMs > deadline) {
                paced = false;
                continue;
            }
            const expectedAt = Math.max(opensAt, attempt.now) + Math.max(0, ahead ?? 0) * share;
            if (lastPaceLine === undefined || clock.now() - lastPaceLine >= 60_000) {
                const line = (0,messages/* paceMessage */.hc)(attempt.pace, expectedAt, attempt.now, wait.perMinute, share);
                log.info(lastPaceLine === undefined ? line : `[${(0,time/* formatDuration */.a)(clock.now() - started)}] still waiting: ${line}`);
                lastPaceLine = clock.now();
            }
            longWait(expectedAt, attempt.now);
            await clock.sleep(pauseMs, signal);
            continue;
        }
        if (attempt.kind === 'busy') {
            const retryMs = BUSY_RETRY_MS + Math.round(wait.random() * WAKE_SPREAD_MS);
            if (clock.now() + retryMs > deadline)
                return wait.busy(attempt.error, wait.now(), retryMs);
            log.info(`The budget ledger could not be updated (${attempt.error.message}): trying again at ${(0,time/* formatTime */.f)(wait.now() + retryMs)}, within '${names/* Inputs */.G0.TimeoutSeconds}'. The job is not created before its slot is in the ledger.`);
            longWait(wait.now() + retryMs, wait.now());
            await clock.sleep(retryMs, signal);
            continue;
        }
        const { state, now } = attempt;
        if (wait.policy !== 'wait')
            return wait.exhausted(state, now, 'window');
        const waitMs = state.nextSlotAt - now + Math.round(wait.random() * WAKE_SPREAD_MS);
        if (clock.now() + waitMs > deadline)
            return wait.exhausted(state, now, 'timeout');
        if (!announced) {
            log.info(`The hourly budget is used up: ${(0,messages/* describeFull */.dg)(state, now)}. Waiting for it ('${names/* Inputs */.G0.OnBudgetExhausted}': wait).`);
            announced = true;
        }
        longWait(state.nextSlotAt, now);
        await sleepWithProgress(clock, waitMs, signal, (left) => {
            log.info(`[${(0,time/* formatDuration */.a)(clock.now() - started)}] waiting for a budget slot: it frees in ${(0,messages/* formatWait */.Du)(left)}`);
        });
    }
}

;// CONCATENATED MODULE: ./src/budget/gate.ts
/**
 * The hourly budget as the run sees it: reserve a slot before creating a job
 * (at the pace the runs sharing the ledger keep to), apply
 * `on-budget-exhausted` when the window is full, release the slot when the
 * creation surely failed, record the job once created, and tell the ledger
 * when the service itself says the window is full (429).
 *
 * Loaded with `import()` by main only when a job is about to be created.
 */










/** Longest time one reservation attempt spends on lost races before it counts as contention. */
const RESERVE_CONTENTION_MS = 5 * 60 * 1000;
/** Longest time the writes after creation (record, release, 429 hold) spend on lost races. */
const FOLLOW_UP_CONTENTION_MS = 2 * 60 * 1000;
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
    lastWindow;
    untrackedReason;
    exhaustedAt;
    /** Races this run lost on the way to its slot, and the GitHub writes they cost (its entry counts them, for the pace). */
    lostRaces = 0;
    wasted = 0;
    /** Writes made for the ledger besides the reservation's two (a new ledger's tree): its entry counts them. */
    extraWrites = 0;
    attempted = false;
    /** This run's place in the queue of runs waiting for the pace (see pace.ts): drawn once. */
    ticket;
    /** When the run started (the runner's clock): a reservation taken after it is another run's alongside this one. */
    startedAt;
    /** Met other runs (a lost race or election, a wait, one alongside): it takes turns from then on, its entry has its ticket. */
    queued = false;
    /**
     * Opens the budget over the run's one ledger store (made by the run with its GitHub client, shared with the
     * hand-off and `continue-open-pr`); without one (no token, no repository) the budget is not tracked.
     */
    constructor(settings, context, runtime, ledger) {
        this.settings = settings;
        this.context = context;
        this.runtime = runtime;
        this.random = runtime.random ?? Math.random;
        this.ticket = Math.floor(this.random() * 1e6) / 1e6;
        this.startedAt = runtime.startedAt ?? runtime.clock.now();
        this.repository = ledger?.repository ?? (settings.budgetRepository || context.repository);
        this.store = ledger;
        if (!ledger) {
            this.untrackedReason = settings.trigger.githubToken
                ? `GITHUB_REPOSITORY is not set (not running in GitHub Actions?) and no '${names/* Inputs */.G0.BudgetRepository}' was given`
                : `no '${names/* Inputs */.G0.GithubToken}' was given`;
        }
    }
    get ref() {
        return this.store?.ref ?? '';
    }
    get limit() {
        return this.settings.budgetPerHour;
    }
    /** The state of the window now, from the last document read or written. */
    state() {
        if (!this.store || !this.lastWindow)
            return undefined;
        return (0,budget_window/* windowState */.kW)(this.lastWindow, this.limit, this.store.now());
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
            seenAt: this.store?.now() ?? 0,
            takenAt: state.takenAt,
            freesAt: state.nextSlotAt,
            ...(this.exhaustedAt === undefined ? {} : { nextSlotAt: this.exhaustedAt }),
        };
    }
    /** Goes on without the ledger: a warning that names the repository and the permission; the job is still created. */
    giveUp(error) {
        this.runtime.log.warning((0,messages/* unavailableMessage */.mw)(error, this.ref, this.repository, this.context.repository));
        this.untrackedReason = error.message;
        return { kind: 'untracked', reason: error.message };
    }
    exhausted(state, now, cause) {
        this.exhaustedAt = state.nextSlotAt;
        const policy = this.settings.onBudgetExhausted;
        return { kind: 'exhausted', policy, nextSlotAt: state.nextSlotAt, cause, message: (0,messages/* exhaustedMessage */.$Y)(state, now, cause, policy) };
    }
    /** The writes of this run's job, for the pace. */
    get ownWrites() {
        return this.runtime.jobWrites ?? pace.UNKNOWN_JOB_WRITES;
    }
    get perMinute() {
        return this.settings.githubWritesPerMinute ?? writes_per_minute/* DEFAULT_WRITES_PER_MINUTE */.w;
    }
    /**
     * One attempt at a slot: reserved, full, paced, busy (GitHub rate-limits the ledger) or untracked. On a ledger
     * that shows no other run the first goes at once; when it shows others, it waits its ticket's part of two shares
     * before it writes (runs that start together see each other in reads). A ledger that does not exist yet is
     * created by one run: each waits its ticket's part of 5 s and looks again, and the first to wake creates it.
     */
    async tryReserve(paced) {
        const store = this.store;
        if (!store) {
            const reason = this.untrackedReason ?? 'no ledger';
            this.runtime.log.warning(`The hourly budget is not tracked for this run: ${reason}. The job is created anyway.`);
            return { kind: 'untracked', reason };
        }
        const { clock, deadline } = this.runtime;
        const started = clock.now();
        const entry = reservationEntry(this.context, this.random, this.ticket);
        const { id } = entry(0, false);
        // Whether the reducer saw other runs (the first pause follows it): met before, or shown by the ledger as read.
        const seen = { met: false, meets: false };
        const firstPauseMs = () => (seen.meets ? firstPause(this.ticket, (0,pace.shareMs)(this.ownWrites, this.perMinute), deadline - started) : 0);
        const listen = { coldPauseMs: coldPause(this.ticket, deadline - started), ...(this.attempted ? {} : { firstPauseMs }) };
        this.attempted = true;
        let outcome;
        try {
            const reduce = (current, now) => {
                // Met others itself (its entry then has its ticket), or takes turns with a queue the ledger shows.
                const others = othersAtPace(current.state, now, now - (clock.now() - this.startedAt));
                seen.met = this.queued || this.lostRaces > 0 || this.wasted > 0 || others.alongside;
                seen.meets = seen.met || others.queue;
                const writes = this.ownWrites + this.wasted + this.extraWrites;
                const terms = paced ? { perMinute: this.perMinute, ownWrites: this.ownWrites, ticket: this.ticket, queued: seen.meets } : undefined;
                return reserveAttempt(current.state, now, entry(writes, seen.met), this.limit, terms);
            };
            const [onWasted, onExtraWrites] = [(n) => (this.wasted += n), (n) => (this.extraWrites += n)];
            const until = Math.min(deadline, started + RESERVE_CONTENTION_MS);
            const update = { maxAttempts: 1000, until, signal: this.runtime.signal, onWasted, onExtraWrites, ...listen };
            outcome = await store.update(budget_window.budgetSection, reduce, update);
        }
        catch (error) {
            if (!(0,ledger_errors/* isLedgerUnavailable */.oY)(error))
                throw error;
            // Only a ledger the token cannot use at all goes on without it: GitHub's limits and other runs are waited for.
            if (error.reason === 'rate-limited' || error.reason === 'contention')
                return { kind: 'busy', error };
            return this.giveUp(error);
        }
        this.lastWindow = outcome.state;
        this.lostRaces += outcome.attempts - 1;
        if (seen.met || outcome.coldLost)
            this.queued = true; // a lost election: it met the others of a burst
        const { result } = outcome;
        if (result.full)
            return { kind: 'full', state: result.full, now: result.now };
        if (result.pace) {
            this.queued = true;
            return { kind: 'pace', pace: result.pace, now: result.now, collided: outcome.wasted > 0 };
        }
        this.reservationId = id;
        const held = outcome.state.entries.find((taken) => taken.id === id);
        this.reservedAt = held ? Date.parse(held.at) : undefined;
        const remaining = this.state()?.remaining ?? 0;
        this.runtime.log.info((0,messages/* reservedMessage */.kx)(this.ref, this.limit, remaining, this.lostRaces + 1, store.serverClockKnown));
        return { kind: 'reserved', remaining };
    }
    /**
     * Takes a slot, at the pace of the runs sharing the ledger, applying
     * `on-budget-exhausted` when the window is full: `fail` and `skip` return
     * at once, `wait` sleeps until a slot frees (a log line per minute) unless
     * that is past the deadline. A ledger GitHub rate-limits is waited for
     * until the deadline, then the policy decides: the job is never created
     * untracked for it.
     */
    async reserve() {
        return waitForSlot({
            runtime: this.runtime,
            random: this.random,
            ticket: this.ticket,
            policy: this.settings.onBudgetExhausted,
            perMinute: this.perMinute,
            ownWrites: this.ownWrites,
            attempt: (paced) => this.tryReserve(paced),
            exhausted: (state, now, cause) => this.exhausted(state, now, cause),
            busy: (error, now, retryMs) => {
                const state = fullWindow(this.limit, now, retryMs);
                const result = this.exhausted(state, now, 'ledger');
                result.message = (0,messages/* ledgerBusyMessage */.YL)(error, this.ref, this.repository, this.settings.onBudgetExhausted);
                return result;
            },
            now: () => this.store?.now() ?? this.runtime.clock.now(),
        });
    }
    /** Runs a ledger write after the reservation; a failure only warns. */
    async followUp(what, mutate) {
        const store = this.store;
        if (!store || this.untrackedReason !== undefined)
            return;
        try {
            const outcome = await store.update(budget_window.budgetSection, (current, now) => ({
                state: mutate(current.state, now),
                result: undefined,
                subject: `docs-agent budget: ${what} (run ${this.context.runId})`,
            }), { maxAttempts: 1000, until: this.runtime.clock.now() + FOLLOW_UP_CONTENTION_MS, signal: this.runtime.signal });
            this.lastWindow = outcome.state;
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
        await this.followUp(`count the slot from the creation of job ${jobId}`, (window, at) => (0,budget_window/* restampSlot */.J9)(window, id, Math.max(at, now), at));
    }
    /** Gives the slot back: the job was surely not created. */
    async release() {
        const id = this.reservationId;
        if (!id)
            return;
        await this.followUp('release the slot of a job that was not created', (window, now) => (0,budget_window/* releaseSlot */.W1)(window, id, now));
        this.reservationId = undefined;
    }
    /** The service answered 429: the ledger holds the window as full until `Retry-After` (or a minute). */
    async serviceFull(retryAfterMs, release = false) {
        const id = this.reservationId;
        const holdMs = boundedFullHold(retryAfterMs, this.runtime.log.warning);
        await this.followUp("note the service's 429", (window, now) => {
            const held = (0,budget_window/* markFull */.jj)(window, now + holdMs, now);
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
            result.message = (0,messages/* serviceRefusedMessage */.NV)(state.nextSlotAt, now, this.settings.onBudgetExhausted);
            return result;
        }
        if ((0,failures/* isDefiniteCreateFailure */.RE)(error))
            await this.release();
        return undefined;
    }
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

/***/ 9418:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jz: () => (/* binding */ isRateLimited),
/* harmony export */   Sf: () => (/* binding */ MAX_RATE_LIMIT_WAIT_SECONDS),
/* harmony export */   nv: () => (/* binding */ recognizeRateLimits)
/* harmony export */ });
/** The longest `Retry-After` waited out; a longer wait gives up at once (a step has minutes, not hours). */
const MAX_RATE_LIMIT_WAIT_SECONDS = 60;
const SECONDARY = /\bsecondary rate\b/i;
const PRIMARY = /\brate limit exceeded\b/i;
function headerOf(error, name) {
    const value = error.response?.headers?.[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
/**
 * True when GitHub refused the request because of a rate limit: a 429, or a
 * 403 that carries `retry-after`, an exhausted `x-ratelimit-remaining`, or
 * GitHub's rate-limit message. Such a 403 is never a missing permission.
 */
function isRateLimited(error) {
    if (error === null || typeof error !== 'object')
        return false;
    const failure = error;
    if (failure.status === 429)
        return true;
    if (failure.status !== 403)
        return false;
    const message = typeof failure.message === 'string' ? failure.message : '';
    return (headerOf(failure, 'retry-after') !== undefined ||
        headerOf(failure, 'x-ratelimit-remaining') === '0' ||
        SECONDARY.test(message) ||
        PRIMARY.test(message));
}
/** The plugin-throttling handles a primary limit by these signs; every other limit it sees only by its message. */
function throttlingSeesIt(failure) {
    const message = typeof failure.message === 'string' ? failure.message : '';
    const errors = failure.response?.data?.errors;
    return (SECONDARY.test(message) ||
        headerOf(failure, 'x-ratelimit-remaining') === '0' ||
        (Array.isArray(errors) && errors.some((e) => e.type === 'RATE_LIMITED')));
}
/**
 * An Octokit plugin, placed between plugin-retry and plugin-throttling: a
 * rate limit the throttling plugin would not recognise (a 429, or a 403 with
 * `retry-after` whose message does not say "secondary rate limit") is named a
 * secondary limit, so that it is waited out (its `retry-after`, else a minute)
 * like the ones GitHub words that way.
 */
function recognizeRateLimits(octokit) {
    octokit.hook.error('request', (error) => {
        const failure = error;
        if (isRateLimited(failure) && !throttlingSeesIt(failure)) {
            failure.message = `${failure.message} (GitHub secondary rate limit)`;
        }
        throw error;
    });
    return {};
}


/***/ }),

/***/ 4298:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ readWritesPerMinute),
/* harmony export */   w: () => (/* binding */ DEFAULT_WRITES_PER_MINUTE)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3759);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/**
 * `github-writes-per-minute`, read by every mode that writes to GitHub: the
 * spacing of the run's own writes (write-spacing.ts) and, in agent mode, the
 * pace the runs that share a budget ledger keep to together (budget/pace.ts).
 */


/** GitHub's secondary limit on content-creating requests, per token and minute (GitHub.com and GHE.com). */
const GITHUB_WRITES_LIMIT = 80;
/** The share of it the runs of a ledger keep to by default (`github-writes-per-minute`), leaving room for the repository's other workflows. */
const DEFAULT_WRITES_PER_MINUTE = 60;
/** The most accepted against GitHub Enterprise Server, whose rate limits its admin sets (off by default): 1 ms between writes. */
const SERVER_WRITES_LIMIT = 60_000;
const WHOLE_NUMBER = `must be a whole number of writes a minute, e.g. ${DEFAULT_WRITES_PER_MINUTE}`;
function writesPerMinuteSchema(cloud) {
    return zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._regex */ .Fk(/^\d+$/, { error: WHOLE_NUMBER })), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .transform */ .pdi(Number), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._positive */ .NC({ error: 'must be at least 1' }), cloud
        ? zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._lte */ .Zm(GITHUB_WRITES_LIMIT, {
            error: `must be at most ${GITHUB_WRITES_LIMIT}, GitHub's limit of content-creating requests a minute (more is accepted only for GitHub Enterprise Server, whose admin sets its limits)`,
        })
        : zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._lte */ .Zm(SERVER_WRITES_LIMIT, { error: `must be at most ${SERVER_WRITES_LIMIT} (GitHub Enterprise Server)` }))));
}
/**
 * Whether `GITHUB_API_URL` is GitHub's cloud, where the limit of 80 writes a minute holds: unset (the
 * action's default), `api.github.com`, or GHE.com's `api.<subdomain>.ghe.com`. Any other URL is a GitHub
 * Enterprise Server; one that does not parse is left to the cloud's rule.
 */
function isGitHubCloud(apiUrl) {
    if (!apiUrl)
        return true;
    try {
        const host = new URL(apiUrl).hostname;
        return host === 'api.github.com' || host.endsWith('.ghe.com');
    }
    catch {
        return true;
    }
}
/**
 * `github-writes-per-minute` (default 60): a whole number from 1 to GitHub's 80; against GitHub Enterprise
 * Server (`GITHUB_API_URL` neither GitHub.com's nor GHE.com's), whose admin sets its rate limits, up to 60 000.
 */
function readWritesPerMinute(inputs, githubApiUrl) {
    return inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubWritesPerMinute, writesPerMinuteSchema(isGitHubCloud(githubApiUrl)), DEFAULT_WRITES_PER_MINUTE, String(DEFAULT_WRITES_PER_MINUTE));
}


/***/ }),

/***/ 9706:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L8: () => (/* binding */ classify),
/* harmony export */   Q0: () => (/* binding */ UnknownWriteError),
/* harmony export */   Ss: () => (/* binding */ RaceLostError),
/* harmony export */   _k: () => (/* binding */ raceBackoff),
/* harmony export */   ew: () => (/* binding */ LedgerUnavailableError),
/* harmony export */   oY: () => (/* binding */ isLedgerUnavailable),
/* harmony export */   p2: () => (/* binding */ httpError)
/* harmony export */ });
/* harmony import */ var _github_rate_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9418);

class LedgerUnavailableError extends Error {
    reason;
    status;
    name = 'LedgerUnavailableError';
    constructor(reason, message, status) {
        super(message);
        this.reason = reason;
        this.status = status;
    }
}
const isLedgerUnavailable = (error) => error instanceof LedgerUnavailableError;
/** A ref write refused because another run moved the ref first. */
class RaceLostError extends Error {
    name = 'RaceLostError';
}
/** A ref write that got a 5xx or no answer: it may have gone through. */
class UnknownWriteError extends Error {
    failure;
    name = 'UnknownWriteError';
    constructor(failure) {
        super(failure.message);
        this.failure = failure;
    }
}
function httpError(error) {
    if (error && typeof error === 'object' && typeof error.status === 'number') {
        return error;
    }
    return undefined;
}
/** The typed error for a failed request: rate-limited, permission, unreachable, or unexpected. */
function classify(what, error) {
    const detail = `${what} answered ${error.status}: ${error.message}`;
    // Before the permission rule: a rate-limited 403 (retries spent) is not a missing permission.
    if ((0,_github_rate_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .isRateLimited */ .Jz)(error))
        return new LedgerUnavailableError('rate-limited', detail, error.status);
    if (error.status === 401 || error.status === 403 || error.status === 404) {
        return new LedgerUnavailableError('permission', detail, error.status);
    }
    if (error.status === 409) {
        return new LedgerUnavailableError('unexpected', `${detail} (the repository has no commit yet)`, error.status);
    }
    if (!error.response || error.status >= 500) {
        return new LedgerUnavailableError('unreachable', `${what} failed: ${error.message}`, error.status);
    }
    return new LedgerUnavailableError('unexpected', detail, error.status);
}
/**
 * Backoff after a lost race: full jitter over a doubling cap (500 ms, 1 s, …
 * 16 s). Each lost race costs a content-creating request (the commit made for
 * nothing), so runs that keep colliding spread out widely: twenty runs at once
 * then settle in a few rounds instead of colliding in every one.
 */
function raceBackoff(attempt, random) {
    const cap = Math.min(16_000, 500 * 2 ** Math.max(0, attempt - 1));
    return Math.round(cap * (0.1 + 0.9 * random()));
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


/***/ })

};

//# sourceMappingURL=393.index.js.map