/**
 * The run's deadline for the unit tier, on the test's clock: what main makes
 * (`RunLimits`) once the mode's settings say how long the run may take.
 */
import type { Clock } from '../../src/util/clock.ts';
import { RunLimits } from '../../src/util/deadline.ts';

/** The deadline `ms` from now on `clock` ('timeout-seconds'), cancelled by `signal`. */
export function deadlineIn(clock: Clock, ms: number, signal = new AbortController().signal): RunLimits {
  const limits = new RunLimits(clock, signal);
  limits.start(ms, 'timeout-seconds');
  return limits;
}

/** The deadline at clock time `at`. */
export function deadlineAt(clock: Clock, at: number, signal?: AbortSignal): RunLimits {
  return deadlineIn(clock, at - clock.now(), signal);
}
