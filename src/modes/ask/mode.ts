/**
 * Ask mode as main drives it (src/modes/mode.ts): the settings (`question`
 * required for the events that carry none), the run's deadline
 * (`ask-timeout-seconds`), the question, and its one report.
 */
import { Inputs } from '../../runner/names.js';
import { failureOf, type Mode } from '../mode.js';
import { readAskSettings, type AskSettings } from './settings.js';
import type { AskFailureFacts, AskOutcome } from './outcome.js';
import type { AskDependencies } from './run.js';
import { askStatus, reportAskOutcome } from './report.js';
import { checkSecretsGiven, isSecretsWithheldError } from '../../triggers/forks.js';

export const askMode: Mode<AskSettings, AskOutcome, Omit<AskDependencies, 'env'>> = {
  readSettings: async ({ readInput, env }) => {
    await checkSecretsGiven(readInput, env, Inputs.AssistantApiKey);
    return readAskSettings(readInput, env.GITHUB_EVENT_NAME ?? '', env.GITHUB_API_URL);
  },
  timeout: (settings) => ({ ms: settings.timeoutMs, input: Inputs.AskTimeoutSeconds }),
  // The run, with everything it needs that the settings and the report do not, is loaded once the settings are valid.
  run: async (settings, context) => (await import(/* webpackChunkName: "run" */ './run.js')).runAsk(settings, context),
  failed: (thrown, cancelled) => {
    const { facts, error } = failureOf<AskFailureFacts>(thrown);
    if (isSecretsWithheldError(error)) return { kind: 'skipped', reason: error.message, commentUrl: '' };
    return { ...facts, kind: cancelled ? 'cancelled' : 'failed', error };
  },
  status: askStatus,
  report: reportAskOutcome,
};
