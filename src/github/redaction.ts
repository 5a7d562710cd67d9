/**
 * Nothing the action sends to GitHub carries a secret: an Octokit request
 * hook passes every string of every request's parameters (comment bodies and
 * their markers, ledger blobs, trees, commit messages, path parameters)
 * through the run's redaction before the request is built. Headers and the
 * request's own settings are left alone (the token travels in a header, as
 * it must).
 */
import type { Octokit } from '@octokit/core';
import { redactAll } from '../util/redact.js';

/** Endpoint options that are not request data: never rewritten. */
const OWN_OPTIONS = new Set(['method', 'url', 'baseUrl', 'headers', 'request', 'mediaType']);

/**
 * Redacts every data string of the endpoint options in place (nested arrays
 * and objects are replaced by redacted copies, so the caller's own values are
 * left as they were). In place, because Octokit's hooks all share the one
 * options object: an outer hook cannot hand inner ones a different one.
 */
function redactParameters(options: Record<string, unknown>, redact: (text: string) => string): void {
  for (const [key, value] of Object.entries(options)) {
    if (!OWN_OPTIONS.has(key)) options[key] = redactAll(value, redact);
  }
}

/** Installs the hook on a client: every request it makes, first attempt and retries alike, is redacted. */
export function redactRequests(client: Octokit, redact: (text: string) => string): void {
  client.hook.before('request', (options) => {
    redactParameters(options, redact);
  });
}
