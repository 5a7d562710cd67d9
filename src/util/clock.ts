/**
 * Time as the run sees it, and the one way it sets a timer. Deadlines and
 * durations are on a monotonic clock (`now()`): a clock step on the runner
 * (NTP, a VM resumed) neither stretches nor shortens a run. Timestamps that
 * are written down take the wall clock (`wall()`). Every timer's delay is
 * clamped (`timerDelay`): Node fires a longer one than 2^31 - 1 ms at once.
 */
import { AbortedError } from './errors.js';

/** The longest delay Node's timers accept: 2^31 - 1 ms. */
export const MAX_TIMER_MS = 2_147_483_647;

/** `ms` as a timer accepts it: 0 for a past or unreadable delay, at most `MAX_TIMER_MS`. */
export function timerDelay(ms: number): number {
  if (Number.isNaN(ms) || ms <= 0) return 0;
  return Math.min(MAX_TIMER_MS, Math.ceil(ms));
}

/** `setTimeout` with its delay clamped (`timerDelay`). */
export function setTimer(callback: () => void, ms: number): NodeJS.Timeout {
  return setTimeout(callback, timerDelay(ms));
}

/** Epoch milliseconds on the monotonic clock (`performance`, anchored at the process's start). */
export function now(): number {
  return performance.timeOrigin + performance.now();
}

/** The wall clock, for timestamps written down. */
export function wall(): number {
  return Date.now();
}

/** Waits `ms` (clamped, `timerDelay`); rejects with `AbortedError` when `signal` aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new AbortedError('cancelled'));
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new AbortedError('cancelled'));
    };
    const timer = setTimer(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
