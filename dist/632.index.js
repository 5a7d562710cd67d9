export const id = 632;
export const ids = [632];
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
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3102);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3759);
/* harmony import */ var _runner_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8949);
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
});
const DocumentShape = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    version: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(2)]),
    project: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    entries: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
    fullUntil: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
    updatedAt: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
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
    const redacted = (0,_runner_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(text);
    return redacted.length > 80 ? (0,_runner_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(redacted, 77, { ellipsis: '...' }) : redacted;
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

/***/ 4238:
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
    if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .JobStillWorkingError */ .Dn || error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .MessageNotSentError */ .Fn)
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

/***/ 3412:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n$: () => (/* binding */ LedgerStore),
  oY: () => (/* reexport */ isLedgerUnavailable)
});

// UNUSED EXPORTS: EMPTY_TREE, LedgerUnavailableError, raceBackoff

// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
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


/***/ }),

/***/ 6540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ openProjectLedger)
/* harmony export */ });
/* harmony import */ var _ledger_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3412);
/* harmony import */ var _window_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(985);


/** The ledger store for the project's ref in `options.repository`. */
function openProjectLedger(options) {
    const [owner = '', repo = ''] = options.repository.split('/');
    return new _ledger_js__WEBPACK_IMPORTED_MODULE_0__/* .LedgerStore */ .n$({
        client: options.client,
        location: { owner, repo, ref: (0,_window_js__WEBPACK_IMPORTED_MODULE_1__/* .ledgerRefName */ .gm)(options.projectId) },
        project: options.projectId,
        clock: options.clock,
        warn: options.warn,
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.random ? { random: options.random } : {}),
    });
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

/***/ 9067:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Jp: () => (/* binding */ findMarkedComment),
  gJ: () => (/* binding */ formatMarker),
  xY: () => (/* binding */ hasMarker),
  $u: () => (/* binding */ isUnknownOutcome),
  b2: () => (/* binding */ listMarkedComments),
  xC: () => (/* binding */ reactTo),
  vv: () => (/* binding */ updateComment),
  lB: () => (/* binding */ upsertComment),
  MQ: () => (/* binding */ writePermissionFor)
});

// UNUSED EXPORTS: MARKER_PREFIX, WORKFLOW_BOT, addReaction, createComment, parseMarker

// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/util/errors.ts
var util_errors = __webpack_require__(17);
;// CONCATENATED MODULE: ./src/github/identity.ts
/**
 * The account this run's token acts as, learnt from GitHub: `github-actions[bot]`
 * for the workflow token, `<app-slug>[bot]` for a GitHub App installation token,
 * the person for a personal token. Read only when a marker from an unknown bot
 * must be judged, and at most once per client (one client per run).
 */


/**
 * GraphQL's `viewer` answers every kind of token; REST `GET /user` is 403 for
 * installation tokens, and `GET /app` needs the App's JWT.
 */
const VIEWER_QUERY = 'query { viewer { login } }';
const viewers = new WeakMap();
/**
 * The token's own login, or undefined when GitHub would not say (a warning on
 * the client's log, once: a failure is kept for the run, so nothing is asked twice).
 */
async function tokenLogin(client) {
    let read = viewers.get(client);
    if (!read) {
        read = readViewer(client);
        viewers.set(client, read);
    }
    return read;
}
async function readViewer(client) {
    try {
        const data = await client.graphql(VIEWER_QUERY);
        const login = data.viewer?.login;
        if (typeof login === 'string' && login)
            return login;
        throw new Error('the answer names no login');
    }
    catch (error) {
        client.log.warn(`Could not learn which account '${names/* Inputs */.G.GithubToken}' acts as (GraphQL viewer: ${(0,util_errors/* getErrorMessage */.u1)(error)}): markers written by bots other than github-actions[bot] are not believed in this run.`);
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/github/permissions.ts
var permissions = __webpack_require__(5435);
;// CONCATENATED MODULE: ./src/github/comments.ts



/** The workflow permission a write on the target needs, for messages. */
function writePermissionFor(target) {
    return target.isPullRequest ? 'pull-requests: write' : 'issues: write';
}
const MARKER_PREFIX = '<!-- docs-agent-action';
const MARKER = /<!-- docs-agent-action((?: [a-z-]+=[^\s>]*)*) -->/;
/** `<!-- docs-agent-action kind=job job-id=… run-id=… -->` */
function formatMarker(fields) {
    const pairs = Object.entries(fields).map(([key, value]) => ` ${key}=${encodeURIComponent(value)}`);
    return `${MARKER_PREFIX}${pairs.join('')} -->`;
}
/** Control characters (C0, DEL, C1 with NEL) and line separators: never in a value the action wrote, and unsafe to log. */
const UNSAFE_VALUE = /[\p{Cc}\u2028\u2029]/u;
/** The marker's fields, or undefined when the text has none (or a value holds a control or line-separator character). */
function parseMarker(body) {
    const match = MARKER.exec(body ?? '');
    if (!match)
        return undefined;
    const fields = {};
    for (const pair of (match[1] ?? '').trim().split(' ').filter(Boolean)) {
        const at = pair.indexOf('=');
        let value;
        try {
            value = decodeURIComponent(pair.slice(at + 1));
        }
        catch {
            return undefined;
        }
        if (UNSAFE_VALUE.test(value))
            return undefined;
        fields[pair.slice(0, at)] = value;
    }
    return fields;
}
/** True when the text is (or quotes) a comment the action wrote. */
function hasMarker(body) {
    return (body ?? '').includes(MARKER_PREFIX);
}
/** The login the workflow token (`github.token`) comments as. */
const WORKFLOW_BOT = 'github-actions[bot]';
/** The logins each client has created comments as in this run (the identity the action writes as). */
const ownLogins = new WeakMap();
function noteOwnLogin(client, login) {
    if (!login)
        return;
    const logins = ownLogins.get(client) ?? new Set();
    logins.add(login);
    ownLogins.set(client, logins);
}
/** Logins name one account whatever their case. */
function sameLogin(login, other) {
    return other !== undefined && login.toLowerCase() === other.toLowerCase();
}
/**
 * True when a marker by this author is believed: the action's own identity
 * (`github-actions[bot]`, the login this run's comments were created as, or,
 * for any other bot, the token's own login as GraphQL's `viewer` names it:
 * `<app-slug>[bot]` for a GitHub App token, asked once per run and only then),
 * or a person whose permission on the repository, read from the API (once per
 * login in a run), reaches `min-permission`. Never `author_association`: an
 * outside collaborator with read access is a COLLABORATOR too. Another bot's
 * marker is never believed (a bot has no repository permission to read).
 */
async function isTrustedAuthor(client, target, author, trust) {
    if (!author?.login)
        return false;
    if (author.login === WORKFLOW_BOT || ownLogins.get(client)?.has(author.login) === true)
        return true;
    if ((0,permissions/* isBot */.w2)(author))
        return sameLogin(author.login, await tokenLogin(client));
    const granted = await (0,permissions/* getPermission */.ox)(client, { owner: target.owner, repo: target.repo }, author.login);
    return (0,permissions/* reaches */.O6)(granted, trust.minPermission);
}
/**
 * Every comment on the target that carries a believed marker (`isTrustedAuthor`),
 * oldest first. Any other author's marker is ignored, so nobody without
 * `min-permission` can point a re-run at a job, or a question at a
 * conversation, of their choosing. A failed permission read is thrown: the
 * caller cannot tell which markers hold.
 */
async function listMarkedComments(client, target, trust) {
    const found = [];
    const pages = client.paginate.iterator(client.rest.issues.listComments, {
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        per_page: 100,
    });
    for await (const page of pages) {
        for (const comment of page.data) {
            const marker = parseMarker(comment.body);
            if (marker && (await isTrustedAuthor(client, target, comment.user, trust))) {
                found.push({ id: comment.id, url: comment.html_url, body: comment.body ?? '', marker, createdAt: comment.created_at });
            }
        }
    }
    return found;
}
/** The latest comment on the target whose (believed) marker matches. */
async function findMarkedComment(client, target, trust, match) {
    return (await listMarkedComments(client, target, trust)).findLast((comment) => match(comment.marker));
}
/**
 * Creates a comment, never retried: a POST that failed with a 5xx may have
 * created the comment all the same, and a retry would post it twice. The
 * caller looks the comment up by its marker before creating it again
 * (`isUnknownOutcome`).
 */
async function createComment(client, target, body) {
    const { data } = await client.rest.issues.createComment({
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        body,
        request: { retries: 0 },
    });
    noteOwnLogin(client, data.user?.login);
    return { id: data.id, url: data.html_url, body: data.body ?? body };
}
async function updateComment(client, target, commentId, body) {
    const { data } = await client.rest.issues.updateComment({
        owner: target.owner,
        repo: target.repo,
        comment_id: commentId,
        body,
    });
    return { id: data.id, url: data.html_url, body: data.body ?? body };
}
/**
 * Writes the comment: updates `existing` in place when given, else creates
 * one. The body should carry a marker (`formatMarker`) so it can be found again.
 */
async function upsertComment(client, target, body, existing) {
    return existing ? updateComment(client, target, existing.id, body) : createComment(client, target, body);
}
/** True when a failed write may have happened all the same: a 5xx, or no answer at all. */
function isUnknownOutcome(error) {
    const status = (0,errors/* statusOf */.c2)(error);
    return status === undefined || status >= 500;
}
/** Adds a reaction to a comment (GitHub answers 200 when it is already there). */
async function addReaction(client, repository, comment, content) {
    const params = { owner: repository.owner, repo: repository.repo, comment_id: comment.id, content };
    if (comment.review)
        await client.rest.reactions.createForPullRequestReviewComment(params);
    else
        await client.rest.reactions.createForIssueComment(params);
}
/** Adds a reaction to the triggering comment; a failure is a warning naming the permission, never thrown. */
async function reactTo(client, trigger, content, log) {
    try {
        await addReaction(client, trigger.repository, trigger.comment, content);
    }
    catch (error) {
        const permission = trigger.comment.review || trigger.subject.isPullRequest ? 'pull-requests: write' : 'issues: write';
        log.warning((0,errors/* describeGitHubError */.dZ)(`add the ${content} reaction to the triggering comment`, error, permission));
    }
}


/***/ }),

/***/ 3116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   US: () => (/* binding */ isForbidden),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   dZ: () => (/* binding */ describeGitHubError)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17);
/* harmony import */ var _rate_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9418);


/** The HTTP status of a failed Octokit request, if it got an answer. */
function statusOf(error) {
    const status = error?.status;
    return typeof status === 'number' ? status : undefined;
}
/** True for a 403 that is a missing permission, not a rate limit (`isRateLimited`). */
function isForbidden(error) {
    return statusOf(error) === 403 && !(0,_rate_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .isRateLimited */ .Jz)(error);
}
/**
 * A warning for a failed GitHub write: what was attempted, what came back,
 * and on a 403 the workflow permission that is missing. A rate limit (a 429,
 * or a 403 with `retry-after` or GitHub's rate-limit message) has been waited
 * out already when this is called: it says so, and names no permission.
 */
function describeGitHubError(what, error, permission) {
    const status = statusOf(error);
    const message = (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .getErrorMessage */ .u1)(error);
    if ((0,_rate_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .isRateLimited */ .Jz)(error)) {
        return `Could not ${what}: GitHub rate-limited the request (${status ?? 'no status'}: ${message}), and the retries are spent; going on without it.`;
    }
    if (status === 403) {
        return `Could not ${what}: GitHub answered 403 (${message}). The workflow needs \`permissions: ${permission}\` for this step's token.`;
    }
    return `Could not ${what}: ${message}`;
}


/***/ }),

/***/ 5435:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KQ: () => (/* binding */ isAllowedBot),
/* harmony export */   O6: () => (/* binding */ reaches),
/* harmony export */   Yj: () => (/* binding */ checkPermission),
/* harmony export */   eO: () => (/* binding */ PERMISSION_LEVELS),
/* harmony export */   ox: () => (/* binding */ getPermission),
/* harmony export */   w2: () => (/* binding */ isBot)
/* harmony export */ });
/* unused harmony export isPermissionLevel */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3116);

/** Repository roles, weakest first. */
const PERMISSION_LEVELS = ['read', 'triage', 'write', 'maintain', 'admin'];
function isPermissionLevel(text) {
    return PERMISSION_LEVELS.includes(text);
}
/** True when `granted` is at least `required`. */
function reaches(granted, required) {
    if (granted === 'none')
        return false;
    return PERMISSION_LEVELS.indexOf(granted) >= PERMISSION_LEVELS.indexOf(required);
}
/** Permissions read in this run, per client (one client per run) and per repository and login. */
const cache = new WeakMap();
/**
 * The person's role on the repository (`GET /repos/{owner}/{repo}/collaborators/{username}/permission`).
 * `role_name` tells triage and maintain apart; a custom role falls back to the
 * base `permission`. Someone the API does not know (404) has `none`. Read once
 * per login in a run (the trigger's author, each author of a marker); a failed
 * read is not kept.
 */
async function getPermission(client, repository, login) {
    const known = cache.get(client) ?? new Map();
    cache.set(client, known);
    const key = `${repository.owner}/${repository.repo}\n${login}`.toLowerCase();
    let read = known.get(key);
    if (!read) {
        read = readPermission(client, repository, login);
        known.set(key, read);
        void read.catch(() => known.delete(key));
    }
    return read;
}
async function readPermission(client, repository, login) {
    try {
        const { data } = await client.rest.repos.getCollaboratorPermissionLevel({ ...repository, username: login });
        const role = data.role_name ?? '';
        if (isPermissionLevel(role))
            return role;
        return isPermissionLevel(data.permission) ? data.permission : 'none';
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error) === 404)
            return 'none';
        throw error;
    }
}
/** Reads the person's permission and compares it with `min-permission`. */
async function checkPermission(client, repository, login, required) {
    const granted = await getPermission(client, repository, login);
    return { allowed: reaches(granted, required), granted };
}
/** A GitHub App or other bot account (`type: Bot`, or a login ending in `[bot]`). */
function isBot(user) {
    return user.type === 'Bot' || /\[bot\]$/i.test(user.login);
}
/** `renovate[bot]` and `renovate` name the same bot; case does not matter. */
function botName(login) {
    return login.replace(/\[bot\]$/i, '').toLowerCase();
}
/** True when `allowed-bots` lists the bot by name (with or without `[bot]`), or is `*`. */
function isAllowedBot(login, allowedBots) {
    return allowedBots.some((entry) => entry === '*' || botName(entry) === botName(login));
}


/***/ }),

/***/ 9418:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jz: () => (/* binding */ isRateLimited),
/* harmony export */   Sf: () => (/* binding */ MAX_RATE_LIMIT_WAIT_SECONDS),
/* harmony export */   bo: () => (/* binding */ unpacedWrites),
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
/**
 * The write spacing dropped (a loopback API, in-process tests): writes go as
 * soon as they are made. Only the spacing: rate limits are still waited out.
 * The throttling plugin asks its write groups for `key(id).schedule(options, fn)`.
 */
function unpacedWrites() {
    const now = {
        key: () => ({ schedule: async (_options, task) => task() }),
    };
    return { write: now, notifications: now };
}


/***/ }),

/***/ 2424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ renderJobComment)
/* harmony export */ });
/* harmony import */ var _render_time_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2891);
/* harmony import */ var _github_comments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9067);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2495);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(893);
/* harmony import */ var _runner_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8949);
/**
 * The text of the job comment: marker, job, status, who asked, model, time
 * and run. Service fields go in code spans, user text and notes are inert
 * prose, and only validated https URLs become links (see render/markdown.ts).
 */





/** The longest note (why no job or message) in the comment. */
const NOTE_MAX = 600;
function statusLine(job, ending, followUp) {
    const none = followUp ? 'The follow-up message was not sent' : 'No job was started';
    // The note may carry a service's error text: cut (after redaction), the full text is in the log.
    if (!job && ending?.skipped)
        return `⏸️ ${none}: ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)((0,_runner_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(ending.note ?? 'skipped', NOTE_MAX))}`;
    if (!job)
        return `❌ ${none}: ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)((0,_runner_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(ending?.note ?? 'the run failed', NOTE_MAX))}`;
    const pr = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .httpsUrl */ .N3)(job.prLink);
    switch (job.status) {
        case 'completed':
            if (pr)
                return followUp
                    ? `✅ The agent updated the pull request: ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)(pr.href)}`
                    : `✅ The agent opened a pull request: ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)(pr.href)}`;
            if (job.prLink)
                return `✅ The job completed; its pull request link is not a valid https URL: ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(job.prLink)}`;
            return '✅ The job completed without changing any file: no pull request was opened.';
        case 'archived':
            return `🗄️ The job was archived.${job.prLink ? ` Pull request: ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)(job.prLink)}` : ''}`;
        case 'failed':
            return `❌ The job failed in the service.${ending?.note ? ` ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(ending.note)}` : ''}`;
        case 'active':
            if (ending)
                return `⏳ ${ending.note ? (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(ending.note) : 'The job goes on in the service.'}`;
            return '⏳ The agent is working on it.';
        default:
            return `⏳ The job's status is ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(job.status)}.${ending?.note ? ` ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(ending.note)}` : ''}`;
    }
}
function origin(trigger) {
    switch (trigger.kind) {
        case 'command':
            return `Requested by ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(trigger.actor.login)}:\n\n${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .blockQuote */ .iZ)(trigger.instruction)}`;
        case 'label':
            return `Started by ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(trigger.actor.login)} with the ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(trigger.label)} label.`;
        case 'standalone':
            return trigger.event ? `Started by a ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(trigger.event)} event.` : '';
        case 'merged':
            return `Started when ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(trigger.actor.login)} merged this pull request into ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(trigger.pull.baseBranch)}: the agent brings the documentation up to date with it.`;
        case 'push':
            return `Started by a push from ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(trigger.actor.login)} to ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(trigger.push.branch)}.`;
    }
}
/** The comment's markdown: service fields in code spans, user text and notes inert, only https URLs as links. */
function renderJobComment(view) {
    const { job, ending } = view;
    const jobId = job?.id ?? view.followUpOf;
    const lines = [
        (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_0__/* .formatMarker */ .gJ)(view.marker),
        `**Docs agent**${jobId ? ` · job ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(jobId)}` : ''}`,
        '',
        statusLine(job, ending, view.followUpOf !== undefined),
    ];
    if (view.followUpOf !== undefined)
        lines.push('', view.trigger.kind === 'merged' || view.trigger.kind === 'push'
            ? "A follow-up message to the last job, whose pull request is still open ('continue-open-pr'): no new job."
            : 'A follow-up message to the job that opened this pull request: no new job.');
    if (view.refusedFollowUp)
        lines.push('', `The last job, ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(view.refusedFollowUp.jobId)}, could not be continued (the service answered ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(view.refusedFollowUp.reason)}): a new job was started for this change ('continue-open-pr').`);
    if (view.replacedJobId)
        lines.push('', `This re-run replaces job ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(view.replacedJobId)}, which failed.`);
    const from = origin(view.trigger);
    if (from)
        lines.push('', from);
    const footer = [];
    if (job?.model)
        footer.push(`Model ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(job.model)}`);
    if (ending?.elapsedMs !== undefined && job && job.status !== 'active')
        footer.push(`took ${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_4__/* .formatDuration */ .a)(ending.elapsedMs)}`);
    if (view.runUrl)
        footer.push((0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)(view.runUrl, 'workflow run'));
    if (footer.length > 0)
        lines.push('', `<sub>${footer.join(' · ')}</sub>`);
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 4607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GW: () => (/* binding */ isRunMarker),
/* harmony export */   bF: () => (/* binding */ JobComment),
/* harmony export */   qB: () => (/* binding */ jobMarker),
/* harmony export */   qW: () => (/* binding */ runMarker),
/* harmony export */   yK: () => (/* binding */ runIdentity)
/* harmony export */ });
/* harmony import */ var _comment_body_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2424);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);
/* harmony import */ var _github_comments_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9067);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3116);
/* harmony import */ var _runner_redact_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8949);
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7708);
/* harmony import */ var _service_agent_schemas_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2398);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(893);
/**
 * The one comment per job on the triggering issue or pull request: created
 * as soon as the job exists, updated in place when its status changes and at
 * the end. Its hidden marker records the job and the workflow run, so a
 * re-run of the same run finds it and resumes instead of starting a second
 * job. GitHub failures here never fail the run: they become warnings, and a
 * 403 names the workflow permission that is missing.
 */








