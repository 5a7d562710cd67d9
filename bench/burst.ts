/**
 * The benchmark's burst section (the budget's): N issues labelled at once,
 * N runs of the bundled action against a GitHub stand-in that enforces the
 * secondary limit on content creation (80 a minute per token: the 81st
 * content-creating request within a minute answers 403 with
 * `retry-after: 60`), the git database stand-in (the ledger) and the service
 * emulator, behind one loopback server. It counts what the burst cost GitHub
 * (writes per job, limit answers, requests) and how long it took from the
 * first job's creation to the last, beside the floor the limit itself sets
 * (N jobs × the writes of a job alone ÷ 80 a minute).
 *
 * `burst()` is used by the full benchmark (50 issues; 8 in a quick run),
 * by `test/budget/burst-20.alone.test.ts` (20) and
 * `test/budget/burst-50.alone.test.ts` (50); `node bench/burst.ts`
 * runs it alone (`--issues 50 --budget 40 --policy skip --limit 80`). It
 * spawns the bundle of `DOCS_AGENT_DIST`, else `dist/`.
 *
 * Written with erasable TypeScript only, so Node 24 runs it as it is.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_ADMIN_KEY, ServiceEmulator } from '../tools/emulator/server.ts';
import { runAction, type ActionResult } from '../tools/action.ts';
import { labelPayload, writePayload } from '../tools/events.ts';
import { GitDatabaseStandIn } from '../tools/stand-ins/git-database.ts';
import { GitHubStandIn, type StandInComment } from '../tools/stand-ins/github.ts';
import { SecondaryLimit } from '../tools/stand-ins/secondary-limit.ts';
import { StandInServer } from '../tools/stand-ins/server.ts';

const TOKEN = 'ghs_burst_workflow_token';
export const BURST_REPOSITORY = 'Codertocat/Hello-World';
/** The bench's bursts: the full run's, and the quick run's (CI: too few to quote). */
export const BURST_ISSUES = { full: 50, quick: 8 } as const;
/** Issue 22's targets for the burst of fifty: GitHub writes a job, and the first to last job creation. */
export const BURST_TARGETS = { writesPerJob: 5.5, spanMs: 300_000 } as const;
/** A label job alone writes 5 times: the reservation's commit and ref update, its comment and its update, the note on the agent's pull request. */
export const LABEL_JOB_WRITES = 5;

export interface BurstOptions {
  issues: number;
  /** The stand-in's limit of content-creating requests a minute (GitHub's: 80). */
  limitPerMinute?: number;
  /** `budget-per-hour` (default: the action's, 100). */
  budgetPerHour?: number;
  /** `on-budget-exhausted`. */
  policy?: 'fail' | 'wait' | 'skip';
  /** `github-writes-per-minute` (default: the action's, 60). */
  writesPerMinute?: number;
  timeoutSeconds?: number;
  /** How long each emulated job works. */
  jobMs?: number;
  /** The bundle's folder (default: tools/action.ts's, `DOCS_AGENT_DIST` or `dist/`). */
  dist?: string;
}

export interface BurstFigures {
  issues: number;
  jobs: number;
  /** Runs that ended green, and those that ended `skipped`. */
  green: number;
  skipped: number;
  /** Issues that ended with exactly one comment carrying their run's PR link (the note on the agent's PR aside). */
  linked: number;
  /** Content-creating requests GitHub accepted, those of the ledger, and the limit's 403s. */
  writes: number;
  ledgerWrites: number;
  limitAnswers: number;
  /** The most writes GitHub accepted within any one minute. */
  peakPerMinute: number;
  requests: number;
  /** From the first job's creation to the last's, and the floor the limit sets for as many jobs. */
  spanMs: number;
  floorMs: number;
  wallMs: number;
  /** Writes by kind (`POST git/commits`, `PATCH issues/comments/N`, …). */
  byKind: Record<string, number>;
}

export interface Burst {
  figures: BurstFigures;
  results: ActionResult[];
  comments: (issue: number) => StandInComment[];
  limit: SecondaryLimit;
  emulator: ServiceEmulator;
}

/** The note the action leaves on the agent's pull request (its marker's `kind=note`) is not one of the issue's comments. */
const isNote = (c: { body: string }): boolean => /<!-- docs-agent-action(?: [a-z-]+=[^\s>]*)* kind=note[\s>]/.test(c.body);

