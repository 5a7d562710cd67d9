/**
 * The impact check's texts: the question it asks, the pages and sentences it
 * takes from the answer, the marker it records, and the comment it writes,
 * hostile answers and titles included.
 */
import { describe, expect, it } from 'vitest';
import type { ChangedFile } from '../../src/github/files.ts';
import { formatMarker, parseMarker } from '../../src/comment/marked.ts';
import { impactQuestion } from '../../src/affected-pages/question.ts';
import { pagesOfAnswer } from '../../src/affected-pages/pages.ts';
import { IMPACT_KIND, MAX_PAGES, impactMarker, readImpactMarker } from '../../src/comment/impact-marker.ts';
import { capNote, renderClearedComment, renderImpactComment, type CheckedChange } from '../../src/comment/impact.ts';
import { impactPagesLines } from '../../src/affected-pages/pages-at-merge.ts';
import { selectHunks } from '../../src/affected-pages/hunks.ts';
import { secrets } from '../../src/util/redact.ts';
import { unsafeRendering } from '../helpers/links.ts';

const changed = (path: string, size: number, patch = `@@ -1 +1 @@\n+${path}`): ChangedFile => ({
  path,
  status: 'modified',
  additions: size,
  deletions: 0,
  patch,
});

/** The impact comment's heading, as readers see it. */
const IMPACT_HEADING = '### 📚 Docs this pull request may affect';

describe('impactQuestion', () => {
  it('names the title and every changed path (largest change first), the description, and asks for pages as sources', () => {
    const question = impactQuestion({
      title: 'Rotate keys\nwithout downtime',
      body: 'Adds a grace period.\r\n\r\nSee the RFC.',
      files: [changed('src/a.ts', 1), { ...changed('src/keys.ts', 30), previousPath: 'src/old-keys.ts', status: 'renamed' }],
    });
    expect(question).toBe(
      [
        'A pull request titled "Rotate keys without downtime" changes these 2 files (largest change first; the changed hunks are in the context):',
        '- renamed src/keys.ts (renamed from src/old-keys.ts)',
        '- modified src/a.ts',
        '',
        'Its description says:',
        'Adds a grace period.\n\nSee the RFC.',
        '',
        'Which pages of the documentation describe behaviour that this change adds, changes or removes? Name each such page as a source, and for each say in one sentence, naming the page, what the change makes inaccurate or incomplete there. If no page is affected, say so.',
      ].join('\n'),
    );
  });

  it('caps the paths (50) and the description (1,000 characters), and carries none of the run’s secrets', () => {
    const MAX_QUESTION_PATHS = 50;
    const MAX_DESCRIPTION_CHARS = 1_000;
    secrets.add('question_secret_value_9');
    const files = Array.from({ length: MAX_QUESTION_PATHS + 7 }, (_, i) => changed(`f${i}.ts`, 1));
    const question = impactQuestion({ title: 'uses question_secret_value_9', body: 'x'.repeat(5000), files });
    expect(question).toContain(`- … and 7 more`);
    expect(question.split('\n').filter((line) => line.startsWith('- modified '))).toHaveLength(MAX_QUESTION_PATHS);
    expect(question).toContain(`${'x'.repeat(MAX_DESCRIPTION_CHARS)}…`);
    expect(question).not.toContain('question_secret_value_9');
    expect(question).toContain('"uses ***"');
  });
});

describe('pagesOfAnswer', () => {
  it('splits the answer into sentences, leaving code blocks and list marks out', () => {
    const titles = ['Heading', 'First', 'Second', 'Third', 'sentence'];
    const pages = pagesOfAnswer({
      text: '# Heading\n\n- First one. Second one!\n```sh\nnot. a sentence.\n```\n1. Third?',
      sources: titles.map((title, i) => ({ title, url: `https://d.example/${i}` })),
    });
    expect(pages.map((page) => page.sentence)).toEqual(['Heading', 'First one.', 'Second one!', 'Third?', undefined]);
  });

  it('gives each source the first sentence that names it by title, URL or URL segment', () => {
    const pages = pagesOfAnswer({
      text: 'The change touches two pages. The **Quickstart** shows the old flag. Key rotation is in the [reference](https://d.example/reference/api-keys).\n- The api keys page lists the TTL.',
      sources: [
        { title: 'Quickstart', url: 'https://d.example/guides/quickstart' },
        { title: 'Keys', url: 'https://d.example/reference/api-keys' },
        { title: 'Webhooks', url: 'https://d.example/reference/webhooks' },
      ],
    });
    expect(pages).toEqual([
      { title: 'Quickstart', url: 'https://d.example/guides/quickstart', sentence: 'The **Quickstart** shows the old flag.' },
      {
        title: 'Keys',
        url: 'https://d.example/reference/api-keys',
        sentence: 'Key rotation is in the [reference](https://d.example/reference/api-keys).',
      },
      { title: 'Webhooks', url: 'https://d.example/reference/webhooks', sentence: undefined },
    ]);
  });

  it(`keeps at most ${MAX_PAGES} pages`, () => {
    const sources = Array.from({ length: MAX_PAGES + 3 }, (_, i) => ({ title: `Page ${i}`, url: `https://d.example/p${i}` }));
    expect(pagesOfAnswer({ text: '', sources })).toHaveLength(MAX_PAGES);
  });
});

