/**
 * Minifies the chunks ncc writes beside dist/index.js, as `ncc --minify`
 * minifies the entry alone: terser, local names mangled but function and
 * class names kept, nothing compressed, the source map carried through.
 * Webpack leaves the chunks as it wrote them (comments, whitespace, long
 * local names): 2.8 MB of code, of which an agent run read and compiled
 * about 1 MB before its first request; minified, 1.2 MB in all (420 KiB of
 * chunks for an agent run). The output
 * is deterministic, so `dist/` still equals a fresh `npm run bundle`.
 * Why: docs/performance.md, step 14.
 *
 *   node scripts/minify-chunks.ts [dir]   (default: dist/; the tests' bundle runs it too)
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { minify } from 'terser';

/** Minifies the chunks in `dir` in place; returns their sizes before and after, in bytes. */
export async function minifyChunks(dir: string): Promise<{ chunks: number; before: number; after: number }> {
  // The chunk files: `<id>.index.js`, never the entry that ncc has minified already.
  const chunks = readdirSync(dir)
    .filter((name) => /^\d+\.index\.js$/.test(name))
    .sort();
  let before = 0;
  let after = 0;
  for (const name of chunks) {
    const file = join(dir, name);
    const code = readFileSync(file, 'utf8');
    const map = readFileSync(`${file}.map`, 'utf8');
    // ncc's own options for the entry, so that chunks and entry read alike.
    const result = await minify(code, {
      module: true,
      compress: false,
      mangle: { keep_classnames: true, keep_fnames: true },
      sourceMap: { content: map, filename: name, url: `${name}.map` },
    });
    if (result.code === undefined || typeof result.map !== 'string') throw new Error(`terser returned no code or map for ${file}`);
    writeFileSync(file, result.code);
    writeFileSync(`${file}.map`, result.map);
    before += code.length;
    after += result.code.length;
  }
  return { chunks: chunks.length, before, after };
}

if (import.meta.main) {
  const dir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));
  const { chunks, before, after } = await minifyChunks(dir);
  console.log(`${dir}: ${chunks} chunks minified, ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB`);
}
