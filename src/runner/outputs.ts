import * as core from '@actions/core';
import { Outputs, type OutputName } from './names.js';
import { getErrorMessage } from '../util/errors.js';
import { redact } from './redact.js';
import type { AgentJob } from '../service/agent/schemas.js';

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
    this.set(Outputs.PrLink, job.prLink ?? '');
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
