/**
 * The inputs of an impact check (`mode: impact`), read once: the assistant
 * (key, domain, version, search settings, deadlines), the token that reads
 * the pull request and writes its comment, whether drafts are checked, and
 * the assistant's monthly budget.
 */
import { Inputs } from '../../runner/names.js';
import { InputCollector, readWritesPerMinute } from '../../runner/inputs.js';
import type { InputReader } from '../../runner/read-input.js';
import { InputError } from '../../util/errors.js';
import { readTriggerSettings, type TriggerSettings } from '../../triggers/settings.js';
import { readAssistantFilter, readAssistantService, readAssistantTimeouts, type AssistantService } from '../../service/assistant/inputs.js';
import type { Filter } from '../../service/assistant/request.js';
import { readAssistantBudgetSettings, readImpactLimits, type AssistantBudgetSettings } from '../../budget/inputs.js';
import type { ImpactLimits } from '../../budget/impact-share.js';

export interface ImpactSettings {
  service: AssistantService;
  filter: Filter | undefined;
  /** The whole answer, and the longest silence in its stream. */
  timeoutMs: number;
  idleTimeoutMs: number;
  dryRun: boolean;
  /** `impact-drafts`: check draft pull requests too. */
  drafts: boolean;
  budget: AssistantBudgetSettings;
  /** `impact-budget-per-month`, `impact-checks-per-pr`, `impact-checks-per-author`: impact checks' own limits. */
  limits: ImpactLimits;
  /** `github-writes-per-minute`: the comment's writes are spaced `60 000 / n` ms apart. */
  githubWritesPerMinute: number;
  /**
   * `github-token` (required here), `comment`, `command` (named in the
   * comment), `min-permission` (whose markers are believed), `allowed-bots`
   * (bots whose pull requests are checked).
   */
  trigger: TriggerSettings;
}

/**
 * Reads and checks the inputs of an impact check, reporting every problem at once. `githubApiUrl`
 * (`GITHUB_API_URL`): a GitHub Enterprise Server accepts more than GitHub's 80 writes a minute.
 */
export function readImpactSettings(read: InputReader, githubApiUrl?: string): ImpactSettings {
  const inputs = new InputCollector(read);
  const { baseUrl, ...service } = readAssistantService(inputs);
  const filter = readAssistantFilter(inputs, service.apiVersion);
  const { timeoutMs, idleTimeoutMs } = readAssistantTimeouts(inputs);
  const dryRun = inputs.boolean(Inputs.DryRun, false);
  const drafts = inputs.boolean(Inputs.ImpactDrafts, false);
  const budget = readAssistantBudgetSettings(inputs);
  const limits = readImpactLimits(inputs, budget.perMonth);
  const trigger = readTriggerSettings(inputs);
  const githubWritesPerMinute = readWritesPerMinute(inputs, githubApiUrl);
  if (!trigger.githubToken) {
    inputs.problem(
      Inputs.GithubToken,
      "is empty: an impact check reads the pull request's changed files and writes its comment (pass ${{ github.token }} with `pull-requests: write`)",
    );
  }
  inputs.throwIfAny();
  if (!baseUrl) throw new InputError([{ input: Inputs.BaseUrl, message: 'is required' }]);
  return {
    service: { baseUrl, ...service },
    filter,
    timeoutMs,
    idleTimeoutMs,
    dryRun,
    drafts,
    budget,
    limits,
    githubWritesPerMinute,
    trigger,
  };
}
