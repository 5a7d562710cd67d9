/**
 * Docs that cannot drift (`npm run lint` runs it after the layout's rules). Over README.md, CONTRIBUTING.md,
 * docs/**.md (the ADRs included) it checks three things against the tree as it is at run time:
 *
 * - **paths**: every repository path cited in a code span or a link target (`src/…`, `test/…`, `tools/…`,
 *   `scripts/…`, `bench/…`, `examples/…`, `docs/…`, `.github/…`) exists. A span may hold a command
 *   (`npx vitest run test/x.test.ts`): each of its words is read. Spans with a placeholder (`<mode>`, `…`, `*`, `x`
 *   as a file's stem) are forms, not paths, and are skipped; so are the files of `USER_PATHS`, and a span followed by
 *   ` (removed`: a record of what was there (`scripts/minify-chunks.ts` (removed)).
 * - **inputs and outputs**: a name is an input or an output where the prose says so, and then it must be one in
 *   action.yml: the keys under `with:` of a step that uses this action (or of a `with:` with no `uses:`) in a YAML
 *   block; `steps.<id>.outputs.<name>` (unless `<id>` is a step of another action on the page); the first column of
 *   a table headed `Input` or `Output`; a span followed or preceded by the word input(s) or output(s) ("the `fp`
 *   input", "the outputs `answer` and `sources`"); and a span `name: value` whose name is not a workflow or
 *   permission key (`WORKFLOW_KEYS`).
 * - **messages**: every message quoted in docs/troubleshooting.md (the code spans in the first column of a table
 *   headed `Message` or `What came back`) is one the code produces: each piece between two `…` must fit one string or
 *   template literal of src/ (`fits`), a `${…}` of the code standing for a short value or for another whole literal.
 *   Where the code builds a message from several literals, the docs put a `…` at the join. A leading `'input-name' `
 *   is the prefix `InputCollector.problem` adds; `Inputs.X` in a template is read as its value.
 *
 * `checkDocs` is pure over the pages, action.yml's names, the literals of src/ and a file test, so that its test can
 * plant each kind of drift. Every problem is printed as `file:line: kind: what`.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import ts from 'typescript';
import YAML, { isMap, isScalar, type Node as YamlNode } from 'yaml';

export interface Page {
  /** Relative to the repository's root, with forward slashes. */
  path: string;
  text: string;
}

export interface Problem {
  file: string;
  line: number;
  kind: 'path' | 'input' | 'output' | 'message';
  message: string;
}

export interface Tree {
  exists(path: string): boolean;
  inputs: ReadonlySet<string>;
  outputs: ReadonlySet<string>;
  /** Each string or template literal of src/ as its static parts (a template's `${…}` between them). */
  literals: Literals;
}

const PATH_PREFIXES = ['src/', 'test/', 'tools/', 'scripts/', 'bench/', 'examples/', 'docs/', '.github/'];

/** Paths the docs cite that are not files of this tree: the user's own workflows, and what `npm run bench` writes (ignored by git). */
export const USER_PATHS = new Set(['.github/workflows/docs-agent.yml', '.github/workflows/docs-impact.yml', 'bench/results.md']);

/** Keys that a span `key: value` may name without being an input: a workflow's, `permissions:`'s, other actions' inputs, and a few of another kind (a new one is added here, on purpose). */
export const WORKFLOW_KEYS = new Set([
  'on',
  'name',
  'if',
  'uses',
  'with',
  'run',
  'env',
  'id',
  'jobs',
  'steps',
  'types',
  'branches',
  'paths',
  'cron',
  'runs-on',
  'timeout-minutes',
  'concurrency',
  'group',
  'cancel-in-progress',
  'permissions',
  'continue-on-error',
  'secrets',
  'inputs',
  'outputs',
  'contents',
  'issues',
  'pull-requests',
  'actions',
  'checks',
  'statuses',
  'deployments',
  'discussions',
  'packages',
  'pages',
  'id-token',
  'attestations',
  'security-events',
  'repository-projects',
  'app-id',
  'client-id',
  'private-key',
  'owner',
  'repositories',
  'permission-contents',
  'permission-issues',
  'permission-pull-requests',
  'fetch-depth',
  'ref',
  'status',
  'metadata',
  'ACTIONS_STEP_DEBUG',
  // Not workflow keys, but spans `key: value` of another kind: HTTP headers, payload and ledger fields, messages.
  'retry-after',
  'x-ratelimit-remaining',
  'merged',
  'type',
  'pickup',
  'holder',
  'failed',
]);

