/**
 * The action: register the run's secrets, then hand over to the mode. Only
 * `@actions/core` is loaded up front; each mode (and everything it needs) is
 * imported when chosen, so a failing input check stays fast.
 */
import { Inputs } from './runner/names.js';
import { log, registerSecrets } from './runner/log.js';
import { isAskMode, isImpactMode, isReportMode, readInput } from './runner/read-input.js';
import { watchCancellation } from './runner/cancellation.js';
import { runnerEnv } from './runner/env.js';
import { loadGitHub } from './github/load.js';
import { getErrorMessage } from './util/errors.js';
import { systemClock } from './util/clock.js';
import type { AgentDependencies } from './modes/agent/run.js';
import type { AskDependencies } from './modes/ask/run.js';

/** What `run` uses from the outside world; tests replace parts of it. */
export type RunDependencies = Omit<AgentDependencies, 'signal'> & {
  /** The assistant's monthly budget (ask and impact mode); by default the ledger's. */
  openQuota?: AskDependencies['openQuota'];
};

const defaultDependencies = (): RunDependencies => ({
  env: runnerEnv(),
  clock: systemClock,
  readInput,
  createClient: async (settings) => {
    const { createServiceClient } = await import('./service/agent/client.js');
    return createServiceClient({
      baseUrl: settings.baseUrl,
      projectId: settings.projectId,
      adminApiKey: settings.adminApiKey,
      warn: log.warning,
    });
  },
  createGitHub: async (token) => {
    const { createGitHubClient } = await loadGitHub();
    return createGitHubClient({ token, warn: log.warning, debug: log.debug });
  },
  openBudget: async (settings, runtime, github) => {
    const { openBudget } = await import('./budget/gate.js');
    return openBudget(settings, runtime, github);
  },
  random: Math.random,
});

/** The GitHub client of ask and impact mode, loaded on first use. */
const askGitHub: RunDependencies['createGitHub'] = async (token) => {
  const { createGitHubClient } = await loadGitHub();
  return createGitHubClient({ token, warn: log.warning, debug: log.debug });
};

/** Ask mode's assistant client (the `ai` package), loaded once the inputs are valid. */
const loadAssistant: AskDependencies['loadAssistant'] = () => import('./service/assistant/client.js');

/** Runs the action (agent mode; ask, impact or report mode with `mode`); never throws: a failure fails the step. */
export async function run(overrides: Partial<RunDependencies> = {}): Promise<void> {
  const deps: RunDependencies = { ...defaultDependencies(), ...overrides };
  // Before anything can print them: the public assistant key too (it is nobody's business).
  registerSecrets([Inputs.AdminApiKey, Inputs.AssistantApiKey, Inputs.GithubToken].map((name) => deps.readInput(name)));
  // The signal handlers stay until everything is reported, so a second signal does not end the process early.
  const cancellation = watchCancellation();
  try {
    if (isAskMode(deps.readInput)) {
      const { runAsk } = await import('./modes/ask/run.js');
      const { readInput, clock } = deps;
      const createGitHub = overrides.createGitHub ?? askGitHub;
      const quota = overrides.openQuota ? { openQuota: overrides.openQuota } : {};
      const outcome = await runAsk({ readInput, env: deps.env, createGitHub, clock, signal: cancellation.signal, loadAssistant, ...quota });
      const { reportAskOutcome } = await import('./modes/ask/report.js');
      await reportAskOutcome(outcome);
    } else if (isImpactMode(deps.readInput)) {
      const { runImpact } = await import('./modes/impact/run.js');
      const { readInput, clock, random } = deps;
      const createGitHub = overrides.createGitHub ?? askGitHub;
      const outcome = await runImpact({
        readInput,
        env: deps.env,
        createGitHub,
        clock,
        random,
        signal: cancellation.signal,
        loadAssistant,
        ...(overrides.openQuota ? { openQuota: overrides.openQuota } : {}),
      });
      const { reportImpactOutcome } = await import('./modes/impact/report.js');
      await reportImpactOutcome(outcome);
    } else if (isReportMode(deps.readInput)) {
      const { runReport } = await import('./modes/report/run.js');
      const { readInput, createGitHub, clock, random } = deps;
      await runReport({
        readInput,
        env: deps.env,
        createGitHub,
        createClient: deps.createClient,
        clock,
        random,
        signal: cancellation.signal,
      });
    } else {
      const { runAgent } = await import('./modes/agent/run.js');
      const outcome = await runAgent({ ...deps, signal: cancellation.signal });
      const { reportAgentOutcome } = await import('./modes/agent/report.js');
      await reportAgentOutcome(outcome);
    }
  } catch (error) {
    log.setFailed(getErrorMessage(error));
  } finally {
    cancellation.dispose();
  }
}
