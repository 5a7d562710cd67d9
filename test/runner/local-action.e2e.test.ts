/**
 * GitHub's `@github/local-action` runs the action from `src/main.ts` (it
 * imports the entry and calls `run()`, with its own stand-in for
 * `@actions/core`) against the service emulator, and shows `job-id`, `status`
 * and `pr-link` in its outputs table: what `npm run local-action` does.
 */
import { spawn } from 'node:child_process';
import { lstatSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_KEY } from '../../tools/emulator/server.ts';
import { ROOT } from '../../tools/action.ts';
import { useWorld } from '../helpers/world.ts';

const world = useWorld({ github: false, emulator: { jobDurationMs: 200 } });
const { emulator } = world;

/** Rows of local-action's "Action Outputs" table: `│ 2 │ 'job-id' │ 'job_…' │`. */
function outputsTable(stdout: string): Record<string, string> {
  const [, table = ''] = stdout.split(/^\s*Action Outputs\s*$/m);
  const rows = [...table.matchAll(/^│\s*\d+\s*│\s*'([^']+)'\s*│\s*'([^']*)'\s*│$/gm)];
  return Object.fromEntries(rows.map(([, name, value]) => [name!, value!]));
}

function localAction(envFile: string): Promise<{ code: number | null; stdout: string }> {
  const bin = join(ROOT, 'node_modules/@github/local-action/bin/local-action.js');
  // This Node (24) first, then the project's tools (tsx), then the rest (npm).
  const path = [dirname(process.execPath), join(ROOT, 'node_modules/.bin'), process.env.PATH ?? ''].join(delimiter);
  const child = spawn(process.execPath, [bin, 'run', ROOT, join(ROOT, 'src/main.ts'), envFile], {
    // From the project, where `npm exec tsx` (local-action's loader) finds tsx.
    cwd: ROOT,
    env: { PATH: path, HOME: process.env.HOME ?? ROOT, NO_COLOR: '1', npm_config_yes: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  return new Promise((done) => {
    child.on('close', (code) => {
      done({ code, stdout });
    });
  });
}

describe('npm run local-action', () => {
  // local-action stubs @actions/core at the path `npm ls` reports; through a symlinked node_modules
  // (a worktree sharing another's install) Node loads the real path instead and the stub is missed.
  const linked = lstatSync(join(ROOT, 'node_modules')).isSymbolicLink();

  it.skipIf(linked)('runs src/main.ts against the emulator and shows job-id, status and pr-link', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'local-action-'));
    const envFile = join(dir, '.env');
    writeFileSync(
      envFile,
      [
        `INPUT_BASE-URL=${world.serviceUrl}`,
        'INPUT_PROJECT-ID=demo',
        `INPUT_ADMIN-API-KEY=${DEFAULT_ADMIN_KEY}`,
        'INPUT_PROMPT=Fix the quickstart',
        'INPUT_POLL-INTERVAL-SECONDS=0.05',
        'INPUT_MAX-POLL-INTERVAL-SECONDS=0.1',
        '',
      ].join('\n'),
    );
    const result = await localAction(envFile);
    expect(result.code, result.stdout).toBe(0);
    expect(result.stdout).not.toContain('No outputs were set!');
    const outputs = outputsTable(result.stdout);
    const job = emulator.agentRequests('POST').length === 1 ? [...emulator.jobs.values()][0] : undefined;
    expect(job, 'one job created').toBeDefined();
    expect(outputs).toMatchObject({ 'job-id': job!.id, status: 'completed', 'pr-link': job!.prLink! });
    expect(result.stdout).not.toContain(DEFAULT_ADMIN_KEY.slice(4));
    // action.yml's default token, unexpanded outside a workflow: no GitHub, never the real api.github.com.
    expect(result.stdout).toContain("'github-token' is a workflow expression that nothing expanded");
    expect(result.stdout).not.toContain('api.github.com');
  });
});
