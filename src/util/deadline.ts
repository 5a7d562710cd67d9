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
import { MAX_TIMER_MS, setTimer, type Clock } from './clock.js';

/**
 * The run's deadline, the one form time is handed down in: its instant (as
 * `timeLeft()`) and its abort signal. Every request, retry, wait, turn and
 * poll is bounded by it; a per-attempt cap is derived from it (`attemptSignal`).
 */
export interface Deadline {
  /** Aborted when the run is cancelled (during the report: when the report's time is up). */
  readonly signal: AbortSignal;
  /**
   * The run was cancelled: stays true after `wrapUp` gives its last writes a fresh signal, so that nothing new
   * (a job, a queued request's start) begins in those seconds.
   */
  readonly cancelled: boolean;
  /** Milliseconds before the deadline (Infinity when there is none yet); 0 or less once it has passed. */
  timeLeft(): number;
  /** The error a request fails with when the deadline or the cancellation stopped it (or would have). */
  stopped(what: string): AbortedError;
  /**
   * Gives the GitHub writes that must not be lost (a created job's records, a hold's release) a few seconds past
   * the run's deadline, or after a cancellation; a no-op while the deadline is far (`RunLimits.wrapUp`).
   */
  wrapUp(): void;
  /**
   * A deadline for part of the run: this one or `ms` from now, whichever is sooner (no `ms`: this one), fixed
   * where it is now (a later `wrapUp` moves the run's deadline, not this one). Same signal, same messages.
   */
  within(ms?: number): Deadline;
  /**
   * The run's deadline as its wrap-up moves it: for the stores whose writes must not be lost (the ledger's records
   * of a job that exists), whose retries get the wrap-up's seconds when a view of this run (`within`) has none left.
   */
  withWrapUp(): Deadline;
}

/**
 * The signal of one attempt (or of one call): the deadline's, joined to a cap
 * of `capMs` that never reaches past the deadline, so that one attempt cannot
 * take the whole run. Its timer is a `setTimeout` (fake timers drive it), none
 * when the cap is beyond what a timer takes (no deadline yet); `clear` stops it.
 */
export function attemptSignal(
  deadline: Deadline,
  capMs = Infinity,
): { signal: AbortSignal; ms: number; timedOut: () => boolean; clear: () => void } {
  const ms = Math.max(1, Math.min(capMs, deadline.timeLeft()));
  const controller = new AbortController();
  const timer =
    ms < MAX_TIMER_MS
      ? setTimer(() => {
          controller.abort(new DOMException('no answer in time', 'TimeoutError'));
        }, ms)
      : undefined;
  return {
    signal: AbortSignal.any([deadline.signal, controller.signal]),
    ms,
    timedOut: () => controller.signal.aborted,
    clear: () => {
      clearTimeout(timer);
    },
  };
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

export class RunLimits implements Deadline {
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

  get signal(): AbortSignal {
    return this.current;
  }

  get cancelled(): boolean {
    return this.cancellation.aborted;
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

  withWrapUp(): Deadline {
    return this;
  }

  within(ms = Infinity): Deadline {
    return new FixedDeadline(this, this.clock, Math.min(this.deadline, this.clock.now() + (Number.isNaN(ms) ? 0 : ms)));
  }

  stopped(what: string): AbortedError {
    if (this.current.aborted) return new AbortedError(`${what}: the run was cancelled`);
    if (this.wrappingUp) return new DeadlineError(`${what}: not done within the run's time (${this.limit}) and the few seconds after it`);
    return new DeadlineError(`${what}: not done within the run's time (${this.limit})`);
  }
}

/** A view of the run's deadline at a fixed instant (`Deadline.within`). */
class FixedDeadline implements Deadline {
  constructor(
    private readonly run: RunLimits,
    private readonly clock: Clock,
    private readonly at: number,
  ) {}

  get signal(): AbortSignal {
    return this.run.signal;
  }

  get cancelled(): boolean {
    return this.run.cancelled;
  }

  /** Its own instant, or the run's when that is sooner (a cancelled run's few seconds of wrap-up). */
  timeLeft(): number {
    return Math.min(this.at - this.clock.now(), this.run.timeLeft());
  }

  stopped(what: string): AbortedError {
    return this.run.stopped(what);
  }

  wrapUp(): void {
    this.run.wrapUp();
  }

  withWrapUp(): Deadline {
    return this.run;
  }

  within(ms = Infinity): Deadline {
    return new FixedDeadline(this.run, this.clock, Math.min(this.at, this.clock.now() + (Number.isNaN(ms) ? 0 : ms)));
  }
}
