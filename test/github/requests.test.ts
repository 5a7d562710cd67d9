/**
 * The pure parts of the GitHub client: which failures are rate limits, and
 * which parts of a request the redaction hook rewrites.
 */
import { describe, expect, it } from 'vitest';
import { describeGitHubError, isForbidden } from '../../src/github/errors.ts';
import { isRateLimited } from '../../src/github/rate-limits.ts';
import { Octokit } from '@octokit/core';
import { redactRequests } from '../../src/github/redaction.ts';
import { redactAll } from '../../src/util/redact.ts';

const failure = (status: number, message: string, headers: Record<string, string> = {}) =>
  Object.assign(new Error(message), { status, response: { headers, data: {} } });

describe('isRateLimited', () => {
  it.each([
    ['a 429', failure(429, 'Too Many Requests'), true],
    ['a 403 with retry-after', failure(403, 'Forbidden', { 'retry-after': '30' }), true],
    ['a 403 with an exhausted x-ratelimit-remaining', failure(403, 'Forbidden', { 'x-ratelimit-remaining': '0' }), true],
    ["a 403 saying 'secondary rate limit'", failure(403, 'You have exceeded a secondary rate limit.'), true],
    ["a 403 saying 'API rate limit exceeded'", failure(403, 'API rate limit exceeded for installation ID 1.'), true],
    ['a 403 missing a permission', failure(403, 'Resource not accessible by integration', { 'x-ratelimit-remaining': '4999' }), false],
    ['a 404', failure(404, 'Not Found', { 'retry-after': '1' }), false],
    ['no error at all', undefined, false],
  ])('%s: %s', (_name, error, expected) => {
    expect(isRateLimited(error)).toBe(expected);
    if (error?.status === 403) expect(isForbidden(error)).toBe(!expected);
  });

  it('describeGitHubError names the permission only for a real 403', () => {
    expect(describeGitHubError('react', failure(403, 'Forbidden', { 'retry-after': '1' }), 'issues: write')).toBe(
      'Could not react: GitHub rate-limited the request (403: Forbidden), and the retries are spent; going on without it.',
    );
    expect(describeGitHubError('react', failure(403, 'Resource not accessible by integration'), 'issues: write')).toContain(
      '`permissions: issues: write`',
    );
  });
});

describe('the redaction hook (redactRequests)', () => {
  const redact = (text: string) => text.replaceAll('s3cret', '***');
  /** The options a request of a client with the hook is made with, after the hook ran. */
  async function redactParameters(options: Record<string, unknown>, redactText: (text: string) => string): Promise<void> {
    const client = new Octokit();
    redactRequests(client, redactText);
    let seen: unknown;
    await client.hook('request', (made: unknown) => ((seen = made), Promise.resolve({})) as never, options as never);
    expect(seen).toBe(options);
  }

  it('rewrites every data string, nested ones too, and leaves the request settings and headers alone', async () => {
    const tree = [{ path: 'ledger.json', content: '{"k":"s3cret"}' }];
    const settings = {
      method: 'POST',
      url: '/repos/{owner}/{repo}/git/trees',
      baseUrl: 'https://api.github.test',
      headers: { authorization: 'token s3cret' },
      request: { retries: 0 },
    };
    const options: Record<string, unknown> = {
      ...structuredClone(settings),
      owner: 'acme',
      repo: 's3cret-repo',
      tree,
      message: 'record s3cret',
      count: 3,
    };
    await redactParameters(options, redact);
    expect(options).toEqual({
      ...settings,
      owner: 'acme',
      repo: '***-repo',
      tree: [{ path: 'ledger.json', content: '{"k":"***"}' }],
      message: 'record ***',
      count: 3,
    });
    // The caller's own array is untouched.
    expect(tree[0]!.content).toBe('{"k":"s3cret"}');
  });

  it('redactAll copies plain data and leaves other objects as they are', () => {
    const date = new Date(0);
    expect(redactAll({ a: ['s3cret'], b: date, c: null }, redact)).toEqual({ a: ['***'], b: date, c: null });
  });
});
