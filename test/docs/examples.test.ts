/**
 * The example workflows in examples/ parse, use only inputs action.yml
 * declares, ask for the least permissions their trigger needs, are linked
 * from README.md and appear verbatim in docs/triggers.md; the README's quick
 * start is the label example, verbatim.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPORT_EVENTS, SUPPORTED_EVENTS } from '../../src/triggers/event-names.ts';
import { ROOT } from '../../tools/action.ts';
import { readActionYml } from '../../tools/action-yml.ts';

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  name: string;
  on: Record<string, Record<string, unknown> | null>;
  permissions: Record<string, string>;
  jobs: Record<string, { if?: string; 'runs-on': string; steps: Step[] }>;
}

const dir = join(ROOT, 'examples');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.yml'))
  .sort();
const load = (file: string) => ({
  text: readFileSync(join(dir, file), 'utf8'),
  workflow: parse(readFileSync(join(dir, file), 'utf8')) as Workflow,
});
const declared = new Set(readActionYml().inputs.map((i) => i.name));
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const triggersPage = readFileSync(join(ROOT, 'docs/triggers.md'), 'utf8');
const handOffPage = readFileSync(join(ROOT, 'docs/hand-off.md'), 'utf8');

const refinePage = readFileSync(join(ROOT, 'docs/refine.md'), 'utf8');
const impactPage = readFileSync(join(ROOT, 'docs/impact.md'), 'utf8');
/** Where each example is printed: docs/triggers.md, or its feature's own page. */
const pageOf = (file: string): string =>
  ['docs-agent-hand-off.yml', 'docs-report.yml', 'docs-preview.yml'].includes(file)
    ? handOffPage
    : ['docs-refine.yml', 'docs-continue-open-pr.yml'].includes(file)
      ? refinePage
      : file === 'docs-impact.yml'
        ? impactPage
        : triggersPage;

function actionStep(workflow: Workflow): Step {
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
  const step = steps.find((s) => s.uses?.startsWith('docs-agent-action/docs-agent-action@'));
  if (!step) throw new Error(`${workflow.name}: no step uses the action`);
  return step;
}

