const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);

/** Whether a URL's hostname names this machine (plain `http://` is accepted only there). */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname.endsWith('.localhost');
}

/**
 * Whether a hostname is one of the names RFC 2606 reserves for examples
 * (`example.com`, `.net`, `.org` and their subdomains, the `.example` TLD) or
 * for names that never resolve (`.invalid`): a `base-url` pasted from the
 * docs. `.test` is left to the network (a proxy may resolve it), `.localhost`
 * is loopback.
 */
export function isExampleHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return /(^|\.)example\.(com|net|org)$/.test(host) || /(^|\.)(example|invalid)$/.test(host);
}

/**
 * The ports `fetch` refuses to connect to (the Fetch standard's "bad ports",
 * as undici lists them): a request there fails with "fetch failed" before any
 * byte is sent, so a URL on one is refused when it is read instead.
 */
const FETCH_BLOCKED_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117,
  119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636,
  989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** The URL's port when `fetch` refuses it ("bad port"), else undefined. */
export function fetchBlockedPort(url: URL): number | undefined {
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return FETCH_BLOCKED_PORTS.has(port) ? port : undefined;
}
