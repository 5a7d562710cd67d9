import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { createJob, waitForJob } from '../../src/service/agent/job.ts';
import { ServiceHttpError, ServiceNetworkError, ServiceResponseError } from '../../src/util/errors.ts';
import { agentJob } from '../helpers/fake-service.ts';
import { createServiceClient } from '../../src/service/agent/client.ts';
import { BASE, KEY, agentRun, failConnections, runLimits, useServiceNock } from '../helpers/agent-run.ts';
import { now } from '../../src/util/clock.ts';
import { useFakeTime } from '../helpers/fake-time.ts';

const JOBS = '/v2/agent/proj-1/job';

const job = agentJob;

const api = () => nock(BASE, { reqheaders: { authorization: `Bearer ${KEY}` } });

useServiceNock();
useFakeTime();

describe('createJob', () => {
  it('POSTs the prompt with the admin key and parses the 201 job', async () => {
    const { options } = agentRun();
    api().post(JOBS, { prompt: 'Fix links' }).reply(201, job());
    await expect(createJob('Fix links', options)).resolves.toMatchObject({ id: 'job_1', status: 'active' });
  });

  it('percent-encodes the project id as one path segment', async () => {
    const client = createServiceClient({
      baseUrl: new URL(`${BASE}/api/`),
      projectId: 'a/b ?c',
      adminApiKey: KEY,
      deadline: runLimits(),
      log: { warning: vi.fn() },
    });
    api().post('/api/v2/agent/a%2Fb%20%3Fc/job').reply(201, job());
    await expect(client.createJob('x')).resolves.toMatchObject({ id: 'job_1' });
  });

  it('retries a 429 after the Retry-After in seconds (ky waits it), saying so first', async () => {
    const { options, log } = agentRun();
    api().post(JOBS).reply(429, { error: 'Rate limit exceeded' }, { 'retry-after': '1', 'content-type': 'application/json' });
    api().post(JOBS).reply(201, job());
    const started = Date.now();
    await expect(createJob('x', options)).resolves.toMatchObject({ id: 'job_1' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(log.warning.mock.calls).toEqual([
      [`POST ${BASE}${JOBS} answered 429: Rate limit exceeded; creating the job again in 1s (attempt 2)`],
    ]);
  });

  it('retries a 429 after the Retry-After as an HTTP date', async () => {
    const { options, log } = agentRun();
    const at = new Date(Date.now() + 2000).toUTCString();
    api().post(JOBS).reply(429, 'Too many requests', { 'retry-after': at, 'content-type': 'text/plain' });
    api().post(JOBS).reply(201, job());
    const started = Date.now();
    await createJob('x', options);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(log.warning.mock.calls[0]?.[0]).toMatch(/answered 429: Too many requests; creating the job again in [12]s \(attempt 2\)$/);
  });

  it('does not retry a 429 whose wait would pass the deadline, and reads a Retry-After past an hour as one hour', async () => {
    const { options } = agentRun(60_000);
    api().post(JOBS).reply(429, { error: 'Rate limit exceeded' }, { 'retry-after': '100000000000' });
    const error = (await createJob('x', options).catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(
      /answered 429: Rate limit exceeded; not retried: the next attempt \(in 60m00s\) would pass the run's deadline/,
    );
    expect(error.cause).toBeInstanceOf(ServiceHttpError);
    expect((error.cause as ServiceHttpError).retryAfterMs).toBe(3_600_000);
  });

  it('retries a connection refused before the request was sent', async () => {
    const { options, log } = agentRun();
    const fetches = failConnections('ECONNREFUSED');
    api().post(JOBS).reply(201, job());
    await expect(createJob('x', options)).resolves.toMatchObject({ id: 'job_1' });
    expect(fetches.calls()).toBe(2);
    expect(log.warning.mock.calls[0]?.[0]).toBe(`POST ${BASE}${JOBS} failed: ECONNREFUSED; creating the job again in 0s (attempt 2)`);
  });

  it('never repeats a POST whose outcome is unknown (reset after sending)', async () => {
    const { options } = agentRun();
    failConnections('ECONNRESET');
    const error = await createJob('x', options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceNetworkError);
    expect((error as ServiceNetworkError).beforeSend).toBe(false);
  });

  it('never repeats a POST that met a 5xx, and reports the status and the error body', async () => {
    const { options } = agentRun();
    api().post(JOBS).reply(502, { error: 'upstream failed' });
    await expect(createJob('x', options)).rejects.toThrow(`POST ${BASE}${JOBS} answered 502: upstream failed`);
  });

  it.each(['text/html', 'application/json'])('reports the first 200 characters of a non-JSON error body (%s)', async (type) => {
    const { options } = agentRun();
    api()
      .post(JOBS)
      .reply(400, `<html>${'x'.repeat(300)}</html>`, { 'content-type': type });
    const error = (await createJob('x', options).catch((e: unknown) => e)) as ServiceHttpError;
    expect(error).toBeInstanceOf(ServiceHttpError);
    expect(error.status).toBe(400);
    expect(error.detail).toBe(`<html>${'x'.repeat(194)}…`);
  });

  it('fails on a schema violation, naming field, expected and received', async () => {
    const { options } = agentRun();
    api()
      .post(JOBS)
      .reply(201, { ...job(), prLink: 7 });
    await expect(createJob('x', options)).rejects.toThrow(/unexpected body: field 'prLink': expected string, received 7/);
  });

  it('does not follow a redirect, so the key never reaches another origin', async () => {
    const { options } = agentRun();
    api().post(JOBS).reply(307, '', { location: 'https://evil.example/steal' });
    const evil = nock('https://evil.example').post('/steal').reply(201, job());
    await expect(createJob('x', options)).rejects.toThrow(/307: redirect to https:\/\/evil\.example not followed/);
    expect(evil.isDone()).toBe(false);
    nock.cleanAll();
  });
});

describe('waitForJob', () => {
  it('polls until completed, one log line per poll', async () => {
    const { options, log } = agentRun();
    api().get(`${JOBS}/job_1`).times(2).reply(200, job());
    api()
      .get(`${JOBS}/job_1`)
      .reply(200, job({ status: 'completed', prLink: 'https://github.com/acme/docs/pull/7' }));
    const outcome = await waitForJob(job(), options);
    expect(outcome).toMatchObject({ kind: 'finished', polls: 3, job: { status: 'completed' } });
    expect(log.info.mock.calls.map(([m]) => m)).toEqual(['[5s] active', '[10s] active', '[15s] completed']);
  });

  it.each(['failed', 'archived'] as const)('stops on %s', async (status) => {
    const { options } = agentRun();
    api().get(`${JOBS}/job_1`).reply(200, job({ status }));
    await expect(waitForJob(job(), options)).resolves.toMatchObject({ kind: 'finished', job: { status } });
  });

  it('warns once about an unknown status and goes on polling', async () => {
    const { options, log } = agentRun();
    api()
      .get(`${JOBS}/job_1`)
      .times(2)
      .reply(200, job({ status: 'queued' }));
    api()
      .get(`${JOBS}/job_1`)
      .reply(200, job({ status: 'completed' }));
    await expect(waitForJob(job(), options)).resolves.toMatchObject({ kind: 'finished' });
    expect(log.warning).toHaveBeenCalledTimes(1);
    expect(log.warning.mock.calls[0]?.[0]).toContain('"queued"');
  });

  it('reads again (in the client) after a network reset, a 429 and a 5xx burst, each said', async () => {
    const { options, log } = agentRun();
    failConnections('ECONNRESET');
    api().get(`${JOBS}/job_1`).reply(429, { error: 'slow down' }, { 'retry-after': '0', 'content-type': 'application/json' });
    api().get(`${JOBS}/job_1`).times(3).reply(503, { error: 'unavailable' }, { 'content-type': 'application/json' });
    api()
      .get(`${JOBS}/job_1`)
      .reply(200, job({ status: 'completed' }));
    const outcome = await waitForJob(job(), options);
    // One poll; the client read six times: reset, 429, 503 ×3, completed.
    expect(outcome).toMatchObject({ kind: 'finished', polls: 1 });
    const url = `${BASE}${JOBS}/job_1`;
    expect(log.warning.mock.calls.map(([m]) => m)).toEqual([
      `GET ${url} failed: ECONNRESET; reading job job_1 again in 0s (attempt 2)`,
      `GET ${url} answered 429: slow down; reading job job_1 again in 0s (attempt 3)`,
      `GET ${url} answered 503: unavailable; reading job job_1 again in 0s (attempt 4)`,
      `GET ${url} answered 503: unavailable; reading job job_1 again in 0s (attempt 5)`,
      `GET ${url} answered 503: unavailable; reading job job_1 again in 0s (attempt 6)`,
    ]);
  });

  it('fails at once on a 404, which cannot succeed on retry', async () => {
    const { options } = agentRun();
    api().get(`${JOBS}/job_1`).reply(404, { error: 'Agent job not found' });
    await expect(waitForJob(job(), options)).rejects.toThrow(/answered 404: Agent job not found/);
  });

  it('fails on malformed JSON', async () => {
    const { options } = agentRun();
    api().get(`${JOBS}/job_1`).reply(200, '{"id": "job_1", "sta', { 'content-type': 'application/json' });
    await expect(waitForJob(job(), options)).rejects.toBeInstanceOf(ServiceResponseError);
  });

  it('gives up on a job that never ends exactly at the deadline, in few requests', async () => {
    const { options } = agentRun();
    const scope = api().get(`${JOBS}/job_1`).times(200).reply(200, job());
    const start = now();
    const outcome = await waitForJob(job(), options);
    expect(outcome.kind).toBe('timeout');
    expect(now() - start).toBe(1_800_000);
    expect(outcome.polls).toBeLessThan(90);
    expect(outcome.polls).toBeGreaterThan(60);
    expect(scope.isDone()).toBe(false);
    nock.cleanAll();
  });

  it('stops at once when cancelled', async () => {
    const controller = new AbortController();
    const { options } = agentRun(1_800_000, controller.signal);
    api()
      .get(`${JOBS}/job_1`)
      .reply(200, () => {
        controller.abort();
        return job();
      });
    const outcome = await waitForJob(job(), options);
    expect(outcome.kind).toBe('cancelled');
  });
});
