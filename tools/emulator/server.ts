/**
 * A local emulator of the documentation platform's API, for tests, the demo
 * and CI. It implements the agent-job endpoints as the spec
 * (`shared/seed/000_032a296e393544bb.txt`) and `shared/API-NOTES.md` describe:
 *
 *   POST /v2/agent/{projectId}/job        201 job · 400 / 401 / 403 / 429 {"error"}
 *   GET  /v2/agent/{projectId}/job/{id}   200 job · 401 / 403 / 404 {"error"}
 *   POST /v2/agent/{projectId}/job/{id}/message   200 job · 400 / 401 / 403 / 404 / 429 {"error"}
 *
 * A message sends the job back to `active`; it then finishes again after
 * `jobDurationMs` (or the message's own `[emulator:…]` markers) with the same
 * pull request. With `messagePickupMs` set, messages
 * are processed asynchronously, as the service says it does: the 200 shows
 * the job as it was (`completed`, the same pull request), and the job takes
 * the message, turning `active`, that many milliseconds later. Messages share the hourly limit with creations. A job created
 * with `[emulator:no-messages]` (or one passed to `refuseMessages`) answers
 * messages with 400.
 *
 * Jobs live in memory and move from `active` to `completed` (with a `prLink`)
 * after `jobDurationMs`. Faults are scripted with `emulator.fault(...)`, or by
 * markers in the prompt so that a workflow can ask for them too:
 *   [emulator:fail]      the job ends `failed`
 *   [emulator:never]     the job stays `active`
 *   [emulator:no-pr]     the job completes without a pull request
 *   [emulator:archive]   the job completes, then is archived
 *   [emulator:ms=N]      the job takes N milliseconds
 *   [emulator:trickle]   the creation answers 200 and then one byte a second, forever
 *
 * Written with erasable TypeScript only, so Node 24 runs it as it is.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StandInServer, type Handler } from '../stand-ins/server.ts';

export type JobStatus = 'active' | 'completed' | 'archived' | 'failed';

export interface EmulatedJob {
  id: string;
  projectId: string;
  prompt: string;
  createdAt: number;
  durationMs: number;
  outcome: 'completed' | 'failed' | 'never' | 'archived';
  prLink: string | null;
  /** When the current piece of work began: creation, then each message. */
  startedAt: number;
  /** Follow-up messages received, in order. */
  messages: string[];
  /** The job's status when each message arrived (a message to an `active` job stops its work). */
  statusAtMessages: string[];
  /** Set when the job answers messages with 400 (this error). */
  refusesMessages?: string;
}

/** A scripted answer, used once for the next matching request. */
export type Fault =
  | { kind: 'status'; status: number; body?: string; contentType?: string; retryAfter?: string }
  | { kind: 'malformed' }
  | { kind: 'delay'; ms: number }
  | { kind: 'reset' }
  | { kind: 'redirect'; location: string }
  | { kind: 'body'; body: unknown }
  /** 200 and the headers, then one byte every `intervalMs` (1000 by default), never the end of the body. */
  | { kind: 'trickle'; intervalMs?: number };

export interface FaultTarget {
  method: 'GET' | 'POST';
  /** Which route: job creation, job reads or follow-up messages. */
  route: 'create' | 'get' | 'message';
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: string;
  at: number;
}

export interface EmulatorOptions {
  /** The admin key the emulator accepts. */
  adminApiKey?: string;
  /** The assistant key it accepts on assistant routes (and refuses with 403 on agent routes). */
  assistantApiKey?: string;
  /** How long an ordinary job stays `active`. */
  jobDurationMs?: number;
  /** Job creations allowed per project per hour (spec section 8). */
  jobsPerHour?: number;
  /** Send `Retry-After` with the 429 of the hourly limit. */
  retryAfterOnLimit?: boolean;
  /** The repository jobs report as their source. */
  repository?: string;
  model?: string;
  now?: () => number;
  /** Process messages asynchronously: answer with the job unchanged, and take the message this much later (0: at once). */
  messagePickupMs?: number;
}

