/**
 * The impact comment's body: the pages the check found, each linked by its
 * title with the answer's sentence about it, what happens next, and what the
 * check sent (the cap). The comment is inert: links go only to the
 * documentation site's own origins (those of the pages), the sentence passes
 * the answer filter in its strict form (no mention, image, raw HTML, math or
 * bidirectional control survives), and the body stays under GitHub's limit
 * (`COMMENT_MAX`). Or, when
 * a later check finds nothing, the same comment saying so. Every text is
 * redacted before it is rendered; the marker records the check (impact-marker.ts).
 */
import { monthUsageText, type MonthUsage } from './answer.js';
import { formatMarker, type MarkerFields } from './marked.js';
import { safeAnswerMarkdown } from '../render/answer.js';
import { code, inert, link } from '../render/markdown.js';
import { LINE_BREAKS, dropBidi, httpsUrl } from '../render/text.js';
import { redactAll } from '../util/redact.js';
import { MAX_CONTEXT_FILES, MAX_HUNK_CHARS, MAX_LISTED_FILES, type HunkSelection } from '../affected-pages/hunks.js';
import type { FoundPage } from '../affected-pages/pages.js';

const IMPACT_HEADING = '### 📚 Docs this pull request may affect';

/** What the cap note says of the check: the head commit and how much of the change was sent. */
export interface CheckedChange {
  /** The pull request's head commit when checked. */
  head: string;
  selection: Pick<HunkSelection, 'items' | 'totalFiles' | 'filesWithHunks' | 'totalChars' | 'sentChars' | 'capped'>;
  /** Changed files GitHub did not list (it lists at most `MAX_LISTED_FILES`): unseen, so each push checks again. */
  unlisted?: number;
}

export interface ImpactCommentView extends CheckedChange {
  pages: FoundPage[];
  /** The slash command that starts an agent job (`command`). */
  command: string;
  marker: MarkerFields;
  /** The check's message in the assistant's monthly count, for the usage line. */
  usage?: MonthUsage | undefined;
}

/** The usage line (`<sub>assistant message 12 of 10000 this month</sub>`), or nothing when the count is not tracked. */
function usageLine(usage: MonthUsage | undefined): string[] {
  return usage ? [`<sub>${monthUsageText(usage)}</sub>`, ''] : [];
}

const count = (n: number): string => n.toLocaleString('en-US');
const plural = (n: number, word: string): string => `${count(n)} ${word}${n === 1 ? '' : 's'}`;

/** The origins of the pages' `https` URLs (the documentation site's own): the only links a comment keeps. */
export function originsOf(pages: readonly FoundPage[]): Set<string> {
  return new Set(pages.flatMap((page) => httpsUrl(page.url)?.origin ?? []));
}

/**
 * One page: its title as a link when its URL is `https` on one of `origins`, else as text with the URL in code;
 * then, unless `withSentence` is false, the sentence about it, through the answer filter in its strict form: links
 * only to `origins`, math as text, no bidirectional controls.
 */
export function pageLine(page: FoundPage, origins: ReadonlySet<string>, withSentence = true): string {
  const url = dropBidi(page.url);
  const title = dropBidi(page.title) || url;
  const https = httpsUrl(url);
  // Prose escapes `$` as `\$`; the reference `&#36;` is no math delimiter for any reading (a URL holds no `\$`).
  const noMath = (markdown: string): string => markdown.replaceAll('\\$', '&#36;');
  const named =
    https && origins.has(https.origin)
      ? noMath(link(url, title))
      : `${noMath(inert(title.replace(LINE_BREAKS, ' ')))}${url && url !== title ? ` (${code(url)})` : ''}`;
  if (!page.sentence || !withSentence) return `- ${named}`;
  // The filter's markdown on one line, inside the list item.
  const sentence = safeAnswerMarkdown(page.sentence.replace(LINE_BREAKS, ' '), {
    keepLink: (target) => origins.has(target.origin),
    strict: true,
  }).replace(/\n+/g, ' ');
  return `- ${named}: ${sentence}`;
}

