/**
 * One deadline for everything a run does (issue 21, finding 1): the bundled
 * action against a GitHub API that accepts connections and never answers,
 * and one that refuses them. Label, push, dispatch and report runs end within
 * their deadline plus a short grace, with `status`, outputs and summary
 * written; a SIGINT ends a run stuck on GitHub within 5 s; retries stop at
 * the deadline; report mode has a deadline of its own and leaves what it did
 * not reach pending. Bounds are generous (a loaded 2-core machine) but far
 * below what the runs took before: 45 s and more for a silent GitHub, 14 s of
 * retries per call for a refusing one.
 */
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_KEY, ServiceEmulator } from '../../tools/emulator/server.ts';
import { runAction, type ActionRun } from '../../tools/action.ts';
import { labelPayload, loadPayload, writePayload } from '../../tools/events.ts';
import { GitDatabaseStandIn } from '../../tools/stand-ins/git-database.ts';
import { GitHubStandIn } from '../../tools/stand-ins/github.ts';
import { StandInServer } from '../../tools/stand-ins/server.ts';
import { addPending, pendingSection, readPending, type PendingRecord } from '../../src/hand-off/pending.ts';
import { emptyLedger, ledgerMessage } from '../../src/ledger/document.ts';
import { withSection } from '../../src/ledger/section.ts';
import { storedLedger } from '../helpers/ledger.ts';
import { SilentServer } from '../helpers/silent-server.ts';

const TOKEN = 'ghs_hardening_workflow_token';
const REPOSITORY = 'Codertocat/Hello-World';
const PROJECT = 'hardening-docs';
const REF = `refs/docs-agent/budget/${PROJECT}`;
/** The grace the issue allows past `timeout-seconds`. */
const GRACE_MS = 15_000;

const emulator = new ServiceEmulator({ jobDurationMs: 300 });
const silentGitHub = new SilentServer();
const silentService = new SilentServer();
const github = new GitHubStandIn();
github.token = TOKEN;
const git = new GitDatabaseStandIn({ token: TOKEN, repositories: [REPOSITORY] });
const standIns = new StandInServer(git.handler, github.handler);
let baseUrl = '';
/** A loopback port nothing listens on: connections are refused. */
let closedPort = 0;

beforeAll(async () => {
  baseUrl = await emulator.start();
  await silentGitHub.start();
  await silentService.start();
  await standIns.start();
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) =>
    probe.close(() => {
      resolve();
    }),
  );
});
afterAll(async () => {
  await emulator.stop();
  await silentGitHub.stop();
  await silentService.stop();
  await standIns.stop();
});
beforeEach(() => {
  emulator.requests.length = 0;
  git.repository(REPOSITORY).refs.delete(REF);
});

function env(event: string, payload: unknown, apiUrl: string): Record<string, string> {
  return {
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: writePayload(payload),
    GITHUB_API_URL: apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_RUN_ID: '210001',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: 'docs',
  };
}

function agentInputs(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'base-url': baseUrl,
    'project-id': PROJECT,
    'admin-api-key': DEFAULT_ADMIN_KEY,
    'github-token': TOKEN,
    prompt: 'Keep the docs right.',
    'poll-interval-seconds': '0.2',
    'max-poll-interval-seconds': '0.5',
    ...extra,
  };
}

async function timed(run: ActionRun) {
  const started = Date.now();
  const result = await runAction(run);
  return { result, ms: Date.now() - started };
}

