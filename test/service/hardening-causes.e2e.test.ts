/**
 * Causes named (issue 21, finding 7), end to end: a runner proxy that answers
 * `407 Proxy Authentication Required` to the tunnel for the service, and a
 * `base-url` on a port `fetch` refuses. Before, the first said "Request was
 * cancelled" / `UND_ERR_ABORTED` and kept the budget's slot as if the job
 * might exist; the second said only "fetch failed", after the run started.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_KEY, ServiceEmulator } from '../../tools/emulator/server.ts';
import { runAction } from '../../tools/action.ts';
import { loadPayload, writePayload } from '../../tools/events.ts';
import { GitDatabaseStandIn } from '../../tools/stand-ins/git-database.ts';
import { GitHubStandIn } from '../../tools/stand-ins/github.ts';
import { StandInServer } from '../../tools/stand-ins/server.ts';
import { storedLedger } from '../helpers/ledger.ts';
import { RefusingProxy } from '../helpers/silent-server.ts';

const TOKEN = 'ghs_causes_workflow_token';
const REPOSITORY = 'Codertocat/Hello-World';
const PROJECT = 'causes-docs';
const REF = `refs/docs-agent/budget/${PROJECT}`;
const SERVICE_HOST = 'api.docs-agent.test';

const emulator = new ServiceEmulator();
const proxy = new RefusingProxy();
const github = new GitHubStandIn();
github.token = TOKEN;
const git = new GitDatabaseStandIn({ token: TOKEN, repositories: [REPOSITORY] });
const standIns = new StandInServer(git.handler, github.handler);

beforeAll(async () => {
  await emulator.start();
  await proxy.start();
  await standIns.start();
});
afterAll(async () => {
  await emulator.stop();
  await proxy.stop();
  await standIns.stop();
});
beforeEach(() => {
  proxy.tunnels.length = 0;
  emulator.requests.length = 0;
  github.requests.length = 0;
  git.requests.length = 0;
  git.repository(REPOSITORY).refs.delete(REF);
});

function dispatchEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_EVENT_PATH: writePayload(loadPayload('workflow_dispatch.json')),
    // Loopback: GitHub (the ledger) is never proxied; the service is.
    GITHUB_API_URL: standIns.url,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_RUN_ID: '210777',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: 'docs',
    ...extra,
  };
}

describe('a runner proxy that answers 407', () => {
  it('says the proxy refused and why, does not retry, and gives the budget slot back', async () => {
    const result = await runAction({
      inputs: {
        'base-url': `https://${SERVICE_HOST}`,
        'project-id': PROJECT,
        'admin-api-key': DEFAULT_ADMIN_KEY,
        'github-token': TOKEN,
        prompt: 'Keep the docs right.',
        'timeout-seconds': '20',
      },
      env: dispatchEnv({ https_proxy: proxy.url }),
    });
    expect(result.code).toBe(1);
    expect(result.outputs.status).toBe('error');
    expect(result.stdout).toContain(
      `::error::POST https://${SERVICE_HOST}/v2/agent/${PROJECT}/job failed: the proxy refused (407): check its credentials`,
    );
    expect(result.stdout).not.toContain('UND_ERR_ABORTED');
    // The tunnel was asked for once: a refusal that a retry would meet again is not retried.
    expect(proxy.tunnels).toEqual([`${SERVICE_HOST}:443`]);
    // Nothing reached the service: the slot reserved for the job is given back.
    expect(storedLedger(git, REPOSITORY, REF)?.entries).toEqual([]);
    expect(result.outputs['budget-remaining']).toBe('100');
    expect(result.summary).toContain('the proxy refused (407)');
  });
});

describe('a base-url on a port fetch refuses', () => {
  it('is refused with the inputs, naming the port, before any request', async () => {
    const result = await runAction({
      inputs: {
        'base-url': 'http://127.0.0.1:6000',
        'project-id': PROJECT,
        'admin-api-key': DEFAULT_ADMIN_KEY,
        'github-token': TOKEN,
        prompt: 'Keep the docs right.',
      },
      env: dispatchEnv(),
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      `::error::Invalid input: 'base-url' uses port 6000, which fetch refuses to connect to (a "bad port" of the Fetch standard): serve the service on another port (got "http://127.0.0.1:6000")`,
    );
    expect(result.outputs.status).toBe('error');
    expect(github.requests).toHaveLength(0);
    expect(git.requests).toHaveLength(0);
  });
});