describe('example workflows', () => {
  it('are the agent triggers (label, command, schedule, merged pull request, push), ask mode and impact mode', () => {
    expect(files).toEqual([
      'ask.yml',
      'docs-agent-command.yml',
      'docs-agent-hand-off.yml',
      'docs-agent-label.yml',
      'docs-agent-schedule.yml',
      'docs-continue-open-pr.yml',
      'docs-impact.yml',
      'docs-on-merge.yml',
      'docs-on-push.yml',
      'docs-preview.yml',
      'docs-refine.yml',
      'docs-report.yml',
    ]);
  });

  it.each(files)('%s: listens only to events the action supports', (file) => {
    const { workflow } = load(file);
    // `mode: report` acts on its own events too (deployment_status: the docs preview).
    const events = actionStep(workflow).with?.mode === 'report' ? [...SUPPORTED_EVENTS, ...REPORT_EVENTS] : SUPPORTED_EVENTS;
    for (const event of Object.keys(workflow.on)) expect(events).toContain(event);
  });

  it.each(files)('%s: passes only declared inputs, the key from a secret', (file) => {
    const step = actionStep(load(file).workflow);
    for (const input of Object.keys(step.with ?? {})) expect(declared, `input ${input}`).toContain(input);
    const key = step.with?.mode === 'ask' || step.with?.mode === 'impact' ? 'assistant-api-key' : 'admin-api-key';
    expect(step.with?.[key]).toMatch(/^\$\{\{ secrets\.[A-Z_]+ \}\}$/);
    expect(step.with?.['base-url']).toMatch(/^https:\/\//);
  });

  it('label: issues and pull_request_target labeled, with write access to issues, pull requests and the ledger only', () => {
    const { workflow } = load('docs-agent-label.yml');
    expect(workflow.on).toEqual({ issues: { types: ['labeled'] }, pull_request_target: { types: ['labeled'] } });
    expect(workflow.permissions).toEqual({ contents: 'write', issues: 'write', 'pull-requests': 'write' });
    expect(workflow.jobs['docs-agent']?.if).toBe("github.event.label.name == 'docs-agent'");
  });

  it('slash command: new comments and review comments, with write access to issues, pull requests and the ledger only', () => {
    const { workflow } = load('docs-agent-command.yml');
    expect(workflow.on).toEqual({ issue_comment: { types: ['created'] }, pull_request_review_comment: { types: ['created'] } });
    expect(workflow.permissions).toEqual({ contents: 'write', issues: 'write', 'pull-requests': 'write' });
    expect(workflow.jobs['docs-agent']?.if).toBe("contains(github.event.comment.body, '/docs')");
  });

  it("schedule: a cron and a manual run, a prompt, and only the ledger's permission", () => {
    const { workflow } = load('docs-agent-schedule.yml');
    expect(Object.keys(workflow.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect(workflow.permissions).toEqual({ contents: 'write' });
    expect(actionStep(workflow).with?.prompt).toBeTruthy();
  });

  it("merged pull requests: pull_request_target closed on main, docs-only changes ignored, an App token for the docs repository's ledger", () => {
    const { workflow } = load('docs-on-merge.yml');
    expect(workflow.on).toEqual({
      pull_request_target: { types: ['closed'], branches: ['main'], 'paths-ignore': ['docs/**', '**/*.md'] },
    });
    // The workflow's token is unused: the App token does every GitHub call.
    expect(workflow.permissions).toEqual({});
    expect(workflow.jobs['docs-agent']?.if).toBe('github.event.pull_request.merged == true');
    const steps = workflow.jobs['docs-agent']?.steps ?? [];
    const app = steps.find((s) => s.uses?.startsWith('actions/create-github-app-token@'));
    expect(app?.id).toBe('app-token');
    expect(app?.with).toMatchObject({ 'permission-contents': 'write', 'permission-pull-requests': 'write' });
    expect(String(app?.with?.repositories)).toContain('docs');
    expect(actionStep(workflow).with).toMatchObject({
      'github-token': '${{ steps.app-token.outputs.token }}',
      'budget-repository': 'acme/docs',
    });
  });

  it('continue-open-pr: merged pull requests with continue-open-pr, no concurrency group (it would cancel pending merges), the App token for the ledger and both pull requests', () => {
    const { workflow } = load('docs-continue-open-pr.yml');
    expect(workflow.on).toEqual({
      pull_request_target: { types: ['closed'], branches: ['main'], 'paths-ignore': ['docs/**', '**/*.md'] },
    });
    expect(workflow.permissions).toEqual({});
    expect(workflow).not.toHaveProperty('concurrency');
    expect(workflow.jobs['docs-agent']).not.toHaveProperty('concurrency');
    expect(workflow.jobs['docs-agent']?.if).toBe('github.event.pull_request.merged == true');
    const app = (workflow.jobs['docs-agent']?.steps ?? []).find((s) => s.uses?.startsWith('actions/create-github-app-token@'));
    expect(app?.with).toMatchObject({ 'permission-contents': 'write', 'permission-pull-requests': 'write' });
    expect(actionStep(workflow).with).toMatchObject({
      'github-token': '${{ steps.app-token.outputs.token }}',
      'budget-repository': 'acme/docs',
      'continue-open-pr': true,
    });
    // The App token expires an hour after it is made and the run needs it to the end (comment, note, the hold given back):
    // the wait and the job together stay well under an hour, and the runner's limit above them.
    const seconds = Number(actionStep(workflow).with?.['timeout-seconds']);
    expect(seconds).toBeLessThanOrEqual(3000);
    const job = workflow.jobs['docs-agent'] as { 'timeout-minutes'?: number };
    expect((job['timeout-minutes'] ?? 360) * 60).toBeGreaterThan(seconds);
    expect(load('docs-continue-open-pr.yml').text).toMatch(/GitHub App token above expires one hour after/);
  });

  it('pushes: push to main, docs-only changes ignored, only the ledger and the compare API', () => {
    const { workflow } = load('docs-on-push.yml');
    expect(workflow.on).toEqual({ push: { branches: ['main'], 'paths-ignore': ['docs/**', '**/*.md'] } });
    expect(workflow.permissions).toEqual({ contents: 'write' });
    expect(actionStep(workflow).with).not.toHaveProperty('issue-number');
  });

  it("ask: comments, review comments and labelled issues (not opened: a template label fires labeled too), with write access to issues, pull requests and the assistant's monthly count only", () => {
    const { workflow } = load('ask.yml');
    expect(workflow.on).toEqual({
      issue_comment: { types: ['created'] },
      pull_request_review_comment: { types: ['created'] },
      issues: { types: ['labeled'] },
    });
    expect(workflow.permissions).toEqual({ contents: 'write', issues: 'write', 'pull-requests': 'write' });
    const step = actionStep(workflow);
    expect(step.with).toMatchObject({ mode: 'ask', 'ask-label': 'question' });
    expect(step.with).not.toHaveProperty('admin-api-key');
    const condition = workflow.jobs.ask?.if ?? '';
    expect(condition).toContain("contains(github.event.comment.body, '/docs ask')");
    expect(condition).toContain("github.event.label.name == 'question'");
    expect(condition).not.toContain('opened');
  });

  it("impact: pull_request_target opened, reopened, ready_for_review and synchronize, one check per pull request at a time, the pull request's and the monthly count's permissions only", () => {
    const { workflow } = load('docs-impact.yml');
    expect(workflow.on).toEqual({
      pull_request_target: { types: ['opened', 'reopened', 'ready_for_review', 'synchronize'], 'paths-ignore': ['docs/**', '**/*.md'] },
    });
    expect(workflow.permissions).toEqual({ contents: 'write', 'pull-requests': 'write' });
    const job = workflow.jobs['docs-impact'] as { concurrency?: { group: string; 'cancel-in-progress': boolean } };
    expect(job.concurrency).toEqual({ group: 'docs-impact-${{ github.event.pull_request.number }}', 'cancel-in-progress': true });
    const step = actionStep(workflow);
    expect(step.with).toMatchObject({ mode: 'impact', 'on-budget-exhausted': 'skip' });
    expect(step.with).not.toHaveProperty('admin-api-key');
    // Nothing of the pull request is checked out or run.
    expect(
      Object.values(workflow.jobs)
        .flatMap((j) => j.steps)
        .some((s) => s.uses?.startsWith('actions/checkout')),
    ).toBe(false);
  });

  it('hand-off: the label example with wait: false and a short job timeout', () => {
    const { workflow } = load('docs-agent-hand-off.yml');
    expect(workflow.on).toEqual({ issues: { types: ['labeled'] }, pull_request_target: { types: ['labeled'] } });
    expect(workflow.permissions).toEqual({ contents: 'write', issues: 'write', 'pull-requests': 'write' });
    expect(actionStep(workflow).with?.wait).toBe(false);
  });

  it('report: every 10 minutes and on pull_request opened by a bot, mode: report', () => {
    const { workflow } = load('docs-report.yml');
    expect(workflow.on).toEqual({ schedule: [{ cron: '*/10 * * * *' }], pull_request: { types: ['opened'] }, workflow_dispatch: null });
    expect(workflow.permissions).toEqual({ contents: 'write', issues: 'write', 'pull-requests': 'write' });
    expect(workflow.jobs.report?.if).toContain("github.event.pull_request.user.type == 'Bot'");
    expect(actionStep(workflow).with).toMatchObject({ mode: 'report' });
  });

  it('preview: deployment_status in the docs repository, successful ones only, mode: report, deployments read', () => {
    const { workflow } = load('docs-preview.yml');
    expect(workflow.on).toEqual({ deployment_status: null });
    expect(workflow.permissions).toEqual({ contents: 'write', deployments: 'read', issues: 'write', 'pull-requests': 'write' });
    expect(workflow.jobs.preview?.if).toBe("github.event.deployment_status.state == 'success'");
    expect(actionStep(workflow).with).toMatchObject({ mode: 'report', 'timeout-seconds': 3600 });
  });

  it.each(files)('%s is linked from README.md', (file) => {
    expect(readme).toContain(`](examples/${file})`);
  });

  it.each(files)('%s appears verbatim in its docs page', (file) => {
    expect(pageOf(file)).toContain(`\`\`\`yaml\n${load(file).text}\`\`\``);
  });

  it('refine: comments and review comments on pull requests only, with write access to pull requests and the ledger only', () => {
    const { workflow } = load('docs-refine.yml');
    expect(workflow.on).toEqual({ issue_comment: { types: ['created'] }, pull_request_review_comment: { types: ['created'] } });
    expect(workflow.permissions).toEqual({ contents: 'write', 'pull-requests': 'write' });
    expect(workflow.jobs['docs-agent']?.if).toBe(
      "(github.event.issue.pull_request || github.event.pull_request) && contains(github.event.comment.body, '/docs')",
    );
  });

  it("README.md's quick start is the label example, verbatim, as its first workflow", () => {
    const firstYaml = /```yaml\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(firstYaml).toBe(load('docs-agent-label.yml').text);
  });

  it.each(['README.md', 'docs/triggers.md', 'docs/budget.md', 'docs/ask-mode.md', 'docs/hand-off.md', 'docs/refine.md'])(
    'every yaml snippet in %s parses',
    (page) => {
      const text = readFileSync(join(ROOT, page), 'utf8');
      const blocks = [...text.matchAll(/^( *)```yaml\n([\s\S]*?)^\1```/gm)].map(([, indent = '', body = '']) =>
        body.replace(new RegExp(`^${indent}`, 'gm'), ''),
      );
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) expect(() => parse(block) as unknown, block).not.toThrow();
    },
  );
});
