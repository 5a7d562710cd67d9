/**
 * A ledger that does not exist yet is created once. Runs that find no ref
 * learn the tree of its first commit from reads (git's empty tree, else the
 * note's one-file tree), wait their part of an election and look again: the
 * first to wake makes the tree when the repository has none of ours (once),
 * the commit and the ref's creation; the others see the ref in their look,
 * a read, and write on top of it. Against the git database stand-in, which
 * refuses the empty tree here (as the measurement in issue 30 met it), with
 * runs whose election pauses are their tickets' parts of the spread.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetSection, type BudgetWindow } from '../../src/budget/window.ts';
import { createGitHubClient } from '../../src/github/client.ts';
import { iso } from '../../src/ledger/document.ts';
import { LedgerStore } from '../../src/ledger/store.ts';
import { now } from '../../src/util/clock.ts';
import { AbortedError } from '../../src/util/errors.ts';
import { DeadlineError } from '../../src/util/deadline.ts';
import { deadlineIn } from '../helpers/deadline.ts';
import { DEFAULT_GITHUB_TOKEN, GitDatabaseStandIn } from '../../tools/stand-ins/git-database.ts';
import { NOTE_TREE, storedLedger } from '../helpers/ledger.ts';

const RUNS = 10;
/** The election's spread: each run's pause is its ticket's part of it (the action's 5 s). */
const SPREAD_MS = 5000;

