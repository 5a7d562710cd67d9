/**
 * The contract the comment triggers use: runAsk with a question and a thread
 * found on the issue, and a hook that posts the rendered answer.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../../src/assistant/answer.ts';
import { extractAskQuestion, findLatestThread, renderAnswerComment, type IssueComment } from '../../src/assistant/comment.ts';
import { runAsk } from '../../src/assistant/run.ts';
import { mountAssistant } from '../emulator/assistant.ts';
import { DEFAULT_ASSISTANT_KEY, ServiceEmulator } from '../emulator/server.ts';
import { parseOutputFile } from '../helpers/action.ts';

const emulator = new ServiceEmulator();
const assistant = mountAssistant(emulator);
let baseUrl = '';
const outputFile = join(mkdtempSync(join(tmpdir(), 'ask-run-')), 'output');

beforeAll(async () => {
  baseUrl = await emulator.start();
  process.env.GITHUB_OUTPUT = outputFile;
});
afterAll(async () => {
  delete process.env.GITHUB_OUTPUT;
  await emulator.stop();
});

const read =
  (inputs: Record<string, string>) =>
  (name: string): string =>
    inputs[name] ?? '';

describe('runAsk for a comment trigger', () => {
  it('answers a /docs ask comment, posts it with its thread marker, and the follow-up continues the thread', async () => {
    const inputs = read({ 'base-url': baseUrl, 'assistant-api-key': DEFAULT_ASSISTANT_KEY, domain: 'acme' });
    const comments: IssueComment[] = [{ body: '/docs ask How do I rotate an API key?', user: { login: 'alice' } }];
    const bot = { login: 'github-actions[bot]', type: 'Bot' };
    const post = (answer: Answer): Promise<void> => {
      comments.push({ body: renderAnswerComment({ answer: answer.text, sources: answer.sources, threadId: answer.threadId }), user: bot });
      return Promise.resolve();
    };

    writeFileSync(outputFile, '');
    await runAsk({ readInput: inputs, question: extractAskQuestion(comments[0]!.body, '/docs')!, onAnswer: post });
    const first = parseOutputFile(readFileSync(outputFile, 'utf8'));
    expect(comments).toHaveLength(2);
    expect(comments[1]!.body).toContain(`<!-- docs-agent:ask thread-id=${first['thread-id']!} -->`);
    expect(comments[1]!.body).toContain('- [Quickstart](https://acme.docs.example/guides/quickstart)');

    comments.push({ body: '/docs ask And if it leaked?', user: { login: 'alice' } });
    const thread = findLatestThread(comments, (c) => c.user?.login === bot.login);
    expect(thread).toEqual({ threadId: first['thread-id'] });
    writeFileSync(outputFile, '');
    await runAsk({
      readInput: inputs,
      question: extractAskQuestion(comments[2]!.body, '/docs')!,
      ...(thread ? { thread } : {}),
      onAnswer: post,
    });
    expect(assistant.requests.at(-1)?.body.threadId).toBe(first['thread-id']);
    expect(comments[3]!.body).toContain(`This is message 2 of thread \`${first['thread-id']!}\``);
    expect(extractAskQuestion(comments[3]!.body, '/docs')).toBeUndefined();
  });
});
