/**
 * The agent run: from the event to a job, created within the hourly budget
 * and waited for. `runAgent` returns how the run ended; it reports nothing
 * itself (`reportAgentOutcome` does, in one place). Only the settings are
 * loaded with this module; the rest once the inputs are checked.
 */
import type { Clock } from '../../util/clock.js';
import { log } from '../../runner/log.js';
import { Inputs } from '../../runner/names.js';
import type { InputReader } from '../../runner/read-input.js';
import type { ServiceClient } from '../../service/agent/client.js';
import { lazyGitHub, type GitHubFactory } from '../../github/lazy.js';
import type { AgentRunOptions } from '../../service/agent/job.js';
import { readSettings, type Settings } from './settings.js';
import type { BudgetOpener } from './budgeted.js';
import type { AgentOutcome, RunFacts } from './outcome.js';
import type { OpenPrSession } from '../../continue-open-pr/session.js';

/** What the agent run uses from the outside world; tests replace parts of it. */
export interface AgentDependencies {
  clock: Clock;
  readInput: InputReader;
  /** The service client for the project (report mode makes one too). */
  createClient: (settings: Pick<Settings, 'baseUrl' | 'projectId' | 'adminApiKey'>) => Promise<ServiceClient>;
  /** The GitHub client for a token; called at most once, and only when GitHub is needed. */
  createGitHub: GitHubFactory;
  /** The hourly budget shared by every run of the repository. */
  openBudget: BudgetOpener;
  random: () => number;
  /** Aborted when the run is cancelled (SIGINT/SIGTERM). */
  signal: AbortSignal;
}

/** Creates (or resumes) the job and waits for it; every failure becomes a `failed` outcome, with what was learned. */
export async function runAgent(deps: AgentDependencies): Promise<AgentOutcome> {
  const facts: RunFacts = {};
  const held: { openPr?: OpenPrSession | undefined } = {};
  try {
    const ending = await runSteps(deps, facts, held);
    return { ...facts, ...ending };
  } catch (error) {
    return { ...facts, kind: 'failed', error };
  } finally {
    // `continue-open-pr`: however the run ends, the hold is given back, with this run's job (if any) as the last one.
    await held.openPr?.release(facts.job);
  }
}

