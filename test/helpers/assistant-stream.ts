/**
 * A v2 answer as the service sends it: an AI SDK UI message stream written
 * with the `ai` package's own writer and SSE transform (as the emulator does),
 * read into one string that nock can reply with.
 */
import { createUIMessageStream, JsonToSseTransformStream } from 'ai';

export interface StreamedAnswer {
  text: string;
  sources?: { url: string; title?: string }[];
  threadId?: string;
}

export async function v2AnswerBody(answer: StreamedAnswer): Promise<string> {
  const stream = createUIMessageStream({
    execute: ({ writer }) => {
      writer.write({ type: 'start', messageId: 'msg_1' });
      writer.write({ type: 'text-start', id: 't1' });
      writer.write({ type: 'text-delta', id: 't1', delta: answer.text });
      writer.write({ type: 'text-end', id: 't1' });
      for (const [i, source] of (answer.sources ?? []).entries()) {
        writer.write({ type: 'source-url', sourceId: `s${i}`, url: source.url, ...(source.title ? { title: source.title } : {}) });
      }
      // The spec's `event.threadId`: a top-level field of `finish`.
      writer.write({ type: 'finish', ...(answer.threadId ? { threadId: answer.threadId } : {}) });
    },
  });
  let body = '';
  const reader = stream.pipeThrough(new JsonToSseTransformStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return body;
    body += value;
  }
}
