/**
 * The ledger's `reported` section: one entry per pull request, read as
 * untrusted (a bad entry dropped on its own), a week's worth at most, the
 * newest 100, and no write when the entries are there already.
 */
import { describe, expect, it } from 'vitest';
import { addReported, MAX_REPORTED, readReported, reportedPull, REPORTED_MAX_AGE_MS } from '../../src/preview/reported.ts';
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
    const old = entry('https://github.com/acme/docs/pull/1', NOW - REPORTED_MAX_AGE_MS - 1);
    const first = entry('https://github.com/acme/docs/pull/7', NOW - 1000);
    const again = { ...entry('https://github.com/acme/docs/pull/7'), commentId: 78 };
    const read = readReported([old, { prLink: 'x' }, first, again], NOW);
    expect(read.entries).toEqual([again]);
    expect(read.repairs).toEqual(['dropped reported pull request 2: not a valid entry']);
    expect(readReported('nonsense', NOW).repairs).toEqual(["dropped 'reported': not a list"]);
  });

  it(`keeps the newest ${MAX_REPORTED}`, () => {
    const many = Array.from({ length: MAX_REPORTED + 5 }, (_, i) =>
      entry(`https://github.com/acme/docs/pull/${i + 1}`, NOW - 1000 * (200 - i)),
    );
    const read = readReported(many, NOW);
    expect(read.entries).toHaveLength(MAX_REPORTED);
    expect(read.entries[0]?.prLink).toBe('https://github.com/acme/docs/pull/6');
  });

  it('adds or replaces entries, and writes nothing when they are there already', () => {
    const a = entry('https://github.com/acme/docs/pull/7');
    expect(addReported([], [a], NOW)).toEqual([a]);
    expect(addReported([a], [{ ...a, reportedAt: new Date(NOW + 5000).toISOString() }], NOW + 5000)).toBeNull();
    const moved = { ...a, commentId: 99 };
    expect(addReported([a], [moved], NOW)).toEqual([moved]);
  });
});