describe('the marker', () => {
  const record = { hash: '0123456789abcdef', head: 'abc1234def', pages: [{ title: 'Quick -->start', url: 'https://d.example/q' }] };

  it('round-trips through a comment: the hash, the head and the pages, none able to close the HTML comment', () => {
    const fields = impactMarker(record, { 'run-id': '7' });
    const body = `${formatMarker(fields)}\nrest`;
    expect(body.indexOf('-->')).toBe(body.lastIndexOf('-->'));
    const parsed = parseMarker(body)!;
    expect(parsed).toMatchObject({ kind: IMPACT_KIND, 'run-id': '7' });
    expect(readImpactMarker(parsed)).toEqual(record);
  });

  it('reads nothing from a marker the action did not write that way', () => {
    expect(readImpactMarker({ kind: 'answer', hash: record.hash })).toBeUndefined();
    expect(readImpactMarker({ kind: IMPACT_KIND, hash: 'nothex', pages: '[]' })).toBeUndefined();
    expect(readImpactMarker({ kind: IMPACT_KIND, hash: record.hash, pages: '{"not":"a list"}' })).toBeUndefined();
    expect(readImpactMarker({ kind: IMPACT_KIND, hash: record.hash, pages: 'not json' })).toBeUndefined();
    expect(readImpactMarker({ kind: IMPACT_KIND, hash: record.hash, head: 'zz', pages: '[]' })).toBeUndefined();
  });

  it('gives the merged pull request’s prompt one line a page', () => {
    expect(impactPagesLines([])).toEqual([]);
    expect(
      impactPagesLines([
        { title: 'Quickstart', url: 'https://d.example/q' },
        { title: '', url: 'https://d.example/x' },
      ]),
    ).toEqual([
      'Documentation pages the docs impact check found for this pull request before it merged (start with these):',
      '- Quickstart (https://d.example/q)',
      '- https://d.example/x',
    ]);
  });
});

const checked: CheckedChange = { head: 'abc1234def5678', selection: selectHunks([changed('src/a.ts', 1), changed('src/b.ts', 2)]) };

describe('renderImpactComment', () => {
  it('lists each page linked by its title with its sentence, what happens next, and what was checked', () => {
    const body = renderImpactComment({
      ...checked,
      pages: [
        { title: 'Quickstart', url: 'https://d.example/q', sentence: 'The **Quickstart** shows the old flag.' },
        { title: 'Offline guide', url: '', sentence: undefined },
      ],
      command: '/docs',
      marker: impactMarker({ hash: '0123456789abcdef', head: checked.head, pages: [] }),
    });
    expect(parseMarker(body)?.kind).toBe(IMPACT_KIND);
    expect(body).toContain(`${IMPACT_HEADING}\n`);
    expect(body).toContain('- [Quickstart](https://d.example/q): The **Quickstart** shows the old flag.\n- Offline guide\n');
    expect(body).toContain('with the docs-on-merge workflow installed, the docs agent is given these pages when this pull request merges');
    expect(body).toContain('comment `/docs <instruction>`');
    expect(body).toContain('_Checked at `abc1234def56` with the hunks of every changed file.');
  });

  it('keeps hostile titles, URLs and sentences inert: no mention, image, raw HTML, script or non-https link', () => {
    const hostile =
      '@octocat <img src=x onerror=alert(1)> ![p](https://evil.example/p.png) [x](javascript:alert(1)) <details>@org/team</details> ::error::boom';
    const body = renderImpactComment({
      ...checked,
      pages: [
        { title: hostile, url: 'https://d.example/a', sentence: hostile },
        { title: `${hostile} @admin`, url: 'javascript:alert(1)', sentence: `[${hostile}](http://evil.example) @admin` },
        { title: 'ok', url: 'https://d.example/@everyone', sentence: '<script>alert(1)</script> &#64;someone' },
      ],
      command: '/docs',
      marker: impactMarker({ hash: '0123456789abcdef', head: checked.head, pages: [] }),
    });
    expect(unsafeRendering(body)).toEqual([]);
    expect(body).not.toMatch(/^::/m);
  });

  it('says the cap when the check sent less than the whole change', () => {
    const big: CheckedChange = {
      head: 'abc1234',
      selection: selectHunks(
        Array.from({ length: 25 }, (_, i) => changed(`f${String(i).padStart(2, '0')}.ts`, 2, `@@ -1 +1 @@\n${'+y\n'.repeat(200)}`)),
      ),
    };
    expect(capNote(big)).toMatch(
      /^_Checked at `abc1234` with the hunks of 20 of 25 changed files with hunks \([\d,]+ of [\d,]+ characters, the largest changes first: a check sends at most 20 files and 4,000 characters of hunks\)\./,
    );
    expect(capNote({ head: '', selection: selectHunks([{ path: 'logo.png', status: 'added' }]) })).toBe(
      '_Checked with the paths of 1 changed file (GitHub gave no hunks to send). A push that changes the files or their hunks checks again and updates this comment._',
    );
  });

  it('a later check that finds nothing: the same comment says so', () => {
    const body = renderClearedComment({ ...checked, marker: impactMarker({ hash: '0123456789abcdef', head: checked.head, pages: [] }) });
    expect(body).toContain('no longer finds a page of the documentation that this pull request changes');
    expect(readImpactMarker(parseMarker(body)!)?.pages).toEqual([]);
  });
});

