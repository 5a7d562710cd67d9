/**
 * One deadline for everything a run does (issue 21, finding 1): the bundled
 * action against a GitHub API that accepts connections and never answers (the
 * world's stand-ins holding every request: `hang`), and one that refuses them. Label, push, dispatch and report runs end within
 * their deadline plus a short grace, with `status`, outputs and summary
 * written; a SIGINT ends a run stuck on GitHub within 5 s; retries stop at
 * the deadline; report mode has a deadline of its own and leaves what it did
 * not reach pending. Bounds are generous (a loaded 2-core machine) but far
 * below what the runs took before: 45 s and more for a silent GitHub, 14 s of
 * retries per call for a refusing one.
 */
import { createServer, type AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { labelPayload, loadPayload } from '../../tools/events.ts';
import type { WorldRun } from '../../tools/world.ts';
import { addPending, pendingSection, type PendingRecord } from '../../src/hand-off/pending.ts';
import { emptyLedger, ledgerMessage } from '../../src/ledger/document.ts';
import { readPending, storedLedger, withSection } from '../helpers/ledger.ts';
import { SilentServer } from '../helpers/silent-server.ts';
import { useServers, useWorld } from '../helpers/world.ts';

const PROJECT = 'hardening-docs';
const REF = `refs/docs-agent/budget/${PROJECT}`;
/** The grace the issue allows past `timeout-seconds`. */
const GRACE_MS = 15_000;

const world = useWorld({
  emulator: { jobDurationMs: 300 },
  inputs: { 'project-id': PROJECT, prompt: 'Keep the docs right.', 'poll-interval-seconds': '0.2', 'max-poll-interval-seconds': '0.5' },
});
const { emulator } = world;
/** A service that accepts connections and never answers (the service emulator is not GitHub). */
const silentService = new SilentServer();
useServers(silentService);

/** GitHub stops answering: the world's stand-ins hold every request, unanswered, until the run gives up. */
function silenceGitHub(): void {
  world.github.hang('*', Infinity);
  world.git.hang('*', /./, { times: Infinity });
}

/** How many requests GitHub held so far. */
const held = (): number => world.github.held + world.git.held;
/** A loopback port nothing listens on: connections are refused. */
let closedPort = 0;

beforeAll(async () => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) =>
    probe.close(() => {
      resolve();
    }),
  );
});

/** A run for `event`, GitHub's API at `apiUrl` (the world's stand-ins unless given). */
function runFor(event: string, payload: unknown, inputs: Record<string, string>, apiUrl?: string): WorldRun {
  return { event, payload, inputs, ...(apiUrl === undefined ? {} : { env: { GITHUB_API_URL: apiUrl } }) };
}

async function timed(run: WorldRun) {
  const started = Date.now();
  const result = await world.run(run);
  return { result, ms: Date.now() - started };
}

describe('a GitHub API that accepts connections and never answers', () => {
  // The four runs do not meet (GitHub holds every request, nothing is written): started at once, they wait out their
  // deadlines together.
  it('label, push, dispatch and report runs at once: each ends within its timeout-seconds + 15 s, with status, outputs and summary written', async () => {
    silenceGitHub();
    const agentRuns: [string, string, () => unknown][] = [
      ['label', 'issues', () => labelPayload('docs-agent')],
      ['push', 'push', () => loadPayload('push.json')],
      ['dispatch', 'workflow_dispatch', () => loadPayload('workflow_dispatch.json')],
    ];
    const [report, ...agents] = await Promise.all([
      timed(runFor('schedule', loadPayload('schedule.json'), { mode: 'report', 'report-timeout-seconds': '4', prompt: '' })),
      ...agentRuns.map(([, event, payload]) => timed(runFor(event, payload(), { 'timeout-seconds': '4' }))),
    ]);
    for (const [index, { result, ms }] of agents.entries()) {
      const name = agentRuns[index]![0];
      expect(result.code, `${name}: ${result.stdout}`).toBe(1);
      expect(result.outputs.status, name).toBe('error');
      expect(result.summary, name).toContain('Docs agent');
      expect(result.stdout, name).toMatch(/::error::.*('timeout-seconds': 4|passed before it could be sent)/);
      expect(ms, name).toBeLessThan(4000 + GRACE_MS);
    }
    // Nothing was created past the deadline: the job would have been reported as not waited for.
    expect(emulator.agentRequests('POST')).toHaveLength(0);

    const { result, ms } = report;
    expect(result.code).toBe(1);
    expect(result.outputs).toMatchObject({ status: 'error', reported: '0' });
    expect(result.stdout).toMatch(/::error::Could not read the pending jobs .*'report-timeout-seconds': 4/);
    expect(result.summary).toContain('Docs agent: report');
    expect(ms).toBeLessThan(4000 + GRACE_MS);
    // Each run met the silence: GitHub holds a request of each, at least.
    expect(held()).toBeGreaterThanOrEqual(4);
  }, 40_000);

  it('SIGINT while the permission read hangs: ends within 5 s, status cancelled, outputs and summary written', async () => {
    silenceGitHub();
    let signalledAt = 0;
    const result = await world.run({
      ...runFor('issues', labelPayload('docs-agent'), { 'timeout-seconds': '120' }),
      onStdout: (_text, kill) => {
        if (signalledAt !== 0) return;
        signalledAt = -1;
        // Once the run is waiting on GitHub (a request is held), the runner cancels it.
        const watch = setInterval(() => {
          if (held() > 0) {
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
    const { result, ms } = await timed(
      runFor('issues', labelPayload('docs-agent'), { 'timeout-seconds': '2' }, `http://127.0.0.1:${closedPort}`),
    );
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
        repository: world.repository,
        issueNumber: i,
        isPullRequest: false,
        commentId: 1000 + i,
        run: { id: String(200_000 + i), attempt: 1, workflowJob: 'docs' },
        origin: { kind: 'label', actor: 'Codertocat', label: 'docs-agent' },
        handedOffAt: new Date(now - 60_000).toISOString(),
      };
      records = addPending({ records, repairs: [] }, record, now) ?? records;
    }
    world.git.writeMessage(world.repository, REF, ledgerMessage('seed', withSection(emptyLedger(PROJECT), pendingSection, records)));
  }

  it('stops at report-timeout-seconds against a silent service; what it did not reach stays pending', async () => {
    seedPending(12);
    const { result, ms } = await timed(
      runFor('schedule', loadPayload('schedule.json'), {
        mode: 'report',
        'base-url': silentService.url,
        prompt: '',
        'report-timeout-seconds': '4',
      }),
    );
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs).toMatchObject({ status: 'completed', reported: '0', pending: '12', 'reported-jobs': '[]' });
    expect(result.stdout).toMatch(/::warning::8 pending job\(s\) were not looked up within 'report-timeout-seconds' \(4\)/);
    const ledger = storedLedger(world.git, world.repository, REF, Date.now());
    expect(readPending(ledger!, Date.now()).records).toHaveLength(12);
    expect(ms).toBeLessThan(4000 + GRACE_MS);
  }, 40_000);

  it('refuses a report-timeout-seconds that is not a whole number of seconds, with status error', async () => {
    const result = await world.run(
      runFor('schedule', loadPayload('schedule.json'), { mode: 'report', 'report-timeout-seconds': '4m', prompt: '' }),
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      `::error::Invalid input: 'report-timeout-seconds' must be a positive whole number of seconds, e.g. 1800 (got "4m")`,
    );
    expect(result.outputs.status).toBe('error');
  });
});
