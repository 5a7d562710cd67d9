/**
 * What changed in the code, read from GitHub for the agent's prompt: the
 * files and commits of a merged pull request (every page of the pulls API),
 * or of a push (the compare API, so a squash, a rebase or a force-push gives
 * the real change, not only the payload's commit lists). When GitHub cannot
 * be read, the event payload's own data stands in, with a warning: the job
 * still starts.
 */
import type { GitHubClient } from './client.js';
import { statusOf } from './errors.js';
import type { RepositoryRef } from './permissions.js';
import { getErrorMessage } from '../util/errors.js';
import { quote } from '../runner/log.js';
import { MAX_FILES, PER_PAGE, fileOf, listPullFiles, type ApiFile, type ChangedFile } from './files.js';

export { MAX_FILES, listPullFiles, type ChangedFile } from './files.js';

/** A commit as a push event's payload lists it (at most 20 a push). */
export interface PushedCommit {
  id: string;
  message: string;
  author: { name: string; username?: string | undefined };
  added?: string[] | undefined;
  removed?: string[] | undefined;
  modified?: string[] | undefined;
}

/** What a merged pull request's payload says that reading its changes needs: its number and counts (the fallback). */
export interface MergedPull {
  number: number;
  /** Counts from the payload: what the prompt falls back to when the API cannot be read. */
  commits: number | undefined;
  additions: number | undefined;
  deletions: number | undefined;
  changedFiles: number | undefined;
}

/** What a push's payload says that reading its changes needs; the compare API gives the full change list. */
export interface PushedChanges {
  branch: string;
  before: string;
  after: string;
  /** The branch is new: `before` is all zeros. */
  created: boolean;
  /** The repository's default branch, the base for a new branch; empty when unknown. */
  defaultBranch: string;
  /** The payload's commits (GitHub sends at most 20): the fallback when the compare API cannot be read. */
  commits: PushedCommit[];
}

/** The most commits the prompt lists (for a push, the newest); the rest are counted. */
export const MAX_COMMITS = 50;

export interface ChangedCommit {
  sha: string;
  subject: string;
  author: string;
}

/** What the prompt lists, and how many there are in all (undefined when unknown). */
export interface Changes {
  files: ChangedFile[];
  totalFiles: number | undefined;
  /** True when more files exist than `totalFiles` could count. */
  moreFiles: boolean;
  commits: ChangedCommit[];
  totalCommits: number | undefined;
  /** Lines added and removed in all, when known. */
  additions?: number;
  deletions?: number;
  /** `api`: read from GitHub; `payload`: only what the event said. */
  source: 'api' | 'payload';
}

export interface ChangesLog {
  info(message: string): void;
  warning(message: string): void;
}

/** The first line of a commit message. */
export function subjectOf(message: string): string {
  return message.split(/\r\n?|\n/, 1)[0]?.trim() ?? '';
}

interface ApiCommit {
  sha: string;
  commit: { message: string; author?: { name?: string } | null };
  author?: { login?: string } | null;
}

function commitOf(commit: ApiCommit): ChangedCommit {
  return {
    sha: commit.sha,
    subject: subjectOf(commit.commit.message),
    author: commit.author?.login ?? commit.commit.author?.name ?? '',
  };
}

/** The warning for a read that failed: on 403/404, the permission the token needs. */
function describeFailure(what: string, error: unknown, permission: string): string {
  const status = statusOf(error);
  const fallback = 'the prompt lists what the event payload says instead.';
  if (status === 403 || status === 404) {
    return `Could not read ${what}: GitHub answered ${status} (${quote(getErrorMessage(error))}). The token needs \`permissions: ${permission}\` on this repository; ${fallback}`;
  }
  return `Could not read ${what}: ${quote(getErrorMessage(error))}; ${fallback}`;
}

/** The files and commits of a merged pull request; on failure, the payload's counts alone. */
export async function readPullChanges(
  github: GitHubClient | undefined,
  repository: RepositoryRef,
  pull: MergedPull,
  log: ChangesLog,
): Promise<Changes> {
  const payloadOnly: Changes = {
    files: [],
    totalFiles: pull.changedFiles,
    moreFiles: false,
    commits: [],
    totalCommits: pull.commits,
    ...(pull.additions === undefined ? {} : { additions: pull.additions }),
    ...(pull.deletions === undefined ? {} : { deletions: pull.deletions }),
    source: 'payload',
  };
  if (!github) return payloadOnly;
  const params = { owner: repository.owner, repo: repository.repo, pull_number: pull.number, per_page: PER_PAGE };
  try {
    const files = await listPullFiles(github, repository, pull.number);
    const commits: ChangedCommit[] = [];
    for await (const page of github.paginate.iterator(github.rest.pulls.listCommits, params)) {
      commits.push(...(page.data as ApiCommit[]).map(commitOf));
      if (commits.length >= MAX_COMMITS) break;
    }
    const counted = files.length < MAX_FILES ? files.length : undefined;
    log.info(`Read ${files.length} changed file(s) and ${commits.length} commit(s) of pull request #${pull.number}.`);
    return {
      files: files.slice(0, MAX_FILES),
      totalFiles: pull.changedFiles ?? counted,
      moreFiles: pull.changedFiles === undefined && counted === undefined,
      commits: commits.slice(0, MAX_COMMITS),
      totalCommits: pull.commits ?? (commits.length < MAX_COMMITS ? commits.length : undefined),
      ...(pull.additions === undefined ? {} : { additions: pull.additions }),
      ...(pull.deletions === undefined ? {} : { deletions: pull.deletions }),
      source: 'api',
    };
  } catch (error) {
    log.warning(describeFailure(`the changed files and commits of pull request #${pull.number}`, error, 'pull-requests: read'));
    return payloadOnly;
  }
}

