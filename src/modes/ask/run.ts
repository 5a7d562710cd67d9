/**
 * Ask mode: one question to the docs assistant, its answer as outputs, in the
 * log and in the job summary. Loaded by `main` only in this mode, so that the
 * agent mode does not load the `ai` package.
 */
import { Inputs, Outputs } from '../../runner/names.js';
import { InputError, getErrorMessage } from '../../util/errors.js';
import { log, quote } from '../../runner/log.js';
import { OutputSet } from '../../runner/outputs.js';
import type { InputReader } from '../../runner/read-input.js';
import { systemClock, type Clock } from '../../util/clock.js';
import type { GitHubClient } from '../../github/client.js';
import { lazyGitHub, type GitHubFactory } from '../../github/lazy.js';
import type { Env } from '../../triggers/event.js';
import { AskStreamError, type Answer } from '../../service/assistant/answer.js';
import { askAssistant, buildAskRequest } from '../../service/assistant/client.js';
import { readAskSettings } from './settings.js';
import { startAsk, type AnswerReply } from './start.js';
import { writeAskSummary, type AskReport } from './summary.js';

export interface AskDependencies {
  readInput: InputReader;
  /** The runner's variables: the event (`GITHUB_EVENT_NAME`, `GITHUB_EVENT_PATH`), the repository, the run. */
  env?: Env;
  /** Makes the GitHub client for `github-token`, on first use; a run that needs none never calls it. */
  createGitHub?: GitHubFactory;
  clock?: Clock;
  /** Aborted when the run is cancelled. */
  signal?: AbortSignal;
  fetch?: typeof globalThis.fetch;
}

/** Logs an answer; its text is service output, so no line of it can act as a runner command. */
async function logAnswer(title: string, answer: Answer): Promise<void> {
  await log.group(title, () => {
    log.verbatim(answer.text || '(no text)');
    for (const source of answer.sources) log.info(`Source: ${quote(source.title)} ${quote(source.url)}`);
    if (answer.threadId) log.info(`Thread: ${quote(answer.threadId)}`);
    return Promise.resolve();
  });
}

/** Sets the answer outputs (empty ones when nothing was asked). */
function setAnswerOutputs(outputs: OutputSet, answer: Answer = { text: '', sources: [], threadId: undefined, threadKey: undefined }): void {
  outputs.set(Outputs.Answer, answer.text);
  outputs.set(Outputs.ThreadId, answer.threadId ?? '');
  outputs.set(Outputs.ThreadKey, answer.threadKey ?? '');
  outputs.set(Outputs.Sources, JSON.stringify(answer.sources));
}

/** The GitHub client when no factory is given: none (a run without `github-token`). */
const noGitHub: GitHubFactory = (): Promise<GitHubClient> => Promise.reject(new Error('no GitHub client was given'));

/** The ask run: never throws; failures fail the step with a redacted message. */
export async function runAsk(deps: AskDependencies): Promise<void> {
  const outputs = new OutputSet();
  const report: AskReport = {};
  let reply: AnswerReply | undefined;
  let failed = false;
  try {
    setAnswerOutputs(outputs);
    const env = deps.env ?? process.env;
    const base = readAskSettings(deps.readInput, env.GITHUB_EVENT_NAME ?? '');
    const start = await startAsk({
      settings: base,
      env,
      github: lazyGitHub(base.trigger.githubToken, deps.createGitHub ?? noGitHub),
      clock: deps.clock ?? systemClock,
      log,
    });
    outputs.set(Outputs.TriggeredBy, start.triggeredBy);
    if (start.kind === 'skip') {
      log.notice(start.reason);
      outputs.set(Outputs.CommentUrl, start.commentUrl);
      report.note = start.reason;
      return;
    }
    reply = start.reply;
    const settings = { ...base, threadId: start.thread?.threadId, threadKey: start.thread?.threadKey };
    const question = start.question.trim();
    if (!question) {
      throw new InputError([
        { input: Inputs.Question, message: 'is empty: give the question to ask (schedule and workflow_dispatch runs)' },
      ]);
    }
    report.question = question;
    const request = buildAskRequest(settings, question);
    const shownUrl = `${request.url.origin}${request.url.pathname}`;
    if (settings.dryRun) {
      log.info(`Dry run: nothing is sent. The question would be sent with POST ${shownUrl} and this body:`);
      log.verbatim(JSON.stringify(request.body, null, 2));
      report.dryRun = { url: shownUrl, body: request.body };
      report.note = 'Dry run: no question was sent.';
      return;
    }

    const answer = await log.group(`Ask the docs assistant (${settings.apiVersion})`, async () => {
      log.info(`POST ${shownUrl}`);
      log.info(`Question: ${quote(question)}`);
      if (settings.threadId) log.info(`Continuing thread ${quote(settings.threadId)}`);
      return askAssistant(settings, request, {
        ...(deps.signal ? { signal: deps.signal } : {}),
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      });
    });
    await logAnswer('Answer', answer);
    setAnswerOutputs(outputs, answer);
    report.answer = answer;
    const posting = reply;
    if (posting) outputs.set(Outputs.CommentUrl, await log.group('Post the answer', () => posting.post(answer)));
    if (!answer.threadId) log.warning('The assistant gave no thread id: a follow-up question starts a new conversation.');
  } catch (error) {
    if (error instanceof AskStreamError) {
      await logAnswer('Partial answer (the stream did not finish)', error.partial);
      report.partial = error.partial;
    }
    const message = getErrorMessage(error);
    log.setFailed(message);
    report.note = message;
    failed = true;
  } finally {
    // Outputs and summary before GitHub: a cancelled run is killed a few seconds after the signal.
    outputs.flush();
    try {
      await writeAskSummary(report);
    } catch (error) {
      log.warning(`Could not write the job summary: ${getErrorMessage(error)}`);
    }
    if (failed) await reply?.react('confused');
  }
}
