/**
 * Report mode (`mode: report`): reads the project's pending jobs (handed off
 * by runs with `wait: false`), looks each up once in the service, and for
 * each that has ended (or stayed active past `timeout-seconds`) updates its
 * comment as a waiting run would have, then removes it from the list. It
 * never creates a job and never takes a slot of the hourly budget.
 *
 * Exactly once: the jobs to report are claimed in one compare-and-swap write
 * of the ledger before any comment is touched; a second report run at the
 * same moment finds them claimed and leaves them alone. A report that fails
 * (a GitHub error) gives its claim back, so the next run reports the job.
 */
import { randomBytes } from 'node:crypto';
import { PendingStore } from '../../hand-off/store.js';
import { LedgerStore } from '../../ledger/store.js';
import { isClaimedByOther, type PendingRecord } from '../../hand-off/pending.js';
import type { GitHubFactory } from '../../github/lazy.js';
import type { GitHubClient } from '../../github/client.js';
import type { QueueRun } from '../../hand-off/queued.js';
import { Inputs } from '../../runner/names.js';
import { log, quote } from '../../runner/log.js';
import type { ServiceClient } from '../../service/agent/client.js';
import type { AgentJob } from '../../service/agent/schemas.js';
import type { RunContext } from '../mode.js';
import { ServiceHttpError, getErrorMessage } from '../../util/errors.js';
import { whatToReport, type Report } from '../../comment/report-update.js';
import { reportPending } from '../../hand-off/report-one.js';
import { recordProblem } from '../../hand-off/verify.js';
import type { ReportSettings } from './settings.js';
import { describeEvent, type ReportedJob } from './summary.js';

export interface ReportDependencies {
  createGitHub: GitHubFactory;
  createClient: (settings: ReportSettings) => Promise<ServiceClient>;
  random: () => number;
}

/** How many jobs are looked up at once. */
const LOOKUPS_AT_ONCE = 4;
/** Longest one look-up waits for the service. */
const LOOKUP_TIMEOUT_MS = 30_000;

/**
 * The time kept at the end of `report-timeout-seconds` for the ledger's last
 * write (the reported jobs removed, the others given back): look-ups and
 * comment updates stop that much before the deadline.
 */
function settleReserveMs(runTimeoutMs: number): number {
  return Math.min(15_000, runTimeoutMs / 4);
}

/** What one look at a pending job found. */
type Look = { record: PendingRecord } & ({ kind: 'report'; report: Report } | { kind: 'stay' } | { kind: 'gone'; reason: string });

async function look(record: PendingRecord, client: ServiceClient, settings: ReportSettings, now: number, timeoutMs: number): Promise<Look> {
  let job: AgentJob;
  try {
    job = await client.getJob(record.jobId, { withinMs: timeoutMs });
  } catch (error) {
    if (error instanceof ServiceHttpError && error.status === 404) {
      return { record, kind: 'gone', reason: `agent job ${record.jobId} is not found in the service` };
    }
    log.warning(`Could not look up agent job ${record.jobId} (${getErrorMessage(error)}); it stays pending for the next report.`);
    return { record, kind: 'stay' };
  }
  const report = whatToReport(record, job, now, settings.timeoutMs);
  return report ? { record, kind: 'report', report } : { record, kind: 'stay' };
}

/** Looks the records up, a few at once, while `timeLeft` allows; those not reached stay pending. */
async function lookAll(
  records: PendingRecord[],
  timeLeft: () => number,
  lookOne: (record: PendingRecord, timeoutMs: number) => Promise<Look>,
): Promise<{ looks: Look[]; unreached: number }> {
  const looks: Look[] = [];
  for (let i = 0; i < records.length; i += LOOKUPS_AT_ONCE) {
    const left = timeLeft();
    if (left <= 0) return { looks, unreached: records.length - i };
    const timeoutMs = Math.min(LOOKUP_TIMEOUT_MS, left);
    looks.push(...(await Promise.all(records.slice(i, i + LOOKUPS_AT_ONCE).map((record) => lookOne(record, timeoutMs)))));
  }
  return { looks, unreached: 0 };
}

