/**
 * The budget's inputs, read the same way by every mode that spends from a
 * budget: what to do when it is used up (`on-budget-exhausted`), where its
 * ledger lives (`budget-repository`), and the assistant's monthly allowance
 * (`assistant-budget-per-month`).
 */
import * as z from 'zod/mini';
import { Inputs } from '../runner/names.js';
import type { InputCollector } from '../runner/inputs.js';
import { BUDGET_POLICIES, type BudgetPolicy } from './policy.js';
import type { ImpactLimits } from './impact-share.js';

/** The service's limit of assistant messages per key and month (spec section 8). */
export const ASSISTANT_MESSAGES_PER_MONTH = 10_000;

/** `owner/repo` as GitHub spells names: an account of letters, digits and `-`; a repository of those, `_` and `.`. */
export const repositorySchema = z.string().check(
  z.regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/, {
    error: "must be 'owner/repo', the repository that keeps the budget ledger (e.g. acme/docs)",
  }),
  z.refine((value) => !/\/\.{1,2}$/.test(value), {
    error: "must be 'owner/repo', the repository that keeps the budget ledger (e.g. acme/docs)",
  }),
);

export const budgetPolicySchema = z.enum(BUDGET_POLICIES, { error: "must be 'fail', 'wait', 'skip' or 'queue'" });

const messagesPerMonthSchema = z.pipe(
  z.string().check(z.regex(/^\d+$/, { error: 'must be a whole number of messages, e.g. 10000' })),
  z.pipe(z.transform(Number), z.int().check(z.positive({ error: 'must be at least 1' }))),
);

const budgetPerHourSchema = z.pipe(
  z.string().check(z.regex(/^\d+$/, { error: 'must be a whole number of jobs, e.g. 100' })),
  z.pipe(z.transform(Number), z.number().check(z.positive({ error: 'must be at least 1' }))),
);

/** `budget-per-hour` (default 100): read by agent runs, and by report runs that start queued requests. */
export function readBudgetPerHour(inputs: InputCollector): number {
  return inputs.parse(Inputs.BudgetPerHour, budgetPerHourSchema, 100, '100');
}

const queueHoursSchema = z.pipe(
  z.string().check(z.regex(/^\d+(\.\d+)?$/, { error: 'must be a number of hours, e.g. 24' })),
  z.pipe(
    z.transform(Number),
    z.number().check(z.positive({ error: 'must be more than 0' }), z.maximum(168, { error: 'must be at most 168 (a week)' })),
  ),
);

/** `queue-timeout-hours` (default 24), in milliseconds: how long a queued request may wait. */
export function readQueueTimeout(inputs: InputCollector): number {
  return inputs.parse(Inputs.QueueTimeoutHours, queueHoursSchema, 24, '24') * 3_600_000;
}

/** `on-budget-exhausted` (default `fail`). */
export function readBudgetPolicy(inputs: InputCollector): BudgetPolicy {
  return inputs.parse<BudgetPolicy>(Inputs.OnBudgetExhausted, budgetPolicySchema, 'fail', 'fail');
}

/** `budget-repository`; '' when not given (the workflow's repository). */
export function readBudgetRepository(inputs: InputCollector): string {
  return inputs.raw(Inputs.BudgetRepository) ? inputs.parse(Inputs.BudgetRepository, repositorySchema, '') : '';
}

/** The settings of the assistant's monthly count, from the inputs. */
export interface AssistantBudgetSettings {
  /** `assistant-budget-per-month`. */
  perMonth: number;
  onExhausted: BudgetPolicy;
  /** `budget-repository`; '' for the workflow's repository. */
  repository: string;
}

/** `assistant-budget-per-month`, `on-budget-exhausted` and `budget-repository`. */
export function readAssistantBudgetSettings(inputs: InputCollector): AssistantBudgetSettings {
  return {
    perMonth: inputs.parse(
      Inputs.AssistantBudgetPerMonth,
      messagesPerMonthSchema,
      ASSISTANT_MESSAGES_PER_MONTH,
      String(ASSISTANT_MESSAGES_PER_MONTH),
    ),
    onExhausted: readBudgetPolicy(inputs),
    repository: readBudgetRepository(inputs),
  };
}

const countSchema = (example: string) =>
  z.pipe(
    z.string().check(z.regex(/^\d+$/, { error: `must be a whole number of messages, e.g. ${example}` })),
    z.pipe(z.transform(Number), z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER, { error: 'is too large' }))),
  );

/**
 * `impact-budget-per-month` (empty: half of `assistant-budget-per-month`, rounded down), `impact-checks-per-pr`
 * and `impact-checks-per-author`: how much of the month impact checks may take, and per pull request and author.
 */
export function readImpactLimits(inputs: InputCollector, perMonth: number): ImpactLimits {
  const share = inputs.raw(Inputs.ImpactBudgetPerMonth);
  return {
    perMonth: share ? inputs.parse(Inputs.ImpactBudgetPerMonth, countSchema('5000'), 0, '0') : Math.floor(perMonth / 2),
    perPull: inputs.parse(Inputs.ImpactChecksPerPr, countSchema('10'), 10, '10'),
    perAuthor: inputs.parse(Inputs.ImpactChecksPerAuthor, countSchema('30'), 30, '30'),
  };
}
