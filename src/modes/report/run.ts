/**
 * Report mode (`mode: report`): reads the project's pending jobs (handed off
 * by runs with `wait: false`), looks each up once in the service (where the
 * last run stopped first), and for each that has ended (or stayed active past
 * `timeout-seconds`) updates its comment as soon as its look-up ends, as a
 * waiting run would have, then removes it from the list (pipeline.ts). It
 * never creates a job and never takes a slot of the hourly budget. Jobs that
 * have ended and stay unreported past `REPORT_OVERDUE_MS` fail the run.
 *
 * Exactly once: what the look-ups found is claimed in a compare-and-swap
 * write of the ledger before its comments are touched (one write per batch of
 * finds); a second report run at the same moment finds them claimed and
 * leaves them alone. A report that fails (a GitHub error) gives its claim
 * back, so the next run reports the job.
 */
import type { Deadline } from '../../util/deadline.js';
import { randomBytes } from 'node:crypto';
import { PendingStore } from '../../hand-off/store.js';
import { LedgerStore } from '../../ledger/store.js';
import { REPORT_OVERDUE_MS, isClaimedByOther, overdueRecords, reportOrder, type ReportStamps } from '../../hand-off/pending.js';
import { iso } from '../../ledger/document.js';
import type { GitHubFactory } from '../../github/load.js';
import type { GitHubClient } from '../../github/client.js';
import { startQueuedOrWarn, type QueueRun } from '../../hand-off/queued.js';
import { Inputs } from '../../runner/names.js';
import { log, quote } from '../../runner/log.js';
import type { ServiceClient } from '../../service/agent/client.js';
import type { RunContext } from '../mode.js';
import { getErrorMessage } from '../../util/errors.js';
import { reportPending } from '../../hand-off/report-one.js';
import { recordProblem } from '../../hand-off/verify.js';
import type { ReportSettings } from './settings.js';
import { describeEvent, type ReportedJob } from './summary.js';
import { look, lookAndReport, type Look } from './pipeline.js';
import { rememberReported, reportedPull, type ReportedPull } from '../../preview/reported.js';
import { showPreviews } from '../../preview/previews.js';
import type { TimelineItem } from '../../budget/picture.js';

export interface ReportDependencies {
  createGitHub: GitHubFactory;
  createClient: (settings: ReportSettings) => Promise<ServiceClient>;
  random: () => number;
}

/**
 * The time kept at the end of `report-timeout-seconds` for the ledger's last
 * write (the reported jobs removed, the others given back): look-ups and
 * comment updates stop that much before the deadline.
 */
function settleReserveMs(runTimeoutMs: number): number {
  return Math.min(15_000, runTimeoutMs / 4);
}

