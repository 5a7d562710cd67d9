/**
 * Behind a proxy, as on a self-hosted runner that sets `https_proxy`: the
 * service lives at a made-up `https://` host that does not resolve, reachable
 * only through a loopback forward proxy (CONNECT tunnels) that maps it to a
 * TLS terminator in front of the emulator. The action trusts the throwaway CA
 * through `NODE_EXTRA_CA_CERTS`, as a runner with a corporate CA would.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_KEY } from '../../tools/emulator/server.ts';
import { runAction } from '../../tools/action.ts';
import { commentPayload } from '../../tools/events.ts';
import { ForwardProxy, TlsTerminator, makeCertificates } from '../helpers/forward-proxy.ts';
import { FAST_WRITES, useWorld } from '../helpers/world.ts';
import { parseMarker } from '../../src/comment/marked.ts';

/** The comments about the run on its issue or pull request: the note the action leaves on the agent's pull request is counted apart (test/follow-up/follow-up.e2e.test.ts). */
const notNote = (c: { body: string }): boolean => parseMarker(c.body)?.kind !== 'note';

const SERVICE_HOST = 'api.docs-agent.test';
const GITHUB_HOST = 'api.github-enterprise.test';
const world = useWorld({
  emulator: { jobDurationMs: 400 },
  roles: { Codertocat: 'write' },
  inputs: {
    'base-url': `https://${SERVICE_HOST}`,
    // GitHub only where a test says so.
    'github-token': '',
    'project-id': 'proj-1',
    prompt: 'Fix the links',
    'timeout-seconds': '20',
    // Runs without GitHub have no GITHUB_API_URL: GitHub.com's, where at most 80 writes a minute are accepted. Runs with
    // GitHub (at a made-up host behind the proxy, or loopback: a GitHub Enterprise Server, whose admin sets its limits)
    // give the world's spacing (FAST_WRITES).
    'github-writes-per-minute': '80',
  },
});
const { emulator, token: TOKEN } = world;
let certificates: ReturnType<typeof makeCertificates>;
let serviceTls: TlsTerminator;
let githubTls: TlsTerminator;
let proxy: ForwardProxy;

beforeAll(async () => {
  certificates = makeCertificates([SERVICE_HOST, GITHUB_HOST]);
  serviceTls = new TlsTerminator(certificates, Number(new URL(world.serviceUrl).port));
  githubTls = new TlsTerminator(certificates, Number(new URL(world.githubUrl).port));
  const routes = new Map([
    [`${SERVICE_HOST}:443`, await serviceTls.start()],
    [`${GITHUB_HOST}:443`, await githubTls.start()],
  ]);
  proxy = new ForwardProxy(routes);
  await proxy.start();
});
afterAll(async () => {
  await proxy.stop();
  await serviceTls.stop();
  await githubTls.stop();
});
beforeEach(() => {
  proxy.tunnels.length = 0;
});

/** A comment event's variables, GitHub at `apiUrl`. */
const commentEnv = (runId: string, apiUrl: string): Record<string, string> => ({
  ...world.env({ event: 'issue_comment', payload: commentPayload('/docs fix the broken links'), runId }),
  GITHUB_API_URL: apiUrl,
});

