/**
 * Reports how an ask run ended, in one place and in this order: the log (the
 * answer, or what had arrived of it, and the failure), the outputs, the job
 * summary, then GitHub (the answer comment, or 😕 on the triggering comment).
 * Outputs and summary come first: on a cancelled run the runner kills the
 * step a few seconds after the signal, and GitHub's writes may not finish by
 * then.
 */
import { Outputs, type RunStatus } from '../../runner/names.js';
import { log, quote } from '../../runner/log.js';
import type { OutputSet } from '../../runner/outputs.js';
import { getErrorMessage } from '../../util/errors.js';
import type { Answer } from '../../service/assistant/answer.js';
import type { AskOutcome } from './outcome.js';
import { anyFailed, dryRunNote, logChecks } from '../../dry-run/report.js';
import { writeAskSummary, type AskReport } from './summary.js';

/** The answer outputs when nothing was answered: every one set, empty. */
const NO_ANSWER: Answer = { text: '', sources: [], threadId: undefined, threadKey: undefined };

/** Logs an answer; its text is service output, so no line of it can act as a runner command. */
async function logAnswer(title: string, answer: Answer): Promise<void> {
  await log.group(title, () => {
    log.verbatim(answer.text || '(no text)');
    for (const source of answer.sources) log.info(`Source: ${quote(source.title)} ${quote(source.url)}`);
    if (answer.threadId) log.info(`Thread: ${quote(answer.threadId)}`);
    return Promise.resolve();
  });
}

/** The log lines of the ending; the step's failure message, when it fails. */
async function logEnding(outcome: AskOutcome): Promise<string | undefined> {
  switch (outcome.kind) {
    case 'skipped':
      log.notice(outcome.reason);
      return undefined;
    case 'dry-run':
      log.info(`Dry run: nothing is sent. The question would be sent with POST ${outcome.url} and this body:`);
      log.verbatim(JSON.stringify(outcome.body, null, 2));
      return logChecks(outcome.checks, 'no question was sent', log).failure;
    case 'answered':
      await logAnswer('Answer', outcome.answer);
      return undefined;
    case 'failed':
    case 'cancelled':
      if (outcome.partial) await logAnswer('Partial answer (the stream did not finish)', outcome.partial);
      return getErrorMessage(outcome.error);
  }
}

/** The `status` output: `completed` once answered (action.yml lists the values). */
export function askStatus(outcome: AskOutcome): RunStatus {
  switch (outcome.kind) {
    case 'answered':
      return 'completed';
    case 'skipped':
      return 'skipped';
    case 'dry-run':
      return anyFailed(outcome.checks) ? 'error' : 'dry-run';
    case 'cancelled':
      return 'cancelled';
    case 'failed':
      return 'error';
  }
}

/** The outputs the outcome gives (the answer comment's URL is added once it is posted; `status` is main's). */
function setOutputs(outputs: OutputSet, outcome: AskOutcome): void {
  const answer = outcome.kind === 'answered' ? outcome.answer : NO_ANSWER;
  outputs.set(Outputs.Answer, answer.text);
  outputs.set(Outputs.ThreadId, answer.threadId ?? '');
  outputs.set(Outputs.ThreadKey, answer.threadKey ?? '');
  outputs.set(Outputs.Sources, JSON.stringify(answer.sources));
  if (outcome.triggeredBy !== undefined) outputs.set(Outputs.TriggeredBy, outcome.triggeredBy);
  if (outcome.kind === 'skipped') outputs.set(Outputs.CommentUrl, outcome.commentUrl);
}

/** The summary's report. */
function reportOf(outcome: AskOutcome): AskReport {
  const report: AskReport = {};
  if (outcome.question !== undefined) report.question = outcome.question;
  switch (outcome.kind) {
    case 'skipped':
      report.note = outcome.reason;
      break;
    case 'dry-run':
      report.dryRun = { url: outcome.url, body: outcome.body, checks: outcome.checks };
      report.note = dryRunNote(outcome.checks, 'no question was sent');
      break;
    case 'answered':
      report.answer = outcome.answer;
      break;
    case 'failed':
    case 'cancelled':
      if (outcome.partial) report.partial = outcome.partial;
      report.note = getErrorMessage(outcome.error);
      break;
  }
  return report;
}

/** Writes the log lines, outputs, summary and GitHub reply for how the run ended; never throws. */
export async function reportAskOutcome(outcome: AskOutcome, outputs: OutputSet): Promise<void> {
  const failure = await logEnding(outcome);
  setOutputs(outputs, outcome);
  outputs.flush();
  try {
    await writeAskSummary(reportOf(outcome));
  } catch (error) {
    log.warning(`Could not write the job summary: ${getErrorMessage(error)}`);
  }
  if (failure !== undefined) log.setFailed(failure);
  const reply = outcome.reply;
  if (failure !== undefined) {
    await reply?.react('confused');
    return;
  }
  if (outcome.kind !== 'answered') return;
  if (reply) {
    outputs.set(Outputs.CommentUrl, await log.group('Post the answer', () => reply.post(outcome.answer, outcome.usage)));
    outputs.flush();
  }
  if (!outcome.answer.threadId) log.warning('The assistant gave no thread id: a follow-up question starts a new conversation.');
}
