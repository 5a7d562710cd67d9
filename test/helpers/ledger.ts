/** The budget ledger as a test reads it back from the git database stand-in. */
import { ledgerJsonInMessage, parseLedgerJson, type LedgerDocument } from '../../src/ledger/document.ts';
import type { GitDatabaseStandIn } from '../../tools/stand-ins/git-database.ts';

/** The ledger document on `ref` of the stand-in's `repository`, or undefined when there is none (or it does not parse). */
export function storedLedger(git: GitDatabaseStandIn, repository: string, ref: string, now = git.now()): LedgerDocument | undefined {
  const message = git.headMessage(repository, ref);
  const text = message === undefined ? undefined : ledgerJsonInMessage(message);
  return text === undefined ? undefined : parseLedgerJson(text, now)?.doc;
}
