/** Escapes text for HTML and for GitHub-flavoured markdown rendered from it. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The URL when it is a well-formed `https` URL, else undefined: only these are rendered as links. */
export function httpsUrl(text: string | null | undefined): URL | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && !url.username && !url.password ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Every line separator markdown or a browser may honour: CRLF, CR, LF, NEL, LS, PS, and VT/FF. */
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
/**
 * Characters that can start markdown syntax inside a paragraph: links and
 * images (`[ ] ( ) !`), emphasis and strikethrough (`* _ ~`), code spans
 * (backtick), math (`$`), table cells (`|`), and the `:` and `.` of bare
 * URLs and `www.` that GitHub would turn into links.
 */
const MARKDOWN_ACTIVE = /[[\]()!*_~`$|:.]/g;

/**
 * Untrusted text for inside HTML that GitHub renders as markdown (a comment or
 * a job summary): HTML escaped, markdown-active characters written as numeric
 * entities (which render as the same characters but never as syntax), every
 * line break replaced by `lineBreak` (a space or `<br>`, so that no blank line
 * can end the HTML block and start markdown; `\n` only inside `<pre>`), and every `@` followed by a zero-width space so that no
 * mention notifies anyone. Renders as the same text, never as a link.
 */
export function inlineText(text: string, lineBreak: ' ' | '<br>' | '\n' = ' '): string {
  return escapeHtml(text)
    .replace(MARKDOWN_ACTIVE, (char) => `&#${String(char.codePointAt(0))};`)
    .replace(LINE_BREAKS, lineBreak)
    .replace(/@/g, '@&#8203;');
}
