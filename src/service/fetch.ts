/**
 * The `fetch` ky is given for every request to the service (ADR 0014). ky
 * does the rest: the URL prefix, the JSON body, retries, `Retry-After`,
 * timeouts, `HTTPError`. Two things it cannot do stay here:
 *
 * 1. The runner's proxy. `https_proxy` / `http_proxy` / `no_proxy` are read
 *    as `@actions/http-client` (and so `@actions/github`) reads them; with a
 *    proxy for the URL, the request goes through undici's `fetch` with the
 *    `ProxyAgent` dispatcher `@actions/http-client` builds (the one undici of
 *    the dependency tree), else through Node's own `fetch`. The proxied undici
 *    is another realm: it is given the URL and a plain init, never ky's
 *    `Request`.
 * 2. The body read follows the request's signal to its end. undici's
 *    `Request` follows ky's signal only through a weak reference to an
 *    `AbortController` the `Request` owns; once ky has returned the response
 *    nothing holds that `Request`, and after a garbage collection neither the
 *    run's cancellation nor ky's timeout reaches the body read any more
 *    (test/service/ky.clock.test.ts measures it). So the body is piped through
 *    a stream that holds the `Request` and is aborted by its signal.
 *
 * Redirects are answered, never followed, whatever the request asks: the key
 * goes to base-url's origin only.
 */
import { HttpClient } from '@actions/http-client';
import { fetch as undiciFetch } from 'undici';
import { getProxyUrl } from '@actions/http-client/lib/proxy';

/** The part of `fetch` the service clients use. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

const proxied = new Map<string, FetchLike>();

/**
 * The `fetch` for a URL: through the runner's proxy when one applies to it, as `@actions/http-client` reads it
 * (`localhost`, `127.*`, `[::1]` and `no_proxy` hosts go direct), else Node's own.
 */
function resolveFetch(url: URL): FetchLike {
  const proxy = getProxyUrl(url);
  if (!proxy) return globalThis.fetch;
  const key = `${url.protocol}//${url.host} via ${proxy.href}`;
  let made = proxied.get(key);
  if (!made) {
    const dispatcher = new HttpClient('docs-agent-action').getAgentDispatcher(url.href);
    made = (target, init) =>
      undiciFetch(target, {
        ...(init as Parameters<typeof undiciFetch>[1]),
        ...(dispatcher ? { dispatcher } : {}),
      }) as unknown as Promise<Response>;
    proxied.set(key, made);
  }
  return made;
}

/** ky's `Request`s whose response body is still being read (see the top of this file). */
const reading = new Set<Request>();

/** The `fetch` option of ky for the service: see the top of this file. */
export async function serviceFetch(input: Request | URL | string, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const body = request.body ? await request.arrayBuffer() : undefined;
  const response = await resolveFetch(new URL(request.url))(request.url, {
    method: request.method,
    headers: Object.fromEntries(request.headers),
    ...(body === undefined ? {} : { body }),
    redirect: 'manual',
    signal: request.signal,
  });
  if (!response.body) return response;
  // `request`, and with it the route from ky's signal to its own, is held until the body ends.
  reading.add(request);
  const release = (): void => {
    reading.delete(request);
  };
  request.signal.addEventListener('abort', release, { once: true });
  const held = new TransformStream<Uint8Array, Uint8Array>({ flush: release });
  const { status, statusText, headers } = response;
  return new Response(response.body.pipeThrough(held, { signal: request.signal }), { status, statusText, headers });
}
