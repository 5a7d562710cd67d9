/**
 * The budget's policy and its terms: what the run configured
 * (`budget-per-hour`, `on-budget-exhausted`, `budget-repository`,
 * `github-writes-per-minute`), who is asking, what the gate needs from the
 * run, and the shapes of its answers.
 */
/** The values of `on-budget-exhausted`. */
export const BUDGET_POLICIES = ['fail', 'wait', 'skip', 'queue'] as const;
export type BudgetPolicy = (typeof BUDGET_POLICIES)[number];

/** The settings the budget needs, from the inputs. */
export interface BudgetSettings {
  projectId: string;
  budgetPerHour: number;
  onBudgetExhausted: BudgetPolicy;
  /** `budget-repository` (`owner/repo`): where the ledger ref lives; the workflow's repository when absent. */
  budgetRepository?: string;
  /** `github-writes-per-minute`: the share of GitHub's content-creation limit the runs of a ledger keep to (default 60). */
  githubWritesPerMinute?: number;
  /** `queue-timeout-hours`: how long a request queued under `on-budget-exhausted: queue` may wait (default 24 h). */
  queueTimeoutMs?: number;
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
  /** `GITHUB_RUN_NUMBER`: the workflow's runs are numbered one after another, so a burst's are consecutive (pace.ts). */
  runNumber?: number | undefined;
}

/** The context from the runner's variables (the caller passes them: only the runner reads the environment). */
export function budgetContext(env: Readonly<Record<string, string | undefined>>): BudgetContext {
  return {
    repository: env.GITHUB_REPOSITORY ?? '',
    runId: env.GITHUB_RUN_ID ?? 'local',
    runAttempt: env.GITHUB_RUN_ATTEMPT ?? '1',
    workflow: env.GITHUB_WORKFLOW ?? '',
    runNumber: /^\d{1,9}$/.test(env.GITHUB_RUN_NUMBER ?? '') ? Number(env.GITHUB_RUN_NUMBER) : undefined,
  };
}

export interface BudgetLog {
  info: (message: string) => void;
  warning: (message: string) => void;
  /** Request-by-request detail (the runner shows it with debug logging on). */
  debug?: (message: string) => void;
}

export interface BudgetRuntime {
  log: BudgetLog;
  /**
   * When the run started (`now()` of util/clock.ts) (default: when the budget is opened): a reservation the ledger shows from
   * after it is another run's, started alongside this one, and the run takes turns with it.
   */
  startedAt?: number;
  random?: () => number;
  /** The GitHub writes this run's job will make (its comment, reactions, note…), for the pace (see pace.ts). */
  jobWrites?: number;
  /**
   * Told when the run starts a long wait for its slot (a minute or more), with
   * when it expects it (GitHub's clock): the comment says so.
   */
  onLongWait?: (expectedAt: number) => void;
  /**
   * Starts the requests queued under `on-budget-exhausted: queue` before this
   * run's own (first in, first out): called once, before the reservation, when
   * the ledger holds a queue. Never throws but for a cancellation.
   */
  startQueued?: () => Promise<void>;
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
  /** When the window was seen (GitHub's clock, ms), and when each of its live entries was taken, oldest first. */
  seenAt?: number;
  takenAt?: number[];
  /** When a slot is next free (`seenAt` when one is free already). */
  freesAt?: number;
  /** Requests queued under `on-budget-exhausted: queue`, waiting for a slot (not counted in the window). */
  queued?: number;
}

/** The window is full and the policy does not wait (or the wait would pass `timeout-seconds`). */
export interface BudgetExhausted {
  kind: 'exhausted';
  policy: BudgetPolicy;
  /** When a slot frees (ms since the epoch, GitHub's clock): for messages and the skip comment. */
  nextSlotAt: number;
  /**
   * Why: the ledger's window is full, the service answered 429, the wait would pass the deadline, or GitHub
   * rate-limited (or kept refusing) the ledger's writes until the deadline.
   */
  cause: 'window' | 'service' | 'timeout' | 'ledger';
  message: string;
}

export type ReserveResult = { kind: 'reserved'; remaining: number } | BudgetExhausted | { kind: 'untracked'; reason: string };
