import * as z from 'zod/mini';
import { fetchBlockedPort, isExampleHost, isLoopbackHost } from '../util/url.js';
import { InputError, type InputProblem } from '../util/errors.js';
import type { InputReader } from './read-input.js';
import { Inputs } from './names.js';
import { MAX_TIMER_MS } from '../util/clock.js';

/**
 * Reading inputs, shared by both modes: one reader (trimmed, as the runner's
 * `core.getInput` does), and a collector that reports every problem at once,
 * each naming the input and the form it expects.
 */

export const baseUrlSchema = z.pipe(
  z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL, e.g. https://api.example.com' }),
  z.transform((text, ctx) => {
    const url = new URL(text);
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
      ctx.issues.push({
        code: 'custom',
        input: text,
        message: 'must use https:// (http:// is accepted only for loopback hosts such as localhost)',
      });
    }
    if (isExampleHost(url.hostname)) {
      ctx.issues.push({
        code: 'custom',
        input: text,
        message: "names an example domain reserved by RFC 2606: replace the example base-url with your service's API URL",
      });
    }
    const blocked = fetchBlockedPort(url);
    if (blocked !== undefined) {
      ctx.issues.push({
        code: 'custom',
        input: text,
        message: `uses port ${blocked}, which fetch refuses to connect to (a "bad port" of the Fetch standard): serve the service on another port`,
      });
    }
    if (url.username || url.password || url.search || url.hash) {
      ctx.issues.push({
        code: 'custom',
        input: text,
        message: 'must not carry credentials, a query or a fragment',
      });
    }
    return url;
  }),
);

/** The largest value a seconds input accepts, and what that is in words (named in the message and in action.yml). */
export interface SecondsBound {
  max: number;
  words: string;
}

/** The longest delay a timer takes, in whole seconds: the bound of a seconds input not listed in `SECONDS_BOUNDS`. */
const TIMER_BOUND: SecondsBound = { max: Math.floor(MAX_TIMER_MS / 1000), words: 'the longest a Node.js timer waits' };

/** Each seconds input's upper bound: far above any real use, far below what a timer can hold. */
const SECONDS_BOUNDS: Readonly<Record<string, SecondsBound>> = {
  // A job's whole wait; in report mode, how long a job may stay pending (the pending list keeps a record a day).
  [Inputs.TimeoutSeconds]: { max: 86_400, words: 'a day' },
  [Inputs.PollIntervalSeconds]: { max: 3_600, words: 'an hour' },
  [Inputs.MaxPollIntervalSeconds]: { max: 3_600, words: 'an hour' },
  [Inputs.AskTimeoutSeconds]: { max: 21_600, words: 'six hours, the longest a GitHub-hosted job runs' },
  [Inputs.AskIdleTimeoutSeconds]: { max: 3_600, words: 'an hour' },
  [Inputs.ReportTimeoutSeconds]: { max: 21_600, words: 'six hours, the longest a GitHub-hosted job runs' },
};

/** The bound of the seconds input `name`. */
const secondsBound = (name: string): SecondsBound => SECONDS_BOUNDS[name] ?? TIMER_BOUND;

const positiveSeconds = (integer: boolean, bound: SecondsBound) => {
  const form = integer ? 'must be a positive whole number of seconds, e.g. 1800' : 'must be a positive number of seconds, e.g. 5';
  return z.pipe(
    z.string().check(z.regex(integer ? /^\d+$/ : /^\d+(\.\d+)?$/, { error: form })),
    z.pipe(
      z.transform(Number),
      z
        .number()
        .check(z.positive({ error: form }), z.maximum(bound.max, { error: `must be at most ${bound.max} seconds (${bound.words})` })),
    ),
  );
};

const BOOLEAN_TRUE = new Set(['true', 'True', 'TRUE']);
const BOOLEAN_FALSE = new Set(['false', 'False', 'FALSE']);
const booleanSchema = z.pipe(
  z.string().check(
    z.refine((v) => BOOLEAN_TRUE.has(v) || BOOLEAN_FALSE.has(v), {
      error: 'must be true or false',
    }),
  ),
  z.transform((v) => BOOLEAN_TRUE.has(v)),
);

/** Collects every problem so that all of them are reported at once. */
export class InputCollector {
  readonly problems: InputProblem[] = [];

  constructor(private readonly read: InputReader) {}

  raw(name: string): string {
    return this.read(name).trim();
  }

  problem(input: string, message: string): void {
    this.problems.push({ input, message });
  }

