/**
 * The budget's section of the ledger: its window of reservations (`entries`)
 * and the hold a 429 from the service sets (`fullUntil`), read from the
 * document as untrusted, and the arithmetic of the sliding window over them,
 * with no I/O. Every time here is in milliseconds of GitHub's clock (see
 * ledger/clock.ts), never the runner's own.
 *
 * Times in the section come from outside (hand edits, other versions, a
 * service's `Retry-After`) and are bounded when read: an entry or a hold that
 * reaches further than a one-hour window makes sensible is clamped, with a
 * warning; an entry that is not an entry (bad date, year 9999, before 2020)
 * is dropped on its own, keeping every valid one.
 */
import * as z from 'zod/mini';
import { describeValue, iso } from '../ledger/document.js';
import type { Section } from '../ledger/section.js';

/** The service counts creations over the last 60 minutes (spec section 8). */
export const WINDOW_MS = 60 * 60 * 1000;
/**
 * A reservation counts from this long after it is taken: the job is created
 * within it (or the gate stamps the entry again, see `BudgetGate.recordJob`),
 * so the ledger never frees a slot before the service does.
 */
export const CREATE_ALLOWANCE_MS = 2 * 60 * 1000;
/** How long the ledger treats the window as full after a 429 that gave no `Retry-After`. */
export const DEFAULT_FULL_HOLD_MS = 60 * 1000;
/** Slack for clocks and the time between a write's `now` and its commit's date. */
const CLOCK_TOLERANCE_MS = 60 * 1000;
/** An entry dated further ahead than this (or before `EARLIEST`) is not a date this action wrote: dropped. */
const ABSURD_AHEAD_MS = 24 * 60 * 60 * 1000;
const EARLIEST = Date.parse('2020-01-01T00:00:00Z');

const isoTime = z.iso.datetime({ offset: true });

const LedgerEntrySchema = z.looseObject({
  /** Unique per reservation: `<run id>-<attempt>-<random>`; the key of the entry. */
  id: z.string().check(z.minLength(1)),
  /** When the service counts the job from, at the latest (ISO 8601, GitHub's clock). */
  at: isoTime,
  runId: z.string(),
  runAttempt: z.string(),
  /** `owner/repo` of the run: several repositories may share one ledger. */
  repository: z.optional(z.string()),
  workflow: z.optional(z.string()),
  /** Version 1 recorded the job id in a second write; version 2 does not. */
  jobId: z.optional(z.nullable(z.string())),
  /** The GitHub writes the run expects to make for its job, for the pace of the others (see pace.ts); absent before. */
  writes: z.optional(z.number()),
  /** The run's place in a queue of runs waiting for the pace (see pace.ts); absent before. */
  ticket: z.optional(z.number()),
  /**
   * The run's number within its workflow (`GITHUB_RUN_NUMBER`): the queue counts from them who is ahead (see pace.ts);
   * absent before. Any value is kept: pace.ts takes only a whole number, and an entry is not dropped for this field.
   */
  run: z.optional(z.unknown()),
});
type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

/** A new reservation's entry, before the ledger stamps its time. */
export interface NewEntry {
  id: string;
  runId: string;
  runAttempt: string;
  repository?: string;
  workflow?: string;
  writes?: number;
  ticket?: number;
  run?: number;
}

/** The budget's section: the reservations, and the service's 429 hold (null when none). */
export interface BudgetWindow {
  entries: LedgerEntry[];
  fullUntil: string | null;
}

/** The section in the ledger document: `entries` (which every release reads) and `fullUntil`. */
export const budgetSection: Section<BudgetWindow> = {
  name: 'the hourly budget',
  fields: ['entries', 'fullUntil'],
  read(doc, { anchor }) {
    const repairs: string[] = [];
    const raw = Array.isArray(doc.entries) ? (doc.entries as unknown[]) : [];
    return { state: { entries: boundedEntries(raw, anchor, repairs), fullUntil: boundedHold(doc.fullUntil, anchor, repairs) }, repairs };
  },
  write: (state) => ({ entries: state.entries, fullUntil: state.fullUntil }),
  warning: (repairs, { ref, commit }) =>
    `The budget ledger ${ref}${commit ? ` (commit ${commit})` : ''} held times out of bounds: ${repairs}.`,
};

