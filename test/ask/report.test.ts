/**
 * `reportAskOutcome`, for each way an ask run ends: the outputs (every
 * answer output always set, empty unless answered), the job summary, the log,
 * whether the step fails, and GitHub (the answer posted, 😕 on a failure)
 * only after the outputs and the summary are written.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { reportAskOutcome } from '../../src/modes/ask/report.ts';
import { OutputSet } from '../../src/runner/outputs.ts';
import type { AskFacts, AskOutcome } from '../../src/modes/ask/outcome.ts';
import { AskStreamError, type Answer } from '../../src/service/assistant/answer.ts';
import { InputError } from '../../src/util/errors.ts';
import { useRunnerFiles } from '../helpers/runner-files.ts';

/** `core.summary` keeps the first GITHUB_STEP_SUMMARY it sees: the worker's one file (SUMMARY_FILE), emptied per test. */
const runner = useRunnerFiles('ask-report');

const EMPTY_ANSWER = { answer: '', 'thread-id': '', 'thread-key': '', sources: '[]' };

const answer: Answer = {
  text: 'Rotate it on the **API keys** page.',
  sources: [{ url: 'https://docs.example/keys', title: 'API keys' }],
  threadId: 'thread_1',
  threadKey: undefined,
};

interface Reported {
  outputs: Record<string, string>;
  summary: string;
  stdout: string;
  failed: boolean;
}

/** What GitHub was asked to do, with the outputs and summary as they were written at that moment. */
interface GitHubCall {
  call: string;
  outputsThen: Record<string, string>;
  summaryThen: string;
}

let calls: GitHubCall[] = [];

function fakeReply(url = 'https://github.com/acme/app/issues/7#issuecomment-9'): NonNullable<AskFacts['reply']> {
  const record = (call: string): void => {
    calls.push({ call, outputsThen: runner.outputs(), summaryThen: runner.summary() });
  };
  return {
    post: (posted) => {
      record(`post ${posted.text}`);
      return Promise.resolve(url);
    },
    react: (content) => {
      record(`react ${content}`);
      return Promise.resolve();
    },
  };
}

beforeEach(() => {
  calls = [];
});

async function report(outcome: AskOutcome): Promise<Reported> {
  await reportAskOutcome(outcome, new OutputSet());
  return {
    outputs: runner.outputs(),
    summary: runner.summary(),
    stdout: runner.stdout(),
    failed: process.exitCode === 1,
  };
}

