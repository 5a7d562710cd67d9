/**
 * A `deployment_status` event in the docs repository, in a report run: the
 * preview of a pull request a report run reported earlier goes into that
 * job's comment, next to the pull request link.
 *
 * Which comment: the ledger's `reported` section (reported.ts) maps each
 * reported pull request link to its comment. The event's commit names the
 * pull requests it belongs to (`GET …/commits/{sha}/pulls`); each one in the
 * section gets its preview looked up as a waiting run's (deployments.ts: the
 * latest successful status of the newest deployment that counts), its entry
 * checked against GitHub as a pending record is (its comment's marker and
 * author), and its comment updated only when its text changes: a second
 * identical event writes nothing.
 */
import type { GitHubClient } from '../github/client.js';
import { describeGitHubError, statusOf } from '../github/errors.js';
import type { LedgerStore } from '../ledger/store.js';
import type { Env } from '../runner/env.js';
import { getErrorMessage } from '../util/errors.js';
import { DeploymentStatusEventSchema, readEvent, repositoryOf } from '../triggers/event.js';
import { REPORT_EVENTS } from '../triggers/event-names.js';
import { verifyPending } from '../hand-off/verify.js';
import { updateComment, writePermissionFor } from '../comment/marked.js';
import { withPreview } from '../comment/job-body.js';
import { targetOf } from '../comment/report-update.js';
import { findPreview, parsePullLink } from './deployments.js';
import { asPendingRecord, reportedSection, type ReportedPull } from './reported.js';

export interface PreviewEventContext {
  github: GitHubClient;
  ledger: LedgerStore;
  env: Env;
  projectId: string;
  /** `owner/repo` of the ledger. */
  ledgerRepository: string;
  /** `GITHUB_SERVER_URL` (https://github.com when unset). */
  serverUrl: string;
  log: { info(message: string): void; debug(message: string): void; warning(message: string): void };
}

/** What a `deployment_status` run did with the previews: the comments it updated. */
export interface PreviewsShown {
  /** URLs of the comments that gained (or changed) their preview link. */
  updated: string[];
}

const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** On a `deployment_status` event, the previews into their comments; otherwise nothing. Never throws. */
export async function showPreviews(context: PreviewEventContext): Promise<PreviewsShown> {
  const shown: PreviewsShown = { updated: [] };
  const { log } = context;
  try {
    const event = await readEvent(context.env);
    if (!(REPORT_EVENTS as readonly string[]).includes(event.name)) return shown;
    const parsed = DeploymentStatusEventSchema.safeParse(event.payload);
    if (!parsed.success) {
      log.warning(`The ${event.name} event payload has no deployment's state, sha and ref: no preview is looked for.`);
      return shown;
    }
    const payload = parsed.data;
    if (payload.deployment_status.state !== 'success') {
      log.info(`Deployment ${payload.deployment.id} is ${JSON.stringify(payload.deployment_status.state)}: no preview to show.`);
      return shown;
    }
    const repository = repositoryOf(context.env, payload);
    if (!repository) return shown;
    const here = `${repository.owner}/${repository.repo}`;
    const entries = (await context.ledger.view(reportedSection)).state.filter((entry) => {
      const pull = parsePullLink(entry.prLink, context.serverUrl);
      return pull !== undefined && same(`${pull.owner}/${pull.repo}`, here) && entry.project === context.projectId;
    });
    if (entries.length === 0) {
      log.info(`No reported pull request of ${here} is waiting for a preview.`);
      return shown;
    }
    let numbers: Set<number>;
    try {
      const { data } = await context.github.rest.repos.listPullRequestsAssociatedWithCommit({
        owner: repository.owner,
        repo: repository.repo,
        commit_sha: payload.deployment.sha,
      });
      numbers = new Set(data.map((pull) => pull.number));
    } catch (error) {
      const status = statusOf(error);
      const line = `Could not read the pull requests of commit ${payload.deployment.sha} in ${here} (${getErrorMessage(error)}): no preview is shown.`;
      if (status === 403 || status === 404) log.debug(line);
      else log.warning(line);
      return shown;
    }
    const matched = entries.filter((entry) => numbers.has(parsePullLink(entry.prLink, context.serverUrl)?.number ?? 0));
    if (matched.length === 0) log.info(`Deployment ${payload.deployment.id} is for no reported pull request of ${here}.`);
    // Each look-up is bounded by the run's GitHub client (its deadline): past it, a preview is not looked for, with a warning.
    for (const entry of matched) {
      const url = await showOne(entry, context);
      if (url) shown.updated.push(url);
    }
  } catch (error) {
    log.warning(`Could not show the docs preview: ${getErrorMessage(error)}`);
  }
  return shown;
}

/** One reported pull request: its preview into its comment when that changes the comment. The comment's URL when updated. */
async function showOne(entry: ReportedPull, context: PreviewEventContext): Promise<string | undefined> {
  const { github, log } = context;
  const pull = parsePullLink(entry.prLink, context.serverUrl);
  if (!pull) return undefined;
  const preview = await findPreview(github, pull, { notBy: entry.origin.actor ?? '', log });
  if (!preview) {
    log.info(`No preview that counts for ${entry.prLink} yet.`);
    return undefined;
  }
  const where = `${entry.repository}#${entry.issueNumber}`;
  const verdict = await verifyPending(asPendingRecord(entry), {
    github,
    ledgerRepository: context.ledgerRepository,
    projectId: context.projectId,
    serverUrl: context.serverUrl,
  });
  if (verdict.kind !== 'trusted') {
    log.warning(`Did not add the preview of ${entry.prLink} to the comment of agent job ${entry.jobId} (${where}): ${verdict.reason}.`);
    return undefined;
  }
  const target = targetOf(asPendingRecord(entry));
  const permission = writePermissionFor(target);
  try {
    const { data } = await github.rest.issues.getComment({
      owner: target.owner,
      repo: target.repo,
      comment_id: entry.commentId,
    });
    const body = data.body ?? '';
    const next = withPreview(body, entry.prLink, preview);
    if (next === undefined) {
      log.info(`The comment of agent job ${entry.jobId} (${where}) no longer shows ${entry.prLink}: not changed.`);
      return undefined;
    }
    if (next === body) {
      log.info(`The comment of agent job ${entry.jobId} (${where}) already shows the preview ${preview}.`);
      return undefined;
    }
    const posted = await updateComment(github, target, entry.commentId, next);
    log.info(`Added the preview ${preview} of ${entry.prLink} to ${posted.url}`);
    return posted.url;
  } catch (error) {
    log.warning(describeGitHubError(`add the preview to the comment of agent job ${entry.jobId} on ${where}`, error, permission));
    return undefined;
  }
}
