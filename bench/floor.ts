/**
 * The floors the guard rails are measured against: the toolkit itself, as it
 * ships, bundled in this run the way `npm run bundle` bundles the action
 * (the ncc flags are read from that script), from the small sources in
 * bench/floor/:
 *
 *   core.js    `@actions/core` alone, failing on a missing input
 *   github.js  `@actions/core` and `@actions/github` sending one GitHub request
 *
 * So the action is compared with what any action built on the toolkit pays,
 * on this machine and under this load, not with `node -e 0`.
 *
 * Written with erasable TypeScript only, so Node 24 runs it as it is.
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { shippedBundleFlags } from '../tools/bundle-flags.ts';
import { NODE } from './harness.ts';

const ROOT = resolve(import.meta.dirname, '..');
const NCC = join(ROOT, 'node_modules/@vercel/ncc/dist/ncc/cli.js');
const FLOOR_SOURCES = join(ROOT, 'bench/floor');

export interface Floors {
  /** `@actions/core` alone: the entry of its bundle. */
  core: string;
  /** `@actions/core` and `@actions/github`: the entry of their bundle. */
  github: string;
  /** The ncc flags both were built with (those of `npm run bundle`). */
  flags: string[];
}

function ncc(entry: string, out: string, flags: readonly string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(NODE, [NCC, 'build', entry, '-o', out, ...flags, '--quiet'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('error', fail);
    child.on('close', (code) => {
      if (code === 0) done();
      else fail(new Error(`ncc build ${entry} failed (exit ${String(code)}):\n${stderr}`));
    });
  });
}

/** Bundles both floors into `dir`, in parallel. */
export async function buildFloors(dir: string): Promise<Floors> {
  const flags = shippedBundleFlags();
  const core = join(dir, 'core');
  const github = join(dir, 'github');
  await Promise.all([ncc(join(FLOOR_SOURCES, 'core.js'), core, flags), ncc(join(FLOOR_SOURCES, 'github.js'), github, flags)]);
  return { core: join(core, 'index.js'), github: join(github, 'index.js'), flags };
}
