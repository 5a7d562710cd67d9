/**
 * The one comment per job on the triggering issue or pull request: created
 * as soon as the job exists, updated in place when its status changes and at
 * the end. Its hidden marker records the job and the workflow run, so a
 * re-run of the same run finds it and resumes instead of starting a second
 * job. GitHub failures here never fail the run: they become warnings, and a
 * 403 names the workflow permission that is missing.
 */
import { renderJobComment, type CommentView, type Ending, type QueuedView, type Usage } from './job-body.js';
import { ServiceHttpError, getErrorMessage } from '../util/errors.js';
import type { GitHubClient } from '../github/client.js';
import {
  findMarkedComment,
  isUnknownOutcome,
  reactTo,
  upsertComment,
  writePermissionFor,
  type CommentTarget,
  type MarkedComment,
  type MarkerFields,
  type MarkerTrust,
  type ReactionContent,
} from './marked.js';
import { describeGitHubError, isForbidden, statusOf } from '../github/errors.js';
import { redactAll } from '../util/redact.js';
import { quote } from '../runner/log.js';
import type { ServiceClient } from '../service/agent/client.js';
import { TERMINAL_STATUSES, type AgentJob } from '../service/agent/schemas.js';
import { httpsUrl } from '../render/text.js';
import type { AgentTrigger } from '../triggers/types.js';

/** Identifies the workflow run (and job within it) that owns a comment. */
export interface RunIdentity {
  /** `GITHUB_RUN_ID`: the same across re-runs. */
  runId: string;
  /** `GITHUB_RUN_ATTEMPT`: 1, then 2, 3, … on re-runs. */
  attempt: number;
  /** `GITHUB_JOB`: tells two workflow jobs commenting on one issue apart. */
  workflowJob: string;
  /** Link to the run, when it is a valid https URL. */
  url: string | undefined;
}

/** The run's identity from the runner's variables. */
export function runIdentity(env: Readonly<Record<string, string | undefined>>): RunIdentity {
  const runId = env.GITHUB_RUN_ID ?? '';
  const server = env.GITHUB_SERVER_URL ?? 'https://github.com';
  const repository = env.GITHUB_REPOSITORY ?? '';
  const url = runId && repository ? httpsUrl(`${server}/${repository}/actions/runs/${runId}`)?.href : undefined;
  const attempt = Number(env.GITHUB_RUN_ATTEMPT ?? '1');
  return {
    runId,
    attempt: Number.isInteger(attempt) && attempt > 0 ? attempt : 1,
    workflowJob: env.GITHUB_JOB ?? '',
    url,
  };
}

/** The marker of a comment of `kind` that this workflow run (and job within it) writes. */
export function runMarker(run: RunIdentity, kind: string, fields: MarkerFields = {}): MarkerFields {
  return { kind, ...fields, 'run-id': run.runId, 'workflow-job': run.workflowJob };
}

/** The marker of a job comment. */
export function jobMarker(run: RunIdentity, jobId: string): MarkerFields {
  return runMarker(run, 'job', { 'job-id': jobId });
}

/**
 * The marker of a queued request's comment (`on-budget-exhausted: queue`): a job comment with no job yet that names
 * the queued request, so that the record of the job started from it still knows the comment should a late write of
 * its place in line overwrite the job's marker (hand-off/verify.ts).
 */
export function queuedMarker(run: RunIdentity, queuedId: string): MarkerFields {
  return runMarker(run, 'job', { 'job-id': '', queued: queuedId });
}

/** True for the marker of a comment of `kind` written by this workflow run and job (on an earlier attempt). */
export function isRunMarker(run: RunIdentity, kind: string): (marker: MarkerFields) => boolean {
  return (marker) => marker.kind === kind && marker['run-id'] === run.runId && (marker['workflow-job'] ?? '') === run.workflowJob;
}

export interface JobCommentOptions {
  /** Undefined when nothing may be written to GitHub (dry run). */
  github: GitHubClient | undefined;
  /** Undefined when there is no comment to write (`comment: false`, or no issue or PR). */
  target: CommentTarget | undefined;
  trigger: AgentTrigger;
  run: RunIdentity;
  /** This run's comment, found on a re-run. */
  existing: MarkedComment | undefined;
  /** Whose markers are believed when the comment is looked for again (`min-permission`). */
  trust: MarkerTrust;
  log: { info(message: string): void; warning(message: string): void };
  /** The job a follow-up message goes to (a command on the agent's own pull request). */
  followUpOf?: string | undefined;
}

/**
 * The comment's lifecycle, driven by main: `accepted`, then `resume` or a new
 * job, `created`, `progress` on each poll, `finished` at the end. Writes are
 * queued, so polling never waits on GitHub, and made only when the text changes.
 */
