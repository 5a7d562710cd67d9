import { describe, expect, it } from 'vitest';
import { jobMarker, runIdentity } from '../../src/comment/job-comment.ts';
import { renderJobComment, type CommentView } from '../../src/comment/job-body.ts';
import { formatMarker, hasMarker, parseMarker } from '../../src/comment/marked.ts';
import { blockQuote, code, inert, link } from '../../src/render/markdown.ts';
import { isAllowedBot, isBot, reaches } from '../../src/github/permissions.ts';
import type { Trigger } from '../../src/triggers/types.ts';
import { agentJob } from '../helpers/fake-service.ts';
import { linkForms, proseOf, renderGfm, targets, unsafeRendering } from '../helpers/links.ts';

const Z = '\u200b';

describe('inert text (untrusted prose in a comment)', () => {
  it('breaks @user and @org/team mentions (and e-mail links) with a zero-width space', () => {
    expect(inert('thanks @octocat and @acme/docs-team, mail me@example.com')).toBe(
      `thanks @${Z}octocat and @${Z}acme/docs-team, mail me@${Z}example.com`,
    );
  });

  it('leaves ids, timestamps and punctuation as written; escapes only what would start markup', () => {
    expect(inert('The agent job job_001 failed at 2026-11-23T04:28:22.392Z (see the log).')).toBe(
      'The agent job job_001 failed at 2026-11-23T04:28:22.392Z (see the log).',
    );
    expect(inert('<script>alert("x")</script> &amp; & co')).toBe('&lt;script>alert("x")&lt;/script> &amp;amp; & co');
    expect(inert('![img](https://evil.example/p.png) [a](javascript:x) **b** `c` $d$ ~e~ _f_ a|b')).toBe(
      '!\\[img\\](https\\://evil.example/p.png) \\[a\\](javascript:x) \\*\\*b\\*\\* \\`c\\` \\$d\\$ \\~e\\~ \\_f\\_ a\\|b',
    );
    expect(inert('see http://phish/ and https://phish.example and www.phish.example')).toBe(
      'see http\\://phish/ and https\\://phish.example and www\\.phish.example',
    );
    expect(inert('# one\n> two\n- three\n1. four\n===\nC:\\ and \\*')).toBe(
      '\\# one\n\\> two\n\\- three\n1\\. four\n\\===\nC:\\ and \\\\\\*',
    );
  });

  it('renders as the same characters under CommonMark + GFM, with no link, image, HTML or mention', () => {
    const samples = [
      'The agent job job_001 failed at 2026-11-23T04:28:22.392Z: 500 "Internal" & <b>more</b>',
      'gpt\n\n[Re-authenticate here](https://phish.example) ![x](https://phish.example/p.png)',
      '# Heading\n> quote\n- item\n+ item\n10) item\n---\n| a | b |\n|---|---|\n`code` ``x`` ~~del~~ *em* __strong__ $x$',
      '<http://phish.example> <img src=x> <!-- c --> &#64;user &lt; &copy; \\[x\\] C:\\path\\',
      '[x]: http://phish.example\n[y][x] [x] [^1]\n\n[^1]: n',
      'www.phish.example http://phish.example ftp://phish.example me@phish.example @octocat @org/team',
    ];
    for (const sample of samples) {
      const markdown = inert(sample);
      expect(unsafeRendering(markdown)).toEqual([]);
      expect(linkForms(markdown, 'phish.example')).toEqual([]);
      const shown = proseOf(renderGfm(markdown)).replaceAll(Z, '');
      expect(shown.replace(/\s+/g, ' ').trim()).toBe(sample.replace(/\s+/g, ' ').trim());
    }
  });

  it('block quotes keep every line inside the quote', () => {
    expect(blockQuote('one\n\n# two\n</blockquote>')).toBe('> one\n>\n> \\# two\n> &lt;/blockquote>');
    expect(blockQuote('x'.repeat(600))).toHaveLength(2 + 500 + 1);
  });
});

describe('code spans (service fields in a comment)', () => {
  it('hold the text exactly as written, in a fence longer than any backtick run inside', () => {
    expect(code('job_001')).toBe('`job_001`');
    expect(code('a<b>@c')).toBe('`a<b>@c`');
    expect(code('a`b``c')).toBe('```a`b``c```');
    expect(code('`x')).toBe('`` `x ``');
    expect(code(' x ')).toBe('`  x  `');
    expect(code('')).toBe('` `');
    for (const text of ['job_001', 'a`b``c', '`x', 'x`', ' x ', '``', 'a <b> [c](https://phish.example) @d', '&#64;e \\`f']) {
      const html = renderGfm(code(text));
      expect(html).toMatch(/^<p><code>[^<]*<\/code><\/p>\n?$/);
      expect(proseOf(html).trim()).toBe('');
      expect(
        html
          .replace(/^<p><code>|<\/code><\/p>\n?$/g, '')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&'),
      ).toBe(text);
    }
  });

  it('stay on one line: every line separator becomes a space, so no blank line ends the paragraph', () => {
    for (const separator of ['\n', '\r\n', '\r', '\u0085', '\u2028', '\u2029', '\v', '\f']) {
      expect(code(`a${separator}${separator}b`)).toBe('`a  b`');
    }
  });

  it('render no link, image or emphasis from hostile text', () => {
    const hostile = 'gpt\n\n[Re-authenticate here](https://phish.example) ![i](x) *a* _b_ ~c~ www.phish.example';
    expect(code(hostile)).toBe('`gpt  [Re-authenticate here](https://phish.example) ![i](x) *a* _b_ ~c~ www.phish.example`');
    expect(linkForms(`Model ${code(hostile)} · done`, 'phish.example')).toEqual([]);
    expect(unsafeRendering(code('@octocat <img src=x>'))).toEqual([]);
  });
});

