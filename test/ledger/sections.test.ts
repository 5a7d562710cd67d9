/**
 * The ledger as one document of sections: each capability reads and writes
 * only its own fields (the budget's window, the pending hand-offs, the open
 * pull request), a write of one keeps every other (and every field a later
 * version adds), the sections own disjoint fields, and a document written
 * this way is one the previous release reads (its envelope and an `entries`
 * list). The run's one GitHub clock does not jitter between answers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { budgetSection, type BudgetWindow } from '../../src/budget/window.ts';
import { openPrSection, readOpenPr } from '../../src/follow-up/record.ts';
import { pendingSection } from '../../src/hand-off/pending.ts';
import { ServerClock } from '../../src/ledger/clock.ts';
import { emptyLedger, iso, ledgerJsonInMessage, ledgerMessage, parseLedgerJson } from '../../src/ledger/document.ts';
import type { Section } from '../../src/ledger/section.ts';
import { readPending, readSection, withSection } from '../helpers/ledger.ts';
import { now } from '../../src/util/clock.ts';
import { startFakeTime } from '../helpers/fake-time.ts';

const NOW = Date.parse('2026-11-23T06:00:00Z');
const SECTIONS: Section<unknown>[] = [budgetSection, pendingSection, openPrSection] as Section<unknown>[];

describe('the sections of the ledger document', () => {
  it('own disjoint fields, none of them the envelope', () => {
    const fields = SECTIONS.flatMap((section) => section.fields);
    expect(new Set(fields).size).toBe(fields.length);
    for (const envelope of ['version', 'project', 'updatedAt']) expect(fields).not.toContain(envelope);
  });

  it('a write of one section keeps the others and the fields a later version added', () => {
    const doc = {
      ...emptyLedger('proj'),
      openPr: { jobId: 'job_1', prLink: null, at: iso(NOW), future: 'kept' },
      assistantMonth: { month: '2026-11', count: 3 },
    };
    const window: BudgetWindow = { entries: [{ id: 'r1', at: iso(NOW), runId: '1', runAttempt: '1' }], fullUntil: null };
    const written = withSection(doc, budgetSection, window);
    expect(written.openPr).toEqual(doc.openPr);
    expect(written.assistantMonth).toEqual({ month: '2026-11', count: 3 });
    expect(readOpenPr(written)).toEqual({ jobId: 'job_1', prLink: null, at: iso(NOW) });
    expect(readPending(written, NOW).records).toEqual([]);
    expect(readSection(written, budgetSection, NOW).state).toEqual(window);
  });

  it('writes a document the previous release reads: the envelope, `entries` a list, its own fields as they were', () => {
    const doc = withSection(emptyLedger('proj'), pendingSection, []);
    const json = ledgerJsonInMessage(ledgerMessage('docs-agent: job handed off', doc))!;
    const raw = JSON.parse(json) as Record<string, unknown>;
    // What the previous release checks before anything else (its DocumentShape).
    expect(raw).toMatchObject({ version: 2, project: 'proj', entries: [] });
    expect(parseLedgerJson(json)).toEqual({ ...doc, version: 2 });
  });
});

describe("the run's GitHub clock", () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  it('is set by the first Date header, then moves only as far as a later header contradicts it', () => {
    // The run's clock (`now()`) stands still at NOW: no timer runs in this test.
    startFakeTime(NOW);
    const clock = new ServerClock();
    expect(clock.known).toBe(false);
    // GitHub is 10 s ahead; its header says 06:00:10 (whole seconds).
    clock.note({ date: new Date(NOW + 10_000).toUTCString() }, NOW, NOW - 50);
    expect(clock.offsetMs).toBe(10_500);
    // 300 ms later the header still says 06:00:10: consistent with the offset, which stays.
    clock.note({ date: new Date(NOW + 10_000).toUTCString() }, NOW + 300, NOW + 250);
    expect(clock.offsetMs).toBe(10_500);
    // 700 ms later it says 06:00:11: still consistent (06:00:11.2 by the offset).
    clock.note({ date: new Date(NOW + 11_000).toUTCString() }, NOW + 700, NOW + 650);
    expect(clock.offsetMs).toBe(10_500);
    // Then 06:00:12 at 800 ms: GitHub is at least 11.2 s ahead, so the offset grows that far, no further.
    clock.note({ date: new Date(NOW + 12_000).toUTCString() }, NOW + 800, NOW + 750);
    expect(clock.offsetMs).toBe(11_200);
    // And a header that says less than the offset allows pulls it back as little: 06:00:11 at 1.9 s.
    clock.note({ date: new Date(NOW + 11_000).toUTCString() }, NOW + 1900, NOW + 1850);
    expect(clock.offsetMs).toBe(10_150);
    expect(clock.now()).toBe(now() + 10_150);
    expect(now()).toBe(NOW);
  });
});
