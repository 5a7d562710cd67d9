/**
 * A follow-up message is done only once the job has taken it. The service
 * processes messages asynchronously (API notes): its 200 may show the job
 * exactly as it was before, `completed` with the same pull request, and a
 * poll a moment later may still show that. So after a message a terminal
 * status counts only once the job has been seen working again (any status
 * but `completed`, `archived` and `failed`), or its status or `prLink` has
 * changed from what it showed before the message; until then the message is
 * "sent, not yet picked up".
 */
import { quote } from '../../runner/log.js';
import { TERMINAL_STATUSES, type AgentJob } from './schemas.js';

/** What the job showed right before the message. */
export interface PickupBaseline {
  status: string;
  prLink: string | null;
}

/** The longest a run with `wait: false` waits for the job to take its message before it hands it off all the same. */
export const PICKUP_WAIT_MS = 60_000;

/** Tells, job after job as they are read after a message, whether the job has taken it (and stays so once it has). */
export class Pickup {
  readonly before: PickupBaseline;
  private taken = false;

  constructor(before: PickupBaseline) {
    this.before = { status: before.status, prLink: before.prLink };
  }

  /** Notes `job` as read after the message; true once the job has taken the message. */
  see(job: AgentJob): boolean {
    this.taken ||= takenFrom(this.before, job);
    return this.taken;
  }

  get pickedUp(): boolean {
    return this.taken;
  }
}

/** True when `job`, read after the message, shows it was taken: working, or a status or pull request other than before. */
export function takenFrom(before: PickupBaseline, job: AgentJob): boolean {
  return !TERMINAL_STATUSES.has(job.status) || job.status !== before.status || job.prLink !== before.prLink;
}

/**
 * The job as a run reports it while its message is not yet picked up: the
 * terminal status it still shows is the last message's, so for this one it
 * is still `active` (the `status` output, the comment's "working on it").
 */
export function asWorking(job: AgentJob): AgentJob {
  return TERMINAL_STATUSES.has(job.status) ? { ...job, status: 'active' } : job;
}

/** The line a run logs (once) while the job still shows its earlier result. */
export function notPickedUpLine(job: AgentJob): string {
  return `The follow-up message to agent job ${job.id} is sent, not yet picked up: the job still shows its earlier result (${quote(job.status)}${job.prLink ? `, pull request ${quote(job.prLink)}` : ''}); polling until it takes the message.`;
}
