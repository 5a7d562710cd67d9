import { randomUUID } from 'node:crypto';
import * as core from '@actions/core';
import { clip, redact, secrets } from '../util/redact.js';

/**
 * Untrusted text (prompts, issue bodies, service responses) must never reach
 * the log as a runner workflow command. The runner reads a line that starts,
 * after white space (as .NET counts it, U+0085 included), with `::` as a
 * command, and finds the legacy `##[` form anywhere in a line.
 */

/** Untrusted text as one quoted line (redacted, then cut): newlines escaped by JSON, the legacy `##[` broken up. */
export function quote(text: string, max = 200): string {
  return JSON.stringify(clip(text, max)).replace(/##\[/g, '#\\u0023[');
}

/**
 * Logs a block of untrusted text verbatim, between `::stop-commands::` and its
 * resume token, so the runner processes none of its lines, whatever white
 * space or legacy form they use. The token is random per block, so the text
 * cannot guess it and resume command processing early.
 */
function infoVerbatim(text: string): void {
  const token = randomUUID();
  core.info(`::stop-commands::${token}`);
  core.info(redact(text));
  core.info(`::${token}::`);
}

/**
 * The runner log, the only way `src/` writes to it: every line, annotation,
 * group title and failure message passes through `redact` first, so a secret
 * the service echoes back (lower-cased, URL-encoded) never reaches the log.
 */
export const log = {
  info: (text: string): void => {
    core.info(redact(text));
  },
  debug: (text: string): void => {
    core.debug(redact(text));
  },
  notice: (text: string): void => {
    core.notice(redact(text));
  },
  warning: (text: string): void => {
    core.warning(redact(text));
  },
  error: (text: string): void => {
    core.error(redact(text));
  },
  /** Fails the step (exit code 1) with an `::error::` annotation. */
  setFailed: (text: string): void => {
    core.setFailed(redact(text));
  },
  /** One log group per phase; it closes when `fn` settles, also on error. */
  group: <T>(title: string, fn: () => Promise<T>): Promise<T> => core.group(redact(title), fn),
  verbatim: infoVerbatim,
};

/**
 * Registers the run's secrets once, before anything is printed: with the
 * runner's masker (`core.setSecret`) and with `redact`, which also catches
 * their lower-cased and URL-encoded forms, in every sink.
 */
export function registerSecrets(values: readonly string[]): void {
  for (const value of values) {
    if (secrets.add(value)) core.setSecret(value.trim());
  }
}

/** What a step needs of the log to say what it does (tests pass a recorder). */
export interface StepLog {
  info(message: string): void;
  warning(message: string): void;
}
