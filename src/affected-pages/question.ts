/**
 * The question an impact check asks the docs assistant: which pages describe
 * the behaviour a pull request changes. Built from the pull request's title,
 * the start of its description and the changed paths (largest change first);
 * every piece is redacted of the run's secrets, so the question never carries
 * one. The hunks travel apart, as `context` items (hunks.ts).
 */
import type { ChangedFile } from '../github/files.js';
import { clip } from '../util/redact.js';
import { byChangeSize } from './hunks.js';

/** The most changed paths the question names; the rest are counted. */
const MAX_QUESTION_PATHS = 50;
/** The most characters of the title and of the description the question keeps. */
export const MAX_TITLE_CHARS = 200;
const MAX_DESCRIPTION_CHARS = 1_000;

export interface ImpactSubject {
  title: string;
  /** The pull request's description; empty when none. */
  body: string;
  files: readonly ChangedFile[];
  /** The files the pull request changes in all (`changed_files`), when GitHub listed fewer. */
  totalFiles?: number;
}

const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g;

/** A path on one line, JSON-quoted when it holds a control character. */
function pathText(path: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  return /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(path) ? JSON.stringify(path) : path;
}

function fileLine(file: ChangedFile): string {
  const renamed = file.previousPath ? ` (renamed from ${pathText(file.previousPath)})` : '';
  return `- ${file.status} ${pathText(file.path)}${renamed}`;
}

/** The question (see the module comment). */
export function impactQuestion(subject: ImpactSubject): string {
  const title = clip(subject.title.replace(LINE_BREAKS, ' ').trim(), MAX_TITLE_CHARS);
  const files = byChangeSize(subject.files);
  const shown = files.slice(0, MAX_QUESTION_PATHS).map((file) => clip(fileLine(file), 300));
  const total = Math.max(subject.totalFiles ?? 0, files.length);
  const rest = total - shown.length;
  const lines = [
    `A pull request titled "${title}" changes ${total === 1 ? 'this file' : `these ${String(total)} files`} (largest change first; the changed hunks are in the context):`,
    ...shown,
    ...(rest > 0 ? [`- … and ${String(rest)} more`] : []),
  ];
  const body = clip(subject.body.replace(/\r\n?/g, '\n').trim(), MAX_DESCRIPTION_CHARS);
  if (body) lines.push('', 'Its description says:', body);
  lines.push(
    '',
    'Which pages of the documentation describe behaviour that this change adds, changes or removes? Name each such page as a source, and for each say in one sentence, naming the page, what the change makes inaccurate or incomplete there. If no page is affected, say so.',
  );
  return lines.join('\n');
}
