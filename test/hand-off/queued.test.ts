/**
 * Starting queued requests (hand-off/queued.ts) as one exchange with GitHub:
 * the ledger on the git database stand-in, the comments through nock, the
 * service as a typed fake. A queued follow-up message waits for its job to
 * be idle before it is sent (and is put back in line when it stays busy); the
 * comments of the requests still waiting say their new place, once, and
 * nothing is written when nothing moved.
 */
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { iso } from '../../src/ledger/document.ts';
import { queueLedger, type QueuedRequest } from '../../src/budget/queue.ts';
import { readPending, readQueue } from '../helpers/ledger.ts';
import { startQueuedOrWarn } from '../../src/hand-off/queued.ts';

/** The longest a run waits for a queued follow-up's job to be idle (src/hand-off/queued.ts). */
const QUEUED_IDLE_WAIT_MS = 60_000;
import { createGitHubClient } from '../../src/github/client.ts';
import { formatMarker } from '../../src/comment/marked.ts';
import { jobMarker } from '../../src/comment/job-comment.ts';
import type { BudgetWindow } from '../../src/budget/window.ts';
import type { LedgerStore } from '../../src/ledger/store.ts';
import { FakeService, agentJob } from '../helpers/fake-service.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';
import { deadlineIn } from '../helpers/deadline.ts';
import { now, systemClock } from '../../src/util/clock.ts';
import { startRunTime } from '../helpers/fake-time.ts';
import { DeadlineError } from '../../src/util/deadline.ts';
import { useLedgerStandIn } from '../helpers/ledger.ts';
import { keepBody } from '../helpers/github-nock.ts';

const API = 'https://api.github.test';
const TOKEN = 'ghs_queued_token';
const HOUR = 60 * 60 * 1000;
const PR = 'https://github.com/acme/docs/pull/9';

const stand = useLedgerStandIn();
const gh = (): nock.Scope => nock(API, { reqheaders: { authorization: `token ${TOKEN}` } });

const unexpected: string[] = [];
const noMatch = (request: { method?: string; url?: string }): void => {
  if (!request.url?.includes('127.0.0.1')) unexpected.push(`${request.method ?? '?'} ${request.url ?? '?'}`);
};
beforeAll(() => {
  nock.disableNetConnect();
  // The ledger stand-in is on loopback; GitHub's comments and checks go through nock.
  nock.enableNetConnect('127.0.0.1');
  nock.emitter.on('no match', noMatch);
});
afterEach(() => {
  const left = { pending: nock.pendingMocks(), unexpected: unexpected.splice(0) };
  nock.cleanAll();
  expect(left).toEqual({ pending: [], unexpected: [] });
});
afterAll(() => {
  nock.emitter.off('no match', noMatch);
  nock.enableNetConnect();
});

function entry(n: number, fields: Partial<QueuedRequest> = {}): QueuedRequest {
  const now = Date.now();
  return {
    id: `run${n}-1-abcd`,
    project: 'proj',
    queuedAt: iso(now - 1000 * (10 - n)),
    expiresAt: iso(now + 24 * HOUR),
    prompt: `request ${n}`,
    repository: 'acme/docs',
    issueNumber: n,
    isPullRequest: false,
    commentId: 1000 + n,
    run: { id: `run${n}`, attempt: 1, workflowJob: 'docs' },
    origin: { kind: 'label', actor: 'octocat', label: 'docs-agent' },
    place: n,
    ...fields,
  };
}

/** A window of `used` slots taken ten minutes ago. */
function window(used: number): BudgetWindow {
  const at = Date.now() - 10 * 60_000;
  return {
    entries: Array.from({ length: used }, (_, i) => ({ id: `e${i}`, at: iso(at + i), runId: `r${i}`, runAttempt: '1' })),
    fullUntil: null,
  };
}

/** The queued comment of `request` as GitHub returns it: the action's marker for its run, no job yet. */
function queuedComment(request: QueuedRequest) {
  const marker = formatMarker(jobMarker({ runId: request.run.id, attempt: 1, workflowJob: request.run.workflowJob, url: undefined }, ''));
  return {
    id: request.commentId,
    body: `${marker}\n🕒 Queued`,
    user: { login: 'github-actions[bot]', type: 'Bot' },
    issue_url: `${API}/repos/acme/docs/issues/${request.issueNumber}`,
    html_url: `https://github.com/acme/docs/issues/${request.issueNumber}#issuecomment-${request.commentId}`,
  };
}