// The comment's text lives in comment-body.ts; these stay importable from here.

/** The run's identity from the runner's variables. */
function runIdentity(env) {
    const runId = env.GITHUB_RUN_ID ?? '';
    const server = env.GITHUB_SERVER_URL ?? 'https://github.com';
    const repository = env.GITHUB_REPOSITORY ?? '';
    const url = runId && repository ? (0,_render_text_js__WEBPACK_IMPORTED_MODULE_7__/* .httpsUrl */ .N3)(`${server}/${repository}/actions/runs/${runId}`)?.href : undefined;
    const attempt = Number(env.GITHUB_RUN_ATTEMPT ?? '1');
    return {
        runId,
        attempt: Number.isInteger(attempt) && attempt > 0 ? attempt : 1,
        workflowJob: env.GITHUB_JOB ?? '',
        url,
    };
}
/** The marker of a comment of `kind` that this workflow run (and job within it) writes. */
function runMarker(run, kind, fields = {}) {
    return { kind, ...fields, 'run-id': run.runId, 'workflow-job': run.workflowJob };
}
/** The marker of a job comment. */
function jobMarker(run, jobId) {
    return runMarker(run, 'job', { 'job-id': jobId });
}
/** True for the marker of a comment of `kind` written by this workflow run and job (on an earlier attempt). */
function isRunMarker(run, kind) {
    return (marker) => marker.kind === kind && marker['run-id'] === run.runId && (marker['workflow-job'] ?? '') === run.workflowJob;
}
/**
 * The comment's lifecycle, driven by main: `accepted`, then `resume` or a new
 * job, `created`, `progress` on each poll, `finished` at the end. Writes are
 * queued, so polling never waits on GitHub, and made only when the text changes.
 */
class JobComment {
    options;
    comment;
    job;
    replacedJobId;
    /** The job a follow-up message goes to; cleared when the service refused it and a new job starts instead. */
    followUpOf;
    refusedFollowUp;
    written = '';
    writable;
    /** A create failed in a way that may have created the comment all the same (5xx, no answer). */
    createUncertain = false;
    /** A failure before any job is said in the comment too (`continue-open-pr` could not decide where the change goes). */
    sayFailure = false;
    queue = Promise.resolve();
    constructor(options) {
        this.options = options;
        this.comment = options.existing ? { id: options.existing.id, url: options.existing.url } : undefined;
        this.written = options.existing?.body ?? '';
        this.writable = Boolean(options.github && options.target);
        this.followUpOf = options.followUpOf;
    }
    /** The comment's URL (`comment-url`); empty when there is none. */
    get url() {
        return this.comment?.url ?? '';
    }
    /**
     * For a hand-off: once the writes queued so far are done, where the comment
     * is, the trigger and the run (a report run updates the comment later).
     * Undefined when there is no comment.
     */
    async settled() {
        await this.queue;
        const { target, trigger, run } = this.options;
        return this.comment && target ? { ...this.comment, target, trigger, run } : undefined;
    }
    /** The job recorded by an earlier attempt of this run, when there is one. */
    get recordedJobId() {
        return this.options.existing?.marker['job-id'];
    }
    /** 👀 on the triggering comment: the command was accepted (queued: the job is not kept waiting for it). */
    accepted() {
        this.enqueue(() => this.react('eyes'));
    }
    /**
     * On a re-run: the job an earlier attempt started, to be watched again
     * (`active`) or reported (`completed`, `archived`). Undefined when a new job
     * is needed: none was recorded, or the recorded one failed or is gone.
     */
    async resume(service) {
        const id = this.recordedJobId;
        if (!id)
            return undefined;
        let job;
        try {
            job = await service.getJob(id);
        }
        catch (error) {
            if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceHttpError */ .iL && error.status === 404) {
                this.options.log.warning(`Agent job ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(id)}, recorded by an earlier attempt of this run, is not found in the service: starting a new job.`);
                this.replacedJobId = id;
                return undefined;
            }
            throw new Error(`Cannot read agent job ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(id)}, recorded by an earlier attempt of this run (${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .getErrorMessage */ .u1)(error)}); not starting a second job. Re-run once the service answers.`, { cause: error });
        }
        if (job.status === 'failed') {
            this.options.log.info(`Agent job ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(id)}, started by an earlier attempt of this run, failed: starting a new job.`);
            this.replacedJobId = id;
            return undefined;
        }
        this.options.log.info(job.status === 'active'
            ? `Resuming agent job ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(id)}, started by an earlier attempt of this run: no second job is started.`
            : `Agent job ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(id)}, started by an earlier attempt of this run, has already ended (${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(job.status)}): reporting it.`);
        return job;
    }
    /** `continue-open-pr`: the service refused the message to `jobId` (`reason`), so a new job starts for this change. */
    followUpRefused(jobId, reason) {
        this.followUpOf = undefined;
        this.refusedFollowUp = { jobId, reason };
    }
    /** `continue-open-pr` could not decide (the hold, the record, the pull request): the run's failure is said in the comment. */
    notSent() {
        this.sayFailure = true;
    }
    /** The job exists (new or resumed): the comment is written, unless the job has already ended (`finished` writes it then). */
    created(job) {
        this.progress(job);
    }
    /**
     * A poll's answer: the comment is updated only when the status changed to
     * another non-final one (a final status is written once, by `finished`).
     */
    progress(job) {
        const changed = job.status !== this.job?.status;
        this.job = job;
        if (changed && !_service_agent_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .TERMINAL_STATUSES */ .CM.has(job.status))
            this.write();
    }
    /** The run is over: the final text, and 🚀 or 😕 on the triggering comment. Never throws. */
    async finished(ending) {
        const job = ending.job ?? this.job;
        this.job = job;
        // A follow-up that was not sent is answered on the pull request too (a refusal is said, not only logged).
        if (job || this.comment || ending.skipped || (ending.failed && (this.followUpOf !== undefined || this.sayFailure))) {
            const created = job ? Date.parse(job.createdAt) : Number.NaN;
            const elapsedMs = Number.isNaN(created) ? undefined : Math.max(0, this.options.clock.now() - created);
            this.write({ ...ending, elapsedMs });
        }
        if (job && (0,_render_text_js__WEBPACK_IMPORTED_MODULE_7__/* .httpsUrl */ .N3)(job.prLink) && (job.status === 'completed' || job.status === 'archived')) {
            this.enqueue(() => this.react('rocket'));
        }
        else if (job?.status === 'failed' || (!job && ending.failed)) {
            this.enqueue(() => this.react('confused'));
        }
        await this.queue;
    }
    view(ending) {
        const { run, trigger } = this.options;
        return {
            marker: jobMarker(run, this.job?.id ?? this.recordedJobId ?? ''),
            trigger,
            job: this.job,
            runUrl: run.url,
            replacedJobId: this.replacedJobId,
            ending,
            followUpOf: this.followUpOf,
            refusedFollowUp: this.refusedFollowUp,
        };
    }
    write(ending) {
        if (!this.writable)
            return;
        // Service fields and notes are redacted before rendering: escaping could hide a secret from the request hook.
        const body = (0,_comment_body_js__WEBPACK_IMPORTED_MODULE_0__/* .renderJobComment */ .R)((0,_runner_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .redactAll */ .$I)(this.view(ending)));
        this.enqueue(async () => {
            const { github, target } = this.options;
            if (!this.writable || !github || !target || body === this.written)
                return;
            if (!this.comment && this.createUncertain) {
                // The last create may have succeeded: find it by this run's marker rather than post a second comment.
                try {
                    const found = await (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_2__/* .findMarkedComment */ .Jp)(github, target, this.options.trust, isRunMarker(this.options.run, 'job'));
                    if (found)
                        this.comment = { id: found.id, url: found.url };
                    this.createUncertain = false;
                }
                catch (error) {
                    this.options.log.warning((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeGitHubError */ .dZ)(`look for the comment on #${target.issueNumber} before writing it again`, error, (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_2__/* .writePermissionFor */ .MQ)(target)));
                    return;
                }
            }
            const creating = !this.comment;
            try {
                const posted = await (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_2__/* .upsertComment */ .lB)(github, target, body, this.comment);
                this.comment = { id: posted.id, url: posted.url };
                this.written = body;
            }
            catch (error) {
                this.options.log.warning((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeGitHubError */ .dZ)(`${creating ? 'create' : 'update'} the comment on #${target.issueNumber}`, error, (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_2__/* .writePermissionFor */ .MQ)(target)));
                if (creating && (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_2__/* .isUnknownOutcome */ .$u)(error))
                    this.createUncertain = true;
                // A missing permission or a gone issue stays so; a rate limit may have lifted by the next write.
                const status = (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .statusOf */ .c2)(error);
                if ((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .isForbidden */ .US)(error) || status === 404 || status === 410)
                    this.writable = false;
            }
        });
    }
    async react(content) {
        const { github, trigger } = this.options;
        if (!github || trigger.kind !== 'command')
            return;
        await (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_2__/* .reactTo */ .xC)(github, trigger, content, this.options.log);
    }
    enqueue(task) {
        this.queue = this.queue.then(task).catch((error) => {
            this.options.log.warning(`Could not update GitHub: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .getErrorMessage */ .u1)(error)}`);
        });
    }
}


/***/ }),

/***/ 6686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BOUND_GRACE_MS: () => (/* binding */ BOUND_GRACE_MS),
  CANCELLED_RELEASE_MS: () => (/* binding */ CANCELLED_RELEASE_MS),
  OpenPrSession: () => (/* binding */ OpenPrSession),
  continuesOpenPr: () => (/* binding */ continuesOpenPr),
  nextRecord: () => (/* binding */ nextRecord)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/service/agent/schemas.ts
var schemas = __webpack_require__(2398);
// EXTERNAL MODULE: ./src/budget/document.ts
var budget_document = __webpack_require__(5900);
// EXTERNAL MODULE: ./src/budget/project-ledger.ts
var project_ledger = __webpack_require__(6540);
;// CONCATENATED MODULE: ./src/budget/open-pr.ts



/** How long a hold outlives its run's deadline: time for the write that gives it back. */
const HOLD_MARGIN_MS = 60_000;
/** The longest hold: a GitHub-hosted job's 6 hours, the margin, and a minute of clock skew. A later `until` is cut to this. */
const MAX_HOLD_MS = 6 * 3_600_000 + HOLD_MARGIN_MS + 60_000;
/** How far ahead of GitHub's clock a hold's `taken` may be (clock skew) before the hold reads as malformed. */
const TAKEN_SKEW_MS = 5 * 60_000;
/**
 * When `holder`'s hold ends, at `now`: its `until`, cut to `MAX_HOLD_MS` from
 * when it was taken; 0 for a hold without a plausible `taken` (a record
 * written by hand, or for the future, must not block runs forever).
 */
function holdEnds(holder, now) {
    const taken = holder.taken === undefined ? Number.NaN : Date.parse(holder.taken);
    if (Number.isNaN(taken) || taken > now + TAKEN_SKEW_MS)
        return 0;
    return Math.min(Date.parse(holder.until), taken + MAX_HOLD_MS);
}
/** An ISO 8601 date and time (what `iso` writes), with its offset: the ledger's dates are printed, so nothing else passes. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const isDate = (value) => typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));
/** A holder id as this action writes it (`<run id>.<attempt>.<random>`), or anything as plain. */
const HOLDER_RUN = /^[\w.-]{1,80}$/;
function readHolder(value) {
    if (typeof value !== 'object' || value === null)
        return undefined;
    const { run, until, taken, jobId } = value;
    if (typeof run !== 'string' || !HOLDER_RUN.test(run) || !isDate(until))
        return undefined;
    return { run, until, ...(isDate(taken) ? { taken } : {}), ...((0,schemas/* isJobId */.dW)(jobId) ? { jobId } : {}) };
}
/** The record in a document, when it is one (anything else in the field is ignored); a malformed holder reads as none. */
function readOpenPr(doc) {
    const value = doc.openPr;
    if (typeof value !== 'object' || value === null)
        return undefined;
    const { jobId, prLink, at, holder } = value;
    if (!(jobId === null || (0,schemas/* isJobId */.dW)(jobId)) || !isDate(at))
        return undefined;
    if (prLink !== null && typeof prLink !== 'string')
        return undefined;
    const held = readHolder(holder);
    return { jobId, prLink, at, ...(held ? { holder: held } : {}) };
}
/** The raw record, with its unknown fields, when it reads as a record. */
function rawRecord(doc) {
    return readOpenPr(doc) ? { ...doc.openPr } : {};
}
/**
 * True when holder `run` is a later attempt of the same workflow run as
 * `other` (`<run id>.<attempt>.<random>`): GitHub re-runs only a run that has
 * ended, so the earlier attempt's hold is left over from a run that was killed.
 */
function supersedes(run, other) {
    const [id, attempt] = run.split('.');
    const [otherId, otherAttempt] = other.split('.');
    return id !== undefined && id !== '' && id === otherId && Number(attempt) > Number(otherAttempt);
}
/**
 * Takes the hold for `holder` at `now` (GitHub's clock): over a free or an
 * expired hold, an earlier attempt's, one this run holds already (a write
 * whose answer was lost), or the live hold of run `takeOverFrom` (a holder
 * whose job has ended long since: see `acquireHold`).
 */
function takeHold(doc, holder, now, takeOverFrom) {
    const current = readOpenPr(doc);
    const existing = current?.holder;
    const mine = existing?.run === holder.run;
    const lost = existing !== undefined && existing.run === takeOverFrom;
    const ends = existing ? holdEnds(existing, now) : 0;
    if (existing && !mine && !lost && ends > now && !supersedes(holder.run, existing.run))
        return { kind: 'busy', holder: { ...existing, until: (0,budget_document/* iso */.KH)(ends) } };
    const raw = rawRecord(doc);
    const record = { ...raw, jobId: current?.jobId ?? null, prLink: current?.prLink ?? null, at: current?.at ?? (0,budget_document/* iso */.KH)(now), holder };
    const previous = current ? { jobId: current.jobId, prLink: current.prLink, at: current.at } : undefined;
    return { kind: 'taken', doc: { ...doc, openPr: record }, previous, tookOverFrom: existing && !mine ? existing : undefined };
}
/**
 * Records `jobId` (created or messaged by holder `run`) as the last job,
 * without a pull request yet (or the one it had, for a job messaged), keeping the hold: a run that takes the hold over
 * later (this one lost) knows the job and asks the service about it.
 * `not-held` when the hold is no longer `run`'s.
 */
function recordHeldJob(doc, run, jobId, now, prLink = null) {
    const current = readOpenPr(doc);
    if (current?.holder?.run !== run)
        return { kind: 'not-held', holder: current?.holder };
    const record = { ...rawRecord(doc), jobId, prLink, at: (0,budget_document/* iso */.KH)(now), holder: { ...current.holder, jobId } };
    return { kind: 'released', doc: { ...doc, openPr: record } };
}
/**
 * Gives the hold of `run` back, recording `next` as the last job (or keeping
 * the record as it is). Only over this run's own hold: a hold that expired
 * and was taken over belongs to the run that took it.
 */
function releaseHold(doc, run, next, now) {
    const current = readOpenPr(doc);
    if (current?.holder?.run !== run)
        return { kind: 'not-held', holder: current?.holder };
    const rest = rawRecord(doc);
    delete rest.holder;
    const record = next ? { ...rest, jobId: next.jobId, prLink: next.prLink, at: (0,budget_document/* iso */.KH)(now) } : rest;
    return { kind: 'released', doc: { ...doc, openPr: record } };
}
class OpenPrStore {
    store;
    clock;
    constructor(options) {
        this.clock = options.clock;
        this.store = (0,project_ledger/* openProjectLedger */.F)(options);
    }
    /** Now on GitHub's clock (as far as the ledger's answers have told it). */
    now() {
        return this.store.now();
    }
    /** The last job recorded, if any. */
    async read() {
        return readOpenPr((await this.store.read()).doc);
    }
    /**
     * One attempt to take the hold: written when free or expired, `busy` (no
     * write) when another run holds it. `holdMs` is how long from GitHub's now
     * the hold lasts; lost races read again and decide again, until `until`.
     */
    async acquire(run, holdMs, until, takeOverFrom) {
        const outcome = await this.store.update((doc, now) => {
            const attempt = takeHold(doc, { run, until: (0,budget_document/* iso */.KH)(now + Math.min(holdMs, MAX_HOLD_MS)), taken: (0,budget_document/* iso */.KH)(now) }, now, takeOverFrom);
            return { write: attempt.kind === 'taken' ? attempt.doc : null, result: attempt, message: `docs-agent: hold the last job (${run})` };
        }, { maxAttempts: 1000, until });
        return outcome.result;
    }
    /** Records the holder's job, keeping the hold (see `recordHeldJob`); `not-held` (no write) when the hold is not `run`'s. */
    async record(run, jobId, until, prLink = null) {
        const outcome = await this.store.update((doc, now) => {
            const recorded = recordHeldJob(doc, run, jobId, now, prLink);
            return {
                write: recorded.kind === 'released' ? recorded.doc : null,
                result: recorded,
                message: `docs-agent: hold the last job with ${jobId} (${run})`,
            };
        }, { maxAttempts: 1000, until: Math.max(until, this.clock.now()) });
        return outcome.result;
    }
    /** Gives the hold back with `next` as the record; `not-held` (no write) when this run no longer holds it. */
    async release(run, next, until) {
        const outcome = await this.store.update((doc, now) => {
            const release = releaseHold(doc, run, next, now);
            const subject = next?.jobId ? `docs-agent: last job ${next.jobId}` : `docs-agent: release the last job (${run})`;
            return { write: release.kind === 'released' ? release.doc : null, result: release, message: subject };
        }, { maxAttempts: 1000, until: Math.max(until, this.clock.now()) });
        return outcome.result;
    }
}

