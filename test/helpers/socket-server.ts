/**
 * What the loopback test servers share: listening on an ephemeral port of
 * 127.0.0.1, keeping the sockets they accept, and closing with those sockets
 * destroyed (so a hung connection never keeps a test waiting).
 */
import type { AddressInfo, Server, Socket } from 'node:net';

export async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

export function close(server: Server, sockets: Set<Socket>): Promise<void> {
  for (const socket of sockets) socket.destroy();
  return new Promise((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
}

/** Keeps `socket` in `sockets` until it closes. */
export function track(sockets: Set<Socket>, socket: Socket): void {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
}

/** A loopback server reached at `url` once started; `stop()` destroys the sockets it tracked. */
export abstract class LoopbackServer {
  protected abstract readonly server: Server;
  protected readonly sockets = new Set<Socket>();
  private port = 0;

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
