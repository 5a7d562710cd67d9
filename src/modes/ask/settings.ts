import { Inputs } from '../../runner/names.js';
import { InputCollector, readWritesPerMinute } from '../../runner/inputs.js';
import type { InputReader } from '../../runner/read-input.js';
import { readTriggerSettings, type TriggerSettings } from '../../triggers/settings.js';
import { STANDALONE_EVENTS } from '../../triggers/event-names.js';
import { ContextSchema, type AssistantSettings } from '../../service/assistant/request.js';
import { jsonInput, readAssistantFilter, readAssistantService, readAssistantTimeouts } from '../../service/assistant/inputs.js';
import { readAssistantBudgetSettings, type AssistantBudgetSettings } from '../../budget/inputs.js';

export const CURRENT_PATH_MAX = 200;

/** Everything an ask run needs, read from the inputs once. */
export interface AskSettings extends AssistantSettings {
  /** The `question` input, trimmed; empty when a trigger is to supply it. */
  question: string;
  /** 'ask-timeout-seconds': the run's deadline (main makes it from this). */
  timeoutMs: number;
  askLabel: string;
  dryRun: boolean;
  /** The assistant's monthly budget: `assistant-budget-per-month`, `on-budget-exhausted`, `budget-repository`. */
  budget: AssistantBudgetSettings;
  /** `github-writes-per-minute`: the answer's comment and reactions are spaced `60 000 / n` ms apart. */
  githubWritesPerMinute: number;
  /**
   * What may ask and where the answer goes: `command`, `min-permission`,
   * `allowed-bots`, `github-token`, `comment`, `issue-number`; `triggerLabel`
   * is `ask-label` here.
   */
  trigger: TriggerSettings;
}

/** True for the events that carry no question of their own (and outside a workflow, no event at all). */
function needsQuestionInput(eventName: string | undefined): boolean {
  return eventName !== undefined && (eventName === '' || (STANDALONE_EVENTS as readonly string[]).includes(eventName));
}

/**
 * Reads and validates the inputs of an ask run, reporting all problems at
 * once. `eventName` (`GITHUB_EVENT_NAME`) makes `question` required for the
 * events that carry none (schedule, dispatch, push), so that it is reported
 * before any request; undefined skips that check. `githubApiUrl` (`GITHUB_API_URL`): a GitHub Enterprise Server accepts
 * more than GitHub's 80 writes a minute.
 */
export function readAskSettings(read: InputReader, eventName?: string, githubApiUrl?: string): AskSettings {
  const inputs = new InputCollector(read);
  const question = inputs.raw(Inputs.Question);
  if (!question && needsQuestionInput(eventName)) {
    inputs.problem(
      Inputs.Question,
      `is empty: give the question to ask (${eventName ? `the ${eventName} event carries none` : 'no event carries one'})`,
    );
  }
  const { baseUrl, assistantApiKey, domain, apiVersion, retrievalPageSize, fp } = readAssistantService(inputs);
  const currentPath = inputs.raw(Inputs.CurrentPath) || undefined;
  if (currentPath && currentPath.length > CURRENT_PATH_MAX) {
    inputs.problem(Inputs.CurrentPath, `must be at most ${CURRENT_PATH_MAX} characters (got ${currentPath.length})`);
  }
  const filter = readAssistantFilter(inputs, apiVersion);
  const context = jsonInput(inputs, Inputs.Context, ContextSchema, 'an array such as [{"type": "code", "value": "npm i"}]');
  if (apiVersion === 'v1') {
    // Spec 4.4 and the API notes: v1 lists no context `path`.
    context?.forEach((item, index) => {
      if (item.path !== undefined) {
        inputs.problem(
          Inputs.Context,
          `field '${index}.path' is not accepted by the v1 assistant: remove it or use assistant-api-version v2`,
        );
      }
    });
  }
  const { timeoutMs, idleTimeoutMs } = readAssistantTimeouts(inputs);
  const dryRun = inputs.boolean(Inputs.DryRun, false);
  const threadId = inputs.raw(Inputs.ThreadId) || undefined;
  const threadKey = inputs.raw(Inputs.ThreadKey) || undefined;
  if (threadKey && !threadId) inputs.problem(Inputs.ThreadKey, `is given without '${Inputs.ThreadId}'`);
  const askLabel = inputs.raw(Inputs.AskLabel) || 'question';
  const trigger = { ...readTriggerSettings(inputs), triggerLabel: askLabel };
  const budget = readAssistantBudgetSettings(inputs);
  const githubWritesPerMinute = readWritesPerMinute(inputs, githubApiUrl);
  inputs.throwIfAny();
  if (!baseUrl) throw new Error('unreachable: base-url was checked');
  return {
    baseUrl,
    assistantApiKey,
    domain,
    question,
    apiVersion,
    retrievalPageSize,
    fp,
    currentPath,
    threadId,
    threadKey,
    askLabel,
    filter,
    context,
    timeoutMs,
    idleTimeoutMs,
    dryRun,
    budget,
    githubWritesPerMinute,
    trigger,
  };
}
