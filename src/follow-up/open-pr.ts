/**
 * `continue-open-pr`: for a merged pull request or a push, the last job this
 * action started for the project (recorded in the ledger's `openPr` section,
 * see record.ts) gets the change as a follow-up message when its
 * pull request is still open and unmerged; otherwise a new job starts. The
 * service is asked about the recorded job (has it ended: the decision waits
 * while it works) and about a holder's job (a lost holder is taken over).
 *
 * The runs of a project take turns: a run takes the hold on the record
 * before it decides, and gives it back with its own job when it ends, so two
 * merges at once make one job and one message, and a message never reaches a
 * job that is still `active` (the service would drop the work in progress).
 */
import { randomUUID } from 'node:crypto';
import type { GitHubClient } from '../github/client.js';
import type { LedgerStore } from '../ledger/store.js';
import { OpenPrStore, holdEnds, type OpenPrNext, type OpenPrRecord } from './record.js';
import { quote } from '../runner/log.js';
import { formatDuration } from '../render/time.js';
import { HOLD_LOST_AFTER_MS, OpenPrHoldTimeoutError, acquireHold, holdDelay } from './hold.js';
import type { ServiceClient } from '../service/agent/client.js';
import { TERMINAL_STATUSES, type AgentJob } from '../service/agent/schemas.js';
import { hasEnded, statusText, whenIdle } from '../service/agent/job.js';
import { DeadlineError, type Deadline } from '../util/deadline.js';
import { AbortedError, JobStillWorkingError, ServiceHttpError, getErrorMessage } from '../util/errors.js';
import type { AgentTrigger } from '../triggers/types.js';
import type { JobComment } from '../comment/job-comment.js';
import { recordHolds } from './verify.js';
import { parsePullLink, sourceOf, type FollowUp } from '../comment/pr-note.js';
import { FollowUpRefusedError } from './follow-up.js';

/**
 * How long giving the hold back (or recording the job) is tried for. Each
 * request is bounded by the GitHub client: the run's deadline (after
 * `wrapUp`, a few seconds past it; 3 s after a cancellation, so that the
 * outputs and the summary still come: a hold left behind is taken over once
 * its job is seen ended, or expires), 30 s an attempt.
 */
const RELEASE_MS = 30_000;

interface OpenPrOptions {
  github: () => Promise<GitHubClient>;
  /** The service client, made on first use (only a record without a pull request needs it here). */
  service: () => Promise<ServiceClient>;
  /** The run's ledger store (in `budget-repository`, else the workflow's repository). */
  ledger: LedgerStore;
  log: { info(message: string): void; warning(message: string): void };
  serverUrl?: string | undefined;
  /** The run's deadline and cancellation: every wait here stops at them (the clients carry them for their requests). */
  deadline: Deadline;
  /** A dry run reads and says what it would do; it writes nothing (no hold). */
  dryRun: boolean;
  /** `GITHUB_RUN_ID` and `GITHUB_RUN_ATTEMPT`, for the holder's id. */
  env: Record<string, string | undefined>;
  /** `max-poll-interval-seconds` (ms): a holder's job seen ended for longer than its last poll and its reporting is lost. */
  maxPollIntervalMs?: number | undefined;
}

/** True for the triggers `continue-open-pr` applies to. */
export function continuesOpenPr(trigger: AgentTrigger): boolean {
  return trigger.kind === 'merged' || trigger.kind === 'push';
}

/** What a run records as the last job: its pull request only once the job has ended (an active job is asked again). */
export function nextRecord(job: AgentJob): OpenPrNext {
  return { jobId: job.id, prLink: TERMINAL_STATUSES.has(job.status) ? job.prLink : null };
}

export class OpenPrSession {
  private readonly options: OpenPrOptions;
  /** This run's holder id: `<run id>.<attempt>.<random>` (two steps of one run differ). */
  readonly holder: string;
  /**
   * Whether this run holds the record: `maybe` from the moment it asks for
   * the hold (a write can reach GitHub even when its answer never comes, on
   * a cancellation), so that `release` tries; giving back a hold this run
   * does not have writes nothing.
   */
  private held: 'no' | 'maybe' | 'yes' = 'no';
  /** The job whose follow-up the service refused: not recorded again. */
  private refusedJob: string | undefined;
  /** The job this run sends the change to, and its pull request: kept when the follow-up ends without a link. */
  private continued: { jobId: string; prLink: string } | undefined;

  constructor(options: OpenPrOptions) {
    this.options = options;
    this.holder = `${options.env.GITHUB_RUN_ID ?? 'local'}.${options.env.GITHUB_RUN_ATTEMPT ?? '1'}.${randomUUID().slice(0, 8)}`;
  }

  /** The record's store: the GitHub client ends its requests at the run's deadline (after `wrapUp`, its few seconds more). */
  private store(): OpenPrStore {
    return new OpenPrStore(this.options.ledger);
  }

