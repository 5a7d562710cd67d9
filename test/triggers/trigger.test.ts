import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InputError } from '../../src/util/errors.ts';
import type { WorkflowEvent } from '../../src/triggers/event.ts';
import { readEvent } from '../../src/triggers/event.ts';
import { readSettings } from '../../src/modes/agent/settings.ts';
import { parseTrigger, resolveCommentTarget, triggeredBy } from '../../src/triggers/trigger.ts';
import { type TriggerSettings } from '../../src/triggers/settings.ts';
import { type AgentTrigger } from '../../src/triggers/types.ts';
import { buildPrompt } from '../../src/modes/agent/prompt.ts';
import { readPromptFile } from '../../src/triggers/prompt-file.ts';
import { commentPayload, labelPayload, loadPayload, writePayload } from '../../tools/events.ts';
import { TRIGGER_SETTINGS, readInputs } from '../helpers/settings.ts';

const settings = TRIGGER_SETTINGS;
const env = { GITHUB_REPOSITORY: 'Codertocat/Hello-World' };

function parse(name: string, payload: unknown, overrides: Partial<TriggerSettings> = {}): ReturnType<typeof parseTrigger> {
  const event: WorkflowEvent = { name, payload };
  return parseTrigger(event, { ...settings, ...overrides }, env);
}

function expectTrigger(result: ReturnType<typeof parseTrigger>): AgentTrigger {
  if (result.kind === 'ignored' || result.kind === 'ask') throw new Error(`not an agent trigger: ${result.kind}`);
  return result;
}

/** The instruction a comment with this body gives (`command: /docs`), or undefined when the comment is ignored. */
function parseCommand(body: string, command: string): string | undefined {
  const result = parse('issue_comment', commentPayload(body), { command });
  if (result.kind === 'ignored') return undefined;
  if (result.kind !== 'command') throw new Error(`not a command: ${result.kind}`);
  return result.instruction;
}

describe('a command comment (parseTrigger)', () => {
  it('takes the rest of the comment after the command and a space or line end', () => {
    expect(parseCommand('/docs fix the links', '/docs')).toBe('fix the links');
    expect(parseCommand('/docs\nfix the links\n\non two lines', '/docs')).toBe('fix the links\n\non two lines');
    expect(parseCommand('\r\n  /docs   fix it  \r\n', '/docs')).toBe('fix it');
    expect(parseCommand('/docs', '/docs')).toBe('');
    expect(parseCommand('/docs   ', '/docs')).toBe('');
  });

  it('refuses another word, a command later in the text, or a different case', () => {
    expect(parseCommand('/docsfix it', '/docs')).toBeUndefined();
    expect(parseCommand('/documentation fix', '/docs')).toBeUndefined();
    expect(parseCommand('please /docs fix', '/docs')).toBeUndefined();
    expect(parseCommand('> /docs fix', '/docs')).toBeUndefined();
    expect(parseCommand('/DOCS fix', '/docs')).toBeUndefined();
  });
});

