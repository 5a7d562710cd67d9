import { describe, expect, it } from 'vitest';
import {
  WINDOW_MS,
  emptyLedger,
  formatWait,
  isLive,
  iso,
  ledgerRefName,
  markFull,
  parseLedger,
  recordJob,
  releaseSlot,
  reserveSlot,
  serializeLedger,
  serverOffset,
  windowState,
  type LedgerDocument,
} from '../../src/budget/window.ts';

const T0 = Date.parse('2025-06-01T12:00:00.000Z');
const MIN = 60_000;

function entry(id: string, at: number, jobId: string | null = `job_${id}`) {
  return { id, at: iso(at), runId: '42', runAttempt: '1', jobId };
}

function ledgerWith(...times: number[]): LedgerDocument {
  return { ...emptyLedger('proj'), entries: times.map((t, i) => entry(String(i), t)) };
}

const base = { id: 'new', runId: '7', runAttempt: '1', jobId: null };

describe('the 60-minute window', () => {
  it('counts an entry until exactly 60 minutes have passed, and not at 60 minutes', () => {
    const e = entry('a', T0);
    expect(isLive(e, T0)).toBe(true);
    expect(isLive(e, T0 + WINDOW_MS - 1)).toBe(true);
    expect(isLive(e, T0 + WINDOW_MS)).toBe(false);
  });

  it('reports used, remaining and when the oldest entry expires', () => {
    const doc = ledgerWith(T0 + 10 * MIN, T0, T0 + 5 * MIN);
    const state = windowState(doc, 10, T0 + 20 * MIN);
    expect(state).toMatchObject({ limit: 10, used: 3, remaining: 7, oldestExpiresAt: T0 + WINDOW_MS, fullUntil: null });
    expect(state.nextSlotAt).toBe(T0 + 20 * MIN);
  });

  it('frees the next slot when the oldest entry leaves a full window', () => {
    const doc = ledgerWith(T0, T0 + MIN, T0 + 2 * MIN);
    const state = windowState(doc, 3, T0 + 30 * MIN);
    expect(state.remaining).toBe(0);
    expect(state.nextSlotAt).toBe(T0 + WINDOW_MS);
    // One millisecond before the hour the window is still full; at the hour a slot is free.
    expect(windowState(doc, 3, T0 + WINDOW_MS - 1).remaining).toBe(0);
    expect(windowState(doc, 3, T0 + WINDOW_MS).remaining).toBe(1);
  });

  it('waits for enough entries to leave when the limit was lowered below the count', () => {
    const doc = ledgerWith(T0, T0 + MIN, T0 + 2 * MIN, T0 + 3 * MIN);
    const state = windowState(doc, 2, T0 + 10 * MIN);
    expect(state.remaining).toBe(0);
    // Four used, limit two: the third-oldest must leave for a slot to free.
    expect(state.nextSlotAt).toBe(T0 + 2 * MIN + WINDOW_MS);
  });
});

