export const id = 669;
export const ids = [669];
export const modules = {

/***/ 5920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GZ: () => (/* binding */ findNote),
/* harmony export */   Kq: () => (/* binding */ leaveNote),
/* harmony export */   _W: () => (/* binding */ endedWithPull),
/* harmony export */   dt: () => (/* binding */ parsePullLink),
/* harmony export */   eJ: () => (/* binding */ findFollowUp),
/* harmony export */   tx: () => (/* binding */ pullTarget),
/* harmony export */   vz: () => (/* binding */ sourceOf)
/* harmony export */ });
/* unused harmony exports NOTE_KIND, noteMarker, noteViewOf, renderNote */
/* harmony import */ var _marked_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1433);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3116);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(767);
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
    const lines = [(0,_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .formatMarker */ .gJ)(noteMarker(view)), `**Docs agent** · this pull request was opened by agent job ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(view.jobId)}.`, ''];
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
    return (0,_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .findMarkedComment */ .Jp)(github, target, trust, (marker) => marker.kind === NOTE_KIND && (jobId === undefined || marker['job-id'] === jobId));
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
        const posted = await (0,_marked_js__WEBPACK_IMPORTED_MODULE_0__/* .upsertComment */ .lB)(github, target, renderNote((0,_util_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redactAll */ .$I)(view)), existing);
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
    if (!note || !jobId)
        return undefined;
    const origin = noteViewOf(note.marker, settings).origin;
    return { jobId, noteUrl: note.url, ...(origin ? { origin } : {}) };
}


/***/ }),

/***/ 9688:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FollowUpRefusedError: () => (/* binding */ FollowUpRefusedError),
/* harmony export */   noteOnPull: () => (/* binding */ noteOnPull),
/* harmony export */   refusedFollowUp: () => (/* binding */ refusedFollowUp)
/* harmony export */ });
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7708);
/* harmony import */ var _comment_pr_note_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5920);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17);
/* harmony import */ var _service_agent_failures_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2690);




/**
 * Leaves the note on the pull request the job ended with (once per job; a
 * re-run or a later follow-up finds it). Never throws.
 */
