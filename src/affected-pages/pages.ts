/**
 * The pages an impact check found: the sources of the assistant's answer
 * (at most `MAX_PAGES`), each with the sentence of the answer that concerns
 * it, the first that names the page by its title, its URL, or the last
 * segment of its URL (`api-keys` read as "api keys"). The answer is
 * untrusted: the sentence is kept as raw text here and made safe where it is
 * rendered (comment/impact.ts, through the answer filter).
 */
import type { Answer } from '../service/assistant/answer.js';
import { clip } from '../util/redact.js';
import { MAX_PAGES, boundedPage, type ImpactPage } from '../comment/impact-marker.js';

/** The longest sentence kept for a page. */
export const MAX_SENTENCE = 300;

export interface FoundPage extends ImpactPage {
  /** The answer's sentence about the page, as the assistant wrote it; undefined when none names it. */
  sentence: string | undefined;
}

const FENCED_CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm;
const LINE_PREFIX = /^\s*(?:(?:[-*+>]|\d{1,9}[.)]|#{1,6})\s+)+/;

/** The answer's sentences, in order: code blocks left out, list, quote and heading marks taken off each line. */
function sentencesOf(answer: string): string[] {
  return answer
    .replace(/\r\n?/g, '\n')
    .replace(FENCED_CODE, '\n')
    .split(/\n+/)
    .flatMap((line) => line.replace(LINE_PREFIX, '').split(/(?<=[.!?])\s+(?=\S)/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** Lower case, with `-` and `_` read as spaces and white space collapsed: what names are compared in. */
function normal(text: string): string {
  return text.toLowerCase().replace(/[-_\s]+/g, ' ');
}

/** The ways a sentence may name the page. */
function namesOf(page: ImpactPage): string[] {
  const names: string[] = [];
  if (page.title.trim().length >= 3) names.push(normal(page.title.trim()));
  try {
    const segment = decodeURIComponent(new URL(page.url).pathname.split('/').filter(Boolean).at(-1) ?? '');
    const readable = normal(segment.replace(/\.[a-z0-9]+$/i, ''));
    if (readable.length >= 4) names.push(readable);
  } catch {
    // not a URL: the title alone names it
  }
  return names;
}

/** The first sentence that names the page; undefined when none does. */
function sentenceFor(page: ImpactPage, sentences: readonly string[]): string | undefined {
  const names = namesOf(page);
  const found = sentences.find(
    (sentence) => (page.url && sentence.includes(page.url)) || names.some((name) => normal(sentence).includes(name)),
  );
  return found === undefined ? undefined : clip(found.replace(/\s+/g, ' '), MAX_SENTENCE);
}

/** The pages of an answer, each with its sentence (see the module comment). */
export function pagesOfAnswer(answer: Pick<Answer, 'text' | 'sources'>): FoundPage[] {
  const sentences = sentencesOf(answer.text);
  return answer.sources.slice(0, MAX_PAGES).map((source) => {
    const page = boundedPage({ title: source.title, url: source.url });
    return { ...page, sentence: sentenceFor(page, sentences) };
  });
}
