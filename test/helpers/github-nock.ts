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
 * A body matcher that accepts any `{ body }` and keeps it in `bodies`, in
 * order: the comments written, for a reply or a later assertion (nock 15
 * calls a reply function with the request only, so bodies are taken here).
 */
export const recordBody =
  (bodies: string[]) =>
  (request: { body: string }): boolean => {
    bodies.push(request.body);
    return true;
  };

/** The comments of the FakeService's pull requests (acme/docs), where the action leaves its note. */
export const FAKE_PULLS = /^\/repos\/acme\/docs\/issues\/\d+\/comments/;

/**
 * Lets the note on the FakeService's pull requests be written, without
 * expecting it (optional mocks): tests about something else need not spell it
 * out. test/refine/pr-note-run.test.ts checks that exchange precisely, on another
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

/** No network but nock's; after each test, nothing expected may be left unused. */
export function useStrictNock(): void {
  beforeAll(() => {
    nock.disableNetConnect();
  });
  beforeEach(() => {
    acceptNotes();
  });
  afterEach(() => {
    const pending = nock.pendingMocks();
    nock.cleanAll();
    expect(pending).toEqual([]);
  });
  afterAll(() => {
    nock.enableNetConnect();
  });
}

/**
 * Expects a merged pull request's comments to be read for its last docs
 * impact check (test/impact/pages-at-merge.test.ts), and finds none. Left
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
