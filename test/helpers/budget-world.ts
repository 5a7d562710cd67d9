/**
 * The world of the budget's end-to-end tests: the service emulator with the
 * git database stand-in mounted on it (one loopback server for both the
 * service and GitHub), started once per test file. Each test starts with no
 * recorded requests, no jobs, full write permission, GitHub's clock equal to
 * the runner's and no ledger ref.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { iso, ledgerMessage, type LedgerDocument } from '../../src/ledger/document.ts';
import { ServiceEmulator, type EmulatorOptions } from '../../tools/emulator/server.ts';
import { GitDatabaseStandIn } from '../../tools/stand-ins/git-database.ts';
import { storedLedger, type StoredLedger } from './ledger.ts';

export const REPOSITORY = 'acme/docs';

export interface BudgetWorld {
  readonly emulator: ServiceEmulator;
  readonly git: GitDatabaseStandIn;
  /** The ledger's ref for the project. */
  readonly ref: string;
  /** The server's URL: the service's base URL and GITHUB_API_URL (set once started). */
  url: string;
  /** The ledger as stored on the ref, or undefined when there is none (or it does not parse). */
  ledger: () => StoredLedger | undefined;
  /** Stores a ledger of `count` entries, the oldest `ageMs` old, each `stepMs` after the one before. */
  seed: (count: number, ageMs: number, stepMs?: number) => void;
}

/** Call at the top of a test file: registers the hooks that start, reset and stop the world. */
export function useBudgetWorld(project: string, options: EmulatorOptions = {}): BudgetWorld {
  const emulator = new ServiceEmulator({ jobDurationMs: 100, ...options });
  const git = new GitDatabaseStandIn({ repositories: [REPOSITORY] });
  emulator.use(git.handler);
  const ref = `refs/docs-agent/budget/${project}`;
  const world: BudgetWorld = {
    emulator,
    git,
    ref,
    url: '',
    ledger: () => storedLedger(git, REPOSITORY, ref),
    seed: (count, ageMs, stepMs = 1000) => {
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
      git.writeMessage(REPOSITORY, ref, ledgerMessage('seed', doc));
    },
  };
  beforeAll(async () => {
    world.url = await emulator.start();
  });
  afterAll(async () => {
    await emulator.stop();
  });
  beforeEach(() => {
    emulator.requests.length = 0;
    emulator.jobs.clear();
    git.requests.length = 0;
    git.permission = 'write';
    git.now = Date.now;
    git.repository(REPOSITORY).refs.delete(ref);
  });
  return world;
}
