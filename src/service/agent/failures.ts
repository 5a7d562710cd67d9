/**
 * Which failures of the job's creation leave the service without a job, and
 * so give the budget's slot back.
 */
import {
  DeadlineBeforeSendError,
  JobStillWorkingError,
  MessageNotSentError,
  ServiceHttpError,
  ServiceNetworkError,
} from '../../util/errors.js';

export const isServiceError = (error: unknown): boolean => error instanceof ServiceHttpError || error instanceof ServiceNetworkError;

/** A definite failure: the service surely did not create the job. */
export function isDefiniteCreateFailure(error: unknown): boolean {
  // A follow-up message held back while its job worked, until the deadline: nothing was sent.
  if (error instanceof JobStillWorkingError || error instanceof MessageNotSentError || error instanceof DeadlineBeforeSendError)
    return true;
  if (error instanceof ServiceHttpError) return error.status < 500;
  return error instanceof ServiceNetworkError && error.beforeSend;
}

/** The service's own error: a retry loop that gave up wraps it as its cause. */
export function serviceErrorOf(thrown: unknown): unknown {
  return thrown instanceof Error && !isServiceError(thrown) && isServiceError(thrown.cause) ? thrown.cause : thrown;
}
