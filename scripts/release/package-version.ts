/**
 * The version in package.json and package-lock.json, set by editing the one
 * line that holds it, so the files keep their layout (and `npm ci` sees the
 * same lockfile). Each edit is checked by parsing the result: only the
 * version may have changed.
 */
import { isDeepStrictEqual } from 'node:util';

type Json = Record<string, unknown>;

/** The version field of package.json, or undefined when it has none. */
export function packageVersion(text: string): string | undefined {
  const version = (JSON.parse(text) as Json).version;
  return typeof version === 'string' ? version : undefined;
}

/** Replaces the value of the first `"version": "…"` at exactly `indent` spaces. */
function replaceVersionLine(text: string, indent: number, version: string): string {
  const line = new RegExp(`^( {${indent}}"version"\\s*:\\s*")[^"]*(")`, 'm');
  return text.replace(line, `$1${version}$2`);
}

/** package.json with `version` set; throws when the edit would change anything else. */
export function setPackageVersion(text: string, version: string): string {
  const updated = replaceVersionLine(text, 2, version);
  const expected = { ...(JSON.parse(text) as Json), version };
  if (!isDeepStrictEqual(JSON.parse(updated), expected)) throw new Error(`could not set the version in package.json to ${version}`);
  return updated;
}

/** package-lock.json with the root's `version` and `packages[""].version` set; throws when anything else would change. */
export function setLockVersion(text: string, version: string): string {
  const lock = JSON.parse(text) as Json & { packages?: Record<string, Json> };
  let updated = replaceVersionLine(text, 2, version);
  const root = lock.packages?.[''];
  // In lockfile v2/v3 the root package comes first under "packages", so its version is the first at six spaces.
  if (root) updated = replaceVersionLine(updated, 6, version);
  const expected = { ...lock, version, ...(root && { packages: { ...lock.packages, '': { ...root, version } } }) };
  if (!isDeepStrictEqual(JSON.parse(updated), expected)) throw new Error(`could not set the version in package-lock.json to ${version}`);
  return updated;
}
