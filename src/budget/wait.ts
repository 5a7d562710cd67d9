import type { Clock } from '../util/clock.js';

/** Sleeps `ms`, calling `progress` with the time left once a minute. */
export async function sleepWithProgress(
  clock: Clock,
  ms: number,
  signal: AbortSignal | undefined,
  progress: (leftMs: number) => void,
): Promise<void> {
  const end = clock.now() + ms;
  for (;;) {
    const left = end - clock.now();
    if (left <= 0) return;
    await clock.sleep(Math.min(left, 60_000), signal);
    const after = end - clock.now();
    if (after > 0) progress(after);
  }
}