/** What the check sent, and the cap when it left something out. */
export function capNote({ head, selection, unlisted = 0 }: CheckedChange): string {
  const at = head ? ` at ${code(head.slice(0, 12))}` : '';
  const { items, totalFiles, filesWithHunks, totalChars, sentChars } = selection;
  let sent: string;
  if (items.length === 0) sent = `the paths of ${plural(totalFiles, 'changed file')} (GitHub gave no hunks to send)`;
  else if (!selection.capped) {
    sent =
      items.length === totalFiles
        ? 'the hunks of every changed file'
        : `the hunks of ${count(items.length)} of the ${count(totalFiles)} changed files`;
  } else {
    sent = `the hunks of ${count(items.length)} of ${plural(filesWithHunks, 'changed file')} with hunks (${count(sentChars)} of ${plural(totalChars, 'character')}, the largest changes first: a check sends at most ${count(MAX_CONTEXT_FILES)} files and ${count(MAX_HUNK_CHARS)} characters of hunks)`;
  }
  if (unlisted > 0) {
    return `_Checked${at} with ${sent}. GitHub lists at most ${count(MAX_LISTED_FILES)} of a pull request's files: ${plural(unlisted, 'changed file')} of ${count(selection.totalFiles)} went unseen, so every push checks again and updates this comment._`;
  }
  return `_Checked${at} with ${sent}. A push that changes the files or their hunks checks again and updates this comment._`;
}

/** GitHub refuses comment bodies longer than this. */
export const COMMENT_MAX = 65_536;

/**
 * The comment that lists the pages, under GitHub's limit: when it would be longer, the last pages' sentences go
 * first, then their lines (the marker keeps every page, for the merge), and only then the marker's last pages.
 */
export function renderImpactComment(view: ImpactCommentView): string {
  const safe = redactAll({ ...view, selection: { ...view.selection } });
  const command = code(`${safe.command} <instruction>`);
  const origins = originsOf(safe.pages);
  const full = safe.pages.map((page) => pageLine(page, origins));
  const short = safe.pages.map((page) => pageLine(page, origins, false));
  const compose = (shown: number, sentences: number, marker = safe.marker): string => {
    const lines = full.slice(0, sentences).concat(short.slice(sentences, shown));
    const left = safe.pages.length - shown;
    if (left > 0) lines.push(`- _and ${plural(left, 'more page')}, left out to keep this comment within GitHub's length_`);
    return [
      formatMarker(marker),
      IMPACT_HEADING,
      '',
      'Asked which pages of the documentation describe what this pull request changes, the docs assistant named:',
      '',
      ...lines,
      '',
      `**What happens next:** with the docs-on-merge workflow installed, the docs agent is given these pages when this pull request merges. To start an agent job now, comment ${command}.`,
      '',
      capNote(safe),
      '',
      ...usageLine(safe.usage),
    ].join('\n');
  };
  const count = safe.pages.length;
  for (let sentences = count; sentences >= 0; sentences -= 1) {
    const body = compose(count, sentences);
    if (body.length <= COMMENT_MAX) return body;
  }
  for (let shown = count - 1; shown > 0; shown -= 1) {
    const body = compose(shown, 0);
    if (body.length <= COMMENT_MAX) return body;
  }
  // Only the marker is left to shorten: its last pages go (a merge is given the others).
  const recorded = JSON.parse(safe.marker.pages ?? '[]') as unknown[];
  for (let kept = recorded.length - 1; kept >= 0; kept -= 1) {
    const body = compose(0, 0, { ...safe.marker, pages: JSON.stringify(recorded.slice(0, kept)) });
    if (body.length <= COMMENT_MAX || kept === 0) return body;
  }
  return compose(0, 0);
}

/** The comment once a later check finds no page: kept, so the change of mind is seen, with the new check's marker. */
export function renderClearedComment(view: CheckedChange & { marker: MarkerFields; usage?: MonthUsage | undefined }): string {
  const safe = redactAll({ ...view, selection: { ...view.selection } });
  return [
    formatMarker(safe.marker),
    IMPACT_HEADING,
    '',
    'The docs assistant no longer finds a page of the documentation that this pull request changes; an earlier check had named some.',
    '',
    capNote(safe),
    '',
    ...usageLine(safe.usage),
  ].join('\n');
}
