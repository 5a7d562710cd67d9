export const id = 10;
export const ids = [10];
export const modules = {

/***/ 6232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mq: () => (/* binding */ writeGroupOf),
/* harmony export */   _e: () => (/* binding */ writeGroups),
/* harmony export */   fq: () => (/* binding */ nextWriteAtOnce)
/* harmony export */ });
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3251);
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The spacing of a run's own GitHub writes: `@octokit/plugin-throttling`'s
 * `write` and `notifications` groups, Bottleneck groups as the plugin makes
 * its own (one task at a time, `minTime` between their starts), with their
 * `minTime` from `github-writes-per-minute`: `60 000 / n` ms between writes,
 * three times that between notifying ones (a comment), 1 s and 3 s at the
 * default 60, as the plugin's own groups and GitHub's guidance have it. The
 * same for every host. The groups are this client's, not the plugin's, which
 * every client of the process shares.
 *
 * The plugin gives a write its turn in `write` and then, for a notifying one,
 * in `notifications`: a plain write that follows a notifying one may go soon
 * after it (measured: 28 ms), since its own turn came a spacing after the
 * notifying write's turn in `write`, not after its send. That bends GitHub's
 * "a second between writes" once per comment, hardly the writes a minute
 * (at most `n + 4` in any minute; measured, `n + 1`: ADR 0013).
 *
 * The waits are Bottleneck's timers: the client's outermost hook ends a call
 * that waits for its turn at the run's deadline or cancellation
 * (github/deadline.ts), and its attempt then sends nothing.
 */

/** Notifying writes (comments, issues, pull requests) are spaced this many times further apart than other writes. */
const NOTIFYING_SPACING_FACTOR = 3;
/** The least time between a run's own writes for `github-writes-per-minute` (1000 ms at 60). */
function writeSpacingMs(writesPerMinute) {
    return Math.ceil(60_000 / writesPerMinute);
}
/** The `write` group: its writes spaced, but for one the caller lets go at once (`nextWriteAtOnce`). */
class WriteGroup extends (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0___default().Group) {
    atOnce = false;
    unspaced = new (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0___default())();
    nextAtOnce() {
        this.atOnce = true;
    }
    key(id = '') {
        if (!this.atOnce)
            return super.key(id);
        this.atOnce = false;
        return this.unspaced;
    }
}
/** The throttling plugin's `write` and `notifications` groups for one client. */
function writeGroups(writesPerMinute) {
    const spacingMs = writeSpacingMs(writesPerMinute);
    const write = new WriteGroup({ maxConcurrent: 1, minTime: spacingMs });
    const notifications = new (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0___default().Group)({ maxConcurrent: 1, minTime: spacingMs * NOTIFYING_SPACING_FACTOR });
    return { write, notifications };
}
/** Each client's `write` group (set by client.ts when it makes the client), for `nextWriteAtOnce`. */
const writeGroupOf = new WeakMap();
/**
 * Lets `client`'s next write go without waiting for its turn; the writes after it keep their turns. For the
 * second half of one change made of two writes: the ledger's ref update follows its commit at once, so that its
 * look at the ref just before is not a spacing old (another run's update landing in that time would be missed,
 * and the refused update be one more write for nothing: ADR 0011). A client made elsewhere has none of ours.
 */
function nextWriteAtOnce(client) {
    const group = writeGroupOf.get(client);
    if (group instanceof WriteGroup)
        group.nextAtOnce();
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

/***/ 1010:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LedgerStore: () => (/* binding */ LedgerStore)
});

// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
;// CONCATENATED MODULE: ./src/ledger/clock.ts
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
/** The runner's clock corrected by the last `Date` header seen. */
class ServerClock {
    local;
    offset = 0;
    offsetKnown = false;
    constructor(local) {
        this.local = local;
    }
    /**
     * Now, on GitHub's clock when an answer has told it (the run's monotonic clock plus the offset), else on
     * the runner's wall clock: what is written to the ledger is a timestamp.
     */
    now() {
        if (!this.offsetKnown)
            return this.local.wall?.() ?? this.local.now();
        return this.local.now() + this.offset;
    }
    /** True once an answer's `Date` header has set the offset. */
    get known() {
        return this.offsetKnown;
    }
    get offsetMs() {
        return this.offset;
    }
    /**
     * Takes GitHub's time from an answer's headers, sent at local time `sentAt`
     * and received at `receivedAt`. The header is whole seconds, stamped
     * between the two: the first answer sets the offset (the middle of its
     * second), later ones move it only as far as they contradict it, so that
     * two times taken a moment apart never disagree by the header's rounding.
     */
    note(headers, receivedAt = this.local.now(), sentAt = receivedAt) {
        const header = headers?.date;
        const offset = serverOffset(typeof header === 'string' ? header : undefined, receivedAt);
        if (offset === undefined)
            return;
        if (!this.offsetKnown) {
            this.offset = offset;
            this.offsetKnown = true;
            return;
        }
        // GitHub's time when it answered was within [date, date + 1 s), at a local time within [sentAt, receivedAt].
        const date = offset - 500 + receivedAt;
        const lowest = date - receivedAt;
        const highest = date + 1000 - sentAt;
        this.offset = Math.min(highest, Math.max(lowest, this.offset));
    }
}

