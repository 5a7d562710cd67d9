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

function redactValue(value: unknown, redact: (text: string) => string): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, redact));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactValue(item, redact)]));
  }
  return value;
}

/** A copy of the endpoint options with every data string redacted. */
export function redactParameters<T extends object>(options: T, redact: (text: string) => string): T {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) copy[key] = OWN_OPTIONS.has(key) ? value : redactValue(value, redact);
  return copy as T;
}

/** Installs the hook on a client: every request it makes, first attempt and retries alike, is redacted. */
export function redactRequests(client: Octokit, redact: (text: string) => string): void {
  client.hook.wrap('request', (request, options) => request(redactParameters(options, redact)));
}
