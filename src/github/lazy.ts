import { Inputs } from '../runner/names.js';
import { InputError } from '../util/errors.js';
import type { GitHubClient } from './client.js';

/** What the run's GitHub client is made from, as the mode's settings read it. */
export interface GitHubAccess {
  /** `github-token`. */
  token: string;
  /** `github-writes-per-minute`: the client spaces its writes `60 000 / n` ms apart (write-spacing.ts). */
  writesPerMinute: number;
}

/** Makes the GitHub client for a token and a write spacing (the production one, or a test's). */
export type GitHubFactory = (access: GitHubAccess) => Promise<GitHubClient>;

/**
 * The run's one GitHub client for `github-token`: made on first use, and only
 * then, so a run that needs no GitHub never loads Octokit. Without a token it
 * rejects with an error naming the input.
 */
export function lazyGitHub(access: GitHubAccess, create: GitHubFactory): () => Promise<GitHubClient> {
  let client: Promise<GitHubClient> | undefined;
  return () => {
    client ??= access.token
      ? create(access)
      : Promise.reject(
          new InputError([
            { input: Inputs.GithubToken, message: 'is empty: pass ${{ github.token }} or a token that may read and write issues' },
          ]),
        );
    return client;
  };
}
