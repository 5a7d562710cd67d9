/** For the tests of `readSettings`: inputs from a plain object, and the problems an `InputError` lists. */
import { expect } from 'vitest';
import { InputError } from '../../src/util/errors.ts';
import { readSettings } from '../../src/modes/agent/settings.ts';

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

/** The problems `readSettings` reports for `inputs`, as `input: message`; fails the test when it accepts them. */
export function inputProblems(inputs: Record<string, string>): string[] {
  try {
    readSettings(readInputs(inputs));
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as InputError).problems.map((p) => `${p.input}: ${p.message}`);
  }
  throw new Error('expected an InputError');
}
