/**
 * Starting queued requests (hand-off/queued.ts) as one exchange with GitHub:
 * the ledger on the git database stand-in, the comments through nock, the
 * service as a typed fake. A queued follow-up message waits for its job to
 * be idle before it is sent (and is put back in line when it stays busy); the
 * comments of the requests still waiting say their new place, once, and
 * nothing is written when nothing moved. A place written late, over the job
 * comment of a request another run started meanwhile, leaves a comment the
 * report still takes for that job (and no other). The queue's reads and writes
 * end with the time the run gives it; a cancelled run starts nothing new.
 */
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { iso } from '../../src/ledger/document.ts';
import { queueLedger, type QueuedRequest } from '../../src/budget/queue.ts';
import { readPending, readQueue } from '../helpers/ledger.ts';
import { queuedFor, startQueuedOrWarn, type StartQueuedOptions } from '../../src/hand-off/queued.ts';

/** The longest a run waits for a queued follow-up's job to be idle (src/hand-off/queued.ts). */
const QUEUED_IDLE_WAIT_MS = 60_000;
import { createGitHubClient } from '../../src/github/client.ts';
import { formatMarker, parseMarker } from '../../src/comment/marked.ts';
import { JobComment, queuedMarker } from '../../src/comment/job-comment.ts';
import type { AgentTrigger } from '../../src/triggers/types.ts';
import { claimQueued } from '../../src/budget/queue.ts';
import { reportPending } from '../../src/hand-off/report-one.ts';
import { verifyPending } from '../../src/hand-off/verify.ts';
import type { PendingRecord } from '../../src/hand-off/pending.ts';
import { ServiceHttpError } from '../../src/util/errors.ts';
import { GitDatabaseStandIn } from '../../tools/stand-ins/git-database.ts';
import { standInLedger } from '../helpers/ledger.ts';
import type { BudgetWindow } from '../../src/budget/window.ts';
import type { LedgerStore } from '../../src/ledger/store.ts';
import { FakeService, agentJob } from '../helpers/fake-service.ts';
import { deadlineIn } from '../helpers/deadline.ts';
import { now } from '../../src/util/clock.ts';
import { DeadlineError, RunLimits } from '../../src/util/deadline.ts';
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

const runOf = (request: QueuedRequest) => ({ runId: request.run.id, attempt: 1, workflowJob: request.run.workflowJob, url: undefined });

/** The queued comment of `request` as GitHub returns it: the action's marker for its run and request, no job yet. */
function queuedComment(request: QueuedRequest) {
  const marker = formatMarker(queuedMarker(runOf(request), request.id));
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

/**
 * Starts the queue; its time taken in `waitedMs`. With `waits`, on fake timers and with no deadline (a follow-up's
 * wait for its job, src/service/agent/job.ts, takes up to a minute): a deadline's timer would fire as soon as a
 * request is under way, since fake time jumps to the next timer after each macrotask. Without, on the real clock.
 */
async function start(ledger: LedgerStore, service: FakeService, log: string[], overrides: Partial<StartQueuedOptions> = {}, waits = false) {
  if (waits) {
    // As `startRunTime`, and nock's answers (their `setImmediate`s) on the fake clock too: they come before the next
    // timer, so that the 30 s cap of an attempt (the queue's ledger calls carry its deadline) never fires meanwhile.
    vi.useFakeTimers({ now: Date.now(), toFake: ['setTimeout', 'clearTimeout', 'performance', 'setImmediate', 'clearImmediate'] });
    vi.setTimerTickMode('nextTimerAsync');
  }
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
    deadline: waits ? new RunLimits(new AbortController().signal) : deadlineIn(10 * 60_000),
    random: () => 0,
    log: { info: (m) => log.push(m), warning: (m) => log.push(`warning: ${m}`) },
    ...overrides,
  }).finally(() => {
    waitedMs = now() - began;
    vi.useRealTimers();
  });
  if (!run) throw new Error(`the queue was not started:\n${log.join('\n')}`);
  return run;
}

/**
 * The comments of `requests` as GitHub keeps them (nock, persisted): a read answers the body last written. `hooks`
 * run before a read is answered or a write lands: what another run does meanwhile.
 */