describe('the impact comment is inert', () => {
  const checked: CheckedChange = {
    head: 'a'.repeat(40),
    selection: { items: [], totalFiles: 1, filesWithHunks: 0, totalChars: 0, sentChars: 0, capped: false },
  };
  const comment = (pages: ReturnType<typeof pagesOfAnswer>) =>
    renderImpactComment({
      pages,
      ...checked,
      command: '/docs',
      marker: impactMarker({ hash: '0123456789abcdef', head: checked.head, pages }, { 'run-id': '1' }),
    });

  it('keeps links to the documentation’s own origin only; math and bidirectional controls render as nothing but text', () => {
    const pages = pagesOfAnswer({
      text: [
        'The Keys page needs [Re-authorize the docs check](https://evil.example/oauth) and [the keys reference](https://d.example/reference/keys) $$\\color{red}{\\Huge APPROVED}$$ and $x$.',
        'The Webhooks page \u202egnp.exe\u202c lists \u2066the\u2069 \u200fold\u200e events.',
      ].join('\n'),
      sources: [
        { title: 'Keys', url: 'https://d.example/reference/keys' },
        { title: 'Webhooks $$\\Huge x$$ \u202e', url: 'https://d.example/reference/webhooks' },
      ],
    });
    const body = comment(pages);
    expect(body).toContain('Re-authorize the docs check (`https://evil.example/oauth`)');
    expect(body).not.toMatch(/\]\(https:\/\/evil/);
    expect(body).toContain('[the keys reference](https://d.example/reference/keys)');
    expect(body).not.toContain('$');
    expect(body).toContain('&#36;&#36;\\color{red}{\\Huge APPROVED}&#36;&#36; and &#36;x&#36;.');
    expect(body).toContain('[Webhooks &#36;&#36;\\Huge x&#36;&#36; ](https://d.example/reference/webhooks)');
    expect(body).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(unsafeRendering(body)).toEqual([]);
  });

  it('a math block of an answer becomes plain code in the strict filter', async () => {
    const { safeAnswerMarkdown } = await import('../../src/render/answer.ts');
    expect(safeAnswerMarkdown('```math\n\\Huge x\n```', { strict: true })).toBe('```\n\\Huge x\n```');
    expect(safeAnswerMarkdown('```math\n\\Huge x\n```')).toBe('```math\n\\Huge x\n```');
  });

  it('stays under GitHub’s 65,536 characters: 10 sources with long titles and URLs (109,105 characters before)', ({ annotate }) => {
    const sources = Array.from({ length: 10 }, (_, i) => ({
      url: `https://d.example/${'文'.repeat(470)}${String(i)}`,
      title: `${'文'.repeat(196)} ${String(i)}`,
    }));
    const text = sources.map((s) => `${s.title} [x](https://evil.example/a) $$\\color{red}{x}$$ \u202e${'$'.repeat(60)}.`).join('\n');
    const pages = pagesOfAnswer({ text, sources });
    const body = comment(pages);
    void annotate(`10 sources with long titles: ${String(body.length)} characters`);
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(readImpactMarker(parseMarker(body)!)?.pages.length).toBeGreaterThan(0);
    expect(body).toContain(IMPACT_HEADING);
  });
});

describe('the impact comment’s usage line', () => {
  const view = {
    ...checked,
    pages: [{ title: 'Quickstart', url: 'https://d.example/q', sentence: undefined }],
    command: '/docs',
    marker: impactMarker({ hash: '0123456789abcdef', head: checked.head, pages: [] }),
  };

  it('says the check’s message in the assistant’s monthly count, last, on the found and the cleared comment', () => {
    const usage = { used: 12, limit: 500 };
    expect(
      renderImpactComment({ ...view, usage })
        .trimEnd()
        .split('\n')
        .at(-1),
    ).toBe('<sub>assistant message 12 of 500 this month</sub>');
    expect(
      renderClearedComment({ ...checked, marker: view.marker, usage })
        .trimEnd()
        .split('\n')
        .at(-1),
    ).toBe('<sub>assistant message 12 of 500 this month</sub>');
  });

  it('says nothing of the count when it is not tracked', () => {
    expect(renderImpactComment(view)).not.toContain('this month');
  });
});
