/** The budget ledger as a test reads it back from the git database stand-in (the document, with the budget's section read), and seeds it. */
import { iso, ledgerJsonInMessage, ledgerMessage, parseLedgerJson, type LedgerDocument } from '../../src/ledger/document.ts';
import type { Section, SectionRead } from '../../src/ledger/section.ts';
import { budgetSection, type BudgetWindow } from '../../src/budget/window.ts';
import { asList, pendingSection } from '../../src/hand-off/pending.ts';
import { queueLedger, type QueuedRequest } from '../../src/budget/queue.ts';
import { afterAll, beforeAll } from 'vitest';
import { DEFAULT_GITHUB_TOKEN, GitDatabaseStandIn } from '../../tools/stand-ins/git-database.ts';
import type { World } from '../../tools/world.ts';
import { createGitHubClient } from '../../src/github/client.ts';
import { LedgerStore } from '../../src/ledger/store.ts';

/** git's empty tree (`git hash-object -t tree /dev/null`): a version 2 ledger's commit needs no other. */
export const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

/**
 * The tree a repository that refuses the empty tree gets: one README.md holding the ledger's note, as git hashes it
 * (`git mktree` over `git hash-object` of "The docs-agent budget ledger is the message of this ref's commits.\n").
 */
export const NOTE_TREE = '555975fe860c56eb5c87ff063e3cd6fd0fde7053';

/** A version 1 document as it was stored in `ledger.json`, before the ledger moved into the commit message. */
export function serializeLedgerV1(doc: LedgerDocument): string {
  return `${JSON.stringify({ ...doc, version: 1 }, null, 2)}\n`;
}

/** Reads one section of a document at `now`, with no commit to anchor it (a document already in hand), as the store does. */
export function readSection<S>(doc: LedgerDocument, section: Section<S>, now: number): SectionRead<S> {
  return section.read(doc, { now, anchor: now });
}

/** The document with `state` written into the section's fields, as the store writes it. */
export function withSection<S>(doc: LedgerDocument, section: Section<S>, state: S): LedgerDocument {
  return { ...doc, ...section.write(state) };
}

/** The pending list of a document at `now`, as the store reads it (checked and bounded; `repairs` says what was dropped). */
export function readPending(doc: LedgerDocument, now: number): ReturnType<typeof asList> {
  return asList(readSection(doc, pendingSection, now));
}

/** The queue of a document at `now`, as the store reads it (checked and bounded); `repairs`: what the whole read dropped. */
export function readQueue(doc: LedgerDocument, now: number): { entries: QueuedRequest[]; repairs: string[] } {
  const read = readSection(doc, queueLedger, now);
  return { entries: read.state.queue, repairs: read.repairs };
}

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
export function standInLedger(url: string, warn: (message: string) => void): LedgerStore {
  const client = createGitHubClient({ token: DEFAULT_GITHUB_TOKEN, baseUrl: url, writesPerMinute: 60_000 });
  // Its random pauses (the look before a write, the backoff after a lost race) a hundredth of their length, or near it.
  return new LedgerStore({ client, repository: 'acme/docs', projectId: 'proj', warn, random: () => Math.random() / 100 });
}

/**
 * The git database stand-in holding acme/docs, started before the tests of the calling describe block and stopped
 * after them: run ledger stores on it for project `proj` (their random pauses short: see `standInLedger`), the warnings they gave, and the ledger stored on the project's ref.
 */
export function useLedgerStandIn() {
  const git = new GitDatabaseStandIn({ repositories: ['acme/docs'], latencyMs: 5 });
  let url = '';
  const warnings: string[] = [];
  beforeAll(async () => {
    url = await git.start();
  });
  afterAll(async () => {
    await git.stop();
  });
  return {
    warnings,
    ledger: (): LedgerStore => standInLedger(url, (m) => warnings.push(m)),
    stored: (): StoredLedger | undefined => storedLedger(git, 'acme/docs', 'refs/docs-agent/budget/proj', Date.now()),
  };
}

/** The budget's ledger of `project` in the world: its ref, the document stored there, and a way to seed one. */
export function budgetLedger(world: World, project: string) {
  const ref = `refs/docs-agent/budget/${project}`;
  return {
    ref,
    /** The ledger as stored on the ref, or undefined when there is none (or it does not parse). */
    ledger: (): StoredLedger | undefined => storedLedger(world.git, world.repository, ref),
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
