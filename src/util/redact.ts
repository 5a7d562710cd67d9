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

class Redactor {
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

  /**
   * The text with a trailing partial form of a registered secret (its first
   * `MIN_SECRET_LENGTH` characters or more, in any case) replaced by `***`:
   * for text just cut, where a secret straddling the cut would otherwise leave
   * a prefix no full-form match (nor the runner's masker) could recognise.
   */
  redactCutEnd(text: string): string {
    const lower = text.toLowerCase();
    let longest = 0;
    for (const form of [...this.secrets].flatMap(formsOf)) {
      const lowerForm = form.toLowerCase();
      for (let length = Math.min(form.length - 1, text.length); length >= MIN_SECRET_LENGTH; length -= 1) {
        if (length <= longest) break;
        if (lower.endsWith(lowerForm.slice(0, length))) longest = length;
      }
    }
    return longest > 0 ? `${text.slice(0, text.length - longest)}${REDACTED}` : text;
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

export interface ClipOptions {
  /** Marks the cut (default `…`). */
  ellipsis?: string;
  /** Drops white space left at the end of the cut text, before the ellipsis. */
  trimEnd?: boolean;
}

/**
 * Untrusted text shortened to at most `max` characters (plus the ellipsis),
 * for every sink that cuts: redacted first, then cut, then any partial secret
 * the cut left at its end (4 characters or more) redacted too. Cutting first
 * would leak a secret that straddles the cut as a prefix that no later pass,
 * nor the runner's masker, can recognise.
 */
export function clip(text: string, max: number, options: ClipOptions = {}): string {
  const redacted = secrets.redact(text);
  if (redacted.length <= max) return redacted;
  const cut = secrets.redactCutEnd(redacted.slice(0, Math.max(0, max)));
  return `${options.trimEnd ? cut.trimEnd() : cut}${options.ellipsis ?? '…'}`;
}

/**
 * A copy of plain data (strings, arrays, plain objects) with every string
 * redacted (by the run's secrets unless told otherwise): for a report or a
 * comment about to be rendered, where escaping would split a secret into
 * entities (`&#95;`) that no later pass could recognise, and for the data of
 * every request sent to GitHub (github/redaction.ts).
 */
export function redactAll<T>(value: T, redactText: (text: string) => string = redact): T {
  if (typeof value === 'string') return redactText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => redactAll(item, redactText)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactAll(item, redactText)])) as T;
  }
  return value;
}
