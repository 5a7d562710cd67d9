/**
 * Impact mode's pieces: its inputs (every problem at once), the event it runs
 * on (actions, drafts, bots, other events), the `status` of each ending, the
 * job summary, and the emulator's answer to an impact question.
 */
import { describe, expect, it } from 'vitest';
import { readImpactSettings } from '../../src/modes/impact/settings.ts';
import { startImpact } from '../../src/modes/impact/start.ts';
import { statusOf, type ImpactOutcome } from '../../src/modes/impact/outcome.ts';
import { writeImpactSummary } from '../../src/modes/impact/summary.ts';
import { useRunnerFiles } from '../helpers/runner-files.ts';
import type { InputError } from '../../src/util/errors.ts';
import { contextPaths, impactAnswer } from '../../tools/emulator/impact.ts';
import { loadPayload } from '../../tools/events.ts';
import { unsafeRendering } from '../helpers/links.ts';

const read =
  (inputs: Record<string, string>) =>
  (name: string): string =>
    inputs[name] ?? '';
const valid = {
  mode: 'impact',
  'base-url': 'https://api.docs.test',
  'assistant-api-key': 'svc_dsc_public',
  domain: 'acme',
  'github-token': 'ghs_x',
};

function problems(inputs: Record<string, string>): string[] {
  try {
    readImpactSettings(read(inputs));
    return [];
  } catch (error) {
    return (error as InputError).problems.map((p) => `${p.input}: ${p.message}`);
  }
}

describe('readImpactSettings', () => {
  it('applies the defaults: v2, 5 results, drafts skipped, 10,000 messages a month, fail when used up', () => {
    expect(readImpactSettings(read(valid))).toMatchObject({
      service: { domain: 'acme', apiVersion: 'v2', retrievalPageSize: 5, fp: 'anonymous' },
      filter: undefined,
      timeoutMs: 300_000,
      idleTimeoutMs: 60_000,
      dryRun: false,
      drafts: false,
      budget: { perMonth: 10_000, onExhausted: 'fail', repository: '' },
      trigger: { githubToken: 'ghs_x', comment: true, command: '/docs', minPermission: 'write' },
    });
  });

  it('reports every bad input at once, github-token included', () => {
    expect(
      problems({
        mode: 'impact',
        'base-url': 'https://api.docs.test',
        'assistant-api-key': 'svc_secretadmin',
        domain: 'acme',
        'assistant-budget-per-month': '1.5',
        'on-budget-exhausted': 'later',
        'impact-drafts': 'yes',
        'budget-repository': 'not a repo',
      }),
    ).toEqual([
      'assistant-api-key: holds an admin API key (prefix `<svc>_` without `dsc_`): it is a secret and is not sent to the assistant; use the assistant API key (prefix `<svc>_dsc_`) from the API keys page of the dashboard',
      'impact-drafts: must be true or false (got "yes")',
      'assistant-budget-per-month: must be a whole number of messages, e.g. 10000 (got "1.5")',
      `on-budget-exhausted: must be 'fail', 'wait', 'skip' or 'queue' (got "later")`,
      `budget-repository: must be 'owner/repo', the repository that keeps the budget ledger (e.g. acme/docs) (got "not a repo")`,
      "github-token: is empty: an impact check reads the pull request's changed files and writes its comment (pass ${{ github.token }} with `pull-requests: write`)",
    ]);
  });

  it('impact checks’ own limits: half the month by default, 10 a pull request, 30 an author; a bad one names its input', () => {
    expect(readImpactSettings(read(valid)).limits).toEqual({ perMonth: 5000, perPull: 10, perAuthor: 30 });
    expect(readImpactSettings(read({ ...valid, 'assistant-budget-per-month': '5' })).limits.perMonth).toBe(2);
    expect(
      readImpactSettings(read({ ...valid, 'impact-budget-per-month': '40', 'impact-checks-per-pr': '3', 'impact-checks-per-author': '0' }))
        .limits,
    ).toEqual({ perMonth: 40, perPull: 3, perAuthor: 0 });
    expect(problems({ ...valid, 'impact-budget-per-month': 'half', 'impact-checks-per-pr': '-1' })).toEqual([
      'impact-budget-per-month: must be a whole number of messages, e.g. 5000 (got "half")',
      'impact-checks-per-pr: must be a whole number of messages, e.g. 10 (got "-1")',
    ]);
  });

  it('refuses a filter with groups for v1', () => {
    expect(problems({ ...valid, 'assistant-api-version': 'v1', filter: '{"groups": ["a"]}' })).toEqual([
      "filter: field 'groups' is not accepted by the v1 assistant: remove it or use assistant-api-version v2",
    ]);
  });
});

