/**
 * The run's secrets (admin key, assistant key, GitHub token), and the one
 * function every sink passes its text through: the log at every level,
 * annotations, outputs, the job summary, and every request body sent to GitHub
 * (comments, markers, ledger blobs and commit messages).
 *
 * The runner masks what `core.setSecret` registers, but only in its own log,
 * and only the exact text: a secret echoed back lower-cased (a redirect's
 * `Location`), URL-encoded, or written to a comment, an output or the ledger
 * would still leak. Matching here is case-insensitive and covers the encoded
 * forms, so any text that contains a secret in any of them is shown redacted.
 */

export const REDACTED = '***';

/** Shorter strings are not treated as secrets: redacting them would mangle ordinary text. */
const MIN_SECRET_LENGTH = 4;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** The forms a secret can take in text the action writes or receives. */
function formsOf(secret: string): string[] {
  const forms = new Set([secret, encodeURIComponent(secret), encodeURIComponent(encodeURIComponent(secret))]);
  return [...forms];
}

export class Redactor {
  private readonly secrets = new Set<string>();
  private pattern: RegExp | undefined;

  /** Registers a secret (trimmed; empty and very short values are ignored). Returns whether it was added. */
  add(secret: string | undefined): boolean {
    const value = secret?.trim() ?? '';
    if (value.length < MIN_SECRET_LENGTH || this.secrets.has(value)) return false;
    this.secrets.add(value);
    const forms = [...this.secrets].flatMap(formsOf).sort((a, b) => b.length - a.length);
    this.pattern = new RegExp(forms.map(escapeRegExp).join('|'), 'gi');
    return true;
  }

  /** The text with every form of every registered secret replaced by `***`. */
  redact(text: string): string {
    return this.pattern ? text.replace(this.pattern, REDACTED) : text;
  }

  /** Whether the text holds any form of a registered secret. */
  contains(text: string): boolean {
    if (!this.pattern) return false;
    this.pattern.lastIndex = 0;
    const found = this.pattern.test(text);
    this.pattern.lastIndex = 0;
    return found;
  }
}

/** The run's secrets: one process, one set, as the runner's own masker has. */
export const secrets = new Redactor();

/** Shorthand for `secrets.redact`. */
export const redact = (text: string): string => secrets.redact(text);

/**
 * A copy of plain data (strings, arrays, plain objects) with every string
 * redacted: for a report about to be rendered, where escaping would split a
 * secret into entities that no later pass could recognise.
 */
export function redactAll<T>(value: T): T {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => redactAll(item)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactAll(item)])) as T;
  }
  return value;
}
