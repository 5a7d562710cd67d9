/**
 * A section of the ledger document: one capability's state, kept in its own
 * top-level field(s), read from the document as untrusted and changed only
 * by pure reducers. The store (store.ts) runs a reducer inside its
 * compare-and-swap loop and writes the section's fields back over the
 * document it read, so every other section (and every field a later version
 * adds) is kept as it is.
 *
 * A new section is one module: a `Section` (its fields, how they are read and
 * bounded, how they are written) and the reducers over its state.
 */
import type { LedgerDocument } from './document.js';

/** What reading a section found: its state, and each thing dropped or bounded as a short phrase. */
export interface SectionRead<S> {
  state: S;
  repairs: string[];
}

/** The times a section's read is bounded by. */
export interface ReadContext {
  /** GitHub's now. */
  now: number;
  /** The latest sensible now for the document: no later than the commit that holds it, so a clamp still runs out. */
  anchor: number;
}

export interface Section<S> {
  /** What the section holds, for a warning ("the pending list"). */
  readonly name: string;
  /** The document's top-level fields it owns; no two sections share one. */
  readonly fields: readonly string[];
  read(doc: LedgerDocument, context: ReadContext): SectionRead<S>;
  /** The fields that hold `state`, written over the document. */
  write(state: S): Record<string, unknown>;
  /** The warning for what a read dropped or bounded (`repairs`: its phrases, joined); a generic one when absent. */
  warning?(repairs: string, where: RepairSite): string;
}

/** Where a section's read found something to repair. */
export interface RepairSite {
  ref: string;
  repository: string;
  /** The commit read (its first 12 characters), when there is a ref. */
  commit?: string;
}

/** What a reducer makes of a section: its new state (null: nothing to write), what the caller learns, the commit's subject. */
export interface Change<S, T> {
  state: S | null;
  result: T;
  subject?: string;
}

/** A pure change of one section at `now` (GitHub's clock), from the state as read (repairs included). */
export type Reducer<S, T> = (current: SectionRead<S>, now: number) => Change<S, T>;
