/** git for the release scripts: run directly (no shell), output as text, a failure as an error naming the command. */
import { execFileSync } from 'node:child_process';

export class GitError extends Error {
  override readonly name = 'GitError';
}

/** Runs `git <args>` in `cwd` and returns its output without the final newline. */
export function git(cwd: string, args: readonly string[]): string {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 }).replace(
      /\n$/,
      '',
    );
  } catch (error) {
    const stderr = (error as { stderr?: unknown }).stderr;
    const detail = typeof stderr === 'string' && stderr.trim() !== '' ? stderr.trim() : String(error);
    throw new GitError(`git ${args.join(' ')} failed: ${detail}`, { cause: error });
  }
}

/** Like `git`, but undefined instead of an error (for questions such as "does this ref exist?"). */
export function gitMaybe(cwd: string, args: readonly string[]): string | undefined {
  try {
    return git(cwd, args);
  } catch {
    return undefined;
  }
}

/** The commit a tag points at (through an annotated tag's object), or undefined when there is no such tag. */
export const tagCommit = (cwd: string, tag: string): string | undefined =>
  gitMaybe(cwd, ['rev-parse', '--quiet', '--verify', `refs/tags/${tag}^{commit}`]);

/** The release-looking tags of the repository (`v*.*.*`); which of them are semantic versions is for the caller. */
export const releaseTags = (cwd: string): string[] =>
  git(cwd, ['tag', '--list', 'v*.*.*'])
    .split('\n')
    .filter((tag) => tag !== '');