describe('links', () => {
  it('an https URL becomes an autolink, or a link with an inert label; anything else is no link', () => {
    expect(link('https://github.com/acme/docs/pull/1')).toBe('<https://github.com/acme/docs/pull/1>');
    expect(link('https://github.com/acme/docs/actions/runs/9', 'workflow run')).toBe(
      '[workflow run](https://github.com/acme/docs/actions/runs/9)',
    );
    expect(link('https://docs.example/a_(b)?x=1&copy;', '[x](http://phish.example) @team')).toBe(
      `[\\[x\\](http\\://phish.example) @${Z}team](<https://docs.example/a_(b)?x=1\\&copy;>)`,
    );
    expect(link('javascript:alert(1)')).toBe('`javascript:alert(1)`');
    expect(link('http://github.com/x')).toBe('`http://github.com/x`');
    expect(link('http://github.com/x', 'this comment')).toBe('this comment');
    expect(link('https://u:p@host/')).toBe('`https://u:p@host/`');
  });

  it('render with the URL as written as the only target', () => {
    for (const url of ['https://github.com/acme/docs/pull/1', 'https://docs.example/a_(b)?x=1&y=2&copy;#f']) {
      for (const markdown of [link(url), link(url, 'label')]) {
        expect(targets(renderGfm(markdown))).toEqual([new URL(url).href]);
        expect(unsafeRendering(markdown)).toEqual([]);
      }
    }
  });
});

describe('markers', () => {
  it('round-trips fields, and no value can close the HTML comment', () => {
    const fields = { kind: 'job', 'job-id': 'job --> <b>x</b> @y', 'run-id': '42' };
    const marker = formatMarker(fields);
    expect(marker).toBe('<!-- docs-agent-action kind=job job-id=job%20--%3E%20%3Cb%3Ex%3C%2Fb%3E%20%40y run-id=42 -->');
    expect(marker.indexOf('-->')).toBe(marker.length - 3);
    expect(parseMarker(`${marker}\nmore`)).toEqual(fields);
    expect(parseMarker(`${marker}\r\nmore`)).toEqual(fields);
    // Only at the very start of the comment, alone on its line: echoed elsewhere (a title quoted by another workflow), it is none.
    expect(parseMarker(`text\n${marker}\nmore`)).toBeUndefined();
    expect(parseMarker(` ${marker}`)).toBeUndefined();
    expect(parseMarker(`${marker} trailing text`)).toBeUndefined();
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
        '**Docs agent** · job `job_1`',
        '',
        '⏳ The agent is working on it.',
        '',
        'Requested by alice:',
        '',
        `> fix @${Z}octocat &lt;b>links&lt;/b>`,
        '',
        '<sub>Model `model-x` · [workflow run](https://github.com/acme/docs/actions/runs/99)</sub>',
        '',
      ].join('\n'),
    );
  });

  it('at the end: the PR link, or no change, or the failure, or the timeout, with the time taken', () => {
    const ending = { failed: false, elapsedMs: 65_000 };
    expect(
      renderJobComment(view({ job: agentJob({ status: 'completed', prLink: 'https://github.com/acme/docs/pull/9' }), ending })),
    ).toContain('✅ The agent opened a pull request: <https://github.com/acme/docs/pull/9>');
    expect(renderJobComment(view({ job: agentJob({ status: 'completed' }), ending }))).toContain('no pull request was opened');
    expect(renderJobComment(view({ job: agentJob({ status: 'completed', prLink: 'javascript:alert(1)' }), ending }))).toContain(
      'its pull request link is not a valid https URL: `javascript:alert(1)`',
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
      '⏳ Still active after 30m00s: the job goes on in the service.',
    );
    expect(renderJobComment(view({ job: agentJob({ status: 'queued' }) }))).toContain("⏳ The job's status is `queued`.");
  });

  it('renders no link for a hostile model, job id or status: each stays inside its line', () => {
    const hostile = 'gpt\n\n[Re-authenticate here](https://phish.example)';
    const plain = renderJobComment(view({ job: agentJob({ status: 'queued' }) }));
    const body = renderJobComment(view({ job: agentJob({ id: `job_1${hostile}`, status: hostile, model: hostile }) }));
    expect(linkForms(body, 'phish.example')).toEqual([]);
    expect(body.split('\n')).toHaveLength(plain.split('\n').length);
    expect(unsafeRendering(body)).toEqual([]);
    expect(body).toContain('<sub>Model `gpt  [Re-authenticate here](https://phish.example)` · [workflow run](');
    expect(body).toContain("⏳ The job's status is `gpt  [Re-authenticate");
    expect(body).toContain('**Docs agent** · job `job_1gpt  [');
  });

  it('reads the run from the runner variables; a non-https server gives no link', () => {
    expect(run).toEqual({ runId: '99', attempt: 1, workflowJob: 'docs', url: 'https://github.com/acme/docs/actions/runs/99' });
    expect(
      runIdentity({ GITHUB_RUN_ID: '1', GITHUB_REPOSITORY: 'a/b', GITHUB_SERVER_URL: 'http://ghe.local', GITHUB_RUN_ATTEMPT: 'x' }),
    ).toMatchObject({ url: undefined, attempt: 1 });
  });
});
