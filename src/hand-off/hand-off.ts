/**
 * The hand-off (`wait: false`): the job exists and its comment says the agent
 * is working on it; the job is recorded as pending in the budget ledger, so
 * that a report run (`mode: report`) updates the comment when the job ends,
 * and the step ends without holding the runner for the job's length.
 */
import { PendingStore } from './store.js';
import { boundInstruction, type PendingOrigin, type PendingRecord } from './pending.js';
import { iso } from '../ledger/document.js';
import type { LedgerStore } from '../ledger/store.js';
import { Inputs } from '../runner/names.js';
import { getErrorMessage } from '../util/errors.js';
import type { AgentJob } from '../service/agent/schemas.js';
import type { PickupBaseline } from '../service/agent/pickup.js';
import { PICKUP_FIELD } from './pickup-record.js';
import type { AgentTrigger } from '../triggers/types.js';
import type { TriggerOrigin } from '../comment/job-body.js';
import type { JobComment } from '../comment/job-comment.js';

/** What the comment says of the trigger, as the pending record keeps it. */
function originOf(trigger: AgentTrigger): PendingOrigin {
  switch (trigger.kind) {
    case 'command':
      return { kind: 'command', actor: trigger.actor.login, instruction: boundInstruction(trigger.instruction) };
    case 'label':
      return { kind: 'label', actor: trigger.actor.login, label: trigger.label };
    case 'standalone':
      return { kind: 'standalone', event: trigger.event };
    case 'merged':
      return { kind: 'merged', actor: trigger.actor.login, baseBranch: trigger.pull.baseBranch };
    case 'push':
      return { kind: 'push', actor: trigger.actor.login, branch: trigger.push.branch };
  }
}

/** The stored origin as the comment renders it (the report run's side). */
export function triggerOriginOf(origin: PendingOrigin): TriggerOrigin {
  const actor = { login: origin.actor ?? '' };
  switch (origin.kind) {
    case 'command':
      return { kind: 'command', actor, instruction: origin.instruction ?? '' };
    case 'label':
      return { kind: 'label', actor, label: origin.label ?? '' };
    case 'standalone':
      return { kind: 'standalone', event: origin.event ?? '' };
    case 'merged':
      return { kind: 'merged', actor, pull: { baseBranch: origin.baseBranch ?? '' } };
    case 'push':
      return { kind: 'push', actor, push: { branch: origin.branch ?? '' } };
  }
}

export interface HandOffOptions {
  job: AgentJob;
  comment: JobComment;
  projectId: string;
  /** The run's ledger (in `budget-repository`, else the workflow's repository); undefined without a token or a repository. */
  ledger: LedgerStore | undefined;
  log: { info(message: string): void; warning(message: string): void };
  /**
   * A follow-up message the job had not taken when the run ended: what the
   * job showed before it, kept in the record (`pickup`), so that the report
   * counts a terminal status only once it differs (see pickup-record.ts).
   */
  pickup?: PickupBaseline | undefined;
}

/** Where a job's comment is, who asked and which run wrote it: the fields a pending record and a queued request share. */
export function commentPlace(facts: NonNullable<Awaited<ReturnType<JobComment['settled']>>>) {
  const { target, trigger, run } = facts;
  return {
    repository: `${target.owner}/${target.repo}`,
    issueNumber: target.issueNumber,
    isPullRequest: target.isPullRequest,
    commentId: facts.id,
    ...(trigger.kind === 'command' ? { triggerComment: { id: trigger.comment.id, review: trigger.comment.review } } : {}),
    run: { id: run.runId, attempt: run.attempt, workflowJob: run.workflowJob, ...(run.url ? { url: run.url } : {}) },
    origin: originOf(trigger),
  };
}

/**
 * Records the job as pending once its comment is written. True when it is
 * recorded; false (with a log line saying why) when nothing will report it.
 */
export async function handOff(options: HandOffOptions): Promise<boolean> {
  const { job, log } = options;
  if (job.status !== 'active') return false;
  const facts = await options.comment.settled();
  if (!facts) {
    log.info(`Agent job ${job.id} goes on in the service; it has no comment to report to, so it is not recorded as pending.`);
    return false;
  }
  const cannot = `Agent job ${job.id} goes on in the service, but its comment cannot be updated when it ends`;
  const ledger = options.ledger;
  if (!ledger) {
    log.warning(`${cannot}: recording it needs '${Inputs.GithubToken}' and a repository for the ledger.`);
    return false;
  }
  const record: PendingRecord = {
    jobId: job.id,
    project: options.projectId,
    ...commentPlace(facts),
    handedOffAt: iso(ledger.now()),
    ...(options.pickup ? { [PICKUP_FIELD]: options.pickup } : {}),
  };
  const store = new PendingStore(ledger);
  try {
    await store.add(record);
    log.info(
      `Handed off: agent job ${job.id} goes on in the service and is pending in ${store.repository} ${store.ref}; a run with '${Inputs.Mode}: report' updates ${facts.url} when it ends.`,
    );
    return true;
  } catch (error) {
    log.warning(
      `${cannot}: it could not be recorded as pending in the ledger of ${store.repository} (${getErrorMessage(error)}). The workflow needs 'contents: write' there.`,
    );
    return false;
  }
}
