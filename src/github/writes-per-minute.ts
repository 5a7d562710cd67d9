/**
 * `github-writes-per-minute`, read by every mode that writes to GitHub: the
 * spacing of the run's own writes (write-spacing.ts) and, in agent mode, the
 * pace the runs that share a budget ledger keep to together (budget/pace.ts).
 */
import * as z from 'zod/mini';
import { Inputs } from '../runner/names.js';
import type { InputCollector } from '../runner/inputs.js';

/** GitHub's secondary limit on content-creating requests, per token and minute (GitHub.com and GHE.com). */
const GITHUB_WRITES_LIMIT = 80;
/** The share of it the runs of a ledger keep to by default (`github-writes-per-minute`), leaving room for the repository's other workflows. */
export const DEFAULT_WRITES_PER_MINUTE = 60;
/** The most accepted against GitHub Enterprise Server, whose rate limits its admin sets (off by default): 1 ms between writes. */
const SERVER_WRITES_LIMIT = 60_000;

const WHOLE_NUMBER = `must be a whole number of writes a minute, e.g. ${DEFAULT_WRITES_PER_MINUTE}`;

function writesPerMinuteSchema(cloud: boolean) {
  return z.pipe(
    z.string().check(z.regex(/^\d+$/, { error: WHOLE_NUMBER })),
    z.pipe(
      z.transform(Number),
      z.number().check(
        z.positive({ error: 'must be at least 1' }),
        cloud
          ? z.maximum(GITHUB_WRITES_LIMIT, {
              error: `must be at most ${GITHUB_WRITES_LIMIT}, GitHub's limit of content-creating requests a minute (more is accepted only for GitHub Enterprise Server, whose admin sets its limits)`,
            })
          : z.maximum(SERVER_WRITES_LIMIT, { error: `must be at most ${SERVER_WRITES_LIMIT} (GitHub Enterprise Server)` }),
      ),
    ),
  );
}

/**
 * Whether `GITHUB_API_URL` is GitHub's cloud, where the limit of 80 writes a minute holds: unset (the
 * action's default), `api.github.com`, or GHE.com's `api.<subdomain>.ghe.com`. Any other URL is a GitHub
 * Enterprise Server; one that does not parse is left to the cloud's rule.
 */
function isGitHubCloud(apiUrl: string | undefined): boolean {
  if (!apiUrl) return true;
  try {
    const host = new URL(apiUrl).hostname;
    return host === 'api.github.com' || host.endsWith('.ghe.com');
  } catch {
    return true;
  }
}

/**
 * `github-writes-per-minute` (default 60): a whole number from 1 to GitHub's 80; against GitHub Enterprise
 * Server (`GITHUB_API_URL` neither GitHub.com's nor GHE.com's), whose admin sets its rate limits, up to 60 000.
 */
export function readWritesPerMinute(inputs: InputCollector, githubApiUrl: string | undefined): number {
  return inputs.parse(
    Inputs.GithubWritesPerMinute,
    writesPerMinuteSchema(isGitHubCloud(githubApiUrl)),
    DEFAULT_WRITES_PER_MINUTE,
    String(DEFAULT_WRITES_PER_MINUTE),
  );
}
