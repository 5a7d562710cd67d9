/**
 * `continue-open-pr`'s record of the last job and its pull request: the
 * `openPr` field of the ledger document (read defensively, old records
 * without a holder included), the hold taken over a free, expired or own
 * hold and refused over a live one, given back only by its holder with the
 * record's unknown fields kept; its store against the git database stand-in
 * (taken, refused, given back, two takers at once: exactly one wins); and the
 * wait for a held record on fake timers (2 s doubling to 15 s, up to the
 * deadline).
 */
import { describe, expect, it, vi } from 'vitest';
import { emptyLedger, iso, type LedgerDocument } from '../../src/ledger/document.ts';
import { useLedgerStandIn, withSection } from '../helpers/ledger.ts';
import {
  OpenPrStore,
  openPrSection,
  holdEnds,
  openPrRecord,
  readOpenPr,
  recordHeldJob,
  releaseHold,
  supersedes,
  takeHold,
  type OpenPrHolder,
} from '../../src/follow-up/record.ts';
import { OpenPrHoldTimeoutError, acquireHold, holdDelay } from '../../src/follow-up/hold.ts';
import { now } from '../../src/util/clock.ts';
import { useFakeTime } from '../helpers/fake-time.ts';
import { deadlineAt } from '../helpers/deadline.ts';

/** A hold runs a minute past the time it is taken for. */
const HOLD_MARGIN_MS = 60_000;
/** The longest hold a record may claim from when it was taken: six hours (the longest job), the margin, a minute more. */
const MAX_HOLD_MS = 6 * 3_600_000 + HOLD_MARGIN_MS + 60_000;
type HoldAttempt = ReturnType<typeof takeHold>;

const NOW = Date.parse('2026-11-23T06:00:00Z');
const LINK = 'https://github.com/acme/docs/pull/12';
const holder = (run: string, untilMs: number): OpenPrHolder => ({ run, until: iso(untilMs), taken: iso(NOW - 1000) });
/** The section's field as stored. */
const withRecord = (record: unknown): unknown => record;
const taken = (attempt: HoldAttempt) => {
  if (attempt.kind !== 'taken') throw new Error(`expected the hold taken, got ${JSON.stringify(attempt)}`);
  return attempt;
};

describe('the openPr field', () => {
  it('is absent from an empty ledger', () => {
    expect(readOpenPr(emptyLedger('proj'))).toBeUndefined();
  });

  it('reads an old record (no holder) as it was written', () => {
    expect(openPrRecord(withRecord({ jobId: 'job_1', prLink: LINK, at: iso(NOW) }))).toEqual({
      jobId: 'job_1',
      prLink: LINK,
      at: iso(NOW),
    });
  });

  it('reads a record with no job (null) and a holder', () => {
    const record = { jobId: null, prLink: null, at: iso(NOW), holder: holder('7.1.ab', NOW + 60_000) };
    expect(openPrRecord(withRecord(record))).toEqual(record);
  });

  it('reads a malformed holder as none', () => {
    expect(
      openPrRecord(withRecord({ jobId: 'job_1', prLink: LINK, at: iso(NOW), holder: { run: '', until: 'soon' } }))?.holder,
    ).toBeUndefined();
  });

  it.each([
    ['a string', 'job_1'],
    ['no job id', { prLink: LINK, at: iso(NOW) }],
    ['an empty job id', { jobId: '', prLink: LINK, at: iso(NOW) }],
    ['a bad date', { jobId: 'job_1', prLink: LINK, at: 'yesterday' }],
    ['a link that is not a string', { jobId: 'job_1', prLink: 12, at: iso(NOW) }],
  ])('ignores a field that is not a record (%s)', (_label, value) => {
    expect(openPrRecord(withRecord(value))).toBeUndefined();
  });
});

