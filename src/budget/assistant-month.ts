/**
 * The assistant's monthly count: the service allows 10,000 assistant messages
 * per key and month (spec section 8), and every assistant call of the action
 * (ask mode, impact checks) counts. A section of a ledger document in the same
 * git-ref store as the hourly budget: its own field (`assistantMonth`), a
 * counter per key fingerprint (never the key), on a ref per key
 * (`refs/docs-agent/budget/assistant-<fingerprint>` in `budget-repository`),
 * since a key is not tied to one project id. The functions are pure reducers
 * for the store's compare-and-swap; `AssistantQuota` is the glue a mode calls:
 * reserve before the message, settle after it (a refused message gives its
 * count back; a 429 holds the count as full, as the hourly budget does).
 */
import { formatTime } from '../render/time.js';
import { Inputs } from '../runner/names.js';
import { sleep, wall } from '../util/clock.js';
import type { Deadline } from '../util/deadline.js';
import { AbortedError, ServiceHttpError, ServiceNetworkError } from '../util/errors.js';
import type { GitHubClient } from '../github/client.js';
import type { LedgerDocument } from '../ledger/document.js';
import { isLedgerUnavailable, type LedgerUnavailableError } from '../ledger/errors.js';
import {
  ASSISTANT_MONTH_FIELD,
  DEFAULT_HOLD_MS,
  holdFull,
  keyFingerprint,
  monthSection,
  monthState,
  nextMonthStart,
  readCounter,
  releaseMessage,
  reserveMessage,
  section,
  type MonthReservation,
  type MonthState,
  type Mutation,
} from './assistant-counter.js';
import {
  countImpact,
  impactRefusal,
  readImpactCounter,
  releaseImpact,
  withImpactCounter,
  type ImpactClaim,
  type ImpactLimits,
} from './impact-share.js';
import { LedgerStore } from '../ledger/store.js';
import type { AssistantBudgetSettings } from './inputs.js';
import type { BudgetPolicy } from './policy.js';
import { busyMessage, formatWait, untrackedWarning } from './messages.js';

/** How a reservation ended: counted, not kept (no ledger the token can use), or the month (or a limit) is full. */
export type QuotaResult =
  | { kind: 'reserved'; state: MonthState }
  | { kind: 'untracked'; reason: string }
  | { kind: 'exhausted'; policy: BudgetPolicy; message: string; nextSlotAt: number };

/** What a mode says of the count it opens; main adds the run's deadline (`AssistantQuotaOptions`). */
export interface QuotaOptions {
  settings: AssistantBudgetSettings;
  assistantApiKey: string; // only its fingerprint is kept
  /** The run's GitHub client; undefined without `github-token` (then nothing is counted, with a warning). */
  github: GitHubClient | undefined;
  /** `owner/repo` of the workflow (`GITHUB_REPOSITORY`): the ledger's repository unless `budget-repository` says another. */
  repository: string;
  runId: string; // the workflow run (id and attempt): the start of each reservation's id
  log: { info: (message: string) => void; warning: (message: string) => void };
  random?: () => number;
  /** An impact check: its pull request and author, and impact checks' own limits (impact-share.ts). */
  impact?: { claim: ImpactClaim; limits: ImpactLimits };
}

interface AssistantQuotaOptions extends QuotaOptions {
  /**
   * The run's deadline and cancellation (main's): no wait, and no message, goes past it; its `wrapUp` gives the
   * writes after a cancellation (the count given back) a few seconds. The ledger's requests end by then through the
   * GitHub client.
   */
  deadline: Deadline;
}

/** Longest time a ledger write spends on lost races before it waits for GitHub's next minute. */
const CONTENTION_MS = 2 * 60 * 1000;
/** How long to wait before asking a rate-limited (or contended) ledger again: GitHub's secondary limit asks for a minute. */
const BUSY_RETRY_MS = 60_000;
const WAKE_SPREAD_MS = 2000;

type Updated<T> = { kind: 'done'; result: T } | { kind: 'busy'; error: LedgerUnavailableError } | { kind: 'untracked' };

/** The glue a mode calls around each assistant message (see the module comment). */
export class AssistantQuota {
  private readonly fingerprint: string;
  private readonly store: LedgerStore | undefined;
  private untracked: string | undefined;
  private reservation: string | undefined;

  constructor(private readonly options: AssistantQuotaOptions) {
    // The store's writes take the wrap-up's seconds (the count given back after a timeout); the waits keep the fixed view.
    const ledger = monthLedger({ ...options, deadline: options.deadline.withWrapUp() });
    this.fingerprint = ledger.fingerprint;
    this.store = ledger.store;
    this.untracked = ledger.untracked;
  }

