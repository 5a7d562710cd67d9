import { describe, expect, it } from 'vitest';
import { readSettings } from '../../src/modes/agent/settings.ts';
import { VALID_INPUTS as valid, inputProblems, readInputs } from '../helpers/settings.ts';

describe('the budget inputs', () => {
  it('read the token, the budget and the policy', () => {
    expect(
      readSettings(readInputs({ ...valid, 'github-token': ' ghs_x ', 'budget-per-hour': '10', 'on-budget-exhausted': 'skip' })),
    ).toMatchObject({ budgetPerHour: 10, onBudgetExhausted: 'skip', trigger: { githubToken: 'ghs_x' } });
    // The token is read once, with the trigger inputs: the budget gate reads it from there.
    expect(readSettings(readInputs({ ...valid, 'github-token': 'ghs_x' }))).not.toHaveProperty('githubToken');
    expect(readSettings(readInputs({ ...valid, 'on-budget-exhausted': 'wait' })).onBudgetExhausted).toBe('wait');
  });

  it.each([
    ['budget-per-hour', '0', 'must be at least 1'],
    ['budget-per-hour', '-1', 'must be a whole number of jobs'],
    ['budget-per-hour', '2.5', 'must be a whole number of jobs'],
    ['budget-per-hour', 'lots', 'must be a whole number of jobs'],
    ['on-budget-exhausted', 'retry', "must be 'fail', 'wait' or 'skip'"],
    ['on-budget-exhausted', 'FAIL', "must be 'fail', 'wait' or 'skip'"],
  ])('name %s when it is %j', (input, value, message) => {
    const found = inputProblems({ ...valid, [input]: value });
    expect(found).toEqual([expect.stringContaining(`${input}: ${message}`)]);
  });
});
