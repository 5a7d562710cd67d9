/**
 * The inputs that decide what triggers a job and where it is reported, read
 * once with every other input.
 */
import * as z from 'zod/mini';
import { Inputs } from '../runner/names.js';
import { PERMISSION_LEVELS, type PermissionLevel } from '../github/permissions.js';
import type { InputCollector } from '../runner/inputs.js';
import { log } from '../runner/log.js';

/** The inputs that decide what triggers a job and where it is reported. */
export interface TriggerSettings {
  /** `github-token`: for comments, permission reads and the budget ledger; empty when not given. */
  githubToken: string;
  /** The `prompt-file` input as given (a path in the workspace); empty when not given. */
  promptFile: string;
  comment: boolean;
  issueNumber: number | undefined;
  triggerLabel: string;
  command: string;
  minPermission: PermissionLevel;
  /** Bot logins allowed to start jobs; `*` allows every bot. */
  allowedBots: string[];
}

const issueNumberSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d*$/, { error: 'must be an issue or pull request number, e.g. 42' })),
  z.transform(Number),
);
const minPermissionSchema = z.enum(PERMISSION_LEVELS, { error: `must be one of ${PERMISSION_LEVELS.join(', ')}` });
const commandSchema = z.string().check(z.regex(/^\S+$/, { error: 'must be one word without spaces, e.g. /docs' }));

/** Reads the trigger inputs into `inputs`' problem list, so every problem is reported at once. */
export function readTriggerSettings(inputs: InputCollector): TriggerSettings {
  const promptFile = inputs.raw(Inputs.PromptFile);
  if (promptFile && inputs.raw(Inputs.Prompt)) {
    inputs.problem(Inputs.PromptFile, `and '${Inputs.Prompt}' are both given: use one of them`);
  }
  // Outside a workflow (`npm run local-action` fills action.yml's defaults) nothing expands `${{ github.token }}`:
  // sent as a token it would reach the real api.github.com. Such a run has no GitHub, as with an empty token.
  const givenToken = inputs.raw(Inputs.GithubToken);
  const unexpanded = /^\$\{\{.*\}\}$/.test(givenToken);
  if (unexpanded) {
    log.warning(
      `'${Inputs.GithubToken}' is a workflow expression that nothing expanded (outside a workflow, as with npm run local-action): this run uses no GitHub.`,
    );
  }
  const issueNumber = inputs.raw(Inputs.IssueNumber)
    ? inputs.parse<number | undefined>(Inputs.IssueNumber, issueNumberSchema, undefined)
    : undefined;
  return {
    githubToken: unexpanded ? '' : givenToken,
    promptFile,
    comment: inputs.boolean(Inputs.Comment, true),
    issueNumber,
    triggerLabel: inputs.raw(Inputs.TriggerLabel) || 'docs-agent',
    command: inputs.parse(Inputs.Command, commandSchema, '/docs', '/docs'),
    minPermission: inputs.parse(Inputs.MinPermission, minPermissionSchema, 'write', 'write'),
    allowedBots: inputs
      .raw(Inputs.AllowedBots)
      .split(/[\s,]+/)
      .filter((name) => name.length > 0),
  };
}
