/**
 * What cannot pass on retry fails at once, naming the input to fix (issue 29):
 * an example base-url before any request, a host that does not resolve
 * (a real lookup of a `.invalid` name), a TLS certificate the runner refuses
 * (a loopback https server with a self-signed certificate), a 401 or 403 from
 * the service. What can pass (EAI_AGAIN, a temporary DNS failure) is retried.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { readSettings } from '../../src/modes/agent/settings.ts';
import { readReportSettings } from '../../src/modes/report/settings.ts';
import { readAskSettings } from '../../src/modes/ask/settings.ts';
import { askAssistant, buildAskRequest } from '../../src/service/assistant/client.ts';
import { ServiceHttpError, ServiceNetworkError } from '../../src/util/errors.ts';
import { agentJob } from '../helpers/fake-service.ts';
import { BASE, failConnections, runLimits, serviceClient, useServiceNock } from '../helpers/agent-run.ts';
import { VALID_INPUTS, inputProblems, readInputs } from '../helpers/settings.ts';

const JOBS = '/v2/agent/proj-1/job';

useServiceNock();

function client(base = BASE) {
  const log = { warning: vi.fn<(m: string) => void>() };
  return { client: serviceClient(runLimits(), log, base), log };
}

describe('an example base-url', () => {
  const refusal = (url: string) =>
    `base-url: names an example domain reserved by RFC 2606: replace the example base-url with your service's API URL (got ${JSON.stringify(url)})`;

  it.each(['api.example.com', 'example.net', 'docs.example.org', 'api.example', 'service.invalid', 'API.EXAMPLE.COM'])(
    'is refused before any request: %s',
    (host) => {
      expect(inputProblems({ ...VALID_INPUTS, 'base-url': `https://${host}` })).toEqual([refusal(`https://${host}`)]);
    },
  );

  it('is refused in report and ask modes too', () => {
    const inputs = { ...VALID_INPUTS, 'base-url': 'https://api.example.com', mode: 'report', 'github-token': 'ghs_t' };
    expect(inputProblems(inputs, readReportSettings)).toContain(refusal('https://api.example.com'));
    const ask = { 'base-url': 'https://api.example.com', 'assistant-api-key': 'svc_dsc_k', domain: 'acme', question: 'How?', mode: 'ask' };
    expect(inputProblems(ask, (read) => readAskSettings(read, 'workflow_dispatch'))).toContain(refusal('https://api.example.com'));
  });

  it('leaves alike names alone: a real domain containing "example", the loopback .localhost, the suite’s .test', () => {
    for (const url of ['https://api.myexample.com', 'https://example.com.docs.io', 'http://api.localhost:8787', 'https://api.docs.test']) {
      expect(readSettings(readInputs({ ...VALID_INPUTS, 'base-url': url })).baseUrl.href).toBe(new URL(url).href);
    }
  });
});

describe('a host that does not resolve', () => {
  it('fails at once with ENOTFOUND, naming base-url and the fix, nothing retried', async () => {
    nock.enableNetConnect('api.docs-agent.invalid');
    const { client: service, log } = client('https://api.docs-agent.invalid');
    const started = Date.now();
    const error = (await service.createJob('x').catch((e: unknown) => e)) as ServiceNetworkError;
    expect(error).toBeInstanceOf(ServiceNetworkError);
    expect(error.message).toContain(
      "failed: ENOTFOUND: the host of 'base-url' (api.docs-agent.invalid) does not resolve; set 'base-url' to your service's API URL",
    );
    // Nothing was sent: the budget gives the slot back.
    expect(error.beforeSend).toBe(true);
    expect(log.warning).not.toHaveBeenCalled();
    expect(Date.now() - started).toBeLessThan(5000);
    nock.disableNetConnect();
  });

  it('is retried when the lookup failed for the moment (EAI_AGAIN)', async () => {
    const fetches = failConnections('EAI_AGAIN');
    nock(BASE).post(JOBS).reply(201, agentJob());
    const { client: service, log } = client();
    await expect(service.createJob('x')).resolves.toMatchObject({ id: 'job_1' });
    expect(fetches.calls()).toBe(2);
    expect(log.warning).toHaveBeenCalledTimes(1);
  });
});

describe('a TLS certificate the runner refuses', () => {
  it('fails at once, naming base-url, and the server never sees a request', async () => {
    const tls = { key: readFileSync('test/fixtures/tls/self-signed.key'), cert: readFileSync('test/fixtures/tls/self-signed.crt') };
    let requests = 0;
    const server = createServer(tls, (_req, res) => {
      requests += 1;
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    nock.enableNetConnect('127.0.0.1');
    try {
      const { client: service, log } = client(`https://127.0.0.1:${(server.address() as AddressInfo).port}`);
      const error = (await service.getJob('job_1').catch((e: unknown) => e)) as ServiceNetworkError;
      expect(error).toBeInstanceOf(ServiceNetworkError);
      expect(error.message).toMatch(
        /failed: DEPTH_ZERO_SELF_SIGNED_CERT \(self[- ]signed certificate[^)]*\): the TLS certificate of 'base-url' \(127\.0\.0\.1\) was refused; check 'base-url'/,
      );
      expect(log.warning).not.toHaveBeenCalled();
      expect(requests).toBe(0);
    } finally {
      nock.disableNetConnect();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('a key the service refuses', () => {
  it.each([
    [401, "check 'admin-api-key': the key is invalid or expired"],
    [403, "the key is not allowed here (IP allow-list or scope); check 'admin-api-key'"],
  ])('%i on a read or a creation fails at once, naming admin-api-key', async (status, hint) => {
    nock(BASE).get(`${JOBS}/job_1`).reply(status, { error: 'Unauthorized' });
    nock(BASE).post(JOBS).reply(status, { error: 'Unauthorized' });
    const { client: service, log } = client();
    await expect(service.getJob('job_1')).rejects.toThrow(`GET ${BASE}${JOBS}/job_1 answered ${status}: Unauthorized: ${hint}`);
    const error = (await service.createJob('x').catch((e: unknown) => e)) as ServiceHttpError;
    expect(error.message).toBe(`POST ${BASE}${JOBS} answered ${status}: Unauthorized: ${hint}`);
    expect(log.warning).not.toHaveBeenCalled();
  });

  it('401 from the assistant names assistant-api-key', async () => {
    const settings = readAskSettings(
      readInputs({ mode: 'ask', 'base-url': BASE, 'assistant-api-key': 'svc_dsc_k', domain: 'acme', question: 'How?' }),
      'workflow_dispatch',
    );
    nock(BASE).post('/discovery/v2/assistant/acme/message').reply(401, { error: 'Invalid key' });
    await expect(askAssistant(settings, buildAskRequest(settings, 'How?'), { deadline: runLimits() })).rejects.toThrow(
      "answered 401: Invalid key: check 'assistant-api-key': the key is invalid or expired",
    );
  });
});
