/**
 * The pending list: jobs handed off by a run with `wait: false`, kept in the
 * ledger document's `pending` field until a report run (`mode: report`)
 * updates their comment. Each record holds what the report needs: where the
 * comment is, the triggering comment for the reactions, the run that handed
 * the job off, and what the comment says of the trigger.
 *
 * The list is read as untrusted (hand edits, other versions): every record is
 * checked, a record that is not one is dropped on its own, times are bounded,
 * and the list is kept short (records older than a day, or beyond
 * `MAX_PENDING`, are dropped with a warning).
 *
 * Reporting a job is claimed first: the report run marks the records it is
 * about to report with its own id and a lease, in one compare-and-swap write,
 * so a second report run at the same moment leaves them alone. The records
 * are removed once reported; a report that fails gives them back.
 *
 * The list is the ledger's `pending` section: `pendingSection` reads it from
 * the document, and the reducers here are pure: they take the list as read
 * and return the records to write (or null when nothing changes), for the
 * store's compare-and-swap loop (see store.ts).
 */
import * as z from 'zod/mini';
import { iso, type LedgerDocument } from '../ledger/document.js';
import type { Section, SectionRead } from '../ledger/section.js';
import { isJobId } from '../service/agent/schemas.js';
import { clip } from '../util/redact.js';

/** The ledger document's field that holds the list. */
export const PENDING_FIELD = 'pending';
/** Most records kept: the newest stay. */
const MAX_PENDING = 100;
/** A record handed off longer ago than this is dropped: no report run came for a day. */
const PENDING_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How long a report run's claim holds: past it, another run may report the job (the first one died). */
const CLAIM_LEASE_MS = 5 * 60 * 1000;
/** The longest instruction kept for the comment's "Requested by" quote. */
export const MAX_INSTRUCTION = 1000;
/** Slack for clocks: a time this far ahead of now is still taken as it is. */
const CLOCK_TOLERANCE_MS = 60 * 1000;

const isoTime = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().check(z.maxLength(max));
const positiveInt = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));

/** What the comment says of the trigger (see comment/job-body.ts `origin`). */
const OriginSchema = z.looseObject({
  kind: z.enum(['command', 'label', 'standalone', 'merged', 'push']),
  actor: z.optional(text(100)),
  label: z.optional(text(200)),
  instruction: z.optional(text(MAX_INSTRUCTION + 1)),
  baseBranch: z.optional(text(300)),
  branch: z.optional(text(300)),
  event: z.optional(text(100)),
});
export type PendingOrigin = z.infer<typeof OriginSchema>;

const PendingRecordSchema = z.looseObject({
  jobId: z
    .string()
    .check(z.minLength(1), z.maxLength(200), z.refine(isJobId, { error: 'a job id without white space or control characters' })),
  project: text(200),
  /** `owner/repo` where the comment is (and the job was requested). */
  repository: z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/)),
  issueNumber: positiveInt,
  isPullRequest: z.boolean(),
  commentId: positiveInt,
  /** The comment that asked for the job (a slash command): the reactions go there. */
  triggerComment: z.optional(z.object({ id: positiveInt, review: z.boolean() })),
  run: z.object({
    id: text(100),
    attempt: positiveInt,
    workflowJob: text(200),
    url: z.optional(text(500)),
  }),
  origin: OriginSchema,
  handedOffAt: isoTime,
  /** Set while a report run reports the job. */
  claim: z.optional(z.object({ by: z.string().check(z.minLength(1), z.maxLength(200)), until: isoTime })),
  /**
   * When a report run last looked the job up and found it still going: the report's cursor (those looked at
   * longest ago go first), written only when a run could not look every job up. Optional (1.0.0 keeps it as is).
   */
  lookedAt: z.optional(isoTime),
  /** When a report run first found the job ended but could not report it: the report is due since then. */
  endedAt: z.optional(isoTime),
  /**
   * A job started from the queue (budget/queue.ts): the queued request's id. Its comment may still say it is queued
   * (a run that wrote a waiting request's new place raced the start): verify.ts accepts that comment for this record.
   */
  queuedId: z.optional(z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9._-]+$/))),
});
export type PendingRecord = z.infer<typeof PendingRecordSchema>;

/** The list as read: its records, and what reading it found wrong (each a short phrase, for one warning). */
interface PendingList {
  records: PendingRecord[];
  repairs: string[];
}

