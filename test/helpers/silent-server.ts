/**
 * Loopback servers that misbehave at the connection level, for the hardening
 * tests:
 *
 * - `SilentServer` accepts every connection and never answers a byte: a
 *   service that hangs (a GitHub that hangs is the stand-ins' `hang`).
 * - `RefusingProxy` answers every `CONNECT` with `407 Proxy Authentication
 *   Required`, as a runner's proxy does when its credentials are wrong, and
 *   records the tunnels asked for.
 */
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { LoopbackServer, track } from './socket-server.ts';

export class SilentServer extends LoopbackServer {
  /** How many connections were accepted (none is ever answered). */
  connections = 0;
  protected readonly server: Server;

  constructor() {
    super();
    this.server = createServer((socket) => {
      this.connections += 1;
      track(this.sockets, socket);
      // Read and drop whatever comes, so the client's writes never block; answer nothing.
      socket.on('data', () => undefined);
      socket.on('error', () => undefined);
    });
  }
}

export class RefusingProxy extends LoopbackServer {
  /** `host:port` of every CONNECT, in arrival order. */
  readonly tunnels: string[] = [];
  protected readonly server: HttpServer;

  constructor() {
    super();
    this.server = createHttpServer((_req, res) => {
      res.writeHead(407, { 'proxy-authenticate': 'Basic realm="proxy"' }).end();
    });
    this.server.on('connection', (socket: Socket) => {
      track(this.sockets, socket);
    });
    this.server.on('connect', (req, client: Socket) => {
      this.tunnels.push(req.url ?? '');
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="proxy"\r\nContent-Length: 0\r\n\r\n');
    });
  }
}
