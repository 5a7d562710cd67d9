/**
 * Refining the agent's pull request, end to end: `node dist/index.js` against
 * the service emulator, the GitHub stand-in and the git database stand-in (the
 * budget's ledger), all on one loopback server. A label starts a job whose
 * pull request gets the note; `/docs …` on that pull request sends a
 * follow-up message to the same job.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { parseMarker } from '../../src/comment/marked.ts';
import { commentPayload, labelPayload, loadPayload, type Payload } from '../../tools/events.ts';
import type { WorldRun } from '../../tools/world.ts';
import { ledgerMessage } from '../../src/ledger/document.ts';
import { budgetLedger } from '../helpers/ledger.ts';
import { agentPullOf, prComment } from '../helpers/agent-pull.ts';
import { endJobWhen, useWorld } from '../helpers/world.ts';

const REPOSITORY = 'acme/docs';
const world = useWorld({
  repository: REPOSITORY,
  emulator: { jobDurationMs: 300 },
  roles: { Codertocat: 'write' },
  inputs: { 'project-id': 'proj-refine' },
});
const { emulator } = world;
const { ledger, ref, seed } = budgetLedger(world, 'proj-refine');
// The ledger as a repository where the action ran before holds it (its entries aged out): no run here creates it
// (that first run's election is test/budget/budget.e2e.test.ts's and test/ledger/cold-ledger.test.ts's).
beforeEach(() => {
  seed(0, 0);
});
const [OWNER, REPO] = REPOSITORY.split('/') as [string, string];
/** The issue the label is on: far from the emulator's pull request numbers. */
const ISSUE = 900;
let runId = 5000;

function run(event: string, payload: Payload, inputs: Record<string, string> = {}, onStdout?: WorldRun['onStdout']) {
  runId += 1;
  return world.run({ event, payload, inputs, runId, ...(onStdout ? { onStdout } : {}) });
}

/** A label on issue #900 starts a job; returns its id and pull request number. */
async function labelledJob(extra: Record<string, string> = {}): Promise<{ jobId: string; pull: number; prLink: string }> {
  const payload = labelPayload('docs-agent');
  payload.issue!.number = ISSUE;
  (payload.issue as unknown as { html_url: string }).html_url = `https://github.com/${REPOSITORY}/issues/${ISSUE}`;
  return agentPullOf(await run('issues', payload, extra));
}

const onPull = (pull: number) => world.github.comments.filter((c) => c.issueNumber === pull);
const creations = () => emulator.agentRequests('POST').filter((r) => r.path.endsWith('/job'));
const messages = () => emulator.agentRequests('POST').filter((r) => r.path.endsWith('/message'));

