/**
 * One deadline for everything a run does, made once by main: cancellation
 * (SIGINT/SIGTERM) from the start, the instant once the mode's settings say
 * how long the run may take. Every request, retry, wait and poll ends by
 * then; the run's last writes get a short wrap-up of their own, so that a run
 * given N seconds ends within N plus that grace whatever the network does.
 */
import { AbortedError } from './errors.js';
import { MAX_TIMER_MS, now, setTimer } from './clock.js';

/** The run's deadline, the one form time is handed down in: its instant (`timeLeft()`) and its abort signal. */
export interface Deadline {
  /** Aborted when the run is cancelled. */
  readonly signal: AbortSignal;
  /** The run was cancelled: stays true after `wrapUp` gives a fresh signal, so that nothing new begins then. */
  readonly cancelled: boolean;
  /** Milliseconds before the deadline (Infinity when there is none yet); 0 or less once it has passed. */
  timeLeft(): number;
  /** The error a request fails with when the deadline or the cancellation stopped it (or would have). */
  stopped(what: string): AbortedError;
  /** A few seconds more for the writes that must not be lost (a job's records, a hold's release): `RunLimits.wrapUp`. */
  wrapUp(): void;
  /** This deadline or `ms` from now, whichever is sooner, fixed where it is now: a later `wrapUp` does not move it. */
  within(ms?: number): Deadline;
  /** The run's deadline as `wrapUp` moves it, for the stores whose writes must not be lost (the ledger's records). */
  withWrapUp(): Deadline;
}

/**
 * The signal of one attempt (or call): the deadline's, joined to a cap of `capMs` that never reaches past it, so
 * that one attempt cannot take the whole run. No timer when the cap is beyond what a timer takes (no deadline yet).
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

/** How long past the deadline the run's last writes may take (a job's record, the report's comment): one window for all. */
const WRAP_UP_GRACE_MS = 8_000;
/** The least a wrap-up gets, even when the run overran its window. */
const MIN_WRAP_UP_MS = 2_000;
/** How long the wrap-up may take after a cancellation (the runner kills the step 7.5 s after the signal). */
const CANCELLED_WRAP_UP_MS = 3_000;

/** The run's deadline (main's), and its views (`within`): a fixed instant, the run's signal, wrap-up and messages. */
export class RunLimits implements Deadline {
  private deadline = Infinity;
  /** The deadline `start` set, before any wrap-up. */
  private original = Infinity;
  /** The input that set the deadline, as the messages name it (`'timeout-seconds': 5`). */
  private limit = '';
  private current: AbortSignal;
  private wrappingUp = false;
  /** The run's limits (this, but in a view) and the view's own instant (Infinity: the run's, as wrap-up moves it). */
  private run: RunLimits = this;
  private at = Infinity;

  /** `cancellation`: the run's (SIGINT, SIGTERM). */
  constructor(private readonly cancellation: AbortSignal) {
    this.current = cancellation;
  }

  /** The run may take `ms` from now; `input` names the input that says so (for the messages). */
  start(ms: number, input: string): void {
    this.deadline = now() + ms;
    this.original = this.deadline;
    this.limit = `'${input}': ${Math.round(ms / 1000)}`;
  }

  get signal(): AbortSignal {
    return this.run.current;
  }

  get cancelled(): boolean {
    return this.run.cancellation.aborted;
  }

  /** A view's own instant, or the run's when that is sooner (a cancelled run's few seconds of wrap-up). */
  timeLeft(): number {
    return Math.min(this.at, this.run.deadline) - now();
  }

  /**
   * A run that ends early keeps its deadline; one that reached it gets `WRAP_UP_GRACE_MS` past it (at least
   * `MIN_WRAP_UP_MS` from now), however often this is called; a cancelled one gets `CANCELLED_WRAP_UP_MS` from
   * the first call after the signal, with a fresh signal, so that its last writes are tried once, briefly.
   */
  wrapUp(): void {
    const run = this.run;
    const at = now();
    if (run.cancellation.aborted) {
      // Once: the signal is a fresh one already.
      if (run.current !== run.cancellation) return;
      run.wrappingUp = true;
      run.deadline = at + CANCELLED_WRAP_UP_MS;
      run.current = new AbortController().signal;
      return;
    }
    if (at < run.original - WRAP_UP_GRACE_MS) return;
    run.wrappingUp = true;
    run.deadline = Math.max(run.deadline, run.original + WRAP_UP_GRACE_MS, at + MIN_WRAP_UP_MS);
  }

  withWrapUp(): Deadline {
    return this.run;
  }

  within(ms = Infinity): Deadline {
    const view = new RunLimits(this.run.cancellation);
    view.run = this.run;
    view.at = Math.min(this.at, this.run.deadline, now() + (Number.isNaN(ms) ? 0 : ms));
    return view;
  }

  stopped(what: string): AbortedError {
    const run = this.run;
    if (run.current.aborted) return new AbortedError(`${what}: the run was cancelled`);
    const time = `${what}: not done within the run's time (${run.limit})`;
    return new DeadlineError(run.wrappingUp ? `${time} and the few seconds after it` : time);
  }
}
