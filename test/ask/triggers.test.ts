/**
 * Ask mode on recorded event payloads: `run()` with the GitHub API and the
 * assistant endpoint answered by nock (every request the action makes must
 * be expected here, and every expected one made).
 */
import { readFileSync } from 'node:fs';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { answerMarker, renderAnswerComment } from '../../src/comment/answer.ts';
import { parseMarker } from '../../src/comment/marked.ts';
import { v2AnswerBody, type StreamedAnswer } from '../helpers/assistant-stream.ts';
import { commentPayload, labelPayload, loadPayload } from '../../tools/events.ts';
import { unsafeRendering } from '../helpers/links.ts';
import {
  COMMENT_ID,
  REVIEW_COMMENT_ID,
  apiComment,
  commentUpdates,
  gh,
  keepBody,
  permission,
  reaction,
  useStrictNock,
  viewer,
} from '../helpers/github-nock.ts';
import { REPO, RUN_ID, runInProcess, type InProcessResult, type InProcessRun } from '../helpers/run.ts';

/** The answers an issue gets in an hour before the loop guard holds the next one back. */
const ANSWERS_PER_ISSUE_PER_HOUR = 10;

const ASSISTANT = 'https://api.docs.test';
const ROUTE = '/discovery/v2/assistant/acme/message';
const BOT = { login: 'github-actions[bot]', type: 'Bot' };

useStrictNock();

const askInputs = { mode: 'ask', 'assistant-api-key': 'svc_dsc_public', domain: 'acme' };

interface ListedComment {
  id: number;
  body: string;
  user?: { login: string; type: string };
  author_association?: string;
  created_at?: string;
}

/** Expects the comments of `issue` to be listed, answering these. */
function listComments(issue: number, comments: ListedComment[] = []) {
  return gh()
    .get(`${REPO}/issues/${issue}/comments`)
    .query({ per_page: '100' })
    .reply(
      200,
      comments.map((c) => ({
        user: BOT,
        author_association: 'NONE',
        created_at: '2026-11-22T08:00:00Z',
        html_url: `https://github.com/Codertocat/Hello-World/issues/${issue}#issuecomment-${c.id}`,
        ...c,
      })),
    );
}

/** Expects one comment created on `issue`; returns the bodies written. */
function postComment(issue: number, status = 201): string[] {
  const bodies: string[] = [];
  gh()
    .post(`${REPO}/issues/${issue}/comments`)
    .reply(
      status,
      keepBody(bodies, (body) => (status === 201 ? apiComment(7001, issue, body) : { message: 'Resource not accessible by integration' })),
    );
  return bodies;
}

/** Expects one question to the assistant; returns the request bodies. */
async function assistant(answer: StreamedAnswer): Promise<Record<string, unknown>[]> {
  const requests: Record<string, unknown>[] = [];
  const body = await v2AnswerBody(answer);
  nock(ASSISTANT, { reqheaders: { authorization: 'Bearer svc_dsc_public' } })
    .post(ROUTE, (b: Record<string, unknown>) => {
      requests.push(b);
      return true;
    })
    .reply(200, body, { 'content-type': 'text/event-stream' });
  return requests;
}

const question = (request: Record<string, unknown> | undefined): unknown =>
  (request?.messages as { parts: { text: string }[] }[] | undefined)?.[0]?.parts[0]?.text;

async function runAsk(options: Omit<InProcessRun, 'service'>): Promise<InProcessResult> {
  const result = await runInProcess({ ...options, inputs: { ...askInputs, ...options.inputs } });
  expect(result.stdout).not.toContain('Nock: No match');
  return result;
}

/** Runs ask mode on an `issue_comment` event whose comment is `body`. */
function askIn(body: string): Promise<InProcessResult> {
  return runAsk({ event: { name: 'issue_comment', payload: commentPayload(body) } });
}

/** An earlier answer of the action (`'a'`, no sources) whose marker names `threadId`. */
const threadAnswer = (threadId: string): string =>
  renderAnswerComment({ answer: 'a', sources: [], marker: answerMarker({ threadId }, { 'run-id': '1' }) });

