/**
 * The agent run: from the event to a job, created within the hourly budget
 * and waited for. `runAgent` returns how the run ended; it reports nothing
 * itself (`reportAgentOutcome` does, in one place). Main reads the settings
 * first (modes/agent/mode.ts); the rest is loaded once they are valid.
 */
import { randomBytes } from 'node:crypto';
import { log, quote } from '../../runner/log.js';
import { getErrorMessage } from '../../util/errors.js';
import { awaitingPickup } from '../../hand-off/pickup-record.js';
import type { PendingRecord } from '../../hand-off/pending.js';
import { Inputs } from '../../runner/names.js';
import type { ServiceClient } from '../../service/agent/client.js';
import { lazyGitHub, type GitHubFactory } from '../../github/load.js';
import type { AgentRunOptions } from '../../service/agent/job.js';
import { now } from '../../util/clock.js';
import { asWorking, type Pickup, type PickupBaseline } from '../../service/agent/pickup.js';
import type { AgentJob } from '../../service/agent/schemas.js';
import type { Settings } from './settings.js';
import type { BudgetOpener } from './budgeted.js';
import { checkLedger, checkService, checkWritePermissions, type DryRunCheck } from '../../dry-run/checks.js';
import type { AgentOutcome, RunFacts } from './outcome.js';
import type { OpenPrSession } from '../../follow-up/open-pr.js';
import type { BudgetExhausted } from '../../budget/policy.js';
import type { JobComment } from '../../comment/job-comment.js';
import type { LedgerStore } from '../../ledger/store.js';
import { queueRequest, queuedFor, startQueuedOrWarn } from '../../hand-off/queued.js';
import type { GitHubClient } from '../../github/client.js';
import type { RunContext } from '../mode.js';

/** What the agent run uses from the outside world, besides main's run context; tests replace parts of it. */
export interface AgentDependencies {
  /** The service client for the project (report mode makes one too). */
  createClient: (
    settings: Pick<Settings, 'baseUrl' | 'projectId' | 'adminApiKey' | 'pollIntervalMs' | 'maxPollIntervalMs'>,
  ) => Promise<ServiceClient>;
  /** The GitHub client for a token; called at most once, and only when GitHub is needed. */
  createGitHub: GitHubFactory;
  /** The hourly budget shared by every run of the repository. */
  openBudget: BudgetOpener;
  random: () => number;
}

/** Creates (or resumes) the job and waits for it; every failure becomes a `failed` outcome, with what was learned. */
export async function runAgent(settings: Settings, deps: RunContext & AgentDependencies): Promise<AgentOutcome> {
  const facts: RunFacts = {};
  const held: { openPr?: OpenPrSession | undefined } = {};
  try {
    const ending = await runSteps(settings, deps, facts, held);
    return { ...facts, ...ending, endedAt: now() };
  } catch (error) {
    return { ...facts, kind: 'failed', error, cancelled: deps.deadline.cancelled, endedAt: now() };
  } finally {
    // `continue-open-pr`: however the run ends, the hold is given back, with this run's job (if any) as the last one,
    // also past the deadline or after a cancellation.
    if (held.openPr) deps.deadline.wrapUp();
    await held.openPr?.release(facts.job);
  }
}

