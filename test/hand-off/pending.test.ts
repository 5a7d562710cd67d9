/**
 * The pending list of handed-off jobs: add, claim and report, drop after a
 * day, bounds on untrusted records, and concurrent updates through the
 * ledger's compare-and-swap against the git database stand-in (two report
 * runs at once claim each job once).
 */
import { describe, expect, it } from 'vitest';
import { emptyLedger, iso, type LedgerDocument } from '../../src/ledger/document.ts';
import { readPending, useLedgerStandIn, withSection } from '../helpers/ledger.ts';
import {
  addPending,
  boundInstruction,
  claimPending,
  pendingSection,
  settlePending,
  type PendingRecord,
} from '../../src/hand-off/pending.ts';
import { PendingStore } from '../../src/hand-off/store.ts';

const NOW = Date.parse('2026-11-23T06:00:00Z');

function record(jobId: string, overrides: Partial<PendingRecord> = {}): PendingRecord {
  return {
    jobId,
    project: 'proj',
    repository: 'acme/app',
    issueNumber: 7,
    isPullRequest: false,
    commentId: 1000 + jobId.length,
    triggerComment: { id: 55, review: false },
    run: { id: '123', attempt: 1, workflowJob: 'docs', url: 'https://github.com/acme/app/actions/runs/123' },
    origin: { kind: 'command', actor: 'octocat', instruction: 'fix the quickstart' },
    handedOffAt: iso(NOW - 60_000),
    ...overrides,
  };
}

/** How long a claim holds: five minutes. */
const CLAIM_LEASE_MS = 5 * 60 * 1000;
/** How many records the list keeps at most. */
const MAX_PENDING = 100;
/** How long a record is kept: a day. */
const PENDING_MAX_AGE_MS = 24 * 60 * 60 * 1000;
type PendingList = ReturnType<typeof readPending>;

const docWith = (records: unknown): LedgerDocument => ({ ...emptyLedger('proj'), pending: records });

