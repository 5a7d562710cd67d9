/**
 * The reply to a command with nothing after it: how to use it, written once
 * per run (a re-run updates its own reply).
 */
import type { GitHubClient } from '../github/client.js';
import { findMarkedComment, formatMarker, upsertComment, writePermissionFor, type CommentTarget, type MarkerTrust } from './marked.js';
import { describeGitHubError } from '../github/errors.js';
import { code, link } from '../render/markdown.js';
import type { CommandTrigger } from '../triggers/types.js';
import { isRunMarker, runMarker, type RunIdentity } from './job-comment.js';

/** Where a failed reply is said. */
export interface UsageLog {
  warning(message: string): void;
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
  log: UsageLog,
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
