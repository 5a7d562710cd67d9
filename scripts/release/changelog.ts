/**
 * The section of one version in a Keep a Changelog file (https://keepachangelog.com/en/1.1.0/):
 * what the release script checks for and what the release workflow uses as the GitHub release's notes.
 */

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A link reference definition, `[1.0.0]: https://…`, as Keep a Changelog puts them at the end of the file. */
const LINK_DEFINITION = /^\[[^\]]+\]:\s*\S+/;

/**
 * The body of the `## [<version>]` section (its heading may go on, as in
 * `## [1.0.0] - 2025-06-30`), up to the next second-level heading or the
 * link definitions at the end, trimmed; undefined when there is no such
 * section. `version` is the version without the `v` (`1.0.0`, `2.0.0-rc.1`).
 */
export function changelogSection(changelog: string, version: string): string | undefined {
  const lines = changelog.split(/\r?\n/);
  const heading = new RegExp(`^##\\s+\\[${escapeRegExp(version)}\\](?:\\s|$)`);
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) return undefined;
  const body: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^##?\s/.test(line) || LINK_DEFINITION.test(line)) break;
    body.push(line);
  }
  return body.join('\n').trim();
}
