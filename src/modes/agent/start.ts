/**
 * From the workflow event to a job that may start: which trigger it is, who
 * started it and whether they may, the prompt, and the comment that will
 * report the job (found again on a re-run). Main calls `startTrigger` once.
 */
import { AbortedError, getErrorMessage } from '../../util/errors.js';
import { Inputs } from '../../runner/names.js';
import { quote, type StepLog } from '../../runner/log.js';
import type { GitHubClient } from '../../github/client.js';
import { findMarkedComment, type CommentTarget, type MarkedComment } from '../../comment/marked.js';
import { readPullChanges, readPushChanges, type Changes } from '../../github/changes.js';
import { readEvent } from '../../triggers/event.js';
import { type Env } from '../../runner/env.js';
import { parseTrigger, resolveCommentTarget, triggeredBy } from '../../triggers/trigger.js';
import { authorize } from '../../triggers/trust.js';
import { ASK_SUBCOMMAND, type AgentTrigger } from '../../triggers/types.js';
import { JobComment, isRunMarker, runIdentity, type RunIdentity } from '../../comment/job-comment.js';
import { replyUsage, usageReply } from '../../comment/usage.js';
import { mergedPullPages } from '../../affected-pages/pages-at-merge.js';
import { findFollowUp, type FollowUp } from '../../comment/pr-note.js';
import { closedPull, closedPullReply } from '../../comment/closed-pull.js';
import { continuesOpenPr, type OpenPrSession } from '../../follow-up/open-pr.js';
import type { Settings } from './settings.js';
import { buildPrompt } from './prompt.js';

export interface StartOptions {
  settings: Pick<Settings, 'prompt' | 'dryRun' | 'trigger'>;
  /** The runner's variables: the repository, the run, the workspace. The event itself is @actions/github's `context` (readEvent). */
  env: Env;
  /** The GitHub client, made on first use (many runs never need one). */
  github: () => Promise<GitHubClient>;
  log: StepLog;
  /** Told who started the run as soon as the event is read (`triggered-by`, also when a later step fails). */
  onTriggeredBy?: (login: string) => void;
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
  /** Where the job's comment goes (none with `comment: false`, or without an issue or pull request). */
  target?: CommentTarget | undefined;
  /** `continue-open-pr` could not decide where the change goes: the run fails with this, said in `comment`. */
  undecided?: Error | undefined;
}

/**
 * For a merged pull request or a push, what changed, read from GitHub (the
 * payload's data when it cannot be read, or when there is no `github-token`).
 */
async function readChanges(
  trigger: AgentTrigger,
  github: (() => Promise<GitHubClient>) | undefined,
  log: StepLog,
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
  const parsed = parseTrigger(await readEvent(env), triggerSettings, env, { changes: true });
  if (parsed.kind === 'ignored') return { kind: 'skip', reason: parsed.reason, triggeredBy: parsed.triggeredBy, commentUrl: '' };
  const by = triggeredBy(parsed);
  options.onTriggeredBy?.(by);
  if (parsed.kind === 'ask') {
    const reason = `Nothing to do: '${triggerSettings.command} ${ASK_SUBCOMMAND}' asks the docs assistant, which a step with 'mode: ask' answers.`;
    return { kind: 'skip', reason, triggeredBy: by, commentUrl: '' };
  }
  const trigger = parsed;
  // The prompt, or prompt-file's text, read with the other inputs (readAgentSettings).
  const standing = settings.prompt;

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
  // An agent pull request that is merged or closed: nothing is sent to its job; the reply says how to start a new one.
  const closed =
    followUp && trigger.kind === 'command' ? await closedPull(trigger, followUp, options.github, triggerSettings.command) : undefined;
  if (followUp && closed && trigger.kind === 'command') {
    const body = closedPullReply({ trigger, followUp, closed, run, command: triggerSettings.command, label: triggerSettings.triggerLabel });
    const commentUrl = target && !settings.dryRun ? await replyUsage(await options.github(), target, body, run, triggerSettings, log) : '';
    return { kind: 'skip', reason: closed.reason, triggeredBy: by, commentUrl };
  }
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
    log,
    followUpOf: followUp?.jobId,
  });
  if (trigger.kind === 'command' && !settings.dryRun) comment.accepted();
  if (undecided) {
    comment.notSent();
    return { kind: 'run', trigger, prompt, triggeredBy: by, comment, run, undecided: undecided.error };
  }
  return { kind: 'run', trigger, prompt, triggeredBy: by, comment, run, followUp, target };
}
