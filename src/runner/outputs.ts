import * as core from '@actions/core';
import type { OutputName } from './names.js';
import { getErrorMessage } from '../util/errors.js';
import { redact } from '../util/redact.js';

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
