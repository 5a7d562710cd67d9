/**
 * npm run release -- <version> [--dry-run]
 *
 * Run on a clean main: checks that the version is semver and greater than the
 * last release tag, that CHANGELOG.md has its section and that dist/ equals a
 * fresh `npm run bundle`; then sets package.json's version and commits (unless
 * it already says that version), creates the annotated tag v<version> and
 * moves v<major> (not for pre-releases), and prints the `git push` that
 * publishes them. It pushes nothing. `--dry-run` runs the checks and says what
 * it would do, changing nothing. CONTRIBUTING.md ("Releasing") walks through it.
 */
import { parseArgs } from 'node:util';
import { bundleCommand, UsageError } from './release/dist.ts';
import { GitError } from './release/git.ts';
import { release, ReleaseRefused } from './release/run.ts';

const USAGE = `Usage: npm run release -- <version> [--dry-run]

  <version>    the release, such as 1.0.0, 1.2.3 or 2.0.0-rc.1 (a pre-release moves no major tag)
  --dry-run    run every check and say what it would do; change nothing

Environment: RELEASE_BUNDLE_COMMAND, a JSON array such as ["node", "build.js"], replaces \`npm run bundle\`.
`;

const write = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

function main(): number {
  let args: ReturnType<typeof parse>;
  try {
    args = parse();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (args.values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const [version, ...extra] = args.positionals;
  if (version === undefined || extra.length > 0) {
    process.stderr.write(`Give exactly one version.\n\n${USAGE}`);
    return 2;
  }
  try {
    release({ cwd: process.cwd(), version, dryRun: args.values['dry-run'], bundle: bundleCommand(), write });
    return 0;
  } catch (error) {
    if (error instanceof ReleaseRefused) {
      process.stderr.write(
        `Release refused${args.values['dry-run'] ? ' (dry run)' : ''}:\n${error.problems.map((p) => `  - ${p}`).join('\n')}\n`,
      );
      return 1;
    }
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    if (error instanceof GitError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

function parse() {
  return parseArgs({
    options: { 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
    allowPositionals: true,
  });
}

process.exitCode = main();
