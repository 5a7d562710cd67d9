/**
 * The CHANGELOG section of a release, as the release script checks it and the
 * release workflow prints it (scripts/release/notes.ts); the repository's own
 * CHANGELOG.md holds the sections the policy asks for.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changelogSection } from '../../scripts/release/changelog.ts';
import { packageVersion, setLockVersion, setPackageVersion } from '../../scripts/release/package-version.ts';
import { CHANGELOG } from './repo.ts';

const ROOT = resolve(import.meta.dirname, '../..');

describe('changelogSection', () => {
  it('is the body under ## [version], up to the next section', () => {
    expect(changelogSection(CHANGELOG, '1.1.0')).toBe('### Added\n\n- A second feature.');
    expect(changelogSection(CHANGELOG, '2.0.0-rc.1')).toBe('### Changed\n\n- The next major, to try.');
  });

  it('ends the last section before the link definitions', () => {
    expect(changelogSection(CHANGELOG, '1.0.0')).toBe('### Added\n\n- The first feature.');
  });

  it('matches the whole version only', () => {
    const text = '## [2.0.0-rc.10]\n\n- ten\n\n## [2.0.0-rc.1]\n\n- one\n\n## [1.0.0.1]\n\n- not semver\n';
    expect(changelogSection(text, '2.0.0-rc.1')).toBe('- one');
    expect(changelogSection(text, '2.0.0')).toBeUndefined();
    expect(changelogSection(text, '1.0.0')).toBeUndefined();
  });

  it('is empty for a section without entries, undefined for none', () => {
    expect(changelogSection(CHANGELOG, 'Unreleased')).toBe('');
    expect(changelogSection(CHANGELOG, '3.0.0')).toBeUndefined();
    expect(changelogSection('## [1.0.0]\r\n\r\n- windows\r\n', '1.0.0')).toBe('- windows');
  });
});

describe("the repository's CHANGELOG.md", () => {
  const changelog = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');
  const version = packageVersion(readFileSync(join(ROOT, 'package.json'), 'utf8'))!;

  it("has an Unreleased section and a section with entries for package.json's version, each with its link", () => {
    expect(changelog).toMatch(/^## \[Unreleased\]$/m);
    expect(changelogSection(changelog, version)).toMatch(/^- \S/m);
    expect(changelog).toMatch(/^\[unreleased\]: https:\/\/github\.com\/docs-agent-action\/docs-agent-action\/compare\/v\S+\.\.\.HEAD$/m);
    expect(changelog).toContain(`[${version}]: https://github.com/docs-agent-action/docs-agent-action/`);
  });

  it('is what notes.ts prints for the tag, and notes.ts refuses a tag without a section', () => {
    const notes = execFileSync(process.execPath, ['scripts/release/notes.ts', `v${version}`], { cwd: ROOT, encoding: 'utf8' });
    expect(notes).toBe(`${changelogSection(changelog, version)!}\n`);
    const missing = spawnSync(process.execPath, ['scripts/release/notes.ts', 'v99.0.0'], { cwd: ROOT, encoding: 'utf8' });
    expect([missing.status, missing.stdout]).toEqual([1, '']);
    expect(missing.stderr).toContain("CHANGELOG.md has no section '## [99.0.0]' with entries");
  });
});

describe('setPackageVersion and setLockVersion', () => {
  it("change the version lines only, keeping the files' layout", () => {
    const pkg = '{\n  "name": "x",\n  "version": "0.1.0",\n  "engines": { "node": ">=24" },\n  "dependencies": { "a": "1.0.0" }\n}\n';
    expect(setPackageVersion(pkg, '1.0.0')).toBe(pkg.replace('0.1.0', '1.0.0'));
    const lock = readFileSync(join(ROOT, 'package-lock.json'), 'utf8');
    const updated = setLockVersion(lock, '9.8.7');
    const lines = lock.split('\n');
    const changed = updated.split('\n').filter((line, i) => line !== lines[i]);
    expect(changed).toEqual(['  "version": "9.8.7",', '      "version": "9.8.7",']);
  });

  it('refuse a file whose version they cannot set alone', () => {
    expect(() => setPackageVersion('{\n  "name": "x"\n}\n', '1.0.0')).toThrow('could not set the version in package.json to 1.0.0');
    expect(() => setLockVersion('{\n  "version": "1",\n  "packages": {\n    "": {\n      "name": "x"\n    }\n  }\n}\n', '2.0.0')).toThrow(
      'could not set the version in package-lock.json',
    );
  });
});
