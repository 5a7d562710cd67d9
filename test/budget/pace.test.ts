/**
 * The pace of the runs that share a ledger: each reservation stands for its
 * job's GitHub writes, spread at `github-writes-per-minute`; the next one may
 * go when the ones before have had their share (one share early at most), so
 * a burst is let through one share apart, whoever wins each slot, without
 * drifting when runs wake a little late.
 */
import { describe, expect, it } from 'vitest';
import { CREATE_ALLOWANCE_MS, type BudgetWindow } from '../../src/budget/window.ts';
import { DEFAULT_WRITES_PER_MINUTE } from '../../src/runner/inputs.ts';
import { UNKNOWN_JOB_WRITES, drawTicket, jobWrites, pace, shareMs } from '../../src/budget/pace.ts';
import { budgetContext } from '../../src/budget/policy.ts';
import { iso } from '../../src/ledger/document.ts';
import { coldPause, firstPause, numbersUnseen, othersAtPace, reserveAttempt, unseenPause } from '../../src/budget/reservation.ts';

const T0 = Date.parse('2026-11-23T06:00:00Z');

/** Reservations taken at these times (their entries count from the creation allowance after). */
function taken(...times: { at: number; writes?: number }[]): BudgetWindow {
  return {
    entries: times.map(({ at, writes }, i) => ({
      id: `r${i}`,
      at: iso(at + CREATE_ALLOWANCE_MS),
      runId: String(i),
      runAttempt: '1',
      ...(writes === undefined ? {} : { writes }),
    })),
    fullUntil: null,
  };
}

