/**
 * The benchmark: `npm run bench` (or `npm run bench -- --quick` for CI: a few
 * runs, the same table, nothing timed judged; a burst of 8 judged on
 * correctness). Prints one markdown table and
 * writes it to bench/results.md. It measures the bundle in dist/ (run
 * `npm run bundle` first; `--dist <folder>` measures another build) against
 * floors built in the same run from the toolkit itself (bench/floor.ts),
 * interleaved, so that the ratios hold on any machine:
 *
 *   cold start     ≤ 1.5× `@actions/core` alone failing on a missing input
 *   first request  ≤ 2.0× `@actions/core` + `@actions/github` sending one request
 *   peak RSS       ≤ 1.3× bare Node making the same service requests
 *
 * A full run exits 1 when a guard rail or a target of a burst is missed; any run
 * exits 1 when a burst ends wrong (a red run, a missing job or comment, a
 * warning). Beside them: what the create
 * request waits for with the budget ledger in use, the bundle's bytes, the
 * GitHub writes per job (bench/github-cost.ts) and the hand-off's runner time
 * (bench/hand-off.ts), the assistant messages and wall time of a docs impact check
 * (bench/impact.ts), and bursts of labelled issues at GitHub's write limit
 * (bench/burst.ts: bursts of 20 and 50 from a cold and a warm ledger, GitHub
 * answering at once and after 50–150 ms, about half an hour; one burst of 8 in
 * a quick run): writes a job, limit answers and the first to last job creation
 * beside the floor the limit sets, the worst run of each. The
 * polling schedule's cost is arithmetic on a virtual clock:
 * test/service/polling-cost.test.ts.
 *
 * No network beyond loopback. Written with erasable TypeScript only, so Node
 * 24 runs it as it is.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_ADMIN_KEY, ServiceEmulator } from '../tools/emulator/server.ts';
import { GitDatabaseStandIn } from '../tools/stand-ins/git-database.ts';
import { bundleSize, loadedFrom } from './bundle-size.ts';
import { BURST_PLANS, burstReport, burstSection } from './burst.ts';
import { buildFloors } from './floor.ts';
import { githubCost, githubCostReport } from './github-cost.ts';
import { handOffFigures, handOffReport } from './hand-off.ts';
import { impactFigures, impactReport } from './impact.ts';
import { DEFAULTS, agentInputs, now, runNode, stage, writePreloads } from './harness.ts';
import { ledger } from './ledger.ts';
import { memory } from './memory.ts';
import { ledgerNote, machine, scale, table, verdicts, type Figures } from './report.ts';
import { coldStart, firstRequest } from './start-up.ts';

const ROOT = resolve(import.meta.dirname, '..');

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    // Another build to measure (e.g. an older bundle, to compare); results go to bench/results-<folder>.md.
    dist: { type: 'string', default: join(ROOT, 'dist') },
  },
});
const quick = args.quick;
const DIST = resolve(args.dist);
const ENTRY = join(DIST, 'index.js');
const RESULTS = join(ROOT, 'bench', DIST === join(ROOT, 'dist') ? 'results.md' : `results-${basename(DIST)}.md`);
const RUNS = {
  coldStart: quick ? 5 : 31,
  firstRequest: quick ? 3 : 21,
  // Warm lone runs on the ledger, after the one cold run that creates it (bench/ledger.ts).
  ledger: quick ? 3 : 7,
  memory: quick ? 1 : 5,
  handOff: quick ? 1 : 5,
  impact: quick ? 1 : 3,
};

if (!existsSync(ENTRY)) {
  console.error(`${ENTRY} is missing: run \`npm run bundle\` first.`);
  process.exit(1);
}

const startedAt = now();
const machineLine = machine();
const work = mkdtempSync(join(tmpdir(), 'docs-agent-bench-'));
// GitHub's git database (the budget ledger's), recording when each request arrives and is answered.
const github = new GitDatabaseStandIn({ now });
await github.start();
const emulator = new ServiceEmulator({ jobsPerHour: 1_000_000, now });
await emulator.start();
const preloads = writePreloads();

/** Runs the action once against the given GitHub API with these inputs and event; how it ended and how long it took. */
async function runStep(
  apiUrl: string,
  inputs: Record<string, string>,
  event: { name: string; path: string },
): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  const scene = stage(github.url, inputs, {
    GITHUB_API_URL: apiUrl,
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: event.path,
    GITHUB_REPOSITORY: 'Codertocat/Hello-World',
  });
  try {
    const result = await runNode([ENTRY], scene.env, scene.dir);
    return { ...result, ms: now() - result.startedAt };
  } finally {
    rmSync(scene.dir, { recursive: true, force: true });
  }
}

