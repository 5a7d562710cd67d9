/**
 * Command-line options for the tools' small servers (the emulator, the GitHub
 * stand-in): `--help` prints every flag with its meaning and default, and a
 * mistake (an unknown flag, a missing value, a number that is not one) says
 * what is wrong and how to ask for the list, instead of a stack trace.
 */
import { parseArgs } from 'node:util';

export interface Flag {
  /** What the flag sets, one line. */
  description: string;
  /** The value's placeholder in the usage (`N`, `login=role`); absent for a switch. */
  value?: string;
  default?: string;
  /** May be given more than once (each value kept). */
  multiple?: boolean;
  /** The value must be a whole number (ports, milliseconds, counts). */
  integer?: boolean;
}

export interface Command {
  /** How the command is started, e.g. `npm run emulator --`. */
  usage: string;
  /** One or two lines on what it does. */
  summary: string;
  flags: Record<string, Flag>;
}

/** The `--help` text: usage, summary and one line per flag. */
export function helpText(command: Command): string {
  const rows = Object.entries(command.flags).map(([name, flag]) => {
    const left = `  --${name}${flag.value ? ` <${flag.value}>` : ''}`;
    const extra = [flag.multiple ? 'repeatable' : '', flag.default === undefined ? '' : `default ${flag.default}`].filter(Boolean);
    return { left, right: `${flag.description}${extra.length > 0 ? ` (${extra.join(', ')})` : ''}` };
  });
  rows.push({ left: '  -h, --help', right: 'Print this help and exit.' });
  const width = Math.max(...rows.map((row) => row.left.length)) + 2;
  return [
    `Usage: ${command.usage} [options]`,
    '',
    command.summary,
    '',
    'Options:',
    ...rows.map((row) => `${row.left.padEnd(width)}${row.right}`),
    '',
  ].join('\n');
}

export type Parsed = Record<string, string | string[] | undefined>;

export type ParseResult = { kind: 'help'; text: string } | { kind: 'error'; text: string } | { kind: 'ok'; values: Parsed };

/** Parses `args` against the command's flags; never throws. */
export function parseCommand(command: Command, args: readonly string[]): ParseResult {
  const options: Record<string, { type: 'string' | 'boolean'; multiple?: boolean; short?: string }> = {
    help: { type: 'boolean', short: 'h' },
  };
  for (const [name, flag] of Object.entries(command.flags)) {
    options[name] = { type: flag.value ? 'string' : 'boolean', ...(flag.multiple ? { multiple: true } : {}) };
  }
  let values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  try {
    ({ values } = parseArgs({ args: [...args], options, strict: true, allowPositionals: false }));
  } catch (error) {
    return { kind: 'error', text: `${(error as Error).message}\nRun with --help for the options.\n` };
  }
  if (values.help === true) return { kind: 'help', text: helpText(command) };
  const parsed: Parsed = {};
  for (const [name, flag] of Object.entries(command.flags)) {
    const given = values[name];
    const value = given === undefined ? flag.default : Array.isArray(given) ? given.map(String) : String(given);
    if (flag.integer && typeof value === 'string' && !/^\d+$/.test(value)) {
      return {
        kind: 'error',
        text: `--${name} must be a whole number (got ${JSON.stringify(value)}).\nRun with --help for the options.\n`,
      };
    }
    parsed[name] = flag.multiple && value === undefined ? [] : value;
  }
  return { kind: 'ok', values: parsed };
}

/** Parses `process.argv`; prints the help (exit 0) or the mistake (exit 2) and ends the process when asked or wrong. */
export function readCommandLine(command: Command): Parsed {
  const result = parseCommand(command, process.argv.slice(2));
  if (result.kind === 'ok') return result.values;
  if (result.kind === 'help') {
    process.stdout.write(result.text);
    process.exit(0);
  }
  process.stderr.write(result.text);
  process.exit(2);
}
