import { Inputs } from '../runner/names.js';
import { InputError } from '../util/errors.js';
import type { GitHubClient } from './client.js';

/** What the run's GitHub client is made from: `github-token` and `github-writes-per-minute`. */
export interface GitHubAccess {
  token: string;
  writesPerMinute: number;
}

/** Makes the GitHub client (main's, through load.ts, or a test's). */
export type GitHubFactory = (access: GitHubAccess) => Promise<GitHubClient>;

/**
 * The run's one GitHub client, made on first use, so that a run that needs no GitHub never evaluates Octokit
 * (nor reads the event through `@actions/github`). Without a token it rejects with an error naming the input.
 */
export function lazyGitHub(access: GitHubAccess, create: GitHubFactory): () => Promise<GitHubClient> {
  const empty = 'is empty: pass ${{ github.token }} or a token that may read and write issues';
  let client: Promise<GitHubClient> | undefined;
  return () => (client ??= access.token ? create(access) : Promise.reject(new InputError([{ input: Inputs.GithubToken, message: empty }])));
}
