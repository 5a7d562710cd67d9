/**
 * The emulator's assistant endpoints (spec 4.3, 4.4 and the API notes):
 *
 *   POST /discovery/v2/assistant/{domain}/message   AI SDK (v5+) UI message stream
 *   POST /discovery/v1/assistant/{domain}/message   AI SDK v4 data stream
 *
 * The v2 stream is written with the `ai` package's own writer
 * (`createUIMessageStream` + `JsonToSseTransformStream`, with
 * `UI_MESSAGE_STREAM_HEADERS`), so the action reads what the SDK itself
 * writes; its `finish` chunk carries the thread id at the top level, as the
 * spec says. The v1 stream is in the v4 data-stream format, with the thread
 * in `X-Thread-Id` / `X-Thread-Key` headers (a v1 follow-up must send both).
 *
 * Requests are checked as the API notes describe them (400 with {"error"});
 * threads live in memory. Scripted answers come from `assistant.script(...)`
 * or from markers in the question, so that a workflow can ask for them too:
 *   [emulator:error]        an error chunk (v2 `error`, v1 `3:`) mid-answer
 *   [emulator:cut]          the stream ends mid-answer without finishing
 *   [emulator:reset]        the connection is reset mid-answer
 *   [emulator:stall]        the stream stops sending mid-answer and stays open
 *   [emulator:endless]      the stream never ends: text deltas every 100 ms (or `slow=N`) mid-answer
 *   [emulator:slow=N]       N milliseconds between frames
 *   [emulator:429]          429 with Retry-After: 30
 *   [emulator:no-sources]   no sources
 *   [emulator:thread-in=X]  v2 thread id in `finish` (default), `metadata` or `header`
 *
 * A question with code `context` (an impact check) is answered with sources
 * chosen from the context's paths (impact.ts), unless scripted otherwise.
 *
 * Written with erasable TypeScript only, so Node 24 runs it as it is.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createUIMessageStream, JsonToSseTransformStream, UI_MESSAGE_STREAM_HEADERS, type UIMessageChunk } from 'ai';
import { DEFAULT_ASSISTANT_KEY, sendJson, type ServiceEmulator } from './server.ts';
import { impactAnswer } from './impact.ts';

export interface ScriptedSource {
  url: string;
  title?: string;
}

/** How the next answer goes; unset fields take the defaults (or the question's markers). */
export interface AnswerScript {
  /** The answer's markdown; by default it repeats the question and counts the thread's messages. */
  answer?: string;
  sources?: ScriptedSource[];
  /** An error chunk after this many text deltas. */
  errorAfterDeltas?: number;
  errorText?: string;
  /** After this many frames (v2) or lines (v1): `end` closes the stream, `reset` destroys the connection. */
  cutAfterFrames?: number;
  cut?: 'end' | 'reset';
  /** After this many frames the stream goes silent and stays open until the client leaves. */
  stallAfterFrames?: number;
  /** From this frame on, a text delta every `frameDelayMs` (100 ms by default) for as long as the client reads. */
  endlessAfterFrames?: number;
  /** Milliseconds between frames. */
  frameDelayMs?: number;
  /** Answer with this status and body instead of a stream. */
  status?: number;
  body?: string;
  retryAfter?: string;
  /** Where the v2 thread id goes. */
  threadIdIn?: 'finish' | 'metadata' | 'header' | 'none';
}

export interface AssistantThread {
  id: string;
  key: string;
  domain: string;
  version: 'v1' | 'v2';
  fp: string;
  questions: string[];
}

export interface AssistantRequest {
  version: 'v1' | 'v2';
  domain: string;
  body: Record<string, unknown>;
}

export interface AssistantOptions {
  assistantApiKey?: string;
  /** Milliseconds between frames unless scripted otherwise. */
  frameDelayMs?: number;
}

