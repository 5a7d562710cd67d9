/**
 * What `dry-run: true` checks without spending anything, each reported as passed, failed or could not check: the
 * inputs and the trigger (checked before the run gets here), the service (a job read with a made-up id, which costs
 * no job: the service answers 404 when the key is accepted, 401 or 403 when it is not), the budget's ledger (a read,
 * as a run makes it before its reservation: the hourly budget's for the agent, the assistant's monthly count for ask
 * and impact), and the token's write permissions where the run will write (the ledger's repository, the issue or
 * pull request of the comment): a write GitHub refuses before it changes anything (github/write-access.ts). The
 * assistant offers no read that costs no message, so its key is `not checked` (spec section 4.3: its one endpoint
 * sends a message, and each counts in the key's 10,000 a month). A failed check fails the step (`status: error`);
 * one that could not check is a warning; one not checked is said in the log.
 */
import { Inputs } from '../runner/names.js';
import { ServiceHttpError, getErrorMessage } from '../util/errors.js';
import type { ServiceClient } from '../service/agent/client.js';
import type { LedgerStore } from '../ledger/store.js';
import type { GitHubClient } from '../github/client.js';
import type { WriteAccess } from '../github/write-access.js';
import type { CommentTarget } from '../comment/marked.js';

export type DryRunResult = 'passed' | 'failed' | 'could not check' | 'not checked';

export interface DryRunCheck {
  name: string;
  result: DryRunResult;
  detail: string;
}

/** The id of the job the check reads: no job has it. */
const MADE_UP_JOB_ID = 'docs-agent-dry-run-check';

/** Reads a job that does not exist: 404 means the key is accepted; 401/403 name the key; anything else says what came back. */
export async function checkService(client: ServiceClient): Promise<DryRunCheck> {
  const name = `the service and '${Inputs.AdminApiKey}'`;
  try {
    await client.getJob(MADE_UP_JOB_ID);
    return { name, result: 'passed', detail: 'a job read was answered' };
  } catch (error) {
    if (error instanceof ServiceHttpError && error.status === 404) {
      return { name, result: 'passed', detail: `reachable, and the key is accepted (a job read with a made-up id answered 404)` };
    }
    if (error instanceof ServiceHttpError && (error.status === 401 || error.status === 403)) {
      return {
        name,
        result: 'failed',
        detail: `the key is refused: ${error.message}`,
      };
    }
    return { name, result: 'failed', detail: getErrorMessage(error) };
  }
}

/** Reads the budget's ledger as a run does before its reservation; writes nothing. */
export async function checkLedger(ledger: LedgerStore | undefined): Promise<DryRunCheck> {
  return checkLedgerRead(ledger, "the budget's ledger", 'the hourly budget', async (store) => {
    // Loaded here: a run whose inputs are wrong loads no budget code (test/runner/load-path.e2e.test.ts).
    const { budgetSection, liveEntries } = await import(/* webpackChunkName: "run" */ '../budget/window.js');
    const read = await store.view(budgetSection);
    return `${liveEntries(read.state, store.now()).length} job(s) in the last 60 minutes`;
  });
}

/** The assistant's monthly count (budget/assistant-month.ts): its ledger, and the key's fingerprint it is kept under. */
export interface MonthLedger {
  store: LedgerStore | undefined;
  fingerprint: string;
  /** `assistant-budget-per-month`. */
  limit: number;
}

/** Reads the assistant's monthly count as an ask or impact run does before its message; writes nothing. */
export async function checkMonthLedger(ledger: MonthLedger): Promise<DryRunCheck> {
  return checkLedgerRead(ledger.store, "the assistant's monthly count", "the assistant's monthly budget", async (store) => {
    // The counter's reducers are the assistant run's own chunk: loaded with it, not copied into this one.
    const { ASSISTANT_MONTH_FIELD, monthSection, monthState, readCounter } = await import(
      /* webpackChunkName: "assistant" */ '../budget/assistant-counter.js'
    );
    const read = await store.view(monthSection);
    const now = store.now();
    const state = monthState(readCounter({ [ASSISTANT_MONTH_FIELD]: read.state } as never, ledger.fingerprint, now), ledger.limit, now);
    return `${state.used} of ${state.limit} messages in ${state.month}`;
  });
}

async function checkLedgerRead(
  ledger: LedgerStore | undefined,
  name: string,
  budget: string,
  read: (store: LedgerStore) => Promise<string>,
): Promise<DryRunCheck> {
  if (!ledger) {
    return {
      name,
      result: 'passed',
      detail: `not used: without '${Inputs.GithubToken}' and a repository ${budget} is not tracked`,
    };
  }
  const where = `${ledger.ref} in ${ledger.repository}`;
  try {
    const used = await read(ledger);
    return { name, result: 'passed', detail: `${where} is readable (${used})` };
  } catch (error) {
    return {
      name,
      result: 'failed',
      detail: `${where} cannot be read (${getErrorMessage(error)}); the token needs 'contents: write' there`,
    };
  }
}

