/**
 * Ask mode as the runner starts it for comment events: `node dist/index.js`
 * with GITHUB_EVENT_NAME / GITHUB_EVENT_PATH, the service emulator's
 * assistant, and the GitHub stand-in behind GITHUB_API_URL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseMarker } from '../../src/github/comments.ts';
import { mountAssistant } from '../../tools/emulator/assistant.ts';
import { DEFAULT_ASSISTANT_KEY, ServiceEmulator } from '../../tools/emulator/server.ts';
import { runAction } from '../../tools/action.ts';
import { commentPayload, writePayload } from '../../tools/events.ts';
import { GitHubStandIn } from '../../tools/stand-ins/github.ts';
import { StandInServer } from '../../tools/stand-ins/server.ts';

const TOKEN = 'ghs_e2e_ask_token';
const emulator = new ServiceEmulator();
const assistant = mountAssistant(emulator);
let github = new GitHubStandIn();
const server = new StandInServer((req, res, body) => github.handler(req, res, body));
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await emulator.start();
  await server.start();
});
afterAll(async () => {
  await emulator.stop();
  await server.stop();
});
beforeEach(() => {
  assistant.requests.length = 0;
  github = new GitHubStandIn();
  github.token = TOKEN;
  github.roles.set('Codertocat', 'write');
});

const inputs = {
  mode: 'ask',
  'base-url': '',
  'assistant-api-key': DEFAULT_ASSISTANT_KEY,
  domain: 'acme',
  'github-token': TOKEN,
  'ask-timeout-seconds': '20',
};

/** The user's comment appears on the issue, then the workflow run it started. */
async function ask(body: string, runId: string) {
  const payload = commentPayload(body);
  const comment = github.addComment({
    owner: 'Codertocat',
    repo: 'Hello-World',
    issueNumber: 1,
    body,
    user: { login: 'Codertocat', type: 'User' },
    author_association: 'OWNER',
  });
  payload.comment!.id = comment.id;
  return runAction({
    inputs: { ...inputs, 'base-url': baseUrl },
    env: {
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: writePayload(payload),
      GITHUB_API_URL: server.url,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: 'Codertocat/Hello-World',
      GITHUB_RUN_ID: runId,
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_JOB: 'ask',
    },
  });
}

const answers = () => github.comments.filter((c) => parseMarker(c.body)?.kind === 'answer');

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
    expect(github.reactions).toEqual([
      { commentId: github.comments[0]!.id, review: false, content: 'eyes' },
      { commentId: github.comments[2]!.id, review: false, content: 'eyes' },
    ]);
    expect(github.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
    // The token and the assistant key appear only in the runner's mask commands.
    for (const secret of [TOKEN, DEFAULT_ASSISTANT_KEY]) {
      expect(second.stdout.replace(`::add-mask::${secret}`, '')).not.toContain(secret);
    }
  });
});