function boundedEntries(raw: unknown[], anchor: number, repairs: string[]): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  const seen = new Set<string>();
  const latestEntry = anchor + CREATE_ALLOWANCE_MS;
  for (const [index, item] of raw.entries()) {
    const parsed = LedgerEntrySchema.safeParse(item);
    const at = parsed.success ? Date.parse(parsed.data.at) : Number.NaN;
    if (!parsed.success || Number.isNaN(at) || at < EARLIEST || at > anchor + ABSURD_AHEAD_MS) {
      repairs.push(`dropped entry ${index + 1} (${describeValue(item)}): not a valid entry`);
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
  return entries;
}

function boundedHold(value: unknown, anchor: number, repairs: string[]): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !isoTime.safeParse(value).success || Number.isNaN(Date.parse(value))) {
    repairs.push(`dropped fullUntil ${describeValue(value)}: not a date`);
    return null;
  }
  if (Date.parse(value) > anchor + WINDOW_MS) {
    repairs.push(`fullUntil ${value} held to ${iso(anchor + WINDOW_MS)} (at most an hour)`);
    return iso(anchor + WINDOW_MS);
  }
  return value;
}

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
  /** When each live entry was taken, oldest first (for the summary's picture of the window). */
  takenAt: number[];
}

const ms = (time: string): number => Date.parse(time);

/** An entry taken at `at` counts while `now < at + 60 min`: at exactly 60 minutes it is gone (as the service counts). */
function isLive(entry: Pick<LedgerEntry, 'at'>, now: number): boolean {
  return now < ms(entry.at) + WINDOW_MS;
}

/** Live entries, oldest first. */
export function liveEntries(window: BudgetWindow, now: number): LedgerEntry[] {
  return window.entries.filter((entry) => isLive(entry, now)).sort((a, b) => ms(a.at) - ms(b.at));
}

function holdUntil(window: BudgetWindow, now: number): number | null {
  if (!window.fullUntil) return null;
  const until = ms(window.fullUntil);
  return until > now ? until : null;
}

export function windowState(window: BudgetWindow, limit: number, now: number): WindowState {
  const live = liveEntries(window, now);
  const hold = holdUntil(window, now);
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
    takenAt: live.map((entry) => ms(entry.at)),
  };
}

/** Drops entries that have left the window and a hold that has ended. */
export function prune(window: BudgetWindow, now: number): BudgetWindow {
  return { entries: liveEntries(window, now), fullUntil: holdUntil(window, now) === null ? null : window.fullUntil };
}

export type ReserveOutcome =
  | { kind: 'reserved'; window: BudgetWindow; state: WindowState }
  | { kind: 'full'; state: WindowState }
  /** The entry is in the ledger already: a write whose answer was lost took effect. Nothing to write. */
  | { kind: 'held'; state: WindowState };

/**
 * Takes a slot for `entry` (its `at` is set to `now`) when one is free. When
 * the entry's id is in the ledger already (an earlier write of this very
 * reservation went through although its answer was lost), the slot is held:
 * it is not taken twice.
 */
export function reserveSlot(window: BudgetWindow, entry: NewEntry, limit: number, now: number): ReserveOutcome {
  if (window.entries.some((held) => held.id === entry.id)) return { kind: 'held', state: windowState(window, limit, now) };
  const before = windowState(window, limit, now);
  if (before.remaining <= 0) return { kind: 'full', state: before };
  const pruned = prune(window, now);
  // Counted from the latest time the service can count the job from (see CREATE_ALLOWANCE_MS).
  const next: BudgetWindow = { ...pruned, entries: [...pruned.entries, { ...entry, at: iso(now + CREATE_ALLOWANCE_MS) }] };
  return { kind: 'reserved', window: next, state: windowState(next, limit, now) };
}

/** Removes a reservation; null when it is not there (nothing to write). */
export function releaseSlot(window: BudgetWindow, id: string, now: number): BudgetWindow | null {
  if (!window.entries.some((entry) => entry.id === id)) return null;
  const pruned = prune(window, now);
  return { ...pruned, entries: pruned.entries.filter((entry) => entry.id !== id) };
}

/**
 * Moves a reservation's time to `at` when that is later: the job was created
 * after the time the reservation was stamped with (a slow or retried
 * creation), and the service counts it from then. Null when there is nothing
 * to write: the reservation is gone, or its time is late enough already.
 */
export function restampSlot(window: BudgetWindow, id: string, at: number, now: number): BudgetWindow | null {
  const entry = window.entries.find((held) => held.id === id);
  if (!entry || ms(entry.at) >= at) return null;
  const pruned = prune(window, now);
  return { ...pruned, entries: pruned.entries.map((held) => (held.id === id ? { ...held, at: iso(at) } : held)) };
}

/** Tells the ledger that the service refused a job with 429: full until `until`. */
export function markFull(window: BudgetWindow, until: number, now: number): BudgetWindow {
  const pruned = prune(window, now);
  const current = pruned.fullUntil ? ms(pruned.fullUntil) : 0;
  // No hold reaches past one window: the service's own limit frees a slot within the hour.
  return { ...pruned, fullUntil: iso(Math.min(now + WINDOW_MS, Math.max(current, until))) };
}
