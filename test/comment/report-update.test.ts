/**
 * The comment a report run writes for a handed-off job: the text a waiting
 * run writes at its end (PR link, no change, archived, failed), the timed-out
 * text, the same marker as the hand-off's comment, and the record's fields
 * (untrusted: they come from the ledger) rendered inert.
 */
import { describe, expect, it } from 'vitest';
import { iso } from '../../src/ledger/document.ts';
import type { PendingRecord } from '../../src/hand-off/pending.ts';
import { parseMarker } from '../../src/comment/marked.ts';
import { renderJobComment } from '../../src/comment/job-body.ts';
import { reportToComment, whatToReport, type Report } from '../../src/comment/report-update.ts';
import { createGitHubClient } from '../../src/github/client.ts';
import { TOKEN, apiComment, gh, keepBody, useStrictNock } from '../helpers/github-nock.ts';
import { GITHUB_API } from '../helpers/run.ts';
import { writeReportSummary } from '../../src/modes/report/summary.ts';
import { useRunnerFiles } from '../helpers/runner-files.ts';
import type { AgentJob } from '../../src/service/agent/schemas.ts';
import type { AgentTrigger } from '../../src/triggers/types.ts';

const job = (overrides: Partial<AgentJob> = {}): AgentJob => ({
  id: 'job_1',
  status: 'completed',
  source: { repository: 'https://github.com/acme/docs', ref: 'main' },
  model: 'model-1',
  prLink: 'https://github.com/acme/docs/pull/9',
  createdAt: '2026-11-23T06:00:00Z',
  ...overrides,
});

const label: Extract<AgentTrigger, { kind: 'label' }> = {
  kind: 'label',
  event: 'issues',
  repository: { owner: 'acme', repo: 'app' },
  subject: { number: 7, title: 't', body: '', url: 'https://github.com/acme/app/issues/7', isPullRequest: false },
  label: 'docs-agent',
  actor: { login: 'octocat', bot: false },
  author: 'someone',
};

useStrictNock();

/** The body `reportToComment` writes over the record's comment (nock: the one PATCH, no reaction). */
async function reportBody(pending: PendingRecord, report: Report): Promise<string> {
  const bodies: string[] = [];
  gh()
    .patch(`/repos/${pending.repository}/issues/comments/${pending.commentId}`)
    .reply(
      200,
      keepBody(bodies, (body) => apiComment(pending.commentId, pending.issueNumber, body)),
    );
  const github = createGitHubClient({ token: TOKEN, baseUrl: GITHUB_API, writesPerMinute: 60_000 });
  await reportToComment(github, pending, report, { warning: (message) => expect.fail(message) }, false);
  return bodies[0]!;
}

const record = (overrides: Partial<PendingRecord> = {}): PendingRecord => ({
  jobId: 'job_1',
  project: 'proj',
  repository: 'acme/app',
  issueNumber: 7,
  isPullRequest: false,
  commentId: 42,
  run: { id: '123', attempt: 1, workflowJob: 'docs', url: 'https://github.com/acme/app/actions/runs/123' },
  origin: { kind: 'label', actor: label.actor.login, label: label.label },
  handedOffAt: iso(Date.parse('2026-11-23T06:00:01Z')),
  ...overrides,
});

