/**
 * Ask mode: one question to the docs assistant, its answer as outputs, in the
 * log and in the job summary. Loaded by `main` only in this mode, so that the
 * agent mode does not load the `ai` package.
 */
import * as core from '../core.js';
import { Inputs, Outputs } from '../constants.js';
import { InputError, getErrorMessage } from '../errors.js';
import { infoVerbatim, quote } from '../log.js';
import { OutputSet } from '../outputs.js';
import type { InputReader } from '../settings.js';
import { AskStreamError, type Answer } from './answer.js';
import type { Thread } from './comment.js';
import { askAssistant, buildAskRequest } from './client.js';
import { readAskSettings } from './settings.js';
import { writeAskSummary, type AskReport } from './summary.js';

export interface AskDependencies {
  readInput: InputReader;
  /** The question a trigger found (a `/docs ask` comment, a labelled issue); else the `question` input. */
  question?: string;
  /** The conversation to continue (from `findLatestThread`); else the `thread-id` / `thread-key` inputs. */
  thread?: Thread;
  /** Called with the answer once it is complete, e.g. to post it as a comment (`renderAnswerComment`). */
  onAnswer?: (answer: Answer) => Promise<void>;
  /** Aborted when the run is cancelled. */
  signal?: AbortSignal;
  /** Removes secrets from a message before it is shown. */
  redact?: (text: string) => string;
  fetch?: typeof globalThis.fetch;
}

/** Logs an answer; its text is service output, so no line of it can act as a runner command. */
async function logAnswer(title: string, answer: Answer): Promise<void> {
  await core.group(title, () => {
    infoVerbatim(answer.text || '(no text)');
    for (const source of answer.sources) core.info(`Source: ${quote(source.title)} ${quote(source.url)}`);
    if (answer.threadId) core.info(`Thread: ${quote(answer.threadId)}`);
    return Promise.resolve();
  });
}

/** Sets the answer outputs. */
function setAnswerOutputs(outputs: OutputSet, answer: Answer): void {
  outputs.set(Outputs.Answer, answer.text);
  outputs.set(Outputs.ThreadId, answer.threadId ?? '');
  outputs.set(Outputs.ThreadKey, answer.threadKey ?? '');
  outputs.set(Outputs.Sources, JSON.stringify(answer.sources));
}

/** The ask run: never throws; failures fail the step with a redacted message. */
export async function runAsk(deps: AskDependencies): Promise<void> {
  const redact = deps.redact ?? ((text: string) => text);
  const outputs = new OutputSet();
  const report: AskReport = {};
  try {
    const inputSettings = readAskSettings(deps.readInput);
    const settings = deps.thread
      ? { ...inputSettings, threadId: deps.thread.threadId, threadKey: deps.thread.threadKey }
      : inputSettings;
    const question = (deps.question ?? settings.question).trim();
    if (!question) {
      throw new InputError([
        { input: Inputs.Question, message: 'is empty: give the question to ask (schedule and workflow_dispatch runs)' },
      ]);
    }
    report.question = question;
    const request = buildAskRequest(settings, question);
    const shownUrl = `${request.url.origin}${request.url.pathname}`;
    if (settings.dryRun) {
      core.info(`Dry run: nothing is sent. The question would be sent with POST ${shownUrl} and this body:`);
      infoVerbatim(JSON.stringify(request.body, null, 2));
      report.dryRun = { url: shownUrl, body: request.body };
      report.note = 'Dry run: no question was sent.';
      return;
    }

    const answer = await core.group(`Ask the docs assistant (${settings.apiVersion})`, async () => {
      core.info(`POST ${shownUrl}`);
      core.info(`Question: ${quote(question)}`);
      if (settings.threadId) core.info(`Continuing thread ${quote(settings.threadId)}`);
      return askAssistant(settings, request, {
        ...(deps.signal ? { signal: deps.signal } : {}),
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      });
    });
    await logAnswer('Answer', answer);
    setAnswerOutputs(outputs, answer);
    report.answer = answer;
    const onAnswer = deps.onAnswer;
    if (onAnswer) await core.group('Post the answer', () => onAnswer(answer));
    if (!answer.threadId) core.warning('The assistant gave no thread id: a follow-up question starts a new conversation.');
  } catch (error) {
    if (error instanceof AskStreamError) {
      await logAnswer('Partial answer (the stream did not finish)', error.partial);
      report.partial = error.partial;
    }
    const message = redact(getErrorMessage(error));
    core.setFailed(message);
    report.note = message;
  } finally {
    outputs.write();
    try {
      await writeAskSummary(report);
    } catch (error) {
      core.warning(`Could not write the job summary: ${redact(getErrorMessage(error))}`);
    }
  }
}
