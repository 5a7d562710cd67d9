/**
 * The job summary of an impact check: the pull request, the pages found
 * (rendered as the comment lists them), what was sent, and how the check
 * ended. Service and pull request text is neutralised as in the comment.
 */
import { writeStepSummary } from '../../runner/summary.js';
import { redactAll } from '../../util/redact.js';
import { code, codeBlock, link } from '../../render/markdown.js';
import { inlineText } from '../../render/text.js';
import type { ImpactPage } from '../../comment/impact-marker.js';
import type { FoundPage } from '../../affected-pages/pages.js';
import type { CheckedChange } from '../../comment/impact.js';
import type { DryRunCheck } from '../../dry-run/checks.js';
import { checksTable } from '../../dry-run/report.js';

/** Renders the pages as the comment does (`pageLine`, on the markdown filter); loaded only when there are pages. */
export type PagesRenderer = (pages: readonly FoundPage[]) => string[];

export interface ImpactReport {
  pull?: { number: number; url: string };
  /** The pages found, or those the last check found (`unchanged`). */
  pages?: FoundPage[];
  /** What the check sent (a cap note). */
  checked?: CheckedChange;
  dryRun?: { url: string; body: unknown; checks?: readonly DryRunCheck[] };
  /** One sentence on how the check ended. */
  note?: string;
}

/** The summary's markdown (`renderPages` lists the pages). */
function impactSummaryMarkdown(report: ImpactReport, renderPages: PagesRenderer, capNote: (checked: CheckedChange) => string): string {
  const blocks = ['## Docs impact'];
  if (report.pull) blocks.push(`Pull request ${link(report.pull.url, `#${String(report.pull.number)}`)}`);
  if (report.pages) {
    blocks.push(
      report.pages.length > 0 ? ['**Pages this change may affect**', '', ...renderPages(report.pages)].join('\n') : 'No page found.',
    );
  }
  if (report.checked) blocks.push(capNote(report.checked));
  if (report.dryRun) {
    blocks.push(
      `Dry run: nothing was sent. The question would be sent to ${code(report.dryRun.url)} with this body:`,
      codeBlock(JSON.stringify(report.dryRun.body, null, 2), 'json'),
    );
    if (report.dryRun.checks?.length) blocks.push(checksTable(report.dryRun.checks));
  }
  // An HTML block on one line: the note (often a service error message) renders as text, never as markdown.
  if (report.note) blocks.push(`<p>${inlineText(report.note, '<br>')}</p>`);
  return `${blocks.join('\n\n')}\n`;
}

/** Pages as the summary takes them: those the marker recorded carry no sentence. */
export function withoutSentences(pages: readonly ImpactPage[]): FoundPage[] {
  return pages.map((page) => ({ ...page, sentence: undefined }));
}

/** Writes the job summary (when the runner provides one). */
export async function writeImpactSummary(report: ImpactReport): Promise<void> {
  // Redacted before rendering: escaping could split a secret into entities that no later pass recognises.
  const safe = redactAll(report);
  // The comment's renderers hold the markdown filter: loaded only when there is something for them.
  const needed = (safe.pages?.length ?? 0) > 0 || safe.checked !== undefined;
  const renderers = needed ? await import(/* webpackChunkName: "assistant" */ '../../comment/impact.js') : undefined;
  const markdown = impactSummaryMarkdown(
    safe,
    (pages) => pages.map((page) => renderers?.pageLine(page, renderers.originsOf(pages)) ?? ''),
    (checked) => renderers?.capNote(checked) ?? '',
  );
  await writeStepSummary((summary) => summary.addRaw(markdown));
}
