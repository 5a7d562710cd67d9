/** Each recorded payload is the package's example, changed only where the fixtures README says. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../tools/events.ts';

interface Example {
  name: string;
  examples: unknown[];
}

const require = createRequire(import.meta.url);
const index = require('@octokit/webhooks-examples/api.github.com/index.json') as Example[];
const readme = readFileSync(join(FIXTURES, 'README.md'), 'utf8');

/** Rows of the README's table: file, source (`name[i]`), changed paths. */
const rows = readme
  .split('\n')
  .filter((line) => /^\| `[^`]+\.json` \|/.test(line))
  .map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );

/** Paths (dot-separated) where two JSON values differ, as deep as both sides are objects. */
function differences(a: unknown, b: unknown, path = ''): string[] {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (isObject(a) && isObject(b) && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) => {
      const sub = path ? `${path}.${key}` : key;
      if (!(key in a) || !(key in b)) return [sub];
      return differences(a[key], b[key], sub);
    });
  }
  return JSON.stringify(a) === JSON.stringify(b) ? [] : [path];
}

describe('event fixtures', () => {
  it('lists every fixture file', () => {
    expect(rows.map((r) => r[0])).toContain('`issue_comment.created.json`');
    expect(rows.length).toBeGreaterThanOrEqual(9);
  });

  it.each(rows.filter((r) => r[1] !== 'hand-written'))('%s is %s with only the listed changes', (file, source, changed) => {
    const [, name, at] = /^`([a-z_]+)\[(\d+)\]`$/.exec(source) ?? [];
    const example = index.find((e) => e.name === name)?.examples[Number(at)];
    expect(example, `${source} in the package`).toBeDefined();
    const copy = JSON.parse(readFileSync(join(FIXTURES, file.replace(/`/g, '')), 'utf8')) as unknown;
    const listed = changed === '—' ? [] : [...changed.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    expect(differences(example, copy).sort()).toEqual(listed.sort());
  });
});
