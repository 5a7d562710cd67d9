/** A problem with one input: which input, and what form it should have. */
export interface InputProblem {
  input: string;
  message: string;
}

/** One or more inputs are invalid; raised before any request is sent. */
export class InputError extends Error {
  override readonly name = 'InputError';
  readonly problems: readonly InputProblem[];

  constructor(problems: readonly InputProblem[]) {
    const [only] = problems;
    super(
      only && problems.length === 1
        ? `Invalid input: ${formatProblem(only)}`
        : `Invalid inputs:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`,
    );
    this.problems = problems;
  }
}

function formatProblem(problem: InputProblem): string {
  return `'${problem.input}' ${problem.message}`;
}

/** The service answered with a status that is not a success. */
export class ServiceHttpError extends Error {
  override readonly name = 'ServiceHttpError';

  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
    readonly detail: string,
    readonly retryAfterMs: number | undefined,
  ) {
    super(`${method} ${url} answered ${status}${detail ? `: ${detail}` : ''}`);
  }
}

/** The request did not complete (connection refused, reset, timed out). */
export class ServiceNetworkError extends Error {
  override readonly name = 'ServiceNetworkError';

  constructor(
    readonly method: string,
    readonly url: string,
    readonly code: string,
    /** True when the connection failed before any byte of the request was sent. */
    readonly beforeSend: boolean,
    /** The cause's code (util/network.ts), when one was found. */
    readonly causeCode?: string,
  ) {
    super(`${method} ${url} failed: ${code}`);
  }
}

/** A response body that is not what the spec describes. */
export class ServiceResponseError extends Error {
  override readonly name = 'ServiceResponseError';

  constructor(
    readonly method: string,
    readonly url: string,
    detail: string,
  ) {
    super(`${method} ${url} returned an unexpected body: ${detail}`);
  }
}

/** The run was cancelled (SIGINT/SIGTERM) or its deadline passed. */
export class AbortedError extends Error {
  override readonly name: string = 'AbortedError';
}

/** The check before a follow-up message failed (the job could not be read): the message was never sent. */
export class MessageNotSentError extends Error {
  override readonly name = 'MessageNotSentError';
}

/** The run's deadline passed before a creation or a message could be sent: nothing was sent. */
export class DeadlineBeforeSendError extends Error {
  override readonly name = 'DeadlineBeforeSendError';
}

/** A job was still working at the deadline: the message meant for it was never sent. */
export class JobStillWorkingError extends Error {
  override readonly name = 'JobStillWorkingError';

  constructor(
    message: string,
    readonly jobId: string,
    readonly status: string,
  ) {
    super(message);
  }
}

/** A message for anything thrown, including values that are not `Error`s. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    const text = JSON.stringify(error) as string | undefined;
    return text ?? 'unknown error';
  } catch {
    return 'unknown error';
  }
}
