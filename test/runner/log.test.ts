import { afterEach, describe, expect, it, vi } from 'vitest';
import { log, quote } from '../../src/runner/log.ts';

/** Lines the runner would read as commands: `::` after .NET white space (U+0085 included), or `##[` anywhere. */
function commandLines(log: string): string[] {
  return log.split(/\r?\n/).filter((line) => /^[\s\u0085]*::/.test(line) || line.includes('##['));
}

describe('quote', () => {
  it('keeps untrusted text on one line that cannot be a command', () => {
    const hostile = 'x\n::error::pwned\r\n\u0085::warning::y ##[error]legacy';
    const line = `status ${quote(hostile)}`;
    expect(line.split('\n')).toHaveLength(1);
    expect(commandLines(line)).toEqual([]);
    // JSON escapes: the text is still recoverable exactly.
    expect(JSON.parse(line.slice('status '.length))).toBe(hostile);
  });

  it('shortens long text', () => {
    expect(quote('a'.repeat(300))).toBe(`"${'a'.repeat(200)}…"`);
  });
});

describe('log.verbatim', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('wraps every block in stop-commands with a fresh random token, whatever white space hides the command', () => {
    let out = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      out += String(chunk);
      return true;
    });
    log.verbatim('line\n\u0085::error::hidden behind NEL');
    log.verbatim('plain text');
    const lines = out.split('\n');
    const tokens = lines.filter((l) => l.startsWith('::stop-commands::')).map((l) => l.slice('::stop-commands::'.length));
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).not.toBe(tokens[1]);
    const start = lines.indexOf(`::stop-commands::${tokens[0]!}`);
    const end = lines.indexOf(`::${tokens[0]!}::`);
    expect(lines.slice(start + 1, end)).toEqual(['line', '\u0085::error::hidden behind NEL']);
  });
});