function commentStore(
  requests: QueuedRequest[],
  hooks: { read?: (id: number) => Promise<void>; write?: (id: number, body: string) => Promise<void> } = {},
) {
  const byId = new Map(requests.map((request) => [request.commentId, request]));
  const bodies = new Map(requests.map((request) => [request.commentId, queuedComment(request).body]));
  const writes: { id: number; body: string }[] = [];
  const answer = (id: number) => ({ ...queuedComment(byId.get(id) ?? entry(1)), body: bodies.get(id) });
  const idOf = (uri: string): number => Number(uri.split('/').pop());
  gh()
    .persist()
    .get(/^\/repos\/acme\/docs\/issues\/comments\/\d+$/)
    .reply(200, async (request: Request) => {
      await hooks.read?.(idOf(request.url));
      return answer(idOf(request.url));
    });
  gh()
    .persist()
    .patch(/^\/repos\/acme\/docs\/issues\/comments\/\d+$/)
    .reply(200, async (request: Request) => {
      const { body } = (await request.json()) as { body: string };
      const id = idOf(request.url);
      await hooks.write?.(id, body);
      bodies.set(id, body);
      writes.push({ id, body });
      return answer(id);
    });
  return { bodies, writes };
}

const github = () => createGitHubClient({ token: TOKEN, baseUrl: API, writesPerMinute: 60_000 });
const verifying = () => ({ github: github(), ledgerRepository: 'acme/docs', projectId: 'proj', serverUrl: 'https://github.com' });

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
    const log: string[] = [];
    const run = await start(ledger, service, log, {}, true);
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
    const log: string[] = [];
    const run = await start(ledger, service, log, {}, true);
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
    const log: string[] = [];
    const run = await start(ledger, service, log);
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
    const run = await start(ledger, service, []);
    expect(run).toMatchObject({ waiting: 2, moved: 2 });
    expect(started[0]).toContain('job-id=job_new_1');
    expect(secondBodies).toHaveLength(1);
    expect(secondBodies[0]).toContain('number 1 in line, expected to start at about');
    expect(thirdBodies[0]).toContain('number 2 in line, expected to start at about');
    // The window is full now: the next run starts nothing, moves nobody, and sends nothing to GitHub (strict nock).
    const again = await start(stand.ledger(), service, []);
    expect(again).toMatchObject({ started: [], waiting: 2, moved: 0 });
  });
});

