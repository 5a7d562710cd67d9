/**
 * The arithmetic of the hourly budget, with no I/O: a sliding window of job
 * creations over the last 60 minutes, kept as a small JSON document (the
 * ledger). Every time here is in milliseconds of GitHub's clock (see
 * `serverOffset`), never the runner's own.
 */
import { createHash } from 'node:crypto';
import { CREATE_ALLOWANCE_MS, WINDOW_MS, iso, type LedgerDocument, type LedgerEntry, type NewEntry } from '../ledger/document.js';

export { WINDOW_MS, iso, emptyLedger, type LedgerDocument, type LedgerEntry } from '../ledger/document.js';
/** How long the ledger treats the window as full after a 429 that gave no `Retry-After`. */
export const DEFAULT_FULL_HOLD_MS = 60 * 1000;
/** Where the ledgers live: one ref per project. */
export const LEDGER_REF_PREFIX = 'refs/docs-agent/budget/';

/** What the window looks like at one moment. */
export interface WindowState {
  limit: number;
  /** Live entries: taken less than 60 minutes ago. */
  used: number;
  /** Slots left, never below 0; 0 while the service's 429 hold lasts. */
  remaining: number;
  /** When the oldest live entry leaves the window; null when the window is empty. */
  oldestExpiresAt: number | null;
  /** When a slot is next free; `now` when one is free already. */
  nextSlotAt: number;
  /** The end of a hold set by a 429, when one is in force. */
  fullUntil: number | null;
}

const ms = (iso: string): number => Date.parse(iso);

/** An entry taken at `at` counts while `now < at + 60 min`: at exactly 60 minutes it is gone (as the service counts). */
export function isLive(entry: Pick<LedgerEntry, 'at'>, now: number): boolean {
  return now < ms(entry.at) + WINDOW_MS;
}

/** Live entries, oldest first. */
export function liveEntries(doc: LedgerDocument, now: number): LedgerEntry[] {
  return doc.entries.filter((entry) => isLive(entry, now)).sort((a, b) => ms(a.at) - ms(b.at));
}

function holdUntil(doc: LedgerDocument, now: number): number | null {
  if (!doc.fullUntil) return null;
  const until = ms(doc.fullUntil);
  return until > now ? until : null;
}

export function windowState(doc: LedgerDocument, limit: number, now: number): WindowState {
  const live = liveEntries(doc, now);
  const hold = holdUntil(doc, now);
  const oldest = live[0];
  // With `used >= limit`, a slot frees when enough of the oldest entries have left: the (used - limit + 1)-th oldest.
  const blocking = live.length >= limit ? live[live.length - limit] : undefined;
  const countFreesAt = blocking ? ms(blocking.at) + WINDOW_MS : now;
  return {
    limit,
    used: live.length,
    remaining: hold === null ? Math.max(0, limit - live.length) : 0,
    oldestExpiresAt: oldest ? ms(oldest.at) + WINDOW_MS : null,
    nextSlotAt: Math.max(countFreesAt, hold ?? now),
    fullUntil: hold,
  };
}

/** Drops entries that have left the window and a hold that has ended. */
export function prune(doc: LedgerDocument, now: number): LedgerDocument {
  return {
    ...doc,
    entries: liveEntries(doc, now),
    fullUntil: holdUntil(doc, now) === null ? null : (doc.fullUntil ?? null),
  };
}

export type ReserveOutcome =
  | { kind: 'reserved'; doc: LedgerDocument; state: WindowState }
  | { kind: 'full'; state: WindowState }
  /** The entry is in the ledger already: a write whose answer was lost took effect. Nothing to write. */
  | { kind: 'held'; state: WindowState };

/**
 * Takes a slot for `entry` (its `at` is set to `now`) when one is free. When
 * the entry's id is in the ledger already (an earlier write of this very
 * reservation went through although its answer was lost), the slot is held:
 * it is not taken twice.
 */
export function reserveSlot(doc: LedgerDocument, entry: NewEntry, limit: number, now: number): ReserveOutcome {
  if (doc.entries.some((held) => held.id === entry.id)) return { kind: 'held', state: windowState(doc, limit, now) };
  const before = windowState(doc, limit, now);
  if (before.remaining <= 0) return { kind: 'full', state: before };
  const pruned = prune(doc, now);
  const next: LedgerDocument = {
    ...pruned,
    // Counted from the latest time the service can count the job from (see CREATE_ALLOWANCE_MS).
    entries: [...pruned.entries, { ...entry, at: iso(now + CREATE_ALLOWANCE_MS) }],
    updatedAt: iso(now),
  };
  return { kind: 'reserved', doc: next, state: windowState(next, limit, now) };
}

