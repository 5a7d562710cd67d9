/**
 * Ask mode, from the workflow event to a question: a `<command> ask …`
 * comment, an issue labelled with `ask-label` (by hand or by an issue
 * template), or the `question`
 * input (schedule, dispatch). The same permission rules as agent jobs; the
 * conversation an earlier answer on the issue recorded; a guard against
 * answer loops; and the one comment that carries the answer.
 */
import { isRunMarker, runIdentity, runMarker, type RunIdentity } from '../../comment/job-comment.js';
import { Inputs } from '../../runner/names.js';
import { getErrorMessage } from '../../util/errors.js';
import type { GitHubClient } from '../../github/client.js';
import {
  formatMarker,
  reactTo,
  listMarkedComments,
  upsertComment,
  writePermissionFor,
  type CommentTarget,
  type MarkedComment,
  type ReactionContent,
} from '../../comment/marked.js';
import { describeGitHubError } from '../../github/errors.js';
import { readEvent } from '../../triggers/event.js';
import { type Env } from '../../runner/env.js';
import { code, link } from '../../render/markdown.js';
import { quote, type StepLog } from '../../runner/log.js';
import { replyUsage } from '../../comment/usage.js';
import { authorize } from '../../triggers/trust.js';
import { parseTrigger, resolveCommentTarget, triggeredBy } from '../../triggers/trigger.js';
import { ASK_SUBCOMMAND, type AskTrigger, type Trigger } from '../../triggers/types.js';
import type { Answer } from '../../service/assistant/answer.js';
import {
  ANSWER_KIND,
  answerMarker,
  findLatestThread,
  questionFromIssue,
  renderAnswerComment,
  type MonthUsage,
  type Thread,
} from '../../comment/answer.js';
import type { AskSettings } from './settings.js';

/**
 * The loop guard: at most this many answers on one issue or pull request in
 * any hour (counted from the answer markers on it). A comment the action wrote
 * is never a question (`hasMarker`), so a loop needs another party answering
 * every answer (a bot in `allowed-bots`, a second workflow); this cap ends it.
 */
const ANSWERS_PER_ISSUE_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

export interface AskStartOptions {
  settings: AskSettings;
  /** The runner's variables: the repository, the run, the workspace. The event itself is @actions/github's `context` (readEvent). */
  env: Env;
  /** The GitHub client, made on first use (a dispatch with `question` never needs one). */
  github: () => Promise<GitHubClient>;
  /** When the run asks (ms since the epoch): the loop guard counts the answers of the hour before it. */
  now: number;
  log: StepLog;
}

/** Nothing to ask: the reason is a notice and the step ends green. */
export interface AskSkip {
  kind: 'skip';
  reason: string;
  triggeredBy: string;
  commentUrl: string;
}

/** A question to ask; `reply` posts the answer (undefined when nothing is written to GitHub). */
export interface AskGo {
  kind: 'ask';
  question: string;
  /** The conversation to continue: `thread-id` when given, else the latest on the issue. */
  thread: Thread | undefined;
  triggeredBy: string;
  reply: AnswerReply | undefined;
  /** The issue or pull request a run writes to (the answer, or the reactions on an `ask` comment): a dry run checks it. */
  writesTo: CommentTarget | undefined;
}

/** The reply to `<command> ask` with no question: how to use it. */
export function askUsageReply(trigger: AskTrigger, command: string, run: RunIdentity): string {
  return [
    formatMarker(runMarker(run, 'usage')),
    `**Docs assistant**: write the question after ${code(`${command} ${ASK_SUBCOMMAND}`)}, for example:`,
    '',
    '```',
    `${command} ${ASK_SUBCOMMAND} how do I rotate an API key?`,
    '```',
    '',
    `Nothing was asked for ${link(trigger.comment.url, 'this comment')}.`,
    '',
  ].join('\n');
}

/** The answers on the issue within the last hour, by the markers' comments' creation time. */
export function recentAnswers(comments: readonly MarkedComment[], now: number): number {
  return comments.filter((c) => c.marker.kind === ANSWER_KIND && now - Date.parse(c.createdAt) < HOUR_MS).length;
}

/**
 * Posts the answer as one comment on the issue or pull request (on a re-run,
 * updates the one an earlier attempt of the run wrote), and reacts on the
 * triggering comment. GitHub failures are warnings: the answer is never lost.
 */
export class AnswerReply {
  constructor(
    private readonly options: {
      github: GitHubClient;
      target: CommentTarget | undefined;
      trigger: Trigger;
      run: RunIdentity;
      existing: MarkedComment | undefined;
      log: StepLog;
    },
  ) {}

  /** 👀, 😕: on the triggering comment, when there is one. */
  async react(content: ReactionContent): Promise<void> {
    const { github, trigger } = this.options;
    if (trigger.kind !== 'ask') return;
    await reactTo(github, trigger, content, this.options.log);
  }

