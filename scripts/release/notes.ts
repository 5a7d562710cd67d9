/**
 * Prints the CHANGELOG.md section of a release: the notes of its GitHub
 * release, so that the notes come from one place.
 *
 *   node scripts/release/notes.ts v1.0.0 [CHANGELOG.md]
 */
import { readFileSync } from 'node:fs';
import { changelogSection } from './changelog.ts';
import { formatVersion, parseTag } from './semver.ts';

const [tag = '', file = 'CHANGELOG.md'] = process.argv.slice(2);
const version = parseTag(tag.startsWith('v') ? tag : `v${tag}`);
if (!version) {
  process.stderr.write(`'${tag}' is not a release tag such as v1.0.0 or v2.0.0-rc.1.\n`);
  process.exit(1);
}
const section = changelogSection(readFileSync(file, 'utf8'), formatVersion(version));
if (!section) {
  process.stderr.write(`${file} has no section '## [${formatVersion(version)}]' with entries: add it, then tag again.\n`);
  process.exit(1);
}
process.stdout.write(`${section}\n`);