/** How a report run ended: what it reported (outputs and summary), or why it could not. */
export type ReportOutcome = {
  reported: ReportedJob[];
  /** Jobs still pending after the run; undefined when the list could not be read. */
  pending?: number;
  note: string;
} & ({ kind: 'done' } | { kind: 'failed'; error: unknown; cancelled: boolean });

/** The report run; never throws: a failure becomes a `failed` outcome. */
export async function runReport(settings: ReportSettings, deps: RunContext & ReportDependencies): Promise<ReportOutcome> {
  const reported: ReportedJob[] = [];
  let pendingLeft: number | undefined;
  let note: string;
  /** Jobs whose comment the token may not write: the step fails, naming the permission; they stay pending. */
  const cannotWrite: string[] = [];
  // Look-ups and comment updates stop early enough for the ledger's last write.
  const workUntil = deps.deadline - settleReserveMs(settings.runTimeoutMs);
  const timeLeft = (): number => workUntil - deps.clock.now();
  const limit = `'${Inputs.ReportTimeoutSeconds}' (${settings.runTimeoutMs / 1000})`;
  try {
    const ledgerRepository = settings.budgetRepository || deps.env.GITHUB_REPOSITORY || '';
    if (!ledgerRepository) throw new Error("GITHUB_REPOSITORY is not set and no 'budget-repository' was given: no ledger to read.");
    const [github, client] = await Promise.all([
      deps.createGitHub({ token: settings.githubToken, writesPerMinute: settings.githubWritesPerMinute }),
      deps.createClient(settings),
    ]);
    log.info(await describeEvent(deps.env));
    const ledger = new LedgerStore({
      client: github,
      repository: ledgerRepository,
      projectId: settings.projectId,
      clock: deps.clock,
      warn: log.warning,
      random: deps.random,
    });
    const store = new PendingStore(ledger, deps.signal);
    const claimant = `${deps.env.GITHUB_RUN_ID ?? 'local'}-${deps.env.GITHUB_RUN_ATTEMPT ?? '1'}-${randomBytes(4).toString('hex')}`;
    // Queued requests (`on-budget-exhausted: queue`) are started first, within the budget: each becomes a pending job.
    const queueRun = await startQueuedRequests(settings, deps, { ledger, github, client, claimant, ledgerRepository, deadline: workUntil });
    const records = await store.list().catch((error: unknown) => {
      throw new Error(`Could not read the pending jobs in ${ledgerRepository} ${store.ref}: ${getErrorMessage(error)}`, { cause: error });
    });
    const now = store.now();
    const serverUrl = deps.env.GITHUB_SERVER_URL || 'https://github.com';
    const free = records.filter((record) => !isClaimedByOther(record, claimant, now));
    if (free.length < records.length)
      log.info(`${records.length - free.length} pending job(s) are being reported by another run right now.`);
    // A record whose project, run URL or repository does not hold is dropped without asking the service (verify.ts).
    const { looks, unreached } = await lookAll(free, timeLeft, (record, timeoutMs) => {
      const problem = recordProblem(record, { ledgerRepository, projectId: settings.projectId, serverUrl });
      if (problem) return Promise.resolve({ record, kind: 'gone', reason: `the record does not hold, ${problem}; nothing was edited` });
      return look(record, client, settings, now, timeoutMs);
    });
    if (unreached > 0)
      log.warning(`${unreached} pending job(s) were not looked up within ${limit}: they stay pending for the next report.`);
    const toReport = looks.filter((found) => found.kind !== 'stay');
    pendingLeft = records.length;
    if (toReport.length === 0) {
      const active = unreached === 0 ? 'still active' : `pending, ${unreached} not looked up within ${limit}`;
      note = records.length === 0 ? 'No job is pending.' : `Nothing to report: ${records.length} job(s) ${active}.`;
      log.info(note);
    } else {
      // Claimed in one write: a report run at the same moment leaves these alone.
      const ledgerWrite = (what: string) => (error: unknown) => {
        throw new Error(
          `Could not ${what} in the ledger of ${ledgerRepository} (${store.ref}): ${getErrorMessage(error)}. The token needs 'contents: write' there.`,
          { cause: error },
        );
      };
      const { claimed } = await store
        .claim(
          toReport.map((found) => found.record.jobId),
          claimant,
        )
        .catch(ledgerWrite('claim the jobs to report (no comment was touched)'));
      const mine = new Set(claimed);
      const verifying = { github, ledgerRepository, projectId: settings.projectId, serverUrl, signal: deps.signal };
      const done: string[] = [];
      const release: string[] = [];
      let late = 0;
      for (const found of toReport) {
        const { record } = found;
        if (!mine.has(record.jobId)) continue;
        if (found.kind === 'gone') {
          log.warning(`Dropped the pending job ${record.jobId}: ${found.reason}.`);
          done.push(record.jobId);
          continue;
        }
        if (timeLeft() <= 0) {
          // Past the time for comment updates: given back, reported by the next run.
          release.push(record.jobId);
          late += 1;
          continue;
        }
        const result = await reportPending(record, found.report, verifying, log);
        switch (result.kind) {
          case 'reported':
            done.push(record.jobId);
            reported.push({
              jobId: record.jobId,
              status: found.report.kind === 'timeout' ? 'timeout' : found.report.job.status,
              prLink: found.report.job.prLink ?? '',
              repository: record.repository,
              issueNumber: record.issueNumber,
              commentUrl: result.url,
            });
            log.info(
              `Reported agent job ${record.jobId} (${quote(found.report.job.status)}) on ${record.repository}#${record.issueNumber}: ${result.url}`,
            );
            break;
          case 'dropped':
            log.warning(result.warning);
            done.push(record.jobId);
            break;
          case 'kept':
            log.warning(result.warning);
            release.push(record.jobId);
            break;
          case 'cannot-write':
            // Reported as the step's failure once the rest is done; the job stays pending.
            cannotWrite.push(result.message);
            release.push(record.jobId);
            break;
        }
      }
      if (late > 0) log.warning(`${late} job(s) were not reported within ${limit}: they stay pending for the next report.`);
      // Should this fail, the claims lapse after 5 minutes and the next run writes the same comments again.
      deps.wrapUp();
      await store.settle(claimant, done, release).catch(ledgerWrite('remove the reported jobs from the pending list'));
      pendingLeft = records.length - done.length;
      note = `Reported ${reported.length} job(s); ${pendingLeft} pending.`;
      log.info(note);
    }
    if (cannotWrite.length > 0) {
      // The step fails, naming the permission; the jobs stay pending (their claims given back).
      const message = cannotWrite.join(' ');
      return { kind: 'failed', error: new Error(message), cancelled: false, reported, note: message, ...pendingOf(pendingLeft) };
    }
    return { kind: 'done', reported, pending: pendingLeft, note: `${queueNote(queueRun)}${note}` };
  } catch (error) {
    return { kind: 'failed', error, cancelled: deps.signal.aborted, reported, note: getErrorMessage(error), ...pendingOf(pendingLeft) };
  }
}

