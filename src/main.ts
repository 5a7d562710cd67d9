/**
 * The action: register the run's secrets, then hand over to the mode. Only
 * `@actions/core` is loaded up front; each mode (and everything it needs) is
 * imported when chosen, so a failing input check stays fast.
 *
 * The `webpackChunkName` comments tell the bundler (ncc, webpack) which lazy
 * imports share one chunk file, so a run loads few: each mode's inputs check
 * and report come in one ("agent", "ask"), all it needs once the inputs are
 * valid in another ("agent-run", "ask-run"); webpack puts large npm code of
 * each in a file beside.
 */
import { Inputs } from './runner/names.js';
import { log, registerSecrets } from './runner/log.js';
import { isAskMode, isReportMode, readInput } from './runner/read-input.js';
import { watchCancellation } from './runner/cancellation.js';
import { loadGitHub } from './github/load.js';
import { getErrorMessage } from './util/errors.js';
import { systemClock } from './util/clock.js';
import type { AgentDependencies } from './modes/agent/run.js';
import type { AskDependencies } from './modes/ask/run.js';

/** What `run` uses from the outside world; tests replace parts of it. */
export type RunDependencies = Omit<AgentDependencies, 'signal'>;

const defaultDependencies: RunDependencies = {
  clock: systemClock,
  readInput,
  createClient: async (settings) => {
    const { createServiceClient } = await import(/* webpackChunkName: "agent-run" */ './service/agent/client.js');
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
  openBudget: async (settings, runtime, ledger) => {
    const [{ BudgetGate }, { budgetContext }] = await Promise.all([
      import(/* webpackChunkName: "agent-run" */ './budget/gate.js'),
      import(/* webpackChunkName: "agent-run" */ './budget/policy.js'),
    ]);
    return new BudgetGate(settings, budgetContext(process.env), runtime, ledger);
  },
  random: Math.random,
};

/** Ask mode's GitHub client, loaded on first use: not with the agent run's chunk. */
const askGitHub: RunDependencies['createGitHub'] = async (token) => {
  const { createGitHubClient } = await loadGitHub();
  return createGitHubClient({ token, warn: log.warning, debug: log.debug });
};

/**
 * Ask mode's assistant client (the `ai` package), loaded once the inputs are
 * valid. Imported here, as the agent run's clients are, not from the "ask"
 * chunk alone: webpack files the modules two runs share by the chunks that
 * load them, and an "ask-run" reached only through "ask" would leave out what
 * "ask" holds, so the agent run would load its modules shared with ask mode
 * from two files (those "ask" needs, those "ask-run" needs) instead of one.
 */
const loadAssistant: AskDependencies['loadAssistant'] = () => import(/* webpackChunkName: "ask-run" */ './service/assistant/client.js');

/** Runs the action (agent mode, or ask mode with `mode: ask`); never throws: a failure fails the step. */
export async function run(overrides: Partial<RunDependencies> = {}): Promise<void> {
  const deps: RunDependencies = { ...defaultDependencies, ...overrides };
  // Before anything can print them: the public assistant key too (it is nobody's business).
  registerSecrets([Inputs.AdminApiKey, Inputs.AssistantApiKey, Inputs.GithubToken].map((name) => deps.readInput(name)));
  // The signal handlers stay until everything is reported, so a second signal does not end the process early.
  const cancellation = watchCancellation();
  try {
    if (isAskMode(deps.readInput)) {
      const { runAsk } = await import(/* webpackChunkName: "ask" */ './modes/ask/run.js');
      const { readInput, clock } = deps;
      const createGitHub = overrides.createGitHub ?? askGitHub;
      const outcome = await runAsk({ readInput, env: process.env, createGitHub, clock, signal: cancellation.signal, loadAssistant });
      const { reportAskOutcome } = await import(/* webpackChunkName: "ask" */ './modes/ask/report.js');
      await reportAskOutcome(outcome);
    } else if (isReportMode(deps.readInput)) {
      const { runReport } = await import(/* webpackChunkName: "agent-run" */ './modes/report/run.js');
      const { readInput, createGitHub, clock, random } = deps;
      await runReport({
        readInput,
        env: process.env,
        createGitHub,
        createClient: deps.createClient,
        clock,
        random,
        signal: cancellation.signal,
      });
    } else {
      const { runAgent } = await import(/* webpackChunkName: "agent" */ './modes/agent/run.js');
      const outcome = await runAgent({ ...deps, signal: cancellation.signal });
      const { reportAgentOutcome } = await import(/* webpackChunkName: "agent" */ './modes/agent/report.js');
      await reportAgentOutcome(outcome);
    }
  } catch (error) {
    log.setFailed(getErrorMessage(error));
  } finally {
    cancellation.dispose();
  }
}
