/** Semantic versions for release tags: parsing, precedence as semver 2.0.0 §11 orders it, the major tag a release moves. */
import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  formatVersion,
  latestTag,
  majorTagOf,
  nextVersions,
  parseTag,
  parseVersion,
  type Version,
} from '../../scripts/release/semver.ts';

const v = (text: string): Version => {
  const version = parseVersion(text);
  if (!version) throw new Error(`not a version: ${text}`);
  return version;
};

describe('parseVersion', () => {
  it.each(['0.0.0', '1.0.0', '1.2.3', '10.20.30', '2.0.0-rc.1', '1.0.0-alpha', '1.0.0-0.3.7', '1.0.0-x.7.z.92', '1.0.0-x-y-z.--'])(
    'reads %s and writes it back the same',
    (text) => {
      expect(formatVersion(v(text))).toBe(text);
    },
  );

  it('splits the pre-release into numbers and words', () => {
    expect(v('2.0.0-rc.1')).toEqual({ major: 2, minor: 0, patch: 0, prerelease: ['rc', 1] });
  });

  it.each([
    '1',
    '1.0',
    '1.0.0.0',
    'v1.0.0',
    '01.0.0',
    '1.02.0',
    '1.0.0-',
    '1.0.0-rc..1',
    '1.0.0-01',
    '1.0.0+build',
    '1.0.0-rc.1+b',
    ' 1.0.0',
    '9007199254740993.0.0',
  ])('refuses %s', (text) => {
    expect(parseVersion(text)).toBeUndefined();
  });

  it('reads release tags only: v and a version', () => {
    expect(parseTag('v1.2.3')).toEqual(v('1.2.3'));
    for (const tag of ['1.2.3', 'v1', 'v1.2', 'release-1.2.3', 'v1.2.3+b']) expect(parseTag(tag), tag).toBeUndefined();
  });
});

describe('compareVersions', () => {
  it('orders the example of semver 2.0.0 §11, and numbers numerically', () => {
    const ordered = [
      '0.9.0',
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.0.1',
      '1.9.0',
      '1.10.0',
      '2.0.0-rc.1',
      '2.0.0-rc.2',
      '2.0.0-rc.10',
      '2.0.0',
      '10.0.0',
    ];
    expect([...ordered].reverse().sort((a, b) => compareVersions(v(a), v(b)))).toEqual(ordered);
    for (let i = 1; i < ordered.length; i++) {
      expect(compareVersions(v(ordered[i - 1]!), v(ordered[i]!)), `${ordered[i - 1]!} < ${ordered[i]!}`).toBeLessThan(0);
      expect(compareVersions(v(ordered[i]!), v(ordered[i - 1]!))).toBeGreaterThan(0);
    }
    expect(compareVersions(v('1.0.0-rc.1'), v('1.0.0-rc.1'))).toBe(0);
  });
});

describe('majorTagOf', () => {
  it('moves v<major> for a release, nothing for a pre-release or a 0.x release', () => {
    expect(majorTagOf(v('1.4.2'))).toBe('v1');
    expect(majorTagOf(v('2.0.0'))).toBe('v2');
    expect(majorTagOf(v('2.0.0-rc.1'))).toBeUndefined();
    expect(majorTagOf(v('0.9.0'))).toBeUndefined();
  });
});

describe('latestTag', () => {
  const tags = ['v1', 'v1.0.0', 'v1.10.0', 'v1.9.0', 'v2.0.0-rc.1', 'docs-1', 'v0.9.0'];

  it('is the highest release tag, ignoring other tags', () => {
    expect(latestTag(tags)?.tag).toBe('v2.0.0-rc.1');
    expect(latestTag(tags, (version) => version.major === 1)?.tag).toBe('v1.10.0');
    expect(latestTag(['v1', 'latest'])).toBeUndefined();
  });
});

describe('nextVersions', () => {
  it('suggests the next patch, minor and major; after a pre-release, its release', () => {
    expect(nextVersions(v('1.2.3'))).toEqual(['1.2.4', '1.3.0', '2.0.0']);
    expect(nextVersions(v('2.0.0-rc.1'))).toEqual(['2.0.0']);
  });
});
