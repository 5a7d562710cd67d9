import { writeStepSummary } from '../../runner/summary.js';
import { redactAll } from '../../util/redact.js';
import { inlineText } from '../../render/text.js';
import type { Answer, Source } from '../../service/assistant/answer.js';
import { code, codeBlock, inert } from '../../render/markdown.js';
import type { DryRunCheck } from '../../dry-run/checks.js';
import { checksTable } from '../../dry-run/report.js';

/** Renders an answer with its sources as the answer comment does (`renderAnswerMarkdown`, on the markdown parser). */
export type AnswerRenderer = (text: string, sources: readonly Source[]) => string;

export interface AskReport {
  question?: string;
  answer?: Answer;
  /** What had arrived when the stream failed. */
  partial?: Answer;
  dryRun?: { url: string; body: unknown; checks?: readonly DryRunCheck[] };
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

/**
 * The summary's markdown: the question, the answer with its sources, the
 * thread. Service text is neutralised; the answer by `renderAnswer`, which
 * only a report with an answer needs.
 */
function askSummaryMarkdown(report: AskReport, renderAnswer: AnswerRenderer): string {
  const blocks = ['## Docs assistant'];
  if (report.question) blocks.push('**Question**', quoteBlock(report.question));
  if (report.dryRun) {
    blocks.push(
      `Dry run: nothing was sent. The question would be sent to ${code(report.dryRun.url)} with this body:`,
      codeBlock(JSON.stringify(report.dryRun.body, null, 2), 'json'),
    );
    if (report.dryRun.checks?.length) blocks.push(checksTable(report.dryRun.checks));
  }
  const shown = report.answer ?? report.partial;
  if (shown) {
    blocks.push(report.answer ? '**Answer**' : '**Partial answer** (the stream did not finish)');
    blocks.push(renderAnswer(shown.text, shown.sources));
    if (shown.threadId) blocks.push(`Thread: ${code(shown.threadId)}`);
  }
  // An HTML block on one line: the note (often a service error message) renders as text, never as markdown.
  if (report.note) blocks.push(`<p>${inlineText(report.note, '<br>')}</p>`);
  return `${blocks.join('\n\n')}\n`;
}

/** The answer renderer, loaded only when there is an answer to show: it holds the markdown parser. */
async function answerRenderer(report: AskReport): Promise<AnswerRenderer> {
  if (!report.answer && !report.partial) return () => '';
  const { renderAnswerMarkdown } = await import(/* webpackChunkName: "assistant" */ '../../comment/answer.js');
  return renderAnswerMarkdown;
}

/** Writes the job summary (when the runner provides one). */
export async function writeAskSummary(report: AskReport): Promise<void> {
  // Redacted before rendering too: escaping could split a secret into entities that no later pass recognises.
  const safe = redactAll(report);
  const markdown = askSummaryMarkdown(safe, await answerRenderer(safe));
  await writeStepSummary((summary) => summary.addRaw(markdown));
}
