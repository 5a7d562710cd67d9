/**
 * The emulator speaks what real chat clients expect: the `ai` package's own
 * `DefaultChatTransport`, configured as spec 4.3 tells chat front ends to,
 * receives the v2 stream without error and builds the answer from it.
 */
import { DefaultChatTransport, readUIMessageStream, type UIMessage, type UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSISTANT_KEY } from '../../tools/emulator/server.ts';
import { useWorld } from '../helpers/world.ts';

const world = useWorld({ github: false, assistant: true });
const assistant = world.assistant!;

function transport(): DefaultChatTransport<UIMessage> {
  return new DefaultChatTransport({
    api: `${world.serviceUrl}/discovery/v2/assistant/acme/message`,
    headers: { Authorization: `Bearer ${DEFAULT_ASSISTANT_KEY}` },
    body: { fp: 'anonymous', retrievalPageSize: 5 },
  });
}

async function send(question: string): Promise<{ chunks: UIMessageChunk[]; message: UIMessage | undefined }> {
  const stream = await transport().sendMessages({
    chatId: 'chat-1',
    messages: [{ id: 'u1', role: 'user', parts: [{ type: 'text', text: question }] }],
    trigger: 'submit-message',
    messageId: undefined,
    abortSignal: undefined,
  });
  const [forChunks, forMessage] = stream.tee();
  const chunks: UIMessageChunk[] = [];
  const reader = forChunks.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  let message: UIMessage | undefined;
  for await (const snapshot of readUIMessageStream({ stream: forMessage, terminateOnError: true })) message = snapshot;
  return { chunks, message };
}

describe('DefaultChatTransport from the ai package', () => {
  it('receives the emulated v2 stream without error', async () => {
    const { chunks, message } = await send('How do I rotate an API key?');
    const thread = [...assistant.threads.values()].at(-1)!;
    expect(chunks.at(0)?.type).toBe('start');
    expect(chunks.at(-1)).toEqual({ type: 'finish', finishReason: 'stop', threadId: thread.id });
    expect(chunks.some((c) => c.type === 'error')).toBe(false);
    const text = message?.parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('');
    expect(text).toContain('You asked: How do I rotate an API key?');
    expect(message?.parts.filter((p) => p.type === 'source-url').map((p) => p.url)).toEqual([
      'https://acme.docs.example/guides/quickstart',
      'https://acme.docs.example/reference/api-keys',
    ]);
    // The transport's own body fields (id, trigger, messageId) are accepted next to the spec's.
    expect(assistant.requests.at(-1)?.body).toMatchObject({ id: 'chat-1', trigger: 'submit-message', fp: 'anonymous' });
  });

  it('surfaces an error chunk the way a chat client does', async () => {
    assistant.script({ errorAfterDeltas: 1, errorText: 'Retrieval backend unavailable' });
    await expect(send('Anything?')).rejects.toThrow('Retrieval backend unavailable');
  });
});
