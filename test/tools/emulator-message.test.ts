import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_KEY, ServiceEmulator } from '../../tools/emulator/server.ts';
import { createServiceClient } from '../../src/service/agent/client.ts';
import { ServiceHttpError } from '../../src/util/errors.ts';
import { RunLimits } from '../../src/util/deadline.ts';

let now = 1_800_000_000_000;
const emulator = new ServiceEmulator({ jobDurationMs: 1000, jobsPerHour: 3, now: () => now });
let client: ReturnType<typeof createServiceClient>;

beforeAll(async () => {
  const url = await emulator.start();
  client = createServiceClient({
    baseUrl: new URL(url),
    projectId: 'p1',
    adminApiKey: DEFAULT_ADMIN_KEY,
    deadline: new RunLimits(new AbortController().signal),
    log: { warning: () => undefined },
  });
});
afterAll(async () => {
  await emulator.stop();
});

async function statusOf(promise: Promise<unknown>): Promise<[number, string]> {
  const error = (await promise.catch((e: unknown) => e)) as ServiceHttpError;
  expect(error).toBeInstanceOf(ServiceHttpError);
  return [error.status, error.detail];
}

describe('the emulator’s follow-up message endpoint', () => {
  it('sends a finished job back to active, then finishes it with the same pull request; 404, 400 and a shared 429', async () => {
    const created = await client.createJob('first');
    now += 1000;
    const done = await client.getJob(created.id);
    expect(done).toMatchObject({ status: 'completed' });
    expect(done.prLink).toMatch(/^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/);

    const again = await client.sendMessage(created.id, 'Shorten the intro');
    expect(again).toMatchObject({ id: created.id, status: 'active', prLink: null, createdAt: done.createdAt });
    now += 999;
    expect((await client.getJob(created.id)).status).toBe('active');
    now += 1;
    expect(await client.getJob(created.id)).toMatchObject({ status: 'completed', prLink: done.prLink });
    expect(emulator.jobs.get(created.id)?.messages).toEqual(['Shorten the intro']);

    expect(await statusOf(client.sendMessage('job_unknown', 'x'))).toEqual([404, 'Agent job not found']);
    expect(await statusOf(client.sendMessage(created.id, ''))).toEqual([400, 'prompt: String must contain at least 1 character(s)']);
    emulator.refuseMessages(created.id);
    expect(await statusOf(client.sendMessage(created.id, 'x'))).toEqual([400, 'This job no longer accepts messages']);

    // One creation and one message so far; the limit of 3 an hour counts both.
    const second = await client.createJob('second [emulator:no-messages]');
    expect(await statusOf(client.sendMessage(second.id, 'x'))).toEqual([400, 'This job no longer accepts messages']);
    const [status] = await statusOf(client.createJob('third', { retryOn429: false }));
    expect(status).toBe(429);
    expect(emulator.jobs.get(second.id)?.messages).toEqual([]);
  });

  it('answers a message with a scripted fault', async () => {
    emulator.fault({ method: 'POST', route: 'message' }, { kind: 'status', status: 503 });
    expect(await statusOf(client.sendMessage('any', 'x'))).toEqual([503, 'scripted 503']);
  });
});
