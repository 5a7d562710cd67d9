/**
 * The queue's section and its pure reducers (budget/queue.ts): first in,
 * first out, places and expected starts, claims with their slots, expiry,
 * settling (started, put back, removed), and malformed entries dropped with
 * a warning through the ledger store.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { iso, type LedgerDocument } from '../../src/ledger/document.ts';
import {
  claimQueued,
  enqueue,
  expectedStart,
  placeOf,
  queueLedger,
  restampPlaces,
  settleQueued,
  type QueuedRequest,
} from '../../src/budget/queue.ts';
import { CREATE_ALLOWANCE_MS, type BudgetWindow } from '../../src/budget/window.ts';
import type { PendingRecord } from '../../src/hand-off/pending.ts';
import { readSection, useLedgerStandIn } from '../helpers/ledger.ts';
import * as ledgers from '../helpers/ledger.ts';

/** The queue holds at most 100 requests; a claim on one holds for ten minutes. */
const MAX_QUEUED = 100;
const QUEUE_CLAIM_MS = 10 * 60 * 1000;
type QueueLedger = Parameters<typeof settleQueued>[0];
/** The hourly budget's slot a queued request takes when it starts. */
const slotId = (entry: Pick<QueuedRequest, 'id'>): string => `queued-${entry.id}`;
/** The queue as read from a document whose `queued` field is `raw`. */
const readQueue = (raw: unknown, now: number) => ledgers.readQueue({ queued: raw } as unknown as LedgerDocument, now);
import { startRunTime } from '../helpers/fake-time.ts';
import { now } from '../../src/util/clock.ts';
import { BudgetGate } from '../../src/budget/gate.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const HOUR = 60 * 60 * 1000;

function entry(n: number, fields: Partial<QueuedRequest> = {}): QueuedRequest {
  return {
    id: `run${n}-1-abcd`,
    project: 'proj',
    queuedAt: iso(NOW - 1000 * (10 - n)),
    expiresAt: iso(NOW + 24 * HOUR),
    prompt: `request ${n}`,
    repository: 'acme/docs',
    issueNumber: n,
    isPullRequest: false,
    commentId: 1000 + n,
    run: { id: `run${n}`, attempt: 1, workflowJob: 'docs' },
    origin: { kind: 'label', actor: 'octocat', label: 'docs-agent' },
    place: n,
    ...fields,
  };
}

/** A window with `used` entries taken `ageMs` ago, a second apart (oldest first). */
function window(used: number, ageMs: number): BudgetWindow {
  return {
    entries: Array.from({ length: used }, (_, i) => ({ id: `e${i}`, at: iso(NOW - ageMs + i * 1000), runId: `r${i}`, runAttempt: '1' })),
    fullUntil: null,
  };
}

const state = (
  queue: QueuedRequest[],
  budget: BudgetWindow = { entries: [], fullUntil: null },
  pending: PendingRecord[] = [],
): QueueLedger => ({
  window: budget,
  queue,
  pending,
});

