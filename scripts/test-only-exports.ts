/**
 * Exports of `src/` that only tests use (`npm run lint` runs it after the layout's rules): a name a module exports
 * that no other module of `src/` imports, nor any file of `scripts/`, `tools/` or `bench/` (the repository's own
 * tooling, which runs the product), but some file of `test/` does. Such an export is a door cut for the tests: they
 * should test the behaviour through the module's public use instead. At most `LIMIT` may remain, each one listed.
 *
 * - every kind of export counts: values, functions, classes, types and interfaces, and the names of a re-export
 *   (`export { a } from './a.js'` is an export of the re-exporting file and a use of `a`);
 * - a use is a named import (type-only included), a re-export, or a name of the target that the importing file
 *   mentions when it takes the whole module (`import * as m`, `import()`, `typeof import()`), as in
 *   `(await import('./x.js')).name` or `const [{ a }, { b }] = await Promise.all([import(…), import(…)])`;
 * - a name used only inside its own module is not a use: exporting it serves only the tests.
 *
 * `testOnlyExports` is pure over a list of files so that its test can plant each case.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Issue 27: "exports used only by tests ≤ 10". */
export const LIMIT = 10;

export interface RepoFile {
  /** Relative to the repository, with forward slashes, e.g. `src/util/clip.ts`. */
  path: string;
  text: string;
}

/** The names a module exports. */
function exportedNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) names.add(element.name.text);
      }
      continue;
    }
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    if (!modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)) names.add('default');
    else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.add(statement.name.text);
    }
  }
  return names;
}

interface Use {
  /** The specifier as written. */
  specifier: string;
  /** The names taken, or `undefined` when the whole module is taken (then the file's identifiers stand in). */
  names?: string[];
  /** `typeof import(…)`: the file hands the module on, so the files importing it may name its exports too. */
  handedOn?: boolean;
}

/** The relative imports of a file with the names each takes. */
function usesIn(source: ts.SourceFile): Use[] {
  const uses: Use[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const specifier = node.moduleSpecifier.text;
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        const names: string[] = [];
        let whole = false;
        if (clause?.name) names.push('default');
        if (clause?.namedBindings) {
          if (ts.isNamespaceImport(clause.namedBindings)) whole = true;
          else for (const element of clause.namedBindings.elements) names.push((element.propertyName ?? element.name).text);
        }
        uses.push(whole ? { specifier } : { specifier, names });
      } else if (node.exportClause && ts.isNamedExports(node.exportClause)) {
        uses.push({ specifier, names: node.exportClause.elements.map((element) => (element.propertyName ?? element.name).text) });
      } else {
        uses.push({ specifier });
      }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) uses.push({ specifier: argument.text });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      uses.push({ specifier: node.argument.literal.text, handedOn: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses.filter((use) => use.specifier.startsWith('.'));
}

/** Every identifier a file mentions (bindings, property names, references). */
function identifiersIn(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) names.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

function resolveUse(from: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  const base = posix.normalize(posix.join(posix.dirname(from), specifier)).replace(/\.(js|ts)$/, '');
  return [`${base}.ts`, `${base}/index.ts`].find((candidate) => known.has(candidate));
}

/** `path:name` for every export of `src/` that only `test/` uses, sorted. */
export function testOnlyExports(files: readonly RepoFile[]): string[] {
  const parsed = files.map((file) => ({ ...file, source: ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true) }));
  const known = new Set(files.map((file) => file.path));
  const usedBy = { product: new Map<string, Set<string>>(), test: new Map<string, Set<string>>() };
  const exportsOf = new Map<string, Set<string>>();
  for (const file of parsed) if (file.path.startsWith('src/')) exportsOf.set(file.path, exportedNames(file.source));

  const identifiers = new Map<string, Set<string>>();
  const identifiersOf = (file: (typeof parsed)[number]): Set<string> => {
    const found = identifiers.get(file.path) ?? identifiersIn(file.source);
    identifiers.set(file.path, found);
    return found;
  };
  const uses = parsed.flatMap((file) =>
    usesIn(file.source).flatMap((use) => {
      const target = resolveUse(file.path, use.specifier, known);
      return target && target !== file.path ? [{ file, target, use }] : [];
    }),
  );
  for (const { file, target, use } of uses) {
    // A whole module: the names the file mentions, and where it hands the module on, the names its importers mention.
    const readers = use.handedOn ? [file, ...uses.filter((other) => other.target === file.path).map((other) => other.file)] : [file];
    for (const reader of readers) {
      const side = reader.path.startsWith('test/') ? usedBy.test : usedBy.product;
      const names = use.names ?? [...(exportsOf.get(target) ?? [])].filter((name) => identifiersOf(reader).has(name));
      const set = side.get(target) ?? new Set<string>();
      for (const name of names) set.add(name);
      side.set(target, set);
    }
  }

  const found: string[] = [];
  for (const [path, names] of exportsOf) {
    for (const name of names) {
      if (usedBy.product.get(path)?.has(name)) continue;
      if (usedBy.test.get(path)?.has(name)) found.push(`${path}:${name}`);
    }
  }
  return found.sort();
}

function walk(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.(ts|mts)$/.test(path) ? [path] : [];
  });
}

export function readRepo(root: string): RepoFile[] {
  return ['src', 'test', 'scripts', 'tools', 'bench']
    .flatMap((dir) => walk(join(root, dir)))
    .map((path) => ({ path: relative(root, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
  const found = testOnlyExports(readRepo(root));
  const verbose = process.argv.includes('-v');
  if (verbose || found.length > LIMIT) for (const entry of found) console.error(`  ${entry}`);
  console.error(`test-only exports: ${found.length} of at most ${LIMIT}`);
  if (found.length > LIMIT) process.exit(1);
}
