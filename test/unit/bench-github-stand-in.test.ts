/** The benchmark's GitHub stand-in keeps a git database whose ref updates are a real compare-and-swap. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitHubStandIn } from '../../bench/github-stand-in.ts';

const github = new GitHubStandIn();
let repo = '';

beforeAll(async () => {
  repo = `${await github.start()}/repos/acme/docs`;
});
afterAll(async () => {
  await github.stop();
});

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${repo}/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
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

describe('the GitHub stand-in', () => {
  it('creates a ref, moves it forward, refuses a stale update and serves the file', async () => {
    const ref = 'refs/docs-agent/budget/bench';
    expect((await call('GET', `git/ref/docs-agent/budget/bench`)).status).toBe(404);

    const first = await commit('{"n":1}', []);
    expect((await call('POST', 'git/refs', { ref, sha: first })).status).toBe(201);
    expect((await call('POST', 'git/refs', { ref, sha: first })).status).toBe(422);

    const second = await commit('{"n":2}', [first]);
    const stale = await commit('{"n":"stale"}', [first]);
    expect((await call('PATCH', `git/refs/docs-agent/budget/bench`, { sha: second })).status).toBe(200);
    expect((await call('PATCH', `git/refs/docs-agent/budget/bench`, { sha: stale })).status).toBe(422);

    const read = await call('GET', `git/ref/docs-agent/budget/bench`);
    expect(read.json.object).toMatchObject({ sha: second, type: 'commit' });
    const file = await call('GET', `contents/ledger.json?ref=${encodeURIComponent(ref)}`);
    expect(Buffer.from(String(file.json.content), 'base64').toString()).toBe('{"n":2}');
    expect(github.requests.some((r) => r.status === 422)).toBe(true);
    expect(github.requests.every((r) => r.known)).toBe(true);
  });

  it('answers 404 to anything else, and records it', async () => {
    const before = github.requests.length;
    expect((await call('GET', 'issues/1/comments')).status).toBe(404);
    expect(github.requests.slice(before)).toMatchObject([{ method: 'GET', path: '/repos/acme/docs/issues/1/comments', status: 404, known: false }]);
  });
});
