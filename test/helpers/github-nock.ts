/**
 * The GitHub API answered by nock, for the in-process tests: every request
 * the action makes must be expected, and every expected one made.
 */
import nock from 'nock';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { GITHUB_API, REPO } from './run.ts';

export const TOKEN = 'ghs_workflow_token';
/** The comment ids in the recorded payloads (test/fixtures/events). */
export const COMMENT_ID = 492700400;
export const REVIEW_COMMENT_ID = 284312630;

/** A scope on the GitHub API that needs the workflow token. */
export const gh = (): nock.Scope => nock(GITHUB_API, { reqheaders: { authorization: `token ${TOKEN}` } });

/**
 * A reply that keeps the request's JSON `body` field in `bodies`, in order (the comments written), and answers
 * with `answer(body)`. Kept in the reply, not in a body matcher: nock runs every body matcher on every request
 * it compares (other methods and paths too), but replies only to the request that matched.
 */
export const keepBody =
  (bodies: string[], answer: (body: string) => nock.Body = () => ({})) =>
  async (request: Request): Promise<nock.Body> => {
    const { body } = (await request.json()) as { body: string };
    bodies.push(body);
    return answer(body);
  };

/** The action's identity on the comments it writes (the workflow token's). */
export const ACTION_BOT = { login: 'github-actions[bot]', type: 'Bot' };

/** Where a comment's link points: an issue's page or a pull request's. */
export type CommentPage = 'issues' | 'pull';

/** A comment on #`issue` as the API returns it, by the action unless `user` says otherwise. */
export function apiComment(id: number, issue: number, body: string, options: { user?: object; page?: CommentPage } = {}) {
  return {
    id,
    html_url: `https://github.com/Codertocat/Hello-World/${options.page ?? 'issues'}/${issue}#issuecomment-${id}`,
    body,
    user: options.user ?? ACTION_BOT,
    author_association: 'NONE',
  };
}

/** Expects comment `id` on #`issue` updated `times` times; returns the bodies written, in order. */
export function commentUpdates(id: number, issue: number, options: { times?: number; page?: CommentPage } = {}): string[] {
  const bodies: string[] = [];
  gh()
    .patch(`${REPO}/issues/comments/${id}`)
    .times(options.times ?? 1)
    .reply(
      200,
      keepBody(bodies, (body) => apiComment(id, issue, body, options)),
    );
  return bodies;
}

/**
 * Expects the job comment: created on #`issue` as comment `id` (9001 unless given), then updated once (`updates`:
 * other counts); returns the bodies written, in order.
 */
export function jobComment(issue: number, options: { id?: number; page?: CommentPage; updates?: number } = {}): string[] {
  const id = options.id ?? 9001;
  const bodies: string[] = [];
  gh()
    .post(`${REPO}/issues/${issue}/comments`)
    .reply(
      201,
      keepBody(bodies, (body) => apiComment(id, issue, body, options)),
    );
  const updates = options.updates ?? 1;
  if (updates > 0) {
    gh()
      .patch(`${REPO}/issues/comments/${id}`)
      .times(updates)
      .reply(
        200,
        keepBody(bodies, (body) => apiComment(id, issue, body, options)),
      );
  }
  return bodies;
}

/** The comments of the FakeService's pull requests (acme/docs), where the action leaves its note. */
export const FAKE_PULLS = /^\/repos\/acme\/docs\/issues\/\d+\/comments/;

/**
 * Lets the note on the FakeService's pull requests be written, without
 * expecting it (optional mocks): tests about something else need not spell it
 * out. test/comment/pr-note-run.test.ts checks that exchange precisely, on another
 * pull request.
 */
export function acceptNotes(): void {
  nock(GITHUB_API).get(FAKE_PULLS).optionally().times(50).reply(200, []);
  nock(GITHUB_API)
    .post(FAKE_PULLS)
    .optionally()
    .times(50)
    .reply(201, {
      id: 7007,
      html_url: 'https://github.com/acme/docs/pull/7#issuecomment-7007',
      body: '',
      user: { login: 'github-actions[bot]', type: 'Bot' },
    });
}

/**
 * Lets a waiting run look for the docs preview of its job's pull request without expecting it (optional mocks):
 * the pull request is not readable (404), which is a debug line and no preview. A test that expects a read of the
 * same pull request itself (its state) keeps it: this mock stands aside while another one for the path is pending.
 * test/preview/deployments.test.ts checks the lookup's exchange precisely.
 */
