export const id = 730;
export const ids = [730];
export const modules = {

/***/ 3730:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RESERVATION_WRITES: () => (/* binding */ RESERVATION_WRITES),
/* harmony export */   UNKNOWN_JOB_WRITES: () => (/* binding */ UNKNOWN_JOB_WRITES),
/* harmony export */   jobWrites: () => (/* binding */ jobWrites),
/* harmony export */   pace: () => (/* binding */ pace),
/* harmony export */   shareMs: () => (/* binding */ shareMs)
/* harmony export */ });
/* harmony import */ var _window_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(985);
/**
 * The pace of the runs that share a ledger (and so, as a rule, a token):
 * their GitHub writes are spaced so that together they stay under
 * `github-writes-per-minute` (default 60 of GitHub's 80 content-creating
 * requests a minute), from what the ledger shows of the others.
 *
 * Each reservation's entry says how many writes its job makes (`writes`: the
 * reservation's two, its comment, reactions, the note on the pull request…),
 * and stands for `writes / rate` of the minute. The next reservation may go
 * when the one before it has had its share: a virtual schedule over the
 * recent entries (the generic cell rate algorithm), which lets one reservation
 * come early by a share (so that a run that wakes a little late does not push
 * every later one back) and never two shares; and the writes of the
 * reservations of the last minute never add up to more than the rate. A
 * burst of fifty label jobs (five writes each) at 60 writes a minute is then
 * let through one every 5 s.
 *
 * Who goes next: each run draws a ticket (a random number in [0, 1)) and
 * listens before its first write for a time set by it, so the lowest
 * tickets come first. Entries keep their ticket: once a few have gone, the
 * tickets taken so far say how far the queue has come (the highest) and how
 * dense it is (how many per unit of ticket), so a run can tell about how
 * many are ahead of it, sleep until its turn is near and say when it expects
 * its slot.
 */

/** The writes of a job whose entry does not say (written by an earlier version): its most, a slash-command job's. */
const UNKNOWN_JOB_WRITES = 7;
/** The most writes an entry is taken to stand for: an entry from outside cannot hold the pace for long. */
const MAX_JOB_WRITES = 20;
/** The ledger's two writes of a reservation: the commit and the ref update. */
const RESERVATION_WRITES = 2;
const MINUTE_MS = 60_000;
/** The content-creating requests a job costs in all, its reservation included. */
function jobWrites(writes) {
    return (RESERVATION_WRITES +
        (writes.comment ? 2 : 0) +
        (writes.reactions ? 2 : 0) +
        (writes.note ? 1 : 0) +
        (writes.handOff ? RESERVATION_WRITES : 0) +
        (writes.openPr ? 3 * RESERVATION_WRITES : 0));
}
/** The share of the minute a job of `writes` writes takes at `perMinute`, in ms. */
function shareMs(writes, perMinute) {
    return Math.ceil((writes * MINUTE_MS) / Math.max(1, perMinute));
}
/** Reservations of a queue that must have gone before their tickets tell its density. */
const MIN_TICKETS = 3;
/** A gap of this many shares between reservations ends a queue. */
const QUEUE_GAP_SHARES = 3;
/** How many runs are ahead of `ticket`, from the tickets of the queue's reservations so far (see above); below 0 when passed. */
function ahead(taken, now, perMinute, ticket) {
    const tickets = [];
    let after = now;
    for (const entry of [...taken].reverse()) {
        if (after - entry.at > QUEUE_GAP_SHARES * shareMs(entry.writes, perMinute))
            break;
        if (entry.ticket !== undefined)
            tickets.push(entry.ticket);
        after = entry.at;
    }
    const sweep = Math.max(0, ...tickets);
    if (tickets.length < MIN_TICKETS || sweep <= 0)
        return undefined;
    return ticket < sweep ? ticket / sweep - 1 : ((ticket - sweep) * tickets.length) / sweep;
}
/** An entry's `writes` as the pace counts it: what it says, within 1 and `MAX_JOB_WRITES`. */
function boundedWrites(writes) {
    if (writes === undefined || !Number.isFinite(writes))
        return UNKNOWN_JOB_WRITES;
    return Math.min(MAX_JOB_WRITES, Math.max(1, Math.round(writes)));
}
/** When a reservation was taken: its entry counts from the creation allowance after it (see window.ts). */
const takenAt = (at) => Date.parse(at) - _window_js__WEBPACK_IMPORTED_MODULE_0__/* .CREATE_ALLOWANCE_MS */ .pi;
/** A ticket from outside: a number in [0, 1), else none. */
const boundedTicket = (ticket) => ticket !== undefined && Number.isFinite(ticket) && ticket >= 0 && ticket < 1 ? ticket : undefined;
/**
 * The pace at `now` for a job of `ownWrites` writes: the virtual time the
 * recent reservations have used up (each its share after the later of its
 * own time and the one before's end), less one share of this job's as the
 * allowance for coming early; no earlier than the moment the writes of the
 * last minute's reservations leave room for this job's; and, with `ticket`,
 * how many runs are ahead of it. With `queued` false (no other run at the
 * pace: a lone run, or runs one after the other) only the last minute's
 * writes count: a run does not wait out the shares of runs that have ended.
 */
function pace(window, now, perMinute, ownWrites, ticket, queued = true) {
    const taken = window.entries
        .map((entry) => ({ at: takenAt(entry.at), writes: boundedWrites(entry.writes), ticket: boundedTicket(entry.ticket) }))
        .filter((entry) => !Number.isNaN(entry.at))
        .sort((a, b) => a.at - b.at);
    let used = Number.NEGATIVE_INFINITY;
    for (const entry of taken)
        used = Math.max(used, entry.at) + shareMs(entry.writes, perMinute);
    const recent = taken.filter((entry) => entry.at > now - MINUTE_MS && entry.at <= now);
    // The last minute's writes with this job's must fit the rate: else wait until enough of them are a minute old.
    let room = recent.reduce((sum, entry) => sum + entry.writes, ownWrites) - perMinute;
    let roomAt = Number.NEGATIVE_INFINITY;
    for (const entry of recent) {
        if (room <= 0)
            break;
        room -= entry.writes;
        roomAt = entry.at + MINUTE_MS;
    }
    const queue = ticket === undefined ? undefined : ahead(taken, now, perMinute, ticket);
    return {
        opensAt: queued ? Math.max(used - shareMs(ownWrites, perMinute), roomAt) : roomAt,
        lastMinute: recent.length,
        ...(queue === undefined ? {} : { ahead: queue }),
    };
}


/***/ })

};

//# sourceMappingURL=730.index.js.map