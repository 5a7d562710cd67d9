import { Inputs } from '../../runner/names.js';
import { InputError, type InputProblem } from '../../util/errors.js';
import type { Env } from '../../runner/env.js';
import { readPromptFile } from '../../triggers/prompt-file.js';
import { InputCollector, checkAdminKey, checkProjectId, readWritesPerMinute } from '../../runner/inputs.js';
import type { BudgetPolicy } from '../../budget/policy.js';
import { readBudgetPerHour, readBudgetPolicy, readBudgetRepository, readQueueTimeout } from '../../budget/inputs.js';
import { readInput, type InputReader } from '../../runner/read-input.js';
import { readTriggerSettings, type TriggerSettings } from '../../triggers/settings.js';

/** Everything the agent run needs, read from the inputs once. */
export interface Settings {
  baseUrl: URL;
  projectId: string;
  adminApiKey: string;
  /**
   * The standing instructions: the `prompt` input, trimmed, or (from `readAgentSettings`) the text of
   * `prompt-file`; empty when neither is given (required only for events without an issue or comment).
   */
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
  /** `queue-timeout-hours`, in ms: how long a request queued under `on-budget-exhausted: queue` may wait. */
  queueTimeoutMs: number;
  /** `budget-repository` (`owner/repo`): where the ledger lives; undefined for the workflow's repository. */
  budgetRepository?: string;
  /**
   * `github-writes-per-minute`: the GitHub writes a minute the runs sharing the ledger keep to, together; this
   * run's own writes are spaced `60 000 / n` ms apart (github/write-spacing.ts).
   */
  githubWritesPerMinute: number;
  /** `continue-open-pr`: merged-PR and push changes go to the last job while its pull request is open. */
  continueOpenPr: boolean;
  /** What may start a job, who may, and where it is reported; also `github-token` (for comments and the budget ledger). */
  trigger: TriggerSettings;
}

/** `timeout-seconds` when not given. */
const DEFAULT_TIMEOUT_MS = 1_800_000;

/** The shortest delay between polls: 20 a second at most, for an emulator or a service on the runner's own network. */
const MIN_POLL_INTERVAL_MS = 50;

/** The longest `timeout-seconds` with `continue-open-pr` (a GitHub-hosted job's six hours; see `MAX_HOLD_MS`). */
export const CONTINUE_OPEN_PR_MAX_TIMEOUT_MS = 6 * 3_600_000;

/**
 * Reads and validates the inputs of the agent run, reporting all problems at once. `githubApiUrl`
 * (`GITHUB_API_URL`): a GitHub Enterprise Server accepts more than GitHub's 80 writes a minute.
 */
export function readSettings(read: InputReader = readInput, githubApiUrl?: string): Settings {
  const inputs = new InputCollector(read);
  const mode = inputs.raw(Inputs.Mode);
  if (mode && mode !== 'agent') inputs.problem(Inputs.Mode, `must be 'agent', 'ask', 'impact' or 'report' (got ${JSON.stringify(mode)})`);
  const baseUrl = inputs.url(Inputs.BaseUrl);
  const projectId = inputs.required(Inputs.ProjectId, 'the project id from the dashboard');
  checkProjectId(inputs, projectId);
  const adminApiKey = inputs.required(Inputs.AdminApiKey, 'the admin API key, passed from a secret');
  checkAdminKey(inputs, adminApiKey);
  const prompt = inputs.raw(Inputs.Prompt);
  const wait = inputs.boolean(Inputs.Wait, true);
  const timeoutMs = inputs.seconds(Inputs.TimeoutSeconds, DEFAULT_TIMEOUT_MS / 1000, true);
  const pollIntervalMs = inputs.seconds(Inputs.PollIntervalSeconds, 5);
  const maxPollIntervalMs = inputs.seconds(Inputs.MaxPollIntervalSeconds, 30);
  const dryRun = inputs.boolean(Inputs.DryRun, false);
  const budgetPerHour = readBudgetPerHour(inputs);
  const onBudgetExhausted = readBudgetPolicy(inputs);
  const queueTimeoutMs = readQueueTimeout(inputs);
  const budgetRepository = readBudgetRepository(inputs);
  const githubWritesPerMinute = readWritesPerMinute(inputs, githubApiUrl);
  const continueOpenPr = inputs.boolean(Inputs.ContinueOpenPr, false);
  const trigger = readTriggerSettings(inputs);
  if (pollIntervalMs < MIN_POLL_INTERVAL_MS) {
    inputs.problem(Inputs.PollIntervalSeconds, `must be at least ${MIN_POLL_INTERVAL_MS / 1000} seconds`);
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
    queueTimeoutMs,
    ...(budgetRepository ? { budgetRepository } : {}),
    githubWritesPerMinute,
    continueOpenPr,
    trigger,
  };
}

/**
 * The agent run's settings, `prompt-file` included: its text becomes the
 * prompt, and a file that cannot be read is one more problem in the list (all
 * problems at once, before any request). The file is a regular one, checked
 * on its descriptor (triggers/prompt-file.ts): its read ends on its own.
 */
export async function readAgentSettings(read: InputReader, env: Env): Promise<Settings> {
  const problems: InputProblem[] = [];
  let settings: Settings | undefined;
  try {
    settings = readSettings(read, env.GITHUB_API_URL);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    problems.push(...error.problems);
  }
  const promptFile = read(Inputs.PromptFile).trim();
  let prompt = settings?.prompt ?? '';
  if (promptFile) {
    try {
      prompt = await readPromptFile(promptFile, env);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0 || !settings) throw new InputError(problems);
  return { ...settings, prompt };
}
