/**
 * The `status` output's values are documented where users look, and agree
 * with the code: action.yml's description of `status` lists each value and
 * when it occurs, the README's `status` table lists the same values in the
 * same order, and both are exactly `RUN_STATUSES`, the values main sets.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { RUN_STATUSES } from '../../src/runner/names.ts';
import { ROOT } from '../../tools/action.ts';

const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { outputs: Record<string, { description: string }> };
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** `- \`value\`: when` lines of action.yml's description of `status`. */
function actionStatuses(): [string, string][] {
  const description = action.outputs.status?.description ?? '';
  return [...description.matchAll(/^- `([a-z-]+)`: (.+)$/gm)].map((m) => [m[1]!, m[2]!]);
}

/** The rows of the README's table headed `| Status | When |`. */
function readmeStatuses(): [string, string][] {
  const start = readme.search(/^\| Status +\| When +\|$/m);
  expect(start).toBeGreaterThan(0);
  const rows: [string, string][] = [];
  for (const line of readme.slice(start).split('\n').slice(2)) {
    const row = /^\| `([a-z-]+)` +\| (.+?) +\|$/.exec(line);
    if (!row) break;
    rows.push([row[1]!, row[2]!]);
  }
  return rows;
}

describe('the status output', () => {
  it('action.yml lists every value the code sets, each with when it occurs', () => {
    const listed = actionStatuses();
    expect(listed.map(([value]) => value)).toEqual([...RUN_STATUSES]);
    for (const [, when] of listed) expect(when.length).toBeGreaterThan(10);
    expect(action.outputs.status?.description).toMatch(/^How the run ended; set on every run, whatever happens/);
  });

  it("the README's table has the same values, in the same order, and sends the outputs table there", () => {
    expect(readmeStatuses().map(([value]) => value)).toEqual(actionStatuses().map(([value]) => value));
    expect(readme).toMatch(/^\| `status` +\| How the run ended, set on every run: \[the table below\]\(#status\)\. +\|$/m);
  });
});
