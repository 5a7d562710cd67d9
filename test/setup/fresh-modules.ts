/**
 * Vitest setup of the unit project, whose files share their workers (`isolate: false` in vitest.config.ts): the
 * modules a file loaded are dropped when it ends, so the next file loads `src/` afresh. The throttling plugin
 * with them (it is inlined for this): it keeps one Bottleneck group per process that remembers the time of its last
 * request, and a file that moved `Date` on fake timers would otherwise hold the next file's requests until real time
 * caught up.
 */
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.resetModules();
});
