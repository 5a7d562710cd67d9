/**
 * Bytes of the bundle: all of dist/, its code, and the files of dist/ a run
 * loaded (as recorded by the `loaded` preload of bench/harness.ts).
 *
 * Written with erasable TypeScript only, so Node 24 runs it as it is.
 */
import { readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

export interface Files {
  bytes: number;
  /** Names relative to dist/, in the order they were loaded. */
  files: string[];
}

export interface BundleSize {
  all: Files;
  code: Files;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

const size = (list: readonly string[]): number => list.reduce((sum, f) => sum + statSync(f).size, 0);

/** All of `dist`, and its code only (`.js`, `.cjs`, `.mjs`). */
export function bundleSize(dist: string): BundleSize {
  const files = filesUnder(dist);
  const code = files.filter((f) => /\.[cm]?js$/.test(f));
  return { all: { bytes: size(files), files }, code: { bytes: size(code), files: code } };
}

/** The files of `dist` among those a run loaded. */
export function loadedFrom(dist: string, loaded: readonly string[]): Files {
  const fromDist = loaded.filter((f) => f.startsWith(`${dist}/`));
  return { bytes: size(fromDist), files: fromDist.map((f) => `${basename(dist)}/${f.slice(dist.length + 1)}`) };
}
