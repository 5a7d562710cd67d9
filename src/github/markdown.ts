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

/** Untrusted text as inline code: HTML-escaped inside `<code>`, where markdown and mentions do not apply. */
export function code(text: string): string {
  return `<code>${escapeHtml(text).replace(/@/g, `@${ZERO_WIDTH_SPACE}`)}</code>`;
}

/** A link when the text is a valid `https` URL; otherwise the label, or the text itself, as inert text. */
export function link(text: string | null | undefined, label?: string): string {
  const url = httpsUrl(text);
  if (url) return `<a href="${escapeHtml(url.href)}">${escapeHtml(label ?? url.href)}</a>`;
  return inert(label ?? text ?? '');
}