/** Longest text a `${…}` of the code stands for in a quoted message. */
export const MAX_VALUE = 60;
/** A value that may close a quoted message without a `…` after it: a quoted string or a number, short. */
const CLOSING_VALUE = /^(?:"[^"]{0,20}"|'[^']{0,20}'|\d[\w .]{0,10})\.?$/;
/** Fewest characters of a quoted message that must be a literal's own static text. */
export const MIN_STATIC = 8;

const OUR_ACTION = /^(?:docs-agent-action\/docs-agent-action@|\.\/?$)/;

const lineAt = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/** The page with fenced blocks blanked (lines kept, so that line numbers stay), and the blocks themselves. */
function splitFences(text: string): { prose: string; blocks: { lang: string; start: number; body: string }[] } {
  const blocks: { lang: string; start: number; body: string }[] = [];
  const prose = text.replace(
    /^([ \t]*)(`{3,}|~{3,})([^\n]*)\n([\s\S]*?)^[ \t]*\2[ \t]*$/gm,
    (whole: string, _indent, _fence, lang: string, body: string, offset: number) => {
      blocks.push({ lang: lang.trim(), start: lineAt(text, offset) + 1, body });
      return whole.replace(/[^\n]/g, ' ');
    },
  );
  return { prose, blocks };
}

/** Code spans outside fenced blocks, with the line each starts on. */
function codeSpans(prose: string): { code: string; index: number }[] {
  const spans: { code: string; index: number }[] = [];
  for (const match of prose.matchAll(/(`+)([^`][\s\S]*?)\1(?!`)/g)) {
    spans.push({ code: match[2]!.trim(), index: match.index });
  }
  return spans;
}

function isForm(path: string): boolean {
  return /[<>*…{}$|]|\.\.\.|(^|\/)(x|y|name)\.[a-z.]+$/.test(path);
}