describe('the queue: first in, first out', () => {
  it('adds at the end of the line, with its place and the slot that frees for it', () => {
    // 3 of 3 used: the oldest frees in 10 minutes, the next a second later.
    const full = window(3, 50 * 60_000);
    const first = enqueue(state([], full), entry(1), 3, NOW);
    expect(first.result).toMatchObject({ kind: 'queued', place: 1, startsAt: NOW + 10 * 60_000, waiting: 1 });
    const second = enqueue(first.state!, entry(2), 3, NOW);
    expect(second.result).toMatchObject({ kind: 'queued', place: 2, startsAt: NOW + 10 * 60_000 + 1000, waiting: 2 });
    expect(second.state!.queue.map((q) => q.id)).toEqual(['run1-1-abcd', 'run2-1-abcd']);
    // The queue is not in the hourly cap.
    expect(second.state!.window).toEqual(full);
  });

  it('a request for the same comment keeps its place: nothing is written (a re-run, a write that went through)', () => {
    const current = state([entry(1), entry(2)]);
    const again = enqueue(current, entry(2, { id: 'run2-2-ffff' }), 3, NOW);
    expect(again.state).toBeNull();
    expect(again.result).toMatchObject({ kind: 'queued', place: 2, entry: { id: 'run2-1-abcd' } });
  });

  it('a full queue takes no more', () => {
    const many = Array.from({ length: MAX_QUEUED }, (_, i) => entry(i + 1));
    expect(enqueue(state(many), entry(MAX_QUEUED + 1), 3, NOW)).toEqual({ state: null, result: { kind: 'full' } });
  });

  it('places count only the requests still waiting; claimed ones are starting', () => {
    const claimed = entry(1, { claim: { by: 'other', until: iso(NOW + 60_000) } });
    expect(placeOf([claimed, entry(2), entry(3)], 'run3-1-abcd', NOW)).toBe(2);
    expect(placeOf([claimed, entry(2)], 'run1-1-abcd', NOW)).toBeUndefined();
  });

  it('expected start: now while slots are free; beyond what the window frees, an hour; never before a 429 hold', () => {
    expect(expectedStart(window(1, 10 * 60_000), 3, 2, NOW)).toBe(NOW);
    // 2 of 3 used: the first place takes the free slot, the second waits for the oldest entry.
    expect(expectedStart(window(2, 30 * 60_000), 3, 2, NOW)).toBe(NOW + 30 * 60_000);
    expect(expectedStart(window(3, 30 * 60_000), 3, 5, NOW)).toBe(NOW + HOUR);
    const held = { ...window(0, 0), fullUntil: iso(NOW + 5 * 60_000) };
    expect(expectedStart(held, 3, 1, NOW)).toBe(NOW + 5 * 60_000);
  });
});

describe('claims: each queued request started once', () => {
  it('claims first in, first out while slots are free, each with its slot, in one change', () => {
    const current = state([entry(1), entry(2), entry(3)], window(1, 10 * 60_000));
    const claim = claimQueued(current, 3, 'report-a', NOW);
    expect(claim.result.claimed.map((q) => q.id)).toEqual(['run1-1-abcd', 'run2-1-abcd']);
    expect(claim.result.left).toBe(1);
    const next = claim.state!;
    expect(next.queue.map((q) => q.claim?.by)).toEqual(['report-a', 'report-a', undefined]);
    expect(next.queue[0]!.claim!.until).toBe(iso(NOW + QUEUE_CLAIM_MS));
    expect(next.window.entries.map((e) => e.id)).toEqual(['e0', slotId(entry(1)), slotId(entry(2))]);
    expect(next.window.entries[1]!.at).toBe(iso(NOW + CREATE_ALLOWANCE_MS));
  });

  it('a second run at the same moment finds them claimed and the window full: it starts nothing', () => {
    const first = claimQueued(state([entry(1), entry(2)]), 2, 'report-a', NOW).state!;
    const second = claimQueued(first, 2, 'report-b', NOW + 10);
    expect(second.state).toBeNull();
    expect(second.result).toEqual({ claimed: [], dropped: [], left: 0, moved: [] });
  });

  it("the claimant's own claims are returned again without a write (a write whose answer was lost)", () => {
    const first = claimQueued(state([entry(1)]), 2, 'report-a', NOW).state!;
    const again = claimQueued(first, 2, 'report-a', NOW + 10);
    expect(again.state).toBeNull();
    expect(again.result.claimed.map((q) => q.id)).toEqual(['run1-1-abcd']);
  });

  it('a full window claims nothing; a 429 hold too', () => {
    expect(claimQueued(state([entry(1)], window(3, 10 * 60_000)), 3, 'a', NOW)).toEqual({
      state: null,
      result: { claimed: [], dropped: [], left: 1, moved: [] },
    });
    const held = { entries: [], fullUntil: iso(NOW + 60_000) };
    expect(claimQueued(state([entry(1)], held), 3, 'a', NOW).result.claimed).toEqual([]);
  });

  it('drops a request past its bound, and a claim whose outcome is unknown once it expired: never started again', () => {
    const expired = entry(1, { expiresAt: iso(NOW - 1) });
    const lost = entry(2, { claim: { by: 'dead-run', until: iso(NOW - 1) } });
    const claim = claimQueued(state([expired, lost, entry(3)]), 3, 'report-a', NOW);
    expect(claim.result.dropped.map((d) => [d.entry.id, d.reason])).toEqual([
      ['run1-1-abcd', 'timeout'],
      ['run2-1-abcd', 'unknown'],
    ]);
    expect(claim.result.claimed.map((q) => q.id)).toEqual(['run3-1-abcd']);
    expect(claim.state!.queue.map((q) => q.id)).toEqual(['run3-1-abcd']);
  });
});

