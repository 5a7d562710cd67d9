/** One source the assistant drew the answer from (output `sources`). */
export interface Source {
  /** Empty for a source the service gave without a URL (a `source-document`). */
  url: string;
  title: string;
}

/** What the assistant returned, as far as it was read. */
export interface Answer {
  /** The answer's markdown: the text parts, in order. */
  text: string;
  sources: Source[];
  threadId: string | undefined;
  /** v1 threads: the `X-Thread-Key` that later requests must send with the thread id (API notes). */
  threadKey: string | undefined;
}

/** The answer stream failed or ended early; `partial` is what had arrived. */
export class AskStreamError extends Error {
  override readonly name = 'AskStreamError';

  constructor(
    message: string,
    readonly partial: Answer,
  ) {
    super(message);
  }
}

/** Adds a source unless one with the same URL (or, without a URL, the same title) is there. */
export function addSource(sources: Source[], url: string, title: string | undefined): void {
  const source = { url, title: title?.trim() || url };
  if (!source.url && !source.title) return;
  const same = (s: Source): boolean => (url ? s.url === url : !s.url && s.title === source.title);
  if (!sources.some(same)) sources.push(source);
}

/** A thread id as the service may give it: a non-empty string. */
export function threadIdFrom(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** `threadId` of a JSON object, when it is one. */
export function threadIdField(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return threadIdFrom((value as { threadId?: unknown }).threadId);
}

/** Why a stream failed, with the cause a fetch error carries (`terminated (other side closed)`). */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause: unknown = error.cause;
  return cause instanceof Error && cause.message && cause.message !== error.message ? `${error.message} (${cause.message})` : error.message;
}
