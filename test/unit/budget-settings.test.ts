import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.ts';
import { readSettings } from '../../src/settings.ts';

const valid = {
  'base-url': 'https://api.docs.test',
  'project-id': 'proj-1',
  'admin-api-key': 'svc_admin_key',
  prompt: 'Fix the links',
};

const read = (inputs: Record<string, string>) => (name: string): string => inputs[name] ?? '';

function problems(inputs: Record<string, string>): string[] {
  try {
    readSettings(read(inputs));
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as InputError).problems.map((p) => `${p.input}: ${p.message}`);
  }
  throw new Error('expected an InputError');
}

describe('the budget inputs', () => {
  it('read the token, the budget and the policy', () => {
    expect(
      readSettings(read({ ...valid, 'github-token': ' ghs_x ', 'budget-per-hour': '10', 'on-budget-exhausted': 'skip' })),
    ).toMatchObject({ githubToken: 'ghs_x', budgetPerHour: 10, onBudgetExhausted: 'skip' });
    expect(readSettings(read({ ...valid, 'on-budget-exhausted': 'wait' })).onBudgetExhausted).toBe('wait');
  });

  it.each([
    ['budget-per-hour', '0', 'must be at least 1'],
    ['budget-per-hour', '-1', 'must be a whole number of jobs'],
    ['budget-per-hour', '2.5', 'must be a whole number of jobs'],
    ['budget-per-hour', 'lots', 'must be a whole number of jobs'],
    ['on-budget-exhausted', 'retry', "must be 'fail', 'wait' or 'skip'"],
    ['on-budget-exhausted', 'FAIL', "must be 'fail', 'wait' or 'skip'"],
  ])('name %s when it is %j', (input, value, message) => {
    const found = problems({ ...valid, [input]: value });
    expect(found).toEqual([expect.stringContaining(`${input}: ${message}`)]);
  });
});