/**
 * The list in `doc`, checked and bounded against `now` (GitHub's clock): bad
 * records dropped, times ahead of now clamped, records older than a day and
 * beyond `MAX_PENDING` (the oldest first) dropped.
 */
function readPending(doc: LedgerDocument, now: number): PendingList {
  return readRecords(doc[PENDING_FIELD], now);
}

/** The list from the raw value of its field. */
function readRecords(raw: unknown, now: number): PendingList {
  const repairs: string[] = [];
  if (raw === undefined || raw === null) return { records: [], repairs };
  if (!Array.isArray(raw)) return { records: [], repairs: [`dropped '${PENDING_FIELD}': not a list`] };
  const records: PendingRecord[] = [];
  const seen = new Set<string>();
  for (const [index, item] of (raw as unknown[]).entries()) {
    const parsed = PendingRecordSchema.safeParse(item);
    if (!parsed.success) {
      repairs.push(`dropped pending record ${index + 1}: not a valid record`);
      continue;
    }
    const record = parsed.data;
    if (seen.has(record.jobId)) {
      repairs.push(`dropped pending record ${index + 1}: job ${record.jobId} is listed twice`);
      continue;
    }
    seen.add(record.jobId);
    const handedOff = Date.parse(record.handedOffAt);
    if (Number.isNaN(handedOff) || now - handedOff > PENDING_MAX_AGE_MS) {
      repairs.push(
        `dropped job ${record.jobId}, handed off ${record.handedOffAt}: more than a day ago and never reported (is there a workflow with 'mode: report'?)`,
      );
      continue;
    }
    const bounded: PendingRecord = { ...record };
    if (handedOff > now + CLOCK_TOLERANCE_MS) bounded.handedOffAt = iso(now);
    if (bounded.claim && Date.parse(bounded.claim.until) > now + CLAIM_LEASE_MS + CLOCK_TOLERANCE_MS) {
      bounded.claim = { ...bounded.claim, until: iso(now + CLAIM_LEASE_MS) };
    }
    records.push(bounded);
  }
  if (records.length > MAX_PENDING) {
    records.sort((a, b) => Date.parse(a.handedOffAt) - Date.parse(b.handedOffAt));
    for (const dropped of records.splice(0, records.length - MAX_PENDING)) {
      repairs.push(`dropped job ${dropped.jobId}: more than ${MAX_PENDING} jobs pending, the oldest go first`);
    }
  }
  return { records, repairs };
}

/** The ledger's section of handed-off jobs. */
export const pendingSection: Section<PendingRecord[]> = {
  name: 'the pending list',
  fields: [PENDING_FIELD],
  read(doc, { now }) {
    const list = readPending(doc, now);
    return { state: list.records, repairs: list.repairs };
  },
  write: (records) => ({ [PENDING_FIELD]: records }),
  warning: (repairs, { ref, repository }) => `The pending list in ${repository} ${ref}: ${repairs}.`,
};

/** The section as the store reads it, as a list. */
export const asList = (read: SectionRead<PendingRecord[]>): PendingList => ({ records: read.state, repairs: read.repairs });

/** True when the list as stored differs from the checked one (a repair to write). */
function repaired(list: PendingList): boolean {
  return list.repairs.length > 0;
}

/** Adds (or replaces) the record of a job; null when the same record is there already (a write that went through). */
export function addPending(list: PendingList, record: PendingRecord, now: number): PendingRecord[] | null {
  const existing = list.records.find((held) => held.jobId === record.jobId);
  if (existing && existing.commentId === record.commentId && !repaired(list)) return null;
  const records = list.records.filter((held) => held.jobId !== record.jobId);
  records.push(record);
  // Newest last: the bound drops the oldest.
  return readRecords(records, now).records;
}

/** True when a run other than `claimant` holds the record's claim now. */
export function isClaimedByOther(record: PendingRecord, claimant: string, now: number): boolean {
  return record.claim !== undefined && record.claim.by !== claimant && Date.parse(record.claim.until) > now;
}

export interface Claim {
  /** The records to write; null when nothing changes (nothing to claim, or claimed already by this run). */
  records: PendingRecord[] | null;
  /** The job ids this run holds now, in the order asked. */
  claimed: string[];
}

