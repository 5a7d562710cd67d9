import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_KEY, DEFAULT_ASSISTANT_KEY } from '../../tools/emulator/server.ts';
import { DIST, runAction, type ActionResult } from '../../tools/action.ts';
import { unsafeRendering } from '../helpers/links.ts';
import { useWorld } from '../helpers/world.ts';

const world = useWorld({
  github: false,
  assistant: true,
  inputs: { mode: 'ask', domain: 'acme', question: 'How do I rotate an API key?', 'ask-timeout-seconds': '20' },
});
const { emulator } = world;
const assistant = world.assistant!;

/** A key may appear only inside the runner's mask command. */
function expectHidden(result: ActionResult, key: string): void {
  expect(result.stdout).toContain(`::add-mask::${key}`);
  expect(result.stdout.replace(`::add-mask::${key}`, '')).not.toContain(key);
  expect(result.stderr).not.toContain(key);
  expect(result.summary).not.toContain(key);
}

const sources = (result: ActionResult): unknown => JSON.parse(result.outputs.sources ?? '');

describe('ask mode: node dist/index.js against the emulator', () => {
  it('v2: asks, and sets answer, sources and thread-id from the finish event; needs no project-id or admin key', async () => {
    const result = await runAction({ inputs: world.inputs({ fp: 'user-5f2c', 'retrieval-page-size': '7' }) });
    expect(result.code, result.stdout).toBe(0);
    const thread = [...assistant.threads.values()].at(-1)!;
    expect(result.outputs['thread-id']).toBe(thread.id);
    expect(result.outputs.answer).toBe(
      `You asked: How do I rotate an API key?\n\nThis is message 1 of thread \`${thread.id}\` on **acme**.\n\n\`\`\`sh\ndocs-cli keys rotate --project <id>\n\`\`\``,
    );
    expect(sources(result)).toEqual([
      { url: 'https://acme.docs.example/guides/quickstart', title: 'Quickstart' },
      { url: 'https://acme.docs.example/reference/api-keys', title: 'API keys' },
    ]);
    const [request] = assistant.requests;
    expect(request?.version).toBe('v2');
    expect(request?.body).toMatchObject({
      fp: 'user-5f2c',
      threadId: null,
      retrievalPageSize: 7,
      filter: null,
      messages: [{ role: 'user', parts: [{ type: 'text', text: 'How do I rotate an API key?' }] }],
    });
    expect(emulator.requests[0]?.authorization).toBe(`Bearer ${DEFAULT_ASSISTANT_KEY}`);
    expect(result.summary).toContain('## Docs assistant');
    expect(result.summary).toContain('> How do I rotate an API key?');
    expect(result.summary).toContain('- [Quickstart](https://acme.docs.example/guides/quickstart)');
    expect(result.summary).toContain(`Thread: \`${thread.id}\``);
    expectHidden(result, DEFAULT_ASSISTANT_KEY);
  });

  it('v2: continues the thread across two runs', async () => {
    const first = await runAction({ inputs: world.inputs({ question: 'What is a key?' }) });
    const threadId = first.outputs['thread-id']!;
    expect(threadId).toMatch(/^thr_/);
    const second = await runAction({ inputs: world.inputs({ question: 'And how do I rotate it?', 'thread-id': threadId }) });
    expect(second.code, second.stdout).toBe(0);
    expect(second.outputs['thread-id']).toBe(threadId);
    expect(second.outputs.answer).toContain(`This is message 2 of thread \`${threadId}\``);
    expect(assistant.requests[1]?.body.threadId).toBe(threadId);
    expect(assistant.threads.get(threadId)?.questions).toEqual(['What is a key?', 'And how do I rotate it?']);
  });

  it('v2: takes the thread id from messageMetadata or X-Thread-Id when finish has none at the top level', async () => {
    assistant.script({ threadIdIn: 'metadata' }, { threadIdIn: 'header' });
    const metadata = await runAction({ inputs: world.inputs() });
    expect(metadata.outputs['thread-id']).toMatch(/^thr_/);
    const header = await runAction({ inputs: world.inputs() });
    expect(header.outputs['thread-id']).toMatch(/^thr_/);
    expect(header.outputs['thread-id']).not.toBe(metadata.outputs['thread-id']);
  });

  it('v1: reads the data stream and continues the thread with its thread-key', async () => {
    const first = await runAction({
      inputs: world.inputs({ 'assistant-api-version': 'v1', context: '[{"type":"code","value":"keys list"}]' }),
    });
    expect(first.code, first.stdout).toBe(0);
    const threadId = first.outputs['thread-id']!;
    const thread = assistant.threads.get(threadId)!;
    expect(first.outputs['thread-key']).toBe(thread.key);
    expect(first.outputs.answer).toContain('This is message 1 of thread');
    expect(sources(first)).toHaveLength(2);
    expect(assistant.requests[0]?.body).toMatchObject({
      messages: [{ role: 'user', content: 'How do I rotate an API key?', parts: [{ type: 'text' }] }],
      context: [{ type: 'code', value: 'keys list' }],
    });

    const second = await runAction({
      inputs: world.inputs({ 'assistant-api-version': 'v1', 'thread-id': threadId, 'thread-key': thread.key }),
    });
    expect(second.code, second.stdout).toBe(0);
    expect(second.outputs.answer).toContain('This is message 2 of thread');

    const withoutKey = await runAction({ inputs: world.inputs({ 'assistant-api-version': 'v1', 'thread-id': threadId }) });
    expect(withoutKey.code).toBe(1);
    expect(withoutKey.stdout).toContain(
      `answered 404: Thread not found: no such domain, or the thread "${threadId}" is unknown (v1 threads also need their 'thread-key')`,
    );
  });

  it('refuses every bad input before sending anything, naming each', async () => {
    const result = await runAction({
      inputs: world.inputs({
        'assistant-api-version': 'v1',
        'retrieval-page-size': '-1',
        'current-path': 'x'.repeat(201),
        filter: '"en"',
        context: '[{"type":"code","value":"x","path":"a.md"}]',
        question: '',
      }),
    });
    expect(result.code).toBe(1);
    expect(emulator.requests).toHaveLength(0);
    for (const name of ['retrieval-page-size', 'current-path', 'filter', 'context']) {
      expect(result.stdout).toContain(`'${name}'`);
    }
    expect(result.stdout).toContain(`field '0.path' is not accepted by the v1 assistant`);
    const noQuestion = await runAction({ inputs: world.inputs({ question: '  ' }) });
    expect(noQuestion.stdout).toContain(`::error::Invalid input: 'question' is empty`);
    expect(emulator.requests).toHaveLength(0);
  });

  it('refuses an admin key in the assistant slot without sending it, and masks it', async () => {
    const result = await runAction({ inputs: world.inputs({ 'assistant-api-key': DEFAULT_ADMIN_KEY }) });
    expect(result.code).toBe(1);
    expect(emulator.requests).toHaveLength(0);
    expect(result.stdout).toContain(`::error::Invalid input: 'assistant-api-key' holds an admin API key`);
    expectHidden(result, DEFAULT_ADMIN_KEY);
  });

  it.each(['v2', 'v1'])('%s: fails on an error chunk with its text, logging the partial answer', async (version) => {
    assistant.script({ errorAfterDeltas: 1, errorText: 'Retrieval backend unavailable' });
    const result = await runAction({ inputs: world.inputs({ 'assistant-api-version': version }) });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('::error::The assistant answered with an error: Retrieval backend unavailable');
    expect(result.stdout).toMatch(/::group::Partial answer \(the stream did not finish\)\n::stop-commands::\S+\nYou asked: How do /);
    // A failed run still sets every answer output, empty: scripts can read them all the same.
    expect(result.outputs).toMatchObject({ answer: '', 'thread-id': '', sources: '[]' });
    expect(result.summary).toContain('**Partial answer** (the stream did not finish)');
  });

  it.each([
    ['v2', 'end'],
    ['v1', 'reset'],
  ] as const)('%s: fails on a stream cut mid-way (%s), logging the partial answer', async (version, cut) => {
    assistant.script({ cutAfterFrames: 4, cut });
    const result = await runAction({ inputs: world.inputs({ 'assistant-api-version': version }) });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      cut === 'end'
        ? /::error::The answer stream ended before its finish event/
        : /::error::The answer stream failed: terminated \(other side closed\)/,
    );
    expect(result.stdout).toMatch(/::group::Partial answer \(the stream did not finish\)\n::stop-commands::\S+\nYou asked: /);
  });

  it('fails a stalling stream after the idle timeout, and waits through a slow one', async () => {
    assistant.script({ stallAfterFrames: 5 }, { frameDelayMs: 60 });
    const started = Date.now();
    const stalled = await runAction({ inputs: world.inputs({ 'ask-idle-timeout-seconds': '0.5' }) });
    expect(stalled.code).toBe(1);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(stalled.stdout).toContain("::error::The answer stream stopped: no data for 0.5 s ('ask-idle-timeout-seconds')");
    expect(stalled.stdout).toContain('Partial answer');
    const slow = await runAction({ inputs: world.inputs({ 'ask-idle-timeout-seconds': '0.5' }) });
    expect(slow.code, slow.stdout).toBe(0);
    expect(slow.outputs.answer).toContain('You asked');
  });

  it('stops on SIGTERM, logging the partial answer and saying the run was cancelled', async () => {
    assistant.script({ stallAfterFrames: 5 });
    let sent = false;
    const result = await runAction({
      inputs: world.inputs(),
      onStdout: (text, kill) => {
        if (!sent && text.includes('Question: ')) {
          sent = true;
          setTimeout(() => {
            kill('SIGTERM');
          }, 200);
        }
      },
    });
    expect(result.code).toBe(1);
    // Main tells the mode's `failed` that the run was cancelled; the outcome keeps what had arrived.
    expect(result.outputs.status).toBe('cancelled');
    expect(result.stdout).toContain('::warning::Received SIGTERM: stopping now.');
    expect(result.stdout).toContain('::error::The answer stream stopped: the run was cancelled');
    expect(result.stdout).toMatch(/::group::Partial answer \(the stream did not finish\)\n::stop-commands::\S+\nYou asked: /);
  });

  it('stops at the overall timeout', async () => {
    assistant.script({ frameDelayMs: 200 });
    const result = await runAction({ inputs: world.inputs({ 'ask-timeout-seconds': '0.5' }) });
    expect(result.code).toBe(1);
    // The run's deadline, 0.5 s from its start, ends the answer (before or after the headers).
    expect(result.stdout).toMatch(
      /::error::(The answer stream stopped|POST \S+ got no response): no complete answer: not done within the run's time \('ask-timeout-seconds': \d\)/,
    );
  });

  it('reports a 429 with its Retry-After', async () => {
    const result = await runAction({ inputs: world.inputs({ question: 'again [emulator:429]' }) });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /::error::POST http:\/\/127\.0\.0\.1:\d+\/discovery\/v2\/assistant\/acme\/message answered 429: Rate limit exceeded: the assistant's rate limit was reached .*; retry after 30 s \(Retry-After: 30\)/,
    );
  });

  it('keeps answer lines from acting as workflow commands, and notifies nobody in the summary', async () => {
    assistant.script({ answer: 'Fine.\n::error::forged by the service\n@octocat <img src=x>' });
    const result = await runAction({ inputs: world.inputs() });
    expect(result.code).toBe(0);
    expect(result.stdout.split('::error::forged by the service')).toHaveLength(2);
    const stop = /^::stop-commands::(\S+)$/m.exec(result.stdout);
    expect(stop).not.toBeNull();
    expect(result.stdout.indexOf('::error::forged')).toBeGreaterThan(result.stdout.indexOf(stop![0]));
    expect(result.stdout.indexOf('::error::forged')).toBeLessThan(result.stdout.indexOf(`::${stop![1]!}::`));
    expect(result.summary).toContain('@\u200boctocat \\<img src=x>');
    expect(unsafeRendering(result.summary)).toEqual([]);
  });

  it('sends nothing on a dry run and shows the request body', async () => {
    const result = await runAction({ inputs: world.inputs({ 'dry-run': 'true' }) });
    expect(result.code).toBe(0);
    expect(emulator.requests).toHaveLength(0);
    expect(result.stdout).toContain(`POST ${world.serviceUrl}/discovery/v2/assistant/acme/message`);
    expect(result.stdout).toContain('"retrievalPageSize": 5');
    // The checks, loaded lazily in the bundle: the assistant cannot be checked without a message.
    expect(result.stdout).toContain(
      "Dry run check: the assistant and 'assistant-api-key': not checked (not checked: the assistant has no free read",
    );
    expect(result.stdout).toContain("Dry run check: the assistant's monthly count: passed (not used: without 'github-token'");
  });
});

describe('the bundle', () => {
  it('keeps the ai package out of the entry chunk, so the agent mode does not load it', () => {
    const marker = 'Ensure a "text-start" chunk is sent before any "text-delta" chunks';
    const chunks = readdirSync(DIST).filter((f) => f.endsWith('.js'));
    expect(readFileSync(join(DIST, 'index.js'), 'utf8')).not.toContain(marker);
    expect(chunks.filter((f) => readFileSync(join(DIST, f), 'utf8').includes(marker))).toHaveLength(1);
  });
});
