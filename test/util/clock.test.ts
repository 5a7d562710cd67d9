/**
 * The one timer helper clamps every delay to what Node's timers accept
 * (2^31 - 1 ms), and the run's clock is monotonic: a step of the system clock
 * moves neither a deadline nor a duration, while timestamps keep the wall clock.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_TIMER_MS, now, setTimer, sleep, wall } from '../../src/util/clock.ts';
import { RunLimits } from '../../src/util/deadline.ts';
import { ServerClock } from '../../src/ledger/clock.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The delay `setTimer` hands Node's `setTimeout` for `ms`. */
function timerDelay(ms: number): number {
  const spy = vi.spyOn(globalThis, 'setTimeout');
  try {
    clearTimeout(setTimer(() => undefined, ms));
    return spy.mock.calls[0]![1]!;
  } finally {
    spy.mockRestore();
  }
}

describe('setTimer: what a timer accepts', () => {
  it('clamps to 2^31 - 1 ms, takes a past or unreadable delay as 0, and rounds up', () => {
    expect(MAX_TIMER_MS).toBe(2 ** 31 - 1);
    expect(timerDelay(2_147_484_000)).toBe(MAX_TIMER_MS);
    expect(timerDelay(5_000_000_000)).toBe(MAX_TIMER_MS);
    expect(timerDelay(Infinity)).toBe(MAX_TIMER_MS);
    expect(timerDelay(-5)).toBe(0);
    expect(timerDelay(Number.NaN)).toBe(0);
    expect(timerDelay(1.2)).toBe(2);
    expect(timerDelay(1500)).toBe(1500);
  });

  it("a huge delay does not fire at once (Node's TimeoutOverflowWarning)", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error): void => {
      warnings.push(warning.name);
    };
    process.on('warning', onWarning);
    try {
      let fired = false;
      const timer = setTimer(() => {
        fired = true;
      }, 2_147_484_000);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(fired).toBe(false);
      clearTimeout(timer);
      expect(warnings).not.toContain('TimeoutOverflowWarning');
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('sleep with a delay past the limit waits (and is cancelled) rather than resolving at once', async () => {
    const controller = new AbortController();
    const sleeping = sleep(3_000_000_000, controller.signal);
    let settled = false;
    sleeping.then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(settled).toBe(false);
    controller.abort();
    await expect(sleeping).rejects.toThrow('cancelled');
  });
});

describe('the run clock is monotonic; timestamps take the wall clock', () => {
  it("a step of the system clock (Date.now an hour ahead) moves neither now() nor a deadline's time left", () => {
    const limits = new RunLimits(new AbortController().signal);
    limits.start(60_000, 'timeout-seconds');
    const before = now();
    const stepped = Date.now() + 3_600_000;
    vi.spyOn(Date, 'now').mockReturnValue(stepped);
    expect(now() - before).toBeLessThan(1000);
    expect(limits.timeLeft()).toBeGreaterThan(59_000);
    expect(limits.timeLeft()).toBeLessThanOrEqual(60_000);
    // Written timestamps: the wall clock as it is.
    expect(wall()).toBe(stepped);
  });

  it("the ledger's clock: the wall clock until GitHub's Date header is known, then GitHub's time on the monotonic clock", () => {
    const clock = new ServerClock();
    const wall = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(wall + 3_600_000);
    expect(clock.now()).toBe(wall + 3_600_000);
    vi.restoreAllMocks();
    const github = Date.parse('2030-01-01T00:00:00Z');
    clock.note({ date: new Date(github).toUTCString() });
    vi.spyOn(Date, 'now').mockReturnValue(wall - 7_200_000);
    expect(Math.abs(clock.now() - (github + 500))).toBeLessThan(1000);
  });
});
