import { createUIMessageStream, JsonToSseTransformStream, parseJsonEventStream, uiMessageChunkSchema, type UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { AskStreamError, type Answer } from '../../src/service/assistant/answer.ts';
import { readDataStreamAnswer } from '../../src/service/assistant/stream-v1.ts';
import { readUiMessageAnswer } from '../../src/service/assistant/stream-v2.ts';

/** A byte stream of the given pieces (each piece one network chunk). */
function bytes(...pieces: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      controller.close();
    },
  });
}

/** The SSE bytes the SDK's own writer produces for these chunks. */
function sdkStream(chunks: Record<string, unknown>[], fail?: string): ReadableStream<Uint8Array> {
  return createUIMessageStream({
    execute: ({ writer }) => {
      for (const chunk of chunks) writer.write(chunk as UIMessageChunk);
      if (fail) throw new Error(fail);
    },
    onError: (error) => (error as Error).message,
  })
    .pipeThrough(new JsonToSseTransformStream())
    .pipeThrough(new TextEncoderStream());
}

const text = (...deltas: string[]): Record<string, unknown>[] => [
  { type: 'start', messageId: 'm1' },
  { type: 'start-step' },
  { type: 'text-start', id: 't' },
  ...deltas.map((delta) => ({ type: 'text-delta', id: 't', delta })),
  { type: 'text-end', id: 't' },
];

async function failure(promise: Promise<Answer>): Promise<AskStreamError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AskStreamError);
    return error as AskStreamError;
  }
  throw new Error('expected an AskStreamError');
}

describe('the pinned ai package', () => {
  it("keeps the spec's top-level threadId on a finish chunk (chunk schemas are loose, not strict)", async () => {
    const reader = parseJsonEventStream({
      stream: bytes('data: {"type":"finish","threadId":"thr_9"}\n\n'),
      schema: uiMessageChunkSchema,
    }).getReader();
    const { value } = await reader.read();
    expect(value?.success).toBe(true);
    expect(value?.success && value.value).toEqual({ type: 'finish', threadId: 'thr_9' });
  });
});

describe('readUiMessageAnswer (v2)', () => {
  it('reads the answer, its sources and the thread id at the top level of finish', async () => {
    const stream = sdkStream([
      ...text('Rotate ', 'the key.'),
      { type: 'source-url', sourceId: 's1', url: 'https://d.example/keys', title: 'Keys' },
      { type: 'source-url', sourceId: 's2', url: 'https://d.example/keys', title: 'Keys again' },
      { type: 'source-document', sourceId: 's3', mediaType: 'application/pdf', title: 'Handbook' },
      { type: 'text-start', id: 't2', unknownField: true },
      { type: 'text-delta', id: 't2', delta: 'Second part.' },
      { type: 'text-end', id: 't2' },
      { type: 'data-usage', data: { tokens: 3 } },
      { type: 'finish-step' },
      { type: 'finish', finishReason: 'stop', threadId: 'thr_top', messageMetadata: { threadId: 'thr_meta' } },
    ]);
    await expect(readUiMessageAnswer(stream, new Headers({ 'x-thread-id': 'thr_header' }))).resolves.toEqual({
      text: 'Rotate the key.\n\nSecond part.',
      sources: [
        { url: 'https://d.example/keys', title: 'Keys' },
        { url: '', title: 'Handbook' },
      ],
      threadId: 'thr_top',
      threadKey: undefined,
    });
  });

  it('takes the thread id from messageMetadata, then from X-Thread-Id', async () => {
    const fromMetadata = sdkStream([...text('a'), { type: 'finish', messageMetadata: { threadId: 'thr_meta' } }]);
    expect((await readUiMessageAnswer(fromMetadata, new Headers({ 'x-thread-id': 'thr_h' }))).threadId).toBe('thr_meta');
    const fromHeader = sdkStream([...text('a'), { type: 'finish' }]);
    const answer = await readUiMessageAnswer(fromHeader, new Headers({ 'x-thread-id': 'thr_h', 'x-thread-key': 'tk' }));
    expect(answer).toMatchObject({ threadId: 'thr_h', threadKey: 'tk' });
    expect((await readUiMessageAnswer(sdkStream([...text('a'), { type: 'finish' }]), new Headers())).threadId).toBeUndefined();
  });

  it('fails with the text of an error chunk, keeping the partial answer', async () => {
    const error = await failure(readUiMessageAnswer(sdkStream(text('Half an ans'), 'retrieval failed'), new Headers()));
    expect(error.message).toBe('The assistant answered with an error: retrieval failed');
    expect(error.partial.text).toBe('Half an ans');
  });

  it('fails on a stream that ends without finish, keeping the partial answer', async () => {
    const error = await failure(readUiMessageAnswer(sdkStream(text('Half')), new Headers()));
    expect(error.message).toBe('The answer stream ended before its finish event: the answer is incomplete.');
    expect(error.partial.text).toBe('Half');
  });

  it('fails on a frame that is not a UI message chunk, as a chat client would', async () => {
    const stream = bytes('data: {"type":"start"}\n\n', 'data: {"type":"telepathy","x":1}\n\n', 'data: {"type":"finish"}\n\n');
    const error = await failure(readUiMessageAnswer(stream, new Headers()));
    expect(error.message).toMatch(/^The answer stream failed: a frame is not a UI message chunk \(.*\): \{"type":"telepathy","x":1\}$/);
  });

  it('says what came instead of a stream', async () => {
    const error = await failure(readUiMessageAnswer(bytes('{"answer": "json"}'), new Headers({ 'content-type': 'application/json' })));
    expect(error.message).toBe(
      `The answer stream carried no UI message chunk (content-type "application/json"): is the service's v2 assistant at this URL?`,
    );
  });
});

