/**
 * The action: a registry of modes, driven alike: read its settings, run,
 * report. The settings and the reports of every mode are in the entry chunk
 * (a run whose inputs are wrong loads nothing more); each mode's run and the
 * clients are loaded once its settings are valid, as one of two chunk groups
 * that every `import()` names (`run`, and `assistant` for what only ask and
 * impact need), so that no module is bundled twice (docs/adr/0015-bundle-without-copies.md). The outputs
 * contract is kept here, for every mode and every ending (bad inputs, auth,
 * network, permissions, an unexpected throw, cancellation): `status` is
 * always set, and the outputs and the summary are written before the step
 * fails. One deadline covers the run (util/deadline.ts): the GitHub client
 * made here carries it into every request, whoever sends it.
 */
import { Inputs, Outputs, type RunStatus } from './runner/names.js';
import { log, registerSecrets } from './runner/log.js';
import { modeOf, readInput, type InputReader, type ModeName } from './runner/read-input.js';
import { runnerEnv, type Env } from './runner/env.js';
import { OutputSet } from './runner/outputs.js';
import { writeStepSummary } from './runner/summary.js';
import { loadGitHub } from './github/load.js';
import { RunLimits } from './util/deadline.js';
import { getErrorMessage } from './util/errors.js';
import { inert } from './render/markdown.js';
import type { Mode } from './modes/mode.js';
import { agentMode } from './modes/agent/mode.js';
import { askMode } from './modes/ask/mode.js';
import { impactMode } from './modes/impact/mode.js';
import { reportMode } from './modes/report/mode.js';
import type { AgentDependencies } from './modes/agent/run.js';
import type { AskDependencies } from './modes/ask/run.js';
import type { ReportDependencies } from './modes/report/run.js';
import type { ImpactDependencies } from './modes/impact/run.js';

/** What the modes use from the outside world (each takes its part); tests replace parts of it. */
type RunDependencies = AgentDependencies &
  ReportDependencies &
  Omit<AskDependencies, 'env'> &
  Omit<ImpactDependencies, 'env'> & {
    readInput: InputReader;
    env: Env;
  };

const defaultDependencies = (limits: () => RunLimits | undefined, env: () => Env): RunDependencies => ({
  env: runnerEnv(),
  readInput,
  createClient: async (settings) => {
    const { createServiceClient } = await import(/* webpackChunkName: "run" */ './service/agent/client.js');
    const runLimits = limits();
    if (!runLimits) throw new Error('the service client is made during the run, once its limits exist');
    // Retries wait like polls: from 'poll-interval-seconds' up to 'max-poll-interval-seconds' (the report mode: their defaults).
    const backoff =
      'pollIntervalMs' in settings ? { backoff: { initialMs: settings.pollIntervalMs, maxMs: settings.maxPollIntervalMs } } : {};
    return createServiceClient({
      baseUrl: settings.baseUrl,
      projectId: settings.projectId,
      adminApiKey: settings.adminApiKey,
      deadline: runLimits,
      log,
      ...backoff,
    });
  },
  createGitHub: async ({ token, writesPerMinute }) => {
    const { createGitHubClient } = await loadGitHub(env().GITHUB_EVENT_PATH);
    const runLimits = limits();
    const baseUrl = env().GITHUB_API_URL || undefined;
    return createGitHubClient({
      token,
      writesPerMinute,
      warn: log.warning,
      debug: log.debug,
      ...(baseUrl ? { baseUrl } : {}),
      ...(runLimits ? { deadline: runLimits } : {}),
    });
  },
  openBudget: async (settings, runtime, ledger) => {
    const [{ BudgetGate }, { budgetContext }] = await Promise.all([
      import(/* webpackChunkName: "run" */ './budget/gate.js'),
      import(/* webpackChunkName: "run" */ './budget/policy.js'),
    ]);
    return new BudgetGate(settings, budgetContext(env()), runtime, ledger);
  },
  // The assistant client carries the run's deadline, as the GitHub and service clients do: each answer ends by then.
  loadAssistant: async () => {
    const { askAssistant, buildAskRequest } = await import(/* webpackChunkName: "assistant" */ './service/assistant/client.js');
    const runLimits = limits();
    if (!runLimits) throw new Error('the assistant client is made during the run, once its limits exist');
    const deadline = runLimits.within();
    return { buildAskRequest, askAssistant: (settings, request) => askAssistant(settings, request, { deadline }) };
  },
  // The assistant's monthly count likewise: its waits end by the run's deadline, and a cancelled run gives its count back.
  openQuota: async (options) => {
    const { AssistantQuota } = await import(/* webpackChunkName: "assistant" */ './budget/assistant-month.js');
    const runLimits = limits();
    if (!runLimits) throw new Error("the assistant's monthly count is opened during the run, once its limits exist");
    return new AssistantQuota({ ...options, deadline: runLimits.within() });
  },
  random: Math.random,
});

