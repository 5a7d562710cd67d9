/**
 * Events whose secrets GitHub withholds: on `pull_request`, `pull_request_review` and
 * `pull_request_review_comment`, a pull request from a fork runs with no secrets (an empty key) and a read-only
 * token. A run there with an empty key is skipped with a notice that says so and what works instead, rather than
 * failing on the key it was never given.
 */
import * as z from 'zod/mini';
import { readEvent, type WorkflowEvent } from './event.js';
import type { Env } from '../runner/env.js';
import type { InputReader } from '../runner/read-input.js';

/** The events that run a fork's pull request without secrets. */
export const WITHHOLDING_EVENTS: readonly string[] = ['pull_request', 'pull_request_review', 'pull_request_review_comment'];

const ForkPayloadSchema = z.looseObject({
  pull_request: z.optional(
    z.looseObject({
      head: z.optional(
        z.looseObject({
          repo: z.optional(z.nullable(z.looseObject({ full_name: z.optional(z.string()), fork: z.optional(z.boolean()) }))),
        }),
      ),
    }),
  ),
  repository: z.optional(z.looseObject({ full_name: z.optional(z.string()) })),
});

/** Whether this event runs a fork's pull request, for which GitHub withholds the secrets. */
function isForkWithoutSecrets(event: WorkflowEvent): boolean {
  if (!WITHHOLDING_EVENTS.includes(event.name)) return false;
  const parsed = ForkPayloadSchema.safeParse(event.payload);
  if (!parsed.success) return false;
  const head = parsed.data.pull_request?.head?.repo;
  const base = parsed.data.repository?.full_name;
  // A deleted fork leaves `head.repo` null: it was a fork all the same.
  if (head === null) return true;
  if (!head) return false;
  return head.fork === true || (head.full_name !== undefined && base !== undefined && head.full_name !== base);
}

/** A run that cannot work because GitHub gave it no secrets: it ends `skipped`, with this message as its notice. */
export class SecretsWithheldError extends Error {
  override readonly name = 'SecretsWithheldError';
}

export const isSecretsWithheldError = (error: unknown): error is SecretsWithheldError => error instanceof SecretsWithheldError;

/** The notice of a fork's run: why there is no key, and what works instead. */
export function withheldMessage(event: WorkflowEvent, keyInput: string): string {
  return (
    `Skipped: '${keyInput}' is empty because GitHub gives no secrets to a ${event.name} run of a pull request from a fork. ` +
    `What works instead: a '/docs …' comment on the pull request (issue_comment runs in the base repository, with its secrets), ` +
    `or pull_request_target for labels (see docs/triggers.md#pull-requests-from-forks).`
  );
}

/**
 * Throws `SecretsWithheldError` when `keyInput` is empty on a fork's pull request event: the one case where an empty
 * key is GitHub's doing, not the workflow's. Reads the event only then (a run with its key never loads it here).
 */
export async function checkSecretsGiven(read: InputReader, env: Env, keyInput: string): Promise<void> {
  if (read(keyInput).trim() !== '' || !WITHHOLDING_EVENTS.includes(env.GITHUB_EVENT_NAME?.trim() ?? '')) return;
  const event = await readEvent(env).catch(() => undefined);
  if (event && isForkWithoutSecrets(event)) throw new SecretsWithheldError(withheldMessage(event, keyInput));
}
