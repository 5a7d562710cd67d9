/**
 * The job comment's line on why no job (or message) went out: the note is
 * untrusted text (a service's error, a ledger repository's name), shown inert
 * and cut to a readable length; the whole note is in the log.
 */
import { describe, expect, it } from 'vitest';
import { renderJobComment, type CommentView } from '../../src/comment/job-body.ts';

function view(note: string): CommentView {
  return {
    marker: { kind: 'job', run: '1', attempt: '1' },
    trigger: { kind: 'merged', actor: { login: 'octocat' }, pull: { baseBranch: 'main' } },
    job: undefined,
    runUrl: undefined,
    ending: { note, failed: true, elapsedMs: undefined },
  };
}

describe('the comment of a run that started no job', () => {
  it('shows a short note whole', () => {
    const body = renderJobComment(view('Could not read the last agent job (HTTP 403); no job was started.'));
    expect(body).toContain('❌ No job was started: Could not read the last agent job (HTTP 403); no job was started.');
  });

  it('cuts a long note (a service error echoed at length) to 600 characters', () => {
    const error = `The service said: ${'x'.repeat(5000)} END`;
    const line = renderJobComment(view(error))
      .split('\n')
      .find((l) => l.startsWith('❌'))!;
    expect(line).not.toContain('END');
    expect(line.length).toBeLessThan(700);
    expect(line).toContain('…');
  });
});

describe('the comment of a run waiting for its budget slot', () => {
  const waiting: CommentView = {
    marker: { kind: 'job', run: '1', attempt: '1' },
    trigger: { kind: 'label', actor: { login: 'octocat' }, label: 'docs-agent' },
    job: undefined,
    runUrl: undefined,
    waitingUntil: Date.parse('2026-11-22T10:04:35Z'),
  };

  it('says when the run expects its slot, until the job exists', () => {
    expect(renderJobComment(waiting)).toContain(
      "⏳ Waiting for a slot: the runs that share the budget's ledger take turns, and this one expects its turn at 2026-11-22 10:04:35 UTC.",
    );
    const job = { id: 'job_1', status: 'active', prLink: null, model: 'm', createdAt: '2026-11-22T10:04:36Z' } as CommentView['job'];
    expect(renderJobComment({ ...waiting, job })).toContain('⏳ The agent is working on it.');
  });
});

describe("the comment's usage line", () => {
  const job = {
    id: 'job_1',
    status: 'completed',
    prLink: 'https://github.com/acme/docs/pull/7',
    model: 'm',
    createdAt: '2026-11-22T10:00:00Z',
    source: { repository: 'https://github.com/acme/docs', ref: null },
    archivedAt: null,
  } as CommentView['job'];
  const base: CommentView = {
    marker: { kind: 'job', run: '1', attempt: '1' },
    trigger: { kind: 'label', actor: { login: 'octocat' }, label: 'docs-agent' },
    job,
    runUrl: undefined,
    ending: { job, failed: false, elapsedMs: 252_000 },
  };
  const footer = (view: CommentView): string =>
    renderJobComment(view)
      .split('\n')
      .find((line) => line.startsWith('<sub>'))!;

  it('says the slot the job took in the hourly budget and how long it took, in one line', () => {
    expect(footer({ ...base, usage: { slot: 3, limit: 100 } })).toBe('<sub>Model `m` · slot 3 of 100 this hour · took 4m12s</sub>');
  });

  it('says no slot when the budget was not tracked', () => {
    expect(footer(base)).toBe('<sub>Model `m` · took 4m12s</sub>');
  });
});

describe('the comment of a queued request (on-budget-exhausted: queue)', () => {
  const queued: CommentView = {
    marker: { kind: 'job', 'job-id': '', 'run-id': '1' },
    trigger: { kind: 'label', actor: { login: 'octocat' }, label: 'docs-agent' },
    job: undefined,
    runUrl: undefined,
    queued: { place: 2, startsAt: Date.parse('2026-11-22T10:04:35Z'), expiresAt: Date.parse('2026-11-23T09:00:00Z') },
  };

  it('says its place in line, about when it starts and when it is dropped; the footer repeats the place', () => {
    const body = renderJobComment(queued);
    expect(body).toContain(
      "🕒 Queued: the hourly budget is used up, so this request waits in the budget's ledger, number 2 in line, expected to start at about 2026-11-22 10:04:35 UTC, when a slot frees. A later run of the action starts it; it is dropped if it has not started by 2026-11-23 09:00:00 UTC.",
    );
    expect(body).toContain('<sub>queued: number 2 in line, expected to start at about 2026-11-22 10:04:35 UTC</sub>');
  });

  it('once started or ended, the queued line is gone', () => {
    const job = { id: 'job_1', status: 'active', prLink: null, model: 'm', createdAt: '2026-11-22T10:04:36Z' } as CommentView['job'];
    expect(renderJobComment({ ...queued, job })).not.toContain('Queued');
    const dropped = renderJobComment({ ...queued, ending: { note: 'dropped', failed: false, skipped: true, elapsedMs: undefined } });
    expect(dropped).toContain('⏸️ No job was started: dropped');
    expect(dropped).not.toContain('in line');
  });
});
