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
import type { Clock } from '../util/clock.js';
import { ServiceHttpError, ServiceNetworkError } from '../util/errors.js';
import type { GitHubClient } from '../github/client.js';
import type { LedgerDocument } from '../ledger/document.js';
import { isLedgerUnavailable } from '../ledger/errors.js';
import {
  ASSISTANT_MONTH_FIELD,
  DEFAULT_HOLD_MS,
  holdFull,
  keyFingerprint,
  monthSection,
  releaseMessage,
  reserveMessage,
  section,
  type MonthState,
  type Mutation,
} from './assistant-counter.js';
import { LedgerStore } from '../ledger/store.js';
import type { AssistantBudgetSettings } from './inputs.js';
import type { BudgetPolicy } from './policy.js';
import { formatWait } from './messages.js';

/** The ledger document's field that holds the section. */
export type QuotaResult =
  | { kind: 'reserved'; state: MonthState }
  | { kind: 'untracked'; reason: string }
  | { kind: 'exhausted'; policy: BudgetPolicy; message: string; nextSlotAt: number };

export interface AssistantQuotaOptions {
  settings: AssistantBudgetSettings;
  assistantApiKey: string; // only its fingerprint is kept
  /** The run's GitHub client; undefined without `github-token` (then nothing is counted, with a warning). */
  github: GitHubClient | undefined;
  /** `owner/repo` of the workflow (`GITHUB_REPOSITORY`): the ledger's repository unless `budget-repository` says another. */
  repository: string;
  runId: string; // the workflow run (id and attempt): the start of each reservation's id
  clock: Clock;
  log: { info: (message: string) => void; warning: (message: string) => void };
  deadline: number; // local clock time past which `wait` stops waiting
  signal?: AbortSignal;
  random?: () => number;
}

/** Longest time a ledger write spends on lost races before the count goes on without it. */
const CONTENTION_MS = 2 * 60 * 1000;

/** The glue a mode calls around each assistant message (see the module comment). */
export class AssistantQuota {
  private readonly fingerprint: string;
  private readonly store: LedgerStore | undefined;
  private untracked: string | undefined;
  private reservation: string | undefined;

  constructor(private readonly options: AssistantQuotaOptions) {
    this.fingerprint = keyFingerprint(options.assistantApiKey);
    const repository = options.settings.repository || options.repository;
    if (!options.github) this.untracked = `no '${Inputs.GithubToken}' was given`;
    else if (!/^[^/]+\/[^/]+$/.test(repository)) this.untracked = `no repository for the ledger (GITHUB_REPOSITORY is not set)`;
    else {
      this.store = new LedgerStore({
        client: options.github,
        repository,
        projectId: `assistant-${this.fingerprint}`,
        clock: options.clock,
        warn: options.log.warning,
        ...(options.random ? { random: options.random } : {}),
      });
    }
  }

  private async update<T>(what: string, mutate: (doc: LedgerDocument, now: number) => Mutation<T>): Promise<T | undefined> {
    const store = this.store;
    if (!store || this.untracked !== undefined) return undefined;
    try {
      const until = Math.min(this.options.deadline, this.options.clock.now() + CONTENTION_MS);
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
        { maxAttempts: 1000, until, signal: this.options.signal },
      );
      return updated.result;
    } catch (error) {
      if (!isLedgerUnavailable(error)) throw error;
      this.untracked = error.message;
      this.options.log.warning(
        `Could not ${what} in the ledger ${store.location.ref} (${error.message}): the assistant's monthly budget is not tracked for this run; the service still enforces its limit. The ledger needs \`contents: write\` on ${store.location.owner}/${store.location.repo}.`,
      );
      return undefined;
    }
  }

  /** Counts one message before it is sent, applying `on-budget-exhausted` when the month is full. */
  async reserve(): Promise<QuotaResult> {
    const { settings, clock, log, random = Math.random } = this.options;
    const id = `${this.options.runId}-${Math.floor(random() * 0xffffffff).toString(16)}`;
    for (;;) {
      const found = await this.update('count the message', (doc, now) => {
        const change = reserveMessage(doc, this.fingerprint, id, settings.perMonth, now);
        return { ...change, result: { ...change.result, now } };
      });
      if (!found) {
        if (!this.store) log.warning(`The assistant's monthly budget is not tracked for this run: ${this.untracked ?? ''}.`);
        return { kind: 'untracked', reason: this.untracked ?? 'no ledger' };
      }
      if (found.kind !== 'full') {
        this.reservation = id;
        const { used, limit, remaining, month } = found.state;
        log.info(
          `Counted in the assistant's monthly budget: ${String(used)} of ${String(limit)} messages in ${month}, ${String(remaining)} left.`,
        );
        return { kind: 'reserved', state: found.state };
      }
      const waitMs = found.state.nextSlotAt - found.now;
      if (settings.onExhausted !== 'wait' || clock.now() + waitMs > this.options.deadline) {
        const message = exhaustedMessage(found.state, found.now, settings.onExhausted);
        return { kind: 'exhausted', policy: settings.onExhausted, message, nextSlotAt: found.state.nextSlotAt };
      }
      log.info(`${exhaustedMessage(found.state, found.now, 'wait')} Waiting for it ('${Inputs.OnBudgetExhausted}': wait).`);
      await clock.sleep(waitMs + Math.round(random() * 2000), this.options.signal);
    }
  }

  /**
   * After the message: a 429 holds the count as full (until `Retry-After`, or
   * a minute) and gives the message back; any other refusal before an answer
   * (a 4xx, a connection that never opened) gives it back.
   */
  async settle(error: unknown): Promise<void> {
    const id = this.reservation;
    if (error === undefined || id === undefined) return;
    const status = error instanceof ServiceHttpError ? error.status : undefined;
    if (status === 429) {
      const holdMs =
        error instanceof ServiceHttpError && error.retryAfterMs !== undefined ? Math.max(0, error.retryAfterMs) : DEFAULT_HOLD_MS;
      await this.update("note the assistant's 429", (doc, now) => {
        const held = holdFull(doc, this.fingerprint, now + holdMs, now);
        return { write: releaseMessage(held, this.fingerprint, id, now) ?? held, result: undefined };
      });
    } else if ((status !== undefined && status < 500) || (error instanceof ServiceNetworkError && error.beforeSend)) {
      await this.update('give back a message the assistant refused', (doc, now) => ({
        write: releaseMessage(doc, this.fingerprint, id, now),
        result: undefined,
      }));
    } else {
      return;
    }
    this.reservation = undefined;
  }
}

/** What a mode calls around each message (tests give one that counts nothing). */
export type Quota = Pick<AssistantQuota, 'reserve' | 'settle'>;

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
