/**
 * `OpenPrSession` (continue-open-pr) in process, against the GitHub stand-ins
 * (the git database and the REST API on one loopback server) through the real
 * GitHub client: a ref update that reaches GitHub while its answer is lost to
 * a cancellation, GitHub not answering, the clock of a lost run's hold (on
 * fake timers: test/helpers/fake-time.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyLedger, iso, ledgerJsonInMessage, ledgerMessage, type LedgerDocument } from '../../src/ledger/document.ts';
import { OpenPrSession } from '../../src/follow-up/open-pr.ts';
import { readOpenPr } from '../../src/follow-up/record.ts';
import { createGitHubClient } from '../../src/github/client.ts';
import { LedgerStore } from '../../src/ledger/store.ts';
import type { AgentTrigger } from '../../src/triggers/types.ts';
import { DEFAULT_GITHUB_TOKEN, GitDatabaseStandIn } from '../../tools/stand-ins/git-database.ts';
import { GitHubStandIn } from '../../tools/stand-ins/github.ts';
import { StandInServer } from '../../tools/stand-ins/server.ts';
import { FakeService, agentJob } from '../helpers/fake-service.ts';
import { deadlineIn } from '../helpers/deadline.ts';
import { now } from '../../src/util/clock.ts';
import { startRunTime } from '../helpers/fake-time.ts';
import type { Deadline } from '../../src/util/deadline.ts';

/** A few seconds past the run's deadline, at most, for a request that hangs. */
const BOUND_GRACE_MS = 5000;
/** What a cancelled run's last writes get (src/util/deadline.ts): three seconds. */
const CANCELLED_WRAP_UP_MS = 3000;
type OpenPrOptions = ConstructorParameters<typeof OpenPrSession>[0];

const merged = { kind: 'merged', subject: { number: 2, url: 'https://github.com/acme/site/pull/2' } } as AgentTrigger;
const REPOSITORY = 'acme/site';
const REF = 'refs/docs-agent/budget/p';

/** The ledger's git database and the REST API (the docs pull request), fresh for each test, behind one server. */
let git = new GitDatabaseStandIn({ repositories: [REPOSITORY] });
let github = new GitHubStandIn();
const server = new StandInServer(
  (req, res, body) => git.handler(req, res, body),
  (req, res, body) => github.handler(req, res, body),
);
beforeAll(async () => {
  await server.start();
});
afterAll(async () => {
  await server.stop();
});

/** Fresh stand-ins holding `doc` on the project's ledger ref. */
function seed(doc: LedgerDocument): void {
  git = new GitDatabaseStandIn({ repositories: [REPOSITORY] });
  github = new GitHubStandIn();
  git.writeMessage(REPOSITORY, REF, ledgerMessage('seed', doc));
}
beforeEach(() => {
  seed(emptyLedger('p'));
});

/** The ledger document as stored on the ref. */
function stored(): LedgerDocument {
  return JSON.parse(ledgerJsonInMessage(git.headMessage(REPOSITORY, REF)!)!) as LedgerDocument;
}

/** Resolves once `done()` holds (polled every 5 ms). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * A session on the stand-ins, through the real GitHub client made as main makes it: it carries the run's deadline
 * (here the session's, cancelled by `signal`), unless `unbounded` (on fake timers its 30 s per attempt would fire
 * while the loopback server answers).
 */
function session(
  overrides: Partial<OpenPrOptions> = {},
  { signal, unbounded = false }: { signal?: AbortSignal; unbounded?: boolean } = {},
): { session: OpenPrSession; logs: string[]; deadline: Deadline } {
  const logs: string[] = [];
  const deadline = overrides.deadline ?? deadlineIn(1_800_000, signal);
  const client = createGitHubClient({
    token: DEFAULT_GITHUB_TOKEN,
    baseUrl: server.url,
    writesPerMinute: 60_000,
    ...(unbounded ? {} : { deadline }),
  });
  const s = new OpenPrSession({
    github: () => Promise.resolve(client),
    service: () => Promise.resolve(new FakeService()),
    ledger: new LedgerStore({ client, repository: REPOSITORY, projectId: 'p' }),
    log: { info: (m) => logs.push(m), warning: (m) => logs.push(`W ${m}`) },
    dryRun: false,
    env: { GITHUB_RUN_ID: '1', GITHUB_RUN_ATTEMPT: '1' },
    ...overrides,
    deadline,
  });
  return { session: s, logs, deadline };
}

