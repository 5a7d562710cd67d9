/**
 * The prompt's "what changed" section for a merged pull request or a push,
 * and the caps that keep the prompt a size the agent can use. Everything
 * here is plain text for the agent; untrusted one-line fields (titles,
 * commit subjects, names, paths) are kept on their line.
 */
import type { Changes, ChangedFile } from '../../github/changes.js';
import type { MergedTrigger, PushTrigger } from '../../triggers/types.js';
import { impactPagesLines } from '../../impact/pages-at-merge.js';
import type { ImpactPage } from '../../impact/marker.js';
import { clip } from '../../util/redact.js';

/** The instruction when `prompt` and `prompt-file` are empty. */
export const DEFAULT_CHANGE_INSTRUCTION =
  'Update the documentation to reflect these code changes. Change only what they make inaccurate or incomplete, and document new behaviour a reader needs to know about; if the documentation needs no change, change nothing.';
/** The most characters of a pull request's description the prompt keeps. */
export const MAX_BODY_CHARS = 4_000;
/** The most characters of the whole prompt; longer prompts lose whole lines from the end. */
export const MAX_PROMPT_CHARS = 20_000;

const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g;

/** Untrusted text on one line. */
function oneLine(text: string): string {
  return text.replace(LINE_BREAKS, ' ').trim();
}

/** A path as it is, or JSON-quoted when it holds a line break or another control character. */
function pathText(path: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  return /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(path) ? JSON.stringify(path) : path;
}

const number = (n: number): string => n.toLocaleString('en-US');
const plural = (n: number, word: string): string => `${number(n)} ${word}${n === 1 ? '' : 's'}`;

/** The description, cut at a line end when it is longer than `MAX_BODY_CHARS`, saying how much was left out. */
export function trimBody(body: string, max = MAX_BODY_CHARS): string {
  const text = body.replace(/\r\n?/g, '\n').trim();
  if (text.length <= max) return text;
  const end = text.lastIndexOf('\n', max);
  const kept = (end > 0 ? text.slice(0, end) : clip(text, max, { ellipsis: '' })).trimEnd();
  return `${kept}\n[… description trimmed: ${plural(text.length - kept.length, 'more character')} left out]`;
}

function fileLine(file: ChangedFile): string {
  const counts = file.additions === undefined && file.deletions === undefined ? '' : ` (+${file.additions ?? 0} −${file.deletions ?? 0})`;
  const path = file.previousPath ? `${pathText(file.previousPath)} → ${pathText(file.path)}` : pathText(file.path);
  return `- ${file.status} ${path}${counts}`;
}

function filesSection(changes: Changes): string[] {
  const total = changes.totalFiles;
  const lines =
    changes.additions !== undefined || changes.deletions !== undefined
      ? ` +${number(changes.additions ?? 0)} −${number(changes.deletions ?? 0)}`
      : '';
  const atLeast = changes.moreFiles ? 'at least ' : '';
  const count = total === undefined ? '' : ` (${atLeast}${plural(total, 'file')}${lines ? `,${lines}` : ''})`;
  if (changes.files.length === 0) {
    if (total === undefined || total === 0) return changes.source === 'api' ? ['Changed files: none.'] : [];
    return [`Changed files${count}: the list could not be read.`];
  }
  const out = [`Changed files${count}:`, ...changes.files.map(fileLine)];
  const rest = (total ?? changes.files.length) - changes.files.length;
  if (rest > 0) out.push(`… and ${atLeast}${plural(rest, 'more file')}`);
  else if (changes.moreFiles) out.push('… and more files');
  return out;
}

function commitsSection(changes: Changes, withSha: boolean): string[] {
  if (changes.commits.length === 0) {
    return changes.totalCommits ? [`Commits: ${number(changes.totalCommits)} (the list could not be read).`] : [];
  }
  const total = changes.totalCommits ?? changes.commits.length;
  const out = [
    `Commits (${number(total)}):`,
    ...changes.commits.map((c) => {
      const by = c.author ? ` (${oneLine(c.author)})` : '';
      return `- ${withSha ? `${c.sha.slice(0, 7)} ` : ''}${oneLine(c.subject)}${by}`;
    }),
  ];
  const rest = total - changes.commits.length;
  if (rest > 0) out.push(`… and ${plural(rest, 'more commit')}`);
  return out;
}

/** The section for a merged pull request, with the pages its last docs impact check found. */
export function mergedSection(trigger: MergedTrigger, changes: Changes, pages: readonly ImpactPage[] = []): string {
  const { pull, repository } = trigger;
  const lines = [
    '## What changed',
    '',
    `Pull request #${pull.number} in ${repository.owner}/${repository.repo} was merged into ${oneLine(pull.baseBranch)}.`,
    `Title: ${oneLine(pull.title)}`,
    `URL: ${oneLine(pull.url)}`,
    `Author: ${oneLine(pull.author) || 'unknown'}`,
    `Merged by: ${oneLine(trigger.actor.login)}`,
    `Labels: ${pull.labels.length ? pull.labels.map(oneLine).join(', ') : 'none'}`,
  ];
  const body = trimBody(pull.body);
  lines.push('', 'Description:', body || '(none)');
  // Before the lists of files and commits: a prompt over the cap loses its last lines, never these.
  const impact = impactPagesLines(pages);
  if (impact.length) lines.push('', ...impact);
  const files = filesSection(changes);
  if (files.length) lines.push('', ...files);
  const commits = commitsSection(changes, false);
  if (commits.length) lines.push('', ...commits);
  return lines.join('\n');
}

/** The section for a push to a branch. */
export function pushSection(trigger: PushTrigger, changes: Changes): string {
  const { push, repository } = trigger;
  const how = push.created ? 'created the branch' : push.forced ? 'force-pushed to' : 'pushed to';
  const lines = [
    '## What changed',
    '',
    `${oneLine(trigger.actor.login)} ${how} ${oneLine(push.branch)} in ${repository.owner}/${repository.repo}.`,
  ];
  if (push.compareUrl) lines.push(`Compare: ${oneLine(push.compareUrl)}`);
  const commits = commitsSection(changes, true);
  if (commits.length) lines.push('', ...commits);
  const files = filesSection(changes);
  if (files.length) lines.push('', ...files);
  return lines.join('\n');
}

/**
 * The prompt cut to `max` characters at a line end, with a last line that
 * says how many lines were left out. Unchanged when it fits.
 */
export function capPrompt(prompt: string, max = MAX_PROMPT_CHARS): string {
  if (prompt.length <= max) return prompt;
  const lines = prompt.split('\n');
  const note = (left: number): string => `[… ${plural(left, 'more line')} left out: the prompt is capped at ${number(max)} characters]`;
  // Room for the note, counted with the most lines it could name.
  const room = max - note(lines.length).length - 1;
  let length = 0;
  let kept = 0;
  for (const line of lines) {
    const next = length + (kept > 0 ? 1 : 0) + line.length;
    if (next > room) break;
    length = next;
    kept += 1;
  }
  // A first line longer than the cap itself is cut within the line.
  if (kept === 0) return `${clip(lines[0] ?? '', room, { ellipsis: '' })}\n${note(lines.length - 1)}`;
  return `${lines.slice(0, kept).join('\n')}\n${note(lines.length - kept)}`;
}
