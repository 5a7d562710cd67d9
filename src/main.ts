import * as core from '@actions/core';
import { createJob, formatDuration, waitForJob, type AgentRunOptions } from './modes/agent/job.js';
import type { BudgetExhausted, BudgetGate, BudgetRuntime } from './budget/gate.js';
import { systemClock, type Clock } from './util/clock.js';
import { Inputs, Outputs } from './runner/names.js';
import { InputError, getErrorMessage } from './util/errors.js';
import { infoVerbatim, quote } from './runner/log.js';
import { OutputSet } from './runner/outputs.js';
import type { ServiceClient } from './service/agent/client.js';
import type { AgentJob } from './service/agent/schemas.js';
import { isAskMode, readInput, readSettings, type InputReader, type Settings } from './modes/agent/settings.js';
import { writeSummary, type RunReport } from './modes/agent/summary.js';
import type { JobComment } from './modes/agent/comment.js';
import type { GitHubClient } from './github/client.js';
import { startTrigger } from './modes/agent/start.js';
import { watchCancellation } from './runner/cancellation.js';

/** What `run` uses from the outside world; tests replace parts of it. */
export interface RunDependencies {
  clock: Clock;
  readInput: InputReader;
  createClient: (settings: Settings) => Promise<ServiceClient>;
  /** The GitHub client for a token; called at most once, and only when GitHub is needed. */
  createGitHub: (token: string) => Promise<GitHubClient>;
  /** The hourly budget shared by every run of the repository. */
  openBudget: (settings: Settings, runtime: BudgetRuntime, github: GitHubClient | undefined) => Promise<BudgetGate>;
  random: () => number;
}

const defaultDependencies: RunDependencies = {
  clock: systemClock,
  readInput,
  createClient: async (settings) => {
    // Loaded only when a request is about to be made: a failing input check stays fast.
    const { createServiceClient } = await import('./service/agent/client.js');
    return createServiceClient({
      baseUrl: settings.baseUrl,
      projectId: settings.projectId,
      adminApiKey: settings.adminApiKey,
      warn: core.warning,
    });
  },
  createGitHub: async (token) => {
    const { createGitHubClient } = await import('./github/client.js');
    return createGitHubClient({ token, warn: core.warning, debug: core.debug });
  },
  openBudget: async (settings, runtime, github) => {
    // Loaded only when a job is about to be created, with the GitHub client.
    const { openBudget } = await import('./budget/gate.js');
    return openBudget(settings, runtime, github);
  },
  random: Math.random,
};

/** Masks secrets before anything else can print them (the public assistant key too: it is nobody's business). */
function maskSecrets(read: InputReader): string[] {
  const secrets = [read(Inputs.AdminApiKey), read(Inputs.AssistantApiKey), read(Inputs.GithubToken)]
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  for (const secret of secrets) core.setSecret(secret);
  return secrets;
}

function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce((acc, secret) => acc.split(secret).join('***'), text);
}

function describeFinished(job: AgentJob, outputs: OutputSet, report: RunReport): void {
  switch (job.status) {
    case 'completed':
      if (job.prLink) {
        core.info(`Agent job ${job.id} completed: pull request ${quote(job.prLink)}`);
        report.note = `The agent opened a pull request: ${job.prLink}`;
      } else {
        core.notice(`Agent job ${job.id} completed without changing any file: no pull request was opened.`);
        report.note = 'The job completed without changing any file: no pull request was opened.';
      }
      return;
    case 'archived':
      core.warning(`Agent job ${job.id} was archived${job.prLink ? ` (pull request ${quote(job.prLink)})` : ''}.`);
      report.note = 'The job was archived.';
      return;
    default:
      report.note = `The agent job ${job.id} failed in the service.`;
      outputs.set(Outputs.Status, 'failed');
      throw new Error(`Agent job ${job.id} failed in the service (model ${quote(job.model)}).`);
  }
}

/** Ask mode: the assistant code (and the `ai` package) is loaded only here. */
async function runAskMode(deps: RunDependencies): Promise<void> {
  const read = deps.readInput;
  const secrets = maskSecrets(read);
  const cancellation = watchCancellation();
  try {
    const { runAsk } = await import('./modes/ask/run.js');
    await runAsk({
      readInput: read,
      env: process.env,
      gitHubFor: (token) => lazyGitHub(token, deps.createGitHub),
      clock: deps.clock,
      signal: cancellation.signal,
      redact: (text) => redact(text, secrets),
    });
  } catch (error) {
    core.setFailed(redact(getErrorMessage(error), secrets));
  } finally {
    cancellation.dispose();
  }
}

