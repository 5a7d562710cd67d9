/**
 * The account this run's token acts as, learnt from GitHub: `github-actions[bot]`
 * for the workflow token, `<app-slug>[bot]` for a GitHub App installation token,
 * the person for a personal token. Read only when a marker from an unknown account
 * must be judged, and at most once per client (one client per run).
 */
import { Inputs } from '../runner/names.js';
import { getErrorMessage } from '../util/errors.js';
import type { GitHubClient } from './client.js';

/**
 * GraphQL's `viewer` answers every kind of token; REST `GET /user` is 403 for
 * installation tokens, and `GET /app` needs the App's JWT.
 */
export const VIEWER_QUERY = 'query { viewer { login } }';

const viewers = new WeakMap<GitHubClient, Promise<string | undefined>>();

/**
 * The token's own login, or undefined when GitHub would not say (a warning on
 * the client's log, once: a failure is kept for the run, so nothing is asked twice).
 */
export async function tokenLogin(client: GitHubClient): Promise<string | undefined> {
  let read = viewers.get(client);
  if (!read) {
    read = readViewer(client);
    viewers.set(client, read);
  }
  return read;
}

async function readViewer(client: GitHubClient): Promise<string | undefined> {
  try {
    const data = await client.graphql<{ viewer?: { login?: unknown } | null }>(VIEWER_QUERY);
    const login = data.viewer?.login;
    if (typeof login === 'string' && login) return login;
    throw new Error('the answer names no login');
  } catch (error) {
    client.log.warn(
      `Could not learn which account '${Inputs.GithubToken}' acts as (GraphQL viewer: ${getErrorMessage(error)}): markers written by any account but github-actions[bot] are not believed in this run.`,
    );
    return undefined;
  }
}