type Version = 'v1' | 'v2';
const ROUTE = /^\/discovery\/(v1|v2)\/assistant\/([^/]+)\/message$/;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** What the API notes say a request must be; the first problem, or undefined. */
export function checkRequest(version: Version, body: unknown): string | undefined {
  if (!isObject(body)) return 'Request body must be a JSON object';
  if (typeof body.fp !== 'string' || body.fp === '') return 'fp: required string';
  const messages = body.messages;
  if (!Array.isArray(messages) || messages.length === 0) return 'messages: required non-empty array';
  for (const [i, message] of messages.entries()) {
    if (!isObject(message)) return `messages.${i}: must be an object`;
    if (typeof message.id !== 'string') return `messages.${i}.id: required string`;
    if (!['system', 'assistant', 'user'].includes(message.role as string)) return `messages.${i}.role: invalid`;
    if (!Array.isArray(message.parts)) return `messages.${i}.parts: required array`;
    if (version === 'v1' && typeof message.content !== 'string') return `messages.${i}.content: required string (v1)`;
  }
  if (body.threadId !== undefined && body.threadId !== null && typeof body.threadId !== 'string') {
    return 'threadId: must be a string or null';
  }
  const size = body.retrievalPageSize;
  if (size !== undefined && (typeof size !== 'number' || !Number.isInteger(size) || size < 1)) {
    return 'retrievalPageSize: must be a positive integer';
  }
  if (body.filter !== undefined && body.filter !== null) {
    if (!isObject(body.filter)) return 'filter: must be an object';
    if (version === 'v1' && body.filter.groups !== undefined) return 'filter.groups: not accepted by v1';
  }
  if (body.context !== undefined) {
    if (!Array.isArray(body.context)) return 'context: must be an array';
    for (const [i, item] of body.context.entries()) {
      if (!isObject(item)) return `context.${i}: must be an object`;
      if (item.type !== 'code' && item.type !== 'textSelection') return `context.${i}.type: must be code or textSelection`;
      if (typeof item.value !== 'string') return `context.${i}.value: required string`;
      if (version === 'v1' && item.path !== undefined) return `context.${i}.path: not accepted by v1`;
    }
  }
  if (body.currentPath !== undefined && (typeof body.currentPath !== 'string' || body.currentPath.length > 200)) {
    return 'currentPath: must be a string of at most 200 characters';
  }
  return undefined;
}

/** The text of the last user message. */
function questionOf(body: Record<string, unknown>): string {
  const messages = body.messages as Record<string, unknown>[];
  const last = [...messages].reverse().find((m) => m.role === 'user');
  const parts = (last?.parts ?? []) as Record<string, unknown>[];
  const text = parts
    .filter((p) => p.type === 'text' && typeof p.text === 'string')
    .map((p) => p.text as string)
    .join('\n');
  return text || (typeof last?.content === 'string' ? last.content : '');
}

/** Script fields asked for by markers in the question. */
export function scriptFromMarkers(question: string): AnswerScript {
  const script: AnswerScript = {};
  if (question.includes('[emulator:error]')) {
    script.errorAfterDeltas = 2;
    script.errorText = 'The assistant could not finish the answer (emulated)';
  }
  if (question.includes('[emulator:cut]')) {
    script.cutAfterFrames = 5;
    script.cut = 'end';
  }
  if (question.includes('[emulator:reset]')) {
    script.cutAfterFrames = 5;
    script.cut = 'reset';
  }
  if (question.includes('[emulator:stall]')) script.stallAfterFrames = 5;
  if (question.includes('[emulator:endless]')) script.endlessAfterFrames = 5;
  const slow = /\[emulator:slow=(\d+)\]/.exec(question);
  if (slow) script.frameDelayMs = Number(slow[1]);
  if (question.includes('[emulator:429]')) {
    script.status = 429;
    script.retryAfter = '30';
    script.body = JSON.stringify({ error: 'Rate limit exceeded' });
  }
  if (question.includes('[emulator:no-sources]')) script.sources = [];
  const threadIn = /\[emulator:thread-in=(finish|metadata|header|none)\]/.exec(question);
  if (threadIn) script.threadIdIn = threadIn[1] as NonNullable<AnswerScript['threadIdIn']>;
  return script;
}

/** Splits text into a few deltas, as a model would stream it. */
function deltas(text: string): string[] {
  const words = text.split(/(?<=\s)/);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 4) out.push(words.slice(i, i + 4).join(''));
  return out;
}

export class AssistantRoutes {
  readonly threads = new Map<string, AssistantThread>();
  readonly requests: AssistantRequest[] = [];
  private readonly scripts: AnswerScript[] = [];
  private readonly apiKey: string;
  private readonly frameDelayMs: number;

  constructor(options: AssistantOptions = {}) {
    this.apiKey = options.assistantApiKey ?? DEFAULT_ASSISTANT_KEY;
    this.frameDelayMs = options.frameDelayMs ?? 0;
  }