/** The payload's own commit lists (at most 20 commits): files added, modified or removed, the last word kept. */
function payloadPushChanges(push: PushedChanges): Changes {
  const byPath = new Map<string, ChangedFile>();
  for (const commit of push.commits) {
    const mark = (paths: string[] | undefined, status: string): void => {
      for (const path of paths ?? []) {
        const earlier = byPath.get(path);
        // Added then modified is still added; added then removed is gone.
        if (earlier?.status === 'added' && status === 'modified') continue;
        if (earlier?.status === 'added' && status === 'removed') byPath.delete(path);
        else byPath.set(path, { path, status: earlier?.status === 'removed' && status === 'added' ? 'modified' : status });
      }
    };
    mark(commit.added, 'added');
    mark(commit.modified, 'modified');
    mark(commit.removed, 'removed');
  }
  const files = [...byPath.values()];
  return {
    files: files.slice(0, MAX_FILES),
    totalFiles: files.length,
    moreFiles: false,
    commits: push.commits
      .slice(0, MAX_COMMITS)
      .map((c) => ({ sha: c.id, subject: subjectOf(c.message), author: c.author.username ?? c.author.name })),
    totalCommits: push.commits.length,
    source: 'payload',
  };
}

/**
 * The base a push is compared with: the commit before it, or for a new branch
 * the default branch. Undefined for the first push of the default branch
 * itself (nothing to compare with).
 */
function compareBase(push: PushedChanges): string | undefined {
  if (!push.created) return push.before;
  if (push.defaultBranch && push.defaultBranch !== push.branch) return push.defaultBranch;
  return undefined;
}

interface ComparePage {
  total_commits?: number;
  commits?: ApiCommit[];
  files?: ApiFile[];
}

/**
 * The pages of the compare API (100 commits a page, oldest first) that hold
 * the newest `MAX_COMMITS` of `total` commits: the last page, and the one
 * before it when the last holds too few.
 */
function commitPages(total: number): number[] {
  const last = Math.max(1, Math.ceil(total / PER_PAGE));
  const onLast = total - (last - 1) * PER_PAGE;
  return onLast >= MAX_COMMITS || last === 1 ? [last] : [last - 1, last];
}

/**
 * The commits and files of a push, from the compare API. GitHub lists the
 * changed files on page 1 only (at most 300 for the whole comparison), and
 * pages the commits oldest first: so page 1 gives the files and
 * `total_commits`, and only the last page or two are read for the newest
 * commits. On failure, the payload's lists.
 */
export async function readPushChanges(
  github: GitHubClient | undefined,
  repository: RepositoryRef,
  push: PushedChanges,
  log: ChangesLog,
): Promise<Changes> {
  const base = compareBase(push);
  if (!github || base === undefined) return payloadPushChanges(push);
  const params = { owner: repository.owner, repo: repository.repo, basehead: `${base}...${push.after}`, per_page: PER_PAGE };
  try {
    const first = (await github.rest.repos.compareCommitsWithBasehead(params)).data as ComparePage;
    const files = (first.files ?? []).map(fileOf);
    // A full page 1 of files: GitHub may have left some out, and does not say how many.
    const more = files.length >= MAX_FILES;
    const totalCommits = first.total_commits ?? first.commits?.length ?? 0;
    // Only the pages that hold the newest commits; page 1 is not asked for twice.
    const held: ApiCommit[] = [];
    for (const number of commitPages(totalCommits)) {
      const page =
        number === 1 ? first : ((await github.rest.repos.compareCommitsWithBasehead({ ...params, page: number })).data as ComparePage);
      held.push(...(page.commits ?? []));
    }
    const commits = held.slice(-MAX_COMMITS).map(commitOf);
    log.info(
      `Compared ${base.slice(0, 12)}...${push.after.slice(0, 12)}: ${more ? 'at least ' : ''}${files.length} changed file(s), ${totalCommits} commit(s).`,
    );
    return {
      files: files.slice(0, MAX_FILES),
      totalFiles: files.length,
      moreFiles: more,
      commits,
      totalCommits,
      // Totals only when every file was seen.
      ...(more ? {} : { additions: files.reduce((sum, f) => sum + (f.additions ?? 0), 0) }),
      ...(more ? {} : { deletions: files.reduce((sum, f) => sum + (f.deletions ?? 0), 0) }),
      source: 'api',
    };
  } catch (error) {
    log.warning(describeFailure(`the changes of the push to ${quote(push.branch)} (compare API)`, error, 'contents: read'));
    return payloadPushChanges(push);
  }
}
