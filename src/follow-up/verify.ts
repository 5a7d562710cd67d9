/**
 * `continue-open-pr`'s record of the last job is checked before a change is
 * sent to that job. Anyone who can push the ledger's ref can write a record
 * naming any job and any pull request; a change must reach the job whose
 * pull request it is, and the note on a pull request must be one the action
 * left for that job. So a record that names a pull request is believed only
 * when the job, as the service shows it, names the same pull request, or,
 * when the service shows none (a follow-up that ended without a link), when
 * that pull request carries the action's own note for the job (written by
 * the token's own identity; of people, only an admin's note is believed). A
 * record that fails is dropped with a warning naming it, and a new job starts.
 */
import type { GitHubClient } from '../github/client.js';
import type { AgentJob } from '../service/agent/schemas.js';
import { findNote, parsePullLink, pullTarget, type PullRef } from '../comment/pr-note.js';
import { getErrorMessage } from '../util/errors.js';

/** The action's own identity; of people, only admins (who may rewrite the ledger anyway). */
const OWN_NOTES_ONLY = { minPermission: 'admin' } as const;

const samePull = (a: PullRef, b: PullRef): boolean =>
  a.owner.toLowerCase() === b.owner.toLowerCase() && a.repo.toLowerCase() === b.repo.toLowerCase() && a.number === b.number;

export interface OpenPrCheck {
  github: () => Promise<GitHubClient>;
  serverUrl?: string | undefined;
  log: { warning(message: string): void };
}

/**
 * True when the record's job and pull request go together (see above); false,
 * with a warning naming the record, when they do not. A failed read of the
 * note is thrown (the caller says no job was started).
 */
export async function recordHolds(job: AgentJob, recordedPrLink: string, pull: PullRef, check: OpenPrCheck): Promise<boolean> {
  const where = `${pull.owner}/${pull.repo}#${pull.number}`;
  const drop = (why: string): false => {
    check.log.warning(
      `continue-open-pr: the ledger's record of the last job (agent job ${job.id}, pull request ${JSON.stringify(recordedPrLink)}) does not hold: ${why}. It is dropped, and a new job starts for this change; someone may have written the record to the ledger by hand.`,
    );
    return false;
  };
  if (job.prLink) {
    const shown = parsePullLink(job.prLink, check.serverUrl);
    return shown && samePull(shown, pull) ? true : drop(`the service says the job's pull request is ${JSON.stringify(job.prLink)}`);
  }
  let note;
  try {
    note = await findNote(await check.github(), pullTarget(pull), OWN_NOTES_ONLY, job.id);
  } catch (error) {
    throw new Error(
      `Could not read the comments of pull request ${where} to check the last job's record (${getErrorMessage(error)}); no job was started.`,
      {
        cause: error,
      },
    );
  }
  return note ? true : drop(`the service shows no pull request for the job, and ${where} has no note of this action for it`);
}
