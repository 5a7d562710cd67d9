/**
 * Hand-off and report, end to end: the bundled action with `wait: false`
 * hands a job off (one comment, a pending record in the ledger, the step
 * ends), and runs with `mode: report` update the comment once the job ends,
 * through a `schedule` and through the agent's `pull_request` being opened.
 * Against the service emulator, the git database stand-in (the ledger) and
 * the GitHub stand-in (comments, reactions).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { budgetLedger, readPending, storedLedger, withSection, type StoredLedger } from '../helpers/ledger.ts';
import { pendingSection, type PendingRecord } from '../../src/hand-off/pending.ts';
import { ledgerMessage } from '../../src/ledger/document.ts';
import { runAction, type ActionResult } from '../../tools/action.ts';
import { commentPayload, labelPayload, loadPayload, type Payload } from '../../tools/events.ts';
import { EVENT_REPOSITORY } from '../../tools/world.ts';
import { useWorld } from '../helpers/world.ts';

const PROJECT = 'handoff-docs';
const REF = `refs/docs-agent/budget/${PROJECT}`;
const DOCS_REPOSITORY = 'acme/docs';

const world = useWorld({
  repositories: [EVENT_REPOSITORY, DOCS_REPOSITORY],
  roles: { Codertocat: 'write' },
  inputs: { 'project-id': PROJECT },
});
const { emulator, repository: REPOSITORY } = world;
let runId = 700_000;
// The ledger as a repository where the action ran before holds it (its entries aged out): no run here creates it
// (that first run's election is test/budget/budget.e2e.test.ts's and test/ledger/cold-ledger.test.ts's).
const { seed } = budgetLedger(world, PROJECT);
beforeEach(() => {
  seed(0, 0);
});

function env(event: string, payload: unknown): Record<string, string> {
  runId += 1;
  return world.env({ event, payload, runId });
}

const service = (): Record<string, string> => world.inputs();

/** A run with `wait: false`: the job stays active until `finish` (the emulator's `never` marker). */
async function handOff(event: 'issues' | 'issue_comment', payload: Payload, marker = '[emulator:never]'): Promise<ActionResult> {
  return runAction({ inputs: { ...service(), wait: 'false', prompt: `Keep the docs right. ${marker}` }, env: env(event, payload) });
}

function labelled(issue: number): Payload {
  const payload = labelPayload('docs-agent');
  payload.issue!.number = issue;
  return payload;
}

/** Ends the job in the emulator now. */
function finish(jobId: string, outcome: 'completed' | 'failed' = 'completed'): void {
  const job = emulator.jobs.get(jobId)!;
  job.outcome = outcome;
  job.durationMs = 0;
}

function report(event: 'schedule' | 'pull_request', inputs: Record<string, string> = {}): Promise<ActionResult> {
  const payload = event === 'schedule' ? loadPayload('schedule.json') : { ...loadPayload('pull_request.labeled.json'), action: 'opened' };
  return runAction({ inputs: { ...service(), mode: 'report', ...inputs }, env: env(event, payload) });
}

function ledger(): StoredLedger | undefined {
  return storedLedger(world.git, REPOSITORY, REF, Date.now());
}

function pending(): PendingRecord[] {
  const doc = ledger();
  return doc ? readPending(doc, Date.now()).records : [];
}

/** Writes to GitHub: comment and reaction requests, and ledger writes. */
function writes(): string[] {
  return [
    ...world.github.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`),
    ...world.git.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`),
  ];
}

const failures = (result: ActionResult): string[] => result.stdout.split('\n').filter((l) => /^::(warning|error)::/.test(l));

