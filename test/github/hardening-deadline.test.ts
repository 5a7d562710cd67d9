/**
 * The GitHub client carries the run's limits (github/deadline.ts) into every
 * request, whoever makes it: nothing is sent past the deadline or after a
 * cancellation, each attempt has a timeout, plugin-retry's waits stop at the
 * deadline, a call ends at the deadline whatever is under way below it, and a
 * network failure keeps its cause (a proxy's 407, the socket's code). Against
 * a loopback server that answers as each test scripts it (or never), in real
 * time kept short through small deadlines; the 30 s per-attempt timeout on
 * fake timers, with a `fetch` that never answers.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGitHubClient } from '../../src/github/client.ts';
import { AbortedError } from '../../src/util/errors.ts';
import { DeadlineError, RunLimits } from '../../src/util/deadline.ts';

const TOKEN = 'ghs_deadline_token';
/** What the server does with each request, in order: a status to answer, or `hang` (never answer). */
let script: (number | 'hang')[] = [];
let requests = 0;
const sockets = new Set<Socket>();
const server: Server = createServer((_req, res: ServerResponse) => {
  requests += 1;
  const next = script.shift() ?? 'hang';
  if (next === 'hang') return;
  res
    .writeHead(next, { 'content-type': 'application/json' })
    .end(JSON.stringify(next < 400 ? { permission: 'write' } : { message: 'boom' }));
});
server.on('connection', (socket: Socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
let apiUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
});
beforeEach(() => {
  script = [];
  requests = 0;
});

function limited(ms: number, options: { cancel?: AbortController } = {}) {
  const cancel = options.cancel ?? new AbortController();
  const limits = new RunLimits(cancel.signal);
  limits.start(ms, 'timeout-seconds');
  const github = createGitHubClient({ token: TOKEN, baseUrl: apiUrl, writesPerMinute: 60_000, deadline: limits });
  return { github, limits, cancel };
}

const readPermission = (github: ReturnType<typeof createGitHubClient>) =>
  github.rest.repos.getCollaboratorPermissionLevel({ owner: 'Codertocat', repo: 'Hello-World', username: 'Codertocat' });

async function timed<T>(promise: Promise<T>): Promise<{ error: unknown; ms: number }> {
  const started = Date.now();
  try {
    await promise;
    return { error: undefined, ms: Date.now() - started };
  } catch (error) {
    return { error, ms: Date.now() - started };
  }
}

