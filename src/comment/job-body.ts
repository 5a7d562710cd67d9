/**
 * The text of the job comment: marker, job, status, who asked, model, time
 * and run. Service fields go in code spans, user text and notes are inert
 * prose, and only validated https URLs become links (see render/markdown.ts).
 */
import { formatDuration, formatTime } from '../render/time.js';
import { formatMarker, type MarkerFields } from './marked.js';
import { blockQuote, code, inert, link } from '../render/markdown.js';
import { httpsUrl } from '../render/text.js';
import { clip } from '../util/redact.js';
import type { AgentJob } from '../service/agent/schemas.js';

/**
 * What the comment says of the trigger: the trigger itself, or what a
 * hand-off recorded of it (a report run renders the comment from that).
 */
export type TriggerOrigin =
  | { kind: 'command'; actor: { login: string }; instruction: string }
  | { kind: 'label'; actor: { login: string }; label: string }
  | { kind: 'standalone'; event: string }
  | { kind: 'merged'; actor: { login: string }; pull: { baseBranch: string } }
  | { kind: 'push'; actor: { login: string }; push: { branch: string } };

/** How the run ended, as main reports it. */
export interface Ending {
  job?: AgentJob | undefined;
  /** One sentence on the ending (a timeout, an error…), untrusted text. */
  note?: string | undefined;
  /** True when the step fails. */
  failed: boolean;
  /** True when no job was started on purpose (the hourly budget is used up): the comment says so. */
  skipped?: boolean | undefined;
}

export interface CommentView {
  marker: MarkerFields;
  trigger: TriggerOrigin;
  job: AgentJob | undefined;
  runUrl: string | undefined;
  /** A failed job an earlier attempt of this run started, replaced by `job`. */
  replacedJobId?: string | undefined;
  /** Present once the run is over. */
  ending?: (Ending & { elapsedMs: number | undefined }) | undefined;
  /** Set when the run sends a follow-up message to this job (on its own pull request) instead of creating one. */
  followUpOf?: string | undefined;
  /** `continue-open-pr`: the last job refused the message (status and the service's error), so a new job was started. */
  refusedFollowUp?: { jobId: string; reason: string } | undefined;
  /** Before the job: when the run expects its slot in the hourly budget (GitHub's clock, ms), while it waits for it. */
  waitingUntil?: number | undefined;
  /** The slot the job took in the hourly budget: the `slot`-th of `limit` in the last 60 minutes (absent when untracked). */
  usage?: Usage | undefined;
  /** The docs preview of the job's pull request (a deployment's https URL), shown next to its link. */
  preview?: string | undefined;
  /** Before the job: the request is queued (`on-budget-exhausted: queue`) at `place`, expected to start at `startsAt`. */
  queued?: QueuedView | undefined;
}

/** A queued request's place in line, about when it starts, and when it is dropped unstarted (GitHub's clock, ms). */
export interface QueuedView {
  place: number;
  startsAt: number;
  expiresAt: number;
}

/** `number 2 in line, expected to start at …`: the queued comment's line (also the usage footer's). */
export function queuedText(queued: QueuedView): string {
  return `number ${queued.place} in line, expected to start at about ${formatTime(queued.startsAt)}`;
}

/** A job's place in the hourly budget, for the comment's footer. */
export interface Usage {
  slot: number;
  limit: number;
}

/** `slot 3 of 100 this hour`: the usage line's budget part. */
export function usageText(usage: Usage): string {
  return `slot ${usage.slot} of ${usage.limit} this hour`;
}

/** The longest note (why no job or message) in the comment. */
const NOTE_MAX = 600;

/** The status line of a job that opened (or updated) its pull request, with the preview link next to it when there is one. */
function pullLine(pr: URL, followUp: boolean, preview?: string): string {
  const line = followUp
    ? `✅ The agent updated the pull request: ${link(pr.href)}`
    : `✅ The agent opened a pull request: ${link(pr.href)}`;
  const shown = httpsUrl(preview);
  return shown ? `${line} · ${link(shown.href, 'Preview')}` : line;
}

/**
 * The job comment's text with `preview` next to the link of `prLink` (an
 * earlier preview replaced), for a report run that finds the preview after
 * the comment was written. Undefined when the comment does not show that pull
 * request's line; the same text when it shows that preview already.
 */
export function withPreview(body: string, prLink: string, preview: string): string | undefined {
  const pr = httpsUrl(prLink);
  if (!pr || !httpsUrl(preview)) return undefined;
  const lines = body.split('\n');
  for (const followUp of [false, true]) {
    const bare = pullLine(pr, followUp);
    const at = lines.findIndex((line) => line === bare || line.startsWith(`${bare} · `));
    if (at < 0) continue;
    lines[at] = pullLine(pr, followUp, preview);
    return lines.join('\n');
  }
  return undefined;
}

