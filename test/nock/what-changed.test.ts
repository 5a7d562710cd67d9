/**
 * `run()` on merged pull requests and pushes: the files and commits read from
 * every page of GitHub's pulls and compare APIs (nock answers each page), the
 * prompt that says what changed, where the job reports, and what happens when
 * GitHub cannot be read.
 */
import { describe, expect, it } from 'vitest';
import { loadPayload, type Payload } from '../helpers/events.ts';
import { FakeService } from '../helpers/fake-service.ts';
import { gh, useStrictNock } from '../helpers/github-nock.ts';
import { MAX_PAGES } from '../../src/github/changes.ts';
import { GITHUB_API, REPO, runInProcess, type InProcessResult, type InProcessRun } from '../helpers/run.ts';

useStrictNock();

const BEFORE = '4544205a385319fd846d5df4ed2e3b8173529d78';
const AFTER = '6113728f27ae82c7b1a177c8d03f9e96e0adf246';

async function runChecked(options: InProcessRun): Promise<InProcessResult> {
  const result = await runInProcess(options);
  expect(result.stdout).not.toContain('Nock: No match');
  return result;
}

const file = (i: number) => ({ filename: `src/module-${i}.ts`, status: 'modified', additions: i, deletions: 1, changes: i + 1 });
const commit = (i: number, login = 'Codertocat') => ({
  sha: `${String(i).padStart(7, '0')}aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa`,
  commit: { message: `Commit number ${i}\n\nWith a body.`, author: { name: 'The Octocat' } },
  author: { login },
});
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/** The `Link` header of page `page` of `path` when a next page exists. */
const next = (path: string, page: number) => ({ link: `<${GITHUB_API}${path}?per_page=100&page=${page + 1}>; rel="next"` });

/** Expects pages of `path` (100 a page), each answered with `pages[i]`; a next link on all but the last. */
function pages(path: string, bodies: unknown[]): void {
  bodies.forEach((body, i) => {
    const page = i + 1;
    gh()
      .get(path)
      .query(page === 1 ? { per_page: '100' } : { per_page: '100', page: String(page) })
      .reply(200, body, i < bodies.length - 1 ? next(path, page) : {});
  });
}

/** One comment created on `issue` and updated; returns the bodies written. */
function commentLifecycle(issue: number, id = 9001): string[] {
  const bodies: string[] = [];
  const reply = () => ({
    id,
    html_url: `https://github.com/Codertocat/Hello-World/pull/${issue}#issuecomment-${id}`,
    body: bodies.at(-1) ?? '',
    user: { login: 'github-actions[bot]', type: 'Bot' },
  });
  gh()
    .post(`${REPO}/issues/${issue}/comments`, (b: { body: string }) => bodies.push(b.body) > 0)
    .reply(201, reply);
  gh()
    .patch(`${REPO}/issues/comments/${id}`, (b: { body: string }) => bodies.push(b.body) > 0)
    .reply(200, reply);
  return bodies;
}

function mergedPayload(changes: { files?: number; commits?: number } = {}): Payload {
  const payload = loadPayload('pull_request.closed.merged.json');
  // In memory: the counts GitHub sends with the pull request.
  const pr = payload.pull_request as Record<string, unknown>;
  if (changes.files !== undefined) pr.changed_files = changes.files;
  if (changes.commits !== undefined) pr.commits = changes.commits;
  return payload;
}

