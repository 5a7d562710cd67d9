/** Reads action.yml's inputs and outputs (a small reader for its fixed, two-level layout). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './action.ts';

export interface DeclaredInput {
  name: string;
  required: boolean;
  default: string | undefined;
}

function section(lines: string[], name: string): Map<string, string[]> {
  const start = lines.indexOf(`${name}:`);
  if (start < 0) throw new Error(`action.yml has no '${name}:' section`);
  const entries = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const key = /^ {2}([a-z0-9-]+):\s*$/.exec(line);
    if (key) {
      current = [];
      entries.set(key[1]!, current);
    } else if (current && line.startsWith('    ')) {
      current.push(line.trim());
    }
  }
  return entries;
}

function unquote(value: string): string {
  const text = value.trim();
  if (/^'.*'$/.test(text)) return text.slice(1, -1).replace(/''/g, "'");
  if (/^".*"$/.test(text)) return JSON.parse(text) as string;
  return text;
}

export function readActionYml(): { inputs: DeclaredInput[]; outputs: string[]; text: string } {
  const text = readFileSync(join(ROOT, 'action.yml'), 'utf8');
  const lines = text.split('\n');
  const inputs = [...section(lines, 'inputs')].map(([name, body]) => {
    const field = (key: string): string | undefined => {
      const line = body.find((l) => l.startsWith(`${key}:`));
      return line === undefined ? undefined : unquote(line.slice(key.length + 1));
    };
    return { name, required: field('required') === 'true', default: field('default') };
  });
  return { inputs, outputs: [...section(lines, 'outputs').keys()], text };
}
