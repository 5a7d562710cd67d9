/**
 * Runs the bundled action the way the runner does: `node dist/index.js` with
 * `INPUT_*` variables and `GITHUB_OUTPUT` / `GITHUB_STEP_SUMMARY` files. Under
 * vitest the bundle is the one `test/setup/bundle.ts` built from the current
 * `src/` (`DOCS_AGENT_DIST`); elsewhere, `dist/`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
/** The bundle's folder. */
export const DIST = process.env.DOCS_AGENT_DIST ?? join(ROOT, 'dist');
export const ENTRY = join(DIST, 'index.js');

export interface ActionResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

export interface ActionRun {
  inputs: Record<string, string>;
  /** The bundle's entry to run (default: `ENTRY`). */
  entry?: string;
  env?: Record<string, string>;
  /** Sends this signal after the given time, as a cancelled run does. */
  killAfter?: { ms: number; signal: NodeJS.Signals };
  /** Called with each stdout chunk; may kill on a line. */
  onStdout?: (text: string, kill: (signal: NodeJS.Signals) => void) => void;
}

/** `name<<delimiter` blocks of a GITHUB_OUTPUT file, as the runner reads them. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const header = /^([^<]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!header) continue;
    const [, name, delimiter] = header;
    const value: string[] = [];
    for (i += 1; i < lines.length && lines[i] !== delimiter; i += 1) value.push(lines[i] ?? '');
    outputs[name!] = value.join('\n');
  }
  return outputs;
}

export function inputEnv(inputs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(inputs).map(([name, value]) => [`INPUT_${name.replace(/ /g, '_').toUpperCase()}`, value]));
}

export async function runAction(run: ActionRun): Promise<ActionResult> {
  const dir = mkdtempSync(join(tmpdir(), 'docs-agent-'));
  const outputFile = join(dir, 'output');
  const summaryFile = join(dir, 'summary');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_WORKSPACE: dir,
    RUNNER_TEMP: dir,
    ...inputEnv(run.inputs),
    ...run.env,
  };
  const child = spawn(process.execPath, [run.entry ?? ENTRY], { env, cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  const kill = (signal: NodeJS.Signals): void => {
    child.kill(signal);
  };
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    run.onStdout?.(stdout, kill);
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const timer = run.killAfter
    ? setTimeout(() => {
        kill(run.killAfter!.signal);
      }, run.killAfter.ms)
    : undefined;
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done) => {
    child.on('close', (c, s) => {
      done([c, s]);
    });
  });
  if (timer) clearTimeout(timer);
  return {
    code,
    signal,
    stdout,
    stderr,
    outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
    summary: readFileSync(summaryFile, 'utf8'),
  };
}
