/** What the job says about itself, as the step's outputs. */
import { Outputs } from '../../runner/names.js';
import { log, quote } from '../../runner/log.js';
import type { OutputSet } from '../../runner/outputs.js';
import { httpsUrl } from '../../render/text.js';
import type { AgentJob } from '../../service/agent/schemas.js';

/**
 * The job's `prLink` as the `pr-link` output: only an `https` URL (no
 * credentials) is passed on to later steps; anything else is left empty, with
 * a warning, so a workflow never opens or fetches what the service made up.
 */
function prLinkOutput(job: AgentJob): string {
  if (!job.prLink) return '';
  if (httpsUrl(job.prLink)) return job.prLink;
  log.warning(
    `Agent job ${quote(job.id)} gave a pull request link that is not an https URL (${quote(job.prLink)}): the '${Outputs.PrLink}' output is left empty.`,
  );
  return '';
}

/** Records the job's id, pull request, model, source and times in `outputs` (`status` is the run's: see report.ts). */
export function setJobOutputs(outputs: OutputSet, job: AgentJob): void {
  outputs.set(Outputs.JobId, job.id);
  outputs.set(Outputs.PrLink, prLinkOutput(job));
  outputs.set(Outputs.Model, job.model);
  outputs.set(Outputs.SourceRepository, job.source.repository);
  outputs.set(Outputs.SourceRef, job.source.ref ?? '');
  outputs.set(Outputs.CreatedAt, job.createdAt);
  outputs.set(Outputs.ArchivedAt, job.archivedAt ?? '');
}
