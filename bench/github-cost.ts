/**
 * The benchmark's GitHub-cost section (the budget's): what one agent job
 * costs against GitHub's limits, counted at a stand-in of the REST API and
 * the git database API behind one GITHUB_API_URL. A label job and a
 * slash-command job each run once on a fresh repository; every request is
 * recorded, and the content-creating ones (POST, PATCH, PUT, DELETE: what
 * GitHub's secondary limit of 80 a minute and 500 an hour counts) are split
 * into the ledger's and the rest (comment, reactions).
 *
 * Written with erasable TypeScript only, so Node 24 runs it as it is.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commentPayload, labelPayload } from '../tools/events.ts';
import { GitDatabaseStandIn } from '../tools/stand-ins/git-database.ts';
import { GitHubStandIn } from '../tools/stand-ins/github.ts';
import { SecondaryLimit } from '../tools/stand-ins/secondary-limit.ts';
import { StandInServer } from '../tools/stand-ins/server.ts';

export interface JobCost {
  /** Content-creating requests in all, and those of the budget ledger. */
  writes: number;
  ledgerWrites: number;
  requests: number;
  ledgerRequests: number;
}

export interface GitHubCost {
  label: JobCost;
  command: JobCost;
}

/** Runs the action for one event against `apiUrl`; resolves with the exit code and stdout. */
export type RunEvent = (
  apiUrl: string,
  token: string,
  event: { name: string; path: string },
) => Promise<{ code: number | null; stdout: string; stderr: string }>;

const TOKEN = 'ghs_bench_cost_token_0123456789';
const REPOSITORY = 'Codertocat/Hello-World';

function write(dir: string, file: string, payload: unknown): string {
  const path = join(dir, file);
  writeFileSync(path, JSON.stringify(payload));
  return path;
}

async function one(run: RunEvent, name: string, eventPath: string): Promise<JobCost> {
  const limit = new SecondaryLimit({ perMinute: Number.MAX_SAFE_INTEGER });
  const github = new GitHubStandIn();
  github.token = TOKEN;
  github.roles.set('Codertocat', 'write');
  const git = new GitDatabaseStandIn({ token: TOKEN, repositories: [REPOSITORY] });
  const server = new StandInServer(limit.handler, git.handler, github.handler);
  const url = await server.start();
  try {
    const result = await run(url, TOKEN, { name, path: eventPath });
    if (result.code !== 0) throw new Error(`the ${name} job failed (exit ${String(result.code)}):\n${result.stdout}\n${result.stderr}`);
  } finally {
    await server.stop();
  }
  const ledger = (r: { path: string }): boolean => r.path.includes('/git/');
  return {
    writes: limit.writes.length,
    ledgerWrites: limit.writes.filter(ledger).length,
    requests: limit.requests.length,
    ledgerRequests: limit.requests.filter(ledger).length,
  };
}

/** A label job and a `/docs` slash-command job, once each. */
export async function githubCost(dir: string, run: RunEvent): Promise<GitHubCost> {
  const label = write(dir, 'label.json', labelPayload('docs-agent'));
  const command = write(dir, 'command.json', commentPayload('/docs fix the broken links on the quickstart page'));
  return { label: await one(run, 'issues', label), command: await one(run, 'issue_comment', command) };
}

const line = (what: string, cost: JobCost, ceiling: number): string =>
  `${what}: ${String(cost.writes)} GitHub writes (${String(cost.ledgerWrites)} for the budget ledger; ceiling ${String(ceiling)}), ${String(cost.requests)} requests (${String(cost.ledgerRequests)} for the ledger)`;

/** The section's lines for the report. */
export function githubCostReport(cost: GitHubCost): string[] {
  return [
    `GitHub cost of one job, no contention (content-creating requests count against GitHub's secondary limit of 80 a minute and 500 an hour): ${line('label job', cost.label, 4)}; ${line('slash-command job', cost.command, 6)}.`,
    '',
  ];
}