async function runSteps(
  settings: Settings,
  deps: RunContext & AgentDependencies,
  facts: RunFacts,
  held: { openPr?: OpenPrSession | undefined },
): Promise<AgentOutcome> {
  const deadline = deps.deadline;
  // The inputs are valid: only now is the rest of the run loaded (a failing check stays fast), all at once.
  const [
    { startTrigger },
    { waitForJob, untilPickedUp },
    pickups,
    { createWithinBudget },
    { noteOnPull, refusedFollowUp },
    { OpenPrSession },
    { LedgerStore },
    { jobWrites },
  ] = await Promise.all([
    import(/* webpackChunkName: "run" */ './start.js'),
    import(/* webpackChunkName: "run" */ '../../service/agent/job.js'),
    import(/* webpackChunkName: "run" */ '../../service/agent/pickup.js'),
    import(/* webpackChunkName: "run" */ './budgeted.js'),
    import(/* webpackChunkName: "run" */ '../../follow-up/follow-up.js'),
    import(/* webpackChunkName: "run" */ '../../follow-up/open-pr.js'),
    import(/* webpackChunkName: "run" */ '../../ledger/store.js'),
    import(/* webpackChunkName: "run" */ '../../budget/pace.js'),
  ]);
  // One GitHub client for the run: the trigger's checks, the comment and the budget's ledger.
  const github = lazyGitHub({ token: settings.trigger.githubToken, writesPerMinute: settings.githubWritesPerMinute }, deps.createGitHub);
  // One ledger store for the run (one GitHub clock): the budget, the hand-off and `continue-open-pr` each change their section.
  const ledgerRepository = settings.budgetRepository ?? deps.env.GITHUB_REPOSITORY ?? '';
  const ledger = settings.trigger.githubToken
    ? new LedgerStore({
        client: github,
        repository: ledgerRepository,
        projectId: settings.projectId,
        // Its records of a job that exists get the wrap-up's seconds (its retries of a lost race included).
        deadline: deps.deadline.withWrapUp(),
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
          log,
          serverUrl: deps.env.GITHUB_SERVER_URL || undefined,
          deadline,
          dryRun: settings.dryRun,
          env: deps.env,
          maxPollIntervalMs: settings.maxPollIntervalMs,
        })
      : undefined;
  held.openPr = openPr;
  const start = await startTrigger({
    settings,
    env: deps.env,
    github,
    log,
    openPr,
    onTriggeredBy: (login) => {
      facts.triggeredBy = login;
    },
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
    const checks: DryRunCheck[] = [
      { name: 'the inputs', result: 'passed', detail: 'every input has its form' },
      {
        name: 'the event',
        result: 'passed',
        detail: `${start.trigger.event} starts a job (triggered by ${start.triggeredBy || 'the workflow'})`,
      },
      await checkService(client),
      await checkLedger(sharedLedger),
      // Where the run writes: the ledger, and the comment (or a command's reactions, on the same issue or pull request).
      ...(settings.trigger.githubToken
        ? await checkWritePermissions({
            github,
            ledger: sharedLedger,
            ownRepository: deps.env.GITHUB_REPOSITORY ?? '',
            comment:
              start.target ??
              (start.trigger.kind === 'command'
                ? {
                    ...start.trigger.repository,
                    issueNumber: start.trigger.subject.number,
                    isPullRequest: start.trigger.subject.isPullRequest,
                  }
                : undefined),
          })
        : []),
    ];
    return { kind: 'dry-run', url, prompt: start.prompt, followUpOf, checks };
  }

  const runOptions = {
    client,
    log,
    schedule: { initialMs: settings.pollIntervalMs, maxMs: settings.maxPollIntervalMs },
    deadline,
    random: deps.random,
    onJob: (job) => {
      comment.progress(job);
    },
  } satisfies AgentRunOptions;
  let created = await comment.resume(client);
  let recordInLedger: (() => Promise<void>) | undefined;
  /** A follow-up message: whether the job has taken it yet (until then a terminal status does not count). */
  let pickup: Pickup | undefined;
  if (!created && settings.onBudgetExhausted === 'queue' && sharedLedger && comment.recordedJobId === '') {
    // A re-run of a run that queued its request: the queue starts it, once; this attempt creates nothing.
    const queued = await queuedFor(sharedLedger, comment);
    if (queued?.started) {
      // Another run started it meanwhile (a late write of its place made the comment say queued again): its job is
      // reported as a hand-off's, and the comment becomes its job comment again; the report run reports its end.
      const job = await startedJob(client, queued.started);
      log.info(
        `This request was started from the queue already, as agent job ${job.id} (an earlier attempt of this run queued it): a report run reports it; no job is created.`,
      );
      comment.created(job);
      facts.job = job;
      return { kind: 'finished', job, waited: false, handedOff: true };
    }
    if (queued) {
      log.info(`This request is queued already (an earlier attempt of this run queued it): a report run starts it; no job is created.`);
      return {
        kind: 'queued',
        place: queued.place,
        startsAt: new Date(queued.startsAt).toISOString(),
        expiresAt: new Date(queued.expiresAt).toISOString(),
      };
    }
  }
  if (!created) {
    // Requests queued before this one (`on-budget-exhausted: queue`) are started first, as hand-offs, when the ledger holds any.
    // Jobs sent a queued follow-up here that they have not taken yet: a follow-up of this run to one waits for that.
    const awaitingPickup = new Map<string, PickupBaseline>();
    const startQueued = sharedLedger
      ? () => startQueuedFirst({ settings, deps, ledger: sharedLedger, github, client, ledgerRepository, awaitingPickup })
      : undefined;
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
        startQueued,
        awaitingPickup,
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
      // `queue`: the request waits in the ledger for a later run; the step ends green at once, holding no runner.
      if (exhausted.policy === 'queue')
        return queueInstead(exhausted, {
          settings,
          deps,
          comment,
          prompt: start.prompt,
          followUpOf: followUp?.jobId,
          ledger: sharedLedger,
          facts,
        });
      // `skip` ends green; `fail` and `wait` fail the step.
      if (exhausted.policy !== 'skip') throw new Error(exhausted.message);
      return { kind: 'skipped', reason: exhausted.message, nextSlotAt: new Date(exhausted.nextSlotAt).toISOString() };
    }
    created = result.job;
    recordInLedger = result.recordInLedger;
    // The window as seen right after the reservation: this job's slot is the last one counted.
    if (facts.budget?.tracked && facts.budget.used !== undefined) comment.slotTaken({ slot: facts.budget.used, limit: facts.budget.limit });
    pickup = result.before ? new pickups.Pickup(result.before) : undefined;
  }
  // Until the job has taken a follow-up message, the result it still shows is the last message's: it counts as working.
  const shown = (job: AgentJob): AgentJob => (pickup && !pickup.see(job) ? pickups.asWorking(job) : job);
  // The job exists: it is reported before anything else can fail or be cancelled.
  comment.created(shown(created));
  facts.job = shown(created);
  // The job exists: its records (the ledger, the hold, the hand-off) are written even if the deadline is near.
  deadline.wrapUp();
  await recordInLedger?.();
  // `continue-open-pr`: the job is recorded while this run still holds the record (a run that takes over knows it).
  await openPr?.recordJob(created);
  if (!settings.wait) {
    // The hand-off: the job is recorded as pending for a report run, and the runner is freed.
    const { handOff } = await import(/* webpackChunkName: "run" */ '../../hand-off/hand-off.js');
    let handed = created;
    if (pickup && !pickup.see(created)) {
      // Sent, not yet picked up: a short wait for the job to take it, then the hand-off either way.
      log.info(pickups.notPickedUpLine(created));
      handed = await untilPickedUp(created, pickup, {
        ...runOptions,
        deadline: deadline.within(pickups.PICKUP_WAIT_MS),
      });
      if (!pickup.pickedUp)
        log.warning(
          `Agent job ${created.id} had not picked up the follow-up message by the end of this run's wait for it: it is handed off as sent, not yet picked up, and a report run reports it only once it has (or as not picked up, after its 'timeout-seconds').`,
        );
    }
    facts.job = shown(handed);
    const handedOff = await handOff({
      job: facts.job,
      ...(pickup?.pickedUp === false ? { pickup: pickup.before } : {}),
      comment,
      projectId: settings.projectId,
      ledger: sharedLedger,
      log,
    });
    return { kind: 'finished', job: facts.job, waited: false, handedOff };
  }

  const job = created;
  const outcome = await log.group(`Wait for agent job ${job.id}`, () => waitForJob(job, runOptions, pickup));
  facts.job = shown(outcome.job);
  facts.waitedMs = outcome.waitedMs;
  switch (outcome.kind) {
    case 'timeout':
      return {
        kind: 'timeout',
        job: facts.job,
        waitedMs: outcome.waitedMs,
        timeoutMs: settings.timeoutMs,
        ...(outcome.notPickedUp ? { notPickedUp: true } : {}),
      };
    case 'cancelled':
      return { kind: 'cancelled', job: facts.job, waitedMs: outcome.waitedMs };
    case 'finished':
      if (settings.trigger.githubToken && settings.trigger.comment) {
        await noteOnPull(outcome.job, start, settings.trigger, github, deps.env.GITHUB_SERVER_URL || undefined, followUp?.append);
        // The docs preview, looked for once when there is a comment to show it: a deployment of the pull request's head (src/preview/).
        const { previewForJob } = await import(/* webpackChunkName: "run" */ '../../preview/look.js');
        const preview = await previewForJob(outcome.job, {
          hasComment: async () => (await comment.settled()) !== undefined,
          github,
          serverUrl: deps.env.GITHUB_SERVER_URL || 'https://github.com',
          notBy: facts.triggeredBy ?? '',
          log,
        });
        if (preview) comment.previewFound(preview);
      }
      return { kind: 'finished', job: outcome.job, waited: true };
  }
}

