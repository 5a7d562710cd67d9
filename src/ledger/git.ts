/**
 * The ledger's requests to GitHub's git database API: the ref, the commit
 * and (for a version 1 ledger) its tree and file; a new commit and the
 * non-forced ref update that makes a write a compare-and-swap. Every answer
 * sets the run's GitHub clock; every failure becomes a typed error.
 */
import { AbortedError, getErrorMessage } from '../util/errors.js';
import type { GitHubClient } from '../github/client.js';
import { nextWriteAtOnce } from '../github/write-spacing.js';
import type { ServerClock } from './clock.js';
import { LEDGER_FILE } from './document.js';
import { LedgerUnavailableError, RaceLostError, UnknownWriteError, classify, httpError } from './errors.js';

/** git's empty tree: every repository has it, and a version 2 ledger's commit needs no other. */
export const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
/** The one file of the tree made when a repository refuses the empty tree. */
const NOTE_FILE = 'README.md';
const NOTE = "The docs-agent budget ledger is the message of this ref's commits.\n";

export interface LedgerLocation {
  owner: string;
  repo: string;
  /** The full ref name, `refs/docs-agent/budget/<project>`. */
  ref: string;
}

/** A commit of the ledger as read: its message, its tree and when it was made. */
export interface LedgerCommit {
  message: string;
  tree: string;
  /** The committer's date (ms), NaN when absent. */
  committed: number;
}

type Headers = Record<string, string | number | undefined>;

export class LedgerGit {
  /** How long GitHub took to answer lately (the slowest recent answer, halving with each faster one). */
  latency = 0;

  constructor(
    readonly location: LedgerLocation,
    private readonly client: () => Promise<GitHubClient>,
    private readonly clock: ServerClock,
    /** False sends `retries: 0` with each request (see LedgerStoreOptions.retryRequests). */
    private readonly retryRequests: boolean,
  ) {}