describe('reserving, releasing and recording', () => {
  it('takes a slot, prunes expired entries, and refuses the slot past the limit', () => {
    const doc = ledgerWith(T0 - WINDOW_MS, T0 - 30 * MIN);
    const now = T0;
    const first = reserveSlot(doc, base, 2, now);
    expect(first.kind).toBe('reserved');
    if (first.kind !== 'reserved') return;
    expect(first.doc.entries.map((e) => e.id)).toEqual(['1', 'new']);
    expect(first.doc.entries[1]?.at).toBe(iso(now));
    expect(first.state).toMatchObject({ used: 2, remaining: 0 });
    const second = reserveSlot(first.doc, { ...base, id: 'other' }, 2, now + 1);
    expect(second).toMatchObject({ kind: 'full', state: { used: 2, nextSlotAt: T0 - 30 * MIN + WINDOW_MS } });
  });

  it('an entry already in the ledger (a write whose answer was lost) is held: no second slot, even in a full window', () => {
    const first = reserveSlot(ledgerWith(T0 - 30 * MIN), base, 2, T0);
    if (first.kind !== 'reserved') throw new Error('not reserved');
    expect(reserveSlot(first.doc, base, 2, T0 + 1)).toMatchObject({ kind: 'held', state: { used: 2 } });
    expect(reserveSlot(first.doc, base, 1, T0 + 1).kind).toBe('held');
  });

  it('releases only its own reservation, and writes nothing when it is gone', () => {
    const doc = ledgerWith(T0, T0 + 1);
    const released = releaseSlot(doc, '0', T0 + 2);
    expect(released?.entries.map((e) => e.id)).toEqual(['1']);
    expect(releaseSlot(doc, 'missing', T0 + 2)).toBeNull();
  });

  it('records the job id and moves the entry to the creation time, never earlier', () => {
    const doc = ledgerWith(T0);
    const recorded = recordJob({ ...doc, entries: [entry('r', T0, null)] }, 'r', 'job_9', T0 + 5000);
    expect(recorded?.entries[0]).toMatchObject({ id: 'r', jobId: 'job_9', at: iso(T0 + 5000) });
    expect(recordJob(doc, 'missing', 'job_9', T0)).toBeNull();
    // Recorded already (a write whose answer was lost went through): nothing to write.
    expect(recordJob(recorded!, 'r', 'job_9', T0 + 9000)).toBeNull();
  });

  it('holds the window full after a 429 until the hold ends, then frees it', () => {
    const doc = markFull(ledgerWith(T0), T0 + 5 * MIN, T0);
    const during = windowState(doc, 10, T0 + MIN);
    expect(during).toMatchObject({ used: 1, remaining: 0, nextSlotAt: T0 + 5 * MIN, fullUntil: T0 + 5 * MIN });
    expect(reserveSlot(doc, base, 10, T0 + MIN).kind).toBe('full');
    expect(windowState(doc, 10, T0 + 5 * MIN)).toMatchObject({ remaining: 9, fullUntil: null });
    // A shorter hold never shortens a longer one.
    expect(markFull(doc, T0 + 2 * MIN, T0 + MIN).fullUntil).toBe(iso(T0 + 5 * MIN));
  });
});

describe('clock skew: GitHub time from the Date header', () => {
  it('measures the runner clock against the Date header (middle of its second)', () => {
    const github = Date.parse('2025-06-01T12:00:00Z');
    const runner = github - 7 * MIN; // the runner is seven minutes slow
    const header = new Date(github).toUTCString();
    expect(serverOffset(header, runner)).toBe(7 * MIN + 500);
    expect(serverOffset(undefined, runner)).toBeUndefined();
    expect(serverOffset('not a date', runner)).toBeUndefined();
  });

  it('judges the window by GitHub time: a runner 10 minutes fast frees nothing early', () => {
    const doc = ledgerWith(T0, T0 + 20 * MIN);
    const github = T0 + 55 * MIN;
    const runner = github + 10 * MIN;
    const offset = serverOffset(new Date(github).toUTCString(), runner) ?? 0;
    const now = runner + offset;
    expect(Math.abs(now - github)).toBeLessThan(1000);
    // On the runner's own clock the first entry would have left; on GitHub's it has not.
    expect(windowState(doc, 2, runner).remaining).toBe(1);
    expect(windowState(doc, 2, now).remaining).toBe(0);
  });
});

describe('the document and its ref', () => {
  it('round-trips and refuses what is not a ledger', () => {
    const doc = markFull(ledgerWith(T0), T0 + MIN, T0);
    expect(parseLedger(serializeLedger(doc))).toEqual(doc);
    expect(parseLedger('{')).toBeUndefined();
    expect(parseLedger('{"version": 2, "entries": []}')).toBeUndefined();
  });

  it('names the ref after the project, hashing ids git would refuse', () => {
    expect(ledgerRefName('proj_AB-12')).toBe('refs/docs-agent/budget/proj_AB-12');
    const odd = ledgerRefName('proj/with space');
    expect(odd).toMatch(/^refs\/docs-agent\/budget\/proj_with_space-[0-9a-f]{10}$/);
    expect(ledgerRefName('proj/with_space')).not.toBe(odd);
    expect(ledgerRefName('..lock')).toMatch(/^refs\/docs-agent\/budget\/_lock-[0-9a-f]{10}$/);
  });

  it('formats waits', () => {
    expect(formatWait(0)).toBe('0s');
    expect(formatWait(59_001)).toBe('1m00s');
    expect(formatWait(61 * MIN)).toBe('1h01m');
  });
});
