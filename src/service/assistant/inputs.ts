/**
 * The inputs every assistant call reads (ask mode and impact mode): where the
 * assistant is and with which key, the API version, the search settings and
 * the deadlines. Each reader records its problems in the collector, so that a
 * mode reports all of its inputs' problems at once.
 */
import * as z from 'zod/mini';
import { Inputs } from '../../runner/names.js';
import { isAdminKeyShape, type InputCollector } from '../../runner/inputs.js';
import { formatIssues } from '../../util/validation.js';
import { clip } from '../../util/redact.js';
import { API_VERSIONS, FilterSchema, type ApiVersion, type AssistantSettings, type Filter } from './request.js';

/** Where the assistant is, with which key and version, and how many search results an answer draws on. */
export type AssistantService = Pick<
  AssistantSettings,
  'baseUrl' | 'assistantApiKey' | 'domain' | 'apiVersion' | 'retrievalPageSize' | 'fp'
>;

const positiveInteger = z.pipe(
  z.string().check(z.regex(/^\d+$/, { error: 'must be a positive whole number, e.g. 5' })),
  z.pipe(z.transform(Number), z.int().check(z.positive({ error: 'must be a positive whole number, e.g. 5' }))),
);

const DOMAIN_SHAPE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Parses a JSON input with a schema; every issue names the input and the field. */
export function jsonInput<T>(inputs: InputCollector, name: string, schema: z.ZodMiniType<T>, form: string): T | undefined {
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

/** `base-url`, `assistant-api-key`, `domain`, `assistant-api-version`, `retrieval-page-size`, `fp`. */
export function readAssistantService(inputs: InputCollector): Omit<AssistantService, 'baseUrl'> & { baseUrl: URL | undefined } {
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
  return { baseUrl, assistantApiKey, domain, apiVersion, retrievalPageSize, fp };
}

/** `filter`: spec 4.4 and the API notes: v1 takes no `groups`. */
export function readAssistantFilter(inputs: InputCollector, apiVersion: ApiVersion): Filter | undefined {
  const filter = jsonInput(inputs, Inputs.Filter, FilterSchema, 'an object such as {"language": "en"}');
  if (apiVersion === 'v1' && filter?.groups !== undefined) {
    inputs.problem(Inputs.Filter, "field 'groups' is not accepted by the v1 assistant: remove it or use assistant-api-version v2");
  }
  return filter;
}

/** `ask-timeout-seconds` and `ask-idle-timeout-seconds`: the whole answer, and the longest silence in its stream. */
export function readAssistantTimeouts(inputs: InputCollector): { timeoutMs: number; idleTimeoutMs: number } {
  return { timeoutMs: inputs.seconds(Inputs.AskTimeoutSeconds, 300), idleTimeoutMs: inputs.seconds(Inputs.AskIdleTimeoutSeconds, 60) };
}
