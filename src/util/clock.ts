/**
 * Time as the run sees it, and the one way it sets a timer.
 *
 * Deadlines and durations are measured on a monotonic clock
 * (`performance.now()`, anchored at the process's start so that it reads as
 * epoch milliseconds): a clock step on the runner (NTP, a VM resumed) neither
 * stretches nor shortens a run. Timestamps that are written down (the ledger's
 * records, when GitHub's clock is not known yet) take the wall clock, `wall()`.
 *
 * Every timer goes through `timerDelay`: Node's timers accept at most
 * 2^31 - 1 ms (about 24.8 days); a longer delay fires at once with a warning
 * (`setTimeout`), so it is clamped instead.
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

/** The run's clock, for deadlines and durations: epoch milliseconds that move at the pace of real time (see above). */
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
