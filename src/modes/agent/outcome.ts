import type { AgentJob } from '../../service/agent/schemas.js';
import type { BudgetView } from '../../budget/policy.js';
import type { JobComment } from '../../comment/job-comment.js';
import type { DryRunCheck } from '../../dry-run/checks.js';

/** What the run learned before it ended; reported whatever the ending. */
export interface RunFacts {
  /** `triggered-by`, once the event is read. */
  triggeredBy?: string;
  /** The comment that reports the job, once the trigger is admitted. */
  comment?: JobComment;
  /** The job as last seen. */
  job?: AgentJob;
  waitedMs?: number;
  /** When the run ended (ms since the epoch): the comment's "took" counts from the job's creation to it. */
  endedAt?: number;
  /** The hourly budget's window as last seen (the summary). */
  budget?: BudgetView;
  /** `budget-remaining` as it was right after the reservation. */
  budgetRemaining?: string;
}

/** How an agent run ended: one value, reported by `reportAgentOutcome` (outputs, summary, comment). */
export type AgentOutcome = RunFacts &
  (
    | {
        kind: 'skipped';
        /** Why no job was started (a notice and the summary's note). */
        reason: string;
        /** Set when the trigger already has a reply (the usage comment). */
        commentUrl?: string;
        /** Set when the hourly budget is used up under `on-budget-exhausted: skip`: when a slot frees (ISO 8601). */
        nextSlotAt?: string;
      }
    /** `on-budget-exhausted: queue`: the request waits in the ledger (`place` in line); a later run starts it. ISO 8601 times. */
    | { kind: 'queued'; place: number; startsAt: string; expiresAt: string }
    /** `checks`: what the dry run checked without spending anything, each passed, failed or could not check. */
    | { kind: 'dry-run'; url: string; prompt: string; followUpOf?: string | undefined; checks: DryRunCheck[] }
    /** The job ended in the service (completed, archived, failed), or exists and `wait` is false. */
    | { kind: 'finished'; job: AgentJob; waited: boolean; /** `wait: false`: recorded as pending for a report run. */ handedOff?: boolean }
    /** `notPickedUp`: a follow-up message the job had not taken by the deadline (it still showed its earlier result). */
    | { kind: 'timeout'; job: AgentJob; waitedMs: number; timeoutMs: number; notPickedUp?: boolean }
    | { kind: 'cancelled'; job: AgentJob; waitedMs: number }
    /** The run could not do its work (`cancelled`: because the run was cancelled). */
    | { kind: 'failed'; error: unknown; cancelled?: boolean }
  );
