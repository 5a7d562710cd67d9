/**
 * The hourly budget as the run sees it: reserve a slot before creating a job
 * (at the pace the runs sharing the ledger keep to), apply
 * `on-budget-exhausted` when the window is full, release the slot when the
 * creation surely failed, record the job once created, and tell the ledger
 * when the service itself says the window is full (429).
 *
 * Loaded with `import()` by main only when a job is about to be created.
 */
import { now as localNow } from '../util/clock.js';
import { Inputs } from '../runner/names.js';
import { AbortedError, ServiceHttpError, getErrorMessage } from '../util/errors.js';
import { isDefiniteCreateFailure, serviceErrorOf } from '../service/agent/failures.js';
import { isLedgerUnavailable, type LedgerUnavailableError } from '../ledger/errors.js';
import type { LedgerStore } from '../ledger/store.js';
import type { UpdateResult } from '../ledger/update.js';
import type { Change, Section } from '../ledger/section.js';
import { exhaustedMessage, ledgerBusyMessage, reservedMessage, serviceRefusedMessage, unavailableMessage } from './messages.js';
import type { BudgetContext, BudgetExhausted, BudgetRuntime, BudgetSettings, BudgetView, ReserveResult } from './policy.js';
import { DEFAULT_WRITES_PER_MINUTE } from '../runner/inputs.js';
import { UNKNOWN_JOB_WRITES, drawTicket, type QueueKey } from './pace.js';
import { boundedFullHold, fullWindow, numbersUnseen, othersAtPace, reservationEntry, reserveAttempt } from './reservation.js';
import type { ReserveAttempt } from './reservation.js';
import { waitForSlot, type Attempt, type WritePauses } from './waits.js';
import { DEFAULT_FULL_HOLD_MS, WINDOW_MS, budgetSection, markFull, releaseSlot, restampSlot, windowState } from './window.js';
import type { BudgetWindow, WindowState } from './window.js';
import { QUEUE_FIELD, hasQueued } from './queue.js';

/** The window, and whether the document holds queued requests (read only: the queue has its own writes, see queue.ts). */
type GateWindow = BudgetWindow & { queued?: boolean };

/** The budget's section with a peek at the queue, so that a run finds the queue in the read its reservation makes anyway. */
const gateSection: Section<GateWindow> = {
  ...budgetSection,
  read(doc, context) {
    const read = budgetSection.read(doc, context);
    return { state: { ...read.state, queued: hasQueued(doc[QUEUE_FIELD]) }, repairs: read.repairs };
  },
};

/** Longest time one reservation attempt spends on lost races before it counts as contention. */
const RESERVE_CONTENTION_MS = 5 * 60 * 1000;
/** Longest time the writes after creation (record, release, 429 hold) spend on lost races. */
const FOLLOW_UP_CONTENTION_MS = 2 * 60 * 1000;

export class BudgetGate {
  private readonly store: LedgerStore | undefined;
  private readonly settings: BudgetSettings;
  private readonly context: BudgetContext;
  private readonly runtime: BudgetRuntime;
  private readonly random: () => number;
  private reservationId: string | undefined;
  /** The time the reservation counts from (GitHub's clock). */
  private reservedAt: number | undefined;
  /** `owner/repo` that holds the ledger. */
  readonly repository: string;
  private lastWindow: BudgetWindow | undefined;
  private untrackedReason: string | undefined;
  private exhaustedAt: number | undefined;
  /** Races this run lost on the way to its slot, and the GitHub writes they cost (its entry counts them, for the pace). */
  private lostRaces = 0;
  private wasted = 0;
  /** Writes made for the ledger besides the reservation's two (a new ledger's tree): its entry counts them. */
  private extraWrites = 0;
  /** Writes made starting the queued requests before this run's own (`startQueued`): its entry counts them. */
  private queueWrites = 0;
  private attempted = false;
  /** This run's place in the queue of runs waiting for the pace (see pace.ts): drawn once. */
  private readonly ticket: number;
  /** Its ticket and run number, as the pace places it in the queue. */
  private readonly queueKey: QueueKey;
  /** When the run started (the runner's clock): a reservation taken after it is another run's alongside this one. */
  private readonly startedAt: number;
  /** Met other runs (a lost race or election, a wait, one alongside): it takes turns from then on, its entry has its ticket. */
  private queued = false;
  /** Starts the queued requests first (`on-budget-exhausted: queue`); cleared once called. */
  private startQueued: (() => Promise<void>) | undefined;

