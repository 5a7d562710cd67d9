/**
 * The runner's proxy settings for the service, read as `@actions/http-client`
 * (and so `@actions/github`) reads them: `https_proxy` / `HTTPS_PROXY` for
 * https URLs, `http_proxy` / `HTTP_PROXY` for http, `no_proxy` / `NO_PROXY`
 * (hosts, `.domain` suffixes, `host:port`, `*`), loopback hosts never proxied.
 *
 * Without a proxy for the URL, Node's own `fetch` is used. With one, the
 * request goes through undici's `fetch` with the `ProxyAgent` dispatcher
 * `@actions/http-client` builds (CONNECT tunnels for https): dispatcher and
 * fetch come from the same undici (one copy in the dependency tree, the one
 * `@actions/http-client` imports), which Node's built-in `fetch` would not
 * guarantee.
 */
import { HttpClient } from '@actions/http-client';
import { fetch as undiciFetch } from 'undici';
import { proxyFor } from '../runner/proxy.js';

/** The part of `fetch` the service clients use. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

const proxied = new Map<string, FetchLike>();

/** The `fetch` for a URL: through the runner's proxy when one applies to it, else Node's own. */
export function resolveFetch(url: URL): Promise<FetchLike> {
  const proxy = proxyFor(url);
  if (!proxy) return Promise.resolve(globalThis.fetch);
  const key = `${url.protocol}//${url.host} via ${proxy.href}`;
  let made = proxied.get(key);
  if (!made) {
    made = proxyFetch(url);
    proxied.set(key, made);
  }
  return Promise.resolve(made);
}

function proxyFetch(url: URL): FetchLike {
  const dispatcher = new HttpClient('docs-agent-action').getAgentDispatcher(url.href);
  return (target, init) =>
    undiciFetch(target, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      ...(dispatcher ? { dispatcher } : {}),
    }) as unknown as Promise<Response>;
}