describe('a merged pull request', () => {
  it('reads every page of the files API, starts a job with the what-changed prompt, and reports on the pull request', async () => {
    const service = new FakeService();
    pages(`${REPO}/pulls/2/files`, [range(0, 100).map(file), range(100, 130).map(file)]);
    pages(`${REPO}/pulls/2/commits`, [[commit(1), commit(2, 'octo-dev')]]);
    const bodies = commentLifecycle(2);
    const result = await runChecked({
      event: { name: 'pull_request', payload: mergedPayload({ files: 130, commits: 2 }) },
      inputs: { prompt: 'Document public API changes only.' },
      service,
    });

    expect(result.failed).toBe(false);
    expect(service.prompts).toHaveLength(1);
    const prompt = service.prompts[0]!;
    expect(prompt).toMatch(
      /^Document public API changes only\.\n\n## What changed\n\nPull request #2 in Codertocat\/Hello-World was merged into master\.\n/,
    );
    expect(prompt).toContain('Changed files (130 files, +1 −1):\n- modified src/module-0.ts (+0 −1)\n');
    expect(prompt).toContain('- modified src/module-129.ts (+129 −1)\n');
    expect(prompt).not.toContain('more files');
    expect(prompt).toContain('Commits (2):\n- Commit number 1 (Codertocat)\n- Commit number 2 (octo-dev)');
    expect(result.outputs).toMatchObject({
      status: 'completed',
      'triggered-by': 'Codertocat',
      'pr-link': 'https://github.com/acme/docs/pull/7',
      'comment-url': 'https://github.com/Codertocat/Hello-World/pull/2#issuecomment-9001',
    });
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toContain('Started when Codertocat merged this pull request into `master`');
    expect(bodies[1]).toContain('✅ The agent opened a pull request: <https://github.com/acme/docs/pull/7>');
  });

  it(`more files than the cap: reads only the pages it lists, then says how many more`, async () => {
    const service = new FakeService();
    // Three pages make the 300 files listed; the fourth page is never asked for.
    pages(`${REPO}/pulls/2/files`, [range(0, 100).map(file), range(100, 200).map(file), range(200, 300).map(file)]);
    gh()
      .get(`${REPO}/pulls/2/commits`)
      .query({ per_page: '100' })
      .reply(200, [commit(1)]);
    commentLifecycle(2);
    const result = await runChecked({ event: { name: 'pull_request', payload: mergedPayload({ files: 450, commits: 1 }) }, service });
    const prompt = service.prompts[0]!;
    expect(prompt).toContain('- modified src/module-299.ts');
    expect(prompt).not.toContain('src/module-300.ts');
    expect(prompt).toContain('… and 150 more files');
    expect(prompt.startsWith('Update the documentation to reflect these code changes.')).toBe(true);
    expect(result.outputs.status).toBe('completed');
  });

  it('the files API refused (403): a warning naming pull-requests: read, the payload counts, and the job still runs', async () => {
    const service = new FakeService();
    gh().get(`${REPO}/pulls/2/files`).query({ per_page: '100' }).reply(403, { message: 'Resource not accessible by integration' });
    commentLifecycle(2);
    const result = await runChecked({ event: { name: 'pull_request_target', payload: mergedPayload() }, service });
    expect(result.failed).toBe(false);
    expect(result.stdout).toMatch(
      /::warning::Could not read the changed files and commits of pull request #2: GitHub answered 403 \("Resource not accessible by integration"\)\. The token needs `permissions: pull-requests: read`/,
    );
    expect(service.prompts[0]).toContain('Changed files (1 file, +1 −1): the list could not be read.');
    expect(result.outputs.status).toBe('completed');
  });

  it('closed without merging: green, skipped, a notice, no request and no job', async () => {
    const service = new FakeService();
    const result = await runChecked({ event: { name: 'pull_request', payload: loadPayload('pull_request.closed.json') }, service });
    expect(result.failed).toBe(false);
    expect(result.outputs).toMatchObject({ status: 'skipped', 'triggered-by': 'Codertocat' });
    expect(result.stdout).toContain('::notice::Nothing to do: pull request #2 was closed without being merged');
    expect(service.prompts).toEqual([]);
  });

  it('merged by a bot: refused unless allowed-bots lists it; no permission read either way', async () => {
    const payload = mergedPayload();
    (payload.pull_request as Record<string, unknown>).merged_by = { login: 'mergify[bot]', type: 'Bot' };
    const refused = await runChecked({ event: { name: 'pull_request', payload }, service: new FakeService() });
    expect(refused.outputs).toMatchObject({ status: 'skipped', 'triggered-by': 'mergify[bot]' });
    expect(refused.stdout).toContain(`::notice::Refused: "mergify[bot]" is a bot not listed in 'allowed-bots'.`);

    const service = new FakeService();
    gh()
      .get(`${REPO}/pulls/2/files`)
      .query({ per_page: '100' })
      .reply(200, [file(1)]);
    gh()
      .get(`${REPO}/pulls/2/commits`)
      .query({ per_page: '100' })
      .reply(200, [commit(1)]);
    commentLifecycle(2);
    const allowed = await runChecked({ event: { name: 'pull_request', payload }, inputs: { 'allowed-bots': 'mergify' }, service });
    expect(allowed.outputs).toMatchObject({ status: 'completed', 'triggered-by': 'mergify[bot]' });
    expect(service.prompts[0]).toContain('Merged by: mergify[bot]');
  });
});