function checkPaths(page: Page, prose: string, tree: Tree, problems: Problem[]): void {
  const report = (index: number, path: string, how: string): void => {
    problems.push({ file: page.path, line: lineAt(prose, index), kind: 'path', message: `${how} ${path} does not exist` });
  };
  for (const { code, index } of codeSpans(prose)) {
    // History: a path cited as `path` (removed…) in an ADR or a record of what was tried.
    if (prose.startsWith(' (removed', index + code.length + 2)) continue;
    for (const word of code.split(/\s+/)) {
      const path = word.replace(/^[("']+|[)"',;:.]+$/g, '').replace(/[#:].*$/, '');
      if (!PATH_PREFIXES.some((prefix) => path.startsWith(prefix)) || isForm(path) || USER_PATHS.has(path)) continue;
      if (!tree.exists(path.replace(/\/$/, ''))) report(index, path, 'cited');
    }
  }
  for (const match of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1]!;
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    const path = posix.normalize(posix.join(posix.dirname(page.path), target.split('#')[0]!)).replace(/\/$/, '');
    if (path.startsWith('..') || isForm(path)) continue;
    if (!tree.exists(path)) report(match.index, target, 'linked');
  }
}

/** The names `with:` gives to this action in a YAML block, and the ids of other actions' steps. */
function yamlNames(body: string): { withKeys: { name: string; offset: number }[]; otherIds: Set<string> } {
  const withKeys: { name: string; offset: number }[] = [];
  const otherIds = new Set<string>();
  const doc = YAML.parseDocument(body, { uniqueKeys: false, strict: false });
  if (doc.errors.length > 0) return { withKeys, otherIds };
  YAML.visit(doc, {
    Map(_, map) {
      const uses = map.get('uses');
      const ours = typeof uses !== 'string' || OUR_ACTION.test(uses);
      const id = map.get('id');
      if (!ours && typeof id === 'string') otherIds.add(id);
      if (typeof map.get('run') === 'string' && typeof id === 'string') otherIds.add(id);
      const withNode = map.get('with', true) as YamlNode | undefined;
      if (!ours || !isMap(withNode)) return;
      for (const pair of withNode.items) {
        if (isScalar(pair.key) && typeof pair.key.value === 'string') {
          withKeys.push({ name: pair.key.value, offset: pair.key.range?.[0] ?? 0 });
        }
      }
    },
  });
  return { withKeys, otherIds };
}

/** Rows of the tables whose first header cell is one of `headers`: the first cell and its line. */
function tableFirstCells(prose: string, headers: readonly string[]): { cell: string; line: number }[] {
  const cells: { cell: string; line: number }[] = [];
  let inTable = false;
  prose.split('\n').forEach((line, i) => {
    const first = /^\|([^|]*)\|/.exec(line)?.[1]?.trim();
    if (first === undefined) inTable = false;
    else if (!inTable) inTable = headers.includes(first);
    else if (!/^:?-+:?$/.test(first)) cells.push({ cell: first, line: i + 1 });
  });
  return cells;
}

const NAME = '[a-z][a-z0-9]*(?:-[a-z0-9]+)*';
const LIST = `\`${NAME}\`(?:(?:,\\s*|,?\\s+(?:and|or)\\s+)\`${NAME}\`)*`;

function checkNames(page: Page, prose: string, blocks: ReturnType<typeof splitFences>['blocks'], tree: Tree, problems: Problem[]): void {
  const found = (line: number, kind: 'input' | 'output', name: string, where: string): void => {
    const known = kind === 'input' ? tree.inputs : tree.outputs;
    if (!known.has(name))
      problems.push({ file: page.path, line, kind, message: `${where} names \`${name}\`, which is not an ${kind} in action.yml` });
  };
  const otherIds = new Set<string>();
  for (const block of blocks) {
    if (!/^ya?ml$/.test(block.lang)) continue;
    const names = yamlNames(block.body);
    for (const id of names.otherIds) otherIds.add(id);
    for (const { name, offset } of names.withKeys) found(block.start + lineAt(block.body, offset) - 1, 'input', name, '`with:`');
  }
  for (const match of page.text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
    if (!otherIds.has(match[1]!)) found(lineAt(page.text, match.index), 'output', match[2]!, `steps.${match[1]!}.outputs`);
  }
  for (const [header, kind] of [
    ['Input', 'input'],
    ['Output', 'output'],
  ] as const) {
    for (const { cell, line } of tableFirstCells(prose, [header])) {
      const name = /^`([^`]+)`$/.exec(cell)?.[1];
      if (name !== undefined) found(line, kind, name, `the ${header} table`);
    }
  }
  const spanNames = (list: string): string[] => [...list.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  for (const match of prose.matchAll(new RegExp(`(${LIST})\\s+(input|output)s?\\b`, 'g'))) {
    for (const name of spanNames(match[1]!)) found(lineAt(prose, match.index), match[2] as 'input' | 'output', name, `"… ${match[2]!}"`);
  }
  for (const match of prose.matchAll(new RegExp(`\\b(input|output)s?\\s+(${LIST})`, 'g'))) {
    for (const name of spanNames(match[2]!)) found(lineAt(prose, match.index), match[1] as 'input' | 'output', name, `"${match[1]!} …"`);
  }
  for (const { code, index } of codeSpans(prose)) {
    const key = new RegExp(`^(${NAME}): \\S`).exec(code)?.[1];
    if (key !== undefined && !WORKFLOW_KEYS.has(key)) found(lineAt(prose, index), 'input', key, `\`${code}\``);
  }
}

/** The literals of src/, and which values the code has as a whole literal. */
export class Literals {
  readonly parts: readonly (readonly string[])[];
  private readonly whole: Set<string>;
  private readonly grams: readonly Set<string>[];

  constructor(literals: readonly (readonly string[])[]) {
    this.parts = literals;
    this.whole = new Set(literals.filter((statics) => statics.length === 1).map((statics) => statics[0]!));
    this.grams = literals.map(
      (statics) => new Set(statics.flatMap((part) => [...Array(Math.max(0, part.length - 3)).keys()].map((k) => part.slice(k, k + 4)))),
    );
  }

  /** A number, one whole literal, or a list of them (`read, triage, write`). */
  known(value: string): boolean {
    return (
      /^\d[\d.,]*$/.test(value) ||
      (value.length >= 3 &&
        (this.whole.has(value) || (/, | and | or /.test(value) && value.split(/, | and | or /).every((piece) => this.whole.has(piece)))))
    );
  }

