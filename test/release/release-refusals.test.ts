/**
 * What `npm run release` refuses, each time with a message that says what to
 * do, and that a refusal leaves the clone as it was (dist/ included).
 */
import { describe, expect, it } from 'vitest';
import { bundleWriting, useRepo } from './repo.ts';

const repo = useRepo();

describe('npm run release refuses', () => {
  it('refuses a dirty work tree before building anything, saying what to do', () => {
    repo.write('CHANGELOG.md', `${repo.read('CHANGELOG.md')}\nedited\n`);
    repo.write('notes.txt', 'untracked\n');
    const before = repo.snapshot();
    // The bundle would fail loudly: it must not even run.
    const run = repo.release(['1.0.0'], { RELEASE_BUNDLE_COMMAND: JSON.stringify([process.execPath, '-e', 'process.exit(9)']) });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'Release refused:\n  - The work tree has uncommitted changes (CHANGELOG.md, notes.txt): commit them, or put them aside with `git stash --include-untracked`, then run the release again.\n',
    );
    expect(repo.snapshot()).toBe(before);
  });

  it('refuses a stale dist/ (a changed file or a new chunk) and puts dist/ back as committed', () => {
    repo.write('dist/index.js', 'bundle 0\n');
    repo.commit('An old bundle');
    const before = repo.snapshot();
    const run = repo.release(['1.0.0']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('dist/ differs from a fresh `');
    expect(run.stderr).toContain(' M dist/index.js');
    expect(run.stderr).toMatch(/Run `.+`, commit dist\/, and try again\./);
    expect(repo.snapshot()).toBe(before);

    repo.write('dist/index.js', 'bundle 1\n');
    repo.commit('The fresh bundle');
    const chunk = repo.release(['1.0.0'], { RELEASE_BUNDLE_COMMAND: bundleWriting({ 'dist/42.index.js': 'a new chunk\n' }) });
    expect(chunk.code).toBe(1);
    expect(chunk.stderr).toContain('(1 file):\n    ?? dist/42.index.js');
    expect(repo.git('status', '--porcelain', '--untracked-files=all')).toBe('');
    expect(repo.git('tag')).toBe('');
  });

  it('refuses a version without its CHANGELOG section, or with an empty one', () => {
    const run = repo.release(['1.2.0']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /CHANGELOG\.md has no section for 1\.2\.0: move the entries under '## \[Unreleased\]' to a new '## \[1\.2\.0\] - \d{4}-\d{2}-\d{2}' below it/,
    );

    repo.write('CHANGELOG.md', repo.read('CHANGELOG.md').replace('## [Unreleased]', '## [Unreleased]\n\n## [1.2.0] - 2025-08-01'));
    repo.commit('An empty section');
    expect(repo.release(['1.2.0']).stderr).toContain("CHANGELOG.md's section for 1.2.0 is empty");
    expect(repo.git('tag')).toBe('');
  });

  it('refuses what is not a semantic version', async () => {
    const versions = ['1.0', 'v1.0.0.0', '01.0.0', '1.0.0+build.5', 'latest'];
    const runs = await Promise.all(versions.map((version) => repo.releaseAsync([version])));
    runs.forEach((run, i) => {
      expect(run.code, versions[i]).toBe(1);
      expect(run.stderr).toBe(
        `Release refused:\n  - '${versions[i]!}' is not a semantic version: give MAJOR.MINOR.PATCH with an optional pre-release, such as 1.0.0, 1.2.3 or 2.0.0-rc.1 (https://semver.org; no build metadata).\n`,
      );
    });
  });

  it('reports every problem at once: the branch, uncommitted changes and the missing section', () => {
    repo.git('switch', '--quiet', '-c', 'feature');
    repo.write('scratch.txt', 'x\n');
    const run = repo.release(['1.5.0']);
    expect(run.code).toBe(1);
    const problems = run.stderr.split('\n').filter((line) => line.startsWith('  - '));
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain("You are on 'feature': releases are made from main, or from releases/v1 for a fix to an earlier major.");
  });

  it('refuses when git cannot tell who makes the commit and the tags', () => {
    repo.git('config', 'user.useConfigOnly', 'true');
    const anonymous = {
      GIT_AUTHOR_NAME: undefined,
      GIT_AUTHOR_EMAIL: undefined,
      GIT_COMMITTER_NAME: undefined,
      GIT_COMMITTER_EMAIL: undefined,
    };
    const run = repo.release(['1.0.0'], anonymous);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('git does not know who you are: set `git config user.name` and `git config user.email`');
  });
});
