/**
 * GitHub's latency in front of the stand-ins (the bench's bursts at 50–150 ms
 * a request): each request waits a time drawn between the bounds, then the
 * next handler answers it; bounds that cannot hold are refused.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { latency } from '../../tools/stand-ins/server.ts';

const req = new IncomingMessage(new Socket());
const res = new ServerResponse(req);

describe('the latency handler', () => {
  it('waits between the bounds, then lets the next handler answer', async () => {
    const slept: number[] = [];
    const draws = [0, 0.5, 1];
    const handler = latency(50, 150, {
      random: () => draws.shift() ?? 0,
      sleep: (ms) => {
        slept.push(ms);
        return Promise.resolve();
      },
    });
    for (let i = 0; i < 3; i += 1) expect(await handler(req, res, '')).toBe(false);
    expect(slept).toEqual([50, 100, 150]);
  });

  it('does not wait at 0 ms', async () => {
    const slept: number[] = [];
    const handler = latency(0, 0, {
      sleep: (ms) => {
        slept.push(ms);
        return Promise.resolve();
      },
    });
    expect(await handler(req, res, '')).toBe(false);
    expect(slept).toEqual([]);
  });

  it('refuses bounds that cannot hold', () => {
    expect(() => latency(150, 50)).toThrow(/0 <= minMs <= maxMs/);
    expect(() => latency(-1, 50)).toThrow(/0 <= minMs <= maxMs/);
  });
});
