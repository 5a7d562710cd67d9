/**
 * The spacing of a run's own GitHub writes (src/github/write-spacing.ts):
 * the queue on fake timers (order, spacing, the deadline and the cancellation
 * that stop a wait), and the client made with the default spacing on a
 * virtual clock: two writes at least 1 s apart, two comments at least 3 s
 * apart, whether GitHub is api.github.test (nock) or a loopback stand-in.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGitHubClient } from '../../src/github/client.ts';
import { SpacedQueue, writeGroups, writeSpacingMs } from '../../src/github/write-spacing.ts';
import { DEFAULT_WRITES_PER_MINUTE } from '../../src/github/writes-per-minute.ts';
import { DeadlineError, RunLimits } from '../../src/util/deadline.ts';
import { AbortedError } from '../../src/util/errors.ts';
import { systemClock } from '../../src/util/clock.ts';
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

describe('SpacedQueue (fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Schedules `n` tasks that note when they started; returns the start times once all ran. */
  function startTimes(queue: SpacedQueue, n: number): { started: number[]; done: Promise<unknown[]> } {
    const started: number[] = [];
    const done = Promise.all(
      Array.from({ length: n }, (_, i) =>
        queue.schedule({}, () => {
          started.push(Date.now());
          return i;
        }),
      ),
    );
    return { started, done };
  }

  it('starts the tasks in order, each at least the spacing after the one before', async () => {
    vi.useFakeTimers({ now: 0 });
    const { started, done } = startTimes(new SpacedQueue(1000, systemClock), 3);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([0]);
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([0, 1000]);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toEqual([0, 1, 2]);
    expect(started).toEqual([0, 1000, 2000]);
  });

  it('does not wait when the spacing has passed since the last start; 0 never waits', async () => {
    vi.useFakeTimers({ now: 0 });
    const queue = new SpacedQueue(1000, systemClock);
    await queue.schedule({}, () => undefined);
    vi.setSystemTime(5000);
    const late = queue.schedule(() => Date.now());
    await vi.advanceTimersByTimeAsync(0);
    await expect(late).resolves.toBe(5000);
    const { started, done } = startTimes(new SpacedQueue(0, systemClock), 3);
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(started).toEqual([5000, 5000, 5000]);
  });

  it("the client's groups: writes 1 s apart and notifying writes 3 s apart, whatever key the plugin asks for", async () => {
    vi.useFakeTimers({ now: 0 });
    const { write, notifications } = writeGroups(1000, systemClock);
    const times = (group: typeof write) =>
      Promise.all([1, 2].map((id) => group.key(`client-${id}`).schedule({ priority: 0 }, () => Promise.resolve(Date.now()))));
    const writes = times(write);
    const comments = times(notifications);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(writes).resolves.toEqual([0, 1000]);
    await expect(comments).resolves.toEqual([0, 3000]);
  });

  it('never sleeps past the deadline: a wait that would end after it fails at once, and the next task is not held up', async () => {
    vi.useFakeTimers({ now: 0 });
    const limits = new RunLimits(systemClock, new AbortController().signal);
    limits.start(1500, 'timeout-seconds');
    const queue = new SpacedQueue(1000, systemClock, limits);
    const ran: string[] = [];
    const first = queue.schedule(() => ran.push('first'));
    const second = queue.schedule(() => ran.push('second'));
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all([first, second]);
    // At 1000 ms, 500 ms before the deadline: the third would wait 1000 ms. It fails now, without running.
    const third = queue.schedule(() => ran.push('third'));
    const failure = third.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(await failure).toBeInstanceOf(DeadlineError);
    expect(((await failure) as Error).message).toMatch(
      /^A GitHub write waiting 1000 ms for its turn \(1000 ms apart\): not done within the run's time \('timeout-seconds': 2\)$/,
    );
    expect(Date.now()).toBe(1000);
    expect(ran).toEqual(['first', 'second']);
  });

  it('a cancellation ends the wait at once, and the task never runs', async () => {
    vi.useFakeTimers({ now: 0 });
    const cancellation = new AbortController();
    const queue = new SpacedQueue(3000, systemClock, new RunLimits(systemClock, cancellation.signal));
    const ran: string[] = [];
    await queue.schedule(() => ran.push('first'));
    const second = queue.schedule(() => ran.push('second')).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    cancellation.abort();
    const error = await second;
    expect(error).toBeInstanceOf(AbortedError);
    expect((error as Error).message).toMatch(/: the run was cancelled$/);
    expect(Date.now()).toBe(1000);
    expect(ran).toEqual(['first']);
    expect(vi.getTimerCount()).toBe(0);
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
