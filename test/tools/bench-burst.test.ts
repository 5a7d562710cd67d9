/**
 * How `npm run bench` judges its bursts (bench/burst.ts): the full plan is
 * issue 30's (bursts of 20 from a cold ledger at both latencies three times,
 * bursts of 50 cold and warm at both latencies, fifty under a budget of 40);
 * every run is judged, the report shows the worst, writes a job count the
 * refused ones, and what is wrong whatever the timing fails even the quick run.
 */
import { describe, expect, it } from 'vitest';
import { BURST_PLANS, burstReport, judgeBurst, worstRun, type BurstFigures, type BurstPlan } from '../../bench/burst.ts';

const plan = (issues: number, ledger: 'cold' | 'warm', latency: number): BurstPlan => {
  const found = BURST_PLANS.full.find(
    (p) => p.issues === issues && p.ledger === ledger && p.latencyMs[0] === latency && p.budgetPerHour === undefined,
  );
  if (!found) throw new Error(`no burst of ${issues}, ${ledger}, ${latency} ms in the full plan`);
  return found;
};

/** A run of `issues` that went as it should: every job, 5 writes each, no limit answer, the span at the pace of 60 a minute. */
const good = (issues: number, over: Partial<BurstFigures> = {}): BurstFigures => ({
  issues,
  jobs: issues,
  green: issues,
  skipped: 0,
  warned: 0,
  linked: issues,
  writes: 5 * issues,
  ledgerWrites: 2 * issues,
  limitAnswers: 0,
  peakPerMinute: 60,
  requests: 12 * issues,
  spanMs: issues * 5000,
  floorMs: (issues * 5 * 60_000) / 80,
  wallMs: issues * 5000 + 10_000,
  byKind: {},
  ...over,
});

