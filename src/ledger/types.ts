/**
 * The shapes the ledger's store takes and gives: where the ledger lives, the
 * store's options, a snapshot as read, and the compare-and-swap loop's
 * mutation and result.
 */
import type { Clock } from '../util/clock.js';
import type { GitHubClient } from '../github/client.js';
import type { LedgerDocument } from './document.js';

export interface LedgerLocation {
  owner: string;
  repo: string;
  /** The full ref name, `refs/docs-agent/budget/<project>`. */
  ref: string;
}

export interface LedgerStoreOptions {
  client: GitHubClient;
  location: LedgerLocation;
  /** The service project the ledger counts for (stored in the document). */
  project: string;
  clock: Clock;
  random?: () => number;
  signal?: AbortSignal;
  /**
   * Let the client's retry plugin retry a 5xx or a network fault (default
   * true). False sends `retries: 0` with each request; a non-zero per-request
   * count is never sent, because the plugin would then retry every error,
   * 404s and the 422 of a lost race included.
   */
  retryRequests?: boolean;
  /** Told when a ledger that is not a valid document is replaced by a fresh one. */
  warn?: (message: string) => void;
}

/** The ledger as read: the commit the ref points at (null when there is no ref yet) and its document. */
export interface LedgerSnapshot {
  sha: string | null;
  doc: LedgerDocument;
  /** The commit's tree, reused by the next write when the document is in the message already. */
  tree?: string;
  /** Where the document was found: `message` (version 2), `tree` (version 1, migrated on the next write), `none`. */
  format: 'message' | 'tree' | 'none';
}

/** What a change makes of the document: `write` null leaves the ref as it is. */
export interface Mutation<T> {
  write: LedgerDocument | null;
  result: T;
  /** The commit message, when written. */
  message?: string;
}

export interface UpdateOptions {
  /** Most attempts before giving up (each lost race is one). */
  maxAttempts: number;
  /** Local clock time past which no new attempt starts. */
  until?: number;
}

export interface UpdateResult<T> {
  result: T;
  doc: LedgerDocument;
  /** The commit the ref points at afterwards. */
  sha: string | null;
  attempts: number;
  written: boolean;
}
