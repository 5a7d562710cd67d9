/**
 * The run's deadline for the unit tier, on the run's clock (`now()`, which
 * fake timers move): what main makes (`RunLimits`) once the mode's settings
 * say how long the run may take.
 */
import { now } from '../../src/util/clock.ts';
import { DeadlineError, RunLimits, type Deadline } from '../../src/util/deadline.ts';

/** The deadline `ms` from now ('timeout-seconds'), cancelled by `signal`. */
export function deadlineIn(ms: number, signal = new AbortController().signal): RunLimits {
  const limits = new RunLimits(signal);
  limits.start(ms, 'timeout-seconds');
  return limits;
}

/** The deadline at `at` on the run's clock (`now()`). */
export function deadlineAt(at: number, signal?: AbortSignal): RunLimits {
  return deadlineIn(at - now(), signal);
}

/**
 * The deadline `ms` from now (`now()` of util/clock.ts) with no timer of its own: for code on fake timers that
 * talks to nock (a deadline's timer would fire while nock answers, see fake-time.ts). Never cancelled.
 */
export function deadlineWithoutTimer(ms: number): Deadline {
  const signal = new AbortController().signal;
  const until = (end: number): Deadline => ({
    signal,
    cancelled: false,
    timeLeft: () => end - now(),
    stopped: (what) => new DeadlineError(`${what}: not done in time`),
    wrapUp: () => undefined,
    within: (part) => until(part === undefined ? end : Math.min(end, now() + part)),
    withWrapUp: () => run,
  });
  const run = until(now() + ms);
  return run;
}
