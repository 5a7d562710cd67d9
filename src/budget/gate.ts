/**
 * The hourly budget as the run sees it: reserve a slot before creating a job,
 * apply `on-budget-exhausted` when the window is full, release the slot when
 * the creation surely failed, record the job once created, and tell the ledger
 * when the service itself says the window is full (429).
 *
 * Loaded with `import()` by main only when a job is about to be created.
 */
import { formatDuration } from '../render/time.js';
import { Inputs } from '../runner/names.js';
import { AbortedError, ServiceHttpError, getErrorMessage } from '../util/errors.js';
import { isDefiniteCreateFailure, serviceErrorOf } from '../service/agent/failures.js';
import type { GitHubClient } from '../github/client.js';
import { LedgerStore, isLedgerUnavailable, type LedgerUnavailableError } from '../ledger/store.js';
import { describeFull, exhaustedMessage, reservedMessage, serviceRefusedMessage, unavailableMessage } from './messages.js';
import { contextFromEnv, type BudgetContext, type BudgetExhausted, type BudgetRuntime, type BudgetSettings } from './types.js';
import type { BudgetView, ReserveResult } from './types.js';
import { sleepWithProgress } from './wait.js';
import { boundedFullHold, fullWindow, reserveAttempt } from './reservation.js';
import {
  DEFAULT_FULL_HOLD_MS,
  WINDOW_MS,
  formatWait,
  ledgerRefName,
  markFull,
  PACE_PER_MINUTE,
  releaseSlot,
  restampSlot,
  windowState,
  type LedgerDocument,
  type WindowState,
} from './window.js';

export * from './types.js';
export { isDefiniteCreateFailure } from '../service/agent/failures.js';

