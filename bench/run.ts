/**
 * The benchmark: `npm run bench` (or `npm run bench -- --quick` for CI: a few
 * runs, same table). Prints one markdown table and writes it to
 * bench/results.md. It measures the bundle in dist/ (run `npm run bundle`
 * first; `--dist <folder>` measures another build) beside bare Node doing the same thing in the same run, so that the
 * ratios hold on any machine; it asserts nothing about time.
 *
 *   1. cold start: `node dist/index.js` failing on a missing input vs `node -e 0`
 *   2. time to first request at a loopback stand-in vs a bare `fetch`, and the
 *      time to the create request with the budget ledger in use
 *   3. peak RSS of a full run (create, three polls, completed, summary) vs bare
 *      `fetch` making the same four requests
 *   4. bytes of dist/ and of the files an agent run loads
 *   5. polling cost of the real `waitForJob` on a virtual clock vs fixed polling
 *
 * No network beyond loopback: every run gets GITHUB_API_URL (and the other
 * GitHub URLs) pointing at a stand-in, and the service URL at the emulator.
 * Written with erasable TypeScript only, so Node 24 runs it as it is.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, tmpdir, totalmem, type as osType } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { AgentRunOptions } from '../src/service/agent/job.ts';
import type { ServiceClient } from '../src/service/agent/client.ts';
import type { AgentJob } from '../src/service/agent/schemas.ts';
import { inlineText } from '../src/render/text.ts';
import { DEFAULT_ADMIN_KEY, ServiceEmulator } from '../tools/emulator/server.ts';
import { inputEnv, parseOutputFile } from '../tools/action.ts';
import { readActionYml } from '../tools/action-yml.ts';
import { DEFAULT_GITHUB_TOKEN, GitDatabaseStandIn, type RecordedGitRequest } from '../tools/stand-ins/git-database.ts';
import { githubCost, githubCostReport } from './github-cost.ts';
import { handOffFigures, handOffReport } from './hand-off.ts';

const ROOT = resolve(import.meta.dirname, '..');
const NODE = process.execPath;
const CHILD_TIMEOUT_MS = 60_000;

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    // Another build to measure (e.g. an older bundle, to compare); results go to bench/results-<folder>.md.
    dist: { type: 'string', default: join(ROOT, 'dist') },
  },
});
const quick = args.quick;
const DIST = resolve(args.dist);
const ENTRY = join(DIST, 'index.js');
const RESULTS = join(ROOT, 'bench', DIST === join(ROOT, 'dist') ? 'results.md' : `results-${basename(DIST)}.md`);
const RUNS = {
  coldStart: quick ? 5 : 31,
  firstRequest: quick ? 3 : 15,
  // A ledger run takes seconds (GitHub writes are spaced out), so fewer of them.
  ledger: quick ? 2 : 7,
  memory: quick ? 1 : 5,
};

/** Wall-clock milliseconds with sub-millisecond precision, shared with the stand-ins. */
const now = (): number => performance.timeOrigin + performance.now();

// ---------------------------------------------------------------- statistics

interface Stats {
  median: number;
  q1: number;
  q3: number;
  n: number;
}

function quantile(sorted: readonly number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

function stats(samples: readonly number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), q1: quantile(sorted, 0.25), q3: quantile(sorted, 0.75), n: sorted.length };
}

