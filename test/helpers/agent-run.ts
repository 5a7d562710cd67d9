/**
 * The agent's job protocol (src/service/agent/job.ts) against nock: the
 * service's client on a made-up host, a virtual clock, a recorded log, and
 * connection faults made the way undici reports them.
 */
import nock from 'nock';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import type { AgentRunOptions } from '../../src/service/agent/job.ts';
import { createServiceClient } from '../../src/service/agent/client.ts';
import { VirtualClock } from './virtual-clock.ts';

export const BASE = 'https://api.docs.test';
export const KEY = 'svc_admin_secret_key';

/**
 * A fetch whose first `count` calls fail at the connection with `code`, the
 * way undici reports it (TypeError "fetch failed" with the cause's code).
 * nock's `replyWithError` leaves Node 24's fetch hanging, so connection
 * faults are made here instead.
 */
export function failingFetch(code: string, count = 1): typeof fetch {
  let left = count;
  return (input, init) => {
    if (left > 0) {
      left -= 1;
      return Promise.reject(new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) }));
    }
    return fetch(input, init);
  };
}

/** The options of a run against the service at BASE: backoff from 5 s to 30 s, the deadline `timeoutMs` away. */
export function agentRun(timeoutMs = 1_800_000, fetchImpl?: typeof fetch) {
  const clock = new VirtualClock();
  const log = { info: vi.fn<(m: string) => void>(), warning: vi.fn<(m: string) => void>() };
  const options: AgentRunOptions = {
    client: createServiceClient({
      baseUrl: new URL(BASE),
      projectId: 'proj-1',
      adminApiKey: KEY,
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    }),
    clock,
    log,
    schedule: { initialMs: 5000, maxMs: 30_000 },
    deadline: clock.now() + timeoutMs,
    random: () => 0,
  };
  return { clock, log, options };
}

/** Call at the top of a test file: no network but nock's, and after each test every expected request made. */
export function useServiceNock(): void {
  beforeAll(() => {
    nock.disableNetConnect();
  });
  afterEach(() => {
    expect(nock.pendingMocks()).toEqual([]);
    nock.cleanAll();
  });
  afterAll(() => {
    nock.enableNetConnect();
  });
}
