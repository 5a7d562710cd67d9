/**
 * "The last job and its pull request" (`continue-open-pr`): the ledger's
 * `openPr` section, `{jobId, prLink, at, holder?: {run, until}}`, changed by
 * the pure reducers here through the run's ledger store (its
 * compare-and-swap loop), like the pending list.
 *
 * The holder serializes the runs of a project that decide where a change
 * goes: a merged-PR or push run takes the hold before it reads the record,
 * and gives it back, with its own job as the new record, when it ends. A run
 * that finds a live hold (`until` in the future) waits for it; an expired one
 * (a run killed before it could give it back), or one of an earlier attempt
 * of the same workflow run (a re-run), is taken over.
 *
 * Fields of the record this version does not know are kept by every change.
 */
import { isJobId } from '../service/agent/schemas.js';
import { iso, type LedgerDocument } from '../ledger/document.js';
import type { Section } from '../ledger/section.js';
import type { LedgerStore } from '../ledger/store.js';

/**
 * Who holds the record: a run (`<run id>.<attempt>.<random>`) until a time
 * (ISO 8601, GitHub's clock), and, once it has one, the agent job it created
 * or messaged (so that a waiting run can see the job has ended while the
 * hold is still there: a run lost after its job).
 */
export interface OpenPrHolder {
  run: string;
  until: string;
  /** When the hold was taken (ISO 8601, GitHub's clock): a hold lasts `MAX_HOLD_MS` from then at most, whatever `until` says. */
  taken?: string | undefined;
  jobId?: string | undefined;
}

/** How long a hold outlives its run's deadline: time for the write that gives it back. */
export const HOLD_MARGIN_MS = 60_000;
/** The longest hold: a GitHub-hosted job's 6 hours, the margin, and a minute of clock skew. A later `until` is cut to this. */
const MAX_HOLD_MS = 6 * 3_600_000 + HOLD_MARGIN_MS + 60_000;
/** How far ahead of GitHub's clock a hold's `taken` may be (clock skew) before the hold reads as malformed. */
const TAKEN_SKEW_MS = 5 * 60_000;

/**
 * When `holder`'s hold ends, at `now`: its `until`, cut to `MAX_HOLD_MS` from
 * when it was taken; 0 for a hold without a plausible `taken` (a record
 * written by hand, or for the future, must not block runs forever).
 */
export function holdEnds(holder: OpenPrHolder, now: number): number {
  const taken = holder.taken === undefined ? Number.NaN : Date.parse(holder.taken);
  if (Number.isNaN(taken) || taken > now + TAKEN_SKEW_MS) return 0;
  return Math.min(Date.parse(holder.until), taken + MAX_HOLD_MS);
}

export interface OpenPrRecord {
  /** The last job, or null (none yet, or the last one could not be continued). */
  jobId: string | null;
  /** Its pull request, when the job had ended with one when it was recorded. */
  prLink: string | null;
  /** When it was recorded (ISO 8601). */
  at: string;
  holder?: OpenPrHolder | undefined;
}

/** What a run records when it gives the hold back. */
export interface OpenPrNext {
  jobId: string | null;
  prLink: string | null;
}

/** An ISO 8601 date and time (what `iso` writes), with its offset: the ledger's dates are printed, so nothing else passes. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const isDate = (value: unknown): value is string => typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));
/** A holder id as this action writes it (`<run id>.<attempt>.<random>`), or anything as plain. */
const HOLDER_RUN = /^[\w.-]{1,80}$/;

function readHolder(value: unknown): OpenPrHolder | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { run, until, taken, jobId } = value as Record<string, unknown>;
  if (typeof run !== 'string' || !HOLDER_RUN.test(run) || !isDate(until)) return undefined;
  return { run, until, ...(isDate(taken) ? { taken } : {}), ...(isJobId(jobId) ? { jobId } : {}) };
}

/** The section: the `openPr` field as stored (its unknown fields kept by every change), read by `readOpenPr`. */
export const openPrSection: Section<unknown> = {
  name: 'the last job',
  fields: ['openPr'],
  read: (doc) => ({ state: doc.openPr, repairs: [] }),
  write: (field) => ({ openPr: field }),
};

/** The record in a document, when there is one. */
export function readOpenPr(doc: LedgerDocument): OpenPrRecord | undefined {
  return openPrRecord(doc.openPr);
}

/** The record in the section's field, when it is one (anything else is ignored); a malformed holder reads as none. */
export function openPrRecord(value: unknown): OpenPrRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { jobId, prLink, at, holder } = value as Record<string, unknown>;
  if (!(jobId === null || isJobId(jobId)) || !isDate(at)) return undefined;
  if (prLink !== null && typeof prLink !== 'string') return undefined;
  const held = readHolder(holder);
  return { jobId, prLink, at, ...(held ? { holder: held } : {}) };
}

/** The raw record, with its unknown fields, when it reads as a record. */
function rawRecord(field: unknown): Record<string, unknown> {
  return openPrRecord(field) ? { ...(field as Record<string, unknown>) } : {};
}

/**
 * True when holder `run` is a later attempt of the same workflow run as
 * `other` (`<run id>.<attempt>.<random>`): GitHub re-runs only a run that has
 * ended, so the earlier attempt's hold is left over from a run that was killed.
 */
export function supersedes(run: string, other: string): boolean {
  const [id, attempt] = run.split('.');
  const [otherId, otherAttempt] = other.split('.');
  return id !== undefined && id !== '' && id === otherId && Number(attempt) > Number(otherAttempt);
}

