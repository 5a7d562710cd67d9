import * as z from 'zod/mini';
import { Inputs } from '../../runner/names.js';
import { isLoopbackHost } from '../../util/url.js';
import { InputError } from '../../util/errors.js';
import { InputCollector, isAssistantKeyShape } from '../../runner/inputs.js';
import { readInput, type InputReader } from '../../runner/read-input.js';
import { readTriggerSettings, type TriggerSettings } from '../../triggers/settings.js';
import { BUDGET_POLICIES, type BudgetPolicy } from '../../budget/policy.js';
import { DEFAULT_WRITES_PER_MINUTE, GITHUB_WRITES_LIMIT } from '../../budget/pace.js';

/** Everything the agent run needs, read from the inputs once. */
export interface Settings {
  baseUrl: URL;
  projectId: string;
  adminApiKey: string;
  /** The `prompt` input, trimmed; empty when not given (required only for events without an issue or comment). */
  prompt: string;
  wait: boolean;
  timeoutMs: number;
  pollIntervalMs: number;
  maxPollIntervalMs: number;
  dryRun: boolean;
  /** Agent jobs allowed per hour across every run of the repository (`budget-per-hour`). */
  budgetPerHour: number;
  /** What to do when the hourly budget is used up (`on-budget-exhausted`). */
  onBudgetExhausted: BudgetPolicy;
  /** `budget-repository` (`owner/repo`): where the ledger lives; undefined for the workflow's repository. */
  budgetRepository?: string;
  /** `github-writes-per-minute`: the GitHub writes a minute the runs sharing the ledger keep to, together. */
  githubWritesPerMinute: number;
  /** `continue-open-pr`: merged-PR and push changes go to the last job while its pull request is open. */
  continueOpenPr: boolean;
  /** What may start a job, who may, and where it is reported; also `github-token` (for comments and the budget ledger). */
  trigger: TriggerSettings;
}

/** The shortest delay between polls against a real service. */
const MIN_POLL_INTERVAL_MS = 1000;

const budgetPerHourSchema = z.pipe(
  z.string().check(z.regex(/^\d+$/, { error: 'must be a whole number of jobs, e.g. 100' })),
  z.pipe(z.transform(Number), z.number().check(z.positive({ error: 'must be at least 1' }))),
);

/** `owner/repo` as GitHub spells names: an account of letters, digits and `-`; a repository of those, `_` and `.`. */
const repositorySchema = z.string().check(
  z.regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/, {
    error: "must be 'owner/repo', the repository that keeps the budget ledger (e.g. acme/docs)",
  }),
  z.refine((value) => !/\/\.{1,2}$/.test(value), {
    error: "must be 'owner/repo', the repository that keeps the budget ledger (e.g. acme/docs)",
  }),
);

const writesPerMinuteSchema = z.pipe(
  z.string().check(z.regex(/^\d+$/, { error: `must be a whole number of writes a minute, e.g. ${DEFAULT_WRITES_PER_MINUTE}` })),
  z.pipe(
    z.transform(Number),
    z.number().check(
      z.positive({ error: 'must be at least 1' }),
      z.maximum(GITHUB_WRITES_LIMIT, {
        error: `must be at most ${GITHUB_WRITES_LIMIT}, GitHub's limit of content-creating requests a minute`,
      }),
    ),
  ),
);

const budgetPolicySchema = z.enum(BUDGET_POLICIES, { error: "must be 'fail', 'wait' or 'skip'" });

/** Checks the admin key's shape: an assistant (public) key is refused by name. */
export function checkAdminKey(inputs: InputCollector, key: string): void {
  if (key && isAssistantKeyShape(key)) {
    inputs.problem(
      Inputs.AdminApiKey,
      'holds an assistant API key (prefix `<svc>_dsc_`); agent jobs need the admin API key (prefix `<svc>_` without `dsc_`) from the API keys page of the dashboard',
    );
  }
}