export const DEFAULT_ADMIN_KEY = 'svc_emulator_admin_key_0123456789';
export const DEFAULT_ASSISTANT_KEY = 'svc_dsc_emulator_assistant_key_0123456789';

export class ServiceEmulator {
  readonly jobs = new Map<string, EmulatedJob>();
  readonly requests: RecordedRequest[] = [];
  readonly options: Required<Omit<EmulatorOptions, 'now' | 'messagePickupMs'>>;
  /** See `EmulatorOptions.messagePickupMs`; may be changed between requests. */
  messagePickupMs: number;
  private readonly faults: { target: FaultTarget; fault: Fault }[] = [];
  private readonly creations = new Map<string, number[]>();
  private readonly extraHandlers: Handler[] = [];
  private readonly now: () => number;
  private readonly server: StandInServer;
  private sequence = 0;

  constructor(options: EmulatorOptions = {}) {
    this.options = {
      adminApiKey: options.adminApiKey ?? DEFAULT_ADMIN_KEY,
      assistantApiKey: options.assistantApiKey ?? DEFAULT_ASSISTANT_KEY,
      jobDurationMs: options.jobDurationMs ?? 1500,
      jobsPerHour: options.jobsPerHour ?? 100,
      retryAfterOnLimit: options.retryAfterOnLimit ?? true,
      repository: options.repository ?? 'https://github.com/acme/docs',
      model: options.model ?? 'emulated-model-1',
    };
    this.now = options.now ?? Date.now;
    this.messagePickupMs = options.messagePickupMs ?? 0;
    this.server = new StandInServer(this.handler);
  }

  /** Scripts the next answer(s) of a route; faults are used in the order given. */
  fault(target: FaultTarget, ...faults: Fault[]): this {
    for (const fault of faults) this.faults.push({ target, fault });
    return this;
  }

  /** Lets another part of the emulator (the assistant routes) answer requests first. */
  use(handler: Handler): this {
    this.extraHandlers.push(handler);
    return this;
  }

  /** From now on, messages to this job are answered 400 with `error` (a job the service no longer continues). */
  refuseMessages(jobId: string, error = 'This job no longer accepts messages'): this {
    const job = this.jobs.get(jobId);
    if (!job) throw new Error(`no job ${jobId}`);
    job.refusesMessages = error;
    return this;
  }

  /** Requests to the agent endpoints, in arrival order. */
  agentRequests(method?: string): RecordedRequest[] {
    return this.requests.filter((r) => r.path.startsWith('/v2/agent/') && (!method || r.method === method));
  }

  start(port = 0, host = '127.0.0.1'): Promise<string> {
    return this.server.start(port, host);
  }