function kindOf(method: string, path: string): string {
  const short = path
    .replace(/^\/repos\/[^/]+\/[^/]+\//, '')
    .replace(/\/\d+/g, '/N')
    .replace(/git\/refs?\/.*/, (ref) => (ref.startsWith('git/refs') ? 'git/refs/REF' : 'git/ref/REF'));
  return `${method} ${short}`;
}

/** Labels `issues` issues at once and waits for every run to end. */
export async function burst(options: BurstOptions): Promise<Burst> {
  const limitPerMinute = options.limitPerMinute ?? 80;
  const emulator = new ServiceEmulator({ jobDurationMs: options.jobMs ?? 1500, jobsPerHour: 1000 });
  const limit = new SecondaryLimit({ perMinute: limitPerMinute });
  const github = new GitHubStandIn();
  github.token = TOKEN;
  github.roles.set('Codertocat', 'write');
  const gitDatabase = new GitDatabaseStandIn({ token: TOKEN, repositories: [BURST_REPOSITORY] });
  const server = new StandInServer(limit.handler, gitDatabase.handler, github.handler);
  const baseUrl = await emulator.start();
  const apiUrl = await server.start();
  const started = Date.now();
  let results: ActionResult[];
  try {
    results = await Promise.all(
      Array.from({ length: options.issues }, (_, i) => {
        const issue = i + 1;
        const payload = labelPayload('docs-agent');
        payload.issue!.number = issue;
        return runAction({
          ...(options.dist === undefined ? {} : { entry: join(options.dist, 'index.js') }),
          inputs: {
            'base-url': baseUrl,
            'project-id': 'burst-docs',
            'admin-api-key': DEFAULT_ADMIN_KEY,
            'github-token': TOKEN,
            'poll-interval-seconds': '0.2',
            'max-poll-interval-seconds': '0.5',
            'timeout-seconds': String(options.timeoutSeconds ?? 600),
            ...(options.budgetPerHour === undefined ? {} : { 'budget-per-hour': String(options.budgetPerHour) }),
            ...(options.policy ? { 'on-budget-exhausted': options.policy } : {}),
            ...(options.writesPerMinute === undefined ? {} : { 'github-writes-per-minute': String(options.writesPerMinute) }),
          },
          env: {
            GITHUB_EVENT_NAME: 'issues',
            GITHUB_EVENT_PATH: writePayload(payload),
            GITHUB_API_URL: apiUrl,
            GITHUB_SERVER_URL: 'https://github.com',
            GITHUB_REPOSITORY: BURST_REPOSITORY,
            GITHUB_RUN_ID: String(900_000 + issue),
            GITHUB_RUN_ATTEMPT: '1',
            GITHUB_JOB: 'docs',
          },
        });
      }),
    );
  } finally {
    await emulator.stop();
    await server.stop();
  }
  const wallMs = Date.now() - started;
  const [owner, repo] = BURST_REPOSITORY.split('/');
  const comments = (issue: number): StandInComment[] =>
    github.comments.filter((c) => c.owner === owner && c.repo === repo && c.issueNumber === issue && !isNote(c));
  const created = [...emulator.jobs.values()].map((job) => job.createdAt).sort((a, b) => a - b);
  const byKind: Record<string, number> = {};
  for (const r of limit.writes) byKind[kindOf(r.method, r.path)] = (byKind[kindOf(r.method, r.path)] ?? 0) + 1;
  const linked = results.filter((r, i) => {
    const link = r.outputs['pr-link'];
    const mine = comments(i + 1);
    return Boolean(link) && mine.length === 1 && mine[0]!.body.includes(link!);
  }).length;
  const jobs = emulator.jobs.size;
  return {
    figures: {
      issues: options.issues,
      jobs,
      green: results.filter((r) => r.code === 0).length,
      skipped: results.filter((r) => r.outputs.status === 'skipped').length,
      linked,
      writes: limit.writes.length,
      ledgerWrites: limit.writes.filter((r) => r.path.includes('/git/')).length,
      limitAnswers: limit.refused.length,
      peakPerMinute: limit.peakPerMinute(),
      requests: limit.requests.length,
      spanMs: created.length > 1 ? created.at(-1)! - created[0]! : 0,
      floorMs: Math.round((jobs * LABEL_JOB_WRITES * 60_000) / limitPerMinute),
      wallMs,
      byKind,
    },
    results,
    comments,
    limit,
    emulator,
  };
}

const seconds = (ms: number): string => `${Math.round(ms / 1000)} s`;

/** One line for the log of a test or the bench. */
export function burstLine(f: BurstFigures): string {
  const perJob = f.jobs > 0 ? (f.writes / f.jobs).toFixed(2) : '–';
  return `burst of ${f.issues}: ${f.jobs} jobs, ${f.green} green runs (${f.skipped} skipped), ${f.linked} comments with the PR link; ${f.writes} GitHub writes (${perJob} a job, ${f.ledgerWrites} the ledger's), ${f.limitAnswers} secondary-limit answers (at most ${f.peakPerMinute} writes in a minute), ${f.requests} requests; first to last job creation ${seconds(f.spanMs)} (floor ${seconds(f.floorMs)}, ${f.floorMs > 0 ? (f.spanMs / f.floorMs).toFixed(2) : '–'}×); ${seconds(f.wallMs)} in all; writes by kind ${JSON.stringify(f.byKind)}`;
}

/** The burst's targets, judged for a full run's fifty issues only (a smaller burst has a shorter span by nature). */
export function burstMissed(f: BurstFigures): string[] {
  if (f.issues < BURST_ISSUES.full) return [];
  const perJob = f.writes / Math.max(1, f.jobs);
  return [
    ...(perJob > BURST_TARGETS.writesPerJob ? [`burst writes a job: ${perJob.toFixed(2)}, over ${BURST_TARGETS.writesPerJob}`] : []),
    ...(f.spanMs > BURST_TARGETS.spanMs ? [`burst first to last job: ${seconds(f.spanMs)}, over ${seconds(BURST_TARGETS.spanMs)}`] : []),
    ...(f.limitAnswers > 0 ? [`burst: ${f.limitAnswers} secondary-limit answers, over 0`] : []),
  ];
}

/** The section's lines for the bench report. */
export function burstReport(f: BurstFigures): string[] {
  const judged = f.issues >= BURST_ISSUES.full;
  const target = judged
    ? ` Targets (issue 22): at most ${BURST_TARGETS.writesPerJob} writes a job, no limit answer, the last job within ${seconds(BURST_TARGETS.spanMs)} of the first: ${burstMissed(f).length === 0 ? 'met' : `missed (${burstMissed(f).join('; ')})`}.`
    : ' (Too few issues to judge against the targets of fifty.)';
  return [
    `Burst of ${f.issues} labelled issues against GitHub's write limit (a stand-in answering the 81st content-creating request of a minute with 403): ${f.jobs} jobs, ${f.linked} comments with the PR link, **${(f.writes / Math.max(1, f.jobs)).toFixed(2)} GitHub writes a job** (${f.ledgerWrites} of ${f.writes} the ledger's; ${LABEL_JOB_WRITES} for a job alone), **${f.limitAnswers} secondary-limit answers** (at most ${f.peakPerMinute} writes in any minute), **${seconds(f.spanMs)} from the first job's creation to the last** (the floor the limit sets: ${f.jobs} × ${LABEL_JOB_WRITES} writes ÷ 80 a minute = ${seconds(f.floorMs)}).${target}`,
    '',
  ];
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      issues: { type: 'string', default: '50' },
      budget: { type: 'string' },
      policy: { type: 'string' },
      limit: { type: 'string', default: '80' },
      'writes-per-minute': { type: 'string' },
    },
  });
  const policy = values.policy;
  if (policy !== undefined && policy !== 'fail' && policy !== 'wait' && policy !== 'skip') throw new Error(`--policy: fail, wait or skip`);
  const result = await burst({
    issues: Number(values.issues),
    limitPerMinute: Number(values.limit),
    ...(values.budget === undefined ? {} : { budgetPerHour: Number(values.budget) }),
    ...(policy === undefined ? {} : { policy }),
    ...(values['writes-per-minute'] === undefined ? {} : { writesPerMinute: Number(values['writes-per-minute']) }),
  });
  process.stdout.write(`${burstLine(result.figures)}\n`);
}