describe('settling what the claims came to', () => {
  const record = (n: number): PendingRecord => ({
    jobId: `job_${n}`,
    project: 'proj',
    repository: 'acme/docs',
    issueNumber: n,
    isPullRequest: false,
    commentId: 1000 + n,
    run: { id: `run${n}`, attempt: 1, workflowJob: 'docs' },
    origin: { kind: 'label', actor: 'octocat', label: 'docs-agent' },
    handedOffAt: iso(NOW),
  });

  it('started ones become pending records; a sure failure goes back to the front with its slot given back; removed ones leave', () => {
    const claimed = claimQueued(state([entry(1), entry(2), entry(3), entry(4)]), 3, 'a', NOW).state!;
    const settled = settleQueued(
      claimed,
      'a',
      [
        { kind: 'started', id: 'run1-1-abcd', record: record(1) },
        { kind: 'back', id: 'run2-1-abcd', fullUntil: NOW + 60_000 },
        { kind: 'removed', id: 'run3-1-abcd' },
      ],
      NOW,
    )!;
    expect(settled.pending.map((r) => r.jobId)).toEqual(['job_1']);
    expect(settled.queue.map((q) => [q.id, q.claim])).toEqual([
      ['run2-1-abcd', undefined],
      ['run4-1-abcd', undefined],
    ]);
    expect(settled.window.entries.map((e) => e.id)).toEqual([slotId(entry(1))]);
    expect(settled.window.fullUntil).toBe(iso(NOW + 60_000));
    // Written once: the same settle again changes nothing.
    expect(settleQueued(settled, 'a', [{ kind: 'started', id: 'run1-1-abcd', record: record(1) }], NOW)).toBeNull();
  });

  it("an entry with no outcome (no answer from the service) stays claimed; another run's claim is not settled", () => {
    const claimed = claimQueued(state([entry(1)]), 3, 'a', NOW).state!;
    expect(settleQueued(claimed, 'b', [{ kind: 'back', id: 'run1-1-abcd' }], NOW)).toBeNull();
    expect(settleQueued(claimed, 'a', [], NOW)).toBeNull();
  });
});

describe('places follow the line', () => {
  it('a queued request keeps the place its comment says', () => {
    const first = enqueue(
      state([entry(1, { claim: { by: 'other', until: iso(NOW + 60_000) } }), entry(2)]),
      entry(3, { place: undefined }),
      3,
      NOW,
    );
    expect(first.state!.queue[2]!.place).toBe(2);
  });

  it('a claim moves those behind up, once each; a claim that moves nobody stamps nothing', () => {
    // 1 of 3 used: entries 1 and 2 are claimed, 3 and 4 move up to places 1 and 2.
    const claim = claimQueued(state([entry(1), entry(2), entry(3), entry(4)], window(1, 10 * 60_000)), 3, 'a', NOW);
    expect(claim.result.moved.map((m) => [m.entry.id, m.from, m.place])).toEqual([
      ['run3-1-abcd', 3, 1],
      ['run4-1-abcd', 4, 2],
    ]);
    expect(claim.state!.queue.map((q) => q.place)).toEqual([1, 2, 1, 2]);
    // The window is full now: a second run claims nothing, and nothing moved: nothing is written.
    expect(claimQueued(claim.state!, 3, 'b', NOW + 10)).toMatchObject({ state: null, result: { moved: [] } });
  });

  it('a request dropped for its bound moves those behind up in the same write', () => {
    const full = window(3, 10 * 60_000);
    const claim = claimQueued(state([entry(1, { expiresAt: iso(NOW - 1) }), entry(2), entry(3)], full), 3, 'a', NOW);
    expect(claim.result.claimed).toEqual([]);
    expect(claim.result.moved.map((m) => [m.from, m.place])).toEqual([
      [2, 1],
      [3, 2],
    ]);
    expect(claim.state!.queue.map((q) => [q.id, q.place])).toEqual([
      ['run2-1-abcd', 1],
      ['run3-1-abcd', 2],
    ]);
  });

  it('one put back in line moves the others down again; in line already, nobody moves', () => {
    const claimed = claimQueued(state([entry(1), entry(2)], window(2, 10 * 60_000)), 3, 'a', NOW).state!;
    expect(claimed.queue.map((q) => q.place)).toEqual([1, 1]);
    const back = settleQueued(claimed, 'a', [{ kind: 'back', id: 'run1-1-abcd' }], NOW)!;
    const stamped = restampPlaces(back.queue, NOW);
    expect(stamped.moved.map((m) => [m.entry.id, m.from, m.place])).toEqual([['run2-1-abcd', 1, 2]]);
    expect(restampPlaces(stamped.queue, NOW).moved).toEqual([]);
  });
});

