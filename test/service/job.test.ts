import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { createJob, waitForJob } from '../../src/service/agent/job.ts';
import { ServiceHttpError, ServiceNetworkError, ServiceResponseError } from '../../src/util/errors.ts';
import { agentJob } from '../helpers/fake-service.ts';
import { createServiceClient } from '../../src/service/agent/client.ts';
import { BASE, KEY, agentRun, failingFetch, useServiceNock } from '../helpers/agent-run.ts';

const JOBS = '/v2/agent/proj-1/job';

const job = agentJob;

const api = () => nock(BASE, { reqheaders: { authorization: `Bearer ${KEY}` } });

useServiceNock();

describe('createJob', () => {
  it('POSTs the prompt with the admin key and parses the 201 job', async () => {
    const { options } = agentRun();
    api().post(JOBS, { prompt: 'Fix links' }).reply(201, job());
    await expect(createJob('Fix links', options)).resolves.toMatchObject({ id: 'job_1', status: 'active' });
  });

  it('percent-encodes the project id as one path segment', async () => {
    const client = createServiceClient({ baseUrl: new URL(`${BASE}/api/`), projectId: 'a/b ?c', adminApiKey: KEY });
    api().post('/api/v2/agent/a%2Fb%20%3Fc/job').reply(201, job());
    await expect(client.createJob('x')).resolves.toMatchObject({ id: 'job_1' });
  });

  it('retries a 429, honouring Retry-After in seconds', async () => {
    const { options, clock } = agentRun();
    api().post(JOBS).reply(429, { error: 'Rate limit exceeded' }, { 'retry-after': '42' });
    api().post(JOBS).reply(201, job());
    await expect(createJob('x', options)).resolves.toMatchObject({ id: 'job_1' });
    expect(clock.sleeps).toEqual([42_000]);
  });

  it('takes an absurd Retry-After as one hour, with a warning', async () => {
    const warn = vi.fn<(m: string) => void>();
    const client = createServiceClient({ baseUrl: new URL(BASE), projectId: 'proj-1', adminApiKey: KEY, warn });
    api().post(JOBS).reply(429, { error: 'Rate limit exceeded' }, { 'retry-after': '100000000000' });
    const error = (await client.createJob('x').catch((e: unknown) => e)) as ServiceHttpError;
    expect(error).toBeInstanceOf(ServiceHttpError);
    expect(error.retryAfterMs).toBe(3_600_000);
    expect(warn).toHaveBeenCalledWith(
      `POST ${BASE}${JOBS}: Retry-After "100000000000" is beyond one hour (the service's limits are hourly); waiting at most one hour`,
    );
  });

  it('retries a 429, honouring Retry-After as an HTTP date', async () => {
    const { options, clock } = agentRun();
    const at = new Date(Date.now() + 90_000).toUTCString();
    api().post(JOBS).reply(429, 'Too many requests', { 'retry-after': at, 'content-type': 'text/plain' });
    api().post(JOBS).reply(201, job());
    await createJob('x', options);
    expect(clock.sleeps[0]).toBeGreaterThan(85_000);
    expect(clock.sleeps[0]).toBeLessThanOrEqual(90_000);
  });

  it('does not retry a 429 when the wait would pass the deadline', async () => {
    const { options } = agentRun(60_000);
    api().post(JOBS).reply(429, { error: 'Rate limit exceeded' }, { 'retry-after': '3600' });
    await expect(createJob('x', options)).rejects.toThrow(/answered 429: Rate limit exceeded; not retried/);
  });

  it('retries a connection refused before the request was sent', async () => {
    const { options } = agentRun(1_800_000, failingFetch('ECONNREFUSED'));
    api().post(JOBS).reply(201, job());
    await expect(createJob('x', options)).resolves.toMatchObject({ id: 'job_1' });
  });

  it('never repeats a POST whose outcome is unknown (reset after sending)', async () => {
    const { options } = agentRun(1_800_000, failingFetch('ECONNRESET'));
    const error = await createJob('x', options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceNetworkError);
    expect((error as ServiceNetworkError).beforeSend).toBe(false);
  });

  it('never repeats a POST that met a 5xx, and reports the status and the error body', async () => {
    const { options } = agentRun();
    api().post(JOBS).reply(502, { error: 'upstream failed' });
    await expect(createJob('x', options)).rejects.toThrow(`POST ${BASE}${JOBS} answered 502: upstream failed`);
  });

  it('reports the first 200 characters of a non-JSON error body', async () => {
    const { options } = agentRun();
    api()
      .post(JOBS)
      .reply(400, `<html>${'x'.repeat(300)}</html>`);
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
    const { options, log, clock } = agentRun();
    api().get(`${JOBS}/job_1`).times(2).reply(200, job());
    api()
      .get(`${JOBS}/job_1`)
      .reply(200, job({ status: 'completed', prLink: 'https://github.com/acme/docs/pull/7' }));
    const outcome = await waitForJob(job(), options);
    expect(outcome).toMatchObject({ kind: 'finished', polls: 3, job: { status: 'completed' } });
    expect(clock.sleeps).toEqual([5000, 5000, 5000]);
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

  it('retries 429 (both Retry-After forms), a 5xx burst and a network reset', async () => {
    const { options, clock } = agentRun(1_800_000, failingFetch('ECONNRESET'));
    api().get(`${JOBS}/job_1`).reply(429, { error: 'slow down' }, { 'retry-after': '60' });
    api()
      .get(`${JOBS}/job_1`)
      .reply(429, 'slow down', { 'retry-after': new Date(Date.now() + 120_000).toUTCString() });
    api().get(`${JOBS}/job_1`).times(3).reply(503, { error: 'unavailable' });
    api()
      .get(`${JOBS}/job_1`)
      .reply(200, job({ status: 'completed' }));
    const outcome = await waitForJob(job(), options);
    // reset, 429, 429, 503 ×3, completed
    expect(outcome).toMatchObject({ kind: 'finished', polls: 7 });
    expect(clock.sleeps[0]).toBe(5000);
    expect(clock.sleeps[1]).toBe(5000);
    expect(clock.sleeps[2]).toBe(60_000);
    expect(clock.sleeps[3]).toBeGreaterThan(115_000);
    // consecutive faults back off, doubling from 5 s: the 5xx burst is at the 30 s cap
    expect(clock.sleeps.slice(4)).toEqual([30_000, 30_000, 30_000]);
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
    const { options, clock } = agentRun();
    const scope = api().get(`${JOBS}/job_1`).times(200).reply(200, job());
    const start = clock.now();
    const outcome = await waitForJob(job(), options);
    expect(outcome.kind).toBe('timeout');
    expect(clock.now() - start).toBe(1_800_000);
    expect(outcome.polls).toBeLessThan(90);
    expect(outcome.polls).toBeGreaterThan(60);
    expect(scope.isDone()).toBe(false);
    nock.cleanAll();
  });

  it('stops at once when cancelled', async () => {
    const { options } = agentRun();
    const controller = new AbortController();
    api()
      .get(`${JOBS}/job_1`)
      .reply(200, () => {
        controller.abort();
        return job();
      });
    const outcome = await waitForJob(job(), { ...options, signal: controller.signal });
    expect(outcome.kind).toBe('cancelled');
  });
});
