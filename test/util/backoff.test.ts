import { describe, expect, it } from 'vitest';
import {
  JITTER,
  MAX_RETRY_AFTER_MS,
  baseDelay,
  nextDelay,
  parseRetryAfter,
  retryAfterWarning,
  retryDelay,
} from '../../src/util/backoff.ts';

const schedule = { initialMs: 5000, maxMs: 30_000 };

describe('baseDelay', () => {
  it('keeps the first delay for the first minute', () => {
    expect(baseDelay(schedule, 0)).toBe(5000);
    expect(baseDelay(schedule, 49_000)).toBe(5000);
    expect(baseDelay(schedule, 59_999)).toBe(5000);
    expect(baseDelay(schedule, 60_000)).toBe(6000);
  });

  it('grows with a tenth of the elapsed time, i.e. geometrically by 1.1 per poll', () => {
    expect(baseDelay(schedule, 100_000)).toBe(10_000);
    let elapsed = 60_000;
    const first = baseDelay(schedule, elapsed);
    elapsed += first;
    expect(baseDelay(schedule, elapsed) / first).toBeCloseTo(1.1, 5);
  });

  it('never exceeds the cap', () => {
    expect(baseDelay(schedule, 300_000)).toBe(30_000);
    expect(baseDelay(schedule, 10 * 3_600_000)).toBe(30_000);
  });

  it('honours a first delay larger than a tenth of the elapsed time and a cap equal to it', () => {
    expect(baseDelay({ initialMs: 10_000, maxMs: 10_000 }, 1_000_000)).toBe(10_000);
  });
});

describe('nextDelay', () => {
  it('jitter only shortens, by at most 10%', () => {
    expect(nextDelay(schedule, 0, Infinity, () => 0)).toBe(5000);
    expect(nextDelay(schedule, 0, Infinity, () => 0.999_999)).toBeCloseTo(5000 * (1 - JITTER), 0);
    for (let i = 0; i < 200; i += 1) {
      const d = nextDelay(schedule, 400_000, Infinity);
      expect(d).toBeGreaterThan(30_000 * (1 - JITTER) - 1);
      expect(d).toBeLessThanOrEqual(30_000);
    }
  });

  it('never goes past the deadline', () => {
    expect(nextDelay(schedule, 400_000, 1234, () => 0)).toBe(1234);
    expect(nextDelay(schedule, 400_000, -5, () => 0)).toBe(0);
  });

  it('keeps the sum of delays inside the deadline', () => {
    let elapsed = 0;
    const timeout = 1_800_000;
    while (elapsed < timeout) elapsed += nextDelay(schedule, elapsed, timeout - elapsed);
    expect(elapsed).toBe(timeout);
  });
});

describe('retryDelay', () => {
  it('doubles from the first delay up to the cap', () => {
    const r = (attempt: number) => retryDelay(schedule, attempt, undefined, () => 0);
    expect([1, 2, 3, 4, 5].map(r)).toEqual([5000, 10_000, 20_000, 30_000, 30_000]);
  });

  it('waits at least as long as Retry-After asks', () => {
    expect(retryDelay(schedule, 1, 45_000, () => 0)).toBe(45_000);
    expect(retryDelay(schedule, 3, 1000, () => 0)).toBe(20_000);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date relative to now, never negative', () => {
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('ignores what is absent or unreadable', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-3', now)).toBeUndefined();
  });

  it('takes at most one hour, whatever the service asks, and says so', () => {
    expect(MAX_RETRY_AFTER_MS).toBe(3_600_000);
    expect(parseRetryAfter('3600', now)).toBe(3_600_000);
    expect(retryAfterWarning('3600', now)).toBeUndefined();
    for (const value of ['3601', '100000000000', '9'.repeat(400), 'Fri, 31 Dec 9999 23:59:59 GMT']) {
      expect(parseRetryAfter(value, now)).toBe(3_600_000);
      expect(retryAfterWarning(value, now)).toMatch(/is beyond one hour .*waiting at most one hour/);
    }
  });

  it('warns about an unreadable value and none about a readable one', () => {
    expect(retryAfterWarning('soon', now)).toMatch(/unreadable Retry-After "soon"/);
    expect(retryAfterWarning('1.5', now)).toMatch(/unreadable/);
    expect(retryAfterWarning('Sun, 99 Foo 2026 99:00:00 GMT', now)).toMatch(/unreadable/);
    expect(retryAfterWarning('120', now)).toBeUndefined();
    expect(retryAfterWarning(null, now)).toBeUndefined();
  });
});