const ms = (value: number): string => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const msStats = (s: Stats): string => `${ms(s.median)} (${s.q1.toFixed(0)}–${s.q3.toFixed(0)})`;
const mib = (kib: number): string => `${(kib / 1024).toFixed(1)} MiB`;
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (value: number): string => `${(value / 1000).toFixed(value % 1000 === 0 ? 0 : 1)} s`;
const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}×`;
const verdict = (ok: boolean): string => (ok ? 'met' : '**missed**');

// ------------------------------------------------------- the runner's world

/** The inputs action.yml declares, with their defaults as the runner passes them. */
function actionInputs(): Map<string, string | undefined> {
  return new Map(
    readActionYml().inputs.map((input) => {
      let value = input.default;
      // Expressions the runner would evaluate: the token is the only one a run needs.
      if (value?.includes('${{')) value = value.includes('github.token') ? DEFAULT_GITHUB_TOKEN : '';
      return [input.name, value];
    }),
  );
}

const INPUTS = actionInputs();
const DEFAULTS = Object.fromEntries([...INPUTS].filter((e): e is [string, string] => e[1] !== undefined));

interface Stage {
  dir: string;
  env: Record<string, string>;
  outputs: () => Record<string, string>;
  summary: () => string;
}

/** A fresh RUNNER_TEMP with the files and variables the runner gives a step. */
function stage(github: GitDatabaseStandIn, inputs: Record<string, string>, extra: Record<string, string> = {}): Stage {
  const dir = mkdtempSync(join(tmpdir(), 'docs-agent-bench-'));
  const output = join(dir, 'output');
  const summary = join(dir, 'summary');
  const event = join(dir, 'event.json');
  writeFileSync(output, '');
  writeFileSync(summary, '');
  writeFileSync(event, '{}');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    RUNNER_TEMP: dir,
    GITHUB_WORKSPACE: dir,
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_EVENT_PATH: event,
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_REPOSITORY_OWNER: 'acme',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_RUN_ID: '1000',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_RUN_NUMBER: '1',
    GITHUB_WORKFLOW: 'bench',
    GITHUB_JOB: 'bench',
    GITHUB_ACTOR: 'bench',
    GITHUB_TOKEN: DEFAULT_GITHUB_TOKEN,
    // Every GitHub URL points at the loopback stand-in: a run never leaves the machine.
    GITHUB_API_URL: github.url,
    GITHUB_SERVER_URL: github.url,
    GITHUB_GRAPHQL_URL: `${github.url}/graphql`,
    ...inputEnv({ ...DEFAULTS, ...inputs }),
    ...extra,
  };
  return {
    dir,
    env,
    outputs: () => parseOutputFile(readFileSync(output, 'utf8')),
    summary: () => readFileSync(summary, 'utf8'),
  };
}

interface ChildResult {
  code: number | null;
  stdout: string;
  stderr: string;
  startedAt: number;
}

/**
 * Runs node with the given arguments; the clock starts just before the spawn.
 * With `stopWhen`, the child is killed as soon as it returns true (checked
 * every few milliseconds): a run that has shown what is measured need not finish.
 */
function runNode(
  nodeArgs: readonly string[],
  env: Record<string, string>,
  cwd: string,
  stopWhen?: (startedAt: number) => boolean,
): Promise<ChildResult & { stopped: boolean }> {
  return new Promise((done, fail) => {
    const startedAt = now();
    const child = spawn(NODE, nodeArgs, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let stopped = false;
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_TIMEOUT_MS);
    const watch = stopWhen
      ? setInterval(() => {
          if (!stopped && stopWhen(startedAt)) {
            stopped = true;
            child.kill('SIGKILL');
          }
        }, 2)
      : undefined;
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      clearInterval(watch);
      done({ code, stdout, stderr, startedAt, stopped });
    });
  });
}

function describeFailure(what: string, result: { code: number | null; stdout: string; stderr: string }): Error {
  return new Error(`${what} (exit ${String(result.code)}):\n${result.stdout}\n${result.stderr}`);
}

const agentInputs = (baseUrl: string): Record<string, string> => ({
  'base-url': baseUrl,
  'project-id': 'bench',
  'admin-api-key': DEFAULT_ADMIN_KEY,
  prompt: 'Fix the broken links on the quickstart page',
});

// ------------------------------------------------------------- 1. cold start

interface ColdStart {
  action: Stats;
  bare: Stats;
  /** Files of the bundle that the failing run loads: what start-up costs before the inputs are checked. */
  loaded: string[];
}

function coldStart(github: GitDatabaseStandIn, preloads: Preloads): ColdStart {
  // A real runner passes every input with a default; `base-url` is left out.
  const inputs = agentInputs('');
  delete inputs['base-url'];
  const scene = stage(github, inputs);
  const check = spawnSync(NODE, [ENTRY], { env: scene.env, cwd: scene.dir, encoding: 'utf8', timeout: CHILD_TIMEOUT_MS });
  if (check.status !== 1 || !check.stdout.includes("'base-url' is required")) {
    throw describeFailure('node dist/index.js did not fail on the missing base-url', {
      code: check.status,
      stdout: check.stdout,
      stderr: check.stderr,
    });
  }
  const loadedFile = join(preloads.dir, 'cold-loaded.json');
  spawnSync(NODE, ['--import', pathToFileURL(preloads.loaded).href, ENTRY], {
    env: { ...scene.env, BENCH_LOADED_FILE: loadedFile },
    cwd: scene.dir,
    stdio: 'ignore',
    timeout: CHILD_TIMEOUT_MS,
  });
  const loaded = (JSON.parse(readFileSync(loadedFile, 'utf8')) as string[])
    .filter((u) => u.startsWith('file:'))
    .map((u) => fileURLToPath(u));
  const time = (nodeArgs: readonly string[]): number => {
    const start = now();
    spawnSync(NODE, nodeArgs, { env: scene.env, cwd: scene.dir, stdio: 'ignore', timeout: CHILD_TIMEOUT_MS });
    return now() - start;
  };
  // Warm the file cache, then alternate the two so that both see the same noise.
  for (let i = 0; i < 2; i += 1) {
    time([ENTRY]);
    time(['-e', '0']);
  }
  const action: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < RUNS.coldStart; i += 1) {
    action.push(time([ENTRY]));
    bare.push(time(['-e', '0']));
  }
  rmSync(scene.dir, { recursive: true, force: true });
  return { action: stats(action), bare: stats(bare), loaded };
}

// ----------------------------------------------------- 2. first request

const BARE_CREATE = `fetch(process.env.BENCH_URL, { method: 'POST', headers: { authorization: 'Bearer ' + process.env.BENCH_KEY, 'content-type': 'application/json' }, body: JSON.stringify({ prompt: 'x' }) }).then((r) => r.text());`;

interface FirstRequest {
  action: Stats;
  bare: Stats;
}

/** Arrival time of the first request of either stand-in after `since`. */
function firstArrival(emulator: ServiceEmulator, github: GitDatabaseStandIn, since: number): number | undefined {
  const arrivals = [...emulator.requests.map((r) => r.at), ...github.requests.map((r) => r.at)].filter((t) => t >= since);
  return arrivals.length > 0 ? Math.min(...arrivals) : undefined;
}

async function firstRequest(emulator: ServiceEmulator, github: GitDatabaseStandIn): Promise<FirstRequest> {
  const scene = stage(github, { ...agentInputs(emulator.url), wait: 'false' });
  const bareEnv = { PATH: scene.env.PATH ?? '', BENCH_URL: `${emulator.url}/v2/agent/bench/job`, BENCH_KEY: DEFAULT_ADMIN_KEY };
  const action: number[] = [];
  const bare: number[] = [];
  const measure = async (nodeArgs: readonly string[], env: Record<string, string>, into: number[] | undefined): Promise<void> => {
    // Stopped once its first request has arrived: the rest of the run is not measured here.
    const result = await runNode(nodeArgs, env, scene.dir, (since) => firstArrival(emulator, github, since) !== undefined);
    if (!result.stopped && result.code !== 0) throw describeFailure(`node ${nodeArgs.join(' ')} failed`, result);
    const arrival = firstArrival(emulator, github, result.startedAt);
    if (arrival === undefined) throw describeFailure(`node ${nodeArgs.join(' ')} sent no request`, result);
    into?.push(arrival - result.startedAt);
  };
  await measure([ENTRY], scene.env, undefined);
  await measure(['-e', BARE_CREATE], bareEnv, undefined);
  for (let i = 0; i < RUNS.firstRequest; i += 1) {
    await measure([ENTRY], scene.env, action);
    await measure(['-e', BARE_CREATE], bareEnv, bare);
  }
  rmSync(scene.dir, { recursive: true, force: true });
  return { action: stats(action), bare: stats(bare) };
}

// --------------------------------------------- 2b. create with the ledger

type Ledger =
  | { kind: 'absent' }
  | { kind: 'silent'; create: Stats }
  | {
      kind: 'measured';
      create: Stats;
      firstGitHub: Stats;
      ledgerDone: Stats;
      requests: number;
      /** Median gap between consecutive write requests (POST, PATCH, PUT, DELETE) before the create request. */
      writeGap: number | undefined;
      /** The GitHub requests of the run whose create time is the median, with their times. */
      timeline: string;
      /** Write requests (POST, PATCH, PUT, DELETE) before the create request, in that run. */
      writes: number;
      notFound: string[];
    };

async function ledger(emulator: ServiceEmulator, github: GitDatabaseStandIn): Promise<Ledger> {
  if (!INPUTS.has('budget-per-hour')) return { kind: 'absent' };
  const scene = stage(github, { ...agentInputs(emulator.url), wait: 'false' });
  const create: number[] = [];
  const firstGitHub: number[] = [];
  const ledgerDone: number[] = [];
  const notFound = new Set<string>();
  const gaps: number[] = [];
  const timelines: { create: number; text: string; writes: number }[] = [];
  let requests = 0;
  for (let i = 0; i < RUNS.ledger; i += 1) {
    const seen = github.requests.length;
    const result = await runNode([ENTRY], scene.env, scene.dir);
    if (result.code !== 0) throw describeFailure('the run with the budget ledger failed', result);
    const posted = emulator.agentRequests('POST').find((r) => r.at >= result.startedAt);
    if (!posted) throw describeFailure('the run with the budget ledger created no job', result);
    create.push(posted.at - result.startedAt);
    const before: RecordedGitRequest[] = github.requests.slice(seen).filter((r) => r.at <= posted.at);
    for (const r of before) if (!r.known) notFound.add(`${r.method} ${r.path}`);
    const first = before[0];
    const last = before.at(-1);
    if (first && last) {
      firstGitHub.push(first.at - result.startedAt);
      ledgerDone.push(last.answeredAt - result.startedAt);
      requests = Math.max(requests, before.length);
      const writes = before.filter((r) => r.method !== 'GET');
      for (let w = 1; w < writes.length; w += 1) gaps.push(writes[w]!.at - writes[w - 1]!.answeredAt);
      const route = (path: string): string =>
        path
          .replace(/^\/repos\/[^/]+\/[^/]+\//, '')
          .replace(/\/[0-9a-f]{40}$/, '/{sha}')
          .replace(/(git\/refs?)\/.+$/, '$1/…');
      const steps = before.map((r) => `${r.method} ${route(r.path)} ${String(r.status)} at ${ms(r.at - result.startedAt)}`);
      timelines.push({
        create: posted.at - result.startedAt,
        text: [...steps, `create request at ${ms(posted.at - result.startedAt)}`].join(' → '),
        writes: writes.length,
      });
    }
  }
  rmSync(scene.dir, { recursive: true, force: true });
  if (firstGitHub.length === 0) return { kind: 'silent', create: stats(create) };
  return {
    kind: 'measured',
    create: stats(create),
    firstGitHub: stats(firstGitHub),
    ledgerDone: stats(ledgerDone),
    requests,
    writeGap: gaps.length > 0 ? stats(gaps).median : undefined,
    ...(() => {
      const median = timelines.sort((a, b) => a.create - b.create)[Math.floor(timelines.length / 2)];
      return { timeline: median?.text ?? '', writes: median?.writes ?? 0 };
    })(),
    notFound: [...notFound],
  };
}

// ------------------------------------------------------------ 3. memory

const BARE_FULL_RUN = `(async () => {
  const base = process.env.BENCH_URL;
  const headers = { authorization: 'Bearer ' + process.env.BENCH_KEY, accept: 'application/json' };
  let job = await (await fetch(base, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ prompt: 'x' }) })).json();
  for (let i = 0; i < 3; i += 1) {
    await new Promise((r) => setTimeout(r, 100));
    job = await (await fetch(base + '/' + encodeURIComponent(job.id), { headers })).json();
  }
  if (job.status !== 'completed') process.exitCode = 1;
})();`;

/** Preloads written once per bench run into its temp dir. */
interface Preloads {
  dir: string;
  /** CommonJS: writes the process's peak RSS (KiB) to $BENCH_RSS_FILE at exit. */
  rss: string;
  /** ES module: records every module URL loaded, written to $BENCH_LOADED_FILE at exit. */
  loaded: string;
}

function writePreloads(): Preloads {
  const dir = mkdtempSync(join(tmpdir(), 'docs-agent-bench-preload-'));
  const rss = join(dir, 'max-rss.cjs');
  writeFileSync(
    rss,
    `process.on('exit', () => require('node:fs').writeFileSync(process.env.BENCH_RSS_FILE, String(process.resourceUsage().maxRSS)));\n`,
  );
  const loaded = join(dir, 'loaded.mjs');
  writeFileSync(
    loaded,
    `import { registerHooks } from 'node:module';