/**
 * The job the queue started from this run's request, as a hand-off shows it: still working while it has not taken
 * a queued follow-up message. A job the service cannot read stops the run (it must not start a second one).
 */
async function startedJob(client: ServiceClient, record: PendingRecord): Promise<AgentJob> {
  try {
    const job = await client.getJob(record.jobId);
    return awaitingPickup(record, job) ? asWorking(job) : job;
  } catch (error) {
    throw new Error(
      `Cannot read agent job ${quote(record.jobId)}, started from this run's queued request (${getErrorMessage(error)}); not starting a second job. Re-run once the service answers.`,
      { cause: error },
    );
  }
}

/** `on-budget-exhausted: queue`: queues the request; skipped (green, saying why) when it cannot be queued. */
async function queueInstead(
  exhausted: BudgetExhausted,
  run: {
    settings: Settings;
    deps: RunContext & AgentDependencies;
    comment: JobComment;
    prompt: string;
    followUpOf: string | undefined;
    ledger: LedgerStore | undefined;
    facts: RunFacts;
  },
): Promise<AgentOutcome> {
  const { settings, facts } = run;
  const queued = run.ledger
    ? await queueRequest({
        ledger: run.ledger,
        comment: run.comment,
        prompt: run.prompt,
        followUpOf: run.followUpOf,
        projectId: settings.projectId,
        limit: settings.budgetPerHour,
        timeoutMs: settings.queueTimeoutMs,
        log,
      })
    : ({ kind: 'not-queued', reason: `queuing needs '${Inputs.GithubToken}' and a repository for the ledger` } as const);
  if (queued.kind === 'not-queued') {
    const reason = `${exhausted.message} Not queued: ${queued.reason}.`;
    return { kind: 'skipped', reason, nextSlotAt: new Date(exhausted.nextSlotAt).toISOString() };
  }
  if (facts.budget) facts.budget = { ...facts.budget, queued: queued.waiting };
  return {
    kind: 'queued',
    place: queued.place,
    startsAt: new Date(queued.startsAt).toISOString(),
    expiresAt: new Date(queued.expiresAt).toISOString(),
  };
}

