/**
 * The note on the agent's pull request and the follow-up it enables, as exact
 * GitHub exchanges: `run()` in process, GitHub answered by nock, the service
 * by a FakeService whose pull request is #5 of the workflow's own repository.
 */
import { describe, expect, it } from 'vitest';
import { formatMarker, parseMarker } from '../../src/comment/marked.ts';
import { commentPayload, labelPayload } from '../../tools/events.ts';
import { FakeService, agentJob } from '../helpers/fake-service.ts';
import { COMMENT_ID, apiComment, gh, jobComment, permission, reaction, useStrictNock, writeProbes } from '../helpers/github-nock.ts';
import { REPO, runInProcess } from '../helpers/run.ts';

useStrictNock();

const PR_LINK = 'https://github.com/Codertocat/Hello-World/pull/5';

/** GitHub says pull request #`number` is open (the command's check before a follow-up message). */
const openPull = (number: number) => gh().get(`${REPO}/pulls/${number}`).reply(200, { number, state: 'open', merged: false });

/**
 * Expects `/docs shorten the intro` on pull request #5, whose note names `job_docs`: the note looked up twice (the
 * command's look-up, then the ending's, which finds it and leaves it), the pull request, 👀, the job comment and 🚀.
 * Returns the job comment's bodies and the event's payload.
 */
function commandOnNotedPull() {
  const note = apiComment(9100, 5, `${formatMarker({ kind: 'note', 'job-id': 'job_docs' })}\nnote`);
  gh().get(`${REPO}/issues/5/comments`).query({ per_page: '100' }).times(2).reply(200, [note]);
  openPull(5);
  reaction(COMMENT_ID, 'eyes');
  const bodies = jobComment(5, { id: 9200 });
  reaction(COMMENT_ID, 'rocket');
  const payload = commentPayload('/docs shorten the intro', { file: 'issue_comment.created.pull_request.json' });
  payload.issue!.number = 5;
  return { bodies, payload };
}

describe('the note on the agent’s pull request', () => {
  it('is left once, after the job ends with its pull request: one list and one create', async () => {
    const service = new FakeService();
    service.script = [{ status: 'completed', prLink: PR_LINK }];
    permission('Codertocat', 'write');
    jobComment(1, { id: 9001 });
    gh().get(`${REPO}/issues/5/comments`).query({ per_page: '100' }).reply(200, []);
    const notes = jobComment(5, { id: 9100, updates: 0 });
    const result = await runInProcess({ event: { name: 'issues', payload: labelPayload('docs-agent') }, service });
    expect(result.failed).toBe(false);
    expect(notes).toHaveLength(1);
    expect(parseMarker(notes[0])).toMatchObject({
      kind: 'note',
      'job-id': 'job_new_1',
      'from-url': 'https://github.com/Codertocat/Hello-World/issues/1',
    });
    expect(result.stdout).toContain('Left the note on pull request Codertocat/Hello-World#5');
  });

  it('a re-run (or a later run for the job) finds the note and writes none', async () => {
    const service = new FakeService();
    service.script = [{ status: 'completed', prLink: PR_LINK }];
    permission('Codertocat', 'write');
    jobComment(1, { id: 9001 });
    gh()
      .get(`${REPO}/issues/5/comments`)
      .query({ per_page: '100' })
      .reply(200, [apiComment(9100, 5, `${formatMarker({ kind: 'note', 'job-id': 'job_new_1' })}\nnote`)]);
    const result = await runInProcess({ event: { name: 'issues', payload: labelPayload('docs-agent') }, service });
    expect(result.failed).toBe(false);
    expect(result.stdout).not.toContain('the note on pull request');
  });

  it('/docs on the pull request sends the message to the job the note names; the note is read twice, written never', async () => {
    const service = new FakeService().add(agentJob({ id: 'job_docs', status: 'completed', prLink: PR_LINK }));
    service.script = [{ status: 'completed', prLink: PR_LINK }];
    permission('Codertocat', 'write');
    const { bodies, payload } = commandOnNotedPull();
    const result = await runInProcess({ event: { name: 'issue_comment', payload }, service });
    expect(result.failed).toBe(false);
    expect(service.prompts).toEqual([]);
    expect(service.messages).toEqual([{ jobId: 'job_docs', prompt: expect.stringContaining('shorten the intro') as unknown }]);
    expect(result.outputs['job-id']).toBe('job_docs');
    expect(bodies.at(-1)).toContain('✅ The agent updated the pull request');
  });

  it('/docs while the job still works (an earlier /docs): the message waits for it to finish its current work', async () => {
    const service = new FakeService().working('job_docs', PR_LINK);
    permission('Codertocat', 'write');
    const { payload } = commandOnNotedPull();
    const result = await runInProcess({ event: { name: 'issue_comment', payload }, service });
    expect(result.failed, result.stdout).toBe(false);
    expect(result.stdout.match(/Agent job job_docs is active: the message waits for it to finish its current work/g)).toHaveLength(1);
    expect(service.messages).toHaveLength(1);
    // The job had ended when the message arrived: its work was not stopped.
    expect(service.statusAtMessages).toEqual(['completed']);
  });

  it('a dry run on the pull request says which job the message would go to, and sends nothing', async () => {
    const service = new FakeService();
    permission('Codertocat', 'write');
    const note = apiComment(9100, 5, `${formatMarker({ kind: 'note', 'job-id': 'job_docs' })}\nnote`);
    gh().get(`${REPO}/issues/5/comments`).query({ per_page: '100' }).reply(200, [note]);
    openPull(5);
    // The dry run reads the budget's ledger (none yet: an empty one), and writes nothing.
    gh().get(`${REPO}/git/ref/docs-agent%2Fbudget%2Fproj-1`).reply(404, { message: 'Not Found' });
    writeProbes({ contents: 422, comment: { issue: 5, answer: 422 } });
    const payload = commentPayload('/docs shorten the intro', { file: 'issue_comment.created.pull_request.json' });
    payload.issue!.number = 5;
    const result = await runInProcess({ event: { name: 'issue_comment', payload }, inputs: { 'dry-run': 'true' }, service });
    expect(result.failed).toBe(false);
    expect(result.stdout).toContain(
      'Dry run: nothing is sent. The follow-up message to agent job job_docs would be sent with POST https://api.docs.test/v2/agent/proj-1/job/job_docs/message',
    );
    expect(result.summary).toContain('A follow-up message to job <code>job_docs</code> would be sent to');
    expect(service.messages).toEqual([]);
  });

  it('a note that cannot be looked for fails the command: no job, no message behind the user’s back', async () => {
    const service = new FakeService();
    permission('Codertocat', 'write');
    gh().get(`${REPO}/issues/5/comments`).query({ per_page: '100' }).reply(404, { message: 'Not Found' });
    const payload = commentPayload('/docs shorten the intro', { file: 'issue_comment.created.pull_request.json' });
    payload.issue!.number = 5;
    const result = await runInProcess({ event: { name: 'issue_comment', payload }, service });
    expect(result.failed).toBe(true);
    expect(result.stdout).toContain('Could not look for the note of the agent job behind pull request #5');
    expect(service.prompts).toEqual([]);
    expect(service.messages).toEqual([]);
  });
});
