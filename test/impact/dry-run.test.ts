/**
 * Impact mode's dry run, the exchange with nock: the pull request's files and comments are read as in a check, then
 * what a check needs is checked without spending a message (the assistant's monthly count read from its ledger, the
 * token's write permissions probed by writes GitHub refuses); each check in the log and the summary, a failed one
 * failing the step with `status: error`. The assistant is not asked (it has no free read).
 */
import { describe, expect, it } from 'vitest';
import { keyFingerprint } from '../../src/budget/assistant-counter.ts';
import { loadPayload } from '../../tools/events.ts';
import { gh, useStrictNock, writeProbes } from '../helpers/github-nock.ts';
import { REPO, runInProcess, type InProcessResult } from '../helpers/run.ts';

useStrictNock();

const KEY = 'svc_dsc_public';
const LEDGER_REF = `${REPO}/git/ref/docs-agent%2Fbudget%2Fassistant-${keyFingerprint(KEY)}`;

/** A dry run of the check of pull request #2 (one changed file, no impact comment yet). */
async function dryRun(inputs: Record<string, string> = {}): Promise<InProcessResult> {
  gh()
    .get(`${REPO}/pulls/2/files`)
    .query({ per_page: '100' })
    .reply(200, [{ filename: 'src/keys.ts', status: 'modified', additions: 1, deletions: 1, patch: '@@ -1 +1 @@\n-a\n+b' }]);
  gh().get(`${REPO}/issues/2/comments`).query({ per_page: '100' }).reply(200, []);
  const result = await runInProcess({
    event: { name: 'pull_request_target', payload: loadPayload('pull_request.opened.json') },
    inputs: { mode: 'impact', 'assistant-api-key': KEY, domain: 'acme', 'dry-run': 'true', ...inputs },
  });
  expect(result.stdout).not.toContain('Nock: No match');
  return result;
}

describe('impact mode: the dry run checks', () => {
  it('passed: the count is readable, the token may write the ledger and the comment; the assistant is not checked', async () => {
    gh().get(LEDGER_REF).reply(404, { message: 'Not Found' });
    writeProbes({ contents: 422, comment: { issue: 2, answer: 422 } });
    const result = await dryRun();
    expect(result.failed, result.stdout).toBe(false);
    expect(result.outputs).toMatchObject({ status: 'skipped', 'comment-url': '', pages: '[]' });
    expect(result.stdout).toContain('Dry run check: the event: passed (pull_request_target (opened) checks pull request #2');
    expect(result.stdout).toContain(
      "Dry run check: the assistant and 'assistant-api-key': not checked (not checked: the assistant has no free read",
    );
    expect(result.stdout).toMatch(/Dry run check: the assistant's monthly count: passed \(.* is readable \(0 of 10000 messages in/);
    expect(result.stdout).toContain(
      "Dry run check: 'pull-requests: write' on Codertocat/Hello-World#2 (the impact comment): passed (GitHub allowed a write and refused only its made-up content (422): nothing was written)",
    );
    expect(result.summary).toContain('<tr><th>Check</th><th>Result</th></tr>');
    expect(result.summary).toContain('<p>Dry run: no question was sent; every check passed.</p>');
  });

  it('failed: a token that may not comment on the pull request fails the step, status error, with the fix', async () => {
    gh().get(LEDGER_REF).reply(404, { message: 'Not Found' });
    writeProbes({ contents: 422, comment: { issue: 2, answer: 403 } });
    const result = await dryRun();
    expect(result.failed).toBe(true);
    expect(result.outputs.status).toBe('error');
    expect(result.stdout).toContain(
      "::error::Dry run check: 'pull-requests: write' on Codertocat/Hello-World#2 (the impact comment): failed (GitHub refused a write with 403 (Resource not accessible by integration); GitHub says it needs issues=write; pull_requests=write: add `permissions: pull-requests: write` to the workflow or the job)",
    );
    expect(result.summary).toContain('<td><strong>failed</strong>: GitHub refused a write with 403');
    expect(result.summary).toContain('<p>Dry run: no question was sent; 1 check(s) failed.</p>');
  });

  it("'comment: false': no comment is written, so its permission is not probed", async () => {
    gh().get(LEDGER_REF).reply(404, { message: 'Not Found' });
    writeProbes({ contents: 422 });
    const result = await dryRun({ comment: 'false' });
    expect(result.failed, result.stdout).toBe(false);
    expect(result.stdout).not.toContain('(the impact comment)');
  });
});
