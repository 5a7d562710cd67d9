import type { Clock } from '../../src/util/clock.ts';
import { AbortedError } from '../../src/util/errors.ts';

/** A clock whose sleeps pass instantly: a 30-minute job takes microseconds. */
export class VirtualClock implements Clock {
  readonly sleeps: number[] = [];

  constructor(private time = Date.parse('2026-11-22T10:00:00Z')) {}

  now(): number {
    return this.time;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(new AbortedError('cancelled'));
    this.sleeps.push(ms);
    this.time += Math.max(0, ms);
    return Promise.resolve();
  }

  advance(ms: number): void {
    this.time += ms;
  }
}
