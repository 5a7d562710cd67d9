/**
 * The GitHub client, loaded once. Its module (`./client.js`) brings
 * `@actions/github`, whose `context` reads the payload at `GITHUB_EVENT_PATH`
 * when first imported: a file it cannot read it reports on a line of its own
 * (past the log's redaction) and goes on without; one that is not JSON fails
 * the import with a bare SyntaxError. So the file is read and parsed here
 * first, and either failure is an error naming it.
 */
import { readFile } from 'node:fs/promises';
import { Inputs } from '../runner/names.js';
import { InputError } from '../util/errors.js';
import type { GitHubClient } from './client.js';

/** The GitHub client's module, the payload file (`GITHUB_EVENT_PATH`, which the toolkit reads) checked first. */
export async function loadGitHub(eventPath: string | undefined): Promise<typeof import('./client.js')> {
  if (eventPath) {
    const text = await readFile(eventPath, 'utf8').catch((error: unknown) => {
      throw new Error(`Cannot read the event payload at GITHUB_EVENT_PATH (${eventPath}): ${(error as Error).message}`, { cause: error });
    });
    try {
      JSON.parse(text);
    } catch (error) {
      throw new Error(`The event payload at GITHUB_EVENT_PATH (${eventPath}) is not JSON`, { cause: error });
    }
  }
  return import(/* webpackChunkName: "run" */ './client.js');
}

/** What the run's GitHub client is made from: `github-token` and `github-writes-per-minute`. */
export interface GitHubAccess {
  token: string;
  writesPerMinute: number;
}

/** Makes the GitHub client (main's, through `loadGitHub`, or a test's). */
export type GitHubFactory = (access: GitHubAccess) => Promise<GitHubClient>;

/**
 * The run's one GitHub client, made on first use, so that a run that needs no GitHub never evaluates Octokit.
 * Without a token it rejects with an error naming the input.
 */
export function lazyGitHub(access: GitHubAccess, create: GitHubFactory): () => Promise<GitHubClient> {
  const empty = 'is empty: pass ${{ github.token }} or a token that may read and write issues';
  let client: Promise<GitHubClient> | undefined;
  return () => (client ??= access.token ? create(access) : Promise.reject(new InputError([{ input: Inputs.GithubToken, message: empty }])));
}
