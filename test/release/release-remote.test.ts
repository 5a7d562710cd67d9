/**
 * The release is judged against the remote's tags, not the clone's alone
 * (issue 28, finding 4): 1.0.0 released 1.0.1 after a remote 1.1.0 from a
 * clone without tags, lowered package.json's version, and printed a forced,
 * lease-less `+refs/tags/v1`. Now it refuses, and the major tag moves with
 * `--force-with-lease` from where the remote has it. It also warns when
 * `## [Unreleased]` still holds entries the notes leave out (issue 29).
 */
import { describe, expect, it } from 'vitest';
import { useRepo } from './repo.ts';

const repo = useRepo();

describe('npm run release against the remote', () => {
  it('a clone without tags cannot release a version the remote has passed, nor lower package.json', () => {
    repo.pushAsPrinted(repo.release(['1.0.0']).stdout);
    repo.pushAsPrinted(repo.release(['1.1.0']).stdout);
    // What a CI checkout gives: no tags at all.
    repo.git('tag', '-d', 'v1.0.0', 'v1.1.0', 'v1');
    const before = repo.snapshot();
    const run = repo.release(['1.0.1']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('1.0.1 is not greater than the last release, v1.1.0: choose a higher version (next: 1.1.1, 1.2.0, 2.0.0)');
    expect(run.stderr).toContain("1.0.1 is lower than package.json's version, 1.1.0: releasing it would lower the version.");
    expect(repo.snapshot()).toBe(before);
  });

  it("refuses a version lower than package.json's, even with no tag anywhere", () => {
    repo.write('package.json', repo.read('package.json').replace('"version": "0.1.0"', '"version": "1.2.0"'));
    repo.commit('Prepare 1.2.0');
    const run = repo.release(['1.1.0']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      "Release refused:\n  - 1.1.0 is lower than package.json's version, 1.2.0: releasing it would lower the version. Release 1.2.0 or a higher version.\n",
    );
  });

  it('moves the major tag with a lease on its remote value: a push after someone else moved it is refused', () => {
    repo.pushAsPrinted(repo.release(['1.0.0']).stdout);
    const remoteV1 = repo.git('ls-remote', repo.origin, 'refs/tags/v1').split('\t')[0]!;
    const run = repo.release(['1.1.0']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      `  git push --atomic --force-with-lease=refs/tags/v1:${remoteV1} origin main refs/tags/v1.1.0 refs/tags/v1\n`,
    );
    expect(run.stdout).not.toContain('+refs/tags/v1');
    // Someone moves v1 on the remote in the meantime: the printed push is refused, nothing lands (--atomic).
    repo.git('push', '--quiet', '--force', repo.origin, 'refs/tags/v1.0.0^{commit}:refs/tags/v1');
    const moved = repo.git('ls-remote', repo.origin, 'refs/tags/v1');
    expect(() => {
      repo.pushAsPrinted(run.stdout);
    }).toThrow(/stale info|rejected/);
    expect(repo.git('ls-remote', repo.origin, 'refs/tags/v1')).toBe(moved);
    expect(repo.git('ls-remote', repo.origin, 'refs/tags/v1.1.0')).toBe('');
  });

  it('refuses when the remote cannot be read', () => {
    repo.git('remote', 'set-url', 'origin', '../nowhere.git');
    const run = repo.release(['1.0.0']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Could not read the tags of the remote 'origin' (git ls-remote --tags origin failed:");
  });

  it("warns when '## [Unreleased]' still holds entries the notes leave out", () => {
    repo.write(
      'CHANGELOG.md',
      repo.read('CHANGELOG.md').replace('## [Unreleased]\n', '## [Unreleased]\n\n### Fixed\n\n- A fix not yet in a release.\n'),
    );
    repo.commit('A fix');
    const run = repo.release(['1.0.0', '--dry-run']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      "Warning: CHANGELOG.md's '## [Unreleased]' still holds 1 entry, which the notes of v1.0.0 leave out: if they are part of it, move them under '## [1.0.0]', commit, and run the release again.",
    );
    // The empty section of the fixture (a comment only) says nothing.
    repo.write(
      'CHANGELOG.md',
      repo.read('CHANGELOG.md').replace('### Fixed\n\n- A fix not yet in a release.\n', '<!-- add lines here -->\n'),
    );
    repo.commit('Released');
    expect(repo.release(['1.0.0', '--dry-run']).stdout).not.toContain('Warning:');
  });
});
