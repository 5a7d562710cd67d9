import { describe, expect, it } from 'vitest';
import { nextDelay } from '../../src/util/backoff.ts';
import { retryAfterMs } from '../../src/service/agent/client.ts';

/** A delay is cut by up to a tenth at random. */
const JITTER = 0.1;
/** The delay before jitter: what `nextDelay` gives when the random draw is 0, with no deadline near. */
const baseDelay = (schedule: Parameters<typeof nextDelay>[0], elapsedMs: number): number =>
  nextDelay(schedule, elapsedMs, Infinity, () => 0);

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

/** The service client's reading of `Retry-After`, for its messages and the budget (ky waits it itself). */
describe('retryAfterMs', () => {
  it('reads delay-seconds', () => {
    expect(retryAfterMs('120')).toBe(120_000);
    expect(retryAfterMs(' 0 ')).toBe(0);
  });

  it('reads an HTTP date relative to now, never negative', () => {
    const ms = retryAfterMs(new Date(Date.now() + 30_000).toUTCString());
    expect(ms).toBeGreaterThan(28_000);
    expect(ms).toBeLessThanOrEqual(30_000);
    expect(retryAfterMs('Sun, 22 Nov 2020 09:00:00 GMT')).toBe(0);
  });

  it('ignores what is absent or unreadable', () => {
    for (const value of [null, '', 'soon', '-3', '1.5']) expect(retryAfterMs(value)).toBeUndefined();
  });

  it('takes at most one hour, whatever the service asks (its limits are hourly)', () => {
    for (const value of ['3600', '3601', '100000000000', '9'.repeat(400), 'Fri, 31 Dec 9999 23:59:59 GMT']) {
      expect(retryAfterMs(value)).toBe(3_600_000);
    }
  });
});
