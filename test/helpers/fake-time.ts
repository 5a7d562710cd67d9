/**
 * Time for the unit tier: vitest's fake timers (`setTimeout`, `Date`,
 * `performance`), so that `now()`, `wall()` and `sleep()` of src/util/clock.ts
 * and every timer of the code under test move together. Real timers come
 * back after each test (the unit files share workers).
 */
import { afterEach, beforeEach, vi } from 'vitest';

/** The instant tests start at (the wall clock). */
export const NOW = Date.parse('2026-11-22T10:00:00Z');

const FAKED = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] as const;

/**
 * Fakes time from `at` on, until `vi.useRealTimers()`: each pending timer
 * fires as soon as the event loop is idle (`nextTimerAsync`), so a 30-minute
 * wait takes milliseconds.
 */
export function startFakeTime(at = NOW): void {
  vi.useFakeTimers({ now: at, toFake: [...FAKED] });
  vi.setTimerTickMode('nextTimerAsync');
}

/**
 * For a whole run in process: `setTimeout` and `performance` (so `now()` and
 * `sleep()`) faked from `at` on, each timer fired as soon as the event loop
 * is idle; `Date` and `setInterval` left real. The GitHub client's
 * throttling (Bottleneck) plans its waits on `Date.now()` and refreshes its
 * reservoirs on intervals: faked, they fire while a request is answered, and
 * the run's clock drifts by minutes (a faked `Date` that jumps makes
 * Bottleneck plan waits of minutes).
 */
export function startRunTime(at = NOW): void {
  vi.useFakeTimers({ now: at, toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  vi.setTimerTickMode('nextTimerAsync');
}

/** Call at the top of a test file (or a `describe`): each test on fake time from `at` (`startFakeTime`). */
export function useFakeTime(at = NOW): void {
  beforeEach(() => {
    startFakeTime(at);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/**
 * Fake time for code that talks to nock (`startFakeTime`), and what it waited: `sleeps`, the delays of the timers
 * it set (0 left out), in order; `now()` the run's clock; `advance(ms)` moves time (an answer that took that long).
 * Give it a deadline without a timer (`deadlineWithoutTimer`): a deadline's timer would fire while nock answers.
 */
export function fakeTimeWithSleeps(at = NOW): { sleeps: number[]; now: () => number; advance: (ms: number) => void } {
  startFakeTime(at);
  const sleeps: number[] = [];
  const fake = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void, ms?: number, ...args: unknown[]) => {
    if (ms !== undefined && ms > 0) sleeps.push(ms);
    return fake(callback, ms, ...args);
  }) as typeof setTimeout);
  return {
    sleeps,
    now: () => performance.timeOrigin + performance.now(),
    advance: (ms) => {
      vi.advanceTimersByTime(ms);
    },
  };
}
