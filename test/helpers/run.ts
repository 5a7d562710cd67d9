/**
 * Runs `run()` in this process the way the runner would start it for an
 * event: GITHUB_* variables, an event payload file, output and summary
 * files; the service is a FakeService, and time fake timers from
 * 2026-11-22T10:00:00Z (`startRunTime`, test/helpers/fake-time.ts). The log (stdout) is
 * captured.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import { BudgetGate } from '../../src/budget/gate.ts';
import { budgetContext } from '../../src/budget/policy.ts';
import { createGitHubClient } from '../../src/github/client.ts';
import { run } from '../../src/main.ts';
import { log } from '../../src/runner/log.ts';
import { parseOutputFile } from '../../tools/action.ts';
import { writePayload } from '../../tools/events.ts';
import type { FakeService } from './fake-service.ts';
import { SUMMARY_FILE } from './runner-files.ts';
import { startRunTime } from './fake-time.ts';

export const GITHUB_API = 'https://api.github.test';
export const REPO = '/repos/Codertocat/Hello-World';
export const RUN_ID = '4242';

export interface InProcessRun {
  event?: { name: string; payload: unknown };
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  /** The agent service; ask mode needs none (its assistant is reached over fetch). */
  service?: FakeService;
  /** Replaces more of main's dependencies. */
  overrides?: Parameters<typeof run>[0];
}

export interface InProcessResult {
  outputs: Record<string, string>;
  stdout: string;
  summary: string;
  /** The step failed (`core.setFailed`). */
  failed: boolean;
}

export const baseInputs: Record<string, string> = {
  'base-url': 'https://api.docs.test',
  'project-id': 'proj-1',
  'admin-api-key': 'svc_admin_secret_key',
  'github-token': 'ghs_workflow_token',
  'poll-interval-seconds': '5',
  'max-poll-interval-seconds': '30',
};

/** `core.summary` keeps the first GITHUB_STEP_SUMMARY it sees: the worker's one file (SUMMARY_FILE), emptied per run. */
const summaryFile = SUMMARY_FILE;

export async function runInProcess(options: InProcessRun): Promise<InProcessResult> {
  const dir = mkdtempSync(join(tmpdir(), 'docs-agent-run-'));
  const outputFile = join(dir, 'output');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const env: Record<string, string> = {
    GITHUB_API_URL: GITHUB_API,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'Codertocat/Hello-World',
    GITHUB_RUN_ID: RUN_ID,
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: 'docs',
    GITHUB_WORKSPACE: dir,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_EVENT_NAME: options.event?.name ?? '',
    GITHUB_EVENT_PATH: options.event ? writePayload(options.event.payload) : '',
    ...options.env,
  };
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const inputs = { ...baseInputs, ...options.inputs };
  let stdout = '';
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    if (process.env.DEBUG_RUN) process.stderr.write(String(chunk));
    stdout += String(chunk);
    return true;
  });
  const exitCode = process.exitCode;
  let failed: boolean;
  startRunTime();
  try {
    await run({
      readInput: (name) => (inputs[name] ?? '').trim(),
      createClient: () => (options.service ? Promise.resolve(options.service) : Promise.reject(new Error('no FakeService given'))),
      // The production client (rate limits waited out, its warnings in the log), its writes 1 ms apart (60 000 a minute, as
      // `github-writes-per-minute` may say against GitHub Enterprise Server: nock answers at once, and the spacing has its own
      // tests, test/github/write-spacing.test.ts). GitHub where the test's environment points it, as main does from the runner's
      // GITHUB_API_URL.
      createGitHub: ({ token }) =>
        Promise.resolve(
          createGitHubClient({
            token,
            ...(process.env.GITHUB_API_URL ? { baseUrl: process.env.GITHUB_API_URL } : {}),
            writesPerMinute: 60_000,
            warn: log.warning,
          }),
        ),
      // The hourly budget has its own tests (test/budget/ledger.test.ts, test/budget/*.e2e.test.ts);
      // here it runs untracked, so that nock sees only the trigger's requests.
      openBudget: (settings, runtime) => Promise.resolve(new BudgetGate(settings, budgetContext(process.env), runtime, undefined)),
      // The assistant's monthly budget likewise (test/e2e/impact-budget.test.ts, test/unit/impact-assistant-month.test.ts).
      openQuota: () =>
        Promise.resolve({
          reserve: () => Promise.resolve({ kind: 'untracked', reason: 'not kept in this test' }),
          settle: () => Promise.resolve(),
        }),
      random: () => 0,
      ...options.overrides,
    });
    failed = process.exitCode === 1;
  } finally {
    vi.useRealTimers();
    write.mockRestore();
    vi.unstubAllEnvs();
    process.exitCode = exitCode;
  }
  return {
    outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
    stdout,
    summary: readFileSync(summaryFile, 'utf8'),
    failed,
  };
}
