import { describe, expect, it } from 'vitest';
import { answerMarker, findLatestThread, questionFromIssue, renderAnswerComment } from '../../src/comment/answer.ts';
import { formatMarker, hasMarker, parseMarker } from '../../src/comment/marked.ts';
import { safeAnswerMarkdown } from '../../src/render/answer.ts';
import { secrets } from '../../src/util/redact.ts';
import { linkForms, liveMentions, renderGfm, unsafeRendering } from '../helpers/links.ts';

const ZWSP = '@\u200b';
const safe = safeAnswerMarkdown;

/** The answer filter's output, rendered: no image, no link but https, no raw HTML, no live mention. */
function expectSafe(markdown: string): string {
  const out = safe(markdown);
  expect(unsafeRendering(out)).toEqual([]);
  expect(linkForms(out, 'phish.example')).toEqual([]);
  return out;
}

/** The longest comment body GitHub takes. */
const GITHUB_COMMENT_MAX = 65_536;

describe('safeAnswerMarkdown: mentions, HTML and code', () => {
  it('keeps @mentions from notifying (and e-mail addresses from linking), but not in code', () => {
    expect(expectSafe('Ask @octocat or @acme/docs-team (cc @a-b), mail me@example.com, see `@ai-sdk/ui`')).toBe(
      `Ask ${ZWSP}octocat or ${ZWSP}acme/docs-team (cc ${ZWSP}a-b), mail me${ZWSP}example.com, see \`@ai-sdk/ui\``,
    );
  });

  it('neutralises mentions however they are written: entities and escapes included', () => {
    expect(expectSafe('&#64;user and \\@org/team and &#x40;x and &commat;y')).toBe(
      `${ZWSP}user and ${ZWSP}org/team and ${ZWSP}x and ${ZWSP}y`,
    );
  });

  it('leaves no @ beside a name where a link, image or reference became text', () => {
    expect(expectSafe('Ask @[octocat](http://phish.example) or @![github/docs-team](http://x/a.png)')).toBe(
      `Ask ${ZWSP}octocat (\`http://phish.example\`) or ${ZWSP}github/docs-team (\`http://x/a.png\`)`,
    );
    expect(expectSafe('[x]: http://phish.example\n\ncc @[org/team][x]')).toBe(`cc ${ZWSP}org/team (\`http://phish.example\`)`);
    expect(expectSafe('@[u](http://x)ser')).toBe(`${ZWSP}u (\`http://x\`)ser`);
    expect(expectSafe('mail me@[example.com](http://phish.example) or @![](http://phish.example/p.png)')).toBe(
      `mail me${ZWSP}example.com (\`http://phish.example\`) or ${ZWSP}http\\://phish.example/p.png`,
    );
  });

  it('breaks an @ that ends a text node, before a kept link, emphasis or code', () => {
    // The check counts text across an inline tag as one: unfiltered, each of these reads `@name`.
    expect(liveMentions('@[name](https://docs.example/a) @*name* [@](https://docs.example)name')).toEqual(['@name', '@name', '@name']);
    expect(expectSafe('@[name](https://docs.example/a) and @![](https://docs.example/p.png)')).toBe(
      `${ZWSP}[name](https://docs.example/a) and ${ZWSP}<https://docs.example/p.png>`,
    );
    expect(expectSafe('@*name* @**name** @_name_ @~~name~~ @`name`')).toBe(
      `${ZWSP}*name* ${ZWSP}**name** ${ZWSP}*name* ${ZWSP}~~name~~ ${ZWSP}\`name\``,
    );
    expect(expectSafe('[@](https://docs.example)name [**a@**](https://docs.example)b')).toBe(
      `[${ZWSP}](https://docs.example)name [**a${ZWSP}**](https://docs.example)b`,
    );
  });

  it('turns raw HTML into text and leaves code exactly as written', () => {
    // Code, fenced or inline, comes out exactly as it went in.
    const code = ['```html', '<script>@octocat</script>', '```', '', 'Inline `<b>` stays; so does ``a ` b <i>``.'];
    const markdown = [
      'Click <img src=x onerror=alert(1)> or <!-- hidden --> and <details>',
      '',
      '<div>',
      '<b>@octocat</b>',
      '</div>',
      '',
      ...code,
    ].join('\n');
    expect(expectSafe(markdown)).toBe(
      [
        'Click \\<img src=x onerror=alert(1)> or \\<!-- hidden --> and \\<details>',
        '',
        `\\<div>\n\\<b>${ZWSP}octocat\\</b>\n\\</div>`,
        '',
        ...code,
      ].join('\n'),
    );
  });

  it('closes a fence the answer left open, as CommonMark does', () => {
    expect(expectSafe('See <https://docs.example/x>\n~~~~sh\nnpm i <pkg>')).toBe('See <https://docs.example/x>\n\n```sh\nnpm i <pkg>\n```');
  });
});

