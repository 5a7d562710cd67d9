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
 * `burstSection()` runs a plan of bursts for `npm run bench` (bench/run.ts):
 * the full plan (issue 30) bursts of 20 from a cold ledger with GitHub
 * answering at once and after 50–150 ms, three times each; bursts of 50 from
 * a cold and from a warm ledger at both latencies; a burst of 50 with
 * `budget-per-hour: 40` and `skip`. Each burst reports its worst run, and a
 * run that misses a target fails the full bench. The quick plan (CI) is one
 * burst of 8, judged on correctness alone. `node bench/burst.ts` runs one
 * burst (`--issues 50 --budget 40 --policy skip --latency 50-150 --warm
 * --runs 3`; `--run-number-step 2` leaves a run number between each two,
 * for runs that took no slot). It spawns the bundle of `--dist`, else
 * `DOCS_AGENT_DIST`, else `dist/`.
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
import { StandInServer, latency, type Handler } from '../tools/stand-ins/server.ts';
import type { ServerResponse } from 'node:http';
import { writeFileSync } from 'node:fs';

const TOKEN = 'ghs_burst_workflow_token';
export const BURST_REPOSITORY = 'Codertocat/Hello-World';
/** A label job alone writes 5 times: the reservation's commit and ref update, its comment and its update, the note on the agent's pull request. */
export const LABEL_JOB_WRITES = 5;
/** Besides the ledger's writes, a job's: its comment, the comment's final update, the note on its pull request; never more. */
const JOB_REST_WRITES = 3;
/** The issue number of the run that makes a warm ledger before the burst (none of the burst's). */
const PRIMING_ISSUE = 10_000;

export interface BurstOptions {
  issues: number;
  /** The stand-in's limit of content-creating requests a minute (GitHub's: 80). */
  limitPerMinute?: number;
  /** GitHub's latency: each request answered after a time drawn between these bounds (default: at once). */
  latencyMs?: readonly [number, number];
  /** `warm`: one run writes the ledger before the burst (its writes are not counted, as if made minutes before). Default `cold`: no ledger ref. */
  ledger?: 'cold' | 'warm';
  /** `budget-per-hour` (default: the action's, 100). */
  budgetPerHour?: number;
  /** `on-budget-exhausted`. */
  policy?: 'fail' | 'wait' | 'skip';
  /** `github-writes-per-minute` (default: the action's, 60). */
  writesPerMinute?: number;
  timeoutSeconds?: number;
  /** How long each emulated job works. */
  jobMs?: number;
  /**
   * The step between the run numbers of the burst's runs (default 1, one after another). 2: a run between each two
   * that took no slot, as when each issue also got a label that starts no job (the workflow's run for it is skipped).
   */
  runNumberStep?: number;
  /** The bundle's folder (default: tools/action.ts's, `DOCS_AGENT_DIST` or `dist/`). */
  dist?: string;
  /** Record the ledger's requests and each run's log lines, timed (`Burst.trace`). */
  trace?: boolean;
}

/** A ledger request as the stand-in saw it: the run a commit was for (its subject), the sha it made or moved the ref to. */
export interface TracedRequest {
  at: number;
  method: string;
  path: string;
  status: number;
  run?: number;
  sha?: string;
  parent?: string;
}

/** What `trace` records: the ledger's requests, and each run's spawn and log lines (ms since the epoch). */
export interface BurstTrace {
  requests: TracedRequest[];
  runs: { issue: number; spawnedAt: number; lines: { at: number; text: string }[] }[];
}

export interface BurstFigures {
  issues: number;
  jobs: number;
  /** Runs that ended green, and those that ended `skipped`. */
  green: number;
  skipped: number;
  /** Runs that printed a warning or an error annotation. */
  warned: number;
  /** Issues that ended with exactly one comment carrying their run's PR link (the note on the agent's PR aside). */
  linked: number;
  /** Content-creating requests GitHub accepted, those of the ledger, and the limit's 403s. */
  writes: number;
  ledgerWrites: number;
  limitAnswers: number;
  /** The most writes GitHub accepted within any one minute. */
  peakPerMinute: number;
  requests: number;
  /** From the first job's creation to the last, and the floor the limit sets for as many jobs. */
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
  trace?: BurstTrace;
}