/** Removes a reservation; null when it is not there (nothing to write). */
export function releaseSlot(doc: LedgerDocument, id: string, now: number): LedgerDocument | null {
  if (!doc.entries.some((entry) => entry.id === id)) return null;
  const pruned = prune(doc, now);
  return { ...pruned, entries: pruned.entries.filter((entry) => entry.id !== id), updatedAt: iso(now) };
}

/**
 * Moves a reservation's time to `at` when that is later: the job was created
 * after the time the reservation was stamped with (a slow or retried
 * creation), and the service counts it from then. Null when there is nothing
 * to write: the reservation is gone, or its time is late enough already.
 */
export function restampSlot(doc: LedgerDocument, id: string, at: number, now: number): LedgerDocument | null {
  const entry = doc.entries.find((held) => held.id === id);
  if (!entry || ms(entry.at) >= at) return null;
  const pruned = prune(doc, now);
  return {
    ...pruned,
    entries: pruned.entries.map((held) => (held.id === id ? { ...held, at: iso(at) } : held)),
    updatedAt: iso(now),
  };
}

/** Tells the ledger that the service refused a job with 429: full until `until`. */
export function markFull(doc: LedgerDocument, until: number, now: number): LedgerDocument {
  const pruned = prune(doc, now);
  const current = pruned.fullUntil ? ms(pruned.fullUntil) : 0;
  // No hold reaches past one window: the service's own limit frees a slot within the hour.
  return { ...pruned, fullUntil: iso(Math.min(now + WINDOW_MS, Math.max(current, until))), updatedAt: iso(now) };
}

/**
 * The runner's clock error against GitHub's, from a response's `Date` header
 * (whole seconds, so the middle of that second is taken) and the local time
 * the response arrived. Undefined when the header is absent or unreadable.
 */
export function serverOffset(dateHeader: string | undefined, localReceivedAt: number): number | undefined {
  if (!dateHeader) return undefined;
  const server = Date.parse(dateHeader);
  if (Number.isNaN(server)) return undefined;
  return server + 500 - localReceivedAt;
}

/**
 * A project id as one ref component: kept as it is when it is made of
 * letters, digits, `_` and `-` (as project ids are); otherwise those
 * characters are kept, the others become `_`, and a hash of the id is added
 * so that two ids never share a ledger.
 */
export function ledgerRefName(projectId: string): string {
  if (/^[A-Za-z0-9_-]{1,100}$/.test(projectId)) return `${LEDGER_REF_PREFIX}${projectId}`;
  const readable = projectId.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 60);
  const hash = createHash('sha256').update(projectId).digest('hex').slice(0, 10);
  return `${LEDGER_REF_PREFIX}${readable}-${hash}`;
}

/** `10m05s`-style wait for messages; minutes and hours for long ones. */
export function formatWait(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return `${hours}h${String(minutes).padStart(2, '0')}m`;
  if (minutes > 0) return `${minutes}m${String(seconds).padStart(2, '0')}s`;
  return `${seconds}s`;
}

/**
 * Reservations the ledger lets through in any minute: GitHub allows 80
 * content-creating requests a minute, and a job makes up to 7 (2 for the
 * ledger, the comment and its update, two reactions, the note on the agent's
 * pull request), plus a commit for each compare-and-swap race it loses in a
 * burst (about one a job). Ten jobs a minute make at most 80; twelve, the
 * pace before the note, came to 84 with slash-command jobs alone.
 */
export const PACE_PER_MINUTE = 10;
const MINUTE_MS = 60_000;

/**
 * When the next reservation may be written: `now`, unless PACE_PER_MINUTE
 * reservations were taken in the last minute; then when the oldest of them
 * is a minute old. A reservation's time is its entry's less the allowance.
 */
export function paceUntil(doc: LedgerDocument, now: number): number {
  const recent = doc.entries
    .map((entry) => ms(entry.at) - CREATE_ALLOWANCE_MS)
    .filter((taken) => taken > now - MINUTE_MS)
    .sort((a, b) => a - b);
  const oldest = recent[recent.length - PACE_PER_MINUTE];
  return oldest === undefined ? now : Math.max(now, oldest + MINUTE_MS);
}
