export const id = 764;
export const ids = [764];
export const modules = {

/***/ 4764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   handOff: () => (/* binding */ handOff),
/* harmony export */   iS: () => (/* binding */ triggerOriginOf),
/* harmony export */   tO: () => (/* binding */ commentPlace)
/* harmony export */ });
/* unused harmony export originOf */
/* harmony import */ var _store_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(468);
/* harmony import */ var _pending_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1150);
/* harmony import */ var _ledger_document_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4732);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4090);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17);
/* harmony import */ var _pickup_record_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3223);
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
            return { kind: 'command', actor: trigger.actor.login, instruction: (0,_pending_js__WEBPACK_IMPORTED_MODULE_1__/* .boundInstruction */ .P$)(trigger.instruction) };
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
/** Where a job's comment is, who asked and which run wrote it: the fields a pending record and a queued request share. */
function commentPlace(facts) {
    const { target, trigger, run } = facts;
    return {
        repository: `${target.owner}/${target.repo}`,
        issueNumber: target.issueNumber,
        isPullRequest: target.isPullRequest,
        commentId: facts.id,
        ...(trigger.kind === 'command' ? { triggerComment: { id: trigger.comment.id, review: trigger.comment.review } } : {}),
        run: { id: run.runId, attempt: run.attempt, workflowJob: run.workflowJob, ...(run.url ? { url: run.url } : {}) },
        origin: originOf(trigger),
    };
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
    const ledger = options.ledger;
    if (!ledger) {
        log.warning(`${cannot}: recording it needs '${_runner_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.GithubToken}' and a repository for the ledger.`);
        return false;
    }
    const record = {
        jobId: job.id,
        project: options.projectId,
        ...commentPlace(facts),
        handedOffAt: (0,_ledger_document_js__WEBPACK_IMPORTED_MODULE_2__/* .iso */ .KH)(ledger.now()),
        ...(options.pickup ? { [_pickup_record_js__WEBPACK_IMPORTED_MODULE_5__/* .PICKUP_FIELD */ .W1]: options.pickup } : {}),
    };
    const store = new _store_js__WEBPACK_IMPORTED_MODULE_0__/* .PendingStore */ .T(ledger, options.signal);
    try {
        await store.add(record);
        log.info(`Handed off: agent job ${job.id} goes on in the service and is pending in ${store.repository} ${store.ref}; a run with '${_runner_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.Mode}: report' updates ${facts.url} when it ends.`);
        return true;
    }
    catch (error) {
        log.warning(`${cannot}: it could not be recorded as pending in the ledger of ${store.repository} (${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .getErrorMessage */ .u1)(error)}). The workflow needs 'contents: write' there.`);
        return false;
    }
}


/***/ }),

/***/ 1150:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D$: () => (/* binding */ reportOrder),
/* harmony export */   DD: () => (/* binding */ asList),
/* harmony export */   Fl: () => (/* binding */ overdueRecords),
/* harmony export */   Lc: () => (/* binding */ pendingSection),
/* harmony export */   P$: () => (/* binding */ boundInstruction),
/* harmony export */   nQ: () => (/* binding */ isClaimedByOther),
/* harmony export */   ny: () => (/* binding */ addPending),
/* harmony export */   os: () => (/* binding */ claimPending),
/* harmony export */   p0: () => (/* binding */ REPORT_OVERDUE_MS),
/* harmony export */   pS: () => (/* binding */ settlePending)
/* harmony export */ });
/* unused harmony exports PENDING_FIELD, MAX_PENDING, PENDING_MAX_AGE_MS, CLAIM_LEASE_MS, MAX_INSTRUCTION, readPending */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3102);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3759);
/* harmony import */ var _ledger_document_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4732);
/* harmony import */ var _service_agent_schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2398);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(767);
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
 * The list is the ledger's `pending` section: `pendingSection` reads it from
 * the document, and the reducers here are pure: they take the list as read
 * and return the records to write (or null when nothing changes), for the
 * store's compare-and-swap loop (see store.ts).
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
/** What the comment says of the trigger (see comment/job-body.ts `origin`). */
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
    /**
     * When a report run last looked the job up and found it still going: the report's cursor (those looked at
     * longest ago go first), written only when a run could not look every job up. Optional (1.0.0 keeps it as is).
     */
    lookedAt: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(isoTime),
    /** When a report run first found the job ended but could not report it: the report is due since then. */
    endedAt: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(isoTime),
});
/**
 * The list in `doc`, checked and bounded against `now` (GitHub's clock): bad
 * records dropped, times ahead of now clamped, records older than a day and
 * beyond `MAX_PENDING` (the oldest first) dropped.
 */
