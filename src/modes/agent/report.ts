/**
 * Reports how an agent run ended, in one place and in this order: the log,
 * the outputs, the job summary, then the comment. Outputs and summary come
 * first: on a cancelled run the runner kills the step a few seconds after the
 * signal, and the comment's writes (paced by GitHub's rate-limit rules) may
 * not finish by then.
 */
import { Inputs, Outputs, type RunStatus } from '../../runner/names.js';
import { log, quote } from '../../runner/log.js';
import type { OutputSet } from '../../runner/outputs.js';
import { setJobOutputs } from './job-outputs.js';
import { getErrorMessage } from '../../util/errors.js';
import type { AgentJob } from '../../service/agent/schemas.js';
import { formatDuration, formatTime } from '../../render/time.js';
import type { AgentOutcome } from './outcome.js';
import type { DryRunCheck } from '../../dry-run/checks.js';
import { anyFailed, logChecks } from '../../dry-run/report.js';
import { writeSummary, type RunReport } from './summary.js';

/** How the run ended, as the log, the summary and the comment tell it. */
interface Ending {
  /** One sentence under the summary's table and in the comment. */
  note: string;
  /** The step fails with this message. */
  failure?: string;
}

/** The note of a handed-off job: the comment's text while the agent works (see comment/job-body.ts). */
export const HANDED_OFF_NOTE = 'The agent is working on it.';

/** A finished job: a line in the log, and whether the step fails. */
function finished(job: AgentJob, waited: boolean, handedOff = false): Ending {
  // Handed off: the comment keeps the text it has ('working on it'), so it is not written a second time.
  if (!waited && handedOff && job.status === 'active') return { note: HANDED_OFF_NOTE };
  if (!waited) return { note: `Not waiting ('${Inputs.Wait}' is false): the job goes on in the service.` };
  switch (job.status) {
    case 'completed':
      if (job.prLink) {
        log.info(`Agent job ${job.id} completed: pull request ${quote(job.prLink)}`);
        return { note: `The agent opened a pull request: ${job.prLink}` };
      }
      log.notice(`Agent job ${job.id} completed without changing any file: no pull request was opened.`);
      return { note: 'The job completed without changing any file: no pull request was opened.' };
    case 'archived':
      log.warning(`Agent job ${job.id} was archived${job.prLink ? ` (pull request ${quote(job.prLink)})` : ''}.`);
      return { note: 'The job was archived.' };
    default:
      return {
        note: `The agent job ${job.id} failed in the service.`,
        failure: `Agent job ${job.id} failed in the service (model ${quote(job.model)}).`,
      };
  }
}

/** Each check of a dry run as a line of the log; the step fails when one failed (one that could not check is a warning). */
function dryRunEnding(checks: readonly DryRunCheck[]): Ending {
  return logChecks(checks, 'no job was created', log);
}

function describe(outcome: AgentOutcome): Ending {
  switch (outcome.kind) {
    case 'skipped':
      log.notice(outcome.nextSlotAt ? `${outcome.reason} Skipped ('${Inputs.OnBudgetExhausted}': skip).` : outcome.reason);
      return { note: outcome.reason };
    case 'queued': {
      const note = `The hourly budget is used up: the request is queued, number ${outcome.place} in line, expected to start at about ${formatTime(Date.parse(outcome.startsAt))}; a run with '${Inputs.Mode}: report' starts it (dropped if not started by ${formatTime(Date.parse(outcome.expiresAt))}).`;
      log.notice(note);
      return { note };
    }
    case 'dry-run':
      log.info(
        outcome.followUpOf === undefined
          ? `Dry run: nothing is sent. The job would be created with POST ${outcome.url} and this prompt:`
          : `Dry run: nothing is sent. The follow-up message to agent job ${outcome.followUpOf} would be sent with POST ${outcome.url} and this prompt:`,
      );
      log.verbatim(outcome.prompt);
      return dryRunEnding(outcome.checks);
    case 'finished':
      return finished(outcome.job, outcome.waited, outcome.handedOff);
    case 'timeout': {
      const waited = formatDuration(outcome.waitedMs);
      if (outcome.notPickedUp)
        return {
          note: `The follow-up message was sent, but the job had not picked it up after ${waited}: it still showed its earlier result. It may yet take it.`,
          failure: `Agent job ${outcome.job.id} had not picked up the follow-up message after waiting ${waited} ('${Inputs.TimeoutSeconds}': ${outcome.timeoutMs / 1000}): it still showed its earlier result, so the message is sent, not yet picked up.`,
        };
      return {
        note: `Still active after ${waited}: the job goes on in the service.`,
        failure: `Agent job ${outcome.job.id} is still ${quote(outcome.job.status)} after waiting ${waited} ('${Inputs.TimeoutSeconds}': ${outcome.timeoutMs / 1000}); the job goes on in the service.`,
      };
    }
    case 'cancelled': {
      const waited = formatDuration(outcome.waitedMs);
      return {
        note: `The run was cancelled after ${waited}: the job goes on in the service.`,
        failure: `The run was cancelled after waiting ${waited}; agent job ${outcome.job.id} goes on in the service.`,
      };
    }
    case 'failed': {
      const message = getErrorMessage(outcome.error);
      return { note: message, failure: message };
    }
  }
}

