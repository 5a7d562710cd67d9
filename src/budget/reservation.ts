/**
 * The budget section's reducers, pure: what one reservation attempt writes
 * (or why it writes nothing: the window is full, the pace asks to wait, the
 * slot is held already), and how long a 429 from the service holds the
 * window as full. The gate runs them through the ledger's compare-and-swap
 * loop.
 */
import type { Change } from '../ledger/section.js';
import type { BudgetContext } from './policy.js';
import { formatWait } from './messages.js';
import { boundedRun, pace, type PaceState, type QueueKey, type RunNumber } from './pace.js';
import {
  CREATE_ALLOWANCE_MS,
  DEFAULT_FULL_HOLD_MS,
  WINDOW_MS,
  reserveSlot,
  type BudgetWindow,
  type NewEntry,
  type WindowState,
} from './window.js';

/** What a reservation attempt learned: the window full, a pause for the pace, or (neither) the slot taken. */
export interface ReserveAttempt {
  full?: WindowState;
  now: number;
  /** Set when the pace asks to wait (until `pace.opensAt`, and a counted run's `placeMs` after it) before reserving. */
  pace?: PaceState;
}

/** The pace a reservation keeps to; undefined to go now (the deadline comes before the pace would let it through). */
export interface PaceTerms {
  perMinute: number;
  ownWrites: number;
  /** What places the run in the queue of waiting runs: its ticket and run number (see pace.ts). */
  key: QueueKey;
  /** Other runs are at the pace (see `othersAtPace`): the reservation takes its turn; else only the last minute's writes count. */
  queued: boolean;
}

/**
 * The entry of this run's reservation, by the GitHub writes it makes (its job's and the races it lost), with its
 * run number, and its ticket when the run took its turn in a queue (see pace.ts): an entry without a ticket is a run
 * that found no other.
 */
export function reservationEntry(
  context: BudgetContext,
  random: () => number,
  ticket: number,
): (writes: number, queued: boolean) => NewEntry {
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
    ...(context.runNumber === undefined ? {} : { run: context.runNumber }),
  });
}

/** The longest a run's first write waits when it meets other runs: runs that start together (a bulk label) spread over it. */
const FIRST_PAUSE_MS = 10_000;
/** The longest a run that finds no ledger waits before it looks again and, if it still finds none, creates it. */
export const COLD_PAUSE_MS = 10_000;
/**
 * The election's spread in GitHub's answer times: its window (the creator's commit, look and ref creation) is
 * about three answers, so runs that wake at random over 120 answers collide about N × 3 ÷ 120 times in a burst of
 * N (once for 40), whatever GitHub's speed. At GitHub's usual 100 ms and more, that is `COLD_PAUSE_MS` or longer:
 * a wait of 5 s on average, once for a project (its ledger is made once).
 */
const COLD_PAUSE_ANSWERS = 120;
/** The shortest spread of the election, however fast GitHub answers: a run's own start-up is not an answer time. */
const MIN_COLD_PAUSE_MS = 1000;
/**
 * The spread of the listen of a run whose workflow's numbers before its own have no entry (`numbersUnseen`), in
 * GitHub's answer times: a reservation is about three answers (the commit, a look, the ref update), so a run that
 * wakes at random over twelve sees a run alongside it that wrote first three times in four.
 */
const UNSEEN_PAUSE_ANSWERS = 12;
/** An entry with a ticket (its run waited its turn) this recent says runs are queueing for the pace. */
export const QUEUE_RECENT_MS = 60_000;

/**
 * How long a run waits before its first write when the ledger shows contention: its ticket's part of two shares
 * of its job's writes, at most 10 s and a tenth of the time it has left (the deadline is one here too).
 */
export function firstPause(ticket: number, shareMs: number, leftMs: number): number {
  return Math.round(ticket * Math.max(0, Math.min(2 * shareMs, FIRST_PAUSE_MS, leftMs / 10)));
}

/**
 * How long a run that finds no ledger waits before it looks again (its part of the election that creates the
 * ledger once): its ticket's part of 120 of GitHub's answer times (`answerMs`, as its reads took), between 1 and
 * 10 s, at most a tenth of the time it has left. Without an answer time, of 10 s.
 */
export function coldPause(ticket: number, leftMs: number, answerMs?: number): number {
  const spread = answerMs === undefined ? COLD_PAUSE_MS : Math.max(MIN_COLD_PAUSE_MS, COLD_PAUSE_ANSWERS * answerMs);
  return Math.round(ticket * Math.max(0, Math.min(COLD_PAUSE_MS, spread, leftMs / 10)));
}

