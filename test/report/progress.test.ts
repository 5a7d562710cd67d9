/**
 * Report mode makes progress under a slow service (issue 28, finding 2): each
 * job is reported as soon as its look-up ends, the next run starts where the
 * last one stopped, and a run fails when jobs that have ended stay unreported
 * past a bound. 1.0.0 looked every job up before it touched any comment: 48
 * finished jobs at 2 s a look-up with `report-timeout-seconds: 30` reported 0,
 * twice in a row, green.
 *
 * Time is virtual (an event clock over a fake `performance`, so the run's
 * `now()` and deadline: a look-up's 2 s pass when nothing else is left to do,
 * four look-ups at once; it waits while a GitHub request is under way), the service is scripted, GitHub is the stand-ins (the ledger's git
 * database and the job comments) on a loopback server, through the real client.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMarker } from '../../src/comment/marked.ts';
import { createGitHubClient } from '../../src/github/client.ts';
import { emptyLedger, iso, ledgerJsonInMessage, ledgerMessage, type LedgerDocument } from '../../src/ledger/document.ts';
import { REPORT_OVERDUE_MS, type PendingRecord } from '../../src/hand-off/pending.ts';
import { runReport, type ReportOutcome } from '../../src/modes/report/run.ts';
import type { ReportSettings } from '../../src/modes/report/settings.ts';
import type { RequestOptions, ServiceClient } from '../../src/service/agent/client.ts';
import { now } from '../../src/util/clock.ts';
import { AbortedError } from '../../src/util/errors.ts';
import { agentJob } from '../helpers/fake-service.ts';
import { DEFAULT_GITHUB_TOKEN, GitDatabaseStandIn } from '../../tools/stand-ins/git-database.ts';
import { GitHubStandIn, WORKFLOW_BOT } from '../../tools/stand-ins/github.ts';
import { StandInServer } from '../../tools/stand-ins/server.ts';
import { deadlineAt } from '../helpers/deadline.ts';
import { readPending } from '../helpers/ledger.ts';

/**
 * A clock whose timers fire in order of their time, each once nothing else is left to run: concurrent sleeps
 * overlap. Its time is the run's (`now()`, on a fake `performance`; the timers of the code under test stay real).
 */
class EventClock {
  private timers: { at: number; fire: () => void }[] = [];
  /** True while real I/O is under way (a GitHub request): time stands still until it ends. */
  busy: () => boolean = () => false;

  constructor() {
    vi.useFakeTimers({ now: Date.now(), toFake: ['performance'] });
  }

  now(): number {
    return now();
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(new AbortedError('cancelled'));
        return;
      }
      const timer = { at: this.now() + Math.max(0, ms), fire: resolve };
      this.timers.push(timer);
      signal?.addEventListener(
        'abort',
        () => {
          this.timers = this.timers.filter((t) => t !== timer);
          reject(new AbortedError('cancelled'));
        },
        { once: true },
      );
    });
  }

  /** Runs `work` to its end, moving time to the next timer whenever everything else waits. */
  async drive<T>(work: Promise<T>): Promise<T> {
    const state = { done: false };
    const finished = (): boolean => state.done;
    let idle = 0;
    void work.finally(() => (state.done = true)).catch(() => undefined);
    while (!finished()) {
      for (let i = 0; i < 20 && !finished(); i++) await new Promise((resolve) => setImmediate(resolve));
      if (finished()) break;
      if (this.busy()) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        continue;
      }
      this.timers.sort((a, b) => a.at - b.at);
      const next = this.timers.shift();
      if (!next) {
        // Real I/O under way (the event file, a random id): wait for it in real time.
        if (++idle > 1000) throw new Error('nothing left to run and no timer: the run is stuck');
        await new Promise((resolve) => setTimeout(resolve, 2));
        continue;
      }
      idle = 0;
      vi.advanceTimersByTime(Math.max(0, next.at - this.now()));
      next.fire();
    }
    return work;
  }
}

const LEDGER = 'acme/docs';
const REF = 'refs/docs-agent/budget/proj';
const RUN = { id: '77', attempt: 1, workflowJob: 'docs', url: 'https://github.com/acme/docs/actions/runs/77' };

/** The GitHub stand-ins of the test under way (the ledger's git database, the job comments), behind one server. */
let git = new GitDatabaseStandIn({ repositories: [LEDGER] });
let github = new GitHubStandIn();
const server = new StandInServer(
  (req, res, body) => git.handler(req, res, body),
  (req, res, body) => github.handler(req, res, body),
);
beforeAll(async () => {
  await server.start();
});
afterAll(async () => {
  await server.stop();
});

