import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIMIT, readRepo, testOnlyExports, type RepoFile } from '../../scripts/test-only-exports.ts';

const file = (path: string, text: string): RepoFile => ({ path, text });

describe('exports only tests use (scripts/test-only-exports.ts, run by npm run lint)', () => {
  it('lists an export that only a test imports, types and re-exports included', () => {
    const found = testOnlyExports([
      file('src/a.ts', 'export const used = 1;\nexport function helper() {}\nexport interface Shape { a: 1 }\nconst x = helper();\n'),
      file('src/b.ts', "import { used } from './a.js';\nexport { helper as again } from './a.js';\n"),
      file('test/a.test.ts', "import { used, helper, type Shape } from '../src/a.ts';\nimport { again } from '../src/b.ts';\n"),
    ]);
    // `helper` is used by src/b.ts (its re-export); the re-export `again` and the type only by the test.
    expect(found).toEqual(['src/a.ts:Shape', 'src/b.ts:again']);
  });

  it("counts a use through import(), typeof import() handed on, scripts/, tools/ and bench/; a module's own use is not one", () => {
    const found = testOnlyExports([
      file(
        'src/lazy.ts',
        'export const loaded = 1;\nexport const viaType = 2;\nexport const own = 3;\nexport const tooling = 4;\nconst y = own;\n',
      ),
      file('src/main.ts', "const { loaded } = await import('./lazy.js');\n"),
      file('src/load.ts', "export async function load(): Promise<typeof import('./lazy.js')> { return import('./lazy.js'); }\n"),
      file('src/user.ts', "import { load } from './load.js';\nconst { viaType } = await load();\n"),
      file('tools/cli.ts', "import { tooling } from '../src/lazy.ts';\n"),
      file('test/lazy.test.ts', "import * as lazy from '../src/lazy.ts';\nlazy.loaded; lazy.viaType; lazy.own; lazy.tooling;\n"),
    ]);
    expect(found).toEqual(['src/lazy.ts:own']);
  });

  it(`the repository stays within ${LIMIT}, and npm run lint checks it`, () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: { lint: string } };
    expect(pkg.scripts.lint).toContain('&& node scripts/test-only-exports.ts &&');
    expect(testOnlyExports(readRepo(join(import.meta.dirname, '../..'))).length).toBeLessThanOrEqual(LIMIT);
  });
});
