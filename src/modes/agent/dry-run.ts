/**
 * What `dry-run: true` checks without spending anything, each reported as passed, failed or could not check: the
 * inputs and the trigger (checked before the run gets here), the service (a job read with a made-up id, which costs
 * no job: the service answers 404 when the key is accepted, 401 or 403 when it is not), the budget's ledger (a read,
 * as a run makes it before its reservation), and the token's write permissions where the run will write (the
 * ledger's repository, the issue or pull request of the comment): a write GitHub refuses before it changes anything
 * (github/write-access.ts). A failed check fails the step (`status: error`); one that could not check is a warning.
 */
import { Inputs } from '../../runner/names.js';
import { ServiceHttpError, getErrorMessage } from '../../util/errors.js';
import type { ServiceClient } from '../../service/agent/client.js';
import type { LedgerStore } from '../../ledger/store.js';
import type { GitHubClient } from '../../github/client.js';
import type { WriteAccess } from '../../github/write-access.js';
import type { CommentTarget } from '../../comment/marked.js';

export type DryRunResult = 'passed' | 'failed' | 'could not check';

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
export async function checkLedger(ledger: LedgerStore | undefined, signal: AbortSignal | undefined): Promise<DryRunCheck> {
  const name = "the budget's ledger";
  if (!ledger) {
    return {
      name,
      result: 'passed',
      detail: `not used: without '${Inputs.GithubToken}' and a repository the hourly budget is not tracked`,
    };
  }
  const where = `${ledger.ref} in ${ledger.repository}`;
  try {
    // Loaded here: a run whose inputs are wrong loads no budget code (test/runner/load-path.e2e.test.ts).
    const { budgetSection, liveEntries } = await import(/* webpackChunkName: "run" */ '../../budget/window.js');
    const read = await ledger.view(budgetSection, signal ? { signal } : {});
    const used = liveEntries(read.state, ledger.now()).length;
    return {
      name,
      result: 'passed',
      detail: `${where} is readable (${used} job(s) in the last 60 minutes)`,
    };
  } catch (error) {
    return {
      name,
      result: 'failed',
      detail: `${where} cannot be read (${getErrorMessage(error)}); the token needs 'contents: write' there`,
    };
  }
}

/** Where the run writes, for the permission checks: the ledger's repository and the comment's issue or pull request. */
export interface WritePlaces {
  github: () => Promise<GitHubClient>;
  /** The budget's ledger, when the run keeps one. */
  ledger: LedgerStore | undefined;
  /** The workflow's repository (`GITHUB_REPOSITORY`): there `permissions:` grants the token; elsewhere it cannot. */
  ownRepository: string;
  /** The issue or pull request the run comments on (or reacts on, for a command). */
  comment: CommentTarget | undefined;
  signal?: AbortSignal | undefined;
}

/** The token's write permissions where the run will write, each probed by a write GitHub refuses (nothing is written). */
export async function checkWritePermissions(places: WritePlaces): Promise<DryRunCheck[]> {
  const checks: DryRunCheck[] = [];
  const { ledger, comment, ownRepository, signal } = places;
  // Loaded here: a run whose inputs are wrong loads no GitHub code (test/runner/load-path.e2e.test.ts).
  const { probeCommentWrite, probeContentsWrite } = await import(/* webpackChunkName: "run" */ '../../github/write-access.js');
  if (ledger) {
    const [owner = '', repo = ''] = ledger.repository.split('/');
    const name = `'contents: write' on ${ledger.repository} (the budget's ledger)`;
    const fix =
      ledger.repository === ownRepository
        ? 'add `permissions: contents: write` to the workflow or the job'
        : `pass as '${Inputs.GithubToken}' a token with Contents: write on ${ledger.repository} (a GitHub App installation token: docs/github-app.md), or change '${Inputs.BudgetRepository}'`;
    checks.push(verdict(name, await probeOrUnknown(places.github, (client) => probeContentsWrite(client, { owner, repo }, signal)), fix));
  }
  if (comment) {
    const permission = comment.isPullRequest ? 'pull-requests: write' : 'issues: write';
    const where = `${comment.owner}/${comment.repo}#${comment.issueNumber}`;
    const name = `'${permission}' on ${where} (the job's comment)`;
    const fix =
      `${comment.owner}/${comment.repo}` === ownRepository
        ? `add \`permissions: ${permission}\` to the workflow or the job`
        : `pass as '${Inputs.GithubToken}' a token that may write ${comment.isPullRequest ? 'pull requests' : 'issues'} on ${comment.owner}/${comment.repo}`;
    checks.push(verdict(name, await probeOrUnknown(places.github, (client) => probeCommentWrite(client, comment, signal)), fix));
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
