/**
 * `npm run release -- <version>` end to end (scripts/release.ts as a child
 * process) in a throwaway clone with a bare origin: what it tags and commits,
 * and that the push command it prints publishes the release, the moved major
 * tag included. What it refuses: release-refusals.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useRepo } from './repo.ts';

const repo = useRepo();

describe('npm run release', () => {
  it('1.0.0: sets the version, commits, tags v1.0.0 and v1 at that commit, prints the push, pushes nothing', () => {
    const before = repo.git('rev-parse', 'HEAD');
    const run = repo.release(['1.0.0']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);

    const head = repo.git('rev-parse', 'HEAD');
    expect(repo.git('rev-parse', 'HEAD^')).toBe(before);
    expect(repo.git('log', '-1', '--format=%s')).toBe('Release v1.0.0');
    expect(JSON.parse(repo.read('package.json'))).toMatchObject({ version: '1.0.0' });
    const lock = JSON.parse(repo.read('package-lock.json')) as { version: string; packages: Record<string, { version: string }> };
    expect([lock.version, lock.packages['']?.version]).toEqual(['1.0.0', '1.0.0']);
    expect(repo.git('status', '--porcelain', '--untracked-files=all')).toBe('');

    expect(repo.git('cat-file', '-t', 'v1.0.0')).toBe('tag'); // annotated
    expect(repo.commitOf('v1.0.0')).toBe(head);
    expect(repo.commitOf('v1')).toBe(head);
    expect(repo.git('tag', '-l', '--format=%(contents)', 'v1.0.0')).toContain('- The first feature.');

    expect(run.stdout).toContain('  git push --atomic --force-with-lease=refs/tags/v1: origin main refs/tags/v1.0.0 refs/tags/v1\n');
    expect(run.stdout).toContain('To undo it before pushing: git tag -d v1.0.0 && git tag -d v1 && git reset --keep HEAD~1');
    expect(repo.git('ls-remote', '--tags', repo.origin)).toBe('');

    repo.pushAsPrinted(run.stdout);
    const remote = repo.git('ls-remote', repo.origin);
    expect(remote).toContain(`${head}\trefs/heads/main`);
    expect(remote).toContain(`${head}\trefs/tags/v1.0.0^{}`);
    expect(remote).toContain(`${head}\trefs/tags/v1^{}`);
  });

  it('then refuses 0.9.0 and 1.0.0 again, and 1.1.0 moves v1, which the printed push moves on the remote too', () => {
    repo.pushAsPrinted(repo.release(['1.0.0']).stdout);
    const before = repo.snapshot();
    for (const version of ['0.9.0', '1.0.0']) {
      const refused = repo.release([version]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        `${version} is not greater than the last release, v1.0.0: choose a higher version (next: 1.0.1, 1.1.0, 2.0.0)`,
      );
      expect(repo.snapshot()).toBe(before);
    }

    const run = repo.release(['v1.1.0']);
    expect(run.code).toBe(0);
    const head = repo.git('rev-parse', 'HEAD');
    expect(run.stdout).toMatch(/Done: move v1 from [0-9a-f]{12} to v1\.1\.0\./);
    expect(run.stdout).toContain(
      `To undo it before pushing: git tag -d v1.1.0 && git update-ref refs/tags/v1 ${repo.git('ls-remote', repo.origin, 'refs/tags/v1').split('\t')[0]!}`,
    );
    expect(repo.commitOf('v1')).toBe(head);
    repo.pushAsPrinted(run.stdout);
    expect(repo.git('ls-remote', repo.origin)).toContain(`${head}\trefs/tags/v1^{}`);
  });

  it('makes no version commit when package.json already says the version (prepared in a pull request)', () => {
    repo.write('package.json', repo.read('package.json').replace('"version": "0.1.0"', '"version": "1.0.0"'));
    repo.commit('Prepare 1.0.0');
    repo.git('push', '--quiet', 'origin', 'main');
    const head = repo.git('rev-parse', 'HEAD');

    const run = repo.release(['1.0.0']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('package.json already says 1.0.0: no version commit.');
    expect(repo.git('rev-parse', 'HEAD')).toBe(head);
    expect(repo.commitOf('v1.0.0')).toBe(head);
    expect(repo.commitOf('v1')).toBe(head);
    // main is on the remote already: only the tags to push.
    expect(run.stdout).toContain('  git push --atomic --force-with-lease=refs/tags/v1: origin refs/tags/v1.0.0 refs/tags/v1\n');
  });

  it('--dry-run runs every check, says what it would do and changes nothing', () => {
    const before = repo.snapshot();
    const run = repo.release(['1.0.0', '--dry-run']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('dist/ matches a fresh');
    expect(run.stdout).toContain('It would:\n  - set the version in package.json and package-lock.json from 0.1.0 to 1.0.0');
    expect(run.stdout).toContain('  - create the annotated tag v1.0.0 on the version commit');
    expect(run.stdout).toContain('  - create v1 at v1.0.0');
    expect(run.stdout).toContain(
      '  git push --atomic --force-with-lease=refs/tags/v1: origin main refs/tags/v1.0.0 refs/tags/v1\nDry run: nothing was changed.\n',
    );
    expect(repo.snapshot()).toBe(before);

    // A dry run that finds a problem refuses as the real run would.
    repo.write('dist/index.js', 'stale\n');
    repo.commit('A stale bundle');
    const refused = repo.release(['1.0.0', '--dry-run']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Release refused \(dry run\):\n {2}- dist\/ differs/);
  });

  it('2.0.0-rc.1 is tagged as a pre-release and moves neither v2 nor v1', () => {
    repo.release(['1.0.0']);
    const v1 = repo.commitOf('v1');
    const run = repo.release(['2.0.0-rc.1']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('v2.0.0-rc.1 is a pre-release: no major tag moves.');
    expect(repo.commitOf('v2.0.0-rc.1')).toBe(repo.git('rev-parse', 'HEAD'));
    expect(repo.commitOf('v1')).toBe(v1);
    expect(repo.commitOf('v2')).toBe('');
    expect(run.stdout).toContain('  git push --atomic origin main refs/tags/v2.0.0-rc.1\n');
  });

  it('releases a fix to an earlier major from releases/v1, moving v1 only', () => {
    repo.pushAsPrinted(repo.release(['1.1.0']).stdout);
    repo.write(
      'CHANGELOG.md',
      repo.read('CHANGELOG.md').replace('## [2.0.0-rc.1]', '## [2.0.0] - 2025-07-15\n\n- The next major.\n\n## [2.0.0-rc.1]'),
    );
    repo.commit('2.0.0');
    repo.pushAsPrinted(repo.release(['2.0.0']).stdout);
    const v2 = repo.commitOf('v2');

    repo.git('switch', '--quiet', '-c', 'releases/v1', 'v1.1.0');
    repo.write(
      'CHANGELOG.md',
      repo.read('CHANGELOG.md').replace('## [1.1.0]', '## [1.1.1] - 2025-07-20\n\n- A security fix.\n\n## [1.1.0]'),
    );
    repo.commit('A security fix');
    expect(repo.release(['1.1.1']).code).toBe(0);
    expect(repo.commitOf('v1')).toBe(repo.git('rev-parse', 'HEAD'));
    expect(repo.commitOf('v2')).toBe(v2);
  });
});

describe('scripts/release/tag-info.ts, for the release workflow', () => {
  const info = (tag: string) =>
    spawnSync(process.execPath, [resolve(import.meta.dirname, '../../scripts/release/tag-info.ts'), tag], {
      cwd: repo.work,
      env: repo.env,
      encoding: 'utf8',
    });

  it('names the major tag to move: none for a pre-release or an older release of its major', () => {
    for (const tag of ['v0.9.0', 'v1.0.0', 'v1.1.0', 'v1.2.0-rc.1', 'v2.0.0-rc.1']) repo.git('tag', tag);
    expect(info('v1.1.0').stdout).toBe('version=1.1.0\nprerelease=false\nmajor-tag=v1\n');
    expect(info('v1.0.0').stdout).toBe('version=1.0.0\nprerelease=false\nmajor-tag=\n');
    expect(info('v2.0.0-rc.1').stdout).toBe('version=2.0.0-rc.1\nprerelease=true\nmajor-tag=\n');
    expect(info('v0.9.0').stdout).toBe('version=0.9.0\nprerelease=false\nmajor-tag=\n');
    const refused = info('v1.2');
    expect([refused.status, refused.stdout]).toEqual([1, '']);
    expect(refused.stderr).toContain("'v1.2' is not a release tag");
  });
});
