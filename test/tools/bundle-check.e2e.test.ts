/**
 * The bundle the end-to-end tests run (built from the current `src/` with `npm run bundle`'s flags) holds each
 * module in one chunk only: `npm run bundle` checks `dist/` the same way (scripts/bundle-check.ts).
 */
import { describe, expect, it } from 'vitest';
import { DIST } from '../../tools/action.ts';
import { copies, readChunks } from '../../scripts/bundle-check.ts';

describe('the bundle', () => {
  it('has no module in more than one chunk', () => {
    const chunks = readChunks(DIST);
    expect(chunks.length).toBeGreaterThan(1);
    expect(copies(chunks)).toEqual([]);
  });
});
