/**
 * `continue-open-pr`: for a merged pull request or a push, the last job this
 * action started for the project (recorded in the budget ledger, see
 * `src/budget/open-pr.ts`) gets the change as a follow-up message when its
 * pull request is still open and unmerged; otherwise a new job starts.
 */
import type { GitHubClient } from '../../github/client.js';
import { OpenPrStore } from '../../budget/open-pr.js';
import type { Clock } from '../../util/clock.js';
import { getErrorMessage } from '../../util/errors.js';
import type { AgentTrigger } from '../../triggers/trigger.js';
import { parsePullLink, sourceOf, type FollowUp } from './pr-note.js';

export interface OpenPrOptions {
  github: () => Promise<GitHubClient>;
  /** `owner/repo` of the ledger. */
  repository: string;
  projectId: string;
  clock: Clock;
  log: { info(message: string): void; warning(message: string): void };
  serverUrl?: string | undefined;
}

/** True for the triggers `continue-open-pr` applies to. */
export function continuesOpenPr(trigger: AgentTrigger): boolean {
  return trigger.kind === 'merged' || trigger.kind === 'push';
}

function ledgerStore(options: OpenPrOptions, client: GitHubClient): OpenPrStore {
  return new OpenPrStore({
    client,
    repository: options.repository,
    projectId: options.projectId,
    clock: options.clock,
    warn: (message) => {
      options.log.warning(message);
    },
  });
}

/**
 * The follow-up for this change: the last job, when its pull request is open
 * and unmerged. A failed read is thrown (a new job could be a duplicate pull
 * request the setting exists to avoid).
 */
export async function openPrFollowUp(trigger: AgentTrigger, options: OpenPrOptions): Promise<FollowUp | undefined> {
  const client = await options.github();
  let last;
  try {
    last = await ledgerStore(options, client).read();
  } catch (error) {
    throw new Error(
      `Could not read the last agent job from the budget ledger in ${options.repository} (${getErrorMessage(error)}); no job was started.`,
      {
        cause: error,
      },
    );
  }
  const pull = last ? parsePullLink(last.prLink, options.serverUrl) : undefined;
  if (!last || !pull) {
    options.log.info('continue-open-pr: no earlier job with a pull request is recorded; a new job starts.');
    return undefined;
  }
  const where = `${pull.owner}/${pull.repo}#${pull.number}`;
  let state: { state: string; merged: boolean };
  try {
    state = (await client.rest.pulls.get({ owner: pull.owner, repo: pull.repo, pull_number: pull.number })).data;
  } catch (error) {
    throw new Error(`Could not read pull request ${where} of agent job ${last.jobId} (${getErrorMessage(error)}); no job was started.`, {
      cause: error,
    });
  }
  if (state.state !== 'open' || state.merged) {
    options.log.info(
      `continue-open-pr: pull request ${where} of agent job ${last.jobId} is ${state.merged ? 'merged' : state.state}; a new job starts.`,
    );
    return undefined;
  }
  options.log.info(
    `continue-open-pr: pull request ${where} of agent job ${last.jobId} is open: the change goes to that job as a follow-up message.`,
  );
  return { jobId: last.jobId, noteUrl: last.prLink ?? '', append: sourceOf(trigger)?.url };
}

/** Records the job as the last one, with its pull request; a failure is a warning (the job exists). */
export async function recordOpenPr(jobId: string, prLink: string | null, options: OpenPrOptions): Promise<void> {
  try {
    await ledgerStore(options, await options.github()).record(jobId, prLink);
  } catch (error) {
    options.log.warning(`Agent job ${jobId} was not recorded as the last job for 'continue-open-pr': ${getErrorMessage(error)}`);
  }
}
