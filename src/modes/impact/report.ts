/**
 * Reports how an impact check ended, in one place: the log (the pages, or the
 * failure), the outputs (`status`, `pages`, `comment-url`, `triggered-by`),
 * then the job summary. The comment itself is written by the check.
 */
import { Outputs } from '../../runner/names.js';
import { log, quote } from '../../runner/log.js';
import type { OutputSet } from '../../runner/outputs.js';
import { getErrorMessage } from '../../util/errors.js';
import type { ImpactPage } from '../../comment/impact-marker.js';
import { statusOf, type ImpactOutcome } from './outcome.js';
import { dryRunNote, logChecks } from '../../dry-run/report.js';
import { withoutSentences, writeImpactSummary, type ImpactReport } from './summary.js';

/** The pages of the ending: found now, or recorded by the last check. */
function pagesOf(outcome: ImpactOutcome): ImpactPage[] {
  return outcome.kind === 'checked' || outcome.kind === 'unchanged' ? outcome.pages : [];
}

/** The log lines of the ending; the step's failure message, when it fails. */
function logEnding(outcome: ImpactOutcome): string | undefined {
  switch (outcome.kind) {
    case 'checked':
    case 'unchanged': {
      const pages = outcome.pages;
      const what = outcome.kind === 'checked' ? 'The docs assistant named' : 'The last check named';
      log.info(pages.length > 0 ? `${what} ${String(pages.length)} page(s):` : `${what} no page.`);
      for (const page of pages) log.info(`Page: ${quote(page.title)} ${quote(page.url)}`);
      return undefined;
    }
    case 'skipped':
      log.notice(outcome.reason);
      return undefined;
    case 'dry-run':
      log.info(`Dry run: nothing is sent. The question would be sent with POST ${outcome.url} and this body:`);
      log.verbatim(JSON.stringify(outcome.body, null, 2));
      return logChecks(outcome.checks ?? [], 'no question was sent', log).failure;
    case 'failed':
    case 'cancelled':
      return getErrorMessage(outcome.error);
  }
}

/** The summary's report. */
function reportOf(outcome: ImpactOutcome): ImpactReport {
  const report: ImpactReport = {};
  if (outcome.pull) report.pull = outcome.pull;
  switch (outcome.kind) {
    case 'checked':
      report.pages = outcome.pages;
      report.checked = outcome.checked;
      break;
    case 'unchanged':
      report.pages = withoutSentences(outcome.pages);
      report.note = `Unchanged since the last check (at ${outcome.head.slice(0, 12) || 'an earlier commit'}): nothing was asked.`;
      break;
    case 'skipped':
      report.note = outcome.reason;
      break;
    case 'dry-run':
      report.checked = outcome.checked;
      report.dryRun = { url: outcome.url, body: outcome.body, checks: outcome.checks ?? [] };
      report.note = dryRunNote(outcome.checks ?? [], 'no question was sent');
      break;
    case 'failed':
    case 'cancelled':
      report.note = getErrorMessage(outcome.error);
      break;
  }
  return report;
}

/** Writes the log lines, outputs and summary for how the check ended; never throws. */
export async function reportImpactOutcome(outcome: ImpactOutcome, outputs: OutputSet): Promise<void> {
  const failure = logEnding(outcome);
  outputs.set(Outputs.Status, statusOf(outcome));
  outputs.set(Outputs.Pages, JSON.stringify(pagesOf(outcome).map(({ title, url }) => ({ title, url }))));
  outputs.set(Outputs.CommentUrl, outcome.kind === 'checked' || outcome.kind === 'unchanged' ? outcome.commentUrl : '');
  if (outcome.triggeredBy !== undefined) outputs.set(Outputs.TriggeredBy, outcome.triggeredBy);
  outputs.flush();
  try {
    await writeImpactSummary(reportOf(outcome));
  } catch (error) {
    log.warning(`Could not write the job summary: ${getErrorMessage(error)}`);
  }
  if (failure !== undefined) log.setFailed(failure);
}
