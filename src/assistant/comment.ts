/**
 * The pure pieces of answering on an issue: the answer comment's body, the
 * thread marker it carries, finding that marker again, and reading the
 * question out of a `<command> ask <question>` comment or an issue.
 */
import { httpsUrl } from '../text.js';
import type { Source } from './answer.js';

/** GitHub refuses comment bodies longer than this. */
export const COMMENT_MAX = 65_536;
/** Sources listed in a comment; the rest are counted. */
const SOURCES_SHOWN = 30;
const MARKER_NAME = 'docs-agent:ask';
/** The marker as the last line of an answer comment (what `renderAnswerComment` writes). */
const MARKER_AT_END = /<!-- docs-agent:ask(?: thread-id=(\S+?))?(?: thread-key=(\S+?))? -->\s*$/;

export interface Thread {
  threadId: string;
  /** v1 threads: the key the service gave with the thread id. */
  threadKey?: string;
}

/** A GitHub issue comment, as the REST API lists it (only what is read here). */
export interface IssueComment {
  body?: string | null;
  user?: { login: string; type?: string } | null;
}

// ---------------------------------------------------------------------------
// Markdown from the service, made safe to post

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
/** `@user` or `@org/team` where GitHub would notify; not e-mail addresses or `a@b`. */
const MENTION = /(^|[^\w`@./\\-])@([A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9][\w.-]*)?)/g;

/** Plain text (outside code): raw HTML escaped, @mentions kept from notifying anyone. */
function neutraliseText(text: string): string {
  return text
    .replace(/<(https:\/\/[^\s<>]+)>/g, '$1') // an autolink stays a link, as a bare URL
    .replace(/</g, '&lt;')
    .replace(MENTION, '$1@&#8203;$2');
}

/** Neutralises a stretch outside fenced blocks, leaving inline code spans as they are. */
function neutraliseOutsideFences(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const open = /`+/.exec(rest);
    if (!open) return out + neutraliseText(rest);
    const ticks = open[0];
    const after = rest.slice(open.index + ticks.length);
    const close = new RegExp(`(?<!\`)${ticks}(?!\`)`).exec(after);
    if (!close) {
      // A backtick run with no partner is literal text.
      out += neutraliseText(rest.slice(0, open.index + ticks.length));
      rest = after;
      continue;
    }
    out += neutraliseText(rest.slice(0, open.index)) + ticks + after.slice(0, close.index + ticks.length);
    rest = after.slice(close.index + ticks.length);
  }
}

/**
 * The service's markdown with raw HTML escaped and @mentions neutralised, but
 * code (fenced blocks and inline spans) left exactly as written. `openFence`
 * is the fence that still needs closing when the text ends inside a block.
 */
export function neutraliseMarkdown(markdown: string): { text: string; openFence: string | undefined } {
  const lines = markdown.split('\n');
  const out: string[] = [];
  let prose: string[] = [];
  let fence: string | undefined;
  const flushProse = (): void => {
    if (prose.length > 0) out.push(neutraliseOutsideFences(prose.join('\n')));
    prose = [];
  };
  for (const line of lines) {
    if (fence === undefined) {
      const open = FENCE_OPEN.exec(line);
      if (open?.[1]) {
        flushProse();
        fence = open[1];
        out.push(line);
      } else {
        prose.push(line);
      }
    } else {
      out.push(line);
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
      if (close?.[1] && close[1][0] === fence[0] && close[1].length >= fence.length) fence = undefined;
    }
  }
  flushProse();
  return { text: out.join('\n'), openFence: fence };
}

