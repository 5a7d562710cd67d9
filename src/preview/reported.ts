/**
 * The pull requests a report run reported recently: the ledger's `reported`
 * section, one entry per pull request link, with where its job comment is
 * and who triggered the job. A `deployment_status` report run (a preview that
 * arrives after the job was reported) finds here which comment shows the
 * pull request, and puts the preview link into it (previews.ts).
 *
 * The pending record of a job is removed once it is reported; this entry is
 * what stays. It is written by the report run that reports the job, in one
 * compare-and-swap write after the pending list's, only when a reported job
 * opened a pull request. Read as untrusted, as pending records are: an entry
 * that does not parse is dropped on its own, and before its comment is edited
 * it is checked against GitHub as a pending record is (hand-off/verify.ts).
 * Bounded: entries older than `REPORTED_MAX_AGE_MS` are dropped, and at most
 * `MAX_REPORTED` are kept (the newest).
 */
import * as z from 'zod/mini';
import { iso, type LedgerDocument } from '../ledger/document.js';
import type { Section } from '../ledger/section.js';
import type { LedgerStore } from '../ledger/store.js';
import type { PendingRecord } from '../hand-off/pending.js';
import { isJobId } from '../service/agent/schemas.js';
import { getErrorMessage } from '../util/errors.js';

/** The ledger document's field. */
export const REPORTED_FIELD = 'reported';
/** Most entries kept: the newest stay. */
const MAX_REPORTED = 100;
/** How long a reported pull request's comment can still get its preview: a week. */
const REPORTED_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Longest time the write spends on lost races. */
const CONTENTION_MS = 60 * 1000;
/** Slack for clocks: a time this far ahead of now is still taken as it is. */
const CLOCK_TOLERANCE_MS = 60 * 1000;

const text = (max: number) => z.string().check(z.maxLength(max));
const positiveInt = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));

const ReportedSchema = z.looseObject({
  /** The pull request the job opened, as the service gave it. */
  prLink: z.string().check(z.minLength(1), z.maxLength(500)),
  jobId: z.string().check(z.minLength(1), z.maxLength(200), z.refine(isJobId)),
  project: text(200),
  repository: z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/)),
  issueNumber: positiveInt,
  isPullRequest: z.boolean(),
  commentId: positiveInt,
  run: z.object({ id: text(100), attempt: positiveInt, workflowJob: text(200), url: z.optional(text(500)) }),
  /** What the comment says of the trigger: its kind and who, whose deployments never count as the preview. */
  origin: z.looseObject({
    kind: z.enum(['command', 'label', 'standalone', 'merged', 'push']),
    actor: z.optional(text(100)),
  }),
  reportedAt: z.iso.datetime({ offset: true }),
});
export type ReportedPull = z.infer<typeof ReportedSchema>;

/** The entry for a job reported with a pull request link. */
export function reportedPull(record: PendingRecord, prLink: string, now: number): ReportedPull {
  return {
    prLink,
    jobId: record.jobId,
    project: record.project,
    repository: record.repository,
    issueNumber: record.issueNumber,
    isPullRequest: record.isPullRequest,
    commentId: record.commentId,
    run: record.run,
    origin: { kind: record.origin.kind, ...(record.origin.actor === undefined ? {} : { actor: record.origin.actor }) },
    reportedAt: iso(now),
  };
}

/** The entry as the pending record the checks of hand-off/verify.ts take (no comment to react to). */
export function asPendingRecord(entry: ReportedPull): PendingRecord {
  return {
    jobId: entry.jobId,
    project: entry.project,
    repository: entry.repository,
    issueNumber: entry.issueNumber,
    isPullRequest: entry.isPullRequest,
    commentId: entry.commentId,
    run: entry.run,
    origin: entry.origin,
    handedOffAt: entry.reportedAt,
  };
}

/** The entries from the raw field, checked and bounded against `now`; `repairs` says what was dropped. */
function readReported(raw: unknown, now: number): { entries: ReportedPull[]; repairs: string[] } {
  const repairs: string[] = [];
  if (raw === undefined || raw === null) return { entries: [], repairs };
  if (!Array.isArray(raw)) return { entries: [], repairs: [`dropped '${REPORTED_FIELD}': not a list`] };
  const byLink = new Map<string, ReportedPull>();
  for (const [index, item] of (raw as unknown[]).entries()) {
    const parsed = ReportedSchema.safeParse(item);
    if (!parsed.success) {
      repairs.push(`dropped reported pull request ${index + 1}: not a valid entry`);
      continue;
    }
    const entry = { ...parsed.data };
    const at = Date.parse(entry.reportedAt);
    if (now - at > REPORTED_MAX_AGE_MS) continue; // expired: dropped quietly, as intended
    if (at > now + CLOCK_TOLERANCE_MS) entry.reportedAt = iso(now);
    // One entry per pull request: the latest report wins.
    byLink.delete(entry.prLink);
    byLink.set(entry.prLink, entry);
  }
  const entries = [...byLink.values()];
  entries.sort((a, b) => Date.parse(a.reportedAt) - Date.parse(b.reportedAt));
  if (entries.length > MAX_REPORTED) entries.splice(0, entries.length - MAX_REPORTED);
  return { entries, repairs };
}

/** The ledger's section of recently reported pull requests. */
export const reportedSection: Section<ReportedPull[]> = {
  name: 'the reported pull requests',
  fields: [REPORTED_FIELD],
  read(doc: LedgerDocument, { now }) {
    const read = readReported(doc[REPORTED_FIELD], now);
    return { state: read.entries, repairs: read.repairs };
  },
  write: (entries) => ({ [REPORTED_FIELD]: entries }),
};

/** Adds (or replaces) entries; null when every one is there already, the same. */
function addReported(current: readonly ReportedPull[], added: readonly ReportedPull[], now: number): ReportedPull[] | null {
  const key = (entry: ReportedPull): string => JSON.stringify({ ...entry, reportedAt: undefined });
  const held = new Set(current.map(key));
  if (added.every((entry) => held.has(key(entry)))) return null;
  const links = new Set(added.map((entry) => entry.prLink));
  return readReported([...current.filter((entry) => !links.has(entry.prLink)), ...added], now).entries;
}

/**
 * Keeps the reported pull requests in the ledger, for their preview later.
 * Never throws: a failed write is one warning (the job was reported; only a
 * later preview link is lost).
 */
export async function rememberReported(
  ledger: LedgerStore,
  entries: readonly ReportedPull[],
  log: { warning(message: string): void },
): Promise<void> {
  if (entries.length === 0) return;
  try {
    await ledger.update(
      reportedSection,
      (current, now) => ({
        state: addReported(current.state, entries, now),
        result: undefined,
        subject: `docs-agent: ${entries.length} reported pull request(s) kept for their preview`,
      }),
      { maxAttempts: 100, contentionMs: CONTENTION_MS },
    );
  } catch (error) {
    log.warning(
      `Could not keep the reported pull request(s) in the ledger of ${ledger.repository} (${getErrorMessage(error)}): a preview deployed later is not added to their comment.`,
    );
  }
}
