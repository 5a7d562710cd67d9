/**
 * The layout's rules, checked over the import graph of `src/` (`npm run lint` runs it after ESLint):
 *
 * - no import circle of any kind: value, type-only and `import()` imports all count;
 * - four tiers (`TIERS`), and a file imports only from its own tier or the tiers below it, type imports included:
 *   base (util, runner, render) < clients (service, github, ledger) < capabilities (every other folder) < modes, and
 *   `main.ts`/`index.ts` on top;
 * - no mode imports another mode;
 * - a module over `LONG_MODULE` lines says why in its header comment ("… long because …");
 * - `process.env` is read only in `src/runner/`.
 *
 * `checkArchitecture` is pure over a list of files so that its own test can plant each violation.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * Bottom first: a file may import from its own tier and the tiers before it. A top folder of `src/` that no tier
 * names is a capability, so a new capability is a new folder and nothing more; `modes` covers every `modes/<mode>/`.
 */
export const TIERS = [
  { tier: 'base', folders: ['util', 'runner', 'render'] },
  { tier: 'clients', folders: ['service', 'github', 'ledger'] },
  { tier: 'capabilities', folders: [] },
  { tier: 'modes', folders: ['modes'] },
  { tier: 'entry', folders: ['.'] },
] as const;

/** Past this many lines a module's header comment says why it is one module: "… long because …". */
export const LONG_MODULE = 450;

export interface SourceFile {
  /** Relative to `src/`, with forward slashes, e.g. `modes/agent/run.ts`. */
  path: string;
  text: string;
}

export interface Finding {
  rule: 'circle' | 'tier' | 'mode' | 'size' | 'env' | 'unresolved';
  message: string;
}

/** The relative imports of one file (static, type-only, re-exports and `import()`), as written. */
export function importsOf(text: string): string[] {
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map((file) => file.fileName).filter((name) => name.startsWith('.'));
}

function resolveImport(from: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  const joined = posix.normalize(posix.join(posix.dirname(from), specifier));
  const base = joined.replace(/\.(js|ts)$/, '');
  return [`${base}.ts`, `${base}/index.ts`].find((candidate) => known.has(candidate));
}

/** The top folder a file belongs to (`modes` for every mode; `.` for `src/main.ts` and `src/index.ts`). */
function folderOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.indexOf('/')) : '.';
}

/** The tier of a file: the tier that names its top folder, else `capabilities`. */
function tierOf(path: string): (typeof TIERS)[number]['tier'] {
  const folder = folderOf(path);
  return TIERS.find((entry) => (entry.folders as readonly string[]).includes(folder))?.tier ?? 'capabilities';
}

/** The text of the comment a module opens with (`/** … *\/` or `//` lines), empty when it opens with code. */
function headerOf(text: string): string {
  const ranges = ts.getLeadingCommentRanges(text, 0) ?? [];
  return ranges.map((range) => text.slice(range.pos, range.end)).join('\n');
}

function modeOf(path: string): string | undefined {
  const match = /^modes\/([^/]+)\//.exec(path);
  return match?.[1];
}

function findCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components; every component of two or more files (or a file importing itself) is a circle.
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string): void => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) circles.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) visit(node);
  return circles;
}

export function checkArchitecture(files: readonly SourceFile[]): Finding[] {
  const findings: Finding[] = [];
  const known = new Set(files.map((file) => file.path));
  const graph = new Map<string, string[]>();
  const rank = (path: string): number => TIERS.findIndex((entry) => entry.tier === tierOf(path));

  for (const file of files) {
    const targets: string[] = [];
    for (const specifier of importsOf(file.text)) {
      const target = resolveImport(file.path, specifier, known);
      if (!target) {
        findings.push({ rule: 'unresolved', message: `${file.path}: cannot resolve '${specifier}'` });
        continue;
      }
      targets.push(target);
      if (rank(target) > rank(file.path)) {
        findings.push({
          rule: 'tier',
          message: `${file.path} imports ${target}: '${folderOf(file.path)}' (${tierOf(file.path)}) may not import from '${folderOf(target)}' (${tierOf(target)}), a tier above it`,
        });
      }
      const [fromMode, toMode] = [modeOf(file.path), modeOf(target)];
      if (fromMode && toMode && fromMode !== toMode) {
        findings.push({ rule: 'mode', message: `${file.path} imports ${target}: mode '${fromMode}' may not import mode '${toMode}'` });
      }
    }
    graph.set(file.path, targets);

    const lines = file.text.split('\n').length - (file.text.endsWith('\n') ? 1 : 0);
    if (lines > LONG_MODULE && !/\blong because\b/i.test(headerOf(file.text))) {
      findings.push({
        rule: 'size',
        message: `${file.path}: ${lines} lines, and its header comment does not say why (over ${LONG_MODULE} lines: "… long because …")`,
      });
    }
    if (!file.path.startsWith('runner/') && /\bprocess\.env\b/.test(file.text)) {
      findings.push({ rule: 'env', message: `${file.path}: reads process.env (only src/runner/ may; pass settings or the env down)` });
    }
  }

  for (const circle of findCircles(graph)) findings.push({ rule: 'circle', message: `import circle: ${circle.join(' → ')}` });
  return findings;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : path.endsWith('.ts') ? [path] : [];
  });
}

export function readSources(srcDir: string): SourceFile[] {
  return walk(srcDir).map((path) => ({ path: relative(srcDir, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const src = resolve(dirname(new URL(import.meta.url).pathname), '../src');
  const findings = checkArchitecture(readSources(src));
  for (const finding of findings) console.error(`architecture (${finding.rule}): ${finding.message}`);
  if (findings.length > 0) process.exit(1);
}
