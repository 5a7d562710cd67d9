/**
 * `continue-open-pr`'s exchanges with GitHub, precisely (nock), in a real
 * `run()` on a merged pull request: the ledger's record of the last job read
 * and held with the compare-and-swap (GET ref → GET commit → look → POST
 * commit → look → PATCH ref), the docs pull request's state, and the hold
 * given back; a dry run only reads. Its failures start nothing: a ledger that cannot be read, a
 * pull request that cannot be read (the hold is given back all the same);
 * a follow-up the service refuses (400) starts a new job for the change,
 * where a `/docs` command's refusal still starts nothing.
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_TREE } from '../helpers/ledger.ts';
import { emptyLedger, iso, ledgerJsonInMessage, ledgerMessage, type LedgerDocument } from '../../src/ledger/document.ts';
import { readOpenPr } from '../../src/follow-up/record.ts';
import { formatMarker } from '../../src/comment/marked.ts';
import { commentPayload, loadPayload } from '../../tools/events.ts';
import { FakeService, agentJob } from '../helpers/fake-service.ts';
import {
  ACTION_BOT,
  COMMENT_ID,
  gh,
  jobComment,
  noImpactCheck,
  permission,
  reaction,
  useStrictNock,
  writeProbes,
} from '../helpers/github-nock.ts';
import { REPO, runInProcess, type InProcessRun } from '../helpers/run.ts';

useStrictNock();

const REF_PATH = `${REPO}/git/ref/docs-agent%2Fbudget%2Fproj-1`;
const REFS_PATH = `${REPO}/git/refs/docs-agent%2Fbudget%2Fproj-1`;
const FULL_REF = 'refs/docs-agent/budget/proj-1';
const sha = (n: number): string => n.toString(16).padStart(40, '0');
const DOCS_PR = 'https://github.com/acme/docs/pull/7';
const PR5 = 'https://github.com/Codertocat/Hello-World/pull/5';

const recorded = (): LedgerDocument => ({
  ...emptyLedger('proj-1'),
  openPr: { jobId: 'job_old', prLink: DOCS_PR, at: iso(Date.parse('2026-11-22T09:00:00Z')) },
});

/** GET ref → GET commit: the ledger at `commit`, its document given when the request comes. */
function reads(commit: string, doc: () => LedgerDocument): void {
  gh()
    .get(REF_PATH)
    .reply(200, { ref: FULL_REF, object: { type: 'commit', sha: commit } })
    .get(`${REPO}/git/commits/${commit}`)
    .reply(200, () => ({ sha: commit, message: ledgerMessage('docs-agent: seed', doc()), tree: { sha: EMPTY_TREE }, parents: [] }));
}

const refIs = (commit: string) =>
  gh()
    .get(REF_PATH)
    .reply(200, { ref: FULL_REF, object: { type: 'commit', sha: commit } });

/**
 * A look → POST commit → a look → PATCH ref: one write over `parent`; returns what was written. The body
 * matchers see every request nock compares (a GET's empty body too), so they only test; what was written is
 * kept by the reply, which only the matching request gets.
 */
function writes(parent: string, commit: string): { doc?: LedgerDocument; subject?: string } {
  const written: { doc?: LedgerDocument; subject?: string } = {};
  refIs(parent);
  gh()
    .post(`${REPO}/git/commits`, (body: Partial<{ parents: string[] }>) => body.parents?.[0] === parent)
    .reply(201, async (request: Request) => {
      const { message } = (await request.json()) as { message: string };
      written.subject = message.split('\n')[0] ?? '';
      written.doc = JSON.parse(ledgerJsonInMessage(message) ?? 'null') as LedgerDocument;
      return { sha: commit };
    });
  refIs(parent);
  gh()
    .patch(REFS_PATH, (body: Partial<{ sha: string; force: boolean }>) => body.sha === commit && body.force === false)
    .reply(200, { ref: FULL_REF, object: { sha: commit } });
  return written;
}

/**
 * The hold taken over the record at sha(1), then given back: what each write
 * stored. With `withJob`, the run's job is recorded in between (keeping the hold).
 */
