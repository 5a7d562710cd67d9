import { writeStepSummary, type Summary } from '../../runner/summary.js';
import { redactAll } from '../../util/redact.js';
import { formatDuration, formatTime } from '../../render/time.js';
import { escapeHtml, httpsUrl, inlineText } from '../../render/text.js';
import type { DryRunCheck } from '../../dry-run/checks.js';
import type { AgentJob } from '../../service/agent/schemas.js';
import type { BudgetView } from '../../budget/policy.js';

export interface RunReport {
  job?: AgentJob;
  waitedMs?: number;
  /** One sentence on how the run ended, shown under the table. */
  note?: string;
  dryRun?: { url: string; prompt: string; followUpOf?: string | undefined; checks?: readonly DryRunCheck[] };
  /** The hourly budget's window, when the run got as far as reserving a slot. */
  budget?: BudgetView;
  /** Set when no job was started on purpose; `nextSlotAt` (ISO 8601) says when the budget frees a slot. */
  skipped?: { reason: 'budget'; nextSlotAt: string };
}

/** One paragraph on the hourly budget: used, remaining, when the oldest entry expires. */
function budgetParagraph(budget: BudgetView): string {
  const ledger = budget.ref ? ` (ledger <code>${escapeHtml(budget.ref)}</code>)` : '';
  if (!budget.tracked) {
    return `<p>Hourly budget: not tracked for this run${ledger}: ${summaryText(budget.reason ?? 'unknown reason')}.</p>`;
  }
  const parts = [`${budget.used ?? 0} of ${budget.limit} jobs used in the last 60 minutes, ${budget.remaining ?? 0} remaining`];
  if (budget.oldestExpiresAt) parts.push(`the oldest entry expires at ${formatTime(budget.oldestExpiresAt)}`);
  if (budget.nextSlotAt) parts.push(`the next slot frees at ${formatTime(budget.nextSlotAt)}`);
  if (budget.queued) parts.push(`${budget.queued} ${budget.queued === 1 ? 'request' : 'requests'} queued`);
  return `<p>Hourly budget${ledger}: ${escapeHtml(parts.join('; '))}.</p>`;
}

/**
 * Untrusted text (service fields, error messages, the prompt) for an HTML
 * block of the job summary, in which GitHub reads no markdown: `& < > "`
 * escaped, mentions broken, on one source line (line breaks become `<br>`, so
 * no blank line ends the HTML block). Ids, timestamps and URLs stay as written.
 */
function summaryText(text: string): string {
  return inlineText(text, '<br>');
}

function cell(value: string | null | undefined): string {
  return value ? summaryText(value) : '<em>none</em>';
}

function link(value: string | null | undefined): string {
  const url = httpsUrl(value);
  if (url) return `<a href="${escapeHtml(url.href)}">${escapeHtml(url.href)}</a>`;
  return cell(value);
}

/** Writes the job summary; service text is escaped, only `https` links are rendered. */
export async function writeSummary(report: RunReport): Promise<void> {
  // Redacted before rendering too: escaping could split a secret into entities that no later pass recognises.
  const redacted = redactAll(report);
  // The picture of the window, loaded only when there is a window to draw (a failed inputs check loads no budget code).
  const chart = redacted.budget?.tracked
    ? (await import(/* webpackChunkName: "run" */ '../../budget/picture.js')).budgetChart(redacted.budget)
    : undefined;
  await writeStepSummary((summary) => {
    fillSummary(summary.addHeading('Docs agent', 2), redacted, chart);
  });
}

function fillSummary(summary: Summary, report: RunReport, chart: string | undefined): void {
  if (report.dryRun) {
    summary
      .addRaw(
        `<p>Dry run: nothing was sent. ${report.dryRun.followUpOf === undefined ? 'The job would be created at' : `A follow-up message to job <code>${summaryText(report.dryRun.followUpOf)}</code> would be sent to`} <code>${summaryText(report.dryRun.url)}</code> with this prompt:</p>`,
        true,
      )
      // After a blank line (which ends the HTML block the heading started), `<pre>` starts an HTML
      // block that only `</pre>` ends, even across the prompt's blank lines; the escaped prompt cannot close it.
      .addEOL()
      .addCodeBlock(inlineText(report.dryRun.prompt, '\n'));
    const checks = report.dryRun.checks ?? [];
    if (checks.length > 0) {
      summary.addTable([
        [
          { data: 'Check', header: true },
          { data: 'Result', header: true },
        ],
        ...checks.map((check) => [
          summaryText(check.name),
          `${check.result === 'passed' ? 'passed' : `<strong>${check.result}</strong>`}: ${summaryText(check.detail)}`,
        ]),
      ]);
    }
  }
  const job = report.job;
  if (job) {
    summary.addTable([
      [
        { data: 'Field', header: true },
        { data: 'Value', header: true },
      ],
      ['Job id', cell(job.id)],
      ['Status', cell(job.status)],
      ['Model', cell(job.model)],
      ['Source repository', link(job.source.repository)],
      ['Source ref', cell(job.source.ref)],
      ['Pull request', link(job.prLink)],
      ['Created at', cell(job.createdAt)],
      ['Time waited', report.waitedMs === undefined ? cell(undefined) : formatDuration(report.waitedMs)],
    ]);
  }
  if (report.note) summary.addRaw(`<p>${summaryText(report.note)}</p>`, true);
  if (report.budget) {
    summary.addRaw(budgetParagraph(report.budget), true);
    // The same window drawn (GitHub renders Mermaid): after a blank line, so that the HTML block above has ended.
    if (chart) summary.addEOL().addRaw(chart, true);
  }
}