  /**
   * Opens the budget over the run's one ledger store (made by the run with its GitHub client and deadline, shared
   * with the hand-off and `continue-open-pr`): the store's deadline ends the waits for a slot. Without one (no token,
   * no repository) the budget is not tracked, and nothing waits.
   */
  constructor(settings: BudgetSettings, context: BudgetContext, runtime: BudgetRuntime, ledger: LedgerStore | undefined) {
    this.settings = settings;
    this.context = context;
    this.runtime = runtime;
    this.random = runtime.random ?? Math.random;
    this.ticket = drawTicket(context.runNumber, this.random, `${context.repository} ${context.workflow}`);
    const run =
      context.runNumber === undefined
        ? undefined
        : { number: context.runNumber, repository: context.repository || undefined, workflow: context.workflow || undefined };
    this.queueKey = { ticket: this.ticket, run };
    this.startedAt = runtime.startedAt ?? localNow();
    this.startQueued = runtime.startQueued;
    this.repository = ledger?.repository ?? (settings.budgetRepository || context.repository);
    this.store = ledger;
    if (!ledger) {
      this.untrackedReason = settings.trigger.githubToken
        ? `GITHUB_REPOSITORY is not set (not running in GitHub Actions?) and no '${Inputs.BudgetRepository}' was given`
        : `no '${Inputs.GithubToken}' was given`;
    }
  }

  get ref(): string {
    return this.store?.ref ?? '';
  }

  private get limit(): number {
    return this.settings.budgetPerHour;
  }

  /** The state of the window now, from the last document read or written. */
  state(): WindowState | undefined {
    if (!this.store || !this.lastWindow) return undefined;
    return windowState(this.lastWindow, this.limit, this.store.now());
  }

  /** The `budget-remaining` output: empty when the budget is not tracked. */
  remainingOutput(): string {
    if (this.untrackedReason !== undefined) return '';
    const state = this.state();
    return state ? String(state.remaining) : '';
  }

  view(): BudgetView {
    const base = { limit: this.limit, ref: this.ref, repository: this.repository };
    const state = this.state();
    if (this.untrackedReason !== undefined || !state) {
      return { ...base, tracked: false, reason: this.untrackedReason ?? 'the ledger was not read' };
    }
    return {
      ...base,
      tracked: true,
      used: state.used,
      remaining: state.remaining,
      oldestExpiresAt: state.oldestExpiresAt,
      seenAt: this.store?.now() ?? 0,
      takenAt: state.takenAt,
      freesAt: state.nextSlotAt,
      ...(this.exhaustedAt === undefined ? {} : { nextSlotAt: this.exhaustedAt }),
    };
  }

  /** Goes on without the ledger: a warning that names the repository and the permission; the job is still created. */
  private giveUp(error: LedgerUnavailableError): { kind: 'untracked'; reason: string } {
    this.runtime.log.warning(unavailableMessage(error, this.ref, this.repository, this.context.repository));
    this.untrackedReason = error.message;
    return { kind: 'untracked', reason: error.message };
  }

  private exhausted(state: WindowState, now: number, cause: BudgetExhausted['cause']): BudgetExhausted {
    this.exhaustedAt = state.nextSlotAt;
    const policy = this.settings.onBudgetExhausted;
    return { kind: 'exhausted', policy, nextSlotAt: state.nextSlotAt, cause, message: exhaustedMessage(state, now, cause, policy) };
  }

  /** The writes of this run's job, for the pace. */
  private get ownWrites(): number {
    return this.runtime.jobWrites ?? UNKNOWN_JOB_WRITES;
  }

  private get perMinute(): number {
    return this.settings.githubWritesPerMinute ?? DEFAULT_WRITES_PER_MINUTE;
  }

