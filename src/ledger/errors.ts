import { isRateLimited } from '../github/rate-limits.js';

/**
 * How a ledger request fails: the typed errors the gate turns into warnings,
 * and the backoff after a lost compare-and-swap.
 */

/** Why the ledger cannot be used: each leads to a warning, and the job is created anyway. */
export type UnavailableReason = 'permission' | 'rate-limited' | 'unreachable' | 'contention' | 'unexpected';

export class LedgerUnavailableError extends Error {
  override readonly name = 'LedgerUnavailableError';

  constructor(
    readonly reason: UnavailableReason,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export const isLedgerUnavailable = (error: unknown): error is LedgerUnavailableError => error instanceof LedgerUnavailableError;

/** A ref write refused because another run moved the ref first. */
export class RaceLostError extends Error {
  override readonly name = 'RaceLostError';
}

/** A ref write that got a 5xx or no answer: it may have gone through. */
export class UnknownWriteError extends Error {
  override readonly name = 'UnknownWriteError';

  constructor(readonly failure: LedgerUnavailableError) {
    super(failure.message);
  }
}

export interface HttpLikeError {
  status: number;
  message: string;
  response?: { headers?: Record<string, string | number | undefined> };
}

export function httpError(error: unknown): HttpLikeError | undefined {
  if (error && typeof error === 'object' && typeof (error as { status?: unknown }).status === 'number') {
    return error as HttpLikeError;
  }
  return undefined;
}

/** The typed error for a failed request: rate-limited, permission, unreachable, or unexpected. */
export function classify(what: string, error: HttpLikeError): LedgerUnavailableError {
  const detail = `${what} answered ${error.status}: ${error.message}`;
  // Before the permission rule: a rate-limited 403 (retries spent) is not a missing permission.
  if (isRateLimited(error)) return new LedgerUnavailableError('rate-limited', detail, error.status);
  if (error.status === 401 || error.status === 403 || error.status === 404) {
    return new LedgerUnavailableError('permission', detail, error.status);
  }
  if (error.status === 409) {
    return new LedgerUnavailableError('unexpected', `${detail} (the repository has no commit yet)`, error.status);
  }
  if (!error.response || error.status >= 500) {
    return new LedgerUnavailableError('unreachable', `${what} failed: ${error.message}`, error.status);
  }
  return new LedgerUnavailableError('unexpected', detail, error.status);
}

/**
 * Backoff after a lost race: full jitter over a doubling cap (500 ms, 1 s, …
 * 16 s). Each lost race costs a content-creating request (the commit made for
 * nothing), so runs that keep colliding spread out widely: twenty runs at once
 * then settle in a few rounds instead of colliding in every one.
 */
export function raceBackoff(attempt: number, random: () => number): number {
  const cap = Math.min(16_000, 500 * 2 ** Math.max(0, attempt - 1));
  return Math.round(cap * (0.1 + 0.9 * random()));
}
