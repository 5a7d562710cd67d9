/**
 * What the budget gate takes and gives: its settings, the run's context and
 * runtime, and the shapes of its answers.
 */
import type { Clock } from '../util/clock.js';
import type { BudgetPolicy } from './policy.js';

/** The settings the budget needs, from the inputs. */
export interface BudgetSettings {
  projectId: string;
  budgetPerHour: number;
  onBudgetExhausted: BudgetPolicy;
  /** `budget-repository` (`owner/repo`): where the ledger ref lives; the workflow's repository when absent. */
  budgetRepository?: string;
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
