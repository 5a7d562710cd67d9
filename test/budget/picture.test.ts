/**
 * The hourly budget drawn for the job summary: a Mermaid chart whose numbers
 * are the window's (slots taken in each ten minutes, the running count, the
 * cap as the axis' end, when the next slot frees). Tested for what it says.
 */
import { describe, expect, it } from 'vitest';
import { budgetChart, handOffTimeline } from '../../src/budget/picture.ts';
import type { BudgetView } from '../../src/budget/policy.ts';

const now = Date.parse('2026-11-27T14:00:00Z');
const minutesAgo = (minutes: number): number => now - minutes * 60_000;

/** The numbers of a `bar [..]` or `line [..]` row of the chart. */
function row(chart: string, name: 'bar' | 'line'): number[] {
  const found = new RegExp(`^\\s*${name} \\[([^\\]]*)\\]$`, 'm').exec(chart);
  if (!found?.[1]) throw new Error(`no ${name} row in ${chart}`);
  return found[1].split(',').map(Number);
}

describe('the hourly budget as a picture', () => {
  const takenAt = [minutesAgo(59), minutesAgo(55), minutesAgo(31), minutesAgo(12), minutesAgo(9), minutesAgo(1), minutesAgo(0.5)];

  it('counts the slots taken in each ten minutes of the last hour, oldest first; a reservation ahead of now in the last', () => {
    /** The chart's bars for these reservations. */
    const slotsPerBucket = (at: number[]): number[] =>
      row(budgetChart({ tracked: true, limit: 7, used: 7, remaining: 0, seenAt: now, takenAt: at })!, 'bar');
    expect(slotsPerBucket(takenAt)).toEqual([2, 0, 1, 0, 1, 3]);
    expect(slotsPerBucket([minutesAgo(60), now + 90_000])).toEqual([0, 0, 0, 0, 0, 1]);
  });

  it('draws the bars, the running count and the cap, and says when the next slot frees', () => {
    const view: BudgetView = {
      tracked: true,
      limit: 7,
      used: 7,
      remaining: 0,
      seenAt: now,
      takenAt,
      freesAt: minutesAgo(59) + 60 * 60_000,
    };
    const chart = budgetChart(view)!;
    expect(chart.startsWith('```mermaid\nxychart-beta\n')).toBe(true);
    expect(chart.endsWith('\n```')).toBe(true);
    expect(row(chart, 'bar')).toEqual([2, 0, 1, 0, 1, 3]);
    expect(row(chart, 'line')).toEqual([2, 2, 3, 3, 4, 7]);
    expect(chart).toContain('y-axis "jobs" 0 --> 7');
    expect(chart).toContain('title "Agent jobs in the last hour: 7 of 7, next slot frees 14:01 UTC"');
    expect(chart).toContain('x-axis ["60-50 min ago", "50-40 min ago", "40-30 min ago", "30-20 min ago", "20-10 min ago", "10-0 min ago"]');
  });

  it('says a slot is free when one is, and draws nothing for an untracked budget', () => {
    const chart = budgetChart({ tracked: true, limit: 100, used: 1, remaining: 99, seenAt: now, takenAt: [minutesAgo(3)], freesAt: now })!;
    expect(chart).toContain(': 1 of 100, a slot is free now"');
    expect(row(chart, 'bar')).toEqual([0, 0, 0, 0, 0, 1]);
    expect(budgetChart({ tracked: false, limit: 100, reason: 'no token' })).toBeUndefined();
  });
});

describe('the report’s timeline of handed-off and queued jobs', () => {
  it('draws each job from when it was handed off (or queued) to the report, in its section, oldest first', () => {
    const chart = handOffTimeline(
      [
        { label: 'job_2', state: 'pending', since: minutesAgo(20) },
        { label: 'job_1', state: 'reported', since: minutesAgo(45) },
        { label: '777-1-ab cd', state: 'queued', since: minutesAgo(5) },
      ],
      now,
    )!;
    const lines = chart.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      '```mermaid',
      'gantt',
      '  title Handed-off and queued jobs, until this report (UTC)',
      '  dateFormat x',
      '  axisFormat %H:%M',
    ]);
    expect(lines.slice(5)).toEqual([
      '  section Reported by this run',
      `  job_1 :done, ${minutesAgo(45)}, ${now}`,
      '  section Still pending',
      `  job_2 :active, ${minutesAgo(20)}, ${now}`,
      '  section Queued',
      `  777-1-ab_cd :${minutesAgo(5)}, ${now}`,
      '```',
    ]);
  });

  it('writes whole milliseconds, as Mermaid reads them', () => {
    expect(handOffTimeline([{ label: 'job_1', state: 'pending', since: now - 0.4 }], now + 0.6)).toContain(
      `  job_1 :active, ${now}, ${now + 1}\n`,
    );
  });

  it('draws nothing without jobs, and at most 30 rows', () => {
    const TIMELINE_ROWS = 30;
    expect(handOffTimeline([], now)).toBeUndefined();
    const many = Array.from({ length: 50 }, (_, i) => ({ label: `job_${i}`, state: 'pending' as const, since: minutesAgo(50 - i) }));
    expect(
      handOffTimeline(many, now)!
        .split('\n')
        .filter((line) => line.includes(':active,')),
    ).toHaveLength(TIMELINE_ROWS);
  });
});