describe('the hold (document functions)', () => {
  const old = { jobId: 'job_1', prLink: LINK, at: iso(NOW - 1000), note: 'kept' };

  it('is taken over a free record: the holder is added, the record and its unknown fields kept, the previous record returned', () => {
    const doc: LedgerDocument = { ...emptyLedger('proj'), openPr: old, pending: [{ jobId: 'x' }] };
    const attempt = taken(takeHold(doc.openPr, holder('run-a', NOW + 60_000), NOW));
    expect(attempt.previous).toEqual({ jobId: 'job_1', prLink: LINK, at: iso(NOW - 1000) });
    expect(attempt.tookOverFrom).toBeUndefined();
    expect(attempt.field).toEqual({ ...old, holder: holder('run-a', NOW + 60_000) });
    expect(withSection(doc, openPrSection, attempt.field).pending).toEqual([{ jobId: 'x' }]);
  });

  it('is taken over no record at all: an empty record with the holder, no previous one', () => {
    const attempt = taken(takeHold(undefined, holder('run-a', NOW + 60_000), NOW));
    expect(attempt.previous).toBeUndefined();
    expect(openPrRecord(attempt.field)).toEqual({ jobId: null, prLink: null, at: iso(NOW), holder: holder('run-a', NOW + 60_000) });
  });

  it('is refused (no document) while another run holds it', () => {
    const doc = withRecord({ ...old, holder: holder('run-b', NOW + 1) });
    expect(takeHold(doc, holder('run-a', NOW + 60_000), NOW)).toEqual({ kind: 'busy', holder: holder('run-b', NOW + 1) });
  });

  it('is taken over an expired hold, which is named', () => {
    const doc = withRecord({ ...old, holder: holder('run-b', NOW) });
    const attempt = taken(takeHold(doc, holder('run-a', NOW + 60_000), NOW));
    expect(attempt.tookOverFrom).toEqual(holder('run-b', NOW));
    expect(openPrRecord(attempt.field)?.holder?.run).toBe('run-a');
  });

  it("is taken over a live hold of an earlier attempt of the same workflow run (a re-run), not of another run's", () => {
    const doc = withRecord({ ...old, holder: holder('77.1.aaaaaaaa', NOW + 60_000) });
    expect(taken(takeHold(doc, holder('77.2.bbbbbbbb', NOW + 60_000), NOW)).tookOverFrom?.run).toBe('77.1.aaaaaaaa');
    expect(takeHold(doc, holder('78.2.bbbbbbbb', NOW + 60_000), NOW).kind).toBe('busy');
    expect(takeHold(doc, holder('77.1.cccccccc', NOW + 60_000), NOW).kind).toBe('busy');
    expect(supersedes('local.2.x', 'other.1.y')).toBe(false);
  });

  it('is taken again by its own holder (a write whose answer was lost), with no takeover', () => {
    const doc = withRecord({ ...old, holder: holder('run-a', NOW + 5000) });
    const attempt = taken(takeHold(doc, holder('run-a', NOW + 60_000), NOW));
    expect(attempt.tookOverFrom).toBeUndefined();
    expect(openPrRecord(attempt.field)?.holder?.until).toBe(iso(NOW + 60_000));
  });

  it('is given back with the new job as the record; unknown fields and the rest of the ledger kept', () => {
    const doc: LedgerDocument = { ...emptyLedger('proj'), openPr: { ...old, holder: holder('run-a', NOW + 5000) }, other: 1 };
    const release = releaseHold(doc.openPr, 'run-a', { jobId: 'job_2', prLink: null }, NOW);
    expect(release.kind).toBe('released');
    if (release.kind !== 'released') return;
    expect(release.field).toEqual({ jobId: 'job_2', prLink: null, at: iso(NOW), note: 'kept' });
    expect(withSection(doc, openPrSection, release.field).other).toBe(1);
  });

  it('is given back keeping the previous record when the run has no job', () => {
    const doc = withRecord({ ...old, holder: holder('run-a', NOW + 5000) });
    const release = releaseHold(doc, 'run-a', undefined, NOW);
    expect(release).toEqual({ kind: 'released', field: old });
  });

  it("records the holder's job without a pull request, keeping the hold (with the job); not over another run's hold", () => {
    const doc = withRecord({ jobId: 'job_1', prLink: LINK, at: iso(NOW), note: 'kept', holder: holder('run-a', NOW + 5000) });
    const recorded = recordHeldJob(doc, 'run-a', 'job_2', NOW + 1000);
    expect(recorded.kind).toBe('released');
    if (recorded.kind !== 'released') return;
    expect(recorded.field).toEqual({
      jobId: 'job_2',
      prLink: null,
      at: iso(NOW + 1000),
      note: 'kept',
      holder: { ...holder('run-a', NOW + 5000), jobId: 'job_2' },
    });
    expect(openPrRecord(recorded.field)?.holder?.jobId).toBe('job_2');
    expect(recordHeldJob(doc, 'run-b', 'job_2', NOW)).toEqual({ kind: 'not-held', holder: holder('run-a', NOW + 5000) });
  });

  it('is taken over while live only from the run named to take over from', () => {
    const doc = withRecord({ jobId: 'job_1', prLink: null, at: iso(NOW), holder: { ...holder('run-b', NOW + 60_000), jobId: 'job_1' } });
    expect(takeHold(doc, holder('run-a', NOW + 9000), NOW).kind).toBe('busy');
    expect(takeHold(doc, holder('run-a', NOW + 9000), NOW, 'run-c').kind).toBe('busy');
    expect(taken(takeHold(doc, holder('run-a', NOW + 9000), NOW, 'run-b')).tookOverFrom?.run).toBe('run-b');
  });

  it('is not given back by a run that no longer holds it (expired and taken over, or given back already)', () => {
    const doc = withRecord({ ...old, holder: holder('run-b', NOW + 5000) });
    expect(releaseHold(doc, 'run-a', { jobId: 'job_2', prLink: null }, NOW)).toEqual({
      kind: 'not-held',
      holder: holder('run-b', NOW + 5000),
    });
    expect(releaseHold(withRecord(old), 'run-a', { jobId: 'job_2', prLink: null }, NOW)).toEqual({ kind: 'not-held', holder: undefined });
  });
});

