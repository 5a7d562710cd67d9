import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX,
  answerMarker,
  findLatestThread,
  isAskAnswer,
  questionFromIssue,
  renderAnswerComment,
} from '../../src/modes/ask/comment.ts';
import { formatMarker, hasMarker, parseMarker } from '../../src/github/comments.ts';
import { safeMarkdown as neutraliseMarkdown } from '../../src/render/markdown.ts';
import { linkForms } from '../helpers/links.ts';

const ZWSP = '@&#8203;';

describe('safeMarkdown', () => {
  it('keeps @mentions from notifying, but not e-mail addresses or scoped packages in code', () => {
    const { text } = neutraliseMarkdown('Ask @octocat or @acme/docs-team (cc @a-b), mail me@example.com, see `@ai-sdk/ui`');
    expect(text).toBe(`Ask ${ZWSP}octocat or ${ZWSP}acme/docs-team (cc ${ZWSP}a-b), mail me@example.com, see \`@ai-sdk/ui\``);
  });

  it('escapes raw HTML outside code and leaves code exactly as written', () => {
    const markdown = [
      'Click <img src=x onerror=alert(1)> or <!-- hidden --> and <details>',
      '',
      '```html',
      '<script>@octocat</script>',
      '```',
      '',
      'Inline `<b>` stays; so does ``a ` b <i>``.',
    ].join('\n');
    expect(neutraliseMarkdown(markdown)).toEqual({
      text: [
        'Click &lt;img src=x onerror=alert(1)> or &lt;!-- hidden --> and &lt;details>',
        '',
        '```html',
        '<script>@octocat</script>',
        '```',
        '',
        'Inline `<b>` stays; so does ``a ` b <i>``.',
      ].join('\n'),
      openFence: undefined,
    });
  });

  it('turns autolinks into bare links and reports a fence left open', () => {
    expect(neutraliseMarkdown('See <https://docs.example/x>\n~~~~sh\nnpm i <pkg>')).toEqual({
      text: 'See https://docs.example/x\n~~~~sh\nnpm i <pkg>',
      openFence: '~~~~',
    });
    // A shorter fence or another fence character does not close it.
    expect(neutraliseMarkdown('````\n```\n~~~~\n').openFence).toBe('````');
  });
});

describe('safeMarkdown: only https links render', () => {
  const safe = (markdown: string) => neutraliseMarkdown(markdown).text;

  it('keeps [text](https://…) links, in a form that reads back as the same URL', () => {
    expect(safe('See the [guide](https://docs.example/a_(b)?x=1&y=2 "Guide").')).toBe(
      'See the [guide](<https://docs.example/a_(b)?x=1&amp;y=2>).',
    );
    expect(safe('[](https://docs.example/p)')).toBe('[https&#58;//docs&#46;example/p](<https://docs.example/p>)');
  });

  it('turns any other link into its text and the URL in inert code', () => {
    expect(safe('[reset your key](http://evil.example) now')).toBe('reset your key (<code>http&#58;//evil&#46;example</code>) now');
    expect(safe('[a](<http://evil.example>) [b](javascript:alert(1)) [c](/relative)')).toBe(
      'a (<code>http&#58;//evil&#46;example</code>) b (<code>javascript&#58;alert&#40;1&#41;</code>) c (<code>/relative</code>)',
    );
    expect(safe('[multi\nline](\nhttp://evil.example)')).toBe('multi\nline (<code>http&#58;//evil&#46;example</code>)');
  });

  it('turns https images into links and drops the others to their alt text and URL', () => {
    expect(safe('![](https://docs.example/p.png) ![alt](http://evil.example/p.png)')).toBe(
      '[https&#58;//docs&#46;example/p&#46;png](<https://docs.example/p.png>) alt (<code>http&#58;//evil&#46;example/p&#46;png</code>)',
    );
    // An image inside an https link: the link stays, the image becomes its alt text.
    expect(safe('[![logo](http://evil.example/i.png)](https://docs.example)')).toBe('[logo](<https://docs.example/>)');
  });

  it('neutralises autolinks, bare URLs other than https, reference definitions and reference links', () => {
    expect(safe('<http://evil.example> <https://docs.example>')).toBe('&lt;http&#58;//evil.example> https://docs.example');
    expect(safe('bare http://evil.example, www.evil.example, https://www.docs.example')).toBe(
      'bare http&#58;//evil.example, www&#46;evil.example, https://www.docs.example',
    );
    expect(safe('[x]: http://evil.example\n[y]: https://docs.example\n\nSee [x] and [text][y].')).toBe(
      '&#91;x&#93;: http&#58;//evil.example\n&#91;y&#93;: https://docs.example\n\nSee &#91;x&#93; and &#91;text&#93;&#91;y&#93;.',
    );
    expect(safe('\\[not a link\\](http://evil.example)')).toBe('&#91;not a link&#93;(http&#58;//evil.example)');
  });

  it('leaves fenced code blocks and inline code exactly as written', () => {
    const markdown = 'Try `[a](http://evil.example)` or:\n\n```md\n[b](http://evil.example) ![i](http://evil.example/i.png)\n```';
    expect(safe(markdown)).toBe(markdown);
  });

  it('renders no link to a hostile host from any of these forms', () => {
    const hostile = [
      '[reset your key](http://phish.example)',
      '![](http://phish.example/p.png)',
      '<http://phish.example>',
      '[x]: http://phish.example',
      'See [x] or [y][x].',
      '[a](<http://phish.example> "t")',
      'www.phish.example and http://phish.example/path',
      '[![i](http://phish.example/i.png)](http://phish.example)',
      '<a href="http://phish.example">x</a> <img src="http://phish.example/i.png">',
    ].join('\n\n');
    const out = safe(hostile);
    expect(linkForms(out, 'phish.example')).toEqual([]);
    expect(out).not.toMatch(/<(?:a|img)\s/);
  });
});