describe('startImpact', () => {
  const env = { GITHUB_REPOSITORY: 'acme/api' };
  const settings = { drafts: false, allowedBots: [] as string[] };
  const event = (change: (payload: ReturnType<typeof loadPayload>) => void = () => undefined, name = 'pull_request_target') => {
    const payload = loadPayload('pull_request.opened.json');
    change(payload);
    return { name, payload };
  };

  it('opened, reopened, ready_for_review and synchronize: the pull request from the payload (head, title, description)', () => {
    for (const action of ['opened', 'reopened', 'ready_for_review', 'synchronize']) {
      const start = startImpact(
        event((p) => (p.action = action)),
        env,
        settings,
      );
      expect(start).toMatchObject({
        kind: 'check',
        triggeredBy: 'Codertocat',
        pull: {
          repository: { owner: 'acme', repo: 'api' },
          number: 2,
          title: 'Update the README with new information.',
          head: 'ec26c3e57ca3a959ca5aad62de7213c562f8c821',
          action,
        },
      });
    }
  });

  it('any other action: skipped, saying which ones it runs on', () => {
    expect(
      startImpact(
        event((p) => (p.action = 'labeled')),
        env,
        settings,
      ),
    ).toEqual({
      kind: 'skip',
      triggeredBy: 'Codertocat',
      reason: `Nothing to do: the pull_request_target event's action is "labeled"; impact checks run on opened, reopened, ready_for_review, synchronize.`,
    });
  });

  it('a draft waits for ready_for_review unless impact-drafts; a bot needs allowed-bots', () => {
    const draft = event((p) => ((p.pull_request as Record<string, unknown>).draft = true));
    expect(startImpact(draft, env, settings).kind).toBe('skip');
    expect(startImpact(draft, env, { ...settings, drafts: true }).kind).toBe('check');
    const bot = event((p) => (p.sender = { login: 'dependabot[bot]', type: 'Bot' }));
    expect(startImpact(bot, env, settings)).toMatchObject({
      kind: 'skip',
      reason: `Not checked: "dependabot[bot]" is a bot not listed in 'allowed-bots'.`,
    });
    expect(startImpact(bot, env, { ...settings, allowedBots: ['dependabot'] }).kind).toBe('check');
  });

  it('another event fails, naming the ones impact mode runs on', () => {
    expect(() => startImpact({ name: 'push', payload: loadPayload('push.json') }, env, settings)).toThrow(
      'Impact mode runs on pull_request and pull_request_target events (opened, reopened, ready_for_review, synchronize); this run\'s event is "push".',
    );
  });
});

describe('status and summary', () => {
  const runner = useRunnerFiles('impact-summary');

  it('maps each ending to checked, unchanged, skipped or error', () => {
    const endings: [ImpactOutcome, string][] = [
      [{ kind: 'unchanged', pages: [], commentUrl: '', head: '' }, 'unchanged'],
      [{ kind: 'skipped', reason: 'x' }, 'skipped'],
      [{ kind: 'failed', error: new Error('x') }, 'error'],
      [{ kind: 'cancelled', error: new Error('x') }, 'error'],
    ];
    for (const [outcome, status] of endings) expect(statusOf(outcome)).toBe(status);
  });

  it('keeps a hostile note inert in the summary', async () => {
    await writeImpactSummary({
      pull: { number: 2, url: 'https://github.com/acme/api/pull/2' },
      note: '<img src=x> @octocat [x](javascript:alert(1))\n\n# heading',
    });
    const markdown = runner.summary();
    expect(unsafeRendering(markdown)).toEqual([]);
    expect(markdown).toContain('[\\#2](https://github.com/acme/api/pull/2)');
  });
});

describe("the emulator's impact answer", () => {
  it('names one page per changed file from the context paths (v2 path, v1 diff header); tests and workflows none', () => {
    const body = {
      retrievalPageSize: 3,
      context: [
        { type: 'code', value: '+x', path: 'src/auth/api-keys.ts' },
        { type: 'code', value: '--- a/src/webhooks.ts\n+++ b/src/webhooks.ts\n+y' },
        { type: 'code', value: '+z', path: 'test/api-keys.test.ts' },
        { type: 'code', value: '+w', path: '.github/workflows/ci.yml' },
        { type: 'textSelection', value: 'ignored', path: 'docs/a.md' },
      ],
    };
    expect(contextPaths(body)).toEqual(['src/auth/api-keys.ts', 'src/webhooks.ts', 'test/api-keys.test.ts', '.github/workflows/ci.yml']);
    expect(impactAnswer(body, 'acme')?.sources).toEqual([
      { url: 'https://acme.docs.example/reference/api-keys', title: 'Api keys' },
      { url: 'https://acme.docs.example/reference/webhooks', title: 'Webhooks' },
    ]);
    expect(impactAnswer({ context: [{ type: 'code', value: '+z', path: 'test/a.test.ts' }] }, 'acme')).toEqual({
      answer: 'No page of the documentation describes the behaviour these changes touch.',
      sources: [],
    });
    expect(impactAnswer({ context: [{ type: 'code', value: 'npm i' }] }, 'acme')).toBeUndefined();
  });
});
