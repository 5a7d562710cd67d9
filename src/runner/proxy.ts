/**
 * The runner's proxy, for every client of the run. A self-hosted runner
 * behind a proxy sets `https_proxy` / `http_proxy` (or their capitals), and
 * `@actions/http-client` builds undici's `ProxyAgent` from them for Octokit
 * (`@actions/github`) and for the service clients (`src/service/proxy.ts`).
 *
 * undici is the largest package in the bundle and no run without a proxy
 * needs it (Node's own `fetch` does the rest), so it is not part of the start:
 * `vendor/undici-on-demand` stands in for it inside `@actions/http-client` and
 * `@actions/github`, and the run loads the real one here, before any client
 * is made, only when one of these variables is set.
 * Why: docs/adr/0005-undici-on-demand.md.
 */
import { provide } from 'undici-on-demand';

/** The variables `@actions/http-client` reads a proxy from (`no_proxy` only narrows them). */
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'] as const;

/** Whether the runner sets a proxy for any URL. */
export function runnerHasProxy(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return PROXY_VARIABLES.some((name) => Boolean(env[name]));
}

/** Loads undici for the proxy's agents when the runner has a proxy; without one, nothing. */
export async function loadProxySupport(env: Readonly<Record<string, string | undefined>> = process.env): Promise<void> {
  if (!runnerHasProxy(env)) return;
  provide(await import(/* webpackChunkName: "undici" */ 'undici'));
}
