import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serviceFetch } from '../../src/service/fetch.ts';

const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY', 'no_proxy', 'NO_PROXY'];

/** A proxy that takes note of each request (`CONNECT host:port` or the absolute URL) and refuses it. */
let proxy: Server;
let proxyUrl = '';
const seen: string[] = [];

beforeAll(async () => {
  proxy = createServer((request, response) => {
    seen.push(request.url ?? '');
    response.writeHead(502).end();
  });
  proxy.on('connect', (request: { url?: string }, socket: { end: (text: string) => void }) => {
    seen.push(request.url ?? '');
    socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function proxyEnv(values: Record<string, string>): void {
  for (const name of PROXY_VARIABLES) vi.stubEnv(name, values[name] === 'PROXY' ? proxyUrl : (values[name] ?? ''));
}

/** How `serviceFetch` sends a request to `url`: straight, through Node's own fetch, or through the proxy. */
async function route(url: string): Promise<'direct' | 'proxy'> {
  seen.length = 0;
  const direct = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('direct'));
  await serviceFetch(url).catch(() => undefined);
  const how = direct.mock.calls.length > 0 ? 'direct' : seen.length > 0 ? 'proxy' : undefined;
  direct.mockRestore();
  if (!how) throw new Error(`${url}: neither sent straight nor through the proxy`);
  return how;
}

describe('serviceFetch and the runner proxy', () => {
  it("is Node's own fetch when no proxy is set", async () => {
    proxyEnv({});
    expect(await route('https://api.docs.test/v2')).toBe('direct');
  });

  it('goes through the proxy of the URL scheme, lower or upper case', async () => {
    proxyEnv({ https_proxy: 'PROXY' });
    expect(await route('https://api.docs.test/v2')).toBe('proxy');
    expect(seen).toEqual(['api.docs.test:443']);
    expect(await route('http://api.docs.test/v2')).toBe('direct');
    proxyEnv({ HTTP_PROXY: 'PROXY' });
    expect(await route('http://api.docs.test/v2')).toBe('proxy');
  });

  it('bypasses loopback hosts and the hosts of no_proxy / NO_PROXY', async () => {
    proxyEnv({ https_proxy: 'PROXY', http_proxy: 'PROXY', no_proxy: '.internal.test,other.test:8443' });
    for (const url of [
      'http://127.0.0.1:8080/',
      'http://localhost/',
      'https://[::1]/',
      'https://api.internal.test/',
      'https://other.test:8443/',
    ]) {
      expect(await route(url), url).toBe('direct');
    }
    expect(await route('https://other.test/')).toBe('proxy');
    proxyEnv({ https_proxy: 'PROXY', NO_PROXY: '*' });
    expect(await route('https://api.docs.test/')).toBe('direct');
  });
});
