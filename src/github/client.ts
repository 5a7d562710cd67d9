/**
 * The one factory for GitHub API clients: `@actions/github`'s `getOctokit`
 * (the runner's proxy, `GITHUB_API_URL`) with plugin-retry and
 * plugin-throttling as they ship, configured. What each hook of ours adds
 * that the libraries lack: ADR 0013.
 */
import { context, getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import type { Octokit } from '@octokit/core';
import { secrets } from '../util/redact.js';
import { redactRequests } from './redaction.js';
import { recognizeRateLimits } from './rate-limits.js';
import { attemptLimits, boundCalls, describe, timeLeftOf } from './deadline.js';
import { writeGroupOf, writeGroups } from './write-spacing.js';
import type { Deadline } from '../util/deadline.js';

export type GitHubClient = ReturnType<typeof getOctokit>;

/** The run's event as `@actions/github` reads it when this module is first imported (load.ts checks the file first). */
export function eventContext(): Pick<typeof context, 'eventName' | 'payload'> {
  return context;
}

export interface GitHubClientOptions {
  token: string;
  /** Default `https://api.github.com`. Octokit's fetch (the runner's proxy with it) is the one `@actions/github` made for `GITHUB_API_URL`. */
  baseUrl?: string;
  /** Log sink for rate-limit notices (the runner log). */
  warn?: (message: string) => void;
  /** Log sink for one line per request (`GET /… - 404 in 10ms`): debug output. */
  debug?: (message: string) => void;
  /** `github-writes-per-minute`: the spacing of this client's writes (write-spacing.ts). */
  writesPerMinute: number;
  /** The run's deadline and cancellation, carried by every request of this client (deadline.ts). */
  deadline?: Deadline;
}

/** The longest `Retry-After` waited out; a longer wait gives up at once (a step has minutes, not hours). */
const MAX_RATE_LIMIT_WAIT_SECONDS = 60;

/** How many times a rate-limited request is tried again before the step goes on without it. */
const RATE_LIMIT_RETRIES = 2;

/** The throttling plugin's handlers: wait `retryAfter` s while retries are left, before the deadline, at most a minute. */
function onLimit(kind: string, retries: number, warn: (message: string) => void) {
  return (retryAfter: number, options: object, octokit: Octokit, retryCount: number): boolean => {
    const refusal =
      retryCount >= retries
        ? `the ${retries} retries are spent`
        : retryAfter * 1000 >= timeLeftOf(options)
          ? `GitHub asks to wait ${retryAfter} s, past the run's deadline`
          : retryAfter > MAX_RATE_LIMIT_WAIT_SECONDS
            ? `GitHub asks to wait ${retryAfter} s, longer than the ${MAX_RATE_LIMIT_WAIT_SECONDS} s this step waits`
            : undefined;
    const what = describe(octokit, options).replace(/^GitHub /, `GitHub ${kind} on `);
    warn(`${what}; ${refusal ?? `retrying in ${retryAfter} s (retry ${retryCount + 1} of ${retries})`}.`);
    return refusal === undefined;
  };
}

/** Every GitHub call goes through a client made here, one per run. */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const warn = options.warn ?? (() => undefined);
  const debug = options.debug ?? (() => undefined);
  // The token is a secret of the run whoever made the client: never sent back to GitHub in a body.
  secrets.add(options.token);
  const groups = writeGroups(options.writesPerMinute);
  const client = getOctokit(
    options.token,
    {
      baseUrl: (options.baseUrl ?? 'https://api.github.com').replace(/\/+$/, ''),
      userAgent: 'docs-agent-action',
      log: { debug, info: debug, warn, error: debug },
      // plugin-retry's own, and 429: a rate limit is the throttling plugin's to wait out, by its Retry-After.
      retry: { doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451] },
      throttle: {
        onRateLimit: onLimit('rate limit', RATE_LIMIT_RETRIES, warn),
        onSecondaryRateLimit: onLimit('secondary rate limit', RATE_LIMIT_RETRIES, warn),
        // This client's own groups, spaced as github-writes-per-minute says: the plugin's are shared by the process.
        ...groups,
      },
    },
    // First, so that it runs inside plugin-retry: once per attempt.
    attemptLimits,
    retry,
    recognizeRateLimits,
    throttling,
  );
  redactRequests(client, (text) => secrets.redact(text));
  logRequests(client, debug);
  // Last, so that it is outermost: the whole call ends at the deadline.
  boundCalls(client, options.deadline);
  writeGroupOf.set(client, groups.write);
  return client;
}

/** One debug line per request: method, URL as sent, status and time (plugin-request-log prints the path alone). */
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
