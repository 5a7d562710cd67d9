/**
 * Untrusted text (issue titles, comments, service messages) quoted back into
 * a GitHub comment: rendered as the same characters, never as markup. HTML is
 * escaped, markdown punctuation is backslash-escaped, and every `@` is
 * followed by a zero-width space so that `@user` and `@org/team` notify no one.
 */
import { escapeHtml, httpsUrl } from '../text.js';

/** ASCII punctuation that GitHub markdown may read as syntax (emphasis, links, images, lists, headings, tables, math). */
const MARKDOWN_PUNCTUATION = new Set('\\`*_{}[]()#+-.!|~=$'.split(''));
const HTML_SPECIAL = new Set('&<>"\''.split(''));
/** Zero-width space as an entity, as Renovate and Dependabot write it to break mentions. */
export const ZERO_WIDTH_SPACE = '&#8203;';

/** One piece of untrusted text as inert comment text (newlines kept as line breaks). */
export function inert(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    if (char === '@') out += `@${ZERO_WIDTH_SPACE}`;
    else if (HTML_SPECIAL.has(char)) out += escapeHtml(char);
    else if (MARKDOWN_PUNCTUATION.has(char)) out += `\\${char}`;
    else out += char;
  }
  return out;
}

/** Shortens text to `max` characters, marking the cut. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** Untrusted text as a markdown block quote, each line inert. */
export function blockQuote(text: string, max = 500): string {
  return truncate(text.trim(), max)
    .split(/\r\n?|\n/)
    .map((line) => (line.trim() ? `> ${inert(line)}` : '>'))
    .join('\n');
}

/** Text for inside an HTML element: escaped, and no `@` that could notify anyone. */
function htmlText(text: string): string {
  return escapeHtml(text).replace(/@/g, `@${ZERO_WIDTH_SPACE}`);
}

/** Untrusted text as inline code: HTML-escaped inside `<code>`, where markdown and mentions do not apply. */
export function code(text: string): string {
  return `<code>${htmlText(text)}</code>`;
}

/** A link when the text is a valid `https` URL; otherwise the label, or the text itself, as inert text. */
export function link(text: string | null | undefined, label?: string): string {
  const url = httpsUrl(text);
  if (url) return `<a href="${escapeHtml(url.href)}">${htmlText(label ?? url.href)}</a>`;
  return inert(label ?? text ?? '');
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
/** `@user` or `@org/team` where GitHub would notify; not e-mail addresses or `a@b`. */
const MENTION = /(^|[^\w`@./\\-])@([A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9][\w.-]*)?)/g;

/** Prose (outside code) of untrusted markdown: raw HTML escaped, @mentions kept from notifying anyone. */
function safeProse(text: string): string {
  return text
    .replace(/<(https:\/\/[^\s<>]+)>/g, '$1') // an autolink stays a link, as a bare URL
    .replace(/</g, '&lt;')
    .replace(MENTION, `$1@${ZERO_WIDTH_SPACE}$2`);
}

/** Makes a stretch outside fenced blocks safe, leaving inline code spans as they are. */
function safeOutsideFences(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const open = /`+/.exec(rest);
    if (!open) return out + safeProse(rest);
    const ticks = open[0];
    const after = rest.slice(open.index + ticks.length);
    const close = new RegExp(`(?<!\`)${ticks}(?!\`)`).exec(after);
    if (!close) {
      // A backtick run with no partner is literal text.
      out += safeProse(rest.slice(0, open.index + ticks.length));
      rest = after;
      continue;
    }
    out += safeProse(rest.slice(0, open.index)) + ticks + after.slice(0, close.index + ticks.length);
    rest = after.slice(close.index + ticks.length);
  }
}

/**
 * Untrusted markdown (the docs assistant's answer) kept as markdown: raw HTML
 * escaped and @mentions neutralised, but code (fenced blocks and inline spans)
 * left exactly as written. `openFence` is the fence that still needs closing
 * when the text ends inside a block.
 */
export function safeMarkdown(markdown: string): { text: string; openFence: string | undefined } {
  const out: string[] = [];
  let prose: string[] = [];
  let fence: string | undefined;
  const flushProse = (): void => {
    if (prose.length > 0) out.push(safeOutsideFences(prose.join('\n')));
    prose = [];
  };
  for (const line of markdown.split('\n')) {
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
