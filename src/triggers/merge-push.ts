/**
 * Docs that follow the code: a merged pull request or a push to a branch
 * starts a job. A pull request closed without merging, a tag push and a
 * branch deletion start nothing, and say why.
 */
import { isBot, type RepositoryRef } from '../github/permissions.js';
import { quote } from '../runner/log.js';
import { ClosedPullRequestEventSchema, PushEventSchema, parsePayload, type PayloadUser, type WorkflowEvent } from './event.js';
import type { Actor, Ignored, MergedTrigger, PushTrigger } from './types.js';

function actorOf(user: PayloadUser | null | undefined): Actor | undefined {
  return user ? { login: user.login, bot: isBot(user) } : undefined;
}

const ZERO_SHA = /^0+$/;

/** A `closed` pull request: merged, a job; not merged, nothing to do. */
export function parseClosedPull(
  event: WorkflowEvent & { name: MergedTrigger['event'] },
  repository: () => RepositoryRef,
): MergedTrigger | Ignored {
  const payload = parsePayload(ClosedPullRequestEventSchema, event);
  const pr = payload.pull_request;
  const triggeredBy = pr.merged_by?.login ?? payload.sender?.login ?? '';
  if (pr.merged !== true) {
    return {
      kind: 'ignored',
      triggeredBy,
      reason: `Nothing to do: pull request #${pr.number} was closed without being merged; only a merged pull request starts a job.`,
    };
  }
  // GitHub names the merger in `merged_by`; the sender of a `closed` event is the merger too.
  const actor = actorOf(pr.merged_by) ?? actorOf(payload.sender);
  if (!actor) throw new Error(`The ${event.name} event payload names no merger: cannot tell who merged the pull request`);
  return {
    kind: 'merged',
    event: event.name,
    repository: repository(),
    subject: { number: pr.number, title: pr.title, body: pr.body ?? '', url: pr.html_url, isPullRequest: true },
    pull: {
      number: pr.number,
      title: pr.title,
      body: pr.body ?? '',
      url: pr.html_url,
      author: pr.user?.login ?? '',
      baseBranch: pr.base.ref,
      labels: (pr.labels ?? []).map((label) => label.name),
      commits: pr.commits,
      additions: pr.additions,
      deletions: pr.deletions,
      changedFiles: pr.changed_files,
    },
    actor,
  };
}

/** A push to a branch: a job. A tag push or a branch deletion: nothing to do. */
export function parsePush(event: WorkflowEvent, repository: () => RepositoryRef): PushTrigger | Ignored {
  const payload = parsePayload(PushEventSchema, event);
  const actor = actorOf(payload.sender);
  const triggeredBy = actor?.login ?? '';
  if (!payload.ref.startsWith('refs/heads/')) {
    return {
      kind: 'ignored',
      triggeredBy,
      reason: `Nothing to do: the push is to ${quote(payload.ref)}, not a branch (tags start no job).`,
    };
  }
  const branch = payload.ref.slice('refs/heads/'.length);
  if (payload.deleted === true || ZERO_SHA.test(payload.after)) {
    return { kind: 'ignored', triggeredBy, reason: `Nothing to do: the push deleted the branch ${quote(branch)}.` };
  }
  if (!actor) throw new Error('The push event payload names no sender: cannot tell who pushed');
  return {
    kind: 'push',
    event: 'push',
    repository: repository(),
    push: {
      branch,
      before: payload.before,
      after: payload.after,
      created: payload.created === true || ZERO_SHA.test(payload.before),
      forced: payload.forced === true,
      compareUrl: payload.compare ?? '',
      defaultBranch: payload.repository?.default_branch ?? '',
      commits: payload.commits ?? [],
    },
    actor,
  };
}
