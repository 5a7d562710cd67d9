/**
 * The budget's exchanges with GitHub's git database API, one by one: a first
 * reservation that creates the ref, one on top of an existing ledger, a lost
 * compare-and-swap race, a full window under each policy, a 403, GitHub's
 * clock, and the writes after creation (record, release, 429).
 */
import { Octokit } from '@octokit/rest';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import nock from 'nock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BudgetGate } from '../../src/budget/gate.ts';
import { drawTicket } from '../../src/budget/pace.ts';
import type { BudgetContext, BudgetPolicy, BudgetSettings } from '../../src/budget/policy.ts';
import { emptyLedger, iso, ledgerJsonInMessage, ledgerMessage, type LedgerDocument } from '../../src/ledger/document.ts';
import { LedgerStore } from '../../src/ledger/store.ts';
import { EMPTY_TREE, NOTE_TREE, serializeLedgerV1 } from '../helpers/ledger.ts';
import { CREATE_ALLOWANCE_MS, WINDOW_MS, budgetSection, type BudgetWindow } from '../../src/budget/window.ts';
import { ServiceHttpError, ServiceNetworkError } from '../../src/util/errors.ts';
import type { GitHubClient } from '../../src/github/client.ts';
import { useStrictNock } from '../helpers/github-nock.ts';
import { fakeTimeWithSleeps } from '../helpers/fake-time.ts';
import { deadlineWithoutTimer } from '../helpers/deadline.ts';

const API = 'https://api.github.test';
const REPO = '/repos/acme/docs';
const REF_PATH = `${REPO}/git/ref/docs-agent%2Fbudget%2Fproj-1`;
const REFS_PATH = `${REPO}/git/refs/docs-agent%2Fbudget%2Fproj-1`;
const FULL_REF = 'refs/docs-agent/budget/proj-1';
const TOKEN = 'ghs_test_token';

const sha = (n: number): string => n.toString(16).padStart(40, '0');

/** Octokit's own request log (a line per failed request on stderr) kept out of the test output. */
const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * The client as the factory makes it, less the write throttling (a second
 * between writes, in real time) and request retries: these tests are about
 * the exchange, not the pacing.
 */
function testClient(): GitHubClient {
  const TestOctokit = Octokit.plugin(retry, throttling);
  return new TestOctokit({ auth: TOKEN, baseUrl: API, throttle: { enabled: false }, retry: { enabled: false }, log: quiet });
}

const context: BudgetContext = { repository: 'acme/docs', runId: '1234', runAttempt: '2', workflow: 'Docs' };

/** A ledger document with the budget's entries typed, as these tests write and read it. */
type Doc = LedgerDocument & { entries: BudgetWindow['entries']; fullUntil?: string | null };

/** The client with the retry plugin on, as in production, pausing 1 ms per retry instead of seconds. */
function retryingClient(): GitHubClient {
  const TestOctokit = Octokit.plugin(retry, throttling);
  return new TestOctokit({
    auth: TOKEN,
    baseUrl: API,
    throttle: { enabled: false },
    retry: { retries: 3, retryAfterBaseValue: 1 },
    log: quiet,
  });
}

function setup(
  policy: BudgetPolicy = 'fail',
  options: {
    limit?: number;
    timeoutMs?: number;
    token?: boolean;
    retrying?: boolean;
    jobWrites?: number;
    random?: () => number;
    runNumber?: number;
  } = {},
) {
  const longWaits: number[] = [];
  const clock = fakeTimeWithSleeps();
  const log = { info: vi.fn<(m: string) => void>(), warning: vi.fn<(m: string) => void>() };
  const settings: BudgetSettings = {
    projectId: 'proj-1',
    budgetPerHour: options.limit ?? 10,
    onBudgetExhausted: policy,
    trigger: { githubToken: options.token === false ? '' : TOKEN },
  };
  const ledger = new LedgerStore({
    client: options.retrying ? retryingClient() : testClient(),
    repository: 'acme/docs',
    projectId: 'proj-1',
    random: () => 0.5,
    retryRequests: options.retrying === true,
    warn: log.warning,
    // The run's deadline, as the agent run makes its store: it ends the store's waits and the budget's.
    deadline: deadlineWithoutTimer(options.timeoutMs ?? 1_800_000),
  });
  const gate = new BudgetGate(
    settings,
    options.runNumber === undefined ? context : { ...context, runNumber: options.runNumber },
    {
      log,
      random: options.random ?? (() => 0.5),
      ...(options.jobWrites === undefined ? {} : { jobWrites: options.jobWrites }),
      onLongWait: (at) => longWaits.push(at),
    },
    options.token === false ? undefined : ledger,
  );
  return { clock, log, gate, longWaits };
}

const github = () => nock(API, { reqheaders: { authorization: `token ${TOKEN}` } });

function ledger(now: number, ...ages: number[]): Doc {
  return {
    ...emptyLedger('proj-1'),
    entries: ages.map((age, i) => ({ id: `old-${i}`, at: iso(now - age), runId: '1', runAttempt: '1' })),
  };
}

/** GET ref → commit, for a ledger at `commit` (version 2: the document in the message); `text` replaces the JSON. */
function reads(commit: string, doc: LedgerDocument | string, headers: Record<string, string> = {}, committed?: number): void {
  const message = typeof doc === 'string' ? `docs-agent budget: hand-edited\n\n${doc}` : ledgerMessage('docs-agent budget: update', doc);
  github()
    .get(REF_PATH)
    .reply(200, { ref: FULL_REF, object: { type: 'commit', sha: commit } }, headers)
    .get(`${REPO}/git/commits/${commit}`)
    .reply(200, {
      sha: commit,
      message,
      tree: { sha: EMPTY_TREE },
      parents: [],
      ...(committed === undefined ? {} : { committer: { name: 'x', email: 'x@x', date: iso(committed) } }),
    });
}

/** GET ref → commit → tree → blob, for a version 1 ledger (`ledger.json` in the tree) at `commit`. */
function readsV1(commit: string, doc: LedgerDocument, headers: Record<string, string> = {}): void {
  const tree = `t${commit.slice(1)}`;
  const blob = `b${commit.slice(1)}`;
  github()
    .get(REF_PATH)
    .reply(200, { ref: FULL_REF, object: { type: 'commit', sha: commit } }, headers)
    .get(`${REPO}/git/commits/${commit}`)
    .reply(200, { sha: commit, message: 'docs-agent budget: reserve a slot for run 1 (1/10)', tree: { sha: tree }, parents: [] })
    .get(`${REPO}/git/trees/${tree}`)
    .reply(200, { sha: tree, tree: [{ path: 'ledger.json', mode: '100644', type: 'blob', sha: blob }], truncated: false })
    .get(`${REPO}/git/blobs/${blob}`)
    .reply(200, { sha: blob, content: Buffer.from(serializeLedgerV1(doc)).toString('base64'), encoding: 'base64' });
}

interface Written {
  doc?: Doc;
  parents?: string[];
  message?: string;
  tree?: string;
  ref?: { sha: string; force?: boolean; ref?: string };
}

