/**
 * Impact mode on recorded pull request payloads: `run()` with GitHub and the
 * assistant answered by nock, where the exchange is the point: the exact
 * assistant request (v2 with each hunk's `path`, v1 without), the files read
 * page by page, the one comment created and then edited, nothing asked when
 * the files and hunks are those of the last check.
 */
import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { formatMarker, parseMarker } from '../../src/comment/marked.ts';
import { changesHash } from '../../src/affected-pages/hunks.ts';
import { impactMarker } from '../../src/comment/impact-marker.ts';
import { v2AnswerBody } from '../helpers/assistant-stream.ts';
import { loadPayload } from '../../tools/events.ts';
import { ACTION_BOT, commentUpdates, gh, jobComment, useStrictNock } from '../helpers/github-nock.ts';
import { REPO, RUN_ID, runInProcess, type InProcessResult } from '../helpers/run.ts';

const ASSISTANT = 'https://api.docs.test';
const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';

useStrictNock();

const impactInputs = { mode: 'impact', 'assistant-api-key': 'svc_dsc_public', domain: 'acme' };

interface File {
  filename: string;
  status: string;
  additions: number;
  deletions: number;
  patch?: string;
}

const FILES: File[] = [
  { filename: 'README.md', status: 'modified', additions: 1, deletions: 1, patch: '@@ -1 +1 @@\n-Hello\n+Hello, world' },
  {
    filename: 'src/keys.ts',
    status: 'modified',
    additions: 6,
    deletions: 2,
    patch: '@@ -10,4 +10,8 @@\n-rotate()\n+rotate({ grace: 60 })',
  },
  { filename: 'logo.png', status: 'added', additions: 0, deletions: 0 },
];

/** Expects the pull request's files to be listed (100 a page). */
function listFiles(files: File[] = FILES) {
  return gh().get(`${REPO}/pulls/2/files`).query({ per_page: '100' }).reply(200, files);
}

/** Expects the pull request's comments to be listed, answering these. */
function listComments(comments: { id: number; body: string }[] = []) {
  return gh()
    .get(`${REPO}/issues/2/comments`)
    .query({ per_page: '100' })
    .reply(
      200,
      comments.map((c) => ({
        ...c,
        user: ACTION_BOT,
        created_at: '2026-11-22T08:00:00Z',
        html_url: `https://github.com/Codertocat/Hello-World/pull/2#issuecomment-${c.id}`,
      })),
    );
}

/** Expects one question to the assistant (v2 or v1); returns the request bodies. */
async function assistant(version: 'v1' | 'v2', sources: { url: string; title: string }[]): Promise<Record<string, unknown>[]> {
  const requests: Record<string, unknown>[] = [];
  const text = sources.map((s) => `The ${s.title} page shows the old call.`).join(' ');
  const body =
    version === 'v2'
      ? await v2AnswerBody({ text, sources })
      : [
          `0:${JSON.stringify(text)}`,
          ...sources.map((s, i) => `h:${JSON.stringify({ sourceType: 'url', id: `s${i}`, ...s })}`),
          'd:{"finishReason":"stop"}',
          '',
        ].join('\n');
  const headers = version === 'v2' ? { 'content-type': 'text/event-stream' } : { 'x-vercel-ai-data-stream': 'v1' };
  nock(ASSISTANT, { reqheaders: { authorization: 'Bearer svc_dsc_public' } })
    .post(`/discovery/${version}/assistant/acme/message`, (b: Record<string, unknown>) => {
      requests.push(b);
      return true;
    })
    .reply(200, body, headers);
  return requests;
}

function run(action = 'opened', inputs: Record<string, string> = {}): Promise<InProcessResult> {
  const payload = loadPayload(action === 'synchronize' ? 'pull_request.synchronize.json' : 'pull_request.opened.json');
  return runInProcess({ event: { name: 'pull_request_target', payload }, inputs: { ...impactInputs, ...inputs } });
}

const IMPACT_BODY = `${formatMarker(impactMarker({ hash: '0123456789abcdef', head: HEAD, pages: [] }))}\nthis run's`;

const PAGES = [
  { url: 'https://acme.docs.example/reference/keys', title: 'Keys' },
  { url: 'https://acme.docs.example/guides/quickstart', title: 'Quickstart' },
];

