/**
 * The runner's workflow commands, as `@actions/core` writes them: inputs,
 * outputs, masking, annotations, log groups and the job summary.
 *
 * Why not `@actions/core` itself: its entry module imports
 * `@actions/http-client` (for `getIDToken`), which imports all of `undici`,
 * and ncc cannot leave out a module that is imported, so every start paid
 * about 45 ms (two `node -e 0`) to evaluate an HTTP client this action never
 * uses from there (README, Performance). The protocol is small and
 * documented; this file writes what `@actions/core` 3.0.1 writes, byte for
 * byte, which test/unit/core.test.ts checks against the real package. Import it as
 * `import * as core from './core.js'`; lint forbids `@actions/core` in src/.
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync } from 'node:fs';
import { EOL } from 'node:os';

export interface InputOptions {
  required?: boolean;
  trimWhitespace?: boolean;
}

/** Where an annotation points (`@actions/core`'s AnnotationProperties). */
export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

/** A command's text: strings as they are, anything else as JSON. */
function toCommandValue(input: unknown): string {
  if (input === null || input === undefined) return '';
  if (typeof input === 'string' || input instanceof String) return String(input);
  return JSON.stringify(input);
}

const escapeData = (text: unknown): string =>
  toCommandValue(text).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

const escapeProperty = (text: unknown): string =>
  escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** Writes `::command key=value,…::message` on its own line. */
export function issueCommand(command: string, properties: Record<string, unknown>, message: unknown): void {
  const entries = Object.entries(properties);
  const props = entries
    .filter(([, value]) => Boolean(value))
    .map(([key, value]) => `${key}=${escapeProperty(value)}`)
    .join(',');
  process.stdout.write(`::${command || 'missing.command'}${entries.length > 0 ? ` ${props}` : ''}::${escapeData(message)}${EOL}`);
}

function annotation(properties: AnnotationProperties): Record<string, unknown> {
  if (Object.keys(properties).length === 0) return {};
  return {
    title: properties.title,
    file: properties.file,
    line: properties.startLine,
    endLine: properties.endLine,
    col: properties.startColumn,
    endColumn: properties.endColumn,
  };
}

const messageOf = (message: string | Error): string => (message instanceof Error ? message.toString() : message);

// ---------------------------------------------------------------- inputs

export function getInput(name: string, options?: InputOptions): string {
  const value = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '';
  if (options?.required && !value) throw new Error(`Input required and not supplied: ${name}`);
  return options?.trimWhitespace === false ? value : value.trim();
}

export function getMultilineInput(name: string, options?: InputOptions): string[] {
  const lines = getInput(name, options)
    .split('\n')
    .filter((line) => line !== '');
  return options?.trimWhitespace === false ? lines : lines.map((line) => line.trim());
}

/** YAML 1.2 core-schema booleans, as the runner documents them. */
export function getBooleanInput(name: string, options?: InputOptions): boolean {
  const value = getInput(name, options);
  if (['true', 'True', 'TRUE'].includes(value)) return true;
  if (['false', 'False', 'FALSE'].includes(value)) return false;
  throw new TypeError(
    `Input does not meet YAML 1.2 "Core Schema" specification: ${name}\nSupport boolean input list: \`true | True | TRUE | false | False | FALSE\``,
  );
}

// ---------------------------------------------------------------- outputs

/** Appends `name<<delimiter` … to the file the runner names in `GITHUB_<command>`. */
function issueFileCommand(command: string, key: string, value: unknown): void {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) throw new Error(`Unable to find environment variable for file command ${command}`);
  if (!existsSync(filePath)) throw new Error(`Missing file at path: ${filePath}`);
  const delimiter = `ghadelimiter_${randomUUID()}`;
  const text = toCommandValue(value);
  if (key.includes(delimiter)) throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  if (text.includes(delimiter)) throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  appendFileSync(filePath, `${key}<<${delimiter}${EOL}${text}${EOL}${delimiter}${EOL}`, { encoding: 'utf8' });
}

export function setOutput(name: string, value: unknown): void {
  if (process.env.GITHUB_OUTPUT) {
    issueFileCommand('OUTPUT', name, value);
    return;
  }
  process.stdout.write(EOL);
  issueCommand('set-output', { name }, toCommandValue(value));
}

/** Masks a value in the log from now on. */
export function setSecret(secret: string): void {
  issueCommand('add-mask', {}, secret);
}

export function setFailed(message: string | Error): void {
  process.exitCode = 1;
  error(message);
}

// ---------------------------------------------------------------- logging