// EXTERNAL MODULE: ./src/runner/log.ts
var runner_log = __webpack_require__(7708);
// EXTERNAL MODULE: ./src/render/time.ts
var time = __webpack_require__(2891);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
;// CONCATENATED MODULE: ./src/budget/open-pr-hold.ts
/**
 * Waiting for the hold on the last job (`continue-open-pr`, see open-pr.ts):
 * one attempt, then, while another run holds it, a look at the ledger after
 * 2 s, 4 s, 8 s, then every 15 s, until the run's own deadline. The hold
 * lasts the run's remaining time plus a margin for the write that gives it
 * back, so a run that is killed frees it on its own.
 */



/** First pause before looking at a held record again; it doubles up to the cap. */
const HOLD_FIRST_DELAY_MS = 2000;
const HOLD_MAX_DELAY_MS = 15_000;

/** The pause before look number `attempt + 1` (attempt 1 is the first wait). */
function holdDelay(attempt) {
    return Math.min(HOLD_MAX_DELAY_MS, HOLD_FIRST_DELAY_MS * 2 ** Math.max(0, attempt - 1));
}
/**
 * How long a holder's job must have been seen ended, on two reads at least
 * this far apart, before a waiting run takes the hold over: longer than the
 * holder's last poll (`max-poll-interval-seconds`, 30 s by default) plus its
 * reporting (comment, note, the write that gives the hold back).
 */
const HOLD_LOST_AFTER_MS = 180_000;
/** Another run held the last job for all of this run's `timeout-seconds`: nothing was started. */
class OpenPrHoldTimeoutError extends Error {
    name = 'OpenPrHoldTimeoutError';
    holder;
    constructor(holder, waitedMs) {
        super(`continue-open-pr: run ${holder.run} still holds the last agent job after ${(0,time/* formatDuration */.a)(waitedMs)}, all of this run's 'timeout-seconds'; no job was started and no message sent. Its hold expires at ${holder.until} at the latest (a run after that takes it over); to let a change wait for the one before it, raise 'timeout-seconds'.`);
        this.holder = holder;
    }
}
/** Takes the hold, waiting while another run has it. Returns the record as it was. */
async function acquireHold(options) {
    const { store, clock, deadline, log } = options;
    const start = clock.now();
    const lostAfterMs = options.lostAfterMs ?? HOLD_LOST_AFTER_MS;
    let told;
    /** The holder (run and job) whose job was first seen ended at `at`, and the status then. */
    let ended;
    let takeOver;
    for (let attempt = 1;; attempt += 1) {
        const holdMs = Math.max(0, deadline - clock.now()) + HOLD_MARGIN_MS;
        const outcome = await store.acquire(options.run, holdMs, deadline, takeOver?.run);
        if (outcome.kind === 'taken') {
            const gone = outcome.tookOverFrom;
            if (gone) {
                const why = supersedes(options.run, gone.run)
                    ? 'an earlier attempt of this workflow run'
                    : takeOver?.run === gone.run
                        ? `its agent job ${takeOver.jobId} has been seen ended (${takeOver.status}) for ${(0,time/* formatDuration */.a)(clock.now() - takeOver.at)} and the run did not go on`
                        : `expired at ${gone.until}`;
                log.warning(`continue-open-pr: run ${gone.run} did not give back its hold on the last agent job (${why}); this run takes it over.`);
            }
            if (told)
                log.info(`continue-open-pr: run ${told} is done; this run goes on after ${(0,time/* formatDuration */.a)(clock.now() - start)}.`);
            return outcome.previous;
        }
        const { holder } = outcome;
        if (told !== holder.run) {
            log.info(`continue-open-pr: run ${holder.run} holds the last agent job (until ${holder.until} at the latest): waiting for it to finish, so that this change goes to the job it leaves.`);
            told = holder.run;
        }
        takeOver = undefined;
        if (holder.jobId !== undefined && options.jobEnded) {
            const status = await options.jobEnded(holder.jobId);
            if (status === undefined)
                ended = undefined;
            else if (ended?.run !== holder.run || ended.jobId !== holder.jobId)
                ended = { run: holder.run, jobId: holder.jobId, at: clock.now(), status };
            else if (clock.now() - ended.at >= lostAfterMs) {
                takeOver = ended;
                continue;
            }
        }
        const left = deadline - clock.now();
        if (left <= 0)
            throw new OpenPrHoldTimeoutError(holder, clock.now() - start);
        try {
            await clock.sleep(Math.min(holdDelay(attempt), left), options.signal);
        }
        catch (error) {
            throw options.signal?.aborted ? new errors/* AbortedError */.oM('cancelled') : error;
        }
    }
}

// EXTERNAL MODULE: ./src/modes/agent/job-idle.ts
var job_idle = __webpack_require__(6040);
;// CONCATENATED MODULE: ./src/modes/agent/last-job.ts
/**
 * `continue-open-pr`'s questions to the service about a job in the ledger's
 * record: has the last job ended (the decision waits while it works), and
 * has a holder's job ended (a lost holder is taken over, see `acquireHold`).
 */





/**
 * The last job once it has ended (`completed`, `archived`, `failed`; any
 * other status is still working, and a message would stop its work): read,
 * then again after 2 s, 4 s, 8 s, then every 15 s, until the deadline.
 * Undefined when the service does not know it (a new job starts), or on a
 * dry run while it works.
 */
async function lastJobEnded(jobId, options) {
    const { clock, deadline, signal, log, dryRun } = options;
    let job;
    try {
        job = await (0,job_idle/* whenIdle */.dV)(jobId, {
            client: await options.service(),
            clock,
            log,
            deadline,
            signal,
            delay: holdDelay,
            onWorking: (working) => {
                const status = (0,job_idle/* statusText */.qS)(working.status);
                if (dryRun) {
                    log.info(`Dry run: agent job ${jobId}, the last one, is still ${status}; a real run would wait for it to end before deciding.`);
                    return false;
                }
                log.info(`continue-open-pr: agent job ${jobId}, the last one, is still ${status}: waiting for it to end (a message now would stop its work).`);
                return true;
            },
            timedOut: (status, waitedMs) => `continue-open-pr: agent job ${jobId}, the last one, was still ${status === undefined ? 'not readable' : `working (${(0,job_idle/* statusText */.qS)(status)})`} after ${(0,time/* formatDuration */.a)(waitedMs)}, all of this run's 'timeout-seconds'; no job was started and no message sent. Raise 'timeout-seconds'.`,
        });
    }
    catch (error) {
        if (error instanceof errors/* AbortedError */.oM || error instanceof errors/* JobStillWorkingError */.Dn)
            throw error;
        if (error instanceof errors/* ServiceHttpError */.iL && error.status === 404) {
            log.warning(`continue-open-pr: agent job ${jobId}, the last one recorded, is not found in the service; a new job starts.`);
            return undefined;
        }
        throw new Error(`Could not read agent job ${jobId}, the last one recorded (${(0,errors/* getErrorMessage */.u1)(error)}); no job was started.`, {
            cause: error,
        });
    }
    return (0,job_idle/* hasEnded */.hY)(job) ? job : undefined;
}
/** The terminal status of a holder's job, or undefined while it works (or cannot be read: the holder may be fine). */
async function endedStatus(jobId, options) {
    const { clock, deadline, signal } = options;
    try {
        const job = await (await options.service()).getJob(jobId, {
            ...(signal ? { signal } : {}),
            timeoutMs: Math.min(30_000, Math.max(1000, deadline - clock.now())),
        });
        return schemas/* TERMINAL_STATUSES */.CM.has(job.status) ? job.status : undefined;
    }
    catch {
        if (signal?.aborted)
            throw new errors/* AbortedError */.oM('cancelled');
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/modes/agent/pr-note.ts
var pr_note = __webpack_require__(8827);
// EXTERNAL MODULE: ./src/modes/agent/refine.ts
var refine = __webpack_require__(305);
;// CONCATENATED MODULE: ./src/modes/agent/continue-pr.ts
/**
 * `continue-open-pr`: for a merged pull request or a push, the last job this
 * action started for the project (recorded in the budget ledger, see
 * `src/budget/open-pr.ts`) gets the change as a follow-up message when its
 * pull request is still open and unmerged; otherwise a new job starts.
 *
 * The runs of a project take turns: a run takes the hold on the record
 * before it decides, and gives it back with its own job when it ends, so two
 * merges at once make one job and one message, and a message never reaches a
 * job that is still `active` (the service would drop the work in progress).
 */










/** How long giving the hold back may take. */
const RELEASE_MS = 30_000;
/**
 * On a cancelled run, which has a few seconds left before the runner kills
 * it: the outputs and the summary come after the release, so it gets 5 s;
 * a hold left behind is taken over once its job is seen ended (or expires).
 */
const CANCELLED_RELEASE_MS = 5000;
/** How long past the deadline a request of the decision may still take (the hold's last look is at the deadline). */
const BOUND_GRACE_MS = 5000;
/** True for the triggers `continue-open-pr` applies to. */
function continuesOpenPr(trigger) {
    return trigger.kind === 'merged' || trigger.kind === 'push';
}
/** What a run records as the last job: its pull request only once the job has ended (an active job is asked again). */
function nextRecord(job) {
    return { jobId: job.id, prLink: schemas/* TERMINAL_STATUSES */.CM.has(job.status) ? job.prLink : null };
}
class OpenPrSession {
    options;
    /** This run's holder id: `<run id>.<attempt>.<random>` (two steps of one run differ). */
    holder;
    /**
     * Whether this run holds the record: `maybe` from the moment it asks for
     * the hold (a write can reach GitHub even when its answer never comes, on
     * a cancellation), so that `release` tries; giving back a hold this run
     * does not have writes nothing.
     */
    held = 'no';
    /** The job whose follow-up the service refused: not recorded again. */
    refusedJob;
    /** The job this run sends the change to, and its pull request: kept when the follow-up ends without a link. */
    continued;
    constructor(options) {
        this.options = options;
        this.holder = `${options.env.GITHUB_RUN_ID ?? 'local'}.${options.env.GITHUB_RUN_ATTEMPT ?? '1'}.${(0,external_node_crypto_.randomUUID)().slice(0, 8)}`;
    }
    /**
     * The signal for the ledger and GitHub requests of the decision: the run's
     * cancellation, and its deadline plus a few seconds (the hold's last look
     * happens at the deadline).
     */
    bounded() {
        const { clock, deadline, signal } = this.options;
        const timeout = AbortSignal.timeout(Math.max(0, deadline - clock.now()) + BOUND_GRACE_MS);
        return signal ? AbortSignal.any([signal, timeout]) : timeout;
    }
    async store(signal) {
        const { repository, projectId, clock, log } = this.options;
        return new OpenPrStore({
            client: await this.options.github(),
            repository,
            projectId,
            clock,
            warn: (message) => {
                log.warning(message);
            },
            ...(signal ? { signal } : {}),
        });
    }
    /**
     * Takes the hold (waiting for the run that has it), then the follow-up for
     * this change: the last job, when its pull request is open and unmerged. A
     * failed read is thrown (a new job could be a duplicate pull request the
     * setting exists to avoid).
     */
    async followUp(trigger) {
        const { log, dryRun } = this.options;
        const store = await this.store(this.bounded());
        let last;
        try {
            if (dryRun) {
                last = await store.read();
                if (last?.holder && holdEnds(last.holder, store.now()) > store.now())
                    log.info(`Dry run: run ${last.holder.run} holds the last agent job; a real run would wait for it to finish first.`);
            }
            else {
                this.held = 'maybe';
                last = await acquireHold({
                    ...this.options,
                    store,
                    run: this.holder,
                    jobEnded: (jobId) => endedStatus(jobId, this.options),
                    lostAfterMs: Math.max(HOLD_LOST_AFTER_MS, (this.options.maxPollIntervalMs ?? 0) + 120_000),
                });
                this.held = 'yes';
            }
        }
        catch (error) {
            if (error instanceof OpenPrHoldTimeoutError || (error instanceof errors/* AbortedError */.oM && this.options.signal?.aborted))
                throw error;
            const why = error instanceof errors/* AbortedError */.oM ? "no answer by this run's deadline" : (0,errors/* getErrorMessage */.u1)(error);
            throw new Error(`Could not read the last agent job from the budget ledger in ${this.options.repository} (${why}); no job was started.`, { cause: error });
        }
        return this.decide(last, trigger);
    }
    async decide(last, trigger) {
        const { log, serverUrl } = this.options;
        if (!last?.jobId) {
            log.info('continue-open-pr: no earlier job is recorded; a new job starts.');
            return undefined;
        }
        const jobId = last.jobId;
        let prLink = last.prLink;
        if (prLink === null) {
            // Recorded before it ended (handed off, or the run's wait timed out): ask the service, and wait while it works.
            const job = await lastJobEnded(jobId, this.options);
            if (!job)
                return undefined;
            prLink = job.prLink;
            if (!prLink) {
                log.info(`continue-open-pr: agent job ${jobId} ended (${(0,job_idle/* statusText */.qS)(job.status)}) without a pull request; a new job starts.`);
                return undefined;
            }
        }
        const pull = (0,pr_note/* parsePullLink */.dt)(prLink, serverUrl);
        if (!pull) {
            log.info(`continue-open-pr: the pull request link of agent job ${jobId} is not a pull request on this server; a new job starts.`);
            return undefined;
        }
        const where = `${pull.owner}/${pull.repo}#${pull.number}`;
        let state;
        try {
            const client = await this.options.github();
            state = (await client.rest.pulls.get({ owner: pull.owner, repo: pull.repo, pull_number: pull.number, request: { signal: this.bounded() } })).data;
        }
        catch (error) {
            // Cancelled: reported as such, not as a decision that could not be made.
            if (this.options.signal?.aborted)
                throw new errors/* AbortedError */.oM('continue-open-pr: cancelled while reading the pull request');
            throw new Error(`Could not read pull request ${where} of agent job ${jobId} (${(0,errors/* getErrorMessage */.u1)(error)}); no job was started.`, {
                cause: error,
            });
        }
        if (state.state !== 'open' || state.merged) {
            log.info(`continue-open-pr: pull request ${where} of agent job ${jobId} is ${state.merged ? 'merged' : state.state}; a new job starts.`);
            return undefined;
        }
        // Recorded once it had ended, but a `/docs` command on its pull request may have set it working again since.
        if (last.prLink !== null && !(await lastJobEnded(jobId, this.options)))
            return undefined;
        log.info(`continue-open-pr: pull request ${where} of agent job ${jobId} is open: the change goes to that job as a follow-up message.`);
        this.continued = { jobId, prLink };
        return { jobId, noteUrl: prLink, append: (0,pr_note/* sourceOf */.vz)(trigger)?.url };
    }
    /**
     * The pull request of `jobId` when this run sent it the change: a
     * follow-up that ends (or is recorded) without a link keeps it, so that the
     * next change still finds the open pull request (an active job with a link
     * is waited for before a message).
     */
    knownPr(jobId) {
        return this.continued?.jobId === jobId ? this.continued.prLink : null;
    }
    /**
     * Records `job`, just created or messaged, as the last job while this run
     * still holds the record (one write): a run that takes the hold over, should
     * this one be lost, knows the job and asks the service about it. A failure
     * is a warning (the release records it too).
     */
    async recordJob(job) {
        if (this.held !== 'yes')
            return;
        const { clock, log, signal } = this.options;
        try {
            // At most RELEASE_MS, as the release: a ledger that hangs must not take the time the job's wait needs.
            const until = clock.now() + RELEASE_MS;
            const store = await this.store(AbortSignal.any([...(signal ? [signal] : []), AbortSignal.timeout(until - clock.now())]));
            const recorded = await store.record(this.holder, job.id, until, this.knownPr(job.id));
            if (recorded.kind === 'not-held')
                log.warning(`continue-open-pr: this run's hold on the last agent job had expired; agent job ${job.id} is not recorded yet.`);
        }
        catch (error) {
            log.warning(`continue-open-pr: agent job ${job.id} was not recorded as the last job yet (${(0,errors/* getErrorMessage */.u1)(error)}); it is when the run ends.`);
        }
    }
    /**
     * In a merge or push run, a follow-up the service refused (400, 404): the
     * user asked for docs for this change, not for that job, so a new job
     * starts for it. True when the caller should create one; false for
     * anything else (a command's refusal is said, never papered over).
     */
    fallsBack(error, trigger, comment) {
        if (!continuesOpenPr(trigger) || !(error instanceof refine.FollowUpRefusedError))
            return false;
        this.refusedJob = error.jobId;
        const reason = `${error.status}: ${error.detail}`;
        this.options.log.warning(`continue-open-pr: the service refused the follow-up message to agent job ${error.jobId} (${error.status}: ${(0,runner_log/* quote */.hD)(error.detail)}): that job cannot be continued, so a new job starts for this change.`);
        comment.followUpRefused(error.jobId, reason);
        return true;
    }
    /**
     * Gives the hold back, recording `job` (created or messaged by this run)
     * as the last job; the record stays as it was when there is none. A failure
     * is a warning: the hold expires on its own.
     */
    async release(job) {
        const held = this.held;
        if (held === 'no')
            return;
        this.held = 'no';
        const { clock, log } = this.options;
        const known = job ? this.knownPr(job.id) : null;
        const next = job
            ? { ...nextRecord(job), ...(job.prLink === null && known !== null ? { prLink: known } : {}) }
            : this.refusedJob
                ? { jobId: null, prLink: null }
                : undefined;
        const within = this.options.signal?.aborted ? CANCELLED_RELEASE_MS : RELEASE_MS;
        try {
            const store = await this.store(AbortSignal.timeout(within));
            const released = await store.release(this.holder, next, clock.now() + within);
            if (released.kind === 'not-held') {
                if (held === 'maybe')
                    return;
                log.warning(`continue-open-pr: this run's hold on the last agent job had expired${released.holder ? ` and run ${released.holder.run} took it over` : ''}; ${next?.jobId ? `agent job ${next.jobId} is not recorded` : 'nothing is recorded'}.`);
            }
            else if (next?.jobId) {
                log.info(`continue-open-pr: agent job ${next.jobId} is recorded as the last job${next.prLink ? ` (pull request ${(0,runner_log/* quote */.hD)(next.prLink)})` : ''}.`);
            }
        }
        catch (error) {
            // Maybe held (the run failed or was cancelled while taking the hold): most likely it never was.
            const what = held === 'maybe' ? 'if this run took the hold on the last agent job, it' : 'the hold on the last agent job';
            log.warning(`continue-open-pr: ${what} was not given back (${(0,errors/* getErrorMessage */.u1)(error)}); it expires on its own.`);
        }
    }
}


/***/ }),

