import { readFile, realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { Inputs } from '../runner/names.js';
import { quote } from '../runner/log.js';
import { InputError } from '../util/errors.js';
import type { Env } from './event.js';

/**
 * Reads `prompt-file`, a path inside the workspace (`GITHUB_WORKSPACE`, else
 * the working directory). Symbolic links are resolved before the check, so a
 * link in the repository cannot point the prompt at a file outside it.
 */
export async function readPromptFile(path: string, env: Env = process.env): Promise<string> {
  const given = resolve(env.GITHUB_WORKSPACE || process.cwd());
  const unreadable = (error: unknown): InputError =>
    new InputError([
      { input: Inputs.PromptFile, message: `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}): ${quote(path)}` },
    ]);
  const outside = (): InputError =>
    new InputError([{ input: Inputs.PromptFile, message: `must be a path inside the workspace (${given}); got ${quote(path)}` }]);
  const isInside = (root: string, file: string): boolean => {
    const inside = relative(root, file);
    return !(inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside));
  };
  if (!isInside(given, resolve(given, path))) throw outside();
  let workspace: string;
  let file: string;
  try {
    workspace = await realpath(given);
    file = await realpath(resolve(given, path));
  } catch (error) {
    throw unreadable(error);
  }
  if (!isInside(workspace, file)) throw outside();
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw unreadable(error);
  }
  if (!text.trim()) throw new InputError([{ input: Inputs.PromptFile, message: `is an empty file: ${quote(path)}` }]);
  return text.trim();
}