describe('untrusted ledger text', () => {
  it.each([
    ['a job id with a line break and a workflow command', { jobId: 'j\n::warning::x', prLink: null, at: iso(NOW) }],
    ["a job id with the legacy '##[' form", { jobId: 'a##[error]b', prLink: null, at: iso(NOW) }],
    ['a date that is not ISO 8601', { jobId: 'job_1', prLink: null, at: 'Mon Nov 23 2026 10:00:00 GMT (\n::error::x)' }],
  ])('reads no record for %s', (_what, record) => {
    expect(openPrRecord(withRecord(record))).toBeUndefined();
  });

  it.each([
    ['a run with a line break', { run: 'x\n::notice::y', until: iso(NOW + 60_000), taken: iso(NOW) }],
    ['a run with spaces', { run: 'run one', until: iso(NOW + 60_000), taken: iso(NOW) }],
    ['an until that is not ISO 8601', { run: '7.1.ab', until: 'Mon Nov 23 2099 10:00:00 GMT (\n::error::x)', taken: iso(NOW) }],
  ])('reads no holder for %s', (_what, held) => {
    expect(openPrRecord(withRecord({ jobId: 'job_1', prLink: null, at: iso(NOW), holder: held }))?.holder).toBeUndefined();
  });

  it("drops a holder's job id that breaks the rule", () => {
    const held = { run: '7.1.ab', until: iso(NOW + 60_000), taken: iso(NOW), jobId: 'j\nk' };
    expect(openPrRecord(withRecord({ jobId: 'job_1', prLink: null, at: iso(NOW), holder: held }))?.holder).toEqual({
      run: '7.1.ab',
      until: iso(NOW + 60_000),
      taken: iso(NOW),
    });
  });

  it('cuts a hold far in the future to MAX_HOLD_MS from when it was taken; a hold without a plausible taken time blocks nothing', () => {
    const far = { run: '7.1.ab', until: '2099-01-01T00:00:00Z', taken: iso(NOW) };
    const busy = takeHold(withRecord({ jobId: null, prLink: null, at: iso(NOW), holder: far }), holder('me', NOW + 9000), NOW + 1000);
    expect(busy).toEqual({ kind: 'busy', holder: { ...far, until: iso(NOW + MAX_HOLD_MS) } });
    expect(holdEnds(far, NOW)).toBe(NOW + MAX_HOLD_MS);
    // Past that, taken over as expired.
    const later = takeHold(
      withRecord({ jobId: null, prLink: null, at: iso(NOW), holder: far }),
      holder('me', NOW + 9000),
      NOW + MAX_HOLD_MS,
    );
    expect(taken(later).tookOverFrom?.run).toBe('7.1.ab');
    for (const held of [
      { run: '7.1.ab', until: '2099-01-01T00:00:00Z' },
      { run: '7.1.ab', until: '2099-01-01T00:00:00Z', taken: '2099-01-01T00:00:00Z' },
    ]) {
      expect(takeHold(withRecord({ jobId: null, prLink: null, at: iso(NOW), holder: held }), holder('me', NOW + 9000), NOW).kind).toBe(
        'taken',
      );
    }
  });

  it('writes the time the hold was taken, and never a hold longer than MAX_HOLD_MS', () => {
    const attempt = taken(takeHold(undefined, { ...holder('me', NOW + 60_000), taken: iso(NOW) }, NOW));
    expect(openPrRecord(attempt.field)?.holder?.taken).toBe(iso(NOW));
  });
});

