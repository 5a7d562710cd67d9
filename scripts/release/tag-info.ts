/**
 * What the release workflow needs to know about a pushed tag, as lines for
 * $GITHUB_OUTPUT:
 *
 *   version=1.2.3
 *   prerelease=false
 *   major-tag=v1     (empty for a pre-release, a 0.x release, or when a higher release of the same major is tagged)
 *
 *   node scripts/release/tag-info.ts v1.2.3 >> "$GITHUB_OUTPUT"
 *
 * Exits 1 for a tag that is not a release tag (v1.2, v1.2.3+build).
 */
import { git, releaseTags } from './git.ts';
import { compareVersions, formatVersion, isPrerelease, latestTag, majorTagOf, parseTag } from './semver.ts';

const tag = process.argv[2] ?? '';
const version = parseTag(tag);
if (!version) {
  process.stderr.write(
    `'${tag}' is not a release tag: a release tag is v<major>.<minor>.<patch>, with an optional pre-release (v2.0.0-rc.1).\n`,
  );
  process.exit(1);
}
const root = git(process.cwd(), ['rev-parse', '--show-toplevel']);
const highest = latestTag(releaseTags(root), (v) => v.major === version.major && !isPrerelease(v));
const newest = !highest || compareVersions(version, highest.version) >= 0;
const majorTag = newest ? (majorTagOf(version) ?? '') : '';
process.stdout.write(`version=${formatVersion(version)}\nprerelease=${String(isPrerelease(version))}\nmajor-tag=${majorTag}\n`);
