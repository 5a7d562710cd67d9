/**
 * The marker comments the action writes and reads: whose markers are believed,
 * which marker values are refused, and a comment create that is never retried
 * (a POST that failed with a 5xx may have created the comment all the same).
 */
import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { JobComment, runIdentity, type RunIdentity } from '../../src/comment/job-comment.ts';
import { createGitHubClient } from '../../src/github/client.ts';
import { formatMarker, listMarkedComments, parseMarker, upsertComment, type CommentTarget } from '../../src/comment/marked.ts';
import { FakeService, agentJob } from '../helpers/fake-service.ts';
import { TOKEN, gh, keepBody, useStrictNock, viewer } from '../helpers/github-nock.ts';
import { GITHUB_API, REPO } from '../helpers/run.ts';

useStrictNock();

const target: CommentTarget = { owner: 'Codertocat', repo: 'Hello-World', issueNumber: 1, isPullRequest: false };
const client = () => createGitHubClient({ token: TOKEN, baseUrl: GITHUB_API, writesPerMinute: 60_000 });
const marker = (jobId: string) => formatMarker({ kind: 'job', 'job-id': jobId, 'run-id': '4242', 'workflow-job': 'docs' });

function listed(id: number, jobId: string, user: { login: string; type: string }, association = 'NONE') {
  return {
    id,
    html_url: `https://github.com/Codertocat/Hello-World/issues/1#issuecomment-${id}`,
    body: `${marker(jobId)}\nbody`,
    user,
    author_association: association,
    created_at: '2026-11-22T08:00:00Z',
  };
}

const listComments = (comments: unknown[]) => gh().get(`${REPO}/issues/1/comments`).query({ per_page: '100' }).reply(200, comments);

describe('parseMarker', () => {
  it.each([
    ['a newline', '%0A'],
    ['a carriage return', '%0D'],
    ['NUL', '%00'],
    ['DEL', '%7F'],
    ['NEL (U+0085)', '%C2%85'],
    ['U+2028', '%E2%80%A8'],
    ['U+2029', '%E2%80%A9'],
  ])('refuses a value holding %s', (_name, encoded) => {
    expect(parseMarker(`<!-- docs-agent-action kind=job job-id=job_1${encoded}::error::forged -->`)).toBeUndefined();
  });

  it('keeps ordinary values, spaces and unicode included', () => {
    expect(parseMarker(formatMarker({ kind: 'job', 'job-id': 'job 1 · é' }))).toEqual({ kind: 'job', 'job-id': 'job 1 · é' });
  });
});

describe("listMarkedComments: markers are believed from the action's own identity only, whatever min-permission says", () => {
  const trust = { minPermission: 'write' } as const;

  it("believes github-actions[bot] and the token's own account; never a permission, never author_association", async () => {
    listComments([
      listed(1, 'job_workflow_token', { login: 'github-actions[bot]', type: 'Bot' }),
      listed(2, 'job_other_bot', { login: 'evil-app[bot]', type: 'Bot' }),
      listed(3, 'job_member', { login: 'org-member', type: 'User' }, 'MEMBER'),
      listed(4, 'job_outside_reader', { login: 'outside-reader', type: 'User' }, 'COLLABORATOR'),
      listed(5, 'job_owner', { login: 'Codertocat', type: 'User' }, 'OWNER'),
      listed(6, 'job_stranger', { login: 'mallory', type: 'User' }, 'NONE'),
    ]);
    // No permission is read (strict nock): every other author is judged against the token's own login, asked once.
    viewer('github-actions[bot]');
    const found = await listMarkedComments(client(), target, { minPermission: 'read' });
    expect(found.map((c) => c.marker['job-id'])).toEqual(['job_workflow_token']);
  });

  it("a personal token's own markers are believed (its login from GraphQL's viewer), asked once per client", async () => {
    listComments([
      listed(1, 'job_a', { login: 'docs-maintainer', type: 'User' }, 'MEMBER'),
      { ...listed(2, 'x', { login: 'chatty', type: 'User' }, 'NONE'), body: 'no marker here' },
      listed(3, 'job_b', { login: 'outside-reader', type: 'User' }, 'COLLABORATOR'),
    ]);
    viewer('Docs-Maintainer');
    const github = client();
    expect((await listMarkedComments(github, target, trust)).map((c) => c.marker['job-id'])).toEqual(['job_a']);
    listComments([listed(3, 'job_b', { login: 'outside-reader', type: 'User' }, 'COLLABORATOR')]);
    expect(await listMarkedComments(github, target, trust)).toEqual([]);
  });

  it('believes the login its own new comment returned (a GitHub App token) without asking; a later run asks the viewer', async () => {
    const app = { login: 'acme-docs[bot]', type: 'Bot' };
    gh()
      .post(`${REPO}/issues/1/comments`)
      .reply(201, { id: 10, html_url: 'https://github.com/Codertocat/Hello-World/issues/1#issuecomment-10', body: 'x', user: app });
    const writer = client();
    await upsertComment(writer, target, marker('job_app'));
    listComments([listed(10, 'job_app', app)]);
    expect((await listMarkedComments(writer, target, trust)).map((c) => c.marker['job-id'])).toEqual(['job_app']);
    // A fresh client (a later run) learns the token's login from GraphQL's viewer: the same App, so believed.
    listComments([listed(10, 'job_app', app)]);
    viewer('acme-docs[bot]');
    expect((await listMarkedComments(client(), target, trust)).map((c) => c.marker['job-id'])).toEqual(['job_app']);
  });
});

