import * as core from '@actions/core';
import { Outputs, type OutputName } from './names.js';
import { getErrorMessage } from '../util/errors.js';
import { redact } from '../util/redact.js';
import type { AgentJob } from '../service/agent/schemas.js';
import { httpsUrl } from '../render/text.js';
import { log, quote } from './log.js';

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

/** The step's outputs, collected as they become known and written at the end (each value once). */
export class OutputSet {
  private readonly values = new Map<OutputName, string>();
  private readonly written = new Map<OutputName, string>();

  set(name: OutputName, value: string): void {
    this.values.set(name, value);
  }

  get(name: OutputName): string | undefined {
    return this.values.get(name);
  }

  /** Records what the job says about itself. */
  setJob(job: AgentJob): void {
    this.set(Outputs.JobId, job.id);
    this.set(Outputs.Status, job.status);
    this.set(Outputs.PrLink, prLinkOutput(job));
    this.set(Outputs.Model, job.model);
    this.set(Outputs.SourceRepository, job.source.repository);
    this.set(Outputs.SourceRef, job.source.ref ?? '');
    this.set(Outputs.CreatedAt, job.createdAt);
    this.set(Outputs.ArchivedAt, job.archivedAt ?? '');
  }

  /** Writes to the runner (`GITHUB_OUTPUT`) every output not yet written with its current value, redacted. */
  write(): void {
    for (const [name, value] of this.values) {
      if (this.written.get(name) === value) continue;
      core.setOutput(name, redact(value));
      this.written.set(name, value);
    }
  }

  /** Writes the outputs; a failure to (a missing `GITHUB_OUTPUT` file) fails the step instead of escaping. */
  flush(): void {
    try {
      this.write();
    } catch (error) {
      core.setFailed(redact(`Could not write the step outputs: ${getErrorMessage(error)}`));
    }
  }
}
