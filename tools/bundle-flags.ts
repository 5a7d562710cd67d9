/**
 * The flags `npm run bundle` gives `ncc build`, read from package.json: the
 * tests' bundle (test/setup/bundle.ts) and the benchmark's floors
 * (bench/floor.ts) are built with exactly these, so neither can drift from
 * what ships in `dist/`.
 *
 * Written with erasable TypeScript only, so Node 24 runs it as it is.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * The flags of the `ncc build` command in a bundle script, without the entry
 * and the output folder: `ncc build src/index.ts -o dist --source-map` → `--source-map`.
 */
export function bundleFlags(script: string): string[] {
  const command = /ncc build (.+?)(?:&&|$)/.exec(script)?.[1];
  if (!command) throw new Error(`no \`ncc build\` in the bundle script: ${script}`);
  const words = command.trim().split(/\s+/);
  const flags: string[] = [];
  for (let i = 1; i < words.length; i += 1) {
    if (words[i] === '-o' || words[i] === '--out') i += 1;
    // `--license <file>` names a file in the output folder: not needed to measure.
    else if (words[i] === '--license') i += 1;
    else flags.push(words[i]!);
  }
  return flags;
}

/** The flags of package.json's `bundle` script. */
export function shippedBundleFlags(): string[] {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  return bundleFlags(manifest.scripts.bundle ?? '');
}
