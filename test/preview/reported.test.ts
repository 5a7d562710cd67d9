/**
 * The ledger's `reported` section: one entry per pull request, read as
 * untrusted (a bad entry dropped on its own), a week's worth at most, the
 * newest 100, and no write when the entries are there already.
 */
import { describe, expect, it } from 'vitest';
import { rememberReported, reportedPull, reportedSection, type ReportedPull } from '../../src/preview/reported.ts';
import type { LedgerDocument } from '../../src/ledger/document.ts';
import type { Reducer, Section } from '../../src/ledger/section.ts';
import type { LedgerStore } from '../../src/ledger/store.ts';
import { readSection } from '../helpers/ledger.ts';
import type { PendingRecord } from '../../src/hand-off/pending.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const record: PendingRecord = {
  jobId: 'job_1',
  project: 'proj-1',
  repository: 'acme/code',
  issueNumber: 3,
  isPullRequest: false,
  commentId: 77,
  triggerComment: { id: 5, review: false },
  run: { id: '42', attempt: 1, workflowJob: 'docs', url: 'https://github.com/acme/code/actions/runs/42' },
  origin: { kind: 'label', actor: 'octocat', label: 'docs-agent' },
  handedOffAt: '2026-11-27T11:00:00Z',
};
const entry = (link: string, at = NOW) => reportedPull(record, link, at);
/** A week: how long a reported pull request is kept. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** How many reported pull requests are kept at most. */
const KEPT = 100;

/** The section as read from a document whose `reported` field is `raw`. */
function readReported(raw: unknown, now: number): { entries: ReportedPull[]; repairs: string[] } {
  const read = readSection({ reported: raw } as unknown as LedgerDocument, reportedSection, now);
  return { entries: read.state, repairs: read.repairs };
}

/** What `rememberReported` writes over `current` at `now`: the new entries, or null when it writes nothing. */
async function addReported(current: ReportedPull[], added: ReportedPull[], now: number): Promise<ReportedPull[] | null> {
  let written: ReportedPull[] | null = null;
  const ledger = {
    repository: 'acme/docs',
    update: <S, T>(section: Section<S>, reduce: Reducer<S, T>) => {
      written = reduce({ state: current as S, repairs: [] }, now).state as ReportedPull[] | null;
      expect(section).toBe(reportedSection);
      return Promise.resolve();
    },
  } as unknown as LedgerStore;
  await rememberReported(ledger, added, { warning: (message) => expect.fail(message) });
  return written;
}

describe('the reported section', () => {
  it('keeps where the comment is and who triggered the job, not the comment to react to', () => {
    const made = entry('https://github.com/acme/docs/pull/7');
    expect(made).toMatchObject({
      prLink: 'https://github.com/acme/docs/pull/7',
      commentId: 77,
      origin: { kind: 'label', actor: 'octocat' },
    });
    expect(made).not.toHaveProperty('triggerComment');
    expect(readReported([made], NOW)).toEqual({ entries: [made], repairs: [] });
  });

  it('drops a bad entry on its own, an expired one quietly, and keeps one entry per pull request (the latest)', () => {
    const old = entry('https://github.com/acme/docs/pull/1', NOW - MAX_AGE_MS - 1);
    const first = entry('https://github.com/acme/docs/pull/7', NOW - 1000);
    const again = { ...entry('https://github.com/acme/docs/pull/7'), commentId: 78 };
    const read = readReported([old, { prLink: 'x' }, first, again], NOW);
    expect(read.entries).toEqual([again]);
    expect(read.repairs).toEqual(['dropped reported pull request 2: not a valid entry']);
    expect(readReported('nonsense', NOW).repairs).toEqual(["dropped 'reported': not a list"]);
  });

  it(`keeps the newest ${KEPT}`, () => {
    const many = Array.from({ length: KEPT + 5 }, (_, i) => entry(`https://github.com/acme/docs/pull/${i + 1}`, NOW - 1000 * (200 - i)));
    const read = readReported(many, NOW);
    expect(read.entries).toHaveLength(KEPT);
    expect(read.entries[0]?.prLink).toBe('https://github.com/acme/docs/pull/6');
  });

  it('adds or replaces entries, and writes nothing when they are there already', async () => {
    const a = entry('https://github.com/acme/docs/pull/7');
    expect(await addReported([], [a], NOW)).toEqual([a]);
    expect(await addReported([a], [{ ...a, reportedAt: new Date(NOW + 5000).toISOString() }], NOW + 5000)).toBeNull();
    const moved = { ...a, commentId: 99 };
    expect(await addReported([a], [moved], NOW)).toEqual([moved]);
  });
});
