/**
 * The v2 answer: an AI SDK (v5+) UI message stream (SSE `data:` frames, ended
 * by `[DONE]`), read with the SDK's own parsing: `parseJsonEventStream` with
 * `uiMessageChunkSchema` turns frames into validated chunks exactly as the
 * SDK's `DefaultChatTransport` does, and `readUIMessageStream` builds the
 * message from them as a chat client would.
 *
 * The thread id: the spec puts it at the top level of the `finish` chunk, a
 * field the SDK's schema does not list. The pinned SDK (7.x) validates chunks
 * with loose objects, so that field passes; it is read from the raw frame
 * (`rawValue`), which `readUIMessageStream` would otherwise drop. Also
 * accepted: `messageMetadata.threadId` and the `X-Thread-Id` header.
 */
import { parseJsonEventStream, readUIMessageStream, uiMessageChunkSchema, type UIMessage, type UIMessageChunk } from 'ai';
import { AskStreamError, addSource, describeFailure, threadIdField, threadIdFrom, type Answer } from './answer.js';
import { clip } from '../../util/redact.js';

type ParsedChunk = { success: true; value: UIMessageChunk; rawValue: unknown } | { success: false; error: Error; rawValue: unknown };

/** A frame the SDK's chunk schema refuses: a chat client would fail on it too. */
export class StreamFormatError extends Error {
  override readonly name = 'StreamFormatError';
}

/** The answer as far as the message has been built. */
function answerOf(message: UIMessage | undefined, threadId: string | undefined, headers: Headers): Answer {
  const texts: string[] = [];
  const sources: Answer['sources'] = [];
  for (const part of message?.parts ?? []) {
    if (part.type === 'text' && part.text) texts.push(part.text);
    else if (part.type === 'source-url') addSource(sources, part.url, part.title);
    else if (part.type === 'source-document') addSource(sources, '', part.title);
  }
  return {
    text: texts.join('\n\n'),
    sources,
    threadId: threadId ?? threadIdField(message?.metadata) ?? threadIdFrom(headers.get('x-thread-id')),
    threadKey: threadIdFrom(headers.get('x-thread-key')),
  };
}

/** Reads a v2 answer stream to its end; throws `AskStreamError` (with the partial answer) when it fails. */
export async function readUiMessageAnswer(body: ReadableStream<Uint8Array>, headers: Headers): Promise<Answer> {
  // Filled in by the transform below, as chunks pass.
  const seen: { finished: boolean; errorText?: string; finishThreadId?: string; chunks: number } = {
    finished: false,
    chunks: 0,
  };

  const chunks = parseJsonEventStream({ stream: body, schema: uiMessageChunkSchema }).pipeThrough(
    new TransformStream<ParsedChunk, UIMessageChunk>({
      transform(result, controller) {
        if (!result.success) {
          const raw = JSON.stringify(result.rawValue) as string | undefined;
          throw new StreamFormatError(
            `a frame is not a UI message chunk (${result.error.message.split('\n')[0] ?? ''}): ${clip(raw ?? '', 200)}`,
          );
        }
        seen.chunks += 1;
        const chunk = result.value;
        if (chunk.type === 'finish') {
          seen.finished = true;
          const threadId = threadIdField(result.rawValue);
          if (threadId) seen.finishThreadId = threadId;
        } else if (chunk.type === 'error') {
          seen.errorText = chunk.errorText;
        }
        controller.enqueue(chunk);
      },
    }),
  );

  let message: UIMessage | undefined;
  try {
    for await (const snapshot of readUIMessageStream({ stream: chunks, terminateOnError: true })) {
      message = snapshot;
    }
  } catch (error) {
    const partial = answerOf(message, seen.finishThreadId, headers);
    if (seen.errorText !== undefined) {
      throw new AskStreamError(`The assistant answered with an error: ${seen.errorText}`, partial);
    }
    const reason = describeFailure(error);
    throw new AskStreamError(`The answer stream failed: ${reason}`, partial);
  }
  const answer = answerOf(message, seen.finishThreadId, headers);
  if (!seen.finished) {
    throw new AskStreamError(
      seen.chunks === 0
        ? `The answer stream carried no UI message chunk (content-type ${JSON.stringify(headers.get('content-type') ?? '')}): is the service's v2 assistant at this URL?`
        : 'The answer stream ended before its finish event: the answer is incomplete.',
      answer,
    );
  }
  return answer;
}
