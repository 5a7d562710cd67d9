/**
 * A runner's network in a box, for the proxy tests: made-up `https://` hosts
 * that do not resolve, reachable only through a loopback forward proxy.
 *
 * - `makeCertificates(hosts)`: a throwaway CA and a server certificate for the
 *   hosts, made with `openssl` in a temporary folder (the CA goes to the
 *   action through `NODE_EXTRA_CA_CERTS`).
 * - `ForwardProxy`: answers `CONNECT host:port` by opening a tunnel to the
 *   loopback address the test maps that host to (the proxy plays DNS), and
 *   records every tunnel asked for. Anything else is refused.
 * - `TlsTerminator`: a TLS server with that certificate, piping the decrypted
 *   bytes to a plain loopback HTTP server (the emulator, the GitHub stand-in).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls';

export interface Certificates {
  /** Path of the CA certificate (PEM), for `NODE_EXTRA_CA_CERTS`. */
  caFile: string;
  key: Buffer;
  cert: Buffer;
}

export function makeCertificates(hosts: readonly string[]): Certificates {
  const dir = mkdtempSync(join(tmpdir(), 'docs-agent-ca-'));
  const at = (name: string): string => join(dir, name);
  const openssl = (...args: string[]): void => {
    execFileSync('openssl', args, { stdio: 'ignore' });
  };
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl('req', '-x509', ...ec, '-keyout', at('ca.key'), '-out', at('ca.pem'), '-days', '1', '-subj', '/CN=docs-agent test CA');
  openssl('req', ...ec, '-keyout', at('server.key'), '-out', at('server.csr'), '-subj', `/CN=${hosts[0] ?? 'localhost'}`);
  writeFileSync(at('san.ext'), `subjectAltName=${hosts.map((h) => `DNS:${h}`).join(',')}\n`);
  openssl(
    'x509',
    '-req',
    '-in',
    at('server.csr'),
    '-CA',
    at('ca.pem'),
    '-CAkey',
    at('ca.key'),
    '-CAcreateserial',
    '-out',
    at('server.pem'),
    '-days',
    '1',
    '-extfile',
    at('san.ext'),
  );
  return { caFile: at('ca.pem'), key: readFileSync(at('server.key')), cert: readFileSync(at('server.pem')) };
}

async function listen(server: Server | TlsServer): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function close(server: Server | TlsServer, sockets: Set<Socket>): Promise<void> {
  for (const socket of sockets) socket.destroy();
  return new Promise((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
}

/** Pipes two sockets into each other, ending both when either ends. */
function splice(a: Socket, b: Socket): void {
  a.pipe(b).on('error', () => a.destroy());
  b.pipe(a).on('error', () => b.destroy());
  a.on('error', () => b.destroy());
  b.on('error', () => a.destroy());
  a.on('close', () => b.destroy());
  b.on('close', () => a.destroy());
}

export class ForwardProxy {
  /** `host:port` of every CONNECT, in arrival order. */
  readonly tunnels: string[] = [];
  /** Requests that were not CONNECT (plain proxying is refused). */
  readonly refused: string[] = [];
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private port = 0;

  /** `routes` maps `host:port` as asked to the loopback port that answers for it. */
  constructor(private readonly routes: Map<string, number>) {
    this.server = createServer((req, res) => {
      this.refused.push(`${req.method ?? ''} ${req.url ?? ''}`);
      res.writeHead(403).end();
    });
    this.server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    this.server.on('connect', (req, client: Socket, head: Buffer) => {
      const target = req.url ?? '';
      this.tunnels.push(target);
      const port = this.routes.get(target);
      if (port === undefined) {
        client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
        return;
      }
      const upstream = connect(port, '127.0.0.1', () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length > 0) upstream.write(head);
        splice(client, upstream);
      });
      upstream.on('error', () => client.destroy());
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

export class TlsTerminator {
  private readonly server: TlsServer;
  private readonly sockets = new Set<Socket>();
  port = 0;

  /** Decrypts and pipes every connection to the plain HTTP server at `upstreamPort`. */
  constructor(certificates: Certificates, upstreamPort: number) {
    this.server = createTlsServer({ key: certificates.key, cert: certificates.cert }, (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      const upstream = connect(upstreamPort, '127.0.0.1');
      splice(socket, upstream);
    });
  }

  async start(): Promise<number> {
    this.port = await listen(this.server);
    return this.port;
  }

  stop(): Promise<void> {
    return close(this.server, this.sockets);
  }
}
