/**
 * The bundled action as the runner starts it for GitHub events:
 * `node dist/index.js` with GITHUB_EVENT_NAME / GITHUB_EVENT_PATH, the
 * service emulator, and the GitHub stand-in behind GITHUB_API_URL.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseMarker } from '../../src/comment/marked.ts';
import { runAction } from '../../tools/action.ts';
import { commentPayload, labelPayload } from '../../tools/events.ts';
import { linkForms, unsafeRendering } from '../helpers/links.ts';
import { budgetLedger } from '../helpers/ledger.ts';
import { endJobWhen, useWorld } from '../helpers/world.ts';

/** The comments about the run on its issue or pull request: the note the action leaves on the agent's pull request is counted apart (test/follow-up/follow-up.e2e.test.ts). */
const notNote = (c: { body: string }): boolean => parseMarker(c.body)?.kind !== 'note';

// The hourly budget's ledger lives behind the same GITHUB_API_URL, as on GitHub.
const world = useWorld({
  emulator: { jobDurationMs: 300 },
  roles: { Codertocat: 'write' },
  inputs: { 'project-id': 'docs-project' },
});
const { emulator, token: TOKEN } = world;
// The ledger as a repository where the action ran before holds it (its entries aged out): no run here creates it
// (that first run's election is test/budget/budget.e2e.test.ts's and test/ledger/cold-ledger.test.ts's).
const { seed } = budgetLedger(world, 'docs-project');
beforeEach(() => {
  seed(0, 0);
});
const eventEnv = (event: string, payload: unknown, attempt = 1) => world.env({ event, payload, runId: '777001', attempt });

