/**
 * Report mode as main drives it (src/modes/mode.ts): the settings, the run's
 * own deadline (`report-timeout-seconds`), the report of the handed-off jobs,
 * and its outputs and summary.
 */
import { Inputs } from '../../runner/names.js';
import { getErrorMessage } from '../../util/errors.js';
import type { Mode } from '../mode.js';
import { readReportSettings, type ReportSettings } from './settings.js';
import type { ReportDependencies, ReportOutcome } from './run.js';
import { reportReportOutcome, reportStatus } from './report.js';

export const reportMode: Mode<ReportSettings, ReportOutcome, ReportDependencies> = {
  readSettings: async ({ readInput, env }) => Promise.resolve(readReportSettings(readInput, env.GITHUB_API_URL)),
  timeout: (settings) => ({ ms: settings.runTimeoutMs, input: Inputs.ReportTimeoutSeconds }),
  // The run, with everything it needs that the settings and the report do not, is loaded once the settings are valid.
  run: async (settings, context) => (await import(/* webpackChunkName: "run" */ './run.js')).runReport(settings, context),
  failed: (error, cancelled) => ({ kind: 'failed', error, cancelled, reported: [], note: getErrorMessage(error) }),
  status: reportStatus,
  report: reportReportOutcome,
};
