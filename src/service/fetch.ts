/**
 * The `fetch` ky is given for every request to the service; ky does the
 * rest. Two things it cannot do stay here (measured: ADR 0014):
 *
 * 1. The runner's proxy, as `@actions/http-client` reads it: with a proxy for
 *    the URL, undici's `fetch` with the toolkit's `ProxyAgent` (another realm:
 *    given the URL and a plain init, never ky's `Request`), else Node's own.
 * 2. The body read follows the request's signal to its end. undici's
 *    `Request` follows ky's signal only through a weak reference; once ky has
 *    returned the response, a garbage collection cuts the abort off from the
 *    body. So the `Request` is held until the body ends, and the body piped
 *    through a stream aborted by its signal.
 *
 * Redirects are answered, never followed: the key goes to base-url's origin only.
 */
import { HttpClient } from '@actions/http-client';
import { fetch as undiciFetch } from 'undici';
import { getProxyUrl } from '@actions/http-client/lib/proxy';

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

const proxied = new Map<string, FetchLike>();

/** The `fetch` for a URL: through the runner's proxy when the toolkit applies one to it, else Node's own. */
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
