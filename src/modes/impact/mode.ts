/**
 * Impact mode as main drives it (src/modes/mode.ts): the settings, the run's
 * deadline (`ask-timeout-seconds`, as every assistant call), the check, and
 * its one report.
 */
import { Inputs } from '../../runner/names.js';
import type { Mode } from '../mode.js';
import { readImpactSettings, type ImpactSettings } from './settings.js';
import { statusOf, type ImpactOutcome } from './outcome.js';
import type { ImpactDependencies } from './run.js';
import { reportImpactOutcome } from './report.js';
import { checkSecretsGiven, isSecretsWithheldError } from '../../triggers/forks.js';

export const impactMode: Mode<ImpactSettings, ImpactOutcome, Omit<ImpactDependencies, 'env' | 'deadline'>> = {
  readSettings: async ({ readInput, env }) => {
    await checkSecretsGiven(readInput, env, Inputs.AssistantApiKey);
    return readImpactSettings(readInput, env.GITHUB_API_URL);
  },
  timeout: (settings) => ({ ms: settings.timeoutMs, input: Inputs.AskTimeoutSeconds }),
  // The run, with everything it needs that the settings and the report do not, is loaded once the settings are valid.
  run: async (settings, context) => (await import(/* webpackChunkName: "run" */ './run.js')).runImpact(settings, context),
  failed: (error, cancelled) =>
    isSecretsWithheldError(error) ? { kind: 'skipped', reason: error.message } : { kind: cancelled ? 'cancelled' : 'failed', error },
  status: statusOf,
  report: reportImpactOutcome,
};
