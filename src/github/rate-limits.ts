/**
 * GitHub's rate limits: which failed requests are one (never a missing
 * permission), and which the throttling plugin is made to see as one.
 */
import type { Octokit } from '@octokit/core';

interface HttpFailure {
  status?: unknown;
  message?: unknown;
  response?: { headers?: Record<string, unknown> };
}

const SECONDARY = /\bsecondary rate\b/i;

const header = (error: HttpFailure, name: string): unknown => error.response?.headers?.[name];

/** A 429, or a 403 with `retry-after`, an exhausted `x-ratelimit-remaining`, or GitHub's rate-limit message. */
export function isRateLimited(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const failure = error as HttpFailure;
  if (failure.status === 429) return true;
  const message = typeof failure.message === 'string' ? failure.message : '';
  return (
    failure.status === 403 &&
    (header(failure, 'retry-after') !== undefined ||
      String(header(failure, 'x-ratelimit-remaining')) === '0' ||
      SECONDARY.test(message) ||
      /\brate limit exceeded\b/i.test(message))
  );
}

/**
 * An Octokit plugin, between plugin-retry and plugin-throttling. The throttling plugin knows a limit only by
 * "secondary rate" in the message or `x-ratelimit-remaining: 0`: any other (a 429, a 403 with `retry-after` or
 * "API rate limit exceeded") is named a secondary one here, so that it is waited out too.
 */
export function recognizeRateLimits(octokit: Octokit): Record<string, never> {
  octokit.hook.error('request', (error) => {
    const failure = error as HttpFailure & Error;
    const seen = SECONDARY.test(failure.message) || String(header(failure, 'x-ratelimit-remaining')) === '0';
    if (isRateLimited(failure) && !seen) failure.message = `${failure.message} (GitHub secondary rate limit)`;
    throw error;
  });
  return {};
}
