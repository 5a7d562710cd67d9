/**
 * Vitest setup of the end-to-end project: waits for the bundle that test/setup/bundle.ts builds in the background
 * (the unit files run meanwhile), and fails the file with ncc's own error when the build failed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const status = process.env.DOCS_AGENT_BUNDLE_STATUS;
if (status) {
  const started = Date.now();
  while (!existsSync(status)) {
    if (Date.now() - started > 600_000) throw new Error('The bundle for the end-to-end tests was not built within 10 minutes.');
    await sleep(100);
  }
  const outcome = readFileSync(status, 'utf8');
  if (outcome !== 'ok') throw new Error(`The bundle for the end-to-end tests could not be built: ${outcome}`);
}
