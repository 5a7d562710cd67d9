/**
 * Nothing the action sends to GitHub carries a secret: an Octokit request
 * hook passes every string of every request's parameters (comment bodies and
 * their markers, ledger blobs, trees, commit messages, path parameters)
 * through the run's redaction before the request is built. Headers and the
 * request's own settings are left alone (the token travels in a header, as
 * it must).
 */
import type { Octokit } from '@octokit/core';

/** Endpoint options that are not request data: never rewritten. */
const OWN_OPTIONS = new Set(['method', 'url', 'baseUrl', 'headers', 'request', 'mediaType']);

/**
 * A copy of plain data (strings, arrays, plain objects) with every string
 * redacted. Also for text about to be rendered into a comment: escaping can
 * split a secret into entities (`&#95;`) that this hook would not recognise.
 */
export function redactData<T>(value: T, redact: (text: string) => string): T {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => redactData(item, redact)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactData(item, redact)])) as T;
  }
  return value;
}

/**
 * Redacts every data string of the endpoint options in place (nested arrays
 * and objects are replaced by redacted copies, so the caller's own values are
 * left as they were). In place, because Octokit's hooks all share the one
 * options object: an outer hook cannot hand inner ones a different one.
 */
export function redactParameters(options: Record<string, unknown>, redact: (text: string) => string): void {
  for (const [key, value] of Object.entries(options)) {
    if (!OWN_OPTIONS.has(key)) options[key] = redactData(value, redact);
  }
}

/** Installs the hook on a client: every request it makes, first attempt and retries alike, is redacted. */
export function redactRequests(client: Octokit, redact: (text: string) => string): void {
  client.hook.before('request', (options) => {
    redactParameters(options, redact);
  });
}
