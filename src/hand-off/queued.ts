/**
 * Queued requests (`on-budget-exhausted: queue`), from both ends: an agent
 * run whose hourly window is full queues its request in the ledger and says
 * so in its comment (`queueRequest`); a later run for the project (report
 * mode, or the next agent run before its own request) starts queued requests
 * first in, first out as slots free (`startQueued`), turns each into an
 * ordinary pending hand-off record and its comment into the job comment, so
 * that the report reports the job when it ends.
 *
 * Exactly once (see budget/queue.ts): an entry is claimed together with its
 * budget slot in one compare-and-swap write before its job is created; a
 * claim whose outcome stays unknown is never started again, and is dropped
 * with a comment once it expires. A queued entry is checked against GitHub
 * as a pending record is (verify.ts) before anything is created or edited
 * for it: a forged one is dropped with a warning. Those still waiting whose
 * place changed get their new place in their comments; a queued follow-up
 * message waits for its job to be idle, as a live one does.
 *
 * Time: everything here is bounded by the deadline the caller gives (an agent
 * run gives a share of its own, keeping the rest for its own request), each
 * GitHub read and write included, and keeps the end of it for the last write;
 * a cancelled run starts nothing new, even once its wrap-up has given its last
 * writes a fresh signal. A queued comment's marker names its request
 * (`queuedMarker`): a write of a waiting request's place that lands after
 * another run started it (GitHub has no conditional edit) leaves a comment the
 * report still accepts for that request's job, and rewrites (verify.ts).
 *
 * Long because it is one idea from both ends (a request queued, then started
 * by a report run or the next agent run), with the comments that say each
 * step; split, each half would need the other's entry, claim and comment.
 */
import { randomBytes } from 'node:crypto';
import { DeadlineError, attemptSignal, type Deadline } from '../util/deadline.js';
import {
  AbortedError,
  DeadlineBeforeSendError,
  JobStillWorkingError,
  MessageNotSentError,
  ServiceHttpError,
  ServiceNetworkError,
  getErrorMessage,
} from '../util/errors.js';
import type { GitHubClient } from '../github/client.js';
import type { LedgerStore } from '../ledger/store.js';
import { iso } from '../ledger/document.js';
import { Inputs } from '../runner/names.js';
import type { ServiceClient } from '../service/agent/client.js';
import { createJob, notSentOnFailure, sendMessage, untilIdle, type CreateJobOptions } from '../service/agent/job.js';
import { serviceErrorOf } from '../service/agent/failures.js';
import type { AgentJob } from '../service/agent/schemas.js';
import { formatDuration, formatTime } from '../render/time.js';
import { quote } from '../runner/log.js';
import { asWorking, takenFrom, type PickupBaseline } from '../service/agent/pickup.js';
import { PICKUP_FIELD } from './pickup-record.js';
import type { BudgetWindow } from '../budget/window.js';
import { httpsUrl } from '../render/text.js';
import { redactAll } from '../util/redact.js';
import { updateComment } from '../comment/marked.js';
import { renderJobComment, type CommentView } from '../comment/job-body.js';
import { jobMarker, queuedMarker, type JobComment } from '../comment/job-comment.js';
import { targetOf } from '../comment/report-update.js';
import { WINDOW_MS, DEFAULT_FULL_HOLD_MS, windowState } from '../budget/window.js';
import {
  MAX_QUEUED_PROMPT,
  claimQueued,
  enqueue,
  expectedStart,
  placeOf,
  queueLedger,
  restampPlaces,
  settleQueued,
  waiting,
  type ClaimResult,
  type Moved,
  type QueuedRequest,
  type StartOutcome,
} from '../budget/queue.js';
import { commentPlace, triggerOriginOf } from './hand-off.js';
import { boundInstruction, type PendingOrigin, type PendingRecord } from './pending.js';
import { verifyPending, type Verdict, type VerifyContext } from './verify.js';

/** Longest time one queue write spends on lost races. */
const CONTENTION_MS = 2 * 60 * 1000;
/** The end of the queue's time kept for its last write (at most a quarter of it): started jobs become pending records. */
const SETTLE_RESERVE_MS = 10_000;

interface Log {
  info(message: string): void;
  warning(message: string): void;
}

const writeOptions = (bound?: Deadline) => ({ maxAttempts: 1000, contentionMs: CONTENTION_MS, ...(bound ? { deadline: bound } : {}) });