/** Expects the comment of `request` read once (the check) and, when `bodies` is given, written once. */
function expectComment(request: QueuedRequest, bodies?: string[]): void {
  gh().get(`/repos/acme/docs/issues/comments/${request.commentId}`).reply(200, queuedComment(request));
  if (!bodies) return;
  gh()
    .patch(`/repos/acme/docs/issues/comments/${request.commentId}`)
    .reply(
      200,
      keepBody(bodies, (body) => ({ ...queuedComment(request), body })),
    );
}

async function seed(ledger: LedgerStore, queue: QueuedRequest[], budget: BudgetWindow): Promise<void> {
  await ledger.update(queueLedger, (current) => ({ state: { ...current.state, queue, window: budget, pending: [] }, result: undefined }), {
    maxAttempts: 5,
  });
}

let waitedMs = 0;

/** Starts the queue on fake timers (the waits for a job: src/service/agent/job.ts); its time taken in `waitedMs`. */
async function start(ledger: LedgerStore, service: FakeService, clock: VirtualClock, log: string[]) {
  startRunTime(Date.now());
  const began = now();
  const run = await startQueuedOrWarn({
    ledger,
    github: createGitHubClient({ token: TOKEN, baseUrl: API, writesPerMinute: 60_000 }),
    client: service,
    projectId: 'proj',
    limit: 3,
    claimant: 'agent-run-1',
    ledgerRepository: 'acme/docs',
    serverUrl: 'https://github.com',
    clock,
    deadline: deadlineIn(systemClock, 10 * 60_000),
    signal: new AbortController().signal,
    random: () => 0,
    log: { info: (m) => log.push(m), warning: (m) => log.push(`warning: ${m}`) },
  }).finally(() => {
    waitedMs = now() - began;
    vi.useRealTimers();
  });
  if (!run) throw new Error(`the queue was not started:\n${log.join('\n')}`);
  return run;
}

describe('a queued follow-up message, started later', () => {
  it('waits for its job to finish its current work, then is sent; the record keeps what the job showed before', async () => {
    const ledger = stand.ledger();
    const followUp = entry(1, { followUpOf: 'job_1' });
    await seed(ledger, [followUp], window(0));
    const service = new FakeService();
    service.add(agentJob({ id: 'job_1', status: 'active', prLink: PR }), { status: 'active' }, { status: 'completed' });
    // The service's 200 shows the job as before: the message is sent, not yet picked up.
    service.sendMessage = (jobId: string) => {
      service.messages.push({ jobId, prompt: 'x' });
      return Promise.resolve(agentJob({ id: jobId, status: 'completed', prLink: PR }));
    };
    const bodies: string[] = [];
    expectComment(followUp, bodies);
    const clock = new VirtualClock(Date.now());
    const log: string[] = [];
    const run = await start(ledger, service, clock, log);
    expect(run.started.map((s) => s.jobId)).toEqual(['job_1']);
    // Read while active, active, then completed: sent only then.
    expect(service.gets).toEqual(['job_1', 'job_1', 'job_1']);
    expect(service.messages).toHaveLength(1);
    expect(log).toContain(
      'Agent job job_1 is active: the message waits for it to finish its current work (a message now would stop that work).',
    );
    // The comment says the job works on the message (its old result is not this message's).
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain('job-id=job_1');
    expect(bodies[0]).toContain('The agent is working on it.');
    expect(bodies[0]).not.toContain(PR);
    const stored = (await ledger.read()).doc;
    expect(readQueue(stored, Date.now()).entries).toEqual([]);
    expect(readPending(stored, Date.now()).records).toMatchObject([{ jobId: 'job_1', pickup: { status: 'completed', prLink: PR } }]);
  });

  it('goes back to the front of the line, its slot given back, when its job still works after the wait: nothing sent or edited', async () => {
    const ledger = stand.ledger();
    const followUp = entry(1, { followUpOf: 'job_1' });
    await seed(ledger, [followUp, entry(2)], window(2));
    const service = new FakeService();
    service.add(agentJob({ id: 'job_1', status: 'active', prLink: PR }));
    // The check of the follow-up; issue 2 waits (the window has one slot), nothing moves.
    expectComment(followUp);
    const clock = new VirtualClock(Date.now());
    const log: string[] = [];
    const run = await start(ledger, service, clock, log);
    expect(run.started).toEqual([]);
    expect(service.messages).toEqual([]);
    expect(waitedMs).toBeLessThanOrEqual(QUEUED_IDLE_WAIT_MS + 1000);
    expect(
      log.some((m) => m.startsWith('warning: Agent job job_1 was still working') && m.includes('goes back to the front of the queue')),
    ).toBe(true);
    const stored = (await ledger.read()).doc;
    const queue = readQueue(stored, Date.now()).entries;
    expect(queue.map((q) => [q.id, q.claim, q.place])).toEqual([
      ['run1-1-abcd', undefined, 1],
      ['run2-1-abcd', undefined, 2],
    ]);
    expect((stored.entries as { id: string }[]).map((e) => e.id)).toEqual(['e0', 'e1']);
  });
});