  /**
   * One attempt at a slot: reserved, full, paced, busy (GitHub rate-limits the ledger) or untracked. On a ledger
   * that shows no other run the first goes at once, unless the numbers before the run's own are unseen (they may be
   * runs started with it): it then listens its ticket's part of twelve answers first. When the ledger shows others,
   * it waits its ticket's part of two shares before it writes (runs that start together see each other in reads).
   * A ledger that does not exist yet is created by one run: each waits its ticket's part of the election's spread
   * (120 of GitHub's answer times, 1 to 10 s) and looks again, and the first to wake creates it. The pauses are the
   * waits' (`pauses`), within the run's time.
   */
  private async tryReserve(paced: boolean, pauses: WritePauses): Promise<Attempt> {
    const store = this.store;
    if (!store) {
      const reason = this.untrackedReason ?? 'no ledger';
      this.runtime.log.warning(`The hourly budget is not tracked for this run: ${reason}. The job is created anyway.`);
      return { kind: 'untracked', reason };
    }
    const entry = reservationEntry(this.context, this.random, this.ticket);
    const { id } = entry(0, false);
    // Whether the reducer saw other runs (the first pause follows it): met before, or shown by the ledger as read.
    const seen = { met: false, meets: false, unseen: false };
    const firstPauseMs = (_current: unknown, _now: number, answerMs: number) =>
      seen.meets ? pauses.first() : seen.unseen ? pauses.unseen(answerMs) : 0;
    const listen = { coldPauseMs: pauses.cold, ...(this.attempted ? {} : { firstPauseMs }) };
    this.attempted = true;
    let outcome: UpdateResult<GateWindow, ReserveAttempt & { queueFirst?: true }>;
    try {
      const reduce = (current: { state: GateWindow }, now: number): Change<GateWindow, ReserveAttempt & { queueFirst?: true }> => {
        // Met others itself (its entry then has its ticket), or takes turns with a queue the ledger shows.
        const others = othersAtPace(current.state, now, now - (localNow() - this.startedAt));
        seen.met = this.queued || this.lostRaces > 0 || this.wasted > 0 || others.alongside;
        seen.meets = seen.met || others.queue;
        seen.unseen = numbersUnseen(current.state, now, this.queueKey.run);
        const writes = this.ownWrites + this.wasted + this.extraWrites + this.queueWrites;
        const terms = paced ? { perMinute: this.perMinute, ownWrites: this.ownWrites, key: this.queueKey, queued: seen.meets } : undefined;
        const attempt = reserveAttempt(current.state, now, entry(writes, seen.met), this.limit, terms);
        // Requests queued before this one are started first, at this run's turn of the pace (their writes are this
        // reservation's, made before it): nothing is written here, the queue's own writes follow.
        if (current.state.queued && this.startQueued && !attempt.result.pace) return { state: null, result: { now, queueFirst: true } };
        return attempt;
      };
      const [onWasted, onExtraWrites] = [(n: number) => (this.wasted += n), (n: number) => (this.extraWrites += n)];
      // Other runs' writes are waited for this long at most (and never past the run's deadline: the store's).
      const update = { maxAttempts: 1000, contentionMs: RESERVE_CONTENTION_MS, onWasted, onExtraWrites, ...listen };
      outcome = await store.update(gateSection, reduce, update);
      const startQueued = this.startQueued;
      if (outcome.result.queueFirst && startQueued) {
        this.startQueued = undefined;
        // Its writes (the claim and the record in the ledger, the comments) count in this run's entry, as lost races
        // do: the other runs' pace then leaves room for them.
        this.queueWrites += (await store.countingWrites(startQueued)).writes;
        // The time spent starting them is not this reservation's contention: its bound counts from now.
        outcome = await store.update(gateSection, reduce, update);
      }
    } catch (error) {
      if (!isLedgerUnavailable(error)) throw error;
      // Only a ledger the token cannot use at all goes on without it: GitHub's limits and other runs are waited for.
      if (error.reason === 'rate-limited' || error.reason === 'contention') return { kind: 'busy', error };
      return this.giveUp(error);
    }
    this.lastWindow = outcome.state;
    this.lostRaces += outcome.attempts - 1;
    this.runtime.log.debug?.(
      `budget attempt: ticket ${this.ticket}, ${outcome.attempts} attempt(s), ${outcome.wasted} write(s) lost${outcome.coldLost ? ', election lost' : ''}, ${outcome.written ? 'reserved' : outcome.result.pace ? 'paced' : 'nothing written'}; met others: ${String(seen.met)}, at the pace: ${String(seen.meets)}, numbers unseen: ${String(seen.unseen)}`,
    );
    if (seen.met || outcome.coldLost) this.queued = true; // a lost election: it met the others of a burst
    const { result } = outcome;
    if (result.full) return { kind: 'full', state: result.full, now: result.now };
    if (result.pace) {
      this.queued = true;
      return { kind: 'pace', pace: result.pace, now: result.now, collided: outcome.wasted > 0 };
    }
    this.reservationId = id;
    const held = outcome.state.entries.find((taken) => taken.id === id);
    this.reservedAt = held ? Date.parse(held.at) : undefined;
    const remaining = this.state()?.remaining ?? 0;
    this.runtime.log.info(reservedMessage(this.ref, this.limit, remaining, this.lostRaces + 1, store.serverClockKnown));
    return { kind: 'reserved', remaining };
  }

