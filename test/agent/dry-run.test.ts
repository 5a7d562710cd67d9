/**
 * The dry run's checks one by one: the service and key (a made-up job's read) and the token's write permissions
 * (writes GitHub refuses before it changes anything), against a fake service client and nock.
 */
import { describe, expect, it } from 'vitest';
import { checkService, checkWritePermissions } from '../../src/dry-run/checks.ts';

/** The job id the dry run reads: one that no project has (src/dry-run/checks.ts). */
const MADE_UP_JOB_ID = 'docs-agent-dry-run-check';
import { createGitHubClient } from '../../src/github/client.ts';
import { ServiceHttpError } from '../../src/util/errors.ts';
import type { ServiceClient } from '../../src/service/agent/client.ts';
import { TOKEN, useStrictNock, writeProbes } from '../helpers/github-nock.ts';
import { GITHUB_API } from '../helpers/run.ts';

useStrictNock();

/** A service client whose job read fails with `status`, as the real one words it. */
function refusing(status: number, detail: string): ServiceClient {
  return {
    getJob: (id: string) => {
      expect(id).toBe(MADE_UP_JOB_ID);
      return Promise.reject(new ServiceHttpError('GET', `https://api.docs.test/v2/agent/p/job/${id}`, status, detail, undefined));
    },
  } as unknown as ServiceClient;
}

const github = () => Promise.resolve(createGitHubClient({ token: TOKEN, baseUrl: GITHUB_API, writesPerMinute: 60_000 }));
const ledger = (repository: string) => ({ repository }) as unknown as Parameters<typeof checkWritePermissions>[0]['ledger'];

describe('the service check', () => {
  it('404 passes; 401 fails with what the client says, naming the key once', async () => {
    expect(await checkService(refusing(404, 'Not found'))).toMatchObject({ result: 'passed' });
    const refused = await checkService(refusing(401, "Invalid or expired API key: check 'admin-api-key': the key is invalid or expired"));
    expect(refused.result).toBe('failed');
    expect(refused.detail.match(/check 'admin-api-key'/g)).toHaveLength(1);
  });
});

describe('the write permission checks', () => {
  it("passed on GitHub's 422 (nothing written), failed on its 403 with the permissions line, in the workflow's repository", async () => {
    writeProbes({ contents: 422, comment: { issue: 1, answer: 403 } });
    const checks = await checkWritePermissions({
      github,
      ledger: ledger('Codertocat/Hello-World'),
      ownRepository: 'Codertocat/Hello-World',
      comment: { owner: 'Codertocat', repo: 'Hello-World', issueNumber: 1, isPullRequest: true },
    });
    expect(checks.map((c) => [c.name, c.result])).toEqual([
      ["'contents: write' on Codertocat/Hello-World (the budget's ledger)", 'passed'],
      ["'pull-requests: write' on Codertocat/Hello-World#1 (the job's comment)", 'failed'],
    ]);
    expect(checks[1]?.detail).toMatch(
      /^GitHub refused a write with 403 \(Resource not accessible by integration.*\); GitHub says it needs issues=write; pull_requests=write: add `permissions: pull-requests: write` to the workflow or the job$/,
    );
  });

  it('a ledger in another repository: the fix is a token for it (a GitHub App), not a permissions line', async () => {
    writeProbes({ contents: 403 });
    const [check] = await checkWritePermissions({
      github,
      ledger: ledger('Codertocat/Hello-World'),
      ownRepository: 'acme/api',
      comment: undefined,
    });
    expect(check?.result).toBe('failed');
    expect(check?.detail).toMatch(
      /pass as 'github-token' a token with Contents: write on Codertocat\/Hello-World \(a GitHub App installation token: docs\/github-app\.md\), or change 'budget-repository'$/,
    );
  });

  it('no token for GitHub: could not check, with the fix should it be missing', async () => {
    const [check] = await checkWritePermissions({
      github: () => Promise.reject(new Error('no client')),
      ledger: ledger('Codertocat/Hello-World'),
      ownRepository: 'Codertocat/Hello-World',
      comment: undefined,
    });
    expect(check).toMatchObject({
      result: 'could not check',
      detail: 'no client; a run needs it: add `permissions: contents: write` to the workflow or the job if it is missing',
    });
  });
});
