/**
 * The end-to-end tests' world (tools/world.ts: the service emulator and the
 * GitHub stand-ins on loopback), started once per test file and reset before
 * each test: fresh stand-ins, no recorded requests, no jobs. Call once at the
 * top of a test file; read `world.github` and `world.git` inside the tests
 * (they are new for each).
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { World, type WorldOptions, type WorldRun } from '../../tools/world.ts';

/** Polls as often as the emulator's short jobs want, and a deadline far past them: each world's defaults. */
export const FAST_RUN: Readonly<Record<string, string>> = {
  'poll-interval-seconds': '0.05',
  'max-poll-interval-seconds': '0.2',
  'timeout-seconds': '30',
};

/**
 * A world with GitHub: the run's own GitHub writes 10 ms apart (6000 a minute), and the ledger's pace with them.
 * Accepted as for any GitHub Enterprise Server, whose admin sets its limits: the world's GITHUB_API_URL (`world.env()`)
 * is neither GitHub.com's nor GHE.com's. A test of the pace or of the spacing gives the production 60
 * (write-spacing.e2e.test.ts; the bursts of bench/burst.ts keep the default).
 */
export const FAST_WRITES: Readonly<Record<string, string>> = { 'github-writes-per-minute': '6000' };

/** A world for this test file; its runs poll fast (FAST_RUN) and write fast (FAST_WRITES) unless `options.inputs` says otherwise. */
export function useWorld(options: WorldOptions = {}): World {
  const fast = { ...FAST_RUN, ...(options.github === false ? {} : FAST_WRITES) };
  const world = new World({ ...options, inputs: { ...fast, ...options.inputs } });
  beforeAll(async () => {
    await world.start();
  });
  afterAll(async () => {
    await world.stop();
  });
  beforeEach(() => {
    world.reset();
  });
  return world;
}

/** Servers a test file adds to its world (a silent GitHub, a refusing proxy): each started before the file's tests, stopped after. */
export function useServers(...servers: readonly { start(): Promise<unknown>; stop(): Promise<void> }[]): void {
  beforeAll(async () => {
    await Promise.all(servers.map((server) => server.start()));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });
}

/**
 * A run's `onStdout` that ends agent job `jobId` in the world's emulator (completed, at once) when the run's log first
 * says `text`: a job that works until the run is seen waiting for it, instead of for a fixed time that a loaded
 * machine may or may not outlast.
 */
export function endJobWhen(world: World, jobId: string, text: string): NonNullable<WorldRun['onStdout']> {
  let ended = false;
  return (stdout) => {
    if (ended || !stdout.includes(text)) return;
    ended = true;
    const job = world.emulator.jobs.get(jobId);
    if (!job) throw new Error(`no job ${jobId} in the emulator`);
    job.outcome = 'completed';
    job.durationMs = 0;
  };
}
