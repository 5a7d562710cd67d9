/**
 * A burst: twenty issues labelled at once, twenty runs of the bundled action
 * against a GitHub stand-in that enforces the secondary limit on content
 * creation (the 81st content-creating request within a minute answers 403
 * with `retry-after: 60`). With the ledger's two writes a reservation and
 * none after the job, every run stays well under it: twenty jobs, twenty
 * green runs, and each issue ends with exactly one comment carrying its PR
 * link. The writes and requests each job costs are counted.
 */
import { describe, expect, it } from 'vitest';
import { labelPayload } from '../../tools/events.ts';
import { parseMarker } from '../../src/github/comments.ts';
import { useWorld } from '../helpers/world.ts';

/** The comments about the run on its issue or pull request: the note the action leaves on the agent's pull request is counted apart (test/refine/refine.e2e.test.ts). */
const notNote = (c: { body: string }): boolean => parseMarker(c.body)?.kind !== 'note';

const ISSUES = 20;

// Fresh for each attempt (the world is reset before each), so that a retry of this test counts its own runs only.
const world = useWorld({
  emulator: { jobDurationMs: 1500, jobsPerHour: 1000 },
  secondaryLimit: Number(process.env.BURST_LIMIT ?? 80),
  roles: { Codertocat: 'write' },
  inputs: {
    'project-id': 'burst-docs',
    'poll-interval-seconds': '0.2',
    'max-poll-interval-seconds': '0.5',
    // Room for a write refused under load and waited out (retry-after: 60) on top of the pacing.
    'timeout-seconds': '300',
  },
});

function labelled(issue: number) {
  const payload = labelPayload('docs-agent');
  payload.issue!.number = issue;
  return world.run({ event: 'issues', payload, runId: 900_000 + issue });
}

describe('a burst of labelled issues against the secondary rate limit', () => {
  it(`${ISSUES} issues labelled at once: ${ISSUES} jobs, ${ISSUES} green runs, one comment with the PR link on each`, async ({
    annotate,
  }) => {
    const { emulator, github } = world;
    const limit = world.limit!;
    const results = await Promise.all(Array.from({ length: ISSUES }, (_, i) => labelled(i + 1)));
    const kinds = new Map<string, number>();
    for (const r of limit.writes) {
      const kind = `${r.method} ${r.path
        .replace(/^\/repos\/[^/]+\/[^/]+\//, '')
        .replace(/\/\d+/g, '/N')
        .replace(/git\/refs\/.*/, 'git/refs/REF')}`;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    const span = (limit.requests.at(-1)?.at ?? 0) - (limit.requests[0]?.at ?? 0);
    await annotate(
      `burst writes by kind: ${JSON.stringify(Object.fromEntries(kinds))}; refused: ${limit.refused.length}; over ${Math.round(span / 1000)} s`,
    );
    for (const r of results) expect(r.code, r.stdout).toBe(0);
    expect(emulator.jobs.size).toBe(ISSUES);
    for (const r of results) expect(r.outputs.status).toBe('completed');
    for (let issue = 1; issue <= ISSUES; issue += 1) {
      const comments = github.comments.filter(notNote).filter((c) => c.issueNumber === issue);
      const said = results[issue - 1]!.stdout.split('\n').filter((l) => /^::(warning|error)::/.test(l));
      expect(comments, `issue ${issue}: ${said.join(' | ')}`).toHaveLength(1);
      const result = results[issue - 1]!;
      expect(result.outputs['pr-link']).toBeTruthy();
      expect(comments[0]!.body).toContain(result.outputs['pr-link']!);
    }
    // The pacing (10 reservations a minute, about 60 writes of these label jobs) keeps the burst under the limit:
    // on an idle machine nothing is refused. On a machine loaded by other work the runs' writes can bunch up past
    // it for a moment; the action then waits out the 403 as GitHub asks, and every run still ends green with its
    // one comment (above). Without the pacing, the burst's 115 or so writes would come within seconds, far past
    // the 80 a minute. (At 12 a minute, about 72 writes, a loaded machine saw up to 9 refusals.)
    expect(limit.refused.length, 'writes refused by the secondary limit').toBeLessThanOrEqual(2);
    for (const r of results) expect(r.stdout).not.toMatch(/::warning::(?!GitHub [a-z ]*rate limit on .*; retrying in )/);
    const writes = limit.writes.length / ISSUES;
    const requests = limit.requests.length / ISSUES;
    // Each job: its comment, the comment's final update, and the note on its pull request; never more.
    expect(limit.writes.filter((r) => !r.path.includes('/git/'))).toHaveLength(3 * ISSUES);
    expect(limit.writes.filter((r) => !r.path.includes('/git/') && r.method === 'POST')).toHaveLength(2 * ISSUES);
    const ledgerWrites = limit.writes.filter((r) => r.path.includes('/git/')).length;
    // Two writes per reservation, plus what the lost compare-and-swap races of twenty runs at once cost.
    expect(ledgerWrites).toBeGreaterThanOrEqual(2 * ISSUES);
    // The races cost at most one commit each, and runs that keep colliding spread out: under the 80 a minute.
    expect(ledgerWrites).toBeLessThan(4 * ISSUES);
    await annotate(
      `burst: ${ISSUES} label jobs, ${limit.writes.length} GitHub writes (${writes.toFixed(2)} a job, ${(ledgerWrites / ISSUES).toFixed(2)} of them the ledger's), ${limit.requests.length} requests (${requests.toFixed(2)} a job)`,
    );
  }, 420_000);
});