describe('reportAskOutcome', () => {
  it('skipped: a notice, the reason in the summary, empty answer outputs, the usage reply as comment-url', async () => {
    const reason = "Nothing to ask: the comment holds '/docs ask' with no question after it.";
    const url = 'https://github.com/acme/app/issues/7#issuecomment-5';
    const result = await report({ kind: 'skipped', reason, commentUrl: url, triggeredBy: 'issue_comment' });
    expect(result.outputs).toEqual({ ...EMPTY_ANSWER, 'triggered-by': 'issue_comment', 'comment-url': url });
    expect(result.stdout).toContain(`::notice::${reason}`);
    expect(result.summary).toMatch(/^## Docs assistant\n\n<p>Nothing to ask: the comment holds .+ with no question after it\.<\/p>\n$/);
    expect(result.failed).toBe(false);
  });

  it('dry-run: the request in the log and the summary, nothing posted, empty answer outputs', async () => {
    const body = { question: 'How do I rotate a key?', threadId: null };
    const result = await report({
      kind: 'dry-run',
      question: 'How do I rotate a key?',
      url: 'https://api.docs.example/discovery/v2/assistant/acme/message',
      body,
      triggeredBy: 'workflow_dispatch',
      checks: [],
    });
    expect(result.outputs).toEqual({ ...EMPTY_ANSWER, 'triggered-by': 'workflow_dispatch' });
    expect(result.stdout).toContain(
      'Dry run: nothing is sent. The question would be sent with POST https://api.docs.example/discovery/v2/assistant/acme/message and this body:',
    );
    expect(result.stdout).toContain(JSON.stringify(body, null, 2));
    expect(result.summary).toContain('> How do I rotate a key?');
    expect(result.summary).toContain('`https://api.docs.example/discovery/v2/assistant/acme/message`');
    expect(result.summary).toContain('<p>Dry run: no question was sent; every check passed.</p>');
    expect(result.failed).toBe(false);
  });

  it('dry-run: each check in the log and the summary; a failed one fails the step with its fix', async () => {
    const result = await report({
      kind: 'dry-run',
      question: 'How?',
      url: 'https://api.docs.example/discovery/v2/assistant/acme/message',
      body: {},
      checks: [
        { name: "the assistant and 'assistant-api-key'", result: 'not checked', detail: 'not checked: the assistant has no free read' },
        { name: "'issues: write' on acme/app#7 (the answer)", result: 'failed', detail: 'GitHub refused a write with 403: add <it>' },
      ],
    });
    expect(result.stdout).toContain(
      "Dry run check: the assistant and 'assistant-api-key': not checked (not checked: the assistant has no free read)",
    );
    expect(result.stdout).toContain("::error::Dry run check: 'issues: write' on acme/app#7 (the answer): failed");
    expect(result.summary).toContain(
      "<tr><td>'issues: write' on acme/app#7 (the answer)</td><td><strong>failed</strong>: GitHub refused a write with 403: add &lt;it&gt;</td></tr>",
    );
    expect(result.summary).toContain('<p>Dry run: no question was sent; 1 check(s) failed.</p>');
    expect(result.failed).toBe(true);
  });

  it('answered: the answer outputs and summary, then the answer posted and its URL as comment-url', async () => {
    const result = await report({ kind: 'answered', question: 'How?', answer, triggeredBy: 'issue_comment', reply: fakeReply() });
    expect(result.outputs).toEqual({
      answer: answer.text,
      'thread-id': 'thread_1',
      'thread-key': '',
      sources: JSON.stringify(answer.sources),
      'triggered-by': 'issue_comment',
      'comment-url': 'https://github.com/acme/app/issues/7#issuecomment-9',
    });
    expect(result.summary).toContain('**Answer**');
    expect(result.summary).toContain('[API keys](https://docs.example/keys)');
    expect(result.summary).toContain('Thread: `thread_1`');
    expect(result.stdout).toContain('::group::Answer');
    expect(result.stdout).toContain('::group::Post the answer');
    expect(result.stdout).not.toContain('gave no thread id');
    // Outputs and summary first: the post saw them written.
    expect(calls.map((c) => c.call)).toEqual([`post ${answer.text}`]);
    expect(calls[0]!.outputsThen.answer).toBe(answer.text);
    expect(calls[0]!.summaryThen).toContain('**Answer**');
    expect(result.failed).toBe(false);
  });

  it('answered with nothing to post and no thread id: no comment-url, a warning that a follow-up starts anew', async () => {
    const result = await report({ kind: 'answered', question: 'How?', answer: { ...answer, threadId: undefined } });
    expect(result.outputs).toEqual({ ...EMPTY_ANSWER, answer: answer.text, sources: JSON.stringify(answer.sources) });
    expect(result.stdout).toContain('::warning::The assistant gave no thread id: a follow-up question starts a new conversation.');
    expect(result.stdout).not.toContain('Post the answer');
    expect(result.failed).toBe(false);
  });

  it('failed on the inputs: the message fails the step and is the summary; every answer output set, empty', async () => {
    const error = new InputError([{ input: 'assistant-api-key', message: 'is required' }]);
    const result = await report({ kind: 'failed', error });
    expect(result.outputs).toEqual(EMPTY_ANSWER);
    expect(result.stdout).toContain(`::error::${error.message}`);
    expect(result.summary).toMatch(/^## Docs assistant\n\n<p>Invalid input: .+assistant-api-key.+ is required<\/p>\n$/);
    expect(result.failed).toBe(true);
  });

  it('failed part-way: the partial answer logged and in the summary, then 😕 once outputs and summary are written', async () => {
    const partial: Answer = { text: 'Rotate it on', sources: [], threadId: undefined, threadKey: undefined };
    const error = new AskStreamError('The answer stream failed: upstream reset', partial);
    const result = await report({ kind: 'failed', error, partial, question: 'How?', triggeredBy: 'issue_comment', reply: fakeReply() });
    expect(result.outputs).toEqual({ ...EMPTY_ANSWER, 'triggered-by': 'issue_comment' });
    expect(result.stdout).toContain('::group::Partial answer (the stream did not finish)');
    expect(result.stdout.indexOf('Partial answer')).toBeLessThan(result.stdout.indexOf('::error::The answer stream failed'));
    expect(result.summary).toContain('> How?');
    expect(result.summary).toContain('**Partial answer** (the stream did not finish)');
    expect(result.summary).toContain('<p>The answer stream failed: upstream reset</p>');
    expect(calls.map((c) => c.call)).toEqual(['react confused']);
    expect(calls[0]!.outputsThen['triggered-by']).toBe('issue_comment');
    expect(calls[0]!.summaryThen).toContain('upstream reset');
    expect(result.failed).toBe(true);
  });

  it('cancelled: reported as the failure it is (message, partial answer, 😕), never as an answer', async () => {
    const partial: Answer = { text: 'Rotate', sources: [], threadId: 'thread_2', threadKey: undefined };
    const error = new AskStreamError('The answer stream stopped: the run was cancelled', partial);
    const result = await report({ kind: 'cancelled', error, partial, question: 'How?', reply: fakeReply() });
    expect(result.outputs).toEqual(EMPTY_ANSWER);
    expect(result.stdout).toContain('::error::The answer stream stopped: the run was cancelled');
    expect(result.summary).toContain('**Partial answer**');
    expect(result.summary).toContain('<p>The answer stream stopped: the run was cancelled</p>');
    expect(calls.map((c) => c.call)).toEqual(['react confused']);
    expect(result.failed).toBe(true);
  });
});
