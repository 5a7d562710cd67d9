/**
 * The docs check (scripts/docs-check.ts, run by npm run lint) fails on each kind of drift planted in a page: a stale
 * path, an unknown input or output, a message the code does not produce; and the docs as they are pass it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDocs, format, Literals, produced, readLiterals, type Page, type Tree } from '../../scripts/docs-check.ts';
import { ROOT } from '../../tools/action.ts';

const tree: Tree = {
  exists: (path) => ['src', 'src/util', 'src/util/redact.ts', 'examples/ask.yml', 'docs/budget.md'].includes(path),
  inputs: new Set(['base-url', 'mode', 'dry-run', 'fp']),
  outputs: new Set(['status', 'pr-link']),
  literals: new Literals([
    ['is required: ', ''],
    ['the service base URL, e.g. https://api.example.com'],
    ["must be 'agent', 'ask', 'impact' or 'report' (got ", ')'],
    ['Refused: ', ' has ', ' permission on ', '/', "; 'min-permission' is '", "'."],
    ['Agent job ', ' completed without changing any file: no pull request was opened.'],
  ]),
};

const check = (path: string, text: string): string[] => checkDocs([{ path, text }], tree).map(format);

describe('the docs check (scripts/docs-check.ts)', () => {
  it('passes a page whose paths, names and messages all exist', () => {
    const page = [
      'Redaction is `src/util/redact.ts` (`npx vitest run src/util/redact.ts`), [budget](budget.md), `src/util/`.',
      'Set the `fp` input, `dry-run: true`, `mode: ask`; read `${{ steps.docs.outputs.pr-link }}`.',
      'A form is not a path: `src/modes/<mode>/run.ts`, `test/x/y.test.ts`; history: `src/core.ts` (removed).',
      '',
      '```yaml',
      '- id: app',
      '  uses: actions/create-github-app-token@v2',
      '  with: { app-id: 1, private-key: x }',
      '- uses: docs-agent-action/docs-agent-action@v1',
      '  with:',
      '    base-url: https://api.example.com',
      '    mode: ask',
      '    # the token of another step: ${{ steps.app.outputs.token }}',
      '```',
      '',
      '| Message | Meaning |',
      '| ------- | ------- |',
      "| `'base-url' is required: the service base URL, e.g. https://api.example.com` | |",
      "| `'mode' must be 'agent', 'ask', 'impact' or 'report'` | |",
      "| `Refused: \"login\" has 'read' permission on owner/repo; 'min-permission' is 'write'.` | |",
      '| `Agent job … completed without changing any file: no pull request was opened.` (notice) | |',
    ].join('\n');
    expect(check('docs/troubleshooting.md', page)).toEqual([]);
  });

  it('fails on a stale path, in a code span, a command or a link, with file and line', () => {
    const page = [
      '# Page',
      '',
      'See `src/runner/redact.ts`.',
      'Run `npx vitest run test/e2e/impact.test.ts`.',
      'And [this](../examples/gone.yml).',
    ].join('\n');
    expect(check('docs/security.md', page)).toEqual([
      'docs/security.md:3: path: cited src/runner/redact.ts does not exist',
      'docs/security.md:4: path: cited test/e2e/impact.test.ts does not exist',
      'docs/security.md:5: path: linked ../examples/gone.yml does not exist',
    ]);
  });

  it('fails on an unknown input or output wherever the prose names one', () => {
    const page = [
      'The `fingerprint` input keeps history.', // 1
      'Set `dry-runs: true`.', // 2
      '',
      '```yaml',
      '- uses: docs-agent-action/docs-agent-action@v1',
      '  with:',
      '    base-url: https://api.example.com',
      '    moed: ask', // 8
      '```',
      'Read `${{ steps.docs.outputs.pr-url }}`.', // 10
      '',
      '| Input | Default |',
      '| ----- | ------- |',
      '| `timeout` | |', // 14
    ].join('\n');
    expect(check('README.md', page)).toEqual([
      'README.md:8: input: `with:` names `moed`, which is not an input in action.yml',
      'README.md:10: output: steps.docs.outputs names `pr-url`, which is not an output in action.yml',
      'README.md:14: input: the Input table names `timeout`, which is not an input in action.yml',
      'README.md:1: input: "… input" names `fingerprint`, which is not an input in action.yml',
      'README.md:2: input: `dry-runs: true` names `dry-runs`, which is not an input in action.yml',
    ]);
  });

  it('fails on a quoted message the code does not produce, or no longer produces as quoted', () => {
    const page = [
      '| Message | Meaning |',
      '| ------- | ------- |',
      "| `'mode' must be 'agent', 'ask' or 'report'` | |",
      '| `The flux capacitor overheated` | |',
      '| `Refused: the moon is made of cheese` | |',
      '| `Agent job … completed without a pull request.` | |',
    ].join('\n');
    expect(check('docs/troubleshooting.md', page)).toEqual([
      `docs/troubleshooting.md:3: message: no literal in src/ produces "'mode' must be 'agent', 'ask' or 'report'"`,
      'docs/troubleshooting.md:4: message: no literal in src/ produces "The flux capacitor overheated"',
      'docs/troubleshooting.md:5: message: no literal in src/ produces "Refused: the moon is made of cheese"',
      'docs/troubleshooting.md:6: message: no literal in src/ produces "Agent job … completed without a pull request."',
    ]);
  });

  it("reads src/'s literals with Inputs.X as its value, and a message built from two", () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-check-'));
    try {
      writeFileSync(join(dir, 'names.ts'), "export const Inputs = { Mode: 'mode' } as const;\n");
      writeFileSync(join(dir, 'a.ts'), "const f = (x: string) => `'${Inputs.Mode}' is off: ${x}`;\nf('the form');\n");
      const literals = new Literals(readLiterals(dir));
      const own: Tree = { ...tree, literals };
      expect(produced("'mode' is off: the form", own)).toBe(true);
      expect(produced("'mode' is off: another form", own)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run lint runs the check', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A copy of the pieces the script reads, with one page changed. */
  function plant(page: Page): string {
    const dir = mkdtempSync(join(tmpdir(), 'docs-tree-'));
    dirs.push(dir);
    for (const path of ['action.yml', 'scripts/docs-check.ts', 'src/runner/names.ts', 'src/util/redact.ts']) {
      mkdirSync(join(dir, dirname(path)), { recursive: true });
      writeFileSync(join(dir, path), readFileSync(join(ROOT, path)));
    }
    mkdirSync(join(dir, 'docs'), { recursive: true });
    writeFileSync(join(dir, 'README.md'), '# x\n');
    writeFileSync(join(dir, 'CONTRIBUTING.md'), '# x\n');
    mkdirSync(join(dir, dirname(page.path)), { recursive: true });
    writeFileSync(join(dir, page.path), page.text);
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    return dir;
  }

  const run = (dir: string) => spawnSync(process.execPath, [join(dir, 'scripts/docs-check.ts')], { encoding: 'utf8' });

  it('is in the lint script', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.lint).toMatch(/&& node scripts\/docs-check\.ts$/);
  });

  it('exits 1 listing each planted problem as file:line, and 0 on a clean tree', () => {
    const clean = run(plant({ path: 'docs/page.md', text: 'See `src/util/redact.ts` and the `mode` input.\n' }));
    expect(clean.stderr).toBe('');
    expect(clean.status).toBe(0);
    const stale = run(plant({ path: 'docs/page.md', text: '# Page\n\nSee `src/runner/redact.ts` and the `moed` input.\n' }));
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('docs-check: docs/page.md:3: path: cited src/runner/redact.ts does not exist');
    expect(stale.stderr).toContain('docs-check: docs/page.md:3: input: "… input" names `moed`, which is not an input in action.yml');
  });

  it('passes on the docs as they are', () => {
    const result = spawnSync(process.execPath, [join(ROOT, 'scripts/docs-check.ts')], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
