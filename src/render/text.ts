/**
 * Text from outside (service fields, error messages, prompts) written into
 * HTML that GitHub shows: the job summary's HTML blocks. Inside an HTML block
 * GitHub reads no markdown, so `& < > "` are the only characters to escape;
 * the text keeps a single source line, so that no blank line ends the block.
 */

/** Zero-width space: after an `@`, it keeps `@user`, `@org/team` and `me@example.com` from linking or notifying. */
export const ZERO_WIDTH_SPACE = '\u200b';

/** Escapes the characters HTML reads as markup: `& < > "` (attribute values are always double-quoted). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
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
export const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;

/**
 * A zero-width space after every `@` that starts a name, so that no mention
 * (`@user`, `@org/team`) notifies anyone and no e-mail address becomes a link.
 */
export function neutraliseMentions(text: string): string {
  return text.replace(/@(?=[\p{L}\p{N}_])/gu, `@${ZERO_WIDTH_SPACE}`);
}

/**
 * Untrusted text for inside an HTML block of the job summary: `& < > "`
 * escaped, mentions neutralised, and every line break replaced by `lineBreak`
 * (a space or `<br>`, so that no blank line can end the HTML block; `\n` only
 * inside `<pre>`, which only `</pre>` ends). Ids, timestamps and URLs stay as
 * written.
 */
export function inlineText(text: string, lineBreak: ' ' | '<br>' | '\n' = ' '): string {
  return neutraliseMentions(escapeHtml(text)).replace(LINE_BREAKS, lineBreak);
}

/**
 * Bidirectional controls (embeddings, overrides, isolates, and the left-to-right and right-to-left marks): they
 * reorder what a reader sees, so that a comment can show text other than what it holds.
 */
export const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Text without bidirectional controls. */
export function dropBidi(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
