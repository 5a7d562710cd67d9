/**
 * The ledger's requests to GitHub's git database API: the ref, the commit
 * and (for a version 1 ledger) its tree and file; a new commit and the
 * non-forced ref update that makes a write a compare-and-swap. Every answer
 * sets the run's GitHub clock; every failure becomes a typed error.
 */
import { createHash } from 'node:crypto';
import { now } from '../util/clock.js';
import { AbortedError, getErrorMessage } from '../util/errors.js';
import type { GitHubClient } from '../github/client.js';
import { nextWriteAtOnce } from '../github/write-spacing.js';
import type { ServerClock } from './clock.js';
import { LEDGER_FILE } from './document.js';
import { LedgerUnavailableError, RaceLostError, UnknownWriteError, classify, httpError } from './errors.js';
import type { CallOptions } from './update.js';

/** The methods of GitHub's content-creating requests (its secondary limit counts them). */
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
/** git's empty tree: every repository has it, and a version 2 ledger's commit needs no other. */
const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
/** The one file of the tree made when a repository refuses the empty tree. */
const NOTE_FILE = 'README.md';
const NOTE = "The docs-agent budget ledger is the message of this ref's commits.\n";

/** A git object's sha, as git computes it: `<type> <length>\\0<content>`, hashed with SHA-1. */
function objectSha(type: 'blob' | 'tree', content: Buffer): string {
  return createHash('sha1')
    .update(Buffer.concat([Buffer.from(`${type} ${content.length}\0`), content]))
    .digest('hex');
}

/**
 * The sha of the one-file tree a repository that refuses the empty tree gets (README.md holding NOTE): the same
 * in every repository, so a run can ask whether it is there with a read before it writes one.
 */
const NOTE_TREE = objectSha(
  'tree',
  Buffer.concat([Buffer.from(`100644 ${NOTE_FILE}\0`), Buffer.from(objectSha('blob', Buffer.from(NOTE)), 'hex')]),
);

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

/** A commit made: its sha, its tree, and the content-creating requests it cost besides itself (a refused commit, a tree). */
export interface MadeCommit {
  sha: string;
  tree: string;
  extraWrites: number;
}

export class LedgerGit {
  /** How long GitHub took to answer lately (the slowest recent answer, halving with each faster one). */
  latency = 0;
  /** The tree a new (or migrated) ledger's commit takes, once known: the empty tree, else the note's; null: neither is there. */
  private newTree: string | null | undefined;

  constructor(
    readonly location: LedgerLocation,
    private readonly client: () => Promise<GitHubClient>,
    private readonly serverClock: ServerClock,
    /** False sends `retries: 0` with each request (see LedgerStoreOptions.retryRequests). */
    private readonly retryRequests: boolean,
  ) {}

