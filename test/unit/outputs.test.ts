import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutputSet } from '../../src/runner/outputs.ts';
import { parseOutputFile } from '../helpers/action.ts';

function captureStdout(): () => string {
  let out = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  return () => out;
}

describe('OutputSet', () => {
  const exitCode = process.exitCode;
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    process.exitCode = exitCode;
  });

  it('writes each value once, and again only when it changed', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'outputs-')), 'output');
    writeFileSync(file, '');
    vi.stubEnv('GITHUB_OUTPUT', file);
    const outputs = new OutputSet();
    outputs.set('status', 'completed');
    outputs.flush();
    outputs.set('comment-url', 'https://github.com/o/r/issues/1#issuecomment-2');
    outputs.flush();
    const text = readFileSync(file, 'utf8');
    expect(text.match(/^status<</gm)).toHaveLength(1);
    expect(parseOutputFile(text)).toEqual({ status: 'completed', 'comment-url': 'https://github.com/o/r/issues/1#issuecomment-2' });
  });

  it('fails the step, instead of throwing, when GITHUB_OUTPUT cannot be written', () => {
    vi.stubEnv('GITHUB_OUTPUT', join(tmpdir(), 'no-such-dir-for-outputs', 'output'));
    const out = captureStdout();
    const outputs = new OutputSet();
    outputs.set('status', 'completed');
    expect(() => {
      outputs.flush();
    }).not.toThrow();
    expect(out()).toMatch(/^::error::Could not write the step outputs: /m);
    expect(process.exitCode).toBe(1);
  });
});
