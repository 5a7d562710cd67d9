/**
 * The bundle without copies: reads every chunk's source map in a bundle folder (`dist/` unless one is named) and
 * fails when a module, of `src/` or of a package, is bundled into more than one chunk. `npm run bundle` runs it after
 * ncc, so the check sees every bundle that can be committed or released (CI's dist check and the release's included).
 *
 * Why copies appear: ncc's webpack has no `splitChunks`, so a module that two lazy chunks need is copied into both.
 * The rule that avoids them (docs/adr/0015-bundle-without-copies.md): every `import()` names one of two chunk groups
 * (`run`, `assistant`), so that webpack makes one group of each name.
 *
 * Written with erasable TypeScript only, so Node 24 runs it as it is: `node scripts/bundle-check.ts [dir]`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Chunk {
  /** The chunk's file name, e.g. `index.js` or `644.index.js`. */
  file: string;
  /** Its source map's `sources`, as ncc writes them. */
  sources: string[];
}

export interface Copy {
  /** `src/main.ts`, or `node_modules/<package>/<path>`. */
  module: string;
  /** The chunks that hold it, sorted. */
  chunks: string[];
}

/**
 * `src/…` for the project's own modules, `node_modules/<package>/<path>` for a package's (nested `node_modules/`
 * kept), `undefined` for webpack's runtime and the externals (`node:fs`), which are no module of ours.
 */
export function moduleName(source: string): string | undefined {
  if (source.startsWith('webpack/') || /^webpack:\/\/[^/]*\/webpack\//.test(source) || source.includes('external ')) return undefined;
  const npm = source.indexOf('node_modules/');
  if (npm >= 0) return source.slice(npm);
  const own = /(?:^|\/)(src\/.+)$/.exec(source);
  return own ? own[1] : undefined;
}

/** Every module held by more than one chunk, with those chunks; sorted by module. */
export function copies(chunks: readonly Chunk[]): Copy[] {
  const holders = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    for (const source of chunk.sources) {
      const module = moduleName(source);
      if (module === undefined) continue;
      const set = holders.get(module) ?? new Set<string>();
      set.add(chunk.file);
      holders.set(module, set);
    }
  }
  return [...holders]
    .filter(([, set]) => set.size > 1)
    .map(([module, set]) => ({ module, chunks: [...set].sort() }))
    .sort((a, b) => a.module.localeCompare(b.module));
}

/** The chunks of a bundle folder: every `.js` file with its `.js.map` beside it (a chunk without one is an error). */
export function readChunks(dir: string): Chunk[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .sort();
  return files.map((file) => {
    let text: string;
    try {
      text = readFileSync(join(dir, `${file}.map`), 'utf8');
    } catch {
      throw new Error(`${join(dir, file)} has no source map beside it: build with \`npm run bundle\` (--source-map)`);
    }
    return { file, sources: (JSON.parse(text) as { sources: string[] }).sources };
  });
}

function main(): void {
  const dir = resolve(process.argv[2] ?? 'dist');
  const chunks = readChunks(dir);
  const found = copies(chunks);
  if (found.length === 0) {
    process.stdout.write(`bundle check: ${chunks.length} chunks in ${dir}, no module in more than one\n`);
    return;
  }
  const lines = found.map((copy) => `  ${copy.module}: ${copy.chunks.join(', ')}`);
  process.stderr.write(
    `bundle check: ${found.length} modules are bundled into more than one chunk of ${dir} ` +
      `(an import() whose target other chunks import too; CONTRIBUTING.md, "The bundle"):\n${lines.join('\n')}\n`,
  );
  process.exitCode = 1;
}

if (import.meta.main) main();
