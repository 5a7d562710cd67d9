/**
 * From the workflow event to a job that may start: which trigger it is, who
 * started it and whether they may, the prompt, and the comment that will
 * report the job (found again on a re-run). Main calls `startTrigger` once.
 */
import type { Clock } from '../../util/clock.js';
import { JobComment, isRunMarker, runIdentity, runMarker, type RunIdentity } from '../../conversation/job-comment.js';
import { Inputs } from '../../runner/names.js';
import { AbortedError, getErrorMessage } from '../../util/errors.js';
import type { GitHubClient } from '../../github/client.js';
import {
  findMarkedComment,
  formatMarker,
  upsertComment,
  writePermissionFor,
  type CommentTarget,
  type MarkedComment,
  type MarkerTrust,
} from '../../github/comments.js';
import { describeGitHubError } from '../../github/errors.js';
import { readEvent, type Env } from '../../triggers/event.js';
import { checkPermission, isAllowedBot, reaches } from '../../github/permissions.js';
import { code, link } from '../../render/markdown.js';
import { quote } from '../../runner/log.js';
import type { Settings } from './settings.js';
import { buildPrompt } from './prompt.js';
import { readPullChanges, readPushChanges, type Changes } from '../../github/changes.js';
import { readPromptFile } from '../../triggers/prompt-file.js';
import { mergedPullPages } from '../../impact/pages-at-merge.js';
import { findFollowUp, type FollowUp } from '../../refine/pr-note.js';
import { continuesOpenPr, type OpenPrSession } from '../../continue-open-pr/session.js';
import {
  ASK_SUBCOMMAND,
  parseTrigger,
  resolveCommentTarget,
  triggeredBy,
  type AgentTrigger,
  type CommandTrigger,
  type Trigger,
  type TriggerSettings,
} from '../../triggers/trigger.js';

export interface StartLog {
  info(message: string): void;
  warning(message: string): void;
}

export interface StartOptions {
  settings: Pick<Settings, 'prompt' | 'dryRun' | 'trigger'>;
  /** The runner's variables: the repository, the run, the workspace. The event itself is @actions/github's `context` (readEvent). */
  env: Env;
  /** The GitHub client, made on first use (many runs never need one). */
  github: () => Promise<GitHubClient>;
  clock: Clock;
  log: StartLog;
  /** The run's deadline and cancellation: ends a `prompt-file` read that takes too long. */
  signal?: AbortSignal;
  /** `continue-open-pr` is on (with a token): the last job's record and its hold. */
  openPr?: OpenPrSession | undefined;
}

/** No job: the reason is logged as a notice and `status` is `skipped`. */
export interface Skip {
  kind: 'skip';
  reason: string;
  triggeredBy: string;
  commentUrl: string;
}

/** A job may start with this prompt; `comment` reports it. */
export interface Go {
  kind: 'run';
  trigger: AgentTrigger;
  prompt: string;
  triggeredBy: string;
  comment: JobComment;
  /** The workflow run (for the note on the agent's pull request). */
  run: RunIdentity;
  /** A command on the agent's own pull request: a follow-up message to this job instead of a new job. */
  followUp?: FollowUp | undefined;
  /** `continue-open-pr` could not decide where the change goes: the run fails with this, said in `comment`. */
  undecided?: Error | undefined;
}

/**
 * Why the trigger's author may not start a job, or undefined when they may.
 * Bots need to be listed in `allowed-bots` (a bot that merges or pushes too);
 * people need `min-permission`, read from the API, except a merger or a
 * pusher, who had write access to do it. Adding a label takes triage permission, so for labels the API
 * is asked only when `min-permission` is higher than triage, or when the
 * labeller is the issue's author: an issue template adds its labels for
 * anyone who opens an issue, with the author as the sender.
 */
export async function authorize(
  trigger: Trigger,
  settings: Pick<TriggerSettings, 'minPermission' | 'allowedBots'>,
  github: () => Promise<GitHubClient>,
): Promise<string | undefined> {
  if (trigger.kind === 'standalone') return undefined;
  const { actor, repository } = trigger;
  if (actor.bot) {
    return isAllowedBot(actor.login, settings.allowedBots)
      ? undefined
      : `Refused: ${quote(actor.login)} is a bot not listed in '${Inputs.AllowedBots}'.`;
  }
  // Merging a pull request or pushing to a branch takes write access: the merger or pusher has it by definition.
  if (trigger.kind === 'merged' || trigger.kind === 'push') return undefined;
  if (trigger.kind === 'label' && trigger.author !== '' && actor.login !== trigger.author && reaches('triage', settings.minPermission))
    return undefined;
  const check = await checkPermission(await github(), repository, actor.login, settings.minPermission).catch((error: unknown) => {
    throw new Error(
      `Could not read the permission of ${quote(actor.login)} on ${repository.owner}/${repository.repo}: ${getErrorMessage(error)}`,
      { cause: error },
    );
  });
  if (check.allowed) return undefined;
  return `Refused: ${quote(actor.login)} has ${check.granted === 'none' ? 'no' : `'${check.granted}'`} permission on ${repository.owner}/${repository.repo}; '${Inputs.MinPermission}' is '${settings.minPermission}'.`;
}

/** The reply to a command with no instruction: how to use it. */
export function usageReply(trigger: CommandTrigger, command: string, run: RunIdentity): string {
  return [
    formatMarker(runMarker(run, 'usage')),
    `**Docs agent**: write the instruction after ${code(command)}, on the same line or the lines below, for example:`,
    '',
    '```',
    `${command} fix the broken links on the quickstart page`,
    '```',
    '',
    `No job was started for ${link(trigger.comment.url, 'this comment')}.`,
    '',
  ].join('\n');
}

