/**
 * What started the run, as one discriminated union narrowed once: a label on
 * an issue or pull request, a slash command in a comment, a merged pull
 * request or a push (the agent mode's "what changed" triggers), or an event
 * that carries no text of its own (schedule, dispatch).
 */
import { Inputs } from '../runner/names.js';
import type { CommentTarget } from '../comment/marked.js';
import { hasMarker } from '../comment/marked.js';
import { AnyEventSchema, repositoryOf, type PayloadUser, type WorkflowEvent } from './event.js';
import { type Env } from '../runner/env.js';
import { isBot, type RepositoryRef } from '../github/permissions.js';
import { quote } from '../runner/log.js';
import { parseClosedPull, parsePush } from './merge-push.js';
import {
  ASK_SUBCOMMAND,
  NEW_SUBCOMMAND,
  type Actor,
  type CommandTrigger,
  type Ignored,
  type PlainTrigger,
  type StandaloneEvent,
  type Trigger,
} from './types.js';
import { readCommentEvent, readLabelEvent } from './read-events.js';
import type { TriggerSettings } from './settings.js';
import { REPORT_EVENTS, STANDALONE_EVENTS, SUPPORTED_EVENTS } from './event-names.js';

function actorOf(user: PayloadUser | null | undefined): Actor | undefined {
  return user ? { login: user.login, bot: isBot(user) } : undefined;
}

function requireRepository(env: Env, payload: unknown, event: string): RepositoryRef {
  const repository = repositoryOf(env, AnyEventSchema.safeParse(payload).data ?? {});
  if (!repository) throw new Error(`Cannot tell the repository of the ${event} event: GITHUB_REPOSITORY is not set`);
  return repository;
}

/**
 * The first line must start with the command, followed by a space or the end
 * of the line; the rest of the comment is the instruction. Undefined when the
 * comment is not a command.
 */
function parseCommand(body: string, command: string): string | undefined {
  const text = body.replace(/\r\n?/g, '\n').replace(/^\s+/, '');
  if (!text.startsWith(command)) return undefined;
  const rest = text.slice(command.length);
  if (rest !== '' && !/^\s/.test(rest)) return undefined;
  return rest.trim();
}

export interface ParseOptions {
  /** The input that names the label, for messages (ask mode: `ask-label`). */
  labelInput?: string;
  /**
   * A merged pull request and a push start a job whose prompt says what
   * changed (agent mode). Without it a closed pull request is ignored and a
   * push is a standalone event.
   */
  changes?: boolean;
}

