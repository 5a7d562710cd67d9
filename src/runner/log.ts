import { randomUUID } from 'node:crypto';
import * as core from '@actions/core';

/**
 * Untrusted text (prompts, issue bodies, service responses) must never reach
 * the log as a runner workflow command. The runner reads a line that starts,
 * after white space (as .NET counts it, U+0085 included), with `::` as a
 * command, and finds the legacy `##[` form anywhere in a line.
 */

/** Untrusted text as one quoted line: newlines escaped by JSON, the legacy `##[` broken up. */
export function quote(text: string, max = 200): string {
  const shown = text.length > max ? `${text.slice(0, max)}…` : text;
  return JSON.stringify(shown).replace(/##\[/g, '#\\u0023[');
}

/**
 * Logs a block of untrusted text verbatim, between `::stop-commands::` and its
 * resume token, so the runner processes none of its lines, whatever white
 * space or legacy form they use. The token is random per block, so the text
 * cannot guess it and resume command processing early.
 */
export function infoVerbatim(text: string): void {
  const token = randomUUID();
  core.info(`::stop-commands::${token}`);
  core.info(text);
  core.info(`::${token}::`);
}