describe('a place written late, over the job comment of a request another run started meanwhile', () => {
  it('leaves a comment the report still takes for that job: it reports it and the comment is the job comment again', async () => {
    const ledger = stand.ledger();
    const [first, second, third] = [entry(1), entry(2), entry(3)];
    await seed(ledger, [first, second, third], window(2));
    const service = new FakeService();
    const create = service.createJob.bind(service);
    // Run A's first request is refused: its slot is given back, and run B, started meanwhile, takes it for the second.
    service.createJob = (prompt) =>
      prompt === first.prompt ? Promise.reject(new ServiceHttpError('POST', service.createUrl, 400, 'refused', undefined)) : create(prompt);
    const logB: string[] = [];
    let runB: Promise<unknown> | undefined;
    const comments = commentStore([first, second, third], {
      // A's write of the second's new place lands only after B started the second and wrote its job comment.
      write: async (id, body) => {
        if (id !== second.commentId || !body.includes(`queued=${second.id}`) || runB) return;
        runB = start(stand.ledger(), service, logB, { claimant: 'report-run-2' });
        await runB;
      },
    });
    const logA: string[] = [];
    await start(ledger, service, logA);
    expect(runB).toBeDefined();
    // The race happened: the second's comment says it is queued, over the job comment B wrote.
    const secondWrites = comments.writes.filter((write) => write.id === second.commentId).map((write) => write.body);
    expect(secondWrites).toHaveLength(2);
    expect(secondWrites[0]).toContain('job-id=job_new_1');
    expect(comments.bodies.get(second.commentId)).toContain(`job-id= queued=${second.id}`);
    const records = readPending((await ledger.read()).doc, Date.now()).records;
    expect(records).toMatchObject([{ jobId: 'job_new_1', commentId: second.commentId, queuedId: second.id }]);
    // A re-run of the run that queued the second finds its comment saying queued: the job exists, it makes none.
    const rerun = new JobComment({
      github: github(),
      target: { owner: 'acme', repo: 'docs', issueNumber: second.issueNumber, isPullRequest: false },
      trigger: {} as unknown as AgentTrigger,
      run: runOf(second),
      existing: {
        id: second.commentId,
        url: '',
        body: comments.bodies.get(second.commentId) ?? '',
        marker: parseMarker(comments.bodies.get(second.commentId)) ?? {},
        createdAt: '',
      },
      trust: {},
      log: { info: () => undefined, warning: () => undefined },
    });
    expect(rerun.recordedJobId).toBe('');
    expect(await queuedFor(stand.ledger(), rerun)).toMatchObject({ startedAs: 'job_new_1' });
    // Another run's comment, or one naming another request, is not taken for that job (a record anyone with write
    // access to the ledger could add).
    const overBody = comments.bodies.get(second.commentId) ?? '';
    const lookalike = (body: string, run: ReturnType<typeof runOf>) =>
      new JobComment({
        github: github(),
        target: { owner: 'acme', repo: 'docs', issueNumber: second.issueNumber, isPullRequest: false },
        trigger: {} as unknown as AgentTrigger,
        run,
        existing: { id: second.commentId, url: '', body, marker: parseMarker(body) ?? {}, createdAt: '' },
        trust: {},
        log: { info: () => undefined, warning: () => undefined },
      });
    const otherRequest = overBody.replace(`queued=${second.id}`, 'queued=run9-9-abcd');
    expect(otherRequest).not.toBe(overBody);
    expect(await queuedFor(stand.ledger(), lookalike(otherRequest, runOf(second)))).toBeUndefined();
    expect(await queuedFor(stand.ledger(), lookalike(overBody, { ...runOf(second), runId: '999999' }))).toBeUndefined();
    const [record] = records as [PendingRecord];
    const done = agentJob({ id: 'job_new_1', status: 'completed', prLink: PR });
    const result = await reportPending(record, { kind: 'finished', job: done }, verifying(), { warning: (m) => logA.push(m) });
    expect(result).toMatchObject({ kind: 'reported' });
    const healed = comments.bodies.get(second.commentId) ?? '';
    expect(healed).toContain('job-id=job_new_1');
    expect(healed).not.toContain('queued=');
    expect(healed).toContain(PR);
  });

  it('a run that claims the request between the check of its comment and the write: no place is written', async () => {
    const ledger = stand.ledger();
    const [first, second] = [entry(1), entry(2)];
    await seed(ledger, [first, second], window(2));
    const service = new FakeService();
    let claimedBy: string | undefined;
    const comments = commentStore([first, second], {
      // Another run claims the second (a slot freed for it) while this run checks its comment.
      read: async (id) => {
        if (id !== second.commentId || claimedBy) return;
        claimedBy = 'report-run-2';
        await stand.ledger().update(queueLedger, (current, now) => claimQueued(current.state, 4, 'report-run-2', now), { maxAttempts: 5 });
      },
    });
    const run = await start(ledger, service, []);
    expect(claimedBy).toBe('report-run-2');
    expect(run.moved).toBe(0);
    expect(comments.writes.map((write) => write.id)).toEqual([first.commentId]);
  });

  it('a comment with the marker of another queued request, or by another account, is still refused', async () => {
    const [queuedSecond, queuedThird] = [entry(2), entry(3)];
    const record: PendingRecord = {
      jobId: 'job_9',
      project: 'proj',
      repository: 'acme/docs',
      issueNumber: 2,
      isPullRequest: false,
      commentId: queuedSecond.commentId,
      run: queuedSecond.run,
      origin: queuedSecond.origin,
      handedOffAt: iso(Date.now()),
      queuedId: queuedSecond.id,
    };
    // The comment of the record's own run and issue, but naming the third's request.
    gh()
      .get(`/repos/acme/docs/issues/comments/${queuedSecond.commentId}`)
      .reply(200, {
        ...queuedComment(queuedSecond),
        body: `${formatMarker(queuedMarker(runOf(queuedSecond), queuedThird.id))}\n🕒 Queued`,
      });
    expect(await verifyPending(record, verifying())).toMatchObject({ kind: 'forged' });
    // The right marker, written by someone else.
    gh()
      .get(`/repos/acme/docs/issues/comments/${queuedSecond.commentId}`)
      .reply(200, { ...queuedComment(queuedSecond), user: { login: 'mallory', type: 'User' } });
    gh()
      .post('/graphql')
      .reply(200, { data: { viewer: { login: 'docs-bot[bot]' } } });
    const byOther = await verifyPending(record, verifying());
    expect(byOther.kind === 'forged' && byOther.reason).toContain('"mallory"');
    // A record with no queued request (a hand-off) does not take a queued comment either.
    const handedOff: PendingRecord = { ...record };
    delete handedOff.queuedId;
    gh().get(`/repos/acme/docs/issues/comments/${queuedSecond.commentId}`).reply(200, queuedComment(queuedSecond));
    expect(await verifyPending(handedOff, verifying())).toMatchObject({ kind: 'forged' });
  });
});

