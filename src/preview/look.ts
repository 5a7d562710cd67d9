/**
 * A waiting run looks once for the preview of the pull request its job
 * opened, when the job ends: the link goes into the job comment's final text.
 */
import type { GitHubClient } from '../github/client.js';
import type { AgentJob } from '../service/agent/schemas.js';
import { findPreview, parsePullLink, type PreviewOptions } from './deployments.js';

export interface JobPreviewOptions extends PreviewOptions {
  github: () => Promise<GitHubClient>;
  /** `GITHUB_SERVER_URL`: the host a pull request link must be on. */
  serverUrl: string;
  /** True when the job has a comment to show the preview in: without one, nothing is asked. */
  hasComment: () => Promise<boolean>;
}

/** The preview of the job's pull request; undefined when the job opened none on this server, or it has no preview yet. */
export async function previewForJob(job: AgentJob, options: JobPreviewOptions): Promise<string | undefined> {
  if (job.status !== 'completed') return undefined;
  const pull = parsePullLink(job.prLink, options.serverUrl);
  if (!pull || !(await options.hasComment())) return undefined;
  return findPreview(await options.github(), pull, options);
}