/**
 * How long a run listens before its first write when the ledger shows no other run at the pace but the numbers
 * before its own are unseen (`numbersUnseen`): its ticket's part of twelve of GitHub's answer times (as its reads
 * took them), at most 10 s and a tenth of the time it has left.
 */
export function unseenPause(ticket: number, leftMs: number, answerMs: number): number {
  return Math.round(ticket * Math.max(0, Math.min(UNSEEN_PAUSE_ANSWERS * answerMs, FIRST_PAUSE_MS, leftMs / 10)));
}

/**
 * True when the last hour's entries of this run's workflow (same repository and workflow name) end below the
 * number just before its own: the runs numbered between took no slot yet. They may be runs started with this one
 * that have not written (a burst on a ledger whose last entry is the run before it: each would write at once as a
 * lone run, and all but one lose the race), or runs that took none (the workflow's runs for other labels or
 * events). False without a run number, without an entry of the workflow, or when a later number is in already.
 */
export function numbersUnseen(window: BudgetWindow, now: number, run: RunNumber | undefined): boolean {
  if (run === undefined) return false;
  let last: number | undefined;
  for (const entry of window.entries) {
    const number = boundedRun(entry.run);
    if (number === undefined || entry.repository !== run.repository || entry.workflow !== run.workflow) continue;
    if (Date.parse(entry.at) > now - WINDOW_MS) last = Math.max(last ?? number, number);
  }
  return last !== undefined && run.number - last > 1;
}

/**
 * What the ledger shows of other runs at the pace now: `alongside`, a reservation taken after this run started
 * (GitHub's time `startedAt`: a run started with this one); `queue`, one in the last minute whose run waited its
 * turn (its entry has a ticket). A ledger that shows neither is a lone run's: it reserves at once (after a listen
 * when `numbersUnseen`), and only the last minute's writes hold it back (see pace.ts).
 */
export function othersAtPace(window: BudgetWindow, now: number, startedAt: number): { alongside: boolean; queue: boolean } {
  const taken = window.entries.map((entry) => ({ at: Date.parse(entry.at) - CREATE_ALLOWANCE_MS, ticket: entry.ticket }));
  return {
    alongside: taken.some((entry) => entry.at > startedAt),
    queue: taken.some((entry) => entry.ticket !== undefined && entry.at > now - QUEUE_RECENT_MS),
  };
}

/** One reservation attempt: the entry added, or nothing written when full, paced or already held. */
export function reserveAttempt(
  window: BudgetWindow,
  now: number,
  entry: NewEntry,
  limit: number,
  terms: PaceTerms | undefined,
): Change<BudgetWindow, ReserveAttempt> {
  const reserved = reserveSlot(window, entry, limit, now);
  if (reserved.kind === 'full') return { state: null, result: { full: reserved.state, now } };
  // A write of this reservation answered with an error but went through: the slot is ours already.
  if (reserved.kind === 'held') return { state: null, result: { now } };
  if (terms) {
    const paced = pace(window, now, terms.perMinute, terms.ownWrites, terms.key, terms.queued);
    // A run whose place the queue counted does not write before its place in the slot (see pace.ts).
    if (paced.opensAt + (paced.placeMs ?? 0) > now) return { state: null, result: { now, pace: paced } };
  }
  return {
    state: reserved.window,
    result: { now },
    subject: `docs-agent budget: reserve a slot for run ${entry.runId} (${String(reserved.state.used)}/${String(limit)})`,
  };
}

/** A 429's `Retry-After` as a hold: at most one window (the service's limit frees a slot within the hour). */
export function boundedFullHold(retryAfterMs: number | undefined, warn: (message: string) => void): number {
  if (retryAfterMs === undefined || !Number.isFinite(retryAfterMs) || retryAfterMs < 0) return DEFAULT_FULL_HOLD_MS;
  if (retryAfterMs <= WINDOW_MS) return retryAfterMs;
  warn(
    `The service asked to retry in ${formatWait(retryAfterMs)}, more than its one-hour window: the ledger holds the window as full for an hour at most.`,
  );
  return WINDOW_MS;
}

/** The window as a 429 left it, when the ledger could not be read: full until the hold ends. */
export function fullWindow(limit: number, now: number, holdMs: number): WindowState {
  return { limit, used: 0, remaining: 0, oldestExpiresAt: null, nextSlotAt: now + holdMs, fullUntil: now + holdMs, takenAt: [] };
}
