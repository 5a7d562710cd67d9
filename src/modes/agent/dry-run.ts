/**
 * What `dry-run: true` checks without spending anything, each reported as passed or failed: the inputs and the
 * trigger (checked before the run gets here), and the service: a job read with a made-up id, which costs no job.
 * The service answers 404 when the key is accepted (no such job), and 401 or 403 when it is not.
 */
import { Inputs } from '../../runner/names.js';
import { ServiceHttpError, getErrorMessage } from '../../util/errors.js';
import type { ServiceClient } from '../../service/agent/client.js';

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
