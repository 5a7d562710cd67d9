/**
 * `continue-open-pr`, end to end: `node dist/index.js` against the service
 * emulator, the GitHub stand-in and the git database stand-in (the budget's
 * ledger, which keeps the last job and its hold). A first merge starts a job
 * with a pull request and records it; a second merge goes to that job as a
 * follow-up message (no new job) and is listed in the note on the docs pull
 * request; once that pull request is merged, a third merge starts a new job.
 * Two merges at once take turns (one job, then one message once it ended); a
 * push goes to the open pull request too; a handed-off job is recorded and
 * the next merge waits for it to end before sending; a refused message
 * starts a new job for the change.
 */
import { describe, expect, it } from 'vitest';
import { readOpenPr } from '../../src/follow-up/record.ts';
import { parseMarker } from '../../src/comment/marked.ts';
import { loadPayload, type Payload } from '../../tools/events.ts';
import type { WorldRun } from '../../tools/world.ts';
import { budgetLedger } from '../helpers/ledger.ts';
import { endJobWhen, useWorld } from '../helpers/world.ts';

const REPOSITORY = 'acme/docs';
const world = useWorld({
  repository: REPOSITORY,
  emulator: { jobDurationMs: 200 },
  inputs: { 'project-id': 'proj-open-pr', 'continue-open-pr': 'true' },
});
const { emulator } = world;
const budget = budgetLedger(world, 'proj-open-pr');
const { ledger } = budget;
const SOURCE = 'Codertocat/Hello-World';
let runId = 8000;

/** The payload of source pull request #`number` merged. */
function merged(number: number): Payload {
  const payload = loadPayload('pull_request.closed.merged.json');
  const pull = payload.pull_request as Record<string, unknown>;
  pull.number = number;
  pull.html_url = `https://github.com/${SOURCE}/pull/${number}`;
  (payload as Record<string, unknown>).number = number;
  return payload;
}

function runEvent(event: string, payload: Payload, inputs: Record<string, string> = {}, onStdout?: WorldRun['onStdout']) {
  runId += 1;
  return world.run({ event, payload, inputs, runId, ...(onStdout ? { onStdout } : {}) });
}

const merge = (number: number, extra: Record<string, string> = {}, onStdout?: WorldRun['onStdout']) =>
  runEvent('pull_request', merged(number), extra, onStdout);

const creations = () => emulator.agentRequests('POST').filter((r) => r.path.endsWith('/job'));
const messages = () => emulator.agentRequests('POST').filter((r) => r.path.endsWith('/message'));
const notesOn = (pull: number) => world.github.comments.filter((c) => c.issueNumber === pull && parseMarker(c.body)?.kind === 'note');
/** Ledger writes (ref updates) so far: the budget's and the last job's. */
const refWrites = () =>
  world.git.requests.filter((r) => (r.method === 'PATCH' || r.method === 'POST') && r.path.includes('/git/refs') && r.status < 300).length;
/** The subjects of the ledger's commits, oldest first: the last job's hold and record are the `docs-agent: …` ones. */
const subjects = () =>
  world.git
    .history(REPOSITORY, budget.ref)
    .map((m) => m.split('\n')[0] ?? '')
    .reverse();
const holdWrites = () => subjects().filter((subject) => /^docs-agent: (hold|last job|release)/.test(subject)).length;
const sourceComment = (number: number) =>
  world.github.comments.filter((c) => c.issueNumber === number && parseMarker(c.body)?.kind !== 'note');

