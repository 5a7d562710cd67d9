/**
 * The pending list's reads and writes: the budget ledger's store (the same
 * ref, the same compare-and-swap loop as reservations). A lost race reads
 * again and retries; a write whose outcome is unknown is read again, never
 * sent blindly a second time (the pure changes of pending.ts see whether it
 * went through).
 */
import type { Clock } from '../util/clock.js';
import type { LedgerDocument } from '../ledger/document.js';
import type { LedgerStore, UpdateResult } from '../ledger/store.js';
import { openProjectLedger, type ProjectLedgerOptions } from '../ledger/project.js';
import { addPending, claimPending, readPending, settlePending, type PendingRecord } from './pending.js';
import { ledgerRefName } from '../budget/window.js';

/** Longest time a pending-list write spends on lost races. */
const CONTENTION_MS = 2 * 60 * 1000;

export type PendingStoreOptions = ProjectLedgerOptions;

export class PendingStore {
  private readonly store: LedgerStore;
  private readonly clock: Clock;
  private readonly warn: (message: string) => void;
  private readonly warned = new Set<string>();
  readonly ref: string;
  readonly repository: string;

  constructor(options: PendingStoreOptions) {
    this.ref = ledgerRefName(options.projectId);
    this.repository = options.repository;
    this.clock = options.clock;
    this.warn = options.warn;
    this.store = openProjectLedger(options);
  }

  /** Now on GitHub's clock (once a response has told it). */
  now(): number {
    return this.store.now();
  }

  /** One warning per repair, however often a lost race makes the list be read again. */
  private noteRepairs(repairs: string[]): void {
    const fresh = repairs.filter((repair) => !this.warned.has(repair));
    for (const repair of fresh) this.warned.add(repair);
    if (fresh.length > 0) this.warn(`The pending list in ${this.repository} ${this.ref}: ${fresh.join('; ')}.`);
  }

  /** The records as stored now (checked and bounded). */
  async list(): Promise<PendingRecord[]> {
    const snapshot = await this.store.read();
    const list = readPending(snapshot.doc, this.store.now());
    this.noteRepairs(list.repairs);
    return list.records;
  }

  private async change<T>(
    message: string,
    mutate: (doc: LedgerDocument, now: number) => { doc: LedgerDocument | null; result: T },
  ): Promise<UpdateResult<T>> {
    return this.store.update<T>(
      (doc, now) => {
        this.noteRepairs(readPending(doc, now).repairs);
        const change = mutate(doc, now);
        return { write: change.doc, result: change.result, message };
      },
      { maxAttempts: 1000, until: this.clock.now() + CONTENTION_MS },
    );
  }

  /** Records a handed-off job. */
  async add(record: PendingRecord): Promise<void> {
    await this.change(`docs-agent: job ${record.jobId} handed off (run ${record.run.id})`, (doc, now) => ({
      doc: addPending(doc, record, now),
      result: undefined,
    }));
  }

  /** Claims the records of `jobIds` for `claimant`: the ids this run holds afterwards. */
  async claim(jobIds: readonly string[], claimant: string): Promise<{ claimed: string[]; written: boolean }> {
    const outcome = await this.change(`docs-agent: report ${jobIds.length} handed-off job(s) (${claimant})`, (doc, now) => {
      const claim = claimPending(doc, jobIds, claimant, now);
      return { doc: claim.doc, result: claim.claimed };
    });
    return { claimed: outcome.result, written: outcome.written };
  }

  /** Removes the reported records and gives back the claims of those whose report failed. */
  async settle(claimant: string, done: readonly string[], release: readonly string[]): Promise<void> {
    if (done.length === 0 && release.length === 0) return;
    await this.change(`docs-agent: ${done.length} handed-off job(s) reported (${claimant})`, (doc, now) => ({
      doc: settlePending(doc, claimant, done, release, now),
      result: undefined,
    }));
  }
}
