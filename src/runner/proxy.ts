/**
 * The runner's proxy, for the clients of the run. A self-hosted runner behind
 * a proxy sets `https_proxy` / `http_proxy` (or their capitals, narrowed by
 * `no_proxy`), and `@actions/http-client` builds undici's `ProxyAgent` from
 * them for Octokit (`@actions/github`) and for the service clients
 * (`src/service/fetch.ts`).
 */
import { getProxyUrl } from '@actions/http-client/lib/proxy';

/** The proxy the runner sets for `url`, as `@actions/http-client` reads it (`localhost`, `127.*`, `[::1]` and `no_proxy` hosts go direct). */
export function proxyFor(url: URL): URL | undefined {
  return getProxyUrl(url);
}