// EXTERNAL MODULE: ./src/ledger/document.ts
var ledger_document = __webpack_require__(4732);
// EXTERNAL MODULE: ./src/ledger/errors.ts
var ledger_errors = __webpack_require__(9706);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/github/write-spacing.ts
var write_spacing = __webpack_require__(6232);
;// CONCATENATED MODULE: ./src/ledger/git.ts
/**
 * The ledger's requests to GitHub's git database API: the ref, the commit
 * and (for a version 1 ledger) its tree and file; a new commit and the
 * non-forced ref update that makes a write a compare-and-swap. Every answer
 * sets the run's GitHub clock; every failure becomes a typed error.
 */





/** git's empty tree: every repository has it, and a version 2 ledger's commit needs no other. */
const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
/** The one file of the tree made when a repository refuses the empty tree. */
const NOTE_FILE = 'README.md';
const NOTE = "The docs-agent budget ledger is the message of this ref's commits.\n";
/** A git object's sha, as git computes it: `<type> <length>\\0<content>`, hashed with SHA-1. */
function objectSha(type, content) {
    return (0,external_node_crypto_.createHash)('sha1')
        .update(Buffer.concat([Buffer.from(`${type} ${content.length}\0`), content]))
        .digest('hex');
}
/**
 * The sha of the one-file tree a repository that refuses the empty tree gets (README.md holding NOTE): the same
 * in every repository, so a run can ask whether it is there with a read before it writes one.
 */