export class JobComment {
  private readonly options: JobCommentOptions;
  private comment: { id: number; url: string } | undefined;
  private job: AgentJob | undefined;
  private replacedJobId: string | undefined;
  /** The job a follow-up message goes to; cleared when the service refused it and a new job starts instead. */
  private followUpOf: string | undefined;
  private refusedFollowUp: CommentView['refusedFollowUp'];
  private written = '';
  private writable: boolean;
  /** A create failed in a way that may have created the comment all the same (5xx, no answer). */
  private createUncertain = false;
  /** A failure before any job is said in the comment too (`continue-open-pr` could not decide where the change goes). */
  private sayFailure = false;
  private queue: Promise<void> = Promise.resolve();
  private usage: Usage | undefined;
  private preview: string | undefined;
  private queuedView: QueuedView | undefined;
  /** The queued request's id (its marker's `queued`), once the request is queued. */
  private queuedId: string | undefined;

  constructor(options: JobCommentOptions) {
    this.options = options;
    this.comment = options.existing ? { id: options.existing.id, url: options.existing.url } : undefined;
    this.written = options.existing?.body ?? '';
    this.writable = Boolean(options.github && options.target);
    this.followUpOf = options.followUpOf;
  }

  /** The comment's URL (`comment-url`); empty when there is none. */
  get url(): string {
    return this.comment?.url ?? '';
  }

  /**
   * For a hand-off: once the writes queued so far are done, where the comment
   * is, the trigger and the run (a report run updates the comment later).
   * Undefined when there is no comment.
   */
  async settled(): Promise<{ id: number; url: string; target: CommentTarget; trigger: AgentTrigger; run: RunIdentity } | undefined> {
    await this.queue;
    const { target, trigger, run } = this.options;
    return this.comment && target ? { ...this.comment, target, trigger, run } : undefined;
  }

  /** The workflow run (and job within it) that writes the comment. */
  get run(): RunIdentity {
    return this.options.run;
  }

  /** The job recorded by an earlier attempt of this run, when there is one. */
  get recordedJobId(): string | undefined {
    return this.options.existing?.marker['job-id'];
  }

  /** The queued request an earlier attempt of this run named in the comment's marker, when there is one. */
  get recordedQueuedId(): string | undefined {
    return this.options.existing?.marker.queued || undefined;
  }

  /** 👀 on the triggering comment: the command was accepted (queued: the job is not kept waiting for it). */
  accepted(): void {
    this.enqueue(() => this.react('eyes'));
  }

  /**
   * On a re-run: the job an earlier attempt started, to be watched again
   * (`active`) or reported (`completed`, `archived`). Undefined when a new job
   * is needed: none was recorded, or the recorded one failed or is gone.
   */
  async resume(service: ServiceClient): Promise<AgentJob | undefined> {
    const id = this.recordedJobId;
    if (!id) return undefined;
    let job: AgentJob;
    try {
      job = await service.getJob(id);
    } catch (error) {
      if (error instanceof ServiceHttpError && error.status === 404) {
        this.options.log.warning(
          `Agent job ${quote(id)}, recorded by an earlier attempt of this run, is not found in the service: starting a new job.`,
        );
        this.replacedJobId = id;
        return undefined;
      }
      throw new Error(
        `Cannot read agent job ${quote(id)}, recorded by an earlier attempt of this run (${getErrorMessage(error)}); not starting a second job. Re-run once the service answers.`,
        { cause: error },
      );
    }
    if (job.status === 'failed') {
      this.options.log.info(`Agent job ${quote(id)}, started by an earlier attempt of this run, failed: starting a new job.`);
      this.replacedJobId = id;
      return undefined;
    }
    this.options.log.info(
      job.status === 'active'
        ? `Resuming agent job ${quote(id)}, started by an earlier attempt of this run: no second job is started.`
        : `Agent job ${quote(id)}, started by an earlier attempt of this run, has already ended (${quote(job.status)}): reporting it.`,
    );
    return job;
  }

  /** `continue-open-pr`: the service refused the message to `jobId` (`reason`), so a new job starts for this change. */
  followUpRefused(jobId: string, reason: string): void {
    this.followUpOf = undefined;
    this.refusedFollowUp = { jobId, reason };
  }

  /** `continue-open-pr` could not decide (the hold, the record, the pull request): the run's failure is said in the comment. */
  notSent(): void {
    this.sayFailure = true;
  }

  /** A long wait for a budget slot: the comment says when the run expects it (GitHub's clock, ms), until the job exists. */
  waiting(expectedAt: number): void {
    this.write(undefined, expectedAt);
  }