/** The run was cancelled (read afresh each time: it turns true while the queue runs). */
const cancelled = (deadline: Deadline): boolean => deadline.cancelled;

/**
 * Runs `call` within `bound`, the queue's time (shorter than the run's
 * deadline, which the GitHub client carries): its requests get a signal that
 * aborts when that time ends, so that none is sent after, and the call ends
 * then, whatever is under way (a write waiting for its turn included). A
 * slow GitHub on the queue's reads and writes cannot spend the time an agent
 * run keeps for its own request.
 */
async function bounded<T>(bound: Deadline, what: string, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const stop = (): Error =>
    bound.signal.aborted ? bound.stopped(what) : new DeadlineError(`${what}: not done within the time this run gives the queue`);
  if (bound.signal.aborted || bound.timeLeft() <= 0) throw stop();
  const { signal, clear } = attemptSignal(bound);
  // The requests carry the same bound and may end first at its instant: with the run's own time left and the run
  // not cancelled, a deadline inside is the queue's, and said so.
  const pending = call(signal).catch((error: unknown) => {
    throw error instanceof DeadlineError && !bound.cancelled && bound.withWrapUp().timeLeft() > 0 ? stop() : error;
  });
  // Once the call ended here, its failure is nobody's.
  pending.catch(() => undefined);
  let onAbort: (() => void) | undefined;
  const stopped = new Promise<never>((_resolve, reject) => {
    onAbort = () => {
      reject(stop());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([pending, stopped]);
  } finally {
    clear();
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}

export interface QueueRequestOptions {
  ledger: LedgerStore;
  comment: JobComment;
  prompt: string;
  /** A follow-up message: the job it goes to. */
  followUpOf?: string | undefined;
  projectId: string;
  /** `budget-per-hour`. */
  limit: number;
  /** `queue-timeout-hours`, in ms. */
  timeoutMs: number;
  log: Log;
}

export type QueueRequestResult =
  | { kind: 'queued'; id: string; place: number; startsAt: number; expiresAt: number; waiting: number }
  | { kind: 'not-queued'; reason: string };

/**
 * Queues the request: its comment says it is queued (with the place and the
 * expected start read from the ledger), then the entry is added in one write;
 * the comment is written again when another run took the place meanwhile.
 */
export async function queueRequest(options: QueueRequestOptions): Promise<QueueRequestResult> {
  const { ledger, comment, log } = options;
  if (options.prompt.length > MAX_QUEUED_PROMPT)
    return { kind: 'not-queued', reason: `its prompt is longer than the ${MAX_QUEUED_PROMPT} characters a queued request keeps` };
  const seen = await ledger.view(queueLedger);
  const now = ledger.now();
  const expiresAt = now + options.timeoutMs;
  const guess = waiting(seen.state.queue, now).length + 1;
  // The comment's marker names the request: the entry's id is made before the comment is written.
  const id = `${comment.run.runId || 'local'}-${comment.run.attempt}-${randomBytes(4).toString('hex')}`.replace(/[^A-Za-z0-9._-]/g, '_');
  await comment.queued({ place: guess, startsAt: expectedStart(seen.state.window, options.limit, guess, now), expiresAt }, id);
  const facts = await comment.settled();
  if (!facts) return { kind: 'not-queued', reason: 'it has no comment to say so and to turn into the job comment later' };
  const { target, run } = facts;
  const entry: QueuedRequest = {
    id,
    project: options.projectId,
    queuedAt: iso(now),
    expiresAt: iso(expiresAt),
    prompt: options.prompt,
    ...(options.followUpOf === undefined ? {} : { followUpOf: options.followUpOf }),
    ...commentPlace(facts),
  };
  const outcome = await ledger.update(
    queueLedger,
    (current, at) => {
      const change = enqueue(current.state, { ...entry, expiresAt: iso(at + options.timeoutMs) }, options.limit, at);
      return {
        ...change,
        subject: `docs-agent: queue a request from run ${run.runId} (${target.owner}/${target.repo}#${target.issueNumber})`,
      };
    },
    writeOptions(),
  );
  const result = outcome.result;
  if (result.kind === 'full') return { kind: 'not-queued', reason: 'the queue is full (100 requests wait already)' };
  const queuedExpiresAt = Date.parse(result.entry.expiresAt);
  if (
    result.entry.id !== id ||
    result.place !== guess ||
    Math.abs(result.startsAt - expectedStart(seen.state.window, options.limit, guess, now)) > 60_000
  ) {
    // Another run took the place meanwhile, or queued this comment's request already (its entry is the one kept).
    await comment.queued({ place: result.place, startsAt: result.startsAt, expiresAt: queuedExpiresAt }, result.entry.id);
  }
  log.info(
    `Queued in ${ledger.repository} ${ledger.ref}: number ${result.place} in line, expected to start at about ${formatTime(result.startsAt)}; a run with '${Inputs.Mode}: report' starts it when a slot frees.`,
  );
  return {
    kind: 'queued',
    id: result.entry.id,
    place: result.place,
    startsAt: result.startsAt,
    expiresAt: queuedExpiresAt,
    waiting: result.waiting,
  };
}

/**
 * On a re-run of a run that queued its request (its comment has no job yet): the entry still queued for that
 * comment, if any. The re-run must not create a job of its own: the queue starts the request, once. A request
 * the queue has started already, whose comment a late write of its place made say queued again, counts too
 * (`startedAs`, its job, and `started`, its pending record: the report reports it and rewrites the comment).
 */
export async function queuedFor(
  ledger: LedgerStore,
  comment: JobComment,
): Promise<{ place: number; startsAt: number; expiresAt: number; startedAs?: string; started?: PendingRecord } | undefined> {
  const facts = await comment.settled();
  if (!facts) return undefined;
  const repository = `${facts.target.owner}/${facts.target.repo}`.toLowerCase();
  const read = await ledger.view(queueLedger);
  const now = ledger.now();
  const here = (held: { commentId: number; repository: string }): boolean =>
    held.commentId === facts.id && held.repository.toLowerCase() === repository;
  const entry = read.state.queue.find(here);
  if (!entry) {
    // Believed only for this run's own request: the record names the run, and the request its comment's marker names
    // (an entry anyone with write access to the ledger could add is not taken for the started job otherwise).
    const queuedId = comment.recordedQueuedId;
    const started = read.state.pending.find(
      (record) => here(record) && queuedId !== undefined && record.queuedId === queuedId && record.run.id === facts.run.runId,
    );
    return started && { place: 1, startsAt: now, expiresAt: now, startedAs: started.jobId, started };
  }
  const place = placeOf(read.state.queue, entry.id, now) ?? 1;
  return { place, startsAt: now, expiresAt: Date.parse(entry.expiresAt) };
}

export interface StartQueuedOptions {
  ledger: LedgerStore;
  github: GitHubClient;
  client: ServiceClient;
  projectId: string;
  /** `budget-per-hour`. */
  limit: number;
  /** This run's id in claims (the report's claimant). */
  claimant: string;
  ledgerRepository: string;
  serverUrl: string;
  /** Past it nothing is created; its signal is the run's cancellation. */
  deadline: Deadline;
  random: () => number;
  log: Log;
}

/** What a run did with the queue. */
export interface QueueRun {
  /** Jobs started from the queue, each now a pending hand-off. */
  started: {
    jobId: string;
    repository: string;
    issueNumber: number;
    commentUrl: string;
    /** A follow-up message its job has not taken yet: the job as it showed before (`takenFrom`). */
    awaitingPickup?: PickupBaseline;
  }[];
  /** Entries removed unstarted: timed out, unknown outcome, forged or refused. */
  dropped: number;
  /** Requests still waiting. */
  waiting: number;
  /** The requests still waiting and since when (GitHub's clock, ms): for the report's timeline. */
  waitingSince: { id: string; since: number }[];
  /** Comments of waiting requests written with their new place (those ahead started or dropped). */
  moved: number;
}

/** The entry as a pending record (`jobId` '' until its job exists: the queued comment's marker has no job yet). */
function recordOf(entry: QueuedRequest, jobId: string, now: number): PendingRecord {
  return {
    jobId,
    project: entry.project,
    repository: entry.repository,
    issueNumber: entry.issueNumber,
    isPullRequest: entry.isPullRequest,
    commentId: entry.commentId,
    ...(entry.triggerComment ? { triggerComment: entry.triggerComment } : {}),
    run: entry.run,
    origin: boundOrigin(entry.origin),
    handedOffAt: iso(now),
    queuedId: entry.id,
  };
}

const boundOrigin = (origin: PendingOrigin): PendingOrigin =>
  origin.instruction === undefined ? origin : { ...origin, instruction: boundInstruction(origin.instruction) };

function viewOf(entry: QueuedRequest, job: AgentJob | undefined, ending?: CommentView['ending']): CommentView {
  const run = { runId: entry.run.id, attempt: entry.run.attempt, workflowJob: entry.run.workflowJob, url: entry.run.url };
  return {
    marker: job ? jobMarker(run, job.id) : queuedMarker(run, entry.id),
    trigger: triggerOriginOf(boundOrigin(entry.origin)),
    job,
    runUrl: httpsUrl(entry.run.url)?.href,
    followUpOf: entry.followUpOf,
    ending,
  };
}

/** Writes the entry's comment within `bound` (the queue's time); a failure warns. The comment's URL, or ''. */
async function writeComment(github: GitHubClient, entry: QueuedRequest, view: CommentView, log: Log, bound: Deadline): Promise<string> {
  const where = `${entry.repository}#${entry.issueNumber}`;
  const body = renderJobComment(redactAll(view));
  try {
    const posted = await bounded(bound, `update the comment of the queued request on ${where}`, (signal) =>
      updateComment(github, targetOf(recordOf(entry, '', 0)), entry.commentId, body, { signal }),
    );
    return posted.url;
  } catch (error) {
    log.warning(`Could not update the comment of the queued request on ${where}: ${getErrorMessage(error)}`);
    return '';
  }
}

/** Checks the entry against GitHub (verify.ts) within `bound`; out of time, it could not be checked. */
async function checkEntry(entry: QueuedRequest, context: VerifyContext, bound: Deadline, now: number): Promise<Verdict> {
  try {
    // The look-ups end with the run's deadline (the client's); `bounded` stops waiting for them at the queue's.
    return await bounded(bound, `check the queued request ${entry.id}`, () => verifyPending(recordOf(entry, '', now), context));
  } catch (error) {
    return { kind: 'unchecked', reason: getErrorMessage(error), status: undefined, error };
  }
}

/** Why a claimed entry's comment says it was dropped. */
function droppedNote(entry: QueuedRequest, reason: ClaimResult['dropped'][number]['reason']): string {
  return reason === 'timeout'
    ? `Queued at ${formatTime(Date.parse(entry.queuedAt))} and not started by ${formatTime(Date.parse(entry.expiresAt))} ('${Inputs.QueueTimeoutHours}'): the request is dropped. Ask again once the hourly budget allows.`
    : `A run took this queued request to start it but never said what came of it: it is not started again, so that no second job is made (a job may exist in the service). Ask again if no pull request follows.`;
}

/**
 * Starts queued requests, first in, first out, within the hourly budget:
 * claims them with their slots (one write), checks each against GitHub,
 * creates its job (a follow-up message waits for its job to be idle first),
 * turns its comment into the job comment and its entry into a pending record
 * (one write). Entries past their bound, and claims whose outcome is unknown,
 * are dropped with a comment saying so. The comments of the requests still
 * waiting whose place changed say their new place (their places are stamped
 * in the same two writes: no write of its own).
 */
async function startQueued(options: StartQueuedOptions): Promise<QueueRun> {
  const { ledger, github, log, deadline } = options;
  const run: QueueRun = { started: [], dropped: 0, waiting: 0, waitingSince: [], moved: 0 };
  // A cancelled run starts nothing, even once its wrap-up has given its last writes a fresh signal.
  if (cancelled(deadline)) return run;
  // Claims, checks, creations and comments stop before the queue's time ends: the last write keeps the rest.
  const work = deadline.within(deadline.timeLeft() - Math.min(SETTLE_RESERVE_MS, Math.max(0, deadline.timeLeft()) / 4));
  const seen = await bounded(work, 'read the queue', () => ledger.view(queueLedger, { deadline: work }));
  if (seen.state.queue.length === 0) return run;
  const claim = await bounded(work, 'claim queued requests', () =>
    ledger.update(
      queueLedger,
      (current, now) => ({
        ...claimQueued(current.state, options.limit, options.claimant, now),
        subject: `docs-agent: start queued requests (${options.claimant})`,
      }),
      writeOptions(work),
    ),
  );
  const { claimed, dropped, left } = claim.result;
  const moved = new Map<string, Moved>();
  noteMoves(moved, claim.result.moved);
  run.waiting = left;
  const claimedIds = new Set(claimed.map((entry) => entry.id));
  run.waitingSince = waiting(seen.state.queue, ledger.now())
    .filter((entry) => !claimedIds.has(entry.id))
    .map((entry) => ({ id: entry.id, since: Date.parse(entry.queuedAt) }));
  const verifying: VerifyContext = {
    github,
    ledgerRepository: options.ledgerRepository,
    projectId: options.projectId,
    serverUrl: options.serverUrl,
  };
  for (const { entry, reason } of dropped) {
    run.dropped += 1;
    const verdict = await checkEntry(entry, verifying, work, ledger.now());
    if (verdict.kind !== 'trusted') {
      log.warning(
        `Dropped the queued request ${entry.id} (${entry.repository}#${entry.issueNumber}) without a comment: ${verdict.reason}.`,
      );
      continue;
    }
    log.warning(`Dropped the queued request ${entry.id} on ${entry.repository}#${entry.issueNumber}: ${droppedNote(entry, reason)}`);
    await writeComment(
      github,
      entry,
      viewOf(entry, undefined, { note: droppedNote(entry, reason), failed: false, skipped: true, elapsedMs: undefined }),
      log,
      work,
    );
  }
  if (claimed.length === 0) {
    if (left > 0) log.info(`${left} queued request(s) wait for a slot of the hourly budget.`);
    run.moved = await sayPlaces(moved, claim.state.window, options, verifying);
    return run;
  }
  const outcomes: StartOutcome[] = [];
  let refusedUntil: number | undefined;
  let outOfTime = false;
  // Follow-up messages last: one may wait for its job to be idle, and the creations of the others need not wait for it.
  const order = [
    ...claimed.filter((entry) => entry.followUpOf === undefined),
    ...claimed.filter((entry) => entry.followUpOf !== undefined),
  ];
  for (const entry of order) {
    const where = `${entry.repository}#${entry.issueNumber}`;
    // Nothing new starts once the queue's time is spent or the run is cancelled: the rest go back with their slots.
    if (outOfTime || refusedUntil !== undefined || work.timeLeft() <= 0 || cancelled(deadline)) {
      outcomes.push({ kind: 'back', id: entry.id });
      continue;
    }
    const verdict = await checkEntry(entry, verifying, work, ledger.now());
    if (verdict.kind === 'unchecked') {
      log.warning(`Could not check the queued request ${entry.id} (${where}): ${verdict.reason}. It stays queued.`);
      outcomes.push({ kind: 'back', id: entry.id });
      continue;
    }
    if (verdict.kind !== 'trusted') {
      log.warning(`Dropped the queued request ${entry.id} (${where}): it does not hold, ${verdict.reason}. Nothing was created or edited.`);
      outcomes.push({ kind: 'removed', id: entry.id });
      run.dropped += 1;
      continue;
    }
    let created: Created;
    try {
      created = await create(entry, options, work);
    } catch (error) {
      const failure = serviceErrorOf(error);
      if (error instanceof AbortedError) {
        // Out of time (or cancelled) while this one was under way: it may exist, so its claim stays (never started
        // twice; dropped with a comment once the claim expires). The ones after it go back, and those started are
        // settled below, in the wrap-up's few seconds after a cancellation.
        if (cancelled(deadline)) deadline.wrapUp();
        log.warning(
          `${cancelled(deadline) ? 'The run was cancelled' : 'Ran out of time'} while starting the queued request ${entry.id} (${where}): ${getErrorMessage(error)}. It is not started again; the requests after it stay queued.`,
        );
        outOfTime = true;
        continue;
      }
      if (error instanceof JobStillWorkingError || (error instanceof MessageNotSentError && !isRefusal(failure))) {
        // A follow-up whose job still works (or could not be read): nothing was sent; a later run sends it.
        log.warning(`${getErrorMessage(error)} The queued follow-up message ${entry.id} (${where}) goes back to the front of the queue.`);
        outcomes.push({ kind: 'back', id: entry.id });
        continue;
      }
      if (failure instanceof ServiceHttpError && failure.status === 429) {
        // The service's own window is full: this entry and the rest go back, the ledger holds the window full.
        refusedUntil = ledger.now() + Math.min(WINDOW_MS, failure.retryAfterMs ?? DEFAULT_FULL_HOLD_MS);
        log.warning(`The service refused the queued request ${entry.id} with 429: it goes back to the front of the queue.`);
        outcomes.push({ kind: 'back', id: entry.id, fullUntil: refusedUntil });
        continue;
      }
      if (failure instanceof DeadlineBeforeSendError || (failure instanceof ServiceNetworkError && failure.beforeSend)) {
        log.warning(`The queued request ${entry.id} was not sent (${getErrorMessage(error)}): it goes back to the front of the queue.`);
        outcomes.push({ kind: 'back', id: entry.id });
        continue;
      }
      if (failure instanceof ServiceHttpError && failure.status < 500) {
        const note = `The service refused the queued request: ${getErrorMessage(failure)}`;
        log.warning(`${note} (${where}); it is dropped.`);
        await writeComment(github, entry, viewOf(entry, undefined, { note, failed: true, elapsedMs: undefined }), log, work);
        outcomes.push({ kind: 'removed', id: entry.id });
        run.dropped += 1;
        continue;
      }
      // No answer: the job may exist. The claim stays, so the entry is never started twice; it is dropped when it expires.
      log.warning(
        `Could not tell whether the queued request ${entry.id} (${where}) made a job (${getErrorMessage(error)}): it is not started again, and dropped with a comment once its claim expires.`,
      );
      continue;
    }
    const { job, before } = created;
    // The job exists: its comment and record are written even if the run was cancelled meanwhile (the wrap-up's few
    // seconds, a fresh signal; nothing new starts, `cancelled` stays true).
    if (cancelled(deadline)) deadline.wrapUp();
    // A follow-up the job has not taken yet: it still shows the last message's result, which is not this one's.
    const waitsForPickup = before !== undefined && !takenFrom(before, job);
    // The comment becomes the job comment before the record is written: report mode checks the comment's marker.
    const view = viewOf(entry, waitsForPickup ? asWorking(job) : job);
    const state = windowState(claim.state.window, options.limit, ledger.now());
    view.usage = { slot: state.used, limit: options.limit };
    const url = await writeComment(github, entry, view, log, work);
    const record = recordOf(entry, job.id, ledger.now());
    outcomes.push({ kind: 'started', id: entry.id, record: waitsForPickup ? { ...record, [PICKUP_FIELD]: before } : record });
    run.started.push({
      jobId: job.id,
      repository: entry.repository,
      issueNumber: entry.issueNumber,
      commentUrl: url,
      ...(waitsForPickup ? { awaitingPickup: before } : {}),
    });
    log.info(
      `Started the queued request ${entry.id} as ${entry.followUpOf === undefined ? 'agent job' : 'a follow-up message to agent job'} ${job.id} on ${where}; it is pending for the report.`,
    );
  }
  // The last write, within all of the queue's time: what was created is recorded, the rest given back.
  const settled = await bounded(deadline, 'settle the queued requests started', () =>
    ledger.update(
      queueLedger,
      (current, now) => {
        const settledState = settleQueued(current.state, options.claimant, outcomes, now);
        const base = settledState ?? current.state;
        const stamped = restampPlaces(base.queue, now);
        return {
          state: settledState || stamped.moved.length > 0 ? { ...base, queue: stamped.queue } : null,
          result: stamped.moved,
          subject: `docs-agent: ${run.started.length} queued request(s) started (${options.claimant})`,
        };
      },
      writeOptions(deadline),
    ),
  );
  noteMoves(moved, settled.result);
  run.waiting += outcomes.filter((outcome) => outcome.kind === 'back').length;
  run.moved = await sayPlaces(moved, settled.state.window, options, verifying);
  return run;
}

/** A 4xx other than 429: the job is gone or refuses the request; no later run would do better. */
const isRefusal = (failure: unknown): boolean => failure instanceof ServiceHttpError && failure.status < 500 && failure.status !== 429;

/** Keeps, for each entry moved by this run's writes, the place its comment said first and the place it has now. */
function noteMoves(moved: Map<string, Moved>, moves: readonly Moved[]): void {
  for (const move of moves) {
    const earlier = moved.get(move.entry.id);
    moved.set(move.entry.id, earlier ? { ...move, from: earlier.from } : move);
  }
}

/**
 * The comments of the requests whose place this run changed: their new place
 * and expected start, each comment written once and only when its place
 * differs from what it said; each entry is checked against GitHub first, as
 * one to start is. How many comments were written.
 */
async function sayPlaces(
  moved: ReadonlyMap<string, Moved>,
  window: BudgetWindow,
  options: StartQueuedOptions,
  verifying: VerifyContext,
): Promise<number> {
  const { ledger, github, log, deadline } = options;
  let written = 0;
  for (const { entry, from, place } of moved.values()) {
    if (from === place || deadline.timeLeft() <= 0 || cancelled(deadline)) continue;
    const where = `${entry.repository}#${entry.issueNumber}`;
    const verdict = await checkEntry(entry, verifying, deadline, ledger.now());
    if (verdict.kind !== 'trusted') {
      log.warning(`Did not write the new place of the queued request ${entry.id} (${where}): ${verdict.reason}.`);
      continue;
    }
    // Right before the write: a run that started the request since made its comment the job comment, and the
    // place written now would overwrite it (the report still accepts such a comment: verify.ts). One read.
    let still: boolean;
    try {
      const read = await bounded(deadline, 'read the queue', () => ledger.view(queueLedger, { deadline }));
      still = placeOf(read.state.queue, entry.id, ledger.now()) === place;
    } catch (error) {
      log.warning(`Did not write the new place of the queued request ${entry.id} (${where}): ${getErrorMessage(error)}.`);
      continue;
    }
    if (!still) continue;
    const view = viewOf(entry, undefined);
    view.queued = { place, startsAt: expectedStart(window, options.limit, place, ledger.now()), expiresAt: Date.parse(entry.expiresAt) };
    if (await writeComment(github, entry, view, log, deadline)) written += 1;
  }
  if (written > 0) log.info(`${written} queued request(s) moved up in line: their comments say their new place.`);
  return written;
}

/** The longest a run waits for a queued follow-up's job to finish its current work before the message goes back in line. */
const QUEUED_IDLE_WAIT_MS = 60_000;

interface Created {
  job: AgentJob;
  /** A follow-up message: the job as read right before it was sent (idle). */
  before?: PickupBaseline | undefined;
}

/**
 * Creates the entry's job, or sends its follow-up message once the job is
 * idle (as a live follow-up does, see follow-up/idle.ts; at most
 * `QUEUED_IDLE_WAIT_MS`, within the deadline). A 429 is not retried here (the
 * entry goes back).
 */
async function create(entry: QueuedRequest, options: StartQueuedOptions, work: Deadline): Promise<Created> {
  const requestOptions: CreateJobOptions = {
    client: options.client,
    log: options.log,
    schedule: { initialMs: 1000, maxMs: 5000 },
    deadline: work,
    random: options.random,
    retryOn429: false,
  };
  const jobId = entry.followUpOf;
  if (jobId === undefined) return { job: await createJob(entry.prompt, requestOptions) };
  const idle = untilIdle(jobId, {
    ...requestOptions,
    deadline: work.within(QUEUED_IDLE_WAIT_MS),
    timedOut: (status, waitedMs) =>
      `Agent job ${jobId} was still ${status === undefined ? 'not readable' : `working (${quote(status)})`} after ${formatDuration(waitedMs)}: the queued follow-up message was not sent (a message would stop its current work).`,
  });
  let before: PickupBaseline | undefined;
  const job = await sendMessage(jobId, entry.prompt, {
    ...requestOptions,
    beforeSend: () =>
      notSentOnFailure(async () => {
        const idleJob = await idle();
        before = { status: idleJob.status, prLink: idleJob.prLink };
      }),
  });
  return { job, before };
}

/** Starts the queued requests for a run of any mode; a failure warns (they stay queued), a cancellation is thrown. */
export async function startQueuedOrWarn(options: StartQueuedOptions): Promise<QueueRun | undefined> {
  try {
    return await startQueued(options);
  } catch (error) {
    if (cancelled(options.deadline)) throw error;
    options.log.warning(
      `Could not start the queued requests in ${options.ledgerRepository} ${options.ledger.ref}: ${getErrorMessage(error)}. They stay queued.`,
    );
    return undefined;
  }
}
