/**
 * The ledger's store: one per run, over the commit that a dedicated ref
 * points at (`refs/docs-agent/budget/<project>` in the budget repository),
 * read and written through GitHub's git database API (git.ts), with one
 * GitHub clock for every section. The document is the commit's message (see
 * document.ts), so a write is one new commit and one non-forced ref update:
 * two content-creating requests. GitHub refuses the ref update (422) unless
 * the ref still points at the commit read, so the update is a
 * compare-and-swap.
 *
 * A section's reducer runs inside the compare-and-swap loop (`update`): it
 * sees the section as read, returns its new state or nothing to write, and
 * is run again on the document a lost race leaves.
 */
import { now, sleep } from '../util/clock.js';
import type { Deadline } from '../util/deadline.js';
import type { GitHubClient } from '../github/client.js';
import { ServerClock } from './clock.js';
import { emptyLedger, iso, ledgerJsonInMessage, ledgerMessage, parseLedgerJson, type LedgerDocument } from './document.js';
import { LedgerUnavailableError, UnknownWriteError, raceBackoff } from './errors.js';
import { LedgerGit, type LedgerLocation } from './git.js';
import { ledgerRefName } from './ref.js';
import type { Reducer, Section, SectionRead } from './section.js';
import type { CallOptions, UpdateOptions, UpdateResult } from './update.js';

export interface LedgerStoreOptions {
  /** The run's GitHub client, or the way to make it on first use. */
  client: GitHubClient | (() => Promise<GitHubClient>);
  /** `owner/repo` that holds the ledger (`budget-repository`, else the workflow's repository). */
  repository: string;
  /** The service project the ledger counts for (its ref and the document's `project`). */
  projectId: string;
  /**
   * The run's deadline: the store's waits end with it (and the waits of the capabilities that work through the
   * store), and no attempt starts past it (the ledger then counts as contended). Its requests end with the client's.
   */
  deadline?: Deadline;
  random?: () => number;
  /**
   * Let the client's retry plugin retry a 5xx or a network fault (default
   * true). False sends `retries: 0` with each request; a non-zero per-request
   * count is never sent, because the plugin would then retry every error,
   * 404s and the 422 of a lost race included.
   */
  retryRequests?: boolean;
  /** Told when a ledger is not a valid document, and what a section's read dropped or bounded. */
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
  /** The latest sensible now for the document (GitHub's time, no later than its commit). */
  anchor: number;
}

/** The call's bound alone, as the requests take it (the client's request option, see github/deadline.ts). */
const callOf = ({ deadline }: CallOptions): CallOptions => (deadline ? { deadline } : {});

/** How many ref writes in a row may end with no known outcome before the ledger counts as unreachable. */
const MAX_UNKNOWN_WRITES = 3;
/** Longest pause before a retried write looks at the ref once more. */
const SETTLE_MS = 400;
const MAX_SETTLE_MS = 8000;

export class LedgerStore {
  readonly location: LedgerLocation;
  readonly repository: string;
  readonly project: string;
  /** GitHub's clock for the run, from the ledger's answers. */
  readonly serverClock = new ServerClock();
  /**
   * The run's deadline the store was made with: it ends the store's waits, and the waits of the capabilities that
   * work through the store (the budget's, on the way to a slot: budget/waits.ts).
   */
  readonly deadline: Deadline | undefined;
  private readonly git: LedgerGit;
  private readonly random: () => number;
  private readonly warn: (message: string) => void;
  /** Documents by commit sha: commits never change. */
  private readonly cache = new Map<string, LedgerSnapshot>();
  /** Warnings already given, so that a section read again after a lost race does not repeat them. */
  private readonly warned = new Set<string>();

