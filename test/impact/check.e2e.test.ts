/**
 * Impact mode end to end: `node dist/index.js` as the runner starts it, on
 * recorded pull request payloads, against the service emulator's assistant
 * (which names pages after the paths in its context) and the GitHub stand-ins
 * (REST and the git database that holds the assistant's monthly count): a
 * pull request opened, pushed to without and with changes, merged into an
 * agent job that is given the pages; a quota spent; a fork's pull request
 * under pull_request_target; a hostile description and answer.
 */
import { describe, expect, it } from 'vitest';
import { parseMarker } from '../../src/comment/marked.ts';
import { keyFingerprint } from '../../src/budget/assistant-counter.ts';
import { DEFAULT_ASSISTANT_KEY } from '../../tools/emulator/server.ts';
import { loadPayload, type Payload } from '../../tools/events.ts';
import type { StandInFile } from '../../tools/stand-ins/github.ts';
import { EVENT_REPOSITORY as REPOSITORY } from '../../tools/world.ts';
import { storedLedger } from '../helpers/ledger.ts';
import { unsafeRendering } from '../helpers/links.ts';
import { useWorld } from '../helpers/world.ts';

const world = useWorld({
  assistant: true,
  emulator: { jobDurationMs: 300 },
  inputs: { mode: 'impact', domain: 'acme', 'ask-timeout-seconds': '20' },
});
const assistant = world.assistant!;

const FILES: StandInFile[] = [
  {
    filename: 'src/auth/api-keys.ts',
    status: 'modified',
    additions: 12,
    deletions: 3,
    patch: '@@ -4,3 +4,12 @@\n-rotate()\n+rotate({ grace: 60 })',
  },
  { filename: 'src/webhooks.ts', status: 'modified', additions: 4, deletions: 0, patch: '@@ -1 +1,4 @@\n+export const RETRIES = 5;' },
  { filename: 'test/api-keys.test.ts', status: 'added', additions: 30, deletions: 0, patch: '@@ -0,0 +1,30 @@\n+it("rotates")' },
];

function check(
  action: 'opened' | 'synchronize',
  runId: string,
  options: { inputs?: Record<string, string>; payload?: (p: Payload) => void } = {},
) {
  const payload = loadPayload(action === 'opened' ? 'pull_request.opened.json' : 'pull_request.synchronize.json');
  options.payload?.(payload);
  return world.run({ inputs: options.inputs ?? {}, event: 'pull_request_target', payload, runId });
}

const impactComments = () => world.github.comments.filter((c) => parseMarker(c.body)?.kind === 'impact');
const contextOf = (index: number) => assistant.requests[index]?.body.context;

