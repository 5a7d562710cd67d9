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

/** A tag as the remote has it: the value of its ref (an annotated tag's object), and the commit it points at. */
export interface RemoteTag {
  readonly object: string;
  readonly commit: string;
}

/**
 * The remote's tags (`git ls-remote --tags <remote>`), by name: what a clone without tags (a CI checkout, say)
 * does not know. Throws a GitError when the remote cannot be read.
 */
export function remoteTags(cwd: string, remote: string): Map<string, RemoteTag> {
  const tags = new Map<string, { object: string; peeled?: string }>();
  for (const line of git(cwd, ['ls-remote', '--tags', remote]).split('\n')) {
    const [sha = '', ref = ''] = line.split('\t');
    if (!ref.startsWith('refs/tags/')) continue;
    const peeled = ref.endsWith('^{}');
    const name = ref.slice('refs/tags/'.length, peeled ? -3 : undefined);
    const tag = tags.get(name) ?? { object: '' };
    if (peeled) tag.peeled = sha;
    else tag.object = sha;
    tags.set(name, tag);
  }
  return new Map([...tags].map(([name, tag]) => [name, { object: tag.object, commit: tag.peeled ?? tag.object }]));
}
