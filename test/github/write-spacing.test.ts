/**
 * The spacing of a run's own GitHub writes (src/github/write-spacing.ts):
 * the throttling plugin's `write` and `notifications` groups, spaced as
 * `github-writes-per-minute` says, in the client the factory makes. On fake
 * timers at the default 60 a minute, each request answered by a `fetch` that
 * notes when Octokit sent it (after every hook and wait); also the ledger's
 * one write let go at once, and the run's deadline and cancellation ending a
 * write's wait for its turn. And in real time against a loopback stand-in:
 * the same spacing whatever the host.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGitHubClient, type GitHubClient } from '../../src/github/client.ts';
import { nextWriteAtOnce } from '../../src/github/write-spacing.ts';
import { DEFAULT_WRITES_PER_MINUTE } from '../../src/runner/inputs.ts';
import { DeadlineError, RunLimits } from '../../src/util/deadline.ts';
import { AbortedError } from '../../src/util/errors.ts';
import { TOKEN } from '../helpers/github-nock.ts';
import { GITHUB_API } from '../helpers/run.ts';
import { GitHubStandIn } from '../../tools/stand-ins/github.ts';

const issue = { owner: 'Codertocat', repo: 'Hello-World' };
const created = { id: 5, html_url: 'https://github.com/Codertocat/Hello-World/issues/1#issuecomment-5', body: 'x' };

// First: real time, before the fake timers below move the plugin's shared `global` group into the future.
describe('on a loopback GitHub (the stand-in), the same spacing', () => {
  const standIn = new GitHubStandIn();
  let url = '';
  beforeAll(async () => {
    standIn.token = TOKEN;
    url = await standIn.start();
  });
  afterAll(async () => {
    await standIn.stop();
  });

  it('two comments at 600 a minute: the second waits for its turn, 300 ms after the first', async () => {
    const github = createGitHubClient({ token: TOKEN, baseUrl: url, writesPerMinute: 600 });
    const target = { ...issue, issue_number: 1 };
    // The first comment's turns are taken before it is sent: the second's come 300 ms after the start of the first call.
    const started = Date.now();
    await github.rest.issues.createComment({ ...target, body: 'one' });
    await github.rest.issues.createComment({ ...target, body: 'two' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(standIn.comments.map((c) => c.body)).toEqual(['one', 'two']);
  });
});

/**
 * `METHOD /path @ms` for each request, in the order Octokit sent them, each answered at once; the time from the
 * recorder's making, to the nearest 100 ms (on fake timers each of Bottleneck's zero-delay yields takes 1 ms).
 */
function recorder() {
  const t0 = Date.now();
  const sent: string[] = [];
  const fetch = (url: string | URL, init?: RequestInit): Promise<Response> => {
    const method = init?.method ?? 'GET';
    sent.push(
      `${method} ${new URL(url).pathname.replace('/repos/Codertocat/Hello-World', '')} @${Math.round((Date.now() - t0) / 100) * 100}`,
    );
    const body = method === 'GET' ? [] : created;
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: method === 'POST' ? 201 : 200, headers: { 'content-type': 'application/json' } }),
    );
  };
  return { sent, request: { request: { fetch } } };
}

/** The client at `perMinute` (the default 60) with the `fetch` of `recorder`. */
function client(perMinute = DEFAULT_WRITES_PER_MINUTE, limits?: RunLimits): GitHubClient {
  return createGitHubClient({ token: TOKEN, baseUrl: GITHUB_API, writesPerMinute: perMinute, ...(limits ? { deadline: limits } : {}) });
}

/** Runs `calls` on fake timers until they settle (at most a minute of fake time); their error, if any. */
async function drive(calls: () => Promise<unknown>): Promise<unknown> {
  const done = calls().then(
    () => undefined,
    (error: unknown) => error,
  );
  await vi.advanceTimersByTimeAsync(60_000);
  return done;
}