describe('behind the runner proxy', () => {
  it('creates and polls the job through a CONNECT tunnel of the proxy in https_proxy', async () => {
    const result = await runAction({
      inputs: world.inputs(),
      env: { https_proxy: proxy.url, NODE_EXTRA_CA_CERTS: certificates.caFile },
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.outputs.status).toBe('completed');
    const [create, ...polls] = emulator.agentRequests();
    expect(create?.method).toBe('POST');
    expect(create?.authorization).toBe(`Bearer ${DEFAULT_ADMIN_KEY}`);
    expect(polls.length).toBeGreaterThan(0);
    expect(proxy.tunnels.length).toBeGreaterThan(0);
    expect(new Set(proxy.tunnels)).toEqual(new Set([`${SERVICE_HOST}:443`]));
    expect(proxy.refused).toEqual([]);
  });

  it('reads HTTPS_PROXY in capitals too', async () => {
    const result = await runAction({
      inputs: world.inputs({ wait: 'false' }),
      env: { HTTPS_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: certificates.caFile },
    });
    expect(result.code).toBe(0);
    expect(emulator.agentRequests('POST')).toHaveLength(1);
    expect(proxy.tunnels).toEqual([`${SERVICE_HOST}:443`]);
  });

  it('goes direct for a host in no_proxy (which here does not resolve) and for loopback', async () => {
    const bypassed = await runAction({
      inputs: world.inputs({ wait: 'false', 'timeout-seconds': '3' }),
      env: { https_proxy: proxy.url, no_proxy: `.docs-agent.test`, NODE_EXTRA_CA_CERTS: certificates.caFile },
    });
    expect(bypassed.code).toBe(1);
    expect(bypassed.stdout).toMatch(/::error::POST https:\/\/api\.docs-agent\.test\/\S+ failed: (ENOTFOUND|EAI_AGAIN)/);
    expect(proxy.tunnels).toEqual([]);

    const loopback = await runAction({
      inputs: world.inputs({ 'base-url': world.serviceUrl, wait: 'false' }),
      env: { https_proxy: proxy.url, http_proxy: proxy.url, HTTP_PROXY: proxy.url },
    });
    expect(loopback.code).toBe(0);
    expect(emulator.agentRequests('POST')).toHaveLength(1);
    expect(proxy.tunnels).toEqual([]);
    expect(proxy.refused).toEqual([]);
  });

  // GitHub's side goes through `@actions/github`'s proxy-aware fetch (src/github/client.ts).
  it('comments on the issue through the same proxy (GitHub Enterprise at a made-up host)', async () => {
    const result = await runAction({
      inputs: world.inputs({ prompt: '', 'github-token': TOKEN, ...FAST_WRITES }),
      env: {
        https_proxy: proxy.url,
        NODE_EXTRA_CA_CERTS: certificates.caFile,
        ...commentEnv('777001', `https://${GITHUB_HOST}`),
      },
    });
    expect(result.code).toBe(0);
    expect(world.github.comments.filter(notNote)).toHaveLength(1);
    expect(world.github.comments.filter(notNote)[0]!.body).toContain(result.outputs['pr-link']);
    expect(proxy.tunnels).toContain(`${GITHUB_HOST}:443`);
    expect(proxy.tunnels).toContain(`${SERVICE_HOST}:443`);
    // The admin key never travels to GitHub, the token never to the service.
    expect(world.github.requests.every((r) => !JSON.stringify(r).includes(DEFAULT_ADMIN_KEY))).toBe(true);
    expect(emulator.requests.every((r) => r.authorization === `Bearer ${DEFAULT_ADMIN_KEY}`)).toBe(true);
  });

  // undici is loaded per URL the runner proxies (src/runner/proxy.ts): each side gets it when it needs it, and
  // only then, whichever of the two is made first.
  for (const proxied of ['GitHub', 'the service'] as const) {
    it(`one side through the proxy, the other direct: ${proxied} proxied`, async () => {
      const githubProxied = proxied === 'GitHub';
      const result = await runAction({
        inputs: world.inputs({
          prompt: '',
          'github-token': TOKEN,
          ...FAST_WRITES,
          ...(githubProxied ? { 'base-url': world.serviceUrl } : {}),
        }),
        env: {
          https_proxy: proxy.url,
          NODE_EXTRA_CA_CERTS: certificates.caFile,
          // Loopback always goes direct.
          ...commentEnv('777002', githubProxied ? `https://${GITHUB_HOST}` : world.githubUrl),
        },
      });
      expect(result.code, result.stdout).toBe(0);
      expect(world.github.comments.filter(notNote).at(-1)!.body).toContain(result.outputs['pr-link']);
      expect(new Set(proxy.tunnels)).toEqual(new Set([githubProxied ? `${GITHUB_HOST}:443` : `${SERVICE_HOST}:443`]));
      expect(proxy.refused).toEqual([]);
    });
  }
});
