/**
 * Ask mode: one question to the docs assistant. `runAsk` returns how the run
 * ended; it reports nothing itself (`reportAskOutcome` does, in one place).
 * Main reads the settings first (modes/ask/mode.ts); the trigger, the GitHub
 * comments, the assistant client (the `ai` package) and the answer's markdown
 * parser come once the inputs are checked, so a failing input check stays
 * fast.
 */
import { Inputs } from '../../runner/names.js';
import { InputError } from '../../util/errors.js';
import { log, quote } from '../../runner/log.js';
import { now } from '../../util/clock.js';
import type { GitHubClient } from '../../github/client.js';
import { lazyGitHub, type GitHubFactory } from '../../github/load.js';
import type { Env } from '../../runner/env.js';
import { AskStreamError } from '../../service/assistant/answer.js';
import type { AssistantClient } from '../../service/assistant/client.js';
import type { QuotaOpener } from '../../budget/assistant-month.js';
import type { AskSettings } from './settings.js';
import type { AskFacts, AskOutcome } from './outcome.js';
import { RunFailure } from '../mode.js';
import type { DryRunCheck } from '../../dry-run/checks.js';

export interface AskDependencies {
  /** The runner's variables: the repository, the run. */
  env: Env;
  /** Makes the GitHub client for `github-token`, on first use; a run that needs none never calls it. */
  createGitHub?: GitHubFactory;
  /** Loads the assistant client once the inputs are valid; main's ends each answer by the run's deadline. */
  loadAssistant: () => Promise<AssistantClient>;
  /** Opens the assistant's monthly budget; main's keeps it in the ledger, its waits within the run's deadline. */
  openQuota: QuotaOpener;
  random?: () => number;
}

/** The GitHub client when no factory is given: none (a run without `github-token`). */
const noGitHub: GitHubFactory = (): Promise<GitHubClient> => Promise.reject(new Error('no GitHub client was given'));

/**
 * Asks the question the event or the inputs give. A failure is thrown as a `RunFailure` with what was learned (and
 * the part of the answer that had arrived): the mode's `failed` makes it a `failed` (or `cancelled`) outcome.
 */
export async function runAsk(settings: AskSettings, deps: AskDependencies): Promise<AskOutcome> {
  const facts: AskFacts = {};
  try {
    const ending = await askSteps(settings, deps, facts);
    return { ...facts, ...ending };
  } catch (error) {
    const partial = error instanceof AskStreamError ? { partial: error.partial } : {};
    throw new RunFailure({ ...facts, ...partial }, error);
  }
}

async function askSteps(base: AskSettings, deps: AskDependencies, facts: AskFacts): Promise<AskOutcome> {
  const env = deps.env;
  // The inputs are valid (main read them): only now is the rest of the run loaded, all at once.
  const [{ startAsk }, { askAssistant, buildAskRequest }, { monthLedger, sendCounted }] = await Promise.all([
    import(/* webpackChunkName: "assistant" */ './start.js'),
    deps.loadAssistant(),
    import(/* webpackChunkName: "assistant" */ '../../budget/assistant-month.js'),
  ]);
  const github = lazyGitHub(
    { token: base.trigger.githubToken, writesPerMinute: base.githubWritesPerMinute },
    deps.createGitHub ?? noGitHub,
  );
  const start = await startAsk({ settings: base, env, github, now: now(), log });
  facts.triggeredBy = start.triggeredBy;
  if (start.kind === 'skip') return { kind: 'skipped', reason: start.reason, commentUrl: start.commentUrl };
  if (start.reply) facts.reply = start.reply;
  const settings = { ...base, threadId: start.thread?.threadId, threadKey: start.thread?.threadKey };
  const question = start.question.trim();
  if (!question) {
    throw new InputError([{ input: Inputs.Question, message: 'is empty: give the question to ask (schedule and workflow_dispatch runs)' }]);
  }
  facts.question = question;
  const request = buildAskRequest(settings, question);
  const shownUrl = `${request.url.origin}${request.url.pathname}`;
  if (settings.dryRun) {
    // Loaded only for a dry run, with the agent's checks (the `run` group).
    const { checkAssistantRun } = await import(/* webpackChunkName: "run" */ '../../dry-run/checks.js');
    const hasToken = Boolean(settings.trigger.githubToken);
    const checks: DryRunCheck[] = [
      { name: 'the inputs', result: 'passed', detail: 'every input has its form' },
      {
        name: 'the event',
        result: 'passed',
        detail: `${env.GITHUB_EVENT_NAME || 'a run without an event'} asks a question (triggered by ${start.triggeredBy || 'the workflow'})`,
      },
      ...(await checkAssistantRun({
        github,
        hasToken,
        month: monthLedger({
          settings: settings.budget,
          assistantApiKey: settings.assistantApiKey,
          github: hasToken ? await github() : undefined,
          repository: env.GITHUB_REPOSITORY ?? '',
          log,
        }),
        ownRepository: env.GITHUB_REPOSITORY ?? '',
        comment: start.writesTo,
        commentName: 'the answer',
      })),
    ];
    return { kind: 'dry-run', question, url: shownUrl, body: request.body, checks };
  }

  // The assistant's monthly budget: one message counted before it is sent.
  const quota = await deps.openQuota({
    settings: settings.budget,
    assistantApiKey: settings.assistantApiKey,
    github: settings.trigger.githubToken ? await github() : undefined,
    repository: env.GITHUB_REPOSITORY ?? '',
    runId: `${env.GITHUB_RUN_ID ?? 'local'}-${env.GITHUB_RUN_ATTEMPT ?? '1'}`,
    log,
    ...(deps.random ? { random: deps.random } : {}),
  });
  const reserved = await quota.reserve();
  if (reserved.kind === 'exhausted') {
    // The assistant answers now or not at all: `queue` skips as `skip` does.
    if (reserved.policy !== 'skip' && reserved.policy !== 'queue') throw new Error(reserved.message);
    return { kind: 'skipped', reason: reserved.message, commentUrl: '' };
  }

  const answer = await log.group(`Ask the docs assistant (${settings.apiVersion})`, async () => {
    log.info(`POST ${shownUrl}`);
    log.info(`Question: ${quote(question)}`);
    if (settings.threadId) log.info(`Continuing thread ${quote(settings.threadId)}`);
    return sendCounted(quota, () => askAssistant(settings, request));
  });
  const usage = reserved.kind === 'reserved' ? { used: reserved.state.used, limit: reserved.state.limit } : undefined;
  return { kind: 'answered', question, answer, usage };
}
