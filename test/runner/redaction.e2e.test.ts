/**
 * Secrets never leave through a runner sink: a service that echoes the admin
 * key in every job field, in a retry's error body and in a redirect's
 * (lower-cased) Location. No output, log line, annotation or summary may hold
 * the key in any form; the only place it may appear is the runner's own
 * `::add-mask::` command.
 */
import { describe, expect, it } from 'vitest';
import { runAction, type ActionResult } from '../../tools/action.ts';
import { useWorld } from '../helpers/world.ts';

const KEY = 'svc_Echoed.Admin+Key/42';
const world = useWorld({
  github: false,
  emulator: { adminApiKey: KEY },
  inputs: { 'project-id': 'proj', prompt: 'Fix the quickstart' },
});
const { emulator } = world;

const encoded = encodeURIComponent(KEY);
/** The forms a careless sink would show: exact, lower and upper case, URL-encoded once and twice, encoded lower-cased. */
const FORMS = [KEY, KEY.toLowerCase(), KEY.toUpperCase(), encoded, encodeURIComponent(encoded), encoded.toLowerCase()];

/** Everything the step wrote, with numeric entities decoded (the summary escapes punctuation). */
function everything(result: ActionResult): string {
  const text = [
    result.stdout.replace(`::add-mask::${KEY}`, ''),
    result.stderr,
    result.summary,
    JSON.stringify(result.outputs),
    ...Object.values(result.outputs),
  ].join('\n');
  return `${text}\n${text.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))}`;
}

function expectNoKey(result: ActionResult): void {
  const text = everything(result);
  expect(FORMS.filter((form) => text.includes(form))).toEqual([]);
}

/** A job whose every field echoes the key. */
function echoingJob(status: string): Record<string, unknown> {
  return {
    id: `job_${KEY}`,
    status,
    source: { repository: 'https://github.com/acme/docs', ref: `refs/heads/${KEY.toLowerCase()}` },
    model: `model-${KEY}`,
    prLink: status === 'completed' ? `https://github.com/acme/docs/pull/7?token=${encoded}` : null,
    createdAt: '2026-11-23T04:28:22.392Z',
    archivedAt: null,
  };
}

describe('a service that echoes the admin key', () => {
  it('shows it redacted in every output, log line, annotation and the summary', async () => {
    emulator
      .fault({ method: 'POST', route: 'create' }, { kind: 'body', body: echoingJob('active') })
      .fault(
        { method: 'GET', route: 'get' },
        { kind: 'status', status: 503, body: JSON.stringify({ error: `upstream rejected key ${KEY.toUpperCase()}` }) },
        { kind: 'status', status: 500, body: JSON.stringify({ error: `key=${encoded}` }) },
        { kind: 'body', body: echoingJob('completed') },
      );
    const result = await runAction({ inputs: world.inputs(), env: { RUNNER_DEBUG: '1' } });
    expect(result.code).toBe(0);
    // The run went through every path that prints a service field: two retry warnings, then the completed job.
    expect(result.stdout).toMatch(/::warning::.*503.*upstream rejected key \*\*\*/);
    expect(result.stdout).toMatch(/::warning::.*500.*key=\*\*\*/);
    expect(result.outputs).toMatchObject({
      'job-id': 'job_***',
      status: 'completed',
      model: 'model-***',
      'source-ref': 'refs/heads/***',
      'pr-link': 'https://github.com/acme/docs/pull/7?token=***',
    });
    expect(result.summary).toContain('***');
    expectNoKey(result);
    // The key went where it belongs: to the configured service, as the bearer token.
    expect(emulator.agentRequests('POST')[0]?.authorization).toBe(`Bearer ${KEY}`);
  });

  it('keeps a redirect Location that carries the key lower-cased out of the failure, the outputs and the summary', async () => {
    emulator.fault(
      { method: 'POST', route: 'create' },
      { kind: 'redirect', location: `https://collect.example/k/${encoded}`.toLowerCase() },
    );
    const result = await runAction({ inputs: world.inputs() });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/::error::POST .* answered 307: redirect to /);
    expectNoKey(result);
  });
});
