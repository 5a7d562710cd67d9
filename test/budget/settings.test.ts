import { describe, expect, it } from 'vitest';
import { readSettings } from '../../src/modes/agent/settings.ts';
import { VALID_INPUTS as valid, itNamesEachProblem, readInputs } from '../helpers/settings.ts';

describe('the budget inputs', () => {
  it('read the token, the budget and the policy', () => {
    expect(
      readSettings(readInputs({ ...valid, 'github-token': ' ghs_x ', 'budget-per-hour': '10', 'on-budget-exhausted': 'skip' })),
    ).toMatchObject({ budgetPerHour: 10, onBudgetExhausted: 'skip', trigger: { githubToken: 'ghs_x' } });
    // The token is read once, with the trigger inputs: the budget gate reads it from there.
    expect(readSettings(readInputs({ ...valid, 'github-token': 'ghs_x' }))).not.toHaveProperty('githubToken');
    expect(readSettings(readInputs({ ...valid, 'on-budget-exhausted': 'wait' })).onBudgetExhausted).toBe('wait');
  });

  it('read queue and how long a queued request may wait: 24 hours unless set', () => {
    const queued = readSettings(readInputs({ ...valid, 'on-budget-exhausted': 'queue' }));
    expect(queued).toMatchObject({ onBudgetExhausted: 'queue', queueTimeoutMs: 24 * 3_600_000 });
    expect(readSettings(readInputs({ ...valid, 'queue-timeout-hours': '1.5' })).queueTimeoutMs).toBe(5_400_000);
  });

  it("read the share of GitHub's write limit the runs keep to: 60 a minute unless set, at most GitHub's 80", () => {
    expect(readSettings(readInputs(valid)).githubWritesPerMinute).toBe(60);
    expect(readSettings(readInputs({ ...valid, 'github-writes-per-minute': '30' })).githubWritesPerMinute).toBe(30);
    expect(readSettings(readInputs({ ...valid, 'github-writes-per-minute': '80' })).githubWritesPerMinute).toBe(80);
  });

  itNamesEachProblem([
    ['budget-per-hour', '0', 'must be at least 1'],
    ['budget-per-hour', '-1', 'must be a whole number of jobs'],
    ['budget-per-hour', '2.5', 'must be a whole number of jobs'],
    ['budget-per-hour', 'lots', 'must be a whole number of jobs'],
    ['on-budget-exhausted', 'retry', "must be 'fail', 'wait', 'skip' or 'queue'"],
    ['on-budget-exhausted', 'FAIL', "must be 'fail', 'wait', 'skip' or 'queue'"],
    ['queue-timeout-hours', '0', 'must be more than 0'],
    ['queue-timeout-hours', '169', 'must be at most 168 (a week)'],
    ['queue-timeout-hours', 'a day', 'must be a number of hours, e.g. 24'],
    ['github-writes-per-minute', '0', 'must be at least 1'],
    ['github-writes-per-minute', '81', "must be at most 80, GitHub's limit of content-creating requests a minute"],
    ['github-writes-per-minute', '1.5', 'must be a whole number of writes a minute, e.g. 60'],
    ['github-writes-per-minute', 'fast', 'must be a whole number of writes a minute, e.g. 60'],
  ]);
});
