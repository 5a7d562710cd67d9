/**
 * The assistant's monthly count as a ledger section: its field
 * (`assistantMonth`), a counter per key fingerprint (never the key), and the
 * pure reducers the store runs in its compare-and-swap: count a message, give
 * one back, hold the count as full after a 429. A counter of an earlier
 * month reads as a fresh one. The glue a mode calls is assistant-month.ts.
 */
import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { iso, type LedgerDocument } from '../ledger/document.js';
import type { Section } from '../ledger/section.js';

export const ASSISTANT_MONTH_FIELD = 'assistantMonth';
/** Reservation ids kept per counter: a write whose answer was lost is recognised, never counted twice. */
const RECENT_IDS = 50;
/** How long a 429 without `Retry-After` holds the count as full. */
export const DEFAULT_HOLD_MS = 60_000;

/** A change of the document: the new document (null: nothing to write), what the caller learns, the commit's subject. */
export interface Mutation<T> {
  write: LedgerDocument | null;
  result: T;
  message?: string;
}

/** The section as the store sees it: the `assistantMonth` field, its counters read one by one by `readCounter`. */
export const monthSection: Section<Record<string, unknown>> = {
  name: "the assistant's monthly count",
  fields: [ASSISTANT_MONTH_FIELD],
  read: (doc) => ({ state: section(doc), repairs: [] }),
  write: (state) => ({ [ASSISTANT_MONTH_FIELD]: state }),
};

const CounterSchema = z.looseObject({
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  used: z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)),
  fullUntil: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
  recent: z.optional(z.array(z.string().check(z.maxLength(200)))),
});

/** One key's count for one month. */
export interface MonthCounter {
  /** `YYYY-MM`, UTC. */
  month: string;
  used: number;
  /** Set by a 429: the count is full until then. */
  fullUntil: string | null;
  /** The latest reservation ids, newest last. */
  recent: string[];
}

/** What the count looks like at one moment. */
export interface MonthState {
  month: string;
  limit: number;
  used: number;
  remaining: number;
  /** When a message may be sent again: now, the end of a 429's hold, or the next month. */
  nextSlotAt: number;
  /** The end of a 429's hold in force, else null. */
  fullUntil: number | null;
}

/** The fingerprint a key is counted under: 16 hex digits of its SHA-256, which do not give the key away. */
export function keyFingerprint(key: string): string {
  return createHash('sha256').update(`docs-agent assistant key\0${key.trim()}`).digest('hex').slice(0, 16);
}

/** `YYYY-MM` of a time, UTC. */
export function monthOf(time: number): string {
  return new Date(time).toISOString().slice(0, 7);
}

/** The first moment of the month after the one `time` is in, UTC. */
export function nextMonthStart(time: number): number {
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

export function section(doc: LedgerDocument): Record<string, unknown> {
  const raw = doc[ASSISTANT_MONTH_FIELD];
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
}

/**
 * This month's counter for `fingerprint`: a counter of an earlier month, or
 * one that is not a counter (hand edits), reads as a fresh one; a hold that
 * has ended is gone, and one reaching past the month ends with it.
 */
export function readCounter(doc: LedgerDocument, fingerprint: string, now: number): MonthCounter {
  const month = monthOf(now);
  const parsed = CounterSchema.safeParse(section(doc)[fingerprint]);
  if (!parsed.success || parsed.data.month !== month) return { month, used: 0, fullUntil: null, recent: [] };
  const until = parsed.data.fullUntil ? Math.min(Date.parse(parsed.data.fullUntil), nextMonthStart(now)) : Number.NaN;
  return {
    month,
    used: parsed.data.used,
    fullUntil: until > now ? iso(until) : null,
    recent: (parsed.data.recent ?? []).slice(-RECENT_IDS),
  };
}

export function monthState(counter: MonthCounter, limit: number, now: number): MonthState {
  const hold = counter.fullUntil ? Date.parse(counter.fullUntil) : null;
  const remaining = hold === null ? Math.max(0, limit - counter.used) : 0;
  const nextSlotAt = hold !== null && counter.used < limit ? hold : remaining > 0 ? now : nextMonthStart(now);
  return { month: counter.month, limit, used: counter.used, remaining, nextSlotAt, fullUntil: hold };
}

/** The document with `fingerprint`'s counter replaced; every other field and counter kept as it is. */
function withCounter(doc: LedgerDocument, fingerprint: string, counter: MonthCounter, now: number): LedgerDocument {
  return { ...doc, [ASSISTANT_MONTH_FIELD]: { ...section(doc), [fingerprint]: counter }, updatedAt: iso(now) };
}

/** What a reservation attempt found; `held`: the id was counted already (a write whose answer was lost went through). */
export interface MonthReservation {
  kind: 'reserved' | 'held' | 'full';
  state: MonthState;
}

/** Counts one message for `id` when the month has room; nothing is written when it is full or already counted. */
export function reserveMessage(
  doc: LedgerDocument,
  fingerprint: string,
  id: string,
  limit: number,
  now: number,
): Mutation<MonthReservation> {
  const counter = readCounter(doc, fingerprint, now);
  if (counter.recent.includes(id)) return { write: null, result: { kind: 'held', state: monthState(counter, limit, now) } };
  const before = monthState(counter, limit, now);
  if (before.remaining <= 0) return { write: null, result: { kind: 'full', state: before } };
  const next: MonthCounter = { ...counter, used: counter.used + 1, recent: [...counter.recent, id].slice(-RECENT_IDS) };
  return {
    write: withCounter(doc, fingerprint, next, now),
    result: { kind: 'reserved', state: monthState(next, limit, now) },
    message: `docs-agent budget: count an assistant message (${String(next.used)}/${String(limit)} in ${next.month})`,
  };
}

/** Gives a message's count back (the service surely did not count it); null when it is not there. */
export function releaseMessage(doc: LedgerDocument, fingerprint: string, id: string, now: number): LedgerDocument | null {
  const counter = readCounter(doc, fingerprint, now);
  if (!counter.recent.includes(id)) return null;
  const next = { ...counter, used: Math.max(0, counter.used - 1), recent: counter.recent.filter((held) => held !== id) };
  return withCounter(doc, fingerprint, next, now);
}

/** The service answered 429: the count is full until `until` (at most the month's end, when it starts afresh). */
export function holdFull(doc: LedgerDocument, fingerprint: string, until: number, now: number): LedgerDocument {
  const counter = readCounter(doc, fingerprint, now);
  const current = counter.fullUntil ? Date.parse(counter.fullUntil) : 0;
  const end = Math.min(nextMonthStart(now), Math.max(current, until));
  return withCounter(doc, fingerprint, { ...counter, fullUntil: iso(end) }, now);
}

/** How a reservation ended: counted, not kept (no ledger), or the month (or a 429's hold) is full. */