const pendingOf = (pending: number | undefined): { pending?: number } => (pending === undefined ? {} : { pending });

/** Starts the queued requests (see hand-off/queued.ts); a failure warns, and the report goes on. */
async function startQueuedRequests(
  settings: ReportSettings,
  deps: RunContext & ReportDependencies,
  run: { ledger: LedgerStore; github: GitHubClient; client: ServiceClient; claimant: string; ledgerRepository: string; deadline: number },
): Promise<QueueRun | undefined> {
  const { startQueued } = await import('../../hand-off/queued.js');
  try {
    return await startQueued({
      ...run,
      projectId: settings.projectId,
      limit: settings.budgetPerHour,
      serverUrl: deps.env.GITHUB_SERVER_URL || 'https://github.com',
      clock: deps.clock,
      signal: deps.signal,
      random: deps.random,
      log,
    });
  } catch (error) {
    if (deps.signal.aborted) throw error;
    log.warning(
      `Could not start the queued requests in ${run.ledgerRepository} ${run.ledger.ref}: ${getErrorMessage(error)}. They stay queued.`,
    );
    return undefined;
  }
}

/** The report's note on the queue: what was started, what waits. */
function queueNote(run: QueueRun | undefined): string {
  if (!run || (run.started.length === 0 && run.waiting === 0)) return '';
  return `Started ${run.started.length} queued request(s); ${run.waiting} ${run.waiting === 1 ? 'request' : 'requests'} queued. `;
}
