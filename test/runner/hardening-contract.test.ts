/**
 * The outputs contract and the causes, module by module (issue 21, findings 7
 * and 8): every input problem at once, `prompt-file` and a bad port included;
 * `report-timeout-seconds` checked; the `status` of each way a run ends; main
 * sets `status` even when what fails is not an `Error`; a network failure's
 * cause read from deep in its chain; a 407 from the proxy counted as not sent.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readAgentSettings } from '../../src/modes/agent/settings.ts';
import { agentStatus } from '../../src/modes/agent/report.ts';
import { askStatus } from '../../src/modes/ask/report.ts';
import { reportStatus } from '../../src/modes/report/report.ts';
import { readReportSettings } from '../../src/modes/report/settings.ts';
import type { AgentOutcome } from '../../src/modes/agent/outcome.ts';
import { RUN_STATUSES } from '../../src/runner/names.ts';
import { InputError, ServiceNetworkError } from '../../src/util/errors.ts';
import { BAD_PORT, PROXY_REFUSED, networkCause } from '../../src/util/network.ts';
import { isLasting, networkError } from '../../src/service/agent/client.ts';
import { isDefiniteCreateFailure } from '../../src/service/agent/failures.ts';
import { DeadlineError, RunLimits } from '../../src/util/deadline.ts';
import { agentJob } from '../helpers/fake-service.ts';
import { readInputs } from '../helpers/settings.ts';
import { runInProcess } from '../helpers/run.ts';
import { useFakeTime } from '../helpers/fake-time.ts';
import { loadPayload } from '../../tools/events.ts';

/** The wrap-up past the deadline: eight seconds; after a cancellation, three. */
const WRAP_UP_GRACE_MS = 8_000;
const CANCELLED_WRAP_UP_MS = 3_000;

async function problems(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(InputError);
  return (error as InputError).problems.map((p) => `${p.input}: ${p.message}`);
}

describe('readAgentSettings: every problem at once', () => {
  it('lists prompt-file with the others, and a missing file says to check the repository out', async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'docs-agent-ws-'));
    const read = readInputs({ 'base-url': 'https://api.docs.test:6000', 'admin-api-key': 'svc_k', 'prompt-file': 'docs/prompt.md' });
    expect(await problems(readAgentSettings(read, { GITHUB_WORKSPACE: workspace }))).toEqual([
      'base-url: uses port 6000, which fetch refuses to connect to (a "bad port" of the Fetch standard): serve the service on another port (got "https://api.docs.test:6000")',
      'project-id: is required: the project id from the dashboard',
      `prompt-file: cannot be read (ENOENT): "docs/prompt.md": no such file in the workspace (${workspace}); add a step with 'uses: actions/checkout' before this one, or fix the path`,
    ]);
  });

  it("the file's text becomes the prompt once every input is valid", async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'docs-agent-ws-'));
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(workspace, 'prompt.md'), '  Keep the API pages right.\n');
    const read = readInputs({
      'base-url': 'https://api.docs.test',
      'project-id': 'p',
      'admin-api-key': 'svc_k',
      'prompt-file': 'prompt.md',
    });
    const settings = await readAgentSettings(read, { GITHUB_WORKSPACE: workspace });
    expect(settings.prompt).toBe('Keep the API pages right.');
  });

  it('accepts the usual ports, and names each blocked one', async () => {
    const base = { 'project-id': 'p', 'admin-api-key': 'svc_k', prompt: 'x' };
    for (const url of ['https://api.docs.test', 'https://api.docs.test:8443', 'http://127.0.0.1:8787']) {
      await expect(readAgentSettings(readInputs({ ...base, 'base-url': url }), {})).resolves.toMatchObject({
        baseUrl: new URL(url),
      });
    }
    for (const port of ['1', '25', '10080']) {
      const found = await problems(readAgentSettings(readInputs({ ...base, 'base-url': `http://localhost:${port}` }), {}));
      expect(found[0]).toContain(`base-url: uses port ${port}, which fetch refuses`);
    }
  });
});

