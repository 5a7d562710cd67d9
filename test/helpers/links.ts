/**
 * What GitHub would make of markdown the action writes, checked by rendering
 * it with a CommonMark + GFM renderer (micromark, as cmark-gfm reads it): raw
 * HTML is passed through, as GitHub does before its sanitiser, and no URL is
 * blanked, so that a hostile one shows up.
 */
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

/** The HTML that CommonMark + GFM renders from `markdown`, raw HTML and every protocol kept. */
export function renderGfm(markdown: string): string {
  return micromark(markdown, {
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
    allowDangerousHtml: true,
    allowDangerousProtocol: true,
  });
}

function decode(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_entity, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_entity, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every `href` and `src` of a tag in rendered HTML, decoded. */
export function targets(html: string): string[] {
  return [...html.matchAll(/<[a-z][\w-]*\b([^>]*)>/gi)].flatMap(([, attributes]) =>
    [...(attributes ?? '').matchAll(/\s(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((match) =>
      decode(match[1] ?? match[2] ?? match[3] ?? ''),
    ),
  );
}

/**
 * Ways through which `host` renders as a link or an image in `markdown`:
 * every `<a>`/`<img>` (from markdown or raw HTML) whose `href`/`src` names it,
 * and any `<img>` at all.
 */
export function linkForms(markdown: string, host: string): string[] {
  const html = renderGfm(markdown);
  const found = targets(html).filter((target) => target.includes(host));
  if (/<img\b/i.test(html)) found.push('<img>');
  return found;
}

/** The text of rendered HTML outside code, with tags taken out and entities decoded. */
export function proseOf(html: string): string {
  return decode(
    html
      .replace(/<pre\b[\s\S]*?<\/pre>/gi, ' ')
      .replace(/<code\b[\s\S]*?<\/code>/gi, ' ')
      .replace(/<[^>]*>/g, ' '),
  );
}

/** Tags of inline elements markdown renders, around text that reads on without a break (`@<em>name</em>`). */
const INLINE_TAGS = /<\/?(?:a|em|strong|del)\b[^>]*>/gi;

/**
 * Mentions GitHub would link (and notify): `@name` after a non-word
 * character, outside code. Counted strictly: text either side of an inline
 * tag reads as one (`@<a …>name</a>` counts), as if GitHub joined them.
 */
export function liveMentions(markdown: string): string[] {
  return [
    ...proseOf(renderGfm(markdown).replace(INLINE_TAGS, '')).matchAll(/(?:^|[^\p{L}\p{N}_`])(@[A-Za-z0-9][\w-]*(?:\/[\w.-]+)?)/gu),
  ].map((match) => match[1] ?? '');
}

/**
 * Everything unsafe in what `markdown` renders to: an image, a link whose
 * target is not `https://`, a raw HTML tag of the given names, a live mention.
 */
export function unsafeRendering(
  markdown: string,
  tags: readonly string[] = ['img', 'script', 'b', 'i', 'details', 'span', 'div', 'a'],
): string[] {
  const html = renderGfm(markdown);
  const problems = targets(html)
    .filter((target) => !target.startsWith('https://'))
    .map((target) => `target ${target}`);
  if (/<img\b/i.test(html)) problems.push('<img>');
  const rawTags = new RegExp(`<(${tags.join('|')})\\b(?![^>]*href="https://)`, 'gi');
  problems.push(...[...html.matchAll(rawTags)].map((match) => `tag ${match[0]}`));
  problems.push(...liveMentions(markdown).map((mention) => `mention ${mention}`));
  return problems;
}