describe('parseTrigger on recorded payloads', () => {
  it.each([
    {
      title: 'issues labeled with the trigger label: a label trigger by the labeller',
      event: 'issues',
      payload: () => labelPayload('docs-agent'),
      trigger: {
        kind: 'label',
        label: 'docs-agent',
        repository: { owner: 'Codertocat', repo: 'Hello-World' },
        subject: {
          number: 1,
          title: 'Spelling error in the README file',
          isPullRequest: false,
          url: 'https://github.com/Codertocat/Hello-World/issues/1',
        },
      },
    },
    ...['pull_request', 'pull_request_target'].map((event) => ({
      title: `${event} labeled: a label trigger on the pull request`,
      event,
      payload: () => labelPayload('docs-agent', 'pull_request.labeled.json'),
      trigger: { kind: 'label', subject: { number: 2, isPullRequest: true } },
    })),
    {
      title: 'issue_comment with the command: a command trigger by the commenter',
      event: 'issue_comment',
      payload: () => commentPayload('/docs fix the broken links on the quickstart page'),
      trigger: {
        kind: 'command',
        instruction: 'fix the broken links on the quickstart page',
        comment: { id: 492700400, review: false },
        subject: { number: 1, isPullRequest: false },
      },
    },
    {
      title: 'issue_comment on a pull request: the subject is the pull request',
      event: 'issue_comment',
      payload: () => commentPayload('/docs tidy up', { file: 'issue_comment.created.pull_request.json' }),
      trigger: { kind: 'command', subject: { number: 1, isPullRequest: true, url: 'https://github.com/Codertocat/Hello-World/pull/1' } },
    },
    {
      title: 'pull_request_review_comment: a command on the pull request, with the file it is on',
      event: 'pull_request_review_comment',
      payload: () => commentPayload('/docs explain this option', { file: 'pull_request_review_comment.created.json' }),
      trigger: { kind: 'command', comment: { review: true, path: 'README.md' }, subject: { number: 2, isPullRequest: true } },
    },
  ])('$title', ({ event, payload, trigger: expected }) => {
    const trigger = expectTrigger(parse(event, payload()));
    expect(trigger).toMatchObject(expected);
    // Every one of these payloads is of its event, by Codertocat, a user.
    expect(trigger).toMatchObject({ event, actor: { login: 'Codertocat', bot: false } });
    expect(triggeredBy(trigger)).toBe('Codertocat');
  });

  it('a label that is not trigger-label: ignored with the label named', () => {
    const result = parse('issues', loadPayload('issues.labeled.json'));
    expect(result).toEqual({
      kind: 'ignored',
      triggeredBy: 'Codertocat',
      reason: `Nothing to do: the label added is "bug", not 'trigger-label' ("docs-agent").`,
    });
    expect(parse('issues', loadPayload('issues.labeled.json'), { triggerLabel: 'bug' }).kind).toBe('label');
  });

  it('an issues action other than labeled: ignored, even opened with the label (its labeled event follows)', () => {
    const result = parse('issues', loadPayload('issues.opened.json'));
    expect(result).toMatchObject({ kind: 'ignored', reason: expect.stringContaining(`action is "opened"`) as unknown });
    const opened = loadPayload('issues.opened.json');
    (opened.issue as unknown as { labels: { name: string }[] }).labels = [{ name: 'docs-agent' }];
    expect(parse('issues', opened)).toMatchObject({
      kind: 'ignored',
      reason: expect.stringContaining(`starts on 'labeled' only`) as unknown,
    });
  });

  it("a label trigger records the issue's author, for the permission check of template labels", () => {
    const payload = labelPayload('docs-agent');
    payload.sender = { login: 'octo-triager', type: 'User' };
    expect(expectTrigger(parse('issues', payload))).toMatchObject({
      kind: 'label',
      actor: { login: 'octo-triager' },
      author: 'Codertocat',
    });
  });

  it('a plain comment, an edited comment and the action’s own comment are ignored', () => {
    expect(parse('issue_comment', loadPayload('issue_comment.created.json'))).toMatchObject({
      kind: 'ignored',
      reason: expect.stringContaining(`does not start with 'command'`) as unknown,
    });
    const edited = commentPayload('/docs fix');
    edited.action = 'edited';
    expect(parse('issue_comment', edited)).toMatchObject({ kind: 'ignored', reason: expect.stringContaining('"edited"') as unknown });
    const own = commentPayload('<!-- docs-agent-action kind=job job-id=job_1 run-id=1 workflow-job=docs -->\n/docs fix');
    expect(parse('issue_comment', own)).toEqual({
      kind: 'ignored',
      triggeredBy: 'Codertocat',
      reason: 'Nothing to do: the comment is one this action wrote.',
    });
  });

  it('`/docs ask …` is a question for the assistant, not an agent job', () => {
    expect(parse('issue_comment', commentPayload('/docs ask How do I rotate a key?'))).toMatchObject({
      kind: 'ask',
      question: 'How do I rotate a key?',
      actor: { login: 'Codertocat' },
      subject: { number: 1 },
      comment: { id: 492700400 },
    });
    expect(parse('issue_comment', commentPayload('/docs ask'))).toMatchObject({ kind: 'ask', question: '' });
    expect(parse('issue_comment', commentPayload('/docs asking for a glossary page'))).toMatchObject({
      kind: 'command',
      instruction: 'asking for a glossary page',
    });
  });

  it('`/docs new …` forces a new job (no follow-up to the job behind the pull request)', () => {
    const payload = commentPayload('/docs new rewrite the intro', { file: 'issue_comment.created.pull_request.json' });
    expect(parse('issue_comment', payload)).toMatchObject({ kind: 'command', instruction: 'rewrite the intro', fresh: true });
    expect(parse('issue_comment', commentPayload('/docs new'))).toMatchObject({ kind: 'command', instruction: '', fresh: true });
    const plain = parse('issue_comment', commentPayload('/docs newer wording for the intro'));
    expect(plain).toMatchObject({ kind: 'command', instruction: 'newer wording for the intro' });
    expect(plain).not.toHaveProperty('fresh');
  });

  it('a bot comment is a trigger marked as a bot (refused later unless allowed)', () => {
    const payload = commentPayload('/docs bump', { user: { login: 'renovate[bot]', type: 'Bot' } });
    expect(expectTrigger(parse('issue_comment', payload))).toMatchObject({ actor: { login: 'renovate[bot]', bot: true } });
  });

  it.each([
    ['schedule', 'schedule.json', ''],
    ['workflow_dispatch', 'workflow_dispatch.json', ''],
    ['repository_dispatch', 'repository_dispatch.json', ''],
    ['push', 'push.json', 'Codertocat'],
  ])('%s: a standalone trigger, triggered-by %j', (name, file, by) => {
    const trigger = expectTrigger(parse(name, loadPayload(file)));
    expect(trigger).toMatchObject({ kind: 'standalone', event: name, repository: { owner: 'Codertocat', repo: 'Hello-World' } });
    expect(triggeredBy(trigger)).toBe(by);
  });

  it('no event at all (outside Actions): standalone', () => {
    expect(parseTrigger({ name: '', payload: {} }, settings, {})).toEqual({
      kind: 'standalone',
      event: '',
      repository: undefined,
      actor: undefined,
    });
  });

  it('an unsupported event: an error that lists the supported ones', () => {
    expect(() => parse('release', {})).toThrow(
      'The "release" event is not supported. Supported events: issues, pull_request, pull_request_target, issue_comment, pull_request_review_comment, schedule, workflow_dispatch, push, repository_dispatch.',
    );
  });

  it("deployment_status starts no job: it is for 'mode: report' (the docs preview), and says so", () => {
    expect(parse('deployment_status', loadPayload('deployment_status.created.json'))).toEqual({
      kind: 'ignored',
      triggeredBy: '',
      reason: "Nothing to do: the deployment_status event is for 'mode: report' (the docs preview in a job comment); it starts no job.",
    });
  });

  it('a payload that does not fit the event names the field', () => {
    expect(() => parse('issue_comment', loadPayload('push.json'))).toThrow(/issue_comment event payload .*field 'issue'/);
  });
});