describe('report-timeout-seconds', () => {
  const base = { 'base-url': 'https://api.docs.test', 'project-id': 'p', 'admin-api-key': 'svc_k', 'github-token': 'ghs_t' };

  it('defaults to 240 s (under five minutes) and takes whole seconds', () => {
    expect(readReportSettings(readInputs(base)).runTimeoutMs).toBe(240_000);
    expect(readReportSettings(readInputs({ ...base, 'report-timeout-seconds': '90' })).runTimeoutMs).toBe(90_000);
  });

  it.each(['0', '1.5', 'soon'])('refuses %j, naming the input', (value) => {
    expect(() => readReportSettings(readInputs({ ...base, 'report-timeout-seconds': value }))).toThrow(/'report-timeout-seconds' must be/);
  });
});

describe('status', () => {
  const job = (status: string) => agentJob({ status });
  const outcomes: [AgentOutcome, string][] = [
    [{ kind: 'skipped', reason: 'label' }, 'skipped'],
    [{ kind: 'dry-run', url: 'u', prompt: 'p', checks: [] }, 'dry-run'],
    [{ kind: 'dry-run', url: 'u', prompt: 'p', checks: [{ name: 'the service', result: 'failed', detail: 'answered 401' }] }, 'error'],
    [{ kind: 'finished', job: job('completed'), waited: true }, 'completed'],
    [{ kind: 'finished', job: job('archived'), waited: true }, 'archived'],
    [{ kind: 'finished', job: job('failed'), waited: true }, 'failed'],
    [{ kind: 'finished', job: job('active'), waited: false, handedOff: true }, 'active'],
    [{ kind: 'finished', job: job('queued'), waited: false }, 'active'],
    [{ kind: 'timeout', job: job('active'), waitedMs: 1, timeoutMs: 1 }, 'active'],
    [{ kind: 'cancelled', job: job('active'), waitedMs: 1 }, 'cancelled'],
    [{ kind: 'failed', error: new Error('x') }, 'error'],
    [{ kind: 'failed', error: new Error('x'), job: job('active') }, 'error'],
    [{ kind: 'failed', error: new Error('x'), cancelled: true }, 'cancelled'],
  ];

  it.each(outcomes)('agent: %j is %s', (outcome, status) => {
    expect(agentStatus(outcome)).toBe(status);
  });

  it('ask and report: one of the documented values for each ending', () => {
    const answer = { text: 'a', sources: [], threadId: undefined, threadKey: undefined };
    expect(askStatus({ kind: 'answered', question: 'q', answer })).toBe('completed');
    expect(askStatus({ kind: 'skipped', reason: 'r', commentUrl: '' })).toBe('skipped');
    expect(askStatus({ kind: 'dry-run', question: 'q', url: 'u', body: {}, checks: [] })).toBe('dry-run');
    expect(askStatus({ kind: 'dry-run', question: 'q', url: 'u', body: {}, checks: [{ name: 'n', result: 'failed', detail: 'd' }] })).toBe(
      'error',
    );
    expect(askStatus({ kind: 'failed', error: new Error('x') })).toBe('error');
    expect(askStatus({ kind: 'cancelled', error: new Error('x') })).toBe('cancelled');
    expect(reportStatus({ kind: 'done', reported: [], pending: 0, note: '' })).toBe('completed');
    expect(reportStatus({ kind: 'failed', error: 1, cancelled: false, reported: [], note: '' })).toBe('error');
    expect(reportStatus({ kind: 'failed', error: 1, cancelled: true, reported: [], note: '' })).toBe('cancelled');
    for (const status of ['completed', 'skipped', 'dry-run', 'error', 'cancelled']) expect(RUN_STATUSES).toContain(status);
  });

  it('main: a failure that is not an Error still sets status, the summary and the failure', async () => {
    const result = await runInProcess({
      event: { name: 'workflow_dispatch', payload: loadPayload('workflow_dispatch.json') },
      inputs: { prompt: 'Keep the docs right.', 'github-token': '' },
      overrides: {
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the point: a rejection that is not an Error
        createClient: () => Promise.reject('the service client could not be made'),
      },
    });
    expect(result.failed).toBe(true);
    expect(result.outputs.status).toBe('error');
    expect(result.summary).toContain('the service client could not be made');
    expect(result.stdout).toContain('::error::the service client could not be made');
  });
});

