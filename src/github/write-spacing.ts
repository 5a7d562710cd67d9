/**
 * The spacing of a run's own GitHub writes, as GitHub asks integrations to
 * (one content-creating request at a time, about a second apart) and as
 * Octokit's throttling plugin does by default (writes that notify, such as a
 * comment, three times further apart). The spacing follows
 * `github-writes-per-minute`: `60 000 / n` ms between writes, three times that
 * between notifying ones; 1 s and 3 s at the default 60. The same for every
 * host: a test shortens it through the input, never because GitHub is local.
 *
 * `WriteSpacing` gives the throttling plugin its `write` and `notifications`
 * groups: the plugin calls `write.key(id).schedule(options, fn)` before each
 * write, then, for a notifying one, `notifications.key(id).schedule(...)`, and
 * sends the request once those settle. Each group lets its tasks go in the
 * order they came. A write goes at least the spacing after the last write
 * sent, a notifying one's included (sent when it leaves the second group); a
 * notifying write at least three spacings after the last notifying one. The
 * waits are on an injectable clock, never run past the run's deadline and end
 * when the run is cancelled (the client's `limits`).
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

/** When a queue's task may go: `mark` is taken when the task is scheduled, `due` is asked until it has passed, `start` told when it goes. */
interface TurnRule {
  mark(): number;
  due(mark: number): number;
  start(): void;
}

/** Tasks that go one after the other, in the order they came, each once its rule says it is due. */
class TurnQueue {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly rule: TurnRule,
    private readonly clock: Clock,
    private readonly limits: RequestLimits | undefined,
  ) {}

  /** Bottleneck's form, `schedule(options?, task, ...args)`; the options are ignored. */
  schedule<T>(...call: unknown[]): Promise<T> {
    const at = typeof call[0] === 'function' ? 0 : 1;
    const task = call[at] as Task;
    const args = call.slice(at + 1);
    const mark = this.rule.mark();
    const turn = this.tail.then(() => this.waitTurn(mark));
    // A task whose wait was stopped does not hold up the ones behind it.
    this.tail = turn.catch(() => undefined);
    return turn.then(() => task(...args) as T);
  }

  /** Sleeps until due, asking again after each sleep (the other queue may have sent a write meanwhile). */
  private async waitTurn(mark: number): Promise<void> {
    for (let ms = this.rule.due(mark) - this.clock.now(); ms > 0; ms = this.rule.due(mark) - this.clock.now()) {
      const limits = this.limits;
      if (!limits) {
        await this.clock.sleep(ms);
        continue;
      }
      const what = `A GitHub write waiting ${Math.ceil(ms)} ms for its turn`;
      if (limits.signal.aborted || ms >= limits.timeLeft()) throw limits.stopped(what);
      try {
        await this.clock.sleep(ms, limits.signal);
      } catch (error) {
        if (error instanceof AbortedError) throw limits.stopped(what);
        throw error;
      }
    }
    this.rule.start();
  }
}

/** One client's write spacing: the throttling plugin's `write` and `notifications` groups. */
export class WriteSpacing {
  readonly write: ThrottlingGroup;
  readonly notifications: ThrottlingGroup;
  readonly notifyingMs: number;
  /** The next write goes without waiting for the spacing (`nextWriteAtOnce`). */
  private atOnce = false;
  /** When the last write was let go (a notifying one: when it left `notifications`), and how many so far. */
  private lastWrite = -Infinity;
  private writes = 0;
  private lastNotifying = -Infinity;

  constructor(
    readonly spacingMs: number,
    private readonly clock: Clock,
    limits?: RequestLimits,
  ) {
    this.notifyingMs = spacingMs * NOTIFYING_SPACING_FACTOR;
    const writes = new TurnQueue(
      {
        mark: () => 0,
        due: () => (this.atOnce ? -Infinity : this.lastWrite + this.spacingMs),
        start: () => {
          this.atOnce = false;
          this.sent();
        },
      },
      clock,
      limits,
    );
    // Scheduled right after its own turn in `write`: only writes let go since then hold it a spacing more.
    const notifying = new TurnQueue(
      {
        mark: () => this.writes,
        due: (mark) => Math.max(this.lastNotifying + this.notifyingMs, this.writes > mark ? this.lastWrite + this.spacingMs : -Infinity),
        start: () => {
          this.lastNotifying = this.clock.now();
          this.sent();
        },
      },
      clock,
      limits,
    );
    // Every key (the client's one `id`) is the same queue.
    this.write = { key: () => writes } as unknown as ThrottlingGroup;
    this.notifications = { key: () => notifying } as unknown as ThrottlingGroup;
  }

  /**
   * Lets the next write go without waiting for the spacing; the one after it is spaced from it. For the second
   * half of one change made of two writes: the ledger's ref update follows its commit at once, so that its look
   * at the ref just before is not a spacing old (another run's update landing in that time would be missed, and
   * the refused update be one more write for nothing).
   */
  nextWriteAtOnce(): void {
    this.atOnce = true;
  }

  private sent(): void {
    this.lastWrite = this.clock.now();
    this.writes += 1;
  }
}

/** Each client's write spacing (set by client.ts when it makes the client), for `nextWriteAtOnce`. */
export const spacingOf = new WeakMap<object, WriteSpacing>();

/** Lets `client`'s next write go without waiting for the spacing (see WriteSpacing); a client made elsewhere has none of ours. */
export function nextWriteAtOnce(client: object): void {
  spacingOf.get(client)?.nextWriteAtOnce();
}
