/**
 * The queue (`on-budget-exhausted: queue`): requests that met a full hourly
 * window, kept in the ledger document's `queued` field until a later run of
 * the same project starts them, first in, first out, as slots free. Each
 * entry holds what starting it needs: the prompt (bounded), the job a
 * follow-up message goes to, the comment that says it is queued (and becomes
 * the job comment), the trigger as the comment says it, and the run that
 * queued it.
 *
 * Exactly once: a run that starts queued requests claims them and takes
 * their budget slots in one compare-and-swap write (`claimQueued`), creates
 * the jobs, then turns each started entry into an ordinary pending hand-off
 * record (`settleQueued`), so that report mode later reports the job. A claim
 * whose outcome stays unknown (the run died) is never started again: once the
 * claim expires the entry is dropped (with a comment saying so). A creation
 * that surely did not happen puts the entry back at the front.
 *
 * The entries are read as untrusted, like the pending list: one that is not
 * an entry is dropped on its own, with a warning; times are bounded.
 *
 * The reducers here are pure, over the queue together with the budget's
 * window and the pending list (`queueLedger`): a claim and its slot, or a
 * start and its pending record, are one write.
 */
import * as z from 'zod/mini';
import { iso } from '../ledger/document.js';
import type { Section } from '../ledger/section.js';
import { addPending, pendingSection, type PendingRecord } from '../hand-off/pending.js';
import { isJobId } from '../service/agent/schemas.js';
import { WINDOW_MS, budgetSection, markFull, releaseSlot, reserveSlot, windowState, type BudgetWindow } from './window.js';

/** The ledger document's field that holds the queue. */
export const QUEUE_FIELD = 'queued';
/** Most requests queued at once: beyond, a request is not queued (it is skipped, saying why). */
const MAX_QUEUED = 100;
/** The longest prompt kept in an entry. */
export const MAX_QUEUED_PROMPT = 20_000;
/** How long a run's claim on an entry holds: past it, the entry's outcome is unknown and it is dropped. */
const QUEUE_CLAIM_MS = 10 * 60 * 1000;
/** `queue-timeout-hours` when not given. */
export const DEFAULT_QUEUE_TIMEOUT_HOURS = 24;
/** The longest wait an entry may ask for (a week): an entry that says more is bounded. */
export const MAX_QUEUE_WAIT_MS = 7 * 24 * 60 * 60 * 1000;
/** Slack for clocks: a time this far ahead of now is still taken as it is. */
const CLOCK_TOLERANCE_MS = 60 * 1000;

const isoTime = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().check(z.maxLength(max));
const positiveInt = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const jobId = z.string().check(z.minLength(1), z.maxLength(200), z.refine(isJobId, { error: 'a job id' }));

const QueuedSchema = z.looseObject({
  /** `<run id>-<attempt>-<random>`: the key of the entry, and of its budget slot (`queued-<id>`). */
  id: z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9._-]+$/)),
  project: text(200),
  queuedAt: isoTime,
  /** Past this, the request is dropped unstarted (`queue-timeout-hours` of the run that queued it). */
  expiresAt: isoTime,
  prompt: z.string().check(z.minLength(1), z.maxLength(MAX_QUEUED_PROMPT)),
  /** A follow-up message: the job it goes to. */
  followUpOf: z.optional(jobId),
  /** `owner/repo` where the comment is. */
  repository: z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/)),
  issueNumber: positiveInt,
  isPullRequest: z.boolean(),
  commentId: positiveInt,
  triggerComment: z.optional(z.object({ id: positiveInt, review: z.boolean() })),
  run: z.object({ id: text(100), attempt: positiveInt, workflowJob: text(200), url: z.optional(text(500)) }),
  origin: z.looseObject({ kind: z.enum(['command', 'label', 'standalone', 'merged', 'push']) }),
  /** The place in line its comment says (1: the next to start): a run that moves it writes the comment again. */
  place: z.optional(positiveInt),
  /** Set while a run starts the request. */
  claim: z.optional(z.object({ by: z.string().check(z.minLength(1), z.maxLength(200)), until: isoTime })),
});
export type QueuedRequest = z.infer<typeof QueuedSchema>;

