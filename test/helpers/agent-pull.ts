/** The agent's pull request in end-to-end tests of refining it: the job that opened it, and a comment on it. */
import { expect } from 'vitest';
import type { ActionResult } from '../../tools/action.ts';
import { commentPayload, type Payload } from '../../tools/events.ts';

export interface AgentPull {
  jobId: string;
  /** The pull request's number (the emulator opens one per job). */
  pull: number;
  prLink: string;
}

/** The job a successful run started and the pull request it ended with. */
export function agentPullOf(result: ActionResult): AgentPull {
  expect(result.code, result.stdout).toBe(0);
  const prLink = result.outputs['pr-link'] ?? '';
  const pull = Number(/\/pull\/(\d+)$/.exec(prLink)?.[1]);
  expect(pull).toBeGreaterThan(0);
  return { jobId: result.outputs['job-id'] ?? '', pull, prLink };
}

/** `body` as an issue comment on pull request #`pull`. */
export function prComment(body: string, pull: number): Payload {
  const payload = commentPayload(body, { file: 'issue_comment.created.pull_request.json' });
  payload.issue!.number = pull;
  return payload;
}
