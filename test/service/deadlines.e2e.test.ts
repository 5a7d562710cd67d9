/**
 * Every deadline ends the step, body reads included: `node dist/index.js`
 * against an emulator that sends the headers and then one byte a second, a
 * stream that goes silent after a few frames, and one that never ends. The
 * action runs with a garbage collection forced every 100 ms (a preload), the
 * condition under which the abort used to stop reaching the body read.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_KEY } from '../../tools/emulator/server.ts';
import { ROOT, runAction, type ActionRun } from '../../tools/action.ts';
import { useWorld } from '../helpers/world.ts';

const world = useWorld({ github: false, assistant: true, emulator: { jobDurationMs: 60_000 } });
const { emulator } = world;
const assistant = world.assistant!;

const GC_ENV = { NODE_OPTIONS: `--expose-gc --import=${join(ROOT, 'test/helpers/force-gc.ts')}` };

/** Runs the action under forced collections; the result and its wall-clock time. */
async function timed(run: ActionRun) {
  const started = Date.now();
  const result = await runAction({ ...run, env: { ...GC_ENV, ...run.env } });
  return { result, ms: Date.now() - started };
}

function agentInputs(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'base-url': world.serviceUrl,
    'project-id': 'proj-1',
    'admin-api-key': DEFAULT_ADMIN_KEY,
    prompt: 'Fix the links',
    'poll-interval-seconds': '0.2',
    'max-poll-interval-seconds': '0.5',
    'timeout-seconds': '3',
    ...extra,
  };
}

describe('agent mode', () => {
  it('ends a trickling creation at timeout-seconds, with outputs and summary written', async () => {
    emulator.fault({ method: 'POST', route: 'create' }, { kind: 'trickle' });
    const { result, ms } = await timed({ inputs: agentInputs() });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/::error::POST \S+\/v2\/agent\/proj-1\/job: not done within the run's time \('timeout-seconds': 3\)/);
    expect(result.outputs['triggered-by']).toBeDefined();
    expect(result.summary).toContain("not done within the run's time");
    // 3 s, plus start-up; the emulator would trickle forever.
    expect(ms).toBeGreaterThan(2500);
    expect(ms).toBeLessThan(7000);
  });

  it('ends a trickling poll at timeout-seconds, reporting the job as still active', async () => {
    emulator.fault({ method: 'GET', route: 'get' }, { kind: 'trickle' });
    const { result, ms } = await timed({ inputs: agentInputs() });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/::error::Agent job job_\S+ is still "active" after waiting \d+s \('timeout-seconds': 3\)/);
    expect(result.outputs).toMatchObject({ status: 'active' });
    expect(result.outputs['job-id']).toMatch(/^job_/);
    expect(result.summary).toContain('Still active');
    expect(ms).toBeLessThan(7000);
  });

  it('ends within 5 s of a SIGTERM that arrives mid-read, with outputs and summary written', async () => {
    emulator.fault({ method: 'GET', route: 'get' }, { kind: 'trickle' });
    let signalledAt = 0;
    const started = Date.now();
    let killer: ((signal: NodeJS.Signals) => void) | undefined;
    // A second into the stalled poll (about ten collections later), SIGTERM.
    const watch = setInterval(() => {
      if (killer && signalledAt === 0 && emulator.agentRequests('GET').length > 0) {
        signalledAt = -1;
        setTimeout(() => {
          signalledAt = Date.now();
          killer?.('SIGTERM');
        }, 1000);
      }
    }, 50);
    const result = await runAction({
      inputs: agentInputs({ 'timeout-seconds': '120' }),
      env: GC_ENV,
      onStdout: (_text, kill) => {
        killer = kill;
      },
    }).finally(() => {
      clearInterval(watch);
    });
    const afterSignal = Date.now() - signalledAt;
    expect(signalledAt).toBeGreaterThan(started);
    expect(result.stdout).toContain('::warning::Received SIGTERM: stopping now.');
    expect(result.code).toBe(1);
    expect(result.outputs['job-id']).toMatch(/^job_/);
    expect(result.outputs.status).toBe('cancelled');
    expect(result.summary).toContain('cancelled');
    expect(afterSignal).toBeLessThan(5000);
  });
});

describe('prompt-file', () => {
  it('refuses a FIFO at once, naming the input, before any request (the read used to block forever)', async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'docs-agent-fifo-'));
    execFileSync('mkfifo', [join(workspace, 'prompt.md')]);
    const { result, ms } = await timed({
      inputs: agentInputs({ prompt: '', 'prompt-file': 'prompt.md', 'timeout-seconds': '600' }),
      env: { GITHUB_WORKSPACE: workspace },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`::error::Invalid input: 'prompt-file' must be a regular file; "prompt.md" is a named pipe (FIFO)`);
    expect(emulator.requests).toEqual([]);
    expect(ms).toBeLessThan(3000);
  });
});

function askInputs(question: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    mode: 'ask',
    'base-url': world.serviceUrl,
    'assistant-api-key': emulator.options.assistantApiKey,
    domain: 'docs.example.com',
    question,
    ...extra,
  };
}

describe('ask mode', () => {
  it('ends a stream that goes silent after a few frames at ask-idle-timeout-seconds', async () => {
    const { result, ms } = await timed({
      inputs: askInputs('How do I rotate a key? [emulator:stall]', { 'ask-idle-timeout-seconds': '2', 'ask-timeout-seconds': '60' }),
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("::error::The answer stream stopped: no data for 2 s ('ask-idle-timeout-seconds')");
    expect(result.summary).not.toBe('');
    expect(ms).toBeGreaterThan(1500);
    expect(ms).toBeLessThan(6000);
  });

  it('ends an endless stream at ask-timeout-seconds, keeping the partial answer', async () => {
    const { result, ms } = await timed({
      inputs: askInputs('How do I rotate a key? [emulator:endless]', { 'ask-idle-timeout-seconds': '30', 'ask-timeout-seconds': '4' }),
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      "::error::The answer stream stopped: no complete answer: not done within the run's time ('ask-timeout-seconds': 4)",
    );
    expect(result.stdout).toContain('and more');
    expect(result.summary).not.toBe('');
    expect(ms).toBeGreaterThan(3500);
    expect(ms).toBeLessThan(8000);
  });

  it('ends within 5 s of a SIGTERM that arrives mid-stream', async () => {
    assistant.script({ stallAfterFrames: 5 });
    // A second after the question reached the assistant (about ten collections into the stalled stream).
    let signalledAt = 0;
    let killer: ((signal: NodeJS.Signals) => void) | undefined;
    const watch = setInterval(() => {
      if (killer && signalledAt === 0 && assistant.requests.length > 0) {
        signalledAt = -1;
        setTimeout(() => {
          signalledAt = Date.now();
          killer?.('SIGTERM');
        }, 1000);
      }
    }, 50);
    const result = await runAction({
      inputs: askInputs('How do I rotate a key?', { 'ask-idle-timeout-seconds': '120', 'ask-timeout-seconds': '300' }),
      env: GC_ENV,
      onStdout: (_text, kill) => {
        killer = kill;
      },
    }).finally(() => {
      clearInterval(watch);
    });
    expect(signalledAt).toBeGreaterThan(0);
    expect(result.stdout).toContain('::warning::Received SIGTERM: stopping now.');
    expect(result.stdout).toContain('The answer stream stopped: the run was cancelled');
    expect(result.code).toBe(1);
    expect(result.summary).not.toBe('');
    expect(Date.now() - signalledAt).toBeLessThan(5000);
  });
});
