/**
 * When to ask again. The delay before the next poll is a tenth of the time
 * already waited, kept between the first delay and the cap: while the job is
 * young it is checked often (a 20-second job is noticed within the first
 * delay), and each delay is 1.1 times the last once past the first delay, so
 * the wait grows geometrically and a finished job is noticed within about 10%
 * of its length, up to the cap. Jitter only shortens a delay (by up to 10%), so
 * runs started together spread out without breaking those bounds.
 */
export interface PollSchedule {
  /** First delay, in milliseconds (`poll-interval-seconds`). */
  initialMs: number;
  /** Largest delay, in milliseconds (`max-poll-interval-seconds`). */
  maxMs: number;
}

/** Share of the elapsed time used as the next delay. */
export const GROWTH_RATIO = 0.1;
/** Largest share a delay is shortened by jitter. */
export const JITTER = 0.1;

/** The delay before the next poll, without jitter. */
export function baseDelay(schedule: PollSchedule, elapsedMs: number): number {
  const proportional = GROWTH_RATIO * Math.max(0, elapsedMs);
  return Math.min(schedule.maxMs, Math.max(schedule.initialMs, proportional));
}

/**
 * The delay before the next poll: the base delay shortened by jitter
 * (`random` in [0, 1)), and never past the deadline.
 */
export function nextDelay(
  schedule: PollSchedule,
  elapsedMs: number,
  remainingMs: number,
  random: () => number = Math.random,
): number {
  const jittered = baseDelay(schedule, elapsedMs) * (1 - JITTER * random());
  return Math.max(0, Math.min(jittered, remainingMs));
}

/**
 * Delay before retrying a failed request: doubling from the first poll delay,
 * capped, with the server's `Retry-After` taking precedence when longer.
 */
export function retryDelay(
  schedule: PollSchedule,
  attempt: number,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(schedule.maxMs, schedule.initialMs * 2 ** Math.max(0, attempt - 1));
  const jittered = exponential * (1 - JITTER * random());
  return Math.max(jittered, retryAfterMs ?? 0);
}

/**
 * `Retry-After` in milliseconds: either delay-seconds or an HTTP date
 * (RFC 9110 §10.2.3), relative to `now`. Undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date starts with the day name in each of its three forms (RFC 9110 §5.6.7).
  if (!/^[A-Za-z]{3}/.test(text)) return undefined;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