describe('the wait for a held record (fake timers)', () => {
  useFakeTime(NOW);

  it('looks again after 2 s, 4 s, 8 s, then every 15 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(holdDelay)).toEqual([2000, 4000, 8000, 15_000, 15_000, 15_000]);
  });

  function scripted(answers: HoldAttempt[]) {
    const calls: { at: number; holdMs: number }[] = [];
    const store = {
      acquire: vi.fn((_run: string, holdMs: number) => {
        calls.push({ at: now(), holdMs });
        return Promise.resolve(answers.length > 1 ? answers.shift()! : answers[0]!);
      }),
    } as unknown as OpenPrStore;
    const log = { info: vi.fn<(m: string) => void>(), warning: vi.fn<(m: string) => void>() };
    return { calls, store, log };
  }
  const busy: HoldAttempt = { kind: 'busy', holder: holder('9.1.other', NOW + 600_000) };
  const free: HoldAttempt = { kind: 'taken', field: {}, previous: { jobId: 'job_1', prLink: LINK, at: iso(NOW) } };

  it('waits while another run holds it, logging once whom for, then returns the previous record', async () => {
    const { calls, store, log } = scripted([busy, busy, busy, free]);
    const previous = await acquireHold({ store, run: 'me', deadline: deadlineAt(NOW + 600_000), log });
    expect(previous).toEqual({ jobId: 'job_1', prLink: LINK, at: iso(NOW) });
    expect(calls.map((c) => c.at - NOW)).toEqual([0, 2000, 6000, 14_000]);
    // The hold lasts the time left plus the margin.
    expect(calls[0]!.holdMs).toBe(600_000 + HOLD_MARGIN_MS);
    expect(log.info.mock.calls.filter(([m]) => m.includes('run 9.1.other holds the last agent job'))).toHaveLength(1);
  });

  it('fails at the deadline naming the holder and the input to raise, after a last look', async () => {
    const { calls, store } = scripted([busy]);
    const error = await acquireHold({
      store,
      run: 'me',
      deadline: deadlineAt(NOW + 10_000),
      log: { info: vi.fn(), warning: vi.fn() },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenPrHoldTimeoutError);
    expect(String(error)).toContain('run 9.1.other');
    // When the hold ends on its own, whatever happens to its run.
    expect(String(error)).toContain(`Its hold expires at ${iso(NOW + 600_000)} at the latest (a run after that takes it over)`);
    expect(String(error)).toContain("raise 'timeout-seconds'");
    expect(calls.map((c) => c.at - NOW)).toEqual([0, 2000, 6000, 10_000]);
  });

  it('warns when it takes over an expired hold', async () => {
    const { store, log } = scripted([{ ...free, tookOverFrom: holder('3.1.gone', NOW - 1) }]);
    await acquireHold({ store, run: 'me', deadline: deadlineAt(NOW + 10_000), log });
    expect(log.warning).toHaveBeenCalledWith(
      expect.stringContaining('run 3.1.gone did not give back its hold on the last agent job (expired at'),
    );
  });

  it('takes over a live hold whose job the service has said ended on reads 3 min apart (the holder was lost after its job)', async () => {
    const lost: HoldAttempt = { kind: 'busy', holder: { ...holder('9.1.other', NOW + 3_600_000), jobId: 'job_9' } };
    const { log } = scripted([lost]);
    const statuses: (string | undefined)[] = ['completed', undefined, 'completed'];
    const jobEnded = vi.fn(() => Promise.resolve(statuses.length > 1 ? statuses.shift() : statuses[0]));
    const calls: { at: number; takeOverFrom: string | undefined }[] = [];
    const store = {
      acquire: (_run: string, _holdMs: number, _until: number, takeOverFrom?: string) => {
        calls.push({ at: now(), takeOverFrom });
        return Promise.resolve(takeOverFrom === '9.1.other' ? { ...free, tookOverFrom: lost.holder } : lost);
      },
    } as unknown as OpenPrStore;
    const previous = await acquireHold({ store, run: 'me', deadline: deadlineAt(NOW + 1_800_000), log, jobEnded });
    expect(previous).toEqual(free.previous);
    expect(jobEnded).toHaveBeenCalledWith('job_9');
    // Ended at 0 s, working at 2 s (the count starts again), ended from 6 s on: taken over at the first look 180 s after that.
    const last = calls.at(-1)!.at - NOW;
    expect(last).toBeGreaterThanOrEqual(6000 + 180_000);
    expect(last).toBeLessThan(6000 + 180_000 + 15_000);
    expect(calls.filter((c) => c.takeOverFrom === '9.1.other')).toHaveLength(1);
    expect(log.warning).toHaveBeenCalledWith(
      expect.stringMatching(
        /^continue-open-pr: run 9\.1\.other did not give back its hold on the last agent job \(its agent job job_9 has been seen ended \(completed\) for 3m\d\ds and the run did not go on\); this run takes it over\.$/,
      ),
    );
  });

  it('never takes over a live hold while its job works, or without a job recorded', async () => {
    const working: HoldAttempt = { kind: 'busy', holder: { ...holder('9.1.other', NOW + 3_600_000), jobId: 'job_9' } };
    const { store } = scripted([working]);
    const jobEnded = vi.fn(() => Promise.resolve(undefined));
    await expect(
      acquireHold({
        store,
        run: 'me',
        deadline: deadlineAt(NOW + 600_000),
        log: { info: vi.fn(), warning: vi.fn() },
        jobEnded,
      }),
    ).rejects.toThrow(OpenPrHoldTimeoutError);
    expect(jobEnded.mock.calls.length).toBeGreaterThan(5);
    const second = scripted([busy]);
    const ended = vi.fn(() => Promise.resolve('completed'));
    await expect(
      acquireHold({
        store: second.store,
        run: 'me',
        deadline: deadlineAt(NOW + 600_000),
        log: second.log,
        jobEnded: ended,
      }),
    ).rejects.toThrow(OpenPrHoldTimeoutError);
    expect(ended).not.toHaveBeenCalled();
  });

  it('stops when the run is cancelled', async () => {
    const { store, log } = scripted([busy]);
    const controller = new AbortController();
    const waiting = acquireHold({ store, run: 'me', deadline: deadlineAt(NOW + 600_000, controller.signal), log });
    controller.abort();
    await expect(waiting).rejects.toThrow(/cancelled/);
  });
});

