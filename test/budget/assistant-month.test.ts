/**
 * The assistant's monthly count: the ledger section's pure reducers (a
 * counter per key fingerprint, per UTC month; reservations recognised by id;
 * a 429's hold bounded by the month), and `AssistantQuota` against the git
 * database stand-in (counted, refused when full under each policy, given back
 * on a refusal, held on a 429, not kept without a token or without write
 * permission).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyLedger, iso, type LedgerDocument } from '../../src/ledger/document.ts';
import { AssistantQuota } from '../../src/budget/assistant-month.ts';
import {
  ASSISTANT_MONTH_FIELD,
  holdFull,
  keyFingerprint,
  monthOf,
  monthState,
  nextMonthStart,
  readCounter,
  releaseMessage,
  reserveMessage,
} from '../../src/budget/assistant-counter.ts';
import { createGitHubClient } from '../../src/github/client.ts';
import { AbortedError, ServiceHttpError, ServiceNetworkError } from '../../src/util/errors.ts';
import { readImpactCounter } from '../../src/budget/impact-share.ts';
import { DEFAULT_GITHUB_TOKEN, GitDatabaseStandIn } from '../../tools/stand-ins/git-database.ts';
import { storedLedger } from '../helpers/ledger.ts';
import { deadlineIn } from '../helpers/deadline.ts';
import { DeadlineError } from '../../src/util/deadline.ts';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const FP = keyFingerprint('svc_dsc_key');

describe('the assistantMonth section', () => {
  it('fingerprints a key without giving it away, one fingerprint per key', () => {
    expect(FP).toMatch(/^[0-9a-f]{16}$/);
    expect(FP).not.toContain('svc');
    expect(keyFingerprint(' svc_dsc_key ')).toBe(FP);
    expect(keyFingerprint('svc_dsc_other')).not.toBe(FP);
  });

  it('counts per UTC month: a counter of an earlier month reads as a fresh one', () => {
    expect(monthOf(NOW)).toBe('2026-11');
    expect(iso(nextMonthStart(NOW))).toBe('2026-12-01T00:00:00.000Z');
    expect(iso(nextMonthStart(Date.parse('2026-12-31T23:59:59Z')))).toBe('2027-01-01T00:00:00.000Z');
    const old = { ...emptyLedger('p'), [ASSISTANT_MONTH_FIELD]: { [FP]: { month: '2026-10', used: 9999, recent: ['a'] } } };
    expect(readCounter(old, FP, NOW)).toEqual({ month: '2026-11', used: 0, fullUntil: null, recent: [] });
  });

  it('reserves until the limit, then is full until the next month; every other field and key kept', () => {
    let doc: LedgerDocument = { ...emptyLedger('p'), pending: [1], [ASSISTANT_MONTH_FIELD]: { other: { month: '2026-11', used: 3 } } };
    for (const id of ['r1', 'r2']) {
      const change = reserveMessage(doc, FP, id, 2, NOW);
      expect(change.result.kind).toBe('reserved');
      doc = change.write!;
    }
    expect(readCounter(doc, FP, NOW)).toMatchObject({ used: 2, recent: ['r1', 'r2'] });
    const full = reserveMessage(doc, FP, 'r3', 2, NOW);
    expect(full.write).toBeNull();
    expect(full.result).toEqual({
      kind: 'full',
      state: { month: '2026-11', limit: 2, used: 2, remaining: 0, nextSlotAt: nextMonthStart(NOW), fullUntil: null },
    });
    expect(doc.pending).toEqual([1]);
    expect((doc[ASSISTANT_MONTH_FIELD] as Record<string, unknown>).other).toEqual({ month: '2026-11', used: 3 });
  });

  it('does not count an id twice (a write whose answer was lost went through), and gives a count back once', () => {
    const first = reserveMessage(emptyLedger('p'), FP, 'r1', 5, NOW).write!;
    expect(reserveMessage(first, FP, 'r1', 5, NOW)).toMatchObject({ write: null, result: { kind: 'held' } });
    const released = releaseMessage(first, FP, 'r1', NOW)!;
    expect(readCounter(released, FP, NOW)).toMatchObject({ used: 0, recent: [] });
    expect(releaseMessage(released, FP, 'r1', NOW)).toBeNull();
  });

  it('holds the count as full after a 429, until its end (never past the month), then opens again', () => {
    const held = holdFull(emptyLedger('p'), FP, NOW + 30_000, NOW);
    const state = monthState(readCounter(held, FP, NOW), 10, NOW);
    expect(state).toMatchObject({ remaining: 0, nextSlotAt: NOW + 30_000, fullUntil: NOW + 30_000 });
    expect(reserveMessage(held, FP, 'r', 10, NOW).result.kind).toBe('full');
    expect(reserveMessage(held, FP, 'r', 10, NOW + 30_000).result.kind).toBe('reserved');
    const far = holdFull(emptyLedger('p'), FP, NOW + 90 * 86_400_000, NOW);
    expect(readCounter(far, FP, NOW).fullUntil).toBe(iso(nextMonthStart(NOW)));
  });

  it('reads a counter that is not one as a fresh one', () => {
    const bad = { ...emptyLedger('p'), [ASSISTANT_MONTH_FIELD]: { [FP]: { month: '2026-11', used: -4 } } };
    expect(readCounter(bad, FP, NOW).used).toBe(0);
    expect(readCounter({ ...emptyLedger('p'), [ASSISTANT_MONTH_FIELD]: 'nonsense' }, FP, NOW).used).toBe(0);
  });
});

describe('AssistantQuota (git database stand-in)', () => {
  // GitHub's clock (the stand-in's `Date` headers, which the ledger takes its time from) runs ahead of the runner's by
  // the quota's waits: each passes at once and moves it by its length.
  let ahead = 0;
  const githubNow = (): number => Date.now() + ahead;
  const git = new GitDatabaseStandIn({ repositories: ['acme/code'], now: githubNow });
  const ref = `refs/docs-agent/budget/assistant-${FP}`;
  let url = '';
  const lines: string[] = [];
  /** The quota's waits (25 s or more) during the test: each passed at once, moving the clock by its length. */
  const sleeps: number[] = [];
  let draws = 0;
  const quota = (
    overrides: Partial<ConstructorParameters<typeof AssistantQuota>[0]> = {},
    perMonth = 2,
    onExhausted: 'fail' | 'wait' | 'skip' = 'skip',
  ) =>
    new AssistantQuota({
      settings: { perMonth, onExhausted, repository: '' },
      assistantApiKey: 'svc_dsc_key',
      github: createGitHubClient({ token: DEFAULT_GITHUB_TOKEN, baseUrl: url, writesPerMinute: 60_000 }),
      repository: 'acme/code',
      runId: '77-1',
      log: { info: (m) => lines.push(`info ${m}`), warning: (m) => lines.push(`warning ${m}`) },
      deadline: deadlineIn(60_000),
      // A different reservation id for each quota, as runs have.
      random: () => (draws += 1) / 1000,
      ...overrides,
    });
  const counter = () => readCounter(storedLedger(git, 'acme/code', ref, githubNow()) ?? emptyLedger('x'), FP, githubNow());

  beforeAll(async () => {
    url = await git.start();
  });
  afterAll(async () => {
    await git.stop();
  });
  beforeEach(() => {
    git.repository('acme/code').refs.delete(ref);
    lines.length = 0;
    sleeps.length = 0;
    ahead = 0;
    // A wait of 25 s or more (the quota's) passes at once and moves GitHub's clock; shorter timers (the ledger's pauses,
    // the clients' own) run in real time.
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation((callback: () => void, ms = 0) => {
      if (ms < 25_000) return realSetTimeout(callback, ms);
      sleeps.push(ms);
      ahead += ms;
      return realSetTimeout(callback, 0);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('counts each message on the key’s own ref, never naming the key; full: skip says why, fail says how to skip', async () => {
    expect(await quota().reserve()).toMatchObject({ kind: 'reserved', state: { used: 1, remaining: 1 } });
    expect(await quota().reserve()).toMatchObject({ kind: 'reserved', state: { used: 2, remaining: 0 } });
    expect(counter()).toMatchObject({ used: 2 });
    expect(git.headMessage('acme/code', ref)).not.toContain('svc_dsc_key');
    const skipped = await quota().reserve();
    expect(skipped).toMatchObject({ kind: 'exhausted', policy: 'skip' });
    expect(skipped.kind === 'exhausted' && skipped.message).toMatch(
      /^The assistant's monthly budget is used up: 2 of 2 messages in \d{4}-\d{2} \('assistant-budget-per-month': 2\); it renews at \d{4}-\d{2}-01 00:00:00 UTC/,
    );
    const failed = await quota({}, 2, 'fail').reserve();
    expect(failed.kind === 'exhausted' && failed.message).toMatch(
      /Set 'on-budget-exhausted' to 'skip' to skip the message instead of failing\.$/,
    );
    expect(lines.filter((l) => l.startsWith('warning'))).toEqual([]);
  });

  it('gives the count back when the assistant refused (4xx, a connection never opened), keeps it otherwise', async () => {
    const refused = quota();
    await refused.reserve();
    await refused.settle(new ServiceHttpError('POST', 'u', 403, 'forbidden', undefined));
    expect(counter().used).toBe(0);
    const unreachable = quota();
    await unreachable.reserve();
    await unreachable.settle(new ServiceNetworkError('POST', 'u', 'ECONNREFUSED', true));
    expect(counter().used).toBe(0);
    const broken = quota();
    await broken.reserve();
    await broken.settle(new Error('the stream broke'));
    await broken.settle(undefined);
    expect(counter().used).toBe(1);
  });

  it('a 429 holds the count as full until Retry-After and gives the message back; `wait` waits the hold out', async () => {
    const limited = quota({}, 10);
    await limited.reserve();
    await limited.settle(new ServiceHttpError('POST', 'u', 429, 'slow down', 30_000));
    expect(counter()).toMatchObject({ used: 0 });
    expect(Date.parse(counter().fullUntil!)).toBeGreaterThan(githubNow() + 25_000);
    const skipped = await quota({}, 10).reserve();
    expect(skipped.kind === 'exhausted' && skipped.message).toMatch(/^The assistant refused a message with 429/);
    // `wait`: the hold ends within the deadline, so the run waits for it on its clock, then counts.
    const waited = await quota({ deadline: deadlineIn(60_000) }, 10, 'wait').reserve();
    expect(waited).toMatchObject({ kind: 'reserved' });
    // One wait for the hold (the others are the ledger's short pauses before its writes).
    expect(sleeps.filter((ms) => ms > 25_000)).toHaveLength(1);
    expect(lines).toContainEqual(
      expect.stringMatching(/^info The assistant refused a message with 429 .* Waiting for it \('on-budget-exhausted': wait\)\.$/),
    );
  });

  it('is not kept without a token, or without write permission on the ledger: a warning, and the message goes on', async () => {
    expect(await quota({ github: undefined }).reserve()).toEqual({ kind: 'untracked', reason: "no 'github-token' was given" });
    expect(lines.at(-1)).toBe("warning The assistant's monthly budget is not tracked for this run: no 'github-token' was given.");
    git.permission = 'read';
    try {
      expect(await quota().reserve()).toMatchObject({ kind: 'untracked' });
      expect(lines.at(-1)).toMatch(
        /^warning Could not count the message in the ledger refs\/docs-agent\/budget\/assistant-[0-9a-f]{16} \(/,
      );
      expect(lines.at(-1)).toContain("To track it, give 'github-token' `contents: write` on acme/code");
    } finally {
      git.permission = 'write';
    }
  });

  // Two minutes: longer than the client waits out itself (a minute), so the quota's own wait is the one that counts.
  const SECONDARY = { message: 'You have exceeded a secondary rate limit', headers: { 'retry-after': '120' } };
  const rateLimitedRead = () => ({ method: 'GET', path: /\/git\/ref\//, status: 403, ...SECONDARY });

  it('a ledger read GitHub rate-limits is waited for within the deadline and read again: counted, never untracked', async () => {
    git.fault(rateLimitedRead());
    const result = await quota({ deadline: deadlineIn(5 * 60_000) }).reserve();
    expect(result).toMatchObject({ kind: 'reserved', state: { used: 1 } });
    expect(counter().used).toBe(1);
    expect(sleeps.filter((ms) => ms >= 60_000)).toHaveLength(1);
    expect(lines).toContainEqual(
      expect.stringMatching(/^info The assistant's monthly count could not be updated \(.*secondary rate limit/),
    );
    expect(lines.filter((l) => l.startsWith('warning'))).toEqual([]);
  });

  it('rate-limited up to the deadline: `on-budget-exhausted` decides (fail, skip), naming GitHub’s limit; nothing sent untracked', async () => {
    git.fault(rateLimitedRead(), rateLimitedRead());
    const failed = await quota({ deadline: deadlineIn(30_000) }, 2, 'fail').reserve();
    expect(failed).toMatchObject({ kind: 'exhausted', policy: 'fail' });
    expect(failed.kind === 'exhausted' && failed.message).toMatch(
      /^GitHub rate-limited the assistant's monthly count refs\/docs-agent\/budget\/assistant-[0-9a-f]{16} in acme\/code until this run's deadline \(.*\): no message was sent, since it could not be counted\. Set 'on-budget-exhausted' to 'skip'/,
    );
    const skipped = await quota({ deadline: deadlineIn(30_000) }, 2, 'skip').reserve();
    expect(skipped).toMatchObject({ kind: 'exhausted', policy: 'skip' });
    expect(lines.join('\n')).not.toContain('contents: write');
  });

  it('the warning names the real cause: a repository without a commit is not a missing `contents: write`', async () => {
    const empty = { method: 'GET', path: /\/git\/ref\//, status: 409, message: 'Git Repository is empty.' };
    git.fault(empty, empty);
    // The 409 is retried as a transient fault (1 s, then 4 s, 9 s): within a run's limits of 4.5 s, once.
    const github = createGitHubClient({
      token: DEFAULT_GITHUB_TOKEN,
      baseUrl: url,
      writesPerMinute: 60_000,
      deadline: deadlineIn(4500),
    });
    expect(await quota({ github }).reserve()).toMatchObject({ kind: 'untracked' });
    expect(lines.at(-1)).toMatch(/^warning Could not count the message in the ledger .*409.*has no commit yet: the ledger needs one\)\.$/);
    expect(lines.at(-1)).not.toContain('contents: write');
  });

  it('a cancelled run gives its count back (and its impact check’s), in the writes main allows after a cancellation', async () => {
    const controller = new AbortController();
    let wrapped = 0;
    const impact = { claim: { pull: 'acme/code#7', author: 'mallory' }, limits: { perMonth: 5, perPull: 5, perAuthor: 5 } };
    const deadline = deadlineIn(60_000, controller.signal);
    const wrapUp = deadline.wrapUp.bind(deadline);
    // Main's wrap-up: the run's last writes get a fresh signal (the ledger's pauses wait on it).
    const counted = Object.assign(deadline, {
      wrapUp: () => {
        wrapped += 1;
        wrapUp();
      },
    });
    const cancelled = quota({ impact, deadline: counted }, 10);
    expect(await cancelled.reserve()).toMatchObject({ kind: 'reserved' });
    expect(counter().used).toBe(1);
    expect(readImpactCounter(storedLedger(git, 'acme/code', ref, githubNow())!, FP, githubNow())).toMatchObject({
      used: 1,
      pulls: { 'acme/code#7': 1 },
    });
    controller.abort();
    await cancelled.settle(new AbortedError('the run was cancelled'));
    expect(wrapped).toBe(1);
    expect(counter().used).toBe(0);
    expect(readImpactCounter(storedLedger(git, 'acme/code', ref, githubNow())!, FP, githubNow())).toMatchObject({
      used: 0,
      pulls: {},
      authors: {},
    });
  });
  it('a run that timed out gives its count back in the seconds the wrap-up gives its last writes, a lost race included', async () => {
    // Main's: the run's limits, and the fixed view of them the quota is opened with.
    const run = deadlineIn(1500);
    const timedOut = quota({ deadline: run.within() }, 10);
    expect(await timedOut.reserve()).toMatchObject({ kind: 'reserved' });
    expect(counter().used).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, run.timeLeft()) + 100));
    expect(run.timeLeft()).toBeLessThan(0);
    // Its first write loses a race: the retry is in the wrap-up's seconds, not past the fixed view's instant.
    git.fault({ method: 'PATCH', path: /\/git\/refs\//, status: 422, message: 'Update is not a fast forward' });
    await timedOut.settle(new DeadlineError("The answer stream stopped: not done within the run's time ('timeout-seconds': 2)"));
    expect(counter().used).toBe(0);
  });
});

describe('impact checks cannot starve ask (git database stand-in)', () => {
  const now = Date.now();
  const git = new GitDatabaseStandIn({ repositories: ['acme/code'], now: () => now });
  let url = '';
  let draws = 0;
  const lines: string[] = [];
  const limits = { perMonth: 3, perPull: 2, perAuthor: 3 };
  const quota = (impact?: { pull: string; author: string }, perMonth = 5) =>
    new AssistantQuota({
      settings: { perMonth, onExhausted: 'skip', repository: '' },
      assistantApiKey: 'svc_dsc_key',
      github: createGitHubClient({ token: DEFAULT_GITHUB_TOKEN, baseUrl: url, writesPerMinute: 60_000 }),
      repository: 'acme/code',
      runId: '88-1',
      log: { info: (m) => lines.push(m), warning: (m) => lines.push(m) },
      deadline: deadlineIn(60_000),
      random: () => (draws += 1) / 1000,
      ...(impact ? { impact: { claim: impact, limits } } : {}),
    });
  beforeAll(async () => {
    url = await git.start();
  });
  afterAll(async () => {
    await git.stop();
  });

  it('five pushes from one fork PR: two checks (per pull request), three in all (the share); ask keeps the rest of the month', async () => {
    const fork = { pull: 'acme/code#9', author: 'mallory' };
    const kinds = [];
    for (let push = 0; push < 5; push += 1) kinds.push((await quota(fork).reserve()).kind);
    expect(kinds).toEqual(['reserved', 'reserved', 'exhausted', 'exhausted', 'exhausted']);
    const perPull = await quota(fork).reserve();
    expect(perPull).toMatchObject({ kind: 'exhausted', policy: 'skip' });
    expect(perPull.kind === 'exhausted' && perPull.message).toMatch(
      /^Pull request acme\/code#9 has had 2 impact checks in \d{4}-\d{2} \('impact-checks-per-pr': 2\)/,
    );
    // Another pull request of the same author: its third message; then the author is at the limit.
    expect(await quota({ pull: 'acme/code#10', author: 'mallory' }).reserve()).toMatchObject({ kind: 'reserved' });
    const perAuthor = await quota({ pull: 'acme/code#11', author: 'mallory' }).reserve();
    expect(perAuthor.kind === 'exhausted' && perAuthor.message).toMatch(
      /^Impact checks have used their share|^The pull requests of mallory/,
    );
    const share = await quota({ pull: 'acme/code#12', author: 'eve' }).reserve();
    expect(share.kind === 'exhausted' && share.message).toMatch(
      /^Impact checks have used their share of the assistant's monthly budget: 3 of 3 messages/,
    );
    // 3 of 5 used: ask's two messages still go.
    expect(await quota().reserve()).toMatchObject({ kind: 'reserved', state: { used: 4 } });
    expect(await quota().reserve()).toMatchObject({ kind: 'reserved', state: { used: 5 } });
  });
});

describe('30 concurrent checks against one ledger (git database stand-in with latency)', () => {
  const git = new GitDatabaseStandIn({ repositories: ['acme/code'], latencyMs: 25 });
  let url = '';
  beforeAll(async () => {
    url = await git.start();
  });
  afterAll(async () => {
    await git.stop();
  });

  it('send only what they counted: messages sent == messages counted, within the limit', async ({ annotate }) => {
    // The runs' deadlines a few seconds away, so that some of them meet other runs' writes until their deadline.
    const warnings: string[] = [];
    const runs = Array.from(
      { length: 30 },
      (_, i) =>
        new AssistantQuota({
          settings: { perMonth: 25, onExhausted: 'skip', repository: '' },
          assistantApiKey: 'svc_dsc_key',
          github: createGitHubClient({ token: DEFAULT_GITHUB_TOKEN, baseUrl: url, writesPerMinute: 60_000 }),
          repository: 'acme/code',
          runId: `race-${String(i)}`,
          log: { info: () => undefined, warning: (m) => warnings.push(m) },
          deadline: deadlineIn(2_500),
        }),
    );
    const results = await Promise.all(runs.map((run) => run.reserve()));
    const sent = results.filter((r) => r.kind !== 'exhausted').length;
    const stored = storedLedger(git, 'acme/code', `refs/docs-agent/budget/assistant-${FP}`, Date.now());
    const counted = readCounter(stored ?? emptyLedger('x'), FP, Date.now()).used;
    await annotate(`30 runs, 25 a month, 25 ms GitHub latency: ${String(sent)} sent, ${String(counted)} counted`);
    expect(sent).toBe(counted);
    expect(results.filter((r) => r.kind === 'untracked')).toEqual([]);
    expect(counted).toBeLessThanOrEqual(25);
    expect(warnings).toEqual([]);
  }, 60_000);
});
