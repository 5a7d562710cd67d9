/**
 * Refining the agent's pull request: the note left on it when a job ends
 * with one, and (see `followUpWithinBudget`) the follow-up messages that a
 * `<command> …` comment on it sends to the same job.
 */
import type { GitHubClient } from '../github/client.js';
import { log } from '../runner/log.js';
import type { AgentJob } from '../service/agent/schemas.js';
import { endedWithPull, leaveNote, sourceOf } from '../comment/pr-note.js';
import type { TriggerSettings } from '../triggers/settings.js';
import type { RunIdentity } from '../comment/job-comment.js';
import type { AgentTrigger } from '../triggers/types.js';
import { ServiceHttpError } from '../util/errors.js';
import { serviceErrorOf } from '../service/agent/failures.js';

/**
 * Leaves the note on the pull request the job ended with (once per job; a
 * re-run or a later follow-up finds it). Never throws.
 */
export async function noteOnPull(
  job: AgentJob,
  start: { trigger: AgentTrigger; run: RunIdentity },
  trigger: TriggerSettings,
  github: () => Promise<GitHubClient>,
  serverUrl: string | undefined,
  append?: string,
): Promise<string> {
  if (!endedWithPull(job, serverUrl)) return '';
  return leaveNote({
    github: await github(),
    job,
    trust: trigger,
    log,
    ...(serverUrl ? { serverUrl } : {}),
    view: {
      origin: sourceOf(start.trigger),
      runUrl: start.run.url,
      command: trigger.command,
      minPermission: trigger.minPermission,
    },
    append,
  });
}

/** The service refused a follow-up message (400, 404): the job cannot be continued. */
export class FollowUpRefusedError extends Error {
  override readonly name = 'FollowUpRefusedError';
  readonly jobId: string;
  readonly status: number;
  readonly detail: string;

  constructor(jobId: string, error: ServiceHttpError, command: string) {
    super(
      `The service refused the follow-up message to agent job ${jobId} (${error.status}: ${error.detail}): that job cannot be continued, and no new job was started. To start a new job (a new pull request), comment '${command} new <instruction>', or label an issue.`,
      { cause: error },
    );
    this.jobId = jobId;
    this.status = error.status;
    this.detail = error.detail;
  }
}

/** A 400 or 404 from the message endpoint as a `FollowUpRefusedError`; anything else as it is. */
export function refusedFollowUp(thrown: unknown, jobId: string, command: string): unknown {
  const error = serviceErrorOf(thrown);
  if (error instanceof ServiceHttpError && (error.status === 400 || error.status === 404))
    return new FollowUpRefusedError(jobId, error, command);
  return thrown;
}