/** Text for one line of markdown (a link's text, a list item): no markup, no HTML, no mention. */
function inlineText(text: string): string {
  return neutraliseText(text.replace(/\s+/g, ' ').trim().replace(/[\\`*_[\]>|]/g, '\\$&'));
}

/** One source: a link when its URL is `https`, else its title and URL as plain text. */
function sourceLine(source: Source): string {
  const url = httpsUrl(source.url);
  const title = inlineText(source.title || source.url);
  if (url) return `- [${title}](${url.href.replace(/\(/g, '%28').replace(/\)/g, '%29')})`;
  if (!source.url || source.url === source.title) return `- ${title}`;
  return `- ${title} (\`${source.url.replace(/`/g, '%60').replace(/\s+/g, ' ')}\`)`;
}

/** The hidden marker that names the conversation; values are URI-encoded so they cannot end the comment. */
export function answerMarker(thread?: Partial<Thread>): string {
  const parts = [MARKER_NAME];
  if (thread?.threadId) {
    parts.push(`thread-id=${encodeURIComponent(thread.threadId)}`);
    if (thread.threadKey) parts.push(`thread-key=${encodeURIComponent(thread.threadKey)}`);
  }
  return `<!-- ${parts.join(' ')} -->`;
}

export interface AnswerComment {
  answer: string;
  sources: readonly Source[];
  threadId?: string | undefined;
  threadKey?: string | undefined;
}

/** The answer as the markdown of a "Sources" section: used by the comment and the job summary. */
export function renderAnswerMarkdown(answer: string, sources: readonly Source[], maxLength = Infinity): string {
  const shown = sources.slice(0, SOURCES_SHOWN).map(sourceLine);
  if (sources.length > SOURCES_SHOWN) shown.push(`- _and ${sources.length - SOURCES_SHOWN} more_`);
  const sourcesBlock = shown.length > 0 ? `\n\n### Sources\n\n${shown.join('\n')}` : '';
  let text = answer.trim() || '_The assistant gave an empty answer._';
  let note = '';
  // Keep the sources (and the caller's marker) whole: shorten the answer.
  const room = maxLength - sourcesBlock.length - 200;
  if (text.length > room) {
    text = text.slice(0, Math.max(0, room));
    note = '\n\n_The answer was shortened to fit in a comment._';
  }
  const safe = neutraliseMarkdown(text);
  const closeFence = safe.openFence ? `\n${safe.openFence}` : '';
  return `${safe.text}${closeFence}${note}${sourcesBlock}`;
}

/**
 * The body of the comment that answers a question: the answer, its sources
 * (only `https` URLs become links) and, last, the hidden thread marker.
 */
export function renderAnswerComment(comment: AnswerComment): string {
  const marker = answerMarker({
    ...(comment.threadId ? { threadId: comment.threadId } : {}),
    ...(comment.threadKey ? { threadKey: comment.threadKey } : {}),
  });
  return `${renderAnswerMarkdown(comment.answer, comment.sources, COMMENT_MAX - marker.length)}\n\n${marker}\n`;
}

// ---------------------------------------------------------------------------
// Reading comments back

/** True for a comment this action posted as an answer: never read as a question (no answer loops). */
export function isAskAnswer(body: string | null | undefined): boolean {
  return !!body && MARKER_AT_END.test(body);
}

function decode(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The thread of the latest answer comment that names one, so that a follow-up
 * continues the conversation. `trusted` limits the search to comments this
 * action's identity wrote (for example `c.user?.login === 'github-actions[bot]'`),
 * so that nobody else can steer the conversation with a hand-written marker.
 */
export function findLatestThread(
  comments: readonly IssueComment[],
  trusted: (comment: IssueComment) => boolean = () => true,
): Thread | undefined {
  for (let i = comments.length - 1; i >= 0; i -= 1) {
    const comment = comments[i];
    if (!comment?.body || !trusted(comment)) continue;
    const match = MARKER_AT_END.exec(comment.body);
    const threadId = decode(match?.[1]);
    if (!threadId) continue;
    const threadKey = decode(match?.[2]);
    return threadKey ? { threadId, threadKey } : { threadId };
  }
  return undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * The question of a `<command> ask <question>` comment: the rest of the
 * command's line and every line after it. The command counts only at the
 * start of a line outside code blocks and quotes. Undefined when the comment
 * holds no such command, or is one of this action's answers; empty when the
 * command has no question.
 */
export function extractAskQuestion(body: string | null | undefined, command: string): string | undefined {
  if (!body || !command.trim() || isAskAnswer(body)) return undefined;
  const pattern = new RegExp(`^ {0,3}${escapeRegExp(command.trim())}[ \\t]+[Aa][Ss][Kk](?:[ \\t]+(.*))?[ \\t]*$`);
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const fenceMark = FENCE_OPEN.exec(line)?.[1];
    if (fence !== undefined) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = undefined;
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      continue;
    }
    const match = pattern.exec(line);
    if (match) return [match[1] ?? '', ...lines.slice(i + 1)].join('\n').trim();
  }
  return undefined;
}

/** The question of an issue labelled with `ask-label`: its title, then its body. */
export function questionFromIssue(title: string, body: string | null | undefined): string {
  return [title.trim(), (body ?? '').trim()].filter((part) => part !== '').join('\n\n');
}
