/**
 * Hardening round 2, report mode end to end (`node dist/index.js` with
 * `mode: report`, the service emulator, the GitHub and git database
 * stand-ins): pending records are checked against GitHub before they are
 * acted on (a forged record edits nothing and reacts to nothing), and a
 * comment the token may not write fails the step, keeping the job pending.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { formatMarker } from '../../src/comment/marked.ts';
import { ledgerMessage } from '../../src/ledger/document.ts';
import { type PendingRecord } from '../../src/hand-off/pending.ts';
import type { ActionResult } from '../../tools/action.ts';
import { commentPayload, labelPayload, loadPayload, type Payload } from '../../tools/events.ts';
import { budgetLedger, readPending } from '../helpers/ledger.ts';
import { useWorld } from '../helpers/world.ts';

const PROJECT = 'hardening-report';
const COMMAND_COMMENT = 492700400;

const world = useWorld({ roles: { Codertocat: 'write' }, inputs: { 'project-id': PROJECT } });
const { emulator } = world;
const { ref: REF, ledger: stored, seed } = budgetLedger(world, PROJECT);

beforeEach(() => {
  // The ledger as a repository where the action ran before holds it (its entries aged out): no run here creates it
  // (that first run's election is test/budget/budget.e2e.test.ts's and test/ledger/cold-ledger.test.ts's).
  seed(0, 0);
  // The command's comment, as GitHub holds it.
  world.github.addComment({
    id: COMMAND_COMMENT,
    owner: 'Codertocat',
    repo: 'Hello-World',
    issueNumber: 1,
    body: '/docs fix the quickstart',
    user: { login: 'Codertocat', type: 'User' },
  });
});

function handOff(event: 'issues' | 'issue_comment', payload: Payload): Promise<ActionResult> {
  return world.run({ event, payload, inputs: { wait: 'false', prompt: 'Keep the docs right. [emulator:never]' } });
}

function finish(jobId: string): void {
  const job = emulator.jobs.get(jobId)!;
  job.outcome = 'completed';
  job.durationMs = 0;
}

/** A job the service knows and that has ended with a pull request (for records written by hand). */
function serviceJob(id: string): string {
  const now = Date.now();
  emulator.jobs.set(id, {
    id,
    projectId: PROJECT,
    prompt: 'x',
    createdAt: now,
    startedAt: now,
    durationMs: 0,
    outcome: 'completed',
    prLink: 'https://github.com/acme/docs/pull/99',
    messages: [],
    statusAtMessages: [],
  });
  return id;
}

function report(): Promise<ActionResult> {
  return world.run({ event: 'schedule', payload: loadPayload('schedule.json'), inputs: { mode: 'report' } });
}

function ledger() {
  const doc = stored();
  if (!doc) throw new Error('no ledger');
  return doc;
}

const pending = (): PendingRecord[] => readPending(ledger(), Date.now()).records;

/** Rewrites the pending list by hand, as anyone who can push the ledger's ref can. */
function writePending(records: unknown[]): void {
  world.git.writeMessage(world.repository, REF, ledgerMessage('docs-agent: written by hand', { ...ledger(), pending: records }));
}

const writesToComments = () => world.github.requests.filter((r) => r.method !== 'GET' && !r.path.startsWith('/graphql'));

