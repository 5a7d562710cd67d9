/**
 * Impact checks' own count, beside the assistant's monthly count in the same
 * ledger section (assistant-counter.ts): a counter under `<fingerprint>:impact`
 * holds this month's impact messages in all, per pull request and per author,
 * so that checks anyone can start with a push (`pull_request_target` on a
 * fork) take at most `impact-budget-per-month` of the key's messages, and at
 * most `impact-checks-per-pull-request` and `impact-checks-per-author` each:
 * the rest of the month stays for `/docs ask`. Pure reducers, run in the
 * same compare-and-swap as the shared count.
 */
import * as z from 'zod/mini';
import { iso, type LedgerDocument } from '../ledger/document.js';
import { Inputs } from '../runner/names.js';
import { ASSISTANT_MONTH_FIELD, monthOf, nextMonthStart, section } from './assistant-counter.js';

/** Pull requests and authors an impact counter keeps; past this the oldest are dropped (the document stays small). */
export const MAX_TRACKED = 500;
const RECENT_IDS = 50;

/** Which pull request and author an impact message is for. */
export interface ImpactClaim {
  /** `owner/repo#123`. */
  pull: string;
  /** The pull request's author (lower case). */
  author: string;
}

/** `impact-budget-per-month`, `impact-checks-per-pull-request`, `impact-checks-per-author`. */
export interface ImpactLimits {
  perMonth: number;
  perPull: number;
  perAuthor: number;
}

export interface ImpactCounter {
  month: string;
  used: number;
  pulls: Record<string, number>;
  authors: Record<string, number>;
  recent: string[];
}

const Counts = z.record(z.string().check(z.maxLength(300)), z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)));
const ImpactSchema = z.looseObject({
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  used: z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)),
  pulls: z.optional(Counts),
  authors: z.optional(Counts),
  recent: z.optional(z.array(z.string().check(z.maxLength(200)))),
});

/** The key the impact counter of a fingerprint is kept under. */
export const impactKey = (fingerprint: string): string => `${fingerprint}:impact`;

/** Keeps the newest `MAX_TRACKED` names (object keys keep their insertion order; the names never look like numbers). */
function bounded(counts: Record<string, number>): Record<string, number> {
  const entries = Object.entries(counts);
  return Object.fromEntries(entries.slice(Math.max(0, entries.length - MAX_TRACKED)));
}

/** This month's impact counter; one of an earlier month, or one that is not a counter, reads as a fresh one. */
export function readImpactCounter(doc: LedgerDocument, fingerprint: string, now: number): ImpactCounter {
  const month = monthOf(now);
  const parsed = ImpactSchema.safeParse(section(doc)[impactKey(fingerprint)]);
  if (!parsed.success || parsed.data.month !== month) return { month, used: 0, pulls: {}, authors: {}, recent: [] };
  return {
    month,
    used: parsed.data.used,
    pulls: bounded({ ...parsed.data.pulls }),
    authors: bounded({ ...parsed.data.authors }),
    recent: (parsed.data.recent ?? []).slice(-RECENT_IDS),
  };
}

/** Why an impact message may not be counted: a limit of impact checks is reached (undefined: it may). */
export function impactRefusal(counter: ImpactCounter, claim: ImpactClaim, limits: ImpactLimits, now: number): string | undefined {
  const renews = `; it renews on ${iso(nextMonthStart(now)).slice(0, 10)}`;
  const pull = counter.pulls[claim.pull] ?? 0;
  const author = counter.authors[claim.author] ?? 0;
  if (counter.used >= limits.perMonth) {
    return `Impact checks have used their share of the assistant's monthly budget: ${String(counter.used)} of ${String(limits.perMonth)} messages in ${counter.month} ('${Inputs.ImpactBudgetPerMonth}'; the rest is kept for ask mode)${renews}.`;
  }
  if (pull >= limits.perPull) {
    return `Pull request ${claim.pull} has had ${String(pull)} impact checks in ${counter.month} ('${Inputs.ImpactChecksPerPr}': ${String(limits.perPull)})${renews}.`;
  }
  if (author >= limits.perAuthor) {
    return `The pull requests of ${claim.author} have had ${String(author)} impact checks in ${counter.month} ('${Inputs.ImpactChecksPerAuthor}': ${String(limits.perAuthor)})${renews}.`;
  }
  return undefined;
}

/** The counts with `name`'s changed by `by`, moved to the end (the newest), and gone at zero. */
const add = (counts: Record<string, number>, name: string, by: number): Record<string, number> => {
  const value = Math.max(0, (counts[name] ?? 0) + by);
  const rest = Object.entries(counts).filter(([key]) => key !== name);
  return bounded(Object.fromEntries(value > 0 ? [...rest, [name, value]] : rest));
};

/** The counter with one message for `id` counted (`by` 1) or given back (`by` -1). */
export function countImpact(counter: ImpactCounter, claim: ImpactClaim, id: string, by: 1 | -1): ImpactCounter {
  return {
    month: counter.month,
    used: Math.max(0, counter.used + by),
    pulls: add(counter.pulls, claim.pull, by),
    authors: add(counter.authors, claim.author, by),
    recent: by > 0 ? [...counter.recent, id].slice(-RECENT_IDS) : counter.recent.filter((held) => held !== id),
  };
}

/** The document with the impact counter of `fingerprint` replaced; everything else kept. */
export function withImpactCounter(doc: LedgerDocument, fingerprint: string, counter: ImpactCounter): LedgerDocument {
  return { ...doc, [ASSISTANT_MONTH_FIELD]: { ...section(doc), [impactKey(fingerprint)]: counter } };
}

/** Gives an impact message back (a refused or cancelled message); the document unchanged when `id` is not counted. */
export function releaseImpact(doc: LedgerDocument, fingerprint: string, id: string, claim: ImpactClaim, now: number): LedgerDocument {
  const counter = readImpactCounter(doc, fingerprint, now);
  if (!counter.recent.includes(id)) return doc;
  return withImpactCounter(doc, fingerprint, countImpact(counter, claim, id, -1));
}
