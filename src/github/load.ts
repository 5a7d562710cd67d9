/**
 * The one way to load the GitHub client's module (`./client.js`), for the
 * client and for the event alike. With it comes `@actions/github`, which
 * reads the event (`context`: `GITHUB_EVENT_NAME` and the payload at
 * `GITHUB_EVENT_PATH`) when it is first imported. So, before the import, the
 * payload file is checked, so that a file that cannot be read is an error
 * naming it (the toolkit would print a line of its own, past the log's
 * redaction, and go on with an empty payload). A payload that is not JSON
 * fails the import: that too becomes an error naming the file. Called only
 * once the inputs are valid.
 */
import { open, readFile, stat } from 'node:fs/promises';

type ClientModule = typeof import('./client.js');

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
export async function eventPayloadError(error: unknown, path: string | undefined): Promise<unknown> {
  if (!(error instanceof SyntaxError) || !path) return error;
  try {
    JSON.parse(await readFile(path, 'utf8'));
    return error;
  } catch {
    return new Error(`The event payload at GITHUB_EVENT_PATH (${path}) is not JSON`, { cause: error });
  }
}

/** The GitHub client's module, the payload file (`GITHUB_EVENT_PATH`, which the toolkit reads) checked first. */
export async function loadGitHub(eventPath: string | undefined): Promise<ClientModule> {
  await checkEventFile(eventPath);
  try {
    return await import(/* webpackChunkName: "run" */ './client.js');
  } catch (error) {
    throw await eventPayloadError(error, eventPath);
  }
}
