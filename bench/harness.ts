/**
 * What every measurement of the benchmark shares: statistics, spawning Node
 * with a clock around it, the runner's world for one step (a fresh
 * RUNNER_TEMP, `INPUT_*` variables with action.yml's defaults, every GitHub
 * URL at a loopback stand-in) and the preloads that record a process's peak
 * RSS and the files it loads.
 *
 * Written with erasable TypeScript only, so Node 24 runs it as it is.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ADMIN_KEY } from '../tools/emulator/server.ts';
import { inputEnv, parseOutputFile } from '../tools/action.ts';
import { readActionYml } from '../tools/action-yml.ts';
import { DEFAULT_GITHUB_TOKEN } from '../tools/stand-ins/git-database.ts';

export const NODE = process.execPath;
const CHILD_TIMEOUT_MS = 60_000;

/** Wall-clock milliseconds with sub-millisecond precision, shared with the stand-ins. */
export const now = (): number => performance.timeOrigin + performance.now();

// ---------------------------------------------------------------- statistics

export interface Stats {
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

export function stats(samples: readonly number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), q1: quantile(sorted, 0.25), q3: quantile(sorted, 0.75), n: sorted.length };
}

/**
 * The median of the per-round ratios `a[i] / b[i]`: the two were measured one
 * right after the other, so a change of load between rounds cancels out.
 */
export function pairedRatio(a: readonly number[], b: readonly number[]): number {
  return stats(a.map((value, i) => value / b[i]!)).median;
}

/** The order of `items` in round `round`: rotated each round, so that none always runs first (right after another's exit). */
export function rotate<T>(items: readonly T[], round: number): T[] {
  const k = round % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

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

export const INPUTS = actionInputs();
export const DEFAULTS = Object.fromEntries([...INPUTS].filter((e): e is [string, string] => e[1] !== undefined));

export const agentInputs = (baseUrl: string): Record<string, string> => ({
  'base-url': baseUrl,
  'project-id': 'bench',
  'admin-api-key': DEFAULT_ADMIN_KEY,
  prompt: 'Fix the broken links on the quickstart page',
});

export interface Stage {
  dir: string;
  env: Record<string, string>;
  outputs: () => Record<string, string>;
  summary: () => string;
}

/** A fresh RUNNER_TEMP with the files and variables the runner gives a step; every GitHub URL at `githubUrl`. */
export function stage(githubUrl: string, inputs: Record<string, string>, extra: Record<string, string> = {}): Stage {
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
    // A run number like any (its ticket, ADR 0011, as arbitrary as a lone run's): the workflow's count so far.
    GITHUB_RUN_NUMBER: String(1 + Math.floor(Math.random() * 100_000)),
    GITHUB_WORKFLOW: 'bench',
    GITHUB_JOB: 'bench',
    GITHUB_ACTOR: 'bench',
    GITHUB_TOKEN: DEFAULT_GITHUB_TOKEN,
    // Every GitHub URL points at the loopback stand-in: a run never leaves the machine.
    GITHUB_API_URL: githubUrl,
    GITHUB_SERVER_URL: githubUrl,
    GITHUB_GRAPHQL_URL: `${githubUrl}/graphql`,
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

// ------------------------------------------------------------ spawning node

export interface ChildResult {
  code: number | null;
  stdout: string;
  stderr: string;
  startedAt: number;
  /** Killed by `stopWhen`. */
  stopped: boolean;
}

/**
 * Runs node with the given arguments; the clock starts just before the spawn.
 * With `stopWhen`, the child is killed as soon as it returns true (checked
 * every few milliseconds): a run that has shown what is measured need not finish.
 */
export function runNode(
  nodeArgs: readonly string[],
  env: Record<string, string>,
  cwd: string,
  stopWhen?: (startedAt: number) => boolean,
): Promise<ChildResult> {
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

/** Runs node to its end, blocking (nothing else in this process needs to answer it); returns how it ended. */
export function runNodeSync(
  nodeArgs: readonly string[],
  env: Record<string, string>,
  cwd: string,
): { code: number | null; stdout: string; stderr: string; ms: number } {
  const start = now();
  const result = spawnSync(NODE, nodeArgs, { env, cwd, encoding: 'utf8', timeout: CHILD_TIMEOUT_MS });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, ms: now() - start };
}

export function describeFailure(what: string, result: { code: number | null; stdout: string; stderr: string }): Error {
  return new Error(`${what} (exit ${String(result.code)}):\n${result.stdout}\n${result.stderr}`);
}

// ----------------------------------------------------------------- preloads

/** Preloads written once per bench run into its temp dir. */
export interface Preloads {
  dir: string;
  /** CommonJS: writes the process's peak RSS (KiB) to $BENCH_RSS_FILE at exit. */
  rss: string;
  /** ES module: records every module URL loaded, written to $BENCH_LOADED_FILE at exit. */
  loaded: string;
}

export function writePreloads(): Preloads {
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

/** The files a run recorded by the `loaded` preload wrote to `file`. */
export function loadedFiles(file: string): string[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as string[]).filter((u) => u.startsWith('file:')).map((u) => fileURLToPath(u));
}
