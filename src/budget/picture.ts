/**
 * The hourly budget as a picture: a Mermaid chart (GitHub renders Mermaid in
 * job summaries and comments) of the last hour's window, in six ten-minute
 * bars (the slots taken in each), the running count against the cap (the
 * axis ends at the cap) and, in its title, when the next slot frees. The
 * chart only repeats what the sentence beside it says, for readers who see
 * it; every label is ours (numbers and times), never service or user text.
 */
import { WINDOW_MS } from './window.js';
import type { BudgetView } from './policy.js';

/** The window in six bars of ten minutes. */
export const BUCKETS = 6;
const BUCKET_MS = WINDOW_MS / BUCKETS;

/** `14:05 UTC`. */
function clockTime(ms: number): string {
  return `${new Date(Math.ceil(ms / 60_000) * 60_000).toISOString().slice(11, 16)} UTC`;
}

/** Slots taken in each ten minutes of the hour before `now`, oldest first. */
function slotsPerBucket(takenAt: readonly number[], now: number): number[] {
  const counts = new Array<number>(BUCKETS).fill(0);
  for (const at of takenAt) {
    // A reservation counts from when its job is created, up to two minutes ahead: drawn in the last ten minutes.
    const age = Math.max(0, now - at);
    if (age >= WINDOW_MS) continue;
    const bucket = BUCKETS - 1 - Math.floor(age / BUCKET_MS);
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  return counts;
}

/**
 * The Mermaid block for the job summary, or undefined when the window is not
 * tracked (nothing to draw).
 */
export function budgetChart(view: BudgetView): string | undefined {
  if (!view.tracked || view.seenAt === undefined || view.takenAt === undefined) return undefined;
  const now = view.seenAt;
  const bars = slotsPerBucket(view.takenAt, now);
  let running = 0;
  const line = bars.map((count) => (running += count));
  const used = view.used ?? line.at(-1) ?? 0;
  const frees = view.freesAt === undefined || view.freesAt <= now ? 'a slot is free now' : `next slot frees ${clockTime(view.freesAt)}`;
  const labels = bars.map((_, index) => {
    const from = (BUCKETS - index) * 10;
    return `"${from}-${from - 10} min ago"`;
  });
  return [
    '```mermaid',
    'xychart-beta',
    `  title "Agent jobs in the last hour: ${used} of ${view.limit}, ${frees}"`,
    `  x-axis [${labels.join(', ')}]`,
    `  y-axis "jobs" 0 --> ${Math.max(view.limit, used, 1)}`,
    `  bar [${bars.join(', ')}]`,
    `  line [${line.join(', ')}]`,
    '```',
  ].join('\n');
}

/** One job (or queued request) on the report's timeline: since when it has been handed off or queued. */
export interface TimelineItem {
  /** A job id or a queue entry's id: shown with anything but letters, digits, `.`, `_` and `-` replaced. */
  label: string;
  state: 'reported' | 'pending' | 'queued';
  /** Handed off or queued at (GitHub's clock, ms). */
  since: number;
}

/** The most rows the timeline draws (the summary's sentence counts them all). */
const TIMELINE_ROWS = 30;
const SECTIONS = { reported: 'Reported by this run', pending: 'Still pending', queued: 'Queued' } as const;

/**
 * The report summary's picture: a Mermaid gantt of the handed-off jobs this
 * run reported, those still pending and the queued requests, each from when it
 * was handed off (or queued) to `now`. Undefined when there is nothing to draw.
 */
export function handOffTimeline(items: readonly TimelineItem[], now: number): string | undefined {
  if (items.length === 0) return undefined;
  const shown = [...items].sort((a, b) => a.since - b.since).slice(0, TIMELINE_ROWS);
  const lines = [
    '```mermaid',
    'gantt',
    '  title Handed-off and queued jobs, until this report (UTC)',
    '  dateFormat x',
    '  axisFormat %H:%M',
  ];
  for (const state of ['reported', 'pending', 'queued'] as const) {
    const rows = shown.filter((item) => item.state === state);
    if (rows.length === 0) continue;
    lines.push(`  section ${SECTIONS[state]}`);
    for (const item of rows) {
      const label = item.label.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 40) || 'job';
      const tag = state === 'reported' ? 'done, ' : state === 'pending' ? 'active, ' : '';
      // Whole milliseconds: Mermaid's `x` format reads an integer (GitHub's clock here may carry a fraction).
      lines.push(`  ${label} :${tag}${Math.round(Math.min(item.since, now))}, ${Math.round(now)}`);
    }
  }
  lines.push('```');
  return lines.join('\n');
}
