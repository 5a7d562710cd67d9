/**
 * The two start-up guard rails, each beside its floor in the same run,
 * interleaved (rotated each round, so that both see the same noise):
 *
 *   cold start     `node dist/index.js` failing on a missing input, beside the
 *                  bundle of `@actions/core` alone doing the same (and, for
 *                  scale, `node -e 0`)
 *   first request  spawn to the arrival of the first request at a loopback
 *                  stand-in, beside the bundle of `@actions/core` and
 *                  `@actions/github` sending one GitHub request (and, for
 *                  scale, a bare `fetch`)
 *
 * Written with erasable TypeScript only, so Node 24 runs it as it is.
 */
import { pathToFileURL } from 'node:url';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_ADMIN_KEY, type ServiceEmulator } from '../tools/emulator/server.ts';
import type { GitDatabaseStandIn } from '../tools/stand-ins/git-database.ts';
import type { Floors } from './floor.ts';
import {
  agentInputs,
  describeFailure,
  loadedFiles,
  pairedRatio,
  rotate,
  runNode,
  runNodeSync,
  stage,
  stats,
  type Preloads,
  type Stats,
} from './harness.ts';

export interface ColdStart {
  action: Stats;
  floor: Stats;
  /** `node -e 0`, for scale. */
  bare: Stats;
  /** The action over its floor: the median of the per-round ratios. */
  ratio: number;
  /** Files the failing run loads: what start-up costs before the inputs are checked. */
  loaded: string[];
}

const MISSING = "'base-url' is required";
const FLOOR_MISSING = 'Input required and not supplied: base-url';

export function coldStart(entry: string, floors: Floors, github: GitDatabaseStandIn, preloads: Preloads, runs: number): ColdStart {
  // A real runner passes every input with a default; `base-url` is left out.
  const inputs = agentInputs('');
  delete inputs['base-url'];
  const scene = stage(github.url, inputs);
  try {
    const check = runNodeSync([entry], scene.env, scene.dir);
    if (check.code !== 1 || !check.stdout.includes(MISSING))
      throw describeFailure('the action did not fail on the missing base-url', check);
    const floorCheck = runNodeSync([floors.core], scene.env, scene.dir);
    if (floorCheck.code !== 1 || !floorCheck.stdout.includes(FLOOR_MISSING)) {
      throw describeFailure('the @actions/core floor did not fail on the missing base-url', floorCheck);
    }
    const loadedFile = join(preloads.dir, 'cold-loaded.json');
    runNodeSync(['--import', pathToFileURL(preloads.loaded).href, entry], { ...scene.env, BENCH_LOADED_FILE: loadedFile }, scene.dir);
    const candidates = { action: [entry], floor: [floors.core], bare: ['-e', '0'] };
    const samples: Record<keyof typeof candidates, number[]> = { action: [], floor: [], bare: [] };
    const names = Object.keys(candidates) as (keyof typeof candidates)[];
    // Two rounds to warm the file cache, then the measured ones.
    for (let round = -2; round < runs; round += 1) {
      for (const name of rotate(names, round + 2)) {
        const { ms } = runNodeSync(candidates[name], scene.env, scene.dir);
        if (round >= 0) samples[name].push(ms);
      }
    }
    return {
      action: stats(samples.action),
      floor: stats(samples.floor),
      bare: stats(samples.bare),
      ratio: pairedRatio(samples.action, samples.floor),
      loaded: loadedFiles(loadedFile),
    };
  } finally {
    rmSync(scene.dir, { recursive: true, force: true });
  }
}

export interface FirstRequest {
  action: Stats;
  floor: Stats;
  /** A bare `fetch` POST to the emulator, for scale. */
  bare: Stats;
  /** The action over its floor: the median of the per-round ratios. */
  ratio: number;
}

const BARE_CREATE = `fetch(process.env.BENCH_URL, { method: 'POST', headers: { authorization: 'Bearer ' + process.env.BENCH_KEY, 'content-type': 'application/json' }, body: JSON.stringify({ prompt: 'x' }) }).then((r) => r.text());`;

/** Arrival time of the first request at either stand-in after `since`. */
function firstArrival(emulator: ServiceEmulator, github: GitDatabaseStandIn, since: number): number | undefined {
  const arrivals = [...emulator.requests.map((r) => r.at), ...github.requests.map((r) => r.at)].filter((t) => t >= since);
  return arrivals.length > 0 ? Math.min(...arrivals) : undefined;
}

export async function firstRequest(
  entry: string,
  floors: Floors,
  emulator: ServiceEmulator,
  github: GitDatabaseStandIn,
  runs: number,
): Promise<FirstRequest> {
  const scene = stage(github.url, { ...agentInputs(emulator.url), wait: 'false' });
  const bareEnv = { PATH: scene.env.PATH ?? '', BENCH_URL: `${emulator.url}/v2/agent/bench/job`, BENCH_KEY: DEFAULT_ADMIN_KEY };
  const candidates = {
    action: { args: [entry], env: scene.env },
    floor: { args: [floors.github], env: scene.env },
    bare: { args: ['-e', BARE_CREATE], env: bareEnv },
  };
  const samples: Record<keyof typeof candidates, number[]> = { action: [], floor: [], bare: [] };
  const names = Object.keys(candidates) as (keyof typeof candidates)[];
  try {
    for (let round = -1; round < runs; round += 1) {
      for (const name of rotate(names, round + 1)) {
        const { args, env } = candidates[name];
        // Stopped once its first request has arrived: the rest of the run is not measured here.
        const result = await runNode(args, env, scene.dir, (since) => firstArrival(emulator, github, since) !== undefined);
        const arrival = firstArrival(emulator, github, result.startedAt);
        if (arrival === undefined) throw describeFailure(`${name}: node ${args.join(' ')} sent no request`, result);
        if (round >= 0) samples[name].push(arrival - result.startedAt);
      }
    }
    return {
      action: stats(samples.action),
      floor: stats(samples.floor),
      bare: stats(samples.bare),
      ratio: pairedRatio(samples.action, samples.floor),
    };
  } finally {
    rmSync(scene.dir, { recursive: true, force: true });
  }
}
