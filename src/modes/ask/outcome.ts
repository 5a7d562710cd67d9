import type { MonthUsage } from '../../comment/answer.js';
import type { Answer } from '../../service/assistant/answer.js';
import type { AnswerReply } from './start.js';
import type { DryRunCheck } from '../../dry-run/checks.js';

/** Writes to the issue: posts the answer (its URL, or '' when there is none), reacts on the triggering comment. */
type AnswerPoster = Pick<AnswerReply, 'post' | 'react'>;

/** What the run learned before it ended; reported whatever the ending. */
export interface AskFacts {
  /** `triggered-by`, once the event is read. */
  triggeredBy?: string;
  /** The question, once there is one (trimmed, never empty). */
  question?: string;
  /** Set when the answer is to be written to GitHub (a token, a trigger that is answered there, no dry run). */
  reply?: AnswerPoster;
}

/** What a failed run had learned: the facts, and the part of the answer that had arrived (see `RunFailure`). */
export type AskFailureFacts = AskFacts & { partial?: Answer };

/** How an ask run ended: one value, reported by `reportAskOutcome` (log, outputs, summary, comment, failure). */
export type AskOutcome = AskFacts &
  (
    | {
        kind: 'skipped';
        /** Why nothing was asked (a notice and the summary's note). */
        reason: string;
        /** `comment-url`: the usage reply to an empty `ask` command, else ''. */
        commentUrl: string;
      }
    /** `dry-run`: the request that would have been sent (`url` without its query), and what was checked. */
    | { kind: 'dry-run'; question: string; url: string; body: unknown; checks: DryRunCheck[] }
    | { kind: 'answered'; question: string; answer: Answer; usage?: MonthUsage | undefined }
    /** Anything that ended the run early: bad inputs, a refused or broken request, a stream that failed part-way. */
    | { kind: 'failed'; error: unknown; /** What had arrived when the stream failed. */ partial?: Answer }
    /** The run was cancelled (SIGINT/SIGTERM) while asking: reported as a failure, with what had arrived. */
    | { kind: 'cancelled'; error: unknown; partial?: Answer }
  );
