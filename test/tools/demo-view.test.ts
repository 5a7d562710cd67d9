/**
 * What `npm run demo` shows: the log as the runner shows it (no masking or
 * debug commands unless asked, groups, annotations, stop-commands blocks as
 * they are) and the job summary the action writes, as readable text.
 */
import { describe, expect, it } from 'vitest';
import { writeSummary, type RunReport } from '../../src/modes/agent/summary.ts';
import { RunnerLog, readableSummary } from '../../scripts/runner-view.ts';
import { inRepository } from '../../scripts/demo-impact.ts';
import { agentJob } from '../helpers/fake-service.ts';
import { useRunnerFiles } from '../helpers/runner-files.ts';

function shown(log: string, debug = false): string {
  let out = '';
  const view = new RunnerLog(debug, (text) => (out += text));
  // In uneven chunks, as a child's stdout arrives.
  for (let i = 0; i < log.length; i += 7) view.push(log.slice(i, i + 7));
  view.flush();
  return out;
}

const LOG = [
  '::add-mask::svc_secret_key',
  '::group::Reserve a slot in the hourly budget',
  '::debug::GET https://api.github.com/repos/acme/docs/git/ref/x - 404 in 12ms',
  'Reserved a slot: 1 of 100 used.',
  '::endgroup::',
  '::warning::first line%0Asecond line, 100%25',
  '::stop-commands::token123',
  '::error::inside a block: text, not a command',
  '::token123::',
  '::error title=Failed::The job failed.',
  'Agent job job_1 completed',
].join('\n');

describe('the log as the runner shows it', () => {
  it('hides masking and debug commands, shows groups as headings and annotations as words', () => {
    expect(shown(LOG)).toBe(
      [
        '▾ Reserve a slot in the hourly budget',
        '  Reserved a slot: 1 of 100 used.',
        'Warning: first line',
        'second line, 100%',
        '::error::inside a block: text, not a command',
        'Error: The job failed.',
        'Agent job job_1 completed',
        '',
      ].join('\n'),
    );
  });

  it('decodes a debug line as the runner does: a URL with an encoded ref is shown as it was sent', () => {
    const log = '::debug::GET https://api.github.com/repos/acme/docs/git/ref/docs-agent%252Fbudget%252Fp - 404 in 12ms\n';
    expect(shown(log, true)).toBe('##[debug]GET https://api.github.com/repos/acme/docs/git/ref/docs-agent%2Fbudget%2Fp - 404 in 12ms\n');
  });

  it('shows the debug lines when asked', () => {
    expect(shown(LOG, true)).toContain('  ##[debug]GET https://api.github.com/repos/acme/docs/git/ref/x - 404 in 12ms\n');
    expect(shown(LOG, true)).not.toContain('svc_secret_key');
  });
});

describe('the job summary as readable text', () => {
  // @actions/core keeps the summary file's path after its first write: one file for the module, emptied per test.
  const runner = useRunnerFiles('demo-summary');
  const written = (report: RunReport): Promise<string> => writeSummary(report).then(() => runner.summary());

  it('turns the summary the action writes into a heading, field lines and paragraphs, with no HTML left', async () => {
    const summary = await written({
      job: agentJob({ id: 'job_001', status: 'completed', model: 'model-1', prLink: 'https://github.com/acme/docs/pull/7' }),
      waitedMs: 5000,
      budget: { tracked: true, limit: 100, used: 1, remaining: 99, ref: 'refs/docs-agent/budget/p', oldestExpiresAt: null },
    });
    const text = readableSummary(summary);
    expect(text).not.toMatch(/<\/?[a-z]+[^>]*>|&(amp|lt|gt|quot);/);
    expect(text).toMatch(/^## Docs agent$/m);
    expect(text).toMatch(/^ {2}Job id +job_001$/m);
    expect(text).toMatch(/^ {2}Pull request +https:\/\/github\.com\/acme\/docs\/pull\/7$/m);
    expect(text).toContain('refs/docs-agent/budget/p');
  });

  it('shows a dry run prompt as an indented block, as written', async () => {
    const summary = await written({
      dryRun: { url: 'https://api.docs.example/v2/agent/p/job', prompt: 'Fix it.\n\n<b>as written</b> & more' },
    });
    const text = readableSummary(summary);
    expect(text).toContain('    Fix it.\n    \n    <b>as written</b> & more');
  });
});

describe("the demo's impact part", () => {
  it.each(['pull_request.opened.json', 'pull_request.synchronize.json', 'pull_request.closed.merged.json'])(
    '%s is moved to the code repository it runs in, so the summary links where the comment is',
    (file) => {
      const payload = inRepository(file, 'acme/api');
      const text = JSON.stringify(payload);
      expect(text).not.toContain('Codertocat/Hello-World');
      expect(payload.pull_request).toMatchObject({ html_url: 'https://github.com/acme/api/pull/2' });
      expect(payload.repository).toMatchObject({ full_name: 'acme/api', name: 'api', owner: { login: 'acme' } });
    },
  );
});