/** The window is full (or the service said so): `skip` ends green, `fail` and `wait` fail the step. */
function budgetExhausted(result: BudgetExhausted, outputs: OutputSet, report: RunReport): void {
  report.note = result.message;
  if (result.policy !== 'skip') throw new Error(result.message);
  core.notice(`${result.message} Skipped ('${Inputs.OnBudgetExhausted}': skip).`);
  outputs.set(Outputs.Status, 'skipped');
  // The hook for a comment on the issue or pull request: when the next slot frees.
  report.skipped = { reason: 'budget', nextSlotAt: new Date(result.nextSlotAt).toISOString() };
}

/** What creating a job within the hourly budget needs from `run`. */
interface BudgetedCreation {
  deps: RunDependencies;
  settings: Settings;
  /** The run's GitHub client (the one the comment uses); undefined without a token. */
  github: () => Promise<GitHubClient | undefined>;
  runOptions: AgentRunOptions;
  deadline: number;
  signal: AbortSignal;
  outputs: OutputSet;
  report: RunReport;
}

/** A job just created, and how to write its id into the budget's ledger. */
interface CreatedJob {
  job: AgentJob;
  /** Records the job id on this run's ledger entry; never throws (the job exists whatever happens). */
  recordInLedger: () => Promise<void>;
}

/**
 * Reserves a slot in the hourly budget, then creates the job. Undefined when
 * the budget is used up and the policy is `skip`; throws under `fail`/`wait`.
 * A 429 tells the ledger the window is full; a definite failure gives the slot back.
 */
async function createWithinBudget(prompt: string, options: BudgetedCreation): Promise<CreatedJob | undefined> {
  const { deps, settings, runOptions, outputs, report } = options;
  const budget = await deps.openBudget(
    settings,
    {
      clock: deps.clock,
      log: { info: core.info, warning: core.warning, debug: core.debug },
      deadline: options.deadline,
      signal: options.signal,
      random: deps.random,
    },
    await options.github(),
  );
  const showBudget = (): void => {
    report.budget = budget.view();
    outputs.set(Outputs.BudgetRemaining, budget.remainingOutput());
  };
  const slot = await core.group('Reserve a slot in the hourly budget', () => budget.reserve());
  showBudget();
  if (slot.kind === 'exhausted') {
    budgetExhausted(slot, outputs, report);
    return undefined;
  }
  let created: AgentJob;
  try {
    created = await core.group('Create the agent job', async () => {
      const job = await createJob(prompt, {
        ...runOptions,
        // A 429 is retried (honouring Retry-After) only under 'wait'; each one tells the ledger the window is full.
        retryOn429: settings.onBudgetExhausted === 'wait',
        onRateLimited: (error) => budget.serviceFull(error.retryAfterMs),
      });
      core.info(`Created agent job ${job.id} (status ${quote(job.status)}, model ${quote(job.model)}).`);
      return job;
    });
  } catch (error) {
    const exhausted = await budget.creationFailed(error);
    showBudget();
    if (exhausted) {
      budgetExhausted(exhausted, outputs, report);
      return undefined;
    }
    throw error;
  }
  const job = created;
  return {
    job,
    recordInLedger: async () => {
      try {
        await budget.recordJob(job.id);
      } catch (error) {
        // Cancelled while recording: the slot stays reserved (it still counts), only the job id is missing.
        core.warning(`Agent job ${job.id} was not recorded in the budget ledger: ${getErrorMessage(error)}`);
      }
      // The summary shows the window as last seen; `budget-remaining` stays as it was right after the reservation.
      report.budget = budget.view();
    },
  };
}

/** The GitHub client for `github-token`, made once and only when needed. */
function lazyGitHub(token: string, create: RunDependencies['createGitHub']): () => Promise<GitHubClient> {
  let client: Promise<GitHubClient> | undefined;
  return () => {
    client ??= token
      ? create(token)
      : Promise.reject(
          new InputError([
            { input: Inputs.GithubToken, message: 'is empty: pass ${{ github.token }} or a token that may read and write issues' },
          ]),
        );
    return client;
  };
}

