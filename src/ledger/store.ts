/**
 * The ledger's store: a commit that a dedicated ref points at
 * (`refs/docs-agent/budget/<project>` in the budget repository), read and
 * written through GitHub's git database API. The document is the commit's
 * message (see document.ts), so a write is one new commit (the empty tree, or
 * the parent's) and one non-forced ref update: two content-creating requests.
 * GitHub refuses the ref update (422) unless the ref still points at the
 * commit read, so the update is a compare-and-swap. A lost race reads again
 * and retries after a random backoff.
 */
import type { Clock } from '../util/clock.js';
import { AbortedError, getErrorMessage } from '../util/errors.js';
import type { GitHubClient } from '../github/client.js';
import { LEDGER_FILE, emptyLedger, ledgerJsonInMessage, ledgerMessage, parseLedgerJson, type LedgerDocument } from './document.js';
import { LedgerUnavailableError, RaceLostError, UnknownWriteError, classify, httpError, raceBackoff } from './errors.js';
import { serverOffset } from '../budget/window.js';

import type { LedgerLocation, LedgerSnapshot, LedgerStoreOptions, Mutation, UpdateOptions, UpdateResult } from './types.js';

export { LedgerUnavailableError, isLedgerUnavailable, raceBackoff, type UnavailableReason } from './errors.js';
export type * from './types.js';

/** git's empty tree: every repository has it, and a version 2 ledger's commit needs no other. */
export const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
/** The one file of the tree made when a repository refuses the empty tree. */
const NOTE_FILE = 'README.md';
const NOTE = "The docs-agent budget ledger is the message of this ref's commits.\n";