const NOTE_TREE = objectSha('tree', Buffer.concat([Buffer.from(`100644 ${NOTE_FILE}\0`), Buffer.from(objectSha('blob', Buffer.from(NOTE)), 'hex')]));
class LedgerGit {
    location;
    client;
    clock;
    retryRequests;
    /** How long GitHub took to answer lately (the slowest recent answer, halving with each faster one). */
    latency = 0;
    /** The tree a new (or migrated) ledger's commit takes, once known: the empty tree, else the note's; null: neither is there. */
    newTree;
    constructor(location, client, clock, 
    /** False sends `retries: 0` with each request (see LedgerStoreOptions.retryRequests). */
    retryRequests) {
        this.location = location;
        this.client = client;
        this.clock = clock;
        this.retryRequests = retryRequests;
    }
    /** The ref name as the refs endpoints take it (without `refs/`). */
    get shortRef() {
        return this.location.ref.replace(/^refs\//, '');
    }
    options(signal) {
        return { ...(this.retryRequests ? {} : { retries: 0 }), ...(signal ? { signal } : {}) };
    }
    /** Runs one API call: notes GitHub's clock, and turns failures into typed errors. */
    async call(what, signal, send, expected = {}) {
        const local = this.clock.local;
        try {
            const client = await this.client();
            const sent = local.now();
            const response = await send(client);
            this.clock.note(response.headers, local.now(), sent);
            this.latency = Math.max(this.latency * 0.5, local.now() - sent);
            return response.data;
        }
        catch (error) {
            if (signal?.aborted)
                throw new errors/* AbortedError */.oM('cancelled');
            const http = (0,ledger_errors/* httpError */.p2)(error);
            this.clock.note(http?.response?.headers);
            if (!http)
                throw new ledger_errors/* LedgerUnavailableError */.ew('unexpected', `${what} failed: ${(0,errors/* getErrorMessage */.u1)(error)}`);
            // 422 on a ref write: not a fast-forward (another run wrote first), or the ref exists / was deleted meanwhile.
            if (expected.raceLost && http.status === 422)
                throw new ledger_errors/* RaceLostError */.Ss(`${what} answered 422: ${http.message}`);
            throw (0,ledger_errors/* classify */.L8)(what, http);
        }
    }
    /**
     * The next write (the ref update after its commit) leaves without waiting for the client's write spacing, a
     * second at the default: the commit and the ref update are one change of the ledger, and the look at the ref
     * between them must still be true when the update lands.
     */
    async followAtOnce() {
        (0,write_spacing/* nextWriteAtOnce */.fq)(await this.client());
    }
    /** The commit the ref points at now; null when there is no ref. */
    async head(signal) {
        const { owner, repo } = this.location;
        const ref = this.shortRef;
        try {
            const data = await this.call(`GET git/ref/${ref}`, signal, (client) => client.rest.git.getRef({ owner, repo, ref, request: this.options(signal) }));
            return data.object.sha;
        }
        catch (error) {
            if (error instanceof ledger_errors/* LedgerUnavailableError */.ew && error.status === 404)
                return null;
            throw error;
        }
    }
    async commit(sha, signal) {
        const { owner, repo } = this.location;
        const data = await this.call(`GET git/commits/${sha}`, signal, (client) => client.rest.git.getCommit({ owner, repo, commit_sha: sha, request: this.options(signal) }));
        const committer = data.committer;
        // A commit answer without a message (never from GitHub, but from outside all the same) reads as version 1.
        return {
            message: typeof data.message === 'string' ? data.message : '',
            tree: data.tree.sha,
            committed: Date.parse(committer?.date ?? ''),
        };
    }
    /** A version 1 ledger's `ledger.json`, from the commit's tree. */
    async fileOf(treeSha, signal) {
        const { owner, repo } = this.location;
        const request = this.options(signal);
        const tree = await this.call(`GET git/trees/${treeSha}`, signal, (client) => client.rest.git.getTree({ owner, repo, tree_sha: treeSha, request }));
        const file = tree.tree.find((entry) => entry.path === ledger_document/* LEDGER_FILE */.th && entry.type === 'blob');
        if (!file?.sha)
            return undefined;
        const fileSha = file.sha;
        const blob = await this.call(`GET git/blobs/${fileSha}`, signal, (client) => client.rest.git.getBlob({ owner, repo, file_sha: fileSha, request }));
        return Buffer.from(blob.content, blob.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8');
    }
    /** True when the repository holds the tree `sha` (a read: GitHub's write limit does not count it). */
    async hasTree(sha, signal) {
        const { owner, repo } = this.location;
        try {
            await this.call(`GET git/trees/${sha}`, signal, (client) => client.rest.git.getTree({ owner, repo, tree_sha: sha, request: this.options(signal) }));
            return true;
        }
        catch (error) {
            if (error instanceof ledger_errors/* LedgerUnavailableError */.ew && (error.status === 404 || error.status === 422))
                return false;
            throw error;
        }
    }
    /**
     * The tree for the first commit of a new ledger (or the commit that migrates a version 1 ledger), learned from
     * reads: git's empty tree when the repository has it, else the note's one-file tree when it is there. Undefined
     * when neither is: `newLedgerTree` writes the note's. Asked once per run (and again only after a write made it).
     */
    async knownNewTree(signal) {
        if (this.newTree === undefined) {
            if (await this.hasTree(EMPTY_TREE, signal))
                this.newTree = EMPTY_TREE;
            else
                this.newTree = (await this.hasTree(NOTE_TREE, signal)) ? NOTE_TREE : null;
        }
        return this.newTree ?? undefined;
    }
    /** The tree for a new ledger's commit, with the writes it cost (1 when the note's tree had to be made, else 0). */
    async newLedgerTree(signal) {
        const known = await this.knownNewTree(signal);
        if (known)
            return { tree: known, writes: 0 };
        this.newTree = await this.writeNoteTree(signal);
        return { tree: this.newTree, writes: 1 };
    }
    async writeNoteTree(signal) {
        const { owner, repo } = this.location;
        const made = await this.call(`POST git/trees`, signal, (client) => client.rest.git.createTree({
            owner,
            repo,
            tree: [{ path: NOTE_FILE, mode: '100644', type: 'blob', content: NOTE }],
            request: this.options(signal),
        }));
        return made.sha;
    }
    /**
     * Creates a commit of the ledger. A repository that refuses the empty tree (seen by a read first, as a rule; a
     * refused commit only when the read said otherwise) gets the note's one-file tree: the tree and the commit go at
     * once, not a write spacing apart, so that a new ledger is made in as short a time as its requests take.
     */
    async createCommit(tree, parents, message, signal) {
        const { owner, repo } = this.location;
        const request = this.options(signal);
        const create = (treeSha) => this.call(`POST git/commits`, signal, (client) => client.rest.git.createCommit({ owner, repo, message, tree: treeSha, parents, request }));
        try {
            return { sha: (await create(tree)).sha, tree, extraWrites: 0 };
        }
        catch (error) {
            if (!(tree === EMPTY_TREE && error instanceof ledger_errors/* LedgerUnavailableError */.ew && error.status === 422))
                throw error;
        }
        await this.followAtOnce();
        this.newTree = await this.writeNoteTree(signal);
        await this.followAtOnce();
        return { sha: (await create(this.newTree)).sha, tree: this.newTree, extraWrites: 2 };
    }
    /**
     * Moves the ref from `parent` to `sha` (creates it when `parent` is null),
     * non-forced: false when another run moved it first. Never retried by the
     * client: a ref write that failed with a 5xx may have moved the ref all the
     * same, and its retry would answer 422 as if another run had won; it throws
     * `UnknownWriteError`, and the caller reads the ledger again instead.
     */
    async moveRef(parent, sha, signal) {
        const { owner, repo, ref } = this.location;
        const shortRef = this.shortRef;
        const request = { ...this.options(signal), retries: 0 };
        try {
            if (parent) {
                await this.call(`PATCH git/refs/${shortRef}`, signal, (client) => client.rest.git.updateRef({ owner, repo, ref: shortRef, sha, force: false, request }), { raceLost: true });
            }
            else {
                await this.call(`POST git/refs`, signal, (client) => client.rest.git.createRef({ owner, repo, ref, sha, request }), {
                    raceLost: true,
                });
            }
            return true;
        }
        catch (error) {
            if (error instanceof ledger_errors/* RaceLostError */.Ss)
                return false;
            if (error instanceof ledger_errors/* LedgerUnavailableError */.ew && error.reason === 'unreachable')
                throw new ledger_errors/* UnknownWriteError */.Q0(error);
            throw error;
        }
    }
}

;// CONCATENATED MODULE: ./src/ledger/ref.ts
/** Where a project's ledger lives: one ref per project, in the budget repository. */

const LEDGER_REF_PREFIX = 'refs/docs-agent/budget/';
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
    const hash = (0,external_node_crypto_.createHash)('sha256').update(projectId).digest('hex').slice(0, 10);
    return `${LEDGER_REF_PREFIX}${readable}-${hash}`;
}

;// CONCATENATED MODULE: ./src/ledger/store.ts






/** How many ref writes in a row may end with no known outcome before the ledger counts as unreachable. */
const MAX_UNKNOWN_WRITES = 3;
/** Longest pause before a retried write looks at the ref once more. */
const SETTLE_MS = 400;
const MAX_SETTLE_MS = 8000;
class LedgerStore {
    location;
    repository;
    project;
    /** GitHub's clock for the run, from the ledger's answers. */
    clock;
    git;
    random;
    warn;
    /** Documents by commit sha: commits never change. */
    cache = new Map();
    /** Warnings already given, so that a section read again after a lost race does not repeat them. */
    warned = new Set();
    constructor(options) {
        const [owner = '', repo = ''] = options.repository.split('/');
        this.repository = options.repository;
        this.project = options.projectId;
        this.location = { owner, repo, ref: ledgerRefName(options.projectId) };
        this.clock = new ServerClock(options.clock);
        const client = options.client;
        const lazy = typeof client === 'function' ? client : () => Promise.resolve(client);
        this.git = new LedgerGit(this.location, lazy, this.clock, options.retryRequests ?? true);
        this.random = options.random ?? Math.random;
        this.warn = options.warn ?? (() => undefined);
    }
    get ref() {
        return this.location.ref;
    }
    /** Now, on GitHub's clock when an answer has told it, else on the runner's. */
    now() {
        return this.clock.now();
    }
    /** True once an answer's `Date` header has set the clock. */
    get serverClockKnown() {
        return this.clock.known;
    }
    once(key, message) {
        if (this.warned.has(key))
            return;
        this.warned.add(key);
        this.warn(message);
    }
    /** Reads the ledger: an absent ref is an empty ledger. */
    async read(options) {
        const signal = options?.signal;
        const sha = await this.git.head(signal);
        // No ref yet: an empty ledger (a token that cannot see the repository fails on the first write).
        if (sha === null)
            return { sha: null, doc: (0,ledger_document/* emptyLedger */.Hg)(this.project), format: 'none', anchor: this.now() };
        const cached = this.cache.get(sha);
        if (cached)
            return cached;
        const commit = await this.git.commit(sha, signal);
        // Clamps are relative to the commit's date (never later than now): a clamped time runs out even if nothing writes.
        const anchor = Number.isNaN(commit.committed) ? this.now() : Math.min(this.now(), commit.committed);
        let text = (0,ledger_document/* ledgerJsonInMessage */.iq)(commit.message);
        const format = text === undefined ? 'tree' : 'message';
        text ??= await this.git.fileOf(commit.tree, signal);
        const doc = text === undefined ? undefined : (0,ledger_document/* parseLedgerJson */.Bf)(text);
        const invalid = `The budget ledger ${this.ref} (commit ${sha.slice(0, 12)}) holds no valid ledger; starting a fresh one on top of it.`;
        if (!doc)
            this.once(`invalid ${sha}`, invalid);
        const snapshot = { sha, doc: doc ?? (0,ledger_document/* emptyLedger */.Hg)(this.project), tree: commit.tree, format, anchor };
        this.cache.set(sha, snapshot);
        return snapshot;
    }
    /** One section of a snapshot, warning once about what its read dropped or bounded. */
    section(snapshot, section) {
        const read = section.read(snapshot.doc, { now: this.now(), anchor: snapshot.anchor });
        const fresh = read.repairs.filter((repair) => !this.warned.has(`${section.name}: ${repair}`));
        for (const repair of fresh)
            this.warned.add(`${section.name}: ${repair}`);
        if (fresh.length > 0) {
            const site = { ref: this.ref, repository: this.repository, ...(snapshot.sha ? { commit: snapshot.sha.slice(0, 12) } : {}) };
            const repairs = fresh.join('; ');
            const at = site.commit ? ` (commit ${site.commit})` : '';
            this.warn(section.warning?.(repairs, site) ?? `The ledger ${this.ref} in ${this.repository}${at}: ${section.name}: ${repairs}.`);
        }
        return read;
    }
    /** Reads one section. */
    async view(section, options) {
        return this.section(await this.read(options), section);
    }
    /**
     * True when the ref still points at `sha` after a random pause that grows
     * with each attempt and with GitHub's answer time: two runs collide when
     * their writes overlap, and a write lasts a few answers. `fresh`: the ref
     * was looked at a moment ago (the election's look), nothing to wait for.
     */
    async settled(sha, attempt, signal, firstPauseMs, fresh) {
        if (fresh)
            return true;
        const base = Math.max(SETTLE_MS, 4 * this.git.latency);
        const window = Math.min(Math.max(MAX_SETTLE_MS, 20 * base), base * 2 ** (attempt - 1));
        const pause = attempt === 1 && firstPauseMs !== undefined ? firstPauseMs : Math.round(this.random() * window);
        if (pause > 0)
            await this.sleep(pause, signal);
        return (await this.git.head(signal)) === sha;
    }
    async sleep(ms, signal) {
        try {
            await this.clock.local.sleep(ms, signal);
        }
        catch (error) {
            throw signal?.aborted ? new errors/* AbortedError */.oM('cancelled') : error;
        }
    }
    /**
     * Writes `doc` as a commit on top of `parent` and moves the ref to it, only
     * if the ref still points at `parent` (or, with no parent, does not exist).
     * Returns the new commit's sha; `lost` when another run moved the ref
     * first, with the content-creating requests that cost (`wasted`).
     */
    async write(parent, doc, subject, signal) {
        // The parent's tree when it is a version 2 ledger already (the empty tree, or the note), else a new ledger's.
        const base = parent.format === 'message' && parent.tree ? { tree: parent.tree, writes: 0 } : await this.git.newLedgerTree(signal);
        const made = await this.git.createCommit(base.tree, parent.sha ? [parent.sha] : [], (0,ledger_document/* ledgerMessage */.hh)(subject, doc), signal);
        made.extraWrites += base.writes;
        // Look before moving the ref: a run that lost the race while its commit was made learns it from a read,
        // which costs no content-creating request, instead of from a refused ref update, which does. The update
        // follows at once, not a write spacing later (a second): the look would then be a second old.
        if ((await this.git.head(signal)) !== parent.sha)
            return { lost: true, wasted: 1 + made.extraWrites };
        await this.git.followAtOnce();
        // Refused: the commit and the ref update were both for nothing.
        if (!(await this.git.moveRef(parent.sha, made.sha, signal)))
            return { lost: true, wasted: 2 + made.extraWrites };
        this.cache.set(made.sha, { sha: made.sha, doc, tree: made.tree, format: 'message', anchor: this.now() });
        return { sha: made.sha, extraWrites: made.extraWrites };
    }
    /**
     * A ledger that does not exist yet is created once: each run that finds no ref learns the tree of its first commit
     * (reads), waits its part of the election and looks again; the first to wake creates it (the tree too, before the
     * reducer, so that its entry counts it), the others see the ref in their look. Returns the snapshot after it.
     */
    async elect(snapshot, pauseMs, options) {
        const signal = options.signal;
        await this.git.knownNewTree(signal);
        await this.sleep(pauseMs, signal);
        const after = await this.read(options);
        if (after.sha !== null)
            return { snapshot: after, lost: true };
        const { writes } = await this.git.newLedgerTree(signal);
        if (writes > 0) {
            options.onExtraWrites?.(writes);
            // Its commit follows the tree at once: the ledger is made in as short a time as its requests take.
            await this.git.followAtOnce();
        }
        return { snapshot, lost: false };
    }
    /**
     * Reads, changes one section and writes the ledger until the write wins the
     * race: the compare-and-swap loop. The reducer sees the section as read and
     * GitHub's time; it is run again after each lost race. A write whose
     * outcome is unknown (a 5xx) is read again, never sent blindly a second
     * time: the reducer sees whether it went through.
     */
    async update(section, reduce, options) {
        const signal = options.signal;
        let unknownWrites = 0;
        let wasted = 0;
        let elected = false;
        let coldLost = false;
        for (let attempt = 1;; attempt += 1) {
            let snapshot = await this.read(options);
            if (snapshot.sha === null && options.coldPauseMs !== undefined && !elected) {
                elected = true;
                ({ snapshot, lost: coldLost } = await this.elect(snapshot, options.coldPauseMs, options));
            }
            const current = this.section(snapshot, section);
            const now = this.now();
            const change = reduce(current, now);
            const outcome = { ...(coldLost ? { coldLost } : {}) };
            if (change.state === null) {
                return {
                    result: change.result,
                    state: current.state,
                    doc: snapshot.doc,
                    sha: snapshot.sha,
                    attempts: attempt,
                    written: false,
                    wasted,
                    ...outcome,
                };
            }
            const doc = { ...snapshot.doc, ...section.write(change.state), updatedAt: (0,ledger_document/* iso */.KH)(now) };
            let written = { lost: true, wasted: 0 };
            // A won election was this run's first pause, and its look the read just made. A lost one: the others of the
            // burst are waking too, and the first write after the ledger's listens a random moment first, as a retry does.
            const fresh = elected && !coldLost && attempt === 1;
            const firstPauseMs = elected ? (fresh ? 0 : undefined) : options.firstPauseMs?.(current, now);
            try {
                // Listen before writing: a short random pause, then a look at the ref (a read). A run that sees it move
                // goes round again without having made a commit for nothing.
                if (await this.settled(snapshot.sha, attempt, signal, firstPauseMs, fresh)) {
                    written = await this.write(snapshot, doc, change.subject ?? `docs-agent: update ${section.name}`, signal);
                }
            }
            catch (error) {
                if (!(error instanceof ledger_errors/* UnknownWriteError */.Q0))
                    throw error;
                unknownWrites += 1;
                if (unknownWrites >= MAX_UNKNOWN_WRITES)
                    throw error.failure;
                attempt -= 1;
                continue;
            }
            if ('sha' in written) {
                if (written.extraWrites > 0)
                    options.onExtraWrites?.(written.extraWrites);
                return { result: change.result, state: change.state, doc, sha: written.sha, attempts: attempt, written: true, wasted, ...outcome };
            }
            wasted += written.wasted;
            if (written.wasted > 0)
                options.onWasted?.(written.wasted);
            if (attempt >= options.maxAttempts || (options.until !== undefined && this.clock.local.now() >= options.until)) {
                throw new ledger_errors/* LedgerUnavailableError */.ew('contention', `${attempt} attempts to update ${this.ref} all lost the race to other runs`);
            }
            await this.sleep((0,ledger_errors/* raceBackoff */._k)(attempt, this.random), signal);
        }
    }
}


/***/ })

};

//# sourceMappingURL=10.index.js.map