  /** The literals that share four characters in a row with `text` (the others cannot give it `MIN_STATIC` of its own). */
  candidates(text: string): (readonly string[])[] {
    if (text.length < 4) return [...this.parts];
    const grams = [...Array(Math.max(0, text.length - 3)).keys()].map((k) => text.slice(k, k + 4));
    return this.parts.filter((_, i) => grams.some((gram) => this.grams[i]!.has(gram)));
  }
}

/**
 * Whether `text` can be a piece of what the literal with these static parts produces, a `${…}` standing for a value.
 * The text starts and ends inside static text, unless that end is `free` (next to a `…` in the docs, which marks
 * where a message built from several literals joins them). A value is a whole literal of the code (or a list of
 * them) or an invented one (a login, a number) of at most `MAX_VALUE` characters; invented values are at most half
 * of the text, and at least `MIN_STATIC` characters are the literal's own, so that a sentence the code does not have
 * never fits one that merely starts the same.
 */
export function fits(text: string, statics: readonly string[], free: { start: boolean; end: boolean }, literals: Literals): boolean {
  const enough = (values: readonly string[]): boolean => {
    let invented = 0;
    let all = 0;
    for (const value of values) {
      all += value.length;
      if (value === '' || literals.known(value)) continue;
      invented += value.length > MAX_VALUE ? Infinity : value.length;
    }
    return invented * 2 <= text.length && text.length - all >= Math.min(MIN_STATIC, Math.ceil(text.length / 2));
  };
  // In the value before statics[m], which starts at text[j].
  const fromValue = (m: number, j: number, values: readonly string[]): boolean => {
    const part = statics[m]!;
    for (let q = part === '' ? j : text.indexOf(part, j); q >= 0; q = text.indexOf(part, q + 1)) {
      const here = [...values, text.slice(j, q)];
      if (q - j > MAX_VALUE && !literals.known(text.slice(j, q))) break;
      const after = q + part.length;
      if (after === text.length && part !== '' && enough(here)) return true;
      if (after < text.length && m + 1 < statics.length && fromValue(m + 1, after, here)) return true;
      if (after < text.length && m + 1 === statics.length && free.end && part !== '' && enough([...here, text.slice(after)])) return true;
      if (part === '') break;
    }
    // Ends inside this value, or inside statics[m] after it.
    for (let q = j; q <= text.length; q++) {
      const here = [...values, text.slice(j, q)];
      if (q === text.length)
        return (free.end || literals.known(text.slice(j)) || CLOSING_VALUE.test(text.slice(j))) && q > j && enough(here);
      if (part !== '' && part.startsWith(text.slice(q)) && enough(here)) return true;
    }
    return false;
  };
  for (let i = 0; i < statics.length; i++) {
    const part = statics[i]!;
    if (part.includes(text)) return true;
    if (i + 1 < statics.length && text[0] !== undefined) {
      for (let p = part.indexOf(text[0]); p >= 0; p = part.indexOf(text[0], p + 1)) {
        if (text.startsWith(part.slice(p)) && fromValue(i + 1, part.length - p, [])) return true;
      }
    }
    if (free.start && fromValue(i, 0, [])) return true;
    if (i > 0 && !free.start && part !== '') {
      // Starts with a whole literal that the code puts before this static part.
      for (let q = text.indexOf(part, 1); q > 0; q = text.indexOf(part, q + 1)) {
        if (!literals.known(text.slice(0, q))) continue;
        const after = q + part.length;
        if (after === text.length || (i + 1 < statics.length && fromValue(i + 1, after, [text.slice(0, q)]))) return true;
      }
    }
  }
  return false;
}