describe("a report run's comment", () => {
  const runner = useRunnerFiles('report-summary');

  it('is the comment a waiting run writes at its end (without the time taken)', async () => {
    const waiting = renderJobComment({
      marker: { kind: 'job', 'job-id': 'job_1', 'run-id': '123', 'workflow-job': 'docs' },
      trigger: label,
      job: job(),
      runUrl: 'https://github.com/acme/app/actions/runs/123',
      ending: {
        job: job(),
        note: 'The agent opened a pull request: https://github.com/acme/docs/pull/9',
        failed: false,
        elapsedMs: undefined,
      },
    });
    expect(await reportBody(record(), { kind: 'finished', job: job() })).toBe(waiting);
  });

  it('keeps the marker of the hand-off, so a re-run of that run finds the comment', async () => {
    expect(parseMarker(await reportBody(record(), { kind: 'finished', job: job() }))).toEqual({
      kind: 'job',
      'job-id': 'job_1',
      'run-id': '123',
      'workflow-job': 'docs',
    });
  });

  it.each([
    ['completed without a change', job({ prLink: null }), '✅ The job completed without changing any file'],
    ['archived', job({ status: 'archived' }), '🗄️ The job was archived.'],
    ['failed', job({ status: 'failed', prLink: null }), '❌ The job failed in the service. The agent job job_1 failed in the service.'],
  ])('%s', async (_, ended, text) => {
    expect(await reportBody(record(), { kind: 'finished', job: ended })).toContain(text);
  });

  it('timed out: still active, the job goes on', async () => {
    const body = await reportBody(record(), {
      kind: 'timeout',
      job: job({ status: 'active', prLink: null }),
      pendingMs: 1_865_000,
      timeoutMs: 1_800_000,
    });
    expect(body).toContain("⏳ Still active 31m05s after it was handed off ('timeout-seconds': 1800): the job goes on in the service.");
  });

  it('renders what the ledger says of the trigger inert: no mention, no HTML, no link', async () => {
    const body = await reportBody(
      record({ origin: { kind: 'command', actor: '@everyone', instruction: '<img src=x> [click](https://evil.example) @admins' } }),
      { kind: 'finished', job: job() },
    );
    expect(body).not.toMatch(/@everyone|@admins/);
    expect(body).not.toContain('<img');
    expect(body).not.toContain('](https://evil.example)');
  });

  it('the summary lists the reported jobs with links only to https URLs', async () => {
    await writeReportSummary({
      reported: [
        {
          jobId: 'job_1',
          status: 'completed',
          prLink: 'https://github.com/acme/docs/pull/9',
          repository: 'acme/app',
          issueNumber: 7,
          commentUrl: 'https://github.com/acme/app/issues/7#issuecomment-42',
        },
        { jobId: 'job_2', status: 'failed', prLink: '', repository: 'acme/app', issueNumber: 8, commentUrl: 'javascript:alert(1)' },
      ],
      pending: 1,
      note: 'Reported 2 job(s); 1 pending.',
    });
    const markdown = runner.summary();
    expect(markdown).toContain(
      '| `job_1` | `completed` | <https://github.com/acme/docs/pull/9> | [acme/app#7](https://github.com/acme/app/issues/7#issuecomment-42) |',
    );
    expect(markdown).not.toContain('javascript:');
    expect(markdown).toContain('Reported: 2 · still pending: 1');
  });
});

describe('what a report run reports of a pending job', () => {
  const handedOff = Date.parse('2026-11-23T06:00:01Z');
  const active = job({ status: 'active', prLink: null });

  it('an ended job (completed, archived, failed): its end', () => {
    for (const status of ['completed', 'archived', 'failed']) {
      expect(whatToReport(record(), job({ status }), handedOff + 1000, 1_800_000)).toEqual({ kind: 'finished', job: job({ status }) });
    }
  });

  it('an active job stays pending until timeout-seconds have passed since its hand-off, then is reported as timed out', () => {
    expect(whatToReport(record(), active, handedOff + 1_800_000, 1_800_000)).toBeUndefined();
    expect(whatToReport(record(), active, handedOff + 1_800_001, 1_800_000)).toEqual({
      kind: 'timeout',
      job: active,
      pendingMs: 1_800_001,
      timeoutMs: 1_800_000,
    });
  });

  it('a status the action does not know is not an end: it stays pending too', () => {
    expect(whatToReport(record(), job({ status: 'queued', prLink: null }), handedOff + 1000, 1_800_000)).toBeUndefined();
  });
});