/** Longest time the reservation spends on lost races before going on without the ledger. */
const RESERVE_CONTENTION_MS = 5 * 60 * 1000;
/** Longest time the writes after creation (record, release, 429 hold) spend on lost races. */
const FOLLOW_UP_CONTENTION_MS = 2 * 60 * 1000;
/** Waiting runs wake up spread over this much time after the slot frees, so they do not race all at once. */
const WAKE_SPREAD_MS = 2000;

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
  private lastDoc: LedgerDocument | undefined;
  private untrackedReason: string | undefined;
  private exhaustedAt: number | undefined;

  constructor(settings: BudgetSettings, context: BudgetContext, runtime: BudgetRuntime, client: GitHubClient | undefined) {
    this.settings = settings;
    this.context = context;
    this.runtime = runtime;
    this.random = runtime.random ?? Math.random;
    this.repository = settings.budgetRepository || context.repository;
    const [owner, repo] = this.repository.split('/');
    if (!client) {
      this.untrackedReason = `no '${Inputs.GithubToken}' was given`;
    } else if (!owner || !repo) {
      this.untrackedReason = `GITHUB_REPOSITORY is not set (not running in GitHub Actions?) and no '${Inputs.BudgetRepository}' was given`;
    } else {
      this.store = new LedgerStore({
        client,
        location: { owner, repo, ref: ledgerRefName(settings.projectId) },
        project: settings.projectId,
        clock: runtime.clock,
        random: this.random,
        ...(runtime.signal ? { signal: runtime.signal } : {}),
        ...(runtime.retryRequests === undefined ? {} : { retryRequests: runtime.retryRequests }),
        warn: runtime.log.warning,
      });
    }
  }

  get ref(): string {
    return ledgerRefName(this.settings.projectId);
  }

  private get limit(): number {
    return this.settings.budgetPerHour;
  }

  /** The state of the window now, from the last document read or written. */
  state(): WindowState | undefined {
    if (!this.store || !this.lastDoc) return undefined;
    return windowState(this.lastDoc, this.limit, this.store.now());
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

  /** One attempt at a slot: reserved, full, or untracked. */
  private async tryReserve(
    paced: boolean,
  ): Promise<ReserveResult | { kind: 'full'; state: WindowState; now: number } | { kind: 'pace'; until: number; now: number }> {
    const store = this.store;
    if (!store) {
      this.runtime.log.warning(
        `The hourly budget is not tracked for this run: ${this.untrackedReason ?? 'no ledger'}. The job is created anyway.`,
      );
      return { kind: 'untracked', reason: this.untrackedReason ?? 'no ledger' };
    }
    const id = `${this.context.runId}-${this.context.runAttempt}-${Math.floor(this.random() * 0xffffffff)
      .toString(16)
      .padStart(8, '0')}`;
    const started = this.runtime.clock.now();
    try {
      const newEntry = {
        id,
        runId: this.context.runId,
        runAttempt: this.context.runAttempt,
        ...(this.context.repository ? { repository: this.context.repository } : {}),
        ...(this.context.workflow ? { workflow: this.context.workflow } : {}),
      };
      const outcome = await store.update((doc, now) => reserveAttempt(doc, now, newEntry, this.limit, paced), {
        maxAttempts: 1000,
        until: Math.min(this.runtime.deadline, started + RESERVE_CONTENTION_MS),
      });
      this.lastDoc = outcome.doc;
      if (outcome.result.full) return { kind: 'full', state: outcome.result.full, now: outcome.result.now };
      if (outcome.result.pace !== undefined) return { kind: 'pace', until: outcome.result.pace, now: outcome.result.now };
      this.reservationId = id;
      const entry = outcome.doc.entries.find((held) => held.id === id);
      this.reservedAt = entry ? Date.parse(entry.at) : undefined;
      const remaining = this.state()?.remaining ?? 0;
      this.runtime.log.info(reservedMessage(this.ref, this.limit, remaining, outcome.attempts, store.serverClockKnown));
      return { kind: 'reserved', remaining };
    } catch (error) {
      if (isLedgerUnavailable(error)) return this.giveUp(error);
      throw error;
    }
  }

  /**
   * Takes a slot, applying `on-budget-exhausted` when the window is full:
   * `fail` and `skip` return at once, `wait` sleeps until a slot frees (a log
   * line per minute) unless that is past the deadline.
   */
  async reserve(): Promise<ReserveResult> {
    const { clock, log, deadline, signal } = this.runtime;
    const waitStarted = clock.now();
    let announced = false;
    let paced = true;
    for (;;) {
      const attempt = await this.tryReserve(paced);
      if (attempt.kind === 'pace') {
        // Many jobs in the last minute: wait so that their GitHub writes stay under the secondary limit.
        const pauseMs = attempt.until - attempt.now + Math.round(this.random() * WAKE_SPREAD_MS);
        if (clock.now() + pauseMs > deadline) {
          paced = false;
          continue;
        }
        log.info(
          `${String(PACE_PER_MINUTE)} jobs were reserved in the last minute: waiting ${formatWait(pauseMs)} so that their GitHub writes stay under GitHub's limit of 80 content-creating requests a minute.`,
        );
        await clock.sleep(pauseMs, signal);
        continue;
      }
      if (attempt.kind !== 'full') return attempt;
      const { state, now } = attempt;
      if (this.settings.onBudgetExhausted !== 'wait') return this.exhausted(state, now, 'window');
      const waitMs = state.nextSlotAt - now + Math.round(this.random() * WAKE_SPREAD_MS);
      if (clock.now() + waitMs > deadline) return this.exhausted(state, now, 'timeout');
      if (!announced) {
        log.info(`The hourly budget is used up: ${describeFull(state, now)}. Waiting for it ('${Inputs.OnBudgetExhausted}': wait).`);
        announced = true;
      }
      await sleepWithProgress(clock, waitMs, signal, (left) => {
        log.info(`[${formatDuration(clock.now() - waitStarted)}] waiting for a budget slot: it frees in ${formatWait(left)}`);
      });
    }
  }

  /** Runs a ledger write after the reservation; a failure only warns. */
  private async followUp(what: string, mutate: (doc: LedgerDocument, now: number) => LedgerDocument | null): Promise<void> {
    const store = this.store;
    if (!store || this.untrackedReason !== undefined) return;
    try {
      const outcome = await store.update(
        (doc, now) => ({ write: mutate(doc, now), result: undefined, message: `docs-agent budget: ${what} (run ${this.context.runId})` }),
        { maxAttempts: 1000, until: this.runtime.clock.now() + FOLLOW_UP_CONTENTION_MS },
      );
      this.lastDoc = outcome.doc;
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
    await this.followUp(`count the slot from the creation of job ${jobId}`, (doc, at) => restampSlot(doc, id, Math.max(at, now), at));
  }

  /** Gives the slot back: the job was surely not created. */
  async release(): Promise<void> {
    const id = this.reservationId;
    if (!id) return;
    await this.followUp('release the slot of a job that was not created', (doc, now) => releaseSlot(doc, id, now));
    this.reservationId = undefined;
  }

  /** The service answered 429: the ledger holds the window as full until `Retry-After` (or a minute). */
  async serviceFull(retryAfterMs: number | undefined, release = false): Promise<void> {
    const id = this.reservationId;
    const holdMs = boundedFullHold(retryAfterMs, this.runtime.log.warning);
    await this.followUp("note the service's 429", (doc, now) => {
      const held = markFull(doc, now + holdMs, now);
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
      const now = this.store?.now() ?? this.runtime.clock.now();
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

/**
 * Opens the budget for this run. The GitHub client is the run's own (made by
 * the one factory, shared with the comment code); without one (no token) the
 * budget is not tracked and the run says so.
 */
export function openBudget(
  settings: BudgetSettings,
  runtime: BudgetRuntime,
  client: GitHubClient | undefined,
  context: BudgetContext = contextFromEnv(),
): BudgetGate {
  return new BudgetGate(settings, context, runtime, client);
}