  /**
   * Takes a slot, at the pace of the runs sharing the ledger, applying
   * `on-budget-exhausted` when the window is full: `fail` and `skip` return
   * at once, `wait` sleeps until a slot frees (a log line per minute) unless
   * that is past the deadline. A ledger GitHub rate-limits is waited for
   * until the deadline, then the policy decides: the job is never created
   * untracked for it.
   */
  async reserve(): Promise<ReserveResult> {
    return waitForSlot({
      runtime: this.runtime,
      random: this.random,
      ticket: this.ticket,
      policy: this.settings.onBudgetExhausted,
      perMinute: this.perMinute,
      ownWrites: this.ownWrites,
      ledger: this.store,
      attempt: (paced, pauses) => this.tryReserve(paced, pauses),
      exhausted: (state, now, cause) => this.exhausted(state, now, cause),
      busy: (error, now, retryMs) => {
        const state = fullWindow(this.limit, now, retryMs);
        const result = this.exhausted(state, now, 'ledger');
        result.message = ledgerBusyMessage(error, this.ref, this.repository, this.settings.onBudgetExhausted);
        return result;
      },
    });
  }

  /** Runs a ledger write after the reservation; a failure only warns. */
  private async followUp(what: string, mutate: (window: BudgetWindow, now: number) => BudgetWindow | null): Promise<void> {
    const store = this.store;
    if (!store || this.untrackedReason !== undefined) return;
    try {
      const outcome = await store.update(
        budgetSection,
        (current, now) => ({
          state: mutate(current.state, now),
          result: undefined,
          subject: `docs-agent budget: ${what} (run ${this.context.runId})`,
        }),
        { maxAttempts: 1000, contentionMs: FOLLOW_UP_CONTENTION_MS },
      );
      this.lastWindow = outcome.state;
    } catch (error) {
      if (error instanceof AbortedError) throw error;
      this.runtime.log.warning(`Could not ${what} in the budget ledger ${this.ref}: ${getErrorMessage(error)}`);
    }
  }

  /**
   * The job exists. The reservation already counts from a time after its
   * creation (it was stamped ahead, see CREATE_ALLOWANCE_MS), so nothing is
   * written, unless the creation took longer than that (a slow or retried
   * request): then the entry moves to now, so the ledger never frees the slot
   * before the service does. The job id itself is not written: the entry is
   * keyed by the reservation, and the run (id and attempt) leads to the job.
   */
  async recordJob(jobId: string): Promise<void> {
    const id = this.reservationId;
    if (!id || !this.store || this.reservedAt === undefined) return;
    const now = this.store.now();
    if (now <= this.reservedAt) return;
    await this.followUp(`count the slot from the creation of job ${jobId}`, (window, at) => restampSlot(window, id, Math.max(at, now), at));
  }

  /** Gives the slot back: the job was surely not created. */
  async release(): Promise<void> {
    const id = this.reservationId;
    if (!id) return;
    await this.followUp('release the slot of a job that was not created', (window, now) => releaseSlot(window, id, now));
    this.reservationId = undefined;
  }

  /** The service answered 429: the ledger holds the window as full until `Retry-After` (or a minute). */
  async serviceFull(retryAfterMs: number | undefined, release = false): Promise<void> {
    const id = this.reservationId;
    const holdMs = boundedFullHold(retryAfterMs, this.runtime.log.warning);
    await this.followUp("note the service's 429", (window, now) => {
      const held = markFull(window, now + holdMs, now);
      return release && id ? (releaseSlot(held, id, now) ?? held) : held;
    });
    if (release) this.reservationId = undefined;
  }

  /**
   * The job creation failed. A 429 tells the ledger the window is full and,
   * under `skip` (or `fail`), gives back the slot and returns what to report;
   * any other definite failure (4xx) gives back the slot.
   */
  async creationFailed(thrown: unknown): Promise<BudgetExhausted | undefined> {
    const error = serviceErrorOf(thrown);
    if (error instanceof ServiceHttpError && error.status === 429) {
      await this.serviceFull(error.retryAfterMs, true);
      const now = this.store?.now() ?? localNow();
      const holdMs = Math.min(WINDOW_MS, error.retryAfterMs ?? DEFAULT_FULL_HOLD_MS);
      const state = this.state() ?? fullWindow(this.limit, now, holdMs);
      const result = this.exhausted(state, now, 'service');
      result.message = serviceRefusedMessage(state.nextSlotAt, now, this.settings.onBudgetExhausted);
      return result;
    }
    if (isDefiniteCreateFailure(error)) await this.release();
    return undefined;
  }
}