/** Runs one mode from settings to report; main's dependencies hold what every mode needs. */
type Drive = <S, O>(mode: Mode<S, O, RunDependencies>) => Promise<void>;

/** The modes' settings and reports; each mode's run is loaded once its settings are valid (its mode.ts). */
const MODES: Record<ModeName, (drive: Drive) => Promise<void>> = {
  agent: (drive) => drive(agentMode),
  ask: (drive) => drive(askMode),
  impact: (drive) => drive(impactMode),
  report: (drive) => drive(reportMode),
};

/** Runs the action's mode; never throws: a failure fails the step, with `status` set. */
export async function run(overrides: Partial<RunDependencies> = {}): Promise<void> {
  // The GitHub client is made during the run, once the limits exist.
  const current: { limits?: RunLimits } = {};
  const deps: RunDependencies = {
    ...defaultDependencies(
      () => current.limits,
      () => deps.env,
    ),
    ...overrides,
  };
  // Before anything can print them: the public assistant key too (it is nobody's business).
  registerSecrets([Inputs.AdminApiKey, Inputs.AssistantApiKey, Inputs.GithubToken].map((name) => deps.readInput(name)));
  // The signal handlers stay until everything is reported, so a second signal does not end the process early.
  const cancellation = new AbortController();
  const onSignal = (name: NodeJS.Signals): void => {
    log.warning(`Received ${name}: stopping now.`);
    cancellation.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const runLimits = new RunLimits(cancellation.signal);
  current.limits = runLimits;
  const outputs = new OutputSet();
  let reporting = false;

  const drive: Drive = async (mode) => {
    let outcome;
    try {
      const settings = await mode.readSettings({ readInput: deps.readInput, env: deps.env });
      const { ms, input } = mode.timeout(settings);
      runLimits.start(ms, input);
      outcome = await mode.run(settings, { ...deps, deadline: runLimits.within() });
    } catch (error) {
      outcome = mode.failed(error, runLimits.cancelled);
    }
    // The report's writes (the comment's last update) get a few seconds after a run that used all its time, or was cancelled.
    runLimits.wrapUp();
    outputs.set(Outputs.Status, mode.status(outcome));
    reporting = true;
    await mode.report(outcome, outputs);
  };

  try {
    await MODES[modeOf(deps.readInput)](drive);
  } catch (error) {
    await lastResort(error, outputs, reporting, runLimits.cancelled ? 'cancelled' : 'error');
  } finally {
    outputs.flush();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/**
 * What escaped a mode (a module that would not load, a report that threw):
 * the status, a summary if the mode wrote none, and the failure.
 */
async function lastResort(error: unknown, outputs: OutputSet, reported: boolean, status: RunStatus): Promise<void> {
  const message = getErrorMessage(error);
  if (outputs.get(Outputs.Status) === undefined) outputs.set(Outputs.Status, status);
  outputs.flush();
  if (!reported) {
    try {
      await writeStepSummary((summary) => summary.addRaw(`## Docs agent\n\n${inert(message)}\n`));
    } catch (summaryError) {
      log.warning(`Could not write the job summary: ${getErrorMessage(summaryError)}`);
    }
  }
  log.setFailed(message);
}
