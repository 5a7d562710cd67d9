/**
 * Causes named (issue 21, finding 7), end to end: a runner proxy that answers
 * `407 Proxy Authentication Required` to the tunnel for the service, and a
 * `base-url` on a port `fetch` refuses. Before, the first said "Request was
 * cancelled" / `UND_ERR_ABORTED` and kept the budget's slot as if the job
 * might exist; the second said only "fetch failed", after the run started.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { loadPayload } from '../../tools/events.ts';
import { storedLedger } from '../helpers/ledger.ts';
import { RefusingProxy } from '../helpers/silent-server.ts';
import { useServers, useWorld } from '../helpers/world.ts';

const PROJECT = 'causes-docs';
const REF = `refs/docs-agent/budget/${PROJECT}`;
const SERVICE_HOST = 'api.docs-agent.test';

const world = useWorld({
  inputs: {
    'project-id': PROJECT,
    prompt: 'Keep the docs right.',
    // A service that is not on loopback polls at most once a second.
    'poll-interval-seconds': '1',
    'max-poll-interval-seconds': '2',
  },
});
const proxy = new RefusingProxy();
useServers(proxy);
beforeEach(() => {
  proxy.tunnels.length = 0;
});

/** A workflow_dispatch run; GitHub (the ledger) is on loopback and never proxied, the service is. */
const dispatch = (inputs: Record<string, string>, env: Record<string, string> = {}) =>
  world.run({ event: 'workflow_dispatch', payload: loadPayload('workflow_dispatch.json'), inputs, env });

describe('a runner proxy that answers 407', () => {
  it('says the proxy refused and why, does not retry, and gives the budget slot back', async () => {
    const result = await dispatch({ 'base-url': `https://${SERVICE_HOST}`, 'timeout-seconds': '20' }, { https_proxy: proxy.url });
    expect(result.code).toBe(1);
    expect(result.outputs.status).toBe('error');
    expect(result.stdout).toContain(
      `::error::POST https://${SERVICE_HOST}/v2/agent/${PROJECT}/job failed: the proxy refused (407): check its credentials`,
    );
    expect(result.stdout).not.toContain('UND_ERR_ABORTED');
    // The tunnel was asked for once: a refusal that a retry would meet again is not retried.
    expect(proxy.tunnels).toEqual([`${SERVICE_HOST}:443`]);
    // Nothing reached the service: the slot reserved for the job is given back.
    expect(storedLedger(world.git, world.repository, REF)?.entries).toEqual([]);
    expect(result.outputs['budget-remaining']).toBe('100');
    expect(result.summary).toContain('the proxy refused (407)');
  });
});

describe('a base-url on a port fetch refuses', () => {
  it('is refused with the inputs, naming the port, before any request', async () => {
    const result = await dispatch({ 'base-url': 'http://127.0.0.1:6000' });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      `::error::Invalid input: 'base-url' uses port 6000, which fetch refuses to connect to (a "bad port" of the Fetch standard): serve the service on another port (got "http://127.0.0.1:6000")`,
    );
    expect(result.outputs.status).toBe('error');
    expect(world.github.requests).toHaveLength(0);
    expect(world.git.requests).toHaveLength(0);
  });
});
