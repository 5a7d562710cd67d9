/**
 * A follow-up message within the budget (`/docs` on the agent's pull request,
 * or `continue-open-pr`): it waits for the job to finish its current work
 * before it takes a budget slot, so a long wait holds none; and a check that
 * fails right before the POST gives the slot back (nothing was sent).
 */
import { describe, expect, it, vi } from 'vitest';
import { createWithinBudget } from '../../src/modes/agent/budgeted.ts';
import type { BudgetGate } from '../../src/budget/gate.ts';
import { isDefiniteCreateFailure } from '../../src/service/agent/failures.ts';
import type { Settings } from '../../src/modes/agent/settings.ts';
import { ServiceResponseError } from '../../src/util/errors.ts';
import { FakeService, agentJob } from '../helpers/fake-service.ts';
import { readSettings } from '../../src/modes/agent/settings.ts';
import { useRunnerFiles } from '../helpers/runner-files.ts';
import { readInputs } from '../helpers/settings.ts';
import { deadlineIn } from '../helpers/deadline.ts';

const settings: Settings = readSettings(
  readInputs({ 'base-url': 'https://api.docs.test', 'project-id': 'proj-1', 'admin-api-key': 'svc_admin_key', prompt: 'x' }),
);

function world(service: FakeService, queued?: { awaitingPickup: Map<string, { status: string; prLink: string | null }> }) {
  const order: string[] = [];
  const gate = {
    reserve: vi.fn(() => {
      order.push(`reserve after ${String(service.gets.length)} reads`);
      // The queue-first step of the reservation sends a queued follow-up to job_1 (the agent run fills this map then).
      queued?.awaitingPickup.set('job_1', { status: 'completed', prLink: PR });
      return Promise.resolve({ kind: 'reserved', remaining: 9 });
    }),
    // The real gate gives the slot back for a definite failure: the same test here.
    creationFailed: vi.fn((error: unknown) => {
      order.push(isDefiniteCreateFailure(error) ? 'slot given back' : 'slot kept');
      return Promise.resolve(undefined);
    }),
    serviceFull: vi.fn(() => Promise.resolve()),
    recordJob: vi.fn(() => Promise.resolve()),
    view: () => ({ tracked: false, reason: 'test', limit: 100, ref: 'r', repository: 'o/r' }),
    remainingOutput: () => '9',
  } as unknown as BudgetGate;
  const log = { info: vi.fn<(m: string) => void>(), warning: vi.fn<(m: string) => void>() };
  const runOptions = {
    client: service,
    log,
    schedule: { initialMs: 5000, maxMs: 30_000 },
    deadline: deadlineIn(1_800_000),
    random: () => 0,
    signal: new AbortController().signal,
  };
  const run = (followUpOf: string) =>
    createWithinBudget('Shorten the intro', {
      openBudget: () => Promise.resolve(gate),
      settings,
      ledger: undefined,
      runOptions,
      onBudget: () => undefined,
      followUpOf,
      ...(queued ? { awaitingPickup: queued.awaitingPickup } : {}),
    });
  return { order, run, gate };
}

const PR = 'https://github.com/acme/docs/pull/9';

describe('a follow-up message within the budget', () => {
  // The run's log: its groups, as the runner shows them.
  const runner = useRunnerFiles('follow-up');

  it('after a queued follow-up to the same job started in its reservation, waits until the job took that one and finished', async () => {
    const service = new FakeService();
    // Ended before; then (the queued message sent) still the same result, again, working on it (taken), ended.
    service.add(
      agentJob({ id: 'job_1', status: 'completed', prLink: PR }),
      { status: 'completed', prLink: PR },
      { status: 'completed', prLink: PR },
      { status: 'active', prLink: PR },
      { status: 'completed', prLink: PR },
    );
    const { order, run } = world(service, { awaitingPickup: new Map() });
    const result = await run('job_1');
    expect(result.kind).toBe('created');
    // One read before the slot (ended); after it, read until the job has been seen taking the queued message and ending.
    expect(order).toEqual(['reserve after 1 reads']);
    expect(service.gets).toHaveLength(5);
    expect(service.statusAtMessages).toEqual(['completed']);
  });

  it('waits for the job to finish its current work before it takes a slot', async () => {
    const service = new FakeService();
    service.add(agentJob({ id: 'job_1', status: 'active' }), { status: 'active' }, { status: 'completed' });
    const { order, run } = world(service);
    const result = await run('job_1');
    expect(result.kind).toBe('created');
    // Three reads before the slot (active, active, completed), one more right before the POST.
    expect(order).toEqual(['reserve after 3 reads']);
    expect(service.gets).toHaveLength(4);
    expect(service.statusAtMessages).toEqual(['completed']);
    expect(runner.stdout()).toMatch(
      /^::group::Reserve a slot in the hourly budget\n::endgroup::\n::group::Send the follow-up message to agent job job_1\nSent the follow-up message to agent job job_1 /m,
    );
  });

  it('gives the slot back when the check right before the POST fails: the message was not sent', async () => {
    const service = new FakeService();
    service.add(agentJob({ id: 'job_1', status: 'completed' }));
    let reads = 0;
    const getJob = service.getJob.bind(service);
    service.getJob = (id: string) => {
      reads += 1;
      return reads === 1 ? getJob(id) : Promise.reject(new ServiceResponseError('GET', 'https://api.docs.test/x', 'not JSON'));
    };
    const { order, run } = world(service);
    await expect(run('job_1')).rejects.toThrow(/The follow-up message was not sent/);
    expect(order).toEqual(['reserve after 1 reads', 'slot given back']);
    expect(service.messages).toEqual([]);
    expect(runner.stdout()).not.toContain('Sent the follow-up message');
  });
});
