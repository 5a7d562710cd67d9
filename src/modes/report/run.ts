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
import type { GitHubClient } from '../../github/client.js';
import { describeGitHubError, statusOf } from '../../github/errors.js';
import { Outputs } from '../../runner/names.js';
import { log, quote } from '../../runner/log.js';
import { OutputSet } from '../../runner/outputs.js';
import type { InputReader } from '../../runner/read-input.js';
import type { ServiceClient } from '../../service/agent/client.js';
import type { AgentJob } from '../../service/agent/schemas.js';
import type { Env } from '../../triggers/event.js';
import type { Clock } from '../../util/clock.js';
import { ServiceHttpError, getErrorMessage } from '../../util/errors.js';
import { reportToComment, whatToReport, type Report } from '../../hand-off/report-comment.js';
import { readReportSettings, type ReportSettings } from './settings.js';
import { describeEvent, writeReportSummary, type ReportedJob } from './summary.js';

export interface ReportDependencies {
  readInput: InputReader;
  env: Env;
  createGitHub: (token: string) => Promise<GitHubClient>;
  createClient: (settings: ReportSettings) => Promise<ServiceClient>;
  clock: Clock;
  signal: AbortSignal;
  random: () => number;
}

/** How many jobs are looked up at once. */
const LOOKUPS_AT_ONCE = 4;

/** What one look at a pending job found. */
type Look = { record: PendingRecord } & ({ kind: 'report'; report: Report } | { kind: 'stay' } | { kind: 'gone'; reason: string });

async function look(
  record: PendingRecord,
  client: ServiceClient,
  settings: ReportSettings,
  now: number,
  signal: AbortSignal,
): Promise<Look> {
  let job: AgentJob;
  try {
    job = await client.getJob(record.jobId, { signal, timeoutMs: 30_000 });
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

async function lookAll(records: PendingRecord[], lookOne: (record: PendingRecord) => Promise<Look>): Promise<Look[]> {
  const looks: Look[] = [];
  for (let i = 0; i < records.length; i += LOOKUPS_AT_ONCE) {
    looks.push(...(await Promise.all(records.slice(i, i + LOOKUPS_AT_ONCE).map(lookOne))));
  }
  return looks;
}

/** The report run; never throws: a failure fails the step. */
export async function runReport(deps: ReportDependencies): Promise<void> {
  const outputs = new OutputSet();
  const reported: ReportedJob[] = [];
  let pendingLeft = 0;
  let note: string;
  try {
    const settings = readReportSettings(deps.readInput);
    const ledgerRepository = settings.budgetRepository || deps.env.GITHUB_REPOSITORY || '';
    if (!ledgerRepository) throw new Error("GITHUB_REPOSITORY is not set and no 'budget-repository' was given: no ledger to read.");
    const [github, client] = await Promise.all([deps.createGitHub(settings.githubToken), deps.createClient(settings)]);
    log.info(await describeEvent());
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
    const records = await store.list().catch((error: unknown) => {
      throw new Error(`Could not read the pending jobs in ${ledgerRepository} ${store.ref}: ${getErrorMessage(error)}`, { cause: error });
    });
    const now = store.now();
    const free = records.filter((record) => !isClaimedByOther(record, claimant, now));
    if (free.length < records.length)
      log.info(`${records.length - free.length} pending job(s) are being reported by another run right now.`);
    const looks = await lookAll(free, (record) => look(record, client, settings, now, deps.signal));
    const toReport = looks.filter((found) => found.kind !== 'stay');
    pendingLeft = records.length;
    if (toReport.length === 0) {
      note = records.length === 0 ? 'No job is pending.' : `Nothing to report: ${records.length} job(s) still active.`;
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
      const done: string[] = [];
      const release: string[] = [];
      for (const found of toReport) {
        const { record } = found;
        if (!mine.has(record.jobId)) continue;
        if (found.kind === 'gone') {
          log.warning(`Dropped the pending job ${record.jobId}: ${found.reason}.`);
          done.push(record.jobId);
          continue;
        }
        try {
          const url = await reportToComment(github, record, found.report, log);
          done.push(record.jobId);
          reported.push({
            jobId: record.jobId,
            status: found.report.kind === 'timeout' ? 'timeout' : found.report.job.status,
            prLink: found.report.job.prLink ?? '',
            repository: record.repository,
            issueNumber: record.issueNumber,
            commentUrl: url,
          });
          log.info(
            `Reported agent job ${record.jobId} (${quote(found.report.job.status)}) on ${record.repository}#${record.issueNumber}: ${url}`,
          );
        } catch (error) {
          const status = statusOf(error);
          const what = `update the comment of agent job ${record.jobId} on ${record.repository}#${record.issueNumber}`;
          const permission = record.isPullRequest ? 'pull-requests: write' : 'issues: write';
          if (status === 404 || status === 410) {
            log.warning(`${describeGitHubError(what, error, permission)} The comment or the issue is gone: the job is dropped.`);
            done.push(record.jobId);
          } else {
            log.warning(`${describeGitHubError(what, error, permission)} The job stays pending for the next report.`);
            release.push(record.jobId);
          }
        }
      }
      // Should this fail, the claims lapse after 5 minutes and the next run writes the same comments again.
      await store.settle(claimant, done, release).catch(ledgerWrite('remove the reported jobs from the pending list'));
      pendingLeft = records.length - done.length;
      note = `Reported ${reported.length} job(s); ${pendingLeft} pending.`;
      log.info(note);
    }
    outputs.set(Outputs.Reported, String(reported.length));
    outputs.set(Outputs.Pending, String(pendingLeft));
    outputs.set(Outputs.ReportedJobs, JSON.stringify(reported));
  } catch (error) {
    note = getErrorMessage(error);
    log.setFailed(note);
  }
  outputs.flush();
  try {
    await writeReportSummary({ reported, pending: pendingLeft, note });
  } catch (error) {
    log.warning(`Could not write the job summary: ${getErrorMessage(error)}`);
  }
}