/**
 * No ledger yet: the read finds no ref, the empty tree is asked for (a read), and the look after the run's part
 * of the election (its ticket's part of 120 answer times, 1 to 10 s) finds no ref either: the run creates the
 * ledger, its look made. `answer`: each of the two reads takes that long on the clock (nock's take no time).
 */
function noLedgerYet(headers: Record<string, string> = {}, answer?: { clock: { advance: (ms: number) => void }; ms: number }): void {
  const taking =
    <T>(body: T) =>
    () => {
      answer?.clock.advance(answer.ms);
      return body;
    };
  github()
    .get(REF_PATH)
    .reply(404, taking({ message: 'Not Found' }), headers);
  github()
    .get(`${REPO}/git/trees/${EMPTY_TREE}`)
    .reply(200, taking({ sha: EMPTY_TREE, tree: [], truncated: false }));
  github().get(REF_PATH).reply(404, { message: 'Not Found' });
}

/** The ref as a look at it answers: `sha`, or no ref yet. */
function refIs(sha: string | null): void {
  if (sha)
    github()
      .get(REF_PATH)
      .reply(200, { ref: FULL_REF, object: { type: 'commit', sha } });
  else github().get(REF_PATH).reply(404, { message: 'Not Found' });
}

/**
 * A look at the ref (unchanged) → POST commit (the document in its message) →
 * another look → PATCH (or POST) ref: two writes, the looks are reads; the
 * ref step answers `refStatus`. `settle: false` leaves out the first look (a first attempt that does not pause:
 * the read is its look).
 */
function writes(
  parent: string | null,
  commit: string,
  refStatus = 200,
  refMessage = 'Update is not a fast forward',
  settle = true,
): Written {
  const written: Written = {};
  if (settle) refIs(parent);
  // Kept by the replies, which only the matching request gets (nock runs a body matcher on every request it compares).
  github()
    .post(`${REPO}/git/commits`)
    .reply(201, async (request: Request) => {
      const body = (await request.json()) as { tree: string; parents: string[]; message: string };
      written.parents = body.parents;
      written.message = body.message;
      written.tree = body.tree;
      written.doc = JSON.parse(ledgerJsonInMessage(body.message) ?? 'null') as Doc;
      return { sha: commit };
    });
  refIs(parent);
  const answer = refStatus < 300 ? { ref: FULL_REF, object: { sha: commit } } : { message: refMessage };
  if (parent) {
    github()
      .patch(REFS_PATH)
      .reply(refStatus, async (request: Request) => {
        written.ref = (await request.json()) as NonNullable<Written['ref']>;
        return answer;
      });
  } else {
    github()
      .post(`${REPO}/git/refs`)
      .reply(refStatus === 200 ? 201 : refStatus, async (request: Request) => {
        written.ref = (await request.json()) as NonNullable<Written['ref']>;
        return answer;
      });
  }
  return written;
}

/** The ledger as a reservation left it (sha 1), looked at, then one write over it: what it stored. */
function writesAfterReserving(): Written {
  refIs(sha(1));
  return writes(sha(1), sha(2));
}

