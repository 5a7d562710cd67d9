/**
 * The store of a project's ledger ref in `budget-repository`, for the
 * features that keep their state beside the budget (the pending list, the
 * last job's pull request): one way to open it, the same compare-and-swap.
 */
import type { Clock } from '../util/clock.js';
import type { GitHubClient } from '../github/client.js';
import { LedgerStore } from './store.js';
import { ledgerRefName } from '../budget/window.js';

export interface ProjectLedgerOptions {
  client: GitHubClient;
  /** `owner/repo` that holds the ledger (`budget-repository`, else the workflow's repository). */
  repository: string;
  projectId: string;
  clock: Clock;
  warn: (message: string) => void;
  signal?: AbortSignal;
  random?: () => number;
}

/** The ledger store for the project's ref in `options.repository`. */
export function openProjectLedger(options: ProjectLedgerOptions): LedgerStore {
  const [owner = '', repo = ''] = options.repository.split('/');
  return new LedgerStore({
    client: options.client,
    location: { owner, repo, ref: ledgerRefName(options.projectId) },
    project: options.projectId,
    clock: options.clock,
    warn: options.warn,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.random ? { random: options.random } : {}),
  });
}
