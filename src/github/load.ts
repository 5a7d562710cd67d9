/**
 * The one way to load the GitHub client's module (`./client.js`), for the
 * client and the event alike, once the inputs are valid. With it comes
 * `@actions/github`, whose `context` reads the payload at `GITHUB_EVENT_PATH`
 * when first imported: a file it cannot read it reports on a line of its own
 * (past the log's redaction) and goes on without; one that is not JSON fails
 * the import with a bare SyntaxError. So the file is read and parsed here
 * first, and either failure is an error naming it.
 */
import { readFile } from 'node:fs/promises';

const notJson = (path: string, error: unknown): Error =>
  new Error(`The event payload at GITHUB_EVENT_PATH (${path}) is not JSON`, { cause: error });

/**
 * For a failure while the payload is read on use (triggers/event.ts, the tests' toolkit): a SyntaxError names the
 * file. Redundant since `loadGitHub` parses the file first; kept for its caller.
 */
export function eventPayloadError(error: unknown, path: string | undefined): Promise<unknown> {
  return Promise.resolve(error instanceof SyntaxError && path ? notJson(path, error) : error);
}

/** The GitHub client's module, the payload file (`GITHUB_EVENT_PATH`, which the toolkit reads) checked first. */
export async function loadGitHub(eventPath: string | undefined): Promise<typeof import('./client.js')> {
  if (eventPath) {
    const text = await readFile(eventPath, 'utf8').catch((error: unknown) => {
      throw new Error(`Cannot read the event payload at GITHUB_EVENT_PATH (${eventPath}): ${(error as Error).message}`, { cause: error });
    });
    try {
      JSON.parse(text);
    } catch (error) {
      throw notJson(eventPath, error);
    }
  }
  return import(/* webpackChunkName: "run" */ './client.js');
}
