/**
 * `on-budget-exhausted: queue`, end to end: the bundled action against the
 * service emulator, the git database stand-in (the ledger) and the GitHub
 * stand-in (comments). Five labelled issues with `budget-per-hour: 3`: three
 * jobs start, two requests are queued (places 1 and 2, `status=queued`, the
 * step ends at once); once the window frees, two report runs race and each
 * queued request is started exactly once, its comment turned into the job
 * comment, and a later report puts the pull request link in it.
 */
import { describe, expect, it } from 'vitest';
import { ledgerJsonInMessage, ledgerMessage, parseLedgerJson, type LedgerDocument } from '../../src/ledger/document.ts';
import { runAction, type ActionResult } from '../../tools/action.ts';
import { labelPayload, loadPayload, type Payload } from '../../tools/events.ts';
import { EVENT_REPOSITORY } from '../../tools/world.ts';
import { useWorld } from '../helpers/world.ts';
import { readPending, readQueue } from '../helpers/ledger.ts';

const PROJECT = 'queue-docs';
const REF = `refs/docs-agent/budget/${PROJECT}`;

const world = useWorld({
  repositories: [EVENT_REPOSITORY],
  roles: { Codertocat: 'write' },
  inputs: { 'project-id': PROJECT },
});
const { emulator, repository: REPOSITORY } = world;
let runId = 900_000;

function env(event: string, payload: unknown): Record<string, string> {
  runId += 1;
  return world.env({ event, payload, runId });
}

function labelled(issue: number): Payload {
  const payload = labelPayload('docs-agent');
  payload.issue!.number = issue;
  return payload;
}

/** A labelled issue with `wait: false` and the queue policy; jobs stay active until `finish`. */
function request(issue: number): Promise<ActionResult> {
  return runAction({
    inputs: {
      ...world.inputs(),
      wait: 'false',
      'budget-per-hour': '3',
      'on-budget-exhausted': 'queue',
      prompt: 'Keep the docs right. [emulator:never]',
    },
    env: env('issues', labelled(issue)),
  });
}

function report(): Promise<ActionResult> {
  return runAction({
    inputs: { ...world.inputs(), mode: 'report', 'budget-per-hour': '3' },
    env: env('schedule', loadPayload('schedule.json')),
  });
}

function doc(): LedgerDocument {
  const message = world.git.headMessage(REPOSITORY, REF)!;
  return parseLedgerJson(ledgerJsonInMessage(message)!)!;
}

/**
 * Moves the first `count` budget entries (all by default) 65 minutes back (they count from 2 minutes after their
 * reservation): their slots free, as they would an hour later.
 */
function ageWindow(count = Infinity): void {
  const current = doc();
  const entries = (current.entries as { at: string }[]).map((entry, index) => ({
    ...entry,
    at: index < count ? new Date(Date.parse(entry.at) - 65 * 60_000).toISOString() : entry.at,
  }));
  world.git.writeMessage(REPOSITORY, REF, ledgerMessage('test: the window frees', { ...current, entries }));
}

const commentOn = (issue: number) => world.github.comments.find((c) => c.issueNumber === issue && c.body.includes('Docs agent'))!;

