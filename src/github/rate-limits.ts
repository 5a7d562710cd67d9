/**
 * GitHub's rate limits, as this action meets them: which failed requests are
 * a limit (never a missing permission), how the throttling plugin is made to
 * wait out every one of them (the spacing of writes: write-spacing.ts).
 */
import type { Octokit } from '@octokit/core';

/** The longest `Retry-After` waited out; a longer wait gives up at once (a step has minutes, not hours). */
export const MAX_RATE_LIMIT_WAIT_SECONDS = 60;

interface HttpFailure {
  status?: unknown;
  message?: unknown;
  response?: { headers?: Record<string, unknown>; data?: unknown };
}

const SECONDARY = /\bsecondary rate\b/i;
const PRIMARY = /\brate limit exceeded\b/i;

function headerOf(error: HttpFailure, name: string): string | undefined {
  const value = error.response?.headers?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * True when GitHub refused the request because of a rate limit: a 429, or a
 * 403 that carries `retry-after`, an exhausted `x-ratelimit-remaining`, or
 * GitHub's rate-limit message. Such a 403 is never a missing permission.
 */
export function isRateLimited(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const failure = error as HttpFailure;
  if (failure.status === 429) return true;
  if (failure.status !== 403) return false;
  const message = typeof failure.message === 'string' ? failure.message : '';
  return (
    headerOf(failure, 'retry-after') !== undefined ||
    headerOf(failure, 'x-ratelimit-remaining') === '0' ||
    SECONDARY.test(message) ||
    PRIMARY.test(message)
  );
}

/** The plugin-throttling handles a primary limit by these signs; every other limit it sees only by its message. */
function throttlingSeesIt(failure: HttpFailure): boolean {
  const message = typeof failure.message === 'string' ? failure.message : '';
  const errors = (failure.response?.data as { errors?: { type?: unknown }[] } | undefined)?.errors;
  return (
    SECONDARY.test(message) ||
    headerOf(failure, 'x-ratelimit-remaining') === '0' ||
    (Array.isArray(errors) && errors.some((e) => e.type === 'RATE_LIMITED'))
  );
}

/**
 * An Octokit plugin, placed between plugin-retry and plugin-throttling: a
 * rate limit the throttling plugin would not recognise (a 429, or a 403 with
 * `retry-after` whose message does not say "secondary rate limit") is named a
 * secondary limit, so that it is waited out (its `retry-after`, else a minute)
 * like the ones GitHub words that way.
 */
export function recognizeRateLimits(octokit: Octokit): Record<string, never> {
  octokit.hook.error('request', (error) => {
    const failure = error as HttpFailure & Error;
    if (isRateLimited(failure) && !throttlingSeesIt(failure)) {
      failure.message = `${failure.message} (GitHub secondary rate limit)`;
    }
    throw error;
  });
  return {};
}