  /** The ref name as the refs endpoints take it (without `refs/`). */
  private get shortRef(): string {
    return this.location.ref.replace(/^refs\//, '');
  }

  /** The requests' options: the call's (its bound, when it ends before the run: the client carries the run's), and the retries. */
  private options(call: CallOptions): CallOptions & { retries?: number } {
    return { ...(this.retryRequests ? {} : { retries: 0 }), ...call };
  }

  /** Runs one API call: notes GitHub's clock, and turns failures into typed errors. */
  private async call<T>(
    what: string,
    send: (client: GitHubClient) => Promise<{ data: T; headers: Headers }>,
    expected: { raceLost?: boolean } = {},
  ): Promise<T> {
    let sent: number | undefined;
    // Every answer tells how fast GitHub answers, a 404 as much as a 200.
    const answered = (): void => {
      if (sent !== undefined) this.latency = Math.max(this.latency * 0.5, now() - sent);
    };
    try {
      const client = await this.client();
      sent = now();
      const response = await send(client);
      this.serverClock.note(response.headers, now(), sent);
      answered();
      return response.data;
    } catch (error) {
      // The run's deadline, the call's or a cancellation ended the request (the client's error says which).
      if (error instanceof AbortedError) throw error;
      const http = httpError(error);
      if (http?.response) answered();
      this.serverClock.note(http?.response?.headers);
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

  /**
   * Runs `fn` and counts the content-creating requests (POST, PATCH, PUT, DELETE) the run's GitHub client sent
   * meanwhile, whoever sent them through it (the ledger's, a comment's): each one counts against GitHub's limit.
   */
  async countingWrites<T>(fn: () => Promise<T>): Promise<{ result: T; writes: number }> {
    const client = await this.client();
    let writes = 0;
    const count = (options: { method?: string }): void => {
      if (options.method !== undefined && WRITE_METHODS.has(options.method.toUpperCase())) writes += 1;
    };
    client.hook.before('request', count);
    try {
      return { result: await fn(), writes };
    } finally {
      client.hook.remove('request', count);
    }
  }

  /** The commit the ref points at now; null when there is no ref. */
  async head(call: CallOptions): Promise<string | null> {
    const { owner, repo } = this.location;
    const ref = this.shortRef;
    try {
      const data = await this.call(`GET git/ref/${ref}`, (client) =>
        client.rest.git.getRef({ owner, repo, ref, request: this.options(call) }),
      );
      return data.object.sha;
    } catch (error) {
      if (error instanceof LedgerUnavailableError && error.status === 404) return null;
      throw error;
    }
  }

  async commit(sha: string, call: CallOptions): Promise<LedgerCommit> {
    const { owner, repo } = this.location;
    const data = await this.call(`GET git/commits/${sha}`, (client) =>
      client.rest.git.getCommit({ owner, repo, commit_sha: sha, request: this.options(call) }),
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
  async fileOf(treeSha: string, call: CallOptions): Promise<string | undefined> {
    const { owner, repo } = this.location;
    const request = this.options(call);
    const tree = await this.call(`GET git/trees/${treeSha}`, (client) =>
      client.rest.git.getTree({ owner, repo, tree_sha: treeSha, request }),
    );
    const file = tree.tree.find((entry) => entry.path === LEDGER_FILE && entry.type === 'blob');
    if (!file?.sha) return undefined;
    const fileSha = file.sha;
    const blob = await this.call(`GET git/blobs/${fileSha}`, (client) =>
      client.rest.git.getBlob({ owner, repo, file_sha: fileSha, request }),
    );
    return Buffer.from(blob.content, blob.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8');
  }

  /** True when the repository holds the tree `sha` (a read: GitHub's write limit does not count it). */
  private async hasTree(sha: string, call: CallOptions): Promise<boolean> {
    const { owner, repo } = this.location;
    try {
      await this.call(`GET git/trees/${sha}`, (client) =>
        client.rest.git.getTree({ owner, repo, tree_sha: sha, request: this.options(call) }),
      );
      return true;
    } catch (error) {
      if (error instanceof LedgerUnavailableError && (error.status === 404 || error.status === 422)) return false;
      throw error;
    }
  }

  /**
   * The tree for the first commit of a new ledger (or the commit that migrates a version 1 ledger), learned from
   * reads: git's empty tree when the repository has it, else the note's one-file tree when it is there. Undefined
   * when neither is: `newLedgerTree` writes the note's. Asked once per run (and again only after a write made it).
   */
  async knownNewTree(call: CallOptions): Promise<string | undefined> {
    if (this.newTree === undefined) {
      if (await this.hasTree(EMPTY_TREE, call)) this.newTree = EMPTY_TREE;
      else this.newTree = (await this.hasTree(NOTE_TREE, call)) ? NOTE_TREE : null;
    }
    return this.newTree ?? undefined;
  }

  /** The tree for a new ledger's commit, with the writes it cost (1 when the note's tree had to be made, else 0). */
  async newLedgerTree(call: CallOptions): Promise<{ tree: string; writes: number }> {
    const known = await this.knownNewTree(call);
    if (known) return { tree: known, writes: 0 };
    this.newTree = await this.writeNoteTree(call);
    return { tree: this.newTree, writes: 1 };
  }

  private async writeNoteTree(call: CallOptions): Promise<string> {
    const { owner, repo } = this.location;
    const made = await this.call(`POST git/trees`, (client) =>
      client.rest.git.createTree({
        owner,
        repo,
        tree: [{ path: NOTE_FILE, mode: '100644', type: 'blob', content: NOTE }],
        request: this.options(call),
      }),
    );
    return made.sha;
  }

  /**
   * Creates a commit of the ledger. A repository that refuses the empty tree (seen by a read first, as a rule; a
   * refused commit only when the read said otherwise) gets the note's one-file tree: the tree and the commit go at
   * once, not a write spacing apart, so that a new ledger is made in as short a time as its requests take.
   */
  async createCommit(tree: string, parents: string[], message: string, call: CallOptions): Promise<MadeCommit> {
    const { owner, repo } = this.location;
    const request = this.options(call);
    const create = (treeSha: string) =>
      this.call(`POST git/commits`, (client) => client.rest.git.createCommit({ owner, repo, message, tree: treeSha, parents, request }));
    try {
      return { sha: (await create(tree)).sha, tree, extraWrites: 0 };
    } catch (error) {
      if (!(tree === EMPTY_TREE && error instanceof LedgerUnavailableError && error.status === 422)) throw error;
    }
    await this.followAtOnce();
    this.newTree = await this.writeNoteTree(call);
    await this.followAtOnce();
    return { sha: (await create(this.newTree)).sha, tree: this.newTree, extraWrites: 2 };
  }

  /**
   * Moves the ref from `parent` to `sha` (creates it when `parent` is null),
   * non-forced: false when another run moved it first. Never retried by the
   * client: a ref write that failed with a 5xx may have moved the ref all the
   * same, and its retry would answer 422 as if another run had won; it throws
   * `UnknownWriteError`, and the caller reads the ledger again instead.
   */
  async moveRef(parent: string | null, sha: string, call: CallOptions): Promise<boolean> {
    const { owner, repo, ref } = this.location;
    const shortRef = this.shortRef;
    const request = { ...this.options(call), retries: 0 };
    try {
      if (parent) {
        await this.call(
          `PATCH git/refs/${shortRef}`,
          (client) => client.rest.git.updateRef({ owner, repo, ref: shortRef, sha, force: false, request }),
          { raceLost: true },
        );
      } else {
        await this.call(`POST git/refs`, (client) => client.rest.git.createRef({ owner, repo, ref, sha, request }), {
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
