import { getErrorMessage } from '../util/errors.js';

/** The HTTP status of a failed Octokit request, if it got an answer. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * A warning for a failed GitHub write: what was attempted, what came back,
 * and on a 403 the workflow permission that is missing.
 */
export function describeGitHubError(what: string, error: unknown, permission: string): string {
  const status = statusOf(error);
  const message = getErrorMessage(error);
  if (status === 403) {
    return `Could not ${what}: GitHub answered 403 (${message}). The workflow needs \`permissions: ${permission}\` for this step's token.`;
  }
  return `Could not ${what}: ${message}`;
}
