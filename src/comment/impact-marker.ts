/**
 * The impact comment's marker: what the last check saw (the hash of the
 * changed files and hunks, the head commit) and the pages it found, so that
 * a later push asks again only when something changed, and a merge gives the
 * agent those pages. Read back only from comments whose marker is believed
 * (`listMarkedComments`), and checked field by field all the same.
 */
import * as z from 'zod/mini';
import type { MarkerFields } from './marked.js';
import { clip } from '../util/redact.js';

/** The marker kind of an impact comment. */
export const IMPACT_KIND = 'impact';
/** The most pages a comment lists and its marker records. */
export const MAX_PAGES = 10;
const MAX_TITLE = 200;
const MAX_URL = 500;

/** A documentation page an impact check named (output `pages`). */
export interface ImpactPage {
  title: string;
  /** Empty for a source the assistant gave without a URL. */
  url: string;
}

export interface ImpactRecord {
  /** `changesHash` of the files and hunks checked. */
  hash: string;
  /** The pull request's head commit when it was checked. */
  head: string;
  pages: ImpactPage[];
}

const PagesSchema = z.array(
  z.object({ title: z.string().check(z.maxLength(MAX_TITLE * 2)), url: z.string().check(z.maxLength(MAX_URL * 2)) }),
);
const HASH = /^[0-9a-f]{16}$/;
const SHA = /^[0-9a-f]{7,64}$/;

/** A page as the marker keeps it: one line each, bounded. */
export function boundedPage(page: ImpactPage): ImpactPage {
  const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
  return { title: clip(oneLine(page.title), MAX_TITLE), url: page.url.length <= MAX_URL ? oneLine(page.url) : '' };
}

/** The marker fields of an impact comment (`extra`: the run that wrote it). */
export function impactMarker(record: ImpactRecord, extra: MarkerFields = {}): MarkerFields {
  const pages = record.pages.slice(0, MAX_PAGES).map(boundedPage);
  return { kind: IMPACT_KIND, hash: record.hash, head: record.head, pages: JSON.stringify(pages), ...extra };
}

/** The record a marker holds; undefined when it is not an impact marker or a field is not what the action writes. */
export function readImpactMarker(marker: MarkerFields): ImpactRecord | undefined {
  if (marker.kind !== IMPACT_KIND) return undefined;
  const hash = marker.hash ?? '';
  const head = marker.head ?? '';
  if (!HASH.test(hash) || (head !== '' && !SHA.test(head))) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(marker.pages ?? '[]');
  } catch {
    return undefined;
  }
  const pages = PagesSchema.safeParse(json);
  if (!pages.success) return undefined;
  return { hash, head, pages: pages.data.slice(0, MAX_PAGES).map(boundedPage) };
}