/***/ 6040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sh: () => (/* binding */ waitingLine),
/* harmony export */   dV: () => (/* binding */ whenIdle),
/* harmony export */   hY: () => (/* binding */ hasEnded),
/* harmony export */   qS: () => (/* binding */ statusText)
/* harmony export */ });
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7708);
/* harmony import */ var _service_agent_schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2398);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17);
/* harmony import */ var _job_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1781);
/**
 * Waiting for a job to finish its current work before a follow-up message:
 * the service stops the work in progress when a message arrives while the
 * job is `active` (API notes), so nothing is sent to a job that still works.
 * Any status but `completed`, `archived` and `failed` counts as working (an
 * unknown one too, as `waitForJob` treats it).
 */




const hasEnded = (job) => _service_agent_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .TERMINAL_STATUSES */ .CM.has(job.status);
/** The job's status for a log line: the known ones bare, anything else quoted. */
const statusText = (status) => (['active', ..._service_agent_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .TERMINAL_STATUSES */ .CM].includes(status) ? status : (0,_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(status));
/**
 * Reads the job, and again while it works, until it has ended: returns it
 * then (or, when `onWorking` says so, as it is). A 404 and other definite
 * failures are thrown as they are; network faults, 429 and 5xx are read
 * again. Throws `JobStillWorkingError` at the deadline, `AbortedError` on
 * cancellation.
 */
async function whenIdle(jobId, options) {
    const { client, clock, log, deadline, signal } = options;
    const start = clock.now();
    let told = false;
    let last;
    for (let attempt = 1;; attempt += 1) {
        try {
            last = await client.getJob(jobId, {
                ...(signal ? { signal } : {}),
                timeoutMs: Math.min(30_000, Math.max(1000, deadline - clock.now())),
            });
            if (hasEnded(last))
                return last;
            if (!told) {
                told = true;
                if (!options.onWorking(last))
                    return last;
            }
        }
        catch (error) {
            if (signal?.aborted)
                throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .AbortedError */ .oM('cancelled');
            if (!(0,_job_js__WEBPACK_IMPORTED_MODULE_3__.isRetryableRead)(error))
                throw error;
            log.warning(`Reading agent job ${jobId} failed (${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .getErrorMessage */ .u1)(error)}); trying again.`);
        }
        const left = deadline - clock.now();
        if (left <= 0) {
            const waited = clock.now() - start;
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .JobStillWorkingError */ .Dn(options.timedOut(last?.status, waited), jobId, last?.status ?? '');
        }
        await clock.sleep(Math.max(0, Math.min(options.delay(attempt, clock.now() - start, left), left)), signal);
    }
}
/** The message every run logs once when a follow-up waits for its job. */
function waitingLine(jobId, status) {
    return `Agent job ${jobId} is ${statusText(status)}: the message waits for it to finish its current work (a message now would stop that work).`;
}


/***/ }),

/***/ 1781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createJob: () => (/* binding */ createJob),
/* harmony export */   isRetryableCreate: () => (/* binding */ isRetryableCreate),
/* harmony export */   isRetryableRead: () => (/* binding */ isRetryableRead),
/* harmony export */   sendMessage: () => (/* binding */ sendMessage),
/* harmony export */   waitForJob: () => (/* binding */ waitForJob)
/* harmony export */ });
/* harmony import */ var _util_backoff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9360);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7708);
/* harmony import */ var _render_time_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2891);
/* harmony import */ var _service_agent_schemas_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2398);





/** A fault on GET worth another try: the network, a 5xx or a 429. */
function isRetryableRead(error) {
    if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceNetworkError */ .GM)
        return true;
    return error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceHttpError */ .iL && (error.status === 429 || error.status >= 500);
}
/**
 * A fault on POST worth another try. A job costs budget and may open a pull
 * request, so the request is repeated only when it surely did not create one:
 * a 429, or a connection that failed before the request was sent.
 */
function isRetryableCreate(error, retryOn429) {
    if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceNetworkError */ .GM)
        return error.beforeSend;
    return retryOn429 && error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceHttpError */ .iL && error.status === 429;
}
function retryAfterOf(error) {
    return error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceHttpError */ .iL ? error.retryAfterMs : undefined;
}
/** Creates a job: retried only on 429 (if allowed) and on connections that never carried the request. */
async function createJob(prompt, options) {
    return postRetrying('creating the job', (requestOptions) => options.client.createJob(prompt, requestOptions), options);
}
/**
 * Sends a follow-up instruction to an existing job. The same rules as a
 * creation: it costs budget and makes the agent work again, so it is repeated
 * only on a 429 (if allowed) or a connection that never carried the request,
 * never on a 5xx or an unknown outcome.
 */
async function sendMessage(jobId, prompt, options) {
    return postRetrying('sending the message', (requestOptions) => options.client.sendMessage(jobId, prompt, requestOptions), options);
}
async function postRetrying(what, send, options) {
    const { clock, log, schedule, deadline, signal, random } = options;
    for (let attempt = 1;; attempt += 1) {
        await options.beforeSend?.();
        const remaining = deadline - clock.now();
        try {
            return await send({
                ...(signal ? { signal } : {}),
                timeoutMs: Math.min(30_000, Math.max(1000, remaining)),
            });
        }
        catch (error) {
            if (!isRetryableCreate(error, options.retryOn429 ?? true))
                throw error;
            const delay = (0,_util_backoff_js__WEBPACK_IMPORTED_MODULE_0__/* .retryDelay */ .a2)(schedule, attempt, retryAfterOf(error), random);
            const left = deadline - clock.now();
            if (delay > left) {
                throw new Error(`${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .getErrorMessage */ .u1)(error)}; not retried: the next attempt (in ${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_4__/* .formatDuration */ .a)(delay)}) would pass 'timeout-seconds'`, { cause: error });
            }
            if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceHttpError */ .iL && error.status === 429)
                await options.onRateLimited?.(error);
            log.warning(`${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .getErrorMessage */ .u1)(error)}; ${what} again in ${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_4__/* .formatDuration */ .a)(delay)} (attempt ${attempt + 1})`);
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
        if (!(0,_service_agent_schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .isKnownStatus */ .ih)(current.status) && !warnedStatuses.has(current.status)) {
            warnedStatuses.add(current.status);
            log.warning(`The service reported an unknown job status ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(current.status)}; still polling.`);
        }
    };
    note(job);
    for (;;) {
        if (_service_agent_schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .TERMINAL_STATUSES */ .CM.has(job.status))
            return { kind: 'finished', job, waitedMs: waited(), polls };
        const remaining = deadline - clock.now();
        if (remaining <= 0)
            return { kind: 'timeout', job, waitedMs: waited(), polls };
        let delay = failures > 0 ? (0,_util_backoff_js__WEBPACK_IMPORTED_MODULE_0__/* .retryDelay */ .a2)(schedule, failures, retryAfterOf(lastError), random) : (0,_util_backoff_js__WEBPACK_IMPORTED_MODULE_0__/* .nextDelay */ .rM)(schedule, waited(), remaining, random);
        if (failures > 0 && delay > remaining) {
            log.warning(`Not retrying: the next attempt (in ${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_4__/* .formatDuration */ .a)(delay)}) would pass 'timeout-seconds'.`);
            return { kind: 'timeout', job, waitedMs: waited(), polls };
        }
        delay = Math.min(delay, remaining);
        try {
            await clock.sleep(delay, signal);
        }
        catch (error) {
            if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AbortedError */ .oM || signal?.aborted) {
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
            log.info(`[${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_4__/* .formatDuration */ .a)(waited())}] ${(0,_service_agent_schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .isKnownStatus */ .ih)(job.status) ? job.status : (0,_runner_log_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(job.status)}`);
        }
        catch (error) {
            if (signal?.aborted)
                return { kind: 'cancelled', job, waitedMs: waited(), polls };
            if (!isRetryableRead(error))
                throw error;
            failures += 1;
            lastError = error;
            log.warning(`[${(0,_render_time_js__WEBPACK_IMPORTED_MODULE_4__/* .formatDuration */ .a)(waited())}] ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .getErrorMessage */ .u1)(error)}; will retry`);
        }
    }
}


/***/ }),

/***/ 8827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kq: () => (/* binding */ leaveNote),
/* harmony export */   _W: () => (/* binding */ endedWithPull),
/* harmony export */   dt: () => (/* binding */ parsePullLink),
/* harmony export */   eJ: () => (/* binding */ findFollowUp),
/* harmony export */   vz: () => (/* binding */ sourceOf)
/* harmony export */ });
/* unused harmony exports NOTE_KIND, noteMarker, noteViewOf, renderNote, pullTarget, findNote */
/* harmony import */ var _github_comments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9067);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3116);
/* harmony import */ var _runner_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8949);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2495);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(893);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17);






/** The marker kind of the note. */
const NOTE_KIND = 'note';
/**
 * The pull request a job's `prLink` names, when it is an https link to a pull
 * request on this GitHub server (`GITHUB_SERVER_URL`, github.com by default).
 */
function parsePullLink(prLink, serverUrl = 'https://github.com') {
    const url = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .httpsUrl */ .N3)(prLink);
    const server = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .httpsUrl */ .N3)(serverUrl);
    if (!url || !server || url.host !== server.host || url.search || url.hash)
        return undefined;
    const base = server.pathname.replace(/\/+$/, '');
    if (!url.pathname.startsWith(`${base}/`))
        return undefined;
    const match = /^\/([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)\/pull\/([1-9]\d{0,9})\/?$/.exec(url.pathname.slice(base.length));
    const [, owner, repo, number] = match ?? [];
    if (!owner || !repo || !number)
        return undefined;
    return { owner, repo, number: Number(number) };
}
/** True when the job has ended with a pull request the action can leave a note on. */
function endedWithPull(job, serverUrl) {
    return job.status === 'completed' || job.status === 'archived' ? parsePullLink(job.prLink, serverUrl) : undefined;
}
/** Where the job's request came from, as the note shows it. */
function sourceOf(trigger) {
    const where = (n, pull) => `${pull ? 'pull request' : 'issue'} ${trigger.repository ? `${trigger.repository.owner}/${trigger.repository.repo}` : ''}#${n}`;
    switch (trigger.kind) {
        case 'label':
            return { label: where(trigger.subject.number, trigger.subject.isPullRequest), url: trigger.subject.url };
        case 'command':
            return { label: `a comment on ${where(trigger.subject.number, trigger.subject.isPullRequest)}`, url: trigger.comment.url };
        case 'merged':
            return { label: `merged ${where(trigger.subject.number, true)}`, url: trigger.subject.url };
        case 'push':
            return { label: `a push to ${trigger.push.branch}`, url: trigger.push.compareUrl };
        case 'standalone':
            return undefined;
    }
}
/**
 * The note's marker: the job, where its request came from, and the URLs of
 * the changes appended to its pull request, so an update re-renders the note
 * from its own marker.
 */
function noteMarker(view) {
    const fields = { kind: NOTE_KIND, 'job-id': view.jobId };
    if (view.origin) {
        fields.from = view.origin.label;
        if (view.origin.url)
            fields['from-url'] = view.origin.url;
    }
    if (view.runUrl)
        fields['run-url'] = view.runUrl;
    if (view.appended.length > 0)
        fields.appended = view.appended.join(' ');
    return fields;
}
/** The note's view as its marker records it (the command and permission are this run's). */
function noteViewOf(marker, settings) {
    return {
        ...settings,
        jobId: marker['job-id'] ?? '',
        origin: marker.from === undefined ? undefined : { label: marker.from, url: marker['from-url'] },
        runUrl: marker['run-url'],
        appended: (marker.appended ?? '').split(' ').filter((url) => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .httpsUrl */ .N3)(url) !== undefined),
    };
}
/** The note's markdown: links only for https URLs, the rest inert. */
function renderNote(view) {
    const lines = [(0,_github_comments_js__WEBPACK_IMPORTED_MODULE_0__/* .formatMarker */ .gJ)(noteMarker(view)), `**Docs agent** · this pull request was opened by agent job ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(view.jobId)}.`, ''];
    const from = [];
    if (view.origin)
        from.push(`Requested in ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .link */ .nf)(view.origin.url, view.origin.label)}`);
    if (view.runUrl)
        from.push((0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .link */ .nf)(view.runUrl, 'workflow run'));
    if (from.length > 0)
        lines.push(`${from.join(' · ')}.`, '');
    if (view.appended.length > 0) {
        lines.push('Later changes sent to the same job:', '', ...view.appended.map((url) => `- ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .link */ .nf)(url)}`), '');
    }
    lines.push(`To refine it, comment on this pull request (a review comment on a line tells the agent the file and line too):`, '', '```', `${view.command} <instruction>`, '```', '', `The instruction goes to the same job as a follow-up message, and the agent pushes to this pull request. ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(`${view.command} new <instruction>`)} starts a new job instead. Open to people with ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(view.minPermission)} permission or more; each message counts against the hourly budget like a new job.`, '');
    return lines.join('\n');
}
/** The target of the note on a pull request. */
function pullTarget(pull) {
    return { owner: pull.owner, repo: pull.repo, issueNumber: pull.number, isPullRequest: true };
}
/** The note for this job on its pull request, if one is there (and believed). */
async function findNote(github, target, trust, jobId) {
    return (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_0__/* .findMarkedComment */ .Jp)(github, target, trust, (marker) => marker.kind === NOTE_KIND && (jobId === undefined || marker['job-id'] === jobId));
}
/**
 * Leaves the note on the job's pull request, once: a re-run, or a later run
 * for the same job, finds the one there and leaves it (or, with `append`,
 * adds that change to its list). Returns its URL; '' when it could not be
 * written (a warning says why).
 */
async function leaveNote(options) {
    const { github, job, log } = options;
    const pull = parsePullLink(job.prLink, options.serverUrl);
    if (!pull)
        return '';
    const target = pullTarget(pull);
    const where = `${pull.owner}/${pull.repo}#${pull.number}`;
    try {
        const existing = await findNote(github, target, options.trust, job.id);
        const view = existing ? noteViewOf(existing.marker, options.view) : { ...options.view, jobId: job.id, appended: [] };
        if (existing && (options.append === undefined || view.appended.includes(options.append)))
            return existing.url;
        if (options.append !== undefined)
            view.appended.push(options.append);
        // Redacted before rendering, as every comment is (escaping could hide a secret from the request hook).
        const posted = await (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_0__/* .upsertComment */ .lB)(github, target, renderNote((0,_runner_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redactAll */ .$I)(view)), existing);
        log.info(`${existing ? 'Updated' : 'Left'} the note on pull request ${where}: ${posted.url}`);
        return posted.url;
    }
    catch (error) {
        const status = (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error);
        const hint = status === 403 || status === 404
            ? ` Refining the pull request with '${options.view.command} …' comments needs this action in a workflow of ${pull.owner}/${pull.repo} and a token that may comment there.`
            : '';
        log.warning(`${(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeGitHubError */ .dZ)(`leave the note on pull request ${where}`, error, 'pull-requests: write')}${hint}`);
        return '';
    }
}
/**
 * For `<command> <instruction>` on a pull request that carries a believed
 * note: the job that opened it. Undefined for `<command> new …`, outside pull
 * requests, without a token, or when the pull request has no note. A failed
 * read is thrown: a new job could be a second pull request the user did not
 * ask for.
 */
async function findFollowUp(trigger, settings, github) {
    if (trigger.kind !== 'command' || !trigger.subject.isPullRequest || trigger.fresh || !settings.githubToken)
        return undefined;
    const target = { ...trigger.repository, issueNumber: trigger.subject.number, isPullRequest: true };
    let note;
    try {
        note = await findNote(await github(), target, settings);
    }
    catch (error) {
        throw new Error(`Could not look for the note of the agent job behind pull request #${target.issueNumber} (${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .getErrorMessage */ .u1)(error)}); no message or job was sent. Re-run, or comment '${settings.command} new <instruction>' for a new job.`, { cause: error });
    }
    const jobId = note?.marker['job-id'];
    return note && jobId ? { jobId, noteUrl: note.url } : undefined;
}


/***/ }),

/***/ 305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FollowUpRefusedError: () => (/* binding */ FollowUpRefusedError),
/* harmony export */   noteOnPull: () => (/* binding */ noteOnPull),
/* harmony export */   refusedFollowUp: () => (/* binding */ refusedFollowUp)
/* harmony export */ });
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7708);
/* harmony import */ var _pr_note_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8827);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17);
/* harmony import */ var _budget_failures_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4238);




/**
 * Leaves the note on the pull request the job ended with (once per job; a
 * re-run or a later follow-up finds it). Never throws.
 */
async function noteOnPull(job, start, settings, github, append) {
    const serverUrl = process.env.GITHUB_SERVER_URL || undefined;
    if (!(0,_pr_note_js__WEBPACK_IMPORTED_MODULE_1__/* .endedWithPull */ ._W)(job, serverUrl))
        return '';
    return (0,_pr_note_js__WEBPACK_IMPORTED_MODULE_1__/* .leaveNote */ .Kq)({
        github: await github(),
        job,
        trust: settings.trigger,
        log: _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm,
        ...(serverUrl ? { serverUrl } : {}),
        view: {
            origin: (0,_pr_note_js__WEBPACK_IMPORTED_MODULE_1__/* .sourceOf */ .vz)(start.trigger),
            runUrl: start.run.url,
            command: settings.trigger.command,
            minPermission: settings.trigger.minPermission,
        },
        append,
    });
}
/** The service refused a follow-up message (400, 404): the job cannot be continued. */
class FollowUpRefusedError extends Error {
    name = 'FollowUpRefusedError';
    jobId;
    status;
    detail;
    constructor(jobId, error, command) {
        super(`The service refused the follow-up message to agent job ${jobId} (${error.status}: ${error.detail}): that job cannot be continued, and no new job was started. To start a new job (a new pull request), comment '${command} new <instruction>', or label an issue.`, { cause: error });
        this.jobId = jobId;
        this.status = error.status;
        this.detail = error.detail;
    }
}
/** A 400 or 404 from the message endpoint as a `FollowUpRefusedError`; anything else as it is. */
function refusedFollowUp(thrown, jobId, command) {
    const error = (0,_budget_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .serviceErrorOf */ .TI)(thrown);
    if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceHttpError */ .iL && (error.status === 400 || error.status === 404))
        return new FollowUpRefusedError(jobId, error, command);
    return thrown;
}


/***/ }),

