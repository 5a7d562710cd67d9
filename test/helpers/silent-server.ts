/**
 * Loopback servers that misbehave at the connection level, for the hardening
 * tests:
 *
 * - `SilentServer` accepts every connection and never answers a byte: a
 *   GitHub API (or a service) that hangs.
 * - `RefusingProxy` answers every `CONNECT` with `407 Proxy Authentication
 *   Required`, as a runner's proxy does when its credentials are wrong, and
 *   records the tunnels asked for.
 */
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

async function listen(server: Server | HttpServer): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function close(server: Server | HttpServer, sockets: Set<Socket>): Promise<void> {
  for (const socket of sockets) socket.destroy();
  return new Promise((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
}

export class SilentServer {
  /** How many connections were accepted (none is ever answered). */
  connections = 0;
  private readonly sockets = new Set<Socket>();
  private readonly server: Server;
  private port = 0;

  constructor() {
    this.server = createServer((socket) => {
      this.connections += 1;
      this.sockets.add(socket);
      // Read and drop whatever comes, so the client's writes never block; answer nothing.
      socket.on('data', () => undefined);
      socket.on('error', () => undefined);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  async start(): Promise<string> {
    this.port = await listen(this.server);
    return this.url;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  stop(): Promise<void> {
    return close(this.server, this.sockets);
  }
}

export class RefusingProxy {
  /** `host:port` of every CONNECT, in arrival order. */
  readonly tunnels: string[] = [];
  private readonly sockets = new Set<Socket>();
  private readonly server: HttpServer;
  private port = 0;

  constructor() {
    this.server = createHttpServer((_req, res) => {
      res.writeHead(407, { 'proxy-authenticate': 'Basic realm="proxy"' }).end();
    });
    this.server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    this.server.on('connect', (req, client: Socket) => {
      this.tunnels.push(req.url ?? '');
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="proxy"\r\nContent-Length: 0\r\n\r\n');
    });
  }

  async start(): Promise<string> {
    this.port = await listen(this.server);
    return this.url;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  stop(): Promise<void> {
    return close(this.server, this.sockets);
  }
}
