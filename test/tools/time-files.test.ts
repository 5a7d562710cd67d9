import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CEILING, timeFiles } from '../../scripts/time-files.ts';

describe('the modules that handle time (scripts/time-files.ts, run by npm run lint)', () => {
  it('counts a time name used as code, not one in a comment or a string', () => {
    const found = timeFiles([
      { path: 'src/a.ts', text: 'export async function get(deadline: Deadline) { await fetch(u, { signal: deadline.signal }); }\n' },
      { path: 'src/b.ts', text: "// the deadline and its signal\nconst s = 'sleep clock timeLeft';\nexport const t = `${s} deadline`;\n" },
      { path: 'src/c.ts', text: 'setTimeout(() => {}, 5);\n' },
    ]);
    expect([...found]).toEqual([
      ['src/a.ts', ['Deadline', 'deadline', 'signal']],
      ['src/c.ts', ['setTimeout']],
    ]);
  });

  it('npm run lint runs it, and the ceiling is where the count stands', () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: { lint: string } };
    expect(pkg.scripts.lint).toContain('&& node scripts/time-files.ts &&');
    expect(CEILING).toBeGreaterThanOrEqual(20);
  });
});
