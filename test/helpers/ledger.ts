/** The budget ledger as a test reads it back from the git database stand-in, and seeds it. */
import { iso, ledgerJsonInMessage, ledgerMessage, parseLedgerJson, type LedgerDocument } from '../../src/ledger/document.ts';
import type { GitDatabaseStandIn } from '../../tools/stand-ins/git-database.ts';
import type { World } from '../../tools/world.ts';

/** The ledger document on `ref` of the stand-in's `repository`, or undefined when there is none (or it does not parse). */
export function storedLedger(git: GitDatabaseStandIn, repository: string, ref: string, now = git.now()): LedgerDocument | undefined {
  const message = git.headMessage(repository, ref);
  const text = message === undefined ? undefined : ledgerJsonInMessage(message);
  return text === undefined ? undefined : parseLedgerJson(text, now)?.doc;
}

/** The budget's ledger of `project` in the world: its ref, the document stored there, and a way to seed one. */
export function budgetLedger(world: World, project: string) {
  const ref = `refs/docs-agent/budget/${project}`;
  return {
    ref,
    /** The ledger as stored on the ref, or undefined when there is none (or it does not parse). */
    ledger: (): LedgerDocument | undefined => storedLedger(world.git, world.repository, ref),
    /** Stores a ledger of `count` entries, the oldest `ageMs` old, each `stepMs` after the one before. */
    seed: (count: number, ageMs: number, stepMs = 1000): void => {
      const now = Date.now();
      const doc: LedgerDocument = {
        version: 2,
        project,
        fullUntil: null,
        entries: Array.from({ length: count }, (_, i) => ({
          id: `seed-${i}`,
          at: iso(now - ageMs + i * stepMs),
          runId: `seed-${i}`,
          runAttempt: '1',
        })),
      };
      world.git.writeMessage(world.repository, ref, ledgerMessage('seed', doc));
    },
  };
}