const marker = (threadId?: string) => answerMarker(threadId ? { threadId } : undefined, { 'run-id': '7' });
const markerLine = (threadId?: string) => formatMarker(marker(threadId));

describe('renderAnswerComment', () => {
  it('renders the shared marker first, the answer, then the sources (links for https only)', () => {
    const body = renderAnswerComment({
      answer: 'Rotate it in **Settings**, @octocat. <b>bold</b>',
      sources: [
        { url: 'https://docs.example/keys?a=(1)', title: 'API [keys] *guide*' },
        { url: 'http://insecure.example/page', title: 'Old page' },
        { url: 'javascript:alert(1)', title: 'Evil' },
        { url: '', title: 'handbook.pdf' },
      ],
      marker: marker('thr_1'),
    });
    expect(body).toBe(
      [
        '<!-- docs-agent-action kind=answer thread-id=thr_1 run-id=7 -->',
        `Rotate it in **Settings**, ${ZWSP}octocat. &lt;b>bold&lt;/b>`,
        '',
        '### Sources',
        '',
        '- <a href="https://docs.example/keys?a=(1)">API &#91;keys&#93; &#42;guide&#42;</a>',
        '- Old page (<code>http&#58;//insecure&#46;example/page</code>)',
        '- Evil (<code>javascript&#58;alert&#40;1&#41;</code>)',
        '- handbook\\.pdf',
        '',
      ].join('\n'),
    );
    // The action's own comment: never a command, and an answer.
    expect(hasMarker(body)).toBe(true);
    expect(isAskAnswer(body)).toBe(true);
    expect(isAskAnswer('/docs ask x')).toBe(false);
  });

  it('neutralises mentions and HTML in source titles', () => {
    const body = renderAnswerComment({ answer: 'x', sources: [{ url: 'https://d.example', title: '@team <img>' }], marker: marker() });
    expect(body).toContain(`- <a href="https://d.example/">${ZWSP}team &lt;img&gt;</a>`);
    const plain = renderAnswerComment({ answer: 'x', sources: [{ url: '', title: '@team <img>' }], marker: marker() });
    expect(plain).toContain(`- ${ZWSP}team &lt;img&gt;`);
  });

  it('closes a code block the answer left open, so the sources stay outside it', () => {
    const body = renderAnswerComment({ answer: 'Run:\n```sh\nnpm i', sources: [], marker: marker('t') });
    expect(body).toBe(`${markerLine('t')}\nRun:\n\`\`\`sh\nnpm i\n\`\`\`\n`);
  });

  it('says so for an empty answer', () => {
    expect(renderAnswerComment({ answer: '  ', sources: [], marker: marker() })).toBe(
      `${markerLine()}\n_The assistant gave an empty answer._\n`,
    );
  });

  it('shortens a long answer to fit a comment, keeping the sources and the marker', () => {
    const body = renderAnswerComment({
      answer: `\`\`\`\n${'x'.repeat(COMMENT_MAX * 2)}`,
      sources: [{ url: 'https://d.example/a', title: 'A' }],
      marker: marker('thr_long'),
    });
    expect(body.length).toBeLessThanOrEqual(COMMENT_MAX);
    expect(body).toContain('\n```\n\n_The answer was shortened to fit in a comment._\n\n### Sources');
    expect(findLatestThread([{ marker: parseMarker(body)! }])).toEqual({ threadId: 'thr_long' });
  });

  it('lists at most 30 sources and counts the rest', () => {
    const sources = Array.from({ length: 32 }, (_, i) => ({ url: `https://d.example/${i}`, title: `Page ${i}` }));
    const body = renderAnswerComment({ answer: 'x', sources, marker: marker() });
    expect(body).toContain('- <a href="https://d.example/29">Page 29</a>\n- _and 2 more_\n');
    expect(body).not.toContain('Page 30');
  });

  it('encodes thread values so that they cannot end the hidden comment', () => {
    const fields = answerMarker({ threadId: 'a --> <b> c', threadKey: 'k y' });
    expect(formatMarker(fields)).toBe('<!-- docs-agent-action kind=answer thread-id=a%20--%3E%20%3Cb%3E%20c thread-key=k%20y -->');
    const body = renderAnswerComment({ answer: 'a', sources: [], marker: fields });
    expect(findLatestThread([{ marker: parseMarker(body)! }])).toEqual({ threadId: 'a --> <b> c', threadKey: 'k y' });
  });
});

describe('findLatestThread', () => {
  it('finds the latest answer that names a thread, skipping what it is told to', () => {
    const comments = [
      { marker: marker('thr_old') },
      { marker: { kind: 'job', 'job-id': 'j1', 'thread-id': 'not-an-answer' } },
      { marker: marker('thr_new') },
      { marker: marker() },
      { marker: { ...marker('thr_rerun'), 'run-id': '8' } },
    ];
    expect(findLatestThread(comments)).toEqual({ threadId: 'thr_rerun' });
    expect(findLatestThread(comments, (m) => m['run-id'] === '8')).toEqual({ threadId: 'thr_new' });
    expect(findLatestThread([])).toBeUndefined();
  });
});

describe('questionFromIssue', () => {
  it('is the title, then the body', () => {
    expect(questionFromIssue(' How to rotate keys? ', '\nWe use SSO.\n')).toBe('How to rotate keys?\n\nWe use SSO.');
    expect(questionFromIssue('Title only', null)).toBe('Title only');
  });
});
