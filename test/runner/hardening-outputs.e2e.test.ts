/**
 * The outputs contract (issue 21, finding 8), end to end: `status` is set on
 * every path a run can take before or without a job (bad inputs, a 401 from
 * GitHub or the service, the permission read failing, a payload that is not
 * JSON, a dry run), with the outputs and the summary written; every input
 * problem, `prompt-file` included, is reported at once, and a missing
 * `prompt-file` says to check the repository out. The network and
 * cancellation paths are in hardening-deadlines.test.ts.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_KEY } from '../../tools/emulator/server.ts';
import { runAction, type ActionResult } from '../../tools/action.ts';
import { labelPayload, loadPayload, writePayload } from '../../tools/events.ts';
import { useWorld } from '../helpers/world.ts';

const TOKEN = 'ghs_outputs_workflow_token';
const world = useWorld({ token: TOKEN, assistant: true, emulator: { jobDurationMs: 300 } });
const emulator = world.emulator;

function env(event: string, payload: unknown, extra: Record<string, string> = {}): Record<string, string> {
  return {
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: writePayload(payload),
    GITHUB_API_URL: world.githubUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'Codertocat/Hello-World',
    GITHUB_RUN_ID: '210042',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: 'docs',
    ...extra,
  };
}

function inputs(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'base-url': world.serviceUrl,
    'project-id': 'outputs-docs',
    'admin-api-key': DEFAULT_ADMIN_KEY,
    'github-token': TOKEN,
    prompt: 'Keep the docs right.',
    'poll-interval-seconds': '0.1',
    'max-poll-interval-seconds': '0.3',
    'timeout-seconds': '20',
    ...extra,
  };
}

const requests = (): number => emulator.requests.length + world.github.requests.length + world.git.requests.length;

/** A failed run that kept the contract: exit code 1, `status`, the summary, one error annotation. */
function expectFailedWith(result: ActionResult, status: string, error: RegExp | string): void {
  expect(result.code, result.stdout).toBe(1);
  expect(result.outputs.status).toBe(status);
  expect(result.summary).not.toBe('');
  const errors = result.stdout.split('\n').filter((line) => line.startsWith('::error::'));
  expect(errors).toHaveLength(1);
  if (typeof error === 'string') expect(errors[0]).toContain(error);
  else expect(errors[0]).toMatch(error);
}

describe('status on every failure path', () => {
  it('bad inputs: every problem at once, prompt-file included, before any request', async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'docs-agent-workspace-'));
    const result = await runAction({
      inputs: inputs({
        'base-url': 'http://127.0.0.1:6000',
        'project-id': '',
        wait: 'yes',
        prompt: '',
        'prompt-file': '.github/docs-prompt.md',
      }),
      env: env('workflow_dispatch', loadPayload('workflow_dispatch.json'), { GITHUB_WORKSPACE: workspace }),
    });
    expectFailedWith(result, 'error', '::error::Invalid inputs:');
    // One annotation, its lines escaped as the runner reads them.
    const problems = result.stdout
      .split('\n')
      .find((line) => line.startsWith('::error::'))!
      .split('%0A')
      .slice(1);
    expect(problems.map((line) => /^ {2}- '([a-z-]+)'/.exec(line)?.[1])).toEqual(['base-url', 'project-id', 'wait', 'prompt-file']);
    expect(problems[3]).toBe(
      `  - 'prompt-file' cannot be read (ENOENT): ".github/docs-prompt.md": no such file in the workspace (${workspace}); add a step with 'uses: actions/checkout' before this one, or fix the path`,
    );
    expect(result.summary).toContain('actions/checkout');
    expect(requests()).toBe(0);
  });

  it('a 401 from GitHub (the permission read with a bad token): status error', async () => {
    const result = await runAction({ inputs: inputs({ 'github-token': 'ghs_revoked' }), env: env('issues', labelPayload('docs-agent')) });
    expectFailedWith(result, 'error', /Could not read the permission of "Codertocat" on Codertocat\/Hello-World: Bad credentials/);
    expect(result.outputs['triggered-by']).toBe('Codertocat');
    expect(emulator.agentRequests()).toHaveLength(0);
  });

  it('the permission read failing (403): status error', async () => {
    world.github.fault('permission', 403);
    const result = await runAction({ inputs: inputs(), env: env('issues', labelPayload('docs-agent')) });
    expectFailedWith(result, 'error', /Could not read the permission of "Codertocat" .*Resource not accessible by integration/);
    expect(emulator.agentRequests()).toHaveLength(0);
  });

  it('a 401 from the service: status error, with the job outputs empty', async () => {
    const result = await runAction({
      inputs: inputs({ 'admin-api-key': 'svc_wrong_admin_key', 'github-token': '' }),
      env: env('workflow_dispatch', loadPayload('workflow_dispatch.json')),
    });
    expectFailedWith(result, 'error', /POST \S+\/v2\/agent\/outputs-docs\/job answered 401: Invalid or expired API key/);
    expect(result.outputs['job-id']).toBeUndefined();
  });

  it('an event payload that is not JSON: status error', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'docs-agent-event-')), 'event.json');
    writeFileSync(path, '{ not json');
    const result = await runAction({ inputs: inputs(), env: { ...env('issues', {}), GITHUB_EVENT_PATH: path } });
    expectFailedWith(result, 'error', `The event payload at GITHUB_EVENT_PATH (${path}) is not JSON`);
  });

  it('ask mode with bad inputs: status error', async () => {
    const result = await runAction({
      inputs: { mode: 'ask', 'base-url': world.serviceUrl, 'assistant-api-key': DEFAULT_ADMIN_KEY, domain: 'docs', question: 'Why?' },
      env: env('workflow_dispatch', loadPayload('workflow_dispatch.json')),
    });
    expectFailedWith(result, 'error', "'assistant-api-key' holds an admin API key");
    expect(result.outputs).toMatchObject({ answer: '', sources: '[]' });
  });
});

describe('status when nothing fails', () => {
  it('a dry run: dry-run', async () => {
    const result = await runAction({
      inputs: inputs({ 'dry-run': 'true' }),
      env: env('workflow_dispatch', loadPayload('workflow_dispatch.json')),
    });
    expect(result.code).toBe(0);
    expect(result.outputs.status).toBe('dry-run');
    // No job: the one request is the key's check, a read of a made-up job.
    expect(emulator.agentRequests('POST')).toHaveLength(0);
    expect(emulator.agentRequests('GET').map((r) => r.path)).toEqual([expect.stringMatching(/\/job\/docs-agent-dry-run-check$/)]);
  });

  it('ask mode: completed once answered, dry-run on a dry run', async () => {
    const ask = {
      mode: 'ask',
      'base-url': world.serviceUrl,
      'assistant-api-key': emulator.options.assistantApiKey,
      domain: 'docs',
      question: 'Why?',
    };
    const answered = await runAction({ inputs: ask, env: env('workflow_dispatch', loadPayload('workflow_dispatch.json')) });
    expect(answered.code, answered.stdout).toBe(0);
    expect(answered.outputs.status).toBe('completed');
    const dry = await runAction({
      inputs: { ...ask, 'dry-run': 'true' },
      env: env('workflow_dispatch', loadPayload('workflow_dispatch.json')),
    });
    expect(dry.outputs.status).toBe('dry-run');
  });
});
