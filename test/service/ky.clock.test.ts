/**
 * ky 2 is the service's HTTP client; `serviceFetch` is the `fetch` it is
 * given (ADR 0014). These tests measure why that `fetch` stays: against a
 * loopback server that sends the headers and then a byte now and then, with
 * garbage collections forced, ky 2 over Node's own `fetch` never ends the
 * body read at a cancellation (its `Request`, the only owner of the route
 * from the signal to the body, is not held once ky returned the response),
 * even through its `.text()` shortcut, while its `totalTimeout` does end a
 * shortcut's body read (ky races it and aborts its own controller). Over
 * `serviceFetch` a cancellation ends the read at once too.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import ky, { HTTPError, TimeoutError, type Options } from 'ky';
import { describe, expect, it } from 'vitest';
import { serviceFetch } from '../../src/service/fetch.ts';
import { trickle, useLoopbackServer } from '../helpers/loopback-server.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Connections the server still has open for `/trickle`. */
let trickling = 0;

const server = useLoopbackServer((req, res, every) => {
  if (req.url === '/redirect') {
    res.writeHead(307, { location: `${server.url}/elsewhere` }).end('moved');
    return;
  }
  if (req.url === '/elsewhere') {
    res.writeHead(200).end('followed');
    return;
  }
  if (req.url === '/empty') {
    res.writeHead(204).end();
    return;
  }
  trickling += 1;
  res.on('close', () => (trickling -= 1));
  trickle(res, every);
});

/**
 * Reads `/trickle` with ky's `.text()` and `extra` options, cancelling 300 ms after the server began to trickle (the
 * body is being read); what the read came to by `waitMs` after the cancellation, and how soon.
 */
async function cancelledRead(extra: Options, waitMs: number) {
  const controller = new AbortController();
  const before = trickling;
  const read = ky
    .get(`${server.url}/trickle`, { signal: controller.signal, retry: 0, timeout: false, ...extra })
    .text()
    .then(
      () => 'ended with the body',
      (error: unknown) => error,
    );
  const collect = setInterval(gc, 20);
  try {
    while (trickling === before) await sleep(10);
    await sleep(300);
    gc();
    const aborted = Date.now();
    controller.abort(new Error('cancelled by the test'));
    const outcome = await Promise.race([read, sleep(waitMs, 'still reading')]);
    return { outcome, ms: Date.now() - aborted, read };
  } finally {
    clearInterval(collect);
  }
}

/** Reads `/trickle` with ky's `.text()` and a `totalTimeout` of 600 ms, under collections: the error, the time, the connections left open. */
async function timedOutRead(extra: Options) {
  const collect = setInterval(gc, 20);
  const started = Date.now();
  try {
    const error = await ky
      .get(`${server.url}/trickle`, { retry: 0, totalTimeout: 600, ...extra })
      .text()
      .catch((caught: unknown) => caught);
    const ms = Date.now() - started;
    await sleep(500);
    return { error, ms, open: trickling };
  } finally {
    clearInterval(collect);
  }
}

describe('ky 2 over Node’s own fetch (why serviceFetch stays)', () => {
  it('keeps reading a trickling body after a cancellation once a collection has run', async () => {
    const { outcome, read } = await cancelledRead({}, 2000);
    // If this fails, undici now holds the route from the signal to the body itself: serviceFetch's pipe may go.
    expect(outcome).toBe('still reading');
    server.closeAll();
    await read;
  });

  it('ends a shortcut body read at totalTimeout, closing the connection: ky covers the deadline itself', async () => {
    const { error, ms, open } = await timedOutRead({});
    expect(error).toBeInstanceOf(TimeoutError);
    expect(ms).toBeLessThan(2500);
    expect(open).toBe(0);
  });
});

describe('ky 2 over serviceFetch', () => {
  it('ends the same read at the cancellation, after collections', async () => {
    const { outcome, ms } = await cancelledRead({ fetch: serviceFetch }, 2000);
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toBe('cancelled by the test');
    expect(ms).toBeLessThan(1200);
  });

  it('ends a trickling body at totalTimeout and closes its connection, after collections', async () => {
    const { error, ms, open } = await timedOutRead({ fetch: serviceFetch });
    expect(error).toBeInstanceOf(TimeoutError);
    expect(ms).toBeGreaterThanOrEqual(550);
    expect(ms).toBeLessThan(2500);
    expect(open).toBe(0);
  });

  it('answers a redirect as it is, never following it, even when the request asks to follow', async () => {
    const error = await ky
      .get(`${server.url}/redirect`, { retry: 0, redirect: 'follow', fetch: serviceFetch })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HTTPError);
    const { response, data } = error as HTTPError;
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`${server.url}/elsewhere`);
    expect(data).toBe('moved');
  });

  it('gives a bodiless status a bodiless response', async () => {
    const response = await ky.get(`${server.url}/empty`, { retry: 0, fetch: serviceFetch });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('sends what ky built: method, headers and JSON body', async () => {
    let seen: { url?: string; method?: string; type?: string; auth?: string; body: string } = { body: '' };
    const echo = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen = {
          ...(req.url ? { url: req.url } : {}),
          ...(req.method ? { method: req.method } : {}),
          ...(req.headers['content-type'] ? { type: req.headers['content-type'] } : {}),
          ...(req.headers.authorization ? { auth: req.headers.authorization } : {}),
          body,
        };
        res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    try {
      const api = ky.create({
        prefix: `http://127.0.0.1:${(echo.address() as AddressInfo).port}/api/`,
        headers: { authorization: 'Bearer k' },
        retry: 0,
        fetch: serviceFetch,
      });
      const answer = await api.post('v2/job', { json: { prompt: 'x' } }).json();
      expect(answer).toEqual({ ok: true });
      expect(seen).toEqual({ url: '/api/v2/job', method: 'POST', type: 'application/json', auth: 'Bearer k', body: '{"prompt":"x"}' });
    } finally {
      await new Promise((resolve) => echo.close(resolve));
    }
  });
});