  /** Parses an input with a schema; on failure records the first message. */
  parse<T>(name: string, schema: z.ZodMiniType<T, string>, fallback: T, defaultValue?: string): T {
    const text = this.raw(name) || defaultValue || '';
    const result = schema.safeParse(text);
    if (result.success) return result.data;
    this.problem(name, `${result.error.issues[0]?.message ?? 'is invalid'} (got ${JSON.stringify(text)})`);
    return fallback;
  }

  required(name: string, form: string): string {
    const value = this.raw(name);
    if (!value) this.problem(name, `is required: ${form}`);
    return value;
  }

  boolean(name: string, defaultValue: boolean): boolean {
    return this.parse(name, booleanSchema, defaultValue, String(defaultValue));
  }

  /** A seconds input, in milliseconds: positive, at most its bound (`SECONDS_BOUNDS`), whole when `integer`. */
  seconds(name: string, defaultValue: number, integer = false): number {
    return this.parse(name, positiveSeconds(integer, secondsBound(name)), defaultValue, String(defaultValue)) * 1000;
  }

  url(name: string): URL | undefined {
    if (!this.raw(name)) {
      this.problem(name, 'is required: the service base URL, e.g. https://api.example.com');
      return undefined;
    }
    return this.parse<URL | undefined>(name, baseUrlSchema, undefined);
  }

  throwIfAny(): void {
    if (this.problems.length > 0) throw new InputError(this.problems);
  }
}

/** Spec section 5: assistant keys carry `<svc>_dsc_`, admin keys `<svc>_`. */
const ASSISTANT_KEY_SHAPE = /^[A-Za-z0-9]+_dsc_/;
const ADMIN_KEY_SHAPE = /^[A-Za-z0-9]+_(?!dsc_)/;

const isAssistantKeyShape = (key: string): boolean => ASSISTANT_KEY_SHAPE.test(key);
export const isAdminKeyShape = (key: string): boolean => ADMIN_KEY_SHAPE.test(key) && !ASSISTANT_KEY_SHAPE.test(key);

/** Checks the admin key's shape: an assistant (public) key is refused by name. */
export function checkAdminKey(inputs: InputCollector, key: string): void {
  if (key && isAssistantKeyShape(key)) {
    inputs.problem(
      Inputs.AdminApiKey,
      'holds an assistant API key (prefix `<svc>_dsc_`); agent jobs need the admin API key (prefix `<svc>_` without `dsc_`) from the API keys page of the dashboard',
    );
  }
}

/** Checks the project id's form: one word, as the dashboard shows it (a space or a line break is a paste error). */
export function checkProjectId(inputs: InputCollector, projectId: string): void {
  if (projectId && /[\s\p{Cc}]/u.test(projectId)) {
    inputs.problem(
      Inputs.ProjectId,
      `must be the project id from the dashboard, one word without spaces (got ${JSON.stringify(projectId)})`,
    );
  }
}

/** The share of GitHub's 80 content-creating requests a minute the runs of a ledger keep to, leaving room for other workflows. */
export const DEFAULT_WRITES_PER_MINUTE = 60;

/**
 * Whether `GITHUB_API_URL` is GitHub's cloud, where the limit of 80 writes a minute holds: unset (the action's
 * default), `api.github.com`, GHE.com's `api.<subdomain>.ghe.com`, or a URL that does not parse. Any other is a
 * GitHub Enterprise Server, whose admin sets its rate limits (off by default).
 */
function isGitHubCloud(apiUrl: string | undefined): boolean {
  const host = apiUrl ? URL.parse(apiUrl)?.hostname : undefined;
  return host === undefined || host === 'api.github.com' || host.endsWith('.ghe.com');
}

/** `github-writes-per-minute` (default 60): a whole number from 1 to GitHub's 80; against a GitHub Enterprise Server, up to 60 000. */
export function readWritesPerMinute(inputs: InputCollector, githubApiUrl: string | undefined): number {
  const most = isGitHubCloud(githubApiUrl)
    ? z.maximum(80, {
        error: `must be at most 80, GitHub's limit of content-creating requests a minute (more is accepted only for GitHub Enterprise Server, whose admin sets its limits)`,
      })
    : z.maximum(60_000, { error: 'must be at most 60000 (GitHub Enterprise Server)' });
  const whole = z.regex(/^\d+$/, { error: `must be a whole number of writes a minute, e.g. ${DEFAULT_WRITES_PER_MINUTE}` });
  const schema = z.pipe(
    z.string().check(whole),
    z.pipe(z.transform(Number), z.number().check(z.positive({ error: 'must be at least 1' }), most)),
  );
  return inputs.parse(Inputs.GithubWritesPerMinute, schema, DEFAULT_WRITES_PER_MINUTE, String(DEFAULT_WRITES_PER_MINUTE));
}
