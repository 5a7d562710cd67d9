/**
 * The ledger's store: one JSON file in a commit that a dedicated ref of the
 * workflow repository points at (`refs/docs-agent/budget/<project>`), read
 * and written through GitHub's git database API. A write is a new commit whose
 * parent is the commit read, then a non-forced ref update: GitHub refuses it
 * (422) unless the ref still points at that parent, so the update is a
 * compare-and-swap. A lost race reads again and retries after a random backoff.
 */
import type { Clock } from '../util/clock.js';
import { AbortedError, getErrorMessage } from '../util/errors.js';
import type { GitHubClient } from '../github/client.js';
import { isRateLimited } from '../github/rate-limits.js';
import { LEDGER_FILE, emptyLedger, parseLedger, serializeLedger, serverOffset, type LedgerDocument } from './window.js';

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

/** Why the ledger cannot be used: each leads to a warning, and the job is created anyway. */
export type UnavailableReason = 'permission' | 'rate-limited' | 'unreachable' | 'contention' | 'unexpected';

export class LedgerUnavailableError extends Error {
  override readonly name = 'LedgerUnavailableError';

  constructor(
    readonly reason: UnavailableReason,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export const isLedgerUnavailable = (error: unknown): error is LedgerUnavailableError => error instanceof LedgerUnavailableError;

/** The ledger as read: the commit the ref points at (null when there is no ref yet) and its document. */
export interface LedgerSnapshot {
  sha: string | null;
  doc: LedgerDocument;
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

interface HttpLikeError {
  status: number;
  message: string;
  response?: { headers?: Record<string, string | number | undefined> };
}

function httpError(error: unknown): HttpLikeError | undefined {
  if (error && typeof error === 'object' && typeof (error as { status?: unknown }).status === 'number') {
    return error as HttpLikeError;
  }
  return undefined;
}

/** Backoff after a lost race: full jitter over a doubling cap (250 ms, 500 ms, … 4 s). */
export function raceBackoff(attempt: number, random: () => number): number {
  const cap = Math.min(4000, 250 * 2 ** Math.max(0, attempt - 1));
  return Math.round(cap * (0.2 + 0.8 * random()));
}

/** A ref write refused because another run moved the ref first. */
class RaceLostError extends Error {
  override readonly name = 'RaceLostError';
}

/** A ref write that got a 5xx or no answer: it may have gone through. */
class UnknownWriteError extends Error {
  override readonly name = 'UnknownWriteError';

  constructor(readonly failure: LedgerUnavailableError) {
    super(failure.message);
  }
}

/** How many ref writes in a row may end with no known outcome before the ledger counts as unreachable. */
const MAX_UNKNOWN_WRITES = 3;

/** The typed error for a failed request: permission, unreachable, or unexpected. */
function classify(what: string, error: HttpLikeError): LedgerUnavailableError {
  const detail = `${what} answered ${error.status}: ${error.message}`;
  // A rate limit (429, or a 403 that says so) was waited out by the client already: not a missing permission.
  if (isRateLimited(error)) return new LedgerUnavailableError('rate-limited', detail, error.status);
  if (error.status === 401 || error.status === 403 || error.status === 404) {
    return new LedgerUnavailableError('permission', detail, error.status);
  }
  if (error.status === 409) {
    return new LedgerUnavailableError('unexpected', `${detail} (the repository has no commit yet)`, error.status);
  }
  if (!error.response || error.status >= 500) {
    return new LedgerUnavailableError('unreachable', `${what} failed: ${error.message}`, error.status);
  }
  return new LedgerUnavailableError('unexpected', detail, error.status);
}

export class LedgerStore {
  readonly location: LedgerLocation;
  private readonly client: GitHubClient;
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly project: string;
  private readonly signal: AbortSignal | undefined;
  private readonly retryRequests: boolean;
  private readonly warn: (message: string) => void;
  /** GitHub's clock minus the runner's, from the last `Date` header seen. */
  private offset = 0;
  private offsetKnown = false;
  /** Documents by commit sha: commits never change. */
  private readonly cache = new Map<string, LedgerDocument>();

  constructor(options: LedgerStoreOptions) {
    this.client = options.client;
    this.location = options.location;
    this.project = options.project;
    this.clock = options.clock;
    this.random = options.random ?? Math.random;
    this.signal = options.signal;
    this.retryRequests = options.retryRequests ?? true;
    this.warn = options.warn ?? (() => undefined);
  }

  /** The ref name as the refs endpoints take it (without `refs/`). */
  private get shortRef(): string {
    return this.location.ref.replace(/^refs\//, '');
  }

  /** Now, on GitHub's clock when a response has told it, else on the runner's. */
  now(): number {
    return this.clock.now() + this.offset;
  }

  /** True once a response's `Date` header has set the clock offset. */
  get serverClockKnown(): boolean {
    return this.offsetKnown;
  }

  get clockOffsetMs(): number {
    return this.offset;
  }

  private noteDate(headers: Record<string, string | number | undefined> | undefined): void {
    const date = headers?.date;
    const offset = serverOffset(typeof date === 'string' ? date : undefined, this.clock.now());
    if (offset === undefined) return;
    this.offset = offset;
    this.offsetKnown = true;
  }

  private get requestOptions(): { retries?: number; signal?: AbortSignal } {
    return { ...(this.retryRequests ? {} : { retries: 0 }), ...(this.signal ? { signal: this.signal } : {}) };
  }

  /** Runs one API call: notes GitHub's clock, and turns failures into typed errors. */
  private async call<T>(
    what: string,
    send: () => Promise<{ data: T; headers: Record<string, string | number | undefined> }>,
    expected: { raceLost?: boolean } = {},
  ): Promise<T> {
    try {
      const response = await send();
      this.noteDate(response.headers);
      return response.data;
    } catch (error) {
      if (this.signal?.aborted) throw new AbortedError('cancelled');
      const http = httpError(error);
      this.noteDate(http?.response?.headers);
      if (!http) throw new LedgerUnavailableError('unexpected', `${what} failed: ${getErrorMessage(error)}`);
      // 422 on a ref write: not a fast-forward (another run wrote first), or the ref exists / was deleted meanwhile.
      if (expected.raceLost && http.status === 422) throw new RaceLostError(`${what} answered 422: ${http.message}`);
      throw classify(what, http);
    }
  }

  /** Reads the ledger: an absent ref is an empty ledger. */
  async read(): Promise<LedgerSnapshot> {
    const { owner, repo } = this.location;
    const request = this.requestOptions;
    let sha: string;
    try {
      const ref = await this.call(`GET git/ref/${this.shortRef}`, () =>
        this.client.rest.git.getRef({ owner, repo, ref: this.shortRef, request }),
      );
      sha = ref.object.sha;
    } catch (error) {
      // No ref yet: an empty ledger (a token that cannot see the repository fails on the first write).
      if (error instanceof LedgerUnavailableError && error.status === 404) return { sha: null, doc: emptyLedger(this.project) };
      throw error;
    }
    const cached = this.cache.get(sha);
    if (cached) return { sha, doc: cached };
    const commit = await this.call(`GET git/commits/${sha}`, () =>
      this.client.rest.git.getCommit({ owner, repo, commit_sha: sha, request }),
    );
    const tree = await this.call(`GET git/trees/${commit.tree.sha}`, () =>
      this.client.rest.git.getTree({ owner, repo, tree_sha: commit.tree.sha, request }),
    );
    const file = tree.tree.find((entry) => entry.path === LEDGER_FILE && entry.type === 'blob');
    let doc: LedgerDocument | undefined;
    if (file?.sha) {
      const fileSha = file.sha;
      const blob = await this.call(`GET git/blobs/${fileSha}`, () =>
        this.client.rest.git.getBlob({ owner, repo, file_sha: fileSha, request }),
      );
      const text = Buffer.from(blob.content, blob.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8');
      doc = parseLedger(text);
    }
    if (!doc) {
      this.warn(
        `The budget ledger ${this.location.ref} (commit ${sha.slice(0, 12)}) holds no valid ${LEDGER_FILE}; starting a fresh one on top of it.`,
      );
      doc = emptyLedger(this.project);
    }
    this.cache.set(sha, doc);
    return { sha, doc };
  }

  /**
   * Writes `doc` as a commit on top of `parent` and moves the ref to it, only
   * if the ref still points at `parent` (or, with no parent, does not exist).
   * Returns the new commit's sha, or null when another run moved the ref first.
   */
  async write(parent: string | null, doc: LedgerDocument, message: string): Promise<string | null> {
    const { owner, repo, ref } = this.location;
    const request = this.requestOptions;
    const content = serializeLedger(doc);
    // The blob is created with the tree (inline content): one content-creating request fewer.
    const tree = await this.call(`POST git/trees`, () =>
      this.client.rest.git.createTree({
        owner,
        repo,
        tree: [{ path: LEDGER_FILE, mode: '100644', type: 'blob', content }],
        request,
      }),
    );
    const commit = await this.call(`POST git/commits`, () =>
      this.client.rest.git.createCommit({
        owner,
        repo,
        message,
        tree: tree.sha,
        parents: parent ? [parent] : [],
        request,
      }),
    );
    const sha = commit.sha;
    // Never retried by the client: a ref write that failed with a 5xx may have moved the ref all the
    // same, and its retry would answer 422 as if another run had won. `update` reads the ledger again
    // instead, where a write that went through shows (the mutation then has nothing to write).
    const refRequest = { ...request, retries: 0 };
    try {
      if (parent) {
        await this.call(
          `PATCH git/refs/${this.shortRef}`,
          () => this.client.rest.git.updateRef({ owner, repo, ref: this.shortRef, sha, force: false, request: refRequest }),
          { raceLost: true },
        );
      } else {
        await this.call(`POST git/refs`, () => this.client.rest.git.createRef({ owner, repo, ref, sha, request: refRequest }), {
          raceLost: true,
        });
      }
    } catch (error) {
      if (error instanceof RaceLostError) return null;
      if (error instanceof LedgerUnavailableError && error.reason === 'unreachable') throw new UnknownWriteError(error);
      throw error;
    }
    this.cache.set(sha, doc);
    return sha;
  }

  /**
   * Reads, changes and writes the ledger until the write wins the race: the
   * compare-and-swap loop. `mutate` sees the latest document and GitHub's
   * time; it is called again after each lost race.
   */
  async update<T>(mutate: (doc: LedgerDocument, now: number) => Mutation<T>, options: UpdateOptions): Promise<UpdateResult<T>> {
    let unknownWrites = 0;
    for (let attempt = 1; ; attempt += 1) {
      const snapshot = await this.read();
      const change = mutate(snapshot.doc, this.now());
      if (!change.write) {
        return { result: change.result, doc: snapshot.doc, sha: snapshot.sha, attempts: attempt, written: false };
      }
      let sha: string | null;
      try {
        sha = await this.write(snapshot.sha, change.write, change.message ?? 'docs-agent budget: update');
      } catch (error) {
        if (!(error instanceof UnknownWriteError)) throw error;
        // Read again: `mutate` sees whether the write went through.
        unknownWrites += 1;
        if (unknownWrites >= MAX_UNKNOWN_WRITES) throw error.failure;
        attempt -= 1;
        continue;
      }
      if (sha) return { result: change.result, doc: change.write, sha, attempts: attempt, written: true };
      if (attempt >= options.maxAttempts || (options.until !== undefined && this.clock.now() >= options.until)) {
        throw new LedgerUnavailableError(
          'contention',
          `${attempt} attempts to update ${this.location.ref} all lost the race to other runs`,
        );
      }
      const delay = raceBackoff(attempt, this.random);
      try {
        await this.clock.sleep(delay, this.signal);
      } catch (error) {
        throw this.signal?.aborted ? new AbortedError('cancelled') : error;
      }
    }
  }
}
