import * as core from '@actions/core';
import { formatDuration } from './agent-run.js';
import { escapeHtml, httpsUrl } from './text.js';
import type { AgentJob } from './service/schemas.js';

export interface RunReport {
  job?: AgentJob;
  waitedMs?: number;
  /** One sentence on how the run ended, shown under the table. */
  note?: string;
  dryRun?: { url: string; prompt: string };
}

function cell(value: string | null | undefined): string {
  return value ? escapeHtml(value) : '<em>none</em>';
}

function link(value: string | null | undefined): string {
  const url = httpsUrl(value);
  if (url) return `<a href="${escapeHtml(url.href)}">${escapeHtml(url.href)}</a>`;
  return cell(value);
}

/** Writes the job summary; service text is escaped, only `https` links are rendered. */
export async function writeSummary(report: RunReport): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  const summary = core.summary.addHeading('Docs agent', 2);
  if (report.dryRun) {
    summary
      .addRaw(`<p>Dry run: nothing was sent. The job would be created at <code>${escapeHtml(report.dryRun.url)}</code> with this prompt:</p>`)
      .addCodeBlock(report.dryRun.prompt);
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
  if (report.note) summary.addRaw(`<p>${escapeHtml(report.note)}</p>`, true);
  await summary.write();
}
