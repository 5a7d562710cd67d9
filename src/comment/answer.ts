/**
 * The pure pieces of answering on an issue: the answer comment's body, the
 * thread its marker records, and the question of a labelled issue. The marker
 * is the action's shared one (`formatMarker`, `kind=answer`), so an answer is
 * never taken for a command (`hasMarker`) and is found again with the other
 * comments the action wrote.
 */
import { formatMarker, type MarkedComment, type MarkerFields } from './marked.js';
import { safeAnswerMarkdown } from '../render/answer.js';
import { code, inert, link } from '../render/markdown.js';
import { httpsUrl } from '../render/text.js';
import type { Source } from '../service/assistant/answer.js';
import { redactAll } from '../util/redact.js';

/** GitHub refuses comment bodies longer than this. */
const COMMENT_MAX = 65_536;
/** Sources listed in a comment; the rest are counted. */
const SOURCES_SHOWN = 30;
/** The marker kind of an answer comment. */
export const ANSWER_KIND = 'answer';

export interface Thread {
  threadId: string;
  /** v1 threads: the key the service gave with the thread id. */
  threadKey?: string;
}

/** One source: a link when its URL is `https`, else its title and URL as plain text. */
function sourceLine(source: Source): string {
  if (httpsUrl(source.url)) return `- ${link(source.url, source.title || source.url)}`;
  const title = inert((source.title || source.url).replace(/\s+/g, ' ').trim());
  if (!source.url || source.url === source.title) return `- ${title}`;
  return `- ${title} (${code(source.url)})`;
}

/**
 * The marker fields of an answer: `kind=answer`, the conversation (`thread-id`,
 * and `thread-key` for v1) and whatever else the caller records (the run).
 */
export function answerMarker(
  thread: { threadId?: string | undefined; threadKey?: string | undefined } | undefined,
  extra: MarkerFields = {},
): MarkerFields {
  const fields: Record<string, string> = { kind: ANSWER_KIND };
  if (thread?.threadId) {
    fields['thread-id'] = thread.threadId;
    if (thread.threadKey) fields['thread-key'] = thread.threadKey;
  }
  return { ...fields, ...extra };
}

export interface AnswerComment {
  answer: string;
  sources: readonly Source[];
  /** The marker (`answerMarker`). */
  marker: MarkerFields;
  /** The message's place in the assistant's monthly count, for the usage line (absent when the count is not tracked). */
  usage?: MonthUsage | undefined;
}

/** The `used`-th message of `limit` this month (UTC). */
export interface MonthUsage {
  used: number;
  limit: number;
}

/** `assistant message 12 of 10000 this month`: the usage line of the ask and impact comments. */
export function monthUsageText(usage: MonthUsage): string {
  return `assistant message ${usage.used} of ${usage.limit} this month`;
}

const SHORTENED = '\n\n_The answer was shortened to fit in a comment._';

/**
 * The answer, filtered (`safeAnswerMarkdown`), in at most `room` characters
 * plus the note that says it was shortened. Filtering may lengthen the text
 * (escapes, link destinations shown as code), so a long answer is cut,
 * filtered again, and cut shorter while it does not fit.
 */
function fitAnswer(answer: string, room: number): string {
  if (!answer) return '_The assistant gave an empty answer._';
  let text = answer.slice(0, Math.max(0, room));
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const safe = safeAnswerMarkdown(text);
    if (safe.length <= room) return text.length < answer.length ? `${safe}${SHORTENED}` : safe;
    text = text.slice(0, Math.max(0, Math.floor((text.length * room) / safe.length) - 1));
  }
  return SHORTENED.trimStart();
}

/** The answer as markdown with a "Sources" section: used by the comment and the job summary. */
export function renderAnswerMarkdown(answer: string, sources: readonly Source[], maxLength = Infinity): string {
  const shown = sources.slice(0, SOURCES_SHOWN).map(sourceLine);
  if (sources.length > SOURCES_SHOWN) shown.push(`- _and ${sources.length - SOURCES_SHOWN} more_`);
  const sourcesBlock = shown.length > 0 ? `\n\n### Sources\n\n${shown.join('\n')}` : '';
  const room = maxLength - sourcesBlock.length - SHORTENED.length;
  return `${fitAnswer(answer.trim(), room)}${sourcesBlock}`;
}

/**
 * The body of the comment that answers a question: the hidden marker first
 * (as on every comment the action writes), the answer, then its sources (only
 * `https` URLs become links).
 */
export function renderAnswerComment(comment: AnswerComment): string {
  // Redacted before rendering (as the job comment is): escaping could hide a secret from the request hook.
  const { answer, sources, marker: fields, usage } = redactAll(comment);
  const marker = formatMarker(fields);
  const footer = usage ? `\n\n<sub>${monthUsageText(usage)}</sub>` : '';
  // Two line breaks: after the marker and at the end.
  return `${marker}\n${renderAnswerMarkdown(answer, sources, COMMENT_MAX - marker.length - footer.length - 2)}${footer}\n`;
}

/** The thread an answer's marker records, if any. */
export function threadOf(marker: MarkerFields): Thread | undefined {
  const threadId = marker['thread-id'];
  if (marker.kind !== ANSWER_KIND || !threadId) return undefined;
  const threadKey = marker['thread-key'];
  return threadKey ? { threadId, threadKey } : { threadId };
}

/**
 * The thread of the latest answer that names one, so that a follow-up
 * continues the conversation. `comments` are the trusted marked comments
 * (`listMarkedComments`), oldest first; `skip` leaves some out (this run's own answer).
 */
export function findLatestThread(
  comments: readonly Pick<MarkedComment, 'marker'>[],
  skip: (marker: MarkerFields) => boolean = () => false,
): Thread | undefined {
  for (let i = comments.length - 1; i >= 0; i -= 1) {
    const marker = comments[i]?.marker;
    const thread = marker && !skip(marker) ? threadOf(marker) : undefined;
    if (thread) return thread;
  }
  return undefined;
}

/** The question of an issue labelled with `ask-label`: its title, then its body. */
export function questionFromIssue(title: string, body: string | null | undefined): string {
  return [title.trim(), (body ?? '').trim()].filter((part) => part !== '').join('\n\n');
}
