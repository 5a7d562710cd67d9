import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copies, moduleName, readChunks, type Chunk } from '../../scripts/bundle-check.ts';

describe('the bundle without copies (scripts/bundle-check.ts, run by npm run bundle)', () => {
  it('names a module as ncc writes it in a source map', () => {
    expect(moduleName('../src/main.ts')).toBe('src/main.ts');
    expect(moduleName('../../../main/node_modules/zod/v4/mini/iso.js')).toBe('node_modules/zod/v4/mini/iso.js');
    expect(moduleName('../node_modules/@octokit/core/node_modules/x/index.js')).toBe('node_modules/@octokit/core/node_modules/x/index.js');
    expect(moduleName('webpack/runtime/load script')).toBeUndefined();
    expect(moduleName('webpack://docs-agent-action/webpack/bootstrap')).toBeUndefined();
    expect(moduleName('external node-commonjs "node:fs"')).toBeUndefined();
  });

  it('passes a bundle whose chunks hold different modules', () => {
    const chunks: Chunk[] = [
      { file: 'index.js', sources: ['../src/index.ts', '../src/main.ts', 'webpack/bootstrap', '../node_modules/zod/index.js'] },
      { file: '1.index.js', sources: ['../src/modes/agent/run.ts', 'webpack/bootstrap'] },
    ];
    expect(copies(chunks)).toEqual([]);
  });

  it('finds a planted copy of a src/ module and of a package module, with every chunk holding it', () => {
    const chunks: Chunk[] = [
      { file: 'index.js', sources: ['../src/main.ts'] },
      { file: '7.index.js', sources: ['../src/comment/marked.ts', '../node_modules/zod/v4/mini/iso.js'] },
      { file: '3.index.js', sources: ['../src/comment/marked.ts', '../../other/node_modules/zod/v4/mini/iso.js'] },
      { file: '5.index.js', sources: ['../src/comment/marked.ts'] },
    ];
    expect(copies(chunks)).toEqual([
      { module: 'node_modules/zod/v4/mini/iso.js', chunks: ['3.index.js', '7.index.js'] },
      { module: 'src/comment/marked.ts', chunks: ['3.index.js', '5.index.js', '7.index.js'] },
    ]);
  });

  it('reads every chunk of a folder with its map, and refuses a chunk without one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-check-'));
    try {
      writeFileSync(join(dir, 'index.js'), '');
      writeFileSync(join(dir, 'index.js.map'), JSON.stringify({ sources: ['../src/main.ts'] }));
      writeFileSync(join(dir, 'licenses.txt'), '');
      expect(readChunks(dir)).toEqual([{ file: 'index.js', sources: ['../src/main.ts'] }]);
      writeFileSync(join(dir, '9.index.js'), '');
      expect(() => readChunks(dir)).toThrow(/9\.index\.js has no source map/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