/***/ 9903:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  authorize: () => (/* binding */ authorize),
  replyUsage: () => (/* binding */ replyUsage),
  startTrigger: () => (/* binding */ startTrigger),
  usageReply: () => (/* binding */ usageReply)
});

// EXTERNAL MODULE: ./src/modes/agent/comment.ts
var agent_comment = __webpack_require__(4607);
// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/github/comments.ts + 1 modules
var comments = __webpack_require__(9067);
// EXTERNAL MODULE: ./src/github/errors.ts
var github_errors = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/triggers/event.ts
var triggers_event = __webpack_require__(2765);
// EXTERNAL MODULE: ./src/github/permissions.ts
var permissions = __webpack_require__(5435);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(2495);
// EXTERNAL MODULE: ./src/runner/log.ts
var runner_log = __webpack_require__(7708);
// EXTERNAL MODULE: ./src/runner/redact.ts
var redact = __webpack_require__(8949);
;// CONCATENATED MODULE: ./src/modes/agent/what-changed.ts

/** The instruction when `prompt` and `prompt-file` are empty. */
const DEFAULT_CHANGE_INSTRUCTION = 'Update the documentation to reflect these code changes. Change only what they make inaccurate or incomplete, and document new behaviour a reader needs to know about; if the documentation needs no change, change nothing.';
/** The most characters of a pull request's description the prompt keeps. */
const MAX_BODY_CHARS = 4_000;
/** The most characters of the whole prompt; longer prompts lose whole lines from the end. */
const MAX_PROMPT_CHARS = 20_000;
const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g;
/** Untrusted text on one line. */
function oneLine(text) {
    return text.replace(LINE_BREAKS, ' ').trim();
}
/** A path as it is, or JSON-quoted when it holds a line break or another control character. */
function pathText(path) {
    // eslint-disable-next-line no-control-regex -- control characters are what is looked for
    return /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(path) ? JSON.stringify(path) : path;
}
const number = (n) => n.toLocaleString('en-US');
const plural = (n, word) => `${number(n)} ${word}${n === 1 ? '' : 's'}`;
/** The description, cut at a line end when it is longer than `MAX_BODY_CHARS`, saying how much was left out. */
function trimBody(body, max = MAX_BODY_CHARS) {
    const text = body.replace(/\r\n?/g, '\n').trim();
    if (text.length <= max)
        return text;
    const end = text.lastIndexOf('\n', max);
    const kept = (end > 0 ? text.slice(0, end) : (0,redact/* clip */.$Q)(text, max, { ellipsis: '' })).trimEnd();
    return `${kept}\n[… description trimmed: ${plural(text.length - kept.length, 'more character')} left out]`;
}
function fileLine(file) {
    const counts = file.additions === undefined && file.deletions === undefined ? '' : ` (+${file.additions ?? 0} −${file.deletions ?? 0})`;
    const path = file.previousPath ? `${pathText(file.previousPath)} → ${pathText(file.path)}` : pathText(file.path);
    return `- ${file.status} ${path}${counts}`;
}
function filesSection(changes) {
    const total = changes.totalFiles;
    const lines = changes.additions !== undefined || changes.deletions !== undefined
        ? ` +${number(changes.additions ?? 0)} −${number(changes.deletions ?? 0)}`
        : '';
    const atLeast = changes.moreFiles ? 'at least ' : '';
    const count = total === undefined ? '' : ` (${atLeast}${plural(total, 'file')}${lines ? `,${lines}` : ''})`;
    if (changes.files.length === 0) {
        if (total === undefined || total === 0)
            return changes.source === 'api' ? ['Changed files: none.'] : [];
        return [`Changed files${count}: the list could not be read.`];
    }
    const out = [`Changed files${count}:`, ...changes.files.map(fileLine)];
    const rest = (total ?? changes.files.length) - changes.files.length;
    if (rest > 0)
        out.push(`… and ${atLeast}${plural(rest, 'more file')}`);
    else if (changes.moreFiles)
        out.push('… and more files');
    return out;
}
function commitsSection(changes, withSha) {
    if (changes.commits.length === 0) {
        return changes.totalCommits ? [`Commits: ${number(changes.totalCommits)} (the list could not be read).`] : [];
    }
    const total = changes.totalCommits ?? changes.commits.length;
    const out = [
        `Commits (${number(total)}):`,
        ...changes.commits.map((c) => {
            const by = c.author ? ` (${oneLine(c.author)})` : '';
            return `- ${withSha ? `${c.sha.slice(0, 7)} ` : ''}${oneLine(c.subject)}${by}`;
        }),
    ];
    const rest = total - changes.commits.length;
    if (rest > 0)
        out.push(`… and ${plural(rest, 'more commit')}`);
    return out;
}
/** The section for a merged pull request. */
function mergedSection(trigger, changes) {
    const { pull, repository } = trigger;
    const lines = [
        '## What changed',
        '',
        `Pull request #${pull.number} in ${repository.owner}/${repository.repo} was merged into ${oneLine(pull.baseBranch)}.`,
        `Title: ${oneLine(pull.title)}`,
        `URL: ${oneLine(pull.url)}`,
        `Author: ${oneLine(pull.author) || 'unknown'}`,
        `Merged by: ${oneLine(trigger.actor.login)}`,
        `Labels: ${pull.labels.length ? pull.labels.map(oneLine).join(', ') : 'none'}`,
    ];
    const body = trimBody(pull.body);
    lines.push('', 'Description:', body || '(none)');
    const files = filesSection(changes);
    if (files.length)
        lines.push('', ...files);
    const commits = commitsSection(changes, false);
    if (commits.length)
        lines.push('', ...commits);
    return lines.join('\n');
}
/** The section for a push to a branch. */
function pushSection(trigger, changes) {
    const { push, repository } = trigger;
    const how = push.created ? 'created the branch' : push.forced ? 'force-pushed to' : 'pushed to';
    const lines = [
        '## What changed',
        '',
        `${oneLine(trigger.actor.login)} ${how} ${oneLine(push.branch)} in ${repository.owner}/${repository.repo}.`,
    ];
    if (push.compareUrl)
        lines.push(`Compare: ${oneLine(push.compareUrl)}`);
    const commits = commitsSection(changes, true);
    if (commits.length)
        lines.push('', ...commits);
    const files = filesSection(changes);
    if (files.length)
        lines.push('', ...files);
    return lines.join('\n');
}
/**
 * The prompt cut to `max` characters at a line end, with a last line that
 * says how many lines were left out. Unchanged when it fits.
 */
function capPrompt(prompt, max = MAX_PROMPT_CHARS) {
    if (prompt.length <= max)
        return prompt;
    const lines = prompt.split('\n');
    const note = (left) => `[… ${plural(left, 'more line')} left out: the prompt is capped at ${number(max)} characters]`;
    // Room for the note, counted with the most lines it could name.
    const room = max - note(lines.length).length - 1;
    let length = 0;
    let kept = 0;
    for (const line of lines) {
        const next = length + (kept > 0 ? 1 : 0) + line.length;
        if (next > room)
            break;
        length = next;
        kept += 1;
    }
    // A first line longer than the cap itself is cut within the line.
    if (kept === 0)
        return `${(0,redact/* clip */.$Q)(lines[0] ?? '', room, { ellipsis: '' })}\n${note(lines.length - 1)}`;
    return `${lines.slice(0, kept).join('\n')}\n${note(lines.length - kept)}`;
}

;// CONCATENATED MODULE: ./src/modes/agent/prompt.ts



function describeSubject(subject, repository) {
    const kind = subject.isPullRequest ? 'Pull request' : 'Issue';
    return `${kind} #${subject.number} in ${repository.owner}/${repository.repo}: ${subject.title}\n${subject.url}`;
}
/**
 * The prompt for the agent. Label: the standing instructions (`prompt`), then
 * the issue or PR's title, URL and body. Command: the standing instructions,
 * the instruction from the comment, then the title and URL as context.
 * Standalone events: the standing instructions alone, which must be given.
 * Merged pull request and push: the standing instructions (a default when
 * none are given), then what changed (`changes`, read from GitHub), the whole
 * capped at `MAX_PROMPT_CHARS`.
 */
function buildPrompt(trigger, standing, changes) {
    const parts = standing ? [standing] : [];
    switch (trigger.kind) {
        case 'merged':
        case 'push': {
            if (!changes)
                throw new Error(`The changes of the ${trigger.event} event were not read`);
            const section = trigger.kind === 'merged' ? mergedSection(trigger, changes) : pushSection(trigger, changes);
            return capPrompt([standing || DEFAULT_CHANGE_INSTRUCTION, section].join('\n\n'));
        }
        case 'standalone':
            if (!standing) {
                const event = trigger.event ? `${trigger.event} events` : 'runs outside a workflow event';
                throw new errors/* InputError */.dz([
                    {
                        input: names/* Inputs */.G.Prompt,
                        message: `is empty: give the instruction for the agent ('${names/* Inputs */.G.Prompt}' or '${names/* Inputs */.G.PromptFile}'); it is the whole prompt for ${event}`,
                    },
                ]);
            }
            break;
        case 'label': {
            const body = trigger.subject.body.trim();
            parts.push(`${describeSubject(trigger.subject, trigger.repository)}${body ? `\n\n${body}` : ''}`);
            break;
        }
        case 'command': {
            const where = trigger.comment.path
                ? ` (on ${trigger.comment.path}${trigger.comment.line === undefined ? '' : ` line ${trigger.comment.line}`})`
                : '';
            parts.push(`Request from ${trigger.actor.login} in a comment${where}:\n${trigger.instruction}`);
            parts.push(`Context: ${describeSubject(trigger.subject, trigger.repository)}`);
            break;
        }
    }
    return parts.join('\n\n');
}

;// CONCATENATED MODULE: ./src/github/changes.ts



/** The most files the prompt lists; the rest are counted ("… and N more files"). */
const MAX_FILES = 300;
/** The most commits the prompt lists (for a push, the newest); the rest are counted. */
const MAX_COMMITS = 50;
const PER_PAGE = 100;
/** The first line of a commit message. */
function subjectOf(message) {
    return message.split(/\r\n?|\n/, 1)[0]?.trim() ?? '';
}
function fileOf(file) {
    return {
        path: file.filename,
        status: file.status,
        ...(file.additions === undefined ? {} : { additions: file.additions }),
        ...(file.deletions === undefined ? {} : { deletions: file.deletions }),
        ...(file.previous_filename ? { previousPath: file.previous_filename } : {}),
    };
}
function commitOf(commit) {
    return {
        sha: commit.sha,
        subject: subjectOf(commit.commit.message),
        author: commit.author?.login ?? commit.commit.author?.name ?? '',
    };
}
/** The warning for a read that failed: on 403/404, the permission the token needs. */
function describeFailure(what, error, permission) {
    const status = (0,github_errors/* statusOf */.c2)(error);
    const fallback = 'the prompt lists what the event payload says instead.';
    if (status === 403 || status === 404) {
        return `Could not read ${what}: GitHub answered ${status} (${(0,runner_log/* quote */.hD)((0,errors/* getErrorMessage */.u1)(error))}). The token needs \`permissions: ${permission}\` on this repository; ${fallback}`;
    }
    return `Could not read ${what}: ${(0,runner_log/* quote */.hD)((0,errors/* getErrorMessage */.u1)(error))}; ${fallback}`;
}
/** The files and commits of a merged pull request; on failure, the payload's counts alone. */
async function readPullChanges(github, repository, pull, log) {
    const payloadOnly = {
        files: [],
        totalFiles: pull.changedFiles,
        moreFiles: false,
        commits: [],
        totalCommits: pull.commits,
        ...(pull.additions === undefined ? {} : { additions: pull.additions }),
        ...(pull.deletions === undefined ? {} : { deletions: pull.deletions }),
        source: 'payload',
    };
    if (!github)
        return payloadOnly;
    const params = { owner: repository.owner, repo: repository.repo, pull_number: pull.number, per_page: PER_PAGE };
    try {
        const files = [];
        for await (const page of github.paginate.iterator(github.rest.pulls.listFiles, params)) {
            files.push(...page.data.map(fileOf));
            if (files.length >= MAX_FILES)
                break;
        }
        const commits = [];
        for await (const page of github.paginate.iterator(github.rest.pulls.listCommits, params)) {
            commits.push(...page.data.map(commitOf));
            if (commits.length >= MAX_COMMITS)
                break;
        }
        const counted = files.length < MAX_FILES ? files.length : undefined;
        log.info(`Read ${files.length} changed file(s) and ${commits.length} commit(s) of pull request #${pull.number}.`);
        return {
            files: files.slice(0, MAX_FILES),
            totalFiles: pull.changedFiles ?? counted,
            moreFiles: pull.changedFiles === undefined && counted === undefined,
            commits: commits.slice(0, MAX_COMMITS),
            totalCommits: pull.commits ?? (commits.length < MAX_COMMITS ? commits.length : undefined),
            ...(pull.additions === undefined ? {} : { additions: pull.additions }),
            ...(pull.deletions === undefined ? {} : { deletions: pull.deletions }),
            source: 'api',
        };
    }
    catch (error) {
        log.warning(describeFailure(`the changed files and commits of pull request #${pull.number}`, error, 'pull-requests: read'));
        return payloadOnly;
    }
}
/** The payload's own commit lists (at most 20 commits): files added, modified or removed, the last word kept. */
function payloadPushChanges(push) {
    const byPath = new Map();
    for (const commit of push.commits) {
        const mark = (paths, status) => {
            for (const path of paths ?? []) {
                const earlier = byPath.get(path);
                // Added then modified is still added; added then removed is gone.
                if (earlier?.status === 'added' && status === 'modified')
                    continue;
                if (earlier?.status === 'added' && status === 'removed')
                    byPath.delete(path);
                else
                    byPath.set(path, { path, status: earlier?.status === 'removed' && status === 'added' ? 'modified' : status });
            }
        };
        mark(commit.added, 'added');
        mark(commit.modified, 'modified');
        mark(commit.removed, 'removed');
    }
    const files = [...byPath.values()];
    return {
        files: files.slice(0, MAX_FILES),
        totalFiles: files.length,
        moreFiles: false,
        commits: push.commits
            .slice(0, MAX_COMMITS)
            .map((c) => ({ sha: c.id, subject: subjectOf(c.message), author: c.author.username ?? c.author.name })),
        totalCommits: push.commits.length,
        source: 'payload',
    };
}
/**
 * The base a push is compared with: the commit before it, or for a new branch
 * the default branch. Undefined for the first push of the default branch
 * itself (nothing to compare with).
 */
function compareBase(push) {
    if (!push.created)
        return push.before;
    if (push.defaultBranch && push.defaultBranch !== push.branch)
        return push.defaultBranch;
    return undefined;
}
/**
 * The pages of the compare API (100 commits a page, oldest first) that hold
 * the newest `MAX_COMMITS` of `total` commits: the last page, and the one
 * before it when the last holds too few.
 */
function commitPages(total) {
    const last = Math.max(1, Math.ceil(total / PER_PAGE));
    const onLast = total - (last - 1) * PER_PAGE;
    return onLast >= MAX_COMMITS || last === 1 ? [last] : [last - 1, last];
}
/**
 * The commits and files of a push, from the compare API. GitHub lists the
 * changed files on page 1 only (at most 300 for the whole comparison), and
 * pages the commits oldest first: so page 1 gives the files and
 * `total_commits`, and only the last page or two are read for the newest
 * commits. On failure, the payload's lists.
 */
async function readPushChanges(github, repository, push, log) {
    const base = compareBase(push);
    if (!github || base === undefined)
        return payloadPushChanges(push);
    const params = { owner: repository.owner, repo: repository.repo, basehead: `${base}...${push.after}`, per_page: PER_PAGE };
    try {
        const first = (await github.rest.repos.compareCommitsWithBasehead(params)).data;
        const files = (first.files ?? []).map(fileOf);
        // A full page 1 of files: GitHub may have left some out, and does not say how many.
        const more = files.length >= MAX_FILES;
        const totalCommits = first.total_commits ?? first.commits?.length ?? 0;
        // Only the pages that hold the newest commits; page 1 is not asked for twice.
        const held = [];
        for (const number of commitPages(totalCommits)) {
            const page = number === 1 ? first : (await github.rest.repos.compareCommitsWithBasehead({ ...params, page: number })).data;
            held.push(...(page.commits ?? []));
        }
        const commits = held.slice(-MAX_COMMITS).map(commitOf);
        log.info(`Compared ${base.slice(0, 12)}...${push.after.slice(0, 12)}: ${more ? 'at least ' : ''}${files.length} changed file(s), ${totalCommits} commit(s).`);
        return {
            files: files.slice(0, MAX_FILES),
            totalFiles: files.length,
            moreFiles: more,
            commits,
            totalCommits,
            // Totals only when every file was seen.
            ...(more ? {} : { additions: files.reduce((sum, f) => sum + (f.additions ?? 0), 0) }),
            ...(more ? {} : { deletions: files.reduce((sum, f) => sum + (f.deletions ?? 0), 0) }),
            source: 'api',
        };
    }
    catch (error) {
        log.warning(describeFailure(`the changes of the push to ${(0,runner_log/* quote */.hD)(push.branch)} (compare API)`, error, 'contents: read'));
        return payloadPushChanges(push);
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/triggers/prompt-file.ts






/** What a file that is not a regular file is, for the message. */
function kindOf(stats) {
    if (stats.isFIFO())
        return 'a named pipe (FIFO)';
    if (stats.isCharacterDevice() || stats.isBlockDevice())
        return 'a device';
    if (stats.isSocket())
        return 'a socket';
    if (stats.isDirectory())
        return 'a directory';
    return 'not a regular file';
}
/**
 * Reads `prompt-file`, a path inside the workspace (`GITHUB_WORKSPACE`, else
 * the working directory). Symbolic links are resolved before the check, so a
 * link in the repository cannot point the prompt at a file outside it. Only a
 * regular file is read: the file is opened without blocking and without
 * following a link (a FIFO or device swapped in after the check cannot hold
 * the open), and checked on the open descriptor. `signal` (the run's deadline
 * and cancellation) ends the read.
 */
async function readPromptFile(path, env = process.env, signal) {
    const given = (0,external_node_path_.resolve)(env.GITHUB_WORKSPACE || process.cwd());
    const unreadable = (error) => new errors/* InputError */.dz([
        { input: names/* Inputs */.G.PromptFile, message: `cannot be read (${error.code ?? 'error'}): ${(0,runner_log/* quote */.hD)(path)}` },
    ]);
    const outside = () => new errors/* InputError */.dz([{ input: names/* Inputs */.G.PromptFile, message: `must be a path inside the workspace (${given}); got ${(0,runner_log/* quote */.hD)(path)}` }]);
    const isInside = (root, file) => {
        const inside = (0,external_node_path_.relative)(root, file);
        return !(inside === '..' || inside.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(inside));
    };
    if (!isInside(given, (0,external_node_path_.resolve)(given, path)))
        throw outside();
    let workspace;
    let file;
    try {
        workspace = await (0,promises_.realpath)(given);
        file = await (0,promises_.realpath)((0,external_node_path_.resolve)(given, path));
    }
    catch (error) {
        throw unreadable(error);
    }
    if (!isInside(workspace, file))
        throw outside();
    const notRegular = (stats) => new errors/* InputError */.dz([{ input: names/* Inputs */.G.PromptFile, message: `must be a regular file; ${(0,runner_log/* quote */.hD)(path)} is ${kindOf(stats)}` }]);
    // Checked before opening too, for the message: opening a socket fails with ENXIO, which says less.
    try {
        const stats = await (0,promises_.stat)(file);
        if (!stats.isFile())
            throw notRegular(stats);
    }
    catch (error) {
        if (error instanceof errors/* InputError */.dz)
            throw error;
        throw unreadable(error);
    }
    let handle;
    try {
        handle = await (0,promises_.open)(file, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK | external_node_fs_.constants.O_NOFOLLOW);
    }
    catch (error) {
        throw unreadable(error);
    }
    let text;
    try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
            throw new errors/* InputError */.dz([{ input: names/* Inputs */.G.PromptFile, message: `must be a regular file; ${(0,runner_log/* quote */.hD)(path)} is ${kindOf(stats)}` }]);
        }
        text = await handle.readFile({ encoding: 'utf8', ...(signal ? { signal } : {}) });
    }
    catch (error) {
        if (error instanceof errors/* InputError */.dz)
            throw error;
        if (signal?.aborted) {
            throw new errors/* InputError */.dz([
                {
                    input: names/* Inputs */.G.PromptFile,
                    message: `could not be read in time ('${names/* Inputs */.G.TimeoutSeconds}' passed or the run was cancelled): ${(0,runner_log/* quote */.hD)(path)}`,
                },
            ]);
        }
        throw unreadable(error);
    }
    finally {
        await handle.close().catch(() => undefined);
    }
    if (!text.trim())
        throw new errors/* InputError */.dz([{ input: names/* Inputs */.G.PromptFile, message: `is an empty file: ${(0,runner_log/* quote */.hD)(path)}` }]);
    return text.trim();
}

