/**
 * What an update of the ledger is asked (how long to listen before writing,
 * the election of a new ledger, whom to tell of the writes it made) and what
 * it answers: the types of `LedgerStore.update` (store.ts), for the sections'
 * callers.
 */
import type { Deadline } from '../util/deadline.js';
import type { LedgerDocument } from './document.js';
import type { SectionRead } from './section.js';

/**
 * A call's bound when it must end sooner than the run (whose deadline the GitHub client carries): given to the
 * client as the requests' option (`request: { deadline }`, see github/deadline.ts), and it ends the call's waits.
 */
export interface CallOptions {
  /** A view of the run's deadline (`deadline.within(ms)`); none: the run's, through the client. */
  deadline?: Deadline | undefined;
}

export interface UpdateOptions<S = unknown> extends CallOptions {
  /** Most attempts before giving up (each lost race is one). */
  maxAttempts: number;
  /**
   * How long the update may go on losing races, from its start: no new attempt starts after it (nor past the
   * run's deadline, nor the call's), the attempt under way ends as it would.
   */
  contentionMs?: number;
  /**
   * The first attempt's pause before its look at the ref, from the section as read, GitHub's time and its answer
   * time as the run's reads took it (default: a random one of a few of GitHub's answer times). Runs that arrive
   * together spread their first writes over it, so that few make a commit for nothing; 0 looks at once.
   */
  firstPauseMs?: (current: SectionRead<S>, now: number, answerMs: number) => number;
  /**
   * When the ledger does not exist yet: how long to wait before looking again and, if it still does not, creating
   * it (the run's part of an election among the runs that found no ref: the first to wake creates the ledger, the
   * others see it in their look, a read). A function is given GitHub's answer time, as the run's reads so far took
   * (the election's window is a few answers). Unset: a run that finds no ref creates it after the first pause.
   */
  coldPauseMs?: number | ((answerMs: number) => number);
  /** Told of each lost race that cost content-creating requests (how many), before the reducer runs again. */
  onWasted?: (writes: number) => void;
  /**
   * Told of content-creating requests made besides the write's commit and ref update (the tree of a new ledger's
   * first commit, when the repository has neither git's empty tree nor the note's), before the reducer runs.
   */
  onExtraWrites?: (writes: number) => void;
}

export interface UpdateResult<S, T> {
  result: T;
  /** The section as it stands afterwards (written, or as read when nothing was). */
  state: S;
  doc: LedgerDocument;
  /** The commit the ref points at afterwards. */
  sha: string | null;
  attempts: number;
  written: boolean;
  /** Content-creating requests made for nothing by lost races (a commit, and a refused ref update). */
  wasted: number;
  /** The run waited for the election of a ledger that did not exist, and another run created it meanwhile. */
  coldLost?: boolean;
}