import { writeFileSync } from 'node:fs';
const urls = new Set();
registerHooks({ load(url, context, next) { urls.add(url); return next(url, context); } });
process.on('exit', () => writeFileSync(process.env.BENCH_LOADED_FILE, JSON.stringify([...urls])));
`,
  );
  return { dir, rss, loaded };
}

interface Memory {
  action: Stats;
  bare: Stats;
  loaded: string[];
}

/** An emulator whose job completes on exactly the third poll, whatever the timing. */
async function threePollEmulator(): Promise<ServiceEmulator> {
  let requests = 0;
  const emulator = new ServiceEmulator({ jobDurationMs: 3000, jobsPerHour: 1_000_000, now: () => requests * 1000 });
  emulator.use(() => {
    requests += 1;
    return false;
  });
  await emulator.start();
  return emulator;
}

async function memory(github: GitDatabaseStandIn, preloads: Preloads): Promise<Memory> {
  const emulator = await threePollEmulator();
  const fast = { 'poll-interval-seconds': '0.1', 'max-poll-interval-seconds': '0.1', 'timeout-seconds': '60' };
  const rssFile = join(preloads.dir, 'rss');
  const loadedFile = join(preloads.dir, 'loaded.json');
  try {
    const fullRun = async (nodeArgs: readonly string[]): Promise<void> => {
      const scene = stage(github, { ...agentInputs(emulator.url), ...fast }, { BENCH_RSS_FILE: rssFile, BENCH_LOADED_FILE: loadedFile });
      const seen = emulator.requests.length;
      const result = await runNode(nodeArgs, scene.env, scene.dir);
      const made = emulator.requests.slice(seen).map((r) => r.method);
      const outputs = scene.outputs();
      const summary = scene.summary();
      rmSync(scene.dir, { recursive: true, force: true });
      // The summary writes service text as HTML text (`&`, `<`, `>`, `"` escaped), hence inlineText.
      if (
        result.code !== 0 ||
        outputs.status !== 'completed' ||
        !summary.includes(inlineText(outputs['job-id'] ?? '?')) ||
        made.join() !== 'POST,GET,GET,GET'
      ) {
        throw describeFailure(`the full run did not go create, three polls, completed, summary (requests: ${made.join(', ')})`, result);
      }
    };
    const bareRun = async (nodeArgs: readonly string[]): Promise<void> => {
      const env = {
        PATH: process.env.PATH ?? '',
        BENCH_URL: `${emulator.url}/v2/agent/bench/job`,
        BENCH_KEY: DEFAULT_ADMIN_KEY,
        BENCH_RSS_FILE: rssFile,
      };
      const result = await runNode(nodeArgs, env, preloads.dir);
      if (result.code !== 0) throw describeFailure('the bare fetch run failed', result);
    };
    const peak = (): number => Number(readFileSync(rssFile, 'utf8'));

    await fullRun(['--import', pathToFileURL(preloads.loaded).href, ENTRY]);
    const loaded = (JSON.parse(readFileSync(loadedFile, 'utf8')) as string[])
      .filter((u) => u.startsWith('file:'))
      .map((u) => fileURLToPath(u));

    const action: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < RUNS.memory; i += 1) {
      await fullRun(['--require', preloads.rss, ENTRY]);
      action.push(peak());
      await bareRun(['--require', preloads.rss, '-e', BARE_FULL_RUN]);
      bare.push(peak());
    }
    return { action: stats(action), bare: stats(bare), loaded };
  } finally {
    await emulator.stop();
  }
}

