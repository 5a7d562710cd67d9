/**
 * The gate's waits on the way to a slot, each within the run's deadline (the
 * one the run's ledger store carries): the pauses before an attempt's first
 * write (see reservation.ts), the waits for the pace of the runs sharing the
 * ledger (a run the queue counts from run numbers at its place in the slot,
 * others at a random moment within one share of it, or, before the queue
 * shows its tickets, at their ticket's moment of two shares, so that they do
 * not all write at once), for a ledger GitHub rate-limits, and, under
 * `on-budget-exhausted: wait`, for a full window to free a slot.
 */
import { formatDuration, formatTime } from '../render/time.js';
import { now as localNow, sleep } from '../util/clock.js';
import type { Deadline } from '../util/deadline.js';
import { Inputs } from '../runner/names.js';
import type { LedgerUnavailableError } from '../ledger/errors.js';
import type { LedgerStore } from '../ledger/store.js';
import { describeFull, formatWait, paceMessage } from './messages.js';
import { shareMs, type PaceState } from './pace.js';
import type { BudgetExhausted, BudgetPolicy, BudgetRuntime, ReserveResult } from './policy.js';
import { coldPause, firstPause, unseenPause } from './reservation.js';
import type { WindowState } from './window.js';

/** One attempt at a slot, as the gate made it. */
export type Attempt =
  | Exclude<ReserveResult, BudgetExhausted>
  | { kind: 'full'; state: WindowState; now: number }
  /** `collided`: the attempt lost a race that cost a write (another run wrote at the same moment). */
  | { kind: 'pace'; pace: PaceState; now: number; collided: boolean }
  /** GitHub rate-limited the ledger past the client's retries, or other runs kept winning it. */
  | { kind: 'busy'; error: LedgerUnavailableError };

/** The pauses before an attempt's first write (reservation.ts), each at most a tenth of the time the run has left. */
export interface WritePauses {
  /** When the ledger shows other runs: the run's ticket's part of two shares of its job's writes. */
  first: () => number;
  /** When there is no ledger yet: the run's part of the election that creates it (`answerMs`: GitHub's answer time). */
  cold: (answerMs: number) => number;
  /** When the ledger shows no other run but the numbers before the run's own are unseen: its ticket's part of a few answers. */
  unseen: (answerMs: number) => number;
}

export interface SlotWait {
  runtime: BudgetRuntime;
  /**
   * The run's ledger store: GitHub's clock, and the run's deadline, which ends every wait here. Undefined when the
   * budget is not tracked (the first attempt then says so, and nothing waits).
   */
  ledger: LedgerStore | undefined;
  random: () => number;
  /** The run's ticket in the queue of waiting runs (see pace.ts). */
  ticket: number;
  policy: BudgetPolicy;
  perMinute: number;
  ownWrites: number;
  attempt: (paced: boolean, pauses: WritePauses) => Promise<Attempt>;
  exhausted: (state: WindowState, now: number, cause: BudgetExhausted['cause']) => BudgetExhausted;
  busy: (error: LedgerUnavailableError, now: number, retryMs: number) => BudgetExhausted;
}

/** Waiting runs wake up spread over this much time after a slot frees, so they do not race all at once. */
const WAKE_SPREAD_MS = 2000;
/** How long to wait before asking a rate-limited ledger again (GitHub's secondary limit asks for a minute). */
const BUSY_RETRY_MS = 60_000;
/**
 * A wait at least this long is said in the comment too, not only in the log: a comment is one more GitHub
 * write, and a burst's turns (a few minutes at most for fifty runs) are what the writes are spared for.
 */
export const LONG_WAIT_MS = 5 * 60_000;
/** A run this many turns from its own, or nearer, wakes in every slot. */
const NEAR_TURNS = 3;
/**
 * The most turns a run far back sleeps before it reads the ledger again (about a minute at a label job's share): how
 * many are ahead is an estimate, and the tickets taken meanwhile make it better.
 */
const MAX_FAR_TURNS = 12;
/**
 * Before the queue shows its tickets (a burst's first slots), waiting runs wake at their ticket's moment of this
 * many shares: consecutive run numbers' tickets are 0.034 apart for 20 runs, and one share put the lowest of them
 * within a few of GitHub's answers of each other, where a loaded runner's wake-ups already scatter them.
 */
const TICKET_ORDER_SHARES = 2;
/** The most a run widens its wake-up spread after its writes collided with another run's. */
const MAX_SPREAD_SHARES = 4;

/** Sleeps `ms`, calling `progress` with the time left once a minute. */
async function sleepWithProgress(ms: number, deadline: Deadline | undefined, progress: (leftMs: number) => void): Promise<void> {
  const end = localNow() + ms;
  for (;;) {
    const left = end - localNow();
    if (left <= 0) return;
    await sleep(Math.min(left, 60_000), deadline?.signal);
    const after = end - localNow();
    if (after > 0) progress(after);
  }
}

