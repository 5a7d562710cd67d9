/**
 * `run()` for each trigger, on recorded event payloads, with the GitHub API
 * answered by nock (every request the action makes must be expected here, and
 * every expected one made) and the service by a scripted fake.
 */
import { describe, expect, it } from 'vitest';
import { formatMarker, parseMarker } from '../../src/comment/marked.ts';
import { commentPayload, labelPayload, loadPayload } from '../../tools/events.ts';
import { FakeService, agentJob, prOpenedOutputs } from '../helpers/fake-service.ts';
import { unsafeRendering } from '../helpers/links.ts';
import {
  COMMENT_ID,
  REVIEW_COMMENT_ID,
  apiComment,
  commentUpdates,
  gh,
  jobComment,
  permission,
  reaction,
  useStrictNock,
  viewer,
  writeProbes,
} from '../helpers/github-nock.ts';
import { REPO, RUN_ID, runInProcess, type InProcessResult, type InProcessRun } from '../helpers/run.ts';

useStrictNock();

/** Expects one comment created on `issue` and later updated; returns the bodies written, in order. */
const commentLifecycle = (issue: number, id = 9001): string[] => jobComment(issue, { id });

/** Expects the look-up of a note on pull request #`pull`, which finds none. */
function noNote(pull: number): void {
  gh().get(`${REPO}/issues/${pull}/comments`).query({ per_page: '100' }).reply(200, []);
}

/** Runs the action; a GitHub request nock did not expect (which the action would report as a warning) fails the test. */
async function runChecked(options: InProcessRun): Promise<InProcessResult> {
  const result = await runInProcess(options);
  expect(result.stdout).not.toContain('Nock: No match');
  return result;
}

/** Runs the action on an `issues` event that added the `docs-agent` label. */
function runLabelled(service: FakeService, more: Omit<InProcessRun, 'event' | 'service'> = {}): Promise<InProcessResult> {
  return runChecked({ event: { name: 'issues', payload: labelPayload('docs-agent') }, ...more, service });
}

/** Runs the action on an `issue_comment` event whose comment is `body`. */
function runCommented(body: string, service: FakeService, more: Omit<InProcessRun, 'event' | 'service'> = {}): Promise<InProcessResult> {
  return runChecked({ event: { name: 'issue_comment', payload: commentPayload(body) }, ...more, service });
}

/** Expects the listing of issue #1's comments, answered with `comments`. */
function listedComments(comments: unknown[]): void {
  gh().get(`${REPO}/issues/1/comments`).query({ per_page: '100' }).reply(200, comments);
}

