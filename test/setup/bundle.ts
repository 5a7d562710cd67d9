/**
 * Vitest global setup: bundles the current `src/` once, as `npm run bundle`
 * does (the flags of its `bundle` script, tools/bundle-flags.ts), into a temporary folder that the end-to-end
 * tests spawn (`DOCS_AGENT_DIST`), so they never test a stale `dist/`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { shippedBundleFlags } from '../../tools/bundle-flags.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export default function setup(): () => void {
  // Set by a caller that already has a bundle (e.g. CI's dist check): use it as it is.
  if (process.env.DOCS_AGENT_DIST) return () => undefined;
  const dir = mkdtempSync(join(tmpdir(), 'docs-agent-dist-'));
  const ncc = join(ROOT, 'node_modules/@vercel/ncc/dist/ncc/cli.js');
  execFileSync(process.execPath, [ncc, 'build', 'src/index.ts', '-o', dir, ...shippedBundleFlags(), '--quiet'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.env.DOCS_AGENT_DIST = dir;
  return () => {
    rmSync(dir, { recursive: true, force: true });
    delete process.env.DOCS_AGENT_DIST;
  };
}