/**
 * Posts a usage reply (its body carries the `usage` run marker), updating the
 * one an earlier attempt of this run wrote. Returns its URL; a GitHub failure
 * is a warning and gives ''.
 */
export async function replyUsage(
  github: GitHubClient,
  target: CommentTarget,
  body: string,
  run: RunIdentity,
  trust: MarkerTrust,
  log: StartLog,
): Promise<string> {
  try {
    const existing = run.attempt > 1 ? await findMarkedComment(github, target, trust, isRunMarker(run, 'usage')) : undefined;
    const posted = await upsertComment(github, target, body, existing);
    return posted.url;
  } catch (error) {
    log.warning(describeGitHubError(`reply on #${target.issueNumber}`, error, writePermissionFor(target)));
    return '';
  }
}

/**
 * For a merged pull request or a push, what changed, read from GitHub (the
 * payload's data when it cannot be read, or when there is no `github-token`).
 */
async function readChanges(
  trigger: AgentTrigger,
  github: (() => Promise<GitHubClient>) | undefined,
  log: StartLog,
): Promise<Changes | undefined> {
  if (trigger.kind !== 'merged' && trigger.kind !== 'push') return undefined;
  if (!github) log.warning(`No '${Inputs.GithubToken}': the prompt lists only what the ${trigger.event} event payload says changed.`);
  const client = github ? await github() : undefined;
  return trigger.kind === 'merged'
    ? readPullChanges(client, trigger.repository, trigger.pull, log)
    : readPushChanges(client, trigger.repository, trigger.push, log);
}

/** Resolves the event into a job to start, or the reason there is none. */
export async function startTrigger(options: StartOptions): Promise<Skip | Go> {
  const { settings, env, log } = options;
  const triggerSettings = settings.trigger;
  const parsed = parseTrigger(await readEvent(), triggerSettings, env, { changes: true });
  if (parsed.kind === 'ignored') return { kind: 'skip', reason: parsed.reason, triggeredBy: parsed.triggeredBy, commentUrl: '' };
  const by = triggeredBy(parsed);
  if (parsed.kind === 'ask') {
    const reason = `Nothing to do: '${triggerSettings.command} ${ASK_SUBCOMMAND}' asks the docs assistant, which a step with 'mode: ask' answers.`;
    return { kind: 'skip', reason, triggeredBy: by, commentUrl: '' };
  }
  const trigger = parsed;
  const standing = triggerSettings.promptFile ? await readPromptFile(triggerSettings.promptFile, env, options.signal) : settings.prompt;

  const refusal = await authorize(trigger, triggerSettings, options.github);
  if (refusal) return { kind: 'skip', reason: refusal, triggeredBy: by, commentUrl: '' };

  const run = runIdentity(env);
  const target = triggerSettings.comment ? resolveCommentTarget(trigger, triggerSettings) : undefined;
  if (trigger.kind === 'command' && !trigger.instruction) {
    const reason = `Nothing to do: the comment holds '${Inputs.Command}' (${quote(triggerSettings.command)}) with no instruction after it.`;
    const commentUrl =
      target && !settings.dryRun
        ? await replyUsage(await options.github(), target, usageReply(trigger, triggerSettings.command, run), run, triggerSettings, log)
        : '';
    return { kind: 'skip', reason, triggeredBy: by, commentUrl };
  }
  let followUp = await findFollowUp(trigger, triggerSettings, options.github);
  if (followUp) {
    log.info(`This pull request was opened by agent job ${followUp.jobId}: the instruction goes to that job as a follow-up message.`);
  }
  // A failure to decide (another run's hold, an unreadable record or pull request) fails the run, said on the source
  // pull request too: the comment is made below, without reading what changed.
  let undecided: { error: Error } | undefined;
  if (!followUp && options.openPr && continuesOpenPr(trigger)) {
    try {
      followUp = await options.openPr.followUp(trigger);
    } catch (error) {
      if (!target || settings.dryRun || error instanceof AbortedError) throw error;
      undecided = { error: error instanceof Error ? error : new Error(getErrorMessage(error)) };
    }
  }
  const reader = triggerSettings.githubToken ? options.github : undefined;
  const changes = undecided ? undefined : await readChanges(trigger, reader, log);
  // A merged pull request: the pages its docs impact check found (docs/impact.md).
  const pages = !undecided && trigger.kind === 'merged' ? await mergedPullPages(trigger, reader, triggerSettings, log) : [];
  // Undecided: the run fails before any job, so no prompt is built (what changed was not read).
  const prompt = undecided ? '' : buildPrompt(trigger, standing, changes, pages);

  // A comment from an earlier attempt of this run exists only on a re-run.
  const github = target || trigger.kind === 'command' ? await options.github() : undefined;
  let existing: MarkedComment | undefined;
  if (github && target && run.attempt > 1) {
    try {
      existing = await findMarkedComment(github, target, triggerSettings, isRunMarker(run, 'job'));
    } catch (error) {
      throw new Error(
        `Could not look for the comment of an earlier attempt of this run on #${target.issueNumber} (${getErrorMessage(error)}); not starting a job that may already exist.`,
        { cause: error },
      );
    }
  }
  const comment = new JobComment({
    github: settings.dryRun ? undefined : github,
    target,
    trigger,
    run,
    existing,
    trust: triggerSettings,
    clock: options.clock,
    log,
    followUpOf: followUp?.jobId,
  });
  if (trigger.kind === 'command' && !settings.dryRun) comment.accepted();
  if (undecided) {
    comment.notSent();
    return { kind: 'run', trigger, prompt, triggeredBy: by, comment, run, undecided: undecided.error };
  }
  return { kind: 'run', trigger, prompt, triggeredBy: by, comment, run, followUp };
}