function readPending(doc, now) {
    return readRecords(doc[PENDING_FIELD], now);
}
/** The list from the raw value of its field. */
function readRecords(raw, now) {
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
            bounded.handedOffAt = (0,_ledger_document_js__WEBPACK_IMPORTED_MODULE_0__/* .iso */ .KH)(now);
        if (bounded.claim && Date.parse(bounded.claim.until) > now + CLAIM_LEASE_MS + CLOCK_TOLERANCE_MS) {
            bounded.claim = { ...bounded.claim, until: (0,_ledger_document_js__WEBPACK_IMPORTED_MODULE_0__/* .iso */ .KH)(now + CLAIM_LEASE_MS) };
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
/** The ledger's section of handed-off jobs. */
const pendingSection = {
    name: 'the pending list',
    fields: [PENDING_FIELD],
    read(doc, { now }) {
        const list = readPending(doc, now);
        return { state: list.records, repairs: list.repairs };
    },
    write: (records) => ({ [PENDING_FIELD]: records }),
    warning: (repairs, { ref, repository }) => `The pending list in ${repository} ${ref}: ${repairs}.`,
};
/** The section as the store reads it, as a list. */
const asList = (read) => ({ records: read.state, repairs: read.repairs });
/** True when the list as stored differs from the checked one (a repair to write). */
function repaired(list) {
    return list.repairs.length > 0;
}
/** Adds (or replaces) the record of a job; null when the same record is there already (a write that went through). */
function addPending(list, record, now) {
    const existing = list.records.find((held) => held.jobId === record.jobId);
    if (existing && existing.commentId === record.commentId && !repaired(list))
        return null;
    const records = list.records.filter((held) => held.jobId !== record.jobId);
    records.push(record);
    // Newest last: the bound drops the oldest.
    return readRecords(records, now).records;
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
function claimPending(list, jobIds, claimant, now) {
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
        return { ...record, claim: { by: claimant, until: (0,_ledger_document_js__WEBPACK_IMPORTED_MODULE_0__/* .iso */ .KH)(now + CLAIM_LEASE_MS) } };
    });
    const order = new Map(jobIds.map((id, index) => [id, index]));
    claimed.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    return { records: changed ? records : null, claimed };
}
/**
 * After reporting: removes the records of `done` (reported, or dropped), and
 * gives back this run's claim on those of `release` (their report failed: the
 * next report run takes them). Null when nothing changes.
 */
function settlePending(list, claimant, done, release, stamps) {
    const removed = new Set(done);
    const freed = new Set(release);
    const looked = new Set(stamps?.looked);
    const ended = new Set(stamps?.ended);
    let changed = repaired(list);
    const records = [];
    for (const record of list.records) {
        if (removed.has(record.jobId)) {
            changed = true;
            continue;
        }
        let kept = record;
        if (freed.has(record.jobId) && record.claim?.by === claimant) {
            kept = { ...record };
            delete kept.claim;
            changed = true;
        }
        // Stamps go on records no other run holds (a live claim of this run's own, given back above, is fine).
        const free = !kept.claim || kept.claim.by === claimant;
        if (stamps && free && ended.has(record.jobId) && !kept.endedAt) {
            kept = { ...kept, endedAt: stamps.at };
            changed = true;
        }
        else if (stamps && free && looked.has(record.jobId) && kept.lookedAt !== stamps.at) {
            kept = { ...kept, lookedAt: stamps.at };
            changed = true;
        }
        records.push(kept);
    }
    return changed ? records : null;
}
/**
 * The order a report run looks the records up in: jobs found ended but not reported first, then those never
 * looked at, then those looked at longest ago; each by hand-off time. A run that cannot look every job up
 * stamps those it did (`lookedAt`), so the next one starts where it stopped.
 */
function reportOrder(records) {
    const looked = (record) => (record.lookedAt ? Date.parse(record.lookedAt) : -Infinity);
    return [...records].sort((a, b) => Number(!a.endedAt) - Number(!b.endedAt) || looked(a) - looked(b) || Date.parse(a.handedOffAt) - Date.parse(b.handedOffAt));
}
/** How long a job that has ended (or passed `timeout-seconds`) may stay unreported before a report run fails. */
const REPORT_OVERDUE_MS = 60 * 60 * 1000;
/**
 * The records whose report has been due for longer than `REPORT_OVERDUE_MS`: found ended by a report run
 * (`endedAt`), or pending past `timeoutMs` (reported as timed out once looked up).
 */
function overdueRecords(records, now, timeoutMs) {
    return records.filter((record) => {
        const due = record.endedAt ? Date.parse(record.endedAt) : Date.parse(record.handedOffAt) + timeoutMs;
        return now - due > REPORT_OVERDUE_MS;
    });
}
/** The instruction as kept for the comment: at most `MAX_INSTRUCTION` characters. */
function boundInstruction(instruction) {
    return (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(instruction, MAX_INSTRUCTION - 1);
}


/***/ }),