async function noteOnPull(job, start, trigger, github, serverUrl, append) {
    if (!(0,_comment_pr_note_js__WEBPACK_IMPORTED_MODULE_1__/* .endedWithPull */ ._W)(job, serverUrl))
        return '';
    return (0,_comment_pr_note_js__WEBPACK_IMPORTED_MODULE_1__/* .leaveNote */ .Kq)({
        github: await github(),
        job,
        trust: trigger,
        log: _runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .log */ .Rm,
        ...(serverUrl ? { serverUrl } : {}),
        view: {
            origin: (0,_comment_pr_note_js__WEBPACK_IMPORTED_MODULE_1__/* .sourceOf */ .vz)(start.trigger),
            runUrl: start.run.url,
            command: trigger.command,
            minPermission: trigger.minPermission,
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
    const error = (0,_service_agent_failures_js__WEBPACK_IMPORTED_MODULE_3__/* .serviceErrorOf */ .TI)(thrown);
    if (error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceHttpError */ .iL && (error.status === 400 || error.status === 404))
        return new FollowUpRefusedError(jobId, error, command);
    return thrown;
}


/***/ }),

/***/ 7669:
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
// EXTERNAL MODULE: ./src/ledger/document.ts
var ledger_document = __webpack_require__(4732);
;// CONCATENATED MODULE: ./src/follow-up/record.ts
/**
 * "The last job and its pull request" (`continue-open-pr`): the ledger's
 * `openPr` section, `{jobId, prLink, at, holder?: {run, until}}`, changed by
 * the pure reducers here through the run's ledger store (its
 * compare-and-swap loop), like the pending list.
 *
 * The holder serializes the runs of a project that decide where a change
 * goes: a merged-PR or push run takes the hold before it reads the record,
 * and gives it back, with its own job as the new record, when it ends. A run
 * that finds a live hold (`until` in the future) waits for it; an expired one
 * (a run killed before it could give it back), or one of an earlier attempt
 * of the same workflow run (a re-run), is taken over.
 *
 * Fields of the record this version does not know are kept by every change.
 */


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
/** The section: the `openPr` field as stored (its unknown fields kept by every change), read by `readOpenPr`. */
const openPrSection = {
    name: 'the last job',
    fields: ['openPr'],
    read: (doc) => ({ state: doc.openPr, repairs: [] }),
    write: (field) => ({ openPr: field }),
};
/** The record in a document, when there is one. */
function readOpenPr(doc) {
    return openPrRecord(doc.openPr);
}
/** The record in the section's field, when it is one (anything else is ignored); a malformed holder reads as none. */
function openPrRecord(value) {
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
function rawRecord(field) {
    return openPrRecord(field) ? { ...field } : {};
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
function takeHold(field, holder, now, takeOverFrom) {
    const current = openPrRecord(field);
    const existing = current?.holder;
    const mine = existing?.run === holder.run;
    const lost = existing !== undefined && existing.run === takeOverFrom;
    const ends = existing ? holdEnds(existing, now) : 0;
    if (existing && !mine && !lost && ends > now && !supersedes(holder.run, existing.run))
        return { kind: 'busy', holder: { ...existing, until: (0,ledger_document/* iso */.KH)(ends) } };
    const raw = rawRecord(field);
    const record = { ...raw, jobId: current?.jobId ?? null, prLink: current?.prLink ?? null, at: current?.at ?? (0,ledger_document/* iso */.KH)(now), holder };
    const previous = current ? { jobId: current.jobId, prLink: current.prLink, at: current.at } : undefined;
    return { kind: 'taken', field: record, previous, tookOverFrom: existing && !mine ? existing : undefined };
}
/**
 * Records `jobId` (created or messaged by holder `run`) as the last job,
 * without a pull request yet (or the one it had, for a job messaged), keeping the hold: a run that takes the hold over
 * later (this one lost) knows the job and asks the service about it.
 * `not-held` when the hold is no longer `run`'s.
 */
function recordHeldJob(field, run, jobId, now, prLink = null) {
    const current = openPrRecord(field);
    if (current?.holder?.run !== run)
        return { kind: 'not-held', holder: current?.holder };
    return { kind: 'released', field: { ...rawRecord(field), jobId, prLink, at: (0,ledger_document/* iso */.KH)(now), holder: { ...current.holder, jobId } } };
}
/**
 * Gives the hold of `run` back, recording `next` as the last job (or keeping
 * the record as it is). Only over this run's own hold: a hold that expired
 * and was taken over belongs to the run that took it.
 */
function releaseHold(field, run, next, now) {
    const current = openPrRecord(field);
    if (current?.holder?.run !== run)
        return { kind: 'not-held', holder: current?.holder };
    const rest = rawRecord(field);
    delete rest.holder;
    return { kind: 'released', field: next ? { ...rest, jobId: next.jobId, prLink: next.prLink, at: (0,ledger_document/* iso */.KH)(now) } : rest };
}
/**
 * The record's reads and writes through the run's ledger store; `signal`
 * bounds this store's requests (the session's deadline, or the time a
 * release may take) on top of the run's cancellation.
 */
class OpenPrStore {
    ledger;
    signal;
    constructor(ledger, signal) {
        this.ledger = ledger;
        this.signal = signal;
    }
    /** Now on GitHub's clock (as far as the ledger's answers have told it). */
    now() {
        return this.ledger.now();
    }
    /** The last job recorded, if any. */
    async read() {
        return openPrRecord((await this.ledger.view(openPrSection, { signal: this.signal })).state);
    }
    async change(reduce, subject, until) {
        const outcome = await this.ledger.update(openPrSection, (current, now) => {
            const result = reduce(current.state, now);
            return { state: result.field ?? null, result, subject };
        }, { maxAttempts: 1000, until: Math.max(until, this.ledger.clock.local.now()), signal: this.signal });
        return outcome.result;
    }
    /**
     * One attempt to take the hold: written when free or expired, `busy` (no
     * write) when another run holds it. `holdMs` is how long from GitHub's now
     * the hold lasts; lost races read again and decide again, until `until`.
     */
    async acquire(run, holdMs, until, takeOverFrom) {
        return this.change((field, now) => takeHold(field, { run, until: (0,ledger_document/* iso */.KH)(now + Math.min(holdMs, MAX_HOLD_MS)), taken: (0,ledger_document/* iso */.KH)(now) }, now, takeOverFrom), `docs-agent: hold the last job (${run})`, until);
    }
    /** Records the holder's job, keeping the hold (see `recordHeldJob`); `not-held` (no write) when the hold is not `run`'s. */
    async record(run, jobId, until, prLink = null) {
        return this.change((field, now) => recordHeldJob(field, run, jobId, now, prLink), `docs-agent: hold the last job with ${jobId} (${run})`, until);
    }
    /** Gives the hold back with `next` as the record; `not-held` (no write) when this run no longer holds it. */
    async release(run, next, until) {
        const subject = next?.jobId ? `docs-agent: last job ${next.jobId}` : `docs-agent: release the last job (${run})`;
        return this.change((field, now) => releaseHold(field, run, next, now), subject, until);
    }
}

// EXTERNAL MODULE: ./src/runner/log.ts
var runner_log = __webpack_require__(7708);
// EXTERNAL MODULE: ./src/render/time.ts
var time = __webpack_require__(2891);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
;// CONCATENATED MODULE: ./src/follow-up/hold.ts
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

// EXTERNAL MODULE: ./src/service/agent/job-idle.ts
var job_idle = __webpack_require__(6693);
;// CONCATENATED MODULE: ./src/follow-up/last-job.ts
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
        const job = await (await options.service()).getJob(jobId, { withinMs: deadline - clock.now() });
        return schemas/* TERMINAL_STATUSES */.CM.has(job.status) ? job.status : undefined;
    }
    catch {
        if (signal?.aborted)
            throw new errors/* AbortedError */.oM('cancelled');
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/comment/pr-note.ts
var pr_note = __webpack_require__(5920);
;// CONCATENATED MODULE: ./src/follow-up/verify.ts


/** The action's own identity; of people, only admins (who may rewrite the ledger anyway). */
const OWN_NOTES_ONLY = { minPermission: 'admin' };
const samePull = (a, b) => a.owner.toLowerCase() === b.owner.toLowerCase() && a.repo.toLowerCase() === b.repo.toLowerCase() && a.number === b.number;
/**
 * True when the record's job and pull request go together (see above); false,
 * with a warning naming the record, when they do not. A failed read of the
 * note is thrown (the caller says no job was started).
 */
async function recordHolds(job, recordedPrLink, pull, check) {
    const where = `${pull.owner}/${pull.repo}#${pull.number}`;
    const drop = (why) => {
        check.log.warning(`continue-open-pr: the ledger's record of the last job (agent job ${job.id}, pull request ${JSON.stringify(recordedPrLink)}) does not hold: ${why}. It is dropped, and a new job starts for this change; someone may have written the record to the ledger by hand.`);
        return false;
    };
    if (job.prLink) {
        const shown = (0,pr_note/* parsePullLink */.dt)(job.prLink, check.serverUrl);
        return shown && samePull(shown, pull) ? true : drop(`the service says the job's pull request is ${JSON.stringify(job.prLink)}`);
    }
    let note;
    try {
        note = await (0,pr_note/* findNote */.GZ)(await check.github(), (0,pr_note/* pullTarget */.tx)(pull), OWN_NOTES_ONLY, job.id);
    }
    catch (error) {
        throw new Error(`Could not read the comments of pull request ${where} to check the last job's record (${(0,errors/* getErrorMessage */.u1)(error)}); no job was started.`, {
            cause: error,
        });
    }
    return note ? true : drop(`the service shows no pull request for the job, and ${where} has no note of this action for it`);
}

// EXTERNAL MODULE: ./src/follow-up/follow-up.ts
var follow_up = __webpack_require__(9688);
// EXTERNAL MODULE: ./src/util/clock.ts
var util_clock = __webpack_require__(7110);
;// CONCATENATED MODULE: ./src/follow-up/open-pr.ts
/**
 * `continue-open-pr`: for a merged pull request or a push, the last job this
 * action started for the project (recorded in the ledger's `openPr` section,
 * see record.ts) gets the change as a follow-up message when its
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
        const timeout = (0,util_clock/* timeoutSignal */._)(Math.max(0, deadline - clock.now()) + BOUND_GRACE_MS);
        return signal ? AbortSignal.any([signal, timeout]) : timeout;
    }
    store(signal) {
        return new OpenPrStore(this.options.ledger, signal);
    }
    /**
     * Takes the hold (waiting for the run that has it), then the follow-up for
     * this change: the last job, when its pull request is open and unmerged. A
     * failed read is thrown (a new job could be a duplicate pull request the
     * setting exists to avoid).
     */
    async followUp(trigger) {
        const { log, dryRun } = this.options;
        const store = this.store(this.bounded());
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
            throw new Error(`Could not read the last agent job from the budget ledger in ${this.options.ledger.repository} (${why}); no job was started.`, { cause: error });
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
        if (last.prLink !== null) {
            // Recorded once it had ended, but a `/docs` command on its pull request may have set it working again since.
            const ended = await lastJobEnded(jobId, this.options);
            // The ledger's record is believed only when the job and the pull request go together (verify.ts).
            if (!ended || !(await recordHolds(ended, last.prLink, pull, this.options)))
                return undefined;
        }
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
            const store = this.store(AbortSignal.any([...(signal ? [signal] : []), (0,util_clock/* timeoutSignal */._)(until - clock.now())]));
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
        if (!continuesOpenPr(trigger) || !(error instanceof follow_up.FollowUpRefusedError))
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
            const store = this.store((0,util_clock/* timeoutSignal */._)(within));
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


/***/ }),

