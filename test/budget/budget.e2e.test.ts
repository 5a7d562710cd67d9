/**
 * The hourly budget end to end: `node dist/index.js` against the service
 * emulator and the git database stand-in, one run at a time. Runs racing
 * for the last slots are in race.e2e.test.ts.
 */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { LEDGER_FILE, iso, ledgerJsonInMessage } from '../../src/ledger/document.ts';
import { CREATE_ALLOWANCE_MS, WINDOW_MS } from '../../src/budget/window.ts';
import { inlineText } from '../../src/render/text.ts';
import { labelPayload } from '../../tools/events.ts';
import { budgetLedger, serializeLedgerV1 } from '../helpers/ledger.ts';
import { useWorld } from '../helpers/world.ts';

const REPOSITORY = 'acme/docs';
const world = useWorld({
  repository: REPOSITORY,
  emulator: { jobDurationMs: 100 },
  inputs: { 'project-id': 'proj-e2e', prompt: 'Fix the broken links' },
});
const { emulator } = world;
const { ref: REF, ledger, seed } = budgetLedger(world, 'proj-e2e');

function run(inputs: Record<string, string> = {}, env: Record<string, string> = {}) {
  return world.run({ inputs, runId: 777, env });
}

describe('the hourly budget, end to end', () => {
  it('reserves a slot, records the job, and shows the window in the outputs and the summary', async () => {
    const result = await run();
    expect(result.code).toBe(0);
    expect(result.outputs.status).toBe('completed');
    expect(result.outputs['budget-remaining']).toBe('99');
    const entries = ledger()?.entries ?? [];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ runId: '777', runAttempt: '1', repository: REPOSITORY });
    // Two GitHub writes for the ledger, both before the job: the commit and the ref. None afterwards.
    const writes = world.git.requests
      .filter((r) => r.method !== 'GET')
      .map((r) => `${r.method} ${r.path.split('/git/')[1]?.split('/')[0]}`);
    expect(writes).toEqual(['POST commits', 'POST refs']);
    const creation = emulator.requests.find((r) => r.method === 'POST');
    expect(creation).toBeDefined();
    // The entry counts from no earlier than the job's creation: the ledger never frees the slot before the service.
    expect(Date.parse(entries[0]?.at ?? '')).toBeGreaterThan(Date.now());
    expect(result.stdout).toContain('Reserved a slot in refs/docs-agent/budget/proj-e2e: 1 of 100 used in the last 60 minutes, 99 left.');
    expect(result.summary).toMatch(
      /Hourly budget \(ledger <code>refs\/docs-agent\/budget\/proj-e2e<\/code>\): 1 of 100 jobs used in the last 60 minutes, 99 remaining; the oldest entry expires at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\./,
    );
    // The same window drawn: this run's slot in the last ten minutes, the cap at the axis' end.
    expect(result.summary).toContain('```mermaid\nxychart-beta\n');
    expect(result.summary).toContain('  bar [0, 0, 0, 0, 0, 1]\n');
    expect(result.summary).toContain('  y-axis "jobs" 0 --> 100\n');
    // The token is masked like the admin key.
    expect(result.stdout).toContain(`::add-mask::${world.token}`);
    expect(result.stderr).toBe('');
  });

  it('a run cancelled while the ledger records the job still reports the job', async () => {
    let sent = false;
    const result = await world.run({
      inputs: { prompt: 'Fix the broken links [emulator:never]' },
      runId: 778,
      onStdout: (text, kill) => {
        // The job exists; the ledger's writes that record its id are now slow, and the run is cancelled.
        if (!sent && text.includes('Created agent job')) {
          sent = true;
          world.git.latencyMs = 1500;
          kill('SIGINT');
        }
      },
    });
    world.git.latencyMs = 0;
    expect(sent).toBe(true);
    expect(result.code).toBe(1);
    expect(result.outputs['job-id']).toMatch(/^job_/);
    expect(result.outputs.status).toBe('cancelled');
    expect(result.summary).toContain(`<td>${inlineText(result.outputs['job-id']!)}</td>`);
    expect(result.summary).toContain('goes on in the service');
  });

  it('fails at once on a full window, naming when the next slot frees, and creates nothing', async () => {
    seed(3, 50 * 60_000);
    const result = await run({ 'budget-per-hour': '3' });
    expect(result.code).toBe(1);
    expect(emulator.agentRequests('POST')).toHaveLength(0);
    expect(result.stdout).toMatch(
      /::error::The hourly budget is used up: 3 of 3 agent jobs were created in the last 60 minutes \('budget-per-hour': 3\); the next slot frees at \S+ \S+ UTC \(in (9|10)m\d\ds\)/,
    );
    expect(result.outputs['budget-remaining']).toBe('0');
    expect(result.summary).toContain('3 of 3 jobs used in the last 60 minutes, 0 remaining');
  });

  it('skips green on a full window under skip', async () => {
    seed(2, 30 * 60_000);
    const result = await run({ 'budget-per-hour': '2', 'on-budget-exhausted': 'skip' });
    expect(result.code).toBe(0);
    expect(result.outputs.status).toBe('skipped');
    expect(result.outputs['job-id']).toBeUndefined();
    expect(emulator.agentRequests('POST')).toHaveLength(0);
    expect(result.summary).toContain('the next slot frees at');
  });

  it('waits for a slot under wait, then creates the job', async () => {
    // The seeded slot frees 1 s out by GitHub's clock, which shows the moment of the seed until the run first reads the
    // ledger and goes on from there: the run finds the window full however long a loaded machine takes to start it.
    const seededAt = Date.now();
    seed(1, WINDOW_MS - 1000);
    let firstRead: number | undefined;
    world.git.now = () => {
      const now = Date.now();
      firstRead ??= now;
      return seededAt + (now - firstRead);
    };
    const result = await run({ 'budget-per-hour': '1', 'on-budget-exhausted': 'wait' });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Waiting for it ('on-budget-exhausted': wait)");
    expect(result.outputs.status).toBe('completed');
    expect(ledger()?.entries.map((e) => e.runId)).toEqual(['777']);
  });

  it('a dry run reads the ledger and writes nothing: passed when readable, failed (status error) when GitHub refuses the read', async () => {
    seed(2, 10 * 60_000);
    const before = world.git.requests.length;
    const ok = await run({ 'dry-run': 'true' });
    expect(ok.code).toBe(0);
    expect(ok.outputs.status).toBe('dry-run');
    expect(ok.stdout).toContain(
      "Dry run check: the budget's ledger: passed (refs/docs-agent/budget/proj-e2e in acme/docs is readable (2 job(s) in the last 60 minutes)",
    );
    // Its one write is the permission probe, which GitHub refuses (422: a ref to a commit that does not exist).
    expect(world.git.requests.slice(before).filter((r) => r.method !== 'GET')).toMatchObject([{ method: 'POST', status: 422 }]);
    expect(emulator.agentRequests('POST')).toHaveLength(0);
    world.git.fault({ method: 'GET', path: /\/git\/ref\//, status: 403, message: 'Resource not accessible by integration' });
    const refused = await run({ 'dry-run': 'true' });
    expect(refused.code).toBe(1);
    expect(refused.outputs.status).toBe('error');
    expect(refused.stdout).toMatch(
      /::error::Dry run check: the budget's ledger: failed \(refs\/docs-agent\/budget\/proj-e2e in acme\/docs cannot be read .*403/,
    );
  });

  it("a dry run checks the token's write permissions by writes GitHub refuses: passed with them, failed naming the permissions block without", async () => {
    const payload = labelPayload('docs-agent');
    world.github.roles.set('Codertocat', 'write');
    const labelled = { inputs: { 'dry-run': 'true' }, event: 'issues', payload, runId: 779 };
    const ok = await world.run(labelled);
    expect(ok.outputs.status).toBe('dry-run');
    expect(ok.stdout).toContain("Dry run check: 'contents: write' on acme/docs (the budget's ledger): passed");
    expect(ok.stdout).toContain("Dry run check: 'issues: write' on acme/docs#1 (the job's comment): passed");
    world.git.permission = 'read';
    world.github.issuesPermission = 'read';
    const refused = await world.run(labelled);
    expect(refused.code).toBe(1);
    expect(refused.outputs.status).toBe('error');
    expect(refused.stdout).toMatch(
      /::error::Dry run check: 'contents: write' on acme\/docs \(the budget's ledger\): failed \(GitHub refused a write with 403 \(Resource not accessible by integration.*\); GitHub says it needs contents=write: add `permissions: contents: write` to the workflow or the job\)/,
    );
    expect(refused.stdout).toMatch(
      /::error::Dry run check: 'issues: write' on acme\/docs#1 \(the job's comment\): failed \(GitHub refused a write with 403/,
    );
    // Nothing was written, by either run, and no job was created.
    expect(world.git.requests.filter((r) => r.method !== 'GET' && r.status < 400)).toEqual([]);
    expect(world.github.comments).toEqual([]);
    expect(emulator.agentRequests('POST')).toHaveLength(0);
  });

  it('without contents: write (403): a warning naming the permission, and the job still runs', async () => {
    world.git.permission = 'read';
    const result = await run();
    expect(result.code).toBe(0);
    expect(result.outputs.status).toBe('completed');
    expect(result.outputs['budget-remaining']).toBe('');
    expect(result.stdout).toMatch(/::warning::Could not use the budget ledger .*403.*`permissions: contents: write`/);
    expect(result.summary).toContain('Hourly budget: not tracked for this run');
    expect(ledger()).toBeUndefined();
  });

  it('with the API unreachable: a warning, and the job still runs', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => {
          resolve(port);
        });
      });
    });
    // A short timeout-seconds: GitHub's retries stop when their next wait would not fit (4 s of 5 left after the
    // first retry), and the job, which takes 100 ms, still runs.
    const result = await run({ 'timeout-seconds': '5' }, { GITHUB_API_URL: `http://127.0.0.1:${closed}` });
    expect(result.code).toBe(0);
    expect(result.outputs.status).toBe('completed');
    expect(result.outputs['budget-remaining']).toBe('');
    expect(result.stdout).toMatch(/::warning::Could not use the budget ledger .*a reachable GitHub API/);
  });

  it('gives the slot back when the creation fails with a 4xx', async () => {
    emulator.fault({ method: 'POST', route: 'create' }, { kind: 'status', status: 400, body: '{"error":"prompt: too long"}' });
    const result = await run();
    expect(result.code).toBe(1);
    expect(ledger()?.entries).toEqual([]);
    expect(result.outputs['budget-remaining']).toBe('100');
  });

  it('keeps the slot when the job may exist (5xx on creation)', async () => {
    emulator.fault({ method: 'POST', route: 'create' }, { kind: 'status', status: 502 });
    const result = await run();
    expect(result.code).toBe(1);
    expect(ledger()?.entries).toMatchObject([{ runId: '777' }]);
  });

  it('a 429 under fail: fails at once, and the ledger holds the window full for the next run', async () => {
    emulator.fault(
      { method: 'POST', route: 'create' },
      { kind: 'status', status: 429, retryAfter: '120', body: '{"error":"Rate limit exceeded"}' },
    );
    const result = await run();
    expect(result.code).toBe(1);
    expect(emulator.agentRequests('POST')).toHaveLength(1);
    expect(result.stdout).toMatch(/::error::The service refused the job with 429 .*a slot frees at .*\(in (1m5\ds|2m00s)\)/);
    const doc = ledger();
    expect(doc?.entries).toEqual([]);
    expect(Date.parse(doc?.fullUntil ?? '') - Date.now()).toBeGreaterThan(100_000);
    expect(result.outputs['budget-remaining']).toBe('0');
    // The next run does not even ask the service.
    const next = await run({}, { GITHUB_RUN_ID: '778' });
    expect(next.code).toBe(1);
    expect(emulator.agentRequests('POST')).toHaveLength(1);
    expect(next.stdout).toMatch(/::error::The hourly budget is used up: the service refused a job with 429/);
  });

  it('a 429 under skip: skips green', async () => {
    emulator.fault({ method: 'POST', route: 'create' }, { kind: 'status', status: 429, retryAfter: '60' });
    const result = await run({ 'on-budget-exhausted': 'skip' });
    expect(result.code).toBe(0);
    expect(result.outputs.status).toBe('skipped');
    expect(ledger()?.entries).toEqual([]);
  });

  it('a 429 under wait: honours Retry-After, tells the ledger, then creates the job', async () => {
    emulator.fault({ method: 'POST', route: 'create' }, { kind: 'status', status: 429, retryAfter: '1' });
    const result = await run({ 'on-budget-exhausted': 'wait' });
    expect(result.code).toBe(0);
    expect(emulator.agentRequests('POST')).toHaveLength(2);
    expect(ledger()?.entries).toMatchObject([{ runId: '777' }]);
    // The ledger was told of the 429; the job, created within the reservation's allowance, costs no further write.
    expect(world.git.history(REPOSITORY, REF).map((m) => m.split('\n')[0])).toEqual([
      "docs-agent budget: note the service's 429 (run 777)",
      'docs-agent budget: reserve a slot for run 777 (1/100)',
    ]);
  });

  it("counts by GitHub's clock (the Date header), not the runner's", async () => {
    const skew = 10 * 60_000;
    world.git.now = () => Date.now() + skew;
    const result = await run();
    expect(result.code).toBe(0);
    const at = Date.parse(ledger()?.entries[0]?.at ?? '');
    expect(Math.abs(at - CREATE_ALLOWANCE_MS - (Date.now() + skew))).toBeLessThan(10_000);
  });

  it('reads a version 1 ledger (ledger.json in the tree) once, and migrates it on the next write', async () => {
    const old = {
      version: 1,
      project: 'proj-e2e',
      fullUntil: null,
      entries: [{ id: 'v1-0', at: iso(Date.now() - 60_000), runId: '5', runAttempt: '1', jobId: 'job_old' }],
    };
    world.git.writeFile(REPOSITORY, REF, LEDGER_FILE, serializeLedgerV1(old));
    const result = await run({ 'budget-per-hour': '2' });
    expect(result.code).toBe(0);
    expect(result.outputs['budget-remaining']).toBe('0');
    expect(ledger()?.entries.map((e) => e.runId)).toEqual(['5', '777']);
    expect(ledger()?.version).toBe(2);
    // The new commit carries the document in its message, on the empty tree: no stale ledger.json.
    expect(world.git.readFile(REPOSITORY, REF, LEDGER_FILE)).toBeUndefined();
    const writes = world.git.requests.filter((r) => r.method !== 'GET').map((r) => r.method);
    expect(writes).toEqual(['POST', 'PATCH']);
  });

  it('keeps the ledger in budget-repository, so two code repositories share one count', async () => {
    const LEDGER_REPO = 'acme/docs-site';
    world.git.addRepository(LEDGER_REPO);
    const first = await run({ 'budget-per-hour': '1', 'budget-repository': LEDGER_REPO });
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Reserved a slot in refs/docs-agent/budget/proj-e2e');
    // A run in another code repository (GITHUB_REPOSITORY differs) finds the one slot taken.
    const second = await run(
      { 'budget-per-hour': '1', 'budget-repository': LEDGER_REPO, 'on-budget-exhausted': 'skip' },
      { GITHUB_REPOSITORY: 'acme/api', GITHUB_RUN_ID: '778' },
    );
    expect(second.code).toBe(0);
    expect(second.outputs.status).toBe('skipped');
    expect(emulator.agentRequests('POST')).toHaveLength(1);
    expect(world.git.refSha(REPOSITORY, REF)).toBeUndefined();
    const text = ledgerJsonInMessage(world.git.headMessage(LEDGER_REPO, REF) ?? '');
    expect(JSON.parse(text ?? '{}')).toMatchObject({ entries: [{ runId: '777', repository: REPOSITORY }] });
  });

  it('without contents: write on budget-repository: the warning names that repository and the permission', async () => {
    world.git.addRepository('acme/docs-site');
    world.git.permission = 'read';
    const result = await run({ 'budget-repository': 'acme/docs-site' });
    expect(result.code).toBe(0);
    expect(result.outputs.status).toBe('completed');
    expect(result.stdout).toMatch(
      /::warning::Could not use the budget ledger refs\/docs-agent\/budget\/proj-e2e in acme\/docs-site .*403.*`contents: write` on acme\/docs-site/,
    );
  });

  it('refuses a budget-repository that is not owner/repo, naming the input, before any request', async () => {
    const result = await run({ 'budget-repository': 'https://github.com/acme/docs' });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/::error::.*budget-repository.*must be 'owner\/repo'/);
    expect(world.git.requests).toHaveLength(0);
    expect(emulator.requests).toHaveLength(0);
  });
});
