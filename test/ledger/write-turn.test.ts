/**
 * The ledger's ref update follows its commit and its look at the ref at
 * once: the client spaces a run's writes a second apart (at the default
 * `github-writes-per-minute`), and an update sent a second after the look
 * would miss another run's update landing in that second (a refused update,
 * and a window in which every other run's commit is made for nothing). The
 * commit and the update are one change of the ledger; the run's next write
 * keeps its turn, a second after the commit's. Against nock, the client's
 * spacing (the default 60 a minute) on fake timers.
 */
import { describe, expect, it, vi } from 'vitest';
import { budgetSection } from '../../src/budget/window.ts';
import { createGitHubClient } from '../../src/github/client.ts';
import { EMPTY_TREE } from '../helpers/ledger.ts';
import { emptyLedger, ledgerMessage } from '../../src/ledger/document.ts';
import { LedgerStore } from '../../src/ledger/store.ts';
import { GITHUB_API } from '../helpers/run.ts';
import { TOKEN, gh, useStrictNock } from '../helpers/github-nock.ts';

const REPO = '/repos/acme/docs';
const REF = `${REPO}/git/ref/docs-agent%2Fbudget%2Fproj`;
const REFS = `${REPO}/git/refs/docs-agent%2Fbudget%2Fproj`;
const sha = (n: number): string => n.toString(16).padStart(40, '0');

describe("the ledger's ref update", () => {
  useStrictNock();

  it('follows its commit and the look at the ref at once; the next write keeps its turn', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const t0 = Date.now();
    const seen: string[] = [];
    const times: Record<string, number> = {};
    const at = (what: string) => {
      seen.push(what);
      times[what] = Date.now() - t0;
    };
    const head = { ref: 'refs/docs-agent/budget/proj', object: { sha: sha(1), type: 'commit' } };
    gh()
      .get(REF)
      .times(3)
      .reply(() => (at('GET ref'), [200, head]));
    gh()
      .get(`${REPO}/git/commits/${sha(1)}`)
      .reply(() => {
        at('GET commit');
        const message = ledgerMessage('seed', emptyLedger('proj'));
        return [200, { sha: sha(1), message, tree: { sha: EMPTY_TREE }, committer: { date: new Date(Date.now()).toISOString() } }];
      });
    gh()
      .post(`${REPO}/git/commits`)
      .reply(() => (at('POST commit'), [201, { sha: sha(2), tree: { sha: EMPTY_TREE } }]));
    gh()
      .patch(REFS)
      .reply(() => (at('PATCH ref'), [200, { ...head, object: { sha: sha(2), type: 'commit' } }]));
    gh()
      .post(`${REPO}/issues/comments/5/reactions`)
      .reply(() => (at('POST reaction'), [201, { id: 1, content: 'eyes' }]));
    const client = createGitHubClient({ token: TOKEN, baseUrl: GITHUB_API, writesPerMinute: 60 });
    const store = new LedgerStore({ client, repository: 'acme/docs', projectId: 'proj', random: () => 0 });
    const entry = { id: 'r1', runId: '1', runAttempt: '1' };
    const update = store.update(
      budgetSection,
      (current, now) => ({ state: { ...current.state, entries: [{ ...entry, at: new Date(now).toISOString() }] }, result: 'ok' }),
      { maxAttempts: 1 },
    );
    const reaction = update.then(() =>
      client.rest.reactions.createForIssueComment({ owner: 'acme', repo: 'docs', comment_id: 5, content: 'eyes' }),
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect((await update).written).toBe(true);
    await reaction;
    vi.useRealTimers();
    // The reads, the commit, the look and the update together; the run's next write at its turn, a second after the commit's.
    expect(seen).toEqual(['GET ref', 'GET commit', 'GET ref', 'POST commit', 'GET ref', 'PATCH ref', 'POST reaction']);
    expect(times['PATCH ref']! - times['POST commit']!).toBeLessThan(100);
    expect(times['POST reaction']! - times['POST commit']!).toBeGreaterThanOrEqual(990);
  });
});