describe('the queue within the time the run gives it', () => {
  const slowGit = new GitDatabaseStandIn({ repositories: ['acme/docs'], latencyMs: 5 });
  let slowUrl = '';
  beforeAll(async () => {
    slowUrl = await slowGit.start();
  });
  afterAll(async () => {
    await slowGit.stop();
  });

  it('a job comment GitHub does not answer: the queue ends with its time, the job is still recorded, the run keeps the rest', async () => {
    const ledger = stand.ledger();
    const first = entry(1);
    await seed(ledger, [first], window(0));
    gh().get(`/repos/acme/docs/issues/comments/${first.commentId}`).reply(200, queuedComment(first));
    // The job comment's write gets no answer.
    gh()
      .patch(`/repos/acme/docs/issues/comments/${first.commentId}`)
      .reply(200, () => new Promise<never>(() => undefined));
    const runDeadline = deadlineIn(10 * 60_000);
    const log: string[] = [];
    const began = performance.now();
    // 4 s for the queue: the comment's write is given up at 3 s, the last second is the last write's.
    const run = await start(ledger, new FakeService(), log, { deadline: runDeadline.within(4_000) });
    expect(performance.now() - began).toBeLessThan(4_500);
    expect(runDeadline.timeLeft()).toBeGreaterThan(10 * 60_000 - 4_500);
    expect(run.started.map((started) => started.jobId)).toEqual(['job_new_1']);
    expect(log.some((m) => m.startsWith('warning: Could not update the comment') && m.includes('the time this run gives the queue'))).toBe(
      true,
    );
    // Its record is written in the time kept for the last write: the report reports the job (the comment says queued till then).
    const stored = (await ledger.read()).doc;
    expect(readPending(stored, Date.now()).records).toMatchObject([{ jobId: 'job_new_1', queuedId: first.id }]);
    expect(readQueue(stored, Date.now()).entries).toEqual([]);
  });

  it('a claim GitHub does not answer: the queue gives up with its time, nothing claimed or created, the run keeps the rest', async () => {
    const ledger = standInLedger(slowUrl, () => undefined);
    const first = entry(1);
    await seed(ledger, [first], window(0));
    slowGit.hang('POST', /\/git\/commits$/, { times: 1 });
    const runDeadline = deadlineIn(10 * 60_000);
    const service = new FakeService();
    const log: string[] = [];
    const began = performance.now();
    const run = await startQueuedOrWarn({
      ledger,
      github: github(),
      client: service,
      projectId: 'proj',
      limit: 3,
      claimant: 'agent-run-1',
      ledgerRepository: 'acme/docs',
      serverUrl: 'https://github.com',
      deadline: runDeadline.within(1_000),
      random: () => 0,
      log: { info: (m) => log.push(m), warning: (m) => log.push(`warning: ${m}`) },
    });
    expect(performance.now() - began).toBeLessThan(1_500);
    expect(runDeadline.timeLeft()).toBeGreaterThan(10 * 60_000 - 2_000);
    expect(run).toBeUndefined();
    expect(log).toEqual([
      expect.stringMatching(
        /^warning: Could not start the queued requests .*claim queued requests: not done within the time this run gives the queue.*They stay queued\.$/,
      ),
    ]);
    expect(service.prompts).toEqual([]);
    const left = readQueue((await standInLedger(slowUrl, () => undefined).read()).doc, Date.now()).entries;
    expect(left.map((queued) => [queued.id, queued.claim])).toEqual([[first.id, undefined]]);
  });
});

