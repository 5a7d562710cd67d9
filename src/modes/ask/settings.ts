import * as z from 'zod/mini';
import { Inputs } from '../../runner/names.js';
import { InputCollector, isAdminKeyShape } from '../../runner/inputs.js';
import type { InputReader } from '../../runner/read-input.js';
import { readTriggerSettings, type TriggerSettings } from '../../triggers/settings.js';
import { STANDALONE_EVENTS } from '../../triggers/event-names.js';
import { formatIssues } from '../../util/validation.js';
import { clip } from '../../util/redact.js';
import { API_VERSIONS, ContextSchema, FilterSchema, type ApiVersion, type AssistantSettings } from '../../service/assistant/request.js';

export const CURRENT_PATH_MAX = 200;

/** Everything an ask run needs, read from the inputs once. */
export interface AskSettings extends AssistantSettings {
  /** The `question` input, trimmed; empty when a trigger is to supply it. */
  question: string;
  askLabel: string;
  dryRun: boolean;
  /**
   * What may ask and where the answer goes: `command`, `min-permission`,
   * `allowed-bots`, `github-token`, `comment`, `issue-number`; `triggerLabel`
   * is `ask-label` here.
   */
  trigger: TriggerSettings;
}

const positiveInteger = z.pipe(
  z.string().check(z.regex(/^\d+$/, { error: 'must be a positive whole number, e.g. 5' })),
  z.pipe(z.transform(Number), z.int().check(z.positive({ error: 'must be a positive whole number, e.g. 5' }))),
);

const DOMAIN_SHAPE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Parses a JSON input with a schema; every issue names the input and the field. */
function jsonInput<T>(inputs: InputCollector, name: string, schema: z.ZodMiniType<T>, form: string): T | undefined {
  const text = inputs.raw(name);
  if (!text) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    inputs.problem(name, `must be JSON: ${form} (${error instanceof Error ? error.message : 'unreadable'})`);
    return undefined;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const [first] = parsed.error.issues;
  if (first && first.path.length === 0) {
    inputs.problem(name, `must be ${form}, got ${JSON.stringify(clip(text, 80))}`);
    return undefined;
  }
  for (const line of formatIssues(parsed.error.issues, json)) inputs.problem(name, line);
  return undefined;
}

/** Checks the assistant key's shape: a secret admin key must not travel where a public key belongs. */
export function checkAssistantKey(inputs: InputCollector, key: string): void {
  if (key && isAdminKeyShape(key)) {
    inputs.problem(
      Inputs.AssistantApiKey,
      'holds an admin API key (prefix `<svc>_` without `dsc_`): it is a secret and is not sent to the assistant; use the assistant API key (prefix `<svc>_dsc_`) from the API keys page of the dashboard',
    );
  }
}

/** True for the events that carry no question of their own (and outside a workflow, no event at all). */
function needsQuestionInput(eventName: string | undefined): boolean {
  return eventName !== undefined && (eventName === '' || (STANDALONE_EVENTS as readonly string[]).includes(eventName));
}

/**
 * Reads and validates the inputs of an ask run, reporting all problems at
 * once. `eventName` (`GITHUB_EVENT_NAME`) makes `question` required for the
 * events that carry none (schedule, dispatch, push), so that it is reported
 * before any request; undefined skips that check.
 */
export function readAskSettings(read: InputReader, eventName?: string): AskSettings {
  const inputs = new InputCollector(read);
  const question = inputs.raw(Inputs.Question);
  if (!question && needsQuestionInput(eventName)) {
    inputs.problem(
      Inputs.Question,
      `is empty: give the question to ask (${eventName ? `the ${eventName} event carries none` : 'no event carries one'})`,
    );
  }
  const baseUrl = inputs.url(Inputs.BaseUrl);
  const assistantApiKey = inputs.required(Inputs.AssistantApiKey, 'the assistant API key (prefix `<svc>_dsc_`)');
  checkAssistantKey(inputs, assistantApiKey);
  const domain = inputs.required(Inputs.Domain, "the documentation site's domain, the last segment of the dashboard URL");
  if (domain && !DOMAIN_SHAPE.test(domain)) {
    inputs.problem(Inputs.Domain, `must be the site's domain identifier (letters, digits, '.', '_', '-'), got ${JSON.stringify(domain)}`);
  }
  const apiVersion = inputs.parse<ApiVersion>(
    Inputs.AssistantApiVersion,
    z.enum(API_VERSIONS, { error: "must be 'v2' or 'v1'" }),
    'v2',
    'v2',
  );
  const retrievalPageSize = inputs.parse(Inputs.RetrievalPageSize, positiveInteger, 5, '5');
  const fp = inputs.raw(Inputs.Fp) || 'anonymous';
  const currentPath = inputs.raw(Inputs.CurrentPath) || undefined;
  if (currentPath && currentPath.length > CURRENT_PATH_MAX) {
    inputs.problem(Inputs.CurrentPath, `must be at most ${CURRENT_PATH_MAX} characters (got ${currentPath.length})`);
  }
  const filter = jsonInput(inputs, Inputs.Filter, FilterSchema, 'an object such as {"language": "en"}');
  const context = jsonInput(inputs, Inputs.Context, ContextSchema, 'an array such as [{"type": "code", "value": "npm i"}]');
  if (apiVersion === 'v1') {
    // Spec 4.4 and the API notes: v1 lists no context `path` and no filter `groups`.
    if (filter?.groups !== undefined) {
      inputs.problem(Inputs.Filter, "field 'groups' is not accepted by the v1 assistant: remove it or use assistant-api-version v2");
    }
    context?.forEach((item, index) => {
      if (item.path !== undefined) {
        inputs.problem(
          Inputs.Context,
          `field '${index}.path' is not accepted by the v1 assistant: remove it or use assistant-api-version v2`,
        );
      }
    });
  }
  const timeoutMs = inputs.seconds(Inputs.AskTimeoutSeconds, 300);
  const idleTimeoutMs = inputs.seconds(Inputs.AskIdleTimeoutSeconds, 60);
  const dryRun = inputs.boolean(Inputs.DryRun, false);
  const threadId = inputs.raw(Inputs.ThreadId) || undefined;
  const threadKey = inputs.raw(Inputs.ThreadKey) || undefined;
  if (threadKey && !threadId) inputs.problem(Inputs.ThreadKey, `is given without '${Inputs.ThreadId}'`);
  const askLabel = inputs.raw(Inputs.AskLabel) || 'question';
  const trigger = { ...readTriggerSettings(inputs), triggerLabel: askLabel };
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
    trigger,
  };
}
