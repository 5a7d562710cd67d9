/**
 * The GitHub client as the factory makes it: rate limits (a 403 with
 * `retry-after`, GitHub's secondary-limit message, a 429) are waited out on
 * every base URL, loopback included, and reported as rate limits, never as a
 * missing permission, once the retries are spent; and every string sent to
 * GitHub is redacted. Waits stay short through small `retry-after` values.
 */
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGitHubClient } from '../../src/github/client.ts';
import { upsertComment, type CommentTarget } from '../../src/comment/marked.ts';
import { describeGitHubError } from '../../src/github/errors.ts';
import { JobComment, runIdentity } from '../../src/comment/job-comment.ts';
import { secrets } from '../../src/util/redact.ts';
import { agentJob } from '../helpers/fake-service.ts';
import { TOKEN, gh, keepBody, useStrictNock } from '../helpers/github-nock.ts';
import { GITHUB_API, REPO } from '../helpers/run.ts';
import { GitHubStandIn } from '../../tools/stand-ins/github.ts';

const target: CommentTarget = { owner: 'Codertocat', repo: 'Hello-World', issueNumber: 1, isPullRequest: false };
const created = { id: 5, html_url: 'https://github.com/Codertocat/Hello-World/issues/1#issuecomment-5', body: 'x' };

function client(warn = vi.fn<(m: string) => void>()) {
  return { warn, github: createGitHubClient({ token: TOKEN, baseUrl: GITHUB_API, writesPerMinute: 60_000, warn }) };
}

