import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { sendMessage } from '../../src/service/agent/job.ts';
import { ServiceHttpError, ServiceNetworkError } from '../../src/util/errors.ts';
import { agentJob as job } from '../helpers/fake-service.ts';
import { BASE, KEY, agentRun, failConnections, runLimits, serviceClient, useServiceNock } from '../helpers/agent-run.ts';
import { useFakeTime } from '../helpers/fake-time.ts';

const MESSAGE = '/v2/agent/proj-1/job/job_1/message';

const api = () => nock(BASE, { reqheaders: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' } });

useServiceNock();
useFakeTime();

describe('sendMessage (POST …/job/{id}/message)', () => {
  it('POSTs {prompt} to the job with the admin key and parses the 200 job', async () => {
    const { options } = agentRun();
    api()
      .post(MESSAGE, { prompt: 'Shorten the intro' })
      .reply(200, job({ status: 'active', prLink: 'https://github.com/acme/docs/pull/7' }));
    await expect(sendMessage('job_1', 'Shorten the intro', options)).resolves.toMatchObject({ id: 'job_1', status: 'active' });
  });

  it('percent-encodes the job id as one path segment', async () => {
    const client = serviceClient(runLimits());
    api().post('/v2/agent/proj-1/job/a%2F..%2Fb/message').reply(200, job());
    await expect(client.sendMessage('a/../b', 'x')).resolves.toMatchObject({ id: 'job_1' });
  });

  it.each([
    [400, 'This job no longer accepts messages'],
    [404, 'Agent job not found'],
  ])('gives a %i with its status and the service error, never retried', async (status, error) => {
    const { options, log } = agentRun();
    api().post(MESSAGE).reply(status, { error });
    const thrown = (await sendMessage('job_1', 'x', options).catch((e: unknown) => e)) as ServiceHttpError;
    expect(thrown).toBeInstanceOf(ServiceHttpError);
    expect(thrown.status).toBe(status);
    expect(thrown.detail).toBe(error);
    expect(log.warning).not.toHaveBeenCalled();
  });

  it('retries a 429 under wait, honouring Retry-After, and tells the budget each time', async () => {
    const { options, log } = agentRun();
    const onRateLimited = vi.fn(() => Promise.resolve());
    api().post(MESSAGE).reply(429, { error: 'Rate limit exceeded' }, { 'retry-after': '1' });
    api().post(MESSAGE).reply(200, job());
    const started = Date.now();
    await expect(sendMessage('job_1', 'x', { ...options, retryOn429: true, onRateLimited })).resolves.toMatchObject({ id: 'job_1' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(log.warning.mock.calls[0]?.[0]).toMatch(/sending the message again in 1s \(attempt 2\)$/);
    expect(onRateLimited).toHaveBeenCalledTimes(1);
  });

  it('runs the check before the message (is the job idle?) before every attempt, a 429 retry included', async () => {
    const { options } = agentRun();
    const order: string[] = [];
    const beforeSend = vi.fn(() => {
      order.push('check');
      return Promise.resolve();
    });
    api()
      .post(MESSAGE)
      .reply(() => {
        order.push('post');
        return [429, { error: 'Rate limit exceeded' }, { 'retry-after': '0' }];
      });
    api()
      .post(MESSAGE)
      .reply(() => {
        order.push('post');
        return [200, job()];
      });
    await sendMessage('job_1', 'x', { ...options, retryOn429: true, beforeSend });
    expect(order).toEqual(['check', 'post', 'check', 'post']);
  });

  it('does not retry a 429 unless allowed (on-budget-exhausted is not wait)', async () => {
    const { options } = agentRun();
    api().post(MESSAGE).reply(429, 'Too many requests', { 'content-type': 'text/plain' });
    const thrown = (await sendMessage('job_1', 'x', { ...options, retryOn429: false }).catch((e: unknown) => e)) as ServiceHttpError;
    expect(thrown.status).toBe(429);
    expect(thrown.detail).toBe('Too many requests');
  });

  it('never repeats a message that met a 5xx (the agent may already be working on it)', async () => {
    const { options } = agentRun();
    api().post(MESSAGE).reply(503, { error: 'unavailable' });
    await expect(sendMessage('job_1', 'x', options)).rejects.toThrow(`POST ${BASE}${MESSAGE} answered 503: unavailable`);
  });

  it('never repeats a message whose outcome is unknown (reset after sending)', async () => {
    const { options } = agentRun();
    failConnections('ECONNRESET');
    const thrown = await sendMessage('job_1', 'x', options).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(ServiceNetworkError);
    expect((thrown as ServiceNetworkError).beforeSend).toBe(false);
  });

  it('repeats a message whose connection was refused before it was sent', async () => {
    const { options, log } = agentRun();
    failConnections('ECONNREFUSED');
    api().post(MESSAGE).reply(200, job());
    await expect(sendMessage('job_1', 'x', options)).resolves.toMatchObject({ id: 'job_1' });
    expect(log.warning.mock.calls[0]?.[0]).toMatch(/sending the message again in 0s \(attempt 2\)/);
  });
});