describe('safeAnswerMarkdown: the red-team inputs, read as CommonMark reads them', () => {
  const hostile = '[x](http://phish.example) ![i](http://phish.example/i.png) <img src="http://phish.example/t.png"> @octocat';

  it('an escaped backtick opens no code span', () => {
    const out = expectSafe(`\\\` ${hostile} \``);
    expect(out).toContain('x (`http://phish.example`)');
  });

  it('a "code span" across a blank line is no code span', () => {
    expect(expectSafe(`\`a\n\n${hostile} \``)).toContain('x (`http://phish.example`)');
  });

  it('a fence line with a backtick in its info string is no fence', () => {
    expect(expectSafe(`\`\`\` \`\n${hostile}\n\`\`\``)).toContain('x (`http://phish.example`)');
    expect(expectSafe(`\`\`\`\` \`\n${hostile}`)).toContain(`${ZWSP}octocat`);
  });

  it('what CommonMark does read as code stays code, exactly', () => {
    const markdown = `Try \`${hostile}\` or:\n\n~~~ \`\n${hostile}\n~~~`;
    // A tilde fence may have a backtick in its info string: written back as a backtick fence, the info string encoded.
    expect(expectSafe(markdown)).toBe(`Try \`${hostile}\` or:\n\n\`\`\`&#x60;\n${hostile}\n\`\`\``);
  });
});

describe('safeAnswerMarkdown: only https links render', () => {
  it('keeps [text](https://…) links, in a form that reads back as the same URL', () => {
    expect(expectSafe('See the [guide](https://docs.example/a_(b)?x=1&y=2 "Guide").')).toBe(
      'See the [guide](https://docs.example/a_\\(b\\)?x=1\\&y=2).',
    );
    expect(expectSafe('[](https://docs.example/p)')).toBe('<https://docs.example/p>');
  });

  it('turns any other link into its text and the URL in code', () => {
    expect(expectSafe('[reset your key](http://phish.example) now')).toBe('reset your key (`http://phish.example`) now');
    expect(expectSafe('[a](<http://phish.example>) [b](javascript:alert(1)) [c](/relative)')).toBe(
      'a (`http://phish.example`) b (`javascript:alert(1)`) c (`/relative`)',
    );
    expect(expectSafe('[multi\nline](\nhttp://phish.example)')).toBe('multi\nline (`http://phish.example`)');
  });

  it('turns https images into links and the others into their alt text and URL', () => {
    expect(expectSafe('![](https://docs.example/p.png) ![alt](http://phish.example/p.png)')).toBe(
      '<https://docs.example/p.png> alt (`http://phish.example/p.png`)',
    );
    // An image inside an https link: the link stays, the image becomes its alt text.
    expect(expectSafe('[![logo](http://phish.example/i.png)](https://docs.example)')).toBe('[logo](https://docs.example)');
  });

  it('neutralises autolinks and bare URLs other than https, definitions, references and footnotes', () => {
    expect(expectSafe('<http://phish.example> <https://docs.example> ftp://phish.example')).toBe(
      'http\\://phish.example <https://docs.example> ftp\\://phish.example',
    );
    expect(expectSafe('bare http://phish.example, www.phish.example, https://www.docs.example')).toBe(
      'bare http\\://phish.example, www\\.phish.example, <https://www.docs.example>',
    );
    expect(
      expectSafe(
        '[x]: http://phish.example\n[y]: https://docs.example\n\nSee [x], [text][x] and [y].[^1]\n\n[^1]: A [note](http://phish.example).',
      ),
    ).toBe(
      'See x (`http://phish.example`), text (`http://phish.example`) and [y](https://docs.example).\\[^1]\n\n\\[^1]: A note (`http://phish.example`).',
    );
    expect(expectSafe('\\[not a link\\](http://phish.example) http&#58;//phish.example')).toBe(
      '\\[not a link]\\(http\\://phish.example) http\\://phish.example',
    );
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
      '> - [q](http://phish.example) <b>x</b>\n>\n> | a | b |\n> |---|---|\n> | [c](http://phish.example) | @d |',
    ].join('\n\n');
    const out = expectSafe(hostile);
    expect(out).not.toMatch(/(?<!\\)<(?:a|img)\s/);
  });

  // Speed is measured by the bench, not asserted here; the bound only catches a parser gone quadratic
  // (64K of `*a` took micromark 29 s before the fallback), with room for a loaded machine.
  it('handles answers up to the comment limit without a quadratic parse, and shows a too costly one as code', () => {
    const size = 60_000;
    const inputs = [
      '*a'.repeat(size / 2),
      '['.repeat(size / 2) + ']'.repeat(size / 2),
      '>'.repeat(size),
      '`a``'.repeat(size / 4),
      'Some **bold** and _it_ text, `code` and a [link](https://x.example/z) @a.\n\n'.repeat(size / 70),
    ];
    for (const input of inputs) {
      const started = performance.now();
      const out = expectSafe(input);
      expect(performance.now() - started).toBeLessThan(20_000);
      expect(out.length).toBeLessThan(input.length * 2);
    }
    expect(safe('*a'.repeat(size / 2))).toMatch(/^```markdown\n\*a\*a/);
    expect(safe('>'.repeat(size))).toMatch(/^```markdown\n>>>/);
  }, 120_000);
});