  /**
   * `on-budget-exhausted: queue`: the request waits in the ledger as `queuedId`; the comment says its place and
   * about when it starts, its marker names the request (`queuedMarker`). Resolves once written (`settled` then
   * tells where the comment is).
   */
  async queued(queued: QueuedView, queuedId: string): Promise<void> {
    this.queuedView = queued;
    this.queuedId = queuedId;
    this.write();
    await this.queue;
  }

  /** The slot the job took in the hourly budget: shown in the footer from the next write on. */
  slotTaken(usage: Usage): void {
    this.usage = usage;
  }

  /** The docs preview of the job's pull request (src/preview/): shown next to its link from the next write on. */
  previewFound(url: string): void {
    this.preview = url;
  }

  /** The job exists (new or resumed): the comment is written, unless the job has already ended (`finished` writes it then). */
  created(job: AgentJob): void {
    this.progress(job);
  }

  /**
   * A poll's answer: the comment is updated only when the status changed to
   * another non-final one (a final status is written once, by `finished`).
   */
  progress(job: AgentJob): void {
    const changed = job.status !== this.job?.status;
    this.job = job;
    if (changed && !TERMINAL_STATUSES.has(job.status)) this.write();
  }

  /** The run is over: the final text, and 🚀 or 😕 on the triggering comment. Never throws. */
  async finished(ending: Ending, endedAt: number): Promise<void> {
    const job = ending.job ?? this.job;
    this.job = job;
    // A follow-up that was not sent is answered on the pull request too (a refusal is said, not only logged).
    if (job || this.comment || ending.skipped || (ending.failed && (this.followUpOf !== undefined || this.sayFailure))) {
      const created = job ? Date.parse(job.createdAt) : Number.NaN;
      const elapsedMs = Number.isNaN(created) ? undefined : Math.max(0, endedAt - created);
      this.write({ ...ending, elapsedMs });
    }
    if (job && httpsUrl(job.prLink) && (job.status === 'completed' || job.status === 'archived')) {
      this.enqueue(() => this.react('rocket'));
    } else if (job?.status === 'failed' || (!job && ending.failed)) {
      this.enqueue(() => this.react('confused'));
    }
    await this.queue;
  }

  private view(ending?: CommentView['ending'], waitingUntil?: number): CommentView {
    const { run, trigger } = this.options;
    return {
      marker:
        this.queuedId !== undefined && !this.job
          ? queuedMarker(run, this.queuedId)
          : jobMarker(run, this.job?.id ?? this.recordedJobId ?? ''),
      trigger,
      job: this.job,
      runUrl: run.url,
      replacedJobId: this.replacedJobId,
      ending,
      followUpOf: this.followUpOf,
      refusedFollowUp: this.refusedFollowUp,
      waitingUntil,
      usage: this.usage,
      preview: this.preview,
      queued: this.queuedView,
    };
  }

  private write(ending?: CommentView['ending'], waitingUntil?: number): void {
    if (!this.writable) return;
    // Service fields and notes are redacted before rendering: escaping could hide a secret from the request hook.
    const body = renderJobComment(redactAll(this.view(ending, waitingUntil)));
    this.enqueue(async () => {
      const { github, target } = this.options;
      if (!this.writable || !github || !target || body === this.written) return;
      if (!this.comment && this.createUncertain) {
        // The last create may have succeeded: find it by this run's marker rather than post a second comment.
        try {
          const found = await findMarkedComment(github, target, this.options.trust, isRunMarker(this.options.run, 'job'));
          if (found) this.comment = { id: found.id, url: found.url };
          this.createUncertain = false;
        } catch (error) {
          this.options.log.warning(
            describeGitHubError(
              `look for the comment on #${target.issueNumber} before writing it again`,
              error,
              writePermissionFor(target),
            ),
          );
          return;
        }
      }
      const creating = !this.comment;
      try {
        const posted = await upsertComment(github, target, body, this.comment);
        this.comment = { id: posted.id, url: posted.url };
        this.written = body;
      } catch (error) {
        this.options.log.warning(
          describeGitHubError(`${creating ? 'create' : 'update'} the comment on #${target.issueNumber}`, error, writePermissionFor(target)),
        );
        if (creating && isUnknownOutcome(error)) this.createUncertain = true;
        // A missing permission or a gone issue stays so; a rate limit may have lifted by the next write.
        const status = statusOf(error);
        if (isForbidden(error) || status === 404 || status === 410) this.writable = false;
      }
    });
  }

  private async react(content: ReactionContent): Promise<void> {
    const { github, trigger } = this.options;
    if (!github || trigger.kind !== 'command') return;
    await reactTo(github, trigger, content, this.options.log);
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((error: unknown) => {
      this.options.log.warning(`Could not update GitHub: ${getErrorMessage(error)}`);
    });
  }
}
