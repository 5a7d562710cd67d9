/**
 * The one redaction point: `redact` itself, and every runner sink that passes
 * text through it (log lines at every level, annotations, group titles,
 * failures, outputs, both summaries).
 */
import { readFileSync } from 'node:fs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { redactAll, secrets } from '../../src/util/redact.ts';
import { log, registerSecrets } from '../../src/runner/log.ts';
import { OutputSet } from '../../src/runner/outputs.ts';
import { writeSummary } from '../../src/modes/agent/summary.ts';
import { writeAskSummary } from '../../src/modes/ask/summary.ts';
import { agentJob } from '../helpers/fake-service.ts';
import { useRunnerFiles } from '../helpers/runner-files.ts';
import { parseOutputFile } from '../../tools/action.ts';

const KEY = 'svc_Admin.Key+/=9f3e';

/** Every form of the key a sink could show: as is, lower/upper case, URL-encoded (once, twice), encoded lower-cased. */
function forms(key: string): string[] {
  const encoded = encodeURIComponent(key);
  return [key, key.toLowerCase(), key.toUpperCase(), encoded, encodeURIComponent(encoded), encoded.toLowerCase()];
}

/** A fresh module's `secrets`: the process's set, empty, so a test registers only its own values. */
async function freshSecrets(): Promise<typeof secrets> {
  vi.resetModules();
  return (await import('../../src/util/redact.ts')).secrets;
}

describe('the secrets', () => {
  it('redacts a secret case-insensitively and in its URL-encoded forms', async () => {
    const redactor = await freshSecrets();
    redactor.add(KEY);
    for (const form of forms(KEY)) {
      expect(redactor.redact(`before ${form} after`)).toBe('before *** after');
      expect(redactor.contains(form)).toBe(true);
    }
  });

  it('redacts a key echoed in a redirect Location that was lower-cased', async () => {
    const redactor = await freshSecrets();
    redactor.add('svc_AbCdEf0123');
    const location = `https://evil.example/collect?key=${encodeURIComponent('svc_AbCdEf0123')}`.toLowerCase();
    expect(redactor.redact(`307 to ${location}`)).toBe('307 to https://evil.example/collect?key=***');
  });

  it('ignores empty and very short values, which would mangle ordinary text', async () => {
    const redactor = await freshSecrets();
    expect(redactor.add('')).toBe(false);
    expect(redactor.add('  ')).toBe(false);
    expect(redactor.add('abc')).toBe(false);
    expect(redactor.redact('abc')).toBe('abc');
  });

  it('redactAll redacts every string of plain data and keeps the rest', () => {
    const redactor = secrets;
    redactor.add(KEY);
    const data = { a: KEY, list: [1, `x${KEY.toLowerCase()}`, null], nested: { b: true, c: undefined } };
    expect(redactAll(data)).toEqual({ a: '***', list: [1, 'x***', null], nested: { b: true, c: undefined } });
  });
});

describe('the runner sinks', () => {
  // @actions/core keeps the first summary path it sees: one file for the module, emptied per test.
  const runner = useRunnerFiles('redact');

  beforeAll(() => {
    // Its `::add-mask::` goes to the runner, not to the test's log (the next test checks that command).
    const write = vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    registerSecrets([KEY]);
    write.mockRestore();
  });
  beforeEach(() => {
    vi.stubEnv('RUNNER_DEBUG', '1');
  });

  const leaks = (text: string): string[] => forms(KEY).filter((form) => text.includes(form));

  it('registers the secret with the runner masker once', () => {
    registerSecrets([` ${KEY} `, KEY]);
    // Already registered in beforeAll: not announced again.
    expect(runner.stdout()).not.toContain('::add-mask::');
    const fresh = 'svc_fresh_secret_42';
    registerSecrets([fresh]);
    expect(runner.stdout()).toBe(`::add-mask::${fresh}\n`);
  });

  it('redacts every log level, annotation, group title, verbatim block and failure', async () => {
    for (const form of forms(KEY)) {
      log.info(`info ${form}`);
      log.debug(`debug ${form}`);
      log.notice(`notice ${form}`);
      log.warning(`warning ${form}`);
      log.error(`error ${form}`);
      log.verbatim(`verbatim ${form}`);
      await log.group(`group ${form}`, () => Promise.resolve());
      log.setFailed(`failed ${form}`);
    }
    expect(runner.stdout()).toContain('::debug::debug ***');
    expect(runner.stdout()).toContain('::warning::warning ***');
    expect(runner.stdout()).toContain('::group::group ***');
    expect(runner.stdout()).toContain('::error::failed ***');
    expect(leaks(runner.stdout())).toEqual([]);
  });

  it('redacts outputs', () => {
    const outputs = new OutputSet();
    outputs.set('model', `m-${KEY.toLowerCase()}`);
    outputs.set('pr-link', `https://github.com/a/b/pull/1?k=${encodeURIComponent(KEY)}`);
    outputs.flush();
    const written = readFileSync(runner.outputFile, 'utf8');
    expect(parseOutputFile(written)).toEqual({ model: 'm-***', 'pr-link': 'https://github.com/a/b/pull/1?k=***' });
    expect(leaks(written)).toEqual([]);
  });

  it('redacts the agent summary before escaping could hide a secret in entities', async () => {
    await writeSummary({
      job: agentJob({
        id: `job_${KEY}`,
        model: KEY,
        prLink: `https://github.com/a/b/pull/${KEY}`,
        source: { repository: 'https://github.com/a/b', ref: KEY },
      }),
      note: `failed: ${KEY.toUpperCase()}`,
    });
    const summary = readFileSync(runner.summaryFile, 'utf8');
    expect(summary).toContain('***');
    expect(leaks(summary)).toEqual([]);
    // Nor in any entity-encoded form: decode the numeric entities and look again.
    const decoded = summary.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
    expect(leaks(decoded)).toEqual([]);
  });

  it('redacts the ask summary', async () => {
    await writeAskSummary({
      question: `why ${KEY}?`,
      answer: {
        text: `The key is ${KEY}`,
        sources: [{ url: `https://docs.example/${KEY}`, title: KEY }],
        threadId: KEY,
        threadKey: undefined,
      },
      note: encodeURIComponent(KEY),
    });
    const summary = readFileSync(runner.summaryFile, 'utf8');
    const decoded = summary.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
    expect(summary).toContain('***');
    expect(leaks(decoded)).toEqual([]);
  });
});