function statusLine(
  job: AgentJob | undefined,
  ending: CommentView['ending'],
  followUp: boolean,
  waitingUntil?: number,
  preview?: string,
  queued?: QueuedView,
): string {
  if (!job && !ending && queued)
    return `🕒 Queued: the hourly budget is used up, so this request waits in the budget's ledger, ${queuedText(queued)}, when a slot frees. A later run of the action starts it; it is dropped if it has not started by ${formatTime(queued.expiresAt)}.`;
  if (!job && !ending && waitingUntil !== undefined)
    return `⏳ Waiting for a slot: the runs that share the budget's ledger take turns, and this one expects its turn at ${formatTime(waitingUntil)}.`;
  const none = followUp ? 'The follow-up message was not sent' : 'No job was started';
  // The note may carry a service's error text: cut (after redaction), the full text is in the log.
  if (!job && ending?.skipped) return `⏸️ ${none}: ${inert(clip(ending.note ?? 'skipped', NOTE_MAX))}`;
  if (!job) return `❌ ${none}: ${inert(clip(ending?.note ?? 'the run failed', NOTE_MAX))}`;
  const pr = httpsUrl(job.prLink);
  switch (job.status) {
    case 'completed':
      if (pr) return pullLine(pr, followUp, preview);
      if (job.prLink) return `✅ The job completed; its pull request link is not a valid https URL: ${code(job.prLink)}`;
      return '✅ The job completed without changing any file: no pull request was opened.';
    case 'archived':
      return `🗄️ The job was archived.${job.prLink ? ` Pull request: ${link(job.prLink)}` : ''}`;
    case 'failed':
      return `❌ The job failed in the service.${ending?.note ? ` ${inert(ending.note)}` : ''}`;
    case 'active':
      if (ending) return `⏳ ${ending.note ? inert(ending.note) : 'The job goes on in the service.'}`;
      return '⏳ The agent is working on it.';
    default:
      return `⏳ The job's status is ${code(job.status)}.${ending?.note ? ` ${inert(ending.note)}` : ''}`;
  }
}

function origin(trigger: TriggerOrigin): string {
  switch (trigger.kind) {
    case 'command':
      return `Requested by ${inert(trigger.actor.login)}:\n\n${blockQuote(trigger.instruction)}`;
    case 'label':
      return `Started by ${inert(trigger.actor.login)} with the ${code(trigger.label)} label.`;
    case 'standalone':
      return trigger.event ? `Started by a ${code(trigger.event)} event.` : '';
    case 'merged':
      return `Started when ${inert(trigger.actor.login)} merged this pull request into ${code(trigger.pull.baseBranch)}: the agent brings the documentation up to date with it.`;
    case 'push':
      return `Started by a push from ${inert(trigger.actor.login)} to ${code(trigger.push.branch)}.`;
  }
}

/** The comment's markdown: service fields in code spans, user text and notes inert, only https URLs as links. */
export function renderJobComment(view: CommentView): string {
  const { job, ending } = view;
  const jobId = job?.id ?? view.followUpOf;
  const lines = [
    formatMarker(view.marker),
    `**Docs agent**${jobId ? ` · job ${code(jobId)}` : ''}`,
    '',
    statusLine(job, ending, view.followUpOf !== undefined, view.waitingUntil, view.preview, view.queued),
  ];
  if (view.followUpOf !== undefined)
    lines.push(
      '',
      view.trigger.kind === 'merged' || view.trigger.kind === 'push'
        ? "A follow-up message to the last job, whose pull request is still open ('continue-open-pr'): no new job."
        : 'A follow-up message to the job that opened this pull request: no new job.',
    );
  if (view.refusedFollowUp)
    lines.push(
      '',
      `The last job, ${code(view.refusedFollowUp.jobId)}, could not be continued (the service answered ${inert(view.refusedFollowUp.reason)}): a new job was started for this change ('continue-open-pr').`,
    );
  if (view.replacedJobId) lines.push('', `This re-run replaces job ${code(view.replacedJobId)}, which failed.`);
  const from = origin(view.trigger);
  if (from) lines.push('', from);
  const footer: string[] = [];
  if (job?.model) footer.push(`Model ${code(job.model)}`);
  if (view.usage) footer.push(usageText(view.usage));
  if (view.queued && !job && !ending) footer.push(`queued: ${queuedText(view.queued)}`);
  if (ending?.elapsedMs !== undefined && job && job.status !== 'active') footer.push(`took ${formatDuration(ending.elapsedMs)}`);
  if (view.runUrl) footer.push(link(view.runUrl, 'workflow run'));
  if (footer.length > 0) lines.push('', `<sub>${footer.join(' · ')}</sub>`);
  return `${lines.join('\n')}\n`;
}