/** The queue as read: its entries in line order, and what reading it dropped or bounded. */
function readQueue(raw: unknown, now: number): { entries: QueuedRequest[]; repairs: string[] } {
  const repairs: string[] = [];
  if (raw === undefined || raw === null) return { entries: [], repairs };
  if (!Array.isArray(raw)) return { entries: [], repairs: [`dropped '${QUEUE_FIELD}': not a list`] };
  const entries: QueuedRequest[] = [];
  const seen = new Set<string>();
  for (const [index, item] of (raw as unknown[]).entries()) {
    const parsed = QueuedSchema.safeParse(item);
    if (!parsed.success) {
      repairs.push(`dropped queued request ${index + 1}: not a valid entry`);
      continue;
    }
    const entry: QueuedRequest = { ...parsed.data };
    if (seen.has(entry.id)) {
      repairs.push(`dropped queued request ${index + 1}: ${entry.id} is listed twice`);
      continue;
    }
    seen.add(entry.id);
    const queuedAt = Date.parse(entry.queuedAt);
    if (queuedAt > now + CLOCK_TOLERANCE_MS) entry.queuedAt = iso(now);
    const latest = Date.parse(entry.queuedAt) + MAX_QUEUE_WAIT_MS;
    if (Date.parse(entry.expiresAt) > latest) entry.expiresAt = iso(latest);
    if (entry.claim && Date.parse(entry.claim.until) > now + QUEUE_CLAIM_MS + CLOCK_TOLERANCE_MS) {
      entry.claim = { ...entry.claim, until: iso(now + QUEUE_CLAIM_MS) };
    }
    entries.push(entry);
  }
  if (entries.length > MAX_QUEUED) {
    for (const dropped of entries.splice(MAX_QUEUED)) repairs.push(`dropped queued request ${dropped.id}: more than ${MAX_QUEUED} queued`);
  }
  return { entries, repairs };
}

/** The queue with the budget's window and the pending list: what a queue write changes at once. */
interface QueueLedger {
  window: BudgetWindow;
  queue: QueuedRequest[];
  pending: PendingRecord[];
}

/**
 * The section over `queued`, `entries`, `fullUntil` and `pending`: a claim
 * takes its slot, and a start leaves its pending record, in the same write.
 */
export const queueLedger: Section<QueueLedger> = {
  name: 'the queue',
  fields: [QUEUE_FIELD, ...budgetSection.fields, ...pendingSection.fields],
  read(doc, context) {
    const window = budgetSection.read(doc, context);
    const pending = pendingSection.read(doc, context);
    const queue = readQueue(doc[QUEUE_FIELD], context.now);
    return {
      state: { window: window.state, queue: queue.entries, pending: pending.state },
      repairs: [
        ...queue.repairs,
        ...window.repairs.map((r) => `the hourly budget: ${r}`),
        ...pending.repairs.map((r) => `the pending list: ${r}`),
      ],
    };
  },
  write: (state) => ({ [QUEUE_FIELD]: state.queue, ...budgetSection.write(state.window), ...pendingSection.write(state.pending) }),
  warning: (repairs, { ref, repository }) => `The queue in ${repository} ${ref}: ${repairs}.`,
};

/** The budget slot an entry takes when it is started. */
const slotId = (entry: Pick<QueuedRequest, 'id'>): string => `queued-${entry.id}`;

const live = (claim: QueuedRequest['claim'], now: number): boolean => claim !== undefined && Date.parse(claim.until) > now;

/** The entries still waiting (not being started by a run), in line order. */
export function waiting(queue: readonly QueuedRequest[], now: number): QueuedRequest[] {
  return queue.filter((entry) => !live(entry.claim, now));
}

/** The place in line of entry `id` (1 for the next to start); undefined when it is not waiting. */
export function placeOf(queue: readonly QueuedRequest[], id: string, now: number): number | undefined {
  const index = waiting(queue, now).findIndex((entry) => entry.id === id);
  return index < 0 ? undefined : index + 1;
}