describe('on-budget-exhausted: queue', () => {
  it('queues the fourth and fifth request; two racing report runs start each exactly once; a later report links the PRs', async () => {
    const started = Date.now();
    const results: ActionResult[] = [];
    for (const issue of [1, 2, 3, 4, 5]) results.push(await request(issue));
    for (const result of results) expect(result.code, result.stdout).toBe(0);
    expect(results.map((r) => r.outputs.status)).toEqual(['active', 'active', 'active', 'queued', 'queued']);
    expect(emulator.agentRequests('POST')).toHaveLength(3);
    // No runner held: each queued step ends at once.
    expect(Date.now() - started).toBeLessThan(60_000);
    for (const [issue, place] of [
      [4, 1],
      [5, 2],
    ] as const) {
      const body = commentOn(issue).body;
      expect(body).toContain('🕒 Queued: the hourly budget is used up');
      expect(body).toContain(`number ${place} in line, expected to start at about`);
      expect(results[issue - 1]!.outputs['comment-url']).toContain('#issuecomment-');
    }
    expect(results[4]!.summary).toContain('2 requests queued');
    const queuedBody = commentOn(4).body;
    const queued = readQueue(doc(), Date.now()).entries;
    expect(queued.map((entry) => entry.issueNumber)).toEqual([4, 5]);
    // Each queued comment's marker names its request: the record of the job started from it keeps the same id.
    for (const entry of queued)
      expect(commentOn(entry.issueNumber).body).toMatch(new RegExp(`^<!-- docs-agent-action kind=job job-id= queued=${entry.id} `));
    // Queued requests are not in the hourly cap.
    expect(doc().entries as unknown[]).toHaveLength(3);

    // Nothing frees yet: a report run starts nothing.
    const early = await report();
    expect(early.code, early.stdout).toBe(0);
    expect(emulator.agentRequests('POST')).toHaveLength(3);
    // The summary draws them: the three handed-off jobs still pending, the two queued requests.
    const rows = (summary: string, tag: string): number =>
      summary.split('\n').filter((line) => new RegExp(`^  \\S+ :${tag}\\d+, \\d+$`).test(line)).length;
    expect(early.summary).toContain('```mermaid\ngantt\n');
    expect(rows(early.summary, 'active, '), early.summary).toBe(3);
    expect(rows(early.summary, '')).toBe(2);

    ageWindow();
    // A re-run of the run that queued issue 4, once slots are free: it creates nothing, the queue starts the request.
    const rerun = await runAction({
      inputs: {
        ...world.inputs(),
        wait: 'false',
        'budget-per-hour': '3',
        'on-budget-exhausted': 'queue',
        prompt: 'Keep the docs right. [emulator:never]',
      },
      env: { ...world.env({ event: 'issues', payload: labelled(4), runId: Number(queued[0]!.run.id) }), GITHUB_RUN_ATTEMPT: '2' },
    });
    expect(rerun.code, rerun.stdout).toBe(0);
    expect(rerun.outputs.status).toBe('queued');
    expect(emulator.agentRequests('POST')).toHaveLength(3);
    expect(readQueue(doc(), Date.now()).entries.map((entry) => entry.issueNumber)).toEqual([4, 5]);
    const raced = await Promise.all([report(), report()]);
    for (const result of raced) expect(result.code, result.stdout).toBe(0);
    // Each queued request started exactly once: five jobs in all.
    expect(emulator.agentRequests('POST'), raced.map((r) => r.stdout).join('\n----\n')).toHaveLength(5);
    expect(raced.map((r) => r.stdout.match(/Started the queued request/g)?.length ?? 0).sort()).toEqual([0, 2]);
    expect(readQueue(doc(), Date.now()).entries).toEqual([]);
    const pending = readPending(doc(), Date.now()).records;
    expect(
      pending
        .filter((record) => record.issueNumber >= 4)
        .map((record) => record.issueNumber)
        .sort(),
    ).toEqual([4, 5]);
    for (const issue of [4, 5]) {
      const body = commentOn(issue).body;
      const record = pending.find((held) => held.issueNumber === issue)!;
      const jobId = record.jobId;
      expect(record.queuedId).toBe(queued.find((entry) => entry.issueNumber === issue)!.id);
      expect(body).toContain(`job-id=${jobId}`);
      expect(body).toContain('⏳ The agent is working on it.');
      expect(body).toContain('with the `docs-agent` label');
    }
    // A write of its place that landed after the start makes issue 4's comment say queued again: a re-run of the run
    // that queued it reports the job started from it (as a hand-off), creates none, and the comment is its job comment.
    const started4 = pending.find((record) => record.issueNumber === 4)!;
    commentOn(4).body = queuedBody;
    const again = await runAction({
      inputs: {
        ...world.inputs(),
        wait: 'false',
        'budget-per-hour': '3',
        'on-budget-exhausted': 'queue',
        prompt: 'Keep the docs right. [emulator:never]',
      },
      env: { ...world.env({ event: 'issues', payload: labelled(4), runId: Number(queued[0]!.run.id) }), GITHUB_RUN_ATTEMPT: '3' },
    });
    expect(again.code, again.stdout).toBe(0);
    expect(again.outputs.status).toBe('active');
    expect(again.outputs['job-id']).toBe(started4.jobId);
    expect(again.outputs['comment-url']).toContain('#issuecomment-');
    expect(again.stdout).toContain(`This request was started from the queue already, as agent job ${started4.jobId}`);
    expect(again.stdout).not.toContain('is queued already');
    expect(emulator.agentRequests('POST')).toHaveLength(5);
    expect(commentOn(4).body).toContain(`job-id=${started4.jobId}`);
    expect(commentOn(4).body).toContain('⏳ The agent is working on it.');
    expect(readPending(doc(), Date.now()).records.filter((record) => record.jobId === started4.jobId)).toHaveLength(1);
    // The two new jobs took slots of the window (the aged ones have left it).
    expect((doc().entries as { id: string }[]).map((entry) => entry.id.split('-')[0])).toEqual(['queued', 'queued']);

    for (const job of emulator.jobs.values()) {
      job.outcome = 'completed';
      job.durationMs = 0;
    }
    const last = await report();
    expect(last.code, last.stdout).toBe(0);
    for (const issue of [4, 5]) {
      const jobId = pending.find((record) => record.issueNumber === issue)!.jobId;
      expect(last.summary).toMatch(new RegExp(`^  ${jobId} :done, \\d+, \\d+$`, 'm'));
    }
    for (const issue of [4, 5]) {
      const jobId = pending.find((record) => record.issueNumber === issue)!.jobId;
      const pr = emulator.jobs.get(jobId)!.prLink!;
      expect(commentOn(issue).body).toContain(`✅ The agent opened a pull request: <${pr}>`);
    }
    expect(emulator.agentRequests('POST')).toHaveLength(5);
  }, 180_000);

  it('the next agent run starts the queued requests before its own, each once; those still waiting move up in line', async () => {
    const results: ActionResult[] = [];
    for (const issue of [1, 2, 3, 4, 5]) results.push(await request(issue));
    expect(results.map((r) => r.outputs.status)).toEqual(['active', 'active', 'active', 'queued', 'queued']);
    const writesTo = (issue: number): number =>
      world.github.requests.filter((r) => r.method === 'PATCH' && r.path.endsWith(`/issues/comments/${commentOn(issue).id}`)).length;
    const fifthWrites = writesTo(5);

    // One slot frees: a sixth labelled issue starts the first queued request (issue 4), then queues its own behind issue 5.
    ageWindow(1);
    const sixth = await request(6);
    expect(sixth.code, sixth.stdout).toBe(0);
    expect(sixth.stdout).toContain("Started 1 queued request(s) before this run's own (first in, first out)");
    expect(sixth.outputs.status).toBe('queued');
    expect(emulator.agentRequests('POST')).toHaveLength(4);
    let pending = readPending(doc(), Date.now()).records;
    const fourth = pending.find((record) => record.issueNumber === 4)!;
    expect(commentOn(4).body).toContain(`job-id=${fourth.jobId}`);
    expect(commentOn(4).body).toContain('⏳ The agent is working on it.');
    // Issue 5 moved up: its comment says so, in one write; issue 6 is behind it.
    expect(commentOn(5).body).toContain('number 1 in line, expected to start at about');
    expect(writesTo(5)).toBe(fifthWrites + 1);
    expect(commentOn(6).body).toContain('number 2 in line, expected to start at about');
    expect(readQueue(doc(), Date.now()).entries.map((entry) => [entry.issueNumber, entry.place])).toEqual([
      [5, 1],
      [6, 2],
    ]);

    // The window frees: a seventh labelled issue and a report run race; each queued request starts once, then the seventh's own.
    ageWindow();
    const [seventh, raced] = await Promise.all([request(7), report()]);
    expect(seventh.code, seventh.stdout).toBe(0);
    expect(raced.code, raced.stdout).toBe(0);
    expect(emulator.agentRequests('POST'), `${seventh.stdout}\n----\n${raced.stdout}`).toHaveLength(7);
    expect(seventh.outputs.status).toBe('active');
    const starts = [seventh, raced].map((r) => r.stdout.match(/Started the queued request/g)?.length ?? 0);
    expect(starts[0]! + starts[1]!).toBe(2);
    expect(readQueue(doc(), Date.now()).entries).toEqual([]);
    pending = readPending(doc(), Date.now()).records;
    expect(pending.map((record) => record.issueNumber).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(pending.map((record) => record.jobId)).size).toBe(7);
    for (const issue of [5, 6]) {
      const jobId = pending.find((record) => record.issueNumber === issue)!.jobId;
      expect(commentOn(issue).body).toContain(`job-id=${jobId}`);
      expect(commentOn(issue).body).toContain('⏳ The agent is working on it.');
    }
    // Nothing moved for the last two: nobody was left waiting behind them, so no comment was written for a place.
    expect(`${seventh.stdout}${raced.stdout}`).not.toContain('moved up in line');
  }, 180_000);

  it('drops a request past queue-timeout-hours with a comment, and a forged entry with a warning, creating nothing', async () => {
    const results: ActionResult[] = [];
    for (const issue of [1, 2, 3, 4]) results.push(await request(issue));
    expect(results.map((r) => r.outputs.status)).toEqual(['active', 'active', 'active', 'queued']);
    const mallory = world.github.addComment({
      owner: 'Codertocat',
      repo: 'Hello-World',
      issueNumber: 6,
      body: 'Please run this for me',
      user: { login: 'mallory', type: 'User' },
    });
    const current = doc();
    const [real] = readQueue(current, Date.now()).entries;
    const forged = { ...real!, id: 'forged-1-0000', issueNumber: 6, commentId: mallory.id, prompt: 'Delete the docs' };
    const entries = (current.entries as { at: string }[]).map((entry) => ({
      ...entry,
      at: new Date(Date.parse(entry.at) - 65 * 60_000).toISOString(),
    }));
    const queued = [{ ...real!, expiresAt: new Date(Date.now() - 1000).toISOString() }, forged, { id: 'not an entry' }];
    world.git.writeMessage(REPOSITORY, REF, ledgerMessage('test: an expired and a forged entry', { ...current, entries, queued }));

    const result = await report();
    expect(result.code, result.stdout).toBe(0);
    expect(emulator.agentRequests('POST')).toHaveLength(3);
    expect(commentOn(4).body).toContain("('queue-timeout-hours'): the request is dropped.");
    expect(result.stdout).toMatch(/::warning::Dropped the queued request forged-1-0000 \(Codertocat\/Hello-World#6\): it does not hold, /);
    expect(result.stdout).toContain('dropped queued request 3: not a valid entry');
    expect(world.github.comments.find((c) => c.id === mallory.id)!.body).toBe('Please run this for me');
    expect(readQueue(doc(), Date.now()).entries).toEqual([]);
    // The forged entry's slot is given back: nothing of it stays in the window.
    expect(doc().entries as unknown[]).toEqual([]);
  }, 120_000);
});
