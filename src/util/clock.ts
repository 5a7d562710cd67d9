import { AbortedError } from './errors.js';

/** Time as the run sees it; tests and the benchmark substitute a virtual clock. */
export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new AbortedError('cancelled'));
        return;
      }
      const onAbort = (): void => {
        clearTimeout(timer);
        reject(new AbortedError('cancelled'));
      };
      const timer = setTimeout(
        () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        Math.max(0, ms),
      );
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};