// ------------------------------------------------------------- 4. bundle

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

interface Bundle {
  all: { bytes: number; files: number };
  code: { bytes: number; files: number };
  loaded: { bytes: number; files: string[] };
}

function bundle(loaded: readonly string[]): Bundle {
  const files = filesUnder(DIST);
  const size = (list: readonly string[]): number => list.reduce((sum, f) => sum + statSync(f).size, 0);
  const code = files.filter((f) => /\.[cm]?js$/.test(f));
  const fromDist = loaded.filter((f) => f.startsWith(DIST));
  return {
    all: { bytes: size(files), files: files.length },
    code: { bytes: size(code), files: code.length },
    loaded: { bytes: size(fromDist), files: fromDist.map((f) => relative(dirname(DIST), f)) },
  };
}

// ------------------------------------------------------------ 5. polling

interface PollSchedule {
  initialMs: number;
  maxMs: number;
}

interface Wait {
  /** Virtual times (ms since the wait started) of every poll. */
  polls: number[];
  detectedAt: number;
}

/** A small seeded generator, so that runs with jitter repeat exactly. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type WaitForJob = (initial: AgentJob, options: AgentRunOptions) => Promise<{ kind: string; job: AgentJob }>;

async function loadWaitForJob(): Promise<WaitForJob> {
  await import('./src-hooks.ts');
  const module = await import('../src/service/agent/job.ts');
  return module.waitForJob;
}

/** Drives the real `waitForJob` on a virtual clock against a job that completes after `jobMs`. */
async function drive(
  waitForJob: WaitForJob,
  schedule: PollSchedule,
  jobMs: number,
  random: () => number,
  deadlineMs: number,
): Promise<Wait> {
  let t = 0;
  const polls: number[] = [];
  const job = (status: string): AgentJob => ({
    id: 'job_bench',
    status,
    source: { repository: 'https://github.com/acme/docs', ref: 'main' },
    model: 'bench',
    prLink: null,
    createdAt: new Date(0).toISOString(),
    archivedAt: null,
  });
  const client: ServiceClient = {
    createUrl: 'http://stand-in.invalid/',
    createJob: () => Promise.reject(new Error('not used')),
    sendMessage: () => Promise.reject(new Error('not used')),
    getJob: () => {
      polls.push(t);
      return Promise.resolve(job(t >= jobMs ? 'completed' : 'active'));
    },
  };
  const outcome = await waitForJob(job('active'), {
    client,
    clock: {
      now: () => t,
      sleep: (delay) => {
        t += delay;
        return Promise.resolve();
      },
    },
    log: { info: () => undefined, warning: () => undefined },
    schedule,
    deadline: deadlineMs,
    random,
  });
  return { polls, detectedAt: outcome.kind === 'finished' ? (polls.at(-1) ?? 0) : Number.POSITIVE_INFINITY };
}

