/**
 * Waiting for a job to finish its current work before a follow-up message
 * (`whenIdle`), on fake timers: only `completed`, `archived` and
 * `failed` count as ended (an unknown status still works); the deadline
 * sends nothing and gives the budget's slot back.
 */
import { describe, expect, it, vi } from 'vitest';
import { isDefiniteCreateFailure } from '../../src/service/agent/failures.ts';
import { whenIdle } from '../../src/service/agent/job.ts';

type IdleOptions = Parameters<typeof whenIdle>[1];
import { JobStillWorkingError, ServiceHttpError } from '../../src/util/errors.ts';
import { DeadlineError } from '../../src/util/deadline.ts';
import { FakeService, agentJob } from '../helpers/fake-service.ts';
import { now } from '../../src/util/clock.ts';
import { deadlineIn } from '../helpers/deadline.ts';
import { useFakeTime } from '../helpers/fake-time.ts';

useFakeTime();

function options(service: FakeService, extra: Partial<IdleOptions> = {}): IdleOptions {
  return {
    client: service,
    deadline: deadlineIn(60_000),
    delay: () => 5000,
    onWorking: () => true,
    timedOut: (status, waitedMs) => `still ${status ?? '?'} after ${waitedMs}`,
    ...extra,
  };
}

describe('whenIdle', () => {
  it('waits through an unknown status (still working) and returns the job once it has ended', async () => {
    const service = new FakeService().add(agentJob({ status: 'queued' }), { status: 'active' }, { status: 'completed' });
    const onWorking = vi.fn(() => true);
    const start = now();
    const job = await whenIdle('job_1', options(service, { onWorking }));
    expect(job.status).toBe('completed');
    expect(service.gets).toHaveLength(3);
    expect(onWorking).toHaveBeenCalledTimes(1);
    // Two pauses of 5 s between the three reads.
    expect(now() - start).toBe(10_000);
  });

  it.each(['archived', 'failed'])('returns at once for a job that has ended (%s)', async (status) => {
    const service = new FakeService().add(agentJob({ status }));
    expect((await whenIdle('job_1', options(service))).status).toBe(status);
  });

  it('stops when told to (a dry run), with the job as it is', async () => {
    const service = new FakeService().add(agentJob({ status: 'active' }));
    const job = await whenIdle('job_1', options(service, { onWorking: () => false }));
    expect(job.status).toBe('active');
    expect(service.gets).toHaveLength(1);
  });

  it('at the deadline: JobStillWorkingError (nothing sent: the slot is given back)', async () => {
    const service = new FakeService().add(agentJob({ status: 'active' }));
    const error = await whenIdle('job_1', options(service, { deadline: deadlineIn(12_000) })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobStillWorkingError);
    expect(String(error)).toContain('still active after 12000');
    expect(isDefiniteCreateFailure(error)).toBe(true);
  });

  it('a 404 is thrown as it is; a read the client gave up at the deadline is the job still working', async () => {
    await expect(whenIdle('job_x', options(new FakeService()))).rejects.toBeInstanceOf(ServiceHttpError);
    const service = new FakeService();
    // The client retries 5xx and network faults itself, up to the deadline, then stops with the run's DeadlineError.
    service.getJob = () => Promise.reject(new DeadlineError("GET u: not done within the run's time ('timeout-seconds': 60)"));
    await expect(whenIdle('job_1', options(service))).rejects.toBeInstanceOf(JobStillWorkingError);
  });
});
