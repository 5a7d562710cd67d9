export const id = 784;
export const ids = [784];
export const modules = {

/***/ 1784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BudgetGate: () => (/* binding */ BudgetGate),
  contextFromEnv: () => (/* reexport */ contextFromEnv),
  isDefiniteCreateFailure: () => (/* reexport */ isDefiniteCreateFailure),
  openBudget: () => (/* binding */ openBudget)
});

// EXTERNAL MODULE: ./src/modes/agent/job.ts
var job = __webpack_require__(1781);
// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
;// CONCATENATED MODULE: ./src/budget/failures.ts
/**
 * Which failures of the job's creation leave the service without a job, and
 * so give the budget's slot back.
 */

const isServiceError = (error) => error instanceof errors/* ServiceHttpError */.iL || error instanceof errors/* ServiceNetworkError */.GM;
/** A definite failure: the service surely did not create the job. */
function isDefiniteCreateFailure(error) {
    if (error instanceof errors/* ServiceHttpError */.iL)
        return error.status < 500;
    return error instanceof errors/* ServiceNetworkError */.GM && error.beforeSend;
}
/** The service's own error: a retry loop that gave up wraps it as its cause. */
function serviceErrorOf(thrown) {
    return thrown instanceof Error && !isServiceError(thrown) && isServiceError(thrown.cause) ? thrown.cause : thrown;
}

// EXTERNAL MODULE: ./src/budget/document.ts
var budget_document = __webpack_require__(5900);
// EXTERNAL MODULE: ./src/github/rate-limits.ts
var rate_limits = __webpack_require__(9418);
;// CONCATENATED MODULE: ./src/budget/ledger-errors.ts

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
    if ((0,rate_limits/* isRateLimited */.Jz)(error))
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

// EXTERNAL MODULE: ./src/budget/window.ts
var budget_window = __webpack_require__(985);
;// CONCATENATED MODULE: ./src/budget/ledger.ts





