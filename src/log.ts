import { randomUUID } from 'node:crypto';
import * as core from './core.js';

/**
 * Untrusted text (prompts, issue bodies, service responses) must never reach
 * the log as a runner workflow command. The runner treats a line that starts,
 * after optional white space, with `::` or with the legacy `##[` as a command.
 */
const COMMAND_LINE = /^\s*(::|##\[)/m;

/** Untrusted text as one quoted line: newlines escaped, so no line can start a command. */
export function quote(text: string, max = 200): string {
  const shown = text.length > max ? `${text.slice(0, max)}…` : text;
  return JSON.stringify(shown);
}

/** True when the text holds a line the runner would read as a command. */
export function looksLikeCommand(text: string): boolean {
  return COMMAND_LINE.test(text);
}

/**
 * Logs a block of untrusted text verbatim, between `::stop-commands::` and its
 * resume token, so the runner processes none of its lines. The token is random
 * per block, so the text cannot guess it and resume command processing early.
 */
export function infoVerbatim(text: string): void {
  if (!looksLikeCommand(text)) {
    core.info(text);
    return;
  }
  const token = randomUUID();
  core.info(`::stop-commands::${token}`);
  core.info(text);
  core.info(`::${token}::`);
}
