/** What an impact check sends: the hunks capped (largest change first, fair shares), as context items, and the hash. */
import { describe, expect, it } from 'vitest';
import type { ChangedFile } from '../../src/github/files.ts';
import { MAX_CONTEXT_FILES, MAX_HUNK_CHARS, byChangeSize, changesHash, contextItems, selectHunks } from '../../src/affected-pages/hunks.ts';
import { secrets } from '../../src/util/redact.ts';

const hunk = (lines: number, tag = 'x'): string =>
  [`@@ -1,${lines} +1,${lines} @@`, ...Array.from({ length: lines }, (_, i) => `+${tag} line ${i}`)].join('\n');

const file = (path: string, changed: number, patch: string | null = hunk(changed)): ChangedFile => ({
  path,
  status: 'modified',
  additions: changed,
  deletions: 0,
  ...(patch === null ? {} : { patch }),
});

describe('selectHunks', () => {
  it('orders by change size, largest first, then by path; files without hunks are left out of the context', () => {
    const files = [file('b.ts', 3), file('a.ts', 3), file('big.ts', 40), file('image.png', 90, null)];
    expect(byChangeSize(files).map((f) => f.path)).toEqual(['image.png', 'big.ts', 'a.ts', 'b.ts']);
    const selection = selectHunks(files);
    expect(selection.items.map((i) => i.path)).toEqual(['big.ts', 'a.ts', 'b.ts']);
    expect(selection).toMatchObject({ totalFiles: 4, filesWithHunks: 3, capped: false });
    expect(selection.items.every((i) => !i.cut)).toBe(true);
    expect(selection.sentChars).toBe(selection.totalChars);
  });

  it('sends at most 20 files and 4,000 characters: the small ones whole, the large ones an equal share of the rest, cut at a line end', () => {
    const files = [
      ...Array.from({ length: 22 }, (_, i) => file(`small-${String(i).padStart(2, '0')}.ts`, 2)),
      file('huge.ts', 500),
      file('large.ts', 300),
    ];
    const selection = selectHunks(files);
    expect(selection.items).toHaveLength(MAX_CONTEXT_FILES);
    // The largest changes come first and are the ones chosen.
    expect(selection.items.slice(0, 2).map((i) => i.path)).toEqual(['huge.ts', 'large.ts']);
    expect(selection.items.slice(2).map((i) => i.path)).toEqual(
      Array.from({ length: 18 }, (_, i) => `small-${String(i).padStart(2, '0')}.ts`),
    );
    expect(selection.sentChars).toBeLessThanOrEqual(MAX_HUNK_CHARS);
    expect(selection.capped).toBe(true);
    // Every small file went whole; the two large ones shared what was left, about equally, cut at a line end.
    for (const item of selection.items.slice(2)) expect(item.cut).toBe(false);
    const [huge, large] = selection.items;
    expect(huge!.cut && large!.cut).toBe(true);
    expect(Math.abs(huge!.value.length - large!.value.length)).toBeLessThan(40);
    expect(huge!.value.endsWith('\n')).toBe(false);
    expect(hunk(500)).toContain(huge!.value);
    expect(selection).toMatchObject({ totalFiles: 24, filesWithHunks: 24 });
  });

  it('takes the caps it is given', () => {
    const selection = selectHunks([file('a.ts', 10), file('b.ts', 5), file('c.ts', 1)], { files: 2, chars: 50 });
    expect(selection.items.map((i) => i.path)).toEqual(['a.ts', 'b.ts']);
    expect(selection.sentChars).toBeLessThanOrEqual(50);
    expect(selection.capped).toBe(true);
  });

  it("redacts the run's secrets from the hunks", () => {
    secrets.add('hunk_secret_token_123');
    const selection = selectHunks([file('a.ts', 1, '@@ -1 +1 @@\n+const key = "hunk_secret_token_123";')]);
    expect(selection.items[0]!.value).toBe('@@ -1 +1 @@\n+const key = "***";');
  });
});

describe('contextItems', () => {
  const selection = selectHunks([file('src/keys.ts', 2)]);

  it('v2: type code, the hunks as value, the file as path', () => {
    expect(contextItems(selection, 'v2')).toEqual([{ type: 'code', value: hunk(2), path: 'src/keys.ts' }]);
  });

  it('v1: no path (v1 takes none); the file is named by the diff header of the hunks', () => {
    expect(contextItems(selection, 'v1')).toEqual([{ type: 'code', value: `--- a/src/keys.ts\n+++ b/src/keys.ts\n${hunk(2)}` }]);
  });
});

describe('changesHash', () => {
  const files = [file('a.ts', 2), file('b.ts', 3)];

  it('is 16 hex digits, the same whatever the order GitHub lists the files in', () => {
    const hash = changesHash(files);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(changesHash([...files].reverse())).toBe(hash);
  });

  it('changes with a hunk, a path, a status or a file more', () => {
    const hash = changesHash(files);
    expect(changesHash([file('a.ts', 2, hunk(2, 'y')), files[1]!])).not.toBe(hash);
    expect(changesHash([file('c.ts', 2), files[1]!])).not.toBe(hash);
    expect(changesHash([{ ...files[0]!, status: 'added' }, files[1]!])).not.toBe(hash);
    expect(changesHash([...files, file('c.ts', 1)])).not.toBe(hash);
  });

  it('does not change when a rebase only moves the hunks (their line numbers)', () => {
    const moved = files.map((f) => ({ ...f, patch: f.patch!.replace(/^@@ -1,(\d+) \+1,(\d+) @@/, '@@ -40,$1 +42,$2 @@') }));
    expect(moved[0]!.patch).not.toBe(files[0]!.patch);
    expect(changesHash(moved)).toBe(changesHash(files));
  });

  it('tells files without hunks apart by their blob', () => {
    const binary = (sha: string): ChangedFile => ({ path: 'logo.png', status: 'modified', sha });
    expect(changesHash([binary('aaa')])).not.toBe(changesHash([binary('bbb')]));
  });
});