describe('the pending list', () => {
  /** What the store does: the records a reducer returns, written into the document and read back. */
  const list = (records: unknown, now = NOW): PendingList => readPending(docWith(records), now);

  it('adds a record, keeps the other sections beside it, and is idempotent for the same job', () => {
    const base: LedgerDocument = { ...emptyLedger('proj'), entries: [{ id: 'e1', at: iso(NOW), runId: '1', runAttempt: '1' }] };
    const added = withSection(base, pendingSection, addPending(readPending(base, NOW), record('job_a'), NOW)!);
    expect(added.entries).toHaveLength(1);
    expect(readPending(added, NOW).records.map((r) => r.jobId)).toEqual(['job_a']);
    // The same record again (a write whose answer was lost went through): nothing to write.
    expect(addPending(readPending(added, NOW), record('job_a'), NOW)).toBeNull();
  });

  it('claims, then removes what was reported and gives back what failed', () => {
    let records = addPending(list(addPending(list([]), record('job_a'), NOW)), record('job_b'), NOW)!;
    const claim = claimPending(list(records), ['job_a', 'job_b'], 'run-1', NOW);
    expect(claim.claimed).toEqual(['job_a', 'job_b']);
    records = claim.records!;
    expect(records.every((r) => r.claim?.by === 'run-1')).toBe(true);
    // A second run at the same moment claims nothing and writes nothing.
    expect(claimPending(list(records), ['job_a', 'job_b'], 'run-2', NOW)).toEqual({ records: null, claimed: [] });
    // Claimed already by this run (its write went through): held, nothing to write.
    expect(claimPending(list(records), ['job_a'], 'run-1', NOW)).toEqual({ records: null, claimed: ['job_a'] });
    records = settlePending(list(records), 'run-1', ['job_a'], ['job_b'])!;
    const left = list(records).records;
    expect(left.map((r) => r.jobId)).toEqual(['job_b']);
    expect(left[0]!.claim).toBeUndefined();
    // The next report run takes it.
    expect(claimPending(list(records), ['job_b'], 'run-2', NOW).claimed).toEqual(['job_b']);
    expect(settlePending(list(records), 'run-1', [], [])).toBeNull();
  });

  it('a claim whose lease ran out (its run died) is taken by the next run', () => {
    const records = claimPending(list([record('job_a')]), ['job_a'], 'run-1', NOW).records!;
    expect(claimPending(list(records), ['job_a'], 'run-2', NOW + CLAIM_LEASE_MS - 1).claimed).toEqual([]);
    expect(claimPending(list(records), ['job_a'], 'run-2', NOW + CLAIM_LEASE_MS + 1).claimed).toEqual(['job_a']);
  });

  it('drops a record older than a day, with a repair to warn about', () => {
    const old = record('job_old', { handedOffAt: iso(NOW - PENDING_MAX_AGE_MS - 1000) });
    const read = list([old, record('job_new')]);
    expect(read.records.map((r) => r.jobId)).toEqual(['job_new']);
    expect(read.repairs).toEqual([
      expect.stringMatching(/^dropped job job_old, .*never reported \(is there a workflow with 'mode: report'\?\)$/),
    ]);
    // The next write leaves it out.
    const claimed = claimPending(read, [], 'run-1', NOW);
    expect(claimed.records).toHaveLength(1);
    expect(list(claimed.records, NOW + PENDING_MAX_AGE_MS * 2).records).toEqual([]);
  });

  it(`keeps at most ${MAX_PENDING} records, dropping the oldest`, () => {
    let records: PendingRecord[] = [];
    for (let i = 0; i <= MAX_PENDING; i += 1)
      records = addPending(list(records), record(`job_${i}`, { handedOffAt: iso(NOW - 1_000_000 + i) }), NOW)!;
    const read = list(records).records;
    expect(read).toHaveLength(MAX_PENDING);
    expect(read.some((r) => r.jobId === 'job_0')).toBe(false);
    expect(read.some((r) => r.jobId === `job_${MAX_PENDING}`)).toBe(true);
  });

  it('treats the stored list as untrusted: bad records dropped one by one, times ahead clamped', () => {
    const list = readPending(
      docWith([
        'junk',
        { ...record('job_x'), repository: 'not a repo' },
        { ...record('job_y'), commentId: -1 },
        record('j\n::warning::from-the-ledger'),
        record('job_future', { handedOffAt: '9999-01-01T00:00:00Z', claim: { by: 'r', until: '9999-01-01T00:00:00Z' } }),
        record('job_ok'),
        record('job_ok'),
      ]),
      NOW,
    );
    expect(list.records.map((r) => r.jobId)).toEqual(['job_future', 'job_ok']);
    expect(list.records[0]!.handedOffAt).toBe(iso(NOW));
    expect(list.records[0]!.claim?.until).toBe(iso(NOW + CLAIM_LEASE_MS));
    expect(list.repairs).toHaveLength(5);
    expect(readPending(docWith({ not: 'a list' }), NOW)).toEqual({ records: [], repairs: ["dropped 'pending': not a list"] });
  });

  it('bounds the instruction kept for the comment', () => {
    expect(boundInstruction('short')).toBe('short');
    expect(boundInstruction('x'.repeat(5000))).toHaveLength(1000);
  });
});

describe('concurrent updates through the ledger (git database stand-in)', () => {
  const { ledger, stored, warnings } = useLedgerStandIn();
  const stores: PendingStore[] = [];
  const store = (): PendingStore => {
    const made = new PendingStore(ledger());
    stores.push(made);
    return made;
  };

  it('five hand-offs at once: five records, none lost to a race', async () => {
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => store().add(record(`job_${id}`, { handedOffAt: iso(Date.now()) }))));
    const ids = readPending(stored()!, Date.now()).records.map((r) => r.jobId);
    expect(ids.sort()).toEqual(['job_a', 'job_b', 'job_c', 'job_d', 'job_e']);
  });

  it('two report runs claim at the same moment: each job is claimed by exactly one', async () => {
    const ids = ['job_a', 'job_b', 'job_c', 'job_d', 'job_e'];
    const [one, two] = await Promise.all([store().claim(ids, 'run-1'), store().claim(ids, 'run-2')]);
    expect([...one.claimed, ...two.claimed].sort()).toEqual(ids);
    // One run won all of them: the other read the winner's claims and wrote nothing.
    expect([one.claimed.length, two.claimed.length].sort()).toEqual([0, 5]);
    const winner = one.claimed.length > 0 ? 'run-1' : 'run-2';
    await store().settle(winner, ['job_a', 'job_b'], ['job_c', 'job_d', 'job_e']);
    const left = readPending(stored()!, Date.now()).records;
    expect(left.map((r) => r.jobId).sort()).toEqual(['job_c', 'job_d', 'job_e']);
    expect(left.every((r) => r.claim === undefined)).toBe(true);
    expect(warnings).toEqual([]);
  });
});
