/**
 * What the budget tells the log: the window when full, the 429 refusal, the
 * pace, a ledger GitHub keeps refusing, and the warning when the ledger
 * cannot be used.
 */
import { Inputs } from '../runner/names.js';
import type { LedgerUnavailableError } from '../ledger/errors.js';
import type { BudgetExhausted } from './policy.js';
import type { PaceState } from './pace.js';
import type { WindowState } from './window.js';
import { formatTime } from '../render/time.js';
import type { LedgerLocation } from '../ledger/git.js';

/** `10m05s`-style wait for messages; minutes and hours for long ones. */
export function formatWait(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return `${hours}h${String(minutes).padStart(2, '0')}m`;
  if (minutes > 0) return `${minutes}m${String(seconds).padStart(2, '0')}s`;
  return `${seconds}s`;
}

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
    message += ` Not waiting: that is past '${Inputs.TimeoutSeconds}'.`;
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
      : `The ledger needs \`contents: write\` on ${repository} and a reachable GitHub API.`;
  return `Could not use the budget ledger ${ref} in ${repository} (${error.message}): ${consequence}. ${hint}`;
}

export function reservedMessage(ref: string, limit: number, remaining: number, attempts: number, serverClockKnown: boolean): string {
  const races = attempts > 1 ? ` (after ${attempts - 1} lost race(s) with other runs)` : '';
  const noDate = serverClockKnown ? '' : ' (GitHub sent no Date header: the runner clock is used)';
  return `Reserved a slot in ${ref}: ${limit - remaining} of ${limit} used in the last 60 minutes, ${remaining} left${races}${noDate}.`;
}

/** The log line of a run that waits for the pace: when it expects its slot, and why it waits. */
export function paceMessage(paced: PaceState, expectedAt: number, now: number, perMinute: number, spacingMs: number): string {
  const recent = paced.lastMinute === 1 ? '1 job was' : `${paced.lastMinute} jobs were`;
  const queue = paced.ahead === undefined || paced.ahead < 1 ? '' : `; about ${Math.round(paced.ahead)} waiting runs are ahead of it`;
  return `${recent} reserved in the last minute by the runs that share this ledger: this run expects its slot from ${formatTime(expectedAt)} (in ${formatWait(expectedAt - now)}${queue}; one slot every ${formatWait(spacingMs)} keeps their GitHub writes under ${perMinute} a minute, '${Inputs.GithubWritesPerMinute}', of GitHub's 80).`;
}

/**
 * GitHub rate-limited the ledger (or other runs kept winning it) up to the
 * deadline: the job is not created untracked, the policy decides.
 */
export function ledgerBusyMessage(
  error: LedgerUnavailableError,
  ref: string,
  repository: string,
  policy: BudgetExhausted['policy'],
): string {
  const why =
    error.reason === 'rate-limited'
      ? `GitHub rate-limited the budget ledger ${ref} in ${repository} until this run's '${Inputs.TimeoutSeconds}' (${error.message})`
      : `other runs kept updating the budget ledger ${ref} in ${repository} until this run's '${Inputs.TimeoutSeconds}' (${error.message})`;
  const then =
    policy === 'skip' ? 'no job was started' : 'no job was started; the budget cannot be checked, so the job is not created untracked';
  const hint = policy === 'fail' ? ` Set '${Inputs.OnBudgetExhausted}' to 'skip' to end green instead.` : '';
  return `${why}: ${then}.${hint}`;
}

/** The warning when the ledger cannot be used: what failed, and what would fix that cause (not always a permission). */
export function untrackedWarning(what: string, store: { location: LedgerLocation }, error: LedgerUnavailableError): string {
  const where = `${store.location.owner}/${store.location.repo}`;
  const hint =
    error.reason === 'permission'
      ? `To track it, give '${Inputs.GithubToken}' \`contents: write\` on ${where} (or change '${Inputs.BudgetRepository}').`
      : error.reason === 'unreachable'
        ? 'GitHub did not answer the ledger; the next run tries again.'
        : `GitHub's answer was not one the ledger expects${error.status === 409 ? ` (the repository ${where} has no commit yet: the ledger needs one)` : ''}.`;
  return `Could not ${what} in the ledger ${store.location.ref} (${error.message}): the assistant's monthly budget is not tracked for this run; the service still enforces its limit. ${hint}`;
}

/** GitHub rate-limited the ledger, or other runs kept winning it, up to the deadline: the policy decides, never "untracked". */
export function busyMessage(
  error: LedgerUnavailableError,
  store: { location: LedgerLocation } | undefined,
  policy: BudgetExhausted['policy'],
): string {
  const ref = store ? ` ${store.location.ref} in ${store.location.owner}/${store.location.repo}` : '';
  const why =
    error.reason === 'rate-limited'
      ? `GitHub rate-limited the assistant's monthly count${ref} until this run's deadline (${error.message})`
      : `other runs kept updating the assistant's monthly count${ref} until this run's deadline (${error.message})`;
  const hint = policy === 'fail' ? ` Set '${Inputs.OnBudgetExhausted}' to 'skip' to end green instead.` : '';
  return `${why}: no message was sent, since it could not be counted.${hint}`;
}