describe('a push to a branch', () => {
  const compare = `${REPO}/compare/${BEFORE}...${AFTER}`;

  it('reads every page of the compare API (squash- and force-push-safe); no comment without issue-number', async () => {
    const service = new FakeService();
    pages(compare, [
      { total_commits: 120, commits: range(0, 100).map((i) => commit(i)), files: range(0, 100).map(file) },
      { total_commits: 120, commits: range(100, 120).map((i) => commit(i)), files: range(100, 140).map(file) },
    ]);
    const payload = loadPayload('push.branch.json');
    payload.forced = true; // in memory
    const result = await runChecked({ event: { name: 'push', payload }, service });

    expect(result.failed).toBe(false);
    const prompt = service.prompts[0]!;
    expect(prompt).toContain(
      [
        '## What changed',
        '',
        'Codertocat force-pushed to master in Codertocat/Hello-World.',
        'Compare: https://github.com/Codertocat/Hello-World/compare/4544205a3853...6113728f27ae',
        '',
        'Commits (120):',
        '- 0000000 Commit number 0 (Codertocat)',
      ].join('\n'),
    );
    expect(prompt).toContain('- 0000049 Commit number 49 (Codertocat)\n… and 70 more commits\n');
    expect(prompt).toContain(
      `Changed files (140 files, +${range(0, 140)
        .reduce((a, b) => a + b, 0)
        .toLocaleString('en-US')} −140):`,
    );
    expect(prompt).toContain('- modified src/module-139.ts (+139 −1)');
    expect(result.outputs).toMatchObject({ status: 'completed', 'triggered-by': 'Codertocat', 'comment-url': '' });
  });

  it('more files than the cap: 300 listed, the rest counted', async () => {
    const service = new FakeService();
    pages(
      compare,
      range(0, 4).map((p) => ({ total_commits: 4, commits: [commit(p)], files: range(p * 100, p * 100 + 100).map(file) })),
    );
    await runChecked({ event: { name: 'push', payload: loadPayload('push.branch.json') }, service });
    const prompt = service.prompts[0]!;
    expect(prompt).toContain('Changed files (400 files,');
    expect(prompt).toContain('- modified src/module-299.ts (+299 −1)\n… and 100 more files');
    expect(prompt).not.toContain('src/module-300.ts');
  });

  it(`a push of thousands of commits: at most ${MAX_PAGES} pages are read, then "and more"`, async () => {
    const service = new FakeService();
    for (const page of range(1, MAX_PAGES + 1)) {
      gh()
        .get(compare)
        .query(page === 1 ? { per_page: '100' } : { per_page: '100', page: String(page) })
        .reply(
          200,
          {
            total_commits: 5000,
            commits: range(0, 100).map((i) => commit(page * 100 + i)),
            files: range(page * 40, page * 40 + 40).map(file),
          },
          next(compare, page),
        );
    }
    await runChecked({ event: { name: 'push', payload: loadPayload('push.branch.json') }, service });
    const prompt = service.prompts[0]!;
    expect(prompt).toContain('Commits (5,000):');
    expect(prompt).toContain('… and 4,950 more commits');
    expect(prompt).toContain('Changed files (at least 400 files):');
    expect(prompt).toContain('… and at least 100 more files');
  });

  it('with issue-number: the comment goes to that issue', async () => {
    const service = new FakeService();
    gh()
      .get(compare)
      .query({ per_page: '100' })
      .reply(200, { total_commits: 1, commits: [commit(1)], files: [file(1)] });
    const bodies = commentLifecycle(12);
    const result = await runChecked({
      event: { name: 'push', payload: loadPayload('push.branch.json') },
      inputs: { 'issue-number': '12' },
      service,
    });
    expect(result.outputs['comment-url']).toContain('#issuecomment-9001');
    expect(bodies[0]).toContain('Started by a push from Codertocat to `master`.');
  });

  it('a new branch is compared with the default branch', async () => {
    const service = new FakeService();
    gh()
      .get(`${REPO}/compare/master...${AFTER}`)
      .query({ per_page: '100' })
      .reply(200, { total_commits: 1, commits: [commit(1)], files: [file(7)] });
    const payload = loadPayload('push.json');
    payload.ref = 'refs/heads/feature'; // in memory: a new branch other than the default one
    await runChecked({ event: { name: 'push', payload }, service });
    expect(service.prompts[0]).toContain('Codertocat created the branch feature in Codertocat/Hello-World.');
    expect(service.prompts[0]).toContain('- modified src/module-7.ts (+7 −1)');
  });

  it('the compare API refused (404): a warning naming contents: read, and the payload lists stand in', async () => {
    const service = new FakeService();
    gh().get(compare).query({ per_page: '100' }).reply(404, { message: 'Not Found' });
    const result = await runChecked({ event: { name: 'push', payload: loadPayload('push.branch.json') }, service });
    expect(result.failed).toBe(false);
    expect(result.stdout).toMatch(
      /::warning::Could not read the changes of the push to "master" \(compare API\): GitHub answered 404 .*`permissions: contents: read`/,
    );
    expect(service.prompts[0]).toContain(
      'Commits (1):\n- 6113728 Initial commit (Codertocat)\n\nChanged files (1 file):\n- added README.md',
    );
  });

  it('another compare failure (422): a warning without a permission, the payload lists stand in', async () => {
    const service = new FakeService();
    gh().get(compare).query({ per_page: '100' }).reply(422, { message: 'No common ancestor between 4544205 and 6113728.' });
    const result = await runChecked({ event: { name: 'push', payload: loadPayload('push.branch.json') }, service });
    expect(result.stdout).toContain('::warning::Could not read the changes of the push to "master" (compare API): "No common ancestor');
    expect(result.stdout).not.toContain('permissions: contents');
    expect(result.outputs.status).toBe('completed');
  });

  it.each([
    ['a tag push', 'push.tag.json', 'the push is to "refs/tags/simple-tag", not a branch'],
    ['a branch deletion', 'push.deleted.json', 'the push deleted the branch "feature"'],
  ])('%s: green, skipped, a notice, no request and no job', async (_, fixture, reason) => {
    const service = new FakeService();
    const result = await runChecked({ event: { name: 'push', payload: loadPayload(fixture) }, service });
    expect(result.failed).toBe(false);
    expect(result.outputs.status).toBe('skipped');
    expect(result.stdout).toContain(`::notice::Nothing to do: ${reason}`);
    expect(service.prompts).toEqual([]);
  });
});
