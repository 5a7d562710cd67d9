/**
 * The inputs of a report run (`mode: report`): the service (to look the jobs
 * up), the token (to read the ledger and write the comments), how long a job
 * may stay pending before it is reported as timed out, where the ledger is,
 * and how long the report run itself may take.
 */
import { Inputs } from '../../runner/names.js';
import { InputError } from '../../util/errors.js';
import { InputCollector, checkAdminKey, checkProjectId, readWritesPerMinute } from '../../runner/inputs.js';
import type { InputReader } from '../../runner/read-input.js';
import { readBudgetPerHour } from '../../budget/inputs.js';

export interface ReportSettings {
  baseUrl: URL;
  projectId: string;
  adminApiKey: string;
  githubToken: string;
  /** A job pending longer than this (since its hand-off) is reported as timed out and dropped. */
  timeoutMs: number;
  /** `owner/repo` of the ledger; empty for the workflow's repository. */
  budgetRepository: string;
  /** `report-timeout-seconds`: how long this report run may take; what it does not reach stays pending. */
  runTimeoutMs: number;
  /** `github-writes-per-minute`: the report's comments and ledger writes are spaced `60 000 / n` ms apart. */
  githubWritesPerMinute: number;
  /** `budget-per-hour`: the window queued requests are started within (`on-budget-exhausted: queue`). */
  budgetPerHour: number;
}

/** `report-timeout-seconds` when not given: well inside a scheduled job's usual `timeout-minutes`. */
export const DEFAULT_REPORT_TIMEOUT_SECONDS = 240;

const REPOSITORY = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;

/**
 * Reads and checks the inputs, reporting every problem at once, each naming its input. `githubApiUrl`
 * (`GITHUB_API_URL`): a GitHub Enterprise Server accepts more than GitHub's 80 writes a minute.
 */
export function readReportSettings(read: InputReader, githubApiUrl?: string): ReportSettings {
  const inputs = new InputCollector(read);
  const baseUrl = inputs.url(Inputs.BaseUrl);
  const projectId = inputs.required(Inputs.ProjectId, 'the project id whose handed-off jobs are reported');
  checkProjectId(inputs, projectId);
  const adminApiKey = inputs.required(Inputs.AdminApiKey, 'the admin API key, passed from a secret (the jobs are looked up with it)');
  checkAdminKey(inputs, adminApiKey);
  const githubToken = inputs.required(
    Inputs.GithubToken,
    "a token that may read the ledger ('contents: read' on the budget repository) and write the comments where the jobs were requested",
  );
  const timeoutMs = inputs.seconds(Inputs.TimeoutSeconds, 1800, true);
  const runTimeoutMs = inputs.seconds(Inputs.ReportTimeoutSeconds, DEFAULT_REPORT_TIMEOUT_SECONDS, true);
  const budgetRepository = inputs.raw(Inputs.BudgetRepository);
  if (budgetRepository && (!REPOSITORY.test(budgetRepository) || /\/\.{1,2}$/.test(budgetRepository))) {
    inputs.problem(
      Inputs.BudgetRepository,
      `must be 'owner/repo', the repository that keeps the ledger (got ${JSON.stringify(budgetRepository)})`,
    );
  }
  const githubWritesPerMinute = readWritesPerMinute(inputs, githubApiUrl);
  const budgetPerHour = readBudgetPerHour(inputs);
  inputs.throwIfAny();
  if (!baseUrl) throw new InputError([{ input: Inputs.BaseUrl, message: 'is required' }]);
  return { baseUrl, projectId, adminApiKey, githubToken, timeoutMs, budgetRepository, runTimeoutMs, githubWritesPerMinute, budgetPerHour };
}
