/**
 * Impact mode: which pages of the documentation a pull request touches,
 * asked while it is open. `runImpact` returns how the check ended; it
 * reports nothing itself (`reportImpactOutcome` does, in one place). Only the
 * settings are loaded with this module; the event, the GitHub client, the
 * assistant client and the comment's markdown filter come once the inputs
 * are checked, so a failing input check stays fast.
 */
import { log } from '../../runner/log.js';
import { lazyGitHub, type GitHubFactory } from '../../github/load.js';
import type { Env } from '../../runner/env.js';
import type { QuotaOpener } from '../../budget/assistant-month.js';
import type { ImpactSettings } from './settings.js';
import type { AssistantClient } from '../../service/assistant/client.js';
import type { ImpactFacts, ImpactOutcome } from './outcome.js';
import { RunFailure } from '../mode.js';
import type { DryRunCheck } from '../../dry-run/checks.js';

export interface ImpactDependencies {
  /** The runner's variables: the repository, the run. The event itself is @actions/github's `context` (readEvent). */
  env: Env;
  createGitHub: GitHubFactory;
  /** Loads the assistant client once the inputs are valid; main's ends each answer by the run's deadline. */
  loadAssistant: () => Promise<AssistantClient>;
  /** Opens the assistant's monthly budget; main's keeps it in the ledger, its waits within the run's deadline. */
  openQuota: QuotaOpener;
  random?: () => number;
}

/**
 * Checks the pull request the event names. A failure is thrown as a `RunFailure` with what was learned: the mode's
 * `failed` makes it a `failed` (or `cancelled`) outcome.
 */
export async function runImpact(settings: ImpactSettings, deps: ImpactDependencies): Promise<ImpactOutcome> {
  const facts: ImpactFacts = {};
  try {
    const ending = await impactSteps(settings, deps, facts);
    return { ...facts, ...ending };
  } catch (error) {
    throw new RunFailure(facts, error);
  }
}

async function impactSteps(settings: ImpactSettings, deps: ImpactDependencies, facts: ImpactFacts): Promise<ImpactOutcome> {
  const [{ readEvent }, { startImpact }, { checkPull }, { monthLedger }, { runIdentity }, assistant] = await Promise.all([
    import(/* webpackChunkName: "run" */ '../../triggers/event.js'),
    import(/* webpackChunkName: "assistant" */ './start.js'),
    import(/* webpackChunkName: "assistant" */ './check.js'),
    import(/* webpackChunkName: "assistant" */ '../../budget/assistant-month.js'),
    import(/* webpackChunkName: "run" */ '../../comment/job-comment.js'),
    deps.loadAssistant(),
  ]);
  const start = startImpact(await readEvent(deps.env), deps.env, { drafts: settings.drafts, allowedBots: settings.trigger.allowedBots });
  facts.triggeredBy = start.triggeredBy;
  if (start.kind === 'skip') return { kind: 'skipped', reason: start.reason };
  const { pull } = start;
  facts.pull = { number: pull.number, url: pull.url };
  log.info(`Checking pull request #${pull.number} (${pull.action}, head ${pull.head.slice(0, 12)}).`);
  const github = await lazyGitHub(
    { token: settings.trigger.githubToken, writesPerMinute: settings.githubWritesPerMinute },
    deps.createGitHub,
  )();
  const run = runIdentity(deps.env);
  const ending = await checkPull({
    settings,
    pull,
    github,
    assistant,
    run,
    quota: () =>
      deps.openQuota({
        settings: settings.budget,
        assistantApiKey: settings.service.assistantApiKey,
        github,
        repository: deps.env.GITHUB_REPOSITORY ?? '',
        runId: `${run.runId || 'local'}-${String(run.attempt)}`,
        log,
        impact: {
          claim: { pull: `${pull.repository.owner}/${pull.repository.repo}#${String(pull.number)}`, author: pull.author },
          limits: settings.limits,
        },
        ...(deps.random ? { random: deps.random } : {}),
      }),
  });
  if (ending.kind !== 'dry-run') return ending;
  // Loaded only for a dry run, with the agent's checks (the `run` group).
  const { checkAssistantRun } = await import(/* webpackChunkName: "run" */ '../../dry-run/checks.js');
  const checks: DryRunCheck[] = [
    { name: 'the inputs', result: 'passed', detail: 'every input has its form' },
    {
      name: 'the event',
      result: 'passed',
      detail: `${deps.env.GITHUB_EVENT_NAME || 'the event'} (${pull.action}) checks pull request #${String(pull.number)} (triggered by ${start.triggeredBy || 'the workflow'})`,
    },
    ...(await checkAssistantRun({
      github: () => Promise.resolve(github),
      hasToken: true,
      month: monthLedger({
        settings: settings.budget,
        assistantApiKey: settings.service.assistantApiKey,
        github,
        repository: deps.env.GITHUB_REPOSITORY ?? '',
        log,
      }),
      ownRepository: deps.env.GITHUB_REPOSITORY ?? '',
      comment: settings.trigger.comment ? { ...pull.repository, issueNumber: pull.number, isPullRequest: true } : undefined,
      commentName: 'the impact comment',
    })),
  ];
  return { ...ending, checks };
}
