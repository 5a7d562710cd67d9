/**
 * Which failures of the job's creation leave the service without a job, and
 * so give the budget's slot back.
 */
import { ServiceHttpError, ServiceNetworkError } from '../util/errors.js';

export const isServiceError = (error: unknown): boolean => error instanceof ServiceHttpError || error instanceof ServiceNetworkError;

/** A definite failure: the service surely did not create the job. */
export function isDefiniteCreateFailure(error: unknown): boolean {
  if (error instanceof ServiceHttpError) return error.status < 500;
  return error instanceof ServiceNetworkError && error.beforeSend;
}

/** The service's own error: a retry loop that gave up wraps it as its cause. */
export function serviceErrorOf(thrown: unknown): unknown {
  return thrown instanceof Error && !isServiceError(thrown) && isServiceError(thrown.cause) ? thrown.cause : thrown;
}