/** The assistant and its key: not checked, since every request to it is a message that counts (see the module comment). */
export function assistantNotChecked(): DryRunCheck {
  return {
    name: `the assistant and '${Inputs.AssistantApiKey}'`,
    result: 'not checked',
    detail:
      'not checked: the assistant has no free read (its one endpoint answers a message, and each message counts in the 10,000 a key may send a month)',
  };
}

/** Where the run writes, for the permission checks: the ledger's repository and the comment's issue or pull request. */
export interface WritePlaces {
  github: () => Promise<GitHubClient>;
  /** The budget's ledger, when the run keeps one. */
  ledger: LedgerStore | undefined;
  /** What the ledger holds, in the check's name: "the budget's ledger" unless said. */
  ledgerName?: string;
  /** The workflow's repository (`GITHUB_REPOSITORY`): there `permissions:` grants the token; elsewhere it cannot. */
  ownRepository: string;
  /** The issue or pull request the run comments on (or reacts on, for a command). */
  comment: CommentTarget | undefined;
  /** The comment, in the check's name: "the job's comment" unless said. */
  commentName?: string;
}

/** The token's write permissions where the run will write, each probed by a write GitHub refuses (nothing is written). */
export async function checkWritePermissions(places: WritePlaces): Promise<DryRunCheck[]> {
  const checks: DryRunCheck[] = [];
  const { ledger, comment, ownRepository } = places;
  // Loaded here: a run whose inputs are wrong loads no GitHub code (test/runner/load-path.e2e.test.ts).
  const { probeCommentWrite, probeContentsWrite } = await import(/* webpackChunkName: "run" */ '../github/write-access.js');
  if (ledger) {
    const [owner = '', repo = ''] = ledger.repository.split('/');
    const name = `'contents: write' on ${ledger.repository} (${places.ledgerName ?? "the budget's ledger"})`;
    const fix =
      ledger.repository === ownRepository
        ? 'add `permissions: contents: write` to the workflow or the job'
        : `pass as '${Inputs.GithubToken}' a token with Contents: write on ${ledger.repository} (a GitHub App installation token: docs/github-app.md), or change '${Inputs.BudgetRepository}'`;
    checks.push(verdict(name, await probeOrUnknown(places.github, (client) => probeContentsWrite(client, { owner, repo })), fix));
  }
  if (comment) {
    const permission = comment.isPullRequest ? 'pull-requests: write' : 'issues: write';
    const where = `${comment.owner}/${comment.repo}#${comment.issueNumber}`;
    const name = `'${permission}' on ${where} (${places.commentName ?? "the job's comment"})`;
    const fix =
      `${comment.owner}/${comment.repo}` === ownRepository
        ? `add \`permissions: ${permission}\` to the workflow or the job`
        : `pass as '${Inputs.GithubToken}' a token that may write ${comment.isPullRequest ? 'pull requests' : 'issues'} on ${comment.owner}/${comment.repo}`;
    checks.push(verdict(name, await probeOrUnknown(places.github, (client) => probeCommentWrite(client, comment)), fix));
  }
  return checks;
}

async function probeOrUnknown(
  github: () => Promise<GitHubClient>,
  probe: (client: GitHubClient) => Promise<WriteAccess>,
): Promise<WriteAccess> {
  try {
    return await probe(await github());
  } catch (error) {
    return { kind: 'unknown', message: getErrorMessage(error) };
  }
}

function verdict(name: string, access: WriteAccess, fix: string): DryRunCheck {
  switch (access.kind) {
    case 'granted':
      return {
        name,
        result: 'passed',
        detail: `GitHub allowed a write and refused only its made-up content (${access.status}): nothing was written`,
      };
    case 'refused': {
      const needs = access.accepted ? `; GitHub says it needs ${access.accepted}` : '';
      return { name, result: 'failed', detail: `GitHub refused a write with ${access.status} (${access.message})${needs}: ${fix}` };
    }
    case 'unknown':
      return { name, result: 'could not check', detail: `${access.message}; a run needs it: ${fix} if it is missing` };
  }
}

/** Where an ask or impact run reads and writes: the assistant's monthly count and the answer's or impact's comment. */
export interface AssistantPlaces {
  github: () => Promise<GitHubClient>;
  /** `github-token` was given: without it the run writes nothing to GitHub, and nothing is probed. */
  hasToken: boolean;
  month: MonthLedger;
  ownRepository: string;
  comment: CommentTarget | undefined;
  /** The comment, in the check's name ("the answer", "the impact comment"). */
  commentName: string;
}

/** An ask or impact run's checks after its inputs and event: the assistant (not checked), the count's ledger, the writes. */
export async function checkAssistantRun(places: AssistantPlaces): Promise<DryRunCheck[]> {
  const { github, month, ownRepository, comment, commentName } = places;
  return [
    assistantNotChecked(),
    await checkMonthLedger(month),
    ...(places.hasToken
      ? await checkWritePermissions({
          github,
          ledger: month.store,
          ledgerName: "the assistant's monthly count",
          ownRepository,
          comment,
          commentName,
        })
      : []),
  ];
}