/***/ 3223:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pm: () => (/* binding */ awaitingPickup),
/* harmony export */   W1: () => (/* binding */ PICKUP_FIELD)
/* harmony export */ });
/* unused harmony export pickupOf */
/* harmony import */ var _service_agent_pickup_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4693);
/**
 * A handed-off follow-up message the job had not taken when the run ended
 * (see service/agent/pickup.ts): the pending record keeps what the job
 * showed before the message in its `pickup` field, and a report run counts a
 * terminal status only once the job shows something else; until then the
 * job is still "sent, not yet picked up". The field is the record's own
 * extension: the list's reader keeps fields it does not know.
 */

/** The record's field that holds the baseline. */
const PICKUP_FIELD = 'pickup';
/** The baseline a record keeps, when it is one (anything else in the field is ignored). */
function pickupOf(record) {
    const value = record[PICKUP_FIELD];
    if (typeof value !== 'object' || value === null)
        return undefined;
    const { status, prLink } = value;
    if (typeof status !== 'string' || !(prLink === null || typeof prLink === 'string'))
        return undefined;
    return { status, prLink };
}
/** True when the record's follow-up message has not been taken by the job as the service shows it now. */
function awaitingPickup(record, job) {
    const before = pickupOf(record);
    return before !== undefined && !(0,_service_agent_pickup_js__WEBPACK_IMPORTED_MODULE_0__.takenFrom)(before, job);
}


/***/ }),

/***/ 468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ PendingStore)
/* harmony export */ });
/* harmony import */ var _pending_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1150);

/** Longest time a pending-list write spends on lost races. */
const CONTENTION_MS = 2 * 60 * 1000;
class PendingStore {
    ledger;
    signal;
    /** `signal`: the run's cancellation, for every request and wait. */
    constructor(ledger, signal) {
        this.ledger = ledger;
        this.signal = signal;
    }
    get ref() {
        return this.ledger.ref;
    }
    get repository() {
        return this.ledger.repository;
    }
    /** Now on GitHub's clock (once a response has told it). */
    now() {
        return this.ledger.now();
    }
    /** The records as stored now (checked and bounded). */
    async list() {
        return (await this.ledger.view(_pending_js__WEBPACK_IMPORTED_MODULE_0__/* .pendingSection */ .Lc, { signal: this.signal })).state;
    }
    async change(reduce) {
        return this.ledger.update(_pending_js__WEBPACK_IMPORTED_MODULE_0__/* .pendingSection */ .Lc, reduce, {
            maxAttempts: 1000,
            until: this.ledger.clock.local.now() + CONTENTION_MS,
            signal: this.signal,
        });
    }
    /** Records a handed-off job. */
    async add(record) {
        await this.change((current, now) => ({
            state: (0,_pending_js__WEBPACK_IMPORTED_MODULE_0__/* .addPending */ .ny)((0,_pending_js__WEBPACK_IMPORTED_MODULE_0__/* .asList */ .DD)(current), record, now),
            result: undefined,
            subject: `docs-agent: job ${record.jobId} handed off (run ${record.run.id})`,
        }));
    }
    /** Claims the records of `jobIds` for `claimant`: the ids this run holds afterwards. */
    async claim(jobIds, claimant) {
        const outcome = await this.change((current, now) => {
            const claim = (0,_pending_js__WEBPACK_IMPORTED_MODULE_0__/* .claimPending */ .os)((0,_pending_js__WEBPACK_IMPORTED_MODULE_0__/* .asList */ .DD)(current), jobIds, claimant, now);
            return {
                state: claim.records,
                result: claim.claimed,
                subject: `docs-agent: report ${jobIds.length} handed-off job(s) (${claimant})`,
            };
        });
        return { claimed: outcome.result, written: outcome.written };
    }
    /**
     * Removes the reported records and gives back the claims of those whose report failed; `stamps` writes the
     * report's cursor and the jobs found ended but not reported.
     */
    async settle(claimant, done, release, stamps) {
        if (done.length === 0 && release.length === 0 && !stamps?.looked.length && !stamps?.ended.length)
            return;
        await this.change((current) => ({
            state: (0,_pending_js__WEBPACK_IMPORTED_MODULE_0__/* .settlePending */ .pS)((0,_pending_js__WEBPACK_IMPORTED_MODULE_0__/* .asList */ .DD)(current), claimant, done, release, stamps),
            result: undefined,
            subject: `docs-agent: ${done.length} handed-off job(s) reported (${claimant})`,
        }));
    }
}