describe('readEvent', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("reads the name and the payload file through @actions/github's context", async () => {
    vi.stubEnv('GITHUB_EVENT_NAME', 'push');
    vi.stubEnv('GITHUB_EVENT_PATH', writePayload(loadPayload('push.json')));
    const event = await readEvent(process.env);
    expect(event.name).toBe('push');
    expect(event.payload).toMatchObject({ ref: 'refs/heads/master' });
  });

  it('says which payload file it could not read, before the toolkit reads it', async () => {
    vi.stubEnv('GITHUB_EVENT_NAME', 'issues');
    vi.stubEnv('GITHUB_EVENT_PATH', '/nonexistent/event.json');
    const write = vi.spyOn(process.stdout, 'write');
    await expect(readEvent(process.env)).rejects.toThrow('Cannot read the event payload at GITHUB_EVENT_PATH (/nonexistent/event.json)');
    // Not the toolkit's own line ("GITHUB_EVENT_PATH … does not exist"), written past the log's redaction.
    expect(write).not.toHaveBeenCalled();
    write.mockRestore();
  });

  it('says which payload file is not JSON', async () => {
    const path = writePayload({});
    writeFileSync(path, '{ not json');
    vi.stubEnv('GITHUB_EVENT_NAME', 'push');
    vi.stubEnv('GITHUB_EVENT_PATH', path);
    await expect(readEvent(process.env)).rejects.toThrow(`The event payload at GITHUB_EVENT_PATH (${path}) is not JSON`);
  });
});

