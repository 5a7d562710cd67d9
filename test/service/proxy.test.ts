import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveFetch } from '../../src/service/fetch.ts';

const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY', 'no_proxy', 'NO_PROXY'];

afterEach(() => {
  vi.unstubAllEnvs();
});

function proxyEnv(values: Record<string, string>): void {
  for (const name of PROXY_VARIABLES) vi.stubEnv(name, values[name] ?? '');
}

describe('resolveFetch', () => {
  it("is Node's own fetch when no proxy is set", () => {
    proxyEnv({});
    expect(resolveFetch(new URL('https://api.docs.test/v2'))).toBe(globalThis.fetch);
  });

  it('goes through the proxy of the URL scheme, lower or upper case', () => {
    proxyEnv({ https_proxy: 'http://127.0.0.1:3128' });
    expect(resolveFetch(new URL('https://api.docs.test/v2'))).not.toBe(globalThis.fetch);
    expect(resolveFetch(new URL('http://api.docs.test/v2'))).toBe(globalThis.fetch);
    proxyEnv({ HTTP_PROXY: 'http://127.0.0.1:3128' });
    expect(resolveFetch(new URL('http://api.docs.test/v2'))).not.toBe(globalThis.fetch);
  });

  it('bypasses loopback hosts and the hosts of no_proxy / NO_PROXY', () => {
    proxyEnv({ https_proxy: 'http://127.0.0.1:3128', http_proxy: 'http://127.0.0.1:3128', no_proxy: '.internal.test,other.test:8443' });
    for (const url of [
      'http://127.0.0.1:8080/',
      'http://localhost/',
      'https://[::1]/',
      'https://api.internal.test/',
      'https://other.test:8443/',
    ]) {
      expect(resolveFetch(new URL(url)), url).toBe(globalThis.fetch);
    }
    expect(resolveFetch(new URL('https://other.test/'))).not.toBe(globalThis.fetch);
    proxyEnv({ https_proxy: 'http://127.0.0.1:3128', NO_PROXY: '*' });
    expect(resolveFetch(new URL('https://api.docs.test/'))).toBe(globalThis.fetch);
  });
});
