/**
 * The pending list's reads and writes, through the run's ledger store (the
 * same ref, the same compare-and-swap loop as reservations). A lost race
 * reads again and retries; a write whose outcome is unknown is read again,
 * never sent blindly a second time (the reducers of pending.ts see whether it
 * went through).
 */
import type { LedgerStore } from '../ledger/store.js';
import type { Reducer } from '../ledger/section.js';
import { addPending, asList, claimPending, pendingSection, settlePending, type PendingRecord, type ReportStamps } from './pending.js';

/** Longest time a pending-list write spends on lost races. */
const CONTENTION_MS = 2 * 60 * 1000;

/** The ledger's GitHub client carries the run's deadline: its requests end by then, and a stopped one ends the write. */
export class PendingStore {
  constructor(private readonly ledger: LedgerStore) {}

  get ref(): string {
    return this.ledger.ref;
  }

  get repository(): string {
    return this.ledger.repository;
  }

  /** Now on GitHub's clock (once a response has told it). */
  now(): number {
    return this.ledger.now();
  }

  /** The records as stored now (checked and bounded). */
  async list(): Promise<PendingRecord[]> {
    return (await this.ledger.view(pendingSection)).state;
  }

  private async change<T>(reduce: Reducer<PendingRecord[], T>): Promise<{ result: T; written: boolean }> {
    return this.ledger.update(pendingSection, reduce, {
      maxAttempts: 1000,
      contentionMs: CONTENTION_MS,
    });
  }

  /** Records a handed-off job. */
  async add(record: PendingRecord): Promise<void> {
    await this.change((current, now) => ({
      state: addPending(asList(current), record, now),
      result: undefined,
      subject: `docs-agent: job ${record.jobId} handed off (run ${record.run.id})`,
    }));
  }

  /** Claims the records of `jobIds` for `claimant`: the ids this run holds afterwards. */
  async claim(jobIds: readonly string[], claimant: string): Promise<{ claimed: string[]; written: boolean }> {
    const outcome = await this.change((current, now) => {
      const claim = claimPending(asList(current), jobIds, claimant, now);
      return {
        state: claim.records,
        result: claim.claimed,
        subject: `docs-agent: report ${jobIds.length} handed-off job(s) (${claimant})`,
      };
    });
    return { claimed: outcome.result, written: outcome.written };
  }

  /**
   * Removes the reported records and gives back the claims of those whose report failed; `stamps` writes the
   * report's cursor and the jobs found ended but not reported.
   */
  async settle(claimant: string, done: readonly string[], release: readonly string[], stamps?: ReportStamps): Promise<void> {
    if (done.length === 0 && release.length === 0 && !stamps?.looked.length && !stamps?.ended.length) return;
    await this.change((current) => ({
      state: settlePending(asList(current), claimant, done, release, stamps),
      result: undefined,
      subject: `docs-agent: ${done.length} handed-off job(s) reported (${claimant})`,
    }));
  }
}