describe('buildPrompt', () => {
  const issue = [
    'Issue #1 in Codertocat/Hello-World: Spelling error in the README file',
    'https://github.com/Codertocat/Hello-World/issues/1',
  ];
  it.each([
    {
      name: 'label: standing instructions, then the issue title, URL and body',
      event: 'issues',
      payload: () => labelPayload('docs-agent'),
      instructions: 'Keep the tone friendly.',
      prompt: ['Keep the tone friendly.', '', ...issue, '', "It looks like you accidently spelled 'commit' with two 't's."],
    },
    {
      name: 'command: standing instructions, the instruction, then title and URL as context',
      event: 'issue_comment',
      payload: () => commentPayload('/docs fix the broken links\non the quickstart page'),
      instructions: '',
      prompt: [
        'Request from Codertocat in a comment:',
        'fix the broken links',
        'on the quickstart page',
        '',
        `Context: ${issue[0]}`,
        issue[1],
      ],
    },
  ])('$name', ({ event, payload, instructions, prompt }) => {
    expect(buildPrompt(expectTrigger(parse(event, payload())), instructions)).toBe(prompt.join('\n'));
  });

  it('review comment: the file the comment is on', () => {
    const payload = commentPayload('/docs document this', { file: 'pull_request_review_comment.created.json' });
    expect(buildPrompt(expectTrigger(parse('pull_request_review_comment', payload)), '')).toMatch(
      /^Request from Codertocat in a comment \(on README\.md\):\ndocument this\n\nContext: Pull request #2 in Codertocat\/Hello-World: /,
    );
  });

  it('standalone: the prompt is the whole prompt, and required', () => {
    const trigger = expectTrigger(parse('schedule', loadPayload('schedule.json')));
    expect(buildPrompt(trigger, 'Fix broken links.')).toBe('Fix broken links.');
    expect(() => buildPrompt(trigger, '')).toThrow(InputError);
    expect(() => buildPrompt(trigger, '')).toThrow(/'prompt' is empty: .*whole prompt for schedule events/);
  });
});

describe('resolveCommentTarget', () => {
  it('the triggering issue or PR, issue-number when given, nothing for standalone events without it', () => {
    const label = expectTrigger(parse('pull_request', labelPayload('docs-agent', 'pull_request.labeled.json')));
    expect(resolveCommentTarget(label, settings)).toEqual({
      owner: 'Codertocat',
      repo: 'Hello-World',
      issueNumber: 2,
      isPullRequest: true,
    });
    expect(resolveCommentTarget(label, { issueNumber: 7 })).toEqual({
      owner: 'Codertocat',
      repo: 'Hello-World',
      issueNumber: 7,
      isPullRequest: false,
    });
    const schedule = expectTrigger(parse('schedule', loadPayload('schedule.json')));
    expect(resolveCommentTarget(schedule, settings)).toBeUndefined();
    expect(resolveCommentTarget(schedule, { issueNumber: 12 })).toMatchObject({ issueNumber: 12 });
  });
});

describe('trigger inputs', () => {
  const base = { 'base-url': 'https://api.docs.test', 'project-id': 'p', 'admin-api-key': 'svc_key' };

  it('reads every trigger input', () => {
    const parsed = readSettings(
      readInputs({
        ...base,
        'github-token': 'ghs_x',
        'prompt-file': 'docs/prompt.md',
        comment: 'false',
        'issue-number': '42',
        'trigger-label': 'agent',
        command: '/agent',
        'min-permission': 'maintain',
        'allowed-bots': 'renovate[bot], dependabot\nmy-app[bot]',
      }),
    ).trigger;
    expect(parsed).toEqual({
      githubToken: 'ghs_x',
      promptFile: 'docs/prompt.md',
      comment: false,
      issueNumber: 42,
      triggerLabel: 'agent',
      command: '/agent',
      minPermission: 'maintain',
      allowedBots: ['renovate[bot]', 'dependabot', 'my-app[bot]'],
    });
  });

  it('reports every bad trigger input at once', () => {
    let error: unknown;
    try {
      readSettings(
        readInputs({
          ...base,
          prompt: 'x',
          'prompt-file': 'p.md',
          'issue-number': '#4',
          'min-permission': 'owner',
          command: '/docs please',
          comment: 'yes',
        }),
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).problems.map((p) => p.input).sort()).toEqual([
      'command',
      'comment',
      'issue-number',
      'min-permission',
      'prompt-file',
    ]);
    expect((error as InputError).message).toContain(`'min-permission' must be one of read, triage, write, maintain, admin (got "owner")`);
  });
});

