/**
 * The ledger document: its schema, and how it is read back from outside.
 *
 * Version 2 lives in the message of the ref's commit (a subject line, a blank
 * line, then the JSON), with an empty tree: a write is one commit and one ref
 * update. Version 1 lived in `ledger.json` in the commit's tree; it is still
 * read, and the next write migrates it.
 *
 * Every field this version does not know is kept as it is by every change
 * (the objects are parsed loosely and changes spread them), so later fields
 * (the last job started for the project, a list of handed-off jobs) can be
 * added to version 2 without older runs dropping them.
 *
 * Times in the document come from outside (hand edits, other versions, a
 * service's `Retry-After`) and are bounded when read: an entry or a hold that
 * reaches further than a one-hour window makes sensible is clamped, with a
 * warning; an entry that is not an entry (bad date, year 9999, before 2020)
 * is dropped on its own, keeping every valid one.
 */
import * as z from 'zod/mini';
import { clip, redact } from '../util/redact.js';

/** The service counts creations over the last 60 minutes (spec section 8). */
export const WINDOW_MS = 60 * 60 * 1000;
/**
 * A reservation counts from this long after it is taken: the job is created
 * within it (or the gate stamps the entry again, see `BudgetGate.recordJob`),
 * so the ledger never frees a slot before the service does.
 */
export const CREATE_ALLOWANCE_MS = 2 * 60 * 1000;
/** Slack for clocks and the time between a write's `now` and its commit's date. */
const CLOCK_TOLERANCE_MS = 60 * 1000;
/** An entry dated further ahead than this (or before `EARLIEST`) is not a date this action wrote: dropped. */
const ABSURD_AHEAD_MS = 24 * 60 * 60 * 1000;
const EARLIEST = Date.parse('2020-01-01T00:00:00Z');

/** The file that held a version 1 ledger inside the ref's commit. */
export const LEDGER_FILE = 'ledger.json';
export const LEDGER_VERSION = 2;

const isoTime = z.iso.datetime({ offset: true });

const LedgerEntrySchema = z.looseObject({
  /** Unique per reservation: `<run id>-<attempt>-<random>`; the key of the entry. */
  id: z.string().check(z.minLength(1)),
  /** When the service counts the job from, at the latest (ISO 8601, GitHub's clock). */
  at: isoTime,
  runId: z.string(),
  runAttempt: z.string(),
  /** `owner/repo` of the run: several repositories may share one ledger. */
  repository: z.optional(z.string()),
  workflow: z.optional(z.string()),
  /** Version 1 recorded the job id in a second write; version 2 does not. */
  jobId: z.optional(z.nullable(z.string())),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;
/** A new reservation's entry, before the ledger stamps its time. */
export interface NewEntry {
  id: string;
  runId: string;
  runAttempt: string;
  repository?: string;
  workflow?: string;
}

const DocumentShape = z.looseObject({
  version: z.union([z.literal(1), z.literal(2)]),
  project: z.string(),
  entries: z.array(z.unknown()),
  fullUntil: z.optional(z.unknown()),
  updatedAt: z.optional(z.unknown()),
});

/** The ledger as the code uses it; unknown fields ride along in the index signature. */
export interface LedgerDocument {
  version: number;
  project: string;
  entries: LedgerEntry[];
  /** Set when the service answered 429: the window counts as full until then. */
  fullUntil?: string | null;
  updatedAt?: string;
  /** Jobs handed off (`wait: false`) and not yet reported: read with `readPending` (pending.ts), never as typed. */
  pending?: unknown;
  [field: string]: unknown;
}

export function emptyLedger(project: string): LedgerDocument {
  return { version: LEDGER_VERSION, project, entries: [], fullUntil: null };
}

export function iso(time: number): string {
  return new Date(time).toISOString();
}

/** What reading a document found wrong with it, for one warning. */
export interface ParsedLedger {
  doc: LedgerDocument;
  /** Entries dropped or clamped, a hold clamped: each a short phrase. */
  repairs: string[];
}

/**
 * Parses the JSON of a ledger. `anchor` is the latest sensible "now" for the
 * document (GitHub's time, no later than the commit that holds it): a clamp is
 * relative to it, so a clamped time still runs out even when nothing writes.
 * Undefined when the text is not a ledger at all.
 */
export function parseLedgerJson(text: string, anchor: number): ParsedLedger | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  const shape = DocumentShape.safeParse(raw);
  if (!shape.success) return undefined;
  const repairs: string[] = [];
  const entries: LedgerEntry[] = [];
  const seen = new Set<string>();
  const latestEntry = anchor + CREATE_ALLOWANCE_MS;
  for (const [index, item] of shape.data.entries.entries()) {
    const parsed = LedgerEntrySchema.safeParse(item);
    const at = parsed.success ? Date.parse(parsed.data.at) : Number.NaN;
    if (!parsed.success || Number.isNaN(at) || at < EARLIEST || at > anchor + ABSURD_AHEAD_MS) {
      repairs.push(`dropped entry ${index + 1} (${describe(item)}): not a valid entry`);
      continue;
    }
    if (seen.has(parsed.data.id)) {
      repairs.push(`dropped entry ${index + 1}: a second entry with id ${JSON.stringify(parsed.data.id)}`);
      continue;
    }
    seen.add(parsed.data.id);
    if (at > latestEntry + CLOCK_TOLERANCE_MS) {
      repairs.push(`entry ${parsed.data.id} dated ${parsed.data.at} counted as taken at ${iso(latestEntry)} (at most an hour from now)`);
      entries.push({ ...parsed.data, at: iso(latestEntry) });
      continue;
    }
    entries.push(parsed.data);
  }
  const { updatedAt, fullUntil, ...rest } = shape.data;
  const doc: LedgerDocument = { ...rest, entries, fullUntil: boundedHold(fullUntil, anchor, repairs) };
  if (typeof updatedAt === 'string' && !Number.isNaN(Date.parse(updatedAt))) doc.updatedAt = updatedAt;
  return { doc, repairs };
}

function boundedHold(value: unknown, anchor: number, repairs: string[]): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !isoTime.safeParse(value).success || Number.isNaN(Date.parse(value))) {
    repairs.push(`dropped fullUntil ${describe(value)}: not a date`);
    return null;
  }
  if (Date.parse(value) > anchor + WINDOW_MS) {
    repairs.push(`fullUntil ${value} held to ${iso(anchor + WINDOW_MS)} (at most an hour)`);
    return iso(anchor + WINDOW_MS);
  }
  return value;
}

/** A short, inert rendering of a value from outside for a warning. */
function describe(value: unknown): string {
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

/** A version 1 document as it was stored in `ledger.json` (tests and the migration's fixtures). */
export function serializeLedgerV1(doc: LedgerDocument): string {
  return `${JSON.stringify({ ...doc, version: 1 }, null, 2)}\n`;
}
