/**
 * The files of `src/` that handle the run's time (`npm run lint` runs it): a module that names, as code (not in a
 * comment or a string), the deadline or its parts (`Deadline`, `deadline`, `RunLimits`, `timeLeft`, `within`,
 * `attemptSignal`), an abort signal (`signal`, `AbortSignal`, `AbortController`), a timer or a wait (`setTimeout`,
 * `setTimer`, `sleep`) or an injected clock (`Clock`, `clock`). Issue 27 asks for time in one
 * form, handed down once, in at most 20 files; `CEILING` is where the count stands, so that it only goes down.
 *
 * `timeFiles` is pure over a list of files so that its test can plant each case.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The count today; lower it when a change removes time from a module (never raise it without a reason). */
export const CEILING = 20;
/** Issue 27's target. */
export const TARGET = 20;

const TIME_NAMES = new Set([
  'Deadline',
  'deadline',
  'RunLimits',
  'timeLeft',
  'within',
  'attemptSignal',
  'signal',
  'AbortSignal',
  'AbortController',
  'setTimeout',
  'setTimer',
  'sleep',
  'Clock',
  'clock',
]);

export interface RepoFile {
  path: string;
  text: string;
}

/** For each file that handles time, the names it uses, sorted. */
export function timeFiles(files: readonly RepoFile[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of files) {
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest);
    const names = new Set<string>();
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && TIME_NAMES.has(node.text)) names.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (names.size > 0) found.set(file.path, [...names].sort());
  }
  return found;
}

function readSources(root: string): RepoFile[] {
  const files: RepoFile[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts') && !path.endsWith('.d.ts')) {
        files.push({ path: relative(root, path).replaceAll('\\', '/'), text: readFileSync(path, 'utf8') });
      }
    }
  };
  walk(join(root, 'src'));
  return files;
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const found = timeFiles(readSources(process.cwd()));
  const list = process.argv.includes('--list');
  if (list) for (const [path, names] of found) console.log(`${path}: ${names.join(', ')}`);
  console.log(`time-files: ${found.size} modules of src/ handle the run's time (ceiling ${CEILING}, target ${TARGET})`);
  if (found.size > CEILING) {
    console.error(`time-files: ${found.size} is above the ceiling of ${CEILING}; run with --list to see them`);
    process.exitCode = 1;
  }
}