/** How many ref writes in a row may end with no known outcome before the ledger counts as unreachable. */
const MAX_UNKNOWN_WRITES = 3;
/** Longest pause before a retried write looks at the ref once more. */
const SETTLE_MS = 400;
const MAX_SETTLE_MS = 8000;

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
  /** How long GitHub took to answer lately (the slowest recent answer, halving with each faster one). */
  private latency = 0;
  /** Documents by commit sha: commits never change. */
  private readonly cache = new Map<string, LedgerSnapshot>();

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
    const sent = this.clock.now();
    try {
      const response = await send();
      this.noteDate(response.headers);
      this.latency = Math.max(this.latency * 0.5, this.clock.now() - sent);
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

  /** The commit the ref points at now; null when there is no ref. */
  private async currentSha(): Promise<string | null> {
    const { owner, repo } = this.location;
    try {
      const ref = await this.call(`GET git/ref/${this.shortRef}`, () =>
        this.client.rest.git.getRef({ owner, repo, ref: this.shortRef, request: this.requestOptions }),
      );
      return ref.object.sha;
    } catch (error) {
      if (error instanceof LedgerUnavailableError && error.status === 404) return null;
      throw error;
    }
  }

  /**
   * True when the ref still points at `sha` after a random pause that grows
   * with each attempt and with GitHub's answer time: two runs collide when
   * their writes overlap, and a write lasts a few answers.
   */
  private async settled(sha: string | null, attempt: number): Promise<boolean> {
    const base = Math.max(SETTLE_MS, 4 * this.latency);
    const window = Math.min(Math.max(MAX_SETTLE_MS, 20 * base), base * 2 ** (attempt - 1));
    try {
      await this.clock.sleep(Math.round(this.random() * window), this.signal);
    } catch (error) {
      throw this.signal?.aborted ? new AbortedError('cancelled') : error;
    }
    return (await this.currentSha()) === sha;
  }

  /** Reads the ledger: an absent ref is an empty ledger. */
  async read(): Promise<LedgerSnapshot> {
    const { owner, repo } = this.location;
    const request = this.requestOptions;
    const sha = await this.currentSha();
    // No ref yet: an empty ledger (a token that cannot see the repository fails on the first write).
    if (sha === null) return { sha: null, doc: emptyLedger(this.project), format: 'none' };
    const cached = this.cache.get(sha);
    if (cached) return cached;
    const commit = await this.call(`GET git/commits/${sha}`, () =>
      this.client.rest.git.getCommit({ owner, repo, commit_sha: sha, request }),
    );
    // Clamps are relative to the commit's date (never later than now): a clamped time runs out even if nothing writes.
    const committer = commit.committer as { date?: string } | null | undefined;
    const committed = Date.parse(committer?.date ?? '');
    const anchor = Number.isNaN(committed) ? this.now() : Math.min(this.now(), committed);
    // A commit answer without a message (never from GitHub, but from outside all the same) reads as version 1.
    let text = ledgerJsonInMessage(typeof commit.message === 'string' ? commit.message : '');
    const format = text === undefined ? 'tree' : 'message';
    text ??= await this.readFileOf(commit.tree.sha);
    const parsed = text === undefined ? undefined : parseLedgerJson(text, anchor);
    if (!parsed) {
      this.warn(
        `The budget ledger ${this.location.ref} (commit ${sha.slice(0, 12)}) holds no valid ledger; starting a fresh one on top of it.`,
      );
    } else if (parsed.repairs.length > 0) {
      this.warn(
        `The budget ledger ${this.location.ref} (commit ${sha.slice(0, 12)}) held times out of bounds: ${parsed.repairs.join('; ')}.`,
      );
    }
    const snapshot: LedgerSnapshot = { sha, doc: parsed?.doc ?? emptyLedger(this.project), tree: commit.tree.sha, format };
    this.cache.set(sha, snapshot);
    return snapshot;
  }

  /** A version 1 ledger's `ledger.json`, from the commit's tree. */
  private async readFileOf(treeSha: string): Promise<string | undefined> {
    const { owner, repo } = this.location;
    const request = this.requestOptions;
    const tree = await this.call(`GET git/trees/${treeSha}`, () =>
      this.client.rest.git.getTree({ owner, repo, tree_sha: treeSha, request }),
    );
    const file = tree.tree.find((entry) => entry.path === LEDGER_FILE && entry.type === 'blob');
    if (!file?.sha) return undefined;
    const fileSha = file.sha;
    const blob = await this.call(`GET git/blobs/${fileSha}`, () =>
      this.client.rest.git.getBlob({ owner, repo, file_sha: fileSha, request }),
    );
    return Buffer.from(blob.content, blob.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8');
  }

  /** Creates the ledger's commit; a repository that refuses the empty tree gets a one-file tree, once. */
  private async commit(tree: string, parents: string[], message: string): Promise<string> {
    const { owner, repo } = this.location;
    const request = this.requestOptions;
    const create = (treeSha: string) =>
      this.call(`POST git/commits`, () => this.client.rest.git.createCommit({ owner, repo, message, tree: treeSha, parents, request }));
    try {
      return (await create(tree)).sha;
    } catch (error) {
      if (!(tree === EMPTY_TREE && error instanceof LedgerUnavailableError && error.status === 422)) throw error;
    }
    const made = await this.call(`POST git/trees`, () =>
      this.client.rest.git.createTree({ owner, repo, tree: [{ path: NOTE_FILE, mode: '100644', type: 'blob', content: NOTE }], request }),
    );
    return (await create(made.sha)).sha;
  }

  /**
   * Writes `doc` as a commit on top of `parent` and moves the ref to it, only
   * if the ref still points at `parent` (or, with no parent, does not exist).
   * Returns the new commit's sha, or null when another run moved the ref first.
   */
  async write(parent: LedgerSnapshot, doc: LedgerDocument, subject: string): Promise<string | null> {
    const { owner, repo, ref } = this.location;
    const request = this.requestOptions;
    // The parent's tree when it is a version 2 ledger already (the empty tree, or the note), else the empty tree.
    const tree = parent.format === 'message' && parent.tree ? parent.tree : EMPTY_TREE;
    const sha = await this.commit(tree, parent.sha ? [parent.sha] : [], ledgerMessage(subject, doc));
    // Look before moving the ref: a run that lost the race while its commit was made learns it from a read,
    // which costs no content-creating request, instead of from a refused ref update, which does. In a burst
    // of runs this halves what the lost races cost against GitHub's secondary limit.
    if ((await this.currentSha()) !== parent.sha) return null;
    // Never retried by the client: a ref write that failed with a 5xx may have moved the ref all the
    // same, and its retry would answer 422 as if another run had won. `update` reads the ledger again
    // instead, where a write that went through shows (the mutation then has nothing to write).
    const refRequest = { ...request, retries: 0 };
    try {
      if (parent.sha) {
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
    this.cache.set(sha, { sha, doc, tree, format: 'message' });
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
      let sha: string | null = null;
      try {
        // After a lost race, listen before writing: a short random pause, then a look at the ref (a read). A run
        // that sees it move goes round again without having made a commit for nothing.
        if (await this.settled(snapshot.sha, attempt)) {
          sha = await this.write(snapshot, change.write, change.message ?? 'docs-agent budget: update');
        }
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
