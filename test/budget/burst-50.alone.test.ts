/**
 * The slow tier: fifty issues labelled at once against a GitHub stand-in
 * that enforces 80 content-creating requests a minute (issue 22). Fifty
 * jobs, fifty green runs, fifty comments with the PR link, no
 * secondary-limit answer, at most 5.5 GitHub writes a job, and the last job
 * created within 300 s of the first (1.6 × the floor of 50 × 5 writes at 80
 * a minute); then, with `budget-per-hour: 40` and `on-budget-exhausted:
 * skip`, exactly forty jobs and ten green runs that skip. Each burst runs
 * fifty processes for about five minutes: the `alone` project runs it
 * (`.alone.test.ts`), after every other tier, so that it measures the
 * action and not the tests beside it.
 */
import { describe, expect, it } from 'vitest';
import { burst, burstLine } from '../../bench/burst.ts';

const ISSUES = 50;

describe('a burst of fifty labelled issues against GitHub write limit', () => {
  it('fifty jobs and comments, no limit answer, at most 5.5 writes a job, the last job within 300 s of the first', async ({ annotate }) => {
    const { figures, results } = await burst({ issues: ISSUES });
    await annotate(burstLine(figures));
    for (const r of results) expect(r.code, r.stdout).toBe(0);
    expect(figures.jobs).toBe(ISSUES);
    expect(figures.linked).toBe(ISSUES);
    expect(figures.limitAnswers).toBe(0);
    expect(figures.writes / ISSUES).toBeLessThanOrEqual(5.5);
    expect(figures.spanMs).toBeLessThanOrEqual(300_000);
    // The runs that had to wait said when they expected their slot.
    expect(
      results.filter((r) => /this run expects its slot from \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/.test(r.stdout)).length,
    ).toBeGreaterThan(ISSUES / 2);
  }, 900_000);

  it("with budget-per-hour 40 and 'skip': exactly forty jobs, and ten green runs that skip", async ({ annotate }) => {
    const { figures, results, comments } = await burst({ issues: ISSUES, budgetPerHour: 40, policy: 'skip' });
    await annotate(burstLine(figures));
    expect(figures.jobs).toBe(40);
    expect(figures.green).toBe(ISSUES);
    expect(figures.skipped).toBe(10);
    expect(figures.limitAnswers).toBe(0);
    for (const [i, r] of results.entries()) {
      if (r.outputs.status !== 'skipped') continue;
      expect(r.stdout).toMatch(/The hourly budget is used up: 40 of 40 agent jobs/);
      expect(comments(i + 1)[0]?.body).toContain('No job was started');
    }
    // Every job is in the ledger: none was created untracked.
    for (const r of results) expect(r.stdout).not.toMatch(/not tracked|Could not use the budget ledger/);
  }, 900_000);
});