describe('refining the agent’s pull request', () => {
  it('label → job → the pull request gets one note naming the job, the request, the run and how to refine it', async () => {
    const { jobId, pull } = await labelledJob();
    const notes = onPull(pull);
    expect(notes).toHaveLength(1);
    const note = notes[0]!;
    expect(parseMarker(note.body)).toMatchObject({
      kind: 'note',
      'job-id': jobId,
      'from-url': `https://github.com/${REPOSITORY}/issues/${ISSUE}`,
    });
    expect(note.body).toContain(`opened by agent job \`${jobId}\``);
    expect(note.body).toContain(`Requested in [issue ${REPOSITORY}#${ISSUE}](https://github.com/${REPOSITORY}/issues/${ISSUE})`);
    expect(note.body).toContain(`[workflow run](https://github.com/${REPOSITORY}/actions/runs/${runId})`);
    expect(note.body).toContain('```\n/docs <instruction>\n```');
    // The job's own comment is on the issue, as before.
    expect(world.github.comments.filter((c) => c.issueNumber === ISSUE)).toHaveLength(1);
  });

  it('a pull request the token may not read or comment on: a warning, the run still succeeds', async () => {
    // The note's look-up is the run's first comment listing.
    world.github.fault('list-comments', 404, 'Not Found');
    const payload = labelPayload('docs-agent');
    payload.issue!.number = ISSUE;
    const result = await run('issues', payload);
    expect(result.code, result.stdout).toBe(0);
    expect(result.stdout).toMatch(
      new RegExp(
        `::warning::Could not leave the note on pull request ${REPOSITORY}#\\d+: Not Found.*needs this action in a workflow of ${REPOSITORY}`,
      ),
    );
    expect(world.github.comments.filter((c) => parseMarker(c.body)?.kind === 'note')).toHaveLength(0);
  });

  it('`/docs …` on the pull request: one follow-up message to the same job, no new job, one comment for it, 👀 then 🚀', async () => {
    const { jobId, pull, prLink } = await labelledJob();
    const before = creations().length;
    const entriesBefore = ledger()?.entries.length ?? 0;
    const result = await run('issue_comment', prComment('/docs shorten the intro, cc @octocat', pull));
    expect(result.code, result.stdout).toBe(0);
    expect(creations()).toHaveLength(before);
    expect(messages()).toHaveLength(1);
    expect(messages()[0]!.path).toBe(`/v2/agent/proj-refine/job/${jobId}/message`);
    expect(JSON.parse(messages()[0]!.body)).toEqual({
      prompt: expect.stringContaining('Request from Codertocat in a comment:\nshorten the intro, cc @octocat') as unknown,
    });
    expect(result.outputs).toMatchObject({ 'job-id': jobId, status: 'completed', 'pr-link': prLink });
    // The note, and one comment for the follow-up; no second note.
    const comments = onPull(pull);
    expect(comments.map((c) => parseMarker(c.body)?.kind)).toEqual(['note', 'job']);
    const reply = comments[1]!;
    expect(reply.body).toContain(`job \`${jobId}\``);
    expect(reply.body).toContain('A follow-up message to the job that opened this pull request: no new job.');
    expect(reply.body).toContain(`✅ The agent updated the pull request: <${prLink}>`);
    expect(reply.body).toContain('cc @\u200boctocat');
    expect(world.github.reactions.map((r) => r.content)).toEqual(['eyes', 'rocket']);
    expect(result.stdout).toContain(`Sent the follow-up message to agent job ${jobId}`);
    // The message took a slot of the hourly budget.
    expect(ledger()?.entries.length).toBe(entriesBefore + 1);
  });

  it('`/docs …` while the job still works on an earlier one: the message waits for it to finish its current work', async () => {
    const { jobId, pull } = await labelledJob();
    // A first command handed off (wait: false): the job works on it until the second run is seen waiting for it.
    const first = await run('issue_comment', prComment('/docs add an example [emulator:never]', pull), { wait: 'false' });
    expect(first.code, first.stdout).toBe(0);
    const waits = `Agent job ${jobId} is active: the message waits for it to finish its current work`;
    const second = await run('issue_comment', prComment('/docs shorten the intro', pull), {}, endJobWhen(world, jobId, waits));
    expect(second.code, second.stdout).toBe(0);
    expect(second.stdout).toContain(waits);
    expect(messages()).toHaveLength(2);
    // Neither message stopped work in progress.
    expect(emulator.jobs.get(jobId)!.statusAtMessages).toEqual(['completed', 'completed']);
  });

  it('a review comment tells the agent the file and line', async () => {
    const { jobId, pull } = await labelledJob();
    const payload = commentPayload('/docs say "token", not "key"', { file: 'pull_request_review_comment.created.json' });
    payload.pull_request!.number = pull;
    (payload.comment as unknown as { line: number }).line = 12;
    const result = await run('pull_request_review_comment', payload);
    expect(result.code, result.stdout).toBe(0);
    expect(messages()).toHaveLength(1);
    expect(messages()[0]!.path).toContain(`/job/${jobId}/message`);
    expect((JSON.parse(messages()[0]!.body) as { prompt: string }).prompt).toContain(
      'Request from Codertocat in a comment (on README.md line 12):\nsay "token", not "key"',
    );
  });

  it('a refused message is said with its status and error, on the PR and in the log; no new job; the slot is given back', async () => {
    const { jobId, pull } = await labelledJob();
    emulator.refuseMessages(jobId, 'This job was archived and can no longer be continued');
    const before = creations().length;
    const entriesBefore = ledger()?.entries.length ?? 0;
    const result = await run('issue_comment', prComment('/docs shorten the intro', pull));
    expect(result.code).toBe(1);
    expect(creations()).toHaveLength(before);
    expect(messages()).toHaveLength(1);
    const said = `The service refused the follow-up message to agent job ${jobId} (400: This job was archived and can no longer be continued)`;
    expect(result.stdout).toContain(`::error::${said}`);
    expect(result.stdout).toContain("comment '/docs new <instruction>'");
    const reply = onPull(pull).find((c) => parseMarker(c.body)?.kind === 'job');
    expect(reply?.body).toContain(`❌ The follow-up message was not sent: ${said}`);
    expect(world.github.reactions.map((r) => r.content)).toEqual(['eyes', 'confused']);
    expect(ledger()?.entries.length).toBe(entriesBefore);
  });

  it('`/docs new …` on the pull request starts a new job instead', async () => {
    const { pull } = await labelledJob();
    const before = creations().length;
    const result = await run('issue_comment', prComment('/docs new rewrite the page from scratch', pull));
    expect(result.code, result.stdout).toBe(0);
    expect(creations()).toHaveLength(before + 1);
    expect(messages()).toHaveLength(0);
  });

  it('with the hourly budget spent, no message is sent (on-budget-exhausted: skip)', async () => {
    const { pull } = await labelledJob({ 'budget-per-hour': '1' });
    const result = await run('issue_comment', prComment('/docs shorten the intro', pull), {
      'budget-per-hour': '1',
      'on-budget-exhausted': 'skip',
    });
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs.status).toBe('skipped');
    expect(messages()).toHaveLength(0);
    const reply = onPull(pull).find((c) => parseMarker(c.body)?.kind === 'job');
    expect(reply?.body).toContain('⏸️ The follow-up message was not sent');
  });

  it('with the hourly budget spent under queue, the message is queued; a later run sends it once its job is idle', async () => {
    const { jobId, pull } = await labelledJob({ 'budget-per-hour': '1' });
    const queue = { 'budget-per-hour': '1', 'on-budget-exhausted': 'queue', wait: 'false' };
    const queued = await run('issue_comment', prComment('/docs shorten the intro', pull), queue);
    expect(queued.code, queued.stdout).toBe(0);
    expect(queued.outputs.status).toBe('queued');
    expect(messages()).toHaveLength(0);
    // An hour later the window is free, and the job works on something else until the report is seen waiting for it.
    const stored = ledger()!;
    const entries = stored.entries.map((entry) => ({ ...entry, at: new Date(Date.parse(entry.at) - 65 * 60_000).toISOString() }));
    world.git.writeMessage(REPOSITORY, ref, ledgerMessage('test: the window frees', { ...stored, entries }));
    const job = emulator.jobs.get(jobId)!;
    job.startedAt = Date.now();
    job.outcome = 'never';
    const waits = `Agent job ${jobId} is active: the message waits for it to finish its current work`;
    const report = await run(
      'schedule',
      loadPayload('schedule.json'),
      { mode: 'report', 'budget-per-hour': '1' },
      endJobWhen(world, jobId, waits),
    );
    expect(report.code, report.stdout).toBe(0);
    expect(report.stdout).toContain(waits);
    expect(report.stdout).toContain(`as a follow-up message to agent job ${jobId}`);
    expect(messages()).toHaveLength(1);
    // The message did not stop the work in progress.
    expect(job.statusAtMessages).toEqual(['completed']);
    const reply = onPull(pull).find((c) => parseMarker(c.body)?.kind === 'job')!;
    expect(parseMarker(reply.body)?.['job-id']).toBe(jobId);
    expect(reply.body).not.toContain('Queued');
  });

  it('a note by someone without min-permission is not believed: a new job', async () => {
    world.github.roles.set('mallory', 'read');
    world.github.addComment({
      owner: OWNER,
      repo: REPO,
      issueNumber: 77,
      body: '<!-- docs-agent-action kind=note job-id=job_of_mallory -->',
      user: { login: 'mallory', type: 'User' },
    });
    const before = creations().length;
    const result = await run('issue_comment', prComment('/docs shorten the intro', 77));
    expect(result.code, result.stdout).toBe(0);
    expect(messages()).toHaveLength(0);
    expect(creations()).toHaveLength(before + 1);
  });
});
