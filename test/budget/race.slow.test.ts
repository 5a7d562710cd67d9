/**
 * Twenty runs of the bundled action start at the same moment, sharing one
 * budget of 10 jobs per hour: the ledger's compare-and-swap must let exactly
 * ten of them create a job, whatever the interleaving. The runs talk to the
 * service emulator and to a loopback stand-in of GitHub's git database API
 * whose refs have GitHub's compare-and-swap semantics, composed in one server.
 */
import { describe, expect, it } from 'vitest';
import { WINDOW_MS } from '../../src/budget/window.ts';
import type { ActionResult } from '../../tools/action.ts';
import { budgetLedger, type StoredLedger } from '../helpers/ledger.ts';
import { useWorld } from '../helpers/world.ts';

const RUNS = 20;
const BUDGET = 10;

// The service's own limit is out of the way: the ledger alone must hold the line. The runs keep the production pace
// (60 GitHub writes a minute between them, each run's own writes 1 s apart), not the tests' world's 6000.
const world = useWorld({
  repository: 'acme/docs',
  emulator: { jobDurationMs: 100, jobsPerHour: 1000 },
  inputs: {
    'project-id': 'burst-project',
    'budget-per-hour': String(BUDGET),
    wait: 'false',
    'timeout-seconds': '150',
    'github-writes-per-minute': '60',
  },
});
const { emulator } = world;
const budget = budgetLedger(world, 'burst-project');

function burst(policy: string, extra: Record<string, string> = {}): Promise<ActionResult[]> {
  return Promise.all(
    Array.from({ length: RUNS }, (_, i) =>
      world.run({ inputs: { prompt: `Fix page ${i}`, 'on-budget-exhausted': policy, ...extra }, runId: 5000 + i }),
    ),
  );
}

function ledger(): StoredLedger {
  const doc = budget.ledger();
  if (!doc) throw new Error(`no valid ledger at ${budget.ref}`);
  return doc;
}

/**
 * Exactly ten jobs, and ten ledger entries naming exactly the ten runs that created them. `raced`: the
 * twenty runs reached the ledger together, so some must have lost the compare-and-swap (under 'wait'
 * they wake as the seeded slots free, spread over seconds, and need not collide).
 */
function expectExactlyTen(results: ActionResult[], raced = true): void {
  const creations = emulator.agentRequests('POST');
  expect(creations).toHaveLength(BUDGET);
  expect(emulator.jobs.size).toBe(BUDGET);
  const doc = ledger();
  expect(doc.entries).toHaveLength(BUDGET);
  expect(new Set(doc.entries.map((e) => e.runId)).size).toBe(BUDGET);
  const created = results.filter((r) => r.outputs['job-id']);
  expect(created).toHaveLength(BUDGET);
  const creators = results.flatMap((r, i) => (r.outputs['job-id'] ? [String(5000 + i)] : []));
  expect(new Set(doc.entries.map((e) => e.runId))).toEqual(new Set(creators));
  expect(new Set(created.map((r) => r.outputs['job-id']))).toEqual(new Set(emulator.jobs.keys()));
  // The runs really raced: some lost the compare-and-swap (seen on a look at the ref, before any write, or as a
  // refused ref update) and went round again.
  if (raced) expect(results.some((r) => /after \d+ lost race\(s\) with other runs/.test(r.stdout))).toBe(true);
  for (const r of results) expect(r.stdout).not.toMatch(/::warning::Could not use the budget ledger/);
}

describe(`${RUNS} runs at once with budget-per-hour ${BUDGET}`, () => {
  it("'fail': ten jobs, ten red runs saying when the next slot frees", async () => {
    const results = await burst('fail');
    expectExactlyTen(results);
    const failed = results.filter((r) => r.code !== 0);
    expect(failed).toHaveLength(RUNS - BUDGET);
    for (const r of failed) {
      expect(r.stdout).toMatch(
        /::error::The hourly budget is used up: 10 of 10 agent jobs were created in the last 60 minutes.*the next slot frees at /,
      );
      expect(r.outputs['budget-remaining']).toBe('0');
      expect(r.outputs['job-id']).toBeUndefined();
    }
    const remaining = results
      .filter((r) => r.code === 0)
      .map((r) => Number(r.outputs['budget-remaining']))
      .sort((a, b) => a - b);
    // Each successful run reports the window right after its own reservation: 9, 8, … 0 left, once each.
    expect(remaining).toEqual(Array.from({ length: BUDGET }, (_, i) => i));
  }, 240_000);

  it("'skip': ten jobs, ten green runs with status skipped", async () => {
    const results = await burst('skip');
    expectExactlyTen(results);
    expect(results.every((r) => r.code === 0)).toBe(true);
    const skipped = results.filter((r) => r.outputs.status === 'skipped');
    expect(skipped).toHaveLength(RUNS - BUDGET);
    for (const r of skipped) {
      expect(r.stdout).toMatch(/::notice::The hourly budget is used up: .* Skipped \('on-budget-exhausted': skip\)/);
      expect(r.outputs['budget-remaining']).toBe('0');
      expect(r.summary).toContain('the next slot frees at');
    }
  }, 240_000);

  it("'wait': ten slots free within the timeout and ten runs take them; the others give up at once", async () => {
    // Ten older jobs leave the window 45 to 49.5 seconds from now: later than twenty runs on two
    // loaded cores, spacing their writes at github-writes-per-minute, take to reach the ledger, so every
    // run finds the window full and must wait.
    budget.seed(BUDGET, WINDOW_MS - 45_000, 500);
    const results = await burst('wait', { 'timeout-seconds': '90' });
    expectExactlyTen(results, false);
    expect(ledger().entries.some((e) => e.id.startsWith('seed-'))).toBe(false);
    const waited = results.filter((r) => r.stdout.includes("Waiting for it ('on-budget-exhausted': wait)"));
    expect(waited.length).toBeGreaterThanOrEqual(BUDGET);
    const failed = results.filter((r) => r.code !== 0);
    expect(failed).toHaveLength(RUNS - BUDGET);
    for (const r of failed)
      expect(r.stdout).toMatch(/::error::The hourly budget is used up: .*Not waiting: that is past 'timeout-seconds'/);
  }, 240_000);
});
