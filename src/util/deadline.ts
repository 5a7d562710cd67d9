/**
 * One deadline for everything a run does. Main makes one `RunLimits` per run:
 * cancellation (SIGINT/SIGTERM) from the start, the deadline once the mode's
 * settings say how long the run may take (`timeout-seconds`, …). Every
 * request the run sends (GitHub's through the client, the service's through
 * the mode) ends by then; once the run is over, the report (outputs, summary,
 * the last comment update) gets a short time of its own, so that a run given N
 * seconds ends within N plus that grace whatever the network does.
 */
import { AbortedError } from './errors.js';
import type { Clock } from './clock.js';

/** What a request needs to know of the run's limits. */
export interface RequestLimits {
  /** Aborted when the run is cancelled (during the report: when the report's time is up). */
  readonly signal: AbortSignal;
  /** Milliseconds before the deadline (Infinity when there is none yet); 0 or less once it has passed. */
  timeLeft(): number;
  /** The error a request fails with when the deadline or the cancellation stopped it (or would have). */
  stopped(what: string): AbortedError;
}

/** A request stopped by the run's deadline: `what` could not be done in the time the run had. */
export class DeadlineError extends AbortedError {
  override readonly name = 'DeadlineError';
}

/**
 * How long past the deadline the run's last GitHub writes may take: the ones
 * that wrap up a job that exists (its record, the hold's release) and the
 * report's (the comment's last update). One window, not one per write.
 */
const WRAP_UP_GRACE_MS = 8_000;
/** The least a wrap-up gets, even when the run overran its window. */
const MIN_WRAP_UP_MS = 2_000;
/** How long the wrap-up may take after a cancellation (the runner kills the step 7.5 s after the signal). */
const CANCELLED_WRAP_UP_MS = 3_000;

export class RunLimits implements RequestLimits {
  private deadline = Infinity;
  /** The deadline `start` set, before any wrap-up. */
  private original = Infinity;
  /** The input that set the deadline, as the messages name it (`'timeout-seconds': 5`). */
  private limit = '';
  private current: AbortSignal;
  private wrappingUp = false;
  private cancelledWrapUp = false;

  constructor(
    private readonly clock: Clock,
    /** The run's cancellation. */
    private readonly cancellation: AbortSignal,
  ) {
    this.current = cancellation;
  }

  /** The run may take `ms` from now; `input` names the input that says so (for the messages). */
  start(ms: number, input: string): void {
    this.deadline = this.clock.now() + ms;
    this.original = this.deadline;
    this.limit = `'${input}': ${Math.round(ms / 1000)}`;
  }

  /** Absolute time (clock ms) past which the run sends and waits for nothing more; Infinity before `start`. */
  get at(): number {
    return this.deadline;
  }

  get signal(): AbortSignal {
    return this.current;
  }

  timeLeft(): number {
    return this.deadline - this.clock.now();
  }

  /**
   * The run's work is over (or a job exists and its bookkeeping must not be
   * lost): what is left to write gets a short grace. A run that ends early
   * keeps its deadline; one that reached it gets `WRAP_UP_GRACE_MS` past it
   * (at least `MIN_WRAP_UP_MS` from now), however often this is called; a
   * cancelled one gets `CANCELLED_WRAP_UP_MS` from the first call after the
   * signal, with a fresh signal, so that those writes are tried once, briefly.
   */
  wrapUp(): void {
    const now = this.clock.now();
    if (this.cancellation.aborted) {
      if (this.cancelledWrapUp) return;
      this.cancelledWrapUp = true;
      this.wrappingUp = true;
      this.deadline = now + CANCELLED_WRAP_UP_MS;
      this.current = new AbortController().signal;
      return;
    }
    if (now < this.original - WRAP_UP_GRACE_MS) return;
    this.wrappingUp = true;
    this.deadline = Math.max(this.deadline, this.original + WRAP_UP_GRACE_MS, now + MIN_WRAP_UP_MS);
  }

  stopped(what: string): AbortedError {
    if (this.current.aborted) return new AbortedError(`${what}: the run was cancelled`);
    if (this.wrappingUp) return new DeadlineError(`${what}: not done within the run's time (${this.limit}) and the few seconds after it`);
    return new DeadlineError(`${what}: not done within the run's time (${this.limit})`);
  }
}
