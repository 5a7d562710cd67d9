/**
 * `runAsk` returns how the run ended (a failure, thrown, becomes the mode's
 * `failed` outcome as main makes it) and reports nothing itself: each kind of
 * ending, with what was learned on the way (`triggeredBy`, the question, the
 * partial answer), and no output, summary or failure written. The assistant
 * answers through a stand-in global `fetch`; the run loads the real assistant client
 * through `loadAssistant`, which a failing input check never calls.
 */
import { deadlineIn } from '../helpers/deadline.ts';
import type { RunLimits } from '../../src/util/deadline.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAsk, type AskDependencies } from '../../src/modes/ask/run.ts';
import { AssistantQuota } from '../../src/budget/assistant-month.ts';
import { askMode } from '../../src/modes/ask/mode.ts';
import type { AskOutcome } from '../../src/modes/ask/outcome.ts';
import { AskStreamError } from '../../src/service/assistant/answer.ts';
import { InputError } from '../../src/util/errors.ts';
import { v2AnswerBody } from '../helpers/assistant-stream.ts';
import { labelPayload, writePayload } from '../../tools/events.ts';
import { readInputs } from '../helpers/settings.ts';
import { useRunnerFiles } from '../helpers/runner-files.ts';

const ROUTE = 'https://api.docs.test/discovery/v2/assistant/acme/message';
const inputs = {
  'base-url': 'https://api.docs.test',
  'assistant-api-key': 'svc_dsc_public',
  domain: 'acme',
  question: '  How do I rotate an API key?  ',
};
const SSE = { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' };
const frame = (chunk: object): string => `data: ${JSON.stringify(chunk)}\n\n`;

const runner = useRunnerFiles('ask-run');

interface Run {
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  fetch?: typeof globalThis.fetch;
  signal?: AbortSignal;
}

let loads = 0;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

async function ask(run: Run = {}): Promise<AskOutcome> {
  loads = 0;
  // The run's deadline, made once the settings say how long the run may take (as main does); the assistant client carries it.
  let deadline: RunLimits | undefined;
  const deps: AskDependencies = {
    env: run.env ?? {},
    loadAssistant: async () => {
      loads += 1;
      const { askAssistant, buildAskRequest } = await import('../../src/service/assistant/client.ts');
      return { buildAskRequest, askAssistant: (settings, request) => askAssistant(settings, request, { deadline: deadline! }) };
    },
    // As main opens it (here untracked: no token): the ledger's count, its waits within the run's deadline.
    openQuota: (options) => Promise.resolve(new AssistantQuota({ ...options, deadline: deadline! })),
  };
  // The service's fetch is the global one (no proxy here): the stand-in answers in its place.
  vi.stubGlobal('fetch', run.fetch ?? (() => Promise.reject(new Error('no request expected'))));
  // As main drives the mode: the settings first; inputs it refuses are the mode's `failed` outcome.
  const readInput = readInputs({ ...inputs, ...run.inputs });
  const outcome = await askMode
    .readSettings({ readInput, env: deps.env })
    .then((settings) => {
      deadline = deadlineIn(settings.timeoutMs, run.signal);
      return runAsk(settings, deps);
    })
    // As main: what the settings refuse or the run throws (with what it had learned) is the mode's `failed` outcome,
    // `cancelled` when the run was.
    .catch((error: unknown) => askMode.failed(error, deadline?.cancelled ?? false));
  // Reporting is reportAskOutcome's: nothing written, nothing failed.
  expect(runner.outputs()).toEqual({});
  expect(runner.summary()).toBe('');
  expect(runner.stdout()).not.toMatch(/::(error|notice)::/);
  expect(process.exitCode).toBeUndefined();
  return outcome;
}

/** A fetch that answers the question with this SSE body, once. */
function answering(body: string | ReadableStream<Uint8Array>): typeof globalThis.fetch {
  return (input) => {
    expect(input instanceof Request ? input.url : String(input)).toBe(ROUTE);
    return Promise.resolve(new Response(body, { status: 200, headers: SSE }));
  };
}

describe('runAsk', () => {
  it('failed: bad inputs, before anything else is loaded or learned', async () => {
    const outcome = await ask({ inputs: { 'assistant-api-key': '' } });
    expect(outcome).toMatchObject({ kind: 'failed' });
    expect(outcome.kind === 'failed' && outcome.error).toBeInstanceOf(InputError);
    expect(outcome.triggeredBy).toBeUndefined();
    expect(outcome.question).toBeUndefined();
    expect(loads).toBe(0);
  });

  it('skipped: an event that asks nothing, with the reason and who triggered it', async () => {
    // A label that is not `ask-label`: nothing to ask; `triggered-by` is who added it.
    // The event as the runner gives it: the payload is read through @actions/github's context.
    const env = { GITHUB_EVENT_NAME: 'issues', GITHUB_EVENT_PATH: writePayload(labelPayload('docs-agent')), GITHUB_REPOSITORY: 'acme/app' };
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const outcome = await ask({ env, inputs: { question: '' } });
    expect(outcome).toMatchObject({ kind: 'skipped', commentUrl: '', triggeredBy: 'Codertocat' });
    expect(outcome.kind === 'skipped' && outcome.reason).toBe(
      `Nothing to do: the label added is "docs-agent", not 'ask-label' ("question").`,
    );
  });

  it('dry-run: the request that would be sent, with the question trimmed', async () => {
    const outcome = await ask({ inputs: { 'dry-run': 'true' } });
    expect(outcome).toMatchObject({ kind: 'dry-run', question: 'How do I rotate an API key?', url: ROUTE });
    expect(JSON.stringify(outcome.kind === 'dry-run' && outcome.body)).toContain('How do I rotate an API key?');
    expect(outcome.reply).toBeUndefined();
  });

  it('answered: the answer with its sources and thread', async () => {
    const body = await v2AnswerBody({
      text: 'Use the API keys page.',
      sources: [{ url: 'https://docs.example/keys', title: 'Keys' }],
      threadId: 't_1',
    });
    const outcome = await ask({ fetch: answering(body) });
    expect(outcome).toMatchObject({
      kind: 'answered',
      question: 'How do I rotate an API key?',
      answer: { text: 'Use the API keys page.', sources: [{ url: 'https://docs.example/keys', title: 'Keys' }], threadId: 't_1' },
    });
    expect(loads).toBe(1);
  });

  it('failed: a stream that fails part-way, with what had arrived', async () => {
    const body = [
      frame({ type: 'start' }),
      frame({ type: 'text-start', id: 't' }),
      frame({ type: 'text-delta', id: 't', delta: 'Rotate it on' }),
      frame({ type: 'error', errorText: 'upstream reset' }),
    ].join('');
    const outcome = await ask({ fetch: answering(body) });
    expect(outcome).toMatchObject({ kind: 'failed', question: 'How do I rotate an API key?', partial: { text: 'Rotate it on' } });
    expect(outcome.kind === 'failed' && outcome.error).toBeInstanceOf(AskStreamError);
  });

  it('cancelled: the signal fired while the answer streamed, with what had arrived', async () => {
    const controller = new AbortController();
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(streamController) {
        streamController.enqueue(encoder.encode(frame({ type: 'start' }) + frame({ type: 'text-start', id: 't' })));
        streamController.enqueue(encoder.encode(frame({ type: 'text-delta', id: 't', delta: 'Rotate' })));
        // The rest never comes: the run is cancelled once the first words are in.
        setTimeout(() => {
          controller.abort();
        }, 100);
      },
    });
    const outcome = await ask({ fetch: answering(stream), signal: controller.signal });
    expect(outcome).toMatchObject({ kind: 'cancelled', question: 'How do I rotate an API key?', partial: { text: 'Rotate' } });
    expect(outcome.kind === 'cancelled' && (outcome.error as Error).message).toContain('the run was cancelled');
  });
});
