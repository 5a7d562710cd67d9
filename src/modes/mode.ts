/**
 * What a mode is to main (src/main.ts): read its settings, run, and report
 * the one outcome. Main drives every mode the same way, so the outputs
 * contract (a `status` on every path; outputs and summary written before the
 * step fails) and the run's deadline hold for all of them.
 */
import type { Deadline } from '../util/deadline.js';
import type { Env } from '../runner/env.js';
import type { InputReader } from '../runner/read-input.js';
import type { OutputSet } from '../runner/outputs.js';
import type { RunStatus } from '../runner/names.js';
import { getErrorMessage } from '../util/errors.js';

/** What main gives a mode to read its settings. */
export interface SettingsContext {
  readInput: InputReader;
  /** The runner's variables (the event's name, the workspace), read once by main. */
  env: Env;
}

/** What main gives every run, besides the mode's own dependencies. */
export interface RunContext {
  env: Env;
  /**
   * The run's deadline (main's `RunLimits`, set at the instant the mode's settings give) and its cancellation
   * (SIGINT/SIGTERM: `deadline.cancelled`): every request, wait and poll of the run ends by then; its `wrapUp` gives
   * the writes that must not be lost a few seconds more.
   */
  deadline: Deadline;
}

/**
 * A mode: `S` its settings, `O` its outcome, `D` what it needs from the
 * outside world (main's dependencies hold every mode's).
 */
export interface Mode<S, O, D> {
  /** Reads and checks every input, reporting all problems at once (an `InputError`); nothing is sent before. */
  readSettings: (context: SettingsContext) => Promise<S>;
  /** How long the run may take, and the input that says so (named in the messages). */
  timeout: (settings: S) => { ms: number; input: string };
  /** Does the mode's work; every failure becomes an outcome (what throws is reported by `failed`). */
  run: (settings: S, context: RunContext & D) => Promise<O>;
  /**
   * The outcome of a run that could not start (bad inputs) or threw (a `RunFailure` keeps what the run had learned);
   * `cancelled` when the run was cancelled (main knows it).
   */
  failed: (error: unknown, cancelled: boolean) => O;
  /** The `status` output for the outcome. */
  status: (outcome: O) => RunStatus;
  /** Writes the log lines, the outputs (into `outputs`), the summary and any comment; the step fails here if it must. */
  report: (outcome: O, outputs: OutputSet) => Promise<void>;
}

/**
 * What a run throws when it ends early, with what it had learned (who triggered it, the question, the partial
 * answer): main hands it to the mode's `failed`, with whether the run was cancelled, so that the outcome keeps `facts`.
 */
export class RunFailure<F extends object> extends Error {
  override readonly name = 'RunFailure';

  constructor(
    readonly facts: F,
    readonly error: unknown,
  ) {
    super(getErrorMessage(error), { cause: error });
  }
}

/** What `failed` is given: the failure, and what the run had learned before it (nothing when it did not start). */
export function failureOf<F extends object>(thrown: unknown): { facts: Partial<F>; error: unknown } {
  return thrown instanceof RunFailure ? { facts: thrown.facts as Partial<F>, error: thrown.error } : { facts: {}, error: thrown };
}