describe('hand-off (wait: false)', () => {
  it('from a label: one comment saying the agent works, a pending record, the step ends in seconds', async ({ annotate }) => {
    const started = Date.now();
    const result = await handOff('issues', labelled(1));
    const seconds = (Date.now() - started) / 1000;
    expect(result.code, result.stdout).toBe(0);
    expect(failures(result)).toEqual([]);
    expect(result.outputs.status).toBe('active');
    const jobId = result.outputs['job-id']!;
    expect(emulator.jobs.get(jobId)).toBeDefined();
    // One comment, written once: the hand-off's final text is the text it already has.
    expect(world.github.created()).toHaveLength(1);
    expect(world.github.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    const comment = world.github.comments[0]!;
    expect(comment.body).toContain(`job \`${jobId}\``);
    expect(comment.body).toContain('⏳ The agent is working on it.');
    expect(comment.body).toContain(`https://github.com/${REPOSITORY}/actions/runs/${runId}`);
    expect(pending()).toEqual([
      expect.objectContaining({
        jobId,
        project: PROJECT,
        repository: REPOSITORY,
        issueNumber: 1,
        commentId: comment.id,
        run: expect.objectContaining({ id: String(runId), attempt: 1 }) as unknown,
        origin: { kind: 'label', actor: 'Codertocat', label: 'docs-agent' },
      }),
    ]);
    expect(result.stdout).toContain('Handed off: agent job');
    // Five GitHub writes: the reservation (commit, ref), the comment, the pending record (commit, ref).
    expect(writes()).toHaveLength(5);
    await annotate(`hand-off from a label: ${seconds.toFixed(2)} s of runner time`);
    expect(seconds).toBeLessThan(20);
  }, 60_000);

  it('from a slash command: 👀 at once, the triggering comment recorded for the reactions', async () => {
    const result = await handOff('issue_comment', commentPayload('/docs fix the quickstart'));
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs.status).toBe('active');
    expect(world.github.reactions).toEqual([{ commentId: 492700400, review: false, content: 'eyes' }]);
    expect(pending()).toEqual([
      expect.objectContaining({
        jobId: result.outputs['job-id'],
        triggerComment: { id: 492700400, review: false },
        origin: { kind: 'command', actor: 'Codertocat', instruction: 'fix the quickstart' },
      }),
    ]);
  }, 60_000);

  it('warns that the job cannot be reported later when the ledger refuses the write', async () => {
    world.git.permission = 'read';
    try {
      const result = await handOff('issues', labelled(2));
      expect(result.code, result.stdout).toBe(0);
      expect(result.outputs.status).toBe('active');
      expect(result.stdout).toMatch(/::warning::.*cannot be updated when it ends.*contents: write/);
      expect(pending()).toEqual([]);
    } finally {
      world.git.permission = 'write';
    }
  }, 60_000);
});