let report: string;
let missed: string[];
let broken: string[];
try {
  const floors = await buildFloors(join(work, 'floors'));
  const cold = coldStart(ENTRY, floors, github, preloads, RUNS.coldStart);
  const first = await firstRequest(ENTRY, floors, emulator, github, RUNS.firstRequest);
  const led = await ledger(ENTRY, emulator, github, RUNS.ledger);
  const mem = await memory(ENTRY, github, preloads, RUNS.memory);
  const figures: Figures = {
    cold,
    first,
    ledger: led,
    memory: mem,
    size: bundleSize(DIST),
    coldLoaded: loadedFrom(DIST, cold.loaded),
    runLoaded: loadedFrom(DIST, mem.loaded),
  };
  const cost = await githubCost(work, (apiUrl, token, event) =>
    runStep(apiUrl, { ...agentInputs(emulator.url), prompt: '', 'github-token': token, 'poll-interval-seconds': '0.1' }, event),
  );
  const handOff = await handOffFigures(
    work,
    (apiUrl, token, inputs, event) => runStep(apiUrl, { 'admin-api-key': DEFAULT_ADMIN_KEY, ...inputs, 'github-token': token }, event),
    RUNS.handOff,
  );
  const impact = await impactFigures(
    work,
    (apiUrl, token, inputs, event) => runStep(apiUrl, { ...inputs, 'github-token': token }, event),
    RUNS.impact,
  );
  // Last: up to fifty processes at once, so that they disturb no other measurement.
  const bursts = await burstSection(quick ? BURST_PLANS.quick : BURST_PLANS.full, DIST, (line) => {
    console.error(line);
  });
  broken = bursts.flatMap((b) => b.broken);
  // A waiting run notices a job's end within a tenth of its length, up to the cap (test/service/polling-cost.test.ts).
  const capMs = Number(DEFAULTS['max-poll-interval-seconds'] ?? '30') * 1000;
  const waiting = [300_000, 900_000, 1_800_000].map((jobMs) => ({ jobMs, detectionMs: Math.min(jobMs / 10, capMs) }));
  missed = verdicts(figures)
    .filter((v) => !v.met)
    .map((v) => `${v.name}: ${v.ratio.toFixed(2)}× its floor, over ${v.limit.toFixed(1)}×`)
    .concat(bursts.flatMap((b) => b.missed));
  report = [
    `# Benchmark${quick ? " (quick: too few runs to quote; only the burst's correctness judged)" : ''}`,
    '',
    machineLine,
    '',
    table(figures, !quick),
    '',
    `${scale(figures)} The floors are bundled in this run with \`ncc build … ${floors.flags.join(' ')}\`, as \`npm run bundle\` bundles the action (bench/floor/).`,
    '',
    ...ledgerNote(led),
    ...githubCostReport(cost),
    ...handOffReport(handOff, waiting),
    ...impactReport(impact),
    ...burstReport(bursts),
    `Ran in ${((now() - startedAt) / 1000).toFixed(1)} s.`,
    '',
  ].join('\n');
} finally {
  await emulator.stop();
  await github.stop();
  rmSync(preloads.dir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
}
writeFileSync(RESULTS, report);
console.log(report);
if (broken.length > 0) {
  console.error(`Bursts ended wrong: ${broken.join('; ')}`);
  process.exitCode = 1;
}
if (!quick && missed.length > 0) {
  console.error(`Targets missed: ${missed.join('; ')}`);
  process.exitCode = 1;
}