  /**
   * One compare-and-swap of the section. GitHub's limits and other runs are `busy` (waited for by the caller);
   * only a ledger the token cannot use at all (permission, an unreachable or unexpected answer) is `untracked`,
   * with a warning that names the cause.
   */
  private async update<T>(what: string, mutate: (doc: LedgerDocument, now: number) => Mutation<T>): Promise<Updated<T>> {
    const store = this.store;
    if (!store || this.untracked !== undefined) return { kind: 'untracked' };
    try {
      // The section's reducers see the document as this module writes it: only its own field changes.
      const updated = await store.update(
        monthSection,
        (current, now) => {
          const change = mutate({ [ASSISTANT_MONTH_FIELD]: current.state } as unknown as LedgerDocument, now);
          return {
            state: change.write ? section(change.write) : null,
            result: change.result,
            ...(change.message ? { subject: change.message } : {}),
          };
        },
        { maxAttempts: 1000, contentionMs: CONTENTION_MS },
      );
      return { kind: 'done', result: updated.result };
    } catch (error) {
      if (!isLedgerUnavailable(error)) throw error;
      if (error.reason === 'rate-limited' || error.reason === 'contention') return { kind: 'busy', error };
      this.untracked = error.message;
      this.options.log.warning(untrackedWarning(what, store, error));
      return { kind: 'untracked' };
    }
  }

  /** The reducer of a reservation: the shared count first (a full month is the policy's), then impact checks' own limits; one write. */
  private reduceReserve(doc: LedgerDocument, now: number, id: string): Mutation<MonthReservation & { now: number; refused?: string }> {
    const { settings, impact } = this.options;
    const change = reserveMessage(doc, this.fingerprint, id, settings.perMonth, now);
    if (!impact || change.result.kind !== 'reserved' || !change.write) return { ...change, result: { ...change.result, now } };
    const counter = readImpactCounter(doc, this.fingerprint, now);
    const refused = impactRefusal(counter, impact.claim, impact.limits, now);
    if (refused !== undefined) {
      const state = monthState(readCounter(doc, this.fingerprint, now), settings.perMonth, now);
      return { write: null, result: { kind: 'full', state: { ...state, nextSlotAt: nextMonthStart(now) }, now, refused } };
    }
    const write = withImpactCounter(change.write, this.fingerprint, countImpact(counter, impact.claim, id, 1));
    return { ...change, write, result: { ...change.result, now } };
  }

  /**
   * Counts one message before it is sent. A full month applies `on-budget-exhausted`; a limit of impact checks
   * skips; a ledger GitHub rate-limits, or that other runs keep winning, is waited for within the deadline, then
   * `on-budget-exhausted` decides: the message is never sent uncounted for either.
   */
  async reserve(): Promise<QuotaResult> {
    const { settings, log, random = Math.random, deadline } = this.options;
    const id = `${this.options.runId}-${Math.floor(random() * 0xffffffff).toString(16)}`;
    for (;;) {
      const updated = await this.update('count the message', (doc, now) => this.reduceReserve(doc, now, id));
      if (updated.kind === 'untracked') {
        if (!this.store) log.warning(`The assistant's monthly budget is not tracked for this run: ${this.untracked ?? ''}.`);
        return { kind: 'untracked', reason: this.untracked ?? 'no ledger' };
      }
      if (updated.kind === 'busy') {
        const retryMs = BUSY_RETRY_MS + Math.round(random() * WAKE_SPREAD_MS);
        const now = wall();
        if (retryMs > deadline.timeLeft()) {
          const message = busyMessage(updated.error, this.store, settings.onExhausted);
          return { kind: 'exhausted', policy: settings.onExhausted, message, nextSlotAt: now + retryMs };
        }
        log.info(
          `The assistant's monthly count could not be updated (${updated.error.message}): trying again at ${formatTime(now + retryMs)}, within the run's time. The message is not sent before it is counted.`,
        );
        await sleep(retryMs, deadline.signal);
        continue;
      }
      const found = updated.result;
      if (found.refused !== undefined)
        return { kind: 'exhausted', policy: 'skip', message: found.refused, nextSlotAt: found.state.nextSlotAt };
      if (found.kind !== 'full') {
        this.reservation = id;
        const { used, limit, remaining, month } = found.state;
        log.info(
          `Counted in the assistant's monthly budget: ${String(used)} of ${String(limit)} messages in ${month}, ${String(remaining)} left.`,
        );
        return { kind: 'reserved', state: found.state };
      }
      const waitMs = found.state.nextSlotAt - found.now;
      if (settings.onExhausted !== 'wait' || waitMs > deadline.timeLeft()) {
        const message = exhaustedMessage(found.state, found.now, settings.onExhausted);
        return { kind: 'exhausted', policy: settings.onExhausted, message, nextSlotAt: found.state.nextSlotAt };
      }
      log.info(`${exhaustedMessage(found.state, found.now, 'wait')} Waiting for it ('${Inputs.OnBudgetExhausted}': wait).`);
      await sleep(waitMs + Math.round(random() * 2000), deadline.signal);
    }
  }

