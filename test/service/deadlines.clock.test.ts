/**
 * Every deadline ends a request at any point, the body read included, even
 * after a garbage collection: a loopback server sends the headers and then a
 * byte now and then (or nothing, or frames forever), while the test forces a
 * collection every few milliseconds. These clients are ky over
 * `serviceFetch`; with ky over Node's own `fetch` (ky's `Request`, which
 * nothing held once the response was returned, owned the only route from the
 * signal to the body read) the cancellations here outlive the read, and the
 * stream reads outlive every deadline (ADR 0014).
 */
import type { ServerResponse } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../../src/service/agent/client.ts';
import { askAssistant, buildAskRequest } from '../../src/service/assistant/client.ts';
import { AskStreamError } from '../../src/service/assistant/answer.ts';
import { readAskSettings } from '../../src/modes/ask/settings.ts';
import { AbortedError } from '../../src/util/errors.ts';
import { DeadlineError, RunLimits } from '../../src/util/deadline.ts';
import { isDefiniteCreateFailure } from '../../src/service/agent/failures.ts';
import { trickle, useLoopbackServer } from '../helpers/loopback-server.ts';
import { readInputs } from '../helpers/settings.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

type Behaviour = 'trickle' | 'silent' | 'endless';
let behaviour: Behaviour = 'trickle';

function frame(res: ServerResponse, chunk: object): void {
  res.write(`data: ${JSON.stringify(chunk)}\n\n`);
}

const server = useLoopbackServer((req, res, every) => {
  if (req.url?.startsWith('/discovery/')) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' });
    frame(res, { type: 'start' });
    frame(res, { type: 'text-start', id: 't' });
    if (behaviour === 'endless') {
      every(50, () => {
        frame(res, { type: 'text-delta', id: 't', delta: 'more ' });
      });
    }
    return;
  }
  // The agent endpoints: headers, then one byte now and then, never the end of the JSON.
  trickle(res, every);
});

/** Runs `work` while forcing a garbage collection every 20 ms; its result and how long it took. */
async function underGc<T>(work: () => Promise<T>): Promise<{ outcome: T | Error; ms: number }> {
  const collect = setInterval(gc, 20);
  const started = Date.now();
  try {
    const outcome = await work().catch((error: unknown) => error as Error);
    return { outcome, ms: Date.now() - started };
  } finally {
    clearInterval(collect);
  }
}

/** The run's limits: the deadline `timeoutMs` away (`input`, 'timeout-seconds' by default), cancelled by `signal`. */
function limitsOf(timeoutMs: number, signal = new AbortController().signal, input = 'timeout-seconds'): RunLimits {
  const limits = new RunLimits(signal);
  limits.start(timeoutMs, input);
  return limits;
}

function agentClient(limits: RunLimits) {
  return createServiceClient({
    baseUrl: new URL(server.url),
    projectId: 'proj-1',
    adminApiKey: 'svc_key',
    deadline: limits,
    log: { warning: () => undefined },
  });
}

describe('agent requests', () => {
  it("end a trickling body at the run's deadline", async () => {
    const { outcome, ms } = await underGc(() => agentClient(limitsOf(600)).getJob('job_1'));
    expect(outcome).toBeInstanceOf(DeadlineError);
    expect((outcome as Error).message).toMatch(/^GET \S+\/job_1: not done within the run's time \('timeout-seconds': 1\)$/);
    expect(ms).toBeGreaterThanOrEqual(550);
    expect(ms).toBeLessThan(2500);
  });

  it("end a trickling body on creation at the run's deadline, never counted as unsent", async () => {
    const { outcome } = await underGc(() => agentClient(limitsOf(600)).createJob('x'));
    expect(outcome).toBeInstanceOf(DeadlineError);
    expect(isDefiniteCreateFailure(outcome)).toBe(false);
  });

  it('end a trickling body read when cancelled, after a collection', async () => {
    const controller = new AbortController();
    const { outcome, ms } = await underGc(async () => {
      const pending = agentClient(limitsOf(60_000, controller.signal)).getJob('job_1');
      await new Promise((resolve) => setTimeout(resolve, 400));
      gc();
      controller.abort();
      return pending;
    });
    expect(outcome).toBeInstanceOf(AbortedError);
    expect(ms).toBeLessThan(2000);
  });
});

describe('ask requests', () => {
  const settingsWith = (extra: Record<string, string>) =>
    readAskSettings(
      readInputs({
        mode: 'ask',
        'base-url': server.url,
        'assistant-api-key': 'svc_dsc_key',
        domain: 'docs.example.com',
        question: 'How?',
        ...extra,
      }),
      'workflow_dispatch',
    );

  it.each([
    // Frames stop after the text starts: nothing of the answer arrived.
    {
      title: 'end a stream that goes silent at ask-idle-timeout-seconds',
      stream: 'silent',
      idle: '1',
      total: '60',
      named: 'ask-idle-timeout-seconds',
      partial: /^$/,
    },
    // Frames forever: what arrived is kept. The run's deadline is 'ask-timeout-seconds' (main makes it so).
    {
      title: "end an endless stream at the run's deadline (ask-timeout-seconds)",
      stream: 'endless',
      idle: '30',
      total: '1',
      named: 'ask-timeout-seconds',
      partial: /more/,
    },
  ] as const)('$title', async ({ stream, idle, total, named, partial }) => {
    behaviour = stream;
    const settings = settingsWith({ 'ask-idle-timeout-seconds': idle, 'ask-timeout-seconds': total });
    const deadline = limitsOf(settings.timeoutMs, undefined, 'ask-timeout-seconds');
    const { outcome, ms } = await underGc(() => askAssistant(settings, buildAskRequest(settings, 'How?'), { deadline }));
    expect(outcome).toBeInstanceOf(AskStreamError);
    // The input whose deadline ended it, by name.
    expect((outcome as Error).message).toContain(`'${named}'`);
    expect((outcome as AskStreamError).partial.text).toMatch(partial);
    expect(ms).toBeLessThan(3000);
  });

  it('end a silent stream when cancelled', async () => {
    behaviour = 'silent';
    const settings = settingsWith({ 'ask-idle-timeout-seconds': '60', 'ask-timeout-seconds': '60' });
    const controller = new AbortController();
    const { outcome, ms } = await underGc(async () => {
      const pending = askAssistant(settings, buildAskRequest(settings, 'How?'), { deadline: limitsOf(60_000, controller.signal) });
      await new Promise((resolve) => setTimeout(resolve, 400));
      controller.abort();
      return pending;
    });
    expect(outcome).toBeInstanceOf(AskStreamError);
    expect((outcome as Error).message).toContain('cancelled');
    expect(ms).toBeLessThan(2000);
  });
});