/** Which trigger this event is, or why there is nothing to do. Throws on an event the action does not support. */
export function parseTrigger(
  event: WorkflowEvent,
  settings: TriggerSettings,
  env: Env,
  options: ParseOptions & { changes: true },
): Trigger | Ignored;
export function parseTrigger(event: WorkflowEvent, settings: TriggerSettings, env: Env, options?: ParseOptions): PlainTrigger | Ignored;
export function parseTrigger(event: WorkflowEvent, settings: TriggerSettings, env: Env, options: ParseOptions = {}): Trigger | Ignored {
  const name = event.name;
  if (options.changes && name === 'push') return parsePush(event, () => requireRepository(env, event.payload, name));
  if (
    options.changes &&
    (name === 'pull_request' || name === 'pull_request_target') &&
    (event.payload as { action?: unknown } | null)?.action === 'closed'
  ) {
    return parseClosedPull({ ...event, name }, () => requireRepository(env, event.payload, name));
  }
  if ((STANDALONE_EVENTS as readonly string[]).includes(name) || name === '') {
    const payload = AnyEventSchema.safeParse(event.payload).data ?? {};
    return {
      kind: 'standalone',
      event: name as StandaloneEvent,
      repository: repositoryOf(env, payload),
      actor: name === 'push' ? actorOf(payload.sender) : undefined,
    };
  }

  if (name === 'issues' || name === 'pull_request' || name === 'pull_request_target') {
    // An issue template's labels fire `labeled` too (besides `opened`): `labeled` alone covers them, once.
    const { action, label, sender, subject, author } = readLabelEvent(event);
    const triggeredBy = sender?.login ?? '';
    if (action !== 'labeled') {
      const starts = options.changes && name !== 'issues' ? "'labeled' and 'closed' (merged)" : "'labeled'";
      return {
        kind: 'ignored',
        triggeredBy,
        reason: `Nothing to do: the ${name} event's action is ${quote(action)}; it starts on ${starts} only.`,
      };
    }
    if (label !== settings.triggerLabel) {
      return {
        kind: 'ignored',
        triggeredBy,
        reason: `Nothing to do: the label added is ${quote(label ?? '')}, not '${options.labelInput ?? Inputs.TriggerLabel}' (${quote(settings.triggerLabel)}).`,
      };
    }
    const actor = actorOf(sender);
    if (!actor) throw new Error(`The ${name} event payload names no sender: cannot tell who added the label`);
    return {
      kind: 'label',
      event: name,
      repository: requireRepository(env, event.payload, name),
      subject,
      label,
      actor,
      author,
    };
  }

  if (name === 'issue_comment' || name === 'pull_request_review_comment') {
    const { action, comment, sender, subject } = readCommentEvent(event);
    const author = actorOf(comment.user) ?? actorOf(sender);
    const triggeredBy = author?.login ?? '';
    if (action !== 'created') {
      return {
        kind: 'ignored',
        triggeredBy,
        reason: `Nothing to do: the ${name} event's action is ${quote(action)}; commands run on 'created' only.`,
      };
    }
    const body = comment.body ?? '';
    if (hasMarker(body)) {
      return { kind: 'ignored', triggeredBy, reason: 'Nothing to do: the comment is one this action wrote.' };
    }
    const instruction = parseCommand(body, settings.command);
    if (instruction === undefined) {
      return {
        kind: 'ignored',
        triggeredBy,
        reason: `Nothing to do: the comment does not start with '${Inputs.Command}' (${quote(settings.command)}).`,
      };
    }
    if (!author) throw new Error(`The ${name} event payload names no author for the comment`);
    const common: Omit<CommandTrigger, 'kind' | 'instruction'> = {
      event: name,
      repository: requireRepository(env, event.payload, name),
      subject,
      comment: {
        id: comment.id,
        review: name === 'pull_request_review_comment',
        url: comment.html_url ?? subject.url,
        ...(comment.path === undefined ? {} : { path: comment.path }),
        ...(comment.line == null ? {} : { line: comment.line }),
      },
      actor: author,
    };
    const question = parseCommand(instruction, ASK_SUBCOMMAND);
    if (question !== undefined) return { kind: 'ask', ...common, question };
    const fresh = parseCommand(instruction, NEW_SUBCOMMAND);
    if (fresh !== undefined) return { kind: 'command', ...common, instruction: fresh, fresh: true };
    return { kind: 'command', ...common, instruction };
  }

  if ((REPORT_EVENTS as readonly string[]).includes(name)) {
    return {
      kind: 'ignored',
      triggeredBy: '',
      reason: `Nothing to do: the ${name} event is for '${Inputs.Mode}: report' (the docs preview in a job comment); it starts no job.`,
    };
  }
  throw new Error(`The ${quote(name)} event is not supported. Supported events: ${SUPPORTED_EVENTS.join(', ')}.`);
}

/** The login recorded as `triggered-by`: the labeller, the commenter, the merger or the pusher; empty for schedules and dispatches. */
export function triggeredBy(trigger: Trigger): string {
  return trigger.actor?.login ?? '';
}

/**
 * Where the job's comment goes: the triggering issue or pull request (the
 * merged one too), or `issue-number` when given (also for events without one,
 * such as a push). Undefined when
 * there is no such place.
 */
export function resolveCommentTarget(trigger: Trigger, settings: Pick<TriggerSettings, 'issueNumber'>): CommentTarget | undefined {
  const subject = 'subject' in trigger ? trigger.subject : undefined;
  const issueNumber = settings.issueNumber ?? subject?.number;
  if (issueNumber === undefined) return undefined;
  const repository = trigger.repository;
  if (!repository) throw new Error(`Cannot comment on #${issueNumber}: GITHUB_REPOSITORY is not set`);
  return {
    owner: repository.owner,
    repo: repository.repo,
    issueNumber,
    isPullRequest: subject?.number === issueNumber ? subject.isPullRequest : false,
  };
}
