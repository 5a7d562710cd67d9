/**
 * When to ask again. For the first minute every delay is the first delay, so
 * a job shorter than a minute is noticed within it. After that the delay is a
 * tenth of the time already waited, kept between the first delay and the cap:
 * each delay is 1.1 times the last, so the wait grows geometrically and a
 * finished job is noticed within 10% of its length, up to the cap. Jitter only
 * shortens a delay (by up to 10%), so runs started together spread out without
 * breaking those bounds.
 */
export interface PollSchedule {
  /** First delay, in milliseconds (`poll-interval-seconds`). */
  initialMs: number;
  /** Largest delay, in milliseconds (`max-poll-interval-seconds`). */
  maxMs: number;
}

/** Share of the elapsed time used as the next delay. */
export const GROWTH_RATIO = 0.1;
/** How long the first delay is kept, so that jobs under a minute are noticed within it. */
export const STEADY_MS = 60_000;
/** Largest share a delay is shortened by jitter. */
const JITTER = 0.1;

/** The delay before the next poll, without jitter. */
function baseDelay(schedule: PollSchedule, elapsedMs: number): number {
  const proportional = elapsedMs < STEADY_MS ? 0 : GROWTH_RATIO * elapsedMs;
  return Math.min(schedule.maxMs, Math.max(schedule.initialMs, proportional));
}

/**
 * The delay before the next poll: the base delay shortened by jitter
 * (`random` in [0, 1)), in whole milliseconds (rounded down, as a timer takes
 * them: rounding up would add to every delay), and never past the deadline.
 */
export function nextDelay(schedule: PollSchedule, elapsedMs: number, remainingMs: number, random: () => number = Math.random): number {
  const jittered = Math.floor(baseDelay(schedule, elapsedMs) * (1 - JITTER * random()));
  return Math.max(0, Math.min(jittered, remainingMs));
}
