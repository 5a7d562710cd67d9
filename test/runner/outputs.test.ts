import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutputSet } from '../../src/runner/outputs.ts';
import { setJobOutputs } from '../../src/modes/agent/job-outputs.ts';
import { parseOutputFile } from '../../tools/action.ts';
import { agentJob } from '../helpers/fake-service.ts';

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

  it('sets pr-link only to an https URL without credentials; anything else leaves it empty, with a warning', () => {
    const out = captureStdout();
    const given = (prLink: string | null): string | undefined => {
      const outputs = new OutputSet();
      setJobOutputs(outputs, agentJob({ status: 'completed', prLink }));
      return outputs.get('pr-link');
    };
    expect(given('https://github.com/acme/docs/pull/7')).toBe('https://github.com/acme/docs/pull/7');
    expect(given(null)).toBe('');
    expect(out()).toBe('');
    for (const link of [
      'javascript:alert(1)',
      'http://github.com/acme/docs/pull/7',
      'https://user:pw@github.com/acme/docs/pull/7',
      'not a url',
    ]) {
      expect(given(link), link).toBe('');
    }
    const warnings = out().match(/^::warning::.*$/gm) ?? [];
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toContain(
      `gave a pull request link that is not an https URL ("javascript:alert(1)"): the 'pr-link' output is left empty.`,
    );
  });
});