interface PollRow {
  jobMs: number;
  ours: { requests: number; worstMs: number; jitterRequests: number };
  fixed10: { requests: number; worstMs: number };
  fixed30: { requests: number; worstMs: number };
}

interface Polling {
  schedule: PollSchedule;
  rows: PollRow[];
  /** Over every job length up to the default timeout. */
  worstUnderMinuteMs: number;
  worstUnderMinuteAt: number;
  worstShare: number;
  worstShareAt: number;
}

/** Worst detection for a job ending anywhere in the poll interval that ends with detection. */
const worstDetection = (wait: Wait): number => wait.detectedAt - (wait.polls.at(-2) ?? 0);

async function polling(): Promise<Polling> {
  const waitForJob = await loadWaitForJob();
  const schedule = {
    initialMs: Number(DEFAULTS['poll-interval-seconds'] ?? '5') * 1000,
    maxMs: Number(DEFAULTS['max-poll-interval-seconds'] ?? '30') * 1000,
  };
  // The default timeout is 30 min: a 30-min job would end on the deadline, so the
  // schedule is studied with an hour of room; nothing else differs from the defaults.
  const deadline = 3_600_000;
  const noJitter = (): number => 0;
  const fixed = (everyMs: number): PollSchedule => ({ initialMs: everyMs, maxMs: everyMs });
  const rows: PollRow[] = [];
  for (const jobMs of [20_000, 60_000, 300_000, 900_000, 1_800_000]) {
    const ours = await drive(waitForJob, schedule, jobMs, noJitter, deadline);
    const jittered: number[] = [];
    for (let seed = 1; seed <= 20; seed += 1)
      jittered.push((await drive(waitForJob, schedule, jobMs, seeded(seed), deadline)).polls.length);
    const f10 = await drive(waitForJob, fixed(10_000), jobMs, noJitter, deadline);
    const f30 = await drive(waitForJob, fixed(30_000), jobMs, noJitter, deadline);
    rows.push({
      jobMs,
      ours: {
        requests: ours.polls.length,
        worstMs: worstDetection(ours),
        jitterRequests: jittered.reduce((a, b) => a + b, 0) / jittered.length,
      },
      fixed10: { requests: f10.polls.length, worstMs: worstDetection(f10) },
      fixed30: { requests: f30.polls.length, worstMs: worstDetection(f30) },
    });
  }
  // Every job length at once: a job that ends just after poll k-1 is seen at poll k.
  const never = await drive(waitForJob, schedule, Number.POSITIVE_INFINITY, noJitter, 1_800_000);
  let worstUnderMinuteMs = 0;
  let worstUnderMinuteAt = 0;
  let worstShare = 0;
  let worstShareAt = 0;
  let previous = 0;
  for (const poll of never.polls) {
    if (previous < 60_000 && poll - previous > worstUnderMinuteMs) {
      worstUnderMinuteMs = poll - previous;
      worstUnderMinuteAt = previous;
    }
    const from = Math.max(previous, 60_000);
    if (poll > 60_000 && (poll - from) / from > worstShare) {
      worstShare = (poll - from) / from;
      worstShareAt = from;
    }
    previous = poll;
  }
  return { schedule, rows, worstUnderMinuteMs, worstUnderMinuteAt, worstShare, worstShareAt };
}

