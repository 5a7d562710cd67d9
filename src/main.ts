/**
 * The action: a registry of modes, each loaded with one `import()` when
 * chosen, and driven alike: read its settings, run, report. The outputs
 * contract is kept here, for every mode and every ending (bad inputs, auth,
 * network, permissions, an unexpected throw, cancellation): `status` is
 * always set, and the outputs and the summary are written before the step
 * fails. One deadline covers the run (util/deadline.ts): the GitHub client
 * made here carries it into every request, whoever sends it.
 */
import { Inputs, Outputs, type RunStatus } from './runner/names.js';
import { log, registerSecrets } from './runner/log.js';
import { modeOf, readInput, type InputReader, type ModeName } from './runner/read-input.js';
import { watchCancellation } from './runner/cancellation.js';
import { runnerEnv, type Env } from './runner/env.js';
import { OutputSet } from './runner/outputs.js';
import { writeStepSummary } from './runner/summary.js';
import { loadGitHub } from './github/load.js';
import { RunLimits } from './util/deadline.js';
import { getErrorMessage } from './util/errors.js';
import { systemClock, type Clock } from './util/clock.js';
import { inert } from './render/markdown.js';
import type { Mode } from './modes/mode.js';
import type { AgentDependencies } from './modes/agent/run.js';
import type { AskDependencies } from './modes/ask/run.js';
import type { ReportDependencies } from './modes/report/run.js';
import type { ImpactDependencies } from './modes/impact/run.js';

/** What the modes use from the outside world (each takes its part); tests replace parts of it. */
type RunDependencies = AgentDependencies &
  ReportDependencies &
  Omit<AskDependencies, 'env'> &
  Omit<ImpactDependencies, 'env' | 'clock'> & {
    readInput: InputReader;
    env: Env;
    clock: Clock;
  };

const defaultDependencies = (limits: () => RunLimits | undefined, env: () => Env): RunDependencies => ({
  env: runnerEnv(),
  clock: systemClock,
  readInput,
  createClient: async (settings) => {
    const { createServiceClient } = await import('./service/agent/client.js');
    const runLimits = limits();
    if (!runLimits) throw new Error('the service client is made during the run, once its limits exist');
    // Retries wait like polls: from 'poll-interval-seconds' up to 'max-poll-interval-seconds' (the report mode: their defaults).
    const backoff =
      'pollIntervalMs' in settings ? { backoff: { initialMs: settings.pollIntervalMs, maxMs: settings.maxPollIntervalMs } } : {};
    return createServiceClient({
      baseUrl: settings.baseUrl,
      projectId: settings.projectId,
      adminApiKey: settings.adminApiKey,
      limits: runLimits,
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
      ...(runLimits ? { limits: runLimits } : {}),
    });
  },
  openBudget: async (settings, runtime, ledger) => {
    const [{ BudgetGate }, { budgetContext }] = await Promise.all([import('./budget/gate.js'), import('./budget/policy.js')]);
    return new BudgetGate(settings, budgetContext(env()), runtime, ledger);
  },
  loadAssistant: () => import('./service/assistant/client.js'),
  random: Math.random,
});

/** Runs one mode from settings to report; main's dependencies hold what every mode needs. */
type Drive = <S, O>(mode: Mode<S, O, RunDependencies>) => Promise<void>;

/** The modes, each one `import()`: a run loads only its own. */
const MODES: Record<ModeName, (drive: Drive) => Promise<void>> = {
  agent: async (drive) => drive((await import('./modes/agent/mode.js')).agentMode),
  ask: async (drive) => drive((await import('./modes/ask/mode.js')).askMode),
  impact: async (drive) => drive((await import('./modes/impact/mode.js')).impactMode),
  report: async (drive) => drive((await import('./modes/report/mode.js')).reportMode),
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
  const cancellation = watchCancellation();
  const runLimits = new RunLimits(deps.clock, cancellation.signal);
  current.limits = runLimits;
  const outputs = new OutputSet();
  let reporting = false;

  const drive: Drive = async (mode) => {
    let outcome;
    try {
      const settings = await mode.readSettings({ readInput: deps.readInput, env: deps.env, signal: cancellation.signal });
      const { ms, input } = mode.timeout(settings);
      runLimits.start(ms, input);
      const wrapUp = (): void => {
        runLimits.wrapUp();
      };
      outcome = await mode.run(settings, { ...deps, signal: cancellation.signal, deadline: runLimits.at, wrapUp, limits: runLimits });
    } catch (error) {
      outcome = mode.failed(error, cancellation.signal.aborted);
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
    await lastResort(error, outputs, reporting, cancellation.signal.aborted ? 'cancelled' : 'error');
  } finally {
    outputs.flush();
    cancellation.dispose();
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