function record(n: number, handedOffAt: number): PendingRecord {
  return {
    jobId: `job_${n}`,
    project: 'proj',
    repository: LEDGER,
    issueNumber: n,
    isPullRequest: false,
    commentId: 1000 + n,
    run: RUN,
    origin: { kind: 'label', actor: 'octocat', label: 'docs-agent' },
    handedOffAt: iso(handedOffAt + n),
  };
}

/** The world of one test: the ledger, the job comments, a service whose look-ups take `latencyMs`. */
function world(count: number, options: { latencyMs: number; status?: (jobId: string) => string; ageMs?: number; commentMs?: number }) {
  const clock = new EventClock();
  const start = clock.now() - (options.ageMs ?? 10 * 60_000);
  // GitHub's clock is the test's (the ledger takes its time from the answers' Date header).
  git = new GitDatabaseStandIn({ repositories: [LEDGER], now: () => clock.now() });
  github = new GitHubStandIn();
  const seeded: LedgerDocument = { ...emptyLedger('proj'), pending: Array.from({ length: count }, (_, i) => record(i + 1, start)) };
  git.writeMessage(LEDGER, REF, ledgerMessage('seed', seeded));
  for (let n = 1; n <= count; n++) {
    const marker = formatMarker({ kind: 'job', 'job-id': `job_${n}`, 'run-id': RUN.id, 'workflow-job': RUN.workflowJob });
    github.addComment({
      owner: 'acme',
      repo: 'docs',
      issueNumber: n,
      id: 1000 + n,
      user: WORKFLOW_BOT,
      body: `${marker}\n⏳ The agent is working on it.`,
    });
  }
  const github_ = createGitHubClient({ token: DEFAULT_GITHUB_TOKEN, baseUrl: server.url, writesPerMinute: 60_000 });
  // Time stands still while a request is under way; a comment's update first takes `commentMs` of the test's time.
  let underWay = 0;
  clock.busy = () => underWay > 0;
  github_.hook.wrap('request', async (request, endpoint) => {
    if (endpoint.method === 'PATCH' && endpoint.url.includes('/issues/comments/')) await clock.sleep(options.commentMs ?? 0);
    underWay += 1;
    try {
      return await request(endpoint);
    } finally {
      underWay -= 1;
    }
  });
  /** comment id → the body the run wrote, from the updates GitHub received. */
  const updates = (): Map<number, string> =>
    new Map(
      github.requests
        .filter((r) => r.method === 'PATCH' && r.path.includes('/issues/comments/'))
        .map((r) => [Number(r.path.split('/').at(-1)), (JSON.parse(r.body) as { body: string }).body]),
    );
  const looked: string[] = [];
  const service = {
    createUrl: 'https://api.docs.test/v2/agent/proj/job',
    getJob: async (jobId: string, requestOptions: RequestOptions = {}) => {
      looked.push(jobId);
      const took = Math.min(options.latencyMs, Math.max(0, requestOptions.deadline?.timeLeft() ?? Infinity));
      await clock.sleep(took);
      if (took < options.latencyMs) throw new Error(`no answer within ${took} ms`);
      const status = options.status?.(jobId) ?? 'completed';
      return agentJob({ id: jobId, status, prLink: status === 'completed' ? `https://github.com/acme/docs/pull/${jobId.slice(4)}` : null });
    },
  } as unknown as ServiceClient;

  const report = async (runTimeoutSeconds: number): Promise<ReportOutcome> => {
    const settings: ReportSettings = {
      baseUrl: new URL('https://api.docs.test'),
      projectId: 'proj',
      adminApiKey: 'svc_admin_key',
      githubToken: 'ghs_token',
      timeoutMs: 1_800_000,
      budgetRepository: LEDGER,
      runTimeoutMs: runTimeoutSeconds * 1000,
      githubWritesPerMinute: 60,
      budgetPerHour: 100,
    };
    const started = clock.now();
    return clock.drive(
      runReport(settings, {
        env: { GITHUB_REPOSITORY: LEDGER, GITHUB_RUN_ID: '900', GITHUB_SERVER_URL: 'https://github.com' },
        deadline: deadlineAt(started + settings.runTimeoutMs),
        createGitHub: () => Promise.resolve(github_),
        createClient: () => Promise.resolve(service),
        random: () => 0,
      }),
    );
  };
  const stored = git;
  const pending = (): PendingRecord[] =>
    readPending(JSON.parse(ledgerJsonInMessage(stored.headMessage(LEDGER, REF)!)!) as LedgerDocument, clock.now()).records;
  return {
    clock,
    report,
    get updated() {
      return updates();
    },
    looked,
    pending,
  };
}