/** A handler that records the ledger's requests (`/git/`) with their answers, and lets the others answer. */
function gitTracer(trace: BurstTrace): Handler {
  return (req, res, body) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (!path.includes('/git/')) return false;
    const method = req.method ?? 'GET';
    const at = Date.now();
    let sent: { sha?: string; message?: string; parents?: string[] } = {};
    try {
      sent = body ? (JSON.parse(body) as typeof sent) : {};
    } catch {
      // not JSON: nothing to note
    }
    const chunks: Buffer[] = [];
    const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => ServerResponse;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk === 'string' || Buffer.isBuffer(chunk)) chunks.push(Buffer.from(chunk as string));
      let answer: { sha?: string } = {};
      try {
        answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof answer;
      } catch {
        // not JSON
      }
      const run = /for run (\d+)/.exec(sent.message ?? '')?.[1] ?? /\(run (\d+)\)/.exec(sent.message ?? '')?.[1];
      const sha = method === 'POST' && path.endsWith('/git/commits') ? answer.sha : sent.sha;
      trace.requests.push({
        at,
        method,
        path: path.replace(/^\/repos\/[^/]+\/[^/]+\//, ''),
        status: res.statusCode,
        ...(run === undefined ? {} : { run: Number(run) - 900_000 }),
        ...(sha === undefined ? {} : { sha }),
        ...(sent.parents?.[0] === undefined ? {} : { parent: sent.parents[0] }),
      });
      return end(chunk, ...rest);
    }) as typeof res.end;
    return false;
  };
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
  let limit = new SecondaryLimit({ perMinute: limitPerMinute });
  const github = new GitHubStandIn();
  github.token = TOKEN;
  github.roles.set('Codertocat', 'write');
  const gitDatabase = new GitDatabaseStandIn({ token: TOKEN, repositories: [BURST_REPOSITORY] });
  const [minMs, maxMs] = options.latencyMs ?? [0, 0];
  const trace: BurstTrace | undefined = options.trace ? { requests: [], runs: [] } : undefined;
  const server = new StandInServer(
    ...(trace ? [gitTracer(trace)] : []),
    latency(minMs, maxMs),
    (req, res, body) => limit.handler(req, res, body),
    gitDatabase.handler,
    github.handler,
  );
  const baseUrl = await emulator.start();
  const apiUrl = await server.start();
  const label = (issue: number): Promise<ActionResult> => {
    const payload = labelPayload('docs-agent');
    payload.issue!.number = issue;
    const traced =
      trace && issue !== PRIMING_ISSUE ? { issue, spawnedAt: Date.now(), lines: [] as { at: number; text: string }[] } : undefined;
    if (traced) trace!.runs.push(traced);
    let seen = 0;
    return runAction({
      ...(traced
        ? {
            onStdout: (stdout: string) => {
              const end = stdout.lastIndexOf('\n') + 1;
              if (end <= seen) return;
              const at = Date.now();
              for (const text of stdout.slice(seen, end).split('\n').slice(0, -1)) traced.lines.push({ at, text });
              seen = end;
            },
          }
        : {}),
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
        // As GitHub numbers a workflow's runs: one after another, in the order of the events (the warm ledger's run
        // first, then the burst's).
        GITHUB_RUN_NUMBER: String(issue === PRIMING_ISSUE ? 1 : 1 + issue * (options.runNumberStep ?? 1)),
        GITHUB_RUN_ATTEMPT: '1',
        GITHUB_JOB: 'docs',
      },
    });
  };
  let started = Date.now();
  let results: ActionResult[];
  try {
    if (options.ledger === 'warm') {
      const primed = await label(PRIMING_ISSUE);
      if (primed.code !== 0)
        throw new Error(`the run that warms the ledger failed (${String(primed.code)}):\n${primed.stdout}${primed.stderr}`);
      // The burst meets the ledger it left, not its writes: those count as made minutes before.
      limit = new SecondaryLimit({ perMinute: limitPerMinute });
      emulator.jobs.clear();
      started = Date.now();
    }
    results = await Promise.all(Array.from({ length: options.issues }, (_, i) => label(i + 1)));
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
      warned: results.filter((r) => /^::(warning|error)::/m.test(r.stdout)).length,
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
    ...(trace ? { trace } : {}),
  };
}

/** GitHub writes a job, the refused ones included (what the limit counted against the burst). */
export const writesPerJob = (f: BurstFigures): number => (f.writes + f.limitAnswers) / Math.max(1, f.jobs);

const seconds = (ms: number): string => `${Math.round(ms / 1000)} s`;