describe("listMarkedComments: a GitHub App token believes its own bot's markers, learnt from GraphQL's viewer", () => {
  const trust = { minPermission: 'write' } as const;
  const appBot = { login: 'docs-bot[bot]', type: 'Bot' };
  const evil = { login: 'evil[bot]', type: 'Bot' };

  it("believes the App's bot and refuses another bot's, asking the viewer once per client", async () => {
    listComments([listed(1, 'job_evil', evil), listed(2, 'job_app', appBot), listed(3, 'job_evil_2', evil)]);
    viewer('Docs-Bot[bot]');
    const github = client();
    expect((await listMarkedComments(github, target, trust)).map((c) => c.marker['job-id'])).toEqual(['job_app']);
    // Asked once per run: a second listing asks GitHub for the comments only.
    listComments([listed(2, 'job_app', appBot)]);
    expect(await listMarkedComments(github, target, trust)).toHaveLength(1);
  });

  it("refuses another bot's marker whatever its author_association says", async () => {
    listComments([listed(1, 'job_evil', evil, 'OWNER')]);
    viewer('docs-bot[bot]');
    expect(await listMarkedComments(client(), target, trust)).toEqual([]);
  });

  it('a failing viewer query: no bot but github-actions[bot] is believed, one warning, no throw, not asked again', async () => {
    listComments([listed(1, 'job_app', appBot), listed(2, 'job_workflow', { login: 'github-actions[bot]', type: 'Bot' })]);
    gh().post('/graphql').reply(403, { message: 'Resource not accessible by integration' });
    const warn = vi.fn<(message: string) => void>();
    const github = createGitHubClient({ token: TOKEN, baseUrl: GITHUB_API, writesPerMinute: 60_000, warn });
    expect((await listMarkedComments(github, target, trust)).map((c) => c.marker['job-id'])).toEqual(['job_workflow']);
    listComments([listed(1, 'job_app', appBot)]);
    expect(await listMarkedComments(github, target, trust)).toEqual([]);
    expect(warn.mock.calls).toEqual([
      [
        "Could not learn which account 'github-token' acts as (GraphQL viewer: Resource not accessible by integration): markers written by any account but github-actions[bot] are not believed in this run.",
      ],
    ]);
  });

  it('a viewer answer without a login is a failure too', async () => {
    listComments([listed(1, 'job_app', appBot)]);
    gh()
      .post('/graphql')
      .reply(200, { data: { viewer: null } });
    const warn = vi.fn<(message: string) => void>();
    const github = createGitHubClient({ token: TOKEN, baseUrl: GITHUB_API, writesPerMinute: 60_000, warn });
    expect(await listMarkedComments(github, target, trust)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('the answer names no login');
  });

  it("the workflow token's github-actions[bot] markers need no viewer query (strict nock: no request but the listing)", async () => {
    listComments([listed(1, 'job_workflow', { login: 'github-actions[bot]', type: 'Bot' })]);
    expect((await listMarkedComments(client(), target, trust)).map((c) => c.marker['job-id'])).toEqual(['job_workflow']);
  });
});

describe('a new comment (upsertComment with none to update) is never retried', () => {
  it('a 502 is sent once and thrown (the comment may exist: the caller looks it up)', async () => {
    let posts = 0;
    gh()
      .post(`${REPO}/issues/1/comments`)
      .times(2)
      .reply(() => {
        posts += 1;
        return posts === 1 ? [502, { message: 'Bad Gateway' }] : [201, { id: 11, html_url: 'u', body: 'x' }];
      });
    await expect(upsertComment(client(), target, 'x')).rejects.toMatchObject({ status: 502 });
    expect(posts).toBe(1);
    nock.cleanAll();
  });
});

describe('JobComment after a create whose outcome is unknown', () => {
  const run: RunIdentity = { ...runIdentity({ GITHUB_RUN_ID: '4242', GITHUB_JOB: 'docs', GITHUB_REPOSITORY: 'Codertocat/Hello-World' }) };
  const trigger = {
    kind: 'standalone',
    event: 'schedule',
    repository: { owner: 'Codertocat', repo: 'Hello-World' },
    actor: undefined,
  } as const;

  function jobComment() {
    const log = { info: vi.fn<(m: string) => void>(), warning: vi.fn<(m: string) => void>() };
    const comment = new JobComment({
      github: client(),
      target,
      trigger,
      run,
      existing: undefined,
      trust: { minPermission: 'write' },
      log,
    });
    return { comment, log };
  }

  function failedCreate(bodies: string[]) {
    gh()
      .post(`${REPO}/issues/1/comments`)
      .reply(
        502,
        keepBody(bodies, () => ({ message: 'Bad Gateway' })),
      );
  }

  it('finds the comment the 502 created by its run marker and updates it: no second comment', async () => {
    const posted: string[] = [];
    failedCreate(posted);
    listComments([listed(9001, 'job_1', { login: 'github-actions[bot]', type: 'Bot' })]);
    const patched: string[] = [];
    gh()
      .patch(`${REPO}/issues/comments/9001`)
      .reply(
        200,
        keepBody(patched, () => ({
          id: 9001,
          html_url: 'https://github.com/Codertocat/Hello-World/issues/1#issuecomment-9001',
          body: 'x',
        })),
      );
    const { comment, log } = jobComment();
    comment.created(agentJob({ id: 'job_1' }));
    await comment.finished(
      { job: agentJob({ id: 'job_1', status: 'completed', prLink: 'https://github.com/acme/docs/pull/7' }), failed: false },
      Date.now(),
    );
    expect(posted).toHaveLength(1);
    expect(patched).toHaveLength(1);
    expect(patched[0]).toContain('pull/7');
    expect(comment.url).toContain('#issuecomment-9001');
    expect(log.warning).toHaveBeenCalledTimes(1);
  });

  it('creates it again when the lookup shows the 502 created nothing', async () => {
    const posted: string[] = [];
    failedCreate(posted);
    listComments([]);
    gh()
      .post(`${REPO}/issues/1/comments`)
      .reply(
        201,
        keepBody(posted, () => ({ id: 9002, html_url: 'https://github.com/Codertocat/Hello-World/issues/1#issuecomment-9002', body: 'x' })),
      );
    const { comment } = jobComment();
    comment.created(agentJob({ id: 'job_1' }));
    await comment.finished(
      { job: agentJob({ id: 'job_1', status: 'completed', prLink: 'https://github.com/acme/docs/pull/7' }), failed: false },
      Date.now(),
    );
    expect(posted).toHaveLength(2);
    expect(comment.url).toContain('#issuecomment-9002');
  });
});

describe('JobComment.resume logs recorded values quoted', () => {
  it('a job id and a status with line breaks stay on one quoted line', async () => {
    const id = 'job_1\n::error::forged';
    const service = new FakeService().add(agentJob({ id, status: 'weird\n::warning::forged' }));
    const log = { info: vi.fn<(m: string) => void>(), warning: vi.fn<(m: string) => void>() };
    const existing = { id: 1, url: 'u', body: '', createdAt: '', marker: { kind: 'job', 'job-id': id } };
    const comment = new JobComment({
      github: undefined,
      target: undefined,
      trigger: { kind: 'standalone', event: 'schedule', repository: undefined, actor: undefined },
      run: runIdentity({}),
      existing,
      trust: { minPermission: 'write' },
      log,
    });
    await comment.resume(service);
    const lines = log.info.mock.calls.map(([m]) => m);
    expect(lines).toEqual([
      'Agent job "job_1\\n::error::forged", started by an earlier attempt of this run, has already ended ("weird\\n::warning::forged"): reporting it.',
    ]);
  });
});
