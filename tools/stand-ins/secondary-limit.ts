/**
 * GitHub's secondary rate limit on content creation, as a handler mounted in
 * front of the other stand-ins: at most 80 content-creating requests (POST,
 * PATCH, PUT, DELETE) a minute per token; the 81st within a sliding minute
 * answers 403 with `retry-after: 60`, as api.github.com does. Every request is
 * recorded, so a test can count writes and requests per job.
 *
 * Written with erasable TypeScript only, so Node 24 runs it as it is.
 */
import { sendJson, type Handler } from './server.ts';

export interface LimitedRequest {
  method: string;
  path: string;
  at: number;
  /** True when it counted against the content-creation limit. */
  write: boolean;
  /** True when it was refused by the limit. */
  limited: boolean;
}

const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

export class SecondaryLimit {
  readonly requests: LimitedRequest[] = [];
  perMinute: number;
  now: () => number;

  constructor(options: { perMinute?: number; now?: () => number } = {}) {
    this.perMinute = options.perMinute ?? 80;
    this.now = options.now ?? Date.now;
  }

  /** Content-creating requests GitHub accepted. */
  get writes(): LimitedRequest[] {
    return this.requests.filter((r) => r.write && !r.limited);
  }

  get refused(): LimitedRequest[] {
    return this.requests.filter((r) => r.limited);
  }

  /** The most content-creating requests GitHub accepted within any one minute (a sliding window). */
  peakPerMinute(): number {
    const times = this.writes.map((r) => r.at).sort((a, b) => a - b);
    let peak = 0;
    let start = 0;
    for (let end = 0; end < times.length; end += 1) {
      while (times[end]! - times[start]! >= 60_000) start += 1;
      peak = Math.max(peak, end - start + 1);
    }
    return peak;
  }

  /** Answers 403 when the limit is reached; otherwise lets the next handler answer. */
  readonly handler: Handler = (req, res) => {
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (!path.startsWith('/repos/')) return false;
    const at = this.now();
    const write = WRITE_METHODS.has(method);
    const recent = this.requests.filter((r) => r.write && !r.limited && r.at > at - 60_000).length;
    const limited = write && recent >= this.perMinute;
    this.requests.push({ method, path, at, write, limited });
    if (!limited) return false;
    sendJson(
      res,
      403,
      {
        message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
        documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
        status: '403',
      },
      { 'retry-after': '60' },
    );
    return true;
  };
}
