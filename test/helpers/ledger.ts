/** The ledger as a test reads it back from the git database stand-in: the document, with the budget's section read. */
import { ledgerJsonInMessage, parseLedgerJson, type LedgerDocument } from '../../src/ledger/document.ts';
import { readSection } from '../../src/ledger/section.ts';
import { budgetSection, type BudgetWindow } from '../../src/budget/window.ts';
import { DEFAULT_GITHUB_TOKEN, type GitDatabaseStandIn } from '../../tools/stand-ins/git-database.ts';
import { createGitHubClient } from '../../src/github/client.ts';
import { LedgerStore } from '../../src/ledger/store.ts';
import type { Clock } from '../../src/util/clock.ts';

/** A stored ledger: its document, with the budget's entries and hold as the budget reads them (checked and bounded). */
export type StoredLedger = LedgerDocument & BudgetWindow;

/** The document in a commit message, with the budget's section read at `now`; undefined when it is not a ledger. */
export function ledgerOfMessage(message: string, now: number): StoredLedger | undefined {
  const text = ledgerJsonInMessage(message);
  const doc = text === undefined ? undefined : parseLedgerJson(text);
  return doc && { ...doc, ...readSection(doc, budgetSection, now).state };
}

/** The ledger document on `ref` of the stand-in's `repository`, or undefined when there is none (or it does not parse). */
export function storedLedger(git: GitDatabaseStandIn, repository: string, ref: string, now = git.now()): StoredLedger | undefined {
  const message = git.headMessage(repository, ref);
  return message === undefined ? undefined : ledgerOfMessage(message, now);
}

/** A run's ledger store for project `proj` in `acme/docs` of the git database stand-in at `url`. */
export function standInLedger(url: string, clock: Clock, warn: (message: string) => void): LedgerStore {
  const client = createGitHubClient({ token: DEFAULT_GITHUB_TOKEN, baseUrl: url, paceWrites: false });
  return new LedgerStore({ client, repository: 'acme/docs', projectId: 'proj', clock, warn });
}
