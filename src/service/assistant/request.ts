/**
 * The shape of an assistant request as the service takes it (spec 2.3, 2.4;
 * the API notes): the versions, the context items and the filter, and the
 * settings every assistant call needs, whichever mode makes it.
 */
import * as z from 'zod/mini';

export const API_VERSIONS = ['v2', 'v1'] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];

/** Spec 2.3: what the assistant may be given besides the question. Unknown keys are refused (typos). */
export const ContextSchema = z.array(
  z.strictObject({
    type: z.enum(['code', 'textSelection']),
    value: z.string(),
    path: z.optional(z.string()),
    elementId: z.optional(z.string()),
  }),
);
export type ContextItem = z.infer<typeof ContextSchema>[number];

/** Spec 2.4 leaves the fields out; the API notes give `version`, `language`, `groups` (v2 only). */
export const FilterSchema = z.looseObject({
  version: z.optional(z.string()),
  language: z.optional(z.string()),
  groups: z.optional(z.array(z.string())),
});
export type Filter = z.infer<typeof FilterSchema>;

/** What an assistant call needs: where, with which key, and how (the run's deadline bounds it: `ask-timeout-seconds`). */
export interface AssistantSettings {
  baseUrl: URL;
  /** The public assistant key (spec 5), masked all the same. */
  assistantApiKey: string;
  domain: string;
  apiVersion: ApiVersion;
  retrievalPageSize: number;
  fp: string;
  currentPath: string | undefined;
  threadId: string | undefined;
  /** v1 threads also need the key the service returned in `X-Thread-Key` (API notes). */
  threadKey: string | undefined;
  filter: Filter | undefined;
  context: ContextItem[] | undefined;
  /** 'ask-idle-timeout-seconds': the longest silence in the answer stream. */
  idleTimeoutMs: number;
}