describe('the store (git database stand-in)', () => {
  const { ledger, stored, warnings } = useLedgerStandIn();
  const store = (): OpenPrStore => new OpenPrStore(ledger());

  it('reads nothing before any record; a hold taken, refused to another run, given back with the job; the unknown fields kept', async () => {
    expect(await store().read()).toBeUndefined();
    const first = await store().acquire('run-a', 60_000, Date.now() + 30_000);
    expect(first).toMatchObject({ kind: 'taken', previous: undefined });
    expect(readOpenPr(stored()!)?.holder?.run).toBe('run-a');
    expect(await store().acquire('run-b', 60_000, Date.now() + 30_000)).toMatchObject({ kind: 'busy', holder: { run: 'run-a' } });
    expect(await store().release('run-a', { jobId: 'job_1', prLink: LINK }, Date.now() + 30_000)).toMatchObject({ kind: 'released' });
    expect(await store().read()).toEqual({ jobId: 'job_1', prLink: LINK, at: expect.any(String) as string });
    // Given back already: nothing more is written.
    expect(await store().release('run-a', { jobId: 'job_9', prLink: null }, Date.now() + 30_000)).toEqual({
      kind: 'not-held',
      holder: undefined,
    });
    expect(readOpenPr(stored()!)?.jobId).toBe('job_1');
  });

  it('two runs taking the hold at once: exactly one gets it, the other is told who has it', async () => {
    const results = await Promise.all([
      store().acquire('run-x', 60_000, Date.now() + 30_000),
      store().acquire('run-y', 60_000, Date.now() + 30_000),
    ]);
    expect(results.map((r) => r.kind).sort()).toEqual(['busy', 'taken']);
    const winner = results[0].kind === 'taken' ? 'run-x' : 'run-y';
    expect(results.find((r) => r.kind === 'busy')).toMatchObject({ holder: { run: winner } });
    expect(readOpenPr(stored()!)?.holder?.run).toBe(winner);
    expect(stored()!.project).toBe('proj');
    expect(warnings).toEqual([]);
  });
});