/** Whether the code produces `message` (with `…` for any text). */
export function produced(message: string, tree: Tree): boolean {
  const stripped = message
    .replaceAll('`', '')
    .replace(new RegExp(`^'(${NAME})' `), (whole, name: string) => (tree.inputs.has(name) ? '' : whole));
  const pieces = stripped.split('…');
  return pieces.every((piece, i) => {
    const text = piece.trim();
    if (/^[\s.,;:()"'/]*$/.test(text)) return true;
    const free = { start: i > 0, end: i < pieces.length - 1 };
    return tree.literals.candidates(text).some((statics) => fits(text, statics, free, tree.literals));
  });
}

function checkMessages(page: Page, prose: string, tree: Tree, problems: Problem[]): void {
  const check = (message: string, line: number): void => {
    if (!produced(message, tree))
      problems.push({ file: page.path, line, kind: 'message', message: `no literal in src/ produces "${message}"` });
  };
  for (const { cell, line } of tableFirstCells(prose, ['Message', 'What came back'])) {
    // The first code span, and the spans after it that give another form (`a` / `b`); not a value in a note.
    for (const [, message = ''] of cell.matchAll(/(?:^|` \/ )`([^`]+)`/g)) check(message, line);
  }
}

export function checkDocs(pages: readonly Page[], tree: Tree): Problem[] {
  const problems: Problem[] = [];
  for (const page of pages) {
    const { prose, blocks } = splitFences(page.text);
    checkPaths(page, prose, tree, problems);
    checkNames(page, prose, blocks, tree, problems);
    if (page.path === 'docs/troubleshooting.md') checkMessages(page, prose, tree, problems);
  }
  return problems;
}

/** The static parts of every string and template literal in the TypeScript files under `srcDir`. */
export function readLiterals(srcDir: string): string[][] {
  const files = walk(srcDir, '.ts').map((path) => ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true));
  // `Inputs.Name`: a member of an object constant or enum of src/ whose value is a string literal.
  const constants = new Map<string, string>();
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = ts.isAsExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (ts.isObjectLiteralExpression(init)) {
        for (const property of init.properties) {
          if (ts.isPropertyAssignment(property) && ts.isStringLiteral(property.initializer)) {
            constants.set(`${node.name.text}.${property.name.getText()}`, property.initializer.text);
          }
        }
      }
    }
    if (ts.isEnumDeclaration(node)) {
      for (const member of node.members) {
        if (member.initializer && ts.isStringLiteral(member.initializer))
          constants.set(`${node.name.text}.${member.name.getText()}`, member.initializer.text);
      }
    }
    ts.forEachChild(node, collect);
  };
  files.forEach(collect);
  const literals: string[][] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.push([node.text]);
    else if (ts.isTemplateExpression(node)) {
      const statics = [node.head.text];
      for (const span of node.templateSpans) {
        const value = ts.isPropertyAccessExpression(span.expression) ? constants.get(span.expression.getText()) : undefined;
        if (typeof value === 'string') statics.push(`${statics.pop() ?? ''}${value}${span.literal.text}`);
        else statics.push(span.literal.text);
      }
      literals.push(statics);
    }
    ts.forEachChild(node, visit);
  };
  files.forEach(visit);
  // A code span in a table cannot hold a backtick, so the docs quote a message without them.
  return literals.map((statics) => statics.map((part) => part.replaceAll('`', '')));
}

function walk(dir: string, ext: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path, ext) : path.endsWith(ext) ? [path] : [];
  });
}

/** The pages the check reads: README.md, CONTRIBUTING.md and every .md under docs/. */
export function readPages(root: string): Page[] {
  const paths = ['README.md', 'CONTRIBUTING.md', ...walk(join(root, 'docs'), '.md').map((p) => relative(root, p).split('\\').join('/'))];
  return paths.map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

/** action.yml's input and output names (the top-level `inputs:` and `outputs:` sections). */
export function readActionNames(root: string): { inputs: Set<string>; outputs: Set<string> } {
  const action = YAML.parse(readFileSync(join(root, 'action.yml'), 'utf8')) as { inputs?: object; outputs?: object };
  return { inputs: new Set(Object.keys(action.inputs ?? {})), outputs: new Set(Object.keys(action.outputs ?? {})) };
}

export function readTree(root: string): Tree {
  return {
    exists: (path) => existsSync(join(root, path)),
    ...readActionNames(root),
    literals: new Literals(readLiterals(join(root, 'src'))),
  };
}

export const format = (problem: Problem): string => `${problem.file}:${problem.line}: ${problem.kind}: ${problem.message}`;

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
  const problems = checkDocs(readPages(root), readTree(root));
  for (const problem of problems) console.error(`docs-check: ${format(problem)}`);
  if (problems.length > 0) {
    console.error(`docs-check: ${problems.length} problem(s); see scripts/docs-check.ts for the rules`);
    process.exit(1);
  }
}
