/**
 * A burst: twenty issues labelled at once, twenty runs of the bundled action
 * against a GitHub stand-in that enforces the secondary limit on content
 * creation (the 81st content-creating request within a minute answers 403
 * with `retry-after: 60`). The runs take turns at the pace the ledger shows
 * (60 GitHub writes a minute between them), so GitHub never refuses one:
 * twenty jobs, twenty green runs, each issue ends with exactly one comment
 * carrying its PR link, and each job costs about the five writes of a job
 * alone. The 50-issue burst is burst-50.alone.test.ts; both run in the
 * `alone` project, after every other tier and one after the other, so that
 * they measure the action and not the tests beside them.
 */
import { describe, expect, it } from 'vitest';
import { burst, burstLine } from '../../bench/burst.ts';

const ISSUES = 20;

describe('a burst of labelled issues against the secondary rate limit', () => {
  it(`${ISSUES} issues labelled at once: ${ISSUES} jobs, ${ISSUES} green runs, one comment with the PR link on each, no limit answer`, async ({
    annotate,
  }) => {
    const { figures, results, comments, limit } = await burst({ issues: ISSUES, timeoutSeconds: 300 });
    await annotate(burstLine(figures));
    for (const r of results) expect(r.code, r.stdout).toBe(0);
    expect(figures.jobs).toBe(ISSUES);
    for (const r of results) expect(r.outputs.status).toBe('completed');
    for (let issue = 1; issue <= ISSUES; issue += 1) {
      const said = results[issue - 1]!.stdout.split('\n').filter((l) => /^::(warning|error)::/.test(l));
      expect(comments(issue), `issue ${issue}: ${said.join(' | ')}`).toHaveLength(1);
    }
    expect(figures.linked).toBe(ISSUES);
    // The pace keeps the burst under GitHub's limit: nothing is refused, and no run warns.
    expect(figures.limitAnswers, 'writes refused by the secondary limit').toBe(0);
    for (const r of results) expect(r.stdout).not.toMatch(/::warning::/);
    // Each job: its comment, the comment's final update, and the note on its pull request; never more.
    expect(limit.writes.filter((r) => !r.path.includes('/git/'))).toHaveLength(3 * ISSUES);
    expect(limit.writes.filter((r) => !r.path.includes('/git/') && r.method === 'POST')).toHaveLength(2 * ISSUES);
    // Two writes a reservation, and few lost to races: a run that would lose mostly sees it in a read.
    expect(figures.ledgerWrites).toBeGreaterThanOrEqual(2 * ISSUES);
    expect(figures.writes / ISSUES).toBeLessThanOrEqual(5.5);
    // One job every 5 s (its 5 writes at 60 a minute), near the floor of 20 × 5 writes at 80 a minute (75 s).
    expect(figures.spanMs).toBeLessThanOrEqual(1.6 * figures.floorMs);
  }, 420_000);
});
