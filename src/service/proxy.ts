/**
 * The runner's proxy settings for the service, read as `@actions/http-client`
 * (and so `@actions/github`) reads them: `https_proxy` / `HTTPS_PROXY` for
 * https URLs, `http_proxy` / `HTTP_PROXY` for http, `no_proxy` / `NO_PROXY`
 * (hosts, `.domain` suffixes, `host:port`, `*`), loopback hosts never proxied.
 *
 * Without a proxy for the URL, Node's own `fetch` is used and nothing more is
 * loaded. With one, the request goes through undici's `fetch` with the
 * `ProxyAgent` dispatcher `@actions/http-client` builds (CONNECT tunnels for
 * https): dispatcher and fetch come from the same undici, which Node's
 * bundled `fetch` would not guarantee. Both are loaded only then.
 */
import { loadProxySupport, proxyFor } from '../runner/proxy.js';

/** The part of `fetch` the service clients use. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

const proxied = new Map<string, Promise<FetchLike>>();

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
  return made;
}

async function proxyFetch(url: URL): Promise<FetchLike> {
  // undici, handed to the stand-in too (vendor/undici-on-demand): http-client's ProxyAgent and this fetch are of one undici.
  const [{ HttpClient }, undici] = await Promise.all([import('@actions/http-client'), loadProxySupport(url)]);
  if (!undici) return globalThis.fetch;
  const dispatcher = new HttpClient('docs-agent-action').getAgentDispatcher(url.href);
  return (target, init) =>
    undici.fetch(target, {
      ...(init as Parameters<typeof undici.fetch>[1]),
      ...(dispatcher ? { dispatcher } : {}),
    }) as unknown as Promise<Response>;
}
