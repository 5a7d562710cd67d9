import * as core from '@actions/core';
import { redact } from '../util/redact.js';

/** The summary being built (`core.summary`). */
export type Summary = typeof core.summary;

/**
 * Writes the job summary (when the runner provides one): `build` fills it,
 * and the final text is redacted before it reaches the file.
 */
export async function writeStepSummary(build: (summary: Summary) => void): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  core.summary.emptyBuffer();
  build(core.summary);
  const text = redact(core.summary.stringify());
  core.summary.emptyBuffer();
  await core.summary.addRaw(text).write();
}
