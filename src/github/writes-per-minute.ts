/**
 * `github-writes-per-minute`, read by every mode that writes to GitHub: the
 * spacing of the run's own writes (write-spacing.ts) and, in agent mode, the
 * pace the runs that share a budget ledger keep to together (budget/pace.ts).
 */
import * as z from 'zod/mini';
import { Inputs } from '../runner/names.js';
import type { InputCollector } from '../runner/inputs.js';

/** The share of GitHub's 80 content-creating requests a minute the runs of a ledger keep to, leaving room for other workflows. */
export const DEFAULT_WRITES_PER_MINUTE = 60;

/**
 * Whether `GITHUB_API_URL` is GitHub's cloud, where the limit of 80 writes a minute holds: unset (the action's
 * default), `api.github.com`, GHE.com's `api.<subdomain>.ghe.com`, or a URL that does not parse. Any other is a
 * GitHub Enterprise Server, whose admin sets its rate limits (off by default).
 */
function isGitHubCloud(apiUrl: string | undefined): boolean {
  const host = apiUrl ? URL.parse(apiUrl)?.hostname : undefined;
  return host === undefined || host === 'api.github.com' || host.endsWith('.ghe.com');
}

/** `github-writes-per-minute` (default 60): a whole number from 1 to GitHub's 80; against a GitHub Enterprise Server, up to 60 000. */
export function readWritesPerMinute(inputs: InputCollector, githubApiUrl: string | undefined): number {
  const most = isGitHubCloud(githubApiUrl)
    ? z.maximum(80, {
        error: `must be at most 80, GitHub's limit of content-creating requests a minute (more is accepted only for GitHub Enterprise Server, whose admin sets its limits)`,
      })
    : z.maximum(60_000, { error: 'must be at most 60000 (GitHub Enterprise Server)' });
  const whole = z.regex(/^\d+$/, { error: `must be a whole number of writes a minute, e.g. ${DEFAULT_WRITES_PER_MINUTE}` });
  const schema = z.pipe(
    z.string().check(whole),
    z.pipe(z.transform(Number), z.number().check(z.positive({ error: 'must be at least 1' }), most)),
  );
  return inputs.parse(Inputs.GithubWritesPerMinute, schema, DEFAULT_WRITES_PER_MINUTE, String(DEFAULT_WRITES_PER_MINUTE));
}
