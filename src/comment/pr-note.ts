/**
 * The note on the agent's pull request: one comment per job saying which job
 * opened the pull request, the request it came from, and how to refine it
 * (`<command> <instruction>`). Its hidden marker (`kind=note job-id=…`) is
 * what a later `/docs …` comment on that pull request finds to send a
 * follow-up message to the same job instead of starting a new one; markers
 * are believed by the same rule as every other (`listMarkedComments`).
 * Writing it never fails the run: a 403/404 (the token may not comment on
 * the documentation repository) is a warning.
 */
import type { GitHubClient } from '../github/client.js';
import {
  findMarkedComment,
  formatMarker,
  upsertComment,
  type CommentTarget,
  type MarkedComment,
  type MarkerFields,
  type MarkerTrust,
} from './marked.js';
import { describeGitHubError, statusOf } from '../github/errors.js';
import { redactAll } from '../util/redact.js';
import { code, link } from '../render/markdown.js';
import { httpsUrl } from '../render/text.js';
import type { AgentJob } from '../service/agent/schemas.js';
import type { TriggerSettings } from '../triggers/settings.js';
import type { AgentTrigger } from '../triggers/types.js';
import { getErrorMessage } from '../util/errors.js';

/** A pull request on the GitHub server the workflow runs on. */
export interface PullRef {
  owner: string;
  repo: string;
  number: number;
}

/** The marker kind of the note. */
export const NOTE_KIND = 'note';

/**
 * The pull request a job's `prLink` names, when it is an https link to a pull
 * request on this GitHub server (`GITHUB_SERVER_URL`, github.com by default).
 */
