/**
 * The agent mode as main drives it (src/modes/mode.ts): the settings
 * (`prompt-file` included), the run's deadline (`timeout-seconds`), the run,
 * and its one report.
 */
import { Inputs } from '../../runner/names.js';
import type { Mode } from '../mode.js';
import { readAgentSettings, type Settings } from './settings.js';
import type { AgentOutcome } from './outcome.js';
import type { AgentDependencies } from './run.js';
import { agentStatus, reportAgentOutcome } from './report.js';
import { checkSecretsGiven, isSecretsWithheldError } from '../../triggers/forks.js';

export const agentMode: Mode<Settings, AgentOutcome, AgentDependencies> = {
  readSettings: async ({ readInput, env }) => {
    await checkSecretsGiven(readInput, env, Inputs.AdminApiKey);
    return readAgentSettings(readInput, env);
  },
  timeout: (settings) => ({ ms: settings.timeoutMs, input: Inputs.TimeoutSeconds }),
  // The run, with everything it needs that the settings and the report do not, is loaded once the settings are valid.
  run: async (settings, context) => (await import(/* webpackChunkName: "run" */ './run.js')).runAgent(settings, context),
  failed: (error, cancelled) =>
    isSecretsWithheldError(error) ? { kind: 'skipped', reason: error.message } : { kind: 'failed', error, cancelled },
  status: agentStatus,
  report: reportAgentOutcome,
};
