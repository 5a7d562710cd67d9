/** The run's one deadline (src/util/deadline.ts): the views handed down, and the per-attempt cap derived from it. */
import { describe, expect, it, vi } from 'vitest';
import { attemptSignal, DeadlineError } from '../../src/util/deadline.ts';
import { deadlineIn } from '../helpers/deadline.ts';
import { useFakeTime } from '../helpers/fake-time.ts';

/** The few seconds past the deadline a run's last writes get (src/util/deadline.ts). */
const WRAP_UP_GRACE_MS = 8_000;

useFakeTime();

describe('Deadline.within', () => {
  it('is the sooner of the deadline and `ms` from now, fixed: a later wrapUp moves the run’s deadline, not it', () => {
    const run = deadlineIn(60_000);
    const part = run.within();
    const short = run.within(5_000);
    expect(part.timeLeft()).toBe(60_000);
    expect(short.timeLeft()).toBe(5_000);
    expect(run.within(120_000).timeLeft()).toBe(60_000);
    vi.advanceTimersByTime(60_000);
    part.wrapUp();
    expect(run.timeLeft()).toBe(WRAP_UP_GRACE_MS);
    expect(part.timeLeft()).toBe(0);
    expect(part.within(1_000).timeLeft()).toBe(0);
    expect(part.stopped('GET x')).toBeInstanceOf(DeadlineError);
  });

  it('after a cancellation, a view made before says the run’s few seconds of wrap-up, not its own instant', () => {
    const cancel = new AbortController();
    const run = deadlineIn(600_000, cancel.signal);
    const part = run.within(300_000);
    cancel.abort();
    run.wrapUp();
    expect(run.timeLeft()).toBe(3_000);
    expect(part.timeLeft()).toBe(3_000);
  });

  it('withWrapUp is the run’s deadline as the wrap-up moves it, where the view stays fixed', () => {
    const run = deadlineIn(60_000);
    const part = run.within();
    vi.advanceTimersByTime(60_000);
    part.wrapUp();
    expect(part.timeLeft()).toBe(0);
    expect(part.withWrapUp().timeLeft()).toBe(WRAP_UP_GRACE_MS);
    expect(run.withWrapUp()).toBe(run);
  });

  it('stays cancelled after the wrap-up gives the last writes a fresh signal', () => {
    const cancel = new AbortController();
    const run = deadlineIn(600_000, cancel.signal);
    const part = run.within(300_000);
    expect(part.cancelled).toBe(false);
    cancel.abort();
    run.wrapUp();
    expect(run.signal.aborted).toBe(false);
    expect(run.cancelled).toBe(true);
    expect(part.cancelled).toBe(true);
  });

  it('takes an unreadable span (NaN) as none: the view has no time, never unbounded', () => {
    const run = deadlineIn(60_000);
    expect(run.within(Number.NaN).timeLeft()).toBe(0);
    expect(run.within().within(Number.NaN).timeLeft()).toBe(0);
  });

  it('shares the run’s signal', () => {
    const cancel = new AbortController();
    const part = deadlineIn(60_000, cancel.signal).within(1_000);
    cancel.abort();
    expect(part.signal.aborted).toBe(true);
    expect(part.stopped('GET x').message).toBe('GET x: the run was cancelled');
  });
});

describe('attemptSignal', () => {
  it('caps one attempt at `capMs`, never past the deadline, on a timer fake timers drive', () => {
    const deadline = deadlineIn(10_000);
    const capped = attemptSignal(deadline, 30_000);
    expect(capped.ms).toBe(10_000);
    const attempt = attemptSignal(deadline, 2_000);
    vi.advanceTimersByTime(1_999);
    expect(attempt.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(attempt.signal.aborted).toBe(true);
    expect(attempt.timedOut()).toBe(true);
    capped.clear();
    vi.advanceTimersByTime(20_000);
    expect(capped.signal.aborted).toBe(false);
  });

  it('is aborted with the run, and sets no timer while there is no deadline yet', () => {
    const cancel = new AbortController();
    const unstarted = deadlineIn(Infinity, cancel.signal);
    const whole = attemptSignal(unstarted);
    expect(whole.ms).toBe(Infinity);
    expect(vi.getTimerCount()).toBe(0);
    cancel.abort();
    expect(whole.signal.aborted).toBe(true);
    expect(whole.timedOut()).toBe(false);
  });
});
