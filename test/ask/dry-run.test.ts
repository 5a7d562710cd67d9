/**
 * Ask mode's dry run, the exchange with nock: what it checks without spending a message (the assistant's monthly
 * count read from its ledger, the token's write permissions probed by writes GitHub refuses), each check in the log
 * and the summary, a failed one failing the step; the assistant itself is not asked (it has no free read).
 */
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { keyFingerprint } from '../../src/budget/assistant-counter.ts';
import { commentPayload } from '../../tools/events.ts';
import { gh, permission, useStrictNock, writeProbes } from '../helpers/github-nock.ts';
import { REPO, runInProcess, type InProcessResult } from '../helpers/run.ts';

useStrictNock();

const KEY = 'svc_dsc_public';
const LEDGER_REF = `${REPO}/git/ref/docs-agent%2Fbudget%2Fassistant-${keyFingerprint(KEY)}`;

/** Runs ask mode as a dry run on `/docs ask` in a comment on issue #1; the issue's comments are read (none). */
async function dryRun(): Promise<InProcessResult> {
  permission('Codertocat', 'write');
  gh().get(`${REPO}/issues/1/comments`).query({ per_page: '100' }).reply(200, []);
  const result = await runInProcess({
    event: { name: 'issue_comment', payload: commentPayload('/docs ask How do I rotate an API key?') },
    inputs: { mode: 'ask', 'assistant-api-key': KEY, domain: 'acme', 'dry-run': 'true' },
  });
  expect(result.stdout).not.toContain('Nock: No match');
  // Nothing was asked: no request reached the assistant (strict nock would have refused it).
  expect(nock.pendingMocks()).toEqual([]);
  return result;
}

describe('ask mode: the dry run checks', () => {
  it('passed: the count is readable, the token may write the ledger and the answer; the assistant is not checked', async () => {
    gh().get(LEDGER_REF).reply(404, { message: 'Not Found' });
    writeProbes({ contents: 422, comment: { issue: 1, answer: 422 } });
    const result = await dryRun();
    expect(result.failed, result.stdout).toBe(false);
    expect(result.outputs).toMatchObject({ 'triggered-by': 'Codertocat', answer: '' });
    expect(result.stdout).toContain('Dry run check: the event: passed (issue_comment asks a question (triggered by Codertocat))');
    expect(result.stdout).toContain(
      "Dry run check: the assistant and 'assistant-api-key': not checked (not checked: the assistant has no free read",
    );
    expect(result.stdout).toMatch(
      /Dry run check: the assistant's monthly count: passed \(refs\/docs-agent\/budget\/assistant-[0-9a-f]{16} in Codertocat\/Hello-World is readable \(0 of 10000 messages in \d{4}-\d{2}\)\)/,
    );
    expect(result.stdout).toContain(
      "Dry run check: 'contents: write' on Codertocat/Hello-World (the assistant's monthly count): passed (GitHub allowed a write and refused only its made-up content (422): nothing was written)",
    );
    expect(result.stdout).toContain("Dry run check: 'issues: write' on Codertocat/Hello-World#1 (the answer): passed");
    expect(result.stdout).not.toMatch(/::(error|warning)::Dry run check/);
    expect(result.summary).toContain('<tr><th>Check</th><th>Result</th></tr>');
    expect(result.summary).toContain('<p>Dry run: no question was sent; every check passed.</p>');
  });

  it('failed: without the write permissions each check fails with the permissions line to add; status error', async () => {
    gh().get(LEDGER_REF).reply(404, { message: 'Not Found' });
    writeProbes({ contents: 403, comment: { issue: 1, answer: 403 } });
    const result = await dryRun();
    expect(result.failed).toBe(true);
    expect(result.outputs.status).toBe('error');
    expect(result.stdout).toContain(
      "::error::Dry run check: 'contents: write' on Codertocat/Hello-World (the assistant's monthly count): failed (GitHub refused a write with 403 (Resource not accessible by integration); GitHub says it needs contents=write: add `permissions: contents: write` to the workflow or the job)",
    );
    expect(result.stdout).toContain(
      "::error::Dry run check: 'issues: write' on Codertocat/Hello-World#1 (the answer): failed (GitHub refused a write with 403 (Resource not accessible by integration); GitHub says it needs issues=write; pull_requests=write: add `permissions: issues: write` to the workflow or the job)",
    );
    expect(result.summary).toContain('<p>Dry run: no question was sent; 2 check(s) failed.</p>');
  });

  it('failed: a ledger the token cannot read names the permission it needs', async () => {
    gh().get(LEDGER_REF).reply(403, { message: 'Resource not accessible by integration' });
    writeProbes({ contents: 403, comment: { issue: 1, answer: 422 } });
    const result = await dryRun();
    expect(result.failed).toBe(true);
    expect(result.outputs.status).toBe('error');
    expect(result.stdout).toMatch(
      /::error::Dry run check: the assistant's monthly count: failed \(refs\/docs-agent\/budget\/assistant-[0-9a-f]{16} in Codertocat\/Hello-World cannot be read \(.*\); the token needs 'contents: write' there\)/,
    );
  });
});
