/**
 * Untrusted text (issue titles, comments, service messages) quoted back into
 * a GitHub comment: rendered as the same characters, never as markup. HTML is
 * escaped, markdown punctuation is backslash-escaped, and every `@` is
 * followed by a zero-width space so that `@user` and `@org/team` notify no one.
 */
import { escapeHtml, httpsUrl, inlineText } from './text.js';

/** ASCII punctuation that GitHub markdown may read as syntax (emphasis, links, images, lists, headings, tables, math). */
const MARKDOWN_PUNCTUATION = new Set('\\`*_{}[]()#+-.!|~=$'.split(''));
const HTML_SPECIAL = new Set('&<>"\''.split(''));
/** Zero-width space as an entity, as Renovate and Dependabot write it to break mentions. */
export const ZERO_WIDTH_SPACE = '&#8203;';

/** One piece of untrusted text as inert comment text (newlines kept as line breaks). */
export function inert(text: string): string {
  let out = '';
  const normal = text.replace(/\r\n?/g, '\n');
  // Code units: every character looked at is ASCII; the others are copied as they are.
  for (let i = 0; i < normal.length; i += 1) {
    const char = normal.charAt(i);
    if (char === '@') out += `@${ZERO_WIDTH_SPACE}`;
    else if (HTML_SPECIAL.has(char)) out += escapeHtml(char);
    else if (MARKDOWN_PUNCTUATION.has(char)) out += `\\${char}`;
    // The `:` of `scheme://`, escaped, so that GitHub does not link a bare `http://` URL.
    else if (char === ':' && normal.startsWith('//', i + 1)) out += '\\:';
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

/** Text for inside an HTML element on one line: escaped, no markdown syntax, no line break, no `@` that could notify anyone. */
function htmlText(text: string): string {
  return inlineText(text);
}

/** Untrusted text as inline code: `<code>` with inert, single-line content (`inlineText`). */
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

/**
 * An inline link or image: `[text](destination "title")`, the text with one
 * level of nested brackets (an image inside a link), the destination bare
 * (balanced parentheses) or in `<…>`, the title optional.
 */
const INLINE_LINK =
  /(!?)\[((?:[^[\]\\]|\\.|\[(?:[^[\]\\]|\\.)*\])*)\]\([ \t]*\n?[ \t]*(<[^<>\n]*>|(?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*\))*)(?:\s+(?:"[^"]*"|'[^']*'|\([^()]*\)))?\s*\)/g;
/** What `<`, `[` and `]` become in prose: text, never HTML or link syntax. */
const PROSE_ENTITIES: Partial<Record<string, string>> = { '<': '&lt;', '[': '&#91;', ']': '&#93;' };
/** Marks where a rendered link goes back in: NUL, which CommonMark never keeps either, so it is taken out of the input first. */
// eslint-disable-next-line no-control-regex -- NUL is the placeholder on purpose
const SLOT = /\u0000(\d+)\u0000/g;

/** A link destination as written: without `<…>`, backslash escapes resolved. */
function destination(raw: string): string {
  const bare = raw.startsWith('<') ? raw.slice(1, -1) : raw;
  return bare.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

/** An https URL as a link destination that reads back as the same URL. */
function safeDestination(url: URL): string {
  return `<${url.href
    .replace(/&/g, '&amp;')
    .replace(/\\/g, '%5C')
    .replace(/[<>\s]/g, encodeURIComponent)}>`;
}

/**
 * Links and images rewritten so that only `https` links render: an https
 * link stays a link, an https image becomes a link to the image, and any other
 * destination is shown as its text followed by the URL in inert code. Inside
 * a link's text (`inLink`), nested links and images become their text.
 */
function rewriteLinks(text: string, slots: string[], inLink: boolean): string {
  return text.replace(INLINE_LINK, (_match, _bang: string, label: string, rawDestination: string) => {
    const target = destination(rawDestination);
    const url = httpsUrl(target);
    const inner = safeProse(label, true);
    let rendered: string;
    if (inLink) rendered = inner;
    else if (url) rendered = `[${inner || inlineText(url.href)}](${safeDestination(url)})`;
    else if (!target) rendered = inner;
    else rendered = `${inner ? `${inner} ` : ''}(${code(target)})`;
    slots.push(rendered);
    return `\u0000${String(slots.length - 1)}\u0000`;
  });
}

/**
 * Prose (outside code) of untrusted markdown. Raw HTML is escaped; only
 * `https` links render (see `rewriteLinks`); every other bracket is written as
 * an entity, so no reference definition, reference link or leftover link form
 * is read as syntax; bare URLs other than https, and `www.` ones, are kept
 * from becoming links; @mentions are kept from notifying anyone.
 */
function safeProse(text: string, inLink = false): string {
  const slots: string[] = [];
  // eslint-disable-next-line no-control-regex -- see SLOT
  return rewriteLinks(text.replace(/\u0000/g, '\uFFFD'), slots, inLink)
    .replace(/<(https:\/\/[^\s<>]+)>/g, '$1') // an autolink stays a link, as a bare URL
    .replace(/\\([\s\S])|[<[\]]/g, (whole, escaped: string | undefined) => {
      // An escaped `<`, `[` or `]` becomes the entity alone (a backslash before `&` would show).
      const char = escaped ?? whole;
      return escaped === undefined || PROSE_ENTITIES[char] ? (PROSE_ENTITIES[char] ?? whole) : whole;
    })
    .replace(/\b([A-Za-z][A-Za-z0-9+.-]*):(?=\/\/)/g, (whole, scheme: string) =>
      scheme.toLowerCase() === 'https' && !inLink ? whole : `${scheme}&#58;`,
    )
    .replace(/(^|[^\w/.-])(www)\./gi, '$1$2&#46;')
    .replace(MENTION, `$1@${ZERO_WIDTH_SPACE}$2`)
    .replace(SLOT, (_slot, index: string) => slots[Number(index)] ?? '');
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
