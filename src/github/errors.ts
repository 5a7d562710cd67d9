import { getErrorMessage } from '../util/errors.js';
import { isRateLimited } from './rate-limits.js';

/** The HTTP status of a failed Octokit request, if it got an answer. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** True for a 403 that is a missing permission, not a rate limit (`isRateLimited`). */
export function isForbidden(error: unknown): boolean {
  return statusOf(error) === 403 && !isRateLimited(error);
}

/**
 * A warning for a failed GitHub write: what was attempted, what came back,
 * and on a 403 the workflow permission that is missing. A rate limit (a 429,
 * or a 403 with `retry-after` or GitHub's rate-limit message) has been waited
 * out already when this is called: it says so, and names no permission.
 */
export function describeGitHubError(what: string, error: unknown, permission: string): string {
  const status = statusOf(error);
  const message = getErrorMessage(error);
  if (isRateLimited(error)) {
    return `Could not ${what}: GitHub rate-limited the request (${status ?? 'no status'}: ${message}), and the retries are spent; going on without it.`;
  }
  if (status === 403) {
    return `Could not ${what}: GitHub answered 403 (${message}). The workflow needs \`permissions: ${permission}\` for this step's token.`;
  }
  return `Could not ${what}: ${message}`;
}
