/**
 * A typed in-memory service client: jobs move through a scripted list of
 * states, one per poll, so a test says exactly what the service answers.
 */
import { ServiceHttpError } from '../../src/util/errors.ts';
import type { ServiceClient } from '../../src/service/agent/client.ts';
import type { AgentJob } from '../../src/service/agent/schemas.ts';

/** The pull request a job of the default script opens. */
export const SCRIPTED_PR_LINK = 'https://github.com/acme/docs/pull/7';

/** The outputs of a run whose job (of the default script) opened SCRIPTED_PR_LINK, started by Codertocat, reported in the comment at `commentUrl`. */
export function prOpenedOutputs(commentUrl: string): Record<string, string> {
  return { status: 'completed', 'pr-link': SCRIPTED_PR_LINK, 'triggered-by': 'Codertocat', 'comment-url': commentUrl };
}

export function agentJob(overrides: Partial<AgentJob> = {}): AgentJob {
  return {
    id: 'job_1',
    status: 'active',
    source: { repository: 'https://github.com/acme/docs', ref: 'main' },
    model: 'model-x',
    prLink: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    archivedAt: null,
    ...overrides,
  };
}

export class FakeService implements ServiceClient {
  readonly createUrl = 'https://api.docs.test/v2/agent/proj-1/job';
  /** Prompts of the jobs created, in order. */
  readonly prompts: string[] = [];
  readonly gets: string[] = [];
  private readonly states = new Map<string, AgentJob[]>();
  private sequence = 0;
  /** What a job created from now on does after creation, one state per poll (the last one stays). */
  script: Partial<AgentJob>[] = [{ status: 'completed', prLink: SCRIPTED_PR_LINK }];

  /** The status each job had when last seen (added, created, messaged or read): what a message meets. */
  private readonly current = new Map<string, string>();

  /**
   * Job `id` of `prLink` still at work (active for two polls, then completed), and a follow-up that ends on the same
   * pull request: what a follow-up message to a busy job meets.
   */
  working(id: string, prLink: string): this {
    this.script = [{ status: 'completed', prLink }];
    return this.add(agentJob({ id, status: 'active', prLink }), { status: 'active' }, { status: 'completed' });
  }

  /** A job that already exists (started by an earlier attempt), with its states per poll. */
  add(job: AgentJob, ...later: Partial<AgentJob>[]): this {
    this.states.set(job.id, [job, ...later.map((s) => ({ ...job, ...s }))]);
    this.current.set(job.id, job.status);
    return this;
  }

  createJob(prompt: string): Promise<AgentJob> {
    this.sequence += 1;
    const job = agentJob({ id: `job_new_${this.sequence}` });
    this.prompts.push(prompt);
    this.add(job, ...this.script);
    return Promise.resolve(job);
  }

  /** Follow-up messages sent, in order. */
  readonly messages: { jobId: string; prompt: string }[] = [];
  /** The job's status when each message arrived, in order (a message to an `active` job stops its work). */
  readonly statusAtMessages: string[] = [];

  /** Jobs that answer messages 400 with this error (a job the service no longer continues). */
  readonly refusing = new Map<string, string>();

  sendMessage(jobId: string, prompt: string): Promise<AgentJob> {
    const refusal = this.refusing.get(jobId);
    if (refusal !== undefined) {
      return Promise.reject(new ServiceHttpError('POST', `${this.createUrl}/${jobId}/message`, 400, refusal, undefined));
    }
    const states = this.states.get(jobId);
    if (!states) {
      return Promise.reject(new ServiceHttpError('POST', `${this.createUrl}/${jobId}/message`, 404, 'Agent job not found', undefined));
    }
    this.statusAtMessages.push(this.current.get(jobId) ?? 'unknown');
    this.messages.push({ jobId, prompt });
    const job = { ...states.at(-1)!, status: 'active' };
    this.add(job, ...this.script);
    return Promise.resolve(job);
  }

  getJob(jobId: string): Promise<AgentJob> {
    this.gets.push(jobId);
    const states = this.states.get(jobId);
    if (!states) return Promise.reject(new ServiceHttpError('GET', `${this.createUrl}/${jobId}`, 404, 'Agent job not found', undefined));
    const current = states.length > 1 ? states.shift()! : states[0]!;
    this.current.set(jobId, current.status);
    return Promise.resolve(current);
  }
}