/** Attempts until a slot is taken, the budget is untracked, or the policy gives up. */
export async function waitForSlot(wait: SlotWait): Promise<ReserveResult> {
  const { log } = wait.runtime;
  const deadline = wait.ledger?.deadline;
  const timeLeft = (): number => deadline?.timeLeft() ?? Infinity;
  /** GitHub's now. */
  const githubNow = (): number => wait.ledger?.now() ?? localNow();
  const started = localNow();
  const share = shareMs(wait.ownWrites, wait.perMinute);
  const pauses: WritePauses = {
    first: () => firstPause(wait.ticket, share, timeLeft()),
    cold: (answerMs) => coldPause(wait.ticket, timeLeft(), answerMs),
    unseen: (answerMs) => unseenPause(wait.ticket, timeLeft(), answerMs),
  };
  let spread = share;
  let paced = true;
  let announced = false;
  let toldLong = false;
  let lastPaceLine: number | undefined;
  const longWait = (expectedAt: number, now: number): void => {
    if (toldLong || expectedAt - now < LONG_WAIT_MS) return;
    toldLong = true;
    wait.runtime.onLongWait?.(expectedAt);
  };
  for (;;) {
    const attempt = await wait.attempt(paced, pauses);
    if (attempt.kind === 'reserved' || attempt.kind === 'untracked') return attempt;
    if (attempt.kind === 'pace') {
      if (attempt.collided) spread = Math.min(spread * 2, MAX_SPREAD_SHARES * share);
      const { opensAt, ahead, placeMs } = attempt.pace;
      let pauseMs: number;
      let expectedAt: number;
      if (placeMs !== undefined) {
        // Counted from run numbers (pace.ts): to its place in the slot, or, further back, two turns before its own.
        // Not later after a collision: a later place is another run's (measured: a run that collided once then lost
        // its turn slot after slot, and collided there again), and runs of one number differ by their tickets.
        pauseMs = Math.max(0, opensAt + placeMs - attempt.now);
        expectedAt = Math.max(opensAt, attempt.now) + Math.max(0, ahead ?? 0) * share;
      } else {
        // Estimated from tickets: a run far back in the queue (its ticket high, the queue's density known) sleeps
        // until its turn is near: a read then, not one every slot. Near it, the few runs whose turn may be next wake
        // at random within the share, so that the first writes alone and the others see its reservation in a read.
        const far = ahead !== undefined && ahead >= NEAR_TURNS;
        // Far back: to a random moment of the slot two turns before its own (two runs that read the same ledger
        // must not wake together); near: at random within the share. Before the queue shows its tickets (the first
        // slots of a burst), at its ticket's moment of two shares (or of the spread a collision widened): the lowest
        // waiting ticket wakes first, so the first slots go in ticket order and the tickets taken then tell the
        // queue's density (see pace.ts).
        const near = ahead === undefined ? wait.ticket * Math.max(TICKET_ORDER_SHARES * share, spread) : wait.random() * spread;
        const offset = far ? (Math.min(ahead - NEAR_TURNS, MAX_FAR_TURNS) + wait.random()) * share : near;
        pauseMs = Math.max(0, opensAt - attempt.now) + Math.round(offset);
        expectedAt = Math.max(opensAt, attempt.now) + Math.max(0, ahead ?? 0) * share;
      }
      if (pauseMs > timeLeft()) {
        paced = false;
        continue;
      }
      if (lastPaceLine === undefined || localNow() - lastPaceLine >= 60_000) {
        const line = paceMessage(attempt.pace, expectedAt, attempt.now, wait.perMinute, share);
        log.info(lastPaceLine === undefined ? line : `[${formatDuration(localNow() - started)}] still waiting: ${line}`);
        lastPaceLine = localNow();
      }
      longWait(expectedAt, attempt.now);
      log.debug?.(
        `budget pace: ticket ${wait.ticket}, the pace opens in ${opensAt - attempt.now} ms, ${ahead === undefined ? 'no queue known' : `${ahead.toFixed(2)} runs ahead`}${attempt.collided ? ', collided' : ''}: sleeping ${pauseMs} ms`,
      );
      await sleep(pauseMs, deadline?.signal);
      continue;
    }
    if (attempt.kind === 'busy') {
      const retryMs = BUSY_RETRY_MS + Math.round(wait.random() * WAKE_SPREAD_MS);
      if (retryMs > timeLeft()) return wait.busy(attempt.error, githubNow(), retryMs);
      log.info(
        `The budget ledger could not be updated (${attempt.error.message}): trying again at ${formatTime(githubNow() + retryMs)}, within '${Inputs.TimeoutSeconds}'. The job is not created before its slot is in the ledger.`,
      );
      longWait(githubNow() + retryMs, githubNow());
      await sleep(retryMs, deadline?.signal);
      continue;
    }
    const { state, now } = attempt;
    if (wait.policy !== 'wait') return wait.exhausted(state, now, 'window');
    const waitMs = state.nextSlotAt - now + Math.round(wait.random() * WAKE_SPREAD_MS);
    if (waitMs > timeLeft()) return wait.exhausted(state, now, 'timeout');
    if (!announced) {
      log.info(`The hourly budget is used up: ${describeFull(state, now)}. Waiting for it ('${Inputs.OnBudgetExhausted}': wait).`);
      announced = true;
    }
    longWait(state.nextSlotAt, now);
    await sleepWithProgress(waitMs, deadline, (left) => {
      log.info(`[${formatDuration(localNow() - started)}] waiting for a budget slot: it frees in ${formatWait(left)}`);
    });
  }
}