describe('the GitHub client under the run limits', () => {
  it('sends nothing once the deadline has passed', async () => {
    const { github } = limited(0);
    const { error } = await timed(readPermission(github));
    expect(requests).toBe(0);
    expect(error).toBeInstanceOf(DeadlineError);
    expect((error as Error).message).toBe(
      `GitHub GET /repos/Codertocat/Hello-World/collaborators/Codertocat/permission: not done within the run's time ('timeout-seconds': 0)`,
    );
  });

  it('an attempt that never gets an answer ends at the deadline', async () => {
    script = ['hang'];
    const { github } = limited(800);
    const { error, ms } = await timed(readPermission(github));
    expect(requests).toBe(1);
    expect(error).toBeInstanceOf(DeadlineError);
    expect(ms).toBeGreaterThanOrEqual(750);
    expect(ms).toBeLessThan(1500);
  });

  it('ends the call at the deadline, retries and all, and sends nothing more after it', async () => {
    // A 500 is retried after 1 s; the deadline comes while the second attempt waits for its answer.
    script = [500, 'hang'];
    const { github } = limited(1500);
    const { error, ms } = await timed(readPermission(github));
    expect(error).toBeInstanceOf(DeadlineError);
    expect(requests).toBe(2);
    expect(ms).toBeLessThan(2200);
    // Nothing more is sent once the call has ended (plugin-retry would try twice more).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(requests).toBe(2);
  });

  it('a cancellation ends the request under way at once, without a retry', async () => {
    script = ['hang'];
    const { github, cancel } = limited(60_000);
    setTimeout(() => {
      cancel.abort();
    }, 200);
    const { error, ms } = await timed(readPermission(github));
    expect(error).toBeInstanceOf(AbortedError);
    expect((error as Error).message).toMatch(/permission: the run was cancelled$/);
    expect(ms).toBeLessThan(1000);
  });

  it.each([
    ["with the run's deadline", true],
    ['without one', false],
  ])("a caller's own signal ends its call at once, never retried (%s)", async (_name, withDeadline) => {
    script = ['hang'];
    const github = withDeadline ? limited(60_000).github : createGitHubClient({ token: TOKEN, baseUrl: apiUrl, writesPerMinute: 60_000 });
    const caller = new AbortController();
    setTimeout(() => {
      // With a reason, as `AbortSignal.timeout` or a caller's own error: fetch rejects with it, which plugin-retry used to retry (1 + 4 + 9 s).
      caller.abort(new Error('the caller gave up'));
    }, 100);
    const { error, ms } = await timed(
      github.request('GET /repos/{owner}/{repo}', { owner: 'Codertocat', repo: 'Hello-World', request: { signal: caller.signal } }),
    );
    expect(error).toBeInstanceOf(AbortedError);
    expect((error as Error).message).toBe('GitHub GET /repos/Codertocat/Hello-World: cancelled');
    expect(ms).toBeLessThan(1000);
    // plugin-retry's first wait is 1 s.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(requests).toBe(1);
  });

  it('a call given a sooner deadline (`request: { deadline: deadline.within(ms) }`) ends then, the run going on', async () => {
    script = ['hang', 200];
    const { github, limits } = limited(60_000);
    const { error, ms } = await timed(github.request('GET /rate_limit', { request: { deadline: limits.within(300) } }));
    expect(error).toBeInstanceOf(DeadlineError);
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(1000);
    expect(requests).toBe(1);
    // The next call has the run's time.
    await expect(github.request('GET /rate_limit')).resolves.toMatchObject({ status: 200 });
  });

  it("a proxy's 407 is said as such and not retried; another network failure keeps its code", async () => {
    const { github } = limited(60_000);
    const tunnelRefused = new TypeError('fetch failed', {
      cause: new DOMException('Request was cancelled.', 'AbortError'),
    });
    (tunnelRefused.cause as { cause?: unknown }).cause = Object.assign(new Error('Proxy response (407) !== 200 when HTTP Tunneling'), {
      code: 'UND_ERR_ABORTED',
    });
    let calls = 0;
    const refusing = (): Promise<Response> => {
      calls += 1;
      return Promise.reject(tunnelRefused);
    };
    const { error } = await timed(github.request('GET /rate_limit', { request: { fetch: refusing } }));
    expect((error as Error).name).toBe('GitHubNetworkError');
    expect((error as Error).message).toBe('GitHub GET /rate_limit failed: the proxy refused (407): check its credentials');
    expect(calls).toBe(1);

    const closed = new TypeError('fetch failed', { cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }) });
    const { error: socketError } = await timed(
      github.request('GET /rate_limit', { request: { fetch: () => Promise.reject(closed), retries: 0 } }),
    );
    expect((socketError as Error).message).toBe('other side closed (UND_ERR_SOCKET)');
  });
});

// Last: fake time moves the throttling plugin's `global` group, shared by the process, into the future.
describe('the per-attempt timeout (fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives each attempt 30 s, retries while the wait and a retry fit, then says no answer came', async () => {
    vi.useFakeTimers({
      now: Date.now() + 1000,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
    });
    const t0 = Date.now();
    const attempts: number[] = [];
    // Never answers; gives up when the attempt's signal is aborted, as fetch does.
    const fetch = (_url: string, init: RequestInit): Promise<Response> => {
      attempts.push(Math.round((Date.now() - t0) / 1000));
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => {
          reject(init.signal?.reason as Error);
        });
      });
    };
    // 63 s: attempt one times out at 30 s, plugin-retry waits 1 s, attempt two times out at 61 s; its next wait (4 s) would not fit.
    const { github } = limited(63_000);
    const call = github.request('GET /rate_limit', { request: { fetch } }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(70_000);
    const error = await call;
    expect(attempts).toEqual([0, 31]);
    expect((error as Error).message).toBe('GitHub GET /rate_limit: no answer within 30 s');
  });
});
