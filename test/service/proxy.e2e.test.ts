/**
 * Behind a proxy, as on a self-hosted runner that sets `https_proxy`: the
 * service lives at a made-up `https://` host that does not resolve, reachable
 * only through a loopback forward proxy (CONNECT tunnels) that maps it to a
 * TLS terminator in front of the emulator. The action trusts the throwaway CA
 * through `NODE_EXTRA_CA_CERTS`, as a runner with a corporate CA would.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_KEY, ServiceEmulator } from '../../tools/emulator/server.ts';
import { runAction } from '../../tools/action.ts';
import { commentPayload, writePayload } from '../../tools/events.ts';
import { ForwardProxy, TlsTerminator, makeCertificates } from '../helpers/forward-proxy.ts';
import { GitDatabaseStandIn } from '../../tools/stand-ins/git-database.ts';
import { GitHubStandIn } from '../../tools/stand-ins/github.ts';
import { StandInServer } from '../../tools/stand-ins/server.ts';
import { parseMarker } from '../../src/github/comments.ts';

/** The comments about the run on its issue or pull request: the note the action leaves on the agent's pull request is counted apart (test/refine/refine.e2e.test.ts). */
const notNote = (c: { body: string }): boolean => parseMarker(c.body)?.kind !== 'note';

const SERVICE_HOST = 'api.docs-agent.test';
const GITHUB_HOST = 'api.github-enterprise.test';
const TOKEN = 'ghs_proxy_workflow_token';

const emulator = new ServiceEmulator({ jobDurationMs: 400 });
const github = new GitHubStandIn();
github.token = TOKEN;
github.roles.set('Codertocat', 'write');
const gitDatabase = new GitDatabaseStandIn({ token: TOKEN, repositories: ['Codertocat/Hello-World'] });
const githubServer = new StandInServer(
  (req, res, body) => gitDatabase.handler(req, res, body),
  (req, res, body) => github.handler(req, res, body),
);
let certificates: ReturnType<typeof makeCertificates>;
let serviceTls: TlsTerminator;
let githubTls: TlsTerminator;
let proxy: ForwardProxy;

beforeAll(async () => {
  certificates = makeCertificates([SERVICE_HOST, GITHUB_HOST]);
  await emulator.start();
  await githubServer.start();
  serviceTls = new TlsTerminator(certificates, Number(new URL(emulator.url).port));
  githubTls = new TlsTerminator(certificates, Number(new URL(githubServer.url).port));
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
  await githubServer.stop();
  await emulator.stop();
});
beforeEach(() => {
  emulator.requests.length = 0;
  proxy.tunnels.length = 0;
});

function inputs(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'base-url': `https://${SERVICE_HOST}`,
    'project-id': 'proj-1',
    'admin-api-key': DEFAULT_ADMIN_KEY,
    prompt: 'Fix the links',
    'poll-interval-seconds': '1',
    'max-poll-interval-seconds': '2',
    'timeout-seconds': '20',
    ...extra,
  };
}

describe('behind the runner proxy', () => {
  it('creates and polls the job through a CONNECT tunnel of the proxy in https_proxy', async () => {
    const result = await runAction({
      inputs: inputs(),
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
      inputs: inputs({ wait: 'false' }),
      env: { HTTPS_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: certificates.caFile },
    });
    expect(result.code).toBe(0);
    expect(emulator.agentRequests('POST')).toHaveLength(1);
    expect(proxy.tunnels).toEqual([`${SERVICE_HOST}:443`]);
  });

  it('goes direct for a host in no_proxy (which here does not resolve) and for loopback', async () => {
    const bypassed = await runAction({
      inputs: inputs({ wait: 'false', 'timeout-seconds': '3' }),
      env: { https_proxy: proxy.url, no_proxy: `.docs-agent.test`, NODE_EXTRA_CA_CERTS: certificates.caFile },
    });
    expect(bypassed.code).toBe(1);
    expect(bypassed.stdout).toMatch(/::error::POST https:\/\/api\.docs-agent\.test\/\S+ failed: (ENOTFOUND|EAI_AGAIN)/);
    expect(proxy.tunnels).toEqual([]);

    const loopback = await runAction({
      inputs: inputs({ 'base-url': emulator.url, wait: 'false' }),
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
      inputs: inputs({ prompt: '', 'github-token': TOKEN }),
      env: {
        https_proxy: proxy.url,
        NODE_EXTRA_CA_CERTS: certificates.caFile,
        GITHUB_EVENT_NAME: 'issue_comment',
        GITHUB_EVENT_PATH: writePayload(commentPayload('/docs fix the broken links')),
        GITHUB_API_URL: `https://${GITHUB_HOST}`,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: 'Codertocat/Hello-World',
        GITHUB_RUN_ID: '777001',
        GITHUB_RUN_ATTEMPT: '1',
        GITHUB_JOB: 'docs',
      },
    });
    expect(result.code).toBe(0);
    expect(github.comments.filter(notNote)).toHaveLength(1);
    expect(github.comments.filter(notNote)[0]!.body).toContain(result.outputs['pr-link']);
    expect(proxy.tunnels).toContain(`${GITHUB_HOST}:443`);
    expect(proxy.tunnels).toContain(`${SERVICE_HOST}:443`);
    // The admin key never travels to GitHub, the token never to the service.
    expect(github.requests.every((r) => !JSON.stringify(r).includes(DEFAULT_ADMIN_KEY))).toBe(true);
    expect(emulator.requests.every((r) => r.authorization === `Bearer ${DEFAULT_ADMIN_KEY}`)).toBe(true);
  });

  // undici is loaded per URL the runner proxies (src/runner/proxy.ts): each side gets it when it needs it, and
  // only then, whichever of the two is made first.
  for (const proxied of ['GitHub', 'the service'] as const) {
    it(`one side through the proxy, the other direct: ${proxied} proxied`, async () => {
      const githubProxied = proxied === 'GitHub';
      const result = await runAction({
        inputs: inputs({ prompt: '', 'github-token': TOKEN, ...(githubProxied ? { 'base-url': emulator.url } : {}) }),
        env: {
          https_proxy: proxy.url,
          NODE_EXTRA_CA_CERTS: certificates.caFile,
          GITHUB_EVENT_NAME: 'issue_comment',
          GITHUB_EVENT_PATH: writePayload(commentPayload('/docs fix the broken links')),
          // Loopback always goes direct.
          GITHUB_API_URL: githubProxied ? `https://${GITHUB_HOST}` : githubServer.url,
          GITHUB_SERVER_URL: 'https://github.com',
          GITHUB_REPOSITORY: 'Codertocat/Hello-World',
          GITHUB_RUN_ID: '777002',
          GITHUB_RUN_ATTEMPT: '1',
          GITHUB_JOB: 'docs',
        },
      });
      expect(result.code, result.stdout).toBe(0);
      expect(github.comments.filter(notNote).at(-1)!.body).toContain(result.outputs['pr-link']);
      expect(new Set(proxy.tunnels)).toEqual(new Set([githubProxied ? `${GITHUB_HOST}:443` : `${SERVICE_HOST}:443`]));
      expect(proxy.refused).toEqual([]);
    });
  }
});