  /** The ref name as the refs endpoints take it (without `refs/`). */
  private get shortRef(): string {
    return this.location.ref.replace(/^refs\//, '');
  }

  private options(signal: AbortSignal | undefined): { retries?: number; signal?: AbortSignal } {
    return { ...(this.retryRequests ? {} : { retries: 0 }), ...(signal ? { signal } : {}) };
  }

  /** Runs one API call: notes GitHub's clock, and turns failures into typed errors. */
  private async call<T>(
    what: string,
    signal: AbortSignal | undefined,
    send: (client: GitHubClient) => Promise<{ data: T; headers: Headers }>,
    expected: { raceLost?: boolean } = {},
  ): Promise<T> {
    const local = this.clock.local;
    try {
      const client = await this.client();
      const sent = local.now();
      const response = await send(client);
      this.clock.note(response.headers, local.now(), sent);
      this.latency = Math.max(this.latency * 0.5, local.now() - sent);
      return response.data;
    } catch (error) {
      if (signal?.aborted) throw new AbortedError('cancelled');
      const http = httpError(error);
      this.clock.note(http?.response?.headers);
      if (!http) throw new LedgerUnavailableError('unexpected', `${what} failed: ${getErrorMessage(error)}`);
      // 422 on a ref write: not a fast-forward (another run wrote first), or the ref exists / was deleted meanwhile.
      if (expected.raceLost && http.status === 422) throw new RaceLostError(`${what} answered 422: ${http.message}`);
      throw classify(what, http);
    }
  }

  /**
   * The next write (the ref update after its commit) leaves without waiting for the client's write spacing, a
   * second at the default: the commit and the ref update are one change of the ledger, and the look at the ref
   * between them must still be true when the update lands.
   */
  async followAtOnce(): Promise<void> {
    nextWriteAtOnce(await this.client());
  }

  /** The commit the ref points at now; null when there is no ref. */
  async head(signal: AbortSignal | undefined): Promise<string | null> {
    const { owner, repo } = this.location;
    const ref = this.shortRef;
    try {
      const data = await this.call(`GET git/ref/${ref}`, signal, (client) =>
        client.rest.git.getRef({ owner, repo, ref, request: this.options(signal) }),
      );
      return data.object.sha;
    } catch (error) {
      if (error instanceof LedgerUnavailableError && error.status === 404) return null;
      throw error;
    }
  }

  async commit(sha: string, signal: AbortSignal | undefined): Promise<LedgerCommit> {
    const { owner, repo } = this.location;
    const data = await this.call(`GET git/commits/${sha}`, signal, (client) =>
      client.rest.git.getCommit({ owner, repo, commit_sha: sha, request: this.options(signal) }),
    );
    const committer = data.committer as { date?: string } | null | undefined;
    // A commit answer without a message (never from GitHub, but from outside all the same) reads as version 1.
    return {
      message: typeof data.message === 'string' ? data.message : '',
      tree: data.tree.sha,
      committed: Date.parse(committer?.date ?? ''),
    };
  }

  /** A version 1 ledger's `ledger.json`, from the commit's tree. */
  async fileOf(treeSha: string, signal: AbortSignal | undefined): Promise<string | undefined> {
    const { owner, repo } = this.location;
    const request = this.options(signal);
    const tree = await this.call(`GET git/trees/${treeSha}`, signal, (client) =>
      client.rest.git.getTree({ owner, repo, tree_sha: treeSha, request }),
    );
    const file = tree.tree.find((entry) => entry.path === LEDGER_FILE && entry.type === 'blob');
    if (!file?.sha) return undefined;
    const fileSha = file.sha;
    const blob = await this.call(`GET git/blobs/${fileSha}`, signal, (client) =>
      client.rest.git.getBlob({ owner, repo, file_sha: fileSha, request }),
    );
    return Buffer.from(blob.content, blob.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8');
  }

  /** Creates a commit of the ledger; a repository that refuses the empty tree gets a one-file tree, once. Returns its sha and tree. */
  async createCommit(
    tree: string,
    parents: string[],
    message: string,
    signal: AbortSignal | undefined,
  ): Promise<{ sha: string; tree: string }> {
    const { owner, repo } = this.location;
    const request = this.options(signal);
    const create = (treeSha: string) =>
      this.call(`POST git/commits`, signal, (client) =>
        client.rest.git.createCommit({ owner, repo, message, tree: treeSha, parents, request }),
      );
    try {
      return { sha: (await create(tree)).sha, tree };
    } catch (error) {
      if (!(tree === EMPTY_TREE && error instanceof LedgerUnavailableError && error.status === 422)) throw error;
    }
    const made = await this.call(`POST git/trees`, signal, (client) =>
      client.rest.git.createTree({ owner, repo, tree: [{ path: NOTE_FILE, mode: '100644', type: 'blob', content: NOTE }], request }),
    );
    return { sha: (await create(made.sha)).sha, tree: made.sha };
  }

  /**
   * Moves the ref from `parent` to `sha` (creates it when `parent` is null),
   * non-forced: false when another run moved it first. Never retried by the
   * client: a ref write that failed with a 5xx may have moved the ref all the
   * same, and its retry would answer 422 as if another run had won; it throws
   * `UnknownWriteError`, and the caller reads the ledger again instead.
   */
  async moveRef(parent: string | null, sha: string, signal: AbortSignal | undefined): Promise<boolean> {
    const { owner, repo, ref } = this.location;
    const shortRef = this.shortRef;
    const request = { ...this.options(signal), retries: 0 };
    try {
      if (parent) {
        await this.call(
          `PATCH git/refs/${shortRef}`,
          signal,
          (client) => client.rest.git.updateRef({ owner, repo, ref: shortRef, sha, force: false, request }),
          { raceLost: true },
        );
      } else {
        await this.call(`POST git/refs`, signal, (client) => client.rest.git.createRef({ owner, repo, ref, sha, request }), {
          raceLost: true,
        });
      }
      return true;
    } catch (error) {
      if (error instanceof RaceLostError) return false;
      if (error instanceof LedgerUnavailableError && error.reason === 'unreachable') throw new UnknownWriteError(error);
      throw error;
    }
  }
}