describe('a run cancelled while it starts the queue', () => {
  it('starts nothing new once cancelled, even after its wrap-up gave a fresh signal; the job it made is still recorded', async () => {
    const ledger = stand.ledger();
    const [first, second] = [entry(1), entry(2)];
    await seed(ledger, [first, second], window(0));
    const cancel = new AbortController();
    const runDeadline = deadlineIn(10 * 60_000, cancel.signal);
    const service = new FakeService();
    const create = service.createJob.bind(service);
    service.createJob = async (prompt) => {
      const job = await create(prompt);
      // Cancelled while the first job was created; main's wrap-up gives the last writes a fresh signal.
      cancel.abort();
      runDeadline.wrapUp();
      return job;
    };
    const bodies: string[] = [];
    // The first's check and its job comment; nothing is read or written for the second (strict nock).
    expectComment(first, bodies);
    const run = await start(ledger, service, [], {
      deadline: runDeadline.within(5 * 60_000),
    });
    expect(service.prompts).toEqual([first.prompt]);
    expect(run.started.map((started) => started.jobId)).toEqual(['job_new_1']);
    expect(bodies[0]).toContain('job-id=job_new_1');
    const stored = (await ledger.read()).doc;
    expect(readPending(stored, Date.now()).records).toMatchObject([{ jobId: 'job_new_1' }]);
    // The second is back in line, unclaimed, its slot given back.
    expect(readQueue(stored, Date.now()).entries.map((queued) => [queued.id, queued.claim])).toEqual([[second.id, undefined]]);
    expect((stored.entries as { id: string }[]).map((e) => e.id)).toEqual([`queued-${first.id}`]);
  });

  it('cancelled while a job is created, with no wrap-up yet: the queue wraps up itself and still records the job', async () => {
    const ledger = stand.ledger();
    const [first, second] = [entry(1), entry(2)];
    await seed(ledger, [first, second], window(0));
    const cancel = new AbortController();
    const runDeadline = deadlineIn(10 * 60_000, cancel.signal);
    const service = new FakeService();
    const create = service.createJob.bind(service);
    service.createJob = async (prompt) => {
      const job = await create(prompt);
      cancel.abort();
      return job;
    };
    const bodies: string[] = [];
    expectComment(first, bodies);
    const run = await start(ledger, service, [], { deadline: runDeadline.within(5 * 60_000) });
    expect(service.prompts).toEqual([first.prompt]);
    expect(run.started.map((started) => started.jobId)).toEqual(['job_new_1']);
    expect(bodies[0]).toContain('job-id=job_new_1');
    const stored = (await ledger.read()).doc;
    expect(readPending(stored, Date.now()).records).toMatchObject([{ jobId: 'job_new_1' }]);
    expect(readQueue(stored, Date.now()).entries.map((queued) => [queued.id, queued.claim])).toEqual([[second.id, undefined]]);
  });

  it('a run cancelled before it starts the queue claims nothing', async () => {
    const ledger = stand.ledger();
    await seed(ledger, [entry(1)], window(0));
    const cancel = new AbortController();
    const runDeadline = deadlineIn(10 * 60_000, cancel.signal);
    cancel.abort();
    runDeadline.wrapUp();
    const service = new FakeService();
    const run = await start(ledger, service, [], { deadline: runDeadline });
    expect(run.started).toEqual([]);
    const left = readQueue((await ledger.read()).doc, Date.now()).entries;
    expect(left.map((queued) => [queued.id, queued.claim])).toEqual([['run1-1-abcd', undefined]]);
    expect(service.prompts).toEqual([]);
  });
});
