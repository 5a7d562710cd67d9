import { Octokit } from '@octokit/rest';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { isLoopbackHost } from '../util/url.js';

/** The Octokit this action uses everywhere: REST methods, retries of transient faults, and GitHub's rate limits respected. */
const ActionOctokit = Octokit.plugin(retry, throttling);
export type GitHubClient = InstanceType<typeof ActionOctokit>;

export interface GitHubClientOptions {
  token: string;
  /** `GITHUB_API_URL`, so that GitHub Enterprise Server works. */
  baseUrl?: string;
  /** Log sink for rate-limit notices (the runner log). */
  warn?: (message: string) => void;
  /**
   * Log sink for Octokit's own request lines (`GET /… - 404 in 10ms`): debug
   * output, since every failure the action cares about is reported by the code
   * that made the request, in its own words.
   */
  debug?: (message: string) => void;
  /** How many times a rate-limited request is tried again before giving up. */
  rateLimitRetries?: number;
  /**
   * Space writes out as GitHub asks integrations to (one write a second, one
   * notifying write such as a comment every three seconds) and wait out rate
   * limits. On by default, except against a loopback API (a local stand-in of
   * GitHub, as in the tests), where GitHub's pacing rules have no object;
   * in-process tests also turn it off to run without the pauses.
   */
  throttle?: boolean;
}

function isLoopbackUrl(url: string): boolean {
  try {
    return isLoopbackHost(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** The one factory for GitHub API clients: every GitHub call goes through a client made here. */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const warn = options.warn ?? (() => undefined);
  const debug = options.debug ?? (() => undefined);
  const retries = options.rateLimitRetries ?? 2;
  const baseUrl = (options.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, '');
  return new ActionOctokit({
    auth: options.token,
    baseUrl,
    userAgent: 'docs-agent-action',
    log: { debug, info: debug, warn, error: debug },
    // Transient faults (5xx, network) are retried by plugin-retry's own rules, which leave 4xx alone.
    // (Setting `request.retries` here would make it retry every failure, 403 and 404 included.)
    retry: { retries: 3 },
    throttle: {
      enabled: options.throttle ?? !isLoopbackUrl(baseUrl),
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
