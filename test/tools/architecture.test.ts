import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LONG_MODULE, checkArchitecture, importsOf, readSources, type SourceFile } from '../../scripts/architecture.ts';

const file = (path: string, text: string): SourceFile => ({ path, text });
/** Every finding as `rule: message`. */
const rules = (files: SourceFile[]): string[] => checkArchitecture(files).map((finding) => `${finding.rule}: ${finding.message}`);

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
    const found = rules([
      file('triggers/a.ts', "import type { B } from './b.js';\nexport type A = B;\n"),
      file('triggers/b.ts', "import type { A } from './a.js';\nexport type B = A;\n"),
    ]);
    expect(found).toEqual(['circle: import circle: triggers/a.ts → triggers/b.ts']);
  });

  it('refuses an import from a tier above, type-only included', () => {
    const found = rules([
      file('util/clip.ts', "import type { Settings } from '../modes/agent/settings.js';\nexport const x = 1;\n"),
      file('modes/agent/settings.ts', 'export interface Settings { a: string }\n'),
      file('github/client.ts', "import { budget } from '../budget/gate.js';\nexport const c = 1;\n"),
      file('budget/gate.ts', 'export const budget = 1;\n'),
      file('render/text.ts', "import type { Job } from '../service/agent/schemas.js';\nexport const t = 1;\n"),
      file('service/agent/schemas.ts', 'export interface Job { id: string }\n'),
    ]);
    expect(found).toEqual([
      "tier: util/clip.ts imports modes/agent/settings.ts: 'util' (base) may not import from 'modes' (modes), a tier above it",
      "tier: github/client.ts imports budget/gate.ts: 'github' (clients) may not import from 'budget' (capabilities), a tier above it",
      "tier: render/text.ts imports service/agent/schemas.ts: 'render' (base) may not import from 'service' (clients), a tier above it",
    ]);
  });

  it('lets a tier import itself and the tiers below, and counts a folder no tier names as a capability', () => {
    const ok = rules([
      file('main.ts', "import { run } from './modes/agent/run.js';\n"),
      file('modes/agent/run.ts', "import { note } from '../../comment/job-comment.js';\nexport const run = 1;\n"),
      file('comment/job-comment.ts', "import type { Trigger } from '../triggers/types.js';\nexport const note = 1;\n"),
      file('triggers/types.ts', "import { hasMarker } from '../comment/marked.js';\nexport type Trigger = typeof hasMarker;\n"),
      file('comment/marked.ts', "import type { Client } from '../github/client.js';\nexport const hasMarker = 1;\n"),
      file('github/client.ts', "import { read } from '../ledger/git.js';\nexport type Client = typeof read;\n"),
      file('ledger/git.ts', "import { log } from '../runner/log.js';\nexport const read = log;\n"),
      file('runner/log.ts', "import { redact } from '../util/redact.js';\nexport const log = redact;\n"),
      file('util/redact.ts', "import { plain } from '../render/text.js';\nexport const redact = plain;\n"),
      file('render/text.ts', 'export const plain = 1;\n'),
    ]);
    expect(ok).toEqual([]);
    const found = rules([
      file('newcomer/x.ts', "import { run } from '../modes/ask/run.js';\nexport const x = 1;\n"),
      file('modes/ask/run.ts', 'export const run = 1;\n'),
    ]);
    expect(found).toEqual([
      "tier: newcomer/x.ts imports modes/ask/run.ts: 'newcomer' (capabilities) may not import from 'modes' (modes), a tier above it",
    ]);
  });

  it('refuses a mode importing another mode, and allows a mode importing a tier below', () => {
    const found = rules([
      file('modes/ask/start.ts', "import { authorize } from '../agent/start.js';\nimport { quote } from '../../runner/log.js';\n"),
      file('modes/agent/start.ts', 'export const authorize = 1;\n'),
      file('runner/log.ts', 'export const quote = 1;\n'),
    ]);
    expect(found).toEqual(["mode: modes/ask/start.ts imports modes/agent/start.ts: mode 'ask' may not import mode 'agent'"]);
  });

  it('refuses process.env outside runner/', () => {
    const found = rules([
      file('runner/env.ts', 'export const env = process.env;\n'),
      file('github/client.ts', 'export const url = process.env.GITHUB_API_URL;\n'),
    ]);
    expect(found).toEqual(['env: github/client.ts: reads process.env (only src/runner/ may; pass settings or the env down)']);
  });

  it(`refuses a module over ${LONG_MODULE} lines whose header comment does not say why it is long`, () => {
    const body = (lines: number): string => 'export const x = 1;\n'.repeat(lines);
    const found = rules([
      file('budget/at-the-bound.ts', body(LONG_MODULE)),
      file('budget/silent.ts', `/** The budget's gate. */\n${body(LONG_MODULE)}`),
      file(
        'budget/said.ts',
        `/**\n * The budget's gate.\n *\n * Long because the gate and its waits are one idea.\n */\n${body(LONG_MODULE)}`,
      ),
      file('budget/said-too-late.ts', `${body(LONG_MODULE)}// long because of the list above\n`),
    ]);
    expect(found).toEqual([
      `size: budget/silent.ts: ${LONG_MODULE + 1} lines, and its header comment does not say why (over ${LONG_MODULE} lines: "… long because …")`,
      `size: budget/said-too-late.ts: ${LONG_MODULE + 1} lines, and its header comment does not say why (over ${LONG_MODULE} lines: "… long because …")`,
    ]);
  });

  it('holds for src/ as it is', () => {
    expect(rules(readSources(join(import.meta.dirname, '../../src')))).toEqual([]);
  });
});
