/**
 * GitHub's clock, as the ledger's answers tell it: the run's one notion of
 * "now" for every section of the ledger (budget window, pending hand-offs,
 * the open pull request). Runners' clocks disagree; the `Date` header of
 * GitHub's answers does not, so every time written to the ledger or compared
 * with one is GitHub's.
 */
import { now, wall } from '../util/clock.js';

/**
 * The runner's clock error against GitHub's, from a response's `Date` header
 * (whole seconds, so the middle of that second is taken) and the local time
 * the response arrived. Undefined when the header is absent or unreadable.
 */
function serverOffset(dateHeader: string | undefined, localReceivedAt: number): number | undefined {
  if (!dateHeader) return undefined;
  const server = Date.parse(dateHeader);
  if (Number.isNaN(server)) return undefined;
  return server + 500 - localReceivedAt;
}

/** The runner's clock corrected by the last `Date` header seen. */
export class ServerClock {
  private offset = 0;
  private offsetKnown = false;

  /**
   * Now, on GitHub's clock when an answer has told it (the run's monotonic clock, `now()`, plus the offset),
   * else on the runner's wall clock: what is written to the ledger is a timestamp.
   */
  now(): number {
    if (!this.offsetKnown) return wall();
    return now() + this.offset;
  }

  /** True once an answer's `Date` header has set the offset. */
  get known(): boolean {
    return this.offsetKnown;
  }

  get offsetMs(): number {
    return this.offset;
  }

  /**
   * Takes GitHub's time from an answer's headers, sent at local time `sentAt`
   * and received at `receivedAt` (the run's clock, `now()`). The header is whole seconds, stamped
   * between the two: the first answer sets the offset (the middle of its
   * second), later ones move it only as far as they contradict it, so that
   * two times taken a moment apart never disagree by the header's rounding.
   */
  note(headers: Record<string, string | number | undefined> | undefined, receivedAt = now(), sentAt = receivedAt): void {
    const header = headers?.date;
    const offset = serverOffset(typeof header === 'string' ? header : undefined, receivedAt);
    if (offset === undefined) return;
    if (!this.offsetKnown) {
      this.offset = offset;
      this.offsetKnown = true;
      return;
    }
    // GitHub's time when it answered was within [date, date + 1 s), at a local time within [sentAt, receivedAt].
    const date = offset - 500 + receivedAt;
    const lowest = date - receivedAt;
    const highest = date + 1000 - sentAt;
    this.offset = Math.min(highest, Math.max(lowest, this.offset));
  }
}
