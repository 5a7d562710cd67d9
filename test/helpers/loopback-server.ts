/**
 * A plain HTTP server on loopback for one test file, for exchanges no
 * emulator scripts: a body that trickles, a stream that stalls. Every
 * response still open is ended after each test, and the server closed after
 * the file.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Runs `fn` every `ms` until the response closes. */
export type Every = (ms: number, fn: () => void) => void;

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>`, once started. */
  readonly url: string;
  /** Ends every response still open. */
  closeAll(): void;
}

/** The headers, then one byte every 100 ms, never the end of the JSON. */
export function trickle(res: ServerResponse, every: Every): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('{');
  every(100, () => res.write(' '));
}

export function useLoopbackServer(handle: (req: IncomingMessage, res: ServerResponse, every: Every) => void): LoopbackServer {
  const open = new Set<ServerResponse>();
  let server: Server | undefined;
  const loopback = {
    url: '',
    closeAll: () => {
      for (const res of open) res.destroy();
    },
  };
  beforeAll(async () => {
    const started = createServer((req, res) => {
      open.add(res);
      const timers: NodeJS.Timeout[] = [];
      res.on('close', () => {
        open.delete(res);
        for (const timer of timers) clearInterval(timer);
      });
      handle(req, res, (ms, fn) => timers.push(setInterval(fn, ms)));
    });
    server = started;
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
    loopback.url = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    loopback.closeAll();
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });
  return loopback;
}