/***/ 6693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sh: () => (/* binding */ waitingLine),
/* harmony export */   dV: () => (/* binding */ whenIdle),
/* harmony export */   hY: () => (/* binding */ hasEnded),
/* harmony export */   qS: () => (/* binding */ statusText)
/* harmony export */ });
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7708);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2398);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17);
/* harmony import */ var _util_deadline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4054);
/**
 * Waiting for a job to finish its current work before a follow-up message:
 * the service stops the work in progress when a message arrives while the
 * job is `active` (API notes), so nothing is sent to a job that still works.
 * Any status but `completed`, `archived` and `failed` counts as working (an
 * unknown one too, as `waitForJob` treats it).
 */




const hasEnded = (job) => _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .TERMINAL_STATUSES */ .CM.has(job.status);
/** The job's status for a log line: the known ones bare, anything else quoted. */
const statusText = (status) => (['active', ..._schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .TERMINAL_STATUSES */ .CM].includes(status) ? status : (0,_runner_log_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(status));
/**
 * Reads the job, and again while it works, until it has ended: returns it
 * then (or, when `onWorking` says so, as it is). A 404 and other definite
 * failures are thrown as they are; network faults, 429 and 5xx are read
 * again (by the client). Throws `JobStillWorkingError` at the deadline, `AbortedError` on
 * cancellation.
 */
async function whenIdle(jobId, options) {
    const { client, clock, deadline, signal } = options;
    const start = clock.now();
    let told = false;
    let last;
    const stillWorking = () => new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .JobStillWorkingError */ .Dn(options.timedOut(last?.status, clock.now() - start), jobId, last?.status ?? '');
    for (let attempt = 1;; attempt += 1) {
        try {
            // The client retries a read that can pass (429, 5xx, network) up to the deadline.
            last = await client.getJob(jobId, { withinMs: deadline - clock.now() });
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
            if (error instanceof _util_deadline_js__WEBPACK_IMPORTED_MODULE_3__/* .DeadlineError */ .j3)
                throw stillWorking();
            throw error;
        }
        const left = deadline - clock.now();
        if (left <= 0)
            throw stillWorking();
        await clock.sleep(Math.max(0, Math.min(options.delay(attempt, clock.now() - start, left), left)), signal);
    }
}
/** The message every run logs once when a follow-up waits for its job. */
function waitingLine(jobId, status) {
    return `Agent job ${jobId} is ${statusText(status)}: the message waits for it to finish its current work (a message now would stop that work).`;
}


/***/ })

};

//# sourceMappingURL=669.index.js.map