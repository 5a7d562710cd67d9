/**
 * dist/ against a fresh bundle: runs the bundle command in the work tree and
 * asks git whether anything under dist/ changed, new files included. Whatever
 * the outcome, dist/ is put back as HEAD has it, so a refusal changes nothing.
 *
 *   node scripts/release/dist.ts    (exit 1 and the reason when dist/ is stale; the release workflow runs it)
 *
 * RELEASE_BUNDLE_COMMAND, a JSON array (`["node", "build.js"]`), replaces `npm run bundle` (the tests use it).
 */
import { spawnSync } from 'node:child_process';
import { git, gitMaybe } from './git.ts';

export interface BundleCommand {
  readonly argv: readonly [string, ...string[]];
  /** How the command is shown in messages. */
  readonly display: string;
}

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** `npm run bundle`, through the npm that runs this script when there is one; or RELEASE_BUNDLE_COMMAND. */
export function bundleCommand(env: NodeJS.ProcessEnv = process.env): BundleCommand {
  const custom = env.RELEASE_BUNDLE_COMMAND;
  if (custom !== undefined && custom !== '') {
    let argv: unknown;
    try {
      argv = JSON.parse(custom);
    } catch {
      argv = undefined;
    }
    if (!Array.isArray(argv) || argv.length === 0 || !argv.every((arg): arg is string => typeof arg === 'string')) {
      throw new UsageError(`RELEASE_BUNDLE_COMMAND must be a JSON array of strings, such as ["node", "build.js"]; it is ${custom}`);
    }
    return { argv: argv as [string, ...string[]], display: argv.join(' ') };
  }
  const npm = env.npm_execpath;
  const argv: [string, ...string[]] = npm && /\.[cm]?js$/.test(npm) ? [process.execPath, npm, 'run', 'bundle'] : ['npm', 'run', 'bundle'];
  return { argv, display: 'npm run bundle' };
}

/** dist/ as HEAD has it: tracked files restored, files the bundle added removed. */
function restoreDist(root: string): void {
  if (gitMaybe(root, ['ls-tree', '-d', '--name-only', 'HEAD', 'dist']) === 'dist') git(root, ['checkout', 'HEAD', '--', 'dist/']);
  git(root, ['clean', '-fdq', '--', 'dist/']);
}

const tail = (text: string, lines: number): string => text.trimEnd().split('\n').slice(-lines).join('\n');

/** Undefined when a fresh bundle leaves dist/ as committed; otherwise what is wrong and what to do. Needs a clean dist/. */
export function checkDist(root: string, command: BundleCommand): string | undefined {
  const [file, ...args] = command.argv;
  const result = spawnSync(file, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
    timeout: 15 * 60_000,
  });
  try {
    if (result.error || result.status !== 0) {
      const why = result.error ? result.error.message : `exit code ${String(result.status ?? result.signal)}`;
      const output = tail(`${result.stdout}${result.stderr}`, 20);
      return `\`${command.display}\` failed (${why}); fix the build and run again.${output ? `\n${output}` : ''}`;
    }
    const changed = git(root, ['status', '--porcelain', '--untracked-files=all', '--', 'dist/']);
    if (changed === '') return undefined;
    const files = changed.split('\n');
    const shown = files.slice(0, 10).map((line) => `    ${line}`);
    if (files.length > shown.length) shown.push(`    … and ${files.length - shown.length} more`);
    return [
      `dist/ differs from a fresh \`${command.display}\` (${files.length} ${files.length === 1 ? 'file' : 'files'}):`,
      ...shown,
      `  Run \`${command.display}\`, commit dist/, and try again.`,
    ].join('\n');
  } finally {
    restoreDist(root);
  }
}

if (import.meta.main) {
  const root = git(process.cwd(), ['rev-parse', '--show-toplevel']);
  if (git(root, ['status', '--porcelain', '--untracked-files=all', '--', 'dist/']) !== '') {
    process.stderr.write(
      'dist/ has uncommitted changes: commit or discard them first (the check rebuilds dist/ and puts it back as HEAD has it).\n',
    );
    process.exit(1);
  }
  const problem = checkDist(root, bundleCommand());
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
  process.stdout.write('dist/ matches a fresh bundle.\n');
}
