/**
 * What an impact check sends besides its question: the pull request's changed
 * hunks as the assistant's `context` items, capped so that the request stays
 * small (at most `MAX_CONTEXT_FILES` files and `MAX_HUNK_CHARS` characters of
 * hunks, the largest changes first), and the hash that tells a later push
 * whether anything the check saw has changed.
 *
 * The hunks are untrusted code: they go to the assistant as data, redacted of
 * the run's secrets, and never into a comment or the log.
 */
import { createHash } from 'node:crypto';
import type { ChangedFile } from '../github/files.js';
import { redact } from '../util/redact.js';

/** The most files whose hunks are sent. */
export const MAX_CONTEXT_FILES = 20;
/** The most characters of hunks sent, all files together. */
export const MAX_HUNK_CHARS = 4_000;
/** The most files GitHub lists for a pull request (its files API stops there): an impact check reads them all. */
export const MAX_LISTED_FILES = 3_000;

/** One changed file's hunks, as a context item carries them. */
export interface HunkItem {
  path: string;
  /** The hunks (GitHub's `patch`), cut at a line end when the cap needs it. */
  value: string;
  /** True when the hunks were cut to fit. */
  cut: boolean;
}

/** The hunks sent, and how much the cap left out (said in the comment). */
export interface HunkSelection {
  /** Largest change first. */
  items: HunkItem[];
  /** Changed files in all, and those of them with hunks GitHub gave (binary and very large changes have none). */
  totalFiles: number;
  filesWithHunks: number;
  /** Characters of hunks in all, and sent. */
  totalChars: number;
  sentChars: number;
  /** True when anything was left out or cut. */
  capped: boolean;
}

export interface HunkCaps {
  files: number;
  chars: number;
}

const size = (file: ChangedFile): number => (file.additions ?? 0) + (file.deletions ?? 0);

/** Largest change first (added plus removed lines), then by path, so the order never depends on GitHub's. */
export function byChangeSize(files: readonly ChangedFile[]): ChangedFile[] {
  return [...files].sort((a, b) => size(b) - size(a) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Text cut to at most `max` characters, at the last line end within them when there is one. */
function cutAtLine(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = text.lastIndexOf('\n', max);
  return end > 0 ? text.slice(0, end) : text.slice(0, max);
}

/**
 * The hunks to send: the `caps.files` largest changes that have hunks, and
 * `caps.chars` characters shared among them so that as many files as possible
 * go whole: the smallest first take what they need, and each larger one an
 * equal share of what is left (cut at a line end). Sent largest first.
 */
export function selectHunks(
  files: readonly ChangedFile[],
  caps: HunkCaps = { files: MAX_CONTEXT_FILES, chars: MAX_HUNK_CHARS },
): HunkSelection {
  const withHunks = byChangeSize(files)
    .filter((file) => file.patch !== undefined && file.patch.trim() !== '')
    .map((file) => ({ path: file.path, patch: redact(file.patch ?? '') }));
  const chosen = withHunks.slice(0, caps.files);
  const room = new Map<string, number>();
  let left = caps.chars;
  const smallestFirst = [...chosen].sort((a, b) => a.patch.length - b.patch.length);
  for (const [index, file] of smallestFirst.entries()) {
    const share = Math.floor(left / (smallestFirst.length - index));
    const given = Math.min(file.patch.length, share);
    room.set(file.path, given);
    left -= given;
  }
  const items: HunkItem[] = [];
  for (const file of chosen) {
    const value = cutAtLine(file.patch, room.get(file.path) ?? 0);
    if (value.trim() !== '') items.push({ path: file.path, value, cut: value.length < file.patch.length });
  }
  const totalChars = withHunks.reduce((sum, file) => sum + file.patch.length, 0);
  const sentChars = items.reduce((sum, item) => sum + item.value.length, 0);
  return {
    items,
    totalFiles: files.length,
    filesWithHunks: withHunks.length,
    totalChars,
    sentChars,
    capped: items.length < withHunks.length || items.some((item) => item.cut),
  };
}

/** A context item as the assistant takes it (spec 2.3). */
export interface CodeContextItem {
  type: 'code';
  value: string;
  path?: string;
}

/**
 * The context items of the request: v2 names each file in `path`; v1 takes
 * no `path`, so the hunks carry the file in a unified diff's own header
 * (`--- a/…`, `+++ b/…`) instead.
 */
export function contextItems(selection: HunkSelection, apiVersion: 'v1' | 'v2'): CodeContextItem[] {
  return selection.items.map((item) =>
    apiVersion === 'v2'
      ? { type: 'code', value: item.value, path: item.path }
      : { type: 'code', value: `--- a/${item.path}\n+++ b/${item.path}\n${item.value}` },
  );
}

/** A hunk header's line numbers (`@@ -12,7 +12,9 @@`): a rebase moves them without changing the change. */
const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@/gm;

/**
 * The hash of what the check saw: every changed file's path, status and
 * hunks (their line numbers left out, so a rebase that moves a change is not
 * a new change; a file without hunks by its blob), and the head commit when
 * the list is cut (`head`). 16 hex digits, recorded in the comment's marker.
 */
export function changesHash(files: readonly ChangedFile[], head?: string): string {
  const hash = createHash('sha256').update('impact-v1');
  // The list was cut (GitHub lists at most 3,000 files): what it left out is unseen, so each new head is a new change.
  if (head !== undefined) hash.update(`\0head:${head}`);
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const file of sorted) {
    const hunks = file.patch === undefined ? `blob:${file.sha ?? ''}` : file.patch.replace(HUNK_HEADER, '@@');
    for (const part of [file.path, file.previousPath ?? '', file.status, hunks]) hash.update(`\0${String(part.length)}:${part}`);
  }
  return hash.digest('hex').slice(0, 16);
}
