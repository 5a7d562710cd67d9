/**
 * Vitest global setup: bundles the current `src/` once, as `npm run bundle`
 * does (the flags of its `bundle` script, tools/bundle-flags.ts), into a temporary folder that the end-to-end
 * tests spawn (`DOCS_AGENT_DIST`), so they never test a stale `dist/`. The build runs in the background while
 * the unit files run (they come first: test/setup/sequencer.ts); each end-to-end file waits for it before its
 * tests (test/setup/bundle-ready.ts reads the outcome from the file named by `DOCS_AGENT_BUNDLE_STATUS`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { shippedBundleFlags } from '../../tools/bundle-flags.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export default function setup(): () => Promise<void> {
  // Set by a caller that already has a bundle (e.g. CI's dist check): use it as it is.
  if (process.env.DOCS_AGENT_DIST) return () => Promise.resolve();
  const dir = mkdtempSync(join(tmpdir(), 'docs-agent-dist-'));
  const status = join(mkdtempSync(join(tmpdir(), 'docs-agent-bundle-')), 'status');
  const ncc = join(ROOT, 'node_modules/@vercel/ncc/dist/ncc/cli.js');
  const build = spawn(process.execPath, [ncc, 'build', 'src/index.ts', '-o', dir, ...shippedBundleFlags(), '--quiet'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  build.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const built = new Promise<void>((done) => {
    build.on('close', (code, signal) => {
      writeFileSync(status, code === 0 ? 'ok' : `ncc exited with ${code ?? signal}:\n${stderr}`);
      done();
    });
  });
  process.env.DOCS_AGENT_DIST = dir;
  process.env.DOCS_AGENT_BUNDLE_STATUS = status;
  return async () => {
    build.kill();
    await built;
    rmSync(dir, { recursive: true, force: true });
    rmSync(join(status, '..'), { recursive: true, force: true });
    delete process.env.DOCS_AGENT_DIST;
    delete process.env.DOCS_AGENT_BUNDLE_STATUS;
  };
}
