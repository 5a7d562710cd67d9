/**
 * The spacing of a run's own GitHub writes: `@octokit/plugin-throttling`'s
 * `write` and `notifications` groups, made as the plugin makes its own but
 * per client, with `minTime` from `github-writes-per-minute` (ADR 0013):
 * `60 000 / n` ms between writes, three times that between notifying ones.
 */
import Bottleneck from 'bottleneck/light.js';

/** The `write` group: its writes spaced, but for one the caller lets go at once (`nextWriteAtOnce`). */
class WriteGroup extends Bottleneck.Group {
  atOnce = false;
  private readonly unspaced = new Bottleneck();

  override key(id = ''): Bottleneck {
    if (!this.atOnce) return super.key(id);
    this.atOnce = false;
    return this.unspaced;
  }
}

/** The throttling plugin's `write` and `notifications` groups for one client. */
export function writeGroups(writesPerMinute: number): { write: Bottleneck.Group; notifications: Bottleneck.Group } {
  const spacingMs = Math.ceil(60_000 / writesPerMinute);
  return {
    write: new WriteGroup({ maxConcurrent: 1, minTime: spacingMs }),
    notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 3 * spacingMs }),
  };
}

/** Each client's `write` group (set by client.ts when it makes the client), for `nextWriteAtOnce`. */
export const writeGroupOf = new WeakMap<object, Bottleneck.Group>();

/**
 * Lets `client`'s next write go without waiting for its turn (the writes after it keep theirs): the ledger's ref
 * update follows its commit at once, so that its look at the ref just before is not a spacing old (ADR 0011).
 */
export function nextWriteAtOnce(client: object): void {
  const group = writeGroupOf.get(client);
  if (group instanceof WriteGroup) group.atOnce = true;
}
