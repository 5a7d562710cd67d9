import { defineConfig } from 'vitest/config';

const [major = 0] = process.versions.node.split('.').map(Number);
if (major < 24) {
  throw new Error(
    `The tests need Node 24 or later (the action's runtime is node24); this is Node ${process.versions.node}. ` +
      'Run them with the project\'s Node: export PATH="$PWD/node_modules/.bin:$PATH" (after npm ci), then npm test.',
  );
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // Bundles the current src/ once; end-to-end tests spawn that bundle (test/setup/bundle.ts).
    globalSetup: ['test/setup/bundle.ts'],
    setupFiles: ['test/setup/github-context.ts'],
    // End-to-end tests spawn the bundled action; keep them from starving each other on 2 cores.
    maxWorkers: 2,
    // End-to-end tests race real processes against real clocks (deadlines, budget windows, GitHub's
    // per-minute limit); on a loaded 2-core machine one may miss a margin. One more try, reported as a
    // retry in the output; a behaviour that is broken fails both.
    retry: 1,
  },
});
