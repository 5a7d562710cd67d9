/**
 * The one factory for GitHub API clients: `@actions/github`'s Octokit (the
 * runner's proxy settings, `GITHUB_API_URL` for GitHub Enterprise Server),
 * with retries of transient faults, GitHub's rate limits waited out, and every
 * string sent to GitHub passed through the run's redaction.
 */
import { context, getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { secrets } from '../util/redact.js';
import { redactRequests } from './redaction.js';
import { MAX_RATE_LIMIT_WAIT_SECONDS, recognizeRateLimits } from './rate-limits.js';
import { attemptLimits, boundCalls } from './deadline.js';
import { writeGroupOf, writeGroups } from './write-spacing.js';
import type { Deadline } from '../util/deadline.js';

export type GitHubClient = ReturnType<typeof getOctokit>;

/**
 * The run's event as `@actions/github` reads it: `GITHUB_EVENT_NAME` and the
 * payload at `GITHUB_EVENT_PATH`, read once, when this module is first
 * imported (a payload that is not JSON fails that import with a SyntaxError).
 */
export function eventContext(): Pick<typeof context, 'eventName' | 'payload'> {
  return context;
}

export interface GitHubClientOptions {
  token: string;
  /**
   * Default: `GITHUB_API_URL` (GitHub Enterprise Server), as `@actions/github` reads it. Octokit's fetch, and
   * the runner's proxy with it, is the one `@actions/github` made for `GITHUB_API_URL` when it was imported.
   */
  baseUrl?: string;
  /** Log sink for rate-limit notices (the runner log). */
  warn?: (message: string) => void;
  /** Log sink for one line per request (`GET /… - 404 in 10ms`): debug output. */
  debug?: (message: string) => void;
  /** How many times a rate-limited request is tried again before the step goes on without it. */
  rateLimitRetries?: number;
  /**
   * `github-writes-per-minute`: the throttling plugin's `write` group spaces this client's writes
   * `60 000 / n` ms apart, its `notifications` group the notifying ones (a comment) three times that
   * (github/write-spacing.ts). Rate limits (`Retry-After`, the secondary limits) are waited out whatever this says.
   */
  writesPerMinute: number;
  /**
   * The run's deadline and cancellation (util/deadline.ts), carried by every
   * request of this client (github/deadline.ts): none is sent past them, each
   * attempt has a timeout, retries and rate-limit waits stop at the deadline.
   */
  deadline?: Deadline;
}

/** The request's path with its parameters filled in (`/repos/acme/docs/issues/1/comments`). */
function pathOf(request: { url: string }): string {
  const params = request as unknown as Record<string, unknown>;
  return request.url.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return typeof value === 'string' || typeof value === 'number' ? encodeURIComponent(String(value)) : whole;
  });
}

/** Every GitHub call goes through a client made here, one per run. */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const warn = options.warn ?? (() => undefined);
  const debug = options.debug ?? (() => undefined);
  const retries = options.rateLimitRetries ?? 2;
  const baseUrl = (options.baseUrl ?? 'https://api.github.com').replace(/\/+$/, '');
  const groups = writeGroups(options.writesPerMinute);
  // The token is a secret of the run whoever made the client: never sent back to GitHub in a body.
  secrets.add(options.token);

  const onLimit =
    (kind: string) =>
    (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number): boolean => {
      const what = `GitHub ${kind} on ${request.method} ${pathOf(request)}`;
      if (retryCount >= retries) {
        warn(`${what}; the ${retries} retries are spent.`);
        return false;
      }
      if (options.deadline && retryAfter * 1000 >= options.deadline.timeLeft()) {
        warn(`${what}; GitHub asks to wait ${retryAfter} s, past the run's deadline.`);
        return false;
      }
      if (retryAfter > MAX_RATE_LIMIT_WAIT_SECONDS) {
        warn(`${what}; GitHub asks to wait ${retryAfter} s, longer than the ${MAX_RATE_LIMIT_WAIT_SECONDS} s this step waits.`);
        return false;
      }
      warn(`${what}; retrying in ${retryAfter} s (retry ${retryCount + 1} of ${retries}).`);
      return true;
    };

  const client = getOctokit(
    options.token,
    {
      baseUrl,
      userAgent: 'docs-agent-action',
      log: { debug, info: debug, warn, error: debug },
      // Transient faults (5xx, network) are retried by plugin-retry; rate limits (403 with a limit, 429) are
      // left to the throttling plugin, which honours Retry-After. Other 4xx are never retried.
      retry: {
        retries: 3,
        doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
      },
      throttle: {
        onRateLimit: onLimit('rate limit'),
        onSecondaryRateLimit: onLimit('secondary rate limit'),
        // This client's own groups, spaced as github-writes-per-minute says: the plugin's are shared by the process.
        ...groups,
      },
    },
    // First, so that it runs inside plugin-retry: once per attempt.
    ...(options.deadline ? [attemptLimits(options.deadline)] : []),
    retry,
    recognizeRateLimits,
    throttling,
  );
  redactRequests(client, (text) => secrets.redact(text));
  logRequests(client, debug);
  // Last, so that it is outermost: the whole call ends at the deadline.
  if (options.deadline) boundCalls(client, options.deadline);
  writeGroupOf.set(client, groups.write);
  return client;
}

/** One debug line per request: method, URL, status and time (what `@octokit/plugin-request-log` prints). */
function logRequests(client: GitHubClient, debug: (message: string) => void): void {
  client.hook.wrap('request', async (request, options) => {
    const started = Date.now();
    // Before the request: the hooks inside may rewrite the options' URL.
    const target = `${options.method} ${client.request.endpoint.parse(options).url}`;
    const line = (status: number | string): string => `${target} - ${status} in ${Date.now() - started}ms`;
    try {
      const response = await request(options);
      debug(line(response.status));
      return response;
    } catch (error) {
      debug(line((error as { status?: number }).status ?? 'no answer'));
      throw error;
    }
  });
}
