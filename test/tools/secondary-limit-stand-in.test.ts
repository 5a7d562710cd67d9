/**
 * The stand-in of GitHub's secondary limit on content creation: the 81st
 * content-creating request within a sliding minute answers 403 with
 * `retry-after: 60`, reads are never limited, and the busiest minute is
 * counted (what the burst reports beside the limit answers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecondaryLimit } from '../../tools/stand-ins/secondary-limit.ts';
import { StandInServer, sendJson } from '../../tools/stand-ins/server.ts';

describe('the secondary-limit stand-in', () => {
  let now = Date.parse('2026-11-23T06:00:00Z');
  const limit = new SecondaryLimit({ perMinute: 3, now: () => now });
  const server = new StandInServer(limit.handler, (_req, res) => {
    sendJson(res, 200, {});
    return true;
  });
  let url = '';
  beforeAll(async () => {
    url = await server.start();
  });
  afterAll(async () => {
    await server.stop();
  });
  const send = async (method: string): Promise<{ status: number; retryAfter: string | null }> => {
    const response = await fetch(`${url}/repos/acme/docs/issues/1/comments`, { method });
    await response.arrayBuffer();
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  };

  it('refuses the write past the limit within a minute, never a read, and counts the busiest minute', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await send('POST')).status).toBe(200);
      now += 10_000;
    }
    expect(await send('PATCH')).toEqual({ status: 403, retryAfter: '60' });
    expect((await send('GET')).status).toBe(200);
    // A minute after the first write, one more goes through.
    now += 30_000;
    expect((await send('POST')).status).toBe(200);
    expect(limit.writes).toHaveLength(4);
    expect(limit.refused).toHaveLength(1);
    expect(limit.peakPerMinute()).toBe(3);
  });
});