describe('readPromptFile', () => {
  const workspace = mkdtempSync(join(tmpdir(), 'docs-agent-ws-'));
  writeFileSync(join(workspace, 'prompt.md'), '  Fix the links.\n');
  writeFileSync(join(workspace, 'empty.md'), ' \n');

  it('reads a file in the workspace', async () => {
    await expect(readPromptFile('prompt.md', { GITHUB_WORKSPACE: workspace })).resolves.toBe('Fix the links.');
  });

  it('refuses a path outside the workspace, a missing file and an empty one', async () => {
    await expect(readPromptFile('../etc/passwd', { GITHUB_WORKSPACE: workspace })).rejects.toThrow(
      /'prompt-file' must be a path inside the workspace/,
    );
    await expect(readPromptFile('missing.md', { GITHUB_WORKSPACE: workspace })).rejects.toThrow(/'prompt-file' cannot be read \(ENOENT\)/);
    await expect(readPromptFile('empty.md', { GITHUB_WORKSPACE: workspace })).rejects.toThrow(/'prompt-file' is an empty file/);
  });

  it('refuses a symbolic link (to a file or through a directory) that leads out of the workspace', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'docs-agent-outside-'));
    writeFileSync(join(outside, 'secret.txt'), 'a secret from outside\n');
    symlinkSync(join(outside, 'secret.txt'), join(workspace, 'linked.md'));
    symlinkSync(outside, join(workspace, 'linked-dir'));
    await expect(readPromptFile('linked.md', { GITHUB_WORKSPACE: workspace })).rejects.toThrow(
      /'prompt-file' must be a path inside the workspace/,
    );
    await expect(readPromptFile('linked-dir/secret.txt', { GITHUB_WORKSPACE: workspace })).rejects.toThrow(
      /'prompt-file' must be a path inside the workspace/,
    );
  });

  it('follows links that stay inside, and a workspace path that is itself a link', async () => {
    mkdirSync(join(workspace, 'prompts'), { recursive: true });
    writeFileSync(join(workspace, 'prompts', 'real.md'), 'Inside.\n');
    symlinkSync(join(workspace, 'prompts', 'real.md'), join(workspace, 'inside-link.md'));
    await expect(readPromptFile('inside-link.md', { GITHUB_WORKSPACE: workspace })).resolves.toBe('Inside.');
    const alias = join(mkdtempSync(join(tmpdir(), 'docs-agent-alias-')), 'ws');
    symlinkSync(workspace, alias);
    await expect(readPromptFile('prompt.md', { GITHUB_WORKSPACE: alias })).resolves.toBe('Fix the links.');
  });

  it('refuses a named pipe (FIFO) at once, with no writer on the other end', async () => {
    execFileSync('mkfifo', [join(workspace, 'pipe.md')]);
    const started = Date.now();
    await expect(readPromptFile('pipe.md', { GITHUB_WORKSPACE: workspace })).rejects.toThrow(
      /'prompt-file' must be a regular file; "pipe.md" is a named pipe \(FIFO\)/,
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a device, a socket and a directory', async () => {
    await expect(readPromptFile('zero', { GITHUB_WORKSPACE: '/dev' })).rejects.toThrow(
      /'prompt-file' must be a regular file; "zero" is a device/,
    );
    const socketPath = join(workspace, 'socket.md');
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(socketPath, resolve));
    try {
      await expect(readPromptFile('socket.md', { GITHUB_WORKSPACE: workspace })).rejects.toThrow(/"socket.md" is a socket/);
    } finally {
      server.close();
    }
    await expect(readPromptFile('prompts', { GITHUB_WORKSPACE: workspace })).rejects.toThrow(/"prompts" is a directory/);
  });
});