export function acceptPreviewLookups(): void {
  const expected = (path: string): boolean => nock.pendingMocks().some((mock) => mock.startsWith('GET ') && mock.endsWith(path));
  nock(GITHUB_API)
    .get((path) => /^\/repos\/[^/]+\/[^/]+\/pulls\/\d+$/.test(path) && !expected(path))
    .optionally()
    .times(50)
    .reply(404, { message: 'Not Found' });
}

/**
 * No network but nock's; after each test, nothing expected may be left unused and no request may have gone
 * unmatched. An unexpected request gets nock's 501 (or a refused connection), which the action may survive (a
 * warning, a retry): it fails the test here all the same, naming the request.
 */
export function useStrictNock(): void {
  const unexpected: string[] = [];
  const noMatch = (request: { method?: string; url?: string }): void => {
    unexpected.push(`${request.method ?? '?'} ${request.url ?? '?'}`);
  };
  beforeAll(() => {
    nock.disableNetConnect();
    nock.emitter.on('no match', noMatch);
  });
  beforeEach(() => {
    acceptNotes();
    acceptPreviewLookups();
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
}

/**
 * Expects a merged pull request's comments to be read for its last docs
 * impact check (test/affected-pages/pages-at-merge.test.ts), and finds none. Left
 * unexpected, the read fails and is retried in real time (about 14 s).
 */
export function noImpactCheck(pull: number): nock.Scope {
  return gh().get(`${REPO}/issues/${pull}/comments`).query({ per_page: '100' }).reply(200, []);
}

/** Expects the permission read for `login`, answering `role`. */
export function permission(login: string, role: string | 404): nock.Scope {
  const scope = gh().get(`${REPO}/collaborators/${encodeURIComponent(login)}/permission`);
  if (role === 404) return scope.reply(404, { message: 'Not Found' });
  const base = { admin: 'admin', maintain: 'write', write: 'write', triage: 'read', read: 'read' }[role] ?? 'none';
  return scope.reply(200, { permission: base, role_name: role, user: { login } });
}

/** Expects a reaction on an issue comment, or on a pull request review comment. */
export function reaction(commentId: number, content: string, review = false): nock.Scope {
  return gh()
    .post(`${REPO}/${review ? 'pulls' : 'issues'}/comments/${commentId}/reactions`, { content })
    .reply(201, { id: 1, content });
}

/** Expects the GraphQL question "which account is this token?", answering `login` (or failing with `status`). */
export function viewer(login: string | { status: number; message: string }): nock.Scope {
  const scope = gh().post('/graphql', (body: { query?: string }) => /\bviewer\s*\{\s*login\s*\}/.test(body.query ?? ''));
  if (typeof login === 'string') return scope.reply(200, { data: { viewer: { login } } });
  return scope.reply(login.status, { message: login.message });
}

/** How GitHub answers a dry run's write probe: 422 when the token may write (nothing is written), 403 when not. */
export type ProbeAnswer = 422 | 403;

const PROBE_REPLIES: Record<ProbeAnswer, { message: string; headers?: Record<string, string> }> = {
  422: { message: 'Validation Failed' },
  403: { message: 'Resource not accessible by integration' },
};

/**
 * Expects a dry run's probe of `contents: write` on the ledger's repository (a ref to a commit that does not
 * exist) and, when `issue` is given, of the comment's permission (a comment with an empty body).
 */
export function writeProbes(answers: { contents?: ProbeAnswer; comment?: { issue: number; answer: ProbeAnswer } }): void {
  if (answers.contents) {
    const { message } = PROBE_REPLIES[answers.contents];
    gh()
      .post(
        `${REPO}/git/refs`,
        (body: { ref?: string; sha?: string }) => body.ref === 'refs/docs-agent/dry-run-check' && /^[0-9a-f]{40}$/.test(body.sha ?? ''),
      )
      .reply(
        answers.contents,
        { message: answers.contents === 422 ? 'Object does not exist' : message },
        answers.contents === 403 ? { 'x-accepted-github-permissions': 'contents=write' } : {},
      );
  }
  if (answers.comment) {
    const { issue, answer } = answers.comment;
    gh()
      .post(`${REPO}/issues/${issue}/comments`, { body: '' })
      .reply(
        answer,
        { message: PROBE_REPLIES[answer].message },
        answer === 403 ? { 'x-accepted-github-permissions': 'issues=write; pull_requests=write' } : {},
      );
  }
}