/** One line for a log. */
export function burstLine(f: BurstFigures): string {
  const perJob = f.jobs > 0 ? writesPerJob(f).toFixed(2) : '–';
  return `burst of ${f.issues}: ${f.jobs} jobs, ${f.green} green runs (${f.skipped} skipped, ${f.warned} with a warning), ${f.linked} comments with the PR link; ${f.writes} GitHub writes and ${f.limitAnswers} secondary-limit answers (${perJob} a job, ${f.ledgerWrites} writes the ledger's; at most ${f.peakPerMinute} writes in a minute), ${f.requests} requests; first to last job creation ${seconds(f.spanMs)} (floor ${seconds(f.floorMs)}, ${f.floorMs > 0 ? (f.spanMs / f.floorMs).toFixed(2) : '–'}×); ${seconds(f.wallMs)} in all; writes by kind ${JSON.stringify(f.byKind)}`;
}

/** Issue 30's targets for a burst; a burst without them is judged on correctness alone. */
export interface BurstTargets {
  limitAnswers: number;
  /** GitHub writes a job, refused ones included. */
  writesPerJob?: number;
  /** The first to last job creation: at most this long, or at most this many times the floor. */
  spanMs?: number;
  spanRatio?: number;
}

export interface BurstPlan {
  name: string;
  issues: number;
  /** How many times it runs; the report shows the worst run. */
  runs: number;
  ledger: 'cold' | 'warm';
  latencyMs: readonly [number, number];
  budgetPerHour?: number;
  policy?: 'skip';
  /** What every run must end with: jobs created, and green runs that skipped. */
  expect: { jobs: number; skipped: number };
  targets?: BurstTargets;
}

/** Issue 30, "Done when": no limit answer, at most 5.5 writes a job, the last of fifty jobs within 300 s of the first, of twenty within 1.3 × the floor. */
export const FIFTY_TARGETS: BurstTargets = { limitAnswers: 0, writesPerJob: 5.5, spanMs: 300_000 };
export const TWENTY_TARGETS: BurstTargets = { limitAnswers: 0, writesPerJob: 5.5, spanRatio: 1.3 };
const AT_ONCE = [0, 0] as const;
const SLOW = [50, 150] as const;

/** What `npm run bench` bursts: the full run's plan (about half an hour), and the quick run's (CI: correctness only). */
export const BURST_PLANS: Record<'full' | 'quick', readonly BurstPlan[]> = {
  full: [
    {
      name: '20, cold ledger, GitHub at once',
      issues: 20,
      runs: 3,
      ledger: 'cold',
      latencyMs: AT_ONCE,
      expect: { jobs: 20, skipped: 0 },
      targets: TWENTY_TARGETS,
    },
    {
      name: '20, cold ledger, GitHub 50–150 ms',
      issues: 20,
      runs: 3,
      ledger: 'cold',
      latencyMs: SLOW,
      expect: { jobs: 20, skipped: 0 },
      targets: TWENTY_TARGETS,
    },
    {
      name: '50, cold ledger, GitHub at once',
      issues: 50,
      runs: 1,
      ledger: 'cold',
      latencyMs: AT_ONCE,
      expect: { jobs: 50, skipped: 0 },
      targets: FIFTY_TARGETS,
    },
    {
      name: '50, cold ledger, GitHub 50–150 ms',
      issues: 50,
      runs: 1,
      ledger: 'cold',
      latencyMs: SLOW,
      expect: { jobs: 50, skipped: 0 },
      targets: FIFTY_TARGETS,
    },
    {
      name: '50, warm ledger, GitHub at once',
      issues: 50,
      runs: 1,
      ledger: 'warm',
      latencyMs: AT_ONCE,
      expect: { jobs: 50, skipped: 0 },
      targets: FIFTY_TARGETS,
    },
    {
      name: '50, warm ledger, GitHub 50–150 ms',
      issues: 50,
      runs: 1,
      ledger: 'warm',
      latencyMs: SLOW,
      expect: { jobs: 50, skipped: 0 },
      targets: FIFTY_TARGETS,
    },
    {
      name: '50, `budget-per-hour: 40`, `skip`, cold ledger',
      issues: 50,
      runs: 1,
      ledger: 'cold',
      latencyMs: AT_ONCE,
      budgetPerHour: 40,
      policy: 'skip',
      expect: { jobs: 40, skipped: 10 },
      targets: { limitAnswers: 0 },
    },
  ],
  quick: [
    { name: '8, cold ledger, GitHub at once', issues: 8, runs: 1, ledger: 'cold', latencyMs: AT_ONCE, expect: { jobs: 8, skipped: 0 } },
  ],
};