function heldAndReleased() {
  reads(sha(1), recorded);
  const acquired = writes(sha(1), sha(2));
  return {
    acquired,
    release: (withJob = false) => {
      let at = 2;
      const job = withJob ? writesOver(at++) : undefined;
      return Object.assign(writesOver(at), { job });
    },
  };
}

/**
 * The ledger at sha(at), written by this run, then one write over it: what it stored. The run's one ledger
 * store knows the commit it wrote: only the ref is read.
 */
function writesOver(at: number) {
  refIs(sha(at));
  return writes(sha(at), sha(at + 1));
}

/**
 * What the run reads of the merged pull request #2 before it writes: the docs pull request #7 (open), #2's
 * (empty) files and commits, and its comments, for the last docs impact check (none). `onFiles` runs when the
 * files are read.
 */
function readsTheChange(onFiles: () => void = () => undefined): void {
  gh().get('/repos/acme/docs/pulls/7').reply(200, { number: 7, state: 'open', merged: false });
  gh()
    .get(`${REPO}/pulls/2/files`)
    .query({ per_page: '100' })
    .reply(200, () => {
      onFiles();
      return [];
    });
  gh().get(`${REPO}/pulls/2/commits`).query({ per_page: '100' }).reply(200, []);
  noImpactCheck(2);
}

/** The docs pull request read, the change read, and the job comment on #2 created and updated: its bodies. */
function openDocsPullAndComment(): string[] {
  readsTheChange();
  return jobComment(2, { page: 'pull' });
}

/** The job comment on the merged pull request #2, created once: its bodies. */
const sourceComment = (): string[] => jobComment(2, { page: 'pull', updates: 0 });

function merge(service: FakeService, inputs: Record<string, string> = {}): InProcessRun {
  return {
    event: { name: 'pull_request', payload: loadPayload('pull_request.closed.merged.json') },
    inputs: { 'continue-open-pr': 'true', ...inputs },
    service,
  };
}

/**
 * A merge that goes on with the recorded job (or a new one): the hold taken, the change read, the job comment, the
 * job recorded and the hold given back. The run succeeds; its result, the comment's bodies and what was written.
 */
async function mergeGoesOn(service: FakeService) {
  const { release } = heldAndReleased();
  const bodies = openDocsPullAndComment();
  const released = release(true);
  const result = await runInProcess(merge(service));
  expect(result.failed, result.stdout).toBe(false);
  return { result, bodies, released };
}

