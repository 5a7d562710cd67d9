/**
 * The one loopback HTTP server of the tests, the demo and the benchmark: each
 * stand-in is a handler that answers the requests it knows and returns false
 * for the rest, so the GitHub REST stand-in and the git database stand-in can
 * be mounted side by side behind one `GITHUB_API_URL`. The service emulator
 * and the git database stand-in run on it when started on their own, and the
 * handler shape is the one the emulator's `use()` takes too.
 *
 * Written with erasable TypeScript only, so Node 24 runs it as it is.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers a request and returns true, or returns false to let the next handler try. */
export type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => boolean | Promise<boolean>;

export class StandInServer {
  private readonly handlers: Handler[];
  private server: Server | undefined;

  constructor(...handlers: Handler[]) {
    this.handlers = handlers;
  }

  /** Mounts another stand-in; handlers are asked in the order they were added. */
  use(handler: Handler): this {
    this.handlers.push(handler);
    return this;
  }

  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    const server = createServer((req, res) => {
      void this.dispatch(req, res);
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(port, host, resolve));
    return this.url;
  }

  get url(): string {
    const address = this.server?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error('the stand-in server is not started');
    return `http://127.0.0.1:${address.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
    this.server = undefined;
  }

  private async dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    try {
      for (const handler of this.handlers) {
        if (await handler(req, res, body)) return;
      }
      sendJson(res, 404, { message: 'Not Found', documentation_url: 'stand-in: no handler for this route' });
    } catch (error) {
      if (!res.headersSent) sendJson(res, 500, { message: String(error) });
      else res.destroy();
    }
  }
}

/**
 * GitHub's latency, as a handler mounted in front of the others: each request waits a random time between `minMs`
 * and `maxMs` (the bench's bursts: 50–150 ms), then the next handler answers it. `random` and `sleep` for tests.
 */
export function latency(
  minMs: number,
  maxMs: number,
  options: { random?: () => number; sleep?: (ms: number) => Promise<void> } = {},
): Handler {
  if (!(minMs >= 0 && maxMs >= minMs)) throw new Error(`latency: 0 <= minMs <= maxMs (got ${minMs}, ${maxMs})`);
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return async () => {
    const ms = Math.round(minMs + random() * (maxMs - minMs));
    if (ms > 0) await sleep(ms);
    return false;
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body));
}

/** For a command line: starts `server` on `port`, prints `listening on <url>`, and stops it on SIGINT or SIGTERM. */
export async function serveUntilStopped(
  server: { start(port: number): Promise<string>; stop(): Promise<void> },
  port: number,
): Promise<void> {
  const url = await server.start(port);
  process.stdout.write(`listening on ${url}\n`);
  const stop = (): void => {
    void server.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
