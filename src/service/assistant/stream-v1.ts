/**
 * The v1 answer: the AI SDK v4 data-stream protocol, one `CODE:JSON` part per
 * line. The SDK's own reader (`@ai-sdk/ui-utils` 1.x) would bring a second
 * major version of `@ai-sdk/provider-utils` and of zod into the bundle, so this
 * reader follows its rules instead, part by part: the same sixteen codes, the
 * same checks on each value, an unknown code or a value that fails its check is
 * an error, and the `d`/`e` finish parts keep only the fields the SDK keeps
 * (the thread id is read from the raw part, as in v2).
 */
import * as z from 'zod/mini';
import { AskStreamError, addSource, describeFailure, threadIdField, threadIdFrom, type Answer } from './answer.js';
import { clip } from '../../util/redact.js';

const objectWith = <T extends z.core.$ZodLooseShape>(shape: T) => z.looseObject(shape);
/** `typeof value === 'object'` as the SDK checks it: null and arrays pass. */
const anyObjectType = z.custom<object | null>((value: unknown) => typeof value === 'object');
/** A non-null object (arrays pass, as in the SDK). */
const nonNullObject = z.custom<object>((value: unknown) => value !== null && typeof value === 'object');
/** The SDK checks `"result" in value`, so the key must be present. */
const hasResult = z.custom<object>((value: unknown) => value !== null && typeof value === 'object' && 'result' in value);

/** The v4 parts (`@ai-sdk/ui-utils` `data-stream-parts`), by code. */
export const DATA_STREAM_PARTS = {
  '0': { name: 'text', schema: z.string() },
  '2': { name: 'data', schema: z.array(z.unknown()) },
  '3': { name: 'error', schema: z.string() },
  '8': { name: 'message_annotations', schema: z.array(z.unknown()) },
  '9': {
    name: 'tool_call',
    schema: objectWith({ toolCallId: z.string(), toolName: z.string(), args: anyObjectType }),
  },
  a: { name: 'tool_result', schema: z.intersection(objectWith({ toolCallId: z.string() }), hasResult) },
  b: { name: 'tool_call_streaming_start', schema: objectWith({ toolCallId: z.string(), toolName: z.string() }) },
  c: { name: 'tool_call_delta', schema: objectWith({ toolCallId: z.string(), argsTextDelta: z.string() }) },
  d: { name: 'finish_message', schema: objectWith({ finishReason: z.string() }) },
  e: { name: 'finish_step', schema: objectWith({ finishReason: z.string() }) },
  f: { name: 'start_step', schema: objectWith({ messageId: z.string() }) },
  g: { name: 'reasoning', schema: z.string() },
  h: { name: 'source', schema: nonNullObject },
  i: { name: 'redacted_reasoning', schema: objectWith({ data: z.string() }) },
  j: { name: 'reasoning_signature', schema: objectWith({ signature: z.string() }) },
  k: { name: 'file', schema: objectWith({ data: z.string(), mimeType: z.string() }) },
} as const;

type Code = keyof typeof DATA_STREAM_PARTS;
export interface DataStreamPart {
  code: Code;
  name: string;
  value: unknown;
}

/** One line of the stream as the v4 SDK's `parseDataStreamPart` reads it; throws where it throws. */
function parseDataStreamLine(line: string): DataStreamPart {
  const separator = line.indexOf(':');
  if (separator === -1) throw new Error('Failed to parse stream string. No separator found.');
  const prefix = line.slice(0, separator);
  if (!Object.hasOwn(DATA_STREAM_PARTS, prefix)) throw new Error(`Failed to parse stream string. Invalid code ${prefix}.`);
  const code = prefix as Code;
  const part = DATA_STREAM_PARTS[code];
  const value: unknown = JSON.parse(line.slice(separator + 1));
  const parsed = part.schema.safeParse(value);
  if (!parsed.success) {
    throw new Error(`"${part.name}" part does not have the shape the data-stream protocol gives it: ${clip(line, 200)}`);
  }
  return { code, name: part.name, value };
}

/** Splits a byte stream into lines, as the SDK does (a last line without `\n` still counts). */
async function* lines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        if (line !== '') yield line;
        newline = buffer.indexOf('\n');
      }
      if (done) break;
    }
  } finally {
    // Stops reading a stream abandoned early (an error part); harmless once it is done.
    await reader.cancel().catch(() => undefined);
  }
  if (buffer !== '') yield buffer;
}

/** Reads a v1 answer stream to its end; throws `AskStreamError` (with the partial answer) when it fails. */
export async function readDataStreamAnswer(body: ReadableStream<Uint8Array>, headers: Headers): Promise<Answer> {
  const answer: Answer = {
    text: '',
    sources: [],
    threadId: threadIdFrom(headers.get('x-thread-id')),
    threadKey: threadIdFrom(headers.get('x-thread-key')),
  };
  let streamThreadId: string | undefined;
  let finished = false;
  let parts = 0;
  try {
    for await (const line of lines(body)) {
      const part = parseDataStreamLine(line);
      parts += 1;
      switch (part.code) {
        case '0':
          answer.text += part.value as string;
          break;
        case '3':
          throw new AskStreamError(`The assistant answered with an error: ${part.value as string}`, withThread(answer, streamThreadId));
        case 'h': {
          const source = part.value as { url?: unknown; title?: unknown };
          if (typeof source.url === 'string') {
            addSource(answer.sources, source.url, typeof source.title === 'string' ? source.title : undefined);
          }
          break;
        }
        case '8':
          for (const annotation of part.value as unknown[]) streamThreadId = threadIdField(annotation) ?? streamThreadId;
          break;
        case 'd':
          finished = true;
          streamThreadId = threadIdField(part.value) ?? streamThreadId;
          break;
        default:
          // Data, tool, reasoning, step and file parts carry nothing the answer needs.
          break;
      }
    }
  } catch (error) {
    if (error instanceof AskStreamError) throw error;
    const reason = describeFailure(error);
    throw new AskStreamError(`The answer stream failed: ${reason}`, withThread(answer, streamThreadId));
  }
  if (!finished) {
    throw new AskStreamError(
      parts === 0
        ? `The answer stream carried no data-stream part (content-type ${JSON.stringify(headers.get('content-type') ?? '')}): is the service's v1 assistant at this URL?`
        : 'The answer stream ended before its finish part (`d:`): the answer is incomplete.',
      withThread(answer, streamThreadId),
    );
  }
  return withThread(answer, streamThreadId);
}

/** The thread id from the stream (finish part or annotation) wins over the `X-Thread-Id` header. */
function withThread(answer: Answer, streamThreadId: string | undefined): Answer {
  return { ...answer, threadId: streamThreadId ?? answer.threadId };
}