  /** Writes the answer comment; its URL, or '' when there is none. */
  async post(answer: Answer, usage?: MonthUsage): Promise<string> {
    const { github, target, run, existing } = this.options;
    if (!target) return '';
    const marker = answerMarker(answer, runMarker(run, ANSWER_KIND));
    const body = renderAnswerComment({ answer: answer.text, sources: answer.sources, marker, usage });
    try {
      const posted = await upsertComment(github, target, body, existing);
      this.options.log.info(`Answered on #${target.issueNumber}: ${posted.url}`);
      return posted.url;
    } catch (error) {
      this.options.log.warning(describeGitHubError(`post the answer on #${target.issueNumber}`, error, writePermissionFor(target)));
      return '';
    }
  }
}

function inputThread(settings: AskSettings): Thread | undefined {
  if (!settings.threadId) return undefined;
  return settings.threadKey ? { threadId: settings.threadId, threadKey: settings.threadKey } : { threadId: settings.threadId };
}

/** Resolves the event into a question to ask, or the reason there is none. */
export async function startAsk(options: AskStartOptions): Promise<AskSkip | AskGo> {
  const { settings, env, log } = options;
  const triggerSettings = settings.trigger;
  const parsed = parseTrigger(await readEvent(env), triggerSettings, env, { labelInput: Inputs.AskLabel });
  if (parsed.kind === 'ignored') return { kind: 'skip', reason: parsed.reason, triggeredBy: parsed.triggeredBy, commentUrl: '' };
  const by = triggeredBy(parsed);
  const skip = (reason: string, commentUrl = ''): AskSkip => ({ kind: 'skip', reason, triggeredBy: by, commentUrl });
  if (parsed.kind === 'command') {
    return skip(
      `Nothing to do: '${triggerSettings.command} <instruction>' starts an agent job, which a step with 'mode: agent' runs; this step answers '${triggerSettings.command} ${ASK_SUBCOMMAND} <question>'.`,
    );
  }
  const trigger = parsed;

  const refusal = await authorize(trigger, triggerSettings, options.github);
  if (refusal) return skip(refusal);

  const run = runIdentity(env);
  const target = triggerSettings.comment ? resolveCommentTarget(trigger, triggerSettings) : undefined;
  let question: string;
  switch (trigger.kind) {
    case 'ask':
      question = trigger.question;
      break;
    case 'label':
      question = questionFromIssue(trigger.subject.title, trigger.subject.body);
      break;
    case 'standalone':
      question = settings.question;
      break;
  }
  if (trigger.kind === 'ask' && !question) {
    const reason = `Nothing to ask: the comment holds '${triggerSettings.command} ${ASK_SUBCOMMAND}' with no question after it.`;
    const commentUrl =
      target && !settings.dryRun
        ? await replyUsage(await options.github(), target, askUsageReply(trigger, triggerSettings.command, run), run, triggerSettings, log)
        : '';
    return skip(reason, commentUrl);
  }

  // The answers already on the issue: the conversation to continue, the loop guard, this run's own on a re-run.
  const github = target || trigger.kind === 'ask' ? await options.github() : undefined;
  let marked: MarkedComment[] = [];
  if (github && target) {
    try {
      marked = await listMarkedComments(github, target, triggerSettings);
    } catch (error) {
      log.warning(
        `Could not read the comments on #${target.issueNumber} (${getErrorMessage(error)}): the question starts a new conversation.`,
      );
    }
    const recent = recentAnswers(marked, options.now);
    if (recent >= ANSWERS_PER_ISSUE_PER_HOUR) {
      return skip(
        `Not answering: #${target.issueNumber} already has ${recent} answers from the last hour (at most ${ANSWERS_PER_ISSUE_PER_HOUR}), a guard against answer loops.`,
      );
    }
  }
  const ownAnswer = isRunMarker(run, ANSWER_KIND);
  const existing = run.attempt > 1 ? marked.findLast((c) => ownAnswer(c.marker)) : undefined;
  const thread = inputThread(settings) ?? findLatestThread(marked, ownAnswer);
  if (thread && !settings.threadId)
    log.info(`Continuing the conversation of the latest answer on #${target?.issueNumber ?? ''}: thread ${quote(thread.threadId)}.`);

  const reply = github && !settings.dryRun ? new AnswerReply({ github, target, trigger, run, existing, log }) : undefined;
  await reply?.react('eyes');
  const writesTo =
    target ??
    (trigger.kind === 'ask'
      ? { ...trigger.repository, issueNumber: trigger.subject.number, isPullRequest: trigger.subject.isPullRequest }
      : undefined);
  return { kind: 'ask', question, thread, triggeredBy: by, reply, writesTo };
}