describe('continue-open-pr on a merged pull request (nock)', () => {
  it('a ledger that cannot be read: the run fails, no job or message is sent, and the merged pull request is told why', async () => {
    const service = new FakeService();
    // The hold's read, then the release's (the run may have taken it).
    gh().get(REF_PATH).times(2).reply(403, { message: 'Resource not accessible by integration' });
    const bodies = sourceComment();
    const result = await runInProcess(merge(service));
    expect(result.failed).toBe(true);
    expect(result.stdout).toContain('Could not read the last agent job from the budget ledger in Codertocat/Hello-World');
    expect(result.stdout).toContain('no job was started');
    expect(service.prompts).toEqual([]);
    expect(service.messages).toEqual([]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain(
      '❌ No job was started: Could not read the last agent job from the budget ledger in Codertocat/Hello-World',
    );
  });

  it('the docs pull request answers 404: a clear failure, no job, and the hold given back with the record as it was', async () => {
    const service = new FakeService();
    const { acquired, release } = heldAndReleased();
    gh().get('/repos/acme/docs/pulls/7').reply(404, { message: 'Not Found' });
    const released = release();
    const bodies = sourceComment();
    const result = await runInProcess(merge(service));
    expect(result.failed).toBe(true);
    expect(result.stdout).toContain('Could not read pull request acme/docs#7 of agent job job_old');
    // Said on the merged pull request too, before any job: nothing was sent.
    expect(bodies).toEqual([
      expect.stringContaining('❌ No job was started: Could not read pull request acme/docs#7 of agent job job_old'),
    ]);
    expect(service.prompts).toEqual([]);
    expect(service.messages).toEqual([]);
    // The hold: taken by this run (`<run id>.<attempt>.<random>`, until the deadline plus the margin), then removed.
    const holder = readOpenPr(acquired.doc!)?.holder;
    expect(holder?.run).toMatch(/^4242\.1\.[0-9a-f]{8}$/);
    expect(Date.parse(holder!.until)).toBeGreaterThan(Date.parse('2026-11-22T10:30:00Z'));
    expect(acquired.subject).toBe(`docs-agent: hold the last job (${holder!.run})`);
    expect(released.doc?.openPr).toEqual(recorded().openPr);
  });

  it('a follow-up the service refuses (400): a new job for the change, recorded as the last job', async () => {
    const service = new FakeService();
    service.add(agentJob({ id: 'job_old', status: 'completed', prLink: DOCS_PR }));
    service.refusing.set('job_old', 'This job no longer accepts messages');
    service.script = [{ status: 'completed', prLink: 'https://github.com/acme/docs/pull/8' }];
    const { result, bodies, released } = await mergeGoesOn(service);

    // The new job recorded at once, keeping the hold (a run that takes over knows it), then with its pull request.
    expect(readOpenPr(released.job!.doc!)).toMatchObject({ jobId: 'job_new_1', prLink: null, holder: { jobId: 'job_new_1' } });
    expect(released.job!.subject).toMatch(/^docs-agent: hold the last job with job_new_1 \(4242\.1\.[0-9a-f]{8}\)$/);
    expect(service.messages).toEqual([]);
    expect(service.prompts).toHaveLength(1);
    expect(result.outputs['job-id']).toBe('job_new_1');
    expect(result.stdout).toContain(
      'continue-open-pr: the service refused the follow-up message to agent job job_old (400: "This job no longer accepts messages"): that job cannot be continued, so a new job starts for this change.',
    );
    expect(result.stdout).not.toContain('/docs new');
    expect(bodies.at(-1)).toContain(
      'The last job, `job_old`, could not be continued (the service answered 400: This job no longer accepts messages)',
    );
    expect(bodies.at(-1)).toContain('✅ The agent opened a pull request: <https://github.com/acme/docs/pull/8>');
    expect(readOpenPr(released.doc!)).toMatchObject({ jobId: 'job_new_1', prLink: 'https://github.com/acme/docs/pull/8' });
    expect(readOpenPr(released.doc!)?.holder).toBeUndefined();
  });

  it('the recorded job is working again (a /docs command on its pull request): the message waits until it has ended', async () => {
    const service = new FakeService().working('job_old', DOCS_PR);
    const { result, bodies, released } = await mergeGoesOn(service);
    // A message keeps the job's pull request in the record.
    expect(readOpenPr(released.job!.doc!)).toMatchObject({ jobId: 'job_old', prLink: DOCS_PR, holder: { jobId: 'job_old' } });
    expect(result.stdout).toContain('continue-open-pr: agent job job_old, the last one, is still active: waiting for it to end');
    // The job had ended when the message arrived (the service records its status then).
    expect(service.statusAtMessages).toEqual(['completed']);
    expect(service.messages).toEqual([{ jobId: 'job_old', prompt: expect.stringContaining('## What changed') as unknown }]);
    expect(service.prompts).toEqual([]);
    expect(bodies.at(-1)).toContain('✅ The agent updated the pull request: <https://github.com/acme/docs/pull/7>');
    expect(readOpenPr(released.doc!)).toMatchObject({ jobId: 'job_old', prLink: DOCS_PR });
  });

  it('the recorded job reports a status the action does not know: still working, waited for (not taken as ended)', async () => {
    const service = new FakeService().add(agentJob({ id: 'job_old', status: 'queued', prLink: DOCS_PR }), { status: 'completed' });
    service.script = [{ status: 'completed', prLink: DOCS_PR }];
    const { result } = await mergeGoesOn(service);
    expect(result.stdout).toContain('continue-open-pr: agent job job_old, the last one, is still "queued": waiting for it to end');
    expect(service.statusAtMessages).toEqual(['completed']);
  });

  it('the recorded job is set working again after the decision (a /docs command meanwhile): the message still waits for it', async () => {
    const service = new FakeService().add(agentJob({ id: 'job_old', status: 'completed', prLink: DOCS_PR }));
    service.script = [{ status: 'completed', prLink: DOCS_PR }];
    const { release } = heldAndReleased();
    // While the run reads what changed (after it decided), a /docs command on the docs pull request sets the job working.
    readsTheChange(() => {
      service.working('job_old', DOCS_PR);
    });
    jobComment(2, { page: 'pull' });
    release(true);
    const result = await runInProcess(merge(service));
    expect(result.failed, result.stdout).toBe(false);
    expect(result.stdout.match(/is active: the message waits for it to finish its current work/g)).toHaveLength(1);
    expect(service.messages).toHaveLength(1);
    expect(service.statusAtMessages).toEqual(['completed']);
  });

  it('a dry run reads the record and the pull request, says what it would do, and writes nothing (no hold)', async () => {
    const service = new FakeService().add(agentJob({ id: 'job_old', status: 'completed', prLink: DOCS_PR }));
    const held = {
      ...recorded(),
      openPr: {
        ...(recorded().openPr as object),
        holder: { run: '99.1.abcdef12', until: iso(Date.now() + 20 * 60_000), taken: iso(Date.now() - 10 * 60_000) },
      },
    };
    reads(sha(1), () => held);
    readsTheChange();
    // The dry run's look at the budget's ledger: the ref read again (the commit is known); nothing written.
    refIs(sha(1));
    // And the token's write permissions where a run writes, by writes GitHub refuses: the ledger's repository, the pull request.
    writeProbes({ contents: 422, comment: { issue: 2, answer: 422 } });
    const result = await runInProcess(merge(service, { 'dry-run': 'true' }));
    expect(result.failed, result.stdout).toBe(false);
    expect(result.stdout).toContain('Dry run: run 99.1.abcdef12 holds the last agent job; a real run would wait for it to finish first.');
    expect(result.stdout).toContain(
      'Dry run: nothing is sent. The follow-up message to agent job job_old would be sent with POST https://api.docs.test/v2/agent/proj-1/job/job_old/message',
    );
    expect(service.prompts).toEqual([]);
    expect(service.messages).toEqual([]);
  });

  it("with continue-open-pr on, a /docs command's refused follow-up still starts nothing (and never touches the hold)", async () => {
    const service = new FakeService().add(agentJob({ id: 'job_docs', status: 'completed', prLink: PR5 }));
    service.refusing.set('job_docs', 'This job no longer accepts messages');
    permission('Codertocat', 'write');
    const note = {
      id: 9100,
      html_url: `${PR5}#issuecomment-9100`,
      body: `${formatMarker({ kind: 'note', 'job-id': 'job_docs' })}\nnote`,
      user: ACTION_BOT,
    };
    gh().get(`${REPO}/issues/5/comments`).query({ per_page: '100' }).reply(200, [note]);
    gh().get(`${REPO}/pulls/5`).reply(200, { number: 5, state: 'open', merged: false });
    reaction(COMMENT_ID, 'eyes');
    const bodies = jobComment(5, { id: 9200, page: 'pull', updates: 0 });
    reaction(COMMENT_ID, 'confused');
    const payload = commentPayload('/docs shorten the intro', { file: 'issue_comment.created.pull_request.json' });
    payload.issue!.number = 5;
    const result = await runInProcess({ event: { name: 'issue_comment', payload }, inputs: { 'continue-open-pr': 'true' }, service });
    expect(result.failed).toBe(true);
    expect(service.prompts).toEqual([]);
    expect(result.stdout).toContain(
      'The service refused the follow-up message to agent job job_docs (400: This job no longer accepts messages)',
    );
    expect(result.stdout).not.toContain('continue-open-pr:');
    expect(bodies.at(-1)).toContain('The follow-up message was not sent');
  });
});