/** As many answers as the loop guard allows in an hour, one a minute from 09:10, by `user` when given. */
function answersThisHour(body: string, user?: { login: string; type: string }): ListedComment[] {
  return Array.from({ length: ANSWERS_PER_ISSUE_PER_HOUR }, (_, i) => ({
    id: i + 1,
    body,
    ...(user === undefined ? {} : { user }),
    created_at: `2026-11-22T09:${String(10 + i)}:00Z`,
  }));
}

const emptyAnswerOutputs = { answer: '', 'thread-id': '', 'thread-key': '', sources: '[]' };

describe('ask mode: /docs ask in a comment', () => {
  it('answers with one comment: the answer, https sources, and the marker with the thread id', async () => {
    permission('Codertocat', 'write');
    listComments(1);
    reaction(COMMENT_ID, 'eyes');
    const requests = await assistant({
      text: 'Rotate it under **Settings → API keys**.',
      sources: [
        { url: 'https://acme.docs.example/keys', title: 'API keys' },
        { url: 'http://plain.example/old', title: 'Old page' },
      ],
      threadId: 'thr_1',
    });
    const bodies = postComment(1);
    const result = await askIn('/docs ask How do I rotate an API key?');

    expect(result.failed, result.stdout).toBe(false);
    expect(requests).toHaveLength(1);
    expect(question(requests[0])).toBe('How do I rotate an API key?');
    expect(requests[0]?.threadId).toBeNull();
    expect(bodies).toHaveLength(1);
    const body = bodies[0]!;
    expect(parseMarker(body)).toEqual({ kind: 'answer', 'thread-id': 'thr_1', 'run-id': RUN_ID, 'workflow-job': 'docs' });
    expect(body).toContain('Rotate it under **Settings → API keys**.');
    expect(body).toContain('- [API keys](https://acme.docs.example/keys)');
    expect(body).toContain('- Old page (`http://plain.example/old`)');
    expect(body).not.toContain('href="http://');
    expect(result.outputs).toMatchObject({
      answer: 'Rotate it under **Settings → API keys**.',
      'thread-id': 'thr_1',
      'thread-key': '',
      'triggered-by': 'Codertocat',
      'comment-url': 'https://github.com/Codertocat/Hello-World/issues/1#issuecomment-7001',
    });
    expect(JSON.parse(result.outputs.sources!)).toEqual([
      { url: 'https://acme.docs.example/keys', title: 'API keys' },
      { url: 'http://plain.example/old', title: 'Old page' },
    ]);
    expect(result.summary).toContain('## Docs assistant');
  });

  it('a failed question: outputs and summary are written before the 😕 reaction (a cancelled run is killed soon after)', async () => {
    permission('Codertocat', 'write');
    listComments(1);
    reaction(COMMENT_ID, 'eyes');
    nock(ASSISTANT).post(ROUTE).reply(500, { error: 'The assistant is down' });
    const seen = { outputs: '', summary: '' };
    gh()
      .post(`${REPO}/issues/comments/${COMMENT_ID}/reactions`, { content: 'confused' })
      .reply(201, () => {
        seen.outputs = readFileSync(process.env.GITHUB_OUTPUT ?? '', 'utf8');
        seen.summary = readFileSync(process.env.GITHUB_STEP_SUMMARY ?? '', 'utf8');
        return { id: 2, content: 'confused' };
      });
    const result = await askIn('/docs ask Why?');
    expect(result.failed).toBe(true);
    expect(seen.outputs).toContain('triggered-by');
    expect(seen.summary).toContain('The assistant is down');
  });

  it('a follow-up continues the thread of the latest answer the action wrote, not a forged one', async () => {
    permission('Codertocat', 'write');
    listComments(1, [
      { id: 1, body: threadAnswer('thr_old') },
      { id: 2, body: '/docs ask How do I rotate an API key?', user: { login: 'Codertocat', type: 'User' }, author_association: 'OWNER' },
      { id: 3, body: threadAnswer('thr_prev') },
      // Someone without a role writes a marker of their own: not believed.
      { id: 4, body: threadAnswer('thr_forged'), user: { login: 'mallory', type: 'User' }, author_association: 'NONE' },
      // Nor a read-only outside collaborator, whatever author_association says.
      { id: 5, body: threadAnswer('thr_reader'), user: { login: 'outside-reader', type: 'User' }, author_association: 'COLLABORATOR' },
    ]);
    // Their markers are judged against the token's own account, asked once: no permission is read.
    viewer('github-actions[bot]');
    reaction(COMMENT_ID, 'eyes');
    const requests = await assistant({ text: 'Revoke the old one.', threadId: 'thr_prev' });
    const bodies = postComment(1);
    const result = await askIn('/docs ask And if it leaked?');

    expect(result.failed, result.stdout).toBe(false);
    expect(requests[0]?.threadId).toBe('thr_prev');
    expect(parseMarker(bodies[0])?.['thread-id']).toBe('thr_prev');
    expect(result.outputs['thread-id']).toBe('thr_prev');
  });

  it('min-permission: read lets an outsider ask, not steer: their answer marker (read permission) is not followed', async () => {
    // On a public repository GitHub answers 'read' for anyone: the outsider may trigger, and seeds a thread first.
    permission('Codertocat', 'read');
    listComments(1, [
      { id: 1, body: threadAnswer('thr_maintainers') },
      { id: 2, body: threadAnswer('thr_seeded'), user: { login: 'outsider', type: 'User' }, author_association: 'NONE' },
    ]);
    viewer('github-actions[bot]');
    reaction(COMMENT_ID, 'eyes');
    const requests = await assistant({ text: 'Sure.', threadId: 'thr_maintainers' });
    postComment(1);
    const result = await runAsk({
      event: { name: 'issue_comment', payload: commentPayload('/docs ask And then?') },
      inputs: { 'min-permission': 'read' },
    });
    expect(result.failed, result.stdout).toBe(false);
    expect(requests[0]?.threadId).toBe('thr_maintainers');
    expect(result.outputs['thread-id']).toBe('thr_maintainers');
  });

  it.each([
    {
      title: "a writer's thread marker (API permission write) is not followed: only the action's own markers count",
      comments: [
        { id: 1, body: threadAnswer('thr_bot') },
        { id: 2, body: threadAnswer('thr_writer'), user: { login: 'docs-writer', type: 'User' }, author_association: 'CONTRIBUTOR' },
      ],
      identify: () => viewer('github-actions[bot]'),
      thread: 'thr_bot',
    },
    {
      title: "a GitHub App token: a follow-up continues its own bot's thread (login from GraphQL's viewer), not evil[bot]'s",
      comments: [
        { id: 1, body: threadAnswer('thr_app'), user: { login: 'docs-bot[bot]', type: 'Bot' } },
        { id: 2, body: threadAnswer('thr_evil'), user: { login: 'evil[bot]', type: 'Bot' } },
      ],
      identify: () => viewer('docs-bot[bot]'),
      thread: 'thr_app',
    },
  ])('$title', async ({ comments, identify, thread }) => {
    permission('Codertocat', 'write');
    listComments(1, comments);
    // The look-up that tells whose marker it is: the token's own login.
    identify();
    reaction(COMMENT_ID, 'eyes');
    const requests = await assistant({ text: 'Sure.', threadId: thread });
    postComment(1);
    const result = await askIn('/docs ask And then?');
    expect(result.failed, result.stdout).toBe(false);
    expect(requests[0]?.threadId).toBe(thread);
  });

  it('a pull request review comment: 👀 on the review comment, the answer on the pull request', async () => {
    permission('Codertocat', 'admin');
    listComments(2);
    reaction(REVIEW_COMMENT_ID, 'eyes', true);
    await assistant({ text: 'Yes.', threadId: 'thr_pr' });
    const bodies = postComment(2);
    const payload = commentPayload('/docs ask is this page current?', { file: 'pull_request_review_comment.created.json' });
    const result = await runAsk({ event: { name: 'pull_request_review_comment', payload } });
    expect(result.failed, result.stdout).toBe(false);
    expect(bodies).toHaveLength(1);
  });

  it('a commenter below min-permission is refused: green, a notice, nothing asked', async () => {
    permission('Codertocat', 'read');
    const result = await askIn('/docs ask what?');
    expect(result.failed).toBe(false);
    expect(result.stdout).toContain(
      "::notice::Refused: \"Codertocat\" has 'read' permission on Codertocat/Hello-World; 'min-permission' is 'write'.",
    );
    expect(result.outputs).toMatchObject({ ...emptyAnswerOutputs, 'triggered-by': 'Codertocat', 'comment-url': '' });
  });

  it('a bot not in allowed-bots is refused without a permission call; a listed one is answered', async () => {
    const bot = { login: 'helper[bot]', type: 'Bot' };
    const refused = await runAsk({ event: { name: 'issue_comment', payload: commentPayload('/docs ask what?', { user: bot }) } });
    expect(refused.failed).toBe(false);
    expect(refused.stdout).toContain(`::notice::Refused: "helper[bot]" is a bot not listed in 'allowed-bots'.`);
    expect(refused.outputs).toMatchObject({ ...emptyAnswerOutputs, 'triggered-by': 'helper[bot]' });

    listComments(1);
    reaction(COMMENT_ID, 'eyes');
    await assistant({ text: 'Yes.', threadId: 'thr_bot' });
    const bodies = postComment(1);
    const allowed = await runAsk({
      event: { name: 'issue_comment', payload: commentPayload('/docs ask what?', { user: bot }) },
      inputs: { 'allowed-bots': 'helper' },
    });
    expect(allowed.failed, allowed.stdout).toBe(false);
    expect(bodies).toHaveLength(1);
  });

  it("the action's own answer never triggers, even when it quotes the command", async () => {
    const body = renderAnswerComment({ answer: '/docs ask me again', sources: [], marker: answerMarker({ threadId: 't' }) });
    const result = await runAsk({ event: { name: 'issue_comment', payload: commentPayload(body, { user: BOT }) } });
    expect(result.failed).toBe(false);
    expect(result.stdout).toContain('::notice::Nothing to do: the comment is one this action wrote.');
    expect(result.outputs).toMatchObject(emptyAnswerOutputs);
  });

  it('`/docs ask` with no question: a usage reply, no question sent', async () => {
    permission('Codertocat', 'write');
    const bodies = postComment(1);
    const result = await askIn('/docs ask');
    expect(result.failed).toBe(false);
    expect(result.stdout).toContain("::notice::Nothing to ask: the comment holds '/docs ask' with no question after it.");
    expect(bodies).toHaveLength(1);
    expect(parseMarker(bodies[0])).toMatchObject({ kind: 'usage', 'run-id': RUN_ID });
    expect(bodies[0]).toContain('write the question after `/docs ask`');
    expect(result.outputs).toMatchObject({
      ...emptyAnswerOutputs,
      'comment-url': 'https://github.com/Codertocat/Hello-World/issues/1#issuecomment-7001',
    });
  });

  it(`the loop guard: ${ANSWERS_PER_ISSUE_PER_HOUR} answers on the issue within the hour, and the next question is not answered`, async () => {
    permission('Codertocat', 'write');
    const answer = renderAnswerComment({ answer: 'a', sources: [], marker: answerMarker({ threadId: 't' }) });
    listComments(1, answersThisHour(answer));
    const result = await askIn('/docs ask again?');
    expect(result.failed).toBe(false);
    expect(result.stdout).toContain(
      `::notice::Not answering: #1 already has ${ANSWERS_PER_ISSUE_PER_HOUR} answers from the last hour (at most ${ANSWERS_PER_ISSUE_PER_HOUR}), a guard against answer loops.`,
    );
  });

  it("the loop guard counts a GitHub App token's own answers", async () => {
    permission('Codertocat', 'write');
    const answer = renderAnswerComment({ answer: 'a', sources: [], marker: answerMarker({ threadId: 't' }) });
    listComments(1, answersThisHour(answer, { login: 'docs-bot[bot]', type: 'Bot' }));
    viewer('docs-bot[bot]');
    const result = await askIn('/docs ask again?');
    expect(result.failed).toBe(false);
    expect(result.stdout).toContain(`::notice::Not answering: #1 already has ${ANSWERS_PER_ISSUE_PER_HOUR} answers from the last hour`);
  });

  it('older answers do not count toward the loop guard', async () => {
    permission('Codertocat', 'write');
    const answer = renderAnswerComment({ answer: 'a', sources: [], marker: answerMarker({ threadId: 't' }) });
    listComments(
      1,
      Array.from({ length: ANSWERS_PER_ISSUE_PER_HOUR }, (_, i) => ({ id: i + 1, body: answer, created_at: '2026-11-22T08:59:59Z' })),
    );
    reaction(COMMENT_ID, 'eyes');
    await assistant({ text: 'ok', threadId: 't' });
    const bodies = postComment(1);
    const result = await askIn('/docs ask again?');
    expect(result.failed, result.stdout).toBe(false);
    expect(bodies).toHaveLength(1);
  });

  it('a 403 on commenting is a warning naming issues: write; the answer is kept in the outputs and the summary', async () => {
    permission('Codertocat', 'write');
    listComments(1);
    reaction(COMMENT_ID, 'eyes');
    await assistant({ text: 'The answer survives.', threadId: 'thr_403' });
    postComment(1, 403);
    const result = await askIn('/docs ask what?');
    expect(result.failed).toBe(false);
    expect(result.stdout).toMatch(/::warning::Could not post the answer on #1: GitHub answered 403 .*permissions: issues: write/);
    expect(result.outputs).toMatchObject({ answer: 'The answer survives.', 'thread-id': 'thr_403', 'comment-url': '' });
    expect(result.summary).toContain('The answer survives.');
  });

  it('an answer with @mentions, HTML and workflow commands is inert in the comment and in the log', async () => {
    permission('Codertocat', 'write');
    listComments(1);
    reaction(COMMENT_ID, 'eyes');
    const text = 'Ask @octocat or @acme/docs-team.\n<img src=x onerror=alert(1)>\n::error::pwned\n::add-mask::nothing';
    await assistant({ text, sources: [{ url: 'https://d.example/a', title: '@team <b>x</b>' }], threadId: 'thr_x' });
    const bodies = postComment(1);
    const result = await askIn('/docs ask who?');
    expect(result.failed, result.stdout).toBe(false);
    const body = bodies[0]!;
    expect(body).toContain('Ask @\u200boctocat or @\u200bacme/docs-team.');
    expect(body).toContain('\\<img src=x onerror=alert(1)>');
    expect(body).not.toMatch(/(?<!\\)<img|<b>|@octocat|@team/);
    expect(unsafeRendering(body)).toEqual([]);
    expect(body).toContain('- [@\u200bteam &lt;b>x&lt;/b>](https://d.example/a)');
    // The answer is logged only between stop-commands markers: no line of it reaches the runner as a command.
    const verbatim = /::stop-commands::(\S+)\n([\s\S]*?)\n::\1::\n/.exec(result.stdout);
    expect(verbatim?.[2]).toContain('::error::pwned');
    const outside = result.stdout.replace(verbatim?.[0] ?? '', '');
    expect(outside).not.toMatch(/^::error::pwned/m);
    expect(outside).not.toMatch(/^::add-mask::nothing/m);
    expect(result.outputs.answer).toBe(text);
  });
});

describe('ask mode: labelled issues', () => {
  it('an issue labelled with ask-label: title + body asked, one answer comment, no reaction', async () => {
    permission('Codertocat', 'write');
    listComments(1);
    const requests = await assistant({ text: 'Fixed in the docs.', threadId: 'thr_issue' });
    const bodies = postComment(1);
    const payload = labelPayload('question');
    const result = await runAsk({ event: { name: 'issues', payload } });
    expect(result.failed, result.stdout).toBe(false);
    expect(question(requests[0])).toBe(`${payload.issue!.title}\n\n${payload.issue!.body!}`);
    expect(parseMarker(bodies[0])).toMatchObject({ kind: 'answer', 'thread-id': 'thr_issue' });
    expect(result.outputs).toMatchObject({ 'triggered-by': 'Codertocat', 'thread-id': 'thr_issue' });
  });

  it('an issue opened with ask-label (from a template) is left to its labeled event: nothing asked twice', async () => {
    const payload = loadPayload('issues.opened.json');
    (payload.issue as unknown as { labels: { name: string }[] }).labels = [{ name: 'question' }];
    const result = await runAsk({ event: { name: 'issues', payload } });
    expect(result.failed).toBe(false);
    expect(result.stdout).toContain(`::notice::Nothing to do: the issues event's action is "opened"; it starts on 'labeled' only.`);
    expect(result.outputs).toMatchObject(emptyAnswerOutputs);
  });

  it('ask-label is configurable', async () => {
    permission('Codertocat', 'write');
    listComments(1);
    await assistant({ text: 'Yes.', threadId: 'thr_label' });
    const bodies = postComment(1);
    const result = await runAsk({
      event: { name: 'issues', payload: labelPayload('docs question') },
      inputs: { 'ask-label': 'docs question' },
    });
    expect(result.failed, result.stdout).toBe(false);
    expect(bodies).toHaveLength(1);
  });

  it("a label by the issue's author (an issue template's) proves no triage permission: the author is checked even under min-permission triage", async () => {
    permission('Codertocat', 'read');
    const result = await runAsk({ event: { name: 'issues', payload: labelPayload('question') }, inputs: { 'min-permission': 'triage' } });
    expect(result.failed).toBe(false);
    expect(result.stdout).toContain(
      "::notice::Refused: \"Codertocat\" has 'read' permission on Codertocat/Hello-World; 'min-permission' is 'triage'.",
    );
  });

  it('a label added by someone else under min-permission triage needs no permission call (labelling takes triage)', async () => {
    listComments(1);
    await assistant({ text: 'ok', threadId: 't' });
    postComment(1);
    const payload = labelPayload('question');
    payload.sender = { login: 'octo-triager', type: 'User' };
    const result = await runAsk({ event: { name: 'issues', payload }, inputs: { 'min-permission': 'triage' } });
    expect(result.failed, result.stdout).toBe(false);
    expect(result.outputs['triggered-by']).toBe('octo-triager');
  });

  it('another label (the agent label too) is skipped green with a notice, nothing asked', async () => {
    const result = await runAsk({ event: { name: 'issues', payload: labelPayload('docs-agent') } });
    expect(result.failed).toBe(false);
    expect(result.stdout).toContain(`::notice::Nothing to do: the label added is "docs-agent", not 'ask-label' ("question").`);
    expect(result.outputs).toMatchObject({ ...emptyAnswerOutputs, 'triggered-by': 'Codertocat' });
  });

  it('a plain /docs <instruction> is for agent mode: skipped green with a notice', async () => {
    const result = await askIn('/docs fix the links');
    expect(result.failed).toBe(false);
    expect(result.stdout).toContain(
      "::notice::Nothing to do: '/docs <instruction>' starts an agent job, which a step with 'mode: agent' runs",
    );
    expect(result.outputs).toMatchObject(emptyAnswerOutputs);
  });
});

describe('ask mode: re-runs', () => {
  it('a re-run of the same workflow run updates its answer in place and continues the thread before it, not its own', async () => {
    permission('Codertocat', 'write');
    const answer = (threadId: string, runId: string) =>
      renderAnswerComment({ answer: 'a', sources: [], marker: answerMarker({ threadId }, { 'run-id': runId, 'workflow-job': 'docs' }) });
    listComments(1, [
      { id: 11, body: answer('thr_before', '1') },
      { id: 12, body: answer('thr_attempt1', RUN_ID) },
    ]);
    reaction(COMMENT_ID, 'eyes');
    const requests = await assistant({ text: 'again', threadId: 'thr_before' });
    const bodies = commentUpdates(12, 1);
    const result = await runAsk({
      event: { name: 'issue_comment', payload: commentPayload('/docs ask again?') },
      env: { GITHUB_RUN_ATTEMPT: '2' },
    });
    expect(result.failed, result.stdout).toBe(false);
    expect(requests[0]?.threadId).toBe('thr_before');
    expect(bodies).toHaveLength(1);
    expect(result.outputs['comment-url']).toBe('https://github.com/Codertocat/Hello-World/issues/1#issuecomment-12');
  });
});

describe('ask mode: schedule and dispatch', () => {
  it('workflow_dispatch asks the question input and writes no comment', async () => {
    const requests = await assistant({ text: 'Scheduled.', threadId: 'thr_s' });
    const result = await runAsk({
      event: { name: 'workflow_dispatch', payload: loadPayload('workflow_dispatch.json') },
      inputs: { question: 'Any news?' },
    });
    expect(result.failed, result.stdout).toBe(false);
    expect(question(requests[0])).toBe('Any news?');
    expect(result.outputs).toMatchObject({ answer: 'Scheduled.', 'thread-id': 'thr_s', 'triggered-by': '' });
  });

  it('with issue-number: answered on that issue, continuing its conversation', async () => {
    listComments(5, [{ id: 1, body: renderAnswerComment({ answer: 'a', sources: [], marker: answerMarker({ threadId: 'thr_5' }) }) }]);
    const requests = await assistant({ text: 'Weekly.', threadId: 'thr_5' });
    const bodies = postComment(5);
    const result = await runAsk({
      event: { name: 'workflow_dispatch', payload: loadPayload('workflow_dispatch.json') },
      inputs: { question: 'Any news?', 'issue-number': '5' },
    });
    expect(result.failed, result.stdout).toBe(false);
    expect(requests[0]?.threadId).toBe('thr_5');
    expect(bodies).toHaveLength(1);
    expect(result.outputs['comment-url']).toBe('https://github.com/Codertocat/Hello-World/issues/5#issuecomment-7001');
  });
});

describe('ask mode: an empty question', () => {
  it.each(['schedule', 'workflow_dispatch'])('%s without question: an input error with the others, before any request', async (name) => {
    // No GitHub or assistant request is expected: nock refuses any (and the helper fails on one).
    const result = await runAsk({
      event: { name, payload: loadPayload(`${name}.json`) },
      inputs: { question: ' ', 'issue-number': '5', 'thread-key': 'k' },
    });
    expect(result.failed).toBe(true);
    expect(result.stdout).toContain(
      `::error::Invalid inputs:%0A  - 'question' is empty: give the question to ask (the ${name} event carries none)`,
    );
    expect(result.stdout).toContain(`'thread-key' is given without 'thread-id'`);
    expect(result.stdout).not.toContain('Could not read the comments');
  });
});

describe('ask mode: GitHub failures', () => {
  it('comments that cannot be read: a warning, and the question starts a new conversation', async () => {
    permission('Codertocat', 'write');
    // A 403 is not retried (a 5xx would be, with pauses).
    gh().get(`${REPO}/issues/1/comments`).query({ per_page: '100' }).reply(403, { message: 'Resource not accessible by integration' });
    reaction(COMMENT_ID, 'eyes');
    const requests = await assistant({ text: 'ok', threadId: 'thr_new' });
    postComment(1);
    const result = await askIn('/docs ask what?');
    expect(result.failed, result.stdout).toBe(false);
    expect(result.stdout).toContain('::warning::Could not read the comments on #1');
    expect(requests[0]?.threadId).toBeNull();
  });

  it('a 403 on a pull request names pull-requests: write', async () => {
    permission('Codertocat', 'write');
    listComments(2);
    reaction(REVIEW_COMMENT_ID, 'eyes', true);
    await assistant({ text: 'kept', threadId: 't' });
    postComment(2, 403);
    const payload = commentPayload('/docs ask ok?', { file: 'pull_request_review_comment.created.json' });
    const result = await runAsk({ event: { name: 'pull_request_review_comment', payload } });
    expect(result.failed).toBe(false);
    expect(result.stdout).toMatch(/::warning::Could not post the answer on #2: GitHub answered 403 .*permissions: pull-requests: write/);
    expect(result.outputs.answer).toBe('kept');
  });
});
