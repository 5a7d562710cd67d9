/**
 * When to ask again (ADR 0002). For the first minute every delay is the
 * first delay; after that a tenth of the time already waited, between the
 * first delay and the cap, so a finished job is noticed within 10% of its
 * length. Jitter only shortens a delay, so runs started together spread out
 * without breaking those bounds.
 */
export interface PollSchedule {
  /** First delay, in milliseconds (`poll-interval-seconds`). */
  initialMs: number;
  /** Largest delay, in milliseconds (`max-poll-interval-seconds`). */
  maxMs: number;
}

const GROWTH_RATIO = 0.1;
/** How long the first delay is kept, so that jobs under a minute are noticed within it. */
const STEADY_MS = 60_000;
const JITTER = 0.1;

/**
 * The delay before the next poll (`random` in [0, 1) for the jitter), in whole milliseconds (rounded down, as a
 * timer takes them: rounding up would add to every delay), never past the deadline.
 */
export function nextDelay(schedule: PollSchedule, elapsedMs: number, remainingMs: number, random: () => number = Math.random): number {
  const base = Math.min(schedule.maxMs, Math.max(schedule.initialMs, elapsedMs < STEADY_MS ? 0 : GROWTH_RATIO * elapsedMs));
  const jittered = Math.floor(base * (1 - JITTER * random()));
  return Math.max(0, Math.min(jittered, remainingMs));
}
