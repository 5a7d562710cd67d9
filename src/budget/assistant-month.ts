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
import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { formatTime } from '../render/time.js';
import { Inputs } from '../runner/names.js';
import type { Clock } from '../util/clock.js';
import { ServiceHttpError, ServiceNetworkError } from '../util/errors.js';
import type { GitHubClient } from '../github/client.js';
import { iso, type LedgerDocument } from '../ledger/document.js';
import { openProjectLedger } from '../ledger/project.js';
import { isLedgerUnavailable, type LedgerStore, type Mutation } from '../ledger/store.js';
import type { AssistantBudgetSettings } from './inputs.js';
import type { BudgetPolicy } from './policy.js';
import { formatWait } from './window.js';

/** The ledger document's field that holds the section. */
export const ASSISTANT_MONTH_FIELD = 'assistantMonth';
/** Reservation ids kept per counter: a write whose answer was lost is recognised, never counted twice. */
const RECENT_IDS = 50;
/** How long a 429 without `Retry-After` holds the count as full. */
export const DEFAULT_HOLD_MS = 60_000;

const CounterSchema = z.looseObject({
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  used: z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)),
  fullUntil: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
  recent: z.optional(z.array(z.string().check(z.maxLength(200)))),
});

/** One key's count for one month. */
export interface MonthCounter {
  /** `YYYY-MM`, UTC. */
  month: string;
  used: number;
  /** Set by a 429: the count is full until then. */
  fullUntil: string | null;
  /** The latest reservation ids, newest last. */
  recent: string[];
}

/** What the count looks like at one moment. */
export interface MonthState {
  month: string;
  limit: number;
  used: number;
  remaining: number;
  /** When a message may be sent again: now, the end of a 429's hold, or the next month. */
  nextSlotAt: number;
  /** The end of a 429's hold in force, else null. */
  fullUntil: number | null;
}

/** The fingerprint a key is counted under: 16 hex digits of its SHA-256, which do not give the key away. */
export function keyFingerprint(key: string): string {
  return createHash('sha256').update(`docs-agent assistant key\0${key.trim()}`).digest('hex').slice(0, 16);
}

/** `YYYY-MM` of a time, UTC. */
export function monthOf(time: number): string {
  return new Date(time).toISOString().slice(0, 7);
}

/** The first moment of the month after the one `time` is in, UTC. */
export function nextMonthStart(time: number): number {
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

function section(doc: LedgerDocument): Record<string, unknown> {
  const raw = doc[ASSISTANT_MONTH_FIELD];
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
}

/**
 * This month's counter for `fingerprint`: a counter of an earlier month, or
 * one that is not a counter (hand edits), reads as a fresh one; a hold that
 * has ended is gone, and one reaching past the month ends with it.
 */
export function readCounter(doc: LedgerDocument, fingerprint: string, now: number): MonthCounter {
  const month = monthOf(now);
  const parsed = CounterSchema.safeParse(section(doc)[fingerprint]);
  if (!parsed.success || parsed.data.month !== month) return { month, used: 0, fullUntil: null, recent: [] };
  const until = parsed.data.fullUntil ? Math.min(Date.parse(parsed.data.fullUntil), nextMonthStart(now)) : Number.NaN;
  return {
    month,
    used: parsed.data.used,
    fullUntil: until > now ? iso(until) : null,
    recent: (parsed.data.recent ?? []).slice(-RECENT_IDS),
  };
}

export function monthState(counter: MonthCounter, limit: number, now: number): MonthState {
  const hold = counter.fullUntil ? Date.parse(counter.fullUntil) : null;
  const remaining = hold === null ? Math.max(0, limit - counter.used) : 0;
  const nextSlotAt = hold !== null && counter.used < limit ? hold : remaining > 0 ? now : nextMonthStart(now);
  return { month: counter.month, limit, used: counter.used, remaining, nextSlotAt, fullUntil: hold };
}

/** The document with `fingerprint`'s counter replaced; every other field and counter kept as it is. */
function withCounter(doc: LedgerDocument, fingerprint: string, counter: MonthCounter, now: number): LedgerDocument {
  return { ...doc, [ASSISTANT_MONTH_FIELD]: { ...section(doc), [fingerprint]: counter }, updatedAt: iso(now) };
}

/** What a reservation attempt found; `held`: the id was counted already (a write whose answer was lost went through). */
export interface MonthReservation {
  kind: 'reserved' | 'held' | 'full';
  state: MonthState;
}

/** Counts one message for `id` when the month has room; nothing is written when it is full or already counted. */
export function reserveMessage(
  doc: LedgerDocument,
  fingerprint: string,
  id: string,
  limit: number,
  now: number,
): Mutation<MonthReservation> {
  const counter = readCounter(doc, fingerprint, now);
  if (counter.recent.includes(id)) return { write: null, result: { kind: 'held', state: monthState(counter, limit, now) } };
  const before = monthState(counter, limit, now);
  if (before.remaining <= 0) return { write: null, result: { kind: 'full', state: before } };
  const next: MonthCounter = { ...counter, used: counter.used + 1, recent: [...counter.recent, id].slice(-RECENT_IDS) };
  return {
    write: withCounter(doc, fingerprint, next, now),
    result: { kind: 'reserved', state: monthState(next, limit, now) },
    message: `docs-agent budget: count an assistant message (${String(next.used)}/${String(limit)} in ${next.month})`,
  };
}

/** Gives a message's count back (the service surely did not count it); null when it is not there. */
export function releaseMessage(doc: LedgerDocument, fingerprint: string, id: string, now: number): LedgerDocument | null {
  const counter = readCounter(doc, fingerprint, now);
  if (!counter.recent.includes(id)) return null;
  const next = { ...counter, used: Math.max(0, counter.used - 1), recent: counter.recent.filter((held) => held !== id) };
  return withCounter(doc, fingerprint, next, now);
}

/** The service answered 429: the count is full until `until` (at most the month's end, when it starts afresh). */
export function holdFull(doc: LedgerDocument, fingerprint: string, until: number, now: number): LedgerDocument {
  const counter = readCounter(doc, fingerprint, now);
  const current = counter.fullUntil ? Date.parse(counter.fullUntil) : 0;
  const end = Math.min(nextMonthStart(now), Math.max(current, until));
  return withCounter(doc, fingerprint, { ...counter, fullUntil: iso(end) }, now);
}

/** How a reservation ended: counted, not kept (no ledger), or the month (or a 429's hold) is full. */
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
      this.store = openProjectLedger({
        client: options.github,
        repository,
        projectId: `assistant-${this.fingerprint}`,
        clock: options.clock,
        warn: options.log.warning,
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.random ? { random: options.random } : {}),
      });
    }
  }

  private async update<T>(what: string, mutate: (doc: LedgerDocument, now: number) => Mutation<T>): Promise<T | undefined> {
    const store = this.store;
    if (!store || this.untracked !== undefined) return undefined;
    try {
      const until = Math.min(this.options.deadline, this.options.clock.now() + CONTENTION_MS);
      return (await store.update(mutate, { maxAttempts: 1000, until })).result;
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