  /** The message's count (and an impact check's) given back. */
  private giveBack(id: string) {
    const impact = this.options.impact;
    return (doc: LedgerDocument, now: number): LedgerDocument | null => {
      const released = releaseMessage(doc, this.fingerprint, id, now);
      if (!released) return null;
      return impact ? releaseImpact(released, this.fingerprint, id, impact.claim, now) : released;
    };
  }

  /**
   * After the message: a 429 holds the count as full (until `Retry-After`, or
   * a minute) and gives the message back; any other refusal before an answer
   * (a 4xx, a connection that never opened) gives it back, and so does a
   * cancelled run (a later run checks the same pull request again), in the few
   * seconds main gives the writes after a cancellation.
   */
  async settle(error: unknown): Promise<void> {
    const id = this.reservation;
    if (error === undefined || id === undefined) return;
    const status = error instanceof ServiceHttpError ? error.status : undefined;
    const giveBack = this.giveBack(id);
    let updated: Updated<undefined>;
    if (status === 429) {
      const holdMs =
        error instanceof ServiceHttpError && error.retryAfterMs !== undefined ? Math.max(0, error.retryAfterMs) : DEFAULT_HOLD_MS;
      updated = await this.update("note the assistant's 429", (doc, now) => {
        const held = holdFull(doc, this.fingerprint, now + holdMs, now);
        return { write: giveBack(held, now) ?? held, result: undefined };
      });
    } else if (this.options.deadline.cancelled || error instanceof AbortedError) {
      this.options.deadline.wrapUp();
      updated = await this.update('give back the message of a cancelled run', (doc, now) => ({
        write: giveBack(doc, now),
        result: undefined,
      }));
    } else if ((status !== undefined && status < 500) || (error instanceof ServiceNetworkError && error.beforeSend)) {
      updated = await this.update('give back a message the assistant refused', (doc, now) => ({
        write: giveBack(doc, now),
        result: undefined,
      }));
    } else {
      return;
    }
    if (updated.kind === 'busy') this.options.log.warning(`Could not give the message's count back: ${updated.error.message}.`);
    this.reservation = undefined;
  }
}

/** Where the count is kept (a dry run reads it there): the key's fingerprint, and the ledger, or why there is none. */
export interface MonthLedgerPlace {
  fingerprint: string;
  /** `assistant-budget-per-month`. */
  limit: number;
  store: LedgerStore | undefined;
  /** Why the count is not kept, when `store` is undefined. */
  untracked: string | undefined;
}

/** The ledger of the key's monthly count, as `AssistantQuota` keeps it. */
export function monthLedger(
  options: Pick<AssistantQuotaOptions, 'settings' | 'assistantApiKey' | 'github' | 'repository' | 'log' | 'random'> & {
    deadline?: Deadline;
  },
): MonthLedgerPlace {
  const fingerprint = keyFingerprint(options.assistantApiKey);
  const place = { fingerprint, limit: options.settings.perMonth };
  const repository = options.settings.repository || options.repository;
  if (!options.github) return { ...place, store: undefined, untracked: `no '${Inputs.GithubToken}' was given` };
  if (!/^[^/]+\/[^/]+$/.test(repository))
    return { ...place, store: undefined, untracked: `no repository for the ledger (GITHUB_REPOSITORY is not set)` };
  const store = new LedgerStore({
    client: options.github,
    repository,
    projectId: `assistant-${fingerprint}`,
    ...(options.deadline ? { deadline: options.deadline } : {}),
    warn: options.log.warning,
    ...(options.random ? { random: options.random } : {}),
  });
  return { ...place, store, untracked: undefined };
}

/** What a mode calls around each message (tests give one that counts nothing). */
export type Quota = Pick<AssistantQuota, 'reserve' | 'settle'>;

/** Opens the assistant's monthly count for a mode (main's makes an `AssistantQuota` with the run's deadline). */
export type QuotaOpener = (options: QuotaOptions) => Promise<Quota>;

/** Sends the message counted by `reserve`; a failure settles the count before it is thrown on. */
export async function sendCounted<T>(quota: Quota, send: () => Promise<T>): Promise<T> {
  return send().catch(async (error: unknown) => {
    await quota.settle(error);
    throw error;
  });
}

/** Why no message is sent, and what the policy does about it. */
function exhaustedMessage(state: MonthState, now: number, policy: BudgetPolicy): string {
  const when = `${formatTime(state.nextSlotAt)} (in ${formatWait(state.nextSlotAt - now)})`;
  const why =
    state.fullUntil !== null && state.used < state.limit
      ? `The assistant refused a message with 429 (one of its rate limits is reached; this ledger counts ${String(state.used)} of ${String(state.limit)} messages in ${state.month}); it is held as full until ${when}.`
      : `The assistant's monthly budget is used up: ${String(state.used)} of ${String(state.limit)} messages in ${state.month} ('${Inputs.AssistantBudgetPerMonth}': ${String(state.limit)}); it renews at ${when}.`;
  return policy === 'fail' ? `${why} Set '${Inputs.OnBudgetExhausted}' to 'skip' to skip the message instead of failing.` : why;
}