describe('mode: report', () => {
  it('a job still active at the first report (nothing written) and finished at the second (pull_request opened); a third finds nothing', async () => {
    const handed = await handOff('issues', labelled(1));
    const jobId = handed.outputs['job-id']!;
    world.github.requests.length = 0;
    world.git.requests.length = 0;

    const first = await report('schedule');
    expect(first.code, first.stdout).toBe(0);
    expect(first.outputs).toMatchObject({ reported: '0', pending: '1', 'reported-jobs': '[]' });
    expect(writes()).toEqual([]);

    finish(jobId);
    const second = await report('pull_request');
    expect(second.code, second.stdout).toBe(0);
    expect(failures(second)).toEqual([]);
    expect(second.stdout).toContain('pull request #');
    const pr = emulator.jobs.get(jobId)!.prLink!;
    expect(second.outputs).toMatchObject({ reported: '1', pending: '0' });
    expect(JSON.parse(second.outputs['reported-jobs']!)).toEqual([
      {
        jobId,
        status: 'completed',
        prLink: pr,
        repository: REPOSITORY,
        issueNumber: 1,
        commentUrl: expect.stringContaining('#issuecomment-') as unknown,
      },
    ]);
    const body = world.github.comments[0]!.body;
    expect(body).toContain(`✅ The agent opened a pull request: <${pr}>`);
    expect(body).toContain('with the `docs-agent` label');
    expect(body).toContain(`job-id=${jobId}`);
    expect(second.summary).toContain(jobId);
    expect(pending()).toEqual([]);
    // The claim, the removal and the reported pull request kept for its preview (src/preview/): three ledger
    // writes of two requests each; one comment update.
    expect(world.github.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    expect(world.git.requests.filter((r) => r.method !== 'GET')).toHaveLength(6);

    world.github.requests.length = 0;
    world.git.requests.length = 0;
    const third = await report('schedule');
    expect(third.code, third.stdout).toBe(0);
    expect(third.outputs).toMatchObject({ reported: '0', pending: '0' });
    expect(writes()).toEqual([]);
    // Never a job, never a budget slot: the hand-off's job and reservation only.
    expect(emulator.agentRequests('POST')).toHaveLength(1);
    expect(ledger()?.entries).toHaveLength(1);
  }, 90_000);

  it('a failed job through the schedule: the comment says so, 😕 on the triggering comment', async () => {
    // The command's comment, as GitHub holds it: the report checks it before reacting.
    world.github.addComment({
      id: 492700400,
      owner: 'Codertocat',
      repo: 'Hello-World',
      issueNumber: 1,
      body: '/docs fix the quickstart',
      user: { login: 'Codertocat', type: 'User' },
    });
    const handed = await handOff('issue_comment', commentPayload('/docs fix the quickstart'));
    const jobId = handed.outputs['job-id']!;
    finish(jobId, 'failed');
    const result = await report('schedule');
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs).toMatchObject({ reported: '1', pending: '0' });
    expect(JSON.parse(result.outputs['reported-jobs']!)).toEqual([expect.objectContaining({ jobId, status: 'failed', prLink: '' })]);
    const comment = world.github.comments.find((c) => c.id !== 492700400)!;
    expect(comment.body).toContain('❌ The job failed in the service.');
    expect(comment.body).toContain('Requested by Codertocat');
    expect(world.github.reactions.map((r) => r.content)).toEqual(['eyes', 'confused']);
  }, 90_000);

  it('a job pending longer than timeout-seconds is reported as timed out and dropped; it goes on in the service', async () => {
    const handed = await handOff('issues', labelled(1));
    // Handed off 5 s ago, by its record: past the report's 'timeout-seconds' of 1.
    const doc = ledger()!;
    const records = readPending(doc, Date.now()).records.map((record) => ({
      ...record,
      handedOffAt: new Date(Date.parse(record.handedOffAt) - 5000).toISOString(),
    }));
    world.git.writeMessage(REPOSITORY, REF, ledgerMessage('test: handed off 5 s ago', withSection(doc, pendingSection, records)));
    const result = await report('schedule', { 'timeout-seconds': '1' });
    expect(result.code, result.stdout).toBe(0);
    expect(JSON.parse(result.outputs['reported-jobs']!)).toEqual([
      expect.objectContaining({ jobId: handed.outputs['job-id'], status: 'timeout' }),
    ]);
    expect(world.github.comments[0]!.body).toMatch(/⏳ Still active \d+s after it was handed off/);
    expect(pending()).toEqual([]);
  }, 90_000);

  it('a report that fails on GitHub leaves the job pending; the next one reports it', async () => {
    const handed = await handOff('issues', labelled(1));
    finish(handed.outputs['job-id']!);
    world.github.fault('update-comment', 403);
    const failed = await report('schedule');
    // A comment the token may not write fails the step (test/hand-off/hardening-report.e2e.test.ts).
    expect(failed.code, failed.stdout).toBe(1);
    expect(failed.stdout).toMatch(/::error::.*issues: write.*stays pending/);
    expect(failed.outputs).toMatchObject({ reported: '0', pending: '1' });
    expect(pending()).toEqual([expect.not.objectContaining({ claim: expect.anything() as unknown })]);
    const next = await report('schedule');
    expect(next.outputs).toMatchObject({ reported: '1', pending: '0' });
    expect(world.github.comments[0]!.body).toContain('✅ The agent opened a pull request');
  }, 90_000);

  it('two report runs at once report each job exactly once', async () => {
    const jobs: string[] = [];
    for (const issue of [1, 2, 3]) jobs.push((await handOff('issues', labelled(issue))).outputs['job-id']!);
    for (const id of jobs) finish(id);
    world.github.requests.length = 0;
    const [one, two] = await Promise.all([report('schedule'), report('pull_request')]);
    expect(one.code, one.stdout).toBe(0);
    expect(two.code, two.stdout).toBe(0);
    expect(Number(one.outputs.reported) + Number(two.outputs.reported)).toBe(3);
    const listed = (result: ActionResult) => JSON.parse(result.outputs['reported-jobs']!) as { jobId: string }[];
    const reported = [...listed(one), ...listed(two)];
    expect(reported.map((r) => r.jobId).sort()).toEqual([...jobs].sort());
    // Each comment updated once.
    const patched = world.github.requests.filter((r) => r.method === 'PATCH').map((r) => r.path);
    expect(patched.sort()).toEqual(world.github.comments.map((c) => `/repos/${REPOSITORY}/issues/comments/${c.id}`).sort());
    expect(pending()).toEqual([]);
  }, 120_000);

  it('across repositories: a job handed off in a code repository is reported from the docs repository, which holds the ledger', async () => {
    // Both runs use a GitHub App's token (the workflow token writes only its own repository): the comment is the app's.
    world.github.identity = { login: 'docs-app[bot]', type: 'Bot' };
    const handed = await runAction({
      inputs: { ...service(), wait: 'false', prompt: 'Keep the docs right. [emulator:never]', 'budget-repository': DOCS_REPOSITORY },
      env: env('issues', labelled(4)),
    });
    expect(handed.code, handed.stdout).toBe(0);
    const jobId = handed.outputs['job-id']!;
    // The pending record is in the docs repository's ledger; the code repository's is as it was.
    expect(world.git.history(REPOSITORY, REF).map((message) => message.split('\n')[0])).toEqual(['seed']);
    expect(world.git.headMessage(DOCS_REPOSITORY, REF)).toContain(jobId);
    finish(jobId);
    const payload = { ...loadPayload('pull_request.labeled.json'), action: 'opened' };
    const reported = await runAction({
      inputs: { ...service(), mode: 'report' },
      env: { ...env('pull_request', payload), GITHUB_REPOSITORY: DOCS_REPOSITORY },
    });
    expect(reported.code, reported.stdout).toBe(0);
    expect(JSON.parse(reported.outputs['reported-jobs']!)).toEqual([
      expect.objectContaining({ jobId, status: 'completed', repository: REPOSITORY, issueNumber: 4 }),
    ]);
    // The comment where the job was requested, in the code repository.
    const patched = world.github.requests.filter((r) => r.method === 'PATCH').map((r) => r.path);
    expect(patched).toEqual([`/repos/${REPOSITORY}/issues/comments/${world.github.comments[0]!.id}`]);
    expect(world.github.comments[0]!.body).toContain('✅ The agent opened a pull request');
  }, 90_000);

  it('a token that may not write the ledger: the step fails naming the permission, and no comment is touched', async () => {
    const handed = await handOff('issues', labelled(1));
    finish(handed.outputs['job-id']!);
    world.github.requests.length = 0;
    world.git.permission = 'read';
    try {
      const result = await report('schedule');
      expect(result.code).toBe(1);
      expect(result.stdout).toMatch(/::error::Could not claim the jobs to report .*contents: write/);
      expect(world.github.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    } finally {
      world.git.permission = 'write';
    }
    expect(pending()).toHaveLength(1);
  }, 90_000);

  it('names the input when one is missing, before any request', async () => {
    const result = await runAction({
      inputs: { mode: 'report', 'base-url': world.serviceUrl, 'project-id': PROJECT, 'admin-api-key': '', 'github-token': '' },
      env: env('schedule', {}),
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("'admin-api-key' is required");
    expect(result.stdout).toContain("'github-token' is required");
    expect(world.github.requests).toEqual([]);
    expect(world.git.requests).toEqual([]);
  }, 60_000);
});
