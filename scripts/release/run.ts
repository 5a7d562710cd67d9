/**
 * The release itself (`npm run release -- <version>`, scripts/release.ts):
 * every check first, then the version commit when package.json does not say
 * the version yet, the annotated tag `v<version>` and the moving major tag.
 * Nothing is pushed: the last line is the one `git push` that publishes it all.
 * With `dryRun` the same checks run and each step is only described.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { changelogSection } from './changelog.ts';
import { checkDist, type BundleCommand } from './dist.ts';
import { GitError, git, gitMaybe, releaseTags, remoteTags, tagCommit, type RemoteTag } from './git.ts';
import { packageVersion, setLockVersion, setPackageVersion } from './package-version.ts';
import { compareVersions, formatVersion, latestTag, majorTagOf, nextVersions, parseVersion, type Version } from './semver.ts';

export interface ReleaseOptions {
  /** Anywhere in the repository's work tree. */
  readonly cwd: string;
  /** `1.2.3` or `v1.2.3`; pre-releases such as `2.0.0-rc.1` too. */
  readonly version: string;
  readonly dryRun: boolean;
  readonly bundle: BundleCommand;
  readonly write: (line: string) => void;
}

/** The release was refused; each problem says what to do about it. */
export class ReleaseRefused extends Error {
  override readonly name = 'ReleaseRefused';
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.problems = problems;
  }
}

interface Checked {
  readonly root: string;
  readonly version: Version;
  readonly branch: string;
  readonly last: string | undefined;
  readonly notes: string;
  readonly packageText: string;
  /** The remote the branch pushes to, and its tags (the release is judged against them, not the clone's alone). */
  readonly remote: string;
  readonly remoteTags: ReadonlyMap<string, RemoteTag>;
  /** Entries still under `## [Unreleased]`, which the notes leave out. */
  readonly unreleased: number;
}

const today = (): string => new Date().toISOString().slice(0, 10);

function listFiles(status: string): string {
  const files = status.split('\n').map((line) => line.slice(3));
  return files.length <= 5 ? files.join(', ') : `${files.slice(0, 5).join(', ')} and ${files.length - 5} more`;
}