describe('label triggers', () => {
  it('issues labeled docs-agent: one comment, created when the job exists and updated to the PR link', async () => {
    const service = new FakeService();
    permission('Codertocat', 'admin');
    const bodies = commentLifecycle(1);
    const result = await runLabelled(service);

    expect(result.failed).toBe(false);
    expect(service.prompts).toEqual([
      expect.stringMatching(
        /^Issue #1 in Codertocat\/Hello-World: Spelling error in the README file\nhttps:\/\/github\.com\/Codertocat\/Hello-World\/issues\/1\n\nIt looks like/,
      ),
    ]);
    expect(result.outputs).toMatchObject(prOpenedOutputs('https://github.com/Codertocat/Hello-World/issues/1#issuecomment-9001'));
    expect(bodies).toHaveLength(2);
    const [created, final] = bodies as [string, string];
    expect(parseMarker(created)).toEqual({ kind: 'job', 'job-id': 'job_new_1', 'run-id': RUN_ID, 'workflow-job': 'docs' });
    expect(created).toContain('⏳ The agent is working on it.');
    expect(created).toContain('[workflow run](https://github.com/Codertocat/Hello-World/actions/runs/4242)');
    expect(created).toContain('Started by Codertocat with the `docs-agent` label.');
    expect(final).toContain('✅ The agent opened a pull request: <https://github.com/acme/docs/pull/7>');
    expect(final).toMatch(/Model `model-x` · took \d+s/);
    expect(parseMarker(final)).toEqual(parseMarker(created));
  });

  it('pull_request_target labeled: comments on the pull request', async () => {
    const service = new FakeService();
    permission('Codertocat', 'write');
    const bodies = commentLifecycle(2);
    const result = await runChecked({
      event: { name: 'pull_request_target', payload: labelPayload('docs-agent', 'pull_request.labeled.json') },
      service,
    });
    expect(result.outputs.status).toBe('completed');
    expect(bodies).toHaveLength(2);
    expect(service.prompts[0]).toMatch(/^Pull request #2 in Codertocat\/Hello-World: /);
  });

  it('a label that is not trigger-label: green, skipped, one notice, no request at all', async () => {
    const service = new FakeService();
    const result = await runChecked({ event: { name: 'issues', payload: loadPayload('issues.labeled.json') }, service });
    expect(result.failed).toBe(false);
    expect(result.outputs.status).toBe('skipped');
    expect(result.stdout).toContain(`::notice::Nothing to do: the label added is "bug", not 'trigger-label' ("docs-agent").`);
    expect(service.prompts).toEqual([]);
  });

  it('min-permission triage: a label added by someone else than the author needs no API call (labelling takes triage)', async () => {
    const service = new FakeService();
    const bodies = commentLifecycle(1);
    const payload = labelPayload('docs-agent');
    payload.sender = { login: 'octo-triager', type: 'User' };
    const result = await runChecked({ event: { name: 'issues', payload }, inputs: { 'min-permission': 'triage' }, service });
    expect(result.outputs.status).toBe('completed');
    expect(bodies).toHaveLength(2);
  });

  it("min-permission triage: a label the issue's author added (an issue template's) has the author's permission read", async () => {
    const service = new FakeService();
    permission('Codertocat', 'read');
    const result = await runChecked({
      event: { name: 'issues', payload: labelPayload('docs-agent') },
      inputs: { 'min-permission': 'triage' },
      service,
    });
    expect(result.outputs.status).toBe('skipped');
    expect(result.stdout).toContain(
      `::notice::Refused: "Codertocat" has 'read' permission on Codertocat/Hello-World; 'min-permission' is 'triage'.`,
    );
    expect(service.prompts).toEqual([]);
  });
});

describe('slash commands', () => {
  it('issue_comment /docs: 👀, one comment, 🚀 when the PR is opened', async () => {
    const service = new FakeService();
    permission('Codertocat', 'write');
    reaction(COMMENT_ID, 'eyes');
    const bodies = commentLifecycle(1);
    reaction(COMMENT_ID, 'rocket');
    const result = await runCommented('/docs fix the broken links on the quickstart page', service, {
      inputs: { prompt: 'Follow the style guide.' },
    });
    expect(result.failed).toBe(false);
    expect(result.outputs['triggered-by']).toBe('Codertocat');
    expect(service.prompts[0]).toMatch(
      /^Follow the style guide\.\n\nRequest from Codertocat in a comment:\nfix the broken links on the quickstart page\n\nContext: Issue #1/,
    );
    expect(bodies[0]).toContain('Requested by Codertocat:\n\n> fix the broken links on the quickstart page');
    expect(bodies[1]).toContain('✅ The agent opened a pull request');
  });

  it('pull_request_review_comment /docs: reactions go to the review comment, the comment to the PR', async () => {
    const service = new FakeService();
    permission('Codertocat', 'maintain');
    // On a pull request, the command first looks for the note of a job that opened it (none here: a new job).
    noNote(2);
    reaction(REVIEW_COMMENT_ID, 'eyes', true);
    const bodies = commentLifecycle(2);
    reaction(REVIEW_COMMENT_ID, 'rocket', true);
    const result = await runChecked({
      event: {
        name: 'pull_request_review_comment',
        payload: commentPayload('/docs document this option', { file: 'pull_request_review_comment.created.json' }),
      },
      service,
    });
    expect(result.outputs.status).toBe('completed');
    expect(bodies).toHaveLength(2);
  });

  it('a commenter below min-permission is refused: green, skipped, a notice, no job, no comment', async () => {
    const service = new FakeService();
    permission('Codertocat', 'triage');
    const result = await runCommented('/docs fix it', service);
    expect(result.failed).toBe(false);
    expect(result.outputs).toMatchObject({ status: 'skipped', 'triggered-by': 'Codertocat' });
    expect(result.stdout).toContain(
      `::notice::Refused: "Codertocat" has 'triage' permission on Codertocat/Hello-World; 'min-permission' is 'write'.`,
    );
    expect(service.prompts).toEqual([]);
  });

  it('a commenter the API does not know (404) has no permission', async () => {
    const service = new FakeService();
    permission('Codertocat', 404);
    const result = await runCommented('/docs fix it', service);
    expect(result.outputs.status).toBe('skipped');
    expect(result.stdout).toContain(`has no permission on Codertocat/Hello-World`);
  });

  it('author_association is not trusted: OWNER in the payload still needs the API to agree', async () => {
    const service = new FakeService();
    const payload = commentPayload('/docs fix it');
    expect(JSON.stringify(payload)).toContain('"author_association":"OWNER"');
    permission('Codertocat', 'read');
    const result = await runChecked({ event: { name: 'issue_comment', payload }, service });
    expect(result.outputs.status).toBe('skipped');
  });

  it('a bot is refused without asking the API, unless listed in allowed-bots', async () => {
    const bot = { login: 'renovate[bot]', type: 'Bot' };
    const refused = await runChecked({
      event: { name: 'issue_comment', payload: commentPayload('/docs bump docs', { user: bot }) },
      service: new FakeService(),
    });
    expect(refused.outputs).toMatchObject({ status: 'skipped', 'triggered-by': 'renovate[bot]' });
    expect(refused.stdout).toContain(`::notice::Refused: "renovate[bot]" is a bot not listed in 'allowed-bots'.`);

    const service = new FakeService();
    reaction(COMMENT_ID, 'eyes');
    commentLifecycle(1);
    reaction(COMMENT_ID, 'rocket');
    const allowed = await runChecked({
      event: { name: 'issue_comment', payload: commentPayload('/docs bump docs', { user: bot }) },
      inputs: { 'allowed-bots': 'dependabot, renovate' },
      service,
    });
    expect(allowed.outputs.status).toBe('completed');
  });

  it("the action's own comment never triggers it, even with a command in it", async () => {
    const service = new FakeService();
    const own = `${formatMarker({ kind: 'job', 'job-id': 'job_1', 'run-id': '1', 'workflow-job': 'docs' })}\n/docs do it again`;
    const result = await runChecked({
      event: { name: 'issue_comment', payload: commentPayload(own, { user: { login: 'github-actions[bot]', type: 'Bot' } }) },
      inputs: { 'allowed-bots': '*' },
      service,
    });
    expect(result.outputs.status).toBe('skipped');
    expect(result.stdout).toContain('::notice::Nothing to do: the comment is one this action wrote.');
  });

  it('`/docs ask …` is left to a `mode: ask` step: skipped without any request', async () => {
    const service = new FakeService();
    const result = await runChecked({
      event: { name: 'issue_comment', payload: commentPayload('/docs ask How do I rotate a key?') },
      service,
    });
    expect(result.outputs).toMatchObject({ status: 'skipped', 'triggered-by': 'Codertocat' });
    expect(result.stdout).toContain(`::notice::Nothing to do: '/docs ask' asks the docs assistant, which a step with 'mode: ask' answers.`);
    expect(service.prompts).toEqual([]);
  });

  it('a plain comment is skipped without any request', async () => {
    const result = await runChecked({
      event: { name: 'issue_comment', payload: loadPayload('issue_comment.created.json') },
      service: new FakeService(),
    });
    expect(result.outputs.status).toBe('skipped');
  });

  it('an empty command: a short usage reply, no job', async () => {
    const service = new FakeService();
    permission('Codertocat', 'write');
    let reply = '';
    gh()
      .post(`${REPO}/issues/1/comments`, (b: { body: string }) => {
        reply = b.body;
        return true;
      })
      .reply(201, apiComment(9002, 1, 'usage'));
    const result = await runCommented('/docs   ', service);
    expect(result.failed).toBe(false);
    expect(result.outputs).toMatchObject({
      status: 'skipped',
      'comment-url': 'https://github.com/Codertocat/Hello-World/issues/1#issuecomment-9002',
    });
    expect(service.prompts).toEqual([]);
    expect(parseMarker(reply)).toEqual({ kind: 'usage', 'run-id': RUN_ID, 'workflow-job': 'docs' });
    expect(reply).toContain('/docs fix the broken links on the quickstart page');
    expect(result.stdout).toContain(`::notice::Nothing to do: the comment holds 'command' ("/docs") with no instruction after it.`);
  });

  it('a job that fails: the comment says so, 😕, the step fails', async () => {
    const service = new FakeService();
    service.script = [{ status: 'failed' }];
    permission('Codertocat', 'write');
    reaction(COMMENT_ID, 'eyes');
    const bodies = commentLifecycle(1);
    reaction(COMMENT_ID, 'confused');
    const result = await runCommented('/docs break', service);
    expect(result.failed).toBe(true);
    expect(result.outputs.status).toBe('failed');
    expect(bodies[1]).toContain('❌ The job failed in the service.');
  });

  it('text with @mentions, HTML and workflow commands: inert in the comment and the log, as is in the prompt', async () => {
    const service = new FakeService();
    const nasty =
      '/docs ping @octocat and @acme/docs-team <img src=x onerror=alert(1)> [x](javascript:alert(1))\n::error::injected\n::add-mask::abc';
    permission('Codertocat', 'write');
    reaction(COMMENT_ID, 'eyes');
    const bodies = commentLifecycle(1);
    reaction(COMMENT_ID, 'rocket');
    const result = await runCommented(nasty, service);
    expect(result.outputs.status).toBe('completed');
    expect(service.prompts[0]).toContain('ping @octocat and @acme/docs-team <img src=x onerror=alert(1)>');
    for (const body of bodies) {
      expect(body).not.toMatch(/@[A-Za-z0-9]/);
      expect(body).not.toContain('<img');
      expect(body).not.toMatch(/(?<!\\)\]\(javascript/);
      expect(unsafeRendering(body)).toEqual([]);
      expect(body).toContain('@\u200boctocat');
      expect(body).toContain('@\u200bacme/docs-team');
      expect(body).toContain('&lt;img src=x onerror=alert(1)>');
    }
    expect(result.stdout).not.toMatch(/^::error::injected/m);
    expect(result.stdout).not.toMatch(/^::add-mask::abc/m);
  });
});

describe('events without an issue or comment', () => {
  it.each([
    ['schedule', 'schedule.json', ''],
    ['workflow_dispatch', 'workflow_dispatch.json', ''],
    ['repository_dispatch', 'repository_dispatch.json', ''],
  ])('%s: the prompt is the whole prompt; no GitHub request and no comment', async (name, file, by) => {
    const service = new FakeService();
    const result = await runChecked({ event: { name, payload: loadPayload(file) }, inputs: { prompt: 'Fix broken links.' }, service });
    expect(result.failed).toBe(false);
    expect(service.prompts).toEqual(['Fix broken links.']);
    expect(result.outputs).toMatchObject({ status: 'completed', 'triggered-by': by });
    expect(result.outputs['comment-url']).toBe('');
  });

  it('schedule with issue-number: the comment goes to that issue', async () => {
    const service = new FakeService();
    const bodies = commentLifecycle(12);
    const result = await runChecked({
      event: { name: 'schedule', payload: loadPayload('schedule.json') },
      inputs: { prompt: 'Weekly link check.', 'issue-number': '12' },
      service,
    });
    expect(result.outputs['comment-url']).toContain('/issues/12#issuecomment-9001');
    expect(bodies[0]).toContain('Started by a `schedule` event.');
  });

  it('schedule without a prompt: a clear input error, no job', async () => {
    const service = new FakeService();
    const result = await runChecked({ event: { name: 'schedule', payload: loadPayload('schedule.json') }, service });
    expect(result.failed).toBe(true);
    expect(result.stdout).toMatch(/::error::Invalid input: 'prompt' is empty: .*whole prompt for schedule events/);
    expect(service.prompts).toEqual([]);
  });

  it('an unsupported event fails, listing the supported ones', async () => {
    const result = await runChecked({ event: { name: 'release', payload: {} }, inputs: { prompt: 'x' }, service: new FakeService() });
    expect(result.failed).toBe(true);
    expect(result.stdout).toContain('::error::The "release" event is not supported. Supported events: issues, pull_request,');
  });
});

describe('re-runs of the same workflow run', () => {
  const marker = (jobId: string) => formatMarker({ kind: 'job', 'job-id': jobId, 'run-id': RUN_ID, 'workflow-job': 'docs' });

  /** The issue's comments as an earlier attempt left them: someone else's, a forged marker, and ours. */
  function earlierComments(jobId: string) {
    listedComments([
      apiComment(8000, 1, 'Thanks!', { user: { login: 'someone', type: 'User' } }),
      {
        ...apiComment(8001, 1, `${marker('job_forged')}\nforged`, { user: { login: 'mallory', type: 'User' } }),
        author_association: 'CONTRIBUTOR',
      },
      apiComment(8002, 1, `${marker(jobId)}\n**Docs agent** · job <code>${jobId}</code>`),
    ]);
    // A person's marker counts only when the token is that person's: the token's account is asked once.
    viewer('github-actions[bot]');
  }

  const updates = (id: number, times: number): string[] => commentUpdates(id, 1, { times });

  it('finds the marker comment and resumes the active job instead of starting a second one', async () => {
    const service = new FakeService().add(
      agentJob({ id: 'job_earlier' }),
      { status: 'active' },
      { status: 'completed', prLink: 'https://github.com/acme/docs/pull/3' },
    );
    permission('Codertocat', 'write');
    earlierComments('job_earlier');
    const bodies = updates(8002, 2);
    const result = await runLabelled(service, { env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(service.prompts).toEqual([]);
    expect(result.outputs).toMatchObject({
      'job-id': 'job_earlier',
      status: 'completed',
      'pr-link': 'https://github.com/acme/docs/pull/3',
    });
    expect(result.outputs['comment-url']).toContain('#issuecomment-8002');
    expect(result.stdout).toContain(
      'Resuming agent job "job_earlier", started by an earlier attempt of this run: no second job is started.',
    );
    expect(bodies.at(-1)).toContain('pull/3');
    expect(parseMarker(bodies.at(-1))).toMatchObject({ 'job-id': 'job_earlier' });
  });

  it('reports a recorded job that already ended, without waiting or creating', async () => {
    const service = new FakeService().add(agentJob({ id: 'job_done', status: 'completed', prLink: 'https://github.com/acme/docs/pull/4' }));
    permission('Codertocat', 'write');
    earlierComments('job_done');
    const bodies = updates(8002, 1);
    const result = await runLabelled(service, { env: { GITHUB_RUN_ATTEMPT: '3' } });
    expect(service.prompts).toEqual([]);
    expect(service.gets).toEqual(['job_done']);
    expect(result.outputs).toMatchObject({ 'job-id': 'job_done', status: 'completed' });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain('pull/4');
  });

  it('starts a new job when the recorded one failed, in the same comment', async () => {
    const service = new FakeService().add(agentJob({ id: 'job_failed', status: 'failed' }));
    permission('Codertocat', 'write');
    earlierComments('job_failed');
    const bodies = updates(8002, 2);
    const result = await runLabelled(service, { env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(service.prompts).toHaveLength(1);
    expect(result.outputs).toMatchObject({ 'job-id': 'job_new_1', status: 'completed' });
    expect(bodies).toHaveLength(2);
    expect(parseMarker(bodies[1])).toMatchObject({ 'job-id': 'job_new_1' });
    expect(bodies[1]).toContain('This re-run replaces job `job_failed`, which failed.');
  });

  it('ignores markers by another bot or an organisation member', async () => {
    const service = new FakeService().add(agentJob({ id: 'job_planted' }));
    permission('Codertocat', 'write');
    listedComments([
      apiComment(8001, 1, `${marker('job_planted')}\nfrom another app`, { user: { login: 'other-app[bot]', type: 'Bot' } }),
      {
        ...apiComment(8002, 1, `${marker('job_planted')}\nfrom a member`, { user: { login: 'org-member', type: 'User' } }),
        author_association: 'MEMBER',
      },
    ]);
    // Another bot's or a person's marker is judged against the token's own login (here the workflow token's).
    viewer('github-actions[bot]');
    const bodies = commentLifecycle(1);
    const result = await runLabelled(service, { env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(service.gets).not.toContain('job_planted');
    expect(result.outputs).toMatchObject({ 'job-id': 'job_new_1', status: 'completed' });
    expect(bodies).toHaveLength(2);
  });

  it("a read-only outside collaborator's marker (COLLABORATOR, API permission read) is not adopted: a new job starts", async () => {
    const service = new FakeService().add(agentJob({ id: 'job_planted', status: 'completed', prLink: 'https://github.com/evil/x/pull/1' }));
    permission('Codertocat', 'write');
    listedComments([
      {
        ...apiComment(8001, 1, `${marker('job_planted')}\nplanted`, { user: { login: 'outside-reader', type: 'User' } }),
        author_association: 'COLLABORATOR',
      },
    ]);
    viewer('github-actions[bot]');
    const bodies = commentLifecycle(1);
    const result = await runLabelled(service, { env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(service.gets).not.toContain('job_planted');
    expect(service.prompts).toHaveLength(1);
    expect(result.outputs).toMatchObject({ 'job-id': 'job_new_1', status: 'completed' });
    expect(result.outputs['pr-link']).not.toContain('evil');
    expect(bodies).toHaveLength(2);
  });

  it("a maintainer's marker is not believed (min-permission decides who may trigger, not whose markers count)", async () => {
    const service = new FakeService().add(
      agentJob({ id: 'job_by_maintainer', status: 'completed', prLink: 'https://github.com/x/y/pull/1' }),
    );
    permission('Codertocat', 'write');
    listedComments([
      {
        ...apiComment(8003, 1, `${marker('job_by_maintainer')}\n**Docs agent**`, { user: { login: 'docs-maintainer', type: 'User' } }),
        author_association: 'MEMBER',
      },
    ]);
    viewer('github-actions[bot]');
    const bodies = commentLifecycle(1);
    const result = await runLabelled(service, { env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(result.outputs).toMatchObject({ 'job-id': 'job_new_1', status: 'completed' });
    expect(service.gets).not.toContain('job_by_maintainer');
    expect(service.prompts).toHaveLength(1);
    expect(bodies).toHaveLength(2);
  });

  it("the marker of the token's own account (a person's token) is believed and resumed", async () => {
    const service = new FakeService().add(
      agentJob({ id: 'job_by_pat', status: 'completed', prLink: 'https://github.com/acme/docs/pull/5' }),
    );
    permission('Codertocat', 'write');
    listedComments([
      {
        ...apiComment(8003, 1, `${marker('job_by_pat')}\n**Docs agent**`, { user: { login: 'docs-maintainer', type: 'User' } }),
        author_association: 'MEMBER',
      },
    ]);
    viewer('docs-maintainer');
    const bodies = updates(8003, 1);
    const result = await runLabelled(service, { env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(service.prompts).toEqual([]);
    expect(result.outputs).toMatchObject({ 'job-id': 'job_by_pat', status: 'completed' });
    expect(bodies[0]).toContain('pull/5');
  });

  it("a GitHub App token's re-run adopts its own job (its bot login learnt from GraphQL's viewer): no second job or comment", async () => {
    const app = { login: 'docs-bot[bot]', type: 'Bot' };
    const service = new FakeService().add(
      agentJob({ id: 'job_by_app', status: 'completed', prLink: 'https://github.com/acme/docs/pull/6' }),
    );
    permission('Codertocat', 'write');
    listedComments([
      apiComment(8001, 1, `${marker('job_planted')}\nfrom another app`, { user: { login: 'evil[bot]', type: 'Bot' } }),
      apiComment(8002, 1, `${marker('job_by_app')}\n**Docs agent**`, { user: app }),
    ]);
    viewer('docs-bot[bot]');
    const bodies = updates(8002, 1);
    const result = await runLabelled(service, { env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(service.prompts).toEqual([]);
    expect(service.gets).toEqual(['job_by_app']);
    expect(result.outputs).toMatchObject({ 'job-id': 'job_by_app', status: 'completed', 'pr-link': 'https://github.com/acme/docs/pull/6' });
    expect(result.outputs['comment-url']).toContain('#issuecomment-8002');
    expect(bodies).toHaveLength(1);
  });

  it("an App token refuses another bot's marker (evil[bot]): a new job, a new comment", async () => {
    const service = new FakeService().add(agentJob({ id: 'job_planted', status: 'completed', prLink: 'https://github.com/evil/x/pull/1' }));
    permission('Codertocat', 'write');
    listedComments([apiComment(8001, 1, `${marker('job_planted')}\nplanted`, { user: { login: 'evil[bot]', type: 'Bot' } })]);
    viewer('docs-bot[bot]');
    const bodies = commentLifecycle(1);
    const result = await runLabelled(service, { env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(service.gets).not.toContain('job_planted');
    expect(service.prompts).toHaveLength(1);
    expect(result.outputs).toMatchObject({ 'job-id': 'job_new_1', status: 'completed' });
    expect(bodies).toHaveLength(2);
  });

  it("a failing viewer query on a re-run: the App's marker is not believed, a warning, the run goes on", async () => {
    const service = new FakeService();
    permission('Codertocat', 'write');
    listedComments([apiComment(8002, 1, `${marker('job_by_app')}\n**Docs agent**`, { user: { login: 'docs-bot[bot]', type: 'Bot' } })]);
    viewer({ status: 403, message: 'Resource not accessible by integration' });
    const bodies = commentLifecycle(1);
    const result = await runLabelled(service, { env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(result.failed).toBe(false);
    expect(result.stdout).toContain(
      "::warning::Could not learn which account 'github-token' acts as (GraphQL viewer: Resource not accessible by integration)",
    );
    expect(service.prompts).toHaveLength(1);
    expect(bodies).toHaveLength(2);
  });

  it('a first attempt never lists comments (nothing to find)', async () => {
    const service = new FakeService();
    permission('Codertocat', 'write');
    commentLifecycle(1);
    const result = await runLabelled(service);
    expect(result.failed).toBe(false);
    expect(service.prompts).toHaveLength(1);
  });
});

describe('GitHub failures never lose the job', () => {
  it('a 403 on commenting: a warning naming issues: write, outputs and summary still written, green', async () => {
    const service = new FakeService();
    permission('Codertocat', 'write');
    gh().post(`${REPO}/issues/1/comments`).reply(403, { message: 'Resource not accessible by integration' });
    const result = await runLabelled(service);
    expect(result.failed).toBe(false);
    expect(result.outputs).toMatchObject({ status: 'completed', 'pr-link': 'https://github.com/acme/docs/pull/7', 'comment-url': '' });
    expect(result.stdout).toMatch(/::warning::Could not create the comment on #1: GitHub answered 403 .*`permissions: issues: write`/);
    expect(result.summary).toContain('https://github.com/acme/docs/pull/7');
  });

  it('a 403 on a pull request names pull-requests: write; a 403 on a reaction is a warning too', async () => {
    const service = new FakeService();
    permission('Codertocat', 'write');
    noNote(2);
    gh().post(`${REPO}/pulls/comments/${REVIEW_COMMENT_ID}/reactions`).reply(403, { message: 'Resource not accessible by integration' });
    gh().post(`${REPO}/issues/2/comments`).reply(403, { message: 'Resource not accessible by integration' });
    gh().post(`${REPO}/pulls/comments/${REVIEW_COMMENT_ID}/reactions`).reply(403, { message: 'Resource not accessible by integration' });
    const result = await runChecked({
      event: {
        name: 'pull_request_review_comment',
        payload: commentPayload('/docs fix', { file: 'pull_request_review_comment.created.json' }),
      },
      service,
    });
    expect(result.failed).toBe(false);
    expect(result.outputs.status).toBe('completed');
    expect(result.stdout).toMatch(/::warning::Could not create the comment on #2: .*`permissions: pull-requests: write`/);
    expect(result.stdout).toMatch(/::warning::Could not add the eyes reaction .*`permissions: pull-requests: write`/);
  });

  it('comment: false writes no comment; reactions still tell the commenter', async () => {
    const service = new FakeService();
    permission('Codertocat', 'write');
    reaction(COMMENT_ID, 'eyes');
    reaction(COMMENT_ID, 'rocket');
    const result = await runCommented('/docs fix', service, { inputs: { comment: 'false' } });
    expect(result.outputs).toMatchObject({ status: 'completed', 'comment-url': '' });
  });

  it('dry run: the permission is read, nothing is written and no job is created', async () => {
    const service = new FakeService();
    permission('Codertocat', 'write');
    // The dry run reads the budget's ledger (none yet: an empty one), and writes nothing.
    gh().get(`${REPO}/git/ref/docs-agent%2Fbudget%2Fproj-1`).reply(404, { message: 'Not Found' });
    // The token's write permissions: writes GitHub allows and then refuses for their made-up content (422).
    writeProbes({ contents: 422, comment: { issue: 1, answer: 422 } });
    const result = await runCommented('/docs fix it', service, { inputs: { 'dry-run': 'true' } });
    expect(result.outputs.status).toBe('dry-run');
    expect(service.prompts).toEqual([]);
    expect(result.stdout).toContain(
      "Dry run check: 'contents: write' on Codertocat/Hello-World (the budget's ledger): passed (GitHub allowed a write and refused only its made-up content (422): nothing was written)",
    );
    expect(result.stdout).toContain("Dry run check: 'issues: write' on Codertocat/Hello-World#1 (the job's comment): passed");
  });

  it('dry run without the write permissions: each check failed with the permissions block to add; status error, nothing written', async () => {
    const service = new FakeService();
    permission('Codertocat', 'write');
    gh().get(`${REPO}/git/ref/docs-agent%2Fbudget%2Fproj-1`).reply(404, { message: 'Not Found' });
    writeProbes({ contents: 403, comment: { issue: 1, answer: 403 } });
    const result = await runCommented('/docs fix it', service, { inputs: { 'dry-run': 'true' } });
    expect(result.failed).toBe(true);
    expect(result.outputs.status).toBe('error');
    expect(service.prompts).toEqual([]);
    expect(result.stdout).toContain(
      "::error::Dry run check: 'contents: write' on Codertocat/Hello-World (the budget's ledger): failed (GitHub refused a write with 403 (Resource not accessible by integration); GitHub says it needs contents=write: add `permissions: contents: write` to the workflow or the job)",
    );
    expect(result.stdout).toContain(
      "::error::Dry run check: 'issues: write' on Codertocat/Hello-World#1 (the job's comment): failed (GitHub refused a write with 403 (Resource not accessible by integration); GitHub says it needs issues=write; pull_requests=write: add `permissions: issues: write` to the workflow or the job)",
    );
  });

  it('dry run: a probe GitHub answers with neither 422 nor a refusal could not check: a warning, and the step stays green', async () => {
    const service = new FakeService();
    permission('Codertocat', 'write');
    gh().get(`${REPO}/git/ref/docs-agent%2Fbudget%2Fproj-1`).reply(404, { message: 'Not Found' });
    writeProbes({ contents: 422 });
    // An answer that says nothing about the permission (a 400 is not retried): the permission is unknown.
    gh().post(`${REPO}/issues/1/comments`, { body: '' }).reply(400, { message: 'Problems parsing JSON' });
    const result = await runCommented('/docs fix it', service, { inputs: { 'dry-run': 'true' } });
    expect(result.failed).toBe(false);
    expect(result.outputs.status).toBe('dry-run');
    expect(result.stdout).toMatch(
      /::warning::Dry run check: 'issues: write' on Codertocat\/Hello-World#1 \(the job's comment\): could not check \(GitHub answered 400 \(Problems parsing JSON\); a run needs it: add `permissions: issues: write` to the workflow or the job if it is missing\)/,
    );
  });
});
