/**
 * Hardening round 2: the pure rules behind the records' checks and the
 * follow-up's pickup (their exchanges with GitHub and the service are in
 * test/e2e/hardening-report.test.ts and hardening-follow-up.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { recordProblem } from '../../src/hand-off/verify.ts';
import { whatToReport } from '../../src/comment/report-update.ts';
import type { PendingRecord } from '../../src/hand-off/pending.ts';
import { Pickup, asWorking, takenFrom } from '../../src/service/agent/pickup.ts';
import { agentJob } from '../helpers/fake-service.ts';

const PR = 'https://github.com/acme/docs/pull/7';

function record(overrides: Partial<PendingRecord> = {}): PendingRecord {
  return {
    jobId: 'job_1',
    project: 'proj',
    repository: 'acme/app',
    issueNumber: 3,
    isPullRequest: false,
    commentId: 11,
    run: { id: '42', attempt: 1, workflowJob: 'docs', url: 'https://github.com/acme/app/actions/runs/42' },
    origin: { kind: 'label', actor: 'octo', label: 'docs-agent' },
    handedOffAt: new Date(Date.parse('2026-11-22T10:00:00Z')).toISOString(),
    ...overrides,
  };
}

const context = { ledgerRepository: 'acme/docs', projectId: 'proj', serverUrl: 'https://github.com' };

/**
 * The repository of a workflow run's URL as `recordProblem` reads it: a record of acme/app (not the ledger's
 * repository) passes only when its run URL is the URL of run `runId` of acme/app on `serverUrl`.
 */
function runUrlRepository(url: string, serverUrl: string, runId: string): string | undefined {
  const problem = recordProblem(record({ run: { id: runId, attempt: 1, workflowJob: 'docs', url } }), { ...context, serverUrl });
  if (problem === undefined) return 'acme/app';
  return problem.includes('is not the URL of workflow run') ? undefined : problem;
}

describe('a workflow run’s URL on the server (recordProblem)', () => {
  it.each([
    ['https://github.com/acme/app/actions/runs/42', 'acme/app'],
    ['https://github.com/acme/app/actions/runs/43', undefined],
    ['https://github.com/acme/app/actions/runs/42?x=1', undefined],
    ['https://github.com/acme/app/actions/runs/42#frag', undefined],
    ['http://github.com/acme/app/actions/runs/42', undefined],
    ['https://user:pw@github.com/acme/app/actions/runs/42', undefined],
    ['https://evil.example/acme/app/actions/runs/42', undefined],
    ['https://github.com/acme/app/actions/runs/42/attempts/1', undefined],
    ['https://github.com/acme/app/pull/42', undefined],
  ])('%s → %s', (url, repository) => {
    expect(runUrlRepository(url, 'https://github.com', '42')).toBe(repository);
  });

  it('a GitHub Enterprise server with a path', () => {
    expect(runUrlRepository('https://ghe.example/git/acme/app/actions/runs/42', 'https://ghe.example/git/', '42')).toBe('acme/app');
    expect(runUrlRepository('https://ghe.example/acme/app/actions/runs/42', 'https://ghe.example/git', '42')).toBeUndefined();
  });
});

describe('recordProblem: what a record says that needs no request', () => {
  it('the ledger’s repository, or the repository of its run', () => {
    expect(recordProblem(record(), context)).toBeUndefined();
    expect(recordProblem(record({ repository: 'acme/docs' }), context)).toBeUndefined();
    expect(recordProblem(record({ repository: 'ACME/App' }), context)).toBeUndefined();
    expect(recordProblem(record({ repository: 'victim/other' }), context)).toMatch(
      /repository victim\/other is neither the ledger's \(acme\/docs\) nor the one its run ran in/,
    );
  });

  it('without a run URL, only the ledger’s repository', () => {
    const run = { id: '42', attempt: 1, workflowJob: 'docs' };
    expect(recordProblem(record({ run }), context)).toMatch(/neither the ledger's/);
    expect(recordProblem(record({ run, repository: 'acme/docs' }), context)).toBeUndefined();
  });

  it('a run URL that is not one on the server, and another project', () => {
    const run = { id: '42', attempt: 1, workflowJob: 'docs', url: 'https://evil.example/phish' };
    expect(recordProblem(record({ run }), context)).toMatch(/run URL "https:\/\/evil\.example\/phish" is not the URL of workflow run 42/);
    expect(recordProblem(record({ project: 'other' }), context)).toMatch(/names project "other"/);
  });
});

describe('a follow-up counts only once the job has taken it', () => {
  const before = { status: 'completed', prLink: PR };

  it('unchanged and ended: not taken; working, another status or another link: taken, and it stays so', () => {
    expect(takenFrom(before, agentJob({ status: 'completed', prLink: PR }))).toBe(false);
    expect(takenFrom(before, agentJob({ status: 'active', prLink: null }))).toBe(true);
    expect(takenFrom(before, agentJob({ status: 'failed', prLink: PR }))).toBe(true);
    expect(takenFrom(before, agentJob({ status: 'completed', prLink: 'https://github.com/acme/docs/pull/8' }))).toBe(true);
    expect(takenFrom(before, agentJob({ status: 'queued' }))).toBe(true);
    const pickup = new Pickup(before);
    expect(pickup.see(agentJob({ status: 'completed', prLink: PR }))).toBe(false);
    expect(pickup.see(agentJob({ status: 'active' }))).toBe(true);
    expect(pickup.see(agentJob({ status: 'completed', prLink: PR }))).toBe(true);
    expect(pickup.pickedUp).toBe(true);
  });

  it('asWorking shows an ended job as active, and leaves a working one as it is', () => {
    expect(asWorking(agentJob({ status: 'completed', prLink: PR }))).toMatchObject({ status: 'active', prLink: PR });
    const working = agentJob({ status: 'active' });
    expect(asWorking(working)).toBe(working);
  });

  it('the report counts a handed-off message’s ending only once the job shows something else; past timeout-seconds, not picked up', () => {
    const handedOff = Date.parse('2026-11-22T10:00:00Z');
    const pending = record({ pickup: before });
    const same = agentJob({ status: 'completed', prLink: PR });
    expect(whatToReport(pending, same, handedOff + 1000, 60_000)).toBeUndefined();
    expect(whatToReport(pending, agentJob({ status: 'failed', prLink: PR }), handedOff + 1000, 60_000)).toMatchObject({
      kind: 'finished',
    });
    expect(whatToReport(pending, same, handedOff + 61_000, 60_000)).toMatchObject({
      kind: 'timeout',
      notPickedUp: true,
      job: { status: 'active' },
    });
    // A record with a malformed field reads as one without it.
    expect(whatToReport(record({ pickup: { status: 3 } }), same, handedOff + 1000, 60_000)).toMatchObject({
      kind: 'finished',
    });
    // A record without the field: an ended job is reported as before.
    expect(whatToReport(record(), same, handedOff + 1000, 60_000)).toMatchObject({ kind: 'finished', job: same });
  });
});