/** What a run ended with that is wrong whatever the timing: every run green, the jobs and skips expected, one comment with the PR link for each job, no warning. */
export function burstBroken(plan: BurstPlan, f: BurstFigures): string[] {
  const wrong = (what: string, got: number, want: number): string[] => (got === want ? [] : [`${what}: ${got}, not ${want}`]);
  return [
    ...wrong('jobs', f.jobs, plan.expect.jobs),
    ...wrong('green runs', f.green, plan.issues),
    ...wrong('runs that skipped', f.skipped, plan.expect.skipped),
    ...wrong('issues with one comment carrying the PR link', f.linked, plan.expect.jobs),
    ...wrong('runs with a warning or an error', f.warned, 0),
    ...(f.writes - f.ledgerWrites > JOB_REST_WRITES * plan.issues
      ? [`writes besides the ledger's: ${f.writes - f.ledgerWrites}, over ${JOB_REST_WRITES} a run`]
      : []),
  ];
}

/** The targets a run missed. */
export function burstMissed(plan: BurstPlan, f: BurstFigures): string[] {
  const t = plan.targets;
  if (!t) return [];
  const perJob = writesPerJob(f);
  const span = t.spanMs ?? (t.spanRatio === undefined ? undefined : t.spanRatio * f.floorMs);
  return [
    ...(f.limitAnswers > t.limitAnswers ? [`${f.limitAnswers} secondary-limit answers, over ${t.limitAnswers}`] : []),
    ...(t.writesPerJob !== undefined && perJob > t.writesPerJob ? [`${perJob.toFixed(2)} writes a job, over ${t.writesPerJob}`] : []),
    ...(span !== undefined && f.spanMs > span ? [`first to last job ${seconds(f.spanMs)}, over ${seconds(span)}`] : []),
  ];
}

export interface BurstOutcome {
  plan: BurstPlan;
  runs: BurstFigures[];
  /** Each failing run's problems, prefixed with the burst's name and the run. */
  broken: string[];
  missed: string[];
}

/** Judges a burst's runs: what any of them broke, and the targets any of them missed. */
export function judgeBurst(plan: BurstPlan, runs: BurstFigures[]): BurstOutcome {
  const each = (judge: (plan: BurstPlan, f: BurstFigures) => string[]): string[] =>
    runs.flatMap((f, i) => judge(plan, f).map((problem) => `burst ${plan.name}${runs.length > 1 ? ` (run ${i + 1})` : ''}: ${problem}`));
  return { plan, runs, broken: each(burstBroken), missed: each(burstMissed) };
}

/** Runs every burst of the plan, one after the other, each as many times as it says. */
export async function burstSection(
  plans: readonly BurstPlan[],
  dist?: string,
  log: (line: string) => void = () => {},
): Promise<BurstOutcome[]> {
  const outcomes: BurstOutcome[] = [];
  for (const plan of plans) {
    const runs: BurstFigures[] = [];
    for (let i = 0; i < plan.runs; i += 1) {
      const { figures } = await burst({
        issues: plan.issues,
        ledger: plan.ledger,
        latencyMs: plan.latencyMs,
        ...(plan.budgetPerHour === undefined ? {} : { budgetPerHour: plan.budgetPerHour }),
        ...(plan.policy ? { policy: plan.policy } : {}),
        ...(dist === undefined ? {} : { dist }),
      });
      log(`${plan.name}, run ${i + 1} of ${plan.runs}: ${burstLine(figures)}`);
      runs.push(figures);
    }
    outcomes.push(judgeBurst(plan, runs));
  }
  return outcomes;
}

/** The worst of a burst's runs, figure by figure: the fewest jobs and links, the most limit answers, writes a job and span. */
export function worstRun(runs: readonly BurstFigures[]): {
  jobs: number;
  linked: number;
  limitAnswers: number;
  peakPerMinute: number;
  writesPerJob: number;
  spanMs: number;
  floorMs: number;
  ratio: number;
} {
  const ratio = (f: BurstFigures): number => (f.floorMs > 0 ? f.spanMs / f.floorMs : 0);
  return {
    jobs: Math.min(...runs.map((f) => f.jobs)),
    linked: Math.min(...runs.map((f) => f.linked)),
    limitAnswers: Math.max(...runs.map((f) => f.limitAnswers)),
    peakPerMinute: Math.max(...runs.map((f) => f.peakPerMinute)),
    writesPerJob: Math.max(...runs.map(writesPerJob)),
    spanMs: Math.max(...runs.map((f) => f.spanMs)),
    floorMs: Math.max(...runs.map((f) => f.floorMs)),
    ratio: Math.max(...runs.map(ratio)),
  };
}