/**
 * About when the request at `place` starts: when the `place`-th slot frees
 * (now, when that many are free), no earlier than a 429's hold. A place
 * beyond what the window's entries free is said as an hour from now: the
 * slots the queue itself takes free no sooner.
 */
export function expectedStart(window: BudgetWindow, limit: number, place: number, now: number): number {
  const state = windowState(window, limit, now);
  const hold = state.fullUntil ?? now;
  const free = Math.max(0, limit - state.used);
  if (place <= free) return Math.max(now, hold);
  const index = Math.max(0, state.used - limit) + (place - free) - 1;
  const taken = state.takenAt[index];
  return Math.max(taken === undefined ? now + WINDOW_MS : taken + WINDOW_MS, hold);
}

/** What queuing a request found: its place, or that it is there already (a re-run), or that the queue is full. */
export type Enqueued =
  | { kind: 'queued'; entry: QueuedRequest; place: number; startsAt: number; /** Requests waiting in all. */ waiting: number }
  | { kind: 'full' };

/**
 * Adds `entry` at the end of the line (its `queuedAt` set to now). A request
 * for the same comment that is queued already (a re-run, or a write that
 * went through) keeps its place, or its claim: nothing is written.
 */
export function enqueue(
  state: QueueLedger,
  entry: QueuedRequest,
  limit: number,
  now: number,
): { state: QueueLedger | null; result: Enqueued } {
  const held = state.queue.find(
    (queued) => queued.commentId === entry.commentId && queued.repository.toLowerCase() === entry.repository.toLowerCase(),
  );
  if (held) {
    // Being started by a run right now (claimed): first in line as far as this request can tell.
    const place = placeOf(state.queue, held.id, now) ?? 1;
    const result = {
      kind: 'queued',
      entry: held,
      place,
      startsAt: expectedStart(state.window, limit, place, now),
      waiting: waiting(state.queue, now).length,
    } as const;
    return { state: null, result };
  }
  if (state.queue.length >= MAX_QUEUED) return { state: null, result: { kind: 'full' } };
  const at = waiting(state.queue, now).length + 1;
  const added: QueuedRequest = { ...entry, queuedAt: iso(now), place: at };
  const queue = [...state.queue, added];
  const result = {
    kind: 'queued',
    entry: added,
    place: at,
    startsAt: expectedStart(state.window, limit, at, now),
    waiting: waiting(queue, now).length,
  } as const;
  return { state: { ...state, queue }, result };
}

/** Why an entry left the queue without being started. */
export type DropReason = 'timeout' | 'unknown';

export interface ClaimResult {
  /** The entries this run starts now, in line order (each with its slot taken). */
  claimed: QueuedRequest[];
  /** Entries removed: waited past their bound (`timeout`), or claimed by a run that never said what came of it (`unknown`). */
  dropped: { entry: QueuedRequest; reason: DropReason }[];
  /** Entries still waiting afterwards. */
  left: number;
  /** Waiting entries whose place changed (those ahead started or dropped): their comments say the new one. */
  moved: Moved[];
}

/** A waiting entry whose place in line changed: its comment said `from` (undefined: not known), it is now at `place`. */
export interface Moved {
  entry: QueuedRequest;
  from: number | undefined;
  place: number;
}

/**
 * Each waiting entry's `place` set to its place now (claimed ones are not
 * waiting), and those whose place changed: their comments are written again,
 * once, by the run whose write moved them.
 */
export function restampPlaces(queue: readonly QueuedRequest[], now: number): { queue: QueuedRequest[]; moved: Moved[] } {
  const moved: Moved[] = [];
  let place = 0;
  const stamped = queue.map((entry) => {
    if (live(entry.claim, now)) return entry;
    place += 1;
    if (entry.place === place) return entry;
    const next: QueuedRequest = { ...entry, place };
    moved.push({ entry: next, from: entry.place, place });
    return next;
  });
  return { queue: stamped, moved };
}