/** Everything that can be checked without building: all problems at once. */
function check(cwd: string, given: string): Checked {
  const version = parseVersion(given.replace(/^v/, ''));
  if (!version) {
    throw new ReleaseRefused([
      `'${given}' is not a semantic version: give MAJOR.MINOR.PATCH with an optional pre-release, such as 1.0.0, 1.2.3 or 2.0.0-rc.1 (https://semver.org; no build metadata).`,
    ]);
  }
  const root = gitMaybe(cwd, ['rev-parse', '--show-toplevel']);
  if (root === undefined) throw new ReleaseRefused([`${cwd} is not in a git work tree: run the release from the repository's clone.`]);
  const text = formatVersion(version);
  const problems: string[] = [];

  const maintenance = `releases/v${version.major}`;
  const branch = gitMaybe(root, ['symbolic-ref', '--quiet', '--short', 'HEAD']) ?? '';
  if (branch === '')
    problems.push(
      `HEAD is detached: run \`git switch main\` (or ${maintenance} for a fix to an earlier major), then run the release again.`,
    );
  else if (branch !== 'main' && branch !== maintenance) {
    problems.push(
      `You are on '${branch}': releases are made from main, or from ${maintenance} for a fix to an earlier major. Run \`git switch main && git pull\`, then run the release again.`,
    );
  }

  const status = git(root, ['status', '--porcelain', '--untracked-files=all']);
  if (status !== '') {
    problems.push(
      `The work tree has uncommitted changes (${listFiles(status)}): commit them, or put them aside with \`git stash --include-untracked\`, then run the release again.`,
    );
  }

  // The remote's tags count as much as the clone's: a clone without tags (a CI checkout) must not move v1 back.
  const remote = (branch && gitMaybe(root, ['config', `branch.${branch}.remote`])) || 'origin';
  let onRemote = new Map<string, RemoteTag>();
  try {
    onRemote = remoteTags(root, remote);
  } catch (error) {
    const why = error instanceof GitError ? error.message : String(error);
    problems.push(
      `Could not read the tags of the remote '${remote}' (${why}): the release is compared with the remote's releases, so that a clone without tags cannot release a lower version. Check the remote and your access to it, then run the release again.`,
    );
  }
  const known = [...new Set([...releaseTags(root), ...[...onRemote.keys()].filter((tag) => /^v\d+\.\d+\.\d+/.test(tag))])];
  // On a maintenance branch only its own major counts: 1.4.1 may follow 2.0.0 there.
  const last = latestTag(known, branch === maintenance ? (v) => v.major === version.major : undefined);
  if (last && compareVersions(version, last.version) <= 0) {
    problems.push(
      `${text} is not greater than the last release, ${last.tag}: choose a higher version (next: ${nextVersions(last.version).join(', ')}).`,
    );
  }

  let notes = '';
  const changelogFile = join(root, 'CHANGELOG.md');
  const changelog = existsSync(changelogFile) ? readFileSync(changelogFile, 'utf8') : undefined;
  const section = changelog === undefined ? undefined : changelogSection(changelog, text);
  const unreleased = (changelog === undefined ? '' : (changelogSection(changelog, 'Unreleased') ?? ''))
    .replace(/<!--[\s\S]*?-->/g, '')
    .split('\n')
    .filter((line) => /^\s*[-*+]\s+\S/.test(line)).length;
  if (section === undefined) {
    problems.push(
      `CHANGELOG.md has no section for ${text}: move the entries under '## [Unreleased]' to a new '## [${text}] - ${today()}' below it (keep '## [Unreleased]', empty), add the link for [${text}] at the bottom, commit, and run the release again.`,
    );
  } else if (section === '') {
    problems.push(
      `CHANGELOG.md's section for ${text} is empty: list what the release changes under it, commit, and run the release again.`,
    );
  } else notes = section;

  // The version commit and the annotated tags need an identity; without one, git would stop halfway.
  if (gitMaybe(root, ['var', 'GIT_COMMITTER_IDENT']) === undefined) {
    problems.push('git does not know who you are: set `git config user.name` and `git config user.email`, then run the release again.');
  }

  const packageFile = join(root, 'package.json');
  const packageText = existsSync(packageFile) ? readFileSync(packageFile, 'utf8') : '';
  if (packageText === '') problems.push(`There is no package.json in ${root}: run the release from the action's repository.`);
  // Never lower package.json's version (a release older than what main already says).
  const declared = packageText === '' ? undefined : parseVersion(packageVersion(packageText) ?? '');
  if (declared && compareVersions(version, declared) < 0) {
    problems.push(
      `${text} is lower than package.json's version, ${formatVersion(declared)}: releasing it would lower the version. Release ${formatVersion(declared)} or a higher version.`,
    );
  }

  if (problems.length > 0) throw new ReleaseRefused(problems);
  return { root, version, branch, last: last?.tag, notes, packageText, remote, remoteTags: onRemote, unreleased };
}

interface Step {
  /** What the step does, as an infinitive: "create the tag v1.0.0". */
  readonly says: string;
  readonly run: () => void;
}

