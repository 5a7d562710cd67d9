/**
 * `OpenPrSession` (continue-open-pr) against a minimal in-memory git
 * database, for what the e2e stand-in cannot script: a ref update that
 * reaches GitHub while its answer is lost to a cancellation.
 */
import { describe, expect, it } from 'vitest';
import { emptyLedger, iso } from '../../src/ledger/document.ts';
import { readOpenPr } from '../../src/follow-up/record.ts';
import type { AgentTrigger } from '../../src/triggers/types.ts';
import { FakeService, agentJob } from '../helpers/fake-service.ts';
import { TinyGit, session } from '../helpers/tiny-git.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';
import { deadlineAt, deadlineIn } from '../helpers/deadline.ts';
import { systemClock } from '../../src/util/clock.ts';

/** How long a cancelled session takes to release its hold, and the grace past the run's bound: five seconds each. */
const CANCELLED_RELEASE_MS = 5000;
const BOUND_GRACE_MS = 5000;

const merged = { kind: 'merged', subject: { number: 2, url: 'https://github.com/acme/site/pull/2' } } as AgentTrigger;

describe('OpenPrSession', () => {
  it('gives back a hold whose write reached GitHub just before the run was cancelled (the answer never came)', async () => {
    const git = new TinyGit(emptyLedger('p'));
    const controller = new AbortController();
    git.onUpdate = (signal) => {
      setTimeout(() => {
        controller.abort();
      }, 5);
      return new Promise<never>((_, reject) => {
        signal?.addEventListener('abort', () => {
          reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
        });
      });
    };
    const { session: s, logs } = session(git, { signal: controller.signal });
    await expect(s.followUp(merged)).rejects.toThrow();
    expect(readOpenPr(git.doc())?.holder?.run).toBe(s.holder);
    await s.release(undefined);
    expect(readOpenPr(git.doc())?.holder).toBeUndefined();
    expect(logs.filter((l) => l.startsWith('W '))).toEqual([]);
  });

  it('a run that never got the hold writes nothing and says nothing when it gives it back', async () => {
    const git = new TinyGit(emptyLedger('p'));
    const controller = new AbortController();
    controller.abort();
    const { session: s, logs } = session(git, { signal: controller.signal });
    await expect(s.followUp(merged)).rejects.toThrow();
    const head = git.head;
    await s.release(undefined);
    expect(git.head).toBe(head);
    expect(logs).toEqual([]);
  });

  it('takes over the live hold of a run whose job the service says ended 3 min ago and more (the run was lost)', async () => {
    const now = Date.now();
    const git = new TinyGit({
      ...emptyLedger('p'),
      openPr: {
        jobId: 'job_9',
        prLink: null,
        at: iso(now),
        holder: { run: '9.1.abcdef12', until: iso(now + 3_600_000), taken: iso(now), jobId: 'job_9' },
      },
    });
    const service = new FakeService().add(agentJob({ id: 'job_9', status: 'failed' }));
    const clock = new VirtualClock(now);
    const { session: s, logs } = session(git, {
      clock,
      service: () => Promise.resolve(service),
      deadline: deadlineAt(clock, now + 1_800_000),
    });
    await expect(s.followUp(merged)).resolves.toBeUndefined();
    expect(readOpenPr(git.doc())?.holder?.run).toBe(s.holder);
    expect(logs).toContainEqual(expect.stringContaining('W continue-open-pr: run 9.1.abcdef12 did not give back its hold'));
    expect(logs).toContain('continue-open-pr: agent job job_9 ended (failed) without a pull request; a new job starts.');
    expect(clock.now() - now).toBeGreaterThanOrEqual(180_000);
    expect(clock.now() - now).toBeLessThan(240_000);
  });

  it('records its job while it holds the record, then gives the hold back with it', async () => {
    const git = new TinyGit(emptyLedger('p'));
    const { session: s } = session(git);
    await s.followUp(merged);
    await s.recordJob(agentJob({ id: 'job_5' }));
    expect(readOpenPr(git.doc())).toMatchObject({ jobId: 'job_5', prLink: null, holder: { run: s.holder, jobId: 'job_5' } });
    await s.release(agentJob({ id: 'job_5', status: 'completed', prLink: 'https://github.com/acme/docs/pull/3' }));
    expect(readOpenPr(git.doc())).toEqual({
      jobId: 'job_5',
      prLink: 'https://github.com/acme/docs/pull/3',
      at: expect.any(String) as unknown,
    });
  });

  it('on a cancelled run, giving the hold back takes 5 s at most (the outputs and the summary come after it)', async () => {
    const git = new TinyGit(emptyLedger('p'));
    const controller = new AbortController();
    const { session: s, logs } = session(git, { signal: controller.signal });
    await s.followUp(merged);
    // GitHub stops answering, and the run is cancelled.
    git.hang = true;
    controller.abort();
    const started = Date.now();
    await s.release(agentJob({ id: 'job_5' }));
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(CANCELLED_RELEASE_MS - 100);
    expect(took).toBeLessThan(CANCELLED_RELEASE_MS + 3000);
    expect(logs.at(-1)).toMatch(/^W continue-open-pr: the hold on the last agent job was not given back/);
  }, 15_000);

  it('a follow-up that ends without a pull request link keeps the known one (the next change still finds the open pull request)', async () => {
    const link = 'https://github.com/acme/docs/pull/7';
    const git = new TinyGit({ ...emptyLedger('p'), openPr: { jobId: 'job_old', prLink: link, at: iso(Date.now() - 60_000) } });
    const service = new FakeService().add(agentJob({ id: 'job_old', status: 'completed', prLink: link }));
    const { session: s } = session(git, { service: () => Promise.resolve(service) });
    expect(await s.followUp(merged)).toMatchObject({ jobId: 'job_old', noteUrl: link });
    await s.recordJob(agentJob({ id: 'job_old', status: 'active', prLink: null }));
    expect(readOpenPr(git.doc())).toMatchObject({ jobId: 'job_old', prLink: link, holder: { jobId: 'job_old' } });
    await s.release(agentJob({ id: 'job_old', status: 'completed', prLink: null }));
    expect(readOpenPr(git.doc())).toEqual({ jobId: 'job_old', prLink: link, at: expect.any(String) as unknown });
  });

  it('a new job without a pull request is recorded without one', async () => {
    const git = new TinyGit(emptyLedger('p'));
    const { session: s } = session(git);
    await s.followUp(merged);
    await s.release(agentJob({ id: 'job_new', status: 'completed', prLink: null }));
    expect(readOpenPr(git.doc())).toMatchObject({ jobId: 'job_new', prLink: null });
  });

  it.each([
    ['the ledger', (git: TinyGit) => (git.hang = true)],
    ['the docs pull request', (git: TinyGit) => (git.hangPulls = true)],
  ])(
    '%s not answering: the decision stops a few seconds past the deadline',
    async (_what, hang) => {
      const git = new TinyGit({
        ...emptyLedger('p'),
        openPr: { jobId: 'job_old', prLink: 'https://github.com/acme/docs/pull/7', at: iso(Date.now() - 60_000) },
      });
      hang(git);
      const started = Date.now();
      const { session: s } = session(git, { deadline: deadlineIn(systemClock, 200) });
      await expect(s.followUp(merged)).rejects.toThrow(/no job was started/);
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(BOUND_GRACE_MS);
      expect(took).toBeLessThan(BOUND_GRACE_MS + 3000);
    },
    15_000,
  );
});