// ------------------------------------------------------------- the table

function machine(): string {
  const cpu = cpus();
  return [
    `Node ${process.version} on ${osType()} ${release()}`,
    `${String(cpu.length)} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}`,
    `${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
    `load average ${loadavg()[0]?.toFixed(2) ?? '?'} at start`,
    new Date().toISOString().slice(0, 10),
  ].join(' · ');
}

function duration(jobMs: number): string {
  return jobMs < 60_000 ? `${String(jobMs / 1000)} s` : `${String(jobMs / 60_000)} min`;
}

function table(cold: ColdStart, first: FirstRequest, led: Ledger, mem: Memory, size: Bundle, poll: Polling): string {
  const rows: string[][] = [];
  const coldRatio = cold.action.median / cold.bare.median;
  rows.push([
    `Cold start: \`node dist/index.js\` failing on a missing input (median, q1–q3, ${String(cold.action.n)} runs)`,
    msStats(cold.action),
    `\`node -e 0\`: ${msStats(cold.bare)}`,
    ratio(cold.action.median, cold.bare.median),
    '≤ 3.0×',
    verdict(coldRatio <= 3),
  ]);
  const coldFiles = cold.loaded.filter((f) => f.startsWith(DIST)).map((f) => relative(dirname(DIST), f));
  rows.push([
    'Bundle: loaded by that failing run (before and during the inputs check, and its report)',
    `${kib(coldFiles.reduce((sum, f) => sum + statSync(join(dirname(DIST), f)).size, 0))} in ${String(coldFiles.length)} files`,
    coldFiles.map((f) => `\`${f}\``).join(', '),
    '',
    '',
    '',
  ]);
  const firstRatio = first.action.median / first.bare.median;
  rows.push([
    `Time to first request at a loopback stand-in (median, q1–q3, ${String(first.action.n)} runs)`,
    msStats(first.action),
    `bare \`fetch\` POST: ${msStats(first.bare)}`,
    ratio(first.action.median, first.bare.median),
    '≤ 2.0×',
    verdict(firstRatio <= 2),
  ]);
  if (led.kind === 'absent') {
    rows.push(['Time to the create request with the budget ledger in use', 'n/a until the ledger lands', '', '', '', '']);
  } else if (led.kind === 'silent') {
    rows.push([
      'Time to the create request with the budget ledger in use',
      msStats(led.create),
      'no GitHub request seen: the ledger was not used',
      '',
      '',
      '',
    ]);
  } else {
    const missing = led.notFound.length > 0 ? `; routes the stand-in does not implement (answered 404): ${led.notFound.join(', ')}` : '';
    rows.push([
      'Time to the create request with the budget ledger in use',
      msStats(led.create),
      `first GitHub request at ${ms(led.firstGitHub.median)}; ${String(led.requests)} GitHub requests, the last answered at ${ms(led.ledgerDone.median)}${led.writeGap === undefined ? '' : `; ${ms(led.writeGap)} idle before each write after the first`}; then the create request${missing}`,
      '',
      '',
      '',
    ]);
  }
  const memRatio = mem.action.median / mem.bare.median;
  rows.push([
    `Peak RSS, full run against the emulator: create, three polls, completed, summary (median of ${String(mem.action.n)})`,
    mib(mem.action.median),
    `bare \`fetch\`, same four requests: ${mib(mem.bare.median)}`,
    ratio(mem.action.median, mem.bare.median),
    '≤ 1.3×',
    verdict(memRatio <= 1.3),
  ]);
  rows.push([
    'Bundle: dist/ (all files · code only)',
    `${kib(size.all.bytes)} in ${String(size.all.files)} files · ${kib(size.code.bytes)} in ${String(size.code.files)}`,
    '',
    '',
    '',
    '',
  ]);
  rows.push([
    'Bundle: loaded by that agent run',
    `${kib(size.loaded.bytes)} in ${String(size.loaded.files.length)} files`,
    size.loaded.files.map((f) => `\`${f}\``).join(', '),
    '',
    '',
    '',
  ]);
  const limit = (jobMs: number): number => (jobMs < 60_000 ? 5000 : jobMs * 0.1);
  for (const row of poll.rows) {
    const ok = row.ours.worstMs <= limit(row.jobMs);
    rows.push([
      `Polling, ${duration(row.jobMs)} job: requests · worst detection`,
      `${String(row.ours.requests)} · ${seconds(row.ours.worstMs)}`,
      `fixed 10 s: ${String(row.fixed10.requests)} · ${seconds(row.fixed10.worstMs)}; fixed 30 s: ${String(row.fixed30.requests)} · ${seconds(row.fixed30.worstMs)}`,
      '',
      row.jobMs < 60_000 ? '≤ 5 s' : `≤ 10 % (${seconds(limit(row.jobMs))})`,
      verdict(ok),
    ]);
  }
  const longest = poll.rows.at(-1)!;
  const share = longest.ours.requests / longest.fixed10.requests;
  rows.push([
    `Polling, ${duration(longest.jobMs)} job: requests vs fixed 10 s`,
    `${String(longest.ours.requests)} (${longest.ours.jitterRequests.toFixed(1)} with jitter)`,
    `fixed 10 s: ${String(longest.fixed10.requests)}`,
    `${(share * 100).toFixed(0)} % (${((longest.ours.jitterRequests / longest.fixed10.requests) * 100).toFixed(0)} %)`,
    '≤ 40 %',
    verdict(share <= 0.4),
  ]);
  rows.push([
    'Polling, any job under 1 min: worst detection',
    `${seconds(poll.worstUnderMinuteMs)} (a job ending just after ${seconds(poll.worstUnderMinuteAt)})`,
    '',
    '',
    '≤ 5 s',
    verdict(poll.worstUnderMinuteMs <= 5000),
  ]);
  rows.push([
    'Polling, any job of 1–30 min: worst detection',
    `${(poll.worstShare * 100).toFixed(1)} % (a job ending just after ${seconds(poll.worstShareAt)})`,
    '',
    '',
    '≤ 10 %',
    verdict(poll.worstShare <= 0.1 + 1e-9),
  ]);
  const header = ['Measure', 'This action', 'Beside it, same run', 'Ratio', 'Target', ''];
  const line = (cells: readonly string[]): string => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

