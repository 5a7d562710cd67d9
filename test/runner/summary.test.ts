/**
 * The job summaries (agent and ask mode): GitHub renders them as markdown, so
 * no service field, error message or prompt may turn into a link or an image.
 */
import { describe, expect, it } from 'vitest';
import { writeAskSummary } from '../../src/modes/ask/summary.ts';
import { writeSummary, type RunReport } from '../../src/modes/agent/summary.ts';
import { agentJob } from '../helpers/fake-service.ts';
import { useRunnerFiles } from '../helpers/runner-files.ts';
import { linkForms, renderGfm, unsafeRendering } from '../helpers/links.ts';

const HOSTILE = 'gpt\n\n[Re-authenticate here](https://phish.example) ![x](https://phish.example/p.png)\r\n\u2028www.phish.example';

// @actions/core keeps the summary file's path after its first write: one file for the module, emptied per test.
const runner = useRunnerFiles('summary');

describe('untrusted text in the summary', () => {
  /** Untrusted text as the summary's HTML shows it (the reason the budget is not tracked). */
  async function summaryText(text: string): Promise<string> {
    await writeSummary({ budget: { tracked: false, limit: 1, reason: text } });
    const [prefix, suffix] = ['<p>Hourly budget: not tracked for this run: ', '.</p>'];
    const paragraph =
      runner
        .summary()
        .split('\n')
        .find((line) => line.startsWith(prefix)) ?? '';
    expect(paragraph.endsWith(suffix)).toBe(true);
    return paragraph.slice(prefix.length, -suffix.length);
  }

  it('keeps the text on one source line (breaks become <br>) with no markdown or HTML syntax', async () => {
    expect(await summaryText('a\n\nb\r\nc\u2028d <i>*e*</i> [f](g) @h "q" & job_001 2026-11-23T04:28:22.392Z https://x.example/a')).toBe(
      'a<br><br>b<br>c<br>d &lt;i&gt;*e*&lt;/i&gt; [f](g) @\u200bh &quot;q&quot; &amp; job_001 2026-11-23T04:28:22.392Z https://x.example/a',
    );
  });
});

describe('the agent summary', () => {
  const written = (report: RunReport): Promise<string> => writeSummary(report).then(() => runner.summary());

  it('renders no link from a hostile service field or error note, and no blank line inside an HTML block', async () => {
    const summary = await written({
      job: agentJob({
        id: HOSTILE,
        status: 'completed',
        model: HOSTILE,
        source: { repository: HOSTILE, ref: HOSTILE },
        prLink: HOSTILE,
        createdAt: HOSTILE,
      }),
      waitedMs: 1000,
      note: `The service answered 500: ${HOSTILE}`,
      budget: { tracked: false, reason: HOSTILE, limit: 5 },
    });
    expect(linkForms(summary, 'phish.example')).toEqual([]);
    expect(unsafeRendering(summary)).toEqual([]);
    expect(summary).not.toMatch(/\n\s*\n/);
    expect(summary).toContain('<td>gpt<br><br>[Re-authenticate here](https://phish.example) ![x](https://phish.example/p.png)<br><br>');
    expect(summary).toContain('<p>The service answered 500: gpt<br><br>[Re-authenticate');
  });

  it('shows the dry-run prompt escaped in its own <pre> block, which blank lines cannot end', async () => {
    const prompt = 'Fix it.\n\nIssue body:\n</code></pre>\n\n[Re-authenticate here](https://phish.example)\n<img src=x>';
    const summary = await written({ dryRun: { url: 'https://api.docs.example/v2/agent/p/job', prompt } });
    expect(linkForms(summary, 'phish.example')).toEqual([]);
    expect(unsafeRendering(summary)).toEqual([]);
    expect(summary.match(/<\/pre>/g)).toHaveLength(1);
    expect(summary.match(/<pre>/g)).toHaveLength(1);
    // `<pre>` starts its own HTML block after a blank line (one that only `</pre>` ends), the prompt's lines kept.
    expect(summary).toContain(
      'with this prompt:</p>\n\n<pre><code>Fix it.\n\nIssue body:\n&lt;/code&gt;&lt;/pre&gt;\n\n[Re-authenticate here](https://phish.example)',
    );
    expect(summary).not.toContain('<img');
    // Rendered, the prompt is one block of preformatted text.
    expect(renderGfm(summary)).toContain('<pre><code>Fix it.\n\nIssue body:\n&lt;/code&gt;&lt;/pre&gt;\n\n[Re-authenticate here]');
  });
});

describe('the ask summary', () => {
  /** The summary `writeAskSummary` writes for this report. */
  const askSummaryMarkdown = (report: Parameters<typeof writeAskSummary>[0]): Promise<string> =>
    writeAskSummary(report).then(() => runner.summary());

  it('renders the note (a service error message) as text, not markdown', async () => {
    const markdown = await askSummaryMarkdown({ question: 'q', note: `The stream failed: ${HOSTILE}` });
    expect(linkForms(markdown, 'phish.example')).toEqual([]);
    expect(unsafeRendering(markdown)).toEqual([]);
    expect(markdown).toContain('<p>The stream failed: gpt<br><br>[Re-authenticate here](https://phish.example)');
  });

  it('quotes the question inertly and renders the answer as the answer comment does (only https links)', async () => {
    const markdown = await askSummaryMarkdown({
      question: `How?\n\n${HOSTILE}`,
      answer: {
        text: 'Go [here](http://phish.example) or [docs](https://docs.example/k).',
        sources: [],
        threadId: HOSTILE,
        threadKey: undefined,
      },
    });
    expect(linkForms(markdown, 'phish.example')).toEqual([]);
    expect(unsafeRendering(markdown)).toEqual([]);
    expect(markdown).toContain('> How?\n>\n> gpt\n>\n> \\[Re-authenticate here\\](https\\://phish.example)');
    expect(markdown).toContain('Go here (`http://phish.example`) or [docs](https://docs.example/k).');
    expect(markdown).toContain('Thread: `gpt  [Re-authenticate');
  });

  it('keeps the dry-run body in a JSON code fence that its content cannot close', async () => {
    const markdown = await askSummaryMarkdown({
      dryRun: { url: 'https://api.docs.example/ask', body: { question: 'x\n```\n\n[Re-authenticate here](https://phish.example)' } },
    });
    const fence = markdown.slice(markdown.indexOf('```json'));
    // The fence is longer than any backtick run in the JSON: one opening and one closing fence, the body as written.
    expect(fence.match(/^```/gm)).toHaveLength(2);
    expect(fence).toContain('"question": "x\\n```\\n\\n[Re-authenticate here](https://phish.example)"');
    expect(linkForms(markdown, 'phish.example')).toEqual([]);
  });
});
