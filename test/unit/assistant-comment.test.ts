import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX,
  answerMarker,
  extractAskQuestion,
  findLatestThread,
  isAskAnswer,
  neutraliseMarkdown,
  questionFromIssue,
  renderAnswerComment,
  type IssueComment,
} from '../../src/assistant/comment.ts';

const ZWSP = '@&#8203;';

describe('neutraliseMarkdown', () => {
  it('keeps @mentions from notifying, but not e-mail addresses or scoped packages in code', () => {
    const { text } = neutraliseMarkdown('Ask @octocat or @acme/docs-team (cc @a-b), mail me@example.com, see `@ai-sdk/ui`');
    expect(text).toBe(
      `Ask ${ZWSP}octocat or ${ZWSP}acme/docs-team (cc ${ZWSP}a-b), mail me@example.com, see \`@ai-sdk/ui\``,
    );
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

describe('renderAnswerComment', () => {
  it('renders the answer, the sources (links for https only) and the marker last', () => {
    const body = renderAnswerComment({
      answer: 'Rotate it in **Settings**, @octocat. <b>bold</b>',
      sources: [
        { url: 'https://docs.example/keys?a=(1)', title: 'API [keys] *guide*' },
        { url: 'http://insecure.example/page', title: 'Old page' },
        { url: 'javascript:alert(1)', title: 'Evil' },
        { url: '', title: 'handbook.pdf' },
      ],
      threadId: 'thr_1',
    });
    expect(body).toBe(
      [
        `Rotate it in **Settings**, ${ZWSP}octocat. &lt;b>bold&lt;/b>`,
        '',
        '### Sources',
        '',
        '- [API \\[keys\\] \\*guide\\*](https://docs.example/keys?a=%281%29)',
        '- Old page (`http://insecure.example/page`)',
        '- Evil (`javascript:alert(1)`)',
        '- handbook.pdf',
        '',
        '<!-- docs-agent:ask thread-id=thr_1 -->',
        '',
      ].join('\n'),
    );
  });

  it('neutralises mentions and HTML in source titles', () => {
    const body = renderAnswerComment({ answer: 'x', sources: [{ url: 'https://d.example', title: '@team <img>' }] });
    expect(body).toContain(`- [${ZWSP}team &lt;img\\>](https://d.example/)`);
  });

  it('closes a code block the answer left open, so the sources and marker stay outside it', () => {
    const body = renderAnswerComment({ answer: 'Run:\n```sh\nnpm i', sources: [], threadId: 't' });
    expect(body).toBe('Run:\n```sh\nnpm i\n```\n\n<!-- docs-agent:ask thread-id=t -->\n');
  });

  it('says so for an empty answer, and marks an answer without a thread', () => {
    expect(renderAnswerComment({ answer: '  ', sources: [] })).toBe(
      '_The assistant gave an empty answer._\n\n<!-- docs-agent:ask -->\n',
    );
  });

  it('shortens a long answer to fit a comment, keeping the sources and the marker', () => {
    const body = renderAnswerComment({
      answer: `\`\`\`\n${'x'.repeat(COMMENT_MAX * 2)}`,
      sources: [{ url: 'https://d.example/a', title: 'A' }],
      threadId: 'thr_long',
    });
    expect(body.length).toBeLessThanOrEqual(COMMENT_MAX);
    expect(body).toContain('\n```\n\n_The answer was shortened to fit in a comment._\n\n### Sources');
    expect(findLatestThread([{ body }])).toEqual({ threadId: 'thr_long' });
  });

  it('lists at most 30 sources and counts the rest', () => {
    const sources = Array.from({ length: 32 }, (_, i) => ({ url: `https://d.example/${i}`, title: `Page ${i}` }));
    const body = renderAnswerComment({ answer: 'x', sources });
    expect(body).toContain('- [Page 29](https://d.example/29)\n- _and 2 more_\n');
    expect(body).not.toContain('Page 30');
  });

  it('encodes thread values so that they cannot end the hidden comment', () => {
    const marker = answerMarker({ threadId: 'a --> <b> c', threadKey: 'k y' });
    expect(marker).toBe('<!-- docs-agent:ask thread-id=a%20--%3E%20%3Cb%3E%20c thread-key=k%20y -->');
    expect(findLatestThread([{ body: `answer\n\n${marker}\n` }])).toEqual({ threadId: 'a --> <b> c', threadKey: 'k y' });
  });
});

describe('findLatestThread', () => {
  const bot = { login: 'github-actions[bot]', type: 'Bot' };
  const answer = (threadId: string, user = bot): IssueComment => ({
    body: renderAnswerComment({ answer: 'a', sources: [], threadId }),
    user,
  });

  it('finds the latest answer that names a thread', () => {
    const comments: IssueComment[] = [
      answer('thr_old'),
      { body: '/docs ask more?', user: { login: 'alice' } },
      answer('thr_new'),
      { body: renderAnswerComment({ answer: 'no thread', sources: [] }), user: bot },
      { body: null, user: null },
    ];
    expect(findLatestThread(comments)).toEqual({ threadId: 'thr_new' });
  });

  it('ignores markers from untrusted authors and markers that are not at the end', () => {
    const trusted = (c: IssueComment): boolean => c.user?.login === bot.login;
    const comments: IssueComment[] = [
      answer('thr_mine'),
      answer('thr_forged', { login: 'mallory', type: 'User' }),
      { body: '```\n<!-- docs-agent:ask thread-id=thr_quoted -->\n```\nmore text', user: bot },
    ];
    expect(findLatestThread(comments, trusted)).toEqual({ threadId: 'thr_mine' });
    expect(findLatestThread(comments)).toEqual({ threadId: 'thr_forged' });
    expect(findLatestThread([])).toBeUndefined();
  });
});

describe('extractAskQuestion', () => {
  it('reads the question after `<command> ask`, with the lines that follow', () => {
    expect(extractAskQuestion('/docs ask how do I rotate an API key?', '/docs')).toBe('how do I rotate an API key?');
    expect(extractAskQuestion('Hi!\r\n/docs ASK  why?\r\n\r\nI tried `x`.\r\n', '/docs')).toBe('why?\n\nI tried `x`.');
    expect(extractAskQuestion('/docs ask\nquestion on the next line', '/docs')).toBe('question on the next line');
    expect(extractAskQuestion('@docs-bot ask what?', '@docs-bot')).toBe('what?');
  });

  it('is empty for the command alone, undefined without the command', () => {
    expect(extractAskQuestion('/docs ask', '/docs')).toBe('');
    expect(extractAskQuestion('/docs ask   ', '/docs')).toBe('');
    for (const body of [
      '/docs fix the links',
      '/docs asked yesterday',
      '/docsask what',
      'please /docs ask what',
      '> /docs ask quoted',
      '```\n/docs ask in code\n```',
      '    /docs ask indented code',
      '',
    ]) {
      expect(extractAskQuestion(body, '/docs'), body).toBeUndefined();
    }
    expect(extractAskQuestion(null, '/docs')).toBeUndefined();
    expect(extractAskQuestion('/docs ask x', '  ')).toBeUndefined();
  });

  it('never reads an answer of this action as a question (no answer loops)', () => {
    const body = renderAnswerComment({ answer: '/docs ask me again', sources: [], threadId: 't' });
    expect(isAskAnswer(body)).toBe(true);
    expect(extractAskQuestion(body, '/docs')).toBeUndefined();
    expect(isAskAnswer('/docs ask x')).toBe(false);
  });

  it('treats the command literally, not as a pattern', () => {
    expect(extractAskQuestion('/d.cs ask x', '/docs')).toBeUndefined();
    expect(extractAskQuestion('/d.cs ask x', '/d.cs')).toBe('x');
  });
});

describe('questionFromIssue', () => {
  it('is the title, then the body', () => {
    expect(questionFromIssue(' How to rotate keys? ', '\nWe use SSO.\n')).toBe('How to rotate keys?\n\nWe use SSO.');
    expect(questionFromIssue('Title only', null)).toBe('Title only');
  });
});