/***/ }),

/***/ 4693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PICKUP_WAIT_MS: () => (/* binding */ PICKUP_WAIT_MS),
/* harmony export */   Pickup: () => (/* binding */ Pickup),
/* harmony export */   asWorking: () => (/* binding */ asWorking),
/* harmony export */   notPickedUpLine: () => (/* binding */ notPickedUpLine),
/* harmony export */   takenFrom: () => (/* binding */ takenFrom),
/* harmony export */   untilPickedUp: () => (/* binding */ untilPickedUp)
/* harmony export */ });
/* harmony import */ var _util_backoff_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9360);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17);
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7708);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2398);




/** The longest a run with `wait: false` waits for the job to take its message before it hands it off all the same. */
const PICKUP_WAIT_MS = 60_000;
/** Tells, job after job as they are read after a message, whether the job has taken it (and stays so once it has). */
class Pickup {
    before;
    taken = false;
    constructor(before) {
        this.before = { status: before.status, prLink: before.prLink };
    }
    /** Notes `job` as read after the message; true once the job has taken the message. */
    see(job) {
        this.taken ||= takenFrom(this.before, job);
        return this.taken;
    }
    get pickedUp() {
        return this.taken;
    }
}
/** True when `job`, read after the message, shows it was taken: working, or a status or pull request other than before. */
function takenFrom(before, job) {
    return !_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .TERMINAL_STATUSES */ .CM.has(job.status) || job.status !== before.status || job.prLink !== before.prLink;
}
/**
 * The job as a run reports it while its message is not yet picked up: the
 * terminal status it still shows is the last message's, so for this one it
 * is still `active` (the `status` output, the comment's "working on it").
 */
function asWorking(job) {
    return _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .TERMINAL_STATUSES */ .CM.has(job.status) ? { ...job, status: 'active' } : job;
}
/** The line a run logs (once) while the job still shows its earlier result. */
function notPickedUpLine(job) {
    return `The follow-up message to agent job ${job.id} is sent, not yet picked up: the job still shows its earlier result (${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(job.status)}${job.prLink ? `, pull request ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(job.prLink)}` : ''}); polling until it takes the message.`;
}
/**
 * For a hand-off (`wait: false`): polls until the job takes the message, or
 * `until`, or cancellation; the job as last read. A failed read ends the wait
 * (a warning), as the deadline does: the caller records the job all the same.
 */
async function untilPickedUp(job, pickup, options) {
    const { client, clock, log, schedule, until, signal, random } = options;
    const start = clock.now();
    let last = job;
    while (!pickup.see(last)) {
        const left = until - clock.now();
        if (left <= 0 || signal?.aborted)
            return last;
        try {
            await clock.sleep((0,_util_backoff_js__WEBPACK_IMPORTED_MODULE_3__/* .nextDelay */ .rM)(schedule, clock.now() - start, left, random), signal);
            last = await client.getJob(job.id, { withinMs: until - clock.now() });
        }
        catch (error) {
            if (!signal?.aborted)
                log.warning(`Could not read agent job ${job.id} after the message (${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .getErrorMessage */ .u1)(error)}).`);
            return last;
        }
    }
    return last;
}


/***/ }),

/***/ 9360:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   rM: () => (/* binding */ nextDelay)
/* harmony export */ });
/* unused harmony exports GROWTH_RATIO, STEADY_MS, JITTER, baseDelay */
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


/***/ })

};

//# sourceMappingURL=764.index.js.map