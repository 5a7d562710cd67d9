/**
 * The hourly budget as the run sees it: reserve a slot before creating a job,
 * apply `on-budget-exhausted` when the window is full, release the slot when
 * the creation surely failed, record the job once created, and tell the ledger
 * when the service itself says the window is full (429).
 *
 * Loaded with `import()` by main only when a job is about to be created.
 */
import { formatDuration } from '../modes/agent/job.js';
import type { Clock } from '../util/clock.js';
import { Inputs } from '../runner/names.js';
import { AbortedError, ServiceHttpError, ServiceNetworkError, getErrorMessage } from '../util/errors.js';
import type { GitHubClient } from '../github/client.js';
import type { BudgetPolicy } from '../modes/agent/settings.js';
import { LedgerStore, isLedgerUnavailable, type LedgerUnavailableError } from './ledger.js';
import {
  DEFAULT_FULL_HOLD_MS,
  formatTime,
  formatWait,
  ledgerRefName,
  markFull,
  recordJob,
  releaseSlot,
  reserveSlot,
  windowState,
  type LedgerDocument,
  type WindowState,
} from './window.js';

/** The settings the budget needs, from the inputs. */
export interface BudgetSettings {
  projectId: string;
  budgetPerHour: number;
  onBudgetExhausted: BudgetPolicy;
  /** `github-token`, read once with the trigger inputs. */
  trigger: { githubToken: string };
}

/** Who is asking: from the runner's environment. */
export interface BudgetContext {
  /** `owner/repo` (`GITHUB_REPOSITORY`). */
  repository: string;
  runId: string;
  runAttempt: string;
  workflow: string;
  /** `GITHUB_API_URL`. */
  apiUrl: string | undefined;
}

export function contextFromEnv(env: NodeJS.ProcessEnv = process.env): BudgetContext {
  return {
    repository: env.GITHUB_REPOSITORY ?? '',
    runId: env.GITHUB_RUN_ID ?? 'local',
    runAttempt: env.GITHUB_RUN_ATTEMPT ?? '1',
    workflow: env.GITHUB_WORKFLOW ?? '',
    apiUrl: env.GITHUB_API_URL,
  };
}

export interface BudgetLog {
  info: (message: string) => void;
  warning: (message: string) => void;
  /** Request-by-request detail (the runner shows it with debug logging on). */
  debug?: (message: string) => void;
}

export interface BudgetRuntime {
  clock: Clock;
  log: BudgetLog;
  /** Local clock time past which the run stops waiting (`timeout-seconds`). */
  deadline: number;
  signal?: AbortSignal;
  random?: () => number;
  /** Let the GitHub client retry a request on a 5xx or a network fault (default true). */
  retryRequests?: boolean;
}

/** The window as shown in the summary and the outputs. */
export interface BudgetView {
  /** False when the ledger could not be used; `reason` says why. */
  tracked: boolean;
  reason?: string;
  ref?: string;
  repository?: string;
  limit: number;
  used?: number;
  remaining?: number;
  /** GitHub-clock milliseconds. */
  oldestExpiresAt?: number | null;
  nextSlotAt?: number;
}

/** The window is full and the policy does not wait (or the wait would pass `timeout-seconds`). */
export interface BudgetExhausted {
  kind: 'exhausted';
  policy: BudgetPolicy;
  /** When a slot frees (ms since the epoch, GitHub's clock): for messages and the skip comment. */
  nextSlotAt: number;
  /** Why: the ledger's window is full, the service answered 429, or the wait would pass the deadline. */
  cause: 'window' | 'service' | 'timeout';
  message: string;
}

export type ReserveResult = { kind: 'reserved'; remaining: number } | BudgetExhausted | { kind: 'untracked'; reason: string };

/** Longest time the reservation spends on lost races before going on without the ledger. */
const RESERVE_CONTENTION_MS = 5 * 60 * 1000;
/** Longest time the writes after creation (record, release, 429 hold) spend on lost races. */
const FOLLOW_UP_CONTENTION_MS = 2 * 60 * 1000;
/** Waiting runs wake up spread over this much time after the slot frees, so they do not race all at once. */
const WAKE_SPREAD_MS = 2000;

const PERMISSION_HINT = `give the workflow (or job) \`permissions: contents: write\` so that the action can keep the ledger`;

