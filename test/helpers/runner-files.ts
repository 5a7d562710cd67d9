/**
 * The files and the log a runner gives a step, for in-process unit tests of
 * what the action reports: fresh `GITHUB_OUTPUT` and `GITHUB_STEP_SUMMARY`
 * files and a captured stdout for each test. Call once at the top of a test
 * file; it registers its own `beforeEach`/`afterEach`.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterEach, beforeEach, vi } from 'vitest';
import { parseOutputFile } from '../../tools/action.ts';

export interface RunnerFiles {
  outputFile: string;
  summaryFile: string;
  /** The outputs written so far. */
  outputs(): Record<string, string>;
  /** The job summary written so far. */
  summary(): string;
  /** The log (stdout) of the current test. */
  stdout(): string;
}

/**
 * `core.summary` keeps the first GITHUB_STEP_SUMMARY it sees for as long as its module lives: in a unit worker that is
 * every file the worker runs (the unit project does not isolate files), so every in-process test writes its summary
 * to this one file of the worker, emptied before each test.
 */
export const SUMMARY_FILE = join(tmpdir(), `docs-agent-summary-${process.pid}-${threadId}`, 'summary');
mkdirSync(join(SUMMARY_FILE, '..'), { recursive: true });

export function useRunnerFiles(prefix: string): RunnerFiles {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const outputFile = join(dir, 'output');
  const summaryFile = SUMMARY_FILE;
  let stdout = '';
  beforeEach(() => {
    writeFileSync(outputFile, '');
    writeFileSync(summaryFile, '');
    vi.stubEnv('GITHUB_OUTPUT', outputFile);
    vi.stubEnv('GITHUB_STEP_SUMMARY', summaryFile);
    stdout = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      stdout += String(chunk);
      return true;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    process.exitCode = undefined;
  });
  return {
    outputFile,
    summaryFile,
    outputs: () => parseOutputFile(readFileSync(outputFile, 'utf8')),
    summary: () => readFileSync(summaryFile, 'utf8'),
    stdout: () => stdout,
  };
}