async function runSteps(deps: AgentDependencies, facts: RunFacts, held: { openPr?: OpenPrSession | undefined }): Promise<AgentOutcome> {
  const settings = readSettings(deps.readInput);
  const deadline = deps.clock.now() + settings.timeoutMs;
  // The inputs are valid: only now is the rest of the run loaded (a failing check stays fast), all at once:
  // one chunk, "agent-run", which also holds what main's factories import (the service client, Octokit, the budget).
  const [
    { startTrigger },
    { waitForJob },
    { createWithinBudget },
    { noteOnPull, refusedFollowUp },
    { OpenPrSession },
    { LedgerStore },
    { jobWrites },
  ] = await Promise.all([
    import(/* webpackChunkName: "agent-run" */ './start.js'),
    import(/* webpackChunkName: "agent-run" */ '../../service/agent/job.js'),
    import(/* webpackChunkName: "agent-run" */ './budgeted.js'),
    import(/* webpackChunkName: "agent-run" */ '../../refine/refine.js'),
    import(/* webpackChunkName: "agent-run" */ '../../continue-open-pr/session.js'),
    import(/* webpackChunkName: "agent-run" */ '../../ledger/store.js'),
    import(/* webpackChunkName: "agent-run" */ '../../budget/pace.js'),
  ]);
  // One GitHub client for the run: the trigger's checks, the comment and the budget's ledger.
  const github = lazyGitHub(settings.trigger.githubToken, deps.createGitHub);
  // One ledger store for the run (one GitHub clock): the budget, the hand-off and `continue-open-pr` each change their section.
  const ledgerRepository = settings.budgetRepository ?? process.env.GITHUB_REPOSITORY ?? '';
  const ledger = settings.trigger.githubToken
    ? new LedgerStore({
        client: github,
        repository: ledgerRepository,
        projectId: settings.projectId,
        clock: deps.clock,
        random: deps.random,
        warn: log.warning,
      })
    : undefined;
  const sharedLedger = ledgerRepository ? ledger : undefined;
  if (settings.continueOpenPr && !settings.trigger.githubToken) {
    log.warning(
      `'${Inputs.ContinueOpenPr}' needs '${Inputs.GithubToken}' (the last job is kept in the budget ledger): every change starts a new job.`,
    );
  }
  // The service client is cheap to make; `continue-open-pr` may need it before the job (to wait for the last one).
  let serviceClient: Promise<ServiceClient> | undefined;
  const service = (): Promise<ServiceClient> => (serviceClient ??= deps.createClient(settings));
  const openPr =
    settings.continueOpenPr && ledger
      ? new OpenPrSession({
          github,
          service,
          ledger,
          clock: deps.clock,
          log,
          serverUrl: process.env.GITHUB_SERVER_URL || undefined,
          deadline,
          signal: deps.signal,
          dryRun: settings.dryRun,
          env: process.env,
          maxPollIntervalMs: settings.maxPollIntervalMs,
        })
      : undefined;
  held.openPr = openPr;
  const start = await startTrigger({
    settings,
    env: process.env,
    github,
    clock: deps.clock,
    log,
    // The prompt file's read counts against `timeout-seconds` and stops on cancellation.
    signal: AbortSignal.any([deps.signal, AbortSignal.timeout(settings.timeoutMs)]),
    openPr,
  });
  facts.triggeredBy = start.triggeredBy;
  if (start.kind === 'skip') return { kind: 'skipped', reason: start.reason, commentUrl: start.commentUrl };
  const comment = start.comment;
  facts.comment = comment;
  if (start.undecided !== undefined) throw start.undecided;

  const client = await service();
  let followUp = start.followUp;
  const followUpOf = followUp?.jobId;
  if (settings.dryRun) {
    const url = followUpOf === undefined ? client.createUrl : `${client.createUrl}/${encodeURIComponent(followUpOf)}/message`;
    return { kind: 'dry-run', url, prompt: start.prompt, followUpOf };
  }

  const runOptions = {
    client,
    clock: deps.clock,
    log,
    schedule: { initialMs: settings.pollIntervalMs, maxMs: settings.maxPollIntervalMs },
    deadline,
    signal: deps.signal,
    random: deps.random,
    onJob: (job) => {
      comment.progress(job);
    },
  } satisfies AgentRunOptions;
  let created = await comment.resume(client);
  let recordInLedger: (() => Promise<void>) | undefined;
  if (!created) {
    const create = (to: string | undefined) =>
      createWithinBudget(start.prompt, {
        followUpOf: to,
        openBudget: deps.openBudget,
        settings,
        ledger: sharedLedger,
        jobWrites: jobWrites({
          // Where the comment goes (see resolveCommentTarget): the event's issue or pull request, or `issue-number`.
          comment: settings.trigger.comment && ('subject' in start.trigger || settings.trigger.issueNumber !== undefined),
          reactions: start.trigger.kind === 'command',
          note: settings.wait && settings.trigger.comment,
          handOff: !settings.wait,
          openPr: openPr !== undefined,
        }),
        onLongWait: (at) => {
          comment.waiting(at);
        },
        runOptions,
        onBudget: (view, remaining) => {
          facts.budget = view;
          if (remaining !== undefined) facts.budgetRemaining = remaining;
        },
      }).catch((error: unknown) => {
        // A refused follow-up (400/404) is said as such, with how to start a new job: never a new job behind the user's back.
        throw to === undefined ? error : refusedFollowUp(error, to, settings.trigger.command);
      });
    const result = await create(followUpOf).catch((error: unknown) => {
      // Except for a merge or a push (`continue-open-pr`): the user asked for docs for the change, so a new job starts.
      if (!openPr?.fallsBack(error, start.trigger, comment)) throw error;
      followUp = undefined;
      return create(undefined);
    });
    if (result.kind === 'exhausted') {
      const { exhausted } = result;
      // `skip` ends green; `fail` and `wait` fail the step.
      if (exhausted.policy !== 'skip') throw new Error(exhausted.message);
      return { kind: 'skipped', reason: exhausted.message, nextSlotAt: new Date(exhausted.nextSlotAt).toISOString() };
    }
    created = result.job;
    recordInLedger = result.recordInLedger;
  }
  // The job exists: it is reported before anything else can fail or be cancelled.
  comment.created(created);
  facts.job = created;
  await recordInLedger?.();
  // `continue-open-pr`: the job is recorded while this run still holds the record (a run that takes over knows it).
  await openPr?.recordJob(created);
  if (!settings.wait) {
    // The hand-off: the job is recorded as pending for a report run, and the runner is freed.
    const { handOff } = await import(/* webpackChunkName: "agent-run" */ '../../hand-off/hand-off.js');
    const handedOff = await handOff({
      job: created,
      comment,
      projectId: settings.projectId,
      ledger: sharedLedger,
      log,
      signal: deps.signal,
    });
    return { kind: 'finished', job: created, waited: false, handedOff };
  }

  const job = created;
  const outcome = await log.group(`Wait for agent job ${job.id}`, () => waitForJob(job, runOptions));
  facts.job = outcome.job;
  facts.waitedMs = outcome.waitedMs;
  switch (outcome.kind) {
    case 'timeout':
      return { kind: 'timeout', job: outcome.job, waitedMs: outcome.waitedMs, timeoutMs: settings.timeoutMs };
    case 'cancelled':
      return { kind: 'cancelled', job: outcome.job, waitedMs: outcome.waitedMs };
    case 'finished':
      if (settings.trigger.githubToken && settings.trigger.comment)
        await noteOnPull(outcome.job, start, settings, github, followUp?.append);
      return { kind: 'finished', job: outcome.job, waited: true };
  }
}
