/**
 * Markdown forms through which a hostile host could render as a link (or an
 * image) in a GitHub comment or job summary: an inline link or image whose
 * destination names the host (entities decoded, as CommonMark does), a
 * reference link or definition, an `<img>` tag, a `www.` URL, or
 * a URL of the host written out (in an `<a href>`, an autolink, bare).
 * `http&#58;//host` is text: GitHub does not link it.
 */
export function linkForms(markdown: string, host: string): string[] {
  const found: string[] = [];
  const decode = (text: string): string =>
    text.replace(/&#(\d+);/g, (_entity, code: string) => String.fromCodePoint(Number(code))).replace(/&amp;/g, '&');
  for (const match of markdown.matchAll(/!?\[[^\]\n]*\]\(\s*<?([^\s)>]*)/g)) {
    if (decode(match[1] ?? '').includes(host)) found.push(match[0]);
  }
  const forms = [
    /\]\[/, // [text][ref]
    /^ {0,3}\[[^\]]*\]:/m, // [ref]: url
    /<img\s/i,
    /(?:^|[^\w/.-])www\./i,
    new RegExp(`(?:https?|ftp)://${host.replace(/\./g, '\\.')}`, 'i'),
  ];
  return [...found, ...forms.filter((form) => form.test(markdown)).map(String)];
}
