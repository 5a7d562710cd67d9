/**
 * The impact comment's body: the pages the check found, each linked by its
 * title (only `https` URLs become links) with the answer's sentence about it
 * (through the answer filter: no mention, image, raw HTML or non-https link
 * survives), what happens next, and what the check sent (the cap). Or, when
 * a later check finds nothing, the same comment saying so. Every text is
 * redacted before it is rendered; the marker records the check (marker.ts).
 */
import { formatMarker, type MarkerFields } from '../github/comments.js';
import { safeAnswerMarkdown } from '../render/answer.js';
import { code, inert, link } from '../render/markdown.js';
import { LINE_BREAKS, httpsUrl } from '../render/text.js';
import { redactAll } from '../util/redact.js';
import { MAX_CONTEXT_FILES, MAX_HUNK_CHARS, MAX_LISTED_FILES, type HunkSelection } from './hunks.js';
import type { FoundPage } from './pages.js';

export const IMPACT_HEADING = '### 📚 Docs this pull request may affect';

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
}

const count = (n: number): string => n.toLocaleString('en-US');
const plural = (n: number, word: string): string => `${count(n)} ${word}${n === 1 ? '' : 's'}`;

/** One page: its title as a link when the URL is `https`, else as text with the URL in code; then the sentence about it. */
export function pageLine(page: FoundPage): string {
  const title = page.title || page.url;
  const named = httpsUrl(page.url)
    ? link(page.url, title)
    : `${inert(title.replace(LINE_BREAKS, ' '))}${page.url && page.url !== title ? ` (${code(page.url)})` : ''}`;
  if (!page.sentence) return `- ${named}`;
  // The filter's markdown on one line, inside the list item.
  const sentence = safeAnswerMarkdown(page.sentence.replace(LINE_BREAKS, ' ')).replace(/\n+/g, ' ');
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

/** The comment that lists the pages. */
export function renderImpactComment(view: ImpactCommentView): string {
  const safe = redactAll({ ...view, selection: { ...view.selection } });
  const command = code(`${safe.command} <instruction>`);
  return [
    formatMarker(safe.marker),
    IMPACT_HEADING,
    '',
    'Asked which pages of the documentation describe what this pull request changes, the docs assistant named:',
    '',
    ...safe.pages.map(pageLine),
    '',
    `**What happens next:** with the docs-on-merge workflow installed, the docs agent is given these pages when this pull request merges. To start an agent job now, comment ${command}.`,
    '',
    capNote(safe),
    '',
  ].join('\n');
}

/** The comment once a later check finds no page: kept, so the change of mind is seen, with the new check's marker. */
export function renderClearedComment(view: CheckedChange & { marker: MarkerFields }): string {
  const safe = redactAll({ ...view, selection: { ...view.selection } });
  return [
    formatMarker(safe.marker),
    IMPACT_HEADING,
    '',
    'The docs assistant no longer finds a page of the documentation that this pull request changes; an earlier check had named some.',
    '',
    capNote(safe),
    '',
  ].join('\n');
}
