/**
 * The spacing of a run's own GitHub writes (src/github/write-spacing.ts):
 * the queue on fake timers (order, spacing, the deadline and the cancellation
 * that stop a wait), and the client made with the default spacing on a
 * virtual clock: two writes at least 1 s apart, two comments at least 3 s
 * apart, whether GitHub is api.github.test (nock) or a loopback stand-in.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGitHubClient } from '../../src/github/client.ts';
import { WriteSpacing, nextWriteAtOnce, writeSpacingMs } from '../../src/github/write-spacing.ts';
import { DEFAULT_WRITES_PER_MINUTE } from '../../src/github/writes-per-minute.ts';
import { DeadlineError, RunLimits } from '../../src/util/deadline.ts';
import { AbortedError } from '../../src/util/errors.ts';
import { systemClock, type Clock } from '../../src/util/clock.ts';
import { TOKEN, gh, useStrictNock } from '../helpers/github-nock.ts';
import { GITHUB_API, REPO } from '../helpers/run.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';
import { GitHubStandIn } from '../../tools/stand-ins/github.ts';

describe('writeSpacingMs', () => {
  it('is a minute divided by github-writes-per-minute: 1 s at the default 60, never rounded down', () => {
    expect(writeSpacingMs(DEFAULT_WRITES_PER_MINUTE)).toBe(1000);
    expect(writeSpacingMs(80)).toBe(750);
    expect(writeSpacingMs(7)).toBe(8572);
    expect(writeSpacingMs(6000)).toBe(10);
  });
});

/** The system clock on `Date.now()`, which fake timers move (`systemClock.now()` is monotonic, on `performance`). */
const dateClock: Clock = { ...systemClock, now: () => Date.now() };

