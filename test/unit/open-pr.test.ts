/**
 * `continue-open-pr`'s record of the last job and its pull request: the
 * `openPr` field of the ledger document (read defensively, written only when
 * it changes, other fields kept), and its store against the git database
 * stand-in (recorded, read back, the pending list and entries untouched).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyLedger, iso, ledgerJsonInMessage, parseLedgerJson, type LedgerDocument } from '../../src/budget/document.ts';
import { OpenPrStore, readOpenPr, withOpenPr } from '../../src/budget/open-pr.ts';
import { createGitHubClient } from '../../src/github/client.ts';
import type { Clock } from '../../src/util/clock.ts';
import { DEFAULT_GITHUB_TOKEN, GitDatabaseStandIn } from '../stand-ins/git-database.ts';

const NOW = Date.parse('2026-11-23T06:00:00Z');
const LINK = 'https://github.com/acme/docs/pull/12';

describe('the openPr field', () => {
  it('is absent from an empty ledger', () => {
    expect(readOpenPr(emptyLedger('proj'))).toBeUndefined();
  });

  it('is written with the time and read back; other fields are kept', () => {
    const doc: LedgerDocument = { ...emptyLedger('proj'), pending: [{ jobId: 'x' }], other: 1 };
    const written = withOpenPr(doc, 'job_1', LINK, NOW);
    expect(written).not.toBeNull();
    expect(readOpenPr(written!)).toEqual({ jobId: 'job_1', prLink: LINK, at: iso(NOW) });
    expect(written!.pending).toEqual([{ jobId: 'x' }]);
    expect(written!.other).toBe(1);
  });

  it('is not written again for the same job and link, but is for another job or link', () => {
    const doc = withOpenPr(emptyLedger('proj'), 'job_1', LINK, NOW)!;
    expect(withOpenPr(doc, 'job_1', LINK, NOW + 1000)).toBeNull();
    expect(readOpenPr(withOpenPr(doc, 'job_2', 'https://github.com/acme/docs/pull/13', NOW + 1000)!)?.jobId).toBe('job_2');
    expect(readOpenPr(withOpenPr(doc, 'job_1', null, NOW + 1000)!)?.prLink).toBeNull();
  });

  it.each([
    ['a string', 'job_1'],
    ['no job id', { prLink: LINK, at: iso(NOW) }],
    ['an empty job id', { jobId: '', prLink: LINK, at: iso(NOW) }],
    ['a bad date', { jobId: 'job_1', prLink: LINK, at: 'yesterday' }],
    ['a link that is not a string', { jobId: 'job_1', prLink: 12, at: iso(NOW) }],
  ])('ignores a field that is not a record (%s)', (_label, value) => {
    expect(readOpenPr({ ...emptyLedger('proj'), openPr: value })).toBeUndefined();
  });
});

describe('the store (git database stand-in)', () => {
  const git = new GitDatabaseStandIn({ repositories: ['acme/docs'], latencyMs: 5 });
  const ref = 'refs/docs-agent/budget/proj';
  let url = '';
  const clock: Clock = { now: () => Date.now(), sleep: (ms) => new Promise((done) => setTimeout(done, ms / 100)) };
  const warnings: string[] = [];
  const store = (): OpenPrStore =>
    new OpenPrStore({
      client: createGitHubClient({ token: DEFAULT_GITHUB_TOKEN, baseUrl: url, paceWrites: false }),
      repository: 'acme/docs',
      projectId: 'proj',
      clock,
      warn: (m) => warnings.push(m),
    });
  const stored = (): LedgerDocument | undefined => {
    const message = git.headMessage('acme/docs', ref);
    const text = message === undefined ? undefined : ledgerJsonInMessage(message);
    return text === undefined ? undefined : parseLedgerJson(text, Date.now())?.doc;
  };

  beforeAll(async () => {
    url = await git.start();
  });
  afterAll(async () => {
    await git.stop();
  });

  it('reads nothing before any record, then the job recorded; the same record again writes nothing', async () => {
    expect(await store().read()).toBeUndefined();
    expect(await store().record('job_1', LINK)).toBe(true);
    expect(await store().read()).toMatchObject({ jobId: 'job_1', prLink: LINK });
    expect(readOpenPr(stored()!)?.jobId).toBe('job_1');
    expect(await store().record('job_1', LINK)).toBe(false);
  });

  it('two records at once: both writes win their compare-and-swap in turn, the last one stays', async () => {
    const results = await Promise.all([store().record('job_a', LINK), store().record('job_b', LINK)]);
    expect(results).toEqual([true, true]);
    expect(['job_a', 'job_b']).toContain(readOpenPr(stored()!)?.jobId);
    expect(stored()!.project).toBe('proj');
    expect(warnings).toEqual([]);
  });
});