  /** Scripts the next answers, one script per request, in order. */
  script(...scripts: AnswerScript[]): this {
    this.scripts.push(...scripts);
    return this;
  }

  /** Mounts the routes on an emulator. */
  mount(emulator: ServiceEmulator): this {
    emulator.use((req, res, body) => this.handle(req, res, body));
    return this;
  }

  private async handle(req: IncomingMessage, res: ServerResponse, raw: string): Promise<boolean> {
    const path = new URL(req.url ?? '/', 'http://emulator').pathname;
    const match = ROUTE.exec(path);
    if (!match) return false;
    const version = match[1] as Version;
    const domain = decodeURIComponent(match[2] ?? '');
    if (req.method !== 'POST') {
      sendJson(res, 405, { error: `Method ${req.method ?? ''} not allowed` });
      return true;
    }
    const header = req.headers.authorization ?? '';
    if (header !== `Bearer ${this.apiKey}`) {
      sendJson(res, 401, { error: 'Invalid or expired API key' });
      return true;
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      sendJson(res, 400, { error: 'Request body must be JSON' });
      return true;
    }
    const problem = checkRequest(version, body);
    if (problem || !isObject(body)) {
      sendJson(res, 400, { error: problem ?? 'invalid body' });
      return true;
    }
    this.requests.push({ version, domain, body });
    const question = questionOf(body);
    const script = { ...scriptFromMarkers(question), ...this.scripts.shift() };
    if (script.status !== undefined) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (script.retryAfter !== undefined) headers['retry-after'] = script.retryAfter;
      res.writeHead(script.status, headers).end(script.body ?? JSON.stringify({ error: `scripted ${script.status}` }));
      return true;
    }

