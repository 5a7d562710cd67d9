import { describe, expect, it, vi } from 'vitest';
import { log } from '../../src/runner/log.ts';
import { readSettings } from '../../src/modes/agent/settings.ts';
import { InputCollector, checkAdminKey, isAdminKeyShape } from '../../src/runner/inputs.ts';
import { TRIGGER_SETTINGS, VALID_INPUTS as valid, inputProblems, itNamesEachProblem, readInputs } from '../helpers/settings.ts';

describe('readSettings', () => {
  it('applies the defaults', () => {
    expect(readSettings(readInputs(valid))).toEqual({
      baseUrl: new URL('https://api.docs.test'),
      projectId: 'proj-1',
      adminApiKey: 'svc_admin_key',
      prompt: 'Fix the links',
      wait: true,
      timeoutMs: 1_800_000,
      pollIntervalMs: 5000,
      maxPollIntervalMs: 30_000,
      dryRun: false,
      budgetPerHour: 100,
      onBudgetExhausted: 'fail',
      queueTimeoutMs: 24 * 3_600_000,
      githubWritesPerMinute: 60,
      continueOpenPr: false,
      trigger: { ...TRIGGER_SETTINGS, githubToken: '' },
    });
  });

  it('reads an unexpanded ${{ github.token }} (local-action fills the default) as no token, with a warning', () => {
    const warning = vi.spyOn(log, 'warning').mockImplementation(() => undefined);
    try {
      expect(readSettings(readInputs({ ...valid, 'github-token': '${{ github.token }}' })).trigger.githubToken).toBe('');
      expect(warning).toHaveBeenCalledWith(expect.stringContaining("'github-token' is a workflow expression that nothing expanded"));
    } finally {
      warning.mockRestore();
    }
  });

  it('reads every value given', () => {
    const settings = readSettings(
      readInputs({
        ...valid,
        wait: 'False',
        'timeout-seconds': '60',
        'poll-interval-seconds': '1.5',
        'max-poll-interval-seconds': '2',
        'dry-run': 'TRUE',
        'continue-open-pr': 'true',
      }),
    );
    expect(settings).toMatchObject({
      wait: false,
      timeoutMs: 60_000,
      pollIntervalMs: 1500,
      maxPollIntervalMs: 2000,
      dryRun: true,
      continueOpenPr: true,
    });
  });

  it('accepts sub-second polling down to 0.05 s, whatever the base-url', () => {
    for (const baseUrl of ['https://api.docs.test', 'http://127.0.0.1:8787']) {
      expect(readSettings(readInputs({ ...valid, 'base-url': baseUrl, 'poll-interval-seconds': '0.05' })).pollIntervalMs).toBe(50);
    }
  });

  it('accepts http:// only for loopback hosts', () => {
    for (const host of ['localhost:8787', '127.0.0.1:2', '[::1]:80']) {
      expect(readSettings(readInputs({ ...valid, 'base-url': `http://${host}` })).baseUrl.protocol).toBe('http:');
    }
    expect(inputProblems({ ...valid, 'base-url': 'http://api.docs.test' })).toEqual([
      'base-url: must use https:// (http:// is accepted only for loopback hosts such as localhost) (got "http://api.docs.test")',
    ]);
  });

  itNamesEachProblem([
    ['project-id', 'proj 123', 'must be the project id from the dashboard, one word without spaces (got "proj 123")'],
    ['base-url', 'api.docs.test', 'must be an absolute http(s) URL'],
    ['base-url', 'ftp://api.docs.test', 'must be an absolute http(s) URL'],
    ['base-url', 'https://user:pw@api.docs.test', 'must not carry credentials'],
    ['wait', 'yes', 'must be true or false'],
    ['dry-run', '1', 'must be true or false'],
    ['continue-open-pr', 'on', 'must be true or false'],
    ['timeout-seconds', '-5', 'must be a positive whole number of seconds, e.g. 1800'],
    ['timeout-seconds', '1.5', 'must be a positive whole number of seconds'],
    ['timeout-seconds', '0', 'must be a positive whole number of seconds'],
    ['timeout-seconds', '86401', 'must be at most 86400 seconds (a day)'],
    ['timeout-seconds', '5000000', 'must be at most 86400 seconds (a day)'],
    ['poll-interval-seconds', 'five', 'must be a positive number of seconds'],
    ['poll-interval-seconds', '-1', 'must be a positive number of seconds'],
    ['poll-interval-seconds', '3601', 'must be at most 3600 seconds (an hour)'],
    ['max-poll-interval-seconds', '99999999', 'must be at most 3600 seconds (an hour)'],
    ['poll-interval-seconds', '0.001', 'must be at least 0.05 seconds'],
    ['max-poll-interval-seconds', '1', "must be at least 'poll-interval-seconds' (5 s)"],
    ['admin-api-key', 'svc_dsc_public', 'holds an assistant API key'],
  ]);

  it('caps timeout-seconds at six hours with continue-open-pr (the longest a run holds the last job), not without', () => {
    expect(inputProblems({ ...valid, 'continue-open-pr': 'true', 'timeout-seconds': '21601' })).toEqual([
      "timeout-seconds: must be at most 21600 (six hours) with 'continue-open-pr': true, the longest a run holds the last job",
    ]);
    expect(readSettings(readInputs({ ...valid, 'continue-open-pr': 'true', 'timeout-seconds': '21600' })).timeoutMs).toBe(21_600_000);
    expect(readSettings(readInputs({ ...valid, 'timeout-seconds': '86400' })).timeoutMs).toBe(86_400_000);
  });

  it('reports every problem at once', () => {
    const found = inputProblems({ wait: 'maybe' });
    expect(found.map((p) => p.split(':')[0])).toEqual(['base-url', 'project-id', 'admin-api-key', 'wait']);
  });

  it('never echoes the admin key in a message', () => {
    const found = inputProblems({ ...valid, 'admin-api-key': 'svc_dsc_secretvalue' });
    expect(found.join('\n')).not.toContain('secretvalue');
  });
});

describe('key shapes (spec section 5)', () => {
  it('tells the kinds apart', () => {
    /** Whether `checkAdminKey` refuses the key as an assistant key. */
    const refusedAsAssistantKey = (key: string): boolean => {
      const inputs = new InputCollector(() => '');
      checkAdminKey(inputs, key);
      return inputs.problems.some((problem) => problem.message.includes('holds an assistant API key'));
    };
    expect(refusedAsAssistantKey('mint_dsc_abc')).toBe(true);
    expect(isAdminKeyShape('mint_dsc_abc')).toBe(false);
    expect(isAdminKeyShape('mint_abc')).toBe(true);
    expect(refusedAsAssistantKey('mint_abc')).toBe(false);
  });
});