useStrictNock();
afterEach(() => {
  // The spy on the fake setTimeout first, then the real timers (the other way round would leave the fake one).
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('reserving a slot', () => {
  it('creates the ref with a root commit when there is no ledger yet', async () => {
    const { gate, log, clock } = setup();
    const start = clock.now();
    noLedgerYet();
    const written = writes(null, sha(1), 200, '', false);
    await expect(gate.reserve()).resolves.toEqual({ kind: 'reserved', remaining: 9 });
    expect(written.parents).toEqual([]);
    expect(written.ref).toEqual({ ref: FULL_REF, sha: sha(1) });
    expect(written.doc?.project).toBe('proj-1');
    expect(written.doc?.entries).toEqual([
      {
        id: expect.stringMatching(/^1234-2-[0-9a-f]{8}$/) as string,
        // Counted from the latest time the job can be created: the ledger never frees it before the service; after
        // the run's part of the election that creates the ledger (its ticket's part of 120 answer times, at least
        // 1 s: nock answers at once; random() = 0.5).
        at: iso(start + 500 + CREATE_ALLOWANCE_MS),
        runId: '1234',
        runAttempt: '2',
        repository: 'acme/docs',
        workflow: 'Docs',
        // What this run's job writes to GitHub, for the pace of the others (unknown here: a slash command's 7);
        // no ticket: it won the election of the new ledger and met no other run.
        writes: 7,
      },
    ]);
    // A commit on the empty tree: no tree or blob written.
    expect(written.tree).toBe(EMPTY_TREE);
    expect(written.message).toMatch(/^docs-agent budget: reserve a slot for run 1234 \(1\/10\)\n\n\{/);
    expect(gate.remainingOutput()).toBe('9');
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('1 of 10 used in the last 60 minutes, 9 left'));
  });

  it('adds to an existing ledger with a non-forced update, pruning expired entries', async () => {
    const { gate, clock } = setup();
    reads(sha(1), ledger(clock.now(), 5 * 60_000, WINDOW_MS, 30 * 60_000));
    const written = writes(sha(1), sha(2), 200, 'Update is not a fast forward', false);
    await expect(gate.reserve()).resolves.toEqual({ kind: 'reserved', remaining: 7 });
    expect(written.parents).toEqual([sha(1)]);
    expect(written.ref).toEqual({ sha: sha(2), force: false });
    expect(written.doc?.entries.map((e) => e.id)).toEqual(['old-2', 'old-0', expect.stringMatching(/^1234-2-/)]);
  });

  it('reads again and retries after losing the compare-and-swap race (422)', async () => {
    const { gate, clock, log } = setup();
    const now = clock.now();
    reads(sha(1), ledger(now, 60_000));
    const lost = writes(sha(1), sha(2), 422, 'Update is not a fast forward', false);
    // Another run wrote sha(3) meanwhile, with one more entry.
    reads(sha(3), ledger(now, 60_000, 30_000));
    const won = writes(sha(3), sha(4));
    await expect(gate.reserve()).resolves.toEqual({ kind: 'reserved', remaining: 7 });
    expect(lost.ref).toEqual({ sha: sha(2), force: false });
    expect(won.parents).toEqual([sha(3)]);
    expect(won.doc?.entries).toHaveLength(3);
    // The ledger showed no other run: the first write went at once (no pause, no look but the read). It lost: after one backoff
    // between the attempts (500 ms × 0.55), half of 800 ms at random (random() = 0.5), then the look.
    expect(clock.sleeps).toEqual([275, 400]);
    // The run met another: its entry carries its ticket (its place in the queue, see pace.ts).
    expect(won.doc?.entries.at(-1)).toMatchObject({ runId: '1234', ticket: 0.5 });
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('after 1 lost race(s)'));
  });

  it("draws its ticket from the run number (GITHUB_RUN_NUMBER): a burst's consecutive runs are spread evenly", async () => {
    const { gate, clock } = setup('fail', { runNumber: 7 });
    const now = clock.now();
    reads(sha(1), ledger(now, 60_000));
    writes(sha(1), sha(2), 422, 'Update is not a fast forward', false);
    reads(sha(3), ledger(now, 60_000, 30_000));
    const won = writes(sha(3), sha(4));
    await expect(gate.reserve()).resolves.toEqual({ kind: 'reserved', remaining: 7 });
    // Run 7 of the workflow 'Docs' in acme/docs, not the random draw (0.5).
    const ticket = won.doc?.entries.at(-1)?.ticket;
    expect(ticket).toBe(drawTicket(7, () => 0.5, 'acme/docs Docs'));
    expect(ticket).not.toBe(0.5);
    // Its entry keeps the run number beside the ticket: the runs behind count who is still ahead (pace.ts).
    expect(won.doc?.entries.at(-1)).toMatchObject({ run: 7, repository: 'acme/docs', workflow: 'Docs' });
  });

  it('a ref update that answered 502 but went through: sent once, found on re-reading, one slot taken', async () => {
    const { gate, clock, log } = setup('fail', { retrying: true });
    const now = clock.now();
    reads(sha(1), ledger(now, 60_000));
    // Not retried by the client: a retry would answer 422 (the ref moved) and look like a lost race.
    const failed = writes(sha(1), sha(2), 502, 'Bad Gateway', false);
    // The ref did move: the re-read shows this run's entry (random() = 0.5 makes its id), so nothing more is written.
    const mine = { id: '1234-2-7fffffff', at: iso(now + CREATE_ALLOWANCE_MS), runId: '1234', runAttempt: '2', workflow: 'Docs' };
    const after = ledger(now, 60_000);
    reads(sha(2), { ...after, entries: [...after.entries, mine] });
    await expect(gate.reserve()).resolves.toEqual({ kind: 'reserved', remaining: 8 });
    expect(failed.doc?.entries.map((e) => e.id)).toEqual(['old-0', mine.id]);
    expect(log.warning).not.toHaveBeenCalled();
  });

  it('a ref update that answered 502 and did not go through: written again on the re-read ledger', async () => {
    const { gate, clock } = setup('fail', { retrying: true });
    const now = clock.now();
    reads(sha(1), ledger(now, 60_000));
    writes(sha(1), sha(2), 502, 'Bad Gateway', false);
    refIs(sha(1));
    const again = writes(sha(1), sha(3), 200, 'Update is not a fast forward', false);
    await expect(gate.reserve()).resolves.toEqual({ kind: 'reserved', remaining: 8 });
    expect(again.doc?.entries).toHaveLength(2);
  });

  it.each([
    [5, 500],
    [10, 600],
    [50, 3000],
    [100, 5000],
    [400, 5000],
  ])("waits its part of the election over 120 of GitHub's answer times (%i ms each), 1 to 10 s: %i ms", async (answerMs, pauseMs) => {
    const { gate, clock } = setup();
    noLedgerYet({}, { clock, ms: answerMs });
    writes(null, sha(1), 200, '', false);
    await expect(gate.reserve()).resolves.toMatchObject({ kind: 'reserved' });
    // random() = 0.5: half the spread (120 answers, at least 1 s and at most 10 s); the reads' answer times are the
    // slowest answer halving with each faster one (two reads of the same time: that time).
    expect(clock.sleeps).toEqual([pauseMs]);
  });

  it("waits at most a tenth of the run's time left for the election (the store's deadline bounds the budget's pauses)", async () => {
    const { gate, clock } = setup('fail', { timeoutMs: 2000 });
    noLedgerYet();
    writes(null, sha(1), 200, '', false);
    await expect(gate.reserve()).resolves.toMatchObject({ kind: 'reserved' });
    // random() = 0.5: half of a tenth of the 2 s left (the spread itself would be 5 s: no answer time known; without
    // the bound, the store's own cap would make it the 2 s left). `toContain`: a first connection starts a timer of its own.
    expect(clock.sleeps).toContain(100);
    expect(clock.sleeps).not.toContain(2000);
  });

  it('retries when another run created the ref first (422 Reference already exists)', async () => {
    const { gate, clock } = setup();
    noLedgerYet();
    writes(null, sha(1), 422, 'Reference already exists', false);
    reads(sha(2), ledger(clock.now(), 1000));
    const won = writes(sha(2), sha(3));
    await expect(gate.reserve()).resolves.toEqual({ kind: 'reserved', remaining: 8 });
    expect(won.doc?.entries).toHaveLength(2);
  });

  it("takes the time from GitHub's Date header, not the runner clock", async () => {
    const { gate, clock } = setup();
    const githubNow = Math.floor((clock.now() + 10 * 60_000) / 1000) * 1000; // the runner is 10 minutes slow
    noLedgerYet({ date: new Date(githubNow).toUTCString() });
    const written = writes(null, sha(1), 200, '', false);
    await gate.reserve();
    // After its part of the election (0.5 s).
    expect(written.doc?.entries[0]?.at).toBe(iso(githubNow + 500 + 500 + CREATE_ALLOWANCE_MS));
  });
});

describe('a full window', () => {
  const full = (now: number) => ledger(now, ...Array.from({ length: 10 }, (_, i) => 50 * 60_000 - i * 60_000));

  it("'fail' reports when the next slot frees, writing nothing", async () => {
    const { gate, clock } = setup('fail');
    reads(sha(1), full(clock.now()));
    const result = await gate.reserve();
    expect(result).toMatchObject({ kind: 'exhausted', policy: 'fail', cause: 'window', nextSlotAt: clock.now() + 10 * 60_000 });
    if (result.kind !== 'exhausted') return;
    expect(result.message).toContain('10 of 10 agent jobs were created in the last 60 minutes');
    expect(result.message).toContain('(in 10m00s)');
    expect(result.message).toContain("'on-budget-exhausted'");
    expect(gate.remainingOutput()).toBe('0');
    expect(gate.view()).toMatchObject({ tracked: true, used: 10, remaining: 0, nextSlotAt: clock.now() + 10 * 60_000 });
  });

  it("'skip' returns the time the next slot frees, for the comment", async () => {
    const { gate, clock } = setup('skip');
    reads(sha(1), full(clock.now()));
    await expect(gate.reserve()).resolves.toMatchObject({ kind: 'exhausted', policy: 'skip', nextSlotAt: clock.now() + 10 * 60_000 });
  });

  it("'wait' sleeps until the slot frees, with a log line per minute, then takes it; the comment is told when", async () => {
    const { gate, clock, log, longWaits } = setup('wait');
    const start = clock.now();
    const doc = full(start);
    reads(sha(1), doc);
    // After the wait the ref still points at the same commit (whose document is cached): the oldest entry has left.
    github()
      .get(REF_PATH)
      .reply(200, { ref: FULL_REF, object: { type: 'commit', sha: sha(1) } });
    const written = writes(sha(1), sha(2));
    await expect(gate.reserve()).resolves.toEqual({ kind: 'reserved', remaining: 0 });
    expect(clock.now() - start).toBeGreaterThanOrEqual(10 * 60_000);
    expect(clock.sleeps.filter((ms) => ms === 60_000)).toHaveLength(10);
    expect(log.info.mock.calls.filter(([m]) => m.includes('waiting for a budget slot'))).toHaveLength(10);
    expect(written.doc?.entries).toHaveLength(10);
    // A wait of a minute or more is said in the comment too, once, with when the run expects its slot.
    expect(longWaits).toEqual([start + 10 * 60_000]);
  });

  it("'wait' does not wait past 'timeout-seconds'", async () => {
    const { gate, clock } = setup('wait', { timeoutMs: 5 * 60_000 });
    reads(sha(1), full(clock.now()));
    const result = await gate.reserve();
    expect(result).toMatchObject({ kind: 'exhausted', policy: 'wait', cause: 'timeout' });
    expect(clock.sleeps).toEqual([]);
  });

  it('counts the window as full while a 429 hold lasts', async () => {
    const { gate, clock } = setup('fail');
    const doc = { ...ledger(clock.now(), 60_000), fullUntil: iso(clock.now() + 90_000) };
    reads(sha(1), doc);
    const result = await gate.reserve();
    expect(result).toMatchObject({ kind: 'exhausted', nextSlotAt: clock.now() + 90_000 });
    if (result.kind === 'exhausted') expect(result.message).toContain('429');
  });
});

describe('a ledger GitHub rate-limits', () => {
  const limited = () =>
    github()
      .get(REF_PATH)
      .reply(
        403,
        { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
        { 'retry-after': '60' },
      );

  it('is waited for, then taken: the job is never created untracked for it', async () => {
    const { gate, clock, log, longWaits } = setup('fail', { jobWrites: 5 });
    const start = clock.now();
    limited();
    noLedgerYet();
    writes(null, sha(1), 200, '', false);
    await expect(gate.reserve()).resolves.toEqual({ kind: 'reserved', remaining: 9 });
    // A minute (and a wake-up spread of up to 2 s; random() = 0.5: 1 s), then its part of the election (its
    // ticket's part of 120 answer times, at least 1 s: 0.5 s) of a ledger that does not exist yet.
    expect(clock.sleeps).toEqual([61_000, 500]);
    expect(clock.now() - start).toBe(61_500);
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('The job is not created before its slot is in the ledger.'));
    expect(log.warning).not.toHaveBeenCalled();
    // A minute: said in the log, not in the comment (that would be one more write).
    expect(longWaits).toEqual([]);
  });

  it.each([
    ['skip', 'no job was started.'],
    ['fail', "no job was started; the budget cannot be checked, so the job is not created untracked. Set 'on-budget-exhausted' to 'skip'"],
    ['wait', 'no job was started; the budget cannot be checked, so the job is not created untracked.'],
  ] as const)("rate-limited up to 'timeout-seconds': '%s' decides, and no job is created untracked", async (policy, said) => {
    const { gate, clock, log } = setup(policy, { timeoutMs: 150_000 });
    const start = clock.now();
    // Asked at 0 s, 61 s and 122 s; a fourth try would come after the deadline.
    for (let i = 0; i < 3; i += 1) limited();
    const result = await gate.reserve();
    expect(result).toMatchObject({ kind: 'exhausted', policy, cause: 'ledger' });
    if (result.kind !== 'exhausted') return;
    expect(result.message).toContain(
      "GitHub rate-limited the budget ledger refs/docs-agent/budget/proj-1 in acme/docs until this run's 'timeout-seconds'",
    );
    expect(result.message).toContain(said);
    expect(clock.now() - start).toBe(122_000);
    expect(log.warning).not.toHaveBeenCalled();
    expect(gate.remainingOutput()).toBe('');
  });
});

describe('without the ledger', () => {
  it('a 403 on the first write: a warning naming contents: write, and the job goes on', async () => {
    const { gate, log } = setup();
    noLedgerYet();
    github().post(`${REPO}/git/commits`).reply(403, { message: 'Resource not accessible by integration' });
    const result = await gate.reserve();
    expect(result).toMatchObject({ kind: 'untracked' });
    expect(log.warning).toHaveBeenCalledWith(expect.stringContaining('`permissions: contents: write`'));
    expect(log.warning).toHaveBeenCalledWith(expect.stringContaining('in acme/docs'));
    expect(log.warning).toHaveBeenCalledWith(expect.stringContaining('Resource not accessible by integration'));
    expect(gate.remainingOutput()).toBe('');
    expect(gate.view()).toMatchObject({ tracked: false });
    // Nothing more is sent for this run.
    await gate.recordJob('job_1');
    await gate.release();
  });

  it('a 403 on the read', async () => {
    const { gate, log } = setup();
    github().get(REF_PATH).reply(403, { message: 'Resource not accessible by integration' });
    await expect(gate.reserve()).resolves.toMatchObject({ kind: 'untracked' });
    expect(log.warning).toHaveBeenCalledWith(expect.stringContaining('contents: write'));
  });

  it('an unreachable API (5xx): a warning, and the job goes on', async () => {
    const { gate, log } = setup();
    github().get(REF_PATH).reply(503, { message: 'Service Unavailable' });
    await expect(gate.reserve()).resolves.toMatchObject({ kind: 'untracked' });
    expect(log.warning).toHaveBeenCalledWith(expect.stringContaining('`contents: write` on acme/docs and a reachable GitHub API'));
    expect(gate.remainingOutput()).toBe('');
  });

  it('no token: a warning, and no request', async () => {
    const { gate, log } = setup('fail', { token: false });
    await expect(gate.reserve()).resolves.toMatchObject({ kind: 'untracked' });
    expect(log.warning).toHaveBeenCalledWith(expect.stringContaining("no 'github-token'"));
  });

  it('starts afresh, with a warning, on a ledger file that is not one', async () => {
    const { gate, log } = setup();
    github()
      .get(REF_PATH)
      .reply(200, { ref: FULL_REF, object: { sha: sha(1) } })
      .get(`${REPO}/git/commits/${sha(1)}`)
      .reply(200, { sha: sha(1), tree: { sha: sha(8) }, parents: [] })
      .get(`${REPO}/git/trees/${sha(8)}`)
      .reply(200, { sha: sha(8), tree: [{ path: 'ledger.json', type: 'blob', sha: sha(9) }] })
      .get(`${REPO}/git/blobs/${sha(9)}`)
      .reply(200, { content: Buffer.from('not json').toString('base64'), encoding: 'base64' })
      .get(`${REPO}/git/trees/${EMPTY_TREE}`)
      .reply(200, { sha: EMPTY_TREE, tree: [], truncated: false });
    const written = writes(sha(1), sha(2), 200, 'Update is not a fast forward', false);
    await expect(gate.reserve()).resolves.toEqual({ kind: 'reserved', remaining: 9 });
    expect(written.doc?.entries).toHaveLength(1);
    expect(log.warning).toHaveBeenCalledWith(expect.stringContaining('holds no valid ledger'));
  });
});

describe('after the reservation', () => {
  async function reserved(policy: BudgetPolicy = 'fail') {
    const s = setup(policy);
    noLedgerYet();
    const first = writes(null, sha(1), 200, '', false);
    await s.gate.reserve();
    return { ...s, doc: first.doc! };
  }

  it('a job created within the allowance costs no request at all after the reservation', async () => {
    const { gate, clock } = await reserved();
    clock.advance(3000);
    // Strict nock: any request here would fail the test.
    await gate.recordJob('job_42');
    expect(gate.remainingOutput()).toBe('9');
  });

  it('a job created after the allowance (a slow creation) moves the entry to its creation time: one write', async () => {
    const { gate, clock, doc } = await reserved();
    clock.advance(CREATE_ALLOWANCE_MS + 5000);
    // The document is cached by commit: no re-read of the objects, only of the ref.
    const written = writesAfterReserving();
    const created = clock.now();
    await gate.recordJob('job_42');
    expect(written.doc?.entries).toEqual([{ ...doc.entries[0], at: iso(created) }]);
    expect(written.message).toContain('count the slot from the creation of job job_42');
  });

  it('releases the slot when the creation failed with a 4xx', async () => {
    const { gate } = await reserved();
    const written = writesAfterReserving();
    await expect(gate.creationFailed(new ServiceHttpError('POST', 'u', 400, 'bad', undefined))).resolves.toBeUndefined();
    expect(written.doc?.entries).toEqual([]);
    expect(gate.remainingOutput()).toBe('10');
  });

  it('keeps the slot when the job may exist (5xx, or a reset after sending)', async () => {
    const { gate } = await reserved();
    await expect(gate.creationFailed(new ServiceHttpError('POST', 'u', 502, 'bad gateway', undefined))).resolves.toBeUndefined();
    await expect(gate.creationFailed(new ServiceNetworkError('POST', 'u', 'ECONNRESET', false))).resolves.toBeUndefined();
    expect(gate.remainingOutput()).toBe('9');
  });

  it('a 429 releases the slot and holds the window full until Retry-After', async () => {
    const { gate, clock } = await reserved('skip');
    const written = writesAfterReserving();
    const refused = clock.now();
    const result = await gate.creationFailed(new ServiceHttpError('POST', 'u', 429, 'Rate limit exceeded', 120_000));
    expect(result).toMatchObject({ kind: 'exhausted', policy: 'skip', cause: 'service', nextSlotAt: refused + 120_000 });
    expect(written.doc).toMatchObject({ entries: [], fullUntil: iso(refused + 120_000) });
    expect(result?.message).toContain('429');
    expect(gate.remainingOutput()).toBe('0');
  });

  it('a 429 while waiting holds the window full but keeps the slot', async () => {
    const { gate, clock } = await reserved('wait');
    const written = writesAfterReserving();
    const refused = clock.now();
    await gate.serviceFull(undefined);
    expect(written.doc?.entries).toHaveLength(1);
    expect(written.doc?.fullUntil).toBe(iso(refused + 60_000));
  });

  it('a failed follow-up write only warns', async () => {
    const { gate, log, clock } = await reserved();
    clock.advance(CREATE_ALLOWANCE_MS + 1000);
    github().get(REF_PATH).reply(500, { message: 'boom' });
    await gate.recordJob('job_1');
    expect(log.warning).toHaveBeenCalledWith(expect.stringContaining('Could not count the slot from the creation of job job_1'));
  });
});

describe('the store', () => {
  it('gives up after the most attempts, every one lost', async () => {
    const clock = fakeTimeWithSleeps();
    const store = new LedgerStore({
      client: testClient(),
      repository: 'acme/docs',
      projectId: 'proj-1',
      random: () => 1,
      retryRequests: false,
    });
    github().get(REF_PATH).reply(404, {});
    // A new ledger's tree: the empty tree, asked for once (a read).
    github().get(`${REPO}/git/trees/${EMPTY_TREE}`).reply(200, { sha: EMPTY_TREE, tree: [], truncated: false });
    writes(null, sha(1), 422, 'Reference already exists');
    github().get(REF_PATH).reply(404, {});
    writes(null, sha(2), 422, 'Reference already exists');
    await expect(store.update(budgetSection, (current) => ({ state: current.state, result: 1 }), { maxAttempts: 2 })).rejects.toMatchObject(
      {
        name: 'LedgerUnavailableError',
        reason: 'contention',
      },
    );
    // random() = 1: the pauses before the writes (400 ms, 800 ms) and one backoff (500 ms).
    expect(clock.sleeps).toEqual([400, 500, 800]);
  });
});

describe('times from outside are bounded', () => {
  it('a 429 with a huge Retry-After holds the window full for an hour at most, with a warning', async () => {
    const { gate, clock, log } = setup('skip');
    noLedgerYet();
    writes(null, sha(1), 200, '', false);
    await gate.reserve();
    const written = writesAfterReserving();
    const huge = 100_000_000_000 * 1000;
    const refused = clock.now();
    const result = await gate.creationFailed(new ServiceHttpError('POST', 'u', 429, 'Rate limit exceeded', huge));
    expect(written.doc?.fullUntil).toBe(iso(refused + WINDOW_MS));
    expect(result?.nextSlotAt).toBe(refused + WINDOW_MS);
    expect(log.warning).toHaveBeenCalledWith(expect.stringContaining('more than its one-hour window'));
  });

  it('hand-written entries dated 9999 and a garbage date are dropped, the valid entries beside them kept', async () => {
    const { gate, clock, log } = setup('fail', { limit: 3 });
    const now = clock.now();
    const valid = ledger(now, 10 * 60_000, 5 * 60_000).entries;
    const text = JSON.stringify({
      version: 2,
      project: 'proj-1',
      entries: [
        valid[0],
        { id: 'forever-1', at: '9999-12-31T00:00:00.000Z', runId: 'x', runAttempt: '1' },
        { id: 'forever-2', at: '9999-12-31T00:00:00.000Z', runId: 'x', runAttempt: '1' },
        { id: 'garbage', at: '2025-13-45Tnonsense', runId: 'x', runAttempt: '1' },
        valid[1],
      ],
    });
    reads(sha(1), text, {}, now);
    const written = writes(sha(1), sha(2), 200, 'Update is not a fast forward', false);
    // Two valid entries of three: one slot left (the 9999 entries would have filled the window forever).
    await expect(gate.reserve()).resolves.toEqual({ kind: 'reserved', remaining: 0 });
    expect(written.doc?.entries.map((e) => e.id)).toEqual(['old-0', 'old-1', expect.stringMatching(/^1234-2-/)]);
    expect(log.warning).toHaveBeenCalledWith(
      expect.stringMatching(/held times out of bounds: dropped entry 2 .*dropped entry 3 .*dropped entry 4/),
    );
  });

  it('a fullUntil in year 5195 ends an hour after the commit that wrote it', async () => {
    const { gate, clock, log } = setup('fail');
    const committed = clock.now() - 10 * 60_000;
    reads(sha(1), { ...ledger(clock.now(), 60_000), fullUntil: '5195-10-08T00:00:00.000Z' }, {}, committed);
    const result = await gate.reserve();
    expect(result).toMatchObject({ kind: 'exhausted', nextSlotAt: committed + WINDOW_MS });
    expect(log.warning).toHaveBeenCalledWith(expect.stringContaining('(at most an hour)'));
  });
});

describe('the ledger format', () => {
  it('reads a version 1 ledger (ledger.json in the tree) and writes it back as version 2 on the empty tree', async () => {
    const { gate, clock } = setup();
    readsV1(sha(1), { ...ledger(clock.now(), 60_000), version: 1 });
    // The empty tree, asked for by a read before the commit that migrates the ledger.
    github().get(`${REPO}/git/trees/${EMPTY_TREE}`).reply(200, { sha: EMPTY_TREE, tree: [], truncated: false });
    const written = writes(sha(1), sha(2), 200, 'Update is not a fast forward', false);
    await expect(gate.reserve()).resolves.toEqual({ kind: 'reserved', remaining: 8 });
    expect(written.tree).toBe(EMPTY_TREE);
    expect(written.doc).toMatchObject({ version: 2, entries: [{ id: 'old-0' }, { runId: '1234' }] });
  });

  it("reuses the parent's tree when the ledger is version 2 already", async () => {
    const { gate, clock } = setup();
    const tree = sha(77);
    github()
      .get(REF_PATH)
      .reply(200, { ref: FULL_REF, object: { sha: sha(1) } })
      .get(`${REPO}/git/commits/${sha(1)}`)
      .reply(200, { sha: sha(1), message: ledgerMessage('s', ledger(clock.now(), 60_000)), tree: { sha: tree }, parents: [] });
    const written = writes(sha(1), sha(2), 200, 'Update is not a fast forward', false);
    await gate.reserve();
    expect(written.tree).toBe(tree);
  });

  it('a repository that refuses the empty tree gets a one-file tree, once', async () => {
    const { gate, clock } = setup();
    // Each read answers 404 after 100 ms: an answer time all the same, which spreads the election (below).
    const notFound = () => {
      clock.advance(100);
      return { message: 'Not Found' };
    };
    github().get(REF_PATH).reply(404, notFound);
    // Asked for by reads: neither the empty tree nor the note's tree is there.
    github().get(`${REPO}/git/trees/${EMPTY_TREE}`).reply(404, notFound);
    github().get(`${REPO}/git/trees/${NOTE_TREE}`).reply(404, notFound);
    refIs(null);
    // The tree is made after the election, before the reservation's entry is written: the entry counts it.
    github()
      .post(`${REPO}/git/trees`, (body: { tree?: { path: string }[] }) => body.tree?.length === 1 && body.tree[0]?.path === 'README.md')
      .reply(201, { sha: NOTE_TREE, tree: [] });
    const written = writes(null, sha(1), 200, '', false);
    await expect(gate.reserve()).resolves.toMatchObject({ kind: 'reserved' });
    expect(written.tree).toBe(NOTE_TREE);
    expect(written.doc?.entries[0]).toMatchObject({ writes: 7 + 1 });
    // Its part of the election over 120 answers of 100 ms, at most 10 s (random() = 0.5): the 404s' times count.
    expect(clock.sleeps).toEqual([5000]);
  });

  it("a repository that has the note's tree already: the new ledger's first commit takes it, no tree written", async () => {
    const { gate } = setup();
    github().get(REF_PATH).reply(404, { message: 'Not Found' });
    github().get(`${REPO}/git/trees/${EMPTY_TREE}`).reply(404, { message: 'Not Found' });
    github().get(`${REPO}/git/trees/${NOTE_TREE}`).reply(200, { sha: NOTE_TREE, tree: [], truncated: false });
    refIs(null);
    const written = writes(null, sha(1), 200, '', false);
    await expect(gate.reserve()).resolves.toMatchObject({ kind: 'reserved' });
    expect(written.tree).toBe(NOTE_TREE);
    expect(written.doc?.entries[0]).toMatchObject({ writes: 7 });
  });

  it('a commit on the empty tree refused although the tree reads as there: the note tree and the commit at once, counted', async () => {
    const { gate } = setup();
    noLedgerYet();
    github()
      .post(`${REPO}/git/commits`, (body: { tree: string }) => body.tree === EMPTY_TREE)
      .reply(422, { message: 'Tree SHA does not exist' });
    github()
      .post(`${REPO}/git/trees`, (body: { tree?: { path: string }[] }) => body.tree?.length === 1 && body.tree[0]?.path === 'README.md')
      .reply(201, { sha: sha(50), tree: [] });
    const written = writes(null, sha(1), 200, '', false);
    await expect(gate.reserve()).resolves.toMatchObject({ kind: 'reserved' });
    expect(written.tree).toBe(sha(50));
  });
});

describe('a lone run', () => {
  /** Label jobs' reservations (5 writes each), taken `ago` ms before now, with tickets when they waited their turn. */
  const taken = (now: number, ...runs: { ago: number; ticket?: number }[]): Doc => ({
    ...emptyLedger('proj-1'),
    entries: runs.map(({ ago, ticket }, i) => ({
      id: `r-${i}`,
      at: iso(now - ago + CREATE_ALLOWANCE_MS),
      runId: String(i),
      runAttempt: '1',
      writes: 5,
      ...(ticket === undefined ? {} : { ticket }),
    })),
  });

  it('reserves at once when the ledger shows no other run: no spread, and no ticket on its entry', async () => {
    const { gate, clock } = setup('fail', { jobWrites: 5 });
    // Runs one after the other: three reservations in the last 6 s, all taken before this run started.
    reads(sha(1), taken(clock.now(), { ago: 6000 }, { ago: 4000 }, { ago: 2000 }));
    const written = writes(sha(1), sha(2), 200, 'Update is not a fast forward', false);
    await expect(gate.reserve()).resolves.toMatchObject({ kind: 'reserved' });
    // No pause at all, and no look before the commit (the read just made is one): the commit, a look, the ref update.
    expect(clock.sleeps).toEqual([]);
    expect(written.doc?.entries.at(-1)).toMatchObject({ runId: '1234', writes: 5 });
    expect(written.doc?.entries.at(-1)).not.toHaveProperty('ticket');
  });

  it('keeps its run number on the entry of a run that met no other: the runs after it count from it', async () => {
    const { gate, clock } = setup('fail', { jobWrites: 5, runNumber: 41 });
    reads(sha(1), taken(clock.now(), { ago: 6000 }));
    const written = writes(sha(1), sha(2), 200, 'Update is not a fast forward', false);
    await expect(gate.reserve()).resolves.toMatchObject({ kind: 'reserved' });
    expect(written.doc?.entries.at(-1)).toMatchObject({ runId: '1234', run: 41 });
    expect(written.doc?.entries.at(-1)).not.toHaveProperty('ticket');
  });

  /** The ledger at `commit`, its read taking `ms` on the clock for each of its two requests (the ref, the commit). */
  const readsTaking = (clock: { advance: (ms: number) => void }, ms: number, commit: string, doc: Doc): void => {
    const taking =
      <T>(body: T) =>
      () => {
        clock.advance(ms);
        return body;
      };
    github()
      .get(REF_PATH)
      .reply(200, taking({ ref: FULL_REF, object: { type: 'commit', sha: commit } }));
    github()
      .get(`${REPO}/git/commits/${commit}`)
      .reply(
        200,
        taking({ sha: commit, message: ledgerMessage('docs-agent budget: update', doc), tree: { sha: EMPTY_TREE }, parents: [] }),
      );
  };
  /** The workflow's reservation of run `run`, taken `ago` ms before now (no ticket: a run that met no other). */
  const ofRun = (now: number, run: number, ago: number, workflow = 'Docs'): Doc => ({
    ...emptyLedger('proj-1'),
    entries: [
      {
        id: `r-${run}`,
        at: iso(now - ago + CREATE_ALLOWANCE_MS),
        runId: String(run),
        runAttempt: '1',
        writes: 5,
        repository: 'acme/docs',
        workflow,
        run,
      },
    ],
  });

  it("listens its ticket's part of twelve answers when the numbers before its own are unseen, then writes alone", async () => {
    const { gate, clock } = setup('fail', { jobWrites: 5, runNumber: 45 });
    // The workflow's last entry is run 41's: runs 42 to 44 took no slot (yet).
    readsTaking(clock, 100, sha(1), ofRun(clock.now(), 41, 6000));
    const written = writes(sha(1), sha(2));
    await expect(gate.reserve()).resolves.toMatchObject({ kind: 'reserved' });
    // GitHub answered in 100 ms: its ticket's part of 1.2 s, then a look (the ref had not moved) and the write.
    const ticket = drawTicket(45, () => 0.5, 'acme/docs Docs');
    expect(clock.sleeps).toEqual([Math.round(ticket * 1200)]);
    expect(written.doc?.entries.at(-1)).toMatchObject({ runId: '1234', run: 45 });
    expect(written.doc?.entries.at(-1)).not.toHaveProperty('ticket');
  });

  it('makes no commit for nothing when a run numbered before it wrote while it listened', async () => {
    const { gate, clock } = setup('fail', { jobWrites: 5, runNumber: 45, limit: 2 });
    readsTaking(clock, 100, sha(1), ofRun(clock.now(), 41, 6000));
    // Its look finds the ref moved: run 42 took the last slot meanwhile. No commit, no ref update.
    refIs(sha(2));
    const both = ofRun(clock.now(), 41, 6000);
    both.entries.push({ ...ofRun(clock.now(), 42, 0).entries[0]! });
    reads(sha(2), both);
    await expect(gate.reserve()).resolves.toMatchObject({ kind: 'exhausted' });
    // It listened (its ticket's part of 1.2 s at 100 ms an answer) before its look; then a lost race's backoff.
    expect(clock.sleeps[0]).toBe(Math.round(drawTicket(45, () => 0.5, 'acme/docs Docs') * 1200));
  });

  it('waits its first pause, not the listen, when a run alongside it wrote and the numbers before its own are unseen', async () => {
    const { gate, clock } = setup('fail', { jobWrites: 5, runNumber: 45 });
    clock.advance(1500);
    // Run 41's reservation, taken 0.5 s after this run started: a run alongside it.
    readsTaking(clock, 100, sha(1), ofRun(clock.now(), 41, 1200));
    writes(sha(1), sha(2));
    await expect(gate.reserve()).resolves.toMatchObject({ kind: 'reserved' });
    // Its ticket's part of two shares (10 s at most), not of twelve answers (1.2 s).
    const ticket = drawTicket(45, () => 0.5, 'acme/docs Docs');
    expect(clock.sleeps[0]).toBe(Math.round(ticket * 10_000));
  });

  it('writes at once when the run before its number, or none of its workflow, is the last in the ledger', async () => {
    for (const doc of [(now: number) => ofRun(now, 44, 6000), (now: number) => ofRun(now, 41, 6000, 'Other')]) {
      const { gate, clock } = setup('fail', { jobWrites: 5, runNumber: 45 });
      readsTaking(clock, 100, sha(1), doc(clock.now()));
      writes(sha(1), sha(2), 200, 'Update is not a fast forward', false);
      await expect(gate.reserve()).resolves.toMatchObject({ kind: 'reserved' });
      expect(clock.sleeps).toEqual([]);
      // As after each test: the spy on the fake setTimeout first, then the real timers.
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });

  it('waits its part of the spread when a reservation was taken after it started (a run alongside it)', async () => {
    const { gate, clock } = setup('fail', { jobWrites: 5 });
    clock.advance(1500);
    // Taken 0.5 s after this run started.
    reads(sha(1), taken(clock.now(), { ago: 1000 }));
    const written = writes(sha(1), sha(2));
    await expect(gate.reserve()).resolves.toMatchObject({ kind: 'reserved' });
    // Its ticket's part (0.5) of two shares (5 s each at 60 a minute), at most 10 s: 5 s; the ref had not moved.
    expect(clock.sleeps).toEqual([5000]);
    expect(written.doc?.entries.at(-1)).toMatchObject({ runId: '1234', ticket: 0.5 });
  });

  it('waits its part of the spread when the last minute shows a queue (an entry with a ticket)', async () => {
    const { gate, clock } = setup('fail', { jobWrites: 5 });
    reads(sha(1), taken(clock.now(), { ago: 50_000, ticket: 0.3 }));
    const written = writes(sha(1), sha(2));
    await expect(gate.reserve()).resolves.toMatchObject({ kind: 'reserved' });
    expect(clock.sleeps).toEqual([5000]);
    // It took turns with the queue, but met no run itself: no ticket, so a queue is not kept alive by lone runs.
    expect(written.doc?.entries.at(-1)).not.toHaveProperty('ticket');
  });

  it("is held back by the last minute's writes only: runs one after the other do not wait out each other's shares", async () => {
    const { gate, clock } = setup('fail', { jobWrites: 5, limit: 100 });
    // Eleven label jobs in the last 55 s, one after the other (55 writes): this job's 5 fit in 60 a minute; a
    // twelfth would not.
    const eleven = Array.from({ length: 11 }, (_, i) => ({ ago: 55_000 - i * 5000 }));
    reads(sha(1), taken(clock.now(), ...eleven));
    writes(sha(1), sha(2), 200, 'Update is not a fast forward', false);
    await expect(gate.reserve()).resolves.toMatchObject({ kind: 'reserved' });
    expect(clock.sleeps).toEqual([]);
  });

  it('waits for room in the last minute when it is full, even alone', async () => {
    const { gate, clock } = setup('fail', { jobWrites: 5, limit: 100 });
    const twelve = Array.from({ length: 12 }, (_, i) => ({ ago: 55_000 - i * 5000 }));
    reads(sha(1), taken(clock.now(), ...twelve));
    // Room once the oldest is a minute old (5 s), plus, no queue known, its ticket's moment of two shares (0.5: 5 s).
    const written = writesAfterReserving();
    await expect(gate.reserve()).resolves.toMatchObject({ kind: 'reserved' });
    expect(clock.sleeps).toEqual([10_000, 200]);
    // It waited its turn: its entry carries its ticket.
    expect(written.doc?.entries.at(-1)).toMatchObject({ runId: '1234', ticket: 0.5 });
  });
});

describe('pacing', () => {
  it('waits for its share of the writes a minute after the recent reservations, woken within one share, then reserves', async () => {
    const { gate, clock, log } = setup('fail', { limit: 100, jobWrites: 5 });
    const now = clock.now();
    // Three label jobs (5 writes each) reserved 4 s ago, 2 s ago and now, by runs that waited their turn (their
    // tickets): at 60 writes a minute each takes 5 s, so their shares run until 11 s from now, and this job (5
    // writes) may come one share early: at 6 s.
    const recent: Doc = {
      ...emptyLedger('proj-1'),
      entries: [-4000, -2000, 0].map((age, i) => ({
        id: `r-${i}`,
        at: iso(now + age + CREATE_ALLOWANCE_MS),
        runId: String(i),
        runAttempt: '1',
        writes: 5,
        ticket: 0.1 * (i + 1),
      })),
    };
    reads(sha(1), recent);
    // After the pause the ref is where it was (its document cached): the share has come.
    const written = writesAfterReserving();
    await expect(gate.reserve()).resolves.toMatchObject({ kind: 'reserved' });
    // 6 s, plus a wake-up within one share (5 s; random() = 0.5: 2.5 s); then the pause before the write (200 ms).
    expect(clock.sleeps).toEqual([8500, 200]);
    expect(written.doc?.entries).toHaveLength(4);
    expect(written.doc?.entries.at(-1)).toMatchObject({ runId: '1234', writes: 5 });
    expect(log.info).toHaveBeenCalledWith(
      expect.stringContaining('3 jobs were reserved in the last minute by the runs that share this ledger: this run expects its slot from'),
    );
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining("under 60 a minute, 'github-writes-per-minute'"));
  });

  it("before the queue has shown its tickets, wakes at its ticket's moment of two shares: the first slots go in ticket order", async () => {
    // The ticket is the first draw (0.2); every later draw is 0.9.
    let draws = 0;
    const random = () => (draws++ === 0 ? 0.2 : 0.9);
    const { gate, clock } = setup('fail', { limit: 100, jobWrites: 5, random });
    const now = clock.now();
    // Two label jobs of a queue, 2 s ago and now: too few tickets to tell its density. Their shares run until 8 s
    // from now, and this job may come one share early: at 3 s.
    const recent: Doc = {
      ...emptyLedger('proj-1'),
      entries: [-2000, 0].map((age, i) => ({
        id: `r-${i}`,
        at: iso(now + age + CREATE_ALLOWANCE_MS),
        runId: String(i),
        runAttempt: '1',
        writes: 5,
        ticket: 0.1 * (i + 1),
      })),
    };
    reads(sha(1), recent);
    writesAfterReserving();
    await expect(gate.reserve()).resolves.toMatchObject({ kind: 'reserved' });
    // 3 s, plus its ticket's part of two shares (0.2 × 10 s), not a random one (0.9 × 5 s would be 7.5 s).
    expect(clock.sleeps[0]).toBe(5000);
  });

  it('in a queue that has shown its tickets, sleeps until its turn is near, saying how many runs are ahead and when', async () => {
    const { gate, clock, log } = setup('fail', { limit: 100, jobWrites: 5 });
    const now = clock.now();
    // Four label jobs of a queue, one a second, tickets 0.02 to 0.08: about fifty in all. This run's ticket is
    // 0.5 (random() = 0.5): about 21 ahead of it. Their shares run until 17 s from now; its slot opens at 12 s.
    const queue: Doc = {
      ...emptyLedger('proj-1'),
      entries: [0.02, 0.04, 0.06, 0.08].map((ticket, i) => ({
        id: `q-${i}`,
        at: iso(now - (3 - i) * 1000 + CREATE_ALLOWANCE_MS),
        runId: String(i),
        runAttempt: '1',
        writes: 5,
        ticket,
      })),
    };
    reads(sha(1), queue);
    writesAfterReserving();
    await expect(gate.reserve()).resolves.toMatchObject({ kind: 'reserved' });
    // One sleep towards the slot three turns before its own, but of twelve turns at most (an estimate: a minute
    // later the tickets taken tell more): 12 s + 12.5 shares of 5 s (random() = 0.5), no read in between.
    expect(clock.sleeps[0]).toBe(12_000 + 62_500);
    expect(log.info).toHaveBeenCalledWith(
      expect.stringMatching(/expects its slot from .* \(in 1m57s; about 21 waiting runs are ahead of it;/),
    );
  });

  it('in a queue whose entries keep run numbers, the runs near their turn read at their places in each slot, in number order', async () => {
    // Four label jobs of a queue, one a second, runs 101, 102, 103 and 105 of this workflow: their shares run until
    // 17 s from now, the next slot opens at 12 s (the pace lets it through anywhere in the share after).
    const queue = (runs = [101, 102, 103, 105]): Doc => ({
      ...emptyLedger('proj-1'),
      entries: runs.map((run, i) => ({
        id: `q-${i}`,
        at: iso(clock.now() - (runs.length - 1 - i) * 1000 + CREATE_ALLOWANCE_MS),
        runId: String(i),
        runAttempt: '1',
        repository: 'acme/docs',
        workflow: 'Docs',
        writes: 5,
        ticket: (i + 1) / 50,
        run,
      })),
    });
    const firstSleep = async (runNumber: number, runs?: number[]): Promise<number | undefined> => {
      nock.cleanAll();
      vi.useRealTimers();
      ({ gate, clock, log } = setup('fail', { limit: 100, jobWrites: 5, runNumber }));
      reads(sha(1), queue(runs));
      const written = writesAfterReserving();
      await expect(gate.reserve()).resolves.toMatchObject({ kind: 'reserved' });
      expect(written.doc?.entries.at(-1)).toMatchObject({ runId: '1234', run: runNumber });
      return clock.sleeps[0];
    };
    let { gate, clock, log } = setup('fail', { limit: 100, jobWrites: 5 });
    // Each run near its turn has a place in the slot, a quarter share (1.25 s) apart; where within its place, its
    // ticket says (drawn from its run number). Not settled yet (the queue has not gone in number order past its
    // first three): the runs it did not count first, the lowest number first (99 is two below its lowest: 0.12
    // share; 100, one below: 0.24; each and a sixteenth of its ticket's), then the front, 104, in the middle (0.4
    // share and a sixteenth of its ticket's).
    const ticket = (runNumber: number) => drawTicket(runNumber, () => 0.5, 'acme/docs Docs');
    expect(await firstSleep(99)).toBe(12_000 + Math.round(600 + ticket(99) * 312.5));
    expect(await firstSleep(100)).toBe(12_000 + Math.round(1200 + ticket(100) * 312.5));
    expect(await firstSleep(104)).toBe(12_000 + Math.round(2000 + ticket(104) * 312.5));
    // Run 108: 104, 106 and 107 are ahead of it. It sleeps until it is two turns from its own (a share), then reads
    // at the place of the second run after the front (half a share after it).
    expect(await firstSleep(108)).toBe(12_000 + Math.round(5000 + 2000 + ticket(108) * 312.5 + 2500));
    expect(log.info).toHaveBeenCalledWith(expect.stringMatching(/about 3 waiting runs are ahead of it;/));
    // A settled queue (past the first three, 104, 105 and 106 went in order, and every number up to 106 took a
    // slot: none can come late): its shares run until 25 s from now, the next slot opens at 20 s. The front, 107,
    // goes as it opens (within a tenth of the share); 108 a quarter share after it, 109 half a share after it, in
    // every slot until its turn, so that a slot left open by a run that never comes costs a quarter share; 112
    // sleeps three turns first.
    const settled = [101, 103, 102, 104, 105, 106];
    expect(await firstSleep(107, settled)).toBe(20_000 + Math.round(ticket(107) * 500));
    expect(await firstSleep(108, settled)).toBe(20_000 + Math.round(ticket(108) * 500 + 1250));
    expect(await firstSleep(109, settled)).toBe(20_000 + Math.round(ticket(109) * 500 + 2500));
    expect(await firstSleep(112, settled)).toBe(20_000 + Math.round(15_000 + ticket(112) * 500 + 2500));
  });
});