let stdout = '';
beforeEach(() => {
  stdout = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('report mode under a slow service', () => {
  it("48 finished jobs at 2 s a look-up, 'report-timeout-seconds: 30': most reported by the first run, all by the second", async () => {
    const w = world(48, { latencyMs: 2000 });
    const first = await w.report(30);
    expect(first.kind).toBe('done');
    // 22.5 s for look-ups and comments (7.5 s kept for the ledger's last write): 11 rounds of four.
    expect(first.reported.length).toBeGreaterThanOrEqual(40);
    expect(w.updated.size).toBe(first.reported.length);
    expect([...w.updated.values()].every((body) => body.includes('The agent opened a pull request'))).toBe(true);
    expect(w.pending()).toHaveLength(48 - first.reported.length);
    expect(stdout).toContain(`Reported ${first.reported.length} job(s); ${48 - first.reported.length} pending.`);

    w.clock.sleep(600_000).catch(() => undefined);
    const second = await w.report(30);
    expect(second.kind).toBe('done');
    expect(first.reported.length + second.reported.length).toBe(48);
    expect(w.pending()).toEqual([]);
    // Each job's comment written once.
    expect(w.updated.size).toBe(48);
  });

  it('100 pending jobs at 9 s a look-up at the defaults (240 s): all reported within a few runs', async () => {
    const w = world(100, { latencyMs: 9000 });
    const counts: number[] = [];
    for (let run = 0; run < 3 && w.pending().length > 0; run++) {
      const outcome = await w.report(240);
      expect(outcome.kind).toBe('done');
      counts.push(outcome.reported.length);
    }
    expect(w.pending()).toEqual([]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(100);
    expect(counts.length).toBeLessThanOrEqual(2);
  });

  it('a run that cannot look every job up starts the next one where it stopped (jobs still active: a rotating cursor)', async () => {
    const w = world(60, { latencyMs: 2000, status: () => 'active' });
    await w.report(30);
    const firstLooked = new Set(w.looked.splice(0));
    expect(firstLooked.size).toBe(48);
    expect(stdout).toContain(`12 pending job(s) were not looked up within 'report-timeout-seconds' (30)`);
    // Those looked at carry the cursor; the next run begins with the twelve the first never reached.
    await w.report(30);
    const next = w.looked.slice(0, 12);
    expect(next.filter((jobId) => firstLooked.has(jobId))).toEqual([]);
    expect(w.pending()).toHaveLength(60);
    expect(w.pending().every((r) => r.lookedAt !== undefined)).toBe(true);
  });

  it('fails (not green) when jobs that have ended stay unreported past the bound', async () => {
    // Handed off 3 h ago with 'timeout-seconds' 1800: due for 2.5 h; the service never answers in time.
    const w = world(3, { latencyMs: 60_000, ageMs: 3 * 3600_000 });
    const outcome = await w.report(30);
    expect(outcome.kind).toBe('failed');
    expect(outcome.note).toContain(
      `3 job(s) have ended or passed 'timeout-seconds' more than ${REPORT_OVERDUE_MS / 60_000} minutes ago and are still not reported (job_1, job_2, job_3)`,
    );
    expect(w.pending()).toHaveLength(3);
  });

  it('a job found ended but not reported in time is stamped (endedAt) and goes first next time', async () => {
    // 5 s: 3.75 s of work; four found ended at 2 s, each comment takes 1 s: two reported, two out of time.
    const w = world(12, { latencyMs: 2000, commentMs: 1000 });
    const outcome = await w.report(5);
    expect(outcome.kind).toBe('done');
    expect(outcome.reported.map((job) => job.jobId)).toEqual(['job_1', 'job_2']);
    expect(stdout).toContain("2 job(s) were not reported within 'report-timeout-seconds' (5)");
    const stamped = w.pending().filter((r) => r.endedAt !== undefined);
    expect(stamped.map((r) => r.jobId)).toEqual(['job_3', 'job_4']);
    w.looked.splice(0);
    await w.report(30);
    expect(w.looked.slice(0, 2)).toEqual(['job_3', 'job_4']);
    expect(w.pending()).toEqual([]);
  });
});
