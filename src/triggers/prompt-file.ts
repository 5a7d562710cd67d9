import { constants, type Stats } from 'node:fs';
import { open, realpath, stat, type FileHandle } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { Inputs } from '../runner/names.js';
import { quote } from '../runner/log.js';
import { InputError } from '../util/errors.js';
import type { Env } from '../runner/env.js';

/** What a file that is not a regular file is, for the message. */
function kindOf(stats: Stats): string {
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSocket()) return 'a socket';
  if (stats.isDirectory()) return 'a directory';
  return 'not a regular file';
}

/**
 * Reads `prompt-file`, a path inside the workspace (`GITHUB_WORKSPACE`, else
 * the working directory). Symbolic links are resolved before the check, so a
 * link in the repository cannot point the prompt at a file outside it. Only a
 * regular file is read: the file is opened without blocking and without
 * following a link (a FIFO or device swapped in after the check cannot hold
 * the open), and checked on the open descriptor: a regular file's read ends
 * on its own, so it takes no deadline.
 */
export async function readPromptFile(path: string, env: Env): Promise<string> {
  const given = resolve(env.GITHUB_WORKSPACE || process.cwd());
  const unreadable = (error: unknown): InputError => {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    // Most often the workflow did not check the repository out: the workspace is empty.
    const hint =
      code === 'ENOENT'
        ? `: no such file in the workspace (${given}); add a step with 'uses: actions/checkout' before this one, or fix the path`
        : '';
    return new InputError([{ input: Inputs.PromptFile, message: `cannot be read (${code}): ${quote(path)}${hint}` }]);
  };
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
  const notRegular = (stats: Stats): InputError =>
    new InputError([{ input: Inputs.PromptFile, message: `must be a regular file; ${quote(path)} is ${kindOf(stats)}` }]);
  // Checked before opening too, for the message: opening a socket fails with ENXIO, which says less.
  try {
    const stats = await stat(file);
    if (!stats.isFile()) throw notRegular(stats);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw unreadable(error);
  }
  let handle: FileHandle;
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (error) {
    throw unreadable(error);
  }
  let text: string;
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) {
      throw new InputError([{ input: Inputs.PromptFile, message: `must be a regular file; ${quote(path)} is ${kindOf(stats)}` }]);
    }
    text = await handle.readFile({ encoding: 'utf8' });
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw unreadable(error);
  } finally {
    await handle.close().catch(() => undefined);
  }
  if (!text.trim()) throw new InputError([{ input: Inputs.PromptFile, message: `is an empty file: ${quote(path)}` }]);
  return text.trim();
}