function targetText(t: BurstTargets | undefined): string {
  if (!t) return 'correctness only';
  return [
    `${t.limitAnswers} limit answers`,
    ...(t.writesPerJob === undefined ? [] : [`≤ ${t.writesPerJob} writes a job`]),
    ...(t.spanMs === undefined ? [] : [`last job ≤ ${seconds(t.spanMs)}`]),
    ...(t.spanRatio === undefined ? [] : [`≤ ${t.spanRatio}× the floor`]),
  ].join(', ');
}

/** The section's lines for the bench report: one row a burst, its worst run. */
export function burstReport(outcomes: readonly BurstOutcome[]): string[] {
  const rows = outcomes.map(({ plan, runs, broken, missed }) => {
    const w = worstRun(runs);
    const spans = runs.length > 1 ? ` (runs: ${runs.map((f) => seconds(f.spanMs)).join(', ')})` : '';
    const verdict = broken.length > 0 ? 'broken' : missed.length > 0 ? 'missed' : plan.targets ? 'met' : 'correct';
    return `| ${plan.name} | ${runs.length} | ${w.jobs} of ${plan.expect.jobs} (${w.linked} linked) | ${w.limitAnswers} (≤ ${w.peakPerMinute} a minute) | ${w.writesPerJob.toFixed(2)} | ${seconds(w.spanMs)}${spans} | ${seconds(w.floorMs)} (${w.ratio.toFixed(2)}×) | ${targetText(plan.targets)} | ${verdict} |`;
  });
  const problems = outcomes.flatMap((o) => [...o.broken, ...o.missed]);
  return [
    `Bursts of labelled issues against GitHub's write limit (a stand-in answering the 81st content-creating request of a minute with 403 and \`retry-after: 60\`; a cold ledger has no ref yet, a warm one was written by a run before the burst). Each row is the worst of its runs, figure by figure; writes a job count the refused ones; the floor is the jobs × ${LABEL_JOB_WRITES} writes ÷ 80 a minute.`,
    '',
    '| Burst | Runs | Jobs | Limit answers | GitHub writes a job | First → last job | Floor | Target | Verdict |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...(problems.length > 0 ? [`Burst problems: ${problems.join('; ')}.`, ''] : []),
  ];
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      issues: { type: 'string', default: '50' },
      runs: { type: 'string', default: '1' },
      budget: { type: 'string' },
      policy: { type: 'string' },
      limit: { type: 'string', default: '80' },
      latency: { type: 'string', default: '0' },
      warm: { type: 'boolean', default: false },
      'writes-per-minute': { type: 'string' },
      /** The step between the runs' numbers: 2 leaves a number between each two for a run that took no slot. */
      'run-number-step': { type: 'string' },
      dist: { type: 'string' },
      /** Writes each run's trace (the ledger's requests, the runs' timed log lines) to `<file>.<run>.json`. */
      trace: { type: 'string' },
    },
  });
  const step = values['run-number-step'];
  if (step !== undefined && !/^[1-9]\d{0,2}$/.test(step)) throw new Error(`--run-number-step: a whole number from 1 (got ${step})`);
  const policy = values.policy;
  if (policy !== undefined && policy !== 'fail' && policy !== 'wait' && policy !== 'skip') throw new Error('--policy: fail, wait or skip');
  const bounds = /^(\d+)(?:-(\d+))?$/.exec(values.latency);
  if (!bounds) throw new Error(`--latency: milliseconds, or a range such as 50-150 (got ${values.latency})`);
  const latencyMs = [Number(bounds[1]), Number(bounds[2] ?? bounds[1])] as const;
  for (let i = 0; i < Number(values.runs); i += 1) {
    const result = await burst({
      issues: Number(values.issues),
      limitPerMinute: Number(values.limit),
      latencyMs,
      ledger: values.warm ? 'warm' : 'cold',
      ...(values.budget === undefined ? {} : { budgetPerHour: Number(values.budget) }),
      ...(policy === undefined ? {} : { policy }),
      ...(values['writes-per-minute'] === undefined ? {} : { writesPerMinute: Number(values['writes-per-minute']) }),
      ...(values['run-number-step'] === undefined ? {} : { runNumberStep: Number(values['run-number-step']) }),
      ...(values.dist === undefined ? {} : { dist: values.dist }),
      ...(values.trace === undefined ? {} : { trace: true }),
    });
    process.stdout.write(`${burstLine(result.figures)}\n`);
    if (values.trace !== undefined && result.trace) writeFileSync(`${values.trace}.${i + 1}.json`, JSON.stringify(result.trace));
  }
}
