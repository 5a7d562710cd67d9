/**
 * What `dry-run: true` checks without spending anything, each reported as passed or failed: the inputs and the
 * trigger (checked before the run gets here), the service (a job read with a made-up id, which costs no job: the
 * service answers 404 when the key is accepted, 401 or 403 when it is not) and the budget's ledger (a read, as a
 * run makes it before its reservation). Write permissions are not checked: GitHub shows a token's write access
 * only by a write, and a dry run writes nothing; the check says which permission the run will need.
 */
import { Inputs } from '../../runner/names.js';
import { ServiceHttpError, getErrorMessage } from '../../util/errors.js';
import type { ServiceClient } from '../../service/agent/client.js';
import type { LedgerStore } from '../../ledger/store.js';

export interface DryRunCheck {
  name: string;
  passed: boolean;
  detail: string;
}

/** The id of the job the check reads: no job has it. */
export const MADE_UP_JOB_ID = 'docs-agent-dry-run-check';

/** Reads a job that does not exist: 404 means the key is accepted; 401/403 name the key; anything else says what came back. */
export async function checkService(client: ServiceClient): Promise<DryRunCheck> {
  const name = `the service and '${Inputs.AdminApiKey}'`;
  try {
    await client.getJob(MADE_UP_JOB_ID);
    return { name, passed: true, detail: 'a job read was answered' };
  } catch (error) {
    if (error instanceof ServiceHttpError && error.status === 404) {
      return { name, passed: true, detail: `reachable, and the key is accepted (a job read with a made-up id answered 404)` };
    }
    if (error instanceof ServiceHttpError && (error.status === 401 || error.status === 403)) {
      return {
        name,
        passed: false,
        detail: `the key is refused: ${error.message}; check '${Inputs.AdminApiKey}' (and the key's IP allow-list)`,
      };
    }
    return { name, passed: false, detail: getErrorMessage(error) };
  }
}

/** Reads the budget's ledger as a run does before its reservation; writes nothing. */
export async function checkLedger(ledger: LedgerStore | undefined, signal: AbortSignal | undefined): Promise<DryRunCheck> {
  const name = "the budget's ledger";
  if (!ledger) {
    return { name, passed: true, detail: `not used: without '${Inputs.GithubToken}' and a repository the hourly budget is not tracked` };
  }
  const where = `${ledger.ref} in ${ledger.repository}`;
  try {
    // Loaded here: a run whose inputs are wrong loads no budget code (test/runner/load-path.e2e.test.ts).
    const { budgetSection, liveEntries } = await import(/* webpackChunkName: "run" */ '../../budget/window.js');
    const read = await ledger.view(budgetSection, signal ? { signal } : {});
    const used = liveEntries(read.state, ledger.now()).length;
    return {
      name,
      passed: true,
      detail: `${where} is readable (${used} job(s) in the last 60 minutes); a run writes it, which needs 'contents: write' there`,
    };
  } catch (error) {
    return { name, passed: false, detail: `${where} cannot be read (${getErrorMessage(error)}); the token needs 'contents: write' there` };
  }
}