describe('a GitHub API that accepts connections and never answers', () => {
  const events: [string, string, () => unknown][] = [
    ['label', 'issues', () => labelPayload('docs-agent')],
    ['push', 'push', () => loadPayload('push.json')],
    ['dispatch', 'workflow_dispatch', () => loadPayload('workflow_dispatch.json')],
  ];

  it.each(events)(
    '%s run: ends within timeout-seconds + 15 s, with status, outputs and summary written',
    async (_name, event, payload) => {
      const { result, ms } = await timed({
        inputs: agentInputs({ 'timeout-seconds': '4' }),
        env: env(event, payload(), silentGitHub.url),
      });
      expect(result.code, result.stdout).toBe(1);
      expect(result.outputs.status).toBe('error');
      expect(result.summary).toContain('Docs agent');
      expect(result.stdout).toMatch(/::error::.*('timeout-seconds': 4|passed before it could be sent)/);
      // Nothing was created past the deadline: the job would have been reported as not waited for.
      expect(emulator.agentRequests('POST')).toHaveLength(0);
      expect(ms).toBeLessThan(4000 + GRACE_MS);
    },
    40_000,
  );

  it('report run: ends within report-timeout-seconds + 15 s, failing with status error', async () => {
    const { result, ms } = await timed({
      inputs: { ...agentInputs({ mode: 'report', 'report-timeout-seconds': '4' }), prompt: '' },
      env: env('schedule', loadPayload('schedule.json'), silentGitHub.url),
    });
    expect(result.code).toBe(1);
    expect(result.outputs).toMatchObject({ status: 'error', reported: '0' });
    expect(result.stdout).toMatch(/::error::Could not read the pending jobs .*'report-timeout-seconds': 4/);
    expect(result.summary).toContain('Docs agent: report');
    expect(ms).toBeLessThan(4000 + GRACE_MS);
  }, 40_000);

  it('SIGINT while the permission read hangs: ends within 5 s, status cancelled, outputs and summary written', async () => {
    const connectionsBefore = silentGitHub.connections;
    let signalledAt = 0;
    const result = await runAction({
      inputs: agentInputs({ 'timeout-seconds': '120' }),
      env: env('issues', labelPayload('docs-agent'), silentGitHub.url),
      onStdout: (_text, kill) => {
        if (signalledAt !== 0) return;
        signalledAt = -1;
        // Once the run is waiting on GitHub (a connection is open), the runner cancels it.
        const watch = setInterval(() => {
          if (silentGitHub.connections > connectionsBefore) {
            clearInterval(watch);
            setTimeout(() => {
              signalledAt = Date.now();
              kill('SIGINT');
            }, 500);
          }
        }, 50);
      },
    });
    const afterSignal = Date.now() - signalledAt;
    expect(signalledAt).toBeGreaterThan(0);
    expect(result.stdout).toContain('::warning::Received SIGINT: stopping now.');
    expect(result.code).toBe(1);
    expect(result.outputs.status).toBe('cancelled');
    expect(result.outputs['triggered-by']).toBe('Codertocat');
    expect(result.summary).toContain('Docs agent');
    expect(afterSignal).toBeLessThan(5000);
  }, 40_000);
});

describe('a GitHub API that refuses connections', () => {
  it('retries stop at the deadline; the failure keeps its cause code', async () => {
    const { result, ms } = await timed({
      inputs: agentInputs({ 'timeout-seconds': '2' }),
      env: env('issues', labelPayload('docs-agent'), `http://127.0.0.1:${closedPort}`),
    });
    expect(result.code).toBe(1);
    expect(result.outputs.status).toBe('error');
    expect(result.stdout).toMatch(/::error::Could not read the permission of "Codertocat" .*ECONNREFUSED/);
    // plugin-retry alone would wait 1 + 4 + 9 s; the deadline is 2 s.
    expect(ms).toBeLessThan(2000 + 8000);
  }, 40_000);
});

describe('report mode', () => {
  /** Twelve handed-off jobs in the ledger. */
  function seedPending(count: number): void {
    const now = Date.now();
    let records: PendingRecord[] = [];
    for (let i = 1; i <= count; i += 1) {
      const record: PendingRecord = {
        jobId: `job_pending_${i}`,
        project: PROJECT,
        repository: REPOSITORY,
        issueNumber: i,
        isPullRequest: false,
        commentId: 1000 + i,
        run: { id: String(200_000 + i), attempt: 1, workflowJob: 'docs' },
        origin: { kind: 'label', actor: 'Codertocat', label: 'docs-agent' },
        handedOffAt: new Date(now - 60_000).toISOString(),
      };
      records = addPending({ records, repairs: [] }, record, now) ?? records;
    }
    git.writeMessage(REPOSITORY, REF, ledgerMessage('seed', withSection(emptyLedger(PROJECT), pendingSection, records)));
  }

  it('stops at report-timeout-seconds against a silent service; what it did not reach stays pending', async () => {
    seedPending(12);
    const { result, ms } = await timed({
      inputs: {
        mode: 'report',
        'base-url': silentService.url,
        'project-id': PROJECT,
        'admin-api-key': DEFAULT_ADMIN_KEY,
        'github-token': TOKEN,
        'report-timeout-seconds': '4',
      },
      env: env('schedule', loadPayload('schedule.json'), standIns.url),
    });
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs).toMatchObject({ status: 'completed', reported: '0', pending: '12', 'reported-jobs': '[]' });
    expect(result.stdout).toMatch(/::warning::8 pending job\(s\) were not looked up within 'report-timeout-seconds' \(4\)/);
    const ledger = storedLedger(git, REPOSITORY, REF, Date.now());
    expect(readPending(ledger!, Date.now()).records).toHaveLength(12);
    expect(ms).toBeLessThan(4000 + GRACE_MS);
  }, 40_000);

  it('refuses a report-timeout-seconds that is not a whole number of seconds, with status error', async () => {
    const result = await runAction({
      inputs: { ...agentInputs({ mode: 'report', 'report-timeout-seconds': '4m' }), prompt: '' },
      env: env('schedule', loadPayload('schedule.json'), standIns.url),
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      `::error::Invalid input: 'report-timeout-seconds' must be a whole number of seconds, e.g. 1800 (got "4m")`,
    );
    expect(result.outputs.status).toBe('error');
  });
});
