/** What a run does when the budget is used up: the values of `on-budget-exhausted`. */
export const BUDGET_POLICIES = ['fail', 'wait', 'skip'] as const;
export type BudgetPolicy = (typeof BUDGET_POLICIES)[number];
