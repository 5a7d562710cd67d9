/**
 * The pure parts of the budget gate's ledger writes: what one reservation
 * attempt writes (or why it writes nothing), and how long a 429 from the
 * service holds the window as full. `gate.ts` runs them through the ledger's
 * compare-and-swap loop.
 */
import type { NewEntry } from '../ledger/document.js';
import type { Mutation } from '../ledger/store.js';
import { DEFAULT_FULL_HOLD_MS, WINDOW_MS, formatWait, paceUntil, reserveSlot, type LedgerDocument, type WindowState } from './window.js';

/** What a reservation attempt learned: the window full, a pause for the pace, or (neither) the slot taken. */
export interface ReserveAttempt {
  full: WindowState | undefined;
  now: number;
  /** Set when the pace asks to wait until then before reserving. */
  pace?: number;
}

/** One reservation attempt on a ledger document: the entry added, or nothing written when full, paced or already held. */
export function reserveAttempt(doc: LedgerDocument, now: number, entry: NewEntry, limit: number, paced: boolean): Mutation<ReserveAttempt> {
  const reserved = reserveSlot(doc, entry, limit, now);
  if (reserved.kind === 'full') return { write: null, result: { full: reserved.state, now } };
  // A write of this reservation answered with an error but went through: the slot is ours already.
  if (reserved.kind === 'held') return { write: null, result: { full: undefined, now } };
  const pace = paced ? paceUntil(doc, now) : now;
  if (pace > now) return { write: null, result: { full: undefined, now, pace } };
  return {
    write: reserved.doc,
    result: { full: undefined, now },
    message: `docs-agent budget: reserve a slot for run ${entry.runId} (${String(reserved.state.used)}/${String(limit)})`,
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
  return { limit, used: 0, remaining: 0, oldestExpiresAt: null, nextSlotAt: now + holdMs, fullUntil: now + holdMs };
}