describe('node dist/index.js on GitHub events', () => {
  it('a /docs comment: 👀, exactly one comment that ends with the PR link, 🚀', async () => {
    const payload = commentPayload('/docs fix the broken links on the quickstart page, cc @octocat');
    const result = await runAction({ inputs: world.inputs(), env: eventEnv('issue_comment', payload) });

    expect(result.code).toBe(0);
    expect(emulator.agentRequests('POST')).toHaveLength(1);
    expect(JSON.parse(emulator.agentRequests('POST')[0]!.body)).toEqual({
      prompt: expect.stringContaining(
        'Request from Codertocat in a comment:\nfix the broken links on the quickstart page, cc @octocat',
      ) as unknown,
    });
    expect(world.github.created().filter((r) => notNote(JSON.parse(r.body) as { body: string }))).toHaveLength(1);
    expect(world.github.comments.filter(notNote)).toHaveLength(1);
    const [comment] = world.github.comments.filter(notNote);
    expect(comment!.issueNumber).toBe(1);
    expect(parseMarker(comment!.body)).toEqual({
      kind: 'job',
      'job-id': result.outputs['job-id'],
      'run-id': '777001',
      'workflow-job': 'docs',
    });
    expect(comment!.body).toContain(`✅ The agent opened a pull request: <${result.outputs['pr-link']}>`);
    expect(comment!.body).toContain('cc @\u200boctocat');
    expect(comment!.body).toMatch(
      /Model `emulated-model-1` · slot 1 of 100 this hour · took \d+s · \[workflow run\]\(https:\/\/github\.com\/Codertocat\/Hello-World\/actions\/runs\/777001\)/,
    );
    expect(world.github.reactions.map((r) => r.content)).toEqual(['eyes', 'rocket']);
    expect(world.github.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
    expect(result.outputs).toMatchObject({
      status: 'completed',
      'triggered-by': 'Codertocat',
      'comment-url': `https://github.com/Codertocat/Hello-World/issues/1#issuecomment-${comment!.id}`,
    });
    // The token appears only in the runner's mask command.
    expect(result.stdout.replace(`::add-mask::${TOKEN}`, '')).not.toContain(TOKEN);
  });

  it('a re-run of the same workflow run resumes the job in the same comment instead of starting another', async () => {
    const env = (attempt: number) => eventEnv('issues', labelPayload('docs-agent'), attempt);
    // The first attempt creates the job and stops watching right away (as a cancelled or timed-out attempt would).
    const first = await runAction({ inputs: world.inputs({ wait: 'false' }), env: env(1) });
    expect(first.code).toBe(0);
    expect(first.outputs.status).toBe('active');
    expect(world.github.comments.filter(notNote)).toHaveLength(1);
    expect(world.github.comments.filter(notNote)[0]!.body).toContain('⏳');

    // The job works until the second attempt is seen resuming it.
    const id = first.outputs['job-id']!;
    emulator.jobs.get(id)!.outcome = 'never';
    const resumes = `Resuming agent job "${id}"`;
    const second = await runAction({ inputs: world.inputs(), env: env(2), onStdout: endJobWhen(world, id, resumes) });
    expect(second.code).toBe(0);
    // Resumed while active: never a second job.
    expect(second.stdout).toContain(resumes);
    expect(second.outputs).toMatchObject({
      'job-id': first.outputs['job-id'],
      status: 'completed',
      'comment-url': first.outputs['comment-url'],
    });
    expect(emulator.agentRequests('POST')).toHaveLength(1);
    expect(world.github.created().filter((r) => notNote(JSON.parse(r.body) as { body: string }))).toHaveLength(1);
    expect(world.github.comments.filter(notNote)).toHaveLength(1);
    expect(world.github.comments.filter(notNote)[0]!.body).toContain('✅ The agent opened a pull request');
    expect(world.github.comments.filter(notNote)[0]!.body).toContain('Started by Codertocat with the `docs-agent` label.');
  });

  it('a 403 on commenting: the job still runs to its PR link, with a warning naming the permission', async () => {
    world.github.fault('create-comment', 403);
    const result = await runAction({ inputs: world.inputs(), env: eventEnv('issues', labelPayload('docs-agent')) });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ status: 'completed', 'comment-url': '' });
    expect(result.outputs['pr-link']).toMatch(/^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/);
    expect(result.stdout).toMatch(/^::warning::Could not create the comment on #1: GitHub answered 403 .*`permissions: issues: write`/m);
    expect(world.github.comments.filter(notNote)).toHaveLength(0);
    // The refused comment; the note on the agent's pull request (another repository) is written apart.
    expect(world.github.requests.filter((r) => r.method !== 'GET' && notNote(JSON.parse(r.body) as { body: string }))).toHaveLength(1);
    expect(result.summary).toContain(result.outputs['pr-link']);
  });

  it('counts the job in the hourly budget ledger behind the same API', async () => {
    const result = await runAction({ inputs: world.inputs(), env: eventEnv('issues', labelPayload('docs-agent')) });
    expect(result.code).toBe(0);
    expect(result.outputs['budget-remaining']).toBe('99');
    expect(result.stdout).not.toContain('contents: write');
    // The ledger is the message of the ref's commit; its entry names this run.
    const ledger = world.git.headMessage('Codertocat/Hello-World', 'refs/docs-agent/budget/docs-project');
    expect(ledger).toContain('"runId": "777001"');
  });

  it('a full hourly budget with on-budget-exhausted skip: no job, green, and the issue is told when the next slot frees', async () => {
    const budget = { 'budget-per-hour': '1', 'on-budget-exhausted': 'skip' };
    const first = await runAction({ inputs: world.inputs(budget), env: eventEnv('issues', labelPayload('docs-agent')) });
    expect(first.code).toBe(0);
    expect(first.outputs).toMatchObject({ status: 'completed', 'budget-remaining': '0' });
    const second = await runAction({
      inputs: world.inputs(budget),
      env: { ...eventEnv('issues', labelPayload('docs-agent')), GITHUB_RUN_ID: '777002' },
    });
    expect(second.code).toBe(0);
    expect(second.outputs).toMatchObject({ status: 'skipped', 'budget-remaining': '0' });
    expect(emulator.agentRequests('POST')).toHaveLength(1);
    expect(world.github.comments.filter(notNote)).toHaveLength(2);
    const skipped = world.github.comments.filter(notNote)[1]!.body;
    expect(skipped).toContain('⏸️ No job was started: The hourly budget is used up');
    expect(skipped).toMatch(/the next slot frees at 2\S+ \d\d:\d\d:\d\d UTC/);
    expect(second.outputs['comment-url']).toMatch(new RegExp(`/issues/1#issuecomment-${world.github.comments.filter(notNote)[1]!.id}$`));
  });

  it('a hostile model from the service renders no link in the comment or the summary', async () => {
    const model = emulator.options.model;
    emulator.options.model = 'gpt\n\n[Re-authenticate here](https://phish.example)\n\n![](https://phish.example/p.png)';
    try {
      const result = await runAction({
        inputs: world.inputs(),
        env: eventEnv('issue_comment', commentPayload('/docs fix the links [emulator:ms=100]')),
      });
      expect(result.code).toBe(0);
      const body = world.github.comments.filter(notNote)[0]!.body;
      expect(linkForms(body, 'phish.example')).toEqual([]);
      expect(unsafeRendering(body)).toEqual([]);
      expect(body).toContain('<sub>Model `gpt  [Re-authenticate here](https://phish.example)  ![](https://phish.example/p.png)`');
      expect(linkForms(result.summary, 'phish.example')).toEqual([]);
      expect(unsafeRendering(result.summary)).toEqual([]);
      expect(result.summary).toContain('<td>gpt<br><br>[Re-authenticate here](https://phish.example)');
      // No blank line but the one that ends the budget's HTML paragraph before its picture (a fenced Mermaid block).
      expect(result.summary.replace(/\n\n```mermaid\n[^`]*```\n/, '\n')).not.toMatch(/\n\s*\n/);
    } finally {
      emulator.options.model = model;
    }
  });

  it('a commenter without write permission starts nothing and gets no comment', async () => {
    world.github.roles.set('Codertocat', 'read');
    const result = await runAction({ inputs: world.inputs(), env: eventEnv('issue_comment', commentPayload('/docs fix it')) });
    expect(result.code).toBe(0);
    expect(result.outputs.status).toBe('skipped');
    expect(result.stdout).toContain(`::notice::Refused: "Codertocat" has 'read' permission`);
    expect(emulator.agentRequests()).toHaveLength(0);
    expect(world.github.comments.filter(notNote)).toHaveLength(0);
    expect(world.github.reactions).toHaveLength(0);
  });
});

/**
 * The event reaches the action through @actions/github's `context`, which reads the payload file when the
 * module is first imported: a file it cannot read or parse must end the run with an error naming the file,
 * before any request (not a raw SyntaxError, not the toolkit's own line printed past the log's redaction).
 * Checked on the bundle, where the toolkit reads the file at import.
 */
describe('a payload file the toolkit cannot read', () => {
  const cases = [
    {
      what: 'not JSON',
      write: (path: string) => {
        writeFileSync(path, '{ "action": ');
      },
      message: 'is not JSON',
    },
    {
      what: 'missing',
      write: (path: string) => {
        rmSync(path);
      },
      message: 'Cannot read the event payload at GITHUB_EVENT_PATH',
    },
    {
      what: 'a directory',
      write: (path: string) => {
        rmSync(path);
        mkdirSync(path);
      },
      message: 'Cannot read the event payload at GITHUB_EVENT_PATH',
    },
  ];
  for (const { what, write, message } of cases) {
    for (const mode of ['agent', 'report']) {
      it(`${what}, mode ${mode}: an error naming the file, nothing sent`, async () => {
        const env = eventEnv('issue_comment', commentPayload('/docs fix the links'));
        const path = env.GITHUB_EVENT_PATH!;
        write(path);
        const result = await runAction({ inputs: world.inputs({ mode }), env });
        expect(result.code).toBe(1);
        const errors = result.stdout.split('\n').filter((line) => line.startsWith('::error::'));
        expect(errors, result.stdout).toHaveLength(1);
        expect(errors[0]).toContain(message);
        expect(errors[0]).toContain(path);
        expect(result.stdout).not.toContain('does not exist');
        expect(emulator.agentRequests()).toHaveLength(0);
        expect(world.github.comments).toHaveLength(0);
        // The job summary says it too (report mode writes its summary for what it reported: nothing here).
        if (mode === 'agent') expect(result.summary).toContain(path);
      });
    }
  }
});
