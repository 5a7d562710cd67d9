import type { ImpactPage } from '../../comment/impact-marker.js';
import type { FoundPage } from '../../affected-pages/pages.js';
import type { CheckedChange } from '../../comment/impact.js';
import type { DryRunCheck } from '../../dry-run/checks.js';

/** What the run learned before it ended; reported whatever the ending. */
export interface ImpactFacts {
  /** `triggered-by`, once the event is read. */
  triggeredBy?: string;
  /** The pull request checked, once known. */
  pull?: { number: number; url: string };
}

/** How an impact check ended: one value, reported by `reportImpactOutcome` (log, outputs, summary, failure). */
export type ImpactOutcome = ImpactFacts &
  (
    | {
        kind: 'checked';
        /** The pages found (none: the change touches no page the assistant knows of). */
        pages: FoundPage[];
        /** The comment written or updated; '' when none. */
        commentUrl: string;
        checked: CheckedChange;
      }
    /** The files and hunks are those the last check saw: nothing was asked. */
    | { kind: 'unchanged'; pages: ImpactPage[]; commentUrl: string; head: string }
    /** Nothing to check (action, draft, bot) or, with `on-budget-exhausted: skip`, no message left this month. */
    | { kind: 'skipped'; reason: string }
    /** `dry-run`: the request that would have been sent (`url` without its query), and what was checked (run.ts adds it). */
    | { kind: 'dry-run'; url: string; body: unknown; checked: CheckedChange; checks?: DryRunCheck[] }
    /** The check itself could not be done (`status` = `error`). */
    | { kind: 'failed'; error: unknown }
    | { kind: 'cancelled'; error: unknown }
  );

/** The `status` output of each ending. */
export function statusOf(outcome: ImpactOutcome): 'checked' | 'unchanged' | 'skipped' | 'error' {
  switch (outcome.kind) {
    case 'checked':
    case 'unchanged':
    case 'skipped':
      return outcome.kind;
    case 'dry-run':
      return outcome.checks?.some((check) => check.result === 'failed') ? 'error' : 'skipped';
    case 'failed':
    case 'cancelled':
      return 'error';
  }
}
