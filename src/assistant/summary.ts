import * as core from '../core.js';
import { escapeHtml } from '../text.js';
import type { Answer } from './answer.js';
import { safeMarkdown } from '../github/markdown.js';
import { renderAnswerMarkdown } from './comment.js';

export interface AskReport {
  question?: string;
  answer?: Answer;
  /** What had arrived when the stream failed. */
  partial?: Answer;
  dryRun?: { url: string; body: unknown };
  /** One sentence on how the run ended. */
  note?: string;
}

/** The question as a quote: each line escaped, so it renders as the text that was asked. */
function quoteBlock(text: string): string {
  return text
    .split('\n')
    .map((line) => `> ${safeMarkdown(line).text}`)
    .join('\n');
}

/** The summary's markdown: the question, the answer with its sources, the thread. Service text is neutralised. */
export function askSummaryMarkdown(report: AskReport): string {
  const blocks = ['## Docs assistant'];
  if (report.question) blocks.push('**Question**', quoteBlock(report.question));
  if (report.dryRun) {
    blocks.push(
      `Dry run: nothing was sent. The question would be sent to <code>${escapeHtml(report.dryRun.url)}</code> with this body:`,
      `\`\`\`json\n${JSON.stringify(report.dryRun.body, null, 2).replace(/```/g, '`\u200b``')}\n\`\`\``,
    );
  }
  const shown = report.answer ?? report.partial;
  if (shown) {
    blocks.push(report.answer ? '**Answer**' : '**Partial answer** (the stream did not finish)');
    blocks.push(renderAnswerMarkdown(shown.text, shown.sources));
    if (shown.threadId) blocks.push(`Thread: <code>${escapeHtml(shown.threadId)}</code>`);
  }
  if (report.note) blocks.push(escapeHtml(report.note));
  return `${blocks.join('\n\n')}\n`;
}

/** Writes the job summary (when the runner provides one). */
export async function writeAskSummary(report: AskReport): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  await core.summary.addRaw(askSummaryMarkdown(report)).write();
}
