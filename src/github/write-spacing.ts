/**
 * The spacing of a run's own GitHub writes, as GitHub asks integrations to
 * (one content-creating request at a time, about a second apart) and as
 * Octokit's throttling plugin does by default (writes that notify, such as a
 * comment, three times further apart). The spacing follows
 * `github-writes-per-minute`: `60 000 / n` ms between writes, three times that
 * between notifying ones; 1 s and 3 s at the default 60. The same for every
 * host: a test shortens it through the input, never because GitHub is local.
 *
 * `spacedGroup` is what the throttling plugin takes for its `write` and
 * `notifications` groups: it calls `group.key(id).schedule(options, fn)` before
 * each write and sends the request once that settles. Each group runs its
 * tasks in the order they came, their starts at least the spacing apart, on an
 * injectable clock; a wait never runs past the run's deadline and ends when
 * the run is cancelled (the client's `limits`).
 */
import type { ThrottlingOptions } from '@octokit/plugin-throttling';
import { AbortedError } from '../util/errors.js';
import type { Clock } from '../util/clock.js';
import type { RequestLimits } from '../util/deadline.js';

/** Notifying writes (comments, issues, pull requests) are spaced this many times further apart than other writes. */
export const NOTIFYING_SPACING_FACTOR = 3;

/** The least time between a run's own writes for `github-writes-per-minute` (1000 ms at 60). */
export function writeSpacingMs(writesPerMinute: number): number {
  return Math.ceil(60_000 / writesPerMinute);
}

/** The throttling plugin's type for its groups (a Bottleneck group: only `key(id).schedule` is used). */
export type ThrottlingGroup = NonNullable<Extract<ThrottlingOptions, { onRateLimit: unknown }>['write']>;

type Task = (...args: unknown[]) => unknown;

/** Tasks started in order, each at least `spacingMs` after the one before it. */
export class SpacedQueue {
  private lastStart = -Infinity;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    readonly spacingMs: number,
    private readonly clock: Clock,
    private readonly limits?: RequestLimits,
  ) {}

  /**
   * Runs `task` in its turn; Bottleneck's form, `schedule(options?, task, ...args)`, whose options are ignored.
   * Rejects, without running it, when its wait would end past the deadline or the run is cancelled meanwhile.
   */
  schedule<T>(...call: unknown[]): Promise<T> {
    const at = typeof call[0] === 'function' ? 0 : 1;
    const task = call[at] as Task;
    const args = call.slice(at + 1);
    const turn = this.tail.then(() => this.waitTurn());
    // A task whose wait was stopped does not hold up the ones behind it: they wait from the last start.
    this.tail = turn.catch(() => undefined);
    return turn.then(() => task(...args) as T);
  }

  private async waitTurn(): Promise<void> {
    const ms = this.lastStart + this.spacingMs - this.clock.now();
    if (ms > 0) {
      const limits = this.limits;
      if (limits) {
        const what = `A GitHub write waiting ${Math.ceil(ms)} ms for its turn (${this.spacingMs} ms apart)`;
        if (limits.signal.aborted || ms >= limits.timeLeft()) throw limits.stopped(what);
        try {
          await this.clock.sleep(ms, limits.signal);
        } catch (error) {
          if (error instanceof AbortedError) throw limits.stopped(what);
          throw error;
        }
      } else {
        await this.clock.sleep(ms);
      }
    }
    this.lastStart = this.clock.now();
  }
}

/** A queue as the throttling plugin's group: every key (the client's one `id`) is the same queue. */
export function spacedGroup(queue: SpacedQueue): ThrottlingGroup {
  return { key: () => queue } as unknown as ThrottlingGroup;
}

/** The client's two groups: writes `spacingMs` apart, notifying writes three times that. */
export function writeGroups(
  spacingMs: number,
  clock: Clock,
  limits?: RequestLimits,
): { write: ThrottlingGroup; notifications: ThrottlingGroup } {
  return {
    write: spacedGroup(new SpacedQueue(spacingMs, clock, limits)),
    notifications: spacedGroup(new SpacedQueue(spacingMs * NOTIFYING_SPACING_FACTOR, clock, limits)),
  };
}
