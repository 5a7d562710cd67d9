/**
 * How a dry run's checks are told, light enough for every mode's report (no probe, no client): each as a line of the
 * log, the ending's note and failure, and the summary's table in markdown (ask and impact write markdown summaries).
 */
import { inlineText } from '../render/text.js';
import type { DryRunCheck } from './checks.js';

/** Each check as a line of the log (a failure an error, one that could not check a warning); the note and the failure. */
export function logChecks(
  checks: readonly DryRunCheck[],
  nothing: string,
  log: { info: (line: string) => void; warning: (line: string) => void; error: (line: string) => void },
): { note: string; failure?: string } {
  for (const check of checks) {
    const line = `Dry run check: ${check.name}: ${check.result} (${check.detail})`;
    if (check.result === 'failed') log.error(line);
    else if (check.result === 'could not check') log.warning(line);
    else log.info(line);
  }
  const failed = checks.filter((check) => check.result === 'failed');
  const note = dryRunNote(checks, nothing);
  if (failed.length === 0) return { note };
  return { note, failure: `Dry run: ${failed.map((check) => `${check.name}: ${check.detail}`).join('; ')}` };
}

/** The ending's sentence: what was not done, and how the checks went. */
export function dryRunNote(checks: readonly DryRunCheck[], nothing: string): string {
  const failed = checks.filter((check) => check.result === 'failed').length;
  const unchecked = checks.filter((check) => check.result === 'could not check').length;
  const rest = unchecked > 0 ? `; ${unchecked} could not check` : '';
  if (failed === 0) return `Dry run: ${nothing}; ${unchecked > 0 ? `no check failed${rest}` : 'every check passed'}.`;
  return `Dry run: ${nothing}; ${failed} check(s) failed${rest}.`;
}

/** True when a check failed: the step fails (`status: error`). */
export function anyFailed(checks: readonly DryRunCheck[] | undefined): boolean {
  return (checks ?? []).some((check) => check.result === 'failed');
}

/**
 * The checks as a table for a markdown job summary: an HTML block on one line, so that GitHub reads no markdown in
 * it and each detail (which may quote GitHub or the service) renders as the text it is.
 */
export function checksTable(checks: readonly DryRunCheck[]): string {
  const rows = checks.map((check) => {
    const result = check.result === 'passed' || check.result === 'not checked' ? check.result : `<strong>${check.result}</strong>`;
    return `<tr><td>${inlineText(check.name, ' ')}</td><td>${result}: ${inlineText(check.detail, ' ')}</td></tr>`;
  });
  return `<table><tr><th>Check</th><th>Result</th></tr>${rows.join('')}</table>`;
}