describe('OpenPrSession', () => {
  it('gives back a hold whose write reached GitHub just before the run was cancelled (the answer never came)', async () => {
    const controller = new AbortController();
    // The ref update lands; its answer never comes, and the run is cancelled meanwhile.
    git.hang('PATCH', /\/git\/refs\//, { land: true });
    const { session: s, logs, deadline } = session({}, { signal: controller.signal });
    const followUp = s.followUp(merged);
    await until(() => git.held === 1);
    controller.abort();
    await expect(followUp).rejects.toThrow();
    expect(readOpenPr(stored())?.holder?.run).toBe(s.holder);
    // As the agent mode does before it gives the hold back: a cancelled run's writes get a short wrap-up.
    deadline.wrapUp();
    await s.release(undefined);
    expect(readOpenPr(stored())?.holder).toBeUndefined();
    expect(logs.filter((l) => l.startsWith('W '))).toEqual([]);
  });

  it('a run that never got the hold writes nothing and says nothing when it gives it back', async () => {
    const controller = new AbortController();
    controller.abort();
    const { session: s, logs, deadline } = session({}, { signal: controller.signal });
    await expect(s.followUp(merged)).rejects.toThrow();
    const head = git.refSha(REPOSITORY, REF);
    deadline.wrapUp();
    await s.release(undefined);
    expect(git.refSha(REPOSITORY, REF)).toBe(head);
    expect(logs).toEqual([]);
  });

  it('takes over the live hold of a run whose job the service says ended 3 min ago and more (the run was lost)', async () => {
    const wall = Date.now();
    seed({
      ...emptyLedger('p'),
      openPr: {
        jobId: 'job_9',
        prLink: null,
        at: iso(wall),
        holder: { run: '9.1.abcdef12', until: iso(wall + 3_600_000), taken: iso(wall), jobId: 'job_9' },
      },
    });
    const service = new FakeService().add(agentJob({ id: 'job_9', status: 'failed' }));
    startRunTime(wall);
    try {
      const { session: s, logs } = session({ service: () => Promise.resolve(service) }, { unbounded: true });
      const began = now();
      await expect(s.followUp(merged)).resolves.toBeUndefined();
      expect(readOpenPr(stored())?.holder?.run).toBe(s.holder);
      expect(logs).toContainEqual(expect.stringContaining('W continue-open-pr: run 9.1.abcdef12 did not give back its hold'));
      expect(logs).toContain('continue-open-pr: agent job job_9 ended (failed) without a pull request; a new job starts.');
      expect(now() - began).toBeGreaterThanOrEqual(180_000);
      expect(now() - began).toBeLessThan(240_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('records its job while it holds the record, then gives the hold back with it', async () => {
    const { session: s } = session();
    await s.followUp(merged);
    await s.recordJob(agentJob({ id: 'job_5' }));
    expect(readOpenPr(stored())).toMatchObject({ jobId: 'job_5', prLink: null, holder: { run: s.holder, jobId: 'job_5' } });
    await s.release(agentJob({ id: 'job_5', status: 'completed', prLink: 'https://github.com/acme/docs/pull/3' }));
    expect(readOpenPr(stored())).toEqual({
      jobId: 'job_5',
      prLink: 'https://github.com/acme/docs/pull/3',
      at: expect.any(String) as unknown,
    });
  });

  it("on a cancelled run, giving the hold back takes the wrap-up's 3 s at most (the outputs and the summary come after it)", async () => {
    const controller = new AbortController();
    const { session: s, logs, deadline } = session({}, { signal: controller.signal });
    await s.followUp(merged);
    // GitHub stops answering, and the run is cancelled: its wrap-up (CANCELLED_WRAP_UP_MS) ends the requests first.
    git.hang('GET', /\/git\/ref\//, { times: Infinity });
    controller.abort();
    deadline.wrapUp();
    const started = Date.now();
    await s.release(agentJob({ id: 'job_5' }));
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(CANCELLED_WRAP_UP_MS - 100);
    expect(took).toBeLessThan(CANCELLED_WRAP_UP_MS + 3000);
    expect(logs.at(-1)).toMatch(/^W continue-open-pr: the hold on the last agent job was not given back/);
  }, 15_000);

  it('a follow-up that ends without a pull request link keeps the known one (the next change still finds the open pull request)', async () => {
    const link = 'https://github.com/acme/docs/pull/7';
    seed({ ...emptyLedger('p'), openPr: { jobId: 'job_old', prLink: link, at: iso(Date.now() - 60_000) } });
    const service = new FakeService().add(agentJob({ id: 'job_old', status: 'completed', prLink: link }));
    const { session: s } = session({ service: () => Promise.resolve(service) });
    expect(await s.followUp(merged)).toMatchObject({ jobId: 'job_old', noteUrl: link });
    await s.recordJob(agentJob({ id: 'job_old', status: 'active', prLink: null }));
    expect(readOpenPr(stored())).toMatchObject({ jobId: 'job_old', prLink: link, holder: { jobId: 'job_old' } });
    await s.release(agentJob({ id: 'job_old', status: 'completed', prLink: null }));
    expect(readOpenPr(stored())).toEqual({ jobId: 'job_old', prLink: link, at: expect.any(String) as unknown });
  });

  it('a new job without a pull request is recorded without one', async () => {
    const { session: s } = session();
    await s.followUp(merged);
    await s.release(agentJob({ id: 'job_new', status: 'completed', prLink: null }));
    expect(readOpenPr(stored())).toMatchObject({ jobId: 'job_new', prLink: null });
  });

  it.each([
    ['the ledger', () => git.hang('GET', /\/git\/ref\//, { times: Infinity })],
    ['the docs pull request', () => github.hang('pull', Infinity)],
  ])(
    '%s not answering: the decision stops at the deadline, a few seconds past it at most',
    async (_what, hang) => {
      seed({
        ...emptyLedger('p'),
        openPr: { jobId: 'job_old', prLink: 'https://github.com/acme/docs/pull/7', at: iso(Date.now() - 60_000) },
      });
      hang();
      const started = Date.now();
      const { session: s } = session({ deadline: deadlineIn(200) });
      await expect(s.followUp(merged)).rejects.toThrow(/no job was started/);
      const took = Date.now() - started;
      // The client carries the run's deadline (200 ms): it ends the request there, within the decision's grace.
      expect(took).toBeGreaterThanOrEqual(190);
      expect(took).toBeLessThan(BOUND_GRACE_MS + 3000);
    },
    15_000,
  );
});
