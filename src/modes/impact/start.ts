/**
 * An impact check, from the workflow event to the pull request to check: a
 * `pull_request` or `pull_request_target` event whose action is `opened`,
 * `reopened`, `ready_for_review` or `synchronize`. Drafts wait for
 * `ready_for_review` unless `impact-drafts` is on; a bot's pull request is
 * checked only when the bot is in `allowed-bots`. Nothing of the pull
 * request's own code is read or run: its title, description and head commit
 * come from the payload, its changes from the files API.
 */
import * as z from 'zod/mini';
import { Inputs } from '../../runner/names.js';
import { quote } from '../../runner/log.js';
import { isAllowedBot, isBot, type RepositoryRef } from '../../github/permissions.js';
import type { Env } from '../../runner/env.js';
import { AnyEventSchema, UserSchema, parsePayload, repositoryOf, type WorkflowEvent } from '../../triggers/event.js';

/** The pull request events an impact check runs on, and their actions. */
export const IMPACT_EVENTS = ['pull_request', 'pull_request_target'] as const;
export const IMPACT_ACTIONS = ['opened', 'reopened', 'ready_for_review', 'synchronize'] as const;

const PullEventSchema = z.looseObject({
  action: z.string(),
  pull_request: z.looseObject({
    number: z.number(),
    title: z.string(),
    body: z.optional(z.nullable(z.string())),
    html_url: z.string(),
    draft: z.optional(z.nullable(z.boolean())),
    head: z.looseObject({ sha: z.string() }),
    changed_files: z.optional(z.number()),
    user: z.optional(z.nullable(UserSchema)),
  }),
  sender: z.optional(UserSchema),
});

/** The pull request to check. */
export interface ImpactPull {
  repository: RepositoryRef;
  number: number;
  title: string;
  body: string;
  url: string;
  /** The head commit: recorded in the marker and named in the comment. */
  head: string;
  /** The pull request's author (lower case; the sender when the payload names none): impact checks are counted per author. */
  author: string;
  /** The files the pull request changes, as GitHub counts them (`changed_files`); undefined when the payload does not say. */
  changedFiles: number | undefined;
  action: (typeof IMPACT_ACTIONS)[number];
}

export type ImpactStart = { kind: 'check'; pull: ImpactPull; triggeredBy: string } | { kind: 'skip'; reason: string; triggeredBy: string };

/** Which pull request to check, or why there is none; throws on an event impact mode does not run on. */
export function startImpact(event: WorkflowEvent, env: Env, settings: { drafts: boolean; allowedBots: string[] }): ImpactStart {
  if (!(IMPACT_EVENTS as readonly string[]).includes(event.name)) {
    throw new Error(
      `Impact mode runs on ${IMPACT_EVENTS.join(' and ')} events (${IMPACT_ACTIONS.join(', ')}); this run's event is ${quote(event.name || 'none')}.`,
    );
  }
  const payload = parsePayload(PullEventSchema, event);
  const pr = payload.pull_request;
  const sender = payload.sender;
  const triggeredBy = sender?.login ?? '';
  const skip = (reason: string): ImpactStart => ({ kind: 'skip', reason, triggeredBy });
  const action = IMPACT_ACTIONS.find((name) => name === payload.action);
  if (!action) {
    return skip(
      `Nothing to do: the ${event.name} event's action is ${quote(payload.action)}; impact checks run on ${IMPACT_ACTIONS.join(', ')}.`,
    );
  }
  if (pr.draft === true && !settings.drafts) {
    return skip(
      `Nothing to do: pull request #${pr.number} is a draft; it is checked once it is ready for review (or with '${Inputs.ImpactDrafts}': true).`,
    );
  }
  if (sender && isBot(sender) && !isAllowedBot(sender.login, settings.allowedBots)) {
    return skip(`Not checked: ${quote(sender.login)} is a bot not listed in '${Inputs.AllowedBots}'.`);
  }
  const repository = repositoryOf(env, AnyEventSchema.safeParse(event.payload).data ?? {});
  if (!repository) throw new Error(`Cannot tell the repository of the ${event.name} event: GITHUB_REPOSITORY is not set`);
  return {
    kind: 'check',
    pull: {
      repository,
      number: pr.number,
      title: pr.title,
      body: pr.body ?? '',
      url: pr.html_url,
      head: pr.head.sha,
      author: (pr.user?.login ?? triggeredBy).toLowerCase(),
      changedFiles: pr.changed_files,
      action,
    },
    triggeredBy,
  };
}