describe('a run that runs out of time while starting the queue', () => {
  it('keeps the claim of the request under way, gives the rest back with their slots, and still settles the queue', async () => {
    const ledger = stand.ledger();
    const [first, second] = [entry(1), entry(2)];
    await seed(ledger, [first, second], window(0));
    const service = new FakeService();
    // The creation of the first is sent and gets no answer before the deadline: it may exist.
    service.createJob = () => Promise.reject(new DeadlineError("POST …/job: not done within the run's time ('timeout-seconds': 60)"));
    expectComment(first);
    // The second is now first in line (the first is under way): its comment says so.
    const moved: string[] = [];
    expectComment(second, moved);
    const clock = new VirtualClock(Date.now());
    const log: string[] = [];
    const run = await start(ledger, service, clock, log);
    expect(run.started).toEqual([]);
    expect(moved).toHaveLength(1);
    expect(moved[0]).toContain('number 1 in line');
    expect(log.some((m) => m.startsWith('warning: Ran out of time while starting the queued request run1-1-abcd'))).toBe(true);
    const stored = (await ledger.read()).doc;
    const queue = readQueue(stored, Date.now()).entries;
    // The first keeps its claim (never started twice); the second is unclaimed, back in line.
    expect(Object.fromEntries(queue.map((q) => [q.id, q.claim === undefined]))).toEqual({
      'run1-1-abcd': false,
      'run2-1-abcd': true,
    });
    // The first's slot stays taken (its job may exist); the second's is given back.
    expect((stored.entries as { id: string }[]).map((e) => e.id)).toEqual(['queued-run1-1-abcd']);
  });
});

describe('places follow the line', () => {
  it('the requests behind one started get their new place, one write each; a run that moves nobody writes nothing', async () => {
    const ledger = stand.ledger();
    const [first, second, third] = [entry(1), entry(2), entry(3)];
    await seed(ledger, [first, second, third], window(2));
    const service = new FakeService();
    const started: string[] = [];
    const [secondBodies, thirdBodies] = [[] as string[], [] as string[]];
    expectComment(first, started);
    expectComment(second, secondBodies);
    expectComment(third, thirdBodies);
    const clock = new VirtualClock(Date.now());
    const run = await start(ledger, service, clock, []);
    expect(run).toMatchObject({ waiting: 2, moved: 2 });
    expect(started[0]).toContain('job-id=job_new_1');
    expect(secondBodies).toHaveLength(1);
    expect(secondBodies[0]).toContain('number 1 in line, expected to start at about');
    expect(thirdBodies[0]).toContain('number 2 in line, expected to start at about');
    // The window is full now: the next run starts nothing, moves nobody, and sends nothing to GitHub (strict nock).
    const again = await start(stand.ledger(), service, clock, []);
    expect(again).toMatchObject({ started: [], waiting: 2, moved: 0 });
  });
});