describe('impact mode: the exchange', () => {
  it('v2: one request whose context carries each hunk with its path (largest change first), then one comment', async () => {
    listFiles();
    listComments();
    const requests = await assistant('v2', PAGES);
    const bodies = jobComment(2, { page: 'pull', updates: 0 });
    // Read again after the create: this run's comment is the only one.
    listComments([{ id: 9001, body: IMPACT_BODY }]);
    const result = await run();

    expect(result.failed, result.stdout).toBe(false);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toEqual({
      fp: 'anonymous',
      messages: [{ id: expect.any(String) as string, role: 'user', parts: [{ type: 'text', text: expect.any(String) as string }] }],
      threadId: null,
      retrievalPageSize: 5,
      filter: null,
      context: [
        { type: 'code', value: FILES[1]!.patch, path: 'src/keys.ts' },
        { type: 'code', value: FILES[0]!.patch, path: 'README.md' },
      ],
    });
    const question = (request!.messages as { parts: { text: string }[] }[])[0]!.parts[0]!.text;
    expect(question).toMatch(/^A pull request titled "Update the README with new information\." changes these 3 files/);
    expect(question).toContain('- modified src/keys.ts\n- modified README.md\n- added logo.png');

    expect(bodies).toHaveLength(1);
    const marker = parseMarker(bodies[0]);
    expect(marker).toMatchObject({
      kind: 'impact',
      hash: changesHash(FILES.map((f) => ({ path: f.filename, ...f }))),
      head: HEAD,
      'run-id': RUN_ID,
    });
    expect(JSON.parse(marker!.pages!)).toEqual([
      { title: 'Keys', url: PAGES[0]!.url },
      { title: 'Quickstart', url: PAGES[1]!.url },
    ]);
    expect(bodies[0]).toContain(`- [Keys](${PAGES[0]!.url}): The Keys page shows the old call.`);
    expect(result.outputs).toMatchObject({
      status: 'checked',
      'comment-url': 'https://github.com/Codertocat/Hello-World/pull/2#issuecomment-9001',
      'triggered-by': 'Codertocat',
    });
    expect(JSON.parse(result.outputs.pages!)).toEqual([
      { title: 'Keys', url: PAGES[0]!.url },
      { title: 'Quickstart', url: PAGES[1]!.url },
    ]);
    expect(result.summary).toContain('## Docs impact');
    expect(result.summary).toContain(`- [Keys](${PAGES[0]!.url})`);
  });

  it('v1: the same context without `path` (v1 takes none): the hunks carry their diff header; the answer read from the data stream', async () => {
    listFiles();
    listComments();
    const requests = await assistant('v1', PAGES.slice(0, 1));
    jobComment(2, { id: 9002, page: 'pull', updates: 0 });
    listComments([{ id: 9002, body: IMPACT_BODY }]);
    const result = await run('opened', { 'assistant-api-version': 'v1' });

    expect(result.failed, result.stdout).toBe(false);
    expect(requests[0]!.context).toEqual([
      { type: 'code', value: `--- a/src/keys.ts\n+++ b/src/keys.ts\n${FILES[1]!.patch!}` },
      { type: 'code', value: `--- a/README.md\n+++ b/README.md\n${FILES[0]!.patch!}` },
    ]);
    expect((requests[0]!.messages as { content: string }[])[0]!.content).toMatch(/^A pull request titled/);
    expect(result.outputs.status).toBe('checked');
  });

  it('a push with the same files and hunks: the marker’s hash matches, nothing is asked and nothing written', async () => {
    listFiles();
    const pages = [{ title: 'Keys', url: PAGES[0]!.url }];
    const hash = changesHash(FILES.map((f) => ({ path: f.filename, ...f })));
    listComments([{ id: 9001, body: `${formatMarker(impactMarker({ hash, head: 'f95f852bd8fc', pages }))}\nearlier` }]);
    const result = await run('synchronize');

    expect(result.failed, result.stdout).toBe(false);
    expect(result.outputs).toMatchObject({
      status: 'unchanged',
      'comment-url': 'https://github.com/Codertocat/Hello-World/pull/2#issuecomment-9001',
    });
    expect(JSON.parse(result.outputs.pages!)).toEqual(pages);
    expect(result.stdout).toContain('nothing is asked');
  });

  it('a push with new hunks: one request, and the same comment edited in place', async () => {
    const changed = FILES.map((f) => (f.filename === 'src/keys.ts' ? { ...f, patch: `${f.patch!}\n+revoke()` } : f));
    listFiles(changed);
    const old = changesHash(FILES.map((f) => ({ path: f.filename, ...f })));
    listComments([{ id: 9001, body: `${formatMarker(impactMarker({ hash: old, head: 'f95f852bd8fc', pages: [] }))}\nearlier` }]);
    const requests = await assistant('v2', PAGES.slice(1));
    const bodies = commentUpdates(9001, 2, { page: 'pull' });
    const result = await run('synchronize');

    expect(result.failed, result.stdout).toBe(false);
    expect(requests).toHaveLength(1);
    expect(parseMarker(bodies[0])?.hash).toBe(changesHash(changed.map((f) => ({ path: f.filename, ...f }))));
    expect(result.outputs).toMatchObject({
      status: 'checked',
      'comment-url': 'https://github.com/Codertocat/Hello-World/pull/2#issuecomment-9001',
    });
  });

  it('nothing found: no comment when there is none, and an earlier one edited to say so', async () => {
    listFiles();
    listComments();
    await assistant('v2', []);
    const first = await run();
    expect(first.failed, first.stdout).toBe(false);
    expect(first.outputs).toMatchObject({ status: 'checked', pages: '[]', 'comment-url': '' });

    listFiles();
    listComments([
      { id: 9001, body: `${formatMarker(impactMarker({ hash: '0123456789abcdef', head: 'f95f852bd8fc', pages: PAGES }))}\nearlier` },
    ]);
    await assistant('v2', []);
    const bodies = commentUpdates(9001, 2, { page: 'pull' });
    const second = await run('synchronize');
    expect(second.failed, second.stdout).toBe(false);
    expect(bodies[0]).toContain('no longer finds a page of the documentation that this pull request changes');
    expect(JSON.parse(parseMarker(bodies[0])!.pages!)).toEqual([]);
    expect(second.outputs).toMatchObject({ status: 'checked', pages: '[]' });
  });

  it('a draft is skipped green, before any request (unless impact-drafts)', async () => {
    const payload = loadPayload('pull_request.opened.json');
    (payload.pull_request as Record<string, unknown>).draft = true; // in memory: a draft
    const result = await runInProcess({ event: { name: 'pull_request', payload }, inputs: impactInputs });
    expect(result.failed).toBe(false);
    expect(result.outputs).toMatchObject({ status: 'skipped', pages: '[]', 'comment-url': '' });
    expect(result.stdout).toContain(
      "::notice::Nothing to do: pull request #2 is a draft; it is checked once it is ready for review (or with 'impact-drafts': true).",
    );
  });

  it('the files cannot be read: status error, the step fails naming what failed', async () => {
    gh().get(`${REPO}/pulls/2/files`).query({ per_page: '100' }).reply(403, { message: 'Resource not accessible by integration' });
    const result = await run();
    expect(result.failed).toBe(true);
    expect(result.outputs.status).toBe('error');
    // What the run learned before it failed is kept: who opened the pull request.
    expect(result.outputs['triggered-by']).toBe('Codertocat');
    expect(result.stdout).toContain('::error::Could not read the changed files of pull request #2: Resource not accessible by integration');
  });

  it('the assistant call ends at the run’s deadline: a wait for the count leaves it only the time that is left', async () => {
    listFiles();
    listComments();
    nock(ASSISTANT).post('/discovery/v2/assistant/acme/message').delay(5_000).reply(200, '');
    // The count took 299.6 of the run's 300 s (a wait for the month, or for a busy ledger): the run's clock moves on.
    const openQuota = () =>
      Promise.resolve({
        reserve: () => {
          vi.advanceTimersByTime(299_600);
          return Promise.resolve({ kind: 'untracked' as const, reason: 'a test' });
        },
        settle: () => Promise.resolve(),
      });
    const started = Date.now();
    const payload = loadPayload('pull_request.opened.json');
    const result = await runInProcess({
      event: { name: 'pull_request_target', payload },
      inputs: { ...impactInputs, 'ask-timeout-seconds': '300' },
      overrides: { openQuota },
    });
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(result.outputs.status).toBe('error');
    expect(result.stdout).toMatch(/no complete answer: not done within the run's time \('ask-timeout-seconds': 300\)/);
    nock.abortPendingRequests();
    nock.cleanAll();
  });

  /** Expects the files to be listed page by page (100 a page, GitHub's `link` header to the next). */
  function listPages(files: File[]) {
    for (let page = 1; (page - 1) * 100 < files.length; page += 1) {
      const last = page * 100 >= files.length;
      const next = `<https://api.github.test${REPO}/pulls/2/files?per_page=100&page=${String(page + 1)}>; rel="next"`;
      gh()
        .get(`${REPO}/pulls/2/files`)
        .query(page === 1 ? { per_page: '100' } : { per_page: '100', page: String(page) })
        .reply(200, files.slice((page - 1) * 100, page * 100), last ? {} : { link: next });
    }
  }

  function runWith(changedFiles: number, head: string): Promise<InProcessResult> {
    const payload = loadPayload('pull_request.synchronize.json');
    const pull = payload.pull_request as Record<string, unknown>;
    pull.changed_files = changedFiles;
    pull.head = { ...(pull.head as object), sha: head };
    return runInProcess({ event: { name: 'pull_request_target', payload }, inputs: impactInputs });
  }

  it('sees the whole change: a change past the 300th file (path order) is a new change, and the counts are the pull request’s', async () => {
    const filler: File[] = Array.from({ length: 320 }, (_, i) => ({
      filename: `a/${String(i).padStart(4, '0')}.md`,
      status: 'modified',
      additions: 1,
      deletions: 1,
      patch: `@@ -1 +1 @@\n-old ${String(i)}\n+new ${String(i)}`,
    }));
    const keys: File = { filename: 'src/auth/keys.ts', status: 'modified', additions: 1, deletions: 1, patch: '@@ -1 +1 @@\n-a\n+b' };
    const before = [...filler, keys];
    const hash = changesHash(before.map((f) => ({ path: f.filename, ...f })));
    listPages([...filler, { ...keys, patch: '@@ -1 +1 @@\n-a\n+c' }]);
    listComments([{ id: 9001, body: `${formatMarker(impactMarker({ hash, head: 'f95f852bd8fc', pages: [] }))}\nearlier` }]);
    const requests = await assistant('v2', PAGES.slice(0, 1));
    const bodies = commentUpdates(9001, 2, { page: 'pull' });
    const result = await runWith(321, 'ec26c3e57ca3a959ca5aad62de7213c562f8c821');

    expect(result.failed, result.stdout).toBe(false);
    expect(result.outputs.status).toBe('checked');
    expect(requests).toHaveLength(1);
    const question = (requests[0]!.messages as { parts: { text: string }[] }[])[0]!.parts[0]!.text;
    expect(question).toMatch(/changes these 321 files/);
    expect(bodies[0]).toContain('A push that changes the files or their hunks checks again');
  });

  it('a list GitHub cut (changed_files above what it lists): the comment says so, and the next push checks again', async () => {
    const files = FILES;
    const hash = changesHash(files.map((f) => ({ path: f.filename, ...f })));
    // The marker of a check of the very same files: without the cut, nothing would be asked.
    listFiles(files);
    listComments([{ id: 9001, body: `${formatMarker(impactMarker({ hash, head: 'f95f852bd8fc', pages: [] }))}\nearlier` }]);
    await assistant('v2', PAGES.slice(0, 1));
    const bodies = commentUpdates(9001, 2, { page: 'pull' });
    const result = await runWith(3_500, 'ec26c3e57ca3a959ca5aad62de7213c562f8c821');
    expect(result.outputs.status).toBe('checked');
    expect(bodies[0]).toContain(
      "GitHub lists at most 3,000 of a pull request's files: 3,497 changed files of 3,500 went unseen, so every push checks again and updates this comment.",
    );
    expect(result.stdout).toContain('::warning::GitHub listed 3 of the 3500 files pull request #2 changes');
    const written = parseMarker(bodies[0])!.hash!;
    expect(written).toBe(
      changesHash(
        files.map((f) => ({ path: f.filename, ...f })),
        'ec26c3e57ca3a959ca5aad62de7213c562f8c821',
      ),
    );
    expect(written).not.toBe(
      changesHash(
        files.map((f) => ({ path: f.filename, ...f })),
        'ffffffffffffffffffffffffffffffffffffffff',
      ),
    );
  });

  it('two checks at once: the one whose comment is newer deletes it and writes its body into the older one', async () => {
    listFiles();
    listComments();
    await assistant('v2', PAGES);
    jobComment(2, { id: 9005, page: 'pull', updates: 0 });
    // Another run's comment (9003) was created first.
    listComments([
      { id: 9003, body: `${formatMarker(impactMarker({ hash: '0123456789abcdef', head: HEAD, pages: [] }))}\nthe other run's` },
      { id: 9005, body: IMPACT_BODY },
    ]);
    const deleted = gh().delete(`${REPO}/issues/comments/9005`).reply(204);
    const bodies = commentUpdates(9003, 2, { page: 'pull' });
    const result = await run();
    expect(result.failed, result.stdout).toBe(false);
    expect(deleted.isDone()).toBe(true);
    expect(bodies[0]).toContain(`- [Keys](${PAGES[0]!.url}): The Keys page shows the old call.`);
    expect(result.outputs['comment-url']).toBe('https://github.com/Codertocat/Hello-World/pull/2#issuecomment-9003');
  });
});