// EXTERNAL MODULE: ./src/modes/agent/pr-note.ts
var pr_note = __webpack_require__(8827);
// EXTERNAL MODULE: ./src/modes/agent/continue-pr.ts + 3 modules
var continue_pr = __webpack_require__(6686);
// EXTERNAL MODULE: ./src/triggers/trigger.ts + 2 modules
var triggers_trigger = __webpack_require__(1966);
;// CONCATENATED MODULE: ./src/modes/agent/start.ts















/**
 * Why the trigger's author may not start a job, or undefined when they may.
 * Bots need to be listed in `allowed-bots` (a bot that merges or pushes too);
 * people need `min-permission`, read from the API, except a merger or a
 * pusher, who had write access to do it. Adding a label takes triage permission, so for labels the API
 * is asked only when `min-permission` is higher than triage, or when the
 * labeller is the issue's author: an issue template adds its labels for
 * anyone who opens an issue, with the author as the sender.
 */
async function authorize(trigger, settings, github) {
    if (trigger.kind === 'standalone')
        return undefined;
    const { actor, repository } = trigger;
    if (actor.bot) {
        return (0,permissions/* isAllowedBot */.KQ)(actor.login, settings.allowedBots)
            ? undefined
            : `Refused: ${(0,runner_log/* quote */.hD)(actor.login)} is a bot not listed in '${names/* Inputs */.G.AllowedBots}'.`;
    }
    // Merging a pull request or pushing to a branch takes write access: the merger or pusher has it by definition.
    if (trigger.kind === 'merged' || trigger.kind === 'push')
        return undefined;
    if (trigger.kind === 'label' && trigger.author !== '' && actor.login !== trigger.author && (0,permissions/* reaches */.O6)('triage', settings.minPermission))
        return undefined;
    const check = await (0,permissions/* checkPermission */.Yj)(await github(), repository, actor.login, settings.minPermission).catch((error) => {
        throw new Error(`Could not read the permission of ${(0,runner_log/* quote */.hD)(actor.login)} on ${repository.owner}/${repository.repo}: ${(0,errors/* getErrorMessage */.u1)(error)}`, { cause: error });
    });
    if (check.allowed)
        return undefined;
    return `Refused: ${(0,runner_log/* quote */.hD)(actor.login)} has ${check.granted === 'none' ? 'no' : `'${check.granted}'`} permission on ${repository.owner}/${repository.repo}; '${names/* Inputs */.G.MinPermission}' is '${settings.minPermission}'.`;
}
/** The reply to a command with no instruction: how to use it. */
function usageReply(trigger, command, run) {
    return [
        (0,comments/* formatMarker */.gJ)((0,agent_comment/* runMarker */.qW)(run, 'usage')),
        `**Docs agent**: write the instruction after ${(0,markdown/* code */.aY)(command)}, on the same line or the lines below, for example:`,
        '',
        '```',
        `${command} fix the broken links on the quickstart page`,
        '```',
        '',
        `No job was started for ${(0,markdown/* link */.nf)(trigger.comment.url, 'this comment')}.`,
        '',
    ].join('\n');
}
/**
 * Posts a usage reply (its body carries the `usage` run marker), updating the
 * one an earlier attempt of this run wrote. Returns its URL; a GitHub failure
 * is a warning and gives ''.
 */
async function replyUsage(github, target, body, run, trust, log) {
    try {
        const existing = run.attempt > 1 ? await (0,comments/* findMarkedComment */.Jp)(github, target, trust, (0,agent_comment/* isRunMarker */.GW)(run, 'usage')) : undefined;
        const posted = await (0,comments/* upsertComment */.lB)(github, target, body, existing);
        return posted.url;
    }
    catch (error) {
        log.warning((0,github_errors/* describeGitHubError */.dZ)(`reply on #${target.issueNumber}`, error, (0,comments/* writePermissionFor */.MQ)(target)));
        return '';
    }
}
/**
 * For a merged pull request or a push, what changed, read from GitHub (the
 * payload's data when it cannot be read, or when there is no `github-token`).
 */
async function readChanges(trigger, github, log) {
    if (trigger.kind !== 'merged' && trigger.kind !== 'push')
        return undefined;
    if (!github)
        log.warning(`No '${names/* Inputs */.G.GithubToken}': the prompt lists only what the ${trigger.event} event payload says changed.`);
    const client = github ? await github() : undefined;
    return trigger.kind === 'merged'
        ? readPullChanges(client, trigger.repository, trigger.pull, log)
        : readPushChanges(client, trigger.repository, trigger.push, log);
}
/** Resolves the event into a job to start, or the reason there is none. */
async function startTrigger(options) {
    const { settings, env, log } = options;
    const triggerSettings = settings.trigger;
    const parsed = (0,triggers_trigger/* parseTrigger */.uc)(await (0,triggers_event/* readEvent */.j_)(env), triggerSettings, env, { changes: true });
    if (parsed.kind === 'ignored')
        return { kind: 'skip', reason: parsed.reason, triggeredBy: parsed.triggeredBy, commentUrl: '' };
    const by = (0,triggers_trigger/* triggeredBy */.HO)(parsed);
    if (parsed.kind === 'ask') {
        const reason = `Nothing to do: '${triggerSettings.command} ${triggers_trigger/* ASK_SUBCOMMAND */.cH}' asks the docs assistant, which a step with 'mode: ask' answers.`;
        return { kind: 'skip', reason, triggeredBy: by, commentUrl: '' };
    }
    const trigger = parsed;
    const standing = triggerSettings.promptFile ? await readPromptFile(triggerSettings.promptFile, env, options.signal) : settings.prompt;
    const refusal = await authorize(trigger, triggerSettings, options.github);
    if (refusal)
        return { kind: 'skip', reason: refusal, triggeredBy: by, commentUrl: '' };
    const run = (0,agent_comment/* runIdentity */.yK)(env);
    const target = triggerSettings.comment ? (0,triggers_trigger/* resolveCommentTarget */.z1)(trigger, triggerSettings) : undefined;
    if (trigger.kind === 'command' && !trigger.instruction) {
        const reason = `Nothing to do: the comment holds '${names/* Inputs */.G.Command}' (${(0,runner_log/* quote */.hD)(triggerSettings.command)}) with no instruction after it.`;
        const commentUrl = target && !settings.dryRun
            ? await replyUsage(await options.github(), target, usageReply(trigger, triggerSettings.command, run), run, triggerSettings, log)
            : '';
        return { kind: 'skip', reason, triggeredBy: by, commentUrl };
    }
    let followUp = await (0,pr_note/* findFollowUp */.eJ)(trigger, triggerSettings, options.github);
    if (followUp) {
        log.info(`This pull request was opened by agent job ${followUp.jobId}: the instruction goes to that job as a follow-up message.`);
    }
    // A failure to decide (another run's hold, an unreadable record or pull request) fails the run, said on the source
    // pull request too: the comment is made below, without reading what changed.
    let undecided;
    if (!followUp && options.openPr && (0,continue_pr.continuesOpenPr)(trigger)) {
        try {
            followUp = await options.openPr.followUp(trigger);
        }
        catch (error) {
            if (!target || settings.dryRun || error instanceof errors/* AbortedError */.oM)
                throw error;
            undecided = { error: error instanceof Error ? error : new Error((0,errors/* getErrorMessage */.u1)(error)) };
        }
    }
    const changes = undecided ? undefined : await readChanges(trigger, triggerSettings.githubToken ? options.github : undefined, log);
    // Undecided: the run fails before any job, so no prompt is built (what changed was not read).
    const prompt = undecided ? '' : buildPrompt(trigger, standing, changes);
    // A comment from an earlier attempt of this run exists only on a re-run.
    const github = target || trigger.kind === 'command' ? await options.github() : undefined;
    let existing;
    if (github && target && run.attempt > 1) {
        try {
            existing = await (0,comments/* findMarkedComment */.Jp)(github, target, triggerSettings, (0,agent_comment/* isRunMarker */.GW)(run, 'job'));
        }
        catch (error) {
            throw new Error(`Could not look for the comment of an earlier attempt of this run on #${target.issueNumber} (${(0,errors/* getErrorMessage */.u1)(error)}); not starting a job that may already exist.`, { cause: error });
        }
    }
    const comment = new agent_comment/* JobComment */.bF({
        github: settings.dryRun ? undefined : github,
        target,
        trigger,
        run,
        existing,
        trust: triggerSettings,
        clock: options.clock,
        log,
        followUpOf: followUp?.jobId,
    });
    if (trigger.kind === 'command' && !settings.dryRun)
        comment.accepted();
    if (undecided) {
        comment.notSent();
        return { kind: 'run', trigger, prompt, triggeredBy: by, comment, run, undecided: undecided.error };
    }
    return { kind: 'run', trigger, prompt, triggeredBy: by, comment, run, followUp };
}


/***/ }),

/***/ 2495:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   iZ: () => (/* binding */ blockQuote),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   tJ: () => (/* binding */ inert)
/* harmony export */ });
/* unused harmony export truncate */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(893);
/* harmony import */ var _runner_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8949);
/**
 * Untrusted text (logins, issue text, service fields, error messages) written
 * into a GitHub comment, escaped by context with the smallest rule that is
 * safe:
 * - a service field goes in a code span (`code`): nothing inside one is
 *   markup, so it reads exactly as written;
 * - a validated `https` URL becomes an autolink (`link`);
 * - prose (`inert`) renders as the same characters: only what would start
 *   markup there is escaped (links, images, HTML, emphasis, bare URLs, block
 *   syntax at a line start), and every mention is broken by a zero-width space.
 * Loaded by both modes: no markdown parser here (see `answer.ts` for that).
 */


/** ASCII punctuation: what a backslash can escape in CommonMark. */
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
/** Escaped wherever they appear in prose: code, emphasis, strikethrough, links, table cells, math. */
const ALWAYS_ESCAPED = new Set(['`', '*', '[', ']', '~', '|', '$']);
/** A `&` that starts what CommonMark reads as a character reference. */
const ENTITY_START = /^&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
/** What a line may start with that makes it a heading, quote, list item, setext underline or table row. */
const LINE_START = /^([ \t]*)(?:([#>+=:-])|(\d{1,9})([.)])(?=\s|$))/;
/** `www.` at a word's start, which GitHub would link. */
const WWW = /^www\./i;
/** One character of a prose line, escaped if it could start markup there. */
function inertCharacter(line, i) {
    const char = line.charAt(i);
    const before = line.charAt(i - 1);
    const next = line.charAt(i + 1);
    if (ALWAYS_ESCAPED.has(char))
        return `\\${char}`;
    switch (char) {
        case '\\':
            return next === '' || ASCII_PUNCTUATION.test(next) ? '\\\\' : char;
        case '<':
            return '&lt;';
        case '&':
            return ENTITY_START.test(line.slice(i, i + 40)) ? '&amp;' : char;
        case '_':
            // Intraword `_` (`job_001`) is never emphasis; at a word's edge it may be.
            return WORD_CHARACTER.test(before) && WORD_CHARACTER.test(next) ? char : '\\_';
        case ':':
            // The `:` of `scheme://`, so that GitHub links no bare URL.
            return line.startsWith('//', i + 1) ? '\\:' : char;
        case '.':
            return i >= 3 && WWW.test(line.slice(i - 3, i + 1)) && !/[\w.-]/.test(line.charAt(i - 4)) ? '\\.' : char;
        default:
            return char;
    }
}
/** One line of prose with its inline and line-start syntax escaped and its mentions broken. */
function inertLine(line) {
    let out = '';
    for (let i = 0; i < line.length; i += 1)
        out += inertCharacter(line, i);
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .neutraliseMentions */ .yY)(out).replace(LINE_START, (_start, space, mark, digits, delimiter) => mark ? `${space}\\${mark}` : `${space}${digits ?? ''}\\${delimiter ?? ''}`);
}
/**
 * Untrusted prose as comment text that renders as the same characters, never
 * as markup, links, HTML or mentions. Line breaks are kept.
 */
function inert(text) {
    return text.replace(/\r\n?/g, '\n').split('\n').map(inertLine).join('\n');
}
/** Shortens text to `max` characters, marking the cut; redacted first, so no secret straddles the cut. */
function truncate(text, max) {
    return (0,_runner_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(text, max, { trimEnd: true });
}
/** Untrusted text as a markdown block quote, each line inert. */
function blockQuote(text, max = 500) {
    return truncate(text.trim(), max)
        .split(/\r\n?|\n/)
        .map((line) => (line.trim() ? `> ${inert(line)}` : '>'))
        .join('\n');
}
/** The longest run of `char` in `text`. */
function longestRun(text, char) {
    let longest = 0;
    let run = 0;
    for (const c of text) {
        run = c === char ? run + 1 : 0;
        longest = Math.max(longest, run);
    }
    return longest;
}
/**
 * Text as an inline code span, on one line, exactly as written: the fence is
 * one backtick longer than any backtick run inside, and the content is padded
 * with a space when it starts or ends with a backtick or a space (CommonMark
 * takes one padding space off each side).
 */
function code(text) {
    const line = text.replace(_text_js__WEBPACK_IMPORTED_MODULE_1__/* .LINE_BREAKS */ .Cm, ' ');
    const fence = '`'.repeat(longestRun(line, '`') + 1);
    const pad = /^[ `]|[ `]$/.test(line) && line.trim() !== '' ? ' ' : '';
    return `${fence}${pad}${line || ' '}${pad}${fence}`;
}
/** Text as a fenced code block, exactly as written: the fence is longer than any backtick run inside. */
function codeBlock(text, info = '') {
    const fence = '`'.repeat(Math.max(3, longestRun(text, '`') + 1));
    return `${fence}${info.replace(/[`\r\n]/g, '')}\n${text.replace(/\r\n?/g, '\n')}\n${fence}`;
}
/**
 * A validated https URL as a link destination that reads back as the same
 * URL: bare when nothing in it is syntax there, else in `<…>` with `\` and
 * character references escaped (a URL has no spaces, `<` or `>`).
 */
function destination(url) {
    const href = url.href;
    const reference = /&(?=#?[A-Za-z0-9]+;)/;
    if (!/[()\\]/.test(href) && !reference.test(href))
        return href;
    return `<${href.replace(/\\/g, '\\\\').replace(new RegExp(reference, 'g'), '\\&')}>`;
}
/**
 * A link when `text` is a valid `https` URL: an autolink `<https://…>`, or
 * `[label](<https://…>)` with the label as inert text. Otherwise the label as
 * inert text, or the text itself in a code span.
 */
function link(text, label) {
    const url = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .httpsUrl */ .N3)(text);
    const shown = label === undefined ? undefined : inert(label.replace(_text_js__WEBPACK_IMPORTED_MODULE_1__/* .LINE_BREAKS */ .Cm, ' '));
    if (url)
        return shown === undefined ? `<${url.href}>` : `[${shown}](${destination(url)})`;
    return shown ?? code(text ?? '');
}


/***/ }),

/***/ 893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cm: () => (/* binding */ LINE_BREAKS),
/* harmony export */   N3: () => (/* binding */ httpsUrl),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   ln: () => (/* binding */ inlineText),
/* harmony export */   pe: () => (/* binding */ ZERO_WIDTH_SPACE),
/* harmony export */   yY: () => (/* binding */ neutraliseMentions)
/* harmony export */ });
/**
 * Text from outside (service fields, error messages, prompts) written into
 * HTML that GitHub shows: the job summary's HTML blocks. Inside an HTML block
 * GitHub reads no markdown, so `& < > "` are the only characters to escape;
 * the text keeps a single source line, so that no blank line ends the block.
 */
/** Zero-width space: after an `@`, it keeps `@user`, `@org/team` and `me@example.com` from linking or notifying. */
const ZERO_WIDTH_SPACE = '\u200b';
/** Escapes the characters HTML reads as markup: `& < > "` (attribute values are always double-quoted). */
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
/** The URL when it is a well-formed `https` URL, else undefined: only these are rendered as links. */
function httpsUrl(text) {
    if (!text)
        return undefined;
    try {
        const url = new URL(text);
        return url.protocol === 'https:' && !url.username && !url.password ? url : undefined;
    }
    catch {
        return undefined;
    }
}
/** Every line separator markdown or a browser may honour: CRLF, CR, LF, NEL, LS, PS, and VT/FF. */
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
/**
 * A zero-width space after every `@` that starts a name, so that no mention
 * (`@user`, `@org/team`) notifies anyone and no e-mail address becomes a link.
 */
