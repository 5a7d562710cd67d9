/**
 * What the budget tells the log: the window when full, the 429 refusal, and
 * the warning when the ledger cannot be used.
 */
import { Inputs } from '../runner/names.js';
import type { LedgerUnavailableError } from '../ledger/errors.js';
import type { BudgetExhausted } from './types.js';
import { formatWait, type WindowState } from './window.js';
import { formatTime } from '../render/time.js';

export function describeFull(state: WindowState, now: number): string {
  const frees = `the next slot frees at ${formatTime(state.nextSlotAt)} (in ${formatWait(state.nextSlotAt - now)})`;
  if (state.fullUntil !== null && state.used < state.limit) {
    return `the service refused a job with 429 (its hourly limit is reached; this ledger counts ${state.used} of ${state.limit}); ${frees}`;
  }
  return `${state.used} of ${state.limit} agent jobs were created in the last 60 minutes ('${Inputs.BudgetPerHour}': ${state.limit}); ${frees}`;
}

export function exhaustedMessage(
  state: WindowState,
  now: number,
  cause: BudgetExhausted['cause'],
  policy: BudgetExhausted['policy'],
): string {
  let message = `The hourly budget is used up: ${describeFull(state, now)}.`;
  if (cause === 'timeout') {
    message += ` Not waiting: that is past 'timeout-seconds'.`;
  } else if (policy === 'fail') {
    message += ` Set '${Inputs.OnBudgetExhausted}' to 'wait' or 'skip' to wait for it or to skip instead.`;
  }
  return message;
}

export function serviceRefusedMessage(nextSlotAt: number, now: number, policy: BudgetExhausted['policy']): string {
  const service = `The service refused the job with 429 (its limit of agent jobs per hour is reached)`;
  const frees = `a slot frees at ${formatTime(nextSlotAt)} (in ${formatWait(nextSlotAt - now)})`;
  if (policy === 'wait') return `${service} and the wait for it would pass 'timeout-seconds'; ${frees}.`;
  const hint = policy === 'fail' ? ` Set '${Inputs.OnBudgetExhausted}' to 'wait' or 'skip' to wait for it or to skip instead.` : '';
  return `${service}; ${frees}.${hint}`;
}

/**
 * The warning when the ledger cannot be used: it names the repository that
 * holds the ledger and, for a permission failure, the permission it needs
 * there (`contents: write`).
 */
export function unavailableMessage(error: LedgerUnavailableError, ref: string, repository: string, ownRepository: string): string {
  const consequence = 'the hourly budget is not tracked for this run; the job is created anyway and the service still enforces its limit';
  const permission =
    repository === ownRepository
      ? `give the workflow (or job) \`permissions: contents: write\` so that the action can keep the ledger in ${repository}`
      : `pass as '${Inputs.GithubToken}' a token with \`contents: write\` on ${repository} (for another repository, a GitHub App installation token), or change '${Inputs.BudgetRepository}'`;
  const hint =
    error.reason === 'permission'
      ? `To track it, ${permission}.`
      : error.reason === 'rate-limited'
        ? 'GitHub rate-limited the ledger requests and the retries are spent.'
        : error.reason === 'contention'
          ? 'Too many runs updated the ledger at once.'
          : `The ledger needs \`contents: write\` on ${repository} and a reachable GitHub API.`;
  return `Could not use the budget ledger ${ref} in ${repository} (${error.message}): ${consequence}. ${hint}`;
}

export function reservedMessage(ref: string, limit: number, remaining: number, attempts: number, serverClockKnown: boolean): string {
  const races = attempts > 1 ? ` (after ${attempts - 1} lost race(s) with other runs)` : '';
  const clock = serverClockKnown ? '' : ' (GitHub sent no Date header: the runner clock is used)';
  return `Reserved a slot in ${ref}: ${limit - remaining} of ${limit} used in the last 60 minutes, ${remaining} left${races}${clock}.`;
}