describe('a client at the default 60 writes a minute (fake timers)', () => {
  // Fake time that only moves on: the throttling plugin's `global` group, shared by the process, keeps the time of its last request.
  let now = 0;
  beforeEach(() => {
    now = Math.max(now, Date.now() + 1000);
    vi.useFakeTimers({ now, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    now = Date.now() + 60_000;
    vi.useRealTimers();
  });

  it('spaces writes 1 s apart and comments 3 s apart; reads are not spaced', async () => {
    const { sent, request } = recorder();
    const github = client();
    await drive(async () => {
      for (let i = 0; i < 2; i += 1)
        await github.rest.reactions.createForIssueComment({ ...issue, comment_id: 5, content: 'eyes', ...request });
      for (let i = 0; i < 2; i += 1) await github.rest.issues.createComment({ ...issue, issue_number: 1, body: `hello ${i}`, ...request });
      for (let i = 0; i < 2; i += 1) await github.rest.issues.listComments({ ...issue, issue_number: 1, ...request });
    });
    expect(sent).toEqual([
      'POST /issues/comments/5/reactions @0',
      'POST /issues/comments/5/reactions @1000',
      // Its turn in `write` at 2000, its turn in `notifications` then (the first comment).
      'POST /issues/1/comments @2000',
      // Its turn in `write` at 3000, in `notifications` 3 s after the first comment's.
      'POST /issues/1/comments @5000',
      'GET /issues/1/comments @5000',
      'GET /issues/1/comments @5000',
    ]);
  });

  it('a plain write after a comment goes at its own turn in `write`: soon after a comment that waited for its turn in `notifications` (ADR 0013)', async () => {
    const { sent, request } = recorder();
    const github = client();
    await drive(async () => {
      await github.rest.issues.createComment({ ...issue, issue_number: 1, body: 'job comment', ...request });
      await github.rest.reactions.createForIssueComment({ ...issue, comment_id: 5, content: 'rocket', ...request });
      await github.rest.issues.createComment({ ...issue, issue_number: 2, body: 'note', ...request });
      await github.rest.issues.updateComment({ ...issue, comment_id: 5, body: 'final', ...request });
    });
    expect(sent).toEqual([
      'POST /issues/1/comments @0',
      'POST /issues/comments/5/reactions @1000',
      // Its turn in `write` at 2000, in `notifications` at 3000.
      'POST /issues/2/comments @3000',
      // Its turn in `write` at 3000 too: no spacing after the note. Still 4 writes in 3 s, as 60 a minute allows.
      'PATCH /issues/comments/5 @3000',
    ]);
  });

  it('nextWriteAtOnce lets the next write go without its turn, once; the writes after it keep theirs', async () => {
    const { sent, request } = recorder();
    const github = client();
    await drive(async () => {
      await github.rest.git.createCommit({ ...issue, message: 'm', tree: 't'.repeat(40), parents: [], ...request });
      nextWriteAtOnce(github);
      await github.rest.git.updateRef({ ...issue, ref: 'heads/ledger', sha: 'c'.repeat(40), ...request });
      await github.rest.reactions.createForIssueComment({ ...issue, comment_id: 5, content: 'eyes', ...request });
      await github.rest.reactions.createForIssueComment({ ...issue, comment_id: 5, content: 'eyes', ...request });
    });
    expect(sent).toEqual([
      'POST /git/commits @0',
      'PATCH /git/refs/heads%2Fledger @0',
      'POST /issues/comments/5/reactions @1000',
      'POST /issues/comments/5/reactions @2000',
    ]);
    expect(() => {
      nextWriteAtOnce({});
    }).not.toThrow();
  });

  it("a write waiting for its turn ends at the run's deadline, and is never sent", async () => {
    const { sent, request } = recorder();
    const limits = new RunLimits(new AbortController().signal);
    limits.start(1500, 'timeout-seconds');
    // 6 a minute: the second write's turn is 10 s after the first's.
    const github = client(6, limits);
    const error = await drive(async () => {
      await github.rest.reactions.createForIssueComment({ ...issue, comment_id: 5, content: 'eyes', ...request });
      await github.rest.reactions.createForIssueComment({ ...issue, comment_id: 5, content: 'eyes', ...request });
    });
    expect(error).toBeInstanceOf(DeadlineError);
    expect((error as Error).message).toBe(
      "GitHub POST /repos/Codertocat/Hello-World/issues/comments/5/reactions: not done within the run's time ('timeout-seconds': 2)",
    );
    // Its turn came at 10 s: nothing was sent then.
    expect(sent).toEqual(['POST /issues/comments/5/reactions @0']);
  });

  it("a caller's own signal ends its write's wait for a turn at once, the client without a deadline", async () => {
    const { sent, request } = recorder();
    const caller = new AbortController();
    const github = client(6);
    setTimeout(() => {
      caller.abort();
    }, 2000);
    const t0 = Date.now();
    let ended = 0;
    const error = await drive(async () => {
      await github.rest.issues.createComment({ ...issue, issue_number: 1, body: 'one', ...request });
      await github.rest.issues
        .createComment({ ...issue, issue_number: 1, body: 'two', request: { ...request.request, signal: caller.signal } })
        .finally(() => (ended = Math.round((Date.now() - t0) / 100) * 100));
    });
    expect((error as Error).message).toMatch(/^GitHub POST \S+\/issues\/1\/comments: cancelled$/);
    expect(ended).toBe(2000);
    expect(sent).toEqual(['POST /issues/1/comments @0']);
  });

  it('a cancellation ends the wait for a turn at once, and the write is never sent', async () => {
    const { sent, request } = recorder();
    const cancellation = new AbortController();
    const github = client(6, new RunLimits(cancellation.signal));
    setTimeout(() => {
      cancellation.abort();
    }, 2000);
    const t0 = Date.now();
    let ended = 0;
    const error = await drive(async () => {
      await github.rest.issues.createComment({ ...issue, issue_number: 1, body: 'one', ...request });
      await github.rest.issues
        .createComment({ ...issue, issue_number: 1, body: 'two', ...request })
        .finally(() => (ended = Math.round((Date.now() - t0) / 100) * 100));
    });
    expect(error).toBeInstanceOf(AbortedError);
    expect((error as Error).message).toMatch(/^GitHub POST \S+\/issues\/1\/comments: the run was cancelled$/);
    expect(ended).toBe(2000);
    expect(sent).toEqual(['POST /issues/1/comments @0']);
  });
});
