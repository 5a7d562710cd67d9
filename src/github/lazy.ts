import { Inputs } from '../runner/names.js';
import { InputError } from '../util/errors.js';
import type { GitHubClient } from './client.js';

/** Makes the GitHub client for a token (the production one, or a test's). */
export type GitHubFactory = (token: string) => Promise<GitHubClient>;

/**
 * The run's one GitHub client for `github-token`: made on first use, and only
 * then, so a run that needs no GitHub never loads Octokit. Without a token it
 * rejects with an error naming the input.
 */
export function lazyGitHub(token: string, create: GitHubFactory): () => Promise<GitHubClient> {
  let client: Promise<GitHubClient> | undefined;
  return () => {
    client ??= token
      ? create(token)
      : Promise.reject(
          new InputError([
            { input: Inputs.GithubToken, message: 'is empty: pass ${{ github.token }} or a token that may read and write issues' },
          ]),
        );
    return client;
  };
}