describe('the lines of a v1 stream (readDataStreamAnswer)', () => {
  const finish = 'd:{"finishReason":"stop","usage":{"promptTokens":1,"completionTokens":2}}\n';
  /** The message an answer made of this one line and a finish fails with, or undefined when it is read. */
  async function refusal(line: string): Promise<string | undefined> {
    return readDataStreamAnswer(bytes(`${line}\n${finish}`), new Headers()).then(
      () => undefined,
      (error: unknown) => {
        expect(error).toBeInstanceOf(AskStreamError);
        return (error as Error).message;
      },
    );
  }

  it('accepts every part of the v4 protocol', async () => {
    const lines = [
      '0:"text"',
      '2:[{"a":1}]',
      '3:"boom"',
      '8:[{"threadId":"t"}]',
      '9:{"toolCallId":"c","toolName":"search","args":null}',
      'a:{"toolCallId":"c","result":null}',
      'b:{"toolCallId":"c","toolName":"search"}',
      'c:{"toolCallId":"c","argsTextDelta":"{"}',
      'd:{"finishReason":"stop","usage":{"promptTokens":1,"completionTokens":2}}',
      'e:{"finishReason":"stop","isContinued":false}',
      'f:{"messageId":"m"}',
      'g:"thinking"',
      'h:{"sourceType":"url","id":"s","url":"https://d.example"}',
      'i:{"data":"redacted"}',
      'j:{"signature":"sig"}',
      'k:{"data":"aGk=","mimeType":"text/plain"}',
    ];
    for (const line of lines)
      expect(await refusal(line), line).toBe(line === '3:"boom"' ? 'The assistant answered with an error: boom' : undefined);
  });

  it('refuses what the v4 parser refuses', async () => {
    expect(await refusal('no separator')).toContain('Failed to parse stream string. No separator found.');
    expect(await refusal('z:"x"')).toContain('Failed to parse stream string. Invalid code z.');
    expect(await refusal('1:"function_call"')).toContain('Invalid code 1.');
    expect(await refusal('toString:"x"')).toContain('Invalid code toString.');
    expect(await refusal('0:{oops')).toMatch(/^The answer stream failed: .*JSON/);
    const names: Record<string, string> = {
      '0': 'text',
      '2': 'data',
      '9': 'tool_call',
      a: 'tool_result',
      d: 'finish_message',
      f: 'start_step',
      h: 'source',
      k: 'file',
    };
    for (const line of [
      '0:1',
      '2:{}',
      '9:{"toolCallId":"c","toolName":"t"}',
      'a:{"toolCallId":"c"}',
      'd:{}',
      'f:{}',
      'h:null',
      'k:{"data":"x"}',
    ]) {
      expect(await refusal(line), line).toContain(`"${names[line[0]!]!}" part does not have the shape`);
    }
  });
});

describe('readDataStreamAnswer (v1)', () => {
  const finish =
    'e:{"finishReason":"stop","isContinued":false}\nd:{"finishReason":"stop","usage":{"promptTokens":1,"completionTokens":2}}\n';

  it('reads text split anywhere (mid-line, mid-character), sources and the thread headers', async () => {
    const euro = new TextEncoder().encode('0:"costs 5 €"\n');
    const stream = bytes(
      'f:{"messageId":"m"}\n0:"Rot',
      'ate "\n0:"it."\n',
      euro.slice(0, 13),
      euro.slice(13),
      'h:{"sourceType":"url","id":"s","url":"https://d.example/k","title":"Keys"}\n',
      `2:[1]\n${finish.trimEnd()}`,
    );
    const headers = new Headers({ 'x-thread-id': 'thr_h', 'x-thread-key': 'tk_h' });
    await expect(readDataStreamAnswer(stream, headers)).resolves.toEqual({
      text: 'Rotate it.costs 5 €',
      sources: [{ url: 'https://d.example/k', title: 'Keys' }],
      threadId: 'thr_h',
      threadKey: 'tk_h',
    });
  });

  it('takes a thread id the stream carries (finish part or annotation) over the header', async () => {
    const fromFinish = bytes('0:"a"\nd:{"finishReason":"stop","threadId":"thr_d"}\n');
    expect((await readDataStreamAnswer(fromFinish, new Headers({ 'x-thread-id': 'thr_h' }))).threadId).toBe('thr_d');
    const fromAnnotation = bytes(`8:[{"threadId":"thr_8"}]\n0:"a"\n${finish}`);
    expect((await readDataStreamAnswer(fromAnnotation, new Headers())).threadId).toBe('thr_8');
  });

  it('fails with an error part, an unknown code or a missing finish, keeping the partial answer', async () => {
    const errorPart = await failure(readDataStreamAnswer(bytes('0:"Half"\n3:"model overloaded"\n'), new Headers()));
    expect(errorPart.message).toBe('The assistant answered with an error: model overloaded');
    expect(errorPart.partial.text).toBe('Half');

    const unknown = await failure(readDataStreamAnswer(bytes('0:"Half"\nx:"?"\n', finish), new Headers()));
    expect(unknown.message).toBe('The answer stream failed: Failed to parse stream string. Invalid code x.');
    expect(unknown.partial.text).toBe('Half');

    const cut = await failure(readDataStreamAnswer(bytes('0:"Half"\n'), new Headers({ 'x-thread-id': 'thr_c' })));
    expect(cut.message).toBe('The answer stream ended before its finish part (`d:`): the answer is incomplete.');
    expect(cut.partial).toMatchObject({ text: 'Half', threadId: 'thr_c' });

    const empty = await failure(readDataStreamAnswer(bytes(''), new Headers({ 'content-type': 'text/html' })));
    expect(empty.message).toMatch(/^The answer stream carried no data-stream part \(content-type "text\/html"\)/);
  });
});
