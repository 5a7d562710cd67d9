import { Octokit } from '@octokit/rest';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

/** The Octokit this action uses everywhere: REST methods, retries of transient faults, and GitHub's rate limits respected. */
const ActionOctokit = Octokit.plugin(retry, throttling);
export type GitHubClient = InstanceType<typeof ActionOctokit>;

export interface GitHubClientOptions {
  token: string;
  /** `GITHUB_API_URL`, so that GitHub Enterprise Server works. */
  baseUrl?: string;
  /** Log sink for rate-limit notices (the runner log). */
  warn?: (message: string) => void;
  /** How many times a rate-limited request is tried again before giving up. */
  rateLimitRetries?: number;
  /** Octokit's logger; by default failed requests are printed to stderr. */
  log?: { debug: (message: string) => void; info: (message: string) => void; warn: (message: string) => void; error: (message: string) => void };
}

/** The one factory for GitHub API clients: every GitHub call goes through a client made here. */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const warn = options.warn ?? (() => undefined);
  const retries = options.rateLimitRetries ?? 2;
  return new ActionOctokit({
    auth: options.token,
    baseUrl: (options.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, ''),
    userAgent: 'docs-agent-action',
    ...(options.log ? { log: options.log } : {}),
    // Retries of 5xx and network faults, never of 4xx. (Not `request: { retries }`: a count preset on
    // the request makes the retry plugin retry every failure, 404 and 422 included.)
    retry: { retries: 3 },
    throttle: {
      onRateLimit: (retryAfter, requestOptions, _octokit, retryCount) => {
        warn(`GitHub rate limit hit on ${requestOptions.method} ${requestOptions.url}; retrying in ${retryAfter} s`);
        return retryCount < retries;
      },
      onSecondaryRateLimit: (retryAfter, requestOptions, _octokit, retryCount) => {
        warn(`GitHub secondary rate limit hit on ${requestOptions.method} ${requestOptions.url}; retrying in ${retryAfter} s`);
        return retryCount < retries;
      },
    },
  });
}
