/** For the tests of `readSettings`: inputs from a plain object, and the problems an `InputError` lists. */
import { expect, it } from 'vitest';
import { InputError } from '../../src/util/errors.ts';
import { readSettings } from '../../src/modes/agent/settings.ts';
import type { TriggerSettings } from '../../src/triggers/settings.ts';

/** The trigger settings of the defaults, with a token. */
export const TRIGGER_SETTINGS: TriggerSettings = {
  githubToken: 'ghs_token',
  promptFile: '',
  comment: true,
  issueNumber: undefined,
  triggerLabel: 'docs-agent',
  command: '/docs',
  minPermission: 'write',
  allowedBots: [],
};

/** The four required inputs, valid; the prompt is padded to show it is trimmed. */
export const VALID_INPUTS: Readonly<Record<string, string>> = {
  'base-url': 'https://api.docs.test',
  'project-id': 'proj-1',
  'admin-api-key': 'svc_admin_key',
  prompt: '  Fix the links  ',
};

/** A `getInput` over `inputs`: an input not given reads as empty, as on the runner. */
export const readInputs =
  (inputs: Record<string, string>) =>
  (name: string): string =>
    inputs[name] ?? '';

/** The problems `read` (agent mode's `readSettings` by default) reports for `inputs`, as `input: message`; fails the test when it accepts them. */
export function inputProblems(inputs: Record<string, string>, read: (input: (name: string) => string) => unknown = readSettings): string[] {
  try {
    read(readInputs(inputs));
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as InputError).problems.map((p) => `${p.input}: ${p.message}`);
  }
  throw new Error('expected an InputError');
}

/** A bad value of one input, and what the message about it says: `[input, value, message]`. */
export type ProblemRow = readonly [input: string, value: string, message: string];

/**
 * One test a row: `read` (agent mode's `readSettings` by default) given `valid` with `input` set to `value` reports
 * exactly one problem, `input: message…`.
 */
export function itNamesEachProblem(
  rows: readonly ProblemRow[],
  valid: Record<string, string> = VALID_INPUTS,
  read: (input: (name: string) => string) => unknown = readSettings,
): void {
  it.each(rows)('names %s when it is %j', (input, value, message) => {
    expect(inputProblems({ ...valid, [input]: value }, read)).toEqual([expect.stringContaining(`${input}: ${message}`)]);
  });
}
