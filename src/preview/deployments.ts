/**
 * The docs preview of the agent's pull request, as GitHub's Deployments API
 * shows it: the deployments of the pull request's head (its sha, else its
 * branch), newest first, and of each the latest final status; the first
 * deployment whose latest final status is `success` with an https
 * `environment_url` gives the preview. A deployment created by the person who
 * triggered the job never counts (they could point the bot's comment at a
 * page of their choosing), nor one whose creator GitHub does not name.
 *
 * Every request goes through the run's GitHub client (bounded by the run's
 * deadline). A lookup never fails the run: a 403 or 404 (the token cannot
 * read the docs repository) is a debug line, anything else one warning.
 */
import type { GitHubClient } from '../github/client.js';
import { statusOf } from '../github/errors.js';
import { httpsUrl } from '../render/text.js';
import { getErrorMessage } from '../util/errors.js';

/** A pull request as its link names it. */
interface PullRef {
  owner: string;
  repo: string;
  number: number;
  /** The link as the service gave it. */
  link: string;
}

/** Most deployments looked at, newest first: a pull request has one per push at most, and the newest counts. */
export const MAX_DEPLOYMENTS = 5;
/** Statuses read per deployment, newest first. */
const STATUSES_PER_PAGE = 20;
/** Deployment states that end a deployment's story; `queued`, `pending` and `in_progress` do not. */
const FINAL_STATES = new Set(['success', 'failure', 'error', 'inactive']);

const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * The pull request a link names: `https://<server>/<owner>/<repo>/pull/<n>` on
 * `serverUrl`'s host (`GITHUB_SERVER_URL`); undefined for any other link.
 */
export function parsePullLink(link: string | null | undefined, serverUrl: string): PullRef | undefined {
  const url = httpsUrl(link);
  const server = httpsUrl(serverUrl);
  if (!url || !server || !same(url.host, server.host) || url.search || url.hash) return undefined;
  const base = server.pathname.replace(/\/+$/, '');
  if (!url.pathname.startsWith(`${base}/`)) return undefined;
  const match = /^\/([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)\/pull\/(\d+)\/?$/.exec(url.pathname.slice(base.length));
  if (!match) return undefined;
  const number = Number(match[3]);
  if (!Number.isSafeInteger(number) || number <= 0) return undefined;
  return { owner: match[1] ?? '', repo: match[2] ?? '', number, link: url.href };
}

export interface PreviewOptions {
  /** The login of the person who triggered the job: a deployment they created never counts. Empty: none. */
  notBy: string;
  log: { debug(message: string): void; warning(message: string): void };
}

interface Deployment {
  id: number;
  created_at: string;
  creator: { login: string } | null;
}

/** Newest first, by creation then id (GitHub lists them so; the order is not left to chance). */
const newestFirst = <T extends { id: number; created_at: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);

/** The preview of one deployment: its latest final status, when that is `success` with an https URL. */
async function previewOf(github: GitHubClient, pull: PullRef, deployment: Deployment): Promise<string | undefined> {
  const { data } = await github.rest.repos.listDeploymentStatuses({
    owner: pull.owner,
    repo: pull.repo,
    deployment_id: deployment.id,
    per_page: STATUSES_PER_PAGE,
  });
  const latest = newestFirst(data).find((status) => FINAL_STATES.has(status.state));
  if (latest?.state !== 'success') return undefined;
  return httpsUrl(latest.environment_url)?.href;
}

/**
 * The preview URL of the pull request, or undefined when it has none that
 * counts (or it cannot be read: a debug line for 403/404, else a warning).
 */
export async function findPreview(github: GitHubClient, pull: PullRef, options: PreviewOptions): Promise<string | undefined> {
  const { log } = options;
  const where = `${pull.owner}/${pull.repo}#${pull.number}`;
  try {
    const { data: pr } = await github.rest.pulls.get({ owner: pull.owner, repo: pull.repo, pull_number: pull.number });
    const list = async (by: { sha: string } | { ref: string }): Promise<Deployment[]> =>
      (
        await github.rest.repos.listDeployments({
          owner: pull.owner,
          repo: pull.repo,
          ...by,
          per_page: MAX_DEPLOYMENTS,
        })
      ).data;
    let deployments = await list({ sha: pr.head.sha });
    if (deployments.length === 0 && pr.head.ref) deployments = await list({ ref: pr.head.ref });
    for (const deployment of newestFirst(deployments).slice(0, MAX_DEPLOYMENTS)) {
      const creator = deployment.creator?.login ?? '';
      if (!creator || (options.notBy && same(creator, options.notBy))) {
        log.debug(
          `Preview of ${where}: deployment ${deployment.id} does not count (created by ${JSON.stringify(creator)}, who triggered the job or is unknown).`,
        );
        continue;
      }
      const url = await previewOf(github, pull, deployment);
      if (url) return url;
    }
    log.debug(`Preview of ${where}: no successful deployment with an https URL (${deployments.length} deployment(s)).`);
    return undefined;
  } catch (error) {
    const status = statusOf(error);
    if (status === 403 || status === 404) {
      log.debug(`Preview of ${where}: the token cannot read its deployments (${status}); no preview link.`);
    } else {
      log.warning(`Could not look for the docs preview of ${where}: ${getErrorMessage(error)}. The comment has no preview link.`);
    }
    return undefined;
  }
}
