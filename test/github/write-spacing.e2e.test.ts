/**
 * The spacing of a run's own GitHub writes, end to end: the bundled action
 * for a `/docs` comment against the loopback stand-ins, with GitHub's
 * secondary limit in front of them recording when each request arrived.
 * At `github-writes-per-minute: 60` (the default, GitHub's guidance) the
 * throttling plugin gives the run's writes turns a second apart (the n-th
 * write arrives at least n - 1 seconds after the first) and its notifying
 * writes (the job comment, the note on the agent's pull request) turns three
 * seconds apart, loopback or not; the ledger's ref update follows its commit
 * at once (one change of the ledger), and a write after a notifying one may
 * follow it closely (its turn came while the notifying one waited: ADR
 * 0013). The tests' world asks for 6000 (10 ms) instead.
 */
import { describe, expect, it } from 'vitest';
import { commentPayload } from '../../tools/events.ts';
import type { LimitedRequest } from '../../tools/stand-ins/secondary-limit.ts';
import { useWorld } from '../helpers/world.ts';

const world = useWorld({
  emulator: { jobDurationMs: 300 },
  roles: { Codertocat: 'write' },
  secondaryLimit: 80,
  inputs: { 'project-id': 'docs-project' },
});

/** Arrival times may differ from the send times by a connection's set-up: a little slack. */
const SLACK_MS = 100;

const gaps = (writes: LimitedRequest[]): number[] => writes.slice(1).map((w, i) => w.at - writes[i]!.at);
const notifying = (w: LimitedRequest): boolean => w.method === 'POST' && /\/issues\/\d+\/comments$/.test(w.path);
const refUpdate = (w: LimitedRequest): boolean => /\/git\/refs(\/|$)/.test(w.path);

async function slashCommandRun(writesPerMinute: string): Promise<LimitedRequest[]> {
  const payload = commentPayload('/docs fix the broken links');
  const result = await world.run({ event: 'issue_comment', payload, inputs: { 'github-writes-per-minute': writesPerMinute } });
  expect(result.code, result.stdout).toBe(0);
  expect(result.outputs.status).toBe('completed');
  return world.limit!.writes;
}

describe("a run's GitHub writes, spaced as github-writes-per-minute says, on a loopback GitHub too", () => {
  it("at 60 a minute: one write a second from the first (the ledger's ref update at once after its commit), the notifying ones at least 3 s apart", async () => {
    const writes = await slashCommandRun('60');
    // 👀, the reservation's commit and ref, the comment, its update, 🚀 and the note on the agent's pull request.
    expect(writes.length).toBeGreaterThanOrEqual(6);
    // The ledger's ref update goes right after its commit, without a turn of its own.
    const updates = writes.flatMap((w, i) => (refUpdate(w) && i > 0 && writes[i - 1]!.path.endsWith('/git/commits') ? [i] : []));
    expect(updates).toHaveLength(1);
    expect(writes[updates[0]!]!.at - writes[updates[0]! - 1]!.at).toBeLessThan(1000 - SLACK_MS);
    // Every other write has its turn, a second after the one before: the n-th (the ref update not counted) n - 1 s after the first.
    for (const [i, write] of writes.entries()) {
      const turns = i - updates.filter((u) => u <= i).length;
      expect(write.at - writes[0]!.at).toBeGreaterThanOrEqual(turns * 1000 - SLACK_MS);
    }
    const comments = writes.filter(notifying);
    expect(comments).toHaveLength(2);
    for (const gap of gaps(comments)) expect(gap).toBeGreaterThanOrEqual(3000 - SLACK_MS);
  }, 60_000);

  it("at the tests' 6000 a minute: the same writes, the run no longer held up by their spacing", async () => {
    const writes = await slashCommandRun('6000');
    expect(writes.length).toBeGreaterThanOrEqual(6);
    // The job (300 ms) and the polls are what the run waits for now: its writes take well under the 6 s that 60 a minute gives them.
    expect(writes.at(-1)!.at - writes[0]!.at).toBeLessThan(5000);
  }, 60_000);
});
