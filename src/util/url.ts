const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);

/** Whether a URL's hostname names this machine (plain `http://` is accepted only there). */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname.endsWith('.localhost');
}