describe('rate limits, against api.github.test (nock)', () => {
  useStrictNock();

  it('a 403 with retry-after (no secondary-limit wording) is waited out, and the comment lands', async () => {
    gh().post(`${REPO}/issues/1/comments`).reply(403, { message: 'Forbidden' }, { 'retry-after': '1' });
    gh().post(`${REPO}/issues/1/comments`).reply(201, created);
    const { github, warn } = client();
    const started = Date.now();
    await expect(upsertComment(github, target, 'hello')).resolves.toMatchObject({ id: 5 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(warn.mock.calls.map(([m]) => m)).toEqual([
      expect.stringMatching(/^GitHub secondary rate limit on POST .*\/issues\/1\/comments; retrying in 1 s \(retry 1 of 2\)\.$/),
    ]);
  });

  it("GitHub's secondary-limit message and a 429 are waited out too", async () => {
    gh()
      .post(`${REPO}/issues/1/comments`)
      .reply(
        403,
        { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
        { 'retry-after': '1' },
      );
    gh().post(`${REPO}/issues/1/comments`).reply(429, { message: 'Too Many Requests' }, { 'retry-after': '1' });
    gh().post(`${REPO}/issues/1/comments`).reply(201, created);
    const { github, warn } = client();
    await expect(upsertComment(github, target, 'hello')).resolves.toMatchObject({ id: 5 });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('a JobComment whose writes stay rate-limited: one warning that says GitHub rate-limited it, naming no permission', async () => {
    gh().post(`${REPO}/issues/1/comments`).times(3).reply(403, { message: 'Forbidden' }, { 'retry-after': '1' });
    gh().post(`${REPO}/issues/1/comments`).reply(201, created);
    const { github, warn } = client();
    const log = { info: vi.fn<(m: string) => void>(), warning: vi.fn<(m: string) => void>() };
    const comment = new JobComment({
      github,
      target,
      trigger: { kind: 'standalone', event: 'schedule', repository: { owner: 'Codertocat', repo: 'Hello-World' }, actor: undefined },
      run: runIdentity({ GITHUB_RUN_ID: '4242', GITHUB_JOB: 'docs' }),
      existing: undefined,
      trust: { minPermission: 'write' },
      log,
    });
    comment.created(agentJob({ id: 'job_1' }));
    await comment.finished({ job: agentJob({ id: 'job_1', status: 'completed' }), failed: false }, Date.now());
    const warnings = log.warning.mock.calls.map(([m]) => m);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^Could not create the comment on #1: GitHub rate-limited the request \(403: .*\), and the retries are spent/,
    );
    expect(warnings[0]).not.toMatch(/permission/i);
    expect(warn.mock.calls.at(-1)?.[0]).toMatch(/the 2 retries are spent/);
    // A rate limit is not a missing permission: the final write is still tried, and lands.
    expect(comment.url).toContain('#issuecomment-5');
  }, 20_000);

  it('a Retry-After longer than a minute is not waited for', async () => {
    gh().post(`${REPO}/issues/1/comments`).reply(429, { message: 'Too Many Requests' }, { 'retry-after': '3600' });
    const { github, warn } = client();
    const error: unknown = await upsertComment(github, target, 'hello').catch((e: unknown) => e);
    expect(describeGitHubError('create the comment', error, 'issues: write')).toMatch(/GitHub rate-limited the request \(429/);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('GitHub asks to wait 3600 s, longer than the 60 s this step waits.'));
  });

  it('a 403 without any sign of a limit is a missing permission, and is not retried', async () => {
    gh().post(`${REPO}/issues/1/comments`).reply(403, { message: 'Resource not accessible by integration' });
    const { github, warn } = client();
    const error: unknown = await upsertComment(github, target, 'hello').catch((e: unknown) => e);
    expect(describeGitHubError('create the comment', error, 'issues: write')).toContain('`permissions: issues: write`');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('redaction of everything sent to GitHub (nock)', () => {
  useStrictNock();
  const key = 'svc_Admin+Key/0123456789';
  beforeAll(() => {
    secrets.add(key);
  });

  it('comment bodies and markers: the key in every form it can take is gone', async () => {
    const bodies: string[] = [];
    gh()
      .post(`${REPO}/issues/1/comments`)
      .reply(
        201,
        keepBody(bodies, () => created),
      );
    const body = [key, key.toUpperCase(), key.toLowerCase(), encodeURIComponent(key), `<!-- m job-id=${encodeURIComponent(key)} -->`].join(
      '\n',
    );
    await upsertComment(client().github, target, body);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toBe(['***', '***', '***', '***', '<!-- m job-id=*** -->'].join('\n'));
  });

  it('git database writes: blob content, tree entries and commit messages; the token stays in its header', async () => {
    const sent: unknown[] = [];
    const record = (b: unknown) => {
      sent.push(b);
      return true;
    };
    gh()
      .post(`${REPO}/git/blobs`, record)
      .reply(201, { sha: 'b'.repeat(40) });
    gh()
      .post(`${REPO}/git/trees`, record)
      .reply(201, { sha: 't'.repeat(40) });
    gh()
      .post(`${REPO}/git/commits`, record)
      .reply(201, { sha: 'c'.repeat(40) });
    const { github } = client();
    const repo = { owner: 'Codertocat', repo: 'Hello-World' };
    await github.rest.git.createBlob({ ...repo, content: JSON.stringify({ jobId: key }), encoding: 'utf-8' });
    await github.rest.git.createTree({
      ...repo,
      tree: [{ path: 'ledger.json', mode: '100644', type: 'blob', content: `{"model":"${key}"}` }],
    });
    await github.rest.git.createCommit({ ...repo, message: `record job ${key}`, tree: 't'.repeat(40), parents: [] });
    const text = JSON.stringify(sent);
    expect(text).not.toContain(key);
    expect(text).toContain('record job ***');
    expect(sent).toHaveLength(3);
  });
});

describe('rate limits against a loopback GitHub (the stand-in): handled exactly as on github.com', () => {
  const standIn = new GitHubStandIn();
  let url = '';
  beforeAll(async () => {
    url = await standIn.start();
  });
  afterAll(async () => {
    await standIn.stop();
  });
  afterEach(() => {
    standIn.requests.length = 0;
    standIn.comments.length = 0;
  });

  it('403 + retry-after: 1, then success: the comment lands, no permission warning', async () => {
    standIn.fault('create-comment', 403, 'Forbidden', { 'retry-after': '1' });
    const warn = vi.fn<(m: string) => void>();
    // No write spacing, asked for (the host being loopback changes nothing): the rate-limit handling is on all the same.
    const github = createGitHubClient({ token: TOKEN, baseUrl: url, writesPerMinute: 60_000, warn });
    await expect(upsertComment(github, target, 'hello')).resolves.toMatchObject({ body: 'hello' });
    expect(standIn.created()).toHaveLength(2);
    expect(standIn.comments.map((c) => c.body)).toEqual(['hello']);
    expect(warn.mock.calls.map(([m]) => m)).toEqual([expect.stringMatching(/secondary rate limit .*retrying in 1 s/)]);
  });

  it('retries spent: the error reads as a rate limit and names no permission', async () => {
    for (let i = 0; i < 3; i += 1) standIn.fault('create-comment', 403, 'Forbidden', { 'retry-after': '1' });
    const github = createGitHubClient({ token: TOKEN, baseUrl: url, writesPerMinute: 60_000 });
    const error: unknown = await upsertComment(github, target, 'hello').catch((e: unknown) => e);
    expect(standIn.created()).toHaveLength(3);
    const warning = describeGitHubError('create the comment on #1', error, 'issues: write');
    expect(warning).toMatch(/GitHub rate-limited the request/);
    expect(warning).not.toMatch(/permissions:/);
  }, 20_000);
});

// Last: fake time moves the throttling plugin's `global` group, shared by the process, into the future.
describe('transient faults (fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a 502 is retried three times, retry n waiting n² s (plugin-retry as it ships)', async () => {
    vi.useFakeTimers({ now: Date.now() + 1000, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const t0 = Date.now();
    const sent: number[] = [];
    const fetch = (): Promise<Response> => {
      sent.push(Math.round((Date.now() - t0) / 100) / 10);
      const ok = sent.length === 4;
      return Promise.resolve(
        new Response(JSON.stringify(ok ? { full_name: 'Codertocat/Hello-World' } : { message: 'Bad Gateway' }), {
          status: ok ? 200 : 502,
          headers: { 'content-type': 'application/json' },
        }),
      );
    };
    const github = createGitHubClient({ token: TOKEN, baseUrl: GITHUB_API, writesPerMinute: 60 });
    const answer = github.request('GET /repos/{owner}/{repo}', { owner: 'Codertocat', repo: 'Hello-World', request: { fetch } });
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(answer).resolves.toMatchObject({ status: 200 });
    // 1, 4 and 9 s apart.
    expect(sent).toEqual([0, 1, 5, 14]);
  });
});

afterAll(() => {
  nock.enableNetConnect();
});
