/**
 * The README's input and output tables agree with action.yml (names, defaults,
 * nothing missing), the two commands are easy to find, and every relative link
 * in the README, CONTRIBUTING.md and docs/ leads to a file and heading that exist.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../tools/action.ts';
import { readActionYml } from '../../tools/action-yml.ts';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const action = readActionYml();

/** Rows `| \`name\` | …` of every markdown table whose header starts with `| <first> |`. */
function tableRows(first: string): string[][] {
  const rows: string[][] = [];
  let inTable = false;
  for (const line of readme.split('\n')) {
    if (new RegExp(`^\\| ${first} +\\|`).test(line)) inTable = true;
    else if (!line.startsWith('|')) inTable = false;
    else if (inTable && !/^\| *:?-/.test(line))
      rows.push(
        line
          .split('|')
          .slice(1, -1)
          .map((c) => c.trim()),
      );
  }
  return rows;
}

const name = (cell: string | undefined): string => /^`([a-z0-9-]+)`$/.exec(cell ?? '')?.[1] ?? '';

describe('README', () => {
  it('has the test command and the demo command in its first sh block, right after the quick-start workflow', () => {
    const shBlock = /```sh\n([\s\S]*?)```/.exec(readme);
    const firstBlock = shBlock?.[1] ?? '';
    expect(firstBlock).toMatch(/^npm ci && npm test\b/m);
    expect(firstBlock).toMatch(/^npm run demo\b/m);
    // The `uses:` block a user copies comes first; the commands follow it, before the reference tables.
    const usesBlock = readme.search(/```yaml\n[\s\S]*?uses: docs-agent-action\/docs-agent-action@/);
    expect(usesBlock).toBeGreaterThanOrEqual(0);
    expect(usesBlock).toBeLessThan(shBlock?.index ?? -1);
    expect(shBlock?.index ?? Infinity).toBeLessThan(readme.indexOf('\n## Inputs'));
  });

  it('documents every input once, with its default', () => {
    const rows = tableRows('Input');
    expect(rows.map((r) => name(r[0])).sort()).toEqual(action.inputs.map((i) => i.name).sort());
    for (const input of action.inputs) {
      const row = rows.find((r) => name(r[0]) === input.name)!;
      const expected = input.required ? '(required)' : input.default === undefined ? '' : `\`${input.default}\``;
      expect(row[1], `default of ${input.name}`).toBe(expected);
    }
  });

  it('documents every output once', () => {
    expect(
      tableRows('Output')
        .map((r) => name(r[0]))
        .sort(),
    ).toEqual([...action.outputs].sort());
  });
});

/** The markdown pages a reader moves between. */
const pages = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  ...readdirSync(join(ROOT, 'docs/adr'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/adr/${f}`),
];

/** Text outside fenced code blocks, where links are links. */
const outsideFences = (text: string): string => text.replace(/^```[\s\S]*?^```/gm, '');

/** The anchors GitHub gives a page's headings (as github-slugger makes them, duplicates numbered). */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, heading = ''] of outsideFences(text).matchAll(/^#{1,6} +(.*)$/gm)) {
    const visible = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '');
    const slug = visible
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

describe('links between the docs', () => {
  it('reach every page under docs/ from the README', () => {
    for (const page of pages.filter((p) => p.startsWith('docs/') && !p.startsWith('docs/adr/'))) {
      expect(readme, page).toContain(`](${page}`);
    }
  });

  it.each(pages)('%s: every relative link leads to a file, and every anchor to a heading', (page) => {
    const text = readFileSync(join(ROOT, page), 'utf8');
    for (const [, target = ''] of outsideFences(text).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [path = '', anchor] = target.split('#');
      const file = path === '' ? join(ROOT, page) : join(ROOT, dirname(page), path);
      expect(existsSync(file), `${page} → ${target}`).toBe(true);
      if (anchor !== undefined && file.endsWith('.md')) {
        expect([...anchors(readFileSync(file, 'utf8'))], `${page} → ${target} (in ${relative(ROOT, file)})`).toContain(anchor);
      }
    }
  });
});