const isServiceError = (error: unknown): boolean => error instanceof ServiceHttpError || error instanceof ServiceNetworkError;

/** A definite failure: the service surely did not create the job. */
export function isDefiniteCreateFailure(error: unknown): boolean {
  if (error instanceof ServiceHttpError) return error.status < 500;
  return error instanceof ServiceNetworkError && error.beforeSend;
}

export class BudgetGate {
  private readonly store: LedgerStore | undefined;
  private readonly settings: BudgetSettings;
  private readonly context: BudgetContext;
  private readonly runtime: BudgetRuntime;
  private readonly random: () => number;
  private reservationId: string | undefined;
  private lastDoc: LedgerDocument | undefined;
  private untrackedReason: string | undefined;
  private exhaustedAt: number | undefined;

  constructor(settings: BudgetSettings, context: BudgetContext, runtime: BudgetRuntime, client: GitHubClient | undefined) {
    this.settings = settings;
    this.context = context;
    this.runtime = runtime;
    this.random = runtime.random ?? Math.random;
    const [owner, repo] = context.repository.split('/');
    if (!client) {
      this.untrackedReason = `no '${Inputs.GithubToken}' was given`;
    } else if (!owner || !repo) {
      this.untrackedReason = 'GITHUB_REPOSITORY is not set (not running in GitHub Actions?)';
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
    const base = { limit: this.limit, ref: this.ref, repository: this.context.repository };
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

  /** Goes on without the ledger: a warning that names the permission, and the job is still created. */
  private giveUp(error: LedgerUnavailableError): { kind: 'untracked'; reason: string } {
    const where = `${this.ref} in ${this.context.repository}`;
    const consequence = 'the hourly budget is not tracked for this run; the job is created anyway and the service still enforces its limit';
    const hint =
      error.reason === 'permission'
        ? `To track it, ${PERMISSION_HINT}.`
        : error.reason === 'rate-limited'
          ? 'GitHub rate-limited the ledger requests and the retries are spent.'
          : error.reason === 'contention'
            ? 'Too many runs updated the ledger at once.'
            : 'The ledger needs `contents: write` and a reachable GitHub API.';
    const message = `Could not use the budget ledger ${where} (${error.message}): ${consequence}. ${hint}`;
    this.runtime.log.warning(message);
    this.untrackedReason = error.message;
    return { kind: 'untracked', reason: error.message };
  }

  private describeFull(state: WindowState, now: number): string {
    const frees = `the next slot frees at ${formatTime(state.nextSlotAt)} (in ${formatWait(state.nextSlotAt - now)})`;
    if (state.fullUntil !== null && state.used < state.limit) {
      return `the service refused a job with 429 (its hourly limit is reached; this ledger counts ${state.used} of ${state.limit}); ${frees}`;
    }
    return `${state.used} of ${state.limit} agent jobs were created in the last 60 minutes ('${Inputs.BudgetPerHour}': ${state.limit}); ${frees}`;
  }

  private exhausted(state: WindowState, now: number, cause: BudgetExhausted['cause']): BudgetExhausted {
    this.exhaustedAt = state.nextSlotAt;
    const policy = this.settings.onBudgetExhausted;
    let message = `The hourly budget is used up: ${this.describeFull(state, now)}.`;
    if (cause === 'timeout') {
      message += ` Not waiting: that is past 'timeout-seconds'.`;
    } else if (policy === 'fail') {
      message += ` Set '${Inputs.OnBudgetExhausted}' to 'wait' or 'skip' to wait for it or to skip instead.`;
    }
    return { kind: 'exhausted', policy, nextSlotAt: state.nextSlotAt, cause, message };
  }

  /** One attempt at a slot: reserved, full, or untracked. */
  private async tryReserve(): Promise<ReserveResult | { kind: 'full'; state: WindowState; now: number }> {
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
      const outcome = await store.update<{ full: WindowState | undefined; now: number }>(
        (doc, now) => {
          const reserved = reserveSlot(
            doc,
            {
              id,
              runId: this.context.runId,
              runAttempt: this.context.runAttempt,
              jobId: null,
              ...(this.context.workflow ? { workflow: this.context.workflow } : {}),
            },
            this.limit,
            now,
          );
          if (reserved.kind === 'full') return { write: null, result: { full: reserved.state, now } };
          // A write of this reservation answered with an error but went through: the slot is ours already.
          if (reserved.kind === 'held') return { write: null, result: { full: undefined, now } };
          return {
            write: reserved.doc,
            result: { full: undefined, now },
            message: `docs-agent budget: reserve a slot for run ${this.context.runId} (${reserved.state.used}/${this.limit})`,
          };
        },
        { maxAttempts: 1000, until: Math.min(this.runtime.deadline, started + RESERVE_CONTENTION_MS) },
      );
      this.lastDoc = outcome.doc;
      if (outcome.result.full) return { kind: 'full', state: outcome.result.full, now: outcome.result.now };
      this.reservationId = id;
      const remaining = this.state()?.remaining ?? 0;
      const clockNote = store.serverClockKnown ? '' : ' (GitHub sent no Date header: the runner clock is used)';
      this.runtime.log.info(
        `Reserved a slot in ${this.ref}: ${this.limit - remaining} of ${this.limit} used in the last 60 minutes, ${remaining} left${outcome.attempts > 1 ? ` (after ${outcome.attempts - 1} lost race(s) with other runs)` : ''}${clockNote}.`,
      );
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
    for (;;) {
      const attempt = await this.tryReserve();
      if (attempt.kind !== 'full') return attempt;
      const { state, now } = attempt;
      if (this.settings.onBudgetExhausted !== 'wait') return this.exhausted(state, now, 'window');
      const waitMs = state.nextSlotAt - now + Math.round(this.random() * WAKE_SPREAD_MS);
      if (clock.now() + waitMs > deadline) return this.exhausted(state, now, 'timeout');
      if (!announced) {
        log.info(`The hourly budget is used up: ${this.describeFull(state, now)}. Waiting for it ('${Inputs.OnBudgetExhausted}': wait).`);
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

  /** Records the created job's id on the reservation. */
  async recordJob(jobId: string): Promise<void> {
    const id = this.reservationId;
    if (!id) return;
    await this.followUp(`record job ${jobId}`, (doc, now) => recordJob(doc, id, jobId, now));
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
    await this.followUp("note the service's 429", (doc, now) => {
      const held = markFull(doc, now + (retryAfterMs ?? DEFAULT_FULL_HOLD_MS), now);
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
    // A retry loop that gave up wraps the service's error as its cause.
    const error = thrown instanceof Error && !isServiceError(thrown) && isServiceError(thrown.cause) ? thrown.cause : thrown;
    if (error instanceof ServiceHttpError && error.status === 429) {
      await this.serviceFull(error.retryAfterMs, true);
      const now = this.store?.now() ?? this.runtime.clock.now();
      const state = this.state() ?? {
        limit: this.limit,
        used: 0,
        remaining: 0,
        oldestExpiresAt: null,
        nextSlotAt: now + (error.retryAfterMs ?? DEFAULT_FULL_HOLD_MS),
        fullUntil: now + (error.retryAfterMs ?? DEFAULT_FULL_HOLD_MS),
      };
      const result = this.exhausted(state, now, 'service');
      const policy = this.settings.onBudgetExhausted;
      const service = `The service refused the job with 429 (its limit of agent jobs per hour is reached)`;
      const frees = `a slot frees at ${formatTime(state.nextSlotAt)} (in ${formatWait(state.nextSlotAt - now)})`;
      result.message =
        policy === 'wait'
          ? `${service} and the wait for it would pass 'timeout-seconds'; ${frees}.`
          : `${service}; ${frees}.${policy === 'fail' ? ` Set '${Inputs.OnBudgetExhausted}' to 'wait' or 'skip' to wait for it or to skip instead.` : ''}`;
      return result;
    }
    if (isDefiniteCreateFailure(error)) await this.release();
    return undefined;
  }
}

/** Sleeps `ms`, calling `progress` with the time left once a minute. */
async function sleepWithProgress(
  clock: Clock,
  ms: number,
  signal: AbortSignal | undefined,
  progress: (leftMs: number) => void,
): Promise<void> {
  const end = clock.now() + ms;
  for (;;) {
    const left = end - clock.now();
    if (left <= 0) return;
    await clock.sleep(Math.min(left, 60_000), signal);
    const after = end - clock.now();
    if (after > 0) progress(after);
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