describe('impact mode: node dist/index.js against the emulator and the GitHub stand-ins', () => {
  it('a dry run: nothing asked, nothing written; the count, the ledger write and the comment write checked from the bundle', async () => {
    world.github.pulls.set(`${REPOSITORY}#2`, { files: FILES, commits: [] });
    const dry = await check('opened', '8000', { inputs: { 'dry-run': 'true' } });
    expect(dry.code, dry.stdout + dry.stderr).toBe(0);
    expect(assistant.requests).toHaveLength(0);
    expect(impactComments()).toHaveLength(0);
    expect(dry.stdout).toContain("Dry run check: the assistant and 'assistant-api-key': not checked");
    expect(dry.stdout).toMatch(/Dry run check: the assistant's monthly count: passed \(.* is readable \(0 of \d+ messages in/);
    expect(dry.stdout).toMatch(/Dry run check: 'contents: write' on \S+ \(the assistant's monthly count\): passed/);
    expect(dry.stdout).toMatch(/Dry run check: 'pull-requests: write' on \S+#2 \(the impact comment\): passed/);
    expect(dry.summary).toContain('<p>Dry run: no question was sent; every check passed.</p>');
  });

  it('opened → one request with the hunks and paths → one comment; same push → nothing asked; new push → the comment edited; merged → the job is given the pages', async () => {
    world.github.pulls.set(`${REPOSITORY}#2`, { files: FILES, commits: [] });
    const opened = await check('opened', '8001');
    expect(opened.code, opened.stdout + opened.stderr).toBe(0);
    expect(assistant.requests).toHaveLength(1);
    expect(contextOf(0)).toEqual([
      { type: 'code', value: FILES[2]!.patch, path: 'test/api-keys.test.ts' },
      { type: 'code', value: FILES[0]!.patch, path: 'src/auth/api-keys.ts' },
      { type: 'code', value: FILES[1]!.patch, path: 'src/webhooks.ts' },
    ]);
    expect(impactComments()).toHaveLength(1);
    const [comment] = impactComments();
    expect(comment!.issueNumber).toBe(2);
    expect(comment!.body).toContain(
      '- [Api keys](https://acme.docs.example/reference/api-keys): The Api keys page describes behaviour that the change to `src/auth/api-keys.ts` alters: its examples may be out of date.\n',
    );
    expect(comment!.body).toContain('- [Webhooks](https://acme.docs.example/reference/webhooks)');
    expect(comment!.body).not.toContain('api-keys-test');
    const pages = [
      { title: 'Api keys', url: 'https://acme.docs.example/reference/api-keys' },
      { title: 'Webhooks', url: 'https://acme.docs.example/reference/webhooks' },
    ];
    expect(JSON.parse(opened.outputs.pages!)).toEqual(pages);
    expect(opened.outputs).toMatchObject({
      status: 'checked',
      'comment-url': `https://github.com/${REPOSITORY}/issues/2#issuecomment-${comment!.id}`,
    });
    expect(opened.summary).toContain('- [Api keys](https://acme.docs.example/reference/api-keys)');

    // A push that changes nothing the check saw: no request, the comment as it was.
    const before = comment!.body;
    const same = await check('synchronize', '8002');
    expect(same.code, same.stdout).toBe(0);
    expect(assistant.requests).toHaveLength(1);
    expect(same.outputs.status).toBe('unchanged');
    expect(JSON.parse(same.outputs.pages!)).toEqual(pages);
    expect(world.github.requests.filter((r) => r.method === 'PATCH' || r.method === 'POST').length).toBe(1);
    expect(impactComments()[0]!.body).toBe(before);

    // A push with a new change: one request, the same comment edited.
    world.github.pulls.set(`${REPOSITORY}#2`, {
      files: [
        ...FILES,
        {
          filename: 'src/billing/invoices.ts',
          status: 'added',
          additions: 50,
          deletions: 0,
          patch: '@@ -0,0 +1,50 @@\n+export class Invoice {}',
        },
      ],
      commits: [],
    });
    const changed = await check('synchronize', '8003');
    expect(changed.code, changed.stdout).toBe(0);
    expect(assistant.requests).toHaveLength(2);
    expect(impactComments()).toHaveLength(1);
    expect(impactComments()[0]!.id).toBe(comment!.id);
    expect(impactComments()[0]!.body).toContain('- [Invoices](https://acme.docs.example/reference/invoices)');
    expect(changed.outputs.status).toBe('checked');

    // The pull request merges: the agent job's prompt names the pages of the last check.
    const merged = await world.run({
      inputs: { mode: 'agent', 'project-id': 'docs-project' },
      event: 'pull_request_target',
      payload: loadPayload('pull_request.closed.merged.json'),
    });
    expect(merged.code, merged.stdout).toBe(0);
    const [created] = world.emulator.agentRequests('POST');
    const prompt = (JSON.parse(created!.body) as { prompt: string }).prompt;
    expect(prompt).toContain(
      [
        'Documentation pages the docs impact check found for this pull request before it merged (start with these):',
        '- Invoices (https://acme.docs.example/reference/invoices)',
        '- Api keys (https://acme.docs.example/reference/api-keys)',
        '- Webhooks (https://acme.docs.example/reference/webhooks)',
      ].join('\n'),
    );
  });

  it('a monthly quota of 1 spent: the next check is skipped green with a notice, and asks nothing', async () => {
    world.github.pulls.set(`${REPOSITORY}#2`, { files: FILES, commits: [] });
    const inputs = { 'assistant-budget-per-month': '1', 'impact-budget-per-month': '1', 'on-budget-exhausted': 'skip' };
    const first = await check('opened', '8101', { inputs });
    expect(first.outputs.status, first.stdout).toBe('checked');
    const ref = `refs/docs-agent/budget/assistant-${keyFingerprint(DEFAULT_ASSISTANT_KEY)}`;
    expect(storedLedger(world.git, REPOSITORY, ref)?.assistantMonth).toBeDefined();

    world.github.pulls.set(`${REPOSITORY}#2`, { files: FILES.slice(1), commits: [] });
    const second = await check('synchronize', '8102', { inputs });
    expect(second.code, second.stdout).toBe(0);
    expect(second.outputs).toMatchObject({ status: 'skipped', pages: '[]' });
    expect(second.stdout).toMatch(/::notice::The assistant's monthly budget is used up: 1 of 1 messages in \d{4}-\d{2}/);
    expect(assistant.requests).toHaveLength(1);
    // The key itself is nowhere in the ledger.
    expect(world.git.headMessage(REPOSITORY, ref)).not.toContain(DEFAULT_ASSISTANT_KEY);
  });

  it('ask mode counts in the same monthly budget of the key: after an impact check, a quota of 1 skips the question', async () => {
    world.github.pulls.set(`${REPOSITORY}#2`, { files: FILES, commits: [] });
    const quota = { 'assistant-budget-per-month': '1', 'on-budget-exhausted': 'skip' };
    expect((await check('opened', '8151', { inputs: { ...quota, 'impact-budget-per-month': '1' } })).outputs.status).toBe('checked');
    const ask = await world.run({ inputs: { ...quota, mode: 'ask', question: 'How do I rotate an API key?' }, event: 'workflow_dispatch' });
    expect(ask.code, ask.stdout).toBe(0);
    expect(ask.stdout).toMatch(/::notice::The assistant's monthly budget is used up: 1 of 1 messages/);
    expect(ask.outputs.answer).toBe('');
    expect(assistant.requests).toHaveLength(1);
  });

  it('impact checks cannot starve ask: with 2 messages a month, a second push is skipped by their share and the question is answered', async () => {
    world.github.pulls.set(`${REPOSITORY}#2`, { files: FILES, commits: [] });
    const quota = { 'assistant-budget-per-month': '2', 'on-budget-exhausted': 'skip' };
    expect((await check('opened', '8161', { inputs: quota })).outputs.status).toBe('checked');
    world.github.pulls.set(`${REPOSITORY}#2`, { files: FILES.slice(1), commits: [] });
    const second = await check('synchronize', '8162', { inputs: quota });
    expect(second.outputs.status, second.stdout).toBe('skipped');
    expect(second.stdout).toMatch(/::notice::Impact checks have used their share of the assistant's monthly budget: 1 of 1 messages/);
    const ask = await world.run({ inputs: { ...quota, mode: 'ask', question: 'How do I rotate an API key?' }, event: 'workflow_dispatch' });
    expect(ask.code, ask.stdout).toBe(0);
    expect(ask.outputs.status).toBe('completed');
    expect(assistant.requests).toHaveLength(2);
  });

  it("a fork's pull request under pull_request_target is checked from the API alone: nothing of the fork is fetched", async () => {
    world.github.pulls.set(`${REPOSITORY}#2`, { files: FILES.slice(0, 1), commits: [] });
    const result = await check('opened', '8201', {
      payload: (p) => {
        // In memory: the head is a fork's branch.
        const pr = p.pull_request as unknown as { head: { repo: { full_name: string; clone_url: string }; label: string } };
        pr.head.repo.full_name = 'mallory/Hello-World';
        pr.head.repo.clone_url = 'https://github.com/mallory/Hello-World.git';
        pr.head.label = 'mallory:main';
      },
    });
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs.status).toBe('checked');
    expect(impactComments()).toHaveLength(1);
    expect(world.github.requests.every((r) => r.path.startsWith(`/repos/${REPOSITORY}/`))).toBe(true);
    expect(world.github.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /repos/${REPOSITORY}/pulls/2/files`,
      `GET /repos/${REPOSITORY}/issues/2/comments`,
      `POST /repos/${REPOSITORY}/issues/2/comments`,
      // Read again after the create: one impact comment even when two checks race.
      `GET /repos/${REPOSITORY}/issues/2/comments`,
    ]);
  });

  it('a description full of mentions, HTML and workflow commands, and an answer that echoes it, stay inert', async () => {
    const hostile =
      '@octocat @org/team <img src=x onerror=alert(1)> <details open>hi</details> [x](javascript:alert(1))\n::error::pwned\n::add-mask::nothing';
    world.github.pulls.set(`${REPOSITORY}#2`, { files: FILES.slice(0, 1), commits: [] });
    assistant.script({
      answer: `${hostile}\n\nThe Api keys page: ${hostile}`,
      sources: [{ url: 'https://acme.docs.example/reference/api-keys', title: `Api keys ${hostile}` }],
    });
    const result = await check('opened', '8301', {
      payload: (p) => {
        p.pull_request!.body = hostile;
        p.pull_request!.title = `Keys ${hostile.split('\n')[0]!}`;
      },
    });
    expect(result.code, result.stdout).toBe(0);
    // The description reached the assistant (as data), and nowhere as a command or live markup.
    const question = (assistant.requests[0]!.body.messages as { parts: { text: string }[] }[])[0]!.parts[0]!.text;
    expect(question).toContain('::error::pwned');
    expect(result.stdout).not.toMatch(/^::error::pwned/m);
    expect(result.stdout).not.toMatch(/^::add-mask::nothing/m);
    const [comment] = impactComments();
    expect(comment!.body).toContain('@\u200boctocat');
    expect(unsafeRendering(comment!.body)).toEqual([]);
    expect(unsafeRendering(result.summary)).toEqual([]);
  });
});
