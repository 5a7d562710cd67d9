/**
 * The trigger union: what started the run, narrowed once by `parseTrigger`
 * (triggers/trigger.ts) and passed down typed. Types only, so every layer
 * above can name a trigger without loading the parsers (and the two
 * subcommand words the parsers and the modes share).
 */
import type { RepositoryRef } from '../github/permissions.js';
import type { TriggerCommentRef } from '../comment/marked.js';
import type { MergedPull as PullChangesQuery, PushedChanges as PushRange } from '../github/changes.js';
import type { COMMENT_EVENTS, LABEL_EVENTS, STANDALONE_EVENTS } from './event-names.js';

export type LabelEvent = (typeof LABEL_EVENTS)[number];
export type CommentEvent = (typeof COMMENT_EVENTS)[number];
/** `''` when the action runs outside GitHub Actions (no `GITHUB_EVENT_NAME`): treated like a dispatch. */
export type StandaloneEvent = (typeof STANDALONE_EVENTS)[number] | '';

/** The issue or pull request a label or comment is on. */
export interface Subject {
  number: number;
  title: string;
  body: string;
  url: string;
  isPullRequest: boolean;
}

/** The account whose action started the run. */
export interface Actor {
  login: string;
  bot: boolean;
}

interface LabelTrigger {
  kind: 'label';
  event: LabelEvent;
  repository: RepositoryRef;
  subject: Subject;
  label: string;
  /** Who added the label (for a label an issue template adds, the author). */
  actor: Actor;
  /** The login of who opened the issue or pull request; empty when the payload does not say. */
  author: string;
}

export interface CommandTrigger {
  kind: 'command';
  event: CommentEvent;
  repository: RepositoryRef;
  subject: Subject;
  comment: TriggerCommentRef & { url: string; path?: string; line?: number };
  /** The comment after the command; empty when nothing follows it. */
  instruction: string;
  /** Who wrote the comment. */
  actor: Actor;
  /**
   * `<command> new <instruction>`: always a new job, even on a pull request
   * an earlier job opened (where a plain command sends a follow-up message).
   */
  fresh?: boolean;
}

/**
 * `/docs ask <question>`: a question for the docs assistant (`mode: ask`),
 * never an agent job. Shaped like a command, so the same permission check
 * and comment target apply.
 */
export interface AskTrigger extends Omit<CommandTrigger, 'kind' | 'instruction'> {
  kind: 'ask';
  /** The comment after `<command> ask`; empty when nothing follows it. */
  question: string;
}

export interface StandaloneTrigger {
  kind: 'standalone';
  event: StandaloneEvent;
  repository: RepositoryRef | undefined;
  /** Who pushed, for `push` in ask mode; nobody for schedules and dispatches. */
  actor: Actor | undefined;
}

/** The triggers that start an agent job. */
export type AgentTrigger = LabelTrigger | CommandTrigger | StandaloneTrigger | ChangeTrigger;
export type Trigger = AgentTrigger | AskTrigger;
/** The triggers parsed without `changes` (ask mode): a closed pull request is ignored, a push is standalone. */
export type PlainTrigger = Exclude<Trigger, ChangeTrigger>;

/** The word after the command that makes a comment a question for the assistant. */
export const ASK_SUBCOMMAND = 'ask';
/** The word after the command that starts a new job on the agent's own pull request instead of a follow-up. */
export const NEW_SUBCOMMAND = 'new';

/** An event the action was started by but has nothing to do for (wrong label, a plain comment, …). */
export interface Ignored {
  kind: 'ignored';
  reason: string;
  triggeredBy: string;
}

/** What the payload of a merged pull request says; the files and commits are read from the API later. */
export interface MergedPull extends PullChangesQuery {
  title: string;
  body: string;
  url: string;
  /** Who opened it; empty when the payload does not say. */
  author: string;
  baseBranch: string;
  labels: string[];
}

export interface MergedTrigger {
  kind: 'merged';
  event: 'pull_request' | 'pull_request_target';
  repository: RepositoryRef;
  /** The pull request, where the job's comment goes. */
  subject: Subject;
  pull: MergedPull;
  /** Who merged it. */
  actor: Actor;
}

/** What the payload of a push to a branch says; the compare API gives the full change list later. */
export interface PushedChanges extends PushRange {
  forced: boolean;
  /** GitHub's compare (or commit) URL for the push. */
  compareUrl: string;
}

export interface PushTrigger {
  kind: 'push';
  event: 'push';
  repository: RepositoryRef;
  push: PushedChanges;
  /** Who pushed. */
  actor: Actor;
}

/** The triggers whose prompt says what changed in the code. */
export type ChangeTrigger = MergedTrigger | PushTrigger;