/** The longest `timeout-seconds` with `continue-open-pr` (a GitHub-hosted job's six hours; see `MAX_HOLD_MS`). */
export const CONTINUE_OPEN_PR_MAX_TIMEOUT_MS = 6 * 3_600_000;

/** Reads and validates the inputs of the agent run, reporting all problems at once. */
export function readSettings(read: InputReader = readInput): Settings {
  const inputs = new InputCollector(read);
  const mode = inputs.raw(Inputs.Mode);
  if (mode && mode !== 'agent') inputs.problem(Inputs.Mode, `must be 'agent', 'ask' or 'report' (got ${JSON.stringify(mode)})`);
  const baseUrl = inputs.url(Inputs.BaseUrl);
  const projectId = inputs.required(Inputs.ProjectId, 'the project id from the dashboard');
  const adminApiKey = inputs.required(Inputs.AdminApiKey, 'the admin API key, passed from a secret');
  checkAdminKey(inputs, adminApiKey);
  const prompt = inputs.raw(Inputs.Prompt);
  const wait = inputs.boolean(Inputs.Wait, true);
  const timeoutMs = inputs.seconds(Inputs.TimeoutSeconds, 1800, true);
  const pollIntervalMs = inputs.seconds(Inputs.PollIntervalSeconds, 5);
  const maxPollIntervalMs = inputs.seconds(Inputs.MaxPollIntervalSeconds, 30);
  const dryRun = inputs.boolean(Inputs.DryRun, false);
  const budgetPerHour = inputs.parse(Inputs.BudgetPerHour, budgetPerHourSchema, 100, '100');
  const onBudgetExhausted = inputs.parse<BudgetPolicy>(Inputs.OnBudgetExhausted, budgetPolicySchema, 'fail', 'fail');
  const budgetRepository = inputs.raw(Inputs.BudgetRepository) ? inputs.parse(Inputs.BudgetRepository, repositorySchema, '') : '';
  const githubWritesPerMinute = inputs.parse(
    Inputs.GithubWritesPerMinute,
    writesPerMinuteSchema,
    DEFAULT_WRITES_PER_MINUTE,
    String(DEFAULT_WRITES_PER_MINUTE),
  );
  const continueOpenPr = inputs.boolean(Inputs.ContinueOpenPr, false);
  const trigger = readTriggerSettings(inputs);
  // Sub-second polling would hammer the service; it is allowed only against a loopback emulator (tests, demos).
  if (pollIntervalMs < MIN_POLL_INTERVAL_MS && !(baseUrl && isLoopbackHost(baseUrl.hostname))) {
    inputs.problem(Inputs.PollIntervalSeconds, 'must be at least 1 second (less is accepted only for a loopback base-url)');
  }
  if (maxPollIntervalMs < pollIntervalMs) {
    inputs.problem(Inputs.MaxPollIntervalSeconds, `must be at least '${Inputs.PollIntervalSeconds}' (${pollIntervalMs / 1000} s)`);
  }
  // A continue-open-pr run holds the last job for at most six hours (MAX_HOLD_MS: a record must not block forever),
  // so a longer run could lose the hold while it still works and two runs could both start a job.
  if (continueOpenPr && timeoutMs > CONTINUE_OPEN_PR_MAX_TIMEOUT_MS) {
    inputs.problem(
      Inputs.TimeoutSeconds,
      `must be at most ${CONTINUE_OPEN_PR_MAX_TIMEOUT_MS / 1000} (six hours) with '${Inputs.ContinueOpenPr}': true, the longest a run holds the last job`,
    );
  }
  inputs.throwIfAny();
  if (!baseUrl) throw new InputError([{ input: Inputs.BaseUrl, message: 'is required' }]);
  return {
    baseUrl,
    projectId,
    adminApiKey,
    prompt,
    wait,
    timeoutMs,
    pollIntervalMs,
    maxPollIntervalMs,
    dryRun,
    budgetPerHour,
    onBudgetExhausted,
    ...(budgetRepository ? { budgetRepository } : {}),
    githubWritesPerMinute,
    continueOpenPr,
    trigger,
  };
}
