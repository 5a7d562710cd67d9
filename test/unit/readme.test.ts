/** The README's input and output tables agree with action.yml: names, defaults, nothing missing. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/action.ts';
import { readActionYml } from '../helpers/action-yml.ts';

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
  it('starts with the test command and the demo command', () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(firstBlock).toMatch(/^npm ci && npm test\b/m);
    expect(firstBlock).toMatch(/^npm run demo\b/m);
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
