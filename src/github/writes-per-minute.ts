/**
 * `github-writes-per-minute`, read by every mode that writes to GitHub: the
 * spacing of the run's own writes (write-spacing.ts) and, in agent mode, the
 * pace the runs that share a budget ledger keep to together (budget/pace.ts).
 */
import * as z from 'zod/mini';
import { Inputs } from '../runner/names.js';
import type { InputCollector } from '../runner/inputs.js';
import { isLoopbackHost } from '../util/url.js';

/** GitHub's secondary limit on content-creating requests, per token and minute. */
export const GITHUB_WRITES_LIMIT = 80;
/** The share of it the runs of a ledger keep to by default (`github-writes-per-minute`), leaving room for the repository's other workflows. */
export const DEFAULT_WRITES_PER_MINUTE = 60;
/** The most accepted against a loopback GitHub API (a local stand-in, as in the tests): 1 ms between writes. */
export const LOOPBACK_WRITES_LIMIT = 60_000;

const WHOLE_NUMBER = `must be a whole number of writes a minute, e.g. ${DEFAULT_WRITES_PER_MINUTE}`;

function writesPerMinuteSchema(loopback: boolean) {
  return z.pipe(
    z.string().check(z.regex(/^\d+$/, { error: WHOLE_NUMBER })),
    z.pipe(
      z.transform(Number),
      z.number().check(
        z.positive({ error: 'must be at least 1' }),
        loopback
          ? z.maximum(LOOPBACK_WRITES_LIMIT, { error: `must be at most ${LOOPBACK_WRITES_LIMIT} (against a loopback GitHub API)` })
          : z.maximum(GITHUB_WRITES_LIMIT, {
              error: `must be at most ${GITHUB_WRITES_LIMIT}, GitHub's limit of content-creating requests a minute (more is accepted only for a loopback GITHUB_API_URL)`,
            }),
      ),
    ),
  );
}

/** Whether `GITHUB_API_URL` names this machine (a local stand-in of GitHub); unset or unreadable is not. */
function isLoopbackApi(apiUrl: string | undefined): boolean {
  if (!apiUrl) return false;
  try {
    return isLoopbackHost(new URL(apiUrl).hostname);
  } catch {
    return false;
  }
}

/**
 * `github-writes-per-minute` (default 60): a whole number from 1 to GitHub's 80; against a loopback
 * `GITHUB_API_URL` up to 60 000, so that the tests' runs are not slowed (a validation carve-out only: the
 * spacing is the same for every host).
 */
export function readWritesPerMinute(inputs: InputCollector, githubApiUrl: string | undefined): number {
  return inputs.parse(
    Inputs.GithubWritesPerMinute,
    writesPerMinuteSchema(isLoopbackApi(githubApiUrl)),
    DEFAULT_WRITES_PER_MINUTE,
    String(DEFAULT_WRITES_PER_MINUTE),
  );
}
