/**
 * The tools' command lines answer `--help` with their flags, and say what is
 * wrong with a mistake instead of throwing a raw parse error (issue 21,
 * finding 8): `npm run emulator -- --help` (that is, `node
 * tools/emulator/cli.ts --help`) and the GitHub stand-in's CLI.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../tools/action.ts';
import { helpText, parseCommand, type Command } from '../../tools/cli-options.ts';

function cli(script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [join(ROOT, script), ...args], { encoding: 'utf8', timeout: 15_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run emulator -- --help', () => {
  it('is the emulator CLI', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.emulator).toBe('node tools/emulator/cli.ts');
  });

  it('lists every flag with its default, and exits 0', () => {
    const { code, stdout, stderr } = cli('tools/emulator/cli.ts', '--help');
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/^Usage: npm run emulator -- \[options\]\n/);
    for (const flag of [
      '--port <port>',
      '--job-ms <ms>',
      '--jobs-per-hour <n>',
      '--admin-key <key>',
      '--assistant-key <key>',
      '--frame-ms <ms>',
      '-h, --help',
    ]) {
      expect(stdout).toContain(flag);
    }
    expect(stdout).toContain('(default 8787)');
  });

  it('an unknown flag or a port that is not a number: a message on stderr, exit 2', () => {
    const unknown = cli('tools/emulator/cli.ts', '--bogus');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe("Unknown option '--bogus'\nRun with --help for the options.\n");
    const port = cli('tools/emulator/cli.ts', '--port', 'eighty');
    expect(port.code).toBe(2);
    expect(port.stderr).toBe('--port must be a whole number (got "eighty").\nRun with --help for the options.\n');
  });
});

describe('node tools/stand-ins/cli.ts --help', () => {
  it('lists --port and the repeatable --role, and exits 0', () => {
    const { code, stdout } = cli('tools/stand-ins/cli.ts', '-h');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: node tools\/stand-ins\/cli\.ts \[options\]\n/);
    expect(stdout).toContain('--port <port>');
    expect(stdout).toMatch(/--role <login=role> .*\(repeatable\)/);
  });

  it('a --role that is not login=role: a message on stderr, exit 2', () => {
    const { code, stderr } = cli('tools/stand-ins/cli.ts', '--role', 'alice');
    expect(code).toBe(2);
    expect(stderr).toContain('--role must be login=role, e.g. alice=write (got "alice")');
  });
});

describe('parseCommand', () => {
  const command: Command = {
    usage: 'demo',
    summary: 'A demo.',
    flags: {
      port: { description: 'Port.', value: 'port', default: '1', integer: true },
      tag: { description: 'A tag.', value: 'tag', multiple: true },
      quiet: { description: 'Say less.' },
    },
  };

  it('gives defaults, repeated values and switches', () => {
    expect(parseCommand(command, ['--tag', 'a', '--tag', 'b', '--quiet'])).toEqual({
      kind: 'ok',
      values: { port: '1', tag: ['a', 'b'], quiet: 'true' },
    });
    expect(parseCommand(command, [])).toEqual({ kind: 'ok', values: { port: '1', tag: [], quiet: undefined } });
  });

  it('answers --help with the text, and a positional argument with the mistake', () => {
    expect(parseCommand(command, ['--help'])).toEqual({ kind: 'help', text: helpText(command) });
    expect(parseCommand(command, ['extra'])).toMatchObject({ kind: 'error', text: expect.stringContaining('Run with --help') as unknown });
  });
});