describe('network causes', () => {
  const proxy407 = (): Error => {
    const refusal = Object.assign(new Error('Proxy response (407) !== 200 when HTTP Tunneling'), { code: 'UND_ERR_ABORTED' });
    return new TypeError('fetch failed', {
      cause: Object.assign(new DOMException('Request was cancelled.', 'AbortError'), { cause: refusal }),
    });
  };

  it('reads a proxy refusal, a blocked port, a code and what the innermost error said', () => {
    expect(networkCause(proxy407())).toEqual({
      code: PROXY_REFUSED,
      text: 'the proxy refused (407): check its credentials',
      beforeSend: true,
    });
    expect(networkCause(new Error('x', { cause: new Error('Proxy response (502) !== 200 when HTTP Tunneling') })).text).toBe(
      'the proxy refused the connection (502)',
    );
    expect(networkCause(new TypeError('fetch failed', { cause: new Error('bad port') }))).toMatchObject({
      code: BAD_PORT,
      beforeSend: true,
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    expect(networkCause(new TypeError('fetch failed', { cause: refused }))).toEqual({
      code: 'ECONNREFUSED',
      text: 'ECONNREFUSED',
      beforeSend: false,
    });
    const closed = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
    expect(networkCause(new TypeError('fetch failed', { cause: closed })).text).toBe('UND_ERR_SOCKET (other side closed)');
    expect(networkCause(new TypeError('fetch failed', { cause: new Error('certificate has expired') })).text).toBe(
      'certificate has expired',
    );
  });

  it('a 407 on the creation: not sent (the slot is given back), and not retried', () => {
    const error = networkError('POST', new URL('https://api.docs.test/v2/agent/p/job'), proxy407(), true);
    expect(error).toBeInstanceOf(ServiceNetworkError);
    expect(error.message).toBe('POST https://api.docs.test/v2/agent/p/job failed: the proxy refused (407): check its credentials');
    expect(error.beforeSend).toBe(true);
    expect(isDefiniteCreateFailure(error)).toBe(true);
    expect(isLasting(error)).toBe(true);
    // A refused connection is not sent either, and worth another try.
    const refused = networkError(
      'POST',
      new URL('https://u.test/'),
      new TypeError('fetch failed', { cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }) }),
      true,
    );
    expect(isLasting(refused)).toBe(false);
    expect(refused.beforeSend).toBe(true);
  });
});

describe('RunLimits', () => {
  useFakeTime();

  it('has no deadline until started; then counts down, and names the input when it stops a request', () => {
    const limits = new RunLimits(new AbortController().signal);
    expect(limits.timeLeft()).toBe(Infinity);
    limits.start(5000, 'timeout-seconds');
    vi.advanceTimersByTime(4000);
    expect(limits.timeLeft()).toBe(1000);
    const stopped = limits.stopped('GitHub GET /x');
    expect(stopped).toBeInstanceOf(DeadlineError);
    expect(stopped.message).toBe("GitHub GET /x: not done within the run's time ('timeout-seconds': 5)");
  });

  it('gives the wrap-up one short window past the deadline, and a fresh signal after a cancellation', () => {
    const late = new RunLimits(new AbortController().signal);
    late.start(1000, 'timeout-seconds');
    vi.advanceTimersByTime(1500);
    late.wrapUp();
    expect(late.timeLeft()).toBe(1000 + WRAP_UP_GRACE_MS - 1500);
    // Called again later (the report after the hold's release): the window does not start over.
    vi.advanceTimersByTime(WRAP_UP_GRACE_MS - 500);
    late.wrapUp();
    expect(late.timeLeft()).toBe(2000);
    expect(late.stopped('x').message).toBe("x: not done within the run's time ('timeout-seconds': 1) and the few seconds after it");

    const early = new RunLimits(new AbortController().signal);
    early.start(60_000, 'timeout-seconds');
    early.wrapUp();
    expect(early.timeLeft()).toBe(60_000);

    const cancel = new AbortController();
    const cancelled = new RunLimits(cancel.signal);
    cancelled.start(60_000, 'timeout-seconds');
    cancel.abort();
    expect(cancelled.signal.aborted).toBe(true);
    expect(cancelled.stopped('x').message).toBe('x: the run was cancelled');
    cancelled.wrapUp();
    expect(cancelled.signal.aborted).toBe(false);
    expect(cancelled.timeLeft()).toBe(CANCELLED_WRAP_UP_MS);
    vi.advanceTimersByTime(1000);
    cancelled.wrapUp();
    expect(cancelled.timeLeft()).toBe(CANCELLED_WRAP_UP_MS - 1000);
  });
});
