/**
 * action.yml and the code agree: every declared input is read, every input
 * read is declared, every output set is declared (and every declared output
 * is set somewhere).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Inputs, Outputs } from '../../src/constants.ts';
import { ROOT } from '../helpers/action.ts';

/** The keys directly under a top-level section of action.yml (two-space indented). */
function sectionKeys(yaml: string, section: string): string[] {
  const lines = yaml.split('\n');
  const start = lines.findIndex((l) => l === `${section}:`);
  expect(start, `action.yml has a '${section}:' section`).toBeGreaterThanOrEqual(0);
  const keys: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const key = /^ {2}([a-z0-9-]+):/.exec(line);
    if (key) keys.push(key[1]!);
  }
  return keys;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const yaml = readFileSync(join(ROOT, 'action.yml'), 'utf8');
const source = sourceFiles(join(ROOT, 'src'))
  .filter((f) => !f.endsWith('constants.ts'))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');

describe('action.yml', () => {
  it('declares exactly the inputs the code names', () => {
    expect(sectionKeys(yaml, 'inputs').sort()).toEqual(Object.values(Inputs).sort());
  });

  it('declares exactly the outputs the code names', () => {
    expect(sectionKeys(yaml, 'outputs').sort()).toEqual(Object.values(Outputs).sort());
  });

  it.each(Object.entries(Inputs))('reads input %s (%s) somewhere in src', (key) => {
    expect(source).toMatch(new RegExp(`Inputs\\.${key}\\b`));
  });

  it.each(Object.entries(Outputs))('sets output %s (%s) somewhere in src', (key) => {
    expect(source).toMatch(new RegExp(`Outputs\\.${key}\\b`));
  });

  it('runs the bundle on node24', () => {
    expect(yaml).toMatch(/^runs:\n {2}using: node24\n {2}main: dist\/index\.js$/m);
  });
});
