/**
 * The spacing of a run's own GitHub writes: `@octokit/plugin-throttling`'s
 * `write` and `notifications` groups, Bottleneck groups as the plugin makes
 * its own (one task at a time, `minTime` between their starts), with their
 * `minTime` from `github-writes-per-minute`: `60 000 / n` ms between writes,
 * three times that between notifying ones (a comment), 1 s and 3 s at the
 * default 60, as the plugin's own groups and GitHub's guidance have it. The
 * same for every host. The groups are this client's, not the plugin's, which
 * every client of the process shares.
 *
 * The plugin gives a write its turn in `write` and then, for a notifying one,
 * in `notifications`: a plain write that follows a notifying one may go soon
 * after it (measured: 28 ms), since its own turn came a spacing after the
 * notifying write's turn in `write`, not after its send. That bends GitHub's
 * "a second between writes" once per comment, hardly the writes a minute
 * (at most `n + 4` in any minute; measured, `n + 1`: ADR 0013).
 *
 * The waits are Bottleneck's timers: the client's outermost hook ends a call
 * that waits for its turn at the run's deadline or cancellation
 * (github/deadline.ts), and its attempt then sends nothing.
 */
import Bottleneck from 'bottleneck/light.js';

/** Notifying writes (comments, issues, pull requests) are spaced this many times further apart than other writes. */
const NOTIFYING_SPACING_FACTOR = 3;

/** The least time between a run's own writes for `github-writes-per-minute` (1000 ms at 60). */
function writeSpacingMs(writesPerMinute: number): number {
  return Math.ceil(60_000 / writesPerMinute);
}

/** The `write` group: its writes spaced, but for one the caller lets go at once (`nextWriteAtOnce`). */
class WriteGroup extends Bottleneck.Group {
  private atOnce = false;
  private readonly unspaced = new Bottleneck();

  nextAtOnce(): void {
    this.atOnce = true;
  }

  override key(id = ''): Bottleneck {
    if (!this.atOnce) return super.key(id);
    this.atOnce = false;
    return this.unspaced;
  }
}

/** The throttling plugin's `write` and `notifications` groups for one client. */
export function writeGroups(writesPerMinute: number): { write: Bottleneck.Group; notifications: Bottleneck.Group } {
  const spacingMs = writeSpacingMs(writesPerMinute);
  const write = new WriteGroup({ maxConcurrent: 1, minTime: spacingMs });
  const notifications = new Bottleneck.Group({ maxConcurrent: 1, minTime: spacingMs * NOTIFYING_SPACING_FACTOR });
  return { write, notifications };
}

/** Each client's `write` group (set by client.ts when it makes the client), for `nextWriteAtOnce`. */
export const writeGroupOf = new WeakMap<object, Bottleneck.Group>();

/**
 * Lets `client`'s next write go without waiting for its turn; the writes after it keep their turns. For the
 * second half of one change made of two writes: the ledger's ref update follows its commit at once, so that its
 * look at the ref just before is not a spacing old (another run's update landing in that time would be missed,
 * and the refused update be one more write for nothing: ADR 0011). A client made elsewhere has none of ours.
 */
export function nextWriteAtOnce(client: object): void {
  const group = writeGroupOf.get(client);
  if (group instanceof WriteGroup) group.nextAtOnce();
}
