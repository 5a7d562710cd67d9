import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // End-to-end tests spawn `node dist/index.js`; keep them from starving each other on 2 cores.
    maxWorkers: 2,
  },
});
