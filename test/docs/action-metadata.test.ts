/**
 * action.yml and the code agree: every declared input is read, every input
 * read is declared, every output set is declared (and every declared output
 * is set somewhere).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Inputs, Outputs } from '../../src/runner/names.ts';
import { ROOT } from '../../tools/action.ts';
import { readActionYml } from '../../tools/action-yml.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const action = readActionYml();
const source = sourceFiles(join(ROOT, 'src'))
  .filter((f) => !f.endsWith('constants.ts'))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');

describe('action.yml', () => {
  it('declares exactly the inputs the code names', () => {
    expect(action.inputs.map((i) => i.name).sort()).toEqual(Object.values(Inputs).sort());
  });

  it('declares exactly the outputs the code names', () => {
    expect([...action.outputs].sort()).toEqual(Object.values(Outputs).sort());
  });

  it.each(Object.entries(Inputs))('reads input %s (%s) somewhere in src', (key) => {
    expect(source).toMatch(new RegExp(`Inputs\\.${key}\\b`));
  });

  it.each(Object.entries(Outputs))('sets output %s (%s) somewhere in src', (key) => {
    expect(source).toMatch(new RegExp(`Outputs\\.${key}\\b`));
  });

  it('runs the bundle on node24', () => {
    expect(action.text).toMatch(/^runs:\n {2}using: node24\n {2}main: dist\/index\.js$/m);
  });
});
