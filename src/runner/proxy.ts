/**
 * The runner's proxy, for the clients of the run. A self-hosted runner behind
 * a proxy sets `https_proxy` / `http_proxy` (or their capitals, narrowed by
 * `no_proxy`), and `@actions/http-client` builds undici's `ProxyAgent` from
 * them for Octokit (`@actions/github`) and for the service clients
 * (`src/service/proxy.ts`).
 *
 * undici is the largest package in the bundle and no request that goes direct
 * needs it (Node's own `fetch` serves those), so it is not part of the start:
 * `vendor/undici-on-demand` stands in for it inside `@actions/http-client` and
 * `@actions/github`, and a client whose URL the runner proxies loads the real
 * one here before it is made. Why: docs/adr/0005-undici-on-demand.md.
 */
import { getProxyUrl } from '@actions/http-client/lib/proxy';
import { provide } from 'undici-on-demand';

/** The proxy the runner sets for `url`, as `@actions/http-client` reads it (loopback and `no_proxy` hosts go direct). */
export function proxyFor(url: URL): URL | undefined {
  return getProxyUrl(url);
}

/**
 * Loads undici and hands it to the stand-in when the runner proxies `url`;
 * otherwise loads nothing. Returns the undici it loaded, if any.
 */
export async function loadProxySupport(url: URL): Promise<Pick<typeof import('undici'), 'fetch' | 'ProxyAgent'> | undefined> {
  if (!proxyFor(url)) return undefined;
  const undici = await import(/* webpackChunkName: "undici" */ 'undici');
  provide(undici);
  return undici;
}
