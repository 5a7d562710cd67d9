import { describe, expect, it } from 'vitest';
import { jobMarker, renderJobComment, runIdentity, type CommentView } from '../../src/modes/agent/comment.ts';
import { formatMarker, hasMarker, parseMarker } from '../../src/github/comments.ts';
import { blockQuote, code, inert, link } from '../../src/render/markdown.ts';
import { isAllowedBot, isBot, reaches } from '../../src/github/permissions.ts';
import type { Trigger } from '../../src/triggers/trigger.ts';
import { agentJob } from '../helpers/fake-service.ts';
import { linkForms } from '../helpers/links.ts';

describe('inert text', () => {
  it('breaks @user and @org/team mentions with a zero-width space', () => {
    expect(inert('thanks @octocat and @acme/docs-team')).toBe('thanks @&#8203;octocat and @&#8203;acme/docs\\-team');
  });

  it('escapes HTML and markdown, so nothing renders as markup', () => {
    expect(inert('<script>alert("x")</script>')).toBe('&lt;script&gt;alert\\(&quot;x&quot;\\)&lt;/script&gt;');
    expect(inert('![img](https://evil.example/p.png) [a](javascript:x) **b** `c` $d$')).toBe(
      '\\!\\[img\\]\\(https\\://evil\\.example/p\\.png\\) \\[a\\]\\(javascript:x\\) \\*\\*b\\*\\* \\`c\\` \\$d\\$',
    );
  });

  it('block quotes keep every line inside the quote', () => {
    expect(blockQuote('one\n\n# two\n</blockquote>')).toBe('> one\n>\n> \\# two\n> &lt;/blockquote&gt;');
    expect(blockQuote('x'.repeat(600))).toHaveLength(2 + 500 + 1);
  });

  it('code and links: escaped, and only https URLs become links', () => {
    expect(code('a<b>@c')).toBe('<code>a&lt;b&gt;@&#8203;c</code>');
    expect(link('https://github.com/acme/docs/pull/1')).toBe(
      '<a href="https://github.com/acme/docs/pull/1">https&#58;//github&#46;com/acme/docs/pull/1</a>',
    );
    expect(link('javascript:alert(1)')).toBe('javascript:alert\\(1\\)');
    expect(link('http://github.com/x')).toBe('http\\://github\\.com/x');
    // No bare URL for GitHub to link, even with the dots escaped.
    expect(inert('see http://phish/ and https://phish.example')).toBe('see http\\://phish/ and https\\://phish\\.example');
    expect(link('https://u:p@host/')).toBe('https\\://u:p@&#8203;host/');
  });
});

describe('untrusted text inside HTML (code, link labels)', () => {
  const hostile = 'gpt\n\n[Re-authenticate here](https://phish.example)';

  it('stays on one line: every line separator becomes a space, so no blank line ends the paragraph', () => {
    for (const separator of ['\n', '\r\n', '\r', '\u0085', '\u2028', '\u2029', '\v', '\f']) {
      expect(code(`a${separator}${separator}b`)).toBe('<code>a  b</code>');
    }
  });

  it('writes markdown-active characters as entities, so no link, image or emphasis forms', () => {
    expect(code(hostile)).toBe('<code>gpt  &#91;Re-authenticate here&#93;&#40;https&#58;//phish&#46;example&#41;</code>');
    expect(code('![i](x) *a* _b_ ~c~ `d` $e$ |f|')).toBe(
      '<code>&#33;&#91;i&#93;&#40;x&#41; &#42;a&#42; &#95;b&#95; &#126;c&#126; &#96;d&#96; &#36;e&#36; &#124;f&#124;</code>',
    );
    expect(code('www.phish.example')).toBe('<code>www&#46;phish&#46;example</code>');
  });
});

describe('markers', () => {
  it('round-trips fields, and no value can close the HTML comment', () => {
    const fields = { kind: 'job', 'job-id': 'job --> <b>x</b> @y', 'run-id': '42' };
    const marker = formatMarker(fields);
    expect(marker).toBe('<!-- docs-agent-action kind=job job-id=job%20--%3E%20%3Cb%3Ex%3C%2Fb%3E%20%40y run-id=42 -->');
    expect(marker.indexOf('-->')).toBe(marker.length - 3);
    expect(parseMarker(`text\n${marker}\nmore`)).toEqual(fields);
    expect(hasMarker(marker)).toBe(true);
    expect(parseMarker('<!-- something else -->')).toBeUndefined();
  });
});

describe('who may trigger', () => {
  it('ranks permissions read < triage < write < maintain < admin', () => {
    expect(reaches('write', 'write')).toBe(true);
    expect(reaches('maintain', 'write')).toBe(true);
    expect(reaches('triage', 'write')).toBe(false);
    expect(reaches('none', 'read')).toBe(false);
    expect(reaches('admin', 'admin')).toBe(true);
  });

  it('tells bots by type or [bot] suffix, and matches allowed-bots with or without it', () => {
    expect(isBot({ login: 'renovate[bot]' })).toBe(true);
    expect(isBot({ login: 'octobot', type: 'Bot' })).toBe(true);
    expect(isBot({ login: 'octocat', type: 'User' })).toBe(false);
    expect(isAllowedBot('renovate[bot]', ['renovate'])).toBe(true);
    expect(isAllowedBot('Renovate[bot]', ['renovate[bot]'])).toBe(true);
    expect(isAllowedBot('dependabot[bot]', ['renovate'])).toBe(false);
    expect(isAllowedBot('anything[bot]', ['*'])).toBe(true);
    expect(isAllowedBot('renovate[bot]', [])).toBe(false);
  });
});

