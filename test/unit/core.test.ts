/**
 * src/core.ts writes exactly what @actions/core writes: the same call on both
 * must give the same bytes on stdout, in GITHUB_OUTPUT and in the summary.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as actions from '@actions/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as core from '../../src/core.ts';

type Module = typeof core;

/** Everything written to stdout while `fn` runs. */
function stdoutOf(fn: () => void): string {
  let text = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    text += String(chunk);
    return true;
  });
  try {
    fn();
  } finally {
    spy.mockRestore();
  }
  return text;
}

/** Runs the same calls with both modules and expects the same stdout. */
function same(calls: (m: Module) => void): void {
  const ours = stdoutOf(() => {
    calls(core);
  });
  const theirs = stdoutOf(() => {
    calls(actions as unknown as Module);
  });
  expect(ours).toBe(theirs);
  expect(ours.length).toBeGreaterThan(0);
}

const awkward = 'multi\nline\r\nwith 100% of :: and , and %0A';

let dir = '';
const saved = { ...process.env };
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'core-test-'));
});
afterEach(() => {
  process.env = { ...saved };
  process.exitCode = undefined;
});

describe('src/core.ts against @actions/core', () => {
  it('writes the same log lines, annotations and groups', () => {
    same((m) => {
      m.info(awkward);
      m.debug(awkward);
      m.warning(awkward);
      m.warning(new Error(awkward));
      m.notice(awkward, { title: 'a: title, with commas', file: 'src/x.ts', startLine: 3, endLine: 4, startColumn: 1, endColumn: 9 });
      m.error(awkward, { title: '' });
      m.error(awkward, {});
      m.setSecret('s3cr3t%\nvalue');
      m.startGroup(awkward);
      m.endGroup();
    });
  });

  it('runs a group around a function and returns its result', async () => {
    const text = stdoutOf(() => undefined);
    expect(text).toBe('');
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      await expect(core.group('g', () => Promise.resolve(42))).resolves.toBe(42);
      await expect(core.group('g', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      expect(spy.mock.calls.map((c) => String(c[0]))).toEqual(['::group::g\n', '::endgroup::\n', '::group::g\n', '::endgroup::\n']);
    } finally {
      spy.mockRestore();
    }
  });

  it('fails the step the same way', () => {
    same((m) => {
      m.setFailed(awkward);
    });
    expect(process.exitCode).toBe(1);
  });

  it('reads inputs the same way', () => {
    process.env['INPUT_MY_INPUT'] = '  spaced value  ';
    process.env['INPUT_FLAG'] = 'True';
    process.env['INPUT_BAD-FLAG'] = 'yes';
    process.env['INPUT_LINES'] = ' a \n\n b \n';
    for (const m of [core, actions as unknown as Module]) {
      expect(m.getInput('my input')).toBe('spaced value');
      expect(m.getInput('My Input', { trimWhitespace: false })).toBe('  spaced value  ');
      expect(m.getInput('absent')).toBe('');
      expect(() => m.getInput('absent', { required: true })).toThrow('Input required and not supplied: absent');
      expect(m.getBooleanInput('flag')).toBe(true);
      expect(() => m.getBooleanInput('bad-flag')).toThrow(TypeError);
      expect(m.getMultilineInput('lines')).toEqual(['a', 'b']);
    }
  });

  it('writes outputs to GITHUB_OUTPUT the same way, and to stdout without it', () => {
    const file = join(dir, 'output');
    const outputs = (m: Module): string => {
      writeFileSync(file, '');
      process.env.GITHUB_OUTPUT = file;
      m.setOutput('name', awkward);
      m.setOutput('json', { a: 1 });
      return readFileSync(file, 'utf8').replace(/ghadelimiter_[0-9a-f-]{36}/g, 'DELIMITER');
    };
    expect(outputs(core)).toBe(outputs(actions as unknown as Module));
    expect(outputs(core)).toContain(`name<<DELIMITER\n${awkward}\nDELIMITER\n`);
    delete process.env.GITHUB_OUTPUT;
    same((m) => {
      m.setOutput('name', awkward);
    });
  });

  it('builds and writes the same job summary', async () => {
    const build = (m: Module): string =>
      m.summary
        .emptyBuffer()
        .addHeading('Docs agent', 2)
        .addHeading('no level')
        .addRaw('<p>raw</p>', true)
        .addCodeBlock('code <b>', 'ts')
        .addCodeBlock('plain')
        .addList(['one', 'two'], true)
        .addTable([
          [
            { data: 'Field', header: true },
            { data: 'Value', header: true, colspan: '2' },
          ],
          ['Job id', ''],
        ])
        .addDetails('more', '<p>inside</p>')
        .addSeparator()
        .addBreak()
        .addQuote('quoted', 'https://example.com')
        .addLink('link', 'https://example.com')
        .addEOL()
        .stringify();
    const ours = build(core);
    expect(ours).toBe(build(actions as unknown as Module));

    const file = join(dir, 'summary');
    writeFileSync(file, 'before\n');
    process.env.GITHUB_STEP_SUMMARY = file;
    await core.summary.write();
    expect(readFileSync(file, 'utf8')).toBe(`before\n${ours}`);
    expect(core.summary.isEmptyBuffer()).toBe(true);
    await core.summary.addRaw('only').write({ overwrite: true });
    expect(readFileSync(file, 'utf8')).toBe('only');
    actions.summary.emptyBuffer();
  });

  it('refuses to write a summary without GITHUB_STEP_SUMMARY, as @actions/core does', async () => {
    delete process.env.GITHUB_STEP_SUMMARY;
    await expect(core.summary.addRaw('x').write()).rejects.toThrow('Unable to find environment variable for $GITHUB_STEP_SUMMARY');
    core.summary.emptyBuffer();
  });
});
