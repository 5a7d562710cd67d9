/**
 * Ask mode as the runner starts it for comment events: `node dist/index.js`
 * with GITHUB_EVENT_NAME / GITHUB_EVENT_PATH, the service emulator's
 * assistant, and the GitHub stand-in behind GITHUB_API_URL.
 */
import { describe, expect, it } from 'vitest';
import { parseMarker } from '../../src/comment/marked.ts';
import { DEFAULT_ASSISTANT_KEY } from '../../tools/emulator/server.ts';
import { commentPayload } from '../../tools/events.ts';
import { useWorld } from '../helpers/world.ts';

const world = useWorld({
  assistant: true,
  roles: { Codertocat: 'write' },
  inputs: { mode: 'ask', domain: 'acme', 'ask-timeout-seconds': '20' },
});
const assistant = world.assistant!;
const { token: TOKEN } = world;

/** The user's comment appears on the issue, then the workflow run it started. */
async function ask(body: string, runId: string) {
  const payload = commentPayload(body);
  const comment = world.github.addComment({
    owner: 'Codertocat',
    repo: 'Hello-World',
    issueNumber: 1,
    body,
    user: { login: 'Codertocat', type: 'User' },
    author_association: 'OWNER',
  });
  payload.comment!.id = comment.id;
  return world.run({ event: 'issue_comment', payload, runId, env: { GITHUB_JOB: 'ask' } });
}

const answers = () => world.github.comments.filter((c) => parseMarker(c.body)?.kind === 'answer');

describe('ask mode: node dist/index.js on comment events', () => {
  it('two /docs ask runs on one issue: one answer comment each, the second continuing the first thread', async () => {
    const first = await ask('/docs ask How do I rotate an API key?', '9001');
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(answers()).toHaveLength(1);
    const threadId = first.outputs['thread-id']!;
    expect(threadId).toMatch(/^thr_/);
    expect(parseMarker(answers()[0]!.body)).toEqual({ kind: 'answer', 'thread-id': threadId, 'run-id': '9001', 'workflow-job': 'ask' });
    expect(answers()[0]!.body).toContain('- [Quickstart](https://acme.docs.example/guides/quickstart)');
    expect(first.outputs).toMatchObject({
      'triggered-by': 'Codertocat',
      'comment-url': `https://github.com/Codertocat/Hello-World/issues/1#issuecomment-${answers()[0]!.id}`,
    });
    expect(assistant.requests[0]?.body.threadId).toBeNull();

    const second = await ask('/docs ask And if it leaked?', '9002');
    expect(second.code, second.stdout + second.stderr).toBe(0);
    expect(answers()).toHaveLength(2);
    expect(assistant.requests).toHaveLength(2);
    expect(assistant.requests[1]?.body.threadId).toBe(threadId);
    expect(second.outputs['thread-id']).toBe(threadId);
    expect(answers()[1]!.body).toContain(`This is message 2 of thread \`${threadId}\``);
    // 👀 on each question.
    expect(world.github.reactions).toEqual([
      { commentId: world.github.comments[0]!.id, review: false, content: 'eyes' },
      { commentId: world.github.comments[2]!.id, review: false, content: 'eyes' },
    ]);
    expect(world.github.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
    // The token and the assistant key appear only in the runner's mask commands.
    for (const secret of [TOKEN, DEFAULT_ASSISTANT_KEY]) {
      expect(second.stdout.replace(`::add-mask::${secret}`, '')).not.toContain(secret);
    }
  });
});