  constructor(options: LedgerStoreOptions) {
    const [owner = '', repo = ''] = options.repository.split('/');
    this.repository = options.repository;
    this.project = options.projectId;
    this.location = { owner, repo, ref: ledgerRefName(options.projectId) };
    this.deadline = options.deadline;
    const client = options.client;
    const lazy = typeof client === 'function' ? client : () => Promise.resolve(client);
    this.git = new LedgerGit(this.location, lazy, this.serverClock, options.retryRequests ?? true);
    this.random = options.random ?? Math.random;
    this.warn = options.warn ?? (() => undefined);
  }

  get ref(): string {
    return this.location.ref;
  }

  /** Now, on GitHub's clock when an answer has told it, else on the runner's. */
  now(): number {
    return this.serverClock.now();
  }

  /** True once an answer's `Date` header has set the clock. */
  get serverClockKnown(): boolean {
    return this.serverClock.known;
  }

  private once(key: string, message: string): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.warn(message);
  }

  /** Runs `fn` and counts the content-creating requests the run's GitHub client sent meanwhile (see LedgerGit). */
  countingWrites<T>(fn: () => Promise<T>): Promise<{ result: T; writes: number }> {
    return this.git.countingWrites(fn);
  }

  /** Reads the ledger: an absent ref is an empty ledger. */
  async read(options: CallOptions = {}): Promise<LedgerSnapshot> {
    const call = callOf(options);
    const sha = await this.git.head(call);
    // No ref yet: an empty ledger (a token that cannot see the repository fails on the first write).
    if (sha === null) return { sha: null, doc: emptyLedger(this.project), format: 'none', anchor: this.now() };
    const cached = this.cache.get(sha);
    if (cached) return cached;
    const commit = await this.git.commit(sha, call);
    // Clamps are relative to the commit's date (never later than now): a clamped time runs out even if nothing writes.
    const anchor = Number.isNaN(commit.committed) ? this.now() : Math.min(this.now(), commit.committed);
    let text = ledgerJsonInMessage(commit.message);
    const format = text === undefined ? 'tree' : 'message';
    text ??= await this.git.fileOf(commit.tree, call);
    const doc = text === undefined ? undefined : parseLedgerJson(text);
    const invalid = `The budget ledger ${this.ref} (commit ${sha.slice(0, 12)}) holds no valid ledger; starting a fresh one on top of it.`;
    if (!doc) this.once(`invalid ${sha}`, invalid);
    const snapshot: LedgerSnapshot = { sha, doc: doc ?? emptyLedger(this.project), tree: commit.tree, format, anchor };
    this.cache.set(sha, snapshot);
    return snapshot;
  }

  /** One section of a snapshot, warning once about what its read dropped or bounded. */
  section<S>(snapshot: LedgerSnapshot, section: Section<S>): SectionRead<S> {
    const read = section.read(snapshot.doc, { now: this.now(), anchor: snapshot.anchor });
    const fresh = read.repairs.filter((repair) => !this.warned.has(`${section.name}: ${repair}`));
    for (const repair of fresh) this.warned.add(`${section.name}: ${repair}`);
    if (fresh.length > 0) {
      const site = { ref: this.ref, repository: this.repository, ...(snapshot.sha ? { commit: snapshot.sha.slice(0, 12) } : {}) };
      const repairs = fresh.join('; ');
      const at = site.commit ? ` (commit ${site.commit})` : '';
      this.warn(section.warning?.(repairs, site) ?? `The ledger ${this.ref} in ${this.repository}${at}: ${section.name}: ${repairs}.`);
    }
    return read;
  }

  /** Reads one section. */
  async view<S>(section: Section<S>, options?: CallOptions): Promise<SectionRead<S>> {
    return this.section(await this.read(options), section);
  }

  /**
   * True when the ref still points at `sha` after a random pause that grows
   * with each attempt and with GitHub's answer time: two runs collide when
   * their writes overlap, and a write lasts a few answers. `fresh`: the ref
   * was looked at a moment ago (the election's look, or the read of a first
   * attempt that does not pause), nothing to wait for.
   */
  private async settled(
    sha: string | null,
    attempt: number,
    call: CallOptions,
    firstPauseMs: number | undefined,
    fresh: boolean,
  ): Promise<boolean> {
    if (fresh) return true;
    const base = Math.max(SETTLE_MS, 4 * this.git.latency);
    const window = Math.min(Math.max(MAX_SETTLE_MS, 20 * base), base * 2 ** (attempt - 1));
    const pause = attempt === 1 && firstPauseMs !== undefined ? firstPauseMs : Math.round(this.random() * window);
    if (pause > 0) await this.pause(pause, call);
    return (await this.git.head(call)) === sha;
  }

  /** Waits `ms`, ending with the run's deadline or the call's (`AbortedError`). */
  private async pause(ms: number, call: CallOptions): Promise<void> {
    const bounds = [this.deadline, call.deadline].filter((bound) => bound !== undefined);
    await sleep(
      Math.min(ms, ...bounds.map((bound) => Math.max(0, bound.timeLeft()))),
      AbortSignal.any(bounds.map((bound) => bound.signal)),
    );
  }

  /** True once no new attempt may start: the run's deadline, the call's, or the update's `contentionMs` passed. */
  private contended(started: number, options: Pick<UpdateOptions, 'contentionMs' | 'deadline'>): boolean {
    if (options.contentionMs !== undefined && now() - started >= options.contentionMs) return true;
    return [this.deadline, options.deadline].some((bound) => bound !== undefined && bound.timeLeft() <= 0);
  }

  /**
   * Writes `doc` as a commit on top of `parent` and moves the ref to it, only
   * if the ref still points at `parent` (or, with no parent, does not exist).
   * Returns the new commit's sha; `lost` when another run moved the ref
   * first, with the content-creating requests that cost (`wasted`).
   */
  private async write(
    parent: LedgerSnapshot,
    doc: LedgerDocument,
    subject: string,
    call: CallOptions,
  ): Promise<{ sha: string; extraWrites: number } | { lost: true; wasted: number }> {
    // The parent's tree when it is a version 2 ledger already (the empty tree, or the note), else a new ledger's.
    const base = parent.format === 'message' && parent.tree ? { tree: parent.tree, writes: 0 } : await this.git.newLedgerTree(call);
    const made = await this.git.createCommit(base.tree, parent.sha ? [parent.sha] : [], ledgerMessage(subject, doc), call);
    made.extraWrites += base.writes;
    // Look before moving the ref: a run that lost the race while its commit was made learns it from a read,
    // which costs no content-creating request, instead of from a refused ref update, which does. The update
    // follows at once, not a write spacing later (a second): the look would then be a second old.
    if ((await this.git.head(call)) !== parent.sha) return { lost: true, wasted: 1 + made.extraWrites };
    await this.git.followAtOnce();
    // Refused: the commit and the ref update were both for nothing.
    if (!(await this.git.moveRef(parent.sha, made.sha, call))) return { lost: true, wasted: 2 + made.extraWrites };
    this.cache.set(made.sha, { sha: made.sha, doc, tree: made.tree, format: 'message', anchor: this.now() });
    return { sha: made.sha, extraWrites: made.extraWrites };
  }

  /**
   * A ledger that does not exist yet is created once: each run that finds no ref learns the tree of its first commit
   * (reads), waits its part of the election and looks again; the first to wake creates it (the tree too, before the
   * reducer, so that its entry counts it), the others see the ref in their look. Returns the snapshot after it.
   */
  private async elect(
    snapshot: LedgerSnapshot,
    pauseMs: NonNullable<UpdateOptions['coldPauseMs']>,
    options: UpdateOptions,
  ): Promise<{ snapshot: LedgerSnapshot; lost: boolean }> {
    const call = callOf(options);
    await this.git.knownNewTree(call);
    // After the reads: they tell how fast GitHub answers, and the election's window is a few answers.
    await this.pause(typeof pauseMs === 'function' ? pauseMs(this.git.latency) : pauseMs, options);
    const after = await this.read(options);
    if (after.sha !== null) return { snapshot: after, lost: true };
    const { writes } = await this.git.newLedgerTree(call);
    if (writes > 0) {
      options.onExtraWrites?.(writes);
      // Its commit follows the tree at once: the ledger is made in as short a time as its requests take.
      await this.git.followAtOnce();
    }
    return { snapshot, lost: false };
  }

  /**
   * Reads, changes one section and writes the ledger until the write wins the
   * race: the compare-and-swap loop. The reducer sees the section as read and
   * GitHub's time; it is run again after each lost race. A write whose
   * outcome is unknown (a 5xx) is read again, never sent blindly a second
   * time: the reducer sees whether it went through.
   */
  async update<S, T>(section: Section<S>, reduce: Reducer<S, T>, options: UpdateOptions<S>): Promise<UpdateResult<S, T>> {
    const started = now();
    const call = callOf(options);
    let unknownWrites = 0;
    let wasted = 0;
    let elected = false;
    let coldLost = false;
    for (let attempt = 1; ; attempt += 1) {
      let snapshot = await this.read(call);
      if (snapshot.sha === null && options.coldPauseMs !== undefined && !elected) {
        elected = true;
        ({ snapshot, lost: coldLost } = await this.elect(snapshot, options.coldPauseMs, options as UpdateOptions));
      }
      const current = this.section(snapshot, section);
      const now = this.now();
      const change = reduce(current, now);
      const outcome = { ...(coldLost ? { coldLost } : {}) };
      if (change.state === null) {
        return {
          result: change.result,
          state: current.state,
          doc: snapshot.doc,
          sha: snapshot.sha,
          attempts: attempt,
          written: false,
          wasted,
          ...outcome,
        };
      }
      const doc: LedgerDocument = { ...snapshot.doc, ...section.write(change.state), updatedAt: iso(now) };
      let written: Awaited<ReturnType<LedgerStore['write']>> = { lost: true, wasted: 0 };
      // A won election was this run's first pause, and its look the read just made. A lost one: the others of the
      // burst are waking too, and the first write after the ledger's waits its first pause (the caller's: its ticket's
      // part of a few seconds, so that the losers write in ticket order; a random moment of a few answers let them
      // all race for the slot after the ledger's: issue 30's bursts of 20 lost 2 to 3 commits there).
      const won = elected && !coldLost && attempt === 1;
      const firstPauseMs = won ? 0 : options.firstPauseMs?.(current, now, this.git.latency);
      // No pause before the first write (a lone run): the read just made is its look, and another would only repeat it.
      const fresh = won || (attempt === 1 && firstPauseMs === 0);
      try {
        // Listen before writing: a short random pause, then a look at the ref (a read). A run that sees it move
        // goes round again without having made a commit for nothing.
        if (await this.settled(snapshot.sha, attempt, call, firstPauseMs, fresh)) {
          written = await this.write(snapshot, doc, change.subject ?? `docs-agent: update ${section.name}`, call);
        }
      } catch (error) {
        if (!(error instanceof UnknownWriteError)) throw error;
        unknownWrites += 1;
        if (unknownWrites >= MAX_UNKNOWN_WRITES) throw error.failure;
        attempt -= 1;
        continue;
      }
      if ('sha' in written) {
        if (written.extraWrites > 0) options.onExtraWrites?.(written.extraWrites);
        return { result: change.result, state: change.state, doc, sha: written.sha, attempts: attempt, written: true, wasted, ...outcome };
      }
      wasted += written.wasted;
      if (written.wasted > 0) options.onWasted?.(written.wasted);
      if (attempt >= options.maxAttempts || this.contended(started, options)) {
        throw new LedgerUnavailableError('contention', `${attempt} attempts to update ${this.ref} all lost the race to other runs`);
      }
      await this.pause(raceBackoff(attempt, this.random), call);
    }
  }
}