export function debug(message: string): void {
  issueCommand('debug', {}, message);
}

export function error(message: string | Error, properties: AnnotationProperties = {}): void {
  issueCommand('error', annotation(properties), messageOf(message));
}

export function warning(message: string | Error, properties: AnnotationProperties = {}): void {
  issueCommand('warning', annotation(properties), messageOf(message));
}

export function notice(message: string | Error, properties: AnnotationProperties = {}): void {
  issueCommand('notice', annotation(properties), messageOf(message));
}

export function info(message: string): void {
  process.stdout.write(message + EOL);
}

export function startGroup(name: string): void {
  issueCommand('group', {}, name);
}

export function endGroup(): void {
  issueCommand('endgroup', {}, '');
}

export async function group<T>(name: string, fn: () => Promise<T>): Promise<T> {
  startGroup(name);
  try {
    return await fn();
  } finally {
    endGroup();
  }
}

// ---------------------------------------------------------------- summary

export type SummaryTableCell = string | { data: string; header?: boolean; colspan?: string; rowspan?: string };

/** The job summary (`GITHUB_STEP_SUMMARY`), built up and then written, as `core.summary`. */
class Summary {
  private buffer = '';

  private wrap(tag: string, content: string | null, attrs: Record<string, string> = {}): string {
    const html = Object.entries(attrs)
      .map(([key, value]) => ` ${key}="${value}"`)
      .join('');
    return content ? `<${tag}${html}>${content}</${tag}>` : `<${tag}${html}>`;
  }

  /** Appends the buffer to the summary file (or replaces the file) and empties the buffer. */
  async write(options?: { overwrite?: boolean }): Promise<this> {
    const filePath = process.env.GITHUB_STEP_SUMMARY;
    if (!filePath) {
      throw new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.');
    }
    const { access, appendFile, writeFile, constants } = await import('node:fs/promises');
    try {
      await access(filePath, constants.R_OK | constants.W_OK);
    } catch {
      throw new Error(`Unable to access summary file: '${filePath}'. Check if the file has correct read/write permissions.`);
    }
    await (options?.overwrite ? writeFile : appendFile)(filePath, this.buffer, { encoding: 'utf8' });
    return this.emptyBuffer();
  }

  async clear(): Promise<this> {
    return this.emptyBuffer().write({ overwrite: true });
  }

  stringify(): string {
    return this.buffer;
  }

  isEmptyBuffer(): boolean {
    return this.buffer.length === 0;
  }

  emptyBuffer(): this {
    this.buffer = '';
    return this;
  }

  addRaw(text: string, addEOL = false): this {
    this.buffer += text;
    return addEOL ? this.addEOL() : this;
  }

  addEOL(): this {
    return this.addRaw(EOL);
  }

  addCodeBlock(code: string, lang?: string): this {
    return this.addRaw(this.wrap('pre', this.wrap('code', code), lang ? { lang } : {})).addEOL();
  }

  addList(items: string[], ordered = false): this {
    return this.addRaw(this.wrap(ordered ? 'ol' : 'ul', items.map((item) => this.wrap('li', item)).join(''))).addEOL();
  }

  addTable(rows: SummaryTableCell[][]): this {
    const body = rows
      .map((row) => {
        const cells = row.map((cell) => {
          if (typeof cell === 'string') return this.wrap('td', cell);
          const attrs: Record<string, string> = {};
          if (cell.colspan) attrs.colspan = cell.colspan;
          if (cell.rowspan) attrs.rowspan = cell.rowspan;
          return this.wrap(cell.header ? 'th' : 'td', cell.data, attrs);
        });
        return this.wrap('tr', cells.join(''));
      })
      .join('');
    return this.addRaw(this.wrap('table', body)).addEOL();
  }

  addDetails(label: string, content: string): this {
    return this.addRaw(this.wrap('details', this.wrap('summary', label) + content)).addEOL();
  }

  addHeading(text: string, level?: number | string): this {
    const tag = `h${String(level)}`;
    return this.addRaw(this.wrap(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag) ? tag : 'h1', text)).addEOL();
  }

  addSeparator(): this {
    return this.addRaw(this.wrap('hr', null)).addEOL();
  }

  addBreak(): this {
    return this.addRaw(this.wrap('br', null)).addEOL();
  }

  addQuote(text: string, cite?: string): this {
    return this.addRaw(this.wrap('blockquote', text, cite ? { cite } : {})).addEOL();
  }

  addLink(text: string, href: string): this {
    return this.addRaw(this.wrap('a', text, { href })).addEOL();
  }
}

export const summary = new Summary();
