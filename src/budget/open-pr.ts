/**
 * "The last job and its pull request" (`continue-open-pr`): a top-level
 * `openPr` field of the budget ledger document, `{jobId, prLink, at}`,
 * written with the ledger's compare-and-swap loop like the pending list.
 * A merged-PR or push run with `continue-open-pr` reads it; a job started
 * for such a run records itself when it ends with a pull request.
 */
import type { Clock } from '../util/clock.js';
import { iso, type LedgerDocument } from './document.js';
import type { LedgerStore } from './ledger.js';
import { openProjectLedger, type ProjectLedgerOptions } from './project-ledger.js';

/** Longest time the record's write spends on lost races. */
const CONTENTION_MS = 2 * 60 * 1000;

export interface OpenPrRecord {
  jobId: string;
  prLink: string | null;
  /** When it was recorded (ISO 8601). */
  at: string;
}

/** The record in a document, when it is one (anything else in the field is ignored). */
export function readOpenPr(doc: LedgerDocument): OpenPrRecord | undefined {
  const value = doc.openPr;
  if (typeof value !== 'object' || value === null) return undefined;
  const { jobId, prLink, at } = value as Record<string, unknown>;
  if (typeof jobId !== 'string' || jobId === '' || typeof at !== 'string' || Number.isNaN(Date.parse(at))) return undefined;
  if (prLink !== null && typeof prLink !== 'string') return undefined;
  return { jobId, prLink, at };
}

/** The document with `record` as its last job; null (no write) when it holds that job and link already. */
export function withOpenPr(doc: LedgerDocument, jobId: string, prLink: string | null, now: number): LedgerDocument | null {
  const current = readOpenPr(doc);
  if (current && current.jobId === jobId && current.prLink === prLink) return null;
  return { ...doc, openPr: { jobId, prLink, at: iso(now) } };
}

export type OpenPrStoreOptions = ProjectLedgerOptions;

export class OpenPrStore {
  private readonly store: LedgerStore;
  private readonly clock: Clock;

  constructor(options: OpenPrStoreOptions) {
    this.clock = options.clock;
    this.store = openProjectLedger(options);
  }

  /** The last job recorded, if any. */
  async read(): Promise<OpenPrRecord | undefined> {
    return readOpenPr((await this.store.read()).doc);
  }

  /** Records `jobId` and its pull request as the last job; true when written. */
  async record(jobId: string, prLink: string | null): Promise<boolean> {
    const outcome = await this.store.update(
      (doc, now) => ({ write: withOpenPr(doc, jobId, prLink, now), result: undefined, message: `docs-agent: last job ${jobId}` }),
      { maxAttempts: 1000, until: this.clock.now() + CONTENTION_MS },
    );
    return outcome.written;
  }
}
