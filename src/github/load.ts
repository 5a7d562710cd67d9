/**
 * The one way to load the GitHub client's module (`./client.js`, the "github"
 * chunk), for the client and for the event alike. With it comes
 * `@actions/github`, which does two things when it is first imported: it
 * reads the event (`context`: `GITHUB_EVENT_NAME` and the payload at
 * `GITHUB_EVENT_PATH`) and it builds the fetch of Octokit's defaults, with a
 * proxy agent when the runner proxies `GITHUB_API_URL`. So, before the import:
 * undici for that proxy (src/runner/proxy.ts), and the payload file checked,
 * so that a file that cannot be read is an error naming it (the toolkit would
 * print a line of its own, past the log's redaction, and go on with an empty
 * payload). A payload that is not JSON fails the import: that too becomes an
 * error naming the file. Called only once the inputs are valid: the event is
 * read by every run past that check, so a run whose `GITHUB_API_URL` the
 * runner proxies loads undici then, whether or not it has a token.
 */
import { open, readFile, stat } from 'node:fs/promises';
import { loadProxySupport } from '../runner/proxy.js';

type ClientModule = typeof import('./client.js');

/** `GITHUB_API_URL` as `@actions/github` reads it for its defaults. */
function apiUrl(): URL | undefined {
  try {
    return new URL(process.env.GITHUB_API_URL || 'https://api.github.com');
  } catch {
    // Not a URL: @actions/github's own import reports it.
    return undefined;
  }
}

/** The payload file, if `GITHUB_EVENT_PATH` names one, checked as the toolkit will read it. */
async function checkEventFile(path: string | undefined): Promise<void> {
  if (!path) return;
  try {
    if (!(await stat(path)).isFile()) throw new Error('not a file');
    // Opened as the toolkit will open it: a file without read permission fails here.
    await (await open(path, 'r')).close();
  } catch (error) {
    throw new Error(`Cannot read the event payload at GITHUB_EVENT_PATH (${path}): ${(error as Error).message}`, { cause: error });
  }
}

/**
 * The error to report for a failure while `@actions/github` reads the event:
 * a SyntaxError whose payload file is not JSON becomes an error naming the
 * file; anything else (a chunk that does not load, say) stays as it is.
 */
export async function eventPayloadError(error: unknown): Promise<unknown> {
  const path = process.env.GITHUB_EVENT_PATH;
  if (!(error instanceof SyntaxError) || !path) return error;
  try {
    JSON.parse(await readFile(path, 'utf8'));
    return error;
  } catch {
    return new Error(`The event payload at GITHUB_EVENT_PATH (${path}) is not JSON`, { cause: error });
  }
}

/** The GitHub client's module: the payload file and the runner's proxy support first (cheap once it is loaded). */
export async function loadGitHub(): Promise<ClientModule> {
  await checkEventFile(process.env.GITHUB_EVENT_PATH);
  const url = apiUrl();
  if (url) await loadProxySupport(url);
  try {
    return await import(/* webpackChunkName: "github" */ './client.js');
  } catch (error) {
    throw await eventPayloadError(error);
  }
}
