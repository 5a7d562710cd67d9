import { clip } from './redact.js';

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
export const JITTER = 0.1;

/** The delay before the next poll, without jitter. */
export function baseDelay(schedule: PollSchedule, elapsedMs: number): number {
  const proportional = elapsedMs < STEADY_MS ? 0 : GROWTH_RATIO * elapsedMs;
  return Math.min(schedule.maxMs, Math.max(schedule.initialMs, proportional));
}

/**
 * The delay before the next poll: the base delay shortened by jitter
 * (`random` in [0, 1)), and never past the deadline.
 */
export function nextDelay(schedule: PollSchedule, elapsedMs: number, remainingMs: number, random: () => number = Math.random): number {
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
 * The longest wait a `Retry-After` is taken for: the service's limits are per
 * hour, so no answer of its can mean more than one window.
 */
export const MAX_RETRY_AFTER_MS = 3_600_000;

type RetryAfterReading = { kind: 'absent' } | { kind: 'unreadable' } | { kind: 'delay'; ms: number; clamped: boolean };

/** Delay-seconds or an HTTP date (RFC 9110 §10.2.3), relative to `now`. */
function readRetryAfter(value: string | null | undefined, now: number): RetryAfterReading {
  if (value == null) return { kind: 'absent' };
  const text = value.trim();
  if (text === '') return { kind: 'absent' };
  let ms: number;
  if (/^\d+$/.test(text)) {
    ms = Number(text) * 1000;
  } else {
    // An HTTP date starts with the day name in each of its three forms (RFC 9110 §5.6.7).
    if (!/^[A-Za-z]{3}/.test(text)) return { kind: 'unreadable' };
    const date = Date.parse(text);
    if (Number.isNaN(date)) return { kind: 'unreadable' };
    ms = Math.max(0, date - now);
  }
  if (!Number.isFinite(ms) || ms > MAX_RETRY_AFTER_MS) return { kind: 'delay', ms: MAX_RETRY_AFTER_MS, clamped: true };
  return { kind: 'delay', ms, clamped: false };
}

/**
 * `Retry-After` in milliseconds, at most one hour (`MAX_RETRY_AFTER_MS`):
 * either delay-seconds or an HTTP date, relative to `now`. Undefined when
 * absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  const reading = readRetryAfter(value, now);
  return reading.kind === 'delay' ? reading.ms : undefined;
}

/** What to warn about a `Retry-After` that was not taken as given (beyond an hour, or unreadable); else undefined. */
export function retryAfterWarning(value: string | null | undefined, now: number): string | undefined {
  const reading = readRetryAfter(value, now);
  const shown = JSON.stringify(clip((value ?? '').trim(), 64, { ellipsis: '' }));
  if (reading.kind === 'unreadable') return `ignoring the unreadable Retry-After ${shown} (expected seconds or an HTTP date)`;
  if (reading.kind === 'delay' && reading.clamped)
    return `Retry-After ${shown} is beyond one hour (the service's limits are hourly); waiting at most one hour`;
  return undefined;
}
