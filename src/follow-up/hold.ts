/**
 * Waiting for the hold on the last job (`continue-open-pr`, see open-pr.ts):
 * one attempt, then, while another run holds it, a look at the ledger after
 * 2 s, 4 s, 8 s, then every 15 s, until the run's own deadline. The hold
 * lasts the run's remaining time plus a margin for the write that gives it
 * back, so a run that is killed frees it on its own.
 */
import { formatDuration } from '../render/time.js';
import { AbortedError } from '../util/errors.js';
import { now, sleep } from '../util/clock.js';
import type { Deadline } from '../util/deadline.js';
import { HOLD_MARGIN_MS, supersedes, type OpenPrHolder, type OpenPrRecord, type OpenPrStore } from './record.js';

/** First pause before looking at a held record again; it doubles up to the cap. */
export const HOLD_FIRST_DELAY_MS = 2000;
export const HOLD_MAX_DELAY_MS = 15_000;

/** The pause before look number `attempt + 1` (attempt 1 is the first wait). */
export function holdDelay(attempt: number): number {
  return Math.min(HOLD_MAX_DELAY_MS, HOLD_FIRST_DELAY_MS * 2 ** Math.max(0, attempt - 1));
}

/**
 * How long a holder's job must have been seen ended, on two reads at least
 * this far apart, before a waiting run takes the hold over: longer than the
 * holder's last poll (`max-poll-interval-seconds`, 30 s by default) plus its
 * reporting (comment, note, the write that gives the hold back).
 */
export const HOLD_LOST_AFTER_MS = 180_000;

/** Another run held the last job for all of this run's `timeout-seconds`: nothing was started. */
export class OpenPrHoldTimeoutError extends Error {
  override readonly name = 'OpenPrHoldTimeoutError';
  readonly holder: OpenPrHolder;

  constructor(holder: OpenPrHolder, waitedMs: number) {
    super(
      `continue-open-pr: run ${holder.run} still holds the last agent job after ${formatDuration(waitedMs)}, all of this run's 'timeout-seconds'; no job was started and no message sent. Its hold expires at ${holder.until} at the latest (a run after that takes it over); to let a change wait for the one before it, raise 'timeout-seconds'.`,
    );
    this.holder = holder;
  }
}

export interface HoldOptions {
  store: OpenPrStore;
  /** This run's holder id. */
  run: string;
  /** The run's deadline: the hold lasts until then plus the margin, and the wait stops there (or at its cancellation). */
  deadline: Deadline;
  log: { info(message: string): void; warning(message: string): void };
  /**
   * The terminal status of the holder's job (as the service says), or
   * undefined while it works or cannot be read: a holder whose job was seen
   * ended on reads `lostAfterMs` apart is taken over (a run lost after its job).
   */
  jobEnded?: ((jobId: string) => Promise<string | undefined>) | undefined;
  lostAfterMs?: number | undefined;
}

/** Takes the hold, waiting while another run has it. Returns the record as it was. */
export async function acquireHold(options: HoldOptions): Promise<OpenPrRecord | undefined> {
  const { store, deadline, log } = options;
  const start = now();
  const lostAfterMs = options.lostAfterMs ?? HOLD_LOST_AFTER_MS;
  let told: string | undefined;
  /** The holder (run and job) whose job was first seen ended at `at`, and the status then. */
  let ended: { run: string; jobId: string; at: number; status: string } | undefined;
  let takeOver: typeof ended;
  for (let attempt = 1; ; attempt += 1) {
    const holdMs = Math.max(0, deadline.timeLeft()) + HOLD_MARGIN_MS;
    const outcome = await store.acquire(options.run, holdMs, deadline.timeLeft(), takeOver?.run);
    if (outcome.kind === 'taken') {
      const gone = outcome.tookOverFrom;
      if (gone) {
        const why = supersedes(options.run, gone.run)
          ? 'an earlier attempt of this workflow run'
          : takeOver?.run === gone.run
            ? `its agent job ${takeOver.jobId} has been seen ended (${takeOver.status}) for ${formatDuration(now() - takeOver.at)} and the run did not go on`
            : `expired at ${gone.until}`;
        log.warning(`continue-open-pr: run ${gone.run} did not give back its hold on the last agent job (${why}); this run takes it over.`);
      }
      if (told) log.info(`continue-open-pr: run ${told} is done; this run goes on after ${formatDuration(now() - start)}.`);
      return outcome.previous;
    }
    const { holder } = outcome;
    if (told !== holder.run) {
      log.info(
        `continue-open-pr: run ${holder.run} holds the last agent job (until ${holder.until} at the latest): waiting for it to finish, so that this change goes to the job it leaves.`,
      );
      told = holder.run;
    }
    takeOver = undefined;
    if (holder.jobId !== undefined && options.jobEnded) {
      const status = await options.jobEnded(holder.jobId);
      if (status === undefined) ended = undefined;
      else if (ended?.run !== holder.run || ended.jobId !== holder.jobId)
        ended = { run: holder.run, jobId: holder.jobId, at: now(), status };
      else if (now() - ended.at >= lostAfterMs) {
        takeOver = ended;
        continue;
      }
    }
    const left = deadline.timeLeft();
    if (left <= 0) throw new OpenPrHoldTimeoutError(holder, now() - start);
    if (deadline.cancelled) throw new AbortedError('cancelled');
    await sleep(Math.min(holdDelay(attempt), left), deadline.signal);
  }
}