describe('a pending record is checked against GitHub before it is acted on', () => {
  it('forged records (another person’s comment, another job’s comment, an outside run URL, another repository, a chosen comment to react to) edit nothing and react to nothing', async () => {
    const labelled = await handOff('issues', labelPayload('docs-agent'));
    const commanded = await handOff('issue_comment', commentPayload('/docs fix the quickstart'));
    expect(labelled.code, labelled.stdout).toBe(0);
    expect(commanded.code, commanded.stdout).toBe(0);
    const [jobA, jobB] = [labelled.outputs['job-id']!, commanded.outputs['job-id']!];
    finish(jobA);
    finish(jobB);
    const genuine = pending();
    const a = genuine.find((r) => r.jobId === jobA)!;
    const b = genuine.find((r) => r.jobId === jobB)!;
    expect(b.triggerComment).toEqual({ id: COMMAND_COMMENT, review: false });
    // A maintainer's own comment, and the action's comment for a job in another repository the token reaches.
    const maintainers = world.github.addComment({
      owner: 'Codertocat',
      repo: 'Hello-World',
      issueNumber: 1,
      body: 'Looks good to me.',
      user: { login: 'maintainer', type: 'User' },
    });
    const elsewhere = world.github.addComment({
      owner: 'acme',
      repo: 'elsewhere',
      issueNumber: 3,
      body: `${formatMarker({ kind: 'job', 'job-id': 'job_forged_3', 'run-id': a.run.id, 'workflow-job': 'docs' })}\nworking`,
    });
    writePending([
      { ...a, jobId: serviceJob('job_forged_1'), commentId: maintainers.id },
      { ...a, jobId: serviceJob('job_forged_2') },
      { ...a, run: { ...a.run, url: 'https://evil.example/acme/phish/actions/runs/1' } },
      { ...a, jobId: serviceJob('job_forged_3'), repository: 'acme/elsewhere', issueNumber: 3, commentId: elsewhere.id },
      { ...b, triggerComment: { id: maintainers.id, review: false } },
    ]);
    world.github.requests.length = 0;

    const result = await report();
    expect(result.code, result.stdout).toBe(0);
    expect(writesToComments()).toEqual([]);
    expect(world.github.reactions.filter((r) => r.content !== 'eyes')).toEqual([]);
    for (const comment of [maintainers, elsewhere]) expect(world.github.comments.find((c) => c.id === comment.id)?.body).toBe(comment.body);
    // Each dropped with a warning naming it.
    for (const id of ['job_forged_1', 'job_forged_2', jobA, 'job_forged_3', jobB]) {
      expect(result.stdout).toMatch(new RegExp(`::warning::Dropped the pending job ${id}\\b.*does not hold`));
    }
    expect(result.stdout).toContain('https://evil.example');
    expect(result.outputs).toMatchObject({ reported: '0', pending: '0' });
    expect(pending()).toEqual([]);
  }, 120_000);

  it('the genuine records still report: the comment updated, 🚀 on the command', async () => {
    const commanded = await handOff('issue_comment', commentPayload('/docs fix the quickstart'));
    finish(commanded.outputs['job-id']!);
    const result = await report();
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs).toMatchObject({ reported: '1', pending: '0' });
    expect(world.github.reactions.map((r) => r.content)).toEqual(['eyes', 'rocket']);
  }, 90_000);
});

describe('report mode fails the step when it cannot write', () => {
  it('a 403 on the comment update: the step fails naming the permission, and the job stays pending', async () => {
    const handed = await handOff('issues', labelPayload('docs-agent'));
    finish(handed.outputs['job-id']!);
    world.github.fault('update-comment', 403);
    const result = await report();
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /::error::Could not update the comment of agent job \S+ on Codertocat\/Hello-World#1: GitHub answered 403 .*`permissions: issues: write`.*stays pending/,
    );
    expect(result.outputs).toMatchObject({ reported: '0', pending: '1' });
    expect(pending()).toEqual([expect.objectContaining({ jobId: handed.outputs['job-id'] })]);
    expect(pending()[0]!.claim).toBeUndefined();
  }, 90_000);

  it('a comment the token cannot see (404, its issue too): the step fails naming the permission, and the job stays pending', async () => {
    const handed = await handOff('issues', labelPayload('docs-agent'));
    finish(handed.outputs['job-id']!);
    world.github.fault('get-comment', 404, 'Not Found').fault('issue', 404, 'Not Found');
    const result = await report();
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /::error::Could not read the comment of agent job \S+ .*404.*`permissions: issues: write`.*stays pending/,
    );
    expect(pending()).toHaveLength(1);
  }, 90_000);

  it('a comment that is gone (its issue is there): dropped with a warning, the step green', async () => {
    const handed = await handOff('issues', labelPayload('docs-agent'));
    finish(handed.outputs['job-id']!);
    world.github.comments.splice(
      world.github.comments.findIndex((c) => c.id !== COMMAND_COMMENT),
      1,
    );
    const result = await report();
    expect(result.code, result.stdout).toBe(0);
    expect(result.stdout).toMatch(/::warning::Dropped the pending job \S+: its comment \d+ on Codertocat\/Hello-World#1 is gone/);
    expect(pending()).toEqual([]);
  }, 90_000);
});
