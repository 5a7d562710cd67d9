/**
 * The layout's rules, checked over the import graph of `src/` (`npm run lint` runs it after ESLint):
 *
 * - no import circle of any kind: value, type-only and `import()` imports all count;
 * - a folder imports only from the folders below it in `LAYERS` (the same folder is fine);
 * - no mode imports another mode;
 * - no module over `MAX_LINES` lines, no folder over `MAX_FOLDER_SHARE` of `src/`;
 * - `process.env` is read only in `src/runner/`.
 *
 * `checkArchitecture` is pure over a list of files so that its own test can plant each violation.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Bottom first: each folder may import from the folders before it. `modes` covers every `modes/<mode>/`. */
export const LAYERS = [
  'util',
  'runner',
  'render',
  'service',
  'github',
  'ledger',
  'triggers',
  'budget',
  'conversation',
  'refine',
  'hand-off',
  'continue-open-pr',
  'impact',
  'modes',
  '.',
] as const;

export const MAX_LINES = 300;
export const MAX_FOLDER_SHARE = 0.2;

export interface SourceFile {
  /** Relative to `src/`, with forward slashes, e.g. `modes/agent/run.ts`. */
  path: string;
  text: string;
}

export interface Finding {
  rule: 'circle' | 'layer' | 'mode' | 'size' | 'folder' | 'env' | 'unresolved';
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
export function layerOf(path: string): string {
  const top = path.includes('/') ? path.slice(0, path.indexOf('/')) : '.';
  return top;
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
  const rank = (layer: string): number => (LAYERS as readonly string[]).indexOf(layer);

  for (const file of files) {
    const targets: string[] = [];
    for (const specifier of importsOf(file.text)) {
      const target = resolveImport(file.path, specifier, known);
      if (!target) {
        findings.push({ rule: 'unresolved', message: `${file.path}: cannot resolve '${specifier}'` });
        continue;
      }
      targets.push(target);
      const [fromLayer, toLayer] = [layerOf(file.path), layerOf(target)];
      if (rank(fromLayer) === -1) findings.push({ rule: 'layer', message: `${file.path}: folder '${fromLayer}' is not in LAYERS` });
      else if (rank(toLayer) > rank(fromLayer)) {
        findings.push({
          rule: 'layer',
          message: `${file.path} imports ${target}: '${fromLayer}' may not import from '${toLayer}', a layer above it`,
        });
      }
      const [fromMode, toMode] = [modeOf(file.path), modeOf(target)];
      if (fromMode && toMode && fromMode !== toMode) {
        findings.push({ rule: 'mode', message: `${file.path} imports ${target}: mode '${fromMode}' may not import mode '${toMode}'` });
      }
    }
    graph.set(file.path, targets);

    const lines = file.text.split('\n').length - (file.text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_LINES) findings.push({ rule: 'size', message: `${file.path}: ${lines} lines (at most ${MAX_LINES})` });
    if (!file.path.startsWith('runner/') && /\bprocess\.env\b/.test(file.text)) {
      findings.push({ rule: 'env', message: `${file.path}: reads process.env (only src/runner/ may; pass settings or the env down)` });
    }
  }

  for (const circle of findCircles(graph)) findings.push({ rule: 'circle', message: `import circle: ${circle.join(' → ')}` });

  const lineCount = (text: string): number => text.split('\n').length;
  const total = files.reduce((sum, file) => sum + lineCount(file.text), 0);
  const byFolder = new Map<string, number>();
  for (const file of files) {
    const folder = posix.dirname(file.path);
    byFolder.set(folder, (byFolder.get(folder) ?? 0) + lineCount(file.text));
  }
  for (const [folder, lines] of byFolder) {
    if (folder !== '.' && lines > total * MAX_FOLDER_SHARE) {
      findings.push({
        rule: 'folder',
        message: `src/${folder}/ holds ${Math.round((100 * lines) / total)} % of src/ (at most ${100 * MAX_FOLDER_SHARE} %)`,
      });
    }
  }
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
