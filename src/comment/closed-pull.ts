/**
 * `<command> …` on an agent pull request that is merged or closed: the job
 * that opened it would push to a branch nobody merges any more, so no message
 * is sent. The state is read from GitHub (`GET …/pulls/{number}`), never
 * taken from the event's payload, which may be older than the merge; the
 * reply on the pull request says how to start a new job instead.
 */
import type { GitHubClient } from '../github/client.js';
import { code, link } from '../render/markdown.js';
import { getErrorMessage } from '../util/errors.js';
import type { CommandTrigger } from '../triggers/types.js';
import { formatMarker } from './marked.js';
import { runMarker, type RunIdentity } from './job-comment.js';
import type { FollowUp } from './pr-note.js';

/** A pull request the job can no longer push to. */
export interface ClosedPull {
  state: 'merged' | 'closed';
  /** The notice and the summary's note. */
  reason: string;
}

/**
 * The pull request's state when it is merged or closed; undefined while it is
 * open. A failed read is thrown: a message to the job of a merged pull
 * request is the mistake this check exists to prevent.
 */
export async function closedPull(
  trigger: CommandTrigger,
  followUp: FollowUp,
  github: () => Promise<GitHubClient>,
  command: string,
): Promise<ClosedPull | undefined> {
  const { owner, repo } = trigger.repository;
  const number = trigger.subject.number;
  let pull: { state: string; merged: boolean };
  try {
    pull = (await (await github()).rest.pulls.get({ owner, repo, pull_number: number })).data;
  } catch (error) {
    throw new Error(
      `Could not read pull request #${number}, opened by agent job ${followUp.jobId} (${getErrorMessage(error)}); no message or job was sent. Re-run, or start a new job.`,
      { cause: error },
    );
  }
  if (pull.state === 'open' && !pull.merged) return undefined;
  const state = pull.merged ? 'merged' : 'closed';
  return {
    state,
    reason: `Nothing sent: pull request #${number}, opened by agent job ${followUp.jobId}, is ${state}, so the job takes no more messages. To start a new job, comment '${command} <instruction>' on an issue, label one, or comment '${command} new <instruction>' on this pull request.`,
  };
}

export interface ClosedPullReply {
  trigger: CommandTrigger;
  followUp: FollowUp;
  closed: ClosedPull;
  run: RunIdentity;
  command: string;
  label: string;
}

/** The reply on the pull request: nothing was sent, and the ways to start a new job. */
export function closedPullReply(reply: ClosedPullReply): string {
  const { trigger, followUp, closed, command } = reply;
  const origin = followUp.origin;
  const onIssue = origin?.url ? ` on ${link(origin.url, origin.label)}, where the request came from, or on any issue` : ' on an issue';
  return [
    // The same kind as the usage reply: a re-run of this run updates it.
    formatMarker(runMarker(reply.run, 'usage')),
    `**Docs agent**: this pull request is ${closed.state}, so agent job ${code(followUp.jobId)}, which opened it, takes no more messages. Nothing was sent for ${link(trigger.comment.url, 'this comment')}.`,
    '',
    'To start a new job (a new pull request):',
    '',
    `- comment ${code(`${command} <instruction>`)}${onIssue};`,
    `- add the ${code(reply.label)} label to an issue;`,
    `- or comment ${code(`${command} new <instruction>`)} here.`,
    '',
  ].join('\n');
}