function neutraliseMentions(text) {
    return text.replace(/@(?=[\p{L}\p{N}_])/gu, `@${ZERO_WIDTH_SPACE}`);
}
/**
 * Untrusted text for inside an HTML block of the job summary: `& < > "`
 * escaped, mentions neutralised, and every line break replaced by `lineBreak`
 * (a space or `<br>`, so that no blank line can end the HTML block; `\n` only
 * inside `<pre>`, which only `</pre>` ends). Ids, timestamps and URLs stay as
 * written.
 */
function inlineText(text, lineBreak = ' ') {
    return neutraliseMentions(escapeHtml(text)).replace(LINE_BREAKS, lineBreak);
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

/***/ 5566:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createServiceClient: () => (/* binding */ createServiceClient),
/* harmony export */   e8: () => (/* binding */ networkCode),
/* harmony export */   g$: () => (/* binding */ BEFORE_SEND_CODES),
/* harmony export */   m2: () => (/* binding */ errorDetail)
/* harmony export */ });
/* unused harmony export KeyOriginError */
/* harmony import */ var ky__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6725);
/* harmony import */ var ky__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1625);
/* harmony import */ var ky__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9010);
/* harmony import */ var _util_backoff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9360);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7382);
/* harmony import */ var _util_validation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5709);
/* harmony import */ var _runner_redact_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8949);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2398);







/** Connection failures that mean not one byte of the request left the runner. */
const BEFORE_SEND_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'UND_ERR_CONNECT_TIMEOUT',
]);
function networkCode(error) {
    let current = error;
    for (let depth = 0; depth < 5 && current; depth += 1) {
        const code = current.code;
        if (typeof code === 'string')
            return code;
        current = current.cause;
    }
    return error instanceof Error ? error.message : 'network error';
}
function errorDetail(text) {
    try {
        const parsed = _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .ErrorBodySchema */ .i1.safeParse(JSON.parse(text));
        if (parsed.success)
            return parsed.data.error;
    }
    catch {
        // not JSON: fall through to the raw text
    }
    return (0,_runner_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .clip */ .$Q)(text.trim(), 200);
}
/** A request built for another origin than base-url's: the admin key is not sent. */
class KeyOriginError extends Error {
    name = 'KeyOriginError';
}
/** ky's `timeout` is a `setTimeout` delay: at most 2^31 - 1 ms. */
const MAX_TIMEOUT_MS = 2_147_483_647;
/** The one way this action talks to the service's agent endpoints. */
function createServiceClient(options) {
    const prefix = new URL(options.baseUrl.href.endsWith('/') ? options.baseUrl.href : `${options.baseUrl.href}/`);
    const jobsPath = `v2/agent/${encodeURIComponent(options.projectId)}/job`;
    const api = ky__WEBPACK_IMPORTED_MODULE_6__/* ["default"] */ .Ay.create({
        prefixUrl: prefix,
        headers: { authorization: `Bearer ${options.adminApiKey}`, accept: 'application/json' },
        // Retries are the action's own policy (modes/agent/job.ts): it knows whether a creation may have landed.
        retry: 0,
        // A redirect is answered, never followed (the transport insists on it whatever is asked here).
        redirect: 'manual',
        hooks: {
            beforeRequest: [
                (request) => {
                    const { origin } = new URL(request.url);
                    if (origin !== prefix.origin)
                        throw new KeyOriginError(`refusing to send the admin key to ${origin}`);
                },
            ],
        },
    });
    async function request(method, path, body, requestOptions) {
        const url = new URL(path, prefix);
        const shownUrl = `${url.origin}${url.pathname}`;
        const timeoutMs = Math.min(MAX_TIMEOUT_MS, Math.max(1, requestOptions.timeoutMs ?? options.requestTimeoutMs ?? 30_000));
        const failed = (error, stage) => {
            if (requestOptions.signal?.aborted)
                return new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AbortedError */ .oM('the run was cancelled', { cause: error });
            if (error instanceof ky__WEBPACK_IMPORTED_MODULE_7__/* .TimeoutError */ .M || error instanceof _http_js__WEBPACK_IMPORTED_MODULE_2__/* .ExchangeTimeoutError */ .z) {
                return new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceNetworkError */ .GM(method, shownUrl, `${stage} timed out`, false);
            }
            const code = networkCode(error);
            return new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceNetworkError */ .GM(method, shownUrl, code, stage === 'request' && BEFORE_SEND_CODES.has(code));
        };
        const read = async (response) => {
            try {
                return await response.text();
            }
            catch (error) {
                throw failed(error, 'reading the response');
            }
        };
        let response;
        try {
            response = await api(path, {
                method,
                ...(body === undefined ? {} : { json: body }),
                ...(requestOptions.signal ? { signal: requestOptions.signal } : {}),
                // ky times the wait for the headers; the transport holds the same deadline through the body.
                timeout: timeoutMs,
                fetch: (0,_http_js__WEBPACK_IMPORTED_MODULE_2__/* .guardedFetch */ .x)({ timeoutMs, ...(options.fetch ? { fetch: options.fetch } : {}) }),
            });
        }
        catch (error) {
            if (error instanceof KeyOriginError)
                throw error;
            if (!(error instanceof ky__WEBPACK_IMPORTED_MODULE_8__/* .HTTPError */ .H))
                throw failed(error, 'request');
            throw refusal(error.response, await read(error.response));
        }
        const text = await read(response);
        let json;
        try {
            json = JSON.parse(text);
        }
        catch {
            const excerpt = (0,_runner_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .clip */ .$Q)(text.trim(), 200, { ellipsis: '' });
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceResponseError */ .LQ(method, shownUrl, `not JSON (${JSON.stringify(excerpt)})`);
        }
        const parsed = _schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .AgentJobSchema */ .ij.safeParse(json);
        if (!parsed.success) {
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceResponseError */ .LQ(method, shownUrl, (0,_util_validation_js__WEBPACK_IMPORTED_MODULE_3__/* .formatIssues */ .o)(parsed.error.issues, json).join('; '));
        }
        return parsed.data;
        /** A status other than 2xx (ky's `HTTPError`), as the error the action reports and retries on. */
        function refusal(answer, answerText) {
            if (answer.status >= 300 && answer.status < 400) {
                const location = answer.headers.get('location');
                const target = location ? new URL(location, url).origin : 'an unknown location';
                return new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceHttpError */ .iL(method, shownUrl, answer.status, `redirect to ${target} not followed`, undefined);
            }
            const retryAfter = answer.headers.get('retry-after');
            const now = Date.now();
            const warning = (0,_util_backoff_js__WEBPACK_IMPORTED_MODULE_0__/* .retryAfterWarning */ .DC)(retryAfter, now);
            if (warning)
                options.warn?.(`${method} ${shownUrl}: ${warning}`);
            return new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceHttpError */ .iL(method, shownUrl, answer.status, errorDetail(answerText), (0,_util_backoff_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRetryAfter */ .mu)(retryAfter, now));
        }
    }
    return {
        createUrl: new URL(jobsPath, prefix).href,
        createJob: (prompt, requestOptions = {}) => request('POST', jobsPath, { prompt }, requestOptions),
        sendMessage: (jobId, prompt, requestOptions = {}) => request('POST', `${jobsPath}/${encodeURIComponent(jobId)}/message`, { prompt }, requestOptions),
        getJob: (jobId, requestOptions = {}) => request('GET', `${jobsPath}/${encodeURIComponent(jobId)}`, undefined, requestOptions),
    };
}


/***/ }),

/***/ 2398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CM: () => (/* binding */ TERMINAL_STATUSES),
/* harmony export */   dW: () => (/* binding */ isJobId),
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
/** A job id as the action prints it and puts it in URLs: no white space or control character, not the legacy `##[` form. */
const JOB_ID = /^[^\s\p{Cc}\u0085\u2028\u2029]+$/u;
/** The job id rule of `AgentJobSchema`, for ids read from elsewhere (the budget ledger), at most 200 characters. */
function isJobId(id) {
    return typeof id === 'string' && id.length <= 200 && JOB_ID.test(id) && !id.includes('##[');
}
/**
 * The agent job (spec 2.1). Extra fields are kept. `status` is any string so
 * that a status added by the service later is reported, not fatal. `source.ref`
 * may be null, as the published service allows.
 */
const AgentJobSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    // Printed in log lines and used in URLs: no white space, no control or line-separator character,
    // and not the runner's legacy `##[` command form.
    id: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ._regex */ .Fk(JOB_ID, { error: 'a job id without white space or control characters' }), zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .refine */ .YPB((id) => !id.includes('##['), { error: "a job id without the runner's '##[' command form" })),
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

/***/ 7382:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z: () => (/* binding */ ExchangeTimeoutError),
  x: () => (/* binding */ guardedFetch)
});

// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/proxy.js
var lib_proxy = __webpack_require__(9783);
;// CONCATENATED MODULE: ./src/service/proxy.ts
/**
 * The runner's proxy settings for the service, read as `@actions/http-client`
 * (and so `@actions/github`) reads them: `https_proxy` / `HTTPS_PROXY` for
 * https URLs, `http_proxy` / `HTTP_PROXY` for http, `no_proxy` / `NO_PROXY`
 * (hosts, `.domain` suffixes, `host:port`, `*`), loopback hosts never proxied.
 *
 * Without a proxy for the URL, Node's own `fetch` is used and nothing more is
 * loaded. With one, the request goes through undici's `fetch` with the
 * `ProxyAgent` dispatcher `@actions/http-client` builds (CONNECT tunnels for
 * https): dispatcher and fetch come from the same undici, which Node's
 * bundled `fetch` would not guarantee. Both are loaded only then.
 */

const proxied = new Map();
/** The `fetch` for a URL: through the runner's proxy when one applies to it, else Node's own. */
function resolveFetch(url) {
    const proxy = (0,lib_proxy/* getProxyUrl */.s)(url);
    if (!proxy)
        return Promise.resolve(globalThis.fetch);
    const key = `${url.protocol}//${url.host} via ${proxy.href}`;
    let made = proxied.get(key);
    if (!made) {
        made = proxyFetch(url);
        proxied.set(key, made);
    }
    return made;
}
async function proxyFetch(url) {
    const [{ HttpClient }, undici] = await Promise.all([Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 2779)), Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 6752, 19))]);
    const dispatcher = new HttpClient('docs-agent-action').getAgentDispatcher(url.href);
    return (target, init) => undici.fetch(target, {
        ...init,
        ...(dispatcher ? { dispatcher } : {}),
    });
}

;// CONCATENATED MODULE: ./src/service/http.ts

/** The owners of the exchanges under way, held here (strongly) until each ends. */
const http_open = new Set();
/** The reason an exchange ended by `close` is aborted with: no error of anyone's. */
const CLOSED = new Error('the exchange was closed');
/** The exchange took longer than its `timeoutMs`. */
class ExchangeTimeoutError extends Error {
    name = 'ExchangeTimeoutError';
}
/**
 * Sends the request; resolves once the headers arrived. Throws what `fetch`
 * throws, or the abort's reason (an `ExchangeTimeoutError`, or the caller's
 * signal's reason) when the exchange was aborted first.
 */
async function exchange(request) {
    // Held by the closures below (and by the caller's signal's listener) until `close`.
    const controller = new AbortController();
    const owner = request.owner;
    if (owner)
        http_open.add(owner);
    const onCallerAbort = () => {
        controller.abort(request.signal?.reason);
    };
    let timer;
    const close = () => {
        clearTimeout(timer);
        request.signal?.removeEventListener('abort', onCallerAbort);
        // Ends whatever is still open of the exchange (a body its reader abandoned).
        if (!controller.signal.aborted)
            controller.abort(CLOSED);
        if (owner)
            http_open.delete(owner);
    };
    if (request.signal?.aborted) {
        close();
        throw reasonOf(request.signal.reason);
    }
    request.signal?.addEventListener('abort', onCallerAbort, { once: true });
    if (request.timeoutMs !== undefined) {
        const ms = Math.max(1, request.timeoutMs);
        timer = setTimeout(() => {
            controller.abort(new ExchangeTimeoutError(`no complete response within ${ms} ms`));
            close();
        }, ms);
    }
    const signal = controller.signal;
    const aborted = abortPromise(signal);
    let response;
    try {
        const doFetch = request.fetch ?? (await resolveFetch(request.url));
        response = await Promise.race([
            doFetch(request.url.href, {
                method: request.method,
                headers: request.headers,
                ...(request.body === undefined ? {} : { body: request.body }),
                // A redirect is answered, never followed: the key goes to base-url's origin only.
                redirect: 'manual',
                signal,
            }),
            aborted,
        ]);
    }
    catch (error) {
        const abortedFirst = signal.aborted;
        close();
        if (abortedFirst)
            throw reasonOf(signal.reason);
        throw error;
    }
    const body = response.body ? guard(response.body, signal, aborted, close) : null;
    if (!body)
        close();
    return { response, body, close };
}
/** The error an aborted exchange throws: the reason itself when it is one. */
function reasonOf(reason) {
    if (reason instanceof Error)
        return reason;
    return new Error('aborted', { cause: reason });
}
/** Rejects with the signal's reason once it aborts (never resolves otherwise). */
function abortPromise(signal) {
    const promise = new Promise((_resolve, reject) => {
        if (signal.aborted) {
            reject(reasonOf(signal.reason));
            return;
        }
        signal.addEventListener('abort', () => {
            reject(reasonOf(signal.reason));
        }, { once: true });
    });
    // Observed here so that an abort nobody waits on is not an unhandled rejection.
    promise.catch(() => undefined);
    return promise;
}
/**
 * The body read under a race with the abort: each read waits for a chunk or
 * the abort, whichever comes first, and the abort cancels the source (which
 * closes the connection). The exchange is closed when the body ends, fails or
 * is cancelled by its reader.
 */
function guard(source, signal, aborted, close) {
    const reader = source.getReader();
    const stop = (reason) => {
        reader.cancel(reason).catch(() => undefined);
    };
    signal.addEventListener('abort', () => {
        stop(signal.reason);
    }, { once: true });
    return new ReadableStream({
        async pull(controller) {
            try {
                const { done, value } = await Promise.race([reader.read(), aborted]);
                // A read that ended because the abort cancelled the source is an abort, not the body's end.
                if (signal.aborted)
                    throw reasonOf(signal.reason);
                if (done) {
                    close();
                    controller.close();
                    return;
                }
                controller.enqueue(value);
            }
            catch (error) {
                close();
                throw error;
            }
        },
        cancel(reason) {
            close();
            stop(reason);
        },
    });
}
/** Statuses whose `Response` may not have a body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
/**
 * The `fetch` to give ky: sends ky's `Request` as one exchange (see the top
 * of this file) and answers with a `Response` whose body is the guarded
 * stream. ky's `Request` stays reachable, and its signal followed, until
 * that body has been read, has failed or was cancelled. The `init` ky passes
 * beside a `Request` (options `Request` has no field for, such as a
 * `dispatcher`) is not used: the proxy's dispatcher is `resolveFetch`'s.
 */
function guardedFetch(options = {}) {
    return async (input, init) => {
        const request = input instanceof Request ? input : new Request(input, init);
        const body = request.body ? new Uint8Array(await request.arrayBuffer()) : undefined;
        const sent = await exchange({
            method: request.method,
            url: new URL(request.url),
            headers: Object.fromEntries(request.headers),
            ...(body === undefined ? {} : { body }),
            signal: request.signal,
            owner: request,
            ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
            ...(options.fetch ? { fetch: options.fetch } : {}),
        });
        const { status, statusText, headers } = sent.response;
        if (NULL_BODY_STATUSES.has(status)) {
            sent.close();
            return new Response(null, { status, statusText, headers });
        }
        return new Response(sent.body, { status, statusText, headers });
    };
}


/***/ }),

/***/ 3048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HM: () => (/* binding */ SUPPORTED_EVENTS),
/* harmony export */   mn: () => (/* binding */ STANDALONE_EVENTS)
/* harmony export */ });
/* unused harmony exports LABEL_EVENTS, COMMENT_EVENTS */
/**
 * The workflow events the action understands, by what they carry. A module
 * of its own so that an input check (ask mode's `question` is required on
 * the events that carry no text) can name them without loading the trigger
 * parser and the GitHub modules it needs.
 */
const LABEL_EVENTS = ['issues', 'pull_request', 'pull_request_target'];
const COMMENT_EVENTS = ['issue_comment', 'pull_request_review_comment'];
const STANDALONE_EVENTS = ['schedule', 'workflow_dispatch', 'push', 'repository_dispatch'];
const SUPPORTED_EVENTS = [...LABEL_EVENTS, ...COMMENT_EVENTS, ...STANDALONE_EVENTS];


/***/ }),

/***/ 2765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ AnyEventSchema),
/* harmony export */   KC: () => (/* binding */ IssuesEventSchema),
/* harmony export */   Kc: () => (/* binding */ IssueCommentEventSchema),
/* harmony export */   W5: () => (/* binding */ PullRequestEventSchema),
/* harmony export */   _M: () => (/* binding */ repositoryOf),
/* harmony export */   dC: () => (/* binding */ ReviewCommentEventSchema),
/* harmony export */   ex: () => (/* binding */ parsePayload),
/* harmony export */   j_: () => (/* binding */ readEvent),
/* harmony export */   wG: () => (/* binding */ ClosedPullRequestEventSchema),
/* harmony export */   wt: () => (/* binding */ PushEventSchema)
/* harmony export */ });
/* unused harmony export UserSchema */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3759);
/* harmony import */ var _util_validation_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5709);
/**
 * The workflow's event, read from the runner's environment: its name from
 * `GITHUB_EVENT_NAME` and its webhook payload from the file at
 * `GITHUB_EVENT_PATH`. Read on demand (never at module load), and only the
 * fields the action uses are checked, each with a message that names it.
 */



const UserSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    login: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._minLength */ .m9(1)),
    /** `User`, `Bot` or `Organization`. */
    type: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
const RepositorySchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    owner: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ login: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
});
const IssueSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    number: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    title: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    body: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    html_url: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** Present when the issue is a pull request (comments on a PR arrive as `issue_comment`). */
    pull_request: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({}))),
    /** The labels it has (an issue opened from a template may arrive labelled). */
    labels: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }))),
});
const PullRequestSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    number: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    title: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    body: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    html_url: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
});
const CommentSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    id: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    body: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    html_url: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    user: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(UserSchema),
    /** Review comments only: the file and line the comment is on. */
    path: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    line: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig())),
});
const base = {
    sender: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(UserSchema),
    repository: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(RepositorySchema),
};
const IssuesEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    issue: IssueSchema,
    label: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })),
});
const PullRequestEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    pull_request: PullRequestSchema,
    label: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })),
});
const IssueCommentEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    issue: IssueSchema,
    comment: CommentSchema,
});
const ReviewCommentEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    pull_request: PullRequestSchema,
    comment: CommentSchema,
});
const AnyEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3(base);
/** A closed pull request: merged or not, and what the "what changed" section of the prompt reads from it. */
const ClosedPullRequestSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...PullRequestSchema.shape,
    merged: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY())),
    merged_by: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(UserSchema)),
    user: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(UserSchema)),
    base: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ ref: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    labels: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }))),
    /** Counts GitHub gives with the payload: the fallback when the files or commits API cannot be read. */
    commits: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    additions: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    deletions: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    changed_files: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
});
const ClosedPullRequestEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('closed'),
    pull_request: ClosedPullRequestSchema,
});
const PushCommitSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    id: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    message: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    author: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), username: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) }),
    added: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    removed: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    modified: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
});
const PushEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    ref: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    before: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    after: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    created: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
    deleted: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
    forced: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
    compare: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** At most 20, as GitHub sends them: the fallback when the compare API cannot be read. */
    commits: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(PushCommitSchema)),
    repository: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ ...RepositorySchema.shape, default_branch: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) })),
});
/** Reads `GITHUB_EVENT_NAME` and the payload at `GITHUB_EVENT_PATH` (an empty object when there is none). */
async function readEvent(env = process.env) {
    const name = env.GITHUB_EVENT_NAME?.trim() ?? '';
    const path = env.GITHUB_EVENT_PATH?.trim();
    if (!path)
        return { name, payload: {} };
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch (error) {
        throw new Error(`Cannot read the event payload at GITHUB_EVENT_PATH (${path}): ${error.message}`, {
            cause: error,
        });
    }
    try {
        return { name, payload: JSON.parse(text) };
    }
    catch {
        throw new Error(`The event payload at GITHUB_EVENT_PATH (${path}) is not JSON`);
    }
}
/** Parses a payload with a schema, or throws an error naming the event and the fields that are off. */
function parsePayload(schema, event) {
    const result = schema.safeParse(event.payload);
    if (result.success)
        return result.data;
    throw new Error(`The ${event.name} event payload is not what GitHub sends: ${(0,_util_validation_js__WEBPACK_IMPORTED_MODULE_1__/* .formatIssues */ .o)(result.error.issues, event.payload).join('; ')}`);
}
/** `owner/repo` from `GITHUB_REPOSITORY`, else from the payload's repository. */
function repositoryOf(env, payload) {
    const [owner, repo, ...rest] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (owner && repo && rest.length === 0)
        return { owner, repo };
    if (payload.repository)
        return { owner: payload.repository.owner.login, repo: payload.repository.name };
    return undefined;
}


/***/ }),

/***/ 8800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ readTriggerSettings)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3759);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _github_permissions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5435);
/**
 * The inputs that decide what triggers a job and where it is reported, read
 * once with every other input.
 */



const issueNumberSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._regex */ .Fk(/^[1-9]\d*$/, { error: 'must be an issue or pull request number, e.g. 42' })), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .transform */ .pdi(Number));
const minPermissionSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_github_permissions_js__WEBPACK_IMPORTED_MODULE_1__/* .PERMISSION_LEVELS */ .eO, { error: `must be one of ${_github_permissions_js__WEBPACK_IMPORTED_MODULE_1__/* .PERMISSION_LEVELS */ .eO.join(', ')}` });
const commandSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._regex */ .Fk(/^\S+$/, { error: 'must be one word without spaces, e.g. /docs' }));
/** Reads the trigger inputs into `inputs`' problem list, so every problem is reported at once. */
function readTriggerSettings(inputs) {
    const promptFile = inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.PromptFile);
    if (promptFile && inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.Prompt)) {
        inputs.problem(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.PromptFile, `and '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.Prompt}' are both given: use one of them`);
    }
    const issueNumber = inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.IssueNumber)
        ? inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.IssueNumber, issueNumberSchema, undefined)
        : undefined;
    return {
        githubToken: inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.GithubToken),
        promptFile,
        comment: inputs.boolean(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.Comment, true),
        issueNumber,
        triggerLabel: inputs.raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.TriggerLabel) || 'docs-agent',
        command: inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.Command, commandSchema, '/docs', '/docs'),
        minPermission: inputs.parse(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.MinPermission, minPermissionSchema, 'write', 'write'),
        allowedBots: inputs
            .raw(_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.AllowedBots)
            .split(/[\s,]+/)
            .filter((name) => name.length > 0),
    };
}


/***/ }),

/***/ 1966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cH: () => (/* binding */ ASK_SUBCOMMAND),
  uc: () => (/* binding */ parseTrigger),
  z1: () => (/* binding */ resolveCommentTarget),
  HO: () => (/* binding */ triggeredBy)
});

// UNUSED EXPORTS: COMMENT_EVENTS, LABEL_EVENTS, NEW_SUBCOMMAND, STANDALONE_EVENTS, SUPPORTED_EVENTS, parseCommand, readTriggerSettings

// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/github/comments.ts + 1 modules
var comments = __webpack_require__(9067);
// EXTERNAL MODULE: ./src/triggers/event.ts
var triggers_event = __webpack_require__(2765);
// EXTERNAL MODULE: ./src/github/permissions.ts
var permissions = __webpack_require__(5435);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(7708);
;// CONCATENATED MODULE: ./src/triggers/merge-push.ts
/**
 * Docs that follow the code: a merged pull request or a push to a branch
 * starts a job. A pull request closed without merging, a tag push and a
 * branch deletion start nothing, and say why.
 */



function actorOf(user) {
    return user ? { login: user.login, bot: (0,permissions/* isBot */.w2)(user) } : undefined;
}
const ZERO_SHA = /^0+$/;
/** A `closed` pull request: merged, a job; not merged, nothing to do. */
function parseClosedPull(event, repository) {
    const payload = (0,triggers_event/* parsePayload */.ex)(triggers_event/* ClosedPullRequestEventSchema */.wG, event);
    const pr = payload.pull_request;
    const triggeredBy = pr.merged_by?.login ?? payload.sender?.login ?? '';
    if (pr.merged !== true) {
        return {
            kind: 'ignored',
            triggeredBy,
            reason: `Nothing to do: pull request #${pr.number} was closed without being merged; only a merged pull request starts a job.`,
        };
    }
    // GitHub names the merger in `merged_by`; the sender of a `closed` event is the merger too.
    const actor = actorOf(pr.merged_by) ?? actorOf(payload.sender);
    if (!actor)
        throw new Error(`The ${event.name} event payload names no merger: cannot tell who merged the pull request`);
    return {
        kind: 'merged',
        event: event.name,
        repository: repository(),
        subject: { number: pr.number, title: pr.title, body: pr.body ?? '', url: pr.html_url, isPullRequest: true },
        pull: {
            number: pr.number,
            title: pr.title,
            body: pr.body ?? '',
            url: pr.html_url,
            author: pr.user?.login ?? '',
            baseBranch: pr.base.ref,
            labels: (pr.labels ?? []).map((label) => label.name),
            commits: pr.commits,
            additions: pr.additions,
            deletions: pr.deletions,
            changedFiles: pr.changed_files,
        },
        actor,
    };
}
/** A push to a branch: a job. A tag push or a branch deletion: nothing to do. */
function parsePush(event, repository) {
    const payload = (0,triggers_event/* parsePayload */.ex)(triggers_event/* PushEventSchema */.wt, event);
    const actor = actorOf(payload.sender);
    const triggeredBy = actor?.login ?? '';
    if (!payload.ref.startsWith('refs/heads/')) {
        return {
            kind: 'ignored',
            triggeredBy,
            reason: `Nothing to do: the push is to ${(0,log/* quote */.hD)(payload.ref)}, not a branch (tags start no job).`,
        };
    }
    const branch = payload.ref.slice('refs/heads/'.length);
    if (payload.deleted === true || ZERO_SHA.test(payload.after)) {
        return { kind: 'ignored', triggeredBy, reason: `Nothing to do: the push deleted the branch ${(0,log/* quote */.hD)(branch)}.` };
    }
    if (!actor)
        throw new Error('The push event payload names no sender: cannot tell who pushed');
    return {
        kind: 'push',
        event: 'push',
        repository: repository(),
        push: {
            branch,
            before: payload.before,
            after: payload.after,
            created: payload.created === true || ZERO_SHA.test(payload.before),
            forced: payload.forced === true,
            compareUrl: payload.compare ?? '',
            defaultBranch: payload.repository?.default_branch ?? '',
            commits: payload.commits ?? [],
        },
        actor,
    };
}

;// CONCATENATED MODULE: ./src/triggers/read-events.ts
/**
 * The parts of a label event (issue or pull request) and of a comment event
 * (issue comment or review comment) that the triggers use, read once.
 */

function issueSubject(issue) {
    return {
        number: issue.number,
        title: issue.title,
        body: issue.body ?? '',
        url: issue.html_url,
        isPullRequest: Boolean(issue.pull_request),
    };
}
function pullSubject(pr) {
    return { number: pr.number, title: pr.title, body: pr.body ?? '', url: pr.html_url, isPullRequest: true };
}
/** The `user.login` of an issue or pull request payload (kept by its loose schema); '' when absent. */
function authorOf(item) {
    const login = item.user?.login;
    return typeof login === 'string' ? login : '';
}
function readLabelEvent(event) {
    if (event.name === 'issues') {
        const payload = (0,triggers_event/* parsePayload */.ex)(triggers_event/* IssuesEventSchema */.KC, event);
        const author = authorOf(payload.issue);
        return { action: payload.action, label: payload.label?.name, sender: payload.sender, subject: issueSubject(payload.issue), author };
    }
    const payload = (0,triggers_event/* parsePayload */.ex)(triggers_event/* PullRequestEventSchema */.W5, event);
    const author = authorOf(payload.pull_request);
    return { action: payload.action, label: payload.label?.name, sender: payload.sender, subject: pullSubject(payload.pull_request), author };
}
function readCommentEvent(event) {
    if (event.name === 'issue_comment') {
        const payload = (0,triggers_event/* parsePayload */.ex)(triggers_event/* IssueCommentEventSchema */.Kc, event);
        return { action: payload.action, comment: payload.comment, sender: payload.sender, subject: issueSubject(payload.issue) };
    }
    const payload = (0,triggers_event/* parsePayload */.ex)(triggers_event/* ReviewCommentEventSchema */.dC, event);
    return { action: payload.action, comment: payload.comment, sender: payload.sender, subject: pullSubject(payload.pull_request) };
}

// EXTERNAL MODULE: ./src/triggers/event-names.ts
var event_names = __webpack_require__(3048);
// EXTERNAL MODULE: ./src/triggers/settings.ts
var settings = __webpack_require__(8800);
;// CONCATENATED MODULE: ./src/triggers/trigger.ts
/**
 * What started the run, as one discriminated union narrowed once: a label on
 * an issue or pull request, a slash command in a comment, a merged pull
 * request or a push (the agent mode's "what changed" triggers), or an event
 * that carries no text of its own (schedule, dispatch).
 */










/** The word after the command that makes a comment a question for the assistant. */
const ASK_SUBCOMMAND = 'ask';
/** The word after the command that starts a new job on the agent's own pull request instead of a follow-up. */
const NEW_SUBCOMMAND = 'new';
function trigger_actorOf(user) {
    return user ? { login: user.login, bot: (0,permissions/* isBot */.w2)(user) } : undefined;
}
function requireRepository(env, payload, event) {
    const repository = (0,triggers_event/* repositoryOf */._M)(env, triggers_event/* AnyEventSchema */.A1.safeParse(payload).data ?? {});
    if (!repository)
        throw new Error(`Cannot tell the repository of the ${event} event: GITHUB_REPOSITORY is not set`);
    return repository;
}
/**
 * The first line must start with the command, followed by a space or the end
 * of the line; the rest of the comment is the instruction. Undefined when the
 * comment is not a command.
 */
function parseCommand(body, command) {
    const text = body.replace(/\r\n?/g, '\n').replace(/^\s+/, '');
    if (!text.startsWith(command))
        return undefined;
    const rest = text.slice(command.length);
    if (rest !== '' && !/^\s/.test(rest))
        return undefined;
    return rest.trim();
}
function parseTrigger(event, settings, env = process.env, options = {}) {
    const name = event.name;
    if (options.changes && name === 'push')
        return parsePush(event, () => requireRepository(env, event.payload, name));
    if (options.changes &&
        (name === 'pull_request' || name === 'pull_request_target') &&
        event.payload?.action === 'closed') {
        return parseClosedPull({ ...event, name }, () => requireRepository(env, event.payload, name));
    }
    if (event_names/* STANDALONE_EVENTS */.mn.includes(name) || name === '') {
        const payload = triggers_event/* AnyEventSchema */.A1.safeParse(event.payload).data ?? {};
        return {
            kind: 'standalone',
            event: name,
            repository: (0,triggers_event/* repositoryOf */._M)(env, payload),
            actor: name === 'push' ? trigger_actorOf(payload.sender) : undefined,
        };
    }
    if (name === 'issues' || name === 'pull_request' || name === 'pull_request_target') {
        // An issue template's labels fire `labeled` too (besides `opened`): `labeled` alone covers them, once.
        const { action, label, sender, subject, author } = readLabelEvent(event);
        const triggeredBy = sender?.login ?? '';
        if (action !== 'labeled') {
            const starts = options.changes && name !== 'issues' ? "'labeled' and 'closed' (merged)" : "'labeled'";
            return {
                kind: 'ignored',
                triggeredBy,
                reason: `Nothing to do: the ${name} event's action is ${(0,log/* quote */.hD)(action)}; it starts on ${starts} only.`,
            };
        }
        if (label !== settings.triggerLabel) {
            return {
                kind: 'ignored',
                triggeredBy,
                reason: `Nothing to do: the label added is ${(0,log/* quote */.hD)(label ?? '')}, not '${options.labelInput ?? names/* Inputs */.G.TriggerLabel}' (${(0,log/* quote */.hD)(settings.triggerLabel)}).`,
            };
        }
        const actor = trigger_actorOf(sender);
        if (!actor)
            throw new Error(`The ${name} event payload names no sender: cannot tell who added the label`);
        return {
            kind: 'label',
            event: name,
            repository: requireRepository(env, event.payload, name),
            subject,
            label,
            actor,
            author,
        };
    }
    if (name === 'issue_comment' || name === 'pull_request_review_comment') {
        const { action, comment, sender, subject } = readCommentEvent(event);
        const author = trigger_actorOf(comment.user) ?? trigger_actorOf(sender);
        const triggeredBy = author?.login ?? '';
        if (action !== 'created') {
            return {
                kind: 'ignored',
                triggeredBy,
                reason: `Nothing to do: the ${name} event's action is ${(0,log/* quote */.hD)(action)}; commands run on 'created' only.`,
            };
        }
        const body = comment.body ?? '';
        if ((0,comments/* hasMarker */.xY)(body)) {
            return { kind: 'ignored', triggeredBy, reason: 'Nothing to do: the comment is one this action wrote.' };
        }
        const instruction = parseCommand(body, settings.command);
        if (instruction === undefined) {
            return {
                kind: 'ignored',
                triggeredBy,
                reason: `Nothing to do: the comment does not start with '${names/* Inputs */.G.Command}' (${(0,log/* quote */.hD)(settings.command)}).`,
            };
        }
        if (!author)
            throw new Error(`The ${name} event payload names no author for the comment`);
        const common = {
            event: name,
            repository: requireRepository(env, event.payload, name),
            subject,
            comment: {
                id: comment.id,
                review: name === 'pull_request_review_comment',
                url: comment.html_url ?? subject.url,
                ...(comment.path === undefined ? {} : { path: comment.path }),
                ...(comment.line == null ? {} : { line: comment.line }),
            },
            actor: author,
        };
        const question = parseCommand(instruction, ASK_SUBCOMMAND);
        if (question !== undefined)
            return { kind: 'ask', ...common, question };
        const fresh = parseCommand(instruction, NEW_SUBCOMMAND);
        if (fresh !== undefined)
            return { kind: 'command', ...common, instruction: fresh, fresh: true };
        return { kind: 'command', ...common, instruction };
    }
    throw new Error(`The ${(0,log/* quote */.hD)(name)} event is not supported. Supported events: ${event_names/* SUPPORTED_EVENTS */.HM.join(', ')}.`);
}
/** The login recorded as `triggered-by`: the labeller, the commenter, the merger or the pusher; empty for schedules and dispatches. */
function triggeredBy(trigger) {
    return trigger.actor?.login ?? '';
}
/**
 * Where the job's comment goes: the triggering issue or pull request (the
 * merged one too), or `issue-number` when given (also for events without one,
 * such as a push). Undefined when
 * there is no such place.
 */
function resolveCommentTarget(trigger, settings) {
    const subject = 'subject' in trigger ? trigger.subject : undefined;
    const issueNumber = settings.issueNumber ?? subject?.number;
    if (issueNumber === undefined)
        return undefined;
    const repository = trigger.repository;
    if (!repository)
        throw new Error(`Cannot comment on #${issueNumber}: GITHUB_REPOSITORY is not set`);
    return {
        owner: repository.owner,
        repo: repository.repo,
        issueNumber,
        isPullRequest: subject?.number === issueNumber ? subject.isPullRequest : false,
    };
}


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
/* harmony import */ var _runner_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8949);

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
    const shown = JSON.stringify((0,_runner_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)((value ?? '').trim(), 64, { ellipsis: '' }));
    if (reading.kind === 'unreadable')
        return `ignoring the unreadable Retry-After ${shown} (expected seconds or an HTTP date)`;
    if (reading.kind === 'delay' && reading.clamped)
        return `Retry-After ${shown} is beyond one hour (the service's limits are hourly); waiting at most one hour`;
    return undefined;
}


/***/ }),

/***/ 5709:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ formatIssues)
/* harmony export */ });
/* harmony import */ var _runner_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8949);

/** The value found at `path` inside `data`, for error messages. */
function valueAt(data, path) {
    let current = data;
    for (const key of path) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = current[key];
    }
    return current;
}
function describe(value) {
    if (value === undefined)
        return 'nothing (the field is missing)';
    const text = JSON.stringify(value) ?? typeof value;
    return (0,_runner_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(text, 80);
}
function expectation(issue) {
    switch (issue.code) {
        case 'invalid_type':
            return issue.expected;
        case 'invalid_value':
            return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
        case 'invalid_format':
            return issue.format === 'regex' ? issue.message : `a ${issue.format} string`;
        case 'too_small':
            return `at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : ''}`;
        case 'unrecognized_keys':
            return `only known fields (not ${issue.keys.map((k) => JSON.stringify(k)).join(', ')})`;
        case 'too_big':
            return `at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters' : ''}`;
        default:
            return issue.message;
    }
}
/** One line per issue: the field, what was expected, what was received. */
function formatIssues(issues, data) {
    return issues.map((issue) => {
        const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
        return `field '${field}': expected ${expectation(issue)}, received ${describe(valueAt(data, issue.path))}`;
    });
}


/***/ })

};

//# sourceMappingURL=632.index.js.map