  get url(): string {
    return this.server.url;
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  /** The job as the service would show it now. */
  view(job: EmulatedJob): Record<string, unknown> {
    const elapsed = this.now() - job.startedAt;
    let status: JobStatus = 'active';
    let archivedAt: string | null = null;
    if (job.outcome !== 'never' && elapsed >= job.durationMs) {
      status = job.outcome === 'failed' ? 'failed' : 'completed';
      if (job.outcome === 'archived') {
        status = 'archived';
        archivedAt = new Date(job.startedAt + job.durationMs).toISOString();
      }
    }
    return {
      id: job.id,
      status,
      source: { repository: this.options.repository, ref: 'main' },
      model: this.options.model,
      prLink: status === 'completed' || status === 'archived' ? job.prLink : null,
      createdAt: new Date(job.createdAt).toISOString(),
      archivedAt,
    };
  }

  private takeFault(target: FaultTarget): Fault | undefined {
    const index = this.faults.findIndex((f) => f.target.method === target.method && f.target.route === target.route);
    if (index < 0) return undefined;
    return this.faults.splice(index, 1)[0]?.fault;
  }

  /**
   * Answers every request (records it, asks the handlers given to `use()`,
   * then the agent routes, else 404), so the emulator can also be mounted on
   * another `StandInServer`.
   */
  readonly handler: Handler = async (req, res, body) => {
    const path = new URL(req.url ?? '/', 'http://emulator').pathname;
    this.requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      body,
      at: this.now(),
    });
    try {
      for (const handler of this.extraHandlers) {
        if (await handler(req, res, body)) return true;
      }
      if (!(await this.agent(req, res, path, body))) {
        sendJson(res, 404, { error: `No route for ${req.method ?? ''} ${path}` });
      }
    } catch (error) {
      if (!res.headersSent) sendJson(res, 500, { error: String(error) });
      else res.destroy();
    }
    return true;
  };

  /** Applies a scripted fault; true when it answered the request. */
  private async applyFault(fault: Fault | undefined, res: ServerResponse): Promise<boolean> {
    if (!fault) return false;
    switch (fault.kind) {
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, fault.ms));
        return false;
      case 'reset':
        res.socket?.destroy();
        return true;
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"id": "job_1", "status": ');
        return true;
      case 'redirect':
        res.writeHead(307, { location: fault.location }).end();
        return true;
      case 'body':
        sendJson(res, 200, fault.body);
        return true;
      case 'trickle': {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{');
        const timer = setInterval(() => {
          res.write(' ');
        }, fault.intervalMs ?? 1000);
        res.once('close', () => {
          clearInterval(timer);
        });
        return true;
      }
      case 'status': {
        const headers: Record<string, string> = {
          'content-type': fault.contentType ?? 'application/json',
        };
        if (fault.retryAfter !== undefined) headers['retry-after'] = fault.retryAfter;
        res.writeHead(fault.status, headers).end(fault.body ?? JSON.stringify({ error: `scripted ${fault.status}` }));
        return true;
      }
    }
  }

  private authorize(req: IncomingMessage, res: ServerResponse): boolean {
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (token === this.options.adminApiKey) return true;
    if (token === this.options.assistantApiKey) {
      sendJson(res, 403, { error: 'This key does not have the write scope required for agent jobs' });
      return false;
    }
    sendJson(res, 401, { error: 'Invalid or expired API key' });
    return false;
  }

  private async agent(req: IncomingMessage, res: ServerResponse, path: string, body: string): Promise<boolean> {
    const match = /^\/v2\/agent\/([^/]+)\/job(?:\/([^/]+)(\/message)?)?$/.exec(path);
    if (!match) return false;
    const projectId = decodeURIComponent(match[1] ?? '');
    const jobId = match[2] === undefined ? undefined : decodeURIComponent(match[2]);
    if (match[3] !== undefined) {
      if (req.method !== 'POST' || jobId === undefined) {
        sendJson(res, 405, { error: `Method ${req.method ?? ''} not allowed` });
        return true;
      }
      await this.message(req, res, projectId, jobId, body);
      return true;
    }

    if (req.method === 'POST' && jobId === undefined) {
      const trickle: Fault | undefined = body.includes('[emulator:trickle]') ? { kind: 'trickle' } : undefined;
      if (await this.applyFault(this.takeFault({ method: 'POST', route: 'create' }) ?? trickle, res)) return true;
      if (!this.authorize(req, res)) return true;
      let prompt: unknown;
      try {
        prompt = (JSON.parse(body) as { prompt?: unknown }).prompt;
      } catch {
        sendJson(res, 400, { error: 'Request body must be JSON' });
        return true;
      }
      if (typeof prompt !== 'string' || prompt.length < 1) {
        sendJson(res, 400, { error: 'prompt: String must contain at least 1 character(s)' });
        return true;
      }
      if (!this.takeSlot(projectId, res)) return true;
      const job = this.createJob(projectId, prompt);
      sendJson(res, 201, this.view(job));
      return true;
    }

    if (req.method === 'GET' && jobId !== undefined) {
      if (await this.applyFault(this.takeFault({ method: 'GET', route: 'get' }), res)) return true;
      if (!this.authorize(req, res)) return true;
      const job = this.jobs.get(jobId);
      if (!job || job.projectId !== projectId) {
        sendJson(res, 404, { error: 'Agent job not found' });
        return true;
      }
      sendJson(res, 200, this.view(job));
      return true;
    }

    sendJson(res, 405, { error: `Method ${req.method ?? ''} not allowed` });
    return true;
  }

  /** Counts a creation or a message in the project's hourly window; false (and a 429 sent) when it is full. */
  private takeSlot(projectId: string, res: ServerResponse): boolean {
    const window = (this.creations.get(projectId) ?? []).filter((t) => this.now() - t < 3_600_000);
    if (window.length >= this.options.jobsPerHour) {
      const oldest = window[0] ?? this.now();
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (this.options.retryAfterOnLimit) {
        headers['retry-after'] = String(Math.ceil((oldest + 3_600_000 - this.now()) / 1000));
      }
      res.writeHead(429, headers).end(JSON.stringify({ error: 'Rate limit exceeded: 100 agent jobs per hour' }));
      return false;
    }
    window.push(this.now());
    this.creations.set(projectId, window);
    return true;
  }

  private async message(req: IncomingMessage, res: ServerResponse, projectId: string, jobId: string, body: string): Promise<void> {
    if (await this.applyFault(this.takeFault({ method: 'POST', route: 'message' }), res)) return;
    if (!this.authorize(req, res)) return;
    const job = this.jobs.get(jobId);
    if (!job || job.projectId !== projectId) {
      sendJson(res, 404, { error: 'Agent job not found' });
      return;
    }
    let prompt: unknown;
    try {
      prompt = (JSON.parse(body) as { prompt?: unknown }).prompt;
    } catch {
      sendJson(res, 400, { error: 'Request body must be JSON' });
      return;
    }
    if (typeof prompt !== 'string' || prompt.length < 1) {
      sendJson(res, 400, { error: 'prompt: String must contain at least 1 character(s)' });
      return;
    }
    if (job.refusesMessages !== undefined) {
      sendJson(res, 400, { error: job.refusesMessages });
      return;
    }
    if (!this.takeSlot(projectId, res)) return;
    job.statusAtMessages.push(this.view(job).status as string);
    job.messages.push(prompt);
    const take = (): void => {
      job.startedAt = this.now();
      const ms = /\[emulator:ms=(\d+)\]/.exec(prompt);
      job.durationMs = ms ? Number(ms[1]) : this.options.jobDurationMs;
      job.outcome = outcomeOf(prompt);
    };
    if (this.messagePickupMs > 0) {
      // Asynchronous: the answer shows the job as it was; the message is taken a little later.
      sendJson(res, 200, this.view(job));
      setTimeout(take, this.messagePickupMs).unref();
      return;
    }
    take();
    sendJson(res, 200, this.view(job));
  }

  private createJob(projectId: string, prompt: string): EmulatedJob {
    this.sequence += 1;
    const id = `job_${String(this.sequence).padStart(4, '0')}_${randomUUID().slice(0, 8)}`;
    const ms = /\[emulator:ms=(\d+)\]/.exec(prompt);
    const job: EmulatedJob = {
      id,
      projectId,
      prompt,
      createdAt: this.now(),
      startedAt: this.now(),
      durationMs: ms ? Number(ms[1]) : this.options.jobDurationMs,
      outcome: outcomeOf(prompt),
      prLink: prompt.includes('[emulator:no-pr]') ? null : `https://github.com/acme/docs/pull/${this.sequence}`,
      messages: [],
      statusAtMessages: [],
      ...(prompt.includes('[emulator:no-messages]') ? { refusesMessages: 'This job no longer accepts messages' } : {}),
    };
    this.jobs.set(id, job);
    return job;
  }
}

function outcomeOf(prompt: string): EmulatedJob['outcome'] {
  if (prompt.includes('[emulator:fail]')) return 'failed';
  if (prompt.includes('[emulator:never]')) return 'never';
  if (prompt.includes('[emulator:archive]')) return 'archived';
  return 'completed';
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
