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
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls';
import { LoopbackServer, close, listen, track } from './socket-server.ts';

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

/** Pipes two sockets into each other, ending both when either ends. */
function splice(a: Socket, b: Socket): void {
  a.pipe(b).on('error', () => a.destroy());
  b.pipe(a).on('error', () => b.destroy());
  a.on('error', () => b.destroy());
  b.on('error', () => a.destroy());
  a.on('close', () => b.destroy());
  b.on('close', () => a.destroy());
}

export class ForwardProxy extends LoopbackServer {
  /** `host:port` of every CONNECT, in arrival order. */
  readonly tunnels: string[] = [];
  /** Requests that were not CONNECT (plain proxying is refused). */
  readonly refused: string[] = [];
  protected readonly server: Server;

  /** `routes` maps `host:port` as asked to the loopback port that answers for it. */
  constructor(private readonly routes: Map<string, number>) {
    super();
    this.server = createServer((req, res) => {
      this.refused.push(`${req.method ?? ''} ${req.url ?? ''}`);
      res.writeHead(403).end();
    });
    this.server.on('connection', (socket: Socket) => {
      track(this.sockets, socket);
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
}

export class TlsTerminator {
  private readonly server: TlsServer;
  private readonly sockets = new Set<Socket>();
  port = 0;

  /** Decrypts and pipes every connection to the plain HTTP server at `upstreamPort`. */
  constructor(certificates: Certificates, upstreamPort: number) {
    this.server = createTlsServer({ key: certificates.key, cert: certificates.cert }, (socket) => {
      track(this.sockets, socket);
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