/** git's empty tree: every repository has it, and a version 2 ledger's commit needs no other. */
const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
/** The one file of the tree made when a repository refuses the empty tree. */
const NOTE_FILE = 'README.md';
const NOTE = "The docs-agent budget ledger is the message of this ref's commits.\n";
/** How many ref writes in a row may end with no known outcome before the ledger counts as unreachable. */
const MAX_UNKNOWN_WRITES = 3;
/** Longest pause before a retried write looks at the ref once more. */
const SETTLE_MS = 400;
const MAX_SETTLE_MS = 8000;
class LedgerStore {
    location;
    client;
    clock;
    random;
    project;
    signal;
    retryRequests;
    warn;
    /** GitHub's clock minus the runner's, from the last `Date` header seen. */
    offset = 0;
    offsetKnown = false;
    /** How long GitHub took to answer lately (the slowest recent answer, halving with each faster one). */
    latency = 0;
    /** Documents by commit sha: commits never change. */
    cache = new Map();
    constructor(options) {
        this.client = options.client;
        this.location = options.location;
        this.project = options.project;
        this.clock = options.clock;
        this.random = options.random ?? Math.random;
        this.signal = options.signal;
        this.retryRequests = options.retryRequests ?? true;
        this.warn = options.warn ?? (() => undefined);
    }
    /** The ref name as the refs endpoints take it (without `refs/`). */
    get shortRef() {
        return this.location.ref.replace(/^refs\//, '');
    }
    /** Now, on GitHub's clock when a response has told it, else on the runner's. */
    now() {
        return this.clock.now() + this.offset;
    }
    /** True once a response's `Date` header has set the clock offset. */
    get serverClockKnown() {
        return this.offsetKnown;
    }
    get clockOffsetMs() {
        return this.offset;
    }
    noteDate(headers) {
        const date = headers?.date;
        const offset = (0,budget_window/* serverOffset */.Nu)(typeof date === 'string' ? date : undefined, this.clock.now());
        if (offset === undefined)
            return;
        this.offset = offset;
        this.offsetKnown = true;
    }
    get requestOptions() {
        return { ...(this.retryRequests ? {} : { retries: 0 }), ...(this.signal ? { signal: this.signal } : {}) };
    }
    /** Runs one API call: notes GitHub's clock, and turns failures into typed errors. */
    async call(what, send, expected = {}) {
        const sent = this.clock.now();
        try {
            const response = await send();
            this.noteDate(response.headers);
            this.latency = Math.max(this.latency * 0.5, this.clock.now() - sent);
            return response.data;
        }
        catch (error) {
            if (this.signal?.aborted)
                throw new errors/* AbortedError */.oM('cancelled');
            const http = httpError(error);
            this.noteDate(http?.response?.headers);
            if (!http)
                throw new LedgerUnavailableError('unexpected', `${what} failed: ${(0,errors/* getErrorMessage */.u1)(error)}`);
            // 422 on a ref write: not a fast-forward (another run wrote first), or the ref exists / was deleted meanwhile.
            if (expected.raceLost && http.status === 422)
                throw new RaceLostError(`${what} answered 422: ${http.message}`);
            throw classify(what, http);
        }
    }
    /** The commit the ref points at now; null when there is no ref. */
    async currentSha() {
        const { owner, repo } = this.location;
        try {
            const ref = await this.call(`GET git/ref/${this.shortRef}`, () => this.client.rest.git.getRef({ owner, repo, ref: this.shortRef, request: this.requestOptions }));
            return ref.object.sha;
        }
        catch (error) {
            if (error instanceof LedgerUnavailableError && error.status === 404)
                return null;
            throw error;
        }
    }
    /**
     * True when the ref still points at `sha` after a random pause that grows
     * with each attempt and with GitHub's answer time: two runs collide when
     * their writes overlap, and a write lasts a few answers.
     */
    async settled(sha, attempt) {
        const base = Math.max(SETTLE_MS, 4 * this.latency);
        const window = Math.min(Math.max(MAX_SETTLE_MS, 20 * base), base * 2 ** (attempt - 1));
        try {
            await this.clock.sleep(Math.round(this.random() * window), this.signal);
        }
        catch (error) {
            throw this.signal?.aborted ? new errors/* AbortedError */.oM('cancelled') : error;
        }
        return (await this.currentSha()) === sha;
    }
    /** Reads the ledger: an absent ref is an empty ledger. */
    async read() {
        const { owner, repo } = this.location;
        const request = this.requestOptions;
        const sha = await this.currentSha();
        // No ref yet: an empty ledger (a token that cannot see the repository fails on the first write).
        if (sha === null)
            return { sha: null, doc: (0,budget_document/* emptyLedger */.Hg)(this.project), format: 'none' };
        const cached = this.cache.get(sha);
        if (cached)
            return cached;
        const commit = await this.call(`GET git/commits/${sha}`, () => this.client.rest.git.getCommit({ owner, repo, commit_sha: sha, request }));
        // Clamps are relative to the commit's date (never later than now): a clamped time runs out even if nothing writes.
        const committer = commit.committer;
        const committed = Date.parse(committer?.date ?? '');
        const anchor = Number.isNaN(committed) ? this.now() : Math.min(this.now(), committed);
        // A commit answer without a message (never from GitHub, but from outside all the same) reads as version 1.
        let text = (0,budget_document/* ledgerJsonInMessage */.iq)(typeof commit.message === 'string' ? commit.message : '');
        const format = text === undefined ? 'tree' : 'message';
        text ??= await this.readFileOf(commit.tree.sha);
        const parsed = text === undefined ? undefined : (0,budget_document/* parseLedgerJson */.Bf)(text, anchor);
        if (!parsed) {
            this.warn(`The budget ledger ${this.location.ref} (commit ${sha.slice(0, 12)}) holds no valid ledger; starting a fresh one on top of it.`);
        }
        else if (parsed.repairs.length > 0) {
            this.warn(`The budget ledger ${this.location.ref} (commit ${sha.slice(0, 12)}) held times out of bounds: ${parsed.repairs.join('; ')}.`);
        }
        const snapshot = { sha, doc: parsed?.doc ?? (0,budget_document/* emptyLedger */.Hg)(this.project), tree: commit.tree.sha, format };
        this.cache.set(sha, snapshot);
        return snapshot;
    }
    /** A version 1 ledger's `ledger.json`, from the commit's tree. */
    async readFileOf(treeSha) {
        const { owner, repo } = this.location;
        const request = this.requestOptions;
        const tree = await this.call(`GET git/trees/${treeSha}`, () => this.client.rest.git.getTree({ owner, repo, tree_sha: treeSha, request }));
        const file = tree.tree.find((entry) => entry.path === budget_document/* LEDGER_FILE */.th && entry.type === 'blob');
        if (!file?.sha)
            return undefined;
        const fileSha = file.sha;
        const blob = await this.call(`GET git/blobs/${fileSha}`, () => this.client.rest.git.getBlob({ owner, repo, file_sha: fileSha, request }));
        return Buffer.from(blob.content, blob.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8');
    }
    /** Creates the ledger's commit; a repository that refuses the empty tree gets a one-file tree, once. */
    async commit(tree, parents, message) {
        const { owner, repo } = this.location;
        const request = this.requestOptions;
        const create = (treeSha) => this.call(`POST git/commits`, () => this.client.rest.git.createCommit({ owner, repo, message, tree: treeSha, parents, request }));
        try {
            return (await create(tree)).sha;
        }
        catch (error) {
            if (!(tree === EMPTY_TREE && error instanceof LedgerUnavailableError && error.status === 422))
                throw error;
        }
        const made = await this.call(`POST git/trees`, () => this.client.rest.git.createTree({ owner, repo, tree: [{ path: NOTE_FILE, mode: '100644', type: 'blob', content: NOTE }], request }));
        return (await create(made.sha)).sha;
    }
    /**
     * Writes `doc` as a commit on top of `parent` and moves the ref to it, only
     * if the ref still points at `parent` (or, with no parent, does not exist).
     * Returns the new commit's sha, or null when another run moved the ref first.
     */
    async write(parent, doc, subject) {
        const { owner, repo, ref } = this.location;
        const request = this.requestOptions;
        // The parent's tree when it is a version 2 ledger already (the empty tree, or the note), else the empty tree.
        const tree = parent.format === 'message' && parent.tree ? parent.tree : EMPTY_TREE;
        const sha = await this.commit(tree, parent.sha ? [parent.sha] : [], (0,budget_document/* ledgerMessage */.hh)(subject, doc));
        // Look before moving the ref: a run that lost the race while its commit was made learns it from a read,
        // which costs no content-creating request, instead of from a refused ref update, which does. In a burst
        // of runs this halves what the lost races cost against GitHub's secondary limit.
        if ((await this.currentSha()) !== parent.sha)
            return null;
        // Never retried by the client: a ref write that failed with a 5xx may have moved the ref all the
        // same, and its retry would answer 422 as if another run had won. `update` reads the ledger again
        // instead, where a write that went through shows (the mutation then has nothing to write).
        const refRequest = { ...request, retries: 0 };
        try {
            if (parent.sha) {
                await this.call(`PATCH git/refs/${this.shortRef}`, () => this.client.rest.git.updateRef({ owner, repo, ref: this.shortRef, sha, force: false, request: refRequest }), { raceLost: true });
            }
            else {
                await this.call(`POST git/refs`, () => this.client.rest.git.createRef({ owner, repo, ref, sha, request: refRequest }), {
                    raceLost: true,
                });
            }
        }
        catch (error) {
            if (error instanceof RaceLostError)
                return null;
            if (error instanceof LedgerUnavailableError && error.reason === 'unreachable')
                throw new UnknownWriteError(error);
            throw error;
        }
        this.cache.set(sha, { sha, doc, tree, format: 'message' });
        return sha;
    }
    /**
     * Reads, changes and writes the ledger until the write wins the race: the
     * compare-and-swap loop. `mutate` sees the latest document and GitHub's
     * time; it is called again after each lost race.
     */
    async update(mutate, options) {
        let unknownWrites = 0;
        for (let attempt = 1;; attempt += 1) {
            const snapshot = await this.read();
            const change = mutate(snapshot.doc, this.now());
            if (!change.write) {
                return { result: change.result, doc: snapshot.doc, sha: snapshot.sha, attempts: attempt, written: false };
            }
            let sha = null;
            try {
                // After a lost race, listen before writing: a short random pause, then a look at the ref (a read). A run
                // that sees it move goes round again without having made a commit for nothing.
                if (await this.settled(snapshot.sha, attempt)) {
                    sha = await this.write(snapshot, change.write, change.message ?? 'docs-agent budget: update');
                }
            }
            catch (error) {
                if (!(error instanceof UnknownWriteError))
                    throw error;
                // Read again: `mutate` sees whether the write went through.
                unknownWrites += 1;
                if (unknownWrites >= MAX_UNKNOWN_WRITES)
                    throw error.failure;
                attempt -= 1;
                continue;
            }
            if (sha)
                return { result: change.result, doc: change.write, sha, attempts: attempt, written: true };
            if (attempt >= options.maxAttempts || (options.until !== undefined && this.clock.now() >= options.until)) {
                throw new LedgerUnavailableError('contention', `${attempt} attempts to update ${this.location.ref} all lost the race to other runs`);
            }
            const delay = raceBackoff(attempt, this.random);
            try {
                await this.clock.sleep(delay, this.signal);
            }
            catch (error) {
                throw this.signal?.aborted ? new errors/* AbortedError */.oM('cancelled') : error;
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/budget/messages.ts
/**
 * What the budget tells the log: the window when full, the 429 refusal, and
 * the warning when the ledger cannot be used.
 */


function describeFull(state, now) {
    const frees = `the next slot frees at ${(0,budget_window/* formatTime */.fU)(state.nextSlotAt)} (in ${(0,budget_window/* formatWait */.Du)(state.nextSlotAt - now)})`;
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
    const frees = `a slot frees at ${(0,budget_window/* formatTime */.fU)(nextSlotAt)} (in ${(0,budget_window/* formatWait */.Du)(nextSlotAt - now)})`;
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
            this.store = new LedgerStore({
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
            const outcome = await store.update((doc, now) => {
                const reserved = (0,budget_window/* reserveSlot */.X_)(doc, {
                    id,
                    runId: this.context.runId,
                    runAttempt: this.context.runAttempt,
                    ...(this.context.repository ? { repository: this.context.repository } : {}),
                    ...(this.context.workflow ? { workflow: this.context.workflow } : {}),
                }, this.limit, now);
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
                    message: `docs-agent budget: reserve a slot for run ${this.context.runId} (${reserved.state.used}/${this.limit})`,
                };
            }, { maxAttempts: 1000, until: Math.min(this.runtime.deadline, started + RESERVE_CONTENTION_MS) });
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
            if (isLedgerUnavailable(error))
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
                log.info(`[${(0,job.formatDuration)(clock.now() - waitStarted)}] waiting for a budget slot: it frees in ${(0,budget_window/* formatWait */.Du)(left)}`);
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
        const holdMs = this.boundedHold(retryAfterMs);
        await this.followUp("note the service's 429", (doc, now) => {
            const held = (0,budget_window/* markFull */.jj)(doc, now + holdMs, now);
            return release && id ? ((0,budget_window/* releaseSlot */.W1)(held, id, now) ?? held) : held;
        });
        if (release)
            this.reservationId = undefined;
    }
    /** A 429's `Retry-After` as a hold: at most one window (the service's limit frees a slot within the hour). */
    boundedHold(retryAfterMs) {
        if (retryAfterMs === undefined || !Number.isFinite(retryAfterMs) || retryAfterMs < 0)
            return budget_window/* DEFAULT_FULL_HOLD_MS */.tB;
        if (retryAfterMs <= budget_window/* WINDOW_MS */.Qe)
            return retryAfterMs;
        this.runtime.log.warning(`The service asked to retry in ${(0,budget_window/* formatWait */.Du)(retryAfterMs)}, more than its one-hour window: the ledger holds the window as full for an hour at most.`);
        return budget_window/* WINDOW_MS */.Qe;
    }
    /**
     * The job creation failed. A 429 tells the ledger the window is full and,
     * under `skip` (or `fail`), gives back the slot and returns what to report;
     * any other definite failure (4xx) gives back the slot.
     */
    async creationFailed(thrown) {
        const error = serviceErrorOf(thrown);
        if (error instanceof errors/* ServiceHttpError */.iL && error.status === 429) {
            await this.serviceFull(error.retryAfterMs, true);
            const now = this.store?.now() ?? this.runtime.clock.now();
            const holdMs = Math.min(budget_window/* WINDOW_MS */.Qe, error.retryAfterMs ?? budget_window/* DEFAULT_FULL_HOLD_MS */.tB);
            const state = this.state() ?? {
                limit: this.limit,
                used: 0,
                remaining: 0,
                oldestExpiresAt: null,
                nextSlotAt: now + holdMs,
                fullUntil: now + holdMs,
            };
            const result = this.exhausted(state, now, 'service');
            result.message = serviceRefusedMessage(state.nextSlotAt, now, this.settings.onBudgetExhausted);
            return result;
        }
        if (isDefiniteCreateFailure(error))
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


/***/ })

};

//# sourceMappingURL=784.index.js.map