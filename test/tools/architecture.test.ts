import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkArchitecture, importsOf, readSources, type Finding, type SourceFile } from '../../scripts/architecture.ts';

const file = (path: string, text: string): SourceFile => ({ path, text });
/** The findings as `rule: message`; tiny graphs trip the folder-share rule, so each case names the rules it is about. */
const rules = (files: SourceFile[], only?: readonly Finding['rule'][]): string[] =>
  checkArchitecture(files)
    .filter((finding) => !only || only.includes(finding.rule))
    .map((finding) => `${finding.rule}: ${finding.message}`);

describe('the layout rules (scripts/architecture.ts, run by npm run lint)', () => {
  it('reads value, type-only, re-export and import() specifiers', () => {
    const text = [
      "import { a } from './a.js';",
      "import type { B } from '../b.js';",
      "export { c } from './c.js';",
      "export type * from './d.js';",
      "const e = await import('./e.js');",
      "import * as z from 'zod/mini';",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a.js', '../b.js', './c.js', './d.js', './e.js']);
  });

  it('finds a circle made only of type imports', () => {
    const found = rules(
      [
        file('triggers/a.ts', "import type { B } from './b.js';\nexport type A = B;\n"),
        file('triggers/b.ts', "import type { A } from './a.js';\nexport type B = A;\n"),
      ],
      ['circle', 'layer'],
    );
    expect(found).toEqual(['circle: import circle: triggers/a.ts → triggers/b.ts']);
  });

  it('refuses an import from a layer above, type-only included', () => {
    const found = rules(
      [
        file('util/clip.ts', "import type { Settings } from '../modes/agent/settings.js';\nexport const x = 1;\n"),
        file('modes/agent/settings.ts', 'export interface Settings { a: string }\n'),
      ],
      ['circle', 'layer', 'mode'],
    );
    expect(found).toEqual(["layer: util/clip.ts imports modes/agent/settings.ts: 'util' may not import from 'modes', a layer above it"]);
  });

  it('refuses a mode importing another mode, and allows a mode importing a layer below', () => {
    const found = rules(
      [
        file('modes/ask/start.ts', "import { authorize } from '../agent/start.js';\nimport { quote } from '../../runner/log.js';\n"),
        file('modes/agent/start.ts', 'export const authorize = 1;\n'),
        file('runner/log.ts', 'export const quote = 1;\n'),
      ],
      ['circle', 'layer', 'mode'],
    );
    expect(found).toEqual(["mode: modes/ask/start.ts imports modes/agent/start.ts: mode 'ask' may not import mode 'agent'"]);
  });

  it('refuses process.env outside runner/ and a module over 300 lines', () => {
    const found = rules([
      file('runner/env.ts', 'export const env = process.env;\n'),
      file('github/client.ts', 'export const url = process.env.GITHUB_API_URL;\n'),
      file('render/long.ts', 'export const x = 1;\n'.repeat(301)),
      file('render/short.ts', 'export const x = 1;\n'.repeat(300)),
      ...['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((name) => file(`${name}/x.ts`, 'export const y = 2;\n'.repeat(299))),
    ]);
    expect(found).toEqual([
      'env: github/client.ts: reads process.env (only src/runner/ may; pass settings or the env down)',
      'size: render/long.ts: 301 lines (at most 300)',
    ]);
  });

  it('refuses a folder holding more than a fifth of src/', () => {
    const found = rules([
      file('modes/agent/run.ts', 'export const x = 1;\n'.repeat(100)),
      ...['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map((name) => file(`${name}/x.ts`, 'export const y = 2;\n'.repeat(10))),
    ]);
    expect(found).toEqual(['folder: src/modes/agent/ holds 51 % of src/ (at most 20 %)']);
  });

  it('holds for src/ as it is', () => {
    expect(rules(readSources(join(import.meta.dirname, '../../src')))).toEqual([]);
  });
});
