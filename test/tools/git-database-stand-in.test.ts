/**
 * The git database stand-in, run alone as the benchmark runs it: refs are a
 * real compare-and-swap, and every request is recorded with when it arrived
 * and was answered, and whether the stand-in knows the route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GITHUB_TOKEN, GitDatabaseStandIn } from '../../tools/stand-ins/git-database.ts';

let clock = 1_000;
const git = new GitDatabaseStandIn({ now: () => (clock += 1) });
let repo = '';

beforeAll(async () => {
  repo = `${await git.start()}/repos/acme/docs`;
});
afterAll(async () => {
  await git.stop();
});

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${repo}/${path}`, {
    method,
    headers: { authorization: `token ${DEFAULT_GITHUB_TOKEN}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function commit(content: string, parents: string[]): Promise<string> {
  const tree = await call('POST', 'git/trees', { tree: [{ path: 'ledger.json', mode: '100644', type: 'blob', content }] });
  const made = await call('POST', 'git/commits', { message: 'ledger', tree: tree.json.sha, parents });
  return String(made.json.sha);
}

describe('the git database stand-in on its own server', () => {
  it('creates a ref, moves it forward and refuses a stale update', async () => {
    const ref = 'refs/docs-agent/budget/bench';
    expect((await call('GET', 'git/ref/docs-agent/budget/bench')).status).toBe(404);

    const first = await commit('{"n":1}', []);
    expect((await call('POST', 'git/refs', { ref, sha: first })).status).toBe(201);
    expect((await call('POST', 'git/refs', { ref, sha: first })).status).toBe(422);

    const second = await commit('{"n":2}', [first]);
    const stale = await commit('{"n":"stale"}', [first]);
    expect((await call('PATCH', 'git/refs/docs-agent/budget/bench', { sha: second })).status).toBe(200);
    expect((await call('PATCH', 'git/refs/docs-agent/budget/bench', { sha: stale })).status).toBe(422);

    expect((await call('GET', 'git/ref/docs-agent/budget/bench')).json.object).toMatchObject({ sha: second, type: 'commit' });
    expect(git.readFile('acme/docs', ref, 'ledger.json')).toBe('{"n":2}');
    expect(git.requests.some((r) => r.status === 422)).toBe(true);
    expect(git.requests.every((r) => r.known && r.at < r.answeredAt)).toBe(true);
  });

  it('answers 404 to a route it does not implement, and records it as unknown', async () => {
    const before = git.requests.length;
    expect((await call('GET', 'issues/1/comments')).status).toBe(404);
    expect((await call('PUT', 'git/tags')).status).toBe(404);
    expect(git.requests.slice(before)).toMatchObject([
      { method: 'GET', path: '/repos/acme/docs/issues/1/comments', status: 404, known: false },
      { method: 'PUT', path: '/repos/acme/docs/git/tags', status: 404, known: false },
    ]);
  });

  it('hang: holds the next matching request unanswered (with land, after it took effect); the one after is answered', async () => {
    const ref = 'refs/docs-agent/budget/held';
    const first = await commit('{"n":1}', []);
    expect((await call('POST', 'git/refs', { ref, sha: first })).status).toBe(201);
    const second = await commit('{"n":2}', [first]);
    git.hang('PATCH', /\/git\/refs\//, { land: true }).hang('GET', /\/git\/ref\//);
    const held = git.held;
    const noAnswer = (path: string, method = 'GET', body?: unknown) =>
      fetch(`${repo}/${path}`, {
        method,
        headers: { authorization: `token ${DEFAULT_GITHUB_TOKEN}`, 'content-type': 'application/json' },
        signal: AbortSignal.timeout(300),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    await expect(noAnswer('git/refs/docs-agent/budget/held', 'PATCH', { sha: second })).rejects.toThrow(/aborted|timeout/i);
    // The update landed though its answer never came.
    expect(git.refSha('acme/docs', ref)).toBe(second);
    await expect(noAnswer('git/ref/docs-agent/budget/held')).rejects.toThrow(/aborted|timeout/i);
    expect(git.held - held).toBe(2);
    expect((await call('GET', 'git/ref/docs-agent/budget/held')).json.object).toMatchObject({ sha: second });
  });
});