type HoldAttempt =
  /** The hold is `holder`'s in `field`; `previous` is the record as it was (without its holder). */
  | { kind: 'taken'; field: Record<string, unknown>; previous: OpenPrRecord | undefined; tookOverFrom?: OpenPrHolder | undefined }
  /** Another run holds it until `holder.until`. */
  | { kind: 'busy'; holder: OpenPrHolder };

/**
 * Takes the hold for `holder` at `now` (GitHub's clock): over a free or an
 * expired hold, an earlier attempt's, one this run holds already (a write
 * whose answer was lost), or the live hold of run `takeOverFrom` (a holder
 * whose job has ended long since: see `acquireHold`).
 */
export function takeHold(field: unknown, holder: OpenPrHolder, now: number, takeOverFrom?: string): HoldAttempt {
  const current = openPrRecord(field);
  const existing = current?.holder;
  const mine = existing?.run === holder.run;
  const lost = existing !== undefined && existing.run === takeOverFrom;
  const ends = existing ? holdEnds(existing, now) : 0;
  if (existing && !mine && !lost && ends > now && !supersedes(holder.run, existing.run))
    return { kind: 'busy', holder: { ...existing, until: iso(ends) } };
  const raw = rawRecord(field);
  const record = { ...raw, jobId: current?.jobId ?? null, prLink: current?.prLink ?? null, at: current?.at ?? iso(now), holder };
  const previous = current ? { jobId: current.jobId, prLink: current.prLink, at: current.at } : undefined;
  return { kind: 'taken', field: record, previous, tookOverFrom: existing && !mine ? existing : undefined };
}

/**
 * Records `jobId` (created or messaged by holder `run`) as the last job,
 * without a pull request yet (or the one it had, for a job messaged), keeping the hold: a run that takes the hold over
 * later (this one lost) knows the job and asks the service about it.
 * `not-held` when the hold is no longer `run`'s.
 */
export function recordHeldJob(field: unknown, run: string, jobId: string, now: number, prLink: string | null = null): HoldRelease {
  const current = openPrRecord(field);
  if (current?.holder?.run !== run) return { kind: 'not-held', holder: current?.holder };
  return { kind: 'released', field: { ...rawRecord(field), jobId, prLink, at: iso(now), holder: { ...current.holder, jobId } } };
}

export type HoldRelease =
  | { kind: 'released'; field: Record<string, unknown> }
  /** This run no longer holds it: it expired and `holder` took it over (or it was given back already). */
  | { kind: 'not-held'; holder: OpenPrHolder | undefined };

/**
 * Gives the hold of `run` back, recording `next` as the last job (or keeping
 * the record as it is). Only over this run's own hold: a hold that expired
 * and was taken over belongs to the run that took it.
 */
export function releaseHold(field: unknown, run: string, next: OpenPrNext | undefined, now: number): HoldRelease {
  const current = openPrRecord(field);
  if (current?.holder?.run !== run) return { kind: 'not-held', holder: current?.holder };
  const rest = rawRecord(field);
  delete rest.holder;
  return { kind: 'released', field: next ? { ...rest, jobId: next.jobId, prLink: next.prLink, at: iso(now) } : rest };
}

/**
 * The record's reads and writes through the run's ledger store, whose GitHub
 * client ends each request at the run's deadline or cancellation.
 */
export class OpenPrStore {
  constructor(private readonly ledger: LedgerStore) {}

  /** Now on GitHub's clock (as far as the ledger's answers have told it). */
  now(): number {
    return this.ledger.now();
  }

  /** The last job recorded, if any. */
  async read(): Promise<OpenPrRecord | undefined> {
    return openPrRecord((await this.ledger.view(openPrSection)).state);
  }

  private async change<T extends { kind: string }>(
    reduce: (field: unknown, now: number) => T & { field?: Record<string, unknown> },
    subject: string,
    contentionMs: number,
  ): Promise<T> {
    const outcome = await this.ledger.update(
      openPrSection,
      (current, now) => {
        const result = reduce(current.state, now);
        return { state: result.field ?? null, result, subject };
      },
      // After `contentionMs` no lost race is tried again (the first attempt is made whatever it says).
      { maxAttempts: 1000, contentionMs },
    );
    return outcome.result;
  }

  /**
   * One attempt to take the hold: written when free or expired, `busy` (no
   * write) when another run holds it. `holdMs` is how long from GitHub's now
   * the hold lasts; lost races read again and decide again, for `contentionMs`.
   */
  async acquire(run: string, holdMs: number, contentionMs: number, takeOverFrom?: string): Promise<HoldAttempt> {
    return this.change(
      (field, now) => takeHold(field, { run, until: iso(now + Math.min(holdMs, MAX_HOLD_MS)), taken: iso(now) }, now, takeOverFrom),
      `docs-agent: hold the last job (${run})`,
      contentionMs,
    );
  }

  /** Records the holder's job, keeping the hold (see `recordHeldJob`); `not-held` (no write) when the hold is not `run`'s. */
  async record(run: string, jobId: string, contentionMs: number, prLink: string | null = null): Promise<HoldRelease> {
    return this.change(
      (field, now) => recordHeldJob(field, run, jobId, now, prLink),
      `docs-agent: hold the last job with ${jobId} (${run})`,
      contentionMs,
    );
  }

  /** Gives the hold back with `next` as the record; `not-held` (no write) when this run no longer holds it. */
  async release(run: string, next: OpenPrNext | undefined, contentionMs: number): Promise<HoldRelease> {
    const subject = next?.jobId ? `docs-agent: last job ${next.jobId}` : `docs-agent: release the last job (${run})`;
    return this.change((field, now) => releaseHold(field, run, next, now), subject, contentionMs);
  }
}