describe('a cold ledger', () => {
  const git = new GitDatabaseStandIn({ repositories: ['acme/docs'], latencyMs: 2, emptyTree: false });
  let url = '';
  beforeAll(async () => {
    url = await git.start();
  });
  afterAll(async () => {
    await git.stop();
  });

  it('raced by ten runs: one tree, one commit, one ref creation; the others learn it from a read', async () => {
    const client = () => createGitHubClient({ token: DEFAULT_GITHUB_TOKEN, baseUrl: url, writesPerMinute: 60_000 });
    const extra: number[] = [];
    const wasted: number[] = [];
    // Started together, in an order that is not their tickets' (the last to start has the lowest ticket).
    const runs = Array.from({ length: RUNS }, (_, i) => {
      const ticket = (RUNS - 1 - i) / RUNS;
      const store = new LedgerStore({ client: client(), repository: 'acme/docs', projectId: 'proj' });
      // Each run writes only to a ledger that has no entry yet: what is tested is who creates it, not the turns after.
      return store.update(
        budgetSection,
        (current: { state: BudgetWindow }, now) =>
          current.state.entries.length > 0
            ? { state: null, result: i }
            : { state: { ...current.state, entries: [{ id: `run-${i}`, at: iso(now), runId: String(i), runAttempt: '1' }] }, result: i },
        {
          maxAttempts: 5,
          coldPauseMs: Math.round(ticket * SPREAD_MS),
          onExtraWrites: (n) => extra.push(n),
          onWasted: (n) => wasted.push(n),
        },
      );
    });
    const outcomes = await Promise.all(runs);
    const writes = git.requests.filter((r) => r.method !== 'GET');
    const count = (method: string, path: RegExp) => writes.filter((r) => r.method === method && path.test(r.path)).length;
    // One run made the tree (the repository had neither the empty tree nor the note's) and created the ref.
    expect(count('POST', /\/git\/trees$/)).toBe(1);
    expect(count('POST', /\/git\/refs$/)).toBe(1);
    expect(extra).toEqual([1]);
    // One first commit, one ref creation: no other run wrote a tree, a commit or a ref for nothing.
    expect(count('POST', /\/git\/commits$/)).toBe(1);
    expect(writes).toHaveLength(3);
    expect(writes.every((r) => r.status < 300)).toBe(true);
    expect(wasted).toEqual([]);
    expect(outcomes.filter((o) => o.coldLost)).toHaveLength(RUNS - 1);
    // The others learned the tree from a read: every commit is on the note's tree.
    const ledger = storedLedger(git, 'acme/docs', 'refs/docs-agent/budget/proj', Date.now());
    // The run with the lowest ticket (the last to start) created it.
    expect(ledger?.entries.map((e) => e.id)).toEqual([`run-${RUNS - 1}`]);
    expect(outcomes.filter((o) => o.written).map((o) => o.result)).toEqual([RUNS - 1]);
    expect(git.requests.filter((r) => r.method === 'GET' && r.path.endsWith(`/git/trees/${NOTE_TREE}`)).length).toBeGreaterThan(0);
  });

  it("a run that lost the election writes after its own first pause (its ticket's), not a random moment of a few answers", async () => {
    const fresh = new GitDatabaseStandIn({ repositories: ['acme/docs'], latencyMs: 2 });
    const at = await fresh.start();
    try {
      const store = () =>
        new LedgerStore({
          client: createGitHubClient({ token: DEFAULT_GITHUB_TOKEN, baseUrl: at, writesPerMinute: 60_000 }),
          repository: 'acme/docs',
          projectId: 'proj',
        });
      const add = (id: string) => (current: { state: BudgetWindow }, now: number) => ({
        state: { ...current.state, entries: [...current.state.entries, { id, at: iso(now), runId: id, runAttempt: '1' }] },
        result: id,
      });
      const loser = new LedgerStore({
        client: createGitHubClient({ token: DEFAULT_GITHUB_TOKEN, baseUrl: at, writesPerMinute: 60_000 }),
        repository: 'acme/docs',
        projectId: 'proj',
        // A random pause would be none at all: the loser's write comes after the caller's first pause only if it takes it.
        random: () => 0,
      });
      // The loser's election pause (300 ms) outlasts the other run's creation of the ledger.
      const started = now();
      const [lost] = await Promise.all([
        loser.update(budgetSection, add('loser'), { maxAttempts: 5, coldPauseMs: 300, firstPauseMs: () => 600 }),
        store().update(budgetSection, add('creator'), { maxAttempts: 5, firstPauseMs: () => 0 }),
      ]);
      expect(lost).toMatchObject({ coldLost: true, written: true, attempts: 1, wasted: 0 });
      // The election's pause, then the first pause the caller gave (before: a random moment of at most 400 ms).
      expect(now() - started).toBeGreaterThanOrEqual(900);
    } finally {
      await fresh.stop();
    }
  });

  it('its pauses end with the run: a cancellation stops an election pause at once', async () => {
    const cancel = new AbortController();
    const deadline = deadlineIn(60_000, cancel.signal);
    const client = createGitHubClient({ token: DEFAULT_GITHUB_TOKEN, baseUrl: url, writesPerMinute: 60_000, deadline });
    const store = new LedgerStore({ client, repository: 'acme/docs', projectId: 'cancelled', deadline });
    const started = now();
    const update = store.update(budgetSection, (current) => ({ state: current.state, result: 0 }), { maxAttempts: 5, coldPauseMs: 30_000 });
    setTimeout(() => {
      cancel.abort();
    }, 200);
    await expect(update).rejects.toBeInstanceOf(AbortedError);
    expect(now() - started).toBeLessThan(5_000);
    expect(git.headMessage('acme/docs', 'refs/docs-agent/budget/cancelled')).toBeUndefined();
  });

  it('its pauses end with the run: an election pause past the deadline ends there, and so does the update', async () => {
    const deadline = deadlineIn(300);
    const client = createGitHubClient({ token: DEFAULT_GITHUB_TOKEN, baseUrl: url, writesPerMinute: 60_000, deadline });
    const store = new LedgerStore({ client, repository: 'acme/docs', projectId: 'late', deadline });
    const started = now();
    const update = store.update(budgetSection, (current) => ({ state: current.state, result: 0 }), { maxAttempts: 5, coldPauseMs: 30_000 });
    await expect(update).rejects.toBeInstanceOf(DeadlineError);
    expect(now() - started).toBeLessThan(5_000);
    expect(git.headMessage('acme/docs', 'refs/docs-agent/budget/late')).toBeUndefined();
  });
});