const marker = (threadId?: string) => answerMarker(threadId ? { threadId } : undefined, { 'run-id': '7' });
const markerLine = (threadId?: string) => formatMarker(marker(threadId));

describe('renderAnswerComment', () => {
  it('redacts the answer, the sources and the marker before rendering: escaping would hide the key from the request hook', () => {
    // `<` and `[` are escaped by the answer filter: a key split by `\\` is no longer the key the hook looks for.
    const key = 'ask_Key<9f8c[2d7e';
    secrets.add(key);
    const body = renderAnswerComment({
      answer: `Your key is ${key}.`,
      sources: [{ url: `https://docs.example/k?key=${encodeURIComponent(key)}`, title: `About ${key}` }],
      marker: answerMarker({ threadId: `thr_${key}` }),
    });
    expect(body.replace(/\\/g, '').toLowerCase()).not.toContain('ask_key');
    expect(body).toContain('Your key is \\*\\*\\*.');
    expect(body).toContain('About \\*\\*\\*');
    expect(body).toContain('key=***');
    expect(parseMarker(body)?.['thread-id']).toBe('thr_***');
  });

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
        `Rotate it in **Settings**, ${ZWSP}octocat. \\<b>bold\\</b>`,
        '',
        '### Sources',
        '',
        '- [API \\[keys\\] \\*guide\\*](<https://docs.example/keys?a=(1)>)',
        '- Old page (`http://insecure.example/page`)',
        '- Evil (`javascript:alert(1)`)',
        '- handbook.pdf',
        '',
      ].join('\n'),
    );
    // The action's own comment: never a command, and an answer.
    expect(hasMarker(body)).toBe(true);
    expect(parseMarker(body)?.kind).toBe('answer');
  });

  it('neutralises mentions and HTML in source titles', () => {
    const body = renderAnswerComment({ answer: 'x', sources: [{ url: 'https://d.example', title: '@team <img>' }], marker: marker() });
    expect(body).toContain(`- [${ZWSP}team &lt;img>](https://d.example/)`);
    expect(unsafeRendering(body)).toEqual([]);
    const plain = renderAnswerComment({ answer: 'x', sources: [{ url: '', title: '@team <img>' }], marker: marker() });
    expect(plain).toContain(`- ${ZWSP}team &lt;img>`);
  });

  it('closes a code block the answer left open, so the sources stay outside it', () => {
    const body = renderAnswerComment({
      answer: 'Run:\n```sh\nnpm i',
      sources: [{ url: 'https://d.example/a', title: 'A' }],
      marker: marker('t'),
    });
    expect(body).toBe(`${markerLine('t')}\nRun:\n\n\`\`\`sh\nnpm i\n\`\`\`\n\n### Sources\n\n- [A](https://d.example/a)\n`);
    expect(renderGfm(body)).toContain('<li><a href="https://d.example/a">A</a></li>');
  });

  it('says so for an empty answer', () => {
    expect(renderAnswerComment({ answer: '  ', sources: [], marker: marker() })).toBe(
      `${markerLine()}\n_The assistant gave an empty answer._\n`,
    );
  });

  it('shortens a long answer to fit a comment, keeping the sources and the marker', () => {
    const body = renderAnswerComment({
      answer: `\`\`\`\n${'x'.repeat(GITHUB_COMMENT_MAX * 2)}`,
      sources: [{ url: 'https://d.example/a', title: 'A' }],
      marker: marker('thr_long'),
    });
    expect(body.length).toBeLessThanOrEqual(GITHUB_COMMENT_MAX);
    expect(body).toContain('\n```\n\n_The answer was shortened to fit in a comment._\n\n### Sources');
    expect(findLatestThread([{ marker: parseMarker(body)! }])).toEqual({ threadId: 'thr_long' });
  });

  it('lists at most 30 sources and counts the rest', () => {
    const sources = Array.from({ length: 32 }, (_, i) => ({ url: `https://d.example/${i}`, title: `Page ${i}` }));
    const body = renderAnswerComment({ answer: 'x', sources, marker: marker() });
    expect(body).toContain('- [Page 29](https://d.example/29)\n- _and 2 more_\n');
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

describe("the answer comment's usage line", () => {
  it('ends with the message’s place in the assistant’s monthly count, within the comment’s length', () => {
    const body = renderAnswerComment({
      answer: 'x'.repeat(70_000),
      sources: [],
      marker: answerMarker({}),
      usage: { used: 3, limit: 10_000 },
    });
    expect(body.endsWith('\n\n<sub>assistant message 3 of 10000 this month</sub>\n')).toBe(true);
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(renderAnswerComment({ answer: 'ok', sources: [], marker: answerMarker({}) })).not.toContain('this month');
  });
});
