/**
 * The benchmark's hand-off section: what a hand-off (`wait: false`) costs in
 * runner time, how soon a report run updates the comment once the job ends,
 * and the runner minutes a waiting run spends on 5-, 15- and 30-minute jobs.
 *
 * Against the service emulator, the git database stand-in (the ledger) and
 * the GitHub stand-in (comments) behind one GITHUB_API_URL. Each round hands
 * a job off from a label (the emulator keeps it active), ends it, and starts
 * a report run at once, as the agent's pull request being opened does; the
 * delay counts from the job's end to the comment's update at the stand-in.
 * A schedule adds the wait for its next tick, which is arithmetic.
 *
 * Written with erasable TypeScript only, so Node 24 runs it as it is.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { labelPayload, loadPayload } from '../tools/events.ts';
import { ServiceEmulator } from '../tools/emulator/server.ts';
import { GitDatabaseStandIn } from '../tools/stand-ins/git-database.ts';
import { GitHubStandIn } from '../tools/stand-ins/github.ts';
import { StandInServer } from '../tools/stand-ins/server.ts';

/** Runs the action with these inputs for one event; resolves with how it ended and how long the process ran. */
export type RunStep = (
  apiUrl: string,
  token: string,
  inputs: Record<string, string>,
  event: { name: string; path: string },
) => Promise<{ code: number | null; stdout: string; stderr: string; ms: number }>;

export interface HandOffFigures {
  /** Wall time of each hand-off run, spawn to exit (what the runner is held for). */
  handOffMs: number[];
  /** From the job's end to its comment's update, with the report run started at once. */
  reportedAfterMs: number[];
  /** Wall time of each report run. */
  reportMs: number[];
}

/** A waiting run's cost for one job length, by the polling schedule (test/service/polling-cost.test.ts holds it to it). */
export interface WaitingRun {
  jobMs: number;
  /** The longest delay between the job's end and the poll that sees it. */
  detectionMs: number;
}

const TOKEN = 'ghs_bench_handoff_token_0123456789';
const REPOSITORY = 'Codertocat/Hello-World';

function labelEvent(dir: string, issue: number): string {
  const data = labelPayload('docs-agent');
  data.issue!.number = issue;
  const path = join(dir, `label-${String(issue)}.json`);
  writeFileSync(path, JSON.stringify(data));
  return path;
}

function openedEvent(dir: string): string {
  const data = loadPayload('pull_request.labeled.json');
  data.action = 'opened';
  const path = join(dir, 'opened.json');
  writeFileSync(path, JSON.stringify(data));
  return path;
}

const failed = (what: string, result: { code: number | null; stdout: string; stderr: string }): Error =>
  new Error(`${what} failed (exit ${String(result.code)}):\n${result.stdout}\n${result.stderr}`);

/** `rounds` hand-offs, each followed by its job's end and a report run started at once. */
export async function handOffFigures(dir: string, run: RunStep, rounds: number): Promise<HandOffFigures> {
  const emulator = new ServiceEmulator({ jobsPerHour: 1_000_000 });
  const github = new GitHubStandIn();
  github.token = TOKEN;
  github.roles.set('Codertocat', 'write');
  const git = new GitDatabaseStandIn({ token: TOKEN, repositories: [REPOSITORY] });
  const server = new StandInServer(git.handler, github.handler);
  const baseUrl = await emulator.start();
  const apiUrl = await server.start();
  const figures: HandOffFigures = { handOffMs: [], reportedAfterMs: [], reportMs: [] };
  const inputs = { 'base-url': baseUrl, 'project-id': 'bench-handoff', 'github-token': TOKEN };
  const opened = openedEvent(dir);
  try {
    for (let round = 1; round <= rounds; round += 1) {
      const handed = await run(
        apiUrl,
        TOKEN,
        { ...inputs, wait: 'false', prompt: 'Fix the links [emulator:never]' },
        {
          name: 'issues',
          path: labelEvent(dir, round),
        },
      );
      if (handed.code !== 0) throw failed('the hand-off', handed);
      figures.handOffMs.push(handed.ms);
      const job = [...emulator.jobs.values()].at(-1);
      const comment = github.comments.at(-1);
      if (!job || !comment) throw new Error('the hand-off left no job or no comment');
      const before = comment.updated_at;
      // The job ends now; the report run starts at once (the pull request it opened triggers it).
      job.outcome = 'completed';
      job.durationMs = Date.now() - job.createdAt;
      const ended = Date.now();
      const reported = await run(apiUrl, TOKEN, { ...inputs, mode: 'report' }, { name: 'pull_request', path: opened });
      if (reported.code !== 0) throw failed('the report', reported);
      if (comment.updated_at === before) throw new Error(`the report did not update the comment:\n${reported.stdout}`);
      figures.reportedAfterMs.push(Date.parse(comment.updated_at) - ended);
      figures.reportMs.push(reported.ms);
    }
  } finally {
    await emulator.stop();
    await server.stop();
  }
  return figures;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};
const secs = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const mins = (ms: number): string => `${(ms / 60_000).toFixed(1)} min`;
/** GitHub bills each job's runner time rounded up to the whole minute. */
const billed = (ms: number): number => Math.max(1, Math.ceil(ms / 60_000));

/** The section's lines for the report. */
export function handOffReport(figures: HandOffFigures, waiting: readonly WaitingRun[], scheduleMinutes = 10): string[] {
  const handOff = median(figures.handOffMs);
  const reportRun = median(figures.reportMs);
  const afterEnd = median(figures.reportedAfterMs);
  const rows = waiting.map(({ jobMs, detectionMs }) => {
    const held = jobMs + detectionMs + handOff;
    return `| ${String(jobMs / 60_000)} min | ${mins(held)} (${String(billed(held))} billed min) | ${secs(handOff)} (${String(billed(handOff))} billed min) + a report run of ${secs(reportRun)} (${String(billed(reportRun))} billed min) |`;
  });
  return [
    `## Hand-off (\`wait: false\`) and report runs (${String(figures.handOffMs.length)} rounds, medians)`,
    '',
    `A hand-off holds the runner ${secs(handOff)} (start, reservation, job creation, one comment, the pending record), whatever the job's length; about 4 s of it is the client's spacing of its 5 writes, 1 s apart (\`github-writes-per-minute\`: 60, the default), here as against GitHub. A report run takes ${secs(reportRun)}. Started as soon as the job ends (the agent's pull request opened), the report updates the comment ${secs(afterEnd)} after the job's end, plus the time GitHub takes to start the workflow (not measured here: seconds to a minute). On a schedule every ${String(scheduleMinutes)} minutes, the report comes at the next tick: ${String(scheduleMinutes / 2)} minutes later on average and ${String(scheduleMinutes)} at worst (GitHub may start scheduled runs later still under load), plus ${secs(reportRun)}. A scheduled report run is billed whether or not a job ended: ${String(Math.round((24 * 60) / scheduleMinutes))} runs a day, at least ${String(Math.round((24 * 60) / scheduleMinutes))} billed minutes on a private repository.`,
    '',
    '| Job length | A waiting run holds the runner | A hand-off holds it |',
    '| --- | --- | --- |',
    ...rows,
    '',
    `The waiting run's time is the job, the worst delay before the poll that sees it (at most a tenth of the job's length, up to \`max-poll-interval-seconds\`, with the default polling) and the run's own start; GitHub bills each job rounded up to the minute.`,
    '',
  ];
}
