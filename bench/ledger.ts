/**
 * What the create request waits for with the budget ledger in use: the
 * GitHub requests of the ledger (read the ref, its commit, look again, commit,
 * move the ref) against the git database stand-in, each with its time, then
 * the create request at the emulator.
 *
 * Written with erasable TypeScript only, so Node 24 runs it as it is.
 */
import { rmSync } from 'node:fs';
import type { ServiceEmulator } from '../tools/emulator/server.ts';
import type { GitDatabaseStandIn, RecordedGitRequest } from '../tools/stand-ins/git-database.ts';
import { agentInputs, describeFailure, runNode, stage, stats, type Stats } from './harness.ts';

export type Ledger =
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

const ms = (value: number): string => `${value.toFixed(0)} ms`;

/** `git/ref/…`, `git/commits/{sha}`: the route of a request, without the repository and the values. */
const route = (path: string): string =>
  path
    .replace(/^\/repos\/[^/]+\/[^/]+\//, '')
    .replace(/\/[0-9a-f]{40}$/, '/{sha}')
    .replace(/(git\/refs?)\/.+$/, '$1/…');

export async function ledger(entry: string, emulator: ServiceEmulator, github: GitDatabaseStandIn, runs: number): Promise<Ledger> {
  const scene = stage(github.url, { ...agentInputs(emulator.url), wait: 'false' });
  const create: number[] = [];
  const firstGitHub: number[] = [];
  const ledgerDone: number[] = [];
  const notFound = new Set<string>();
  const gaps: number[] = [];
  const timelines: { create: number; text: string; writes: number }[] = [];
  let requests = 0;
  try {
    for (let i = 0; i < runs; i += 1) {
      const seen = github.requests.length;
      const result = await runNode([entry], scene.env, scene.dir);
      if (result.code !== 0) throw describeFailure('the run with the budget ledger failed', result);
      const posted = emulator.agentRequests('POST').find((r) => r.at >= result.startedAt);
      if (!posted) throw describeFailure('the run with the budget ledger created no job', result);
      create.push(posted.at - result.startedAt);
      const before: RecordedGitRequest[] = github.requests.slice(seen).filter((r) => r.at <= posted.at);
      for (const r of before) if (!r.known) notFound.add(`${r.method} ${r.path}`);
      const first = before[0];
      const last = before.at(-1);
      if (!first || !last) continue;
      firstGitHub.push(first.at - result.startedAt);
      ledgerDone.push(last.answeredAt - result.startedAt);
      requests = Math.max(requests, before.length);
      const writes = before.filter((r) => r.method !== 'GET');
      for (let w = 1; w < writes.length; w += 1) gaps.push(writes[w]!.at - writes[w - 1]!.answeredAt);
      const steps = before.map((r) => `${r.method} ${route(r.path)} ${String(r.status)} at ${ms(r.at - result.startedAt)}`);
      timelines.push({
        create: posted.at - result.startedAt,
        text: [...steps, `create request at ${ms(posted.at - result.startedAt)}`].join(' → '),
        writes: writes.length,
      });
    }
  } finally {
    rmSync(scene.dir, { recursive: true, force: true });
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
