/**
 * The agent's job protocol (src/service/agent/job.ts) against nock: the
 * service's client on a made-up host, the run's limits (on fake timers when
 * the file uses them: test/helpers/fake-time.ts), a recorded log, and
 * connection faults made the way undici reports them.
 */
import nock from 'nock';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import type { AgentRunOptions } from '../../src/service/agent/job.ts';
import { createServiceClient } from '../../src/service/agent/client.ts';
import type { RunLimits } from '../../src/util/deadline.ts';
import { deadlineIn } from './deadline.ts';

export const BASE = 'https://api.docs.test';
export const KEY = 'svc_admin_secret_key';

/**
 * Makes the first `count` requests fail at the connection with `code`, the
 * way undici reports it (TypeError "fetch failed" with the cause's code), by
 * replacing the global `fetch` the service's `fetch` resolves to; the rest go
 * to nock. nock's `replyWithError` leaves Node 24's fetch hanging.
 */
export function failConnections(code: string, count = 1): { calls: () => number } {
  const next = globalThis.fetch;
  let left = count;
  let calls = 0;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    calls += 1;
    if (left > 0) {
      left -= 1;
      return Promise.reject(new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) }));
    }
    return next(input, init);
  });
  return { calls: () => calls };
}

/** The run's limits: the deadline `timeoutMs` away, as `timeout-seconds` sets it. */
export function runLimits(timeoutMs = 1_800_000, signal = new AbortController().signal): RunLimits {
  return deadlineIn(timeoutMs, signal);
}

/** A client of the service at `base` with the run's limits; retries wait 10 ms, doubling up to 40 ms. */
export function serviceClient(limits: RunLimits, log = { warning: vi.fn<(m: string) => void>() }, base = BASE) {
  return createServiceClient({
    baseUrl: new URL(base),
    projectId: 'proj-1',
    adminApiKey: KEY,
    deadline: limits,
    log,
    backoff: { initialMs: 10, maxMs: 40 },
  });
}

/** The options of a run against the service at BASE: polls from 5 s to 30 s, the deadline `timeoutMs` away. */
export function agentRun(timeoutMs = 1_800_000, signal?: AbortSignal) {
  const log = { info: vi.fn<(m: string) => void>(), warning: vi.fn<(m: string) => void>() };
  const limits = runLimits(timeoutMs, signal);
  const options: AgentRunOptions = {
    client: serviceClient(limits, log),
    log,
    schedule: { initialMs: 5000, maxMs: 30_000 },
    deadline: limits.within(),
    random: () => 0,
  };
  return { log, options, limits };
}

/** Call at the top of a test file: no network but nock's, and after each test every expected request made. */
export function useServiceNock(): void {
  beforeAll(() => {
    nock.disableNetConnect();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    expect(nock.pendingMocks()).toEqual([]);
    nock.cleanAll();
  });
  afterAll(() => {
    nock.enableNetConnect();
  });
}
