/**
 * The preview lookup against the Deployments API (nock): the pull request's
 * head, its deployments newest first, and of each the latest final status;
 * https URLs only, never a deployment by the person who triggered the job,
 * and a token that cannot read the docs repository is a debug line, not a failure.
 */
import { describe, expect, it, vi } from 'vitest';
import { createGitHubClient } from '../../src/github/client.ts';
import { findPreview, parsePullLink } from '../../src/preview/deployments.ts';
import { TOKEN, gh, useStrictNock } from '../helpers/github-nock.ts';
import { GITHUB_API, REPO } from '../helpers/run.ts';

const SHA = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
const pull: Parameters<typeof findPreview>[1] = {
  owner: 'Codertocat',
  repo: 'Hello-World',
  number: 12,
  link: 'https://github.com/Codertocat/Hello-World/pull/12',
};

function setup() {
  const log = { debug: vi.fn<(m: string) => void>(), warning: vi.fn<(m: string) => void>() };
  const github = createGitHubClient({ token: TOKEN, baseUrl: GITHUB_API, writesPerMinute: 60_000 });
  return { log, github };
}

const head = () =>
  gh()
    .get(`${REPO}/pulls/12`)
    .reply(200, { number: 12, head: { sha: SHA, ref: 'docs-agent/update' } });
const deployment = (id: number, creator: string | null, at: string) => ({
  id,
  sha: SHA,
  ref: 'docs-agent/update',
  created_at: at,
  creator: creator === null ? null : { login: creator, type: 'User' },
});
const status = (id: number, state: string, url: string | undefined, at: string) => ({ id, state, environment_url: url, created_at: at });
const deployments = (list: object[], by: Record<string, string> = { sha: SHA }) =>
  gh()
    .get(`${REPO}/deployments`)
    .query({ ...by, per_page: '5' })
    .reply(200, list);
const statuses = (id: number, list: object[]) => gh().get(`${REPO}/deployments/${id}/statuses`).query({ per_page: '20' }).reply(200, list);

describe('findPreview', () => {
  useStrictNock();

  it("gives the latest successful status's https environment_url of the newest deployment", async () => {
    head();
    deployments([deployment(2, 'docs-platform[bot]', '2026-11-27T10:05:00Z'), deployment(1, 'docs-platform[bot]', '2026-11-27T10:00:00Z')]);
    statuses(2, [
      status(21, 'in_progress', '', '2026-11-27T10:05:10Z'),
      status(23, 'success', 'https://acme-docs-agent-update.example.dev/', '2026-11-27T10:06:00Z'),
      status(22, 'success', 'https://acme-old.example.dev/', '2026-11-27T10:05:30Z'),
    ]);
    const { github, log } = setup();
    await expect(findPreview(github, pull, { notBy: 'octocat', log })).resolves.toBe('https://acme-docs-agent-update.example.dev/');
    expect(log.warning).not.toHaveBeenCalled();
  });

  it('a URL that is not https does not count: the next deployment is looked at', async () => {
    head();
    deployments([deployment(2, 'docs-platform[bot]', '2026-11-27T10:05:00Z'), deployment(1, 'docs-platform[bot]', '2026-11-27T10:00:00Z')]);
    statuses(2, [status(20, 'success', 'http://insecure.example.dev/', '2026-11-27T10:06:00Z')]);
    statuses(1, [status(10, 'success', 'javascript:alert(1)', '2026-11-27T10:01:00Z')]);
    const { github, log } = setup();
    await expect(findPreview(github, pull, { notBy: '', log })).resolves.toBeUndefined();
  });

  it('a deployment created by the person who triggered the job never counts, nor one with no creator', async () => {
    head();
    deployments([
      deployment(3, 'Octocat', '2026-11-27T10:10:00Z'),
      deployment(2, null, '2026-11-27T10:05:00Z'),
      deployment(1, 'docs-platform[bot]', '2026-11-27T10:00:00Z'),
    ]);
    statuses(1, [status(10, 'success', 'https://acme-docs.example.dev/', '2026-11-27T10:01:00Z')]);
    const { github, log } = setup();
    await expect(findPreview(github, pull, { notBy: 'octocat', log })).resolves.toBe('https://acme-docs.example.dev/');
  });

  it('a deployment whose latest final status is not success gives no preview (inactive: superseded)', async () => {
    head();
    deployments([deployment(1, 'docs-platform[bot]', '2026-11-27T10:00:00Z')]);
    statuses(1, [
      status(12, 'inactive', 'https://acme-docs.example.dev/', '2026-11-27T10:09:00Z'),
      status(11, 'success', 'https://acme-docs.example.dev/', '2026-11-27T10:01:00Z'),
    ]);
    const { github, log } = setup();
    await expect(findPreview(github, pull, { notBy: '', log })).resolves.toBeUndefined();
  });

  it('no deployment for the head sha: the branch is asked next', async () => {
    head();
    deployments([]);
    deployments([deployment(1, 'docs-platform[bot]', '2026-11-27T10:00:00Z')], { ref: 'docs-agent/update' });
    statuses(1, [status(10, 'success', 'https://acme-docs.example.dev/', '2026-11-27T10:01:00Z')]);
    const { github, log } = setup();
    await expect(findPreview(github, pull, { notBy: '', log })).resolves.toBe('https://acme-docs.example.dev/');
  });

  it.each([403, 404])('a %i (the token cannot read the docs repository) is a debug line, never a failure', async (code) => {
    gh()
      .get(`${REPO}/pulls/12`)
      .reply(code, { message: code === 404 ? 'Not Found' : 'Resource not accessible by integration' });
    const { github, log } = setup();
    await expect(findPreview(github, pull, { notBy: '', log })).resolves.toBeUndefined();
    expect(log.warning).not.toHaveBeenCalled();
    expect(log.debug).toHaveBeenCalledWith(expect.stringContaining(`cannot read its deployments (${code})`));
  });

  it('another error is one warning, and no preview', async () => {
    head();
    gh().get(`${REPO}/deployments`).query(true).reply(422, { message: 'Validation Failed' });
    const { github, log } = setup();
    await expect(findPreview(github, pull, { notBy: '', log })).resolves.toBeUndefined();
    expect(log.warning).toHaveBeenCalledTimes(1);
    expect(log.warning.mock.calls[0]?.[0]).toMatch(/^Could not look for the docs preview of Codertocat\/Hello-World#12: /);
  });
});

describe('parsePullLink', () => {
  it('reads owner, repo and number from a pull request link on the server', () => {
    expect(parsePullLink('https://github.com/acme/docs/pull/7', 'https://github.com')).toMatchObject({
      owner: 'acme',
      repo: 'docs',
      number: 7,
    });
    expect(parsePullLink('https://ghe.example.com/acme/docs/pull/7', 'https://ghe.example.com/')).toMatchObject({ number: 7 });
  });

  it.each([
    'http://github.com/acme/docs/pull/7',
    'https://evil.example/acme/docs/pull/7',
    'https://github.com/acme/docs/issues/7',
    'https://github.com/acme/docs/pull/7?x=1',
    'https://github.com/acme/docs/pull/0',
    '',
  ])('%s is not one', (link) => {
    expect(parsePullLink(link, 'https://github.com')).toBeUndefined();
  });
});