/** The time an agent run keeps for its own request when it starts queued requests first: at most half of what is left. */
const OWN_REQUEST_RESERVE_MS = 60_000;

/**
 * Starts the project's queued requests before this run's own (FIFO, each
 * claimed with its slot, exactly once: hand-off/queued.ts), as hand-offs that
 * a report run reports; nothing is waited for. A failure warns and the run
 * goes on with its own request.
 */
async function startQueuedFirst(run: {
  settings: Settings;
  deps: RunContext & AgentDependencies;
  ledger: LedgerStore;
  github: () => Promise<GitHubClient>;
  client: ServiceClient;
  ledgerRepository: string;
  awaitingPickup: Map<string, PickupBaseline>;
}): Promise<void> {
  const { settings, deps } = run;
  const github = await run.github();
  const left = deps.deadline.timeLeft();
  const queueRun = await startQueuedOrWarn({
    ledger: run.ledger,
    github,
    client: run.client,
    projectId: settings.projectId,
    limit: settings.budgetPerHour,
    claimant: `${deps.env.GITHUB_RUN_ID ?? 'local'}-${deps.env.GITHUB_RUN_ATTEMPT ?? '1'}-${randomBytes(4).toString('hex')}`,
    ledgerRepository: run.ledgerRepository,
    serverUrl: deps.env.GITHUB_SERVER_URL || 'https://github.com',
    deadline: deps.deadline.within(left - Math.min(OWN_REQUEST_RESERVE_MS, left / 2)),
    random: deps.random,
    log,
  });
  for (const started of queueRun?.started ?? []) if (started.awaitingPickup) run.awaitingPickup.set(started.jobId, started.awaitingPickup);
  if (queueRun && queueRun.started.length > 0)
    log.info(
      `Started ${queueRun.started.length} queued request(s) before this run's own (first in, first out); a run with '${Inputs.Mode}: report' reports them.`,
    );
}
