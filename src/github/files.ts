/**
 * A change's files as the pulls and compare APIs list them: each file's path,
 * status, line counts, the path before a rename, and its hunks (`patch`) when
 * GitHub gives them; and every page of a pull request's files.
 */
import type { GitHubClient } from './client.js';
import type { RepositoryRef } from './permissions.js';

/** The most files the prompt lists; the rest are counted ("… and N more files"). */
export const MAX_FILES = 300;
/** Files (and commits) a page: the most the APIs give. */
export const PER_PAGE = 100;

export interface ChangedFile {
  path: string;
  /** `added`, `modified`, `removed`, `renamed`, … as GitHub says. */
  status: string;
  additions?: number;
  deletions?: number;
  /** The path before a rename. */
  previousPath?: string;
  /** The file's changed hunks as a unified diff without its header (the files API's `patch`; absent for binary and very large changes). */
  patch?: string;
  /** The blob of the file after the change (the files API's `sha`). */
  sha?: string;
}

/** A file as the APIs give it. */
export interface ApiFile {
  filename: string;
  status: string;
  additions?: number;
  deletions?: number;
  previous_filename?: string;
  patch?: string;
  sha?: string | null;
}

/** A file of the API as the action keeps it. */
export function fileOf(file: ApiFile): ChangedFile {
  return {
    path: file.filename,
    status: file.status,
    ...(file.additions === undefined ? {} : { additions: file.additions }),
    ...(file.deletions === undefined ? {} : { deletions: file.deletions }),
    ...(file.previous_filename ? { previousPath: file.previous_filename } : {}),
    ...(typeof file.patch === 'string' ? { patch: file.patch } : {}),
    ...(typeof file.sha === 'string' && file.sha ? { sha: file.sha } : {}),
  };
}

/**
 * The changed files of a pull request (every page of the files API, at most
 * `max`, by default `MAX_FILES`; GitHub itself lists at most 3,000), each with its patch when GitHub gives one. Throws when GitHub
 * cannot be read.
 */
export async function listPullFiles(
  github: GitHubClient,
  repository: RepositoryRef,
  pullNumber: number,
  max = MAX_FILES,
): Promise<ChangedFile[]> {
  const files: ChangedFile[] = [];
  const params = { owner: repository.owner, repo: repository.repo, pull_number: pullNumber, per_page: PER_PAGE };
  for await (const page of github.paginate.iterator(github.rest.pulls.listFiles, params)) {
    files.push(...(page.data as ApiFile[]).map(fileOf));
    if (files.length >= max) break;
  }
  return files.slice(0, max);
}