describe('the pace', () => {
  it("counts a job's writes: the reservation's two, the comment's two, reactions, the note, a hand-off, continue-open-pr", () => {
    const none = { comment: false, reactions: false, note: false, handOff: false, openPr: false };
    expect(jobWrites(none)).toBe(2);
    expect(jobWrites({ ...none, comment: true, note: true })).toBe(5);
    expect(jobWrites({ ...none, comment: true, note: true, reactions: true })).toBe(7);
    expect(jobWrites({ ...none, comment: true, handOff: true })).toBe(6);
    expect(jobWrites({ ...none, openPr: true })).toBe(8);
    // A label job's five writes at 60 a minute: one every 5 s.
    expect(shareMs(5, DEFAULT_WRITES_PER_MINUTE)).toBe(5000);
    expect(shareMs(7, 30)).toBe(14_000);
  });

  it('lets a reservation through at once on a quiet ledger, and a second right after it (one share early)', () => {
    expect(pace(taken(), T0, 60, 5).opensAt).toBeLessThanOrEqual(T0);
    expect(pace(taken({ at: T0 - 120_000, writes: 5 }), T0, 60, 5).opensAt).toBeLessThanOrEqual(T0);
    expect(pace(taken({ at: T0, writes: 5 }), T0, 60, 5).opensAt).toBe(T0);
    expect(pace(taken({ at: T0, writes: 5 }, { at: T0, writes: 5 }), T0, 60, 5).opensAt).toBe(T0 + 5000);
  });

  it('spaces a burst one share apart, whatever the times the runs came at, and says how many went in the last minute', () => {
    const burst = taken({ at: T0 - 4000, writes: 5 }, { at: T0 - 2000, writes: 5 }, { at: T0, writes: 5 });
    // Shares: 4 s ago to 1 s, 1 s to 6 s, 6 s to 11 s; this job may come one share (5 s) early: at 6 s.
    expect(pace(burst, T0, 60, 5)).toEqual({ opensAt: T0 + 6000, lastMinute: 3 });
    // A slash-command job (7 writes) may come 7 s early; at 30 writes a minute every share doubles (10 s each: 26 s, less 10).
    expect(pace(burst, T0, 60, 7).opensAt).toBe(T0 + 4000);
    expect(pace(burst, T0, 30, 5).opensAt).toBe(T0 + 16_000);
  });

  it('does not drift when each run wakes a little after its slot opens: fifty jobs take 49 shares', () => {
    let window = taken();
    let now = T0;
    for (let i = 0; i < 50; i += 1) {
      const opensAt = pace(window, now, 60, 5).opensAt;
      // Each run comes 1.5 s after its slot opens (its random wake-up within the share).
      now = Math.max(now, opensAt + 1500);
      window = { ...window, entries: [...window.entries, ...taken({ at: now, writes: 5 }).entries.map((e) => ({ ...e, id: `b${i}` }))] };
    }
    const times = window.entries.map((e) => Date.parse(e.at) - CREATE_ALLOWANCE_MS);
    // Drifting, each run's 1.5 s would add up to over a minute; here the whole burst is late by a share at most.
    expect(times.at(-1)! - times[0]!).toBeLessThanOrEqual(50 * 5000);
  });

  it("never lets the last minute's reservations write more than the rate, however early the shares allow", () => {
    // Twelve label jobs in the last 55 s, one every 5 s: the shares would let one more come a share early, now,
    // but 13 × 5 writes is more than 60 in a minute: the oldest must be a minute old first.
    const busy = taken(...Array.from({ length: 12 }, (_, i) => ({ at: T0 - 55_000 + i * 5000, writes: 5 })));
    expect(pace(busy, T0, 60, 5).opensAt).toBe(T0 + 5000);
    // Writes lost to races count too: eleven jobs, one of which says 11 writes. Five seconds on, the ten of the
    // last minute wrote 56, and this job's 5 would make 61: it waits until the oldest of them leaves the minute.
    const lossy = taken(...Array.from({ length: 11 }, (_, i) => ({ at: T0 - 55_000 + i * 5000, writes: i === 3 ? 11 : 5 })));
    expect(pace(lossy, T0 + 5000, 60, 5).opensAt).toBe(T0 + 10_000);
  });

  it('tells from the tickets taken how many waiting runs are ahead, once the queue has shown a few', () => {
    const queue = (...tickets: number[]) => ({
      entries: tickets.map((ticket, i) => ({
        id: `q${i}`,
        at: iso(T0 - (tickets.length - i) * 5000 + CREATE_ALLOWANCE_MS),
        runId: String(i),
        runAttempt: '1',
        writes: 5,
        ticket,
      })),
      fullUntil: null,
    });
    // Two tickets are too few to tell.
    expect(pace(queue(0.02, 0.04), T0, 60, 5, { ticket: 0.5 }).ahead).toBeUndefined();
    // Four gone, two of them by 0.04: fifty in all, so about 21 between 0.08 and 0.5; a ticket the queue passed by
    // (it came late) is at the front, or nearly: about 0.5 runs below 0.05 are still waiting.
    expect(pace(queue(0.02, 0.04, 0.06, 0.08), T0, 60, 5, { ticket: 0.5 }).ahead).toBeCloseTo(21, 5);
    expect(pace(queue(0.02, 0.04, 0.06, 0.08), T0, 60, 5, { ticket: 0.05 }).ahead).toBeCloseTo(0.5, 5);
    expect(pace(queue(0.02, 0.04, 0.06, 0.08), T0, 60, 5, { ticket: 0.01 }).ahead).toBeCloseTo(0.5, 5);
    // More taken below it than the density says: at the front (0, not below).
    expect(pace(queue(0.02, 0.021, 0.022, 0.5), T0, 60, 5, { ticket: 0.03 }).ahead).toBe(0);
    // Runs that went early out of ticket order (a 0.95 among the first, as in issue 30's burst of 20) do not make
    // the queue look further on than it is: the density comes from the lower half. The highest ticket as the
    // queue's front counted every run below 0.95 as passed, and all of them woke in every slot.
    expect(pace(queue(0.02, 0.95, 0.04, 0.06, 0.9, 0.08), T0, 60, 5, { ticket: 0.5 }).ahead).toBeCloseTo(21, 5);
    expect(pace(queue(0.02, 0.95, 0.04, 0.06, 0.9, 0.08), T0, 60, 5, { ticket: 0.3 }).ahead).toBeCloseTo(11, 5);
    // A queue ends with a gap of a minute and three shares: tickets from an earlier burst tell nothing. A shorter
    // gap is the pace's cap holding the queue (its last minute full): the queue goes on.
    const old = queue(0.02, 0.04, 0.06, 0.08);
    expect(pace(old, T0 + 80_000, 60, 5, { ticket: 0.5 }).ahead).toBeUndefined();
    expect(pace(old, T0 + 20_000, 60, 5, { ticket: 0.5 }).ahead).toBeCloseTo(21, 5);
  });

  it('counts from run numbers which runs of its workflow are ahead, once the queue has shown three of them', () => {
    const queue = (...runs: (number | [number, string])[]) => ({
      entries: runs.map((run, i) => {
        const [number, workflow] = typeof run === 'number' ? [run, 'Docs'] : run;
        return {
          id: `q${i}`,
          at: iso(T0 - (runs.length - i) * 5000 + CREATE_ALLOWANCE_MS),
          runId: String(i),
          runAttempt: '1',
          repository: 'acme/docs',
          workflow,
          writes: 5,
          // Low tickets: where the queue is not counted, the tickets estimate about fifty runs ahead of 0.5.
          ticket: (i + 1) / 100,
          run: number,
        };
      }),
      fullUntil: null,
    });
    const key = (number: number, workflow = 'Docs') => ({ ticket: 0.5, run: { number, repository: 'acme/docs', workflow } });
    // Runs 101, 103 and 104 went: run 102 is at the front, 105 has 102 ahead of it, 110 has 102 and 105 to 109.
    expect(pace(queue(101, 103, 104), T0, 60, 5, key(102))).toMatchObject({ ahead: 0 });
    expect(pace(queue(101, 103, 104), T0, 60, 5, key(105))).toMatchObject({ ahead: 1 });
    expect(pace(queue(101, 103, 104), T0, 60, 5, key(110))).toMatchObject({ ahead: 6 });
    // The order does not matter, only which numbers went.
    expect(pace(queue(104, 101, 103), T0, 60, 5, key(110))).toMatchObject({ ahead: 6 });
    // Not counted (no place in the slot; the tickets estimate it): two runs are too few; a number the queue has (a
    // matrix's legs, a re-run); the runs of another workflow, or of another repository (their numbers are not this
    // one's); a run without a number (outside Actions); a number a thousand or more from the queue's, either way (not
    // one burst); a run that meets no queue (`queued` false: a lone run has no place to wait for).
    expect(pace(queue(101, 103), T0, 60, 5, key(105)).placeMs).toBeUndefined();
    expect(pace(queue(101, 103, 104), T0, 60, 5, key(103)).placeMs).toBeUndefined();
    expect(pace(queue(101, [103, 'Triage'], 104), T0, 60, 5, key(105)).placeMs).toBeUndefined();
    const elsewhere = { ticket: 0.5, run: { number: 105, repository: 'acme/other', workflow: 'Docs' } };
    expect(pace(queue(101, 103, 104), T0, 60, 5, elsewhere).placeMs).toBeUndefined();
    const estimated = pace(queue(101, 103, 104), T0, 60, 5, { ticket: 0.5 });
    expect(estimated.ahead).toBeCloseTo(47, 5);
    expect(estimated.placeMs).toBeUndefined();
    expect(pace(queue(101, 103, 104), T0, 60, 5, key(1105)).placeMs).toBeUndefined();
    expect(pace(queue(1101, 1103, 1104), T0, 60, 5, key(50)).placeMs).toBeUndefined();
    expect(pace(queue(101, 103, 104), T0, 60, 5, key(105), false).placeMs).toBeUndefined();
    // An entry without a ticket (the run that created the ledger met no other) is one of the numbers taken.
    const created = queue(101, 103, 104);
    delete (created.entries[0] as { ticket?: number }).ticket;
    expect(pace(created, T0, 60, 5, key(105))).toMatchObject({ ahead: 1 });
    // Each counted run has a place in the slot, in ms after the pace opens (ticket 0.5, a label job's share 5 s):
    // before the queue is settled, the front in its middle (0.4 share and a sixteenth of the ticket's), the next two
    // a quarter share apart, and each holds its write until its place; further back, it reads (and may write) in
    // the slot two turns before its own.
    expect(pace(queue(101, 103, 104), T0, 60, 5, key(102))).toMatchObject({ placeMs: 2156 });
    expect(pace(queue(101, 103, 104), T0, 60, 5, key(105))).toMatchObject({ placeMs: 2156 + 1250 });
    expect(pace(queue(101, 103, 104), T0, 60, 5, key(110))).toMatchObject({ placeMs: 4 * 5000 + 2156 + 2500 });
    // Ten turns out at most: it reads again then.
    expect(pace(queue(101, 103, 104), T0, 60, 5, key(200))).toMatchObject({ placeMs: 10 * 5000 + 4656 });
    // Past its first three, once three in a row rise within a few numbers, the queue goes in number order: a number
    // still missing below the last of them did not come at its turn (it skipped, or comes late) and counts no more.
    // Here 102 and 104 are passed (the queue has come to 107), and 5 of the 7 numbers it passed took a slot: 110 has
    // 108 and 109 ahead of it, counted as 10/7; 104, come late, goes before the counted runs, first in the slot.
    expect(pace(queue(101, 103, 100, 105, 106, 107), T0, 60, 5, key(110))).toMatchObject({ placeMs: 2156 + 1786 });
    expect(pace(queue(101, 103, 100, 105, 106, 107), T0, 60, 5, key(110)).ahead).toBeCloseTo(10 / 7, 5);
    expect(pace(queue(101, 103, 100, 105, 106, 107), T0, 60, 5, key(104))).toMatchObject({ ahead: 0, placeMs: 156 });
    // Every other number a run that took no slot (each issue also got a label whose run skipped): the numbers missing
    // ahead count as half a run each, so the next real run is not held a turn for each of them.
    expect(pace(queue(101, 105, 103, 107, 109, 111), T0, 60, 5, key(115))).toMatchObject({ ahead: 1.5, placeMs: 2156 + 1875 });
    // One number far below the burst's (a re-run of an old run) does not make the part that took a slot small: it is
    // judged on the last twelve numbers passed.
    expect(pace(queue(101, 200, 300, 301, 302, 303, 304, 305, 306, 307, 308), T0, 60, 5, key(311))).toMatchObject({ ahead: 2 });
    // A run below the queue's lowest goes first too (one below: 0.24 share and a sixteenth of its ticket's).
    expect(pace(queue(101, 103, 104), T0, 60, 5, key(100)).placeMs).toBe(1356);
    // Settled: every number up to where the queue has come (106) took a slot, so none can come late and go first:
    // the front goes as the slot opens (within a tenth of the share: 250 ms), 108 a quarter share after it.
    expect(pace(queue(101, 103, 102, 104, 105, 106), T0, 60, 5, key(108))).toMatchObject({ ahead: 1, placeMs: 250 + 1250 });
    // Runs that went early do not say where the queue has come (120; a first three that happen to rise; three that
    // rise by five and more, as tickets scatter them). Three that rise by four each do (three skipped numbers between
    // runs): 113 to 115 are missing ahead of 116, and 3 of the 9 numbers passed from 104 took a slot: about one run.
    expect(pace(queue(101, 102, 103, 104, 120, 105), T0, 60, 5, key(108))).toMatchObject({ ahead: 2 });
    expect(pace(queue(101, 103, 105), T0, 60, 5, key(106))).toMatchObject({ ahead: 2 });
    expect(pace(queue(101, 103, 104, 110, 115, 120), T0, 60, 5, key(121))).toMatchObject({ ahead: 14 });
    expect(pace(queue(90, 80, 100, 104, 108, 112), T0, 60, 5, key(116))).toMatchObject({ ahead: 1 });
  });

  it('keeps a counted run from writing before its place in the slot, though the pace is open', () => {
    // Runs 101, 103 and 104 reserved 15, 10 and 5 s ago: the pace is open from 5 s ago. Run 105 has 102 ahead of it:
    // its place is a quarter share after the front's (0.4 share and a sixteenth of its ticket's), 3.4 s in.
    const window: BudgetWindow = {
      entries: [101, 103, 104].map((run, i) => ({
        id: `q${i}`,
        at: iso(T0 - (3 - i) * 5000 + CREATE_ALLOWANCE_MS),
        runId: String(i),
        runAttempt: '1',
        repository: 'acme/docs',
        workflow: 'Docs',
        writes: 5,
        ticket: 0.1,
        run,
      })),
      fullUntil: null,
    };
    const entry = { id: 'mine', runId: '9', runAttempt: '1', repository: 'acme/docs', workflow: 'Docs', writes: 5, ticket: 0.5, run: 105 };
    const key = { ticket: 0.5, run: { number: 105, repository: 'acme/docs', workflow: 'Docs' } };
    const terms = { perMinute: 60, ownWrites: 5, key, queued: true };
    const early = reserveAttempt(window, T0 - 3000, entry, 100, terms);
    expect(early.state).toBeNull();
    expect(early.result.pace).toMatchObject({ opensAt: T0 - 5000, ahead: 1, placeMs: 3406 });
    expect(reserveAttempt(window, T0 - 1500, entry, 100, terms).state?.entries.at(-1)).toMatchObject({ id: 'mine', run: 105 });
    // Run 110, further back (102 and 105 to 109 ahead of it), holds its write until two turns before its own: four
    // shares and the third place after the pace opened (24.7 s in).
    const far = { ...key, run: { ...key.run, number: 110 } };
    expect(reserveAttempt(window, T0 + 19_000, { ...entry, run: 110 }, 100, { ...terms, key: far }).state).toBeNull();
    expect(reserveAttempt(window, T0 + 20_000, { ...entry, run: 110 }, 100, { ...terms, key: far }).state).not.toBeNull();
    // A run without a number (outside Actions) writes as soon as the pace is open.
    expect(reserveAttempt(window, T0 - 3000, entry, 100, { ...terms, key: { ticket: 0.5 } }).state).not.toBeNull();
  });

  it('counts an entry of an earlier version as a slash-command job, and bounds what an entry from outside says', () => {
    const old = taken({ at: T0 });
    expect(pace(old, T0, 60, 5).opensAt).toBe(T0 + shareMs(UNKNOWN_JOB_WRITES, 60) - 5000);
    // A hand-edited entry that claims a billion writes holds the pace for 20 writes' share at most.
    expect(pace(taken({ at: T0, writes: 1e9 }), T0, 60, 5).opensAt).toBe(T0 + 20_000 - 5000);
    expect(pace(taken({ at: T0, writes: -3 }), T0, 60, 1).opensAt).toBe(T0);
  });

  it('draws the tickets of consecutive run numbers evenly apart: no two of a burst close, unlike random ones', () => {
    const gaps = (tickets: number[]): number[] => tickets.sort((a, b) => a - b).flatMap((t, i, all) => (i === 0 ? [] : [t - all[i - 1]!]));
    for (const first of [1, 57, 4_321, 999_980]) {
      for (const [runs, least] of [
        [8, 0.08],
        [20, 0.028],
        [50, 0.009],
      ] as const) {
        const tickets = Array.from({ length: runs }, (_, i) => drawTicket(first + i, Math.random));
        expect(tickets.every((t) => t >= 0 && t < 1)).toBe(true);
        expect(Math.min(...gaps(tickets))).toBeGreaterThan(least);
      }
    }
    // Twenty random tickets: two within 0.003 of each other about two times in three.
    const close = Array.from({ length: 200 }, () => Math.min(...gaps(Array.from({ length: 20 }, Math.random)))).filter(
      (gap) => gap < 0.003,
    );
    expect(close.length).toBeGreaterThan(100);
    // One run number (a matrix's legs): tickets apart by the jitter only. No run number: random.
    expect(drawTicket(3, () => 0)).not.toBe(drawTicket(3, () => 0.99));
    expect(Math.abs(drawTicket(3, () => 0) - drawTicket(3, () => 0.99))).toBeLessThan(1 / 256);
    expect(drawTicket(undefined, () => 0.25)).toBe(0.25);
    // Two workflows feeding one ledger start at their own offsets: run 100 of each does not draw one ticket.
    expect(Math.abs(drawTicket(100, () => 0, 'acme/docs Label') - drawTicket(100, () => 0, 'acme/docs Comment'))).toBeGreaterThan(0.01);
    const named = Array.from({ length: 20 }, (_, i) => drawTicket(300 + i, Math.random, 'acme/docs Label'));
    expect(Math.min(...gaps(named))).toBeGreaterThan(0.028);
    expect(budgetContext({ GITHUB_RUN_NUMBER: '42' }).runNumber).toBe(42);
    expect(budgetContext({ GITHUB_RUN_NUMBER: '4x' }).runNumber).toBeUndefined();
    expect(budgetContext({}).runNumber).toBeUndefined();
  });

  it("waits before a run's first write its ticket's part of two shares, at most 10 s and a tenth of the time left", () => {
    expect(firstPause(0.5, 2000, 1_800_000)).toBe(2000);
    expect(firstPause(0.5, 5000, 1_800_000)).toBe(5000);
    expect(firstPause(1, 11_000, 1_800_000)).toBe(10_000);
    // A run with 2 s left waits at most 0.2 s.
    expect(firstPause(1, 5000, 2000)).toBe(200);
    expect(firstPause(1, 5000, -10)).toBe(0);
  });

  it("waits, on a ledger that does not exist yet, its ticket's part of 10 s before it looks again, at most a tenth of the time left", () => {
    expect(coldPause(0.5, 1_800_000)).toBe(5000);
    expect(coldPause(0.999, 1_800_000)).toBe(9990);
    expect(coldPause(1, 2000)).toBe(200);
    // With GitHub's answer time: 120 of them, at least 1 s, at most 10 s.
    expect(coldPause(0.5, 1_800_000, 5)).toBe(500);
    expect(coldPause(0.5, 1_800_000, 40)).toBe(2400);
    expect(coldPause(0.5, 1_800_000, 300)).toBe(5000);
    expect(coldPause(1, 2000, 300)).toBe(200);
  });

  it("listens, when the numbers before its own are unseen, its ticket's part of twelve answers, at most 10 s and a tenth of the time left", () => {
    expect(unseenPause(0.5, 1_800_000, 100)).toBe(600);
    expect(unseenPause(1, 1_800_000, 2000)).toBe(10_000);
    expect(unseenPause(1, 1_800_000, 20)).toBe(240);
    expect(unseenPause(1, 2000, 300)).toBe(200);
    expect(unseenPause(0.5, 1_800_000, 0)).toBe(0);
  });

  it("sees the numbers before a run's own unseen when its workflow's last entry of the hour is below the one just before", () => {
    const of = (run: unknown, at = T0 - 6000, workflow = 'Docs', repository = 'acme/docs') => ({
      ...taken({ at, writes: 5 }),
      entries: taken({ at, writes: 5 }).entries.map((e) => ({ ...e, run, workflow, repository })),
    });
    const key = { number: 45, repository: 'acme/docs', workflow: 'Docs' };
    expect(numbersUnseen(of(41), T0, key)).toBe(true);
    expect(numbersUnseen(of(43), T0, key)).toBe(true);
    // The run just before it took its slot, or a later one did (a re-run, or a run that came late): nothing unseen.
    expect(numbersUnseen(of(44), T0, key)).toBe(false);
    expect(numbersUnseen(of(50), T0, key)).toBe(false);
    // Its own number in already (a re-run, a matrix's later leg).
    expect(numbersUnseen(of(45), T0, key)).toBe(false);
    // Nothing known: another workflow's or repository's runs, an entry older than the window, no number, no run number.
    expect(numbersUnseen(of(41, T0 - 6000, 'Other'), T0, key)).toBe(false);
    expect(numbersUnseen(of(41, T0 - 6000, 'Docs', 'acme/other'), T0, key)).toBe(false);
    expect(numbersUnseen(of(41, T0 - 3_800_000), T0, key)).toBe(false);
    expect(numbersUnseen(of('41'), T0, key)).toBe(false);
    expect(numbersUnseen(of(41), T0, undefined)).toBe(false);
  });

  it('sees other runs at the pace: a reservation taken after this run started, or one with a ticket in the last minute', () => {
    const started = T0 - 3000;
    // Taken before this run started, no ticket: runs one after the other, not a crowd.
    expect(othersAtPace(taken({ at: T0 - 4000, writes: 5 }), T0, started)).toEqual({ alongside: false, queue: false });
    // Taken after it started: a run alongside it.
    expect(othersAtPace(taken({ at: T0 - 1000, writes: 5 }), T0, started)).toEqual({ alongside: true, queue: false });
    // A ticket: that run waited its turn; within the last minute, a queue may still be there.
    const queued = (at: number) => ({
      ...taken({ at, writes: 5 }),
      entries: taken({ at, writes: 5 }).entries.map((e) => ({ ...e, ticket: 0.4 })),
    });
    expect(othersAtPace(queued(T0 - 50_000), T0, started)).toEqual({ alongside: false, queue: true });
    expect(othersAtPace(queued(T0 - 70_000), T0, started)).toEqual({ alongside: false, queue: false });
  });

  it("keeps every minute at most the rate, 20 writes under GitHub's 80, for bursts of any size and timing, taking turns or not", () => {
    // A small deterministic generator: the same bursts on every run of the test.
    let seed = 7;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    for (const runs of [2, 12, 20, 50, 120]) {
      for (const queued of [true, false]) {
        for (const late of [0, 150, 2500, 9000]) {
          // Runs arrive within 3 s; each asks the pace, and when told to wait comes back up to `late` after it opens.
          // A quarter lost a race on the way (their entries say 6 or 7 writes).
          const next = Array.from({ length: runs }, () => T0 + Math.round(random() * 3000));
          const writes = next.map(() => (random() < 0.25 ? 5 + Math.ceil(random() * 2) : 5));
          let window: BudgetWindow = { entries: [], fullUntil: null };
          const reserved: { at: number; writes: number }[] = [];
          while (reserved.length < runs) {
            const i = next.reduce((best, at, j) => (at < next[best]! ? j : best), 0);
            const now = next[i]!;
            const opensAt = pace(window, now, 60, writes[i]!, { ticket: random() }, queued).opensAt;
            if (opensAt > now) {
              next[i] = opensAt + Math.round(random() * late);
              continue;
            }
            reserved.push({ at: now, writes: writes[i]! });
            window = {
              ...window,
              entries: [
                ...window.entries,
                ...taken({ at: now, writes: writes[i]! }).entries.map((e) => ({ ...e, id: `r${reserved.length}` })),
              ],
            };
            next[i] = Number.POSITIVE_INFINITY;
          }
          for (const { at } of reserved) {
            const minute = reserved.filter((r) => r.at > at - 60_000 && r.at <= at).reduce((sum, r) => sum + r.writes, 0);
            expect(minute, `${runs} runs, queued ${String(queued)}, late ${late} ms`).toBeLessThanOrEqual(60);
          }
        }
      }
    }
  });
});