describe('continue-open-pr: merges while the docs pull request is open', () => {
  // Four runs of the bundle in a row: more than the default 20 s on a loaded 2-core machine.
  it('merge 1 → a job with a pull request, recorded; merge 2 → one message to it; docs PR merged; merge 3 → a new job', async () => {
    // Merge 1: nothing recorded yet (a retry of this test closes what an earlier attempt recorded), a new job.
    const earlier = readOpenPr(ledger() ?? { version: 2, project: 'proj-open-pr', entries: [] });
    const earlierPull = /\/pull\/(\d+)$/.exec(earlier?.prLink ?? '')?.[1];
    if (earlierPull) world.github.pullStates.set(`${REPOSITORY}#${earlierPull}`, { state: 'closed', merged: false });
    const created = creations().length;
    const sent = messages().length;
    const writesBefore = refWrites();
    const first = await merge(41);
    expect(first.code, first.stdout).toBe(0);
    // Three writes for the last job: the hold taken, the new job recorded (keeping the hold), the hold given back with the
    // job and its pull request (the budget's own writes besides).
    expect(holdWrites()).toBe(3);
    expect(subjects().filter((subject) => subject.startsWith('docs-agent: '))).toEqual([
      expect.stringMatching(/^docs-agent: hold the last job \(8\d+\.1\.[0-9a-f]{8}\)$/),
      expect.stringMatching(/^docs-agent: hold the last job with job_\S+ \(8\d+\.1\.[0-9a-f]{8}\)$/),
      expect.stringMatching(/^docs-agent: last job job_/),
    ]);
    const firstRunWrites = refWrites() - writesBefore;
    if (!earlierPull) expect(first.stdout).toContain('continue-open-pr: no earlier job is recorded; a new job starts.');
    expect(creations()).toHaveLength(created + 1);
    const jobId = first.outputs['job-id'] ?? '';
    const prLink = first.outputs['pr-link'] ?? '';
    const docsPull = Number(/\/pull\/(\d+)$/.exec(prLink)?.[1]);
    expect(docsPull).toBeGreaterThan(0);
    expect(readOpenPr(ledger()!)).toMatchObject({ jobId, prLink });
    expect(notesOn(docsPull)).toHaveLength(1);

    // Merge 2: the docs pull request is open, the change goes to the same job.
    const second = await merge(42);
    expect(second.code, second.stdout).toBe(0);
    expect(holdWrites()).toBe(6);
    // A run writes the ledger as often with a message as with a new job.
    expect(refWrites() - writesBefore - firstRunWrites).toBe(firstRunWrites);
    expect(creations()).toHaveLength(created + 1);
    expect(messages()).toHaveLength(sent + 1);
    expect(messages()[sent]!.path).toContain(`/job/${jobId}/message`);
    const prompt = (JSON.parse(messages()[sent]!.body) as { prompt: string }).prompt;
    expect(prompt).toContain('## What changed');
    expect(prompt).toContain('#42');
    expect(second.outputs['job-id']).toBe(jobId);
    expect(second.outputs['pr-link']).toBe(prLink);
    expect(world.github.requests.some((r) => r.method === 'GET' && r.path === `/repos/${REPOSITORY}/pulls/${docsPull}`)).toBe(true);
    // The source pull request's comment says it went to the open docs PR, and links it.
    const [comment] = sourceComment(42);
    expect(comment?.body).toContain('continue-open-pr');
    expect(comment?.body).toContain(prLink);
    // The note on the docs pull request lists the appended change (updated in place, still one note).
    const notes = notesOn(docsPull);
    expect(notes).toHaveLength(1);
    expect(parseMarker(notes[0]!.body)?.appended).toBe(`https://github.com/${SOURCE}/pull/42`);
    expect(notes[0]!.body).toContain(`Later changes sent to the same job:\n\n- <https://github.com/${SOURCE}/pull/42>\n`);

    // The docs pull request is merged: the next change starts a new job.
    world.github.pullStates.set(`${REPOSITORY}#${docsPull}`, { state: 'closed', merged: true });
    const third = await merge(43);
    expect(third.code, third.stdout).toBe(0);
    expect(third.stdout).toContain(`is merged; a new job starts.`);
    expect(creations()).toHaveLength(created + 2);
    expect(messages()).toHaveLength(sent + 1);
    const thirdJob = third.outputs['job-id'] ?? '';
    expect(thirdJob).not.toBe(jobId);
    expect(readOpenPr(ledger()!)).toMatchObject({ jobId: thirdJob, prLink: third.outputs['pr-link'] });
    expect(readOpenPr(ledger()!)?.holder).toBeUndefined();
  }, 60_000);

  it('two merges at the same time: one job, then one message to it once it has ended (the runs take turns)', async () => {
    const [a, b] = await Promise.all([merge(51), merge(52)]);
    expect(a.code, a.stdout).toBe(0);
    expect(b.code, b.stdout).toBe(0);
    expect(creations()).toHaveLength(1);
    expect(messages()).toHaveLength(1);
    const [creation] = creations();
    const [message] = messages();
    const jobId = emulator.jobs.keys().next().value!;
    expect(message!.path).toContain(`/job/${jobId}/message`);
    // The job had ended when the message arrived (a message to an active job stops its work).
    expect(emulator.jobs.get(jobId)!.statusAtMessages).toEqual(['completed']);
    expect(message!.at).toBeGreaterThan(creation!.at);
    const waiter = [a, b].find((r) => r.stdout.includes('holds the last agent job'));
    expect(waiter, 'one run waits for the other').toBeDefined();
    expect(waiter!.outputs['job-id']).toBe(jobId);
    expect(a.outputs['pr-link']).toBe(b.outputs['pr-link']);
    expect(readOpenPr(ledger()!)).toMatchObject({ jobId, prLink: a.outputs['pr-link'] });
    expect(readOpenPr(ledger()!)?.holder).toBeUndefined();
    expect(holdWrites()).toBe(6);
  });

  it('a push goes to the job whose pull request is open', async () => {
    const first = await merge(53);
    expect(first.code, first.stdout).toBe(0);
    const jobId = first.outputs['job-id'];
    const push = loadPayload('push.branch.json');
    const result = await runEvent('push', push);
    expect(result.code, result.stdout).toBe(0);
    expect(creations()).toHaveLength(1);
    expect(messages()).toHaveLength(1);
    expect(messages()[0]!.path).toContain(`/job/${jobId!}/message`);
    expect(result.outputs['job-id']).toBe(jobId);
    const prompt = (JSON.parse(messages()[0]!.body) as { prompt: string }).prompt;
    expect(prompt).toContain('pushed to');
    // The compare link of the push is listed in the note on the docs pull request.
    const docsPull = Number(/\/pull\/(\d+)$/.exec(first.outputs['pr-link'] ?? '')?.[1]);
    expect(parseMarker(notesOn(docsPull)[0]!.body)?.appended).toBe(String(push.compare));
  });

  it('a handed-off job (wait: false) is recorded; the next merge waits for it to end, then sends its change to it', async () => {
    // The handed-off job works until the next merge is seen waiting for it.
    const handOff = await merge(54, { wait: 'false', prompt: 'Document it. [emulator:never]' });
    expect(handOff.code, handOff.stdout).toBe(0);
    const jobId = handOff.outputs['job-id'] ?? '';
    expect(jobId).not.toBe('');
    expect(readOpenPr(ledger()!)).toMatchObject({ jobId, prLink: null });
    const waits = `agent job ${jobId}, the last one, is still active: waiting for it to end`;
    const next = await merge(55, {}, endJobWhen(world, jobId, waits));
    expect(next.code, next.stdout).toBe(0);
    expect(next.stdout).toContain(waits);
    expect(creations()).toHaveLength(1);
    expect(messages()).toHaveLength(1);
    expect(messages()[0]!.path).toContain(`/job/${jobId}/message`);
    expect(emulator.jobs.get(jobId)!.statusAtMessages).toEqual(['completed']);
    expect(next.outputs['job-id']).toBe(jobId);
    expect(readOpenPr(ledger()!)).toMatchObject({ jobId, prLink: next.outputs['pr-link'] });
  });

  it('a run whose wait times out gives the hold back, recording its job without a pull request (the next run asks the service)', async () => {
    const result = await merge(58, { prompt: 'Document it. [emulator:never]', 'timeout-seconds': '2' });
    expect(result.code, result.stdout).not.toBe(0);
    expect(result.outputs.status).toBe('active');
    expect(readOpenPr(ledger()!)).toMatchObject({ jobId: result.outputs['job-id'], prLink: null });
    expect(readOpenPr(ledger()!)?.holder).toBeUndefined();
  });

  it('a message the service refuses (400) in a merge run: a new job for the change, said in the log and the comment', async () => {
    const first = await merge(56);
    expect(first.code, first.stdout).toBe(0);
    const oldJob = first.outputs['job-id'] ?? '';
    emulator.refuseMessages(oldJob, 'This job no longer accepts messages');
    const second = await merge(57);
    expect(second.code, second.stdout).toBe(0);
    expect(messages()).toHaveLength(1);
    expect(creations()).toHaveLength(2);
    const newJob = second.outputs['job-id'] ?? '';
    expect(newJob).not.toBe(oldJob);
    expect(second.stdout).toContain(
      `the service refused the follow-up message to agent job ${oldJob} (400: "This job no longer accepts messages"): that job cannot be continued, so a new job starts for this change.`,
    );
    // A merge asks for nothing: no '/docs new' suggestion anywhere.
    expect(second.stdout).not.toContain('/docs new');
    const [comment] = sourceComment(57);
    expect(comment?.body).toContain('could not be continued (the service answered 400: This job no longer accepts messages)');
    expect(comment?.body).not.toContain('/docs new');
    expect(comment?.body).toContain(`✅ The agent opened a pull request: <${second.outputs['pr-link']!}>`);
    expect(readOpenPr(ledger()!)).toMatchObject({ jobId: newJob, prLink: second.outputs['pr-link'] });
  });

  it('without continue-open-pr, a merge starts a new job even while the recorded pull request is open', async () => {
    const before = creations().length;
    const result = await merge(44, { 'continue-open-pr': 'false' });
    expect(result.code, result.stdout).toBe(0);
    expect(creations()).toHaveLength(before + 1);
    expect(result.stdout).not.toContain('continue-open-pr:');
  });
});
