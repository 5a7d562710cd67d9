/**
 * One impact check: the pull request's changed files (the files API), the
 * hash of what they change compared with the last check's marker (the same:
 * nothing is asked), then one assistant message (counted in the monthly
 * budget) and the one comment on the pull request, created or edited.
 */
import type { GitHubClient } from '../../github/client.js';
import { listPullFiles } from '../../github/files.js';
import {
  listMarkedComments,
  upsertComment,
  writePermissionFor,
  type CommentTarget,
  type MarkedComment,
  type MarkerTrust,
  type PostedComment,
} from '../../comment/marked.js';
import { describeGitHubError } from '../../github/errors.js';
import { log, quote } from '../../runner/log.js';
import { getErrorMessage } from '../../util/errors.js';
import type { Answer } from '../../service/assistant/answer.js';
import type { MonthUsage } from '../../comment/answer.js';
import type { AskRequest, AssistantClient } from '../../service/assistant/client.js';
import type { AssistantSettings } from '../../service/assistant/request.js';
import { sendCounted, type Quota } from '../../budget/assistant-month.js';
import { runMarker, type RunIdentity } from '../../comment/job-comment.js';
import { MAX_LISTED_FILES, changesHash, contextItems, selectHunks } from '../../affected-pages/hunks.js';
import { IMPACT_KIND, impactMarker, readImpactMarker } from '../../comment/impact-marker.js';
import { impactQuestion } from '../../affected-pages/question.js';
import { pagesOfAnswer, type FoundPage } from '../../affected-pages/pages.js';
import { renderClearedComment, renderImpactComment, type CheckedChange } from '../../comment/impact.js';
import type { ImpactSettings } from './settings.js';
import type { ImpactPull } from './start.js';
import type { ImpactOutcome } from './outcome.js';

export interface CheckOptions {
  settings: ImpactSettings;
  pull: ImpactPull;
  github: GitHubClient;
  assistant: AssistantClient;
  quota: () => Promise<Quota>;
  run: RunIdentity;
}

type Ending = Exclude<ImpactOutcome, { kind: 'failed' | 'cancelled' }>;

/** The latest believed impact comment on the pull request; a failed read ends the check (a second comment must not follow). */
async function lastCheck(github: GitHubClient, target: CommentTarget, trust: MarkerTrust): Promise<MarkedComment | undefined> {
  try {
    return (await listMarkedComments(github, target, trust)).findLast((comment) => comment.marker.kind === IMPACT_KIND);
  } catch (error) {
    throw new Error(
      `Could not read the comments on pull request #${target.issueNumber} (${getErrorMessage(error)}): not checking, so that no second impact comment is written.`,
      { cause: error },
    );
  }
}

/** Sends the question with the monthly budget around it; `skipped` when the budget is used up and the policy is `skip`. */
async function ask(
  options: CheckOptions,
  assistantSettings: AssistantSettings,
  request: AskRequest,
): Promise<{ answer: Answer; usage: MonthUsage | undefined } | { skipped: string }> {
  const { settings, assistant } = options;
  const quota = await options.quota();
  const reserved = await quota.reserve();
  if (reserved.kind === 'exhausted') {
    if (reserved.policy === 'skip' || reserved.policy === 'queue') return { skipped: reserved.message };
    throw new Error(reserved.message);
  }
  const shownUrl = `${request.url.origin}${request.url.pathname}`;
  const usage = reserved.kind === 'reserved' ? { used: reserved.state.used, limit: reserved.state.limit } : undefined;
  const answer = await log.group(`Ask the docs assistant which pages this change touches (${settings.service.apiVersion})`, async () => {
    log.info(`POST ${shownUrl}`);
    return sendCounted(quota, () => assistant.askAssistant(assistantSettings, request));
  });
  return { answer, usage };
}

/** Writes the comment (pages found, or the earlier one cleared); its URL, or '' when none (a failure is a warning). */
async function writeComment(
  options: CheckOptions,
  target: CommentTarget,
  body: string,
  existing: MarkedComment | undefined,
): Promise<string> {
  try {
    const posted = await upsertComment(options.github, target, body, existing);
    log.info(`${existing ? 'Updated' : 'Wrote'} the impact comment on #${target.issueNumber}: ${posted.url}`);
    if (existing) return posted.url;
    return await oneComment(options, target, body, posted).catch((error: unknown) => {
      log.warning(`Could not check that #${target.issueNumber} has one impact comment (${getErrorMessage(error)}).`);
      return posted.url;
    });
  } catch (error) {
    log.warning(describeGitHubError(`write the impact comment on #${target.issueNumber}`, error, writePermissionFor(target)));
    return existing?.url ?? '';
  }
}

