import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_KEY, DEFAULT_ASSISTANT_KEY } from '../../tools/emulator/server.ts';
import { runAction } from '../../tools/action.ts';
import { inlineText } from '../../src/render/text.ts';
import { useWorld } from '../helpers/world.ts';

const world = useWorld({
  github: false,
  emulator: { jobDurationMs: 300 },
  inputs: { 'project-id': 'proj/with space', prompt: 'Fix the broken links on the quickstart page' },
});
const { emulator } = world;

/** The key may appear only inside the runner's mask command. */
function expectKeyHidden(text: string): void {
  const withoutMask = text.replace(`::add-mask::${DEFAULT_ADMIN_KEY}`, '');
  expect(withoutMask).not.toContain(DEFAULT_ADMIN_KEY);
}

describe('node dist/index.js against the emulator', () => {
  it('creates a job, polls it to completion and sets every output and the summary', async () => {
    const result = await runAction({ inputs: world.inputs() });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({
      status: 'completed',
      model: 'emulated-model-1',
      'source-repository': 'https://github.com/acme/docs',
      'source-ref': 'main',
      'archived-at': '',
    });
    expect(result.outputs['job-id']).toMatch(/^job_/);
    expect(result.outputs['pr-link']).toMatch(/^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/);
    expect(result.outputs['created-at']).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(result.summary).toContain(`<td>${inlineText(result.outputs['job-id']!)}</td>`);
    expect(result.summary).toContain(`<a href="${result.outputs['pr-link']}">`);
    expect(result.stdout).toContain('::add-mask::');
    expectKeyHidden(result.stdout);
    expectKeyHidden(result.stderr);
    const [create, ...gets] = emulator.agentRequests();
    expect(create?.method).toBe('POST');
    expect(create?.path).toBe('/v2/agent/proj%2Fwith%20space/job');
    expect(JSON.parse(create?.body ?? '')).toEqual({ prompt: 'Fix the broken links on the quickstart page' });
    expect(create?.authorization).toBe(`Bearer ${DEFAULT_ADMIN_KEY}`);
    expect(gets.length).toBeGreaterThan(0);
    expect(gets.every((g) => g.method === 'GET')).toBe(true);
    // One progress line per poll.
    expect(result.stdout.match(/^\[\d+s\] (active|completed)$/gm)?.length).toBe(gets.length);
  });

  it('fails the step on a failed job, with outputs and summary still written', async () => {
    const result = await runAction({ inputs: world.inputs({ prompt: 'break it [emulator:fail]' }) });
    expect(result.code).toBe(1);
    expect(result.outputs.status).toBe('failed');
    expect(result.outputs['job-id']).toMatch(/^job_/);
    expect(result.stdout).toMatch(/::error::Agent job job_\S+ failed in the service/);
    expect(result.summary).toContain('failed');
  });

  it('succeeds with a notice when no file changed, and with a warning when archived', async () => {
    const noPr = await runAction({ inputs: world.inputs({ prompt: 'nothing to do [emulator:no-pr]' }) });
    expect(noPr.code).toBe(0);
    expect(noPr.outputs['pr-link']).toBe('');
    expect(noPr.stdout).toMatch(/::notice::Agent job \S+ completed without changing any file/);
    const archived = await runAction({ inputs: world.inputs({ prompt: 'old [emulator:archive]' }) });
    expect(archived.code).toBe(0);
    expect(archived.outputs.status).toBe('archived');
    expect(archived.outputs['archived-at']).toMatch(/^\d{4}-/);
    expect(archived.stdout).toMatch(/::warning::Agent job \S+ was archived/);
  });

  it('times out on a job that never ends, saying the job goes on', async () => {
    const result = await runAction({
      inputs: world.inputs({ prompt: 'forever [emulator:never]', 'timeout-seconds': '1' }),
    });
    expect(result.code).toBe(1);
    expect(result.outputs.status).toBe('active');
    expect(result.stdout).toMatch(/::error::Agent job (job_\S+) is still "active" after waiting 1s/);
    expect(result.stdout).toContain('the job goes on in the service');
    expect(result.summary).toContain('the job goes on in the service');
  });

  it('returns right after creation when wait is false', async () => {
    const result = await runAction({ inputs: world.inputs({ wait: 'false' }) });
    expect(result.code).toBe(0);
    expect(result.outputs.status).toBe('active');
    expect(emulator.agentRequests('GET')).toHaveLength(0);
  });

  it('sends nothing on a dry run and shows the prompt and URL', async () => {
    const result = await runAction({ inputs: world.inputs({ 'dry-run': 'true', prompt: 'line one\n::error::not a command' }) });
    expect(result.code).toBe(0);
    expect(result.outputs.status).toBe('dry-run');
    expect(emulator.requests).toHaveLength(0);
    expect(result.stdout).toContain(`POST ${world.serviceUrl}/v2/agent/proj%2Fwith%20space/job`);
    // The prompt's command line is shown only inside a stop-commands block.
    const stop = /^::stop-commands::(\S+)$/m.exec(result.stdout);
    expect(stop).not.toBeNull();
    const token = stop![1]!;
    const inside = result.stdout.slice(result.stdout.indexOf(stop![0]), result.stdout.indexOf(`::${token}::`));
    expect(inside).toContain('::error::not a command');
    expect(result.stdout.replace(inside, '')).not.toContain('::error::not a command');
  });

  it('stops polling on SIGTERM, writes outputs and says the job goes on', async () => {
    let sent = false;
    const result = await runAction({
      inputs: world.inputs({ prompt: 'slow [emulator:never]' }),
      onStdout: (text, kill) => {
        // One signal, as the runner sends on cancel; a second one after the handlers are gone would kill the process.
        if (!sent && /^\[\d+s\] active$/m.test(text)) {
          sent = true;
          kill('SIGTERM');
        }
      },
    });
    expect(result.code).toBe(1);
    expect(result.outputs.status).toBe('cancelled');
    expect(result.outputs['job-id']).toMatch(/^job_/);
    expect(result.stdout).toMatch(/::error::The run was cancelled after waiting \S+; agent job \S+ goes on in the service/);
    expect(result.summary).toContain('goes on in the service');
  });

  it('rides out scripted faults: a 429 on create, then a 5xx, a reset and a slow answer on polls', async () => {
    emulator
      .fault({ method: 'POST', route: 'create' }, { kind: 'status', status: 429, retryAfter: '1' })
      .fault({ method: 'GET', route: 'get' }, { kind: 'status', status: 503 }, { kind: 'reset' }, { kind: 'delay', ms: 300 });
    // A 429 on create is retried only under 'on-budget-exhausted: wait' (the default, fail, stops at once).
    const result = await runAction({ inputs: world.inputs({ 'on-budget-exhausted': 'wait' }) });
    expect(result.code).toBe(0);
    expect(result.outputs.status).toBe('completed');
    const posts = emulator.agentRequests('POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.at - posts[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(result.stdout).toMatch(/::warning::POST \S+ answered 429: scripted 429; creating the job again in 1s/);
    expect(result.stdout).toMatch(/::warning::GET \S+ answered 503: scripted 503; reading job \S+ again in 0s \(attempt 2\)/);
    expect(result.stdout).toMatch(
      /::warning::GET \S+ failed: UND_ERR_SOCKET \(other side closed\); reading job \S+ again in 0s \(attempt 3\)/,
    );
  });

  it('fails clearly on malformed JSON from the service', async () => {
    emulator.fault({ method: 'GET', route: 'get' }, { kind: 'malformed' });
    const result = await runAction({ inputs: world.inputs() });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/::error::GET \S+ returned an unexpected body: not JSON/);
    expect(result.outputs['job-id']).toMatch(/^job_/);
  });

  it('never repeats a creation that met a 5xx', async () => {
    emulator.fault({ method: 'POST', route: 'create' }, { kind: 'status', status: 500 });
    const result = await runAction({ inputs: world.inputs() });
    expect(result.code).toBe(1);
    expect(emulator.agentRequests('POST')).toHaveLength(1);
    expect(result.stdout).toMatch(/::error::POST \S+ answered 500: scripted 500/);
  });

  it('never lets text from the service become a workflow command in the log', async () => {
    const hostile = 'm\n::error::pwned\n\u0085::warning::nel ##[error]legacy';
    const job = {
      id: 'job_hostile',
      status: 'active',
      source: { repository: 'https://github.com/acme/docs', ref: 'main\n::error::ref' },
      model: hostile,
      prLink: null,
      createdAt: '2026-11-22T10:00:00.000Z',
      archivedAt: null,
    };
    emulator
      .fault({ method: 'POST', route: 'create' }, { kind: 'body', body: job })
      .fault(
        { method: 'GET', route: 'get' },
        { kind: 'body', body: { ...job, status: 'queued\n::error::status' } },
        { kind: 'body', body: { ...job, status: 'completed', prLink: 'https://github.com/acme/docs/pull/9\n::error::pr' } },
      );
    const result = await runAction({ inputs: world.inputs() });
    expect(result.code).toBe(0);
    const commands = result.stdout
      .split('\n')
      .filter((line) => /^[\s\u0085]*::(error|warning|notice)::(pwned|nel|ref|status|pr)/.test(line) || line.includes('##['));
    expect(commands).toEqual([]);
    expect(result.outputs.model).toBe(hostile);
  });

  it('refuses a job id that could break a log line', async () => {
    emulator.fault(
      { method: 'POST', route: 'create' },
      {
        kind: 'body',
        body: {
          id: 'job\n::error::pwned',
          status: 'active',
          source: { repository: 'r', ref: null },
          model: 'm',
          prLink: null,
          createdAt: '2026-11-22T10:00:00Z',
          archivedAt: null,
        },
      },
    );
    const result = await runAction({ inputs: world.inputs() });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/::error::POST \S+ returned an unexpected body: field 'id': expected a job id without white space/);
    expect(result.stdout).not.toMatch(/^::error::pwned/m);
  });

  it('refuses bad inputs before any request, naming each input', async () => {
    const result = await runAction({
      inputs: world.inputs({
        'base-url': 'http://docs.example.com',
        'admin-api-key': DEFAULT_ASSISTANT_KEY,
        wait: 'yes',
        'timeout-seconds': '-5',
        prompt: '   ',
      }),
    });
    expect(result.code).toBe(1);
    expect(emulator.requests).toHaveLength(0);
    for (const name of ['base-url', 'admin-api-key', 'wait', 'timeout-seconds']) {
      expect(result.stdout).toContain(`'${name}'`);
    }
    expect(result.stdout).toContain('admin API key');
  });
});