  /**
   * Takes the hold (waiting for the run that has it), then the follow-up for
   * this change: the last job, when its pull request is open and unmerged. A
   * failed read is thrown (a new job could be a duplicate pull request the
   * setting exists to avoid).
   */
  async followUp(trigger: AgentTrigger): Promise<FollowUp | undefined> {
    const { log, dryRun } = this.options;
    const store = this.store();
    let last: OpenPrRecord | undefined;
    try {
      if (dryRun) {
        last = await store.read();
        if (last?.holder && holdEnds(last.holder, store.now()) > store.now())
          log.info(`Dry run: run ${last.holder.run} holds the last agent job; a real run would wait for it to finish first.`);
      } else {
        this.held = 'maybe';
        last = await acquireHold({
          ...this.options,
          store,
          run: this.holder,
          jobEnded: (jobId) => this.endedStatus(jobId),
          lostAfterMs: Math.max(HOLD_LOST_AFTER_MS, (this.options.maxPollIntervalMs ?? 0) + 120_000),
        });
        this.held = 'yes';
      }
    } catch (error) {
      if (error instanceof OpenPrHoldTimeoutError || (error instanceof AbortedError && this.options.deadline.cancelled)) throw error;
      const why = error instanceof AbortedError ? "no answer by this run's deadline" : getErrorMessage(error);
      throw new Error(
        `Could not read the last agent job from the budget ledger in ${this.options.ledger.repository} (${why}); no job was started.`,
        { cause: error },
      );
    }
    return this.decide(last, trigger);
  }

  private async decide(last: OpenPrRecord | undefined, trigger: AgentTrigger): Promise<FollowUp | undefined> {
    const { log, serverUrl } = this.options;
    if (!last?.jobId) {
      log.info('continue-open-pr: no earlier job is recorded; a new job starts.');
      return undefined;
    }
    const jobId = last.jobId;
    let prLink = last.prLink;
    if (prLink === null) {
      // Recorded before it ended (handed off, or the run's wait timed out): ask the service, and wait while it works.
      const job = await this.lastJobEnded(jobId);
      if (!job) return undefined;
      prLink = job.prLink;
      if (!prLink) {
        log.info(`continue-open-pr: agent job ${jobId} ended (${statusText(job.status)}) without a pull request; a new job starts.`);
        return undefined;
      }
    }
    const pull = parsePullLink(prLink, serverUrl);
    if (!pull) {
      log.info(`continue-open-pr: the pull request link of agent job ${jobId} is not a pull request on this server; a new job starts.`);
      return undefined;
    }
    const where = `${pull.owner}/${pull.repo}#${pull.number}`;
    let state: { state: string; merged: boolean };
    try {
      const client = await this.options.github();
      state = (await client.rest.pulls.get({ owner: pull.owner, repo: pull.repo, pull_number: pull.number })).data;
    } catch (error) {
      // Cancelled: reported as such, not as a decision that could not be made.
      if (this.options.deadline.cancelled) throw new AbortedError('continue-open-pr: cancelled while reading the pull request');
      throw new Error(`Could not read pull request ${where} of agent job ${jobId} (${getErrorMessage(error)}); no job was started.`, {
        cause: error,
      });
    }
    if (state.state !== 'open' || state.merged) {
      log.info(
        `continue-open-pr: pull request ${where} of agent job ${jobId} is ${state.merged ? 'merged' : state.state}; a new job starts.`,
      );
      return undefined;
    }
    if (last.prLink !== null) {
      // Recorded once it had ended, but a `/docs` command on its pull request may have set it working again since.
      const ended = await this.lastJobEnded(jobId);
      // The ledger's record is believed only when the job and the pull request go together (verify.ts).
      if (!ended || !(await recordHolds(ended, last.prLink, pull, this.options))) return undefined;
    }
    log.info(`continue-open-pr: pull request ${where} of agent job ${jobId} is open: the change goes to that job as a follow-up message.`);
    this.continued = { jobId, prLink };
    return { jobId, noteUrl: prLink, append: sourceOf(trigger)?.url };
  }

  /**
   * The last job once it has ended (`completed`, `archived`, `failed`; any
   * other status is still working, and a message would stop its work): read,
   * then again after 2 s, 4 s, 8 s, then every 15 s, until the deadline.
   * Undefined when the service does not know it (a new job starts), or on a
   * dry run while it works.
   */
  private async lastJobEnded(jobId: string): Promise<AgentJob | undefined> {
    const { deadline, log, dryRun } = this.options;
    let job: AgentJob;
    try {
      job = await whenIdle(jobId, {
        client: await this.options.service(),
        deadline,
        delay: holdDelay,
        onWorking: (working) => {
          const status = statusText(working.status);
          if (dryRun) {
            log.info(`Dry run: agent job ${jobId}, the last one, is still ${status}; a real run would wait for it to end before deciding.`);
            return false;
          }
          log.info(
            `continue-open-pr: agent job ${jobId}, the last one, is still ${status}: waiting for it to end (a message now would stop its work).`,
          );
          return true;
        },
        timedOut: (status, waitedMs) =>
          `continue-open-pr: agent job ${jobId}, the last one, was still ${status === undefined ? 'not readable' : `working (${statusText(status)})`} after ${formatDuration(waitedMs)}, all of this run's 'timeout-seconds'; no job was started and no message sent. Raise 'timeout-seconds'.`,
      });
    } catch (error) {
      if (error instanceof AbortedError || error instanceof JobStillWorkingError) throw error;
      if (error instanceof ServiceHttpError && error.status === 404) {
        log.warning(`continue-open-pr: agent job ${jobId}, the last one recorded, is not found in the service; a new job starts.`);
        return undefined;
      }
      throw new Error(`Could not read agent job ${jobId}, the last one recorded (${getErrorMessage(error)}); no job was started.`, {
        cause: error,
      });
    }
    return hasEnded(job) ? job : undefined;
  }

