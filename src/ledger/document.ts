/**
 * The ledger document: its envelope (version, project, when it was last
 * written) and how it is stored in a commit. The rest of the document is
 * sections, each one capability's state in its own top-level field(s), read
 * and changed by that capability alone (see section.ts): the budget's window
 * (`entries`, `fullUntil`), the pending hand-offs (`pending`), the open pull
 * request (`openPr`).
 *
 * Version 2 lives in the message of the ref's commit (a subject line, a blank
 * line, then the JSON), with an empty tree: a write is one commit and one ref
 * update. Version 1 lived in `ledger.json` in the commit's tree; it is still
 * read, and the next write migrates it.
 *
 * Every field a version does not know is kept as it is by every write (a
 * section writes only its own fields over the document as read), so later
 * versions can add sections without older runs dropping them; and a document
 * written by this version is read by the previous release, which needs the
 * envelope and an `entries` list.
 */
import * as z from 'zod/mini';
import { clip, redact } from '../util/redact.js';

/** The file that held a version 1 ledger inside the ref's commit. */
export const LEDGER_FILE = 'ledger.json';
export const LEDGER_VERSION = 2;

/** The ledger as read: the envelope; each section's fields ride along, untyped until the section reads them. */
export interface LedgerDocument {
  version: number;
  project: string;
  updatedAt?: string;
  [field: string]: unknown;
}

const Envelope = z.looseObject({
  version: z.union([z.literal(1), z.literal(2)]),
  project: z.string(),
  // Every release reads `entries` (the budget's section) as a list: a document without one is not a ledger to them.
  entries: z.array(z.unknown()),
  updatedAt: z.optional(z.unknown()),
});

/** A ledger with nothing in it: the envelope and the empty list every release expects. */
export function emptyLedger(project: string): LedgerDocument {
  return { version: LEDGER_VERSION, project, entries: [], fullUntil: null };
}

export function iso(time: number): string {
  return new Date(time).toISOString();
}

/** Parses the JSON of a ledger's envelope; undefined when the text is not a ledger at all. */
export function parseLedgerJson(text: string): LedgerDocument | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  const shape = Envelope.safeParse(raw);
  if (!shape.success) return undefined;
  const { updatedAt, ...rest } = shape.data;
  const doc: LedgerDocument = rest;
  if (typeof updatedAt === 'string' && !Number.isNaN(Date.parse(updatedAt))) doc.updatedAt = updatedAt;
  return doc;
}

/** The commit message of a version 2 ledger: a subject line, a blank line, the document. */
export function ledgerMessage(subject: string, doc: LedgerDocument): string {
  const body: LedgerDocument = { ...doc, version: LEDGER_VERSION };
  return `${subject.replace(/\s+/g, ' ').trim()}\n\n${JSON.stringify(body, null, 1)}\n`;
}

/** The document's JSON in a commit message; undefined when the message carries none (a version 1 ledger). */
export function ledgerJsonInMessage(message: string): string | undefined {
  const start = message.replace(/\r\n/g, '\n').indexOf('\n\n{');
  return start < 0 ? undefined : message.replace(/\r\n/g, '\n').slice(start + 2);
}

/** A short, inert rendering of a value from outside, for a section's warning about what it dropped. */
export function describeValue(value: unknown): string {
  let text: string;
  try {
    // undefined for a function or `undefined` (the types say string).
    const json = JSON.stringify(value) as unknown;
    text = typeof json === 'string' ? json : typeof value;
  } catch {
    text = typeof value;
  }
  const redacted = redact(text);
  return redacted.length > 80 ? clip(redacted, 77, { ellipsis: '...' }) : redacted;
}