describe("the bench's bursts", () => {
  it("the full plan is issue 30's: 20 cold at both latencies three times, 50 cold and warm at both, 50 under a budget of 40", () => {
    const shape = BURST_PLANS.full.map((p) => [
      p.issues,
      p.runs,
      p.ledger,
      p.latencyMs.join('-'),
      p.budgetPerHour ?? null,
      p.policy ?? null,
    ]);
    expect(shape).toEqual([
      [20, 3, 'cold', '0-0', null, null],
      [20, 3, 'cold', '50-150', null, null],
      [50, 1, 'cold', '0-0', null, null],
      [50, 1, 'cold', '50-150', null, null],
      [50, 1, 'warm', '0-0', null, null],
      [50, 1, 'warm', '50-150', null, null],
      [50, 1, 'cold', '0-0', 40, 'skip'],
    ]);
    expect(BURST_PLANS.full.at(-1)?.expect).toEqual({ jobs: 40, skipped: 10 });
    // The quick run (CI) keeps a small burst, judged on correctness only.
    expect(BURST_PLANS.quick).toHaveLength(1);
    expect(BURST_PLANS.quick[0]).toMatchObject({ issues: 8, runs: 1, expect: { jobs: 8, skipped: 0 } });
    expect(BURST_PLANS.quick[0]?.targets).toBeUndefined();
  });

  it('a burst of 20 meets its targets at 1.3× the floor, and misses on any run past it', () => {
    const twenty = plan(20, 'cold', 0);
    // The floor of 20 jobs: 20 × 5 writes ÷ 80 a minute = 75 s; 1.3× = 97.5 s.
    expect(judgeBurst(twenty, [good(20, { spanMs: 90_000 }), good(20, { spanMs: 97_000 })]).missed).toEqual([]);
    const outcome = judgeBurst(twenty, [good(20, { spanMs: 90_000 }), good(20, { spanMs: 99_000 }), good(20, { spanMs: 91_000 })]);
    expect(outcome.missed).toEqual(['burst 20, cold ledger, GitHub at once (run 2): first to last job 99 s, over 98 s']);
    expect(outcome.broken).toEqual([]);
  });

  it('a burst of 50 misses on one limit answer, on writes a job past 5.5 with the refused ones counted, on a span past 300 s', () => {
    const fifty = plan(50, 'warm', 50);
    expect(judgeBurst(fifty, [good(50, { spanMs: 290_000 })]).missed).toEqual([]);
    // 270 accepted writes are 5.4 a job; with 10 refused, 5.6.
    const { missed } = judgeBurst(fifty, [good(50, { writes: 270, limitAnswers: 10, spanMs: 301_000 })]);
    expect(missed).toEqual([
      'burst 50, warm ledger, GitHub 50–150 ms: 10 secondary-limit answers, over 0',
      'burst 50, warm ledger, GitHub 50–150 ms: 5.60 writes a job, over 5.5',
      'burst 50, warm ledger, GitHub 50–150 ms: first to last job 301 s, over 300 s',
    ]);
  });

  it('what is wrong whatever the timing breaks a burst: a missing job or link, a red run, a warning, more writes than a job makes', () => {
    const [quick] = BURST_PLANS.quick;
    expect(judgeBurst(quick!, [good(8, { spanMs: 10_000_000, limitAnswers: 3 })])).toMatchObject({ broken: [], missed: [] });
    const { broken } = judgeBurst(quick!, [good(8, { jobs: 7, green: 7, linked: 6, warned: 1, writes: 16 + 3 * 8 + 1 })]);
    expect(broken).toEqual([
      'burst 8, cold ledger, GitHub at once: jobs: 7, not 8',
      'burst 8, cold ledger, GitHub at once: green runs: 7, not 8',
      'burst 8, cold ledger, GitHub at once: issues with one comment carrying the PR link: 6, not 8',
      'burst 8, cold ledger, GitHub at once: runs with a warning or an error: 1, not 0',
      "burst 8, cold ledger, GitHub at once: writes besides the ledger's: 25, over 3 a run",
    ]);
  });

  it('the budget of 40 wants exactly forty jobs and ten green skips', () => {
    const budget = BURST_PLANS.full.at(-1)!;
    const run = good(50, { jobs: 40, skipped: 10, linked: 40, writes: 250 });
    expect(judgeBurst(budget, [run])).toMatchObject({ broken: [], missed: [] });
    expect(judgeBurst(budget, [{ ...run, jobs: 41, linked: 41, skipped: 9 }]).broken).toEqual([
      'burst 50, `budget-per-hour: 40`, `skip`, cold ledger: jobs: 41, not 40',
      'burst 50, `budget-per-hour: 40`, `skip`, cold ledger: runs that skipped: 9, not 10',
      'burst 50, `budget-per-hour: 40`, `skip`, cold ledger: issues with one comment carrying the PR link: 41, not 40',
    ]);
  });

  it('reports the worst run, figure by figure, and its verdict', () => {
    const twenty = plan(20, 'cold', 50);
    const runs = [
      good(20, { spanMs: 96_000 }),
      good(20, { spanMs: 110_000, writes: 104, ledgerWrites: 44 }),
      good(20, { limitAnswers: 2, peakPerMinute: 80 }),
    ];
    expect(worstRun(runs)).toMatchObject({ limitAnswers: 2, peakPerMinute: 80, writesPerJob: 5.2, spanMs: 110_000, floorMs: 75_000 });
    const lines = burstReport([judgeBurst(twenty, runs)]);
    const row = lines.find((l) => l.startsWith('| 20, cold ledger, GitHub 50–150 ms |'));
    expect(row).toBe(
      '| 20, cold ledger, GitHub 50–150 ms | 3 | 20 of 20 (20 linked) | 2 (≤ 80 a minute) | 5.20 | 110 s (runs: 96 s, 110 s, 100 s) | 75 s (1.47×) | 0 limit answers, ≤ 5.5 writes a job, ≤ 1.3× the floor | missed |',
    );
    expect(lines.join('\n')).toContain(
      'Burst problems: burst 20, cold ledger, GitHub 50–150 ms (run 2): first to last job 110 s, over 98 s;',
    );
  });
});
