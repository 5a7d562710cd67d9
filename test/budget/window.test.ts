import { describe, expect, it } from 'vitest';
import {
  CREATE_ALLOWANCE_MS,
  WINDOW_MS,
  budgetSection,
  liveEntries,
  markFull,
  releaseSlot,
  reserveSlot,
  restampSlot,
  windowState,
  type BudgetWindow,
} from '../../src/budget/window.ts';
import { formatWait } from '../../src/budget/messages.ts';
import { emptyLedger, iso, ledgerJsonInMessage, ledgerMessage, parseLedgerJson } from '../../src/ledger/document.ts';
import { readSection, withSection } from '../helpers/ledger.ts';
import { ServerClock } from '../../src/ledger/clock.ts';
import { ledgerRefName } from '../../src/ledger/ref.ts';

const T0 = Date.parse('2025-06-01T12:00:00.000Z');
const MIN = 60_000;

function entry(id: string, at: number) {
  return { id, at: iso(at), runId: '42', runAttempt: '1' };
}

function ledgerWith(...times: number[]): BudgetWindow {
  return { entries: times.map((t, i) => entry(String(i), t)), fullUntil: null };
}

const base = { id: 'new', runId: '7', runAttempt: '1' };

describe('the 60-minute window', () => {
  it('counts an entry until exactly 60 minutes have passed, and not at 60 minutes', () => {
    const e = entry('a', T0);
    const isLive = (at: number): boolean => liveEntries({ entries: [e], fullUntil: null }, at).length === 1;
    expect(isLive(T0)).toBe(true);
    expect(isLive(T0 + WINDOW_MS - 1)).toBe(true);
    expect(isLive(T0 + WINDOW_MS)).toBe(false);
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
    expect(first.window.entries.map((e) => e.id)).toEqual(['1', 'new']);
    // Stamped ahead by the creation allowance: the service counts the job from its creation, after the reservation.
    expect(first.window.entries[1]?.at).toBe(iso(now + CREATE_ALLOWANCE_MS));
    expect(first.state).toMatchObject({ used: 2, remaining: 0 });
    const second = reserveSlot(first.window, { ...base, id: 'other' }, 2, now + 1);
    expect(second).toMatchObject({ kind: 'full', state: { used: 2, nextSlotAt: T0 - 30 * MIN + WINDOW_MS } });
  });

  it('an entry already in the ledger (a write whose answer was lost) is held: no second slot, even in a full window', () => {
    const first = reserveSlot(ledgerWith(T0 - 30 * MIN), base, 2, T0);
    if (first.kind !== 'reserved') throw new Error('not reserved');
    expect(reserveSlot(first.window, base, 2, T0 + 1)).toMatchObject({ kind: 'held', state: { used: 2 } });
    expect(reserveSlot(first.window, base, 1, T0 + 1).kind).toBe('held');
  });

  it('releases only its own reservation, and writes nothing when it is gone', () => {
    const doc = ledgerWith(T0, T0 + 1);
    const released = releaseSlot(doc, '0', T0 + 2);
    expect(released?.entries.map((e) => e.id)).toEqual(['1']);
    expect(releaseSlot(doc, 'missing', T0 + 2)).toBeNull();
  });

  it('moves a reservation to a later creation time only, and writes nothing otherwise', () => {
    const doc = ledgerWith(T0);
    const moved = restampSlot(doc, '0', T0 + 5000, T0 + 5000);
    expect(moved?.entries[0]).toMatchObject({ id: '0', at: iso(T0 + 5000) });
    expect(restampSlot(doc, 'missing', T0 + 5000, T0)).toBeNull();
    // Counted from a later time already: never moved earlier, nothing to write.
    expect(restampSlot(moved!, '0', T0 + 1000, T0 + 9000)).toBeNull();
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

  it('never holds the window full for more than an hour, whatever Retry-After said', () => {
    expect(markFull(ledgerWith(T0), T0 + 100_000_000_000_000, T0).fullUntil).toBe(iso(T0 + WINDOW_MS));
  });
});

/** The offset a fresh `ServerClock` takes from one answer's `Date` header received at local time `receivedAt`. */
function serverOffset(header: string | undefined, receivedAt: number): number | undefined {
  const clock = new ServerClock();
  clock.note({ date: header }, receivedAt);
  return clock.known ? clock.offsetMs : undefined;
}

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
  it('round-trips through a commit message and refuses what is not a ledger', () => {
    const doc = withSection(emptyLedger('proj'), budgetSection, markFull(ledgerWith(T0), T0 + MIN, T0));
    const message = ledgerMessage('docs-agent budget: reserve a slot for run 1 (1/10)', doc);
    expect(message.split('\n')[0]).toBe('docs-agent budget: reserve a slot for run 1 (1/10)');
    const read = parseLedgerJson(ledgerJsonInMessage(message)!)!;
    expect(read).toEqual({ ...doc, version: 2 });
    expect(readSection(read, budgetSection, T0)).toEqual({ state: markFull(ledgerWith(T0), T0 + MIN, T0), repairs: [] });
    expect(ledgerJsonInMessage('Initial commit\n\nno ledger here')).toBeUndefined();
    expect(parseLedgerJson('{')).toBeUndefined();
    expect(parseLedgerJson('{"version": 2, "entries": []}')).toBeUndefined();
    expect(parseLedgerJson('{"version": 3, "project": "p", "entries": []}')).toBeUndefined();
    // Every release reads `entries` as a list: a document without one is not a ledger.
    expect(parseLedgerJson('{"version": 2, "project": "p"}')).toBeUndefined();
  });

  it('keeps an entry whose run number is not a number (hand-edited, another tool): the run number only orders the queue', () => {
    const doc = {
      ...emptyLedger('proj'),
      entries: [
        { ...entry('a', T0), run: 'seven' },
        { ...entry('b', T0), run: 7 },
      ],
    };
    const read = readSection(doc, budgetSection, T0);
    expect(read.state.entries.map((kept) => kept.id)).toEqual(['a', 'b']);
    expect(read.repairs).toEqual([]);
  });

  it('keeps fields it does not know, on the document and on entries (later versions add some)', () => {
    const text = JSON.stringify({
      version: 2,
      project: 'p',
      entries: [{ ...entry('a', T0), note: 'x' }],
      lastJob: { jobId: 'job_1', pr: 'https://github.com/acme/docs/pull/1' },
      pending: [{ jobId: 'job_2' }],
    });
    const doc = parseLedgerJson(text)!;
    const next = reserveSlot(readSection(doc, budgetSection, T0).state, base, 10, T0 + 1);
    if (next.kind !== 'reserved') throw new Error('not reserved');
    const round = parseLedgerJson(ledgerJsonInMessage(ledgerMessage('s', withSection(doc, budgetSection, next.window)))!)!;
    expect(round.lastJob).toEqual({ jobId: 'job_1', pr: 'https://github.com/acme/docs/pull/1' });
    expect(round.pending).toEqual([{ jobId: 'job_2' }]);
    expect(readSection(round, budgetSection, T0 + 2).state.entries[0]).toMatchObject({ id: 'a', note: 'x' });
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

describe('times from outside are bounded', () => {
  const read = (raw: Record<string, unknown>, anchor = T0) => {
    const { state, repairs } = budgetSection.read(parseLedgerJson(JSON.stringify(raw))!, { now: anchor, anchor });
    return { doc: state, repairs };
  };
  const valid = [entry('ok1', T0 - 10 * MIN), entry('ok2', T0 - 5 * MIN)];

  it('drops an entry with a garbage date and keeps the valid ones beside it', () => {
    const { doc, repairs } = read({ version: 2, project: 'p', entries: [valid[0], { ...entry('bad', T0), at: 'yesterday' }, valid[1]] });
    expect(doc.entries.map((e) => e.id)).toEqual(['ok1', 'ok2']);
    expect(repairs).toEqual([expect.stringContaining('dropped entry 2')]);
  });

  it('drops hand-written entries dated 9999, negative or before 2020, and entries that are not entries', () => {
    const entries = [
      { ...entry('far', 0), at: '9999-12-31T23:59:59.000Z' },
      { ...entry('neg', 0), at: '-000001-01-01T00:00:00.000Z' },
      entry('old', Date.parse('1999-01-01T00:00:00Z')),
      42,
      { id: 'no-run' },
      ...valid,
    ];
    const { doc, repairs } = read({ version: 1, project: 'p', entries });
    expect(doc.entries.map((e) => e.id)).toEqual(['ok1', 'ok2']);
    expect(repairs).toHaveLength(5);
    // A full window of valid entries stays full: nothing valid was lost.
    expect(windowState(doc, 2, T0).remaining).toBe(0);
  });

  it('counts an entry dated hours ahead as taken at most the creation allowance from the commit: it leaves within the hour', () => {
    const { doc, repairs } = read({ version: 2, project: 'p', entries: [entry('ahead', T0 + 5 * 60 * MIN)] });
    expect(doc.entries[0]?.at).toBe(iso(T0 + CREATE_ALLOWANCE_MS));
    expect(repairs).toEqual([expect.stringContaining('at most an hour')]);
    expect(windowState(doc, 1, T0 + WINDOW_MS + CREATE_ALLOWANCE_MS).remaining).toBe(1);
  });

  it('keeps a reservation stamped by this action (the allowance ahead) as it is', () => {
    const { doc, repairs } = read({ version: 2, project: 'p', entries: [entry('mine', T0 + CREATE_ALLOWANCE_MS)] });
    expect(doc.entries[0]?.at).toBe(iso(T0 + CREATE_ALLOWANCE_MS));
    expect(repairs).toEqual([]);
  });

  it('holds fullUntil from year 5195 to an hour after the commit, and drops one that is not a date', () => {
    const far = read({ version: 2, project: 'p', entries: valid, fullUntil: '5195-10-08T00:00:00.000Z' });
    expect(far.doc.fullUntil).toBe(iso(T0 + WINDOW_MS));
    expect(far.repairs).toEqual([expect.stringContaining('at most an hour')]);
    // Anchored to the commit, not to the reader's now: read again later, the hold still ends.
    expect(windowState(far.doc, 10, T0 + WINDOW_MS).fullUntil).toBeNull();
    const garbage = read({ version: 2, project: 'p', entries: valid, fullUntil: 'soon' });
    expect(garbage.doc.fullUntil).toBeNull();
    expect(garbage.doc.entries).toHaveLength(2);
    expect(read({ version: 2, project: 'p', entries: valid, fullUntil: 12 }).doc.fullUntil).toBeNull();
  });

  it('drops a second entry with the same id', () => {
    const { doc } = read({ version: 2, project: 'p', entries: [valid[0], valid[0], valid[1]] });
    expect(doc.entries.map((e) => e.id)).toEqual(['ok1', 'ok2']);
  });
});