describe('reading the queue as untrusted', () => {
  it('drops what is not an entry, a duplicate, and bounds times from the future', () => {
    const read = readQueue(
      [
        entry(1),
        { ...entry(2), commentId: -4 },
        'nonsense',
        entry(1),
        entry(3, { queuedAt: iso(NOW + 10 * HOUR), expiresAt: iso(NOW + 1000 * HOUR), claim: { by: 'x', until: iso(NOW + 99 * HOUR) } }),
        { ...entry(4), prompt: 'x'.repeat(20_001) },
      ],
      NOW,
    );
    expect(read.entries.map((q) => q.id)).toEqual(['run1-1-abcd', 'run3-1-abcd']);
    expect(read.repairs).toEqual([
      'dropped queued request 2: not a valid entry',
      'dropped queued request 3: not a valid entry',
      'dropped queued request 4: run1-1-abcd is listed twice',
      'dropped queued request 6: not a valid entry',
    ]);
    const bounded = read.entries[1]!;
    expect(bounded.queuedAt).toBe(iso(NOW));
    expect(bounded.expiresAt).toBe(iso(NOW + 7 * 24 * HOUR));
    expect(bounded.claim!.until).toBe(iso(NOW + QUEUE_CLAIM_MS));
    expect(readQueue({ not: 'a list' }, NOW)).toEqual({ entries: [], repairs: ["dropped 'queued': not a list"] });
  });

  it('the section keeps the other fields of the document and the fields an entry does not know', () => {
    const doc: LedgerDocument = {
      version: 2,
      project: 'proj',
      entries: [],
      fullUntil: null,
      openPr: { keep: true },
      queued: [{ ...entry(1), later: 1 }],
    };
    const read = readSection(doc, queueLedger, NOW);
    expect(read.state.queue[0]).toMatchObject({ later: 1 });
    expect(Object.keys(queueLedger.write(read.state)).sort()).toEqual(['entries', 'fullUntil', 'pending', 'queued']);
  });
});

describe('the queue through the ledger store', () => {
  const stand = useLedgerStandIn();

  it('a malformed entry is dropped with one warning; a racing claim by two runs starts each entry once', async () => {
    const seed = stand.ledger();
    await seed.update(queueLedger, (current) => ({ state: { ...current.state, queue: [entry(1), entry(2)] }, result: undefined }), {
      maxAttempts: 5,
    });
    // A hand edit: a third entry that is not one.
    await seed.update(
      { ...queueLedger, write: (s: QueueLedger) => ({ ...queueLedger.write(s), queued: [...s.queue, { id: 'forged' }] }) },
      (current) => ({ state: current.state, result: undefined }),
      { maxAttempts: 5 },
    );
    const [a, b] = [stand.ledger(), stand.ledger()];
    const claim = (store: typeof a, claimant: string) =>
      store.update(queueLedger, (current, now) => claimQueued(current.state, 5, claimant, now), { maxAttempts: 50 });
    const [ra, rb] = await Promise.all([claim(a, 'a'), claim(b, 'b')]);
    const ids = [...ra.result.claimed, ...rb.result.claimed].map((q) => q.id).sort();
    expect(ids).toEqual(['run1-1-abcd', 'run2-1-abcd']);
    expect(stand.warnings.filter((w) => w.includes('dropped queued request 3: not a valid entry'))).not.toHaveLength(0);
    expect(stand.warnings.every((w) => w.startsWith('The queue in acme/docs refs/docs-agent/budget/proj:'))).toBe(true);
    expect(
      stand
        .stored()
        ?.entries.map((e) => e.id)
        .sort(),
    ).toEqual([slotId(entry(1)), slotId(entry(2))]);
  });
});