  /** The terminal status of a holder's job, or undefined while it works (or cannot be read: the holder may be fine). */
  private async endedStatus(jobId: string): Promise<string | undefined> {
    try {
      const job = await (await this.options.service()).getJob(jobId);
      return TERMINAL_STATUSES.has(job.status) ? job.status : undefined;
    } catch (error) {
      // A cancellation ends the wait; the deadline is the hold's to tell.
      if (error instanceof AbortedError && !(error instanceof DeadlineError)) throw error;
      return undefined;
    }
  }

  /**
   * The pull request of `jobId` when this run sent it the change: a
   * follow-up that ends (or is recorded) without a link keeps it, so that the
   * next change still finds the open pull request (an active job with a link
   * is waited for before a message).
   */
  private knownPr(jobId: string): string | null {
    return this.continued?.jobId === jobId ? this.continued.prLink : null;
  }

  /**
   * Records `job`, just created or messaged, as the last job while this run
   * still holds the record (one write): a run that takes the hold over, should
   * this one be lost, knows the job and asks the service about it. A failure
   * is a warning (the release records it too).
   */
  async recordJob(job: AgentJob): Promise<void> {
    if (this.held !== 'yes') return;
    const { log } = this.options;
    try {
      // Tried for at most RELEASE_MS, as the release: a ledger that hangs must not take the time the job's wait needs.
      const recorded = await this.store().record(this.holder, job.id, RELEASE_MS, this.knownPr(job.id));
      if (recorded.kind === 'not-held')
        log.warning(`continue-open-pr: this run's hold on the last agent job had expired; agent job ${job.id} is not recorded yet.`);
    } catch (error) {
      log.warning(
        `continue-open-pr: agent job ${job.id} was not recorded as the last job yet (${getErrorMessage(error)}); it is when the run ends.`,
      );
    }
  }

  /**
   * In a merge or push run, a follow-up the service refused (400, 404): the
   * user asked for docs for this change, not for that job, so a new job
   * starts for it. True when the caller should create one; false for
   * anything else (a command's refusal is said, never papered over).
   */
  fallsBack(error: unknown, trigger: AgentTrigger, comment: JobComment): error is FollowUpRefusedError {
    if (!continuesOpenPr(trigger) || !(error instanceof FollowUpRefusedError)) return false;
    this.refusedJob = error.jobId;
    const reason = `${error.status}: ${error.detail}`;
    this.options.log.warning(
      `continue-open-pr: the service refused the follow-up message to agent job ${error.jobId} (${error.status}: ${quote(error.detail)}): that job cannot be continued, so a new job starts for this change.`,
    );
    comment.followUpRefused(error.jobId, reason);
    return true;
  }

  /**
   * Gives the hold back, recording `job` (created or messaged by this run)
   * as the last job; the record stays as it was when there is none. A failure
   * is a warning: the hold expires on its own.
   */
  async release(job: AgentJob | undefined): Promise<void> {
    const held = this.held;
    if (held === 'no') return;
    this.held = 'no';
    const { log } = this.options;
    const known = job ? this.knownPr(job.id) : null;
    const next: OpenPrNext | undefined = job
      ? { ...nextRecord(job), ...(job.prLink === null && known !== null ? { prLink: known } : {}) }
      : this.refusedJob
        ? { jobId: null, prLink: null }
        : undefined;
    try {
      const released = await this.store().release(this.holder, next, RELEASE_MS);
      if (released.kind === 'not-held') {
        if (held === 'maybe') return;
        log.warning(
          `continue-open-pr: this run's hold on the last agent job had expired${released.holder ? ` and run ${released.holder.run} took it over` : ''}; ${next?.jobId ? `agent job ${next.jobId} is not recorded` : 'nothing is recorded'}.`,
        );
      } else if (next?.jobId) {
        log.info(
          `continue-open-pr: agent job ${next.jobId} is recorded as the last job${next.prLink ? ` (pull request ${quote(next.prLink)})` : ''}.`,
        );
      }
    } catch (error) {
      // Maybe held (the run failed or was cancelled while taking the hold): most likely it never was.
      const what = held === 'maybe' ? 'if this run took the hold on the last agent job, it' : 'the hold on the last agent job';
      log.warning(`continue-open-pr: ${what} was not given back (${getErrorMessage(error)}); it expires on its own.`);
    }
  }
}
