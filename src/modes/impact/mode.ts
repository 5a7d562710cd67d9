/**
 * Impact mode as main drives it (src/modes/mode.ts): the settings, the run's
 * deadline (`ask-timeout-seconds`, as every assistant call), the check, and
 * its one report.
 */
import { Inputs } from '../../runner/names.js';
import { failureOf, type Mode } from '../mode.js';
import { readImpactSettings, type ImpactSettings } from './settings.js';
import { statusOf, type ImpactFacts, type ImpactOutcome } from './outcome.js';
import type { ImpactDependencies } from './run.js';
import { reportImpactOutcome } from './report.js';
import { checkSecretsGiven, isSecretsWithheldError } from '../../triggers/forks.js';
import { AbortedError } from '../../util/errors.js';

export const impactMode: Mode<ImpactSettings, ImpactOutcome, Omit<ImpactDependencies, 'env'>> = {
  readSettings: async ({ readInput, env }) => {
    await checkSecretsGiven(readInput, env, Inputs.AssistantApiKey);
    return readImpactSettings(readInput, env.GITHUB_API_URL);
  },
  timeout: (settings) => ({ ms: settings.timeoutMs, input: Inputs.AskTimeoutSeconds }),
  // The run, with everything it needs that the settings and the report do not, is loaded once the settings are valid.
  run: async (settings, context) => (await import(/* webpackChunkName: "run" */ './run.js')).runImpact(settings, context),
  failed: (thrown, cancelled) => {
    const { facts, error } = failureOf<ImpactFacts>(thrown);
    if (isSecretsWithheldError(error)) return { kind: 'skipped', reason: error.message };
    // A request the deadline or the cancellation stopped (an `AbortedError`) ends the check as `cancelled`.
    return { ...facts, kind: cancelled || error instanceof AbortedError ? 'cancelled' : 'failed', error };
  },
  status: statusOf,
  report: reportImpactOutcome,
};