// ------------------------------------------------------------------ main

if (!existsSync(ENTRY)) {
  console.error(`${ENTRY} is missing: run \`npm run bundle\` first.`);
  process.exit(1);
}

const startedAt = now();
const machineLine = machine();
// GitHub's git database (the budget ledger's), recording when each request arrives and is answered.
const github = new GitDatabaseStandIn({ now });
await github.start();
const emulator = new ServiceEmulator({ jobsPerHour: 1_000_000, now });
await emulator.start();
const preloads = writePreloads();
let report: string;
try {
  const cold = coldStart(github, preloads);
  const first = await firstRequest(emulator, github);
  const led = await ledger(emulator, github);
  const mem = await memory(github, preloads);
  const size = bundle(mem.loaded);
  const poll = await polling();
  // The budget's section (bench/github-cost.ts): GitHub writes and requests per job.
  const costDir = mkdtempSync(join(tmpdir(), 'docs-agent-bench-cost-'));
  const cost = await githubCost(ROOT, costDir, async (apiUrl, token, event) => {
    const inputs = { ...agentInputs(emulator.url), prompt: '', 'github-token': token, 'poll-interval-seconds': '0.1' };
    const scene = stage(github, inputs, {
      GITHUB_API_URL: apiUrl,
      GITHUB_EVENT_NAME: event.name,
      GITHUB_EVENT_PATH: event.path,
      GITHUB_REPOSITORY: 'Codertocat/Hello-World',
    });
    try {
      return await runNode([ENTRY], scene.env, scene.dir);
    } finally {
      rmSync(scene.dir, { recursive: true, force: true });
    }
  });
  rmSync(costDir, { recursive: true, force: true });
  // The hand-off's section (bench/hand-off.ts): runner time of a hand-off, delay to the report.
  const handOffDir = mkdtempSync(join(tmpdir(), 'docs-agent-bench-handoff-'));
  const handOff = await handOffFigures(
    ROOT,
    handOffDir,
    async (apiUrl, token, inputs, event) => {
      const scene = stage(
        github,
        { 'admin-api-key': DEFAULT_ADMIN_KEY, ...inputs, 'github-token': token },
        {
          GITHUB_API_URL: apiUrl,
          GITHUB_EVENT_NAME: event.name,
          GITHUB_EVENT_PATH: event.path,
          GITHUB_REPOSITORY: 'Codertocat/Hello-World',
        },
      );
      try {
        const result = await runNode([ENTRY], scene.env, scene.dir);
        return { ...result, ms: now() - result.startedAt };
      } finally {
        rmSync(scene.dir, { recursive: true, force: true });
      }
    },
    quick ? 1 : 5,
  );
  rmSync(handOffDir, { recursive: true, force: true });
  const waiting = poll.rows.filter((row) => row.jobMs >= 300_000).map((row) => ({ jobMs: row.jobMs, detectionMs: row.ours.worstMs }));
  report = [
    `# Benchmark${quick ? ' (quick: too few runs to quote)' : ''}`,
    '',
    machineLine,
    '',
    table(cold, first, led, mem, size, poll),
    '',
    `Polling uses the defaults from action.yml (first delay ${seconds(poll.schedule.initialMs)}, cap ${seconds(poll.schedule.maxMs)}) on a virtual clock, driving the real \`waitForJob\`, without jitter (jitter only shortens delays: it adds requests and never lengthens a detection); timeout raised to 1 h so that the 30-min job is not cut by the deadline. Job lengths count from the start of the wait. "Worst detection" is the longest delay for a job that ends anywhere in the last poll interval before it is seen: at round lengths fixed polling can look perfect by phase alone. Request latency is not counted.`,
    '',
    ...(led.kind === 'measured'
      ? [
          `With the ledger (median run): ${led.timeline}. Against GitHub the client spaces writes at least 1 s apart, but not against a loopback API such as this stand-in (src/github/client.ts): there, expect about ${String(Math.max(0, led.writes - 1))} s more before the create request.`,
          '',
        ]
      : []),
    ...githubCostReport(cost),
    ...handOffReport(handOff, waiting),
    `Ran in ${((now() - startedAt) / 1000).toFixed(1)} s.`,
    '',
  ].join('\n');
} finally {
  await emulator.stop();
  await github.stop();
  rmSync(preloads.dir, { recursive: true, force: true });
}
writeFileSync(RESULTS, report);
console.log(report);
