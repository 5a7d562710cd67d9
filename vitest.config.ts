import { defineConfig } from 'vitest/config';
import TierSequencer from './test/setup/sequencer.ts';

const [major = 0] = process.versions.node.split('.').map(Number);
if (major < 24) {
  throw new Error(
    `The tests need Node 24 or later (the action's runtime is node24); this is Node ${process.versions.node}. ` +
      'Run them with the project\'s Node: export PATH="$PWD/node_modules/.bin:$PATH" (after npm ci), then npm test.',
  );
}

/** End-to-end tests spawn the bundle: built once from the current src/ (test/setup/bundle.ts), for them only, while the unit files run. */
const BUNDLE = ['test/setup/bundle.ts'];
const E2E = 'test/**/*.e2e.test.ts';
/** In process, but on the real clock: deadlines against a loopback server, under forced garbage collections. */
const CLOCK = 'test/**/*.clock.test.ts';

// Tests live by capability (test/<capability>/), their tier in the name: `x.test.ts` (unit and nock: in process,
// no bundle, virtual clocks), `x.e2e.test.ts` (the bundle against the emulator and the GitHub stand-ins) and
// `x.clock.test.ts` (in process on the real clock, in the e2e project). Bursts and their timing are performance:
// `npm run bench` (bench/burst.ts). CONTRIBUTING.md, "Tests".
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    setupFiles: ['test/setup/github-context.ts'],
    // End-to-end tests spawn the bundled action; keep them from starving each other on 2 cores.
    maxWorkers: 2,
    // The unit tier first, while the bundle builds; then e2e, its longest files first.
    sequence: { sequencer: TierSequencer },
    // Every test that needed a retry is listed at the end of the run.
    reporters: ['default', './test/setup/retries.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: [E2E, CLOCK],
          retry: 0,
          // One worker runs many files (half the time of a process per file); each file still loads src/ afresh.
          isolate: false,
          setupFiles: ['test/setup/fresh-modules.ts'],
          server: { deps: { inline: ['@octokit/plugin-throttling'] } },
        },
      },
      {
        // Real processes, or in-process deadlines, race real clocks (deadlines, budget windows, GitHub's
        // per-minute limit); on a loaded 2-core machine one may miss a margin. One more try, listed by the retry reporter; a broken behaviour
        // fails both.
        extends: true,
        test: { name: 'e2e', include: [E2E, CLOCK], globalSetup: BUNDLE, setupFiles: ['test/setup/bundle-ready.ts'], retry: 1 },
      },
    ],
  },
});