/** The action: create an agent job, wait for it, report its outcome; or, in ask mode, ask the docs assistant. */
export async function run(overrides: Partial<RunDependencies> = {}): Promise<void> {
  const deps: RunDependencies = { ...defaultDependencies, ...overrides };
  if (isAskMode(deps.readInput)) {
    await runAskMode(deps);
    return;
  }
  const outputs = new OutputSet();
  const report: RunReport = {};
  let secrets: string[] = [];
  let comment: JobComment | undefined;
  let failed = false;
  const cancellation = watchCancellation();
  try {
    secrets = maskSecrets(deps.readInput);
    const settings = readSettings(deps.readInput);
    const startedAt = deps.clock.now();
    const deadline = startedAt + settings.timeoutMs;
    // One GitHub client for the run: the trigger's checks, the comment and the budget's ledger.
    const github = lazyGitHub(settings.trigger.githubToken, deps.createGitHub);
    const start = await startTrigger({
      settings,
      env: process.env,
      github,
      clock: deps.clock,
      log: { info: core.info, warning: core.warning },
      signal: AbortSignal.any([cancellation.signal, AbortSignal.timeout(settings.timeoutMs)]),
    });
    outputs.set(Outputs.TriggeredBy, start.triggeredBy);
    if (start.kind === 'skip') {
      core.notice(start.reason);
      outputs.set(Outputs.Status, 'skipped');
      outputs.set(Outputs.CommentUrl, start.commentUrl);
      report.note = start.reason;
      return;
    }
    comment = start.comment;
    const prompt = start.prompt;

    const client = await deps.createClient(settings);
    if (settings.dryRun) {
      core.info(`Dry run: nothing is sent. The job would be created with POST ${client.createUrl} and this prompt:`);
      infoVerbatim(prompt);
      outputs.set(Outputs.Status, 'skipped');
      report.dryRun = { url: client.createUrl, prompt };
      report.note = 'Dry run: no job was created.';
      return;
    }

    const runOptions: AgentRunOptions = {
      client,
      clock: deps.clock,
      log: { info: core.info, warning: core.warning },
      schedule: { initialMs: settings.pollIntervalMs, maxMs: settings.maxPollIntervalMs },
      deadline,
      signal: cancellation.signal,
      random: deps.random,
      onJob: (job) => {
        comment?.progress(job);
      },
    };
    const resumed = await comment.resume(client);
    const fresh = resumed
      ? undefined
      : await createWithinBudget(prompt, {
          deps,
          settings,
          github: () => (settings.trigger.githubToken ? github() : Promise.resolve(undefined)),
          runOptions,
          deadline,
          signal: cancellation.signal,
          outputs,
          report,
        });
    const created = resumed ?? fresh?.job;
    if (!created) return;
    // The job exists: it is reported before anything else can fail or be cancelled.
    comment.created(created);
    outputs.setJob(created);
    report.job = created;
    await fresh?.recordInLedger();
    if (!settings.wait) {
      report.note = `Not waiting ('wait' is false): the job goes on in the service.`;
      return;
    }

    const outcome = await core.group(`Wait for agent job ${created.id}`, () => waitForJob(created, runOptions));
    outputs.setJob(outcome.job);
    report.job = outcome.job;
    report.waitedMs = outcome.waitedMs;
    if (outcome.kind === 'timeout') {
      report.note = `Still active after ${formatDuration(outcome.waitedMs)}: the job goes on in the service.`;
      throw new Error(
        `Agent job ${outcome.job.id} is still ${quote(outcome.job.status)} after waiting ${formatDuration(outcome.waitedMs)} ('${Inputs.TimeoutSeconds}': ${settings.timeoutMs / 1000}); the job goes on in the service.`,
      );
    }
    if (outcome.kind === 'cancelled') {
      report.note = `The run was cancelled after ${formatDuration(outcome.waitedMs)}: the job goes on in the service.`;
      throw new Error(
        `The run was cancelled after waiting ${formatDuration(outcome.waitedMs)}; agent job ${outcome.job.id} goes on in the service.`,
      );
    }
    describeFinished(outcome.job, outputs, report);
  } catch (error) {
    failed = true;
    core.setFailed(redact(getErrorMessage(error), secrets));
    if (!report.note) report.note = redact(getErrorMessage(error), secrets);
  } finally {
    // Outputs and summary first: on a cancelled run the runner kills the step a few seconds after
    // the signal, and the comment's writes (paced by GitHub's rate-limit rules) may not finish by then.
    // The signal handlers stay until the end, so a second signal does not end the process early.
    outputs.flush();
    try {
      await writeSummary(report);
    } catch (error) {
      core.warning(`Could not write the job summary: ${getErrorMessage(error)}`);
    }
    if (comment) {
      await comment.finished({ job: report.job, note: report.note, failed, skipped: report.skipped !== undefined });
      outputs.set(Outputs.CommentUrl, comment.url);
      outputs.flush();
    }
    cancellation.dispose();
  }
}
