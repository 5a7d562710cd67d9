/**
 * The retry reporter (test/setup/retries.ts) on a run of its own: vitest
 * started on test/fixtures/retry-reporter, whose tests pass at once, on the
 * second try, or never.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../tools/action.ts';

const FIXTURE = join(ROOT, 'test/fixtures/retry-reporter');

function vitest(...args: string[]): Promise<string> {
  const cli = join(ROOT, 'node_modules/vitest/vitest.mjs');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cli, 'run', '--root', FIXTURE, ...args],
      { cwd: FIXTURE, env: { ...process.env, NO_COLOR: '1' } },
      (_error, stdout) => {
        resolve(stdout);
      },
    );
  });
}

describe('the retry reporter', () => {
  it('lists each retried test with its project, file, attempts and outcome, and no other', async () => {
    const out = await vitest();
    expect(out).toContain('Retried tests (2):\n');
    expect(out).toContain('  [fixture] tries.fixture.ts > passes on its second try: passed after 2 attempts\n');
    expect(out).toContain('  [fixture] tries.fixture.ts > never passes: failed after 2 attempts\n');
    expect(out).not.toContain('passes at once:');
  }, 60_000);

  it('says nothing where no test may retry', async () => {
    const out = await vitest('--retry=0');
    expect(out).toBe('');
  }, 60_000);
});
