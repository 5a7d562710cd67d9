/**
 * Creating a job within the hourly budget: reserve a slot in the ledger, then
 * create. A 429 tells the ledger the window is full; a definite failure gives
 * the slot back.
 */
import type { BudgetGate } from '../../budget/gate.js';
import type { BudgetExhausted, BudgetRuntime, BudgetView } from '../../budget/policy.js';
import type { LedgerStore } from '../../ledger/store.js';
import { log, quote } from '../../runner/log.js';
import { getErrorMessage } from '../../util/errors.js';
import type { AgentJob } from '../../service/agent/schemas.js';
import { takenFrom, type PickupBaseline } from '../../service/agent/pickup.js';
import {
  createJob,
  notSentOnFailure,
  sendMessage,
  untilIdle,
  type AgentRunOptions,
  type CreateJobOptions,
} from '../../service/agent/job.js';
import { now } from '../../util/clock.js';
import type { Settings } from './settings.js';

/** Opens the hourly budget shared by every run of the repository, over the run's ledger (undefined: not tracked). */
export type BudgetOpener = (settings: Settings, runtime: BudgetRuntime, ledger: LedgerStore | undefined) => Promise<BudgetGate>;

export interface BudgetedCreation {
  openBudget: BudgetOpener;
  settings: Settings;
  /** The run's ledger store (over the GitHub client the comment uses); undefined without a token or a repository. */
  ledger: LedgerStore | undefined;
  /** The GitHub writes the job will make, for the pace of the runs sharing the ledger. */
  jobWrites?: number | undefined;
  /** Told when the run starts a wait of a minute or more for its slot, with when it expects it. */
  onLongWait?: ((expectedAt: number) => void) | undefined;
  runOptions: AgentRunOptions & { random: () => number };
  /** Told the window each time it is seen, and `budget-remaining` when it changes. */
  onBudget: (view: BudgetView, remaining?: string) => void;
  /** Send the prompt to this existing job as a follow-up message instead of creating a job (it takes a slot all the same). */
  followUpOf?: string | undefined;
  /** Starts the project's queued requests before this one's reservation, when the ledger holds any (see BudgetRuntime). */
  startQueued?: (() => Promise<void>) | undefined;
  /** Jobs sent a queued follow-up by `startQueued` that they have not taken yet: this one's message waits for them. */
  awaitingPickup?: ReadonlyMap<string, PickupBaseline> | undefined;
}

export type BudgetedResult =
  | { kind: 'exhausted'; exhausted: BudgetExhausted }
  | {
      kind: 'created';
      job: AgentJob;
      /** A follow-up message: the job as read right before it was sent (ended), for `Pickup`. */
      before?: AgentJob | undefined;
      /** Records the job id on this run's ledger entry; never throws (the job exists whatever happens). */
      recordInLedger: () => Promise<void>;
    };

/** Reserves a slot, then creates the job; `exhausted` when the window is full (or the service says so). */
export async function createWithinBudget(prompt: string, options: BudgetedCreation): Promise<BudgetedResult> {
  const { settings, runOptions, onBudget } = options;
  const budget = await options.openBudget(
    settings,
    {
      log,
      // When the process started: another run's reservation from after it is a run alongside this one (a burst).
      startedAt: now() - performance.now(),
      random: runOptions.random,
      ...(options.jobWrites === undefined ? {} : { jobWrites: options.jobWrites }),
      ...(options.onLongWait ? { onLongWait: options.onLongWait } : {}),
      ...(options.startQueued ? { startQueued: options.startQueued } : {}),
    },
    options.ledger,
  );
  const showBudget = (): void => {
    onBudget(budget.view(), budget.remainingOutput());
  };
  const awaiting = options.awaitingPickup;
  // A queued message this run just sent to the same job: this one waits until the job has taken it (else it would stop that work).
  const taken = new Set<string>();
  const busy = awaiting
    ? (job: AgentJob): boolean => {
        const before = awaiting.get(job.id);
        if (before === undefined || taken.has(job.id)) return false;
        if (takenFrom(before, job)) taken.add(job.id);
        return !taken.has(job.id);
      }
    : undefined;
  const idle = options.followUpOf === undefined ? undefined : untilIdle(options.followUpOf, { ...runOptions, busy });
  // A follow-up waits for its job to finish its current work before it takes a slot, so a long wait holds none.
  await idle?.();
  const slot = await log.group('Reserve a slot in the hourly budget', () => budget.reserve());
  showBudget();
  if (slot.kind === 'exhausted') return { kind: 'exhausted', exhausted: slot };
  let job: AgentJob;
  let before: AgentJob | undefined;
  try {
    const followUpOf = options.followUpOf;
    const title = followUpOf === undefined ? 'Create the agent job' : `Send the follow-up message to agent job ${followUpOf}`;
    job = await log.group(title, async () => {
      const requestOptions: CreateJobOptions = {
        ...runOptions,
        // A 429 is retried (honouring Retry-After) only under 'wait'; each one tells the ledger the window is full.
        retryOn429: settings.onBudgetExhausted === 'wait',
        onRateLimited: (error) => budget.serviceFull(error.retryAfterMs),
        // And once more right before each POST (a 429's retry too): the job may have been set working since.
        ...(idle
          ? {
              beforeSend: () =>
                notSentOnFailure(async () => {
                  before = await idle();
                }),
            }
          : {}),
      };
      const created =
        followUpOf === undefined ? await createJob(prompt, requestOptions) : await sendMessage(followUpOf, prompt, requestOptions);
      log.info(
        `${followUpOf === undefined ? 'Created agent job' : 'Sent the follow-up message to agent job'} ${created.id} (status ${quote(created.status)}, model ${quote(created.model)}).`,
      );
      return created;
    });
  } catch (error) {
    const exhausted = await budget.creationFailed(error);
    showBudget();
    if (exhausted) return { kind: 'exhausted', exhausted };
    throw error;
  }
  return {
    kind: 'created',
    job,
    before,
    recordInLedger: async () => {
      try {
        await budget.recordJob(job.id);
      } catch (error) {
        // Cancelled while recording: the slot stays reserved (it still counts), only the job id is missing.
        log.warning(`Agent job ${job.id} was not recorded in the budget ledger: ${getErrorMessage(error)}`);
      }
      // The summary shows the window as last seen; `budget-remaining` stays as it was right after the reservation.
      onBudget(budget.view());
    },
  };
}