/**
 * The `status` output: how the run ended (action.yml lists the values). A job
 * that ended gives its own; one that goes on in the service is `active`.
 */
export function agentStatus(outcome: AgentOutcome): RunStatus {
  switch (outcome.kind) {
    case 'skipped':
      return 'skipped';
    case 'queued':
      return 'queued';
    case 'dry-run':
      return anyFailed(outcome.checks) ? 'error' : 'dry-run';
    case 'finished': {
      const status = outcome.job.status;
      return status === 'completed' || status === 'archived' || status === 'failed' ? status : 'active';
    }
    case 'timeout':
      return 'active';
    case 'cancelled':
      return 'cancelled';
    case 'failed':
      return outcome.cancelled ? 'cancelled' : 'error';
  }
}

/** The outputs the outcome gives (the comment's URL is added once the comment is written; `status` is main's). */
function setOutputs(outputs: OutputSet, outcome: AgentOutcome): void {
  if (outcome.triggeredBy !== undefined) outputs.set(Outputs.TriggeredBy, outcome.triggeredBy);
  if (outcome.budgetRemaining !== undefined) outputs.set(Outputs.BudgetRemaining, outcome.budgetRemaining);
  if (outcome.job) setJobOutputs(outputs, outcome.job);
  if (outcome.kind === 'skipped' && outcome.commentUrl !== undefined) outputs.set(Outputs.CommentUrl, outcome.commentUrl);
}

/** The summary's report. */
function reportOf(outcome: AgentOutcome, ending: Ending): RunReport {
  const report: RunReport = { note: ending.note };
  if (outcome.job) report.job = outcome.job;
  if (outcome.waitedMs !== undefined) report.waitedMs = outcome.waitedMs;
  if (outcome.budget) report.budget = outcome.budget;
  if (outcome.kind === 'dry-run')
    report.dryRun = { url: outcome.url, prompt: outcome.prompt, followUpOf: outcome.followUpOf, checks: outcome.checks };
  if (outcome.kind === 'skipped' && outcome.nextSlotAt) report.skipped = { reason: 'budget', nextSlotAt: outcome.nextSlotAt };
  return report;
}

/** Writes the log lines, outputs, summary and comment for how the run ended; never throws. */
export async function reportAgentOutcome(outcome: AgentOutcome, outputs: OutputSet): Promise<void> {
  const ending = describe(outcome);
  setOutputs(outputs, outcome);
  outputs.flush();
  try {
    await writeSummary(reportOf(outcome, ending));
  } catch (error) {
    log.warning(`Could not write the job summary: ${getErrorMessage(error)}`);
  }
  if (ending.failure !== undefined) log.setFailed(ending.failure);
  const comment = outcome.comment;
  if (comment && outcome.kind === 'queued') {
    // The comment says it is queued already; the run that starts the request turns it into the job comment.
    outputs.set(Outputs.CommentUrl, comment.url);
    outputs.flush();
  } else if (comment) {
    await comment.finished(
      {
        job: outcome.job,
        note: ending.note,
        failed: ending.failure !== undefined,
        skipped: outcome.kind === 'skipped',
      },
      outcome.endedAt ?? Date.now(),
    );
    outputs.set(Outputs.CommentUrl, comment.url);
    outputs.flush();
  }
}