describe('the job comment', () => {
  const run = runIdentity({
    GITHUB_RUN_ID: '99',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: 'docs',
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_SERVER_URL: 'https://github.com',
  });
  const trigger: Trigger = {
    kind: 'command',
    event: 'issue_comment',
    repository: { owner: 'acme', repo: 'docs' },
    subject: { number: 5, title: 't', body: '', url: 'https://github.com/acme/docs/issues/5', isPullRequest: false },
    comment: { id: 1, review: false, url: 'https://github.com/acme/docs/issues/5#issuecomment-1' },
    instruction: 'fix @octocat <b>links</b>',
    actor: { login: 'alice', bot: false },
  };
  const view = (overrides: Partial<CommentView>): CommentView => ({
    marker: jobMarker(run, 'job_1'),
    trigger,
    job: agentJob(),
    runUrl: run.url,
    ...overrides,
  });

  it('while working: marker, job id, status, the request quoted inertly, the run link', () => {
    expect(renderJobComment(view({}))).toBe(
      [
        '<!-- docs-agent-action kind=job job-id=job_1 run-id=99 workflow-job=docs -->',
        '**Docs agent** · job <code>job&#95;1</code>',
        '',
        '⏳ The agent is working on it.',
        '',
        'Requested by alice:',
        '',
        '> fix @&#8203;octocat &lt;b&gt;links&lt;/b&gt;',
        '',
        '<sub>Model <code>model-x</code> · <a href="https://github.com/acme/docs/actions/runs/99">workflow run</a></sub>',
        '',
      ].join('\n'),
    );
  });

  it('at the end: the PR link, or no change, or the failure, or the timeout, with the time taken', () => {
    const ending = { failed: false, elapsedMs: 65_000 };
    expect(
      renderJobComment(view({ job: agentJob({ status: 'completed', prLink: 'https://github.com/acme/docs/pull/9' }), ending })),
    ).toContain(
      '✅ The agent opened a pull request: <a href="https://github.com/acme/docs/pull/9">https&#58;//github&#46;com/acme/docs/pull/9</a>',
    );
    expect(renderJobComment(view({ job: agentJob({ status: 'completed' }), ending }))).toContain('no pull request was opened');
    expect(renderJobComment(view({ job: agentJob({ status: 'completed', prLink: 'javascript:alert(1)' }), ending }))).toContain(
      'its pull request link is not a valid https URL: javascript:alert\\(1\\)',
    );
    const failed = renderJobComment(
      view({
        job: agentJob({ status: 'failed' }),
        ending: { ...ending, failed: true, note: 'The agent job job_1 failed in the service.' },
      }),
    );
    expect(failed).toContain('❌ The job failed in the service.');
    expect(failed).toContain('took 1m05s');
    expect(renderJobComment(view({ ending: { ...ending, note: 'Still active after 30m00s: the job goes on in the service.' } }))).toContain(
      '⏳ Still active after 30m00s: the job goes on in the service\\.',
    );
    expect(renderJobComment(view({ job: agentJob({ status: 'queued' }) }))).toContain("⏳ The job's status is <code>queued</code>.");
  });

  it('renders no link for a hostile model, job id or status: each stays inside its line', () => {
    const hostile = 'gpt\n\n[Re-authenticate here](https://phish.example)';
    const plain = renderJobComment(view({ job: agentJob({ status: 'queued' }) }));
    const body = renderJobComment(view({ job: agentJob({ id: `job_1${hostile}`, status: hostile, model: hostile }) }));
    expect(linkForms(body, 'phish.example')).toEqual([]);
    expect(body.split('\n')).toHaveLength(plain.split('\n').length);
    expect(body).toContain('<sub>Model <code>gpt  &#91;Re-authenticate here&#93;&#40;https&#58;//phish&#46;example&#41;</code> · <a href=');
    expect(body).toContain("⏳ The job's status is <code>gpt  &#91;Re-authenticate");
    expect(body).toContain('**Docs agent** · job <code>job&#95;1gpt  &#91;');
  });

  it('reads the run from the runner variables; a non-https server gives no link', () => {
    expect(run).toEqual({ runId: '99', attempt: 1, workflowJob: 'docs', url: 'https://github.com/acme/docs/actions/runs/99' });
    expect(
      runIdentity({ GITHUB_RUN_ID: '1', GITHUB_REPOSITORY: 'a/b', GITHUB_SERVER_URL: 'http://ghe.local', GITHUB_RUN_ATTEMPT: 'x' }),
    ).toMatchObject({ url: undefined, attempt: 1 });
  });
});