    const thread = this.thread(version, domain, body, res);
    if (!thread) return true;
    thread.questions.push(question);
    const impact = impactAnswer(body, domain);
    const answer =
      script.answer ??
      impact?.answer ??
      [
        `You asked: ${question}`,
        '',
        `This is message ${thread.questions.length} of thread \`${thread.id}\` on **${domain}**.`,
        '',
        '```sh',
        'docs-cli keys rotate --project <id>',
        '```',
      ].join('\n');
    const sources = script.sources ??
      impact?.sources ?? [
        { url: `https://${domain}.docs.example/guides/quickstart`, title: 'Quickstart' },
        { url: `https://${domain}.docs.example/reference/api-keys`, title: 'API keys' },
      ];
    if (version === 'v2') await this.streamV2(res, thread, answer, sources, script);
    else await this.streamV1(res, thread, answer, sources, script);
    return true;
  }

  /** The thread the request continues, or a new one; answers 404 itself when the thread is unknown. */
  private thread(version: Version, domain: string, body: Record<string, unknown>, res: ServerResponse): AssistantThread | undefined {
    const id = body.threadId;
    if (typeof id === 'string') {
      const thread = this.threads.get(id);
      const keyOk = version === 'v2' || body.threadKey === thread?.key;
      if (!thread || thread.domain !== domain || !keyOk) {
        sendJson(res, 404, { error: 'Thread not found' });
        return undefined;
      }
      return thread;
    }
    const thread: AssistantThread = {
      id: `thr_${randomUUID().slice(0, 12)}`,
      key: `tk_${randomUUID().replace(/-/g, '')}`,
      domain,
      version,
      fp: body.fp as string,
      questions: [],
    };
    this.threads.set(thread.id, thread);
    return thread;
  }

  /**
   * Writes frames to the response, applying the script's cut, stall and
   * delay; `frames` is read lazily, so a stall holds the writer back too.
   */
  private async send(res: ServerResponse, frames: ReadableStream<string>, script: AnswerScript, filler: string): Promise<void> {
    const reader = frames.getReader();
    const closed = new Promise<void>((resolve) => {
      res.once('close', () => {
        resolve();
      });
    });
    try {
      for (let index = 0; ; index += 1) {
        const { done, value } = await reader.read();
        if (done) break;
        if (index === script.cutAfterFrames) {
          if (script.cut === 'reset') {
            // Let the frames already written reach the client, then drop the connection.
            await sleep(50);
            res.destroy();
          } else {
            res.end();
          }
          return;
        }
        if (index === script.stallAfterFrames) {
          await closed;
          return;
        }
        if (index === script.endlessAfterFrames) {
          while (!res.destroyed && !res.writableEnded) {
            res.write(filler);
            await Promise.race([sleep(script.frameDelayMs ?? 100), closed]);
          }
          return;
        }
        const delay = script.frameDelayMs ?? this.frameDelayMs;
        if (delay > 0 && index > 0) await sleep(delay);
        if (res.destroyed) return;
        res.write(value);
      }
      res.end();
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  }

  private async streamV2(
    res: ServerResponse,
    thread: AssistantThread,
    answer: string,
    sources: ScriptedSource[],
    script: AnswerScript,
  ): Promise<void> {
    const threadIdIn = script.threadIdIn ?? 'finish';
    const errorText = script.errorText ?? 'An error occurred.';
    const stream = createUIMessageStream({
      execute: ({ writer }) => {
        const messageId = `msg_${randomUUID().slice(0, 12)}`;
        writer.write({ type: 'start', messageId });
        writer.write({ type: 'start-step' });
        writer.write({ type: 'text-start', id: 'text-1' });
        for (const [i, delta] of deltas(answer).entries()) {
          // Thrown inside `execute`, as a failing model call would be: the SDK writes the error chunk.
          if (i === script.errorAfterDeltas) throw new Error(errorText);
          writer.write({ type: 'text-delta', id: 'text-1', delta });
        }
        writer.write({ type: 'text-end', id: 'text-1' });
        for (const [i, source] of sources.entries()) {
          writer.write({
            type: 'source-url',
            sourceId: `src-${i + 1}`,
            url: source.url,
            ...(source.title === undefined ? {} : { title: source.title }),
          });
        }
        writer.write({ type: 'finish-step' });
        // The spec's `event.threadId`: a top-level field of `finish` that the SDK's type does not list.
        const finish: Record<string, unknown> = { type: 'finish', finishReason: 'stop' };
        if (threadIdIn === 'finish') finish.threadId = thread.id;
        if (threadIdIn === 'metadata') finish.messageMetadata = { threadId: thread.id };
        writer.write(finish as UIMessageChunk);
      },
      onError: (error) => (error instanceof Error ? error.message : String(error)),
    });
    const headers: Record<string, string> = { ...UI_MESSAGE_STREAM_HEADERS };
    if (threadIdIn === 'header') headers['x-thread-id'] = thread.id;
    res.writeHead(200, headers);
    res.flushHeaders();
    const filler = `data: ${JSON.stringify({ type: 'text-delta', id: 'text-1', delta: 'and more ' })}\n\n`;
    await this.send(res, stream.pipeThrough(new JsonToSseTransformStream()), script, filler);
  }

  private async streamV1(
    res: ServerResponse,
    thread: AssistantThread,
    answer: string,
    sources: ScriptedSource[],
    script: AnswerScript,
  ): Promise<void> {
    const part = (code: string, value: unknown): string => `${code}:${JSON.stringify(value)}\n`;
    const usage = { promptTokens: 42, completionTokens: 17 };
    const lines: string[] = [part('f', { messageId: `msg_${randomUUID().slice(0, 12)}` })];
    let failed = false;
    for (const [i, delta] of deltas(answer).entries()) {
      if (i === script.errorAfterDeltas) {
        // The v4 error part; the stream then ends without its finish part.
        lines.push(part('3', script.errorText ?? 'An error occurred.'));
        failed = true;
        break;
      }
      lines.push(part('0', delta));
    }
    if (!failed) {
      for (const [i, source] of sources.entries()) {
        lines.push(part('h', { sourceType: 'url', id: `src-${i + 1}`, url: source.url, title: source.title }));
      }
      lines.push(part('e', { finishReason: 'stop', usage, isContinued: false }));
      lines.push(part('d', { finishReason: 'stop', usage }));
    }
    res.writeHead(200, {
      'content-type': 'text/plain; charset=utf-8',
      'x-vercel-ai-data-stream': 'v1',
      'x-thread-id': thread.id,
      'x-thread-key': thread.key,
    });
    res.flushHeaders();
    const frames = new ReadableStream<string>({
      pull(controller) {
        const next = lines.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(next);
      },
    });
    await this.send(res, frames, script, part('0', 'and more '));
  }
}

/** Mounts the assistant routes on an emulator. */
export function mountAssistant(emulator: ServiceEmulator, options: AssistantOptions = {}): AssistantRoutes {
  return new AssistantRoutes({ assistantApiKey: emulator.options.assistantApiKey, ...options }).mount(emulator);
}
