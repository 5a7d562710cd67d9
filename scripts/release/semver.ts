/**
 * Semantic versions as Semantic Versioning 2.0.0 defines them (https://semver.org),
 * for the release tags `v<version>`: parsing, precedence (pre-releases
 * included) and the major tag a release moves. Build metadata (`+…`) is not
 * accepted: it plays no part in precedence, so two tags differing only in it
 * could not be ordered.
 */

export interface Version {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
  /** Pre-release identifiers (`rc.1` → `['rc', 1]`); empty for a release. */
  readonly prerelease: readonly (string | number)[];
}

const NUMERIC = '0|[1-9]\\d*';
const IDENTIFIER = `(?:${NUMERIC}|\\d*[a-zA-Z-][0-9a-zA-Z-]*)`;
const VERSION = new RegExp(`^(${NUMERIC})\\.(${NUMERIC})\\.(${NUMERIC})(?:-(${IDENTIFIER}(?:\\.${IDENTIFIER})*))?$`);

/** `1.2.3` or `2.0.0-rc.1` as a version; undefined when it is not one. */
export function parseVersion(text: string): Version | undefined {
  const match = VERSION.exec(text);
  if (!match) return undefined;
  const [major, minor, patch] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (![major, minor, patch].every(Number.isSafeInteger)) return undefined;
  const prerelease = match[4] === undefined ? [] : match[4].split('.').map((id) => (/^\d+$/.test(id) ? Number(id) : id));
  if (prerelease.some((id) => typeof id === 'number' && !Number.isSafeInteger(id))) return undefined;
  return { major, minor, patch, prerelease };
}

/** A release tag `v1.2.3` (or `v2.0.0-rc.1`) as a version; undefined for any other tag (`v1`, `v1.2`, `1.2.3`). */
export function parseTag(tag: string): Version | undefined {
  return tag.startsWith('v') ? parseVersion(tag.slice(1)) : undefined;
}

export function formatVersion(version: Version): string {
  const core = `${version.major}.${version.minor}.${version.patch}`;
  return version.prerelease.length === 0 ? core : `${core}-${version.prerelease.join('.')}`;
}

export const isPrerelease = (version: Version): boolean => version.prerelease.length > 0;

function compareIdentifiers(a: string | number, b: string | number): number {
  // Numeric identifiers compare numerically and rank below alphanumeric ones, which compare in ASCII order.
  if (typeof a === 'number' && typeof b === 'number') return Math.sign(a - b);
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Precedence, semver 2.0.0 §11: negative when `a` comes before `b`, 0 when equal, positive after. */
export function compareVersions(a: Version, b: Version): number {
  const core = Math.sign(a.major - b.major) || Math.sign(a.minor - b.minor) || Math.sign(a.patch - b.patch);
  if (core !== 0) return core;
  // A pre-release comes before the release itself.
  if (a.prerelease.length === 0 || b.prerelease.length === 0) return Math.sign(b.prerelease.length - a.prerelease.length);
  for (let i = 0; i < Math.min(a.prerelease.length, b.prerelease.length); i++) {
    const order = compareIdentifiers(a.prerelease[i]!, b.prerelease[i]!);
    if (order !== 0) return order;
  }
  // A larger set of identifiers comes after a smaller one whose identifiers all equal its own.
  return Math.sign(a.prerelease.length - b.prerelease.length);
}

/**
 * The moving tag a release points at (`v1` for `1.4.2`), or undefined: a
 * pre-release moves none, and neither does a 0.x release (0.x promises no
 * compatibility between minors, so a `v0` users could pin would mean nothing).
 */
export function majorTagOf(version: Version): string | undefined {
  return isPrerelease(version) || version.major === 0 ? undefined : `v${version.major}`;
}

/** The highest of the release tags among `tags` (other tags ignored) that `filter` keeps; undefined when none. */
export function latestTag(
  tags: readonly string[],
  filter: (version: Version) => boolean = () => true,
): { tag: string; version: Version } | undefined {
  let latest: { tag: string; version: Version } | undefined;
  for (const tag of tags) {
    const version = parseTag(tag);
    if (version && filter(version) && (!latest || compareVersions(version, latest.version) > 0)) latest = { tag, version };
  }
  return latest;
}

/** The next patch, minor and major release after `version`, to suggest when a version is refused. */
export function nextVersions(version: Version): string[] {
  const { major, minor, patch } = version;
  // After a pre-release of x.y.z, x.y.z itself is next.
  if (isPrerelease(version)) return [`${major}.${minor}.${patch}`];
  return [`${major}.${minor}.${patch + 1}`, `${major}.${minor + 1}.0`, `${major + 1}.0.0`];
}
