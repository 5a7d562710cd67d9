/**
 * A fork's pull request on `pull_request`, `pull_request_review` and `pull_request_review_comment` runs without
 * secrets: an empty key there ends `skipped` with a notice that says why and what works instead, and nothing is
 * sent; the same empty key on the base repository's own pull request is still a bad input.
 */
import { describe, expect, it } from 'vitest';
import { commentPayload, loadPayload, type Payload } from '../../tools/events.ts';
import { FakeService } from '../helpers/fake-service.ts';
import { useStrictNock } from '../helpers/github-nock.ts';
import { runInProcess } from '../helpers/run.ts';

useStrictNock();

/** A recorded payload of each event (`pull_request_review` derived from the review comment's: the same pull request, a review instead of a comment). */
function recorded(event: string): Payload {
  switch (event) {
    case 'pull_request':
      return loadPayload('pull_request.labeled.json');
    case 'pull_request_review_comment':
      return commentPayload('/docs fix the typo', { file: 'pull_request_review_comment.created.json' });
    default: {
      const { comment, ...rest } = commentPayload('/docs fix the typo', { file: 'pull_request_review_comment.created.json' });
      return { ...rest, action: 'submitted', review: { id: 1, body: comment!.body, state: 'commented', user: comment!.user } };
    }
  }
}

/** The same payload as if the pull request came from a fork (`octocat-fork/Hello-World`). */
function fromFork(payload: Payload, how: 'fork flag' | 'other repository' | 'deleted fork' = 'fork flag'): Payload {
  const copy = structuredClone(payload) as Payload & { pull_request: { head: { repo: Record<string, unknown> | null } } };
  const repo = copy.pull_request.head.repo!;
  if (how === 'deleted fork') copy.pull_request.head.repo = null;
  else if (how === 'other repository') copy.pull_request.head.repo = { ...repo, full_name: 'octocat-fork/Hello-World', fork: false };
  else copy.pull_request.head.repo = { ...repo, full_name: 'octocat-fork/Hello-World', fork: true };
  return copy;
}

const EVENTS = ['pull_request', 'pull_request_review', 'pull_request_review_comment'] as const;

/** How a run with an empty admin key on this event ends: `skipped` (a fork's, secrets withheld) or `error` (a bad input). */
async function emptyKeyStatus(name: string, payload: Payload): Promise<string | undefined> {
  const result = await runInProcess({ event: { name, payload }, inputs: { 'admin-api-key': '' }, service: new FakeService() });
  return result.outputs.status;
}

describe('which pull request is a fork without secrets', () => {
  it.each(EVENTS)('%s: a fork by its flag, by another repository, or deleted; not the base repository itself', async (event) => {
    const own = recorded(event);
    expect(await emptyKeyStatus(event, own)).toBe('error');
    expect(await emptyKeyStatus(event, fromFork(own, 'other repository'))).toBe('skipped');
    expect(await emptyKeyStatus(event, fromFork(own, 'deleted fork'))).toBe('skipped');
  });

  it('pull_request_target and issue_comment run with the secrets, fork or not: an empty key is a bad input', async () => {
    expect(await emptyKeyStatus('pull_request_target', fromFork(recorded('pull_request')))).toBe('error');
    expect(await emptyKeyStatus('issue_comment', commentPayload('/docs x'))).toBe('error');
  });
});

describe('a fork pull request with an empty key', () => {
  it.each(EVENTS)('%s: agent mode ends skipped with a notice naming forks and what works instead; nothing is sent', async (event) => {
    const service = new FakeService();
    const result = await runInProcess({
      event: { name: event, payload: fromFork(recorded(event)) },
      inputs: { 'admin-api-key': '' },
      service,
    });
    expect(result.failed).toBe(false);
    expect(result.outputs.status).toBe('skipped');
    expect(result.stdout).toContain(
      `::notice::Skipped: 'admin-api-key' is empty because GitHub gives no secrets to a ${event} run of a pull request from a fork.`,
    );
    expect(result.stdout).toContain("a '/docs …' comment on the pull request");
    expect(result.stdout).toContain('pull_request_target for labels');
    expect(result.stdout).not.toContain("'admin-api-key' is required");
    expect([...service.prompts, ...service.gets]).toEqual([]);
  });

  it.each(['impact', 'ask'])('pull_request_review_comment: %s mode skips the same way for its assistant key', async (mode) => {
    const result = await runInProcess({
      event: { name: 'pull_request_review_comment', payload: fromFork(recorded('pull_request_review_comment')) },
      inputs: { mode, 'assistant-api-key': '', domain: 'acme' },
    });
    expect(result.failed).toBe(false);
    expect(result.outputs.status).toBe('skipped');
    expect(result.stdout).toContain("::notice::Skipped: 'assistant-api-key' is empty because GitHub gives no secrets");
  });

  it("the base repository's own pull request: an empty key is still a bad input", async () => {
    const service = new FakeService();
    const result = await runInProcess({
      event: { name: 'pull_request', payload: recorded('pull_request') },
      inputs: { 'admin-api-key': '' },
      service,
    });
    expect(result.failed).toBe(true);
    expect(result.outputs.status).toBe('error');
    expect(result.stdout).toContain("'admin-api-key' is required");
  });
});