describe('an agent run starts the queue before its own reservation (the gate)', () => {
  const stand = useLedgerStandIn();
  afterEach(() => {
    vi.useRealTimers();
  });
  const settings = (policy: 'queue' | 'fail') =>
    ({ projectId: 'proj', budgetPerHour: 2, onBudgetExhausted: policy, trigger: { githubToken: 'x' } }) as const;
  const context = { repository: 'acme/docs', runId: '77', runAttempt: '1', workflow: 'Docs' };

  async function seed(queue: QueuedRequest[], budget: BudgetWindow): Promise<void> {
    await stand
      .ledger()
      .update(queueLedger, (current) => ({ state: { ...current.state, queue, window: budget, pending: [] }, result: undefined }), {
        maxAttempts: 5,
      });
  }

  function gate(policy: 'queue' | 'fail', startQueued: () => Promise<void>) {
    const log = { info: () => undefined, warning: () => undefined };
    const runtime = { log, random: () => 0.5, startQueued };
    return new BudgetGate(settings(policy), context, runtime, stand.ledger());
  }

  it('with requests queued, starts them first (once), then reserves; the window they fill is full for this run', async () => {
    const live = Date.now();
    await seed([entry(1, { queuedAt: iso(live), expiresAt: iso(live + HOUR) })], { entries: [], fullUntil: null });
    const calls: string[] = [];
    // What starting the queue does to the window: the queued request takes a slot (here both).
    const startQueued = async (): Promise<void> => {
      calls.push('start the queue');
      const taken = window(0, 0);
      taken.entries = [0, 1].map((i) => ({ id: `queued-${i}`, at: iso(Date.now()), runId: 'q', runAttempt: '1' }));
      await seed([], taken);
    };
    const result = await gate('fail', startQueued).reserve();
    expect(calls).toEqual(['start the queue']);
    expect(result).toMatchObject({ kind: 'exhausted', policy: 'fail' });
  });

  it("starts the queue at this run's turn of the pace, and counts the writes that made in its own entry", async () => {
    const live = Date.now();
    // A reservation taken a moment ago whose share (20 writes: 20 s at 60 a minute) runs past this run's own.
    const busy: BudgetWindow = {
      entries: [{ id: 'other', at: iso(live + CREATE_ALLOWANCE_MS), runId: 'o', runAttempt: '1', writes: 20, ticket: 0.1 }],
      fullUntil: null,
    };
    await seed([entry(1, { queuedAt: iso(live), expiresAt: iso(live + HOUR) })], busy);
    // The run's clock on fake timers (GitHub's answers real): the pace's wait passes at once and moves it.
    startRunTime(Date.now());
    const started = now();
    const store = stand.ledger();
    const sleptBeforeStart: number[] = [];
    // Starting the queue writes twice through the run's client (here: the queue emptied, one commit and its ref update).
    const startQueued = async (): Promise<void> => {
      sleptBeforeStart.push(now() - started);
      await store.update(queueLedger, (current) => ({ state: { ...current.state, queue: [] }, result: undefined }), { maxAttempts: 5 });
    };
    const log = { info: () => undefined, warning: () => undefined };
    const runtime = { log, random: () => 0.5, startQueued, jobWrites: 5 };
    const result = await new BudgetGate({ ...settings('fail'), budgetPerHour: 5 }, context, runtime, store).reserve();
    expect(result).toMatchObject({ kind: 'reserved' });
    // Once, after the pace's wait of seconds (before: at once, ahead of the runs at the pace).
    expect(sleptBeforeStart).toHaveLength(1);
    expect(sleptBeforeStart[0]).toBeGreaterThan(1000);
    // Its entry stands for its job's 5 writes and the queue's 2, so the other runs' pace leaves room for them.
    expect(stand.stored()?.entries.find((e) => e.runId === '77')).toMatchObject({ writes: 7 });
  });

  it('with no queue, never calls it: the peek is the read the reservation makes anyway', async () => {
    await seed([], { entries: [], fullUntil: null });
    const calls: string[] = [];
    const result = await gate('queue', () => {
      calls.push('start the queue');
      return Promise.resolve();
    }).reserve();
    expect(calls).toEqual([]);
    expect(result).toMatchObject({ kind: 'reserved', remaining: 1 });
  });
});
