/**
 * Untrusted text (logins, issue text, service fields, error messages) written
 * into a GitHub comment, escaped by context with the smallest rule that is
 * safe:
 * - a service field goes in a code span (`code`): nothing inside one is
 *   markup, so it reads exactly as written;
 * - a validated `https` URL becomes an autolink (`link`);
 * - prose (`inert`) renders as the same characters: only what would start
 *   markup there is escaped (links, images, HTML, emphasis, bare URLs, block
 *   syntax at a line start), and every mention is broken by a zero-width space.
 * Loaded by both modes: no markdown parser here (see `answer.ts` for that).
 */
import { LINE_BREAKS, httpsUrl, neutraliseMentions } from './text.js';
import { clip } from '../util/redact.js';

/** ASCII punctuation: what a backslash can escape in CommonMark. */
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
/** Escaped wherever they appear in prose: code, emphasis, strikethrough, links, table cells, math. */
const ALWAYS_ESCAPED = new Set(['`', '*', '[', ']', '~', '|', '$']);
/** A `&` that starts what CommonMark reads as a character reference. */
const ENTITY_START = /^&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
/** What a line may start with that makes it a heading, quote, list item, setext underline or table row. */
const LINE_START = /^([ \t]*)(?:([#>+=:-])|(\d{1,9})([.)])(?=\s|$))/;
/** `www.` at a word's start, which GitHub would link. */
const WWW = /^www\./i;

/** One character of a prose line, escaped if it could start markup there. */
function inertCharacter(line: string, i: number): string {
  const char = line.charAt(i);
  const before = line.charAt(i - 1);
  const next = line.charAt(i + 1);
  if (ALWAYS_ESCAPED.has(char)) return `\\${char}`;
  switch (char) {
    case '\\':
      return next === '' || ASCII_PUNCTUATION.test(next) ? '\\\\' : char;
    case '<':
      return '&lt;';
    case '&':
      return ENTITY_START.test(line.slice(i, i + 40)) ? '&amp;' : char;
    case '_':
      // Intraword `_` (`job_001`) is never emphasis; at a word's edge it may be.
      return WORD_CHARACTER.test(before) && WORD_CHARACTER.test(next) ? char : '\\_';
    case ':':
      // The `:` of `scheme://`, so that GitHub links no bare URL.
      return line.startsWith('//', i + 1) ? '\\:' : char;
    case '.':
      return i >= 3 && WWW.test(line.slice(i - 3, i + 1)) && !/[\w.-]/.test(line.charAt(i - 4)) ? '\\.' : char;
    default:
      return char;
  }
}

/** One line of prose with its inline and line-start syntax escaped and its mentions broken. */
function inertLine(line: string): string {
  let out = '';
  for (let i = 0; i < line.length; i += 1) out += inertCharacter(line, i);
  return neutraliseMentions(out).replace(LINE_START, (_start, space: string, mark?: string, digits?: string, delimiter?: string) =>
    mark ? `${space}\\${mark}` : `${space}${digits ?? ''}\\${delimiter ?? ''}`,
  );
}

/**
 * Untrusted prose as comment text that renders as the same characters, never
 * as markup, links, HTML or mentions. Line breaks are kept.
 */
export function inert(text: string): string {
  return text.replace(/\r\n?/g, '\n').split('\n').map(inertLine).join('\n');
}

/** Shortens text to `max` characters, marking the cut; redacted first, so no secret straddles the cut. */
function truncate(text: string, max: number): string {
  return clip(text, max, { trimEnd: true });
}

/** Untrusted text as a markdown block quote, each line inert. */
export function blockQuote(text: string, max = 500): string {
  return truncate(text.trim(), max)
    .split(/\r\n?|\n/)
    .map((line) => (line.trim() ? `> ${inert(line)}` : '>'))
    .join('\n');
}

/** The longest run of `char` in `text`. */
function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

/**
 * Text as an inline code span, on one line, exactly as written: the fence is
 * one backtick longer than any backtick run inside, and the content is padded
 * with a space when it starts or ends with a backtick or a space (CommonMark
 * takes one padding space off each side).
 */
export function code(text: string): string {
  const line = text.replace(LINE_BREAKS, ' ');
  const fence = '`'.repeat(longestRun(line, '`') + 1);
  const pad = /^[ `]|[ `]$/.test(line) && line.trim() !== '' ? ' ' : '';
  return `${fence}${pad}${line || ' '}${pad}${fence}`;
}

/** Text as a fenced code block, exactly as written: the fence is longer than any backtick run inside. */
export function codeBlock(text: string, info = ''): string {
  const fence = '`'.repeat(Math.max(3, longestRun(text, '`') + 1));
  return `${fence}${info.replace(/[`\r\n]/g, '')}\n${text.replace(/\r\n?/g, '\n')}\n${fence}`;
}

/**
 * A validated https URL as a link destination that reads back as the same
 * URL: bare when nothing in it is syntax there, else in `<…>` with `\` and
 * character references escaped (a URL has no spaces, `<` or `>`).
 */
function destination(url: URL): string {
  const href = url.href;
  const reference = /&(?=#?[A-Za-z0-9]+;)/;
  if (!/[()\\]/.test(href) && !reference.test(href)) return href;
  return `<${href.replace(/\\/g, '\\\\').replace(new RegExp(reference, 'g'), '\\&')}>`;
}

/**
 * A link when `text` is a valid `https` URL: an autolink `<https://…>`, or
 * `[label](<https://…>)` with the label as inert text. Otherwise the label as
 * inert text, or the text itself in a code span.
 */
export function link(text: string | null | undefined, label?: string): string {
  const url = httpsUrl(text);
  const shown = label === undefined ? undefined : inert(label.replace(LINE_BREAKS, ' '));
  if (url) return shown === undefined ? `<${url.href}>` : `[${shown}](${destination(url)})`;
  return shown ?? code(text ?? '');
}