describe('WriteSpacing (fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A write as the throttling plugin makes it: its turn in `write`, then, for a notifying one, in `notifications`; resolves to when it was let go. */
  async function send(spacing: WriteSpacing, notifying = false): Promise<number> {
    const now = (): number => Date.now();
    const wrote = await spacing.write.key('no-id').schedule({}, () => Promise.resolve(now()));
    if (!notifying) return wrote;
    return spacing.notifications.key('no-id').schedule({ priority: 0, weight: 0 }, () => Promise.resolve(now()));
  }

  it('lets writes go in order, each at least the spacing after the one before', async () => {
    vi.useFakeTimers({ now: 0 });
    const spacing = new WriteSpacing(1000, dateClock);
    const started: number[] = [];
    const done = Promise.all(
      [0, 1, 2].map((i) => spacing.write.key('no-id').schedule({}, () => Promise.resolve(started.push(i) && Date.now()))),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([0]);
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([0, 1]);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toEqual([0, 1000, 2000]);
  });

  it('does not wait once the spacing has passed; 0 never waits', async () => {
    vi.useFakeTimers({ now: 0 });
    const spacing = new WriteSpacing(1000, dateClock);
    await send(spacing);
    vi.setSystemTime(5000);
    const late = send(spacing, true);
    await vi.advanceTimersByTimeAsync(0);
    await expect(late).resolves.toBe(5000);
    const none = new WriteSpacing(0, dateClock);
    const all = Promise.all([send(none), send(none, true), send(none, true), send(none)]);
    await vi.advanceTimersByTimeAsync(0);
    await expect(all).resolves.toEqual([5000, 5000, 5000, 5000]);
  });

  it('notifying writes at least three spacings apart', async () => {
    vi.useFakeTimers({ now: 0 });
    const spacing = new WriteSpacing(1000, dateClock);
    const comments = Promise.all([send(spacing, true), send(spacing, true), send(spacing, true)]);
    await vi.advanceTimersByTimeAsync(6000);
    await expect(comments).resolves.toEqual([0, 3000, 6000]);
  });

  it('a write after a notifying one waits the spacing from when that one went, not from its turn in `write`', async () => {
    vi.useFakeTimers({ now: 0 });
    const spacing = new WriteSpacing(1000, dateClock);
    const first = await send(spacing, true);
    // Its turn in `write` comes at 1000; it goes at 3000, three spacings after the first comment.
    const second = send(spacing, true);
    await vi.advanceTimersByTimeAsync(3000);
    const update = send(spacing);
    await vi.advanceTimersByTimeAsync(1000);
    expect([first, await second, await update]).toEqual([0, 3000, 4000]);
  });

  it('never two writes within the spacing, whichever group lets them go', async () => {
    vi.useFakeTimers({ now: 0 });
    const spacing = new WriteSpacing(1000, dateClock);
    await send(spacing, true);
    const comment = send(spacing, true);
    await vi.advanceTimersByTimeAsync(1000);
    // While the comment waits for its three spacings, two writes come: the second would go with it at 3000.
    const writes = Promise.all([send(spacing), send(spacing)]);
    await vi.advanceTimersByTimeAsync(3000);
    const sent = [await comment, ...(await writes)].sort((a, b) => a - b);
    expect(sent).toEqual([2000, 3000, 4000]);
  });

  it('never sleeps past the deadline: a wait that would end after it fails at once, and the next write is not held up', async () => {
    vi.useFakeTimers({ now: 0 });
    const limits = new RunLimits(systemClock, new AbortController().signal);
    limits.start(1500, 'timeout-seconds');
    const spacing = new WriteSpacing(1000, systemClock, limits);
    await Promise.all([send(spacing), vi.advanceTimersByTimeAsync(0)]);
    const second = send(spacing);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(second).resolves.toBe(1000);
    // At 1000 ms, 500 ms before the deadline: the third would wait 1000 ms. It fails now, without going.
    const ran: string[] = [];
    const third = spacing.write
      .key('no-id')
      .schedule({}, () => Promise.resolve(ran.push('third')))
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    const error = await third;
    expect(error).toBeInstanceOf(DeadlineError);
    expect((error as Error).message).toBe(
      "A GitHub write waiting 1000 ms for its turn: not done within the run's time ('timeout-seconds': 2)",
    );
    expect(Date.now()).toBe(1000);
    expect(ran).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a cancellation ends the wait at once, and the write never goes', async () => {
    vi.useFakeTimers({ now: 0 });
    const cancellation = new AbortController();
    const spacing = new WriteSpacing(1000, systemClock, new RunLimits(systemClock, cancellation.signal));
    await send(spacing, true);
    // Its turn in `write` at 1000, then a wait of 2000 ms for the notifying spacing, cancelled half-way.
    const comment = send(spacing, true).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2000);
    cancellation.abort();
    const error = await comment;
    expect(error).toBeInstanceOf(AbortedError);
    expect((error as Error).message).toMatch(/^A GitHub write waiting 2000 ms for its turn: the run was cancelled$/);
    expect(Date.now()).toBe(2000);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('nextWriteAtOnce (fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the next write go without the spacing, once; the one after it is spaced from it', async () => {
    vi.useFakeTimers({ now: 0 });
    const spacing = new WriteSpacing(1000, dateClock);
    const go = (): Promise<number> => spacing.write.key('no-id').schedule({}, () => Promise.resolve(Date.now()));
    await go();
    vi.setSystemTime(100);
    spacing.nextWriteAtOnce();
    const second = go();
    await vi.advanceTimersByTimeAsync(0);
    await expect(second).resolves.toBe(100);
    const third = go();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(third).resolves.toBe(1100);
  });

  it('does nothing to a client made elsewhere', () => {
    expect(() => {
      nextWriteAtOnce({});
    }).not.toThrow();
  });
});

const created = { id: 5, html_url: 'https://github.com/Codertocat/Hello-World/issues/1#issuecomment-5', body: 'x' };

describe('a client made with the default spacing (virtual clock)', () => {
  useStrictNock();

  it('spaces two writes 1 s apart and two comments 3 s apart; reads are not spaced', async () => {
    const clock = new VirtualClock();
    const t0 = clock.now();
    const seen: Record<string, number[]> = { reaction: [], comment: [], read: [] };
    const at = (kind: string) => () => {
      seen[kind]!.push(clock.now() - t0);
      return [201, kind === 'comment' ? created : { id: 1, content: 'eyes' }] as [number, object];
    };
    gh().post(`${REPO}/issues/comments/5/reactions`).times(2).reply(at('reaction'));
    gh().post(`${REPO}/issues/1/comments`).times(2).reply(at('comment'));
    gh()
      .get(`${REPO}/issues/1/comments`)
      .times(2)
      .reply(() => {
        seen.read!.push(clock.now() - t0);
        return [200, []];
      });
    const github = createGitHubClient({
      token: TOKEN,
      baseUrl: GITHUB_API,
      writeSpacingMs: writeSpacingMs(DEFAULT_WRITES_PER_MINUTE),
      clock,
    });
    const issue = { owner: 'Codertocat', repo: 'Hello-World' };
    for (let i = 0; i < 2; i += 1) await github.rest.reactions.createForIssueComment({ ...issue, comment_id: 5, content: 'eyes' });
    for (let i = 0; i < 2; i += 1) await github.rest.issues.createComment({ ...issue, issue_number: 1, body: `hello ${i}` });
    for (let i = 0; i < 2; i += 1) await github.rest.issues.listComments({ ...issue, issue_number: 1 });
    expect(seen.reaction).toEqual([0, 1000]);
    // Each comment is a write (1 s after the last) and a notifying write (3 s after the last comment).
    expect(seen.comment).toEqual([2000, 5000]);
    expect(seen.read).toEqual([5000, 5000]);
    // The second reaction waits 1 s; each comment 1 s for the write group, the second 2 s more for the notifying one.
    expect(clock.sleeps).toEqual([1000, 1000, 1000, 2000]);
  });
});

describe('on a loopback GitHub, the same spacing (virtual clock)', () => {
  const standIn = new GitHubStandIn();
  let url = '';
  beforeAll(async () => {
    standIn.token = TOKEN;
    url = await standIn.start();
  });
  afterAll(async () => {
    await standIn.stop();
  });

  it('two comments on the stand-in: 3 s apart on the clock the client was given', async () => {
    const clock = new VirtualClock();
    const github = createGitHubClient({ token: TOKEN, baseUrl: url, writeSpacingMs: 1000, clock });
    const issue = { owner: 'Codertocat', repo: 'Hello-World', issue_number: 1 };
    await github.rest.issues.createComment({ ...issue, body: 'one' });
    await github.rest.issues.createComment({ ...issue, body: 'two' });
    expect(clock.sleeps).toEqual([1000, 2000]);
    expect(standIn.comments.map((c) => c.body)).toEqual(['one', 'two']);
  });
});
