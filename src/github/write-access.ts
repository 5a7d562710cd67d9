/**
 * Whether the token may write where a run will write, learned without writing: GitHub shows an installation
 * token's permissions (GITHUB_TOKEN's, a GitHub App's) to no read (`GET /repos/{owner}/{repo}` carries no
 * `permissions` for one, and `GET /installation` needs the App's own key), so each probe is a write that GitHub
 * decides to allow before it looks at what the write asks for, and that asks for something impossible: a ref to a
 * commit that does not exist, a comment with an empty body. GitHub answers 403 ("Resource not accessible by
 * integration") when the permission is missing and 422 when it is there; nothing is created either way. Each probe
 * is one POST: 5 of the 900 points a minute GitHub's secondary limit allows an endpoint, and one request towards the
 * 80 content-creating requests a minute if GitHub counts a refused one (it does not say).
 */
import { createHash } from 'node:crypto';
import { getErrorMessage } from '../util/errors.js';
import type { GitHubClient } from './client.js';
import { statusOf } from './errors.js';
import { isRateLimited } from './rate-limits.js';
import type { RepositoryRef } from './permissions.js';

/** What a probe learned: `granted` (422), `refused` (401/403/404: the run's write would fail the same way), or `unknown`. */
export type WriteAccess =
  | { kind: 'granted'; status: number }
  | { kind: 'refused'; status: number; message: string; accepted?: string | undefined }
  | { kind: 'unknown'; message: string };

/** A ref name no run writes, next to the ledgers' refs (so that a rule on those refs applies to it too). */
export const PROBE_REF = 'refs/docs-agent/dry-run-check';
/** A commit id that no repository holds (the SHA-1 of a plain string is no git object's id). */
export const PROBE_SHA = createHash('sha1').update('docs-agent-action: a dry run checks write access').digest('hex');

/** `contents: write` on the repository: creating a ref to a commit that does not exist (422 "Object does not exist"). */
export async function probeContentsWrite(client: GitHubClient, repository: RepositoryRef): Promise<WriteAccess> {
  return probe(() => client.rest.git.createRef({ ...repository, ref: PROBE_REF, sha: PROBE_SHA }));
}

/** `issues: write` (or `pull-requests: write` on a pull request): a comment with an empty body (422 "Validation Failed"). */
export async function probeCommentWrite(client: GitHubClient, target: RepositoryRef & { issueNumber: number }): Promise<WriteAccess> {
  const { owner, repo, issueNumber } = target;
  return probe(() => client.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: '' }));
}

async function probe(write: () => Promise<unknown>): Promise<WriteAccess> {
  try {
    await write();
    // GitHub took an impossible write: nothing says what it did, so the check cannot say what it means.
    return { kind: 'unknown', message: 'GitHub accepted a write it should have refused' };
  } catch (error) {
    const status = statusOf(error);
    if (status === 422) return { kind: 'granted', status };
    if ((status === 401 || status === 403 || status === 404) && !isRateLimited(error)) {
      return { kind: 'refused', status, message: getErrorMessage(error), accepted: acceptedPermissions(error) };
    }
    return {
      kind: 'unknown',
      message: status === undefined ? getErrorMessage(error) : `GitHub answered ${status} (${getErrorMessage(error)})`,
    };
  }
}

/** GitHub's `x-accepted-github-permissions` header on the refusal (`contents=write`), when it sent one. */
function acceptedPermissions(error: unknown): string | undefined {
  const headers = (error as { response?: { headers?: Record<string, unknown> } }).response?.headers;
  const value = headers?.['x-accepted-github-permissions'];
  return typeof value === 'string' && value ? value : undefined;
}
