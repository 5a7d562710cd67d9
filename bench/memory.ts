/**
 * The memory guard rail: peak RSS (`process.resourceUsage().maxRSS` at exit)
 * of a full agent run against the emulator (create, three polls, completed,
 * summary; the budget ledger in use), beside bare Node making the same four
 * service requests with Node's own `fetch` and the same pauses
 * (bench/floor/fetches.mjs). Also records the files that run loads.
 *
 * Written with erasable TypeScript only, so Node 24 runs it as it is.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_ADMIN_KEY, ServiceEmulator } from '../tools/emulator/server.ts';
import type { GitDatabaseStandIn } from '../tools/stand-ins/git-database.ts';
import {
  agentInputs,
  describeFailure,
  loadedFiles,
  pairedRatio,
  rotate,
  runNode,
  stage,
  stats,
  type Preloads,
  type Stats,
} from './harness.ts';

const BARE_FETCHES = resolve(import.meta.dirname, 'floor/fetches.mjs');

export interface Memory {
  action: Stats;
  bare: Stats;
  /** The action over bare Node: the median of the per-round ratios. */
  ratio: number;
  /** Files of the full run. */
  loaded: string[];
}

/** An emulator whose job completes on exactly the third poll, whatever the timing. */
async function threePollEmulator(): Promise<ServiceEmulator> {
  let requests = 0;
  const emulator = new ServiceEmulator({ jobDurationMs: 3000, jobsPerHour: 1_000_000, now: () => requests * 1000 });
  emulator.use(() => {
    requests += 1;
    return false;
  });
  await emulator.start();
  return emulator;
}

export async function memory(entry: string, github: GitDatabaseStandIn, preloads: Preloads, runs: number): Promise<Memory> {
  const emulator = await threePollEmulator();
  const fast = { 'poll-interval-seconds': '0.1', 'max-poll-interval-seconds': '0.1', 'timeout-seconds': '60' };
  const rssFile = join(preloads.dir, 'rss');
  const loadedFile = join(preloads.dir, 'loaded.json');
  try {
    const fullRun = async (nodeArgs: readonly string[]): Promise<void> => {
      const scene = stage(
        github.url,
        { ...agentInputs(emulator.url), ...fast },
        { BENCH_RSS_FILE: rssFile, BENCH_LOADED_FILE: loadedFile },
      );
      const seen = emulator.requests.length;
      const result = await runNode(nodeArgs, scene.env, scene.dir);
      const made = emulator.requests.slice(seen).map((r) => r.method);
      const outputs = scene.outputs();
      const summary = scene.summary();
      rmSync(scene.dir, { recursive: true, force: true });
      if (
        result.code !== 0 ||
        outputs.status !== 'completed' ||
        // The emulator's job ids (`job_0001_…`) read the same escaped or not.
        !summary.includes(outputs['job-id'] ?? '?') ||
        made.join() !== 'POST,GET,GET,GET'
      ) {
        throw describeFailure(`the full run did not go create, three polls, completed, summary (requests: ${made.join(', ')})`, result);
      }
    };
    const bareRun = async (nodeArgs: readonly string[]): Promise<void> => {
      const env = {
        PATH: process.env.PATH ?? '',
        BENCH_URL: `${emulator.url}/v2/agent/bench/job`,
        BENCH_KEY: DEFAULT_ADMIN_KEY,
        BENCH_RSS_FILE: rssFile,
      };
      const result = await runNode(nodeArgs, env, preloads.dir);
      if (result.code !== 0) throw describeFailure('the bare fetch run failed', result);
    };
    const peak = (): number => Number(readFileSync(rssFile, 'utf8'));

    await fullRun(['--import', pathToFileURL(preloads.loaded).href, entry]);
    const loaded = loadedFiles(loadedFile);

    const samples = { action: [] as number[], bare: [] as number[] };
    for (let round = 0; round < runs; round += 1) {
      for (const name of rotate(['action', 'bare'] as const, round)) {
        if (name === 'action') await fullRun(['--require', preloads.rss, entry]);
        else await bareRun(['--require', preloads.rss, BARE_FETCHES]);
        samples[name].push(peak());
      }
    }
    return { action: stats(samples.action), bare: stats(samples.bare), ratio: pairedRatio(samples.action, samples.bare), loaded };
  } finally {
    await emulator.stop();
  }
}
