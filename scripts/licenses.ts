/**
 * Writes dist/licenses.txt: the license of every production dependency that
 * can end up in the bundle. ncc's own `--license` lists only the packages of
 * the last chunk it writes once the bundle is split (the `ai` chunk of ask
 * mode, say), so the notices of @actions/*, Octokit and the rest went missing.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

interface Manifest {
  name: string;
  version: string;
  license?: string | { type: string };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** The directory of package `name` as Node would find it from `from`. */
function locate(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

const read = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

const found = new Map<string, { dir: string; manifest: Manifest }>();
const queue: [string, string][] = Object.keys(read(ROOT).dependencies ?? {}).map((name) => [name, ROOT]);
while (queue.length > 0) {
  const [name, from] = queue.shift()!;
  const dir = locate(name, from);
  if (!dir) continue;
  const manifest = read(dir);
  const key = `${manifest.name}@${manifest.version}`;
  if (found.has(key)) continue;
  found.set(key, { dir, manifest });
  for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) queue.push([dep, dir]);
}

const sections = [...found.values()]
  .sort((a, b) => a.manifest.name.localeCompare(b.manifest.name) || a.manifest.version.localeCompare(b.manifest.version))
  .map(({ dir, manifest }) => {
    const license = typeof manifest.license === 'object' ? manifest.license.type : (manifest.license ?? 'UNKNOWN');
    const file = readdirSync(dir)
      .sort()
      .find((f) => /^(licen[cs]e|copying)/i.test(f));
    const text = file ? readFileSync(join(dir, file), 'utf8').trim() : '';
    return [`${manifest.name} ${manifest.version}`, license, text].filter(Boolean).join('\n');
  });

writeFileSync(join(ROOT, 'dist', 'licenses.txt'), `${sections.join('\n\n')}\n`);
process.stdout.write(`dist/licenses.txt: ${sections.length} packages\n`);