export function parsePullLink(prLink: string | null | undefined, serverUrl = 'https://github.com'): PullRef | undefined {
  const url = httpsUrl(prLink);
  const server = httpsUrl(serverUrl);
  if (!url || !server || url.host !== server.host || url.search || url.hash) return undefined;
  const base = server.pathname.replace(/\/+$/, '');
  if (!url.pathname.startsWith(`${base}/`)) return undefined;
  const match = /^\/([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)\/pull\/([1-9]\d{0,9})\/?$/.exec(url.pathname.slice(base.length));
  const [, owner, repo, number] = match ?? [];
  if (!owner || !repo || !number) return undefined;
  return { owner, repo, number: Number(number) };
}

/** True when the job has ended with a pull request the action can leave a note on. */
export function endedWithPull(job: AgentJob, serverUrl?: string): PullRef | undefined {
  return job.status === 'completed' || job.status === 'archived' ? parsePullLink(job.prLink, serverUrl) : undefined;
}

/** A request the pull request answers: a link with a label. */
export interface NoteSource {
  label: string;
  url: string | undefined;
}

/** Where the job's request came from, as the note shows it. */
export function sourceOf(trigger: AgentTrigger): NoteSource | undefined {
  const where = (n: number, pull: boolean): string =>
    `${pull ? 'pull request' : 'issue'} ${trigger.repository ? `${trigger.repository.owner}/${trigger.repository.repo}` : ''}#${n}`;
  switch (trigger.kind) {
    case 'label':
      return { label: where(trigger.subject.number, trigger.subject.isPullRequest), url: trigger.subject.url };
    case 'command':
      return { label: `a comment on ${where(trigger.subject.number, trigger.subject.isPullRequest)}`, url: trigger.comment.url };
    case 'merged':
      return { label: `merged ${where(trigger.subject.number, true)}`, url: trigger.subject.url };
    case 'push':
      return { label: `a push to ${trigger.push.branch}`, url: trigger.push.compareUrl };
    case 'standalone':
      return undefined;
  }
}

interface NoteView {
  jobId: string;
  /** The request the job was created for. */
  origin: NoteSource | undefined;
  /** The workflow run that created the job. */
  runUrl: string | undefined;
  /** Later changes sent to the same job (`continue-open-pr`), oldest first: their URLs. */
  appended: string[];
  command: string;
  minPermission: string;
}

/**
 * The note's marker: the job, where its request came from, and the URLs of
 * the changes appended to its pull request, so an update re-renders the note
 * from its own marker.
 */
function noteMarker(view: NoteView): MarkerFields {
  const fields: Record<string, string> = { kind: NOTE_KIND, 'job-id': view.jobId };
  if (view.origin) {
    fields.from = view.origin.label;
    if (view.origin.url) fields['from-url'] = view.origin.url;
  }
  if (view.runUrl) fields['run-url'] = view.runUrl;
  if (view.appended.length > 0) fields.appended = view.appended.join(' ');
  return fields;
}

/** The note's view as its marker records it (the command and permission are this run's). */
function noteViewOf(marker: MarkerFields, settings: Pick<NoteView, 'command' | 'minPermission'>): NoteView {
  return {
    ...settings,
    jobId: marker['job-id'] ?? '',
    origin: marker.from === undefined ? undefined : { label: marker.from, url: marker['from-url'] },
    runUrl: marker['run-url'],
    appended: (marker.appended ?? '').split(' ').filter((url) => httpsUrl(url) !== undefined),
  };
}

/** The note's markdown: links only for https URLs, the rest inert. */
function renderNote(view: NoteView): string {
  const lines = [formatMarker(noteMarker(view)), `**Docs agent** · this pull request was opened by agent job ${code(view.jobId)}.`, ''];
  const from: string[] = [];
  if (view.origin) from.push(`Requested in ${link(view.origin.url, view.origin.label)}`);
  if (view.runUrl) from.push(link(view.runUrl, 'workflow run'));
  if (from.length > 0) lines.push(`${from.join(' · ')}.`, '');
  if (view.appended.length > 0) {
    lines.push('Later changes sent to the same job:', '', ...view.appended.map((url) => `- ${link(url)}`), '');
  }
  lines.push(
    `To refine it, comment on this pull request (a review comment on a line tells the agent the file and line too):`,
    '',
    '```',
    `${view.command} <instruction>`,
    '```',
    '',
    `The instruction goes to the same job as a follow-up message, and the agent pushes to this pull request. ${code(`${view.command} new <instruction>`)} starts a new job instead. Open to people with ${code(view.minPermission)} permission or more; each message counts against the hourly budget like a new job.`,
    '',
  );
  return lines.join('\n');
}

export interface NoteOptions {
  github: GitHubClient;
  job: AgentJob;
  trust: MarkerTrust;
  log: { info(message: string): void; warning(message: string): void };
  serverUrl?: string;
}

/** The target of the note on a pull request. */
export function pullTarget(pull: PullRef): CommentTarget {
  return { owner: pull.owner, repo: pull.repo, issueNumber: pull.number, isPullRequest: true };
}

/** The note for this job on its pull request, if one is there (and believed). */
export async function findNote(
  github: GitHubClient,
  target: CommentTarget,
  trust: MarkerTrust,
  jobId?: string,
): Promise<MarkedComment | undefined> {
  return findMarkedComment(
    github,
    target,
    trust,
    (marker) => marker.kind === NOTE_KIND && (jobId === undefined || marker['job-id'] === jobId),
  );
}

/**
 * Leaves the note on the job's pull request, once: a re-run, or a later run
 * for the same job, finds the one there and leaves it (or, with `append`,
 * adds that change to its list). Returns its URL; '' when it could not be
 * written (a warning says why).
 */
export async function leaveNote(
  options: NoteOptions & { view: Omit<NoteView, 'jobId' | 'appended'>; append?: string | undefined },
): Promise<string> {
  const { github, job, log } = options;
  const pull = parsePullLink(job.prLink, options.serverUrl);
  if (!pull) return '';
  const target = pullTarget(pull);
  const where = `${pull.owner}/${pull.repo}#${pull.number}`;
  try {
    const existing = await findNote(github, target, options.trust, job.id);
    const view: NoteView = existing ? noteViewOf(existing.marker, options.view) : { ...options.view, jobId: job.id, appended: [] };
    if (existing && (options.append === undefined || view.appended.includes(options.append))) return existing.url;
    if (options.append !== undefined) view.appended.push(options.append);
    // Redacted before rendering, as every comment is (escaping could hide a secret from the request hook).
    const posted = await upsertComment(github, target, renderNote(redactAll(view)), existing);
    log.info(`${existing ? 'Updated' : 'Left'} the note on pull request ${where}: ${posted.url}`);
    return posted.url;
  } catch (error) {
    const status = statusOf(error);
    const hint =
      status === 403 || status === 404
        ? ` Refining the pull request with '${options.view.command} …' comments needs this action in a workflow of ${pull.owner}/${pull.repo} and a token that may comment there.`
        : '';
    log.warning(`${describeGitHubError(`leave the note on pull request ${where}`, error, 'pull-requests: write')}${hint}`);
    return '';
  }
}

/** A command on the agent's own pull request: the job to send it to as a follow-up message. */
export interface FollowUp {
  jobId: string;
  /** The note that names the job (for `continue-open-pr`, the job's pull request). */
  noteUrl: string;
  /** `continue-open-pr`: the change's URL, added to the note's list of appended changes. */
  append?: string | undefined;
  /** Where the job's request came from, as its note records it. */
  origin?: NoteSource | undefined;
}

/**
 * For `<command> <instruction>` on a pull request that carries a believed
 * note: the job that opened it. Undefined for `<command> new …`, outside pull
 * requests, without a token, or when the pull request has no note. A failed
 * read is thrown: a new job could be a second pull request the user did not
 * ask for.
 */
export async function findFollowUp(
  trigger: AgentTrigger,
  settings: Pick<TriggerSettings, 'githubToken' | 'minPermission' | 'command'>,
  github: () => Promise<GitHubClient>,
): Promise<FollowUp | undefined> {
  if (trigger.kind !== 'command' || !trigger.subject.isPullRequest || trigger.fresh || !settings.githubToken) return undefined;
  const target: CommentTarget = { ...trigger.repository, issueNumber: trigger.subject.number, isPullRequest: true };
  let note: MarkedComment | undefined;
  try {
    note = await findNote(await github(), target, settings);
  } catch (error) {
    throw new Error(
      `Could not look for the note of the agent job behind pull request #${target.issueNumber} (${getErrorMessage(error)}); no message or job was sent. Re-run, or comment '${settings.command} new <instruction>' for a new job.`,
      { cause: error },
    );
  }
  const jobId = note?.marker['job-id'];
  if (!note || !jobId) return undefined;
  const origin = noteViewOf(note.marker, settings).origin;
  return { jobId, noteUrl: note.url, ...(origin ? { origin } : {}) };
}
