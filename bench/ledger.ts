/**
 * What the create request waits for with the budget ledger in use: the
 * GitHub requests of the ledger (read the ref, its commit, look again, commit,
 * move the ref) against the git database stand-in, each with its time, then
 * the create request at the emulator.
 *
 * Two cases, reported apart: the cold run, the first on a ledger that does not
 * exist yet (it waits its part of the election that creates the ledger once,
 * ADR 0011), and the warm lone runs, one after the other on the ledger an
 * earlier run wrote, with no other run in the recent past (what a repository
 * meets every day; issue 30's target of 1.0 s is theirs).
 *
 * Written with erasable TypeScript only, so Node 24 runs it as it is.
 */
import { rmSync } from 'node:fs';
import type { ServiceEmulator } from '../tools/emulator/server.ts';
import type { GitDatabaseStandIn, RecordedGitRequest } from '../tools/stand-ins/git-database.ts';
import { agentInputs, describeFailure, runNode, stage, stats, type Stats } from './harness.ts';

/** One case's runs: how long to the create request, and the GitHub requests before it. */
export type LedgerCase =
  | { kind: 'silent'; create: Stats }
  | {
      kind: 'measured';
      create: Stats;
      firstGitHub: Stats;
      ledgerDone: Stats;
      requests: number;
      /** Median gap between consecutive write requests (POST, PATCH, PUT, DELETE) before the create request. */
      writeGap: number | undefined;
      /** The GitHub requests of the run whose create time is the median, with their times. */
      timeline: string;
      /** Write requests before the create request, in that run. */
      writes: number;
      notFound: string[];
    };

export interface Ledger {
  /** The first run, on a ledger that does not exist yet. */
  cold: LedgerCase;
  /** The runs after it, one at a time, each on the ledger the run before wrote. */
  warm: LedgerCase;
}

/** The repository and project the bench's ledger runs use (harness.ts's `stage` and `agentInputs`). */
const REPOSITORY = 'acme/docs';
const LEDGER_REF = 'refs/docs-agent/budget/bench';
/**
 * The quiet before each warm run: a reservation taken after a run's start (GitHub's time, which each run knows
 * from whole-second \`Date\` headers, so to within a second) is a run started with it, and a run that starts within
 * a second of the last one's reservation is taken for one of a burst (ADR 0011). 2 s apart, the last run is not
 * in its recent past.
 */
const QUIET_MS = 2000;

const ms = (value: number): string => `${value.toFixed(0)} ms`;

/** `git/ref/…`, `git/commits/{sha}`: the route of a request, without the repository and the values. */
const route = (path: string): string =>
  path
    .replace(/^\/repos\/[^/]+\/[^/]+\//, '')
    .replace(/\/[0-9a-f]{40}$/, '/{sha}')
    .replace(/(git\/refs?)\/.+$/, '$1/…');

interface Run {
  create: number;
  before: RecordedGitRequest[];
  startedAt: number;
}

function summarize(runs: Run[]): LedgerCase {
  const create = runs.map((run) => run.create);
  const firstGitHub: number[] = [];
  const ledgerDone: number[] = [];
  const notFound = new Set<string>();
  const gaps: number[] = [];
  const timelines: { create: number; text: string; writes: number }[] = [];
  let requests = 0;
  for (const { before, startedAt, create: at } of runs) {
    for (const r of before) if (!r.known) notFound.add(`${r.method} ${r.path}`);
    const first = before[0];
    const last = before.at(-1);
    if (!first || !last) continue;
    firstGitHub.push(first.at - startedAt);
    ledgerDone.push(last.answeredAt - startedAt);
    requests = Math.max(requests, before.length);
    const writes = before.filter((r) => r.method !== 'GET');
    for (let w = 1; w < writes.length; w += 1) gaps.push(writes[w]!.at - writes[w - 1]!.answeredAt);
    const steps = before.map((r) => `${r.method} ${route(r.path)} ${String(r.status)} at ${ms(r.at - startedAt)}`);
    timelines.push({ create: at, text: [...steps, `create request at ${ms(at)}`].join(' → '), writes: writes.length });
  }
  if (firstGitHub.length === 0) return { kind: 'silent', create: stats(create) };
  const median = timelines.sort((a, b) => a.create - b.create)[Math.floor(timelines.length / 2)];
  return {
    kind: 'measured',
    create: stats(create),
    firstGitHub: stats(firstGitHub),
    ledgerDone: stats(ledgerDone),
    requests,
    writeGap: gaps.length > 0 ? stats(gaps).median : undefined,
    timeline: median?.text ?? '',
    writes: median?.writes ?? 0,
    notFound: [...notFound],
  };
}

/** Runs one after the other: one on a cold ledger (the bench's ref removed first), then `warmRuns` on the ledger it made. */
export async function ledger(entry: string, emulator: ServiceEmulator, github: GitDatabaseStandIn, warmRuns: number): Promise<Ledger> {
  const scene = stage(github.url, { ...agentInputs(emulator.url), wait: 'false' });
  const measured: Run[] = [];
  // Cold for the first run whatever ran before on this stand-in.
  github.repository(REPOSITORY).refs.delete(LEDGER_REF);
  try {
    for (let i = 0; i < 1 + Math.max(1, warmRuns); i += 1) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      const seen = github.requests.length;
      const result = await runNode([entry], scene.env, scene.dir);
      if (result.code !== 0) throw describeFailure('the run with the budget ledger failed', result);
      const posted = emulator.agentRequests('POST').find((r) => r.at >= result.startedAt);
      if (!posted) throw describeFailure('the run with the budget ledger created no job', result);
      const before = github.requests.slice(seen).filter((r) => r.at <= posted.at);
      measured.push({ create: posted.at - result.startedAt, before, startedAt: result.startedAt });
    }
  } finally {
    rmSync(scene.dir, { recursive: true, force: true });
  }
  return { cold: summarize(measured.slice(0, 1)), warm: summarize(measured.slice(1)) };
}
