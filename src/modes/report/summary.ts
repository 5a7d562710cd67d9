/**
 * What a report run tells: the event that started it (one log line) and the
 * job summary (the jobs it reported, with their comments).
 */
import { code, inert, link } from '../../render/markdown.js';
import { redactAll } from '../../util/redact.js';
import { writeStepSummary } from '../../runner/summary.js';
import { readEvent } from '../../triggers/event.js';
import type { Env } from '../../runner/env.js';
import type { TimelineItem } from '../../budget/picture.js';

/** One reported job, as the `reported-jobs` output lists it. */
export interface ReportedJob {
  jobId: string;
  /** The job's status, or `timeout` when it stayed active past `timeout-seconds`. */
  status: string;
  /** Empty when none. */
  prLink: string;
  /** Where the comment is: `owner/repo` and the issue or pull request number. */
  repository: string;
  issueNumber: number;
  commentUrl: string;
}

export interface ReportSummary {
  reported: ReportedJob[];
  pending: number;
  note: string;
  /** Handed-off jobs and queued requests, drawn as a timeline (budget/picture.ts). */
  timeline?: { items: TimelineItem[]; at: number } | undefined;
}

/** The log line on what started the report: a schedule, or the pull request the agent opened. */
export async function describeEvent(env: Env): Promise<string> {
  const event = await readEvent(env).catch(() => ({ name: env.GITHUB_EVENT_NAME ?? '', payload: {} }));
  const name = event.name;
  if (name !== 'pull_request' && name !== 'pull_request_target') {
    return `Reporting the handed-off jobs (${name ? `a ${name} event` : 'no event'}).`;
  }
  const payload = event.payload as { action?: unknown; pull_request?: { number?: unknown; user?: { login?: unknown } } };
  const pull = payload.pull_request;
  const number = typeof pull?.number === 'number' ? `#${pull.number}` : 'a pull request';
  const author = typeof pull?.user?.login === 'string' ? ` by ${JSON.stringify(pull.user.login)}` : '';
  const action = typeof payload.action === 'string' ? payload.action : 'changed';
  return `Reporting the handed-off jobs: pull request ${number} was ${action}${author}.`;
}

function reportSummaryMarkdown(summary: ReportSummary, chart?: string): string {
  const blocks = ['## Docs agent: report'];
  if (summary.reported.length > 0) {
    const rows = summary.reported.map(
      (job) =>
        `| ${code(job.jobId)} | ${code(job.status)} | ${job.prLink ? link(job.prLink) : 'none'} | ${link(job.commentUrl, `${job.repository}#${job.issueNumber}`)} |`,
    );
    blocks.push(['| Job | Status | Pull request | Comment |', '| --- | --- | --- | --- |', ...rows].join('\n'));
  }
  blocks.push(`Reported: ${summary.reported.length} · still pending: ${summary.pending}`);
  if (chart) blocks.push(chart);
  if (summary.note) blocks.push(inert(summary.note));
  return `${blocks.join('\n\n')}\n`;
}

export async function writeReportSummary(summary: ReportSummary): Promise<void> {
  const { timeline } = summary;
  // The picture, loaded only when there is something to draw.
  const chart =
    timeline && timeline.items.length > 0
      ? (await import(/* webpackChunkName: "run" */ '../../budget/picture.js')).handOffTimeline(timeline.items, timeline.at)
      : undefined;
  const markdown = reportSummaryMarkdown(redactAll(summary), chart && redactAll(chart));
  await writeStepSummary((s) => s.addRaw(markdown));
}
