import { writeStepSummary } from '../../runner/summary.js';
import { redactAll } from '../../runner/redact.js';
import { inlineText } from '../../render/text.js';
import type { Answer } from '../../service/assistant/answer.js';
import { code, codeBlock, inert } from '../../render/markdown.js';
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

/** The question as a quote: each line inert, so it renders as the text that was asked. */
function quoteBlock(text: string): string {
  return text
    .split(/\r\n?|\n/)
    .map((line) => (line.trim() ? `> ${inert(line)}` : '>'))
    .join('\n');
}

/** The summary's markdown: the question, the answer with its sources, the thread. Service text is neutralised. */
export function askSummaryMarkdown(report: AskReport): string {
  const blocks = ['## Docs assistant'];
  if (report.question) blocks.push('**Question**', quoteBlock(report.question));
  if (report.dryRun) {
    blocks.push(
      `Dry run: nothing was sent. The question would be sent to ${code(report.dryRun.url)} with this body:`,
      codeBlock(JSON.stringify(report.dryRun.body, null, 2), 'json'),
    );
  }
  const shown = report.answer ?? report.partial;
  if (shown) {
    blocks.push(report.answer ? '**Answer**' : '**Partial answer** (the stream did not finish)');
    blocks.push(renderAnswerMarkdown(shown.text, shown.sources));
    if (shown.threadId) blocks.push(`Thread: ${code(shown.threadId)}`);
  }
  // An HTML block on one line: the note (often a service error message) renders as text, never as markdown.
  if (report.note) blocks.push(`<p>${inlineText(report.note, '<br>')}</p>`);
  return `${blocks.join('\n\n')}\n`;
}

/** Writes the job summary (when the runner provides one). */
export async function writeAskSummary(report: AskReport): Promise<void> {
  // Redacted before rendering too: escaping could split a secret into entities that no later pass recognises.
  const markdown = askSummaryMarkdown(redactAll(report));
  await writeStepSummary((summary) => summary.addRaw(markdown));
}