/**
 * Claims the records of `jobIds` for `claimant` until `now + CLAIM_LEASE_MS`:
 * each one still listed and not held by another run's live claim. Records
 * this run holds already (a write that went through) stay claimed.
 */
export function claimPending(list: PendingList, jobIds: readonly string[], claimant: string, now: number): Claim {
  const wanted = new Set(jobIds);
  const claimed: string[] = [];
  let changed = repaired(list);
  const records = list.records.map((record) => {
    if (!wanted.has(record.jobId) || isClaimedByOther(record, claimant, now)) return record;
    claimed.push(record.jobId);
    if (record.claim?.by === claimant) return record;
    changed = true;
    return { ...record, claim: { by: claimant, until: iso(now + CLAIM_LEASE_MS) } };
  });
  const order = new Map(jobIds.map((id, index) => [id, index]));
  claimed.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  return { records: changed ? records : null, claimed };
}

/**
 * After reporting: removes the records of `done` (reported, or dropped), and
 * gives back this run's claim on those of `release` (their report failed: the
 * next report run takes them). Null when nothing changes.
 */
export function settlePending(
  list: PendingList,
  claimant: string,
  done: readonly string[],
  release: readonly string[],
  stamps?: ReportStamps,
): PendingRecord[] | null {
  const removed = new Set(done);
  const freed = new Set(release);
  const looked = new Set(stamps?.looked);
  const ended = new Set(stamps?.ended);
  let changed = repaired(list);
  const records: PendingRecord[] = [];
  for (const record of list.records) {
    if (removed.has(record.jobId)) {
      changed = true;
      continue;
    }
    let kept = record;
    if (freed.has(record.jobId) && record.claim?.by === claimant) {
      kept = { ...record };
      delete kept.claim;
      changed = true;
    }
    // Stamps go on records no other run holds (a live claim of this run's own, given back above, is fine).
    const free = !kept.claim || kept.claim.by === claimant;
    if (stamps && free && ended.has(record.jobId) && !kept.endedAt) {
      kept = { ...kept, endedAt: stamps.at };
      changed = true;
    } else if (stamps && free && looked.has(record.jobId) && kept.lookedAt !== stamps.at) {
      kept = { ...kept, lookedAt: stamps.at };
      changed = true;
    }
    records.push(kept);
  }
  return changed ? records : null;
}

/** What a report run writes beside its settling: the cursor (`looked`), and the jobs found ended but not reported. */
export interface ReportStamps {
  /** ISO time of the stamps (GitHub's clock). */
  at: string;
  /** Looked up and still going: they go behind the others next time. */
  looked: readonly string[];
  /** Found ended and not reported (no time left, GitHub did not answer): first next time; due since `at`. */
  ended: readonly string[];
}

/**
 * The order a report run looks the records up in: jobs found ended but not reported first, then those never
 * looked at, then those looked at longest ago; each by hand-off time. A run that cannot look every job up
 * stamps those it did (`lookedAt`), so the next one starts where it stopped.
 */
export function reportOrder(records: readonly PendingRecord[]): PendingRecord[] {
  const looked = (record: PendingRecord): number => (record.lookedAt ? Date.parse(record.lookedAt) : -Infinity);
  return [...records].sort(
    (a, b) => Number(!a.endedAt) - Number(!b.endedAt) || looked(a) - looked(b) || Date.parse(a.handedOffAt) - Date.parse(b.handedOffAt),
  );
}

/** How long a job that has ended (or passed `timeout-seconds`) may stay unreported before a report run fails. */
export const REPORT_OVERDUE_MS = 60 * 60 * 1000;

/**
 * The records whose report has been due for longer than `REPORT_OVERDUE_MS`: found ended by a report run
 * (`endedAt`), or pending past `timeoutMs` (reported as timed out once looked up).
 */
export function overdueRecords(records: readonly PendingRecord[], now: number, timeoutMs: number): PendingRecord[] {
  return records.filter((record) => {
    const due = record.endedAt ? Date.parse(record.endedAt) : Date.parse(record.handedOffAt) + timeoutMs;
    return now - due > REPORT_OVERDUE_MS;
  });
}

/** The instruction as kept for the comment: at most `MAX_INSTRUCTION` characters. */
export function boundInstruction(instruction: string): string {
  return clip(instruction, MAX_INSTRUCTION - 1);
}
