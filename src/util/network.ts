/**
 * Why a connection failed, read from the error's chain of causes: `fetch`
 * hides the reason a level or two down ("fetch failed" → "Request was
 * cancelled." → the proxy's answer to CONNECT), and no library reads it.
 */
export interface NetworkCause {
  /** The first string `code` of the chain (ECONNREFUSED, UND_ERR_SOCKET, …); ours for a proxy refusal or a blocked port. */
  code: string | undefined;
  /** For a message: the code, with what the innermost error said when that adds something. */
  text: string;
  /** Nothing reached the server: the proxy refused the tunnel, fetch refused the port, or the TLS handshake failed. */
  beforeSend: boolean;
}

/** The runner's proxy answered CONNECT with a status other than 200. */
export const PROXY_REFUSED = 'PROXY_REFUSED';
/** `fetch` refused the port (the Fetch standard's "bad ports"). */
export const BAD_PORT = 'BAD_PORT';
/** The server's TLS certificate was refused (expired, self-signed, another host's, an unknown CA). */
export const TLS_REFUSED = 'TLS_REFUSED';

/** Node's codes for a refused certificate (OpenSSL's verify errors, and the host name check). */
const TLS_CODES = /^(ERR_TLS_CERT_ALTNAME_INVALID|CERT_\w+|\w+_CERT(_\w+)?|UNABLE_TO_\w+|HOSTNAME_MISMATCH)$/;

/** Outer messages that only say that something below failed. */
const WRAPPERS = new Set(['fetch failed', 'Request was cancelled.', 'Unknown Error']);

function chainOf(error: unknown): { message: string; code?: unknown }[] {
  const chain: { message: string; code?: unknown }[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current !== null && typeof current === 'object'; depth += 1) {
    const { message, code } = current as { message?: unknown; code?: unknown };
    chain.push({ message: typeof message === 'string' ? message : '', code });
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

export function networkCause(error: unknown): NetworkCause {
  const chain = chainOf(error);
  for (const link of chain) {
    // undici's ProxyAgent: "Proxy response (407) !== 200 when HTTP Tunneling".
    const proxy = /Proxy response \((\d{3})\)/.exec(link.message);
    if (proxy) {
      const status = proxy[1];
      const text = status === '407' ? 'the proxy refused (407): check its credentials' : `the proxy refused the connection (${status})`;
      return { code: PROXY_REFUSED, text, beforeSend: true };
    }
    if (link.message === 'bad port') {
      return { code: BAD_PORT, text: 'fetch refuses to connect to this port (a "bad port" of the Fetch standard)', beforeSend: true };
    }
  }
  const code = chain.map((link) => link.code).find((value): value is string => typeof value === 'string' && value !== '');
  const detail = chain
    .map((link) => link.message)
    .filter((message) => message !== '' && !WRAPPERS.has(message))
    .at(-1);
  if (!code) return { code: undefined, text: detail ?? chain[0]?.message ?? 'network error', beforeSend: false };
  const text = detail && !detail.includes(code) ? `${code} (${detail})` : code;
  return TLS_CODES.test(code) ? { code: TLS_REFUSED, text, beforeSend: true } : { code, text, beforeSend: false };
}