/** Checks, then tags (or, with `dryRun`, says what it would do). */
export function release(options: ReleaseOptions): void {
  const { write } = options;
  const checked = check(options.cwd, options.version);
  const { root, version, branch } = checked;
  const text = formatVersion(version);
  const tag = `v${text}`;

  write(`Rebuilding dist/ with \`${options.bundle.display}\` to compare it with the commit (it is put back as it was)…`);
  const stale = checkDist(root, options.bundle);
  if (stale !== undefined) throw new ReleaseRefused([stale]);

  write(`Checks passed for ${tag}:`);
  write(`  - on ${branch}, nothing uncommitted`);
  write(`  - ${checked.last ? `${text} is greater than the last release, ${checked.last}` : 'no release tag yet: this is the first'}`);
  write(`  - CHANGELOG.md has a section for ${text} (the release notes, ${checked.notes.split('\n').length} lines)`);
  write(`  - dist/ matches a fresh \`${options.bundle.display}\``);
  if (checked.unreleased > 0) {
    write(
      `Warning: CHANGELOG.md's '## [Unreleased]' still holds ${checked.unreleased} ${checked.unreleased === 1 ? 'entry' : 'entries'}, which the notes of ${tag} leave out: if they are part of it, move them under '## [${text}]', commit, and run the release again.`,
    );
  }

  const current = packageVersion(checked.packageText);
  const bump = current !== text;
  const lockFile = join(root, 'package-lock.json');
  const hasLock = existsSync(lockFile);
  const head = git(root, ['rev-parse', 'HEAD']);
  const steps: Step[] = [];
  if (bump) {
    const files = hasLock ? 'package.json and package-lock.json' : 'package.json';
    // Computed now, so that a file the edit cannot handle refuses the release before anything is written.
    const edits: [string, string][] = [];
    try {
      edits.push([join(root, 'package.json'), setPackageVersion(checked.packageText, text)]);
      if (hasLock) edits.push([lockFile, setLockVersion(readFileSync(lockFile, 'utf8'), text)]);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new ReleaseRefused([`${why}: set it with \`npm version ${text} --no-git-tag-version\`, commit, and run the release again.`]);
    }
    steps.push({
      says: `set the version in ${files} from ${current ?? '(none)'} to ${text} and commit that as "Release ${tag}"`,
      run: () => {
        for (const [file, content] of edits) writeFileSync(file, content);
        git(root, ['add', '--', ...edits.map(([file]) => file)]);
        git(root, ['commit', '--quiet', '-m', `Release ${tag}`]);
      },
    });
  } else {
    write(`package.json already says ${text}: no version commit.`);
  }
  const target = bump ? 'the version commit' : `HEAD (${head.slice(0, 12)})`;
  steps.push({
    says: `create the annotated tag ${tag} on ${target}, its message holding the release notes`,
    run: () => git(root, ['tag', '--annotate', '--cleanup=verbatim', '-m', `${tag}\n\n${checked.notes}\n`, tag, 'HEAD']),
  });

  const majorTag = majorTagOf(version);
  const majorBefore = majorTag ? gitMaybe(root, ['rev-parse', '--quiet', '--verify', `refs/tags/${majorTag}`]) : undefined;
  if (majorTag) {
    const at = tagCommit(root, majorTag);
    steps.push({
      says: at ? `move ${majorTag} from ${at.slice(0, 12)} to ${tag}` : `create ${majorTag} at ${tag}`,
      run: () => git(root, ['tag', '--force', '--annotate', '-m', `${majorTag}: ${tag}`, majorTag, `refs/tags/${tag}^{commit}`]),
    });
  } else {
    write(`${tag} ${version.prerelease.length > 0 ? 'is a pre-release' : 'is a 0.x release'}: no major tag moves.`);
  }

  // The branch goes along when it holds a commit the remote does not have (as last fetched): the version commit, say.
  const { remote } = checked;
  const onRemote = gitMaybe(root, ['merge-base', '--is-ancestor', 'HEAD', `refs/remotes/${remote}/${branch}`]) !== undefined;
  const refs = [...(bump || !onRemote ? [branch] : []), `refs/tags/${tag}`, ...(majorTag ? [`refs/tags/${majorTag}`] : [])];
  // The major tag moves only from where the remote has it now (or is created where it has none): a lease, not a blind force.
  const lease = majorTag ? ` --force-with-lease=refs/tags/${majorTag}:${checked.remoteTags.get(majorTag)?.object ?? ''}` : '';
  const push = `git push --atomic${lease} ${remote} ${refs.join(' ')}`;

  if (options.dryRun) {
    write('It would:');
    for (const step of steps) write(`  - ${step.says}`);
    write(`and then print the command that publishes ${majorTag ? `${tag} and ${majorTag}` : tag}:`);
    write(`  ${push}`);
    write('Dry run: nothing was changed.');
    return;
  }
  for (const step of steps) {
    step.run();
    write(`Done: ${step.says}.`);
  }
  write('Nothing is pushed yet. Publish the release with:');
  write(`  ${push}`);
  write(
    `Pushing ${tag} starts the release workflow (.github/workflows/release.yml).${majorTag ? ` The lease lets ${majorTag} move on the remote only from where it is now; if someone moved it since, the push is refused.` : ''}`,
  );
  const undo = [`git tag -d ${tag}`];
  if (majorTag) undo.push(majorBefore ? `git update-ref refs/tags/${majorTag} ${majorBefore}` : `git tag -d ${majorTag}`);
  if (bump) undo.push('git reset --keep HEAD~1');
  write(`To undo it before pushing: ${undo.join(' && ')}`);
}