/** True when the document's queue field holds entries (read raw: a peek before the budget's reservation, see gate.ts). */
export const hasQueued = (raw: unknown): boolean => Array.isArray(raw) && raw.length > 0;

/**
 * One write: drops the entries past their bound and those whose claim
 * expired, then claims entries first in, first out, each with a slot of the
 * window, while slots are free, and stamps the new places of those left
 * waiting. Entries this run claimed already (a write that went through) stay
 * claimed, and are returned.
 */
export function claimQueued(
  state: QueueLedger,
  limit: number,
  claimant: string,
  now: number,
): { state: QueueLedger | null; result: ClaimResult } {
  const dropped: ClaimResult['dropped'] = [];
  const claimed: QueuedRequest[] = [];
  let window = state.window;
  let changed = false;
  let full = false;
  const queue: QueuedRequest[] = [];
  for (const entry of state.queue) {
    if (entry.claim?.by === claimant) {
      claimed.push(entry);
      queue.push(entry);
      continue;
    }
    if (entry.claim && !live(entry.claim, now)) {
      dropped.push({ entry, reason: 'unknown' });
      changed = true;
      continue;
    }
    if (live(entry.claim, now)) {
      queue.push(entry);
      continue;
    }
    if (Date.parse(entry.expiresAt) <= now) {
      dropped.push({ entry, reason: 'timeout' });
      changed = true;
      continue;
    }
    const slot = full
      ? undefined
      : reserveSlot(
          window,
          { id: slotId(entry), runId: entry.run.id, runAttempt: String(entry.run.attempt), repository: entry.repository },
          limit,
          now,
        );
    if (slot?.kind === 'reserved') {
      window = slot.window;
      const taken: QueuedRequest = { ...entry, claim: { by: claimant, until: iso(now + QUEUE_CLAIM_MS) } };
      claimed.push(taken);
      queue.push(taken);
      changed = true;
      continue;
    }
    full = true;
    queue.push(entry);
  }
  const stamped = restampPlaces(queue, now);
  const next = { ...state, window, queue: stamped.queue };
  const result = { claimed, dropped, left: waiting(queue, now).length, moved: stamped.moved };
  return { state: changed || stamped.moved.length > 0 ? next : null, result };
}

/** What came of one claimed entry. */
export type StartOutcome =
  /** The job exists: the entry becomes this pending record. */
  | { kind: 'started'; id: string; record: PendingRecord }
  /** Surely not created: back at the front of the line, the slot given back (`fullUntil`: the service's 429 hold). */
  | { kind: 'back'; id: string; fullUntil?: number }
  /** Not to be started (a forged entry, or its comment is gone): removed, the slot given back. */
  | { kind: 'removed'; id: string };

/**
 * After starting: started entries leave the queue for the pending list, put
 * back ones lose their claim and go to the front (their slot given back),
 * removed ones leave with their slot. Entries whose outcome is unknown are not
 * named and stay claimed. Null when nothing changes (a write that went through).
 */
export function settleQueued(state: QueueLedger, claimant: string, outcomes: readonly StartOutcome[], now: number): QueueLedger | null {
  let window = state.window;
  let pending = { records: state.pending, repairs: [] as string[] };
  const front: QueuedRequest[] = [];
  const rest: QueuedRequest[] = [];
  let changed = false;
  const byId = new Map(outcomes.map((outcome) => [outcome.id, outcome]));
  for (const entry of state.queue) {
    const outcome = byId.get(entry.id);
    if (!outcome || entry.claim?.by !== claimant) {
      rest.push(entry);
      continue;
    }
    changed = true;
    if (outcome.kind === 'started') {
      const records = addPending(pending, outcome.record, now);
      if (records) pending = { records, repairs: [] };
      continue;
    }
    window = releaseSlot(window, slotId(entry), now) ?? window;
    if (outcome.kind === 'back') {
      if (outcome.fullUntil !== undefined) window = markFull(window, outcome.fullUntil, now);
      const back: QueuedRequest = { ...entry };
      delete back.claim;
      front.push(back);
    }
  }
  return changed ? { window, queue: [...front, ...rest], pending: pending.records } : null;
}