/**
 * After a create: another check of the same pull request may have created one too (two pushes at once without
 * the example's `concurrency`). The oldest impact comment stays; a newer one this run created is deleted, and its
 * body goes to the oldest. Each run settles its own comment, so two racing checks leave one.
 */
async function oneComment(options: CheckOptions, target: CommentTarget, body: string, posted: PostedComment): Promise<string> {
  const impacts = (await listMarkedComments(options.github, target, options.settings.trigger)).filter(
    (comment) => comment.marker.kind === IMPACT_KIND,
  );
  const oldest = impacts.reduce<MarkedComment | undefined>(
    (first, comment) => (first && first.id < comment.id ? first : comment),
    undefined,
  );
  if (!oldest || oldest.id >= posted.id) return posted.url;
  log.info(`Another check wrote the impact comment on #${target.issueNumber} first (${oldest.url}): this run's copy is deleted.`);
  await options.github.rest.issues.deleteComment({ owner: target.owner, repo: target.repo, comment_id: posted.id });
  return (await upsertComment(options.github, target, body, oldest)).url;
}

/** Runs the check (see the module comment). */
export async function checkPull(options: CheckOptions): Promise<Ending> {
  const { settings, pull, github } = options;
  const target: CommentTarget = { ...pull.repository, issueNumber: pull.number, isPullRequest: true };
  const files = await listPullFiles(github, pull.repository, pull.number, MAX_LISTED_FILES).catch((error: unknown) => {
    throw new Error(`Could not read the changed files of pull request #${pull.number}: ${getErrorMessage(error)}`, { cause: error });
  });
  // The counts are the pull request's own; a list GitHub cut hides changes, so the head joins the hash (each push checks again).
  const totalFiles = Math.max(pull.changedFiles ?? 0, files.length);
  const unlisted = totalFiles - files.length;
  const listCut = unlisted > 0 || files.length >= MAX_LISTED_FILES;
  const hash = changesHash(files, listCut ? pull.head : undefined);
  const existing = await lastCheck(github, target, settings.trigger);
  const last = existing ? readImpactMarker(existing.marker) : undefined;
  if (existing && last?.hash === hash) {
    log.info(`The changed files and hunks are those the last check saw (at ${quote(last.head)}): nothing is asked.`);
    return { kind: 'unchanged', pages: last.pages, commentUrl: existing.url, head: last.head };
  }
  if (files.length === 0) return { kind: 'skipped', reason: `Nothing to check: pull request #${pull.number} changes no file.` };

  const selection = { ...selectHunks(files), totalFiles };
  const checked: CheckedChange = { head: pull.head, selection, ...(unlisted > 0 ? { unlisted } : {}) };
  const question = impactQuestion({ title: pull.title, body: pull.body, files, totalFiles });
  const assistantSettings: AssistantSettings = {
    ...settings.service,
    filter: settings.filter,
    threadId: undefined,
    threadKey: undefined,
    context: contextItems(selection, settings.service.apiVersion),
    currentPath: undefined,
    idleTimeoutMs: settings.idleTimeoutMs,
  };
  const request = options.assistant.buildAskRequest(assistantSettings, question);
  log.info(`Question: ${quote(question, 2000)}`);
  log.info(`Context: the hunks of ${selection.items.length} of ${totalFiles} changed file(s), ${selection.sentChars} characters.`);
  if (unlisted > 0)
    log.warning(
      `GitHub listed ${files.length} of the ${totalFiles} files pull request #${pull.number} changes (it lists at most ${MAX_LISTED_FILES}): the others are not checked, and every push checks again.`,
    );
  if (settings.dryRun) return { kind: 'dry-run', url: `${request.url.origin}${request.url.pathname}`, body: request.body, checked };

  const asked = await ask(options, assistantSettings, request);
  if ('skipped' in asked) return { kind: 'skipped', reason: asked.skipped };
  const { answer, usage } = asked;
  const pages: FoundPage[] = pagesOfAnswer(answer);
  let commentUrl = '';
  if (settings.trigger.comment && (pages.length > 0 || existing)) {
    const marker = impactMarker({ hash, head: pull.head, pages }, runMarker(options.run, IMPACT_KIND));
    const body =
      pages.length > 0
        ? renderImpactComment({ pages, ...checked, command: settings.trigger.command, marker, usage })
        : renderClearedComment({ ...checked, marker, usage });
    commentUrl = await writeComment(options, target, body, existing);
  }
  return { kind: 'checked', pages, commentUrl, checked };
}
