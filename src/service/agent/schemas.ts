import * as z from 'zod/mini';

/** The statuses the spec lists (section 2.1). */
export const JOB_STATUSES = ['active', 'completed', 'archived', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const TERMINAL_STATUSES: ReadonlySet<string> = new Set(['completed', 'archived', 'failed']);

export function isKnownStatus(status: string): status is JobStatus {
  return (JOB_STATUSES as readonly string[]).includes(status);
}

/** A job id as the action prints it and puts it in URLs: no white space or control character, not the legacy `##[` form. */
const JOB_ID = /^[^\s\p{Cc}\u0085\u2028\u2029]+$/u;

/** The job id rule of `AgentJobSchema`, for ids read from elsewhere (the budget ledger), at most 200 characters. */
export function isJobId(id: unknown): id is string {
  return typeof id === 'string' && id.length <= 200 && JOB_ID.test(id) && !id.includes('##[');
}

/**
 * The agent job (spec 2.1). Extra fields are kept. `status` is any string so
 * that a status added by the service later is reported, not fatal. `source.ref`
 * may be null, as the published service allows.
 */
export const AgentJobSchema = z.looseObject({
  // Printed in log lines and used in URLs: no white space, no control or line-separator character,
  // and not the runner's legacy `##[` command form.
  id: z.string().check(
    z.regex(JOB_ID, { error: 'a job id without white space or control characters' }),
    z.refine((id) => !id.includes('##['), { error: "a job id without the runner's '##[' command form" }),
  ),
  status: z.string().check(z.minLength(1)),
  source: z.looseObject({
    repository: z.string(),
    ref: z.nullable(z.string()),
  }),
  model: z.string(),
  prLink: z.nullable(z.string()),
  createdAt: z.iso.datetime({ offset: true }),
  archivedAt: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
});
export type AgentJob = z.infer<typeof AgentJobSchema>;

/** The service's error body (API notes): `{"error": "<message>"}`. */
export const ErrorBodySchema = z.looseObject({ error: z.string() });
