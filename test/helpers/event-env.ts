/**
 * The variables the runner gives a step for an event, for end-to-end tests
 * that spawn the bundle (`runAction`): the event and its payload file, the
 * GitHub API (a stand-in), github.com as the server, the repository and run.
 */
import { writePayload } from '../../tools/events.ts';

export interface EventEnv {
  event: string;
  payload: unknown;
  /** `GITHUB_API_URL`: the stand-ins' loopback server. */
  apiUrl: string;
  repository: string;
  runId: number | string;
  attempt?: number;
}

export function eventEnv(options: EventEnv): Record<string, string> {
  return {
    GITHUB_EVENT_NAME: options.event,
    GITHUB_EVENT_PATH: writePayload(options.payload),
    GITHUB_API_URL: options.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: options.repository,
    GITHUB_RUN_ID: String(options.runId),
    GITHUB_RUN_ATTEMPT: String(options.attempt ?? 1),
    GITHUB_JOB: 'docs',
  };
}