/** How a report run ended: what it reported (outputs and summary), or why it could not. */
export type ReportOutcome = {
  reported: ReportedJob[];
  /** The handed-off jobs and queued requests as the run left them, and when (GitHub's clock): the summary's timeline. */
  timeline?: { items: TimelineItem[]; at: number } | undefined;
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
  const work = deps.deadline.within(deps.deadline.timeLeft() - settleReserveMs(settings.runTimeoutMs));
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
      // The records it settles get the wrap-up's seconds (its retries of a lost race included).
      deadline: deps.deadline.withWrapUp(),
      warn: log.warning,
      random: deps.random,
    });
    const store = new PendingStore(ledger);
    const claimant = `${deps.env.GITHUB_RUN_ID ?? 'local'}-${deps.env.GITHUB_RUN_ATTEMPT ?? '1'}-${randomBytes(4).toString('hex')}`;
    // Queued requests (`on-budget-exhausted: queue`) are started first, within the budget: each becomes a pending job.
    const queueRun = await startQueuedRequests(settings, deps, { ledger, github, client, claimant, ledgerRepository, deadline: work });
    const records = await store.list().catch((error: unknown) => {
      throw new Error(`Could not read the pending jobs in ${ledgerRepository} ${store.ref}: ${getErrorMessage(error)}`, { cause: error });
    });
    const now = store.now();
    const serverUrl = deps.env.GITHUB_SERVER_URL || 'https://github.com';
    const free = records.filter((record) => !isClaimedByOther(record, claimant, now));
    if (free.length < records.length)
      log.info(`${records.length - free.length} pending job(s) are being reported by another run right now.`);
    const ledgerWrite = (what: string) => (error: unknown) => {
      throw new Error(
        `Could not ${what} in the ledger of ${ledgerRepository} (${store.ref}): ${getErrorMessage(error)}. The token needs 'contents: write' there.`,
        { cause: error },
      );
    };
    const verifying = { github, ledgerRepository, projectId: settings.projectId, serverUrl };
    const done: string[] = [];
    const release: string[] = [];
    /** Found ended (or timed out) and not reported in this run: the report is due since now. */
    const endedUnreported: string[] = [];
    /** Pull requests reported: kept in the ledger, so that a preview deployed later finds their comment (src/preview/). */
    const pulls: ReportedPull[] = [];
    const timeline: TimelineItem[] = [];
    let found = 0;
    let late = 0;
    /** Claims what the look-ups found (one ledger write for the batch), then reports each claimed job. */
    const reportBatch = async (batch: Look[]): Promise<void> => {
      found += batch.length;
      const { claimed } = await store
        .claim(
          batch.map((look) => look.record.jobId),
          claimant,
        )
        .catch(ledgerWrite('claim the jobs to report (their comments were not touched)'));
      const mine = new Set(claimed);
      for (const look of batch) {
        const { record } = look;
        if (!mine.has(record.jobId) || look.kind === 'stay') continue;
        if (look.kind === 'gone') {
          log.warning(`Dropped the pending job ${record.jobId}: ${look.reason}.`);
          done.push(record.jobId);
          continue;
        }
        if (work.timeLeft() <= 0) {
          // Past the time for comment updates: given back, reported first by the next run.
          release.push(record.jobId);
          endedUnreported.push(record.jobId);
          late += 1;
          continue;
        }
        const result = await reportPending(record, look.report, verifying, log);
        switch (result.kind) {
          case 'reported':
            done.push(record.jobId);
            reported.push({
              jobId: record.jobId,
              status: look.report.kind === 'timeout' ? 'timeout' : look.report.job.status,
              prLink: look.report.job.prLink ?? '',
              repository: record.repository,
              issueNumber: record.issueNumber,
              commentUrl: result.url,
            });
            timeline.push({ label: record.jobId, state: 'reported', since: Date.parse(record.handedOffAt) });
            if (look.report.kind === 'finished' && look.report.job.prLink)
              pulls.push(reportedPull(record, look.report.job.prLink, store.now()));
            log.info(
              `Reported agent job ${record.jobId} (${quote(look.report.job.status)}) on ${record.repository}#${record.issueNumber}: ${result.url}`,
            );
            break;
          case 'dropped':
            log.warning(result.warning);
            done.push(record.jobId);
            break;
          case 'kept':
            log.warning(result.warning);
            release.push(record.jobId);
            endedUnreported.push(record.jobId);
            break;
          case 'cannot-write':
            // Reported as the step's failure once the rest is done; the job stays pending.
            cannotWrite.push(result.message);
            release.push(record.jobId);
            endedUnreported.push(record.jobId);
            break;
        }
      }
    };
    // Where the last run stopped first; each job reported as soon as its look-up ends (pipeline.ts).
    const lookups = await lookAndReport({
      order: reportOrder(free),
      deadline: work,
      reportBatch,
      // A record whose project, run URL or repository does not hold is dropped without asking the service (verify.ts).
      lookOne: (record, lookup) => {
        const problem = recordProblem(record, { ledgerRepository, projectId: settings.projectId, serverUrl });
        if (problem) return Promise.resolve({ record, kind: 'gone', reason: `the record does not hold, ${problem}; nothing was edited` });
        return look(record, client, { jobTimeoutMs: settings.timeoutMs, lookup }, () => store.now());
      },
    });
    const { unreached } = lookups;
    if (unreached > 0)
      log.warning(`${unreached} pending job(s) were not looked up within ${limit}: they stay pending for the next report.`);
    if (late > 0) log.warning(`${late} job(s) were not reported within ${limit}: they stay pending for the next report.`);
    // The cursor only matters when some job was not reached: those looked at go behind the others next time.
    const stamps: ReportStamps = {
      at: iso(store.now()),
      looked: unreached > 0 ? lookups.stayed.map((record) => record.jobId) : [],
      ended: endedUnreported,
    };
    // Should this fail, the claims lapse after 5 minutes and the next run writes the same comments again.
    deps.deadline.wrapUp();
    await store.settle(claimant, done, release, stamps).catch(ledgerWrite('remove the reported jobs from the pending list'));
    await rememberReported(ledger, pulls, log);
    if ('error' in lookups) throw lookups.error instanceof Error ? lookups.error : new Error(getErrorMessage(lookups.error));
    pendingLeft = records.length - done.length;
    if (found === 0) {
      const active = unreached === 0 ? 'still active' : `pending, ${unreached} not looked up within ${limit}`;
      note = records.length === 0 ? 'No job is pending.' : `Nothing to report: ${records.length} job(s) ${active}.`;
    } else {
      note = `Reported ${reported.length} job(s); ${pendingLeft} pending.`;
    }
    log.info(note);
    // Jobs that have ended stay unreported past a bound: the reports do not keep up (a slow service, too rare a schedule).
    const settled = new Set([...done, ...endedUnreported]);
    const overdue = overdueRecords(
      free.filter((record) => !settled.has(record.jobId)),
      store.now(),
      settings.timeoutMs,
    );
    if (overdue.length > 0) {
      const message = `${overdue.length} job(s) have ended or passed '${Inputs.TimeoutSeconds}' more than ${REPORT_OVERDUE_MS / 60_000} minutes ago and are still not reported (${overdue
        .slice(0, 5)
        .map((record) => record.jobId)
        .join(
          ', ',
        )}${overdue.length > 5 ? ', …' : ''}): the report runs do not keep up. Run them more often, give them a longer '${Inputs.ReportTimeoutSeconds}', or check the service's answers above.`;
      cannotWrite.push(message);
    }
    // A `deployment_status` event: a preview that came after its pull request was reported goes into its comment.
    await showPreviews({
      github,
      ledger,
      env: deps.env,
      projectId: settings.projectId,
      ledgerRepository,
      serverUrl,
      log,
    });
    if (cannotWrite.length > 0) {
      // The step fails, naming the permission; the jobs stay pending (their claims given back).
      const message = cannotWrite.join(' ');
      return { kind: 'failed', error: new Error(message), cancelled: false, reported, note: message, ...pendingOf(pendingLeft) };
    }
    for (const record of records) {
      if (!done.includes(record.jobId)) timeline.push({ label: record.jobId, state: 'pending', since: Date.parse(record.handedOffAt) });
    }
    for (const entry of queueRun?.waitingSince ?? []) timeline.push({ label: entry.id, state: 'queued', since: entry.since });
    return {
      kind: 'done',
      reported,
      pending: pendingLeft,
      note: `${queueNote(queueRun)}${note}`,
      timeline: { items: timeline, at: store.now() },
    };
  } catch (error) {
    return { kind: 'failed', error, cancelled: deps.deadline.cancelled, reported, note: getErrorMessage(error), ...pendingOf(pendingLeft) };
  }
}

const pendingOf = (pending: number | undefined): { pending?: number } => (pending === undefined ? {} : { pending });

/** Starts the queued requests (see hand-off/queued.ts); a failure warns, and the report goes on. */
async function startQueuedRequests(
  settings: ReportSettings,
  deps: RunContext & ReportDependencies,
  run: { ledger: LedgerStore; github: GitHubClient; client: ServiceClient; claimant: string; ledgerRepository: string; deadline: Deadline },
): Promise<QueueRun | undefined> {
  return startQueuedOrWarn({
    ...run,
    projectId: settings.projectId,
    limit: settings.budgetPerHour,
    serverUrl: deps.env.GITHUB_SERVER_URL || 'https://github.com',
    random: deps.random,
    log,
  });
}

/** The report's note on the queue: what was started, what waits. */
function queueNote(run: QueueRun | undefined): string {
  if (!run || (run.started.length === 0 && run.waiting === 0)) return '';
  return `Started ${run.started.length} queued request(s); ${run.waiting} ${run.waiting === 1 ? 'request' : 'requests'} queued. `;
}
