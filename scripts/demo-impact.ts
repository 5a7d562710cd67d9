/**
 * The demo's impact part (docs/impact.md), in a code repository (`acme/api`):
 * an impact check on an open pull request (one assistant message, whose
 * context carries the changed hunks; one comment listing the pages), a push
 * that changes nothing the check saw (nothing asked), and the merge that
 * follows, whose agent job is given those pages.
 */
import { mountAssistant } from '../tools/emulator/assistant.ts';
import { DEFAULT_ASSISTANT_KEY, type ServiceEmulator } from '../tools/emulator/server.ts';
import type { ActionResult } from '../tools/action.ts';
import { loadPayload, writePayload, type Payload } from '../tools/events.ts';
import type { GitHubStandIn } from '../tools/stand-ins/github.ts';

export interface ImpactDemo {
  emulator: ServiceEmulator;
  comments: GitHubStandIn;
  /** The agent run's inputs (service, project, key, token, polling). */
  inputs: Record<string, string>;
  env: Record<string, string>;
  step: (title: string, run: { inputs: Record<string, string>; env: Record<string, string> }) => Promise<ActionResult>;
  write: (text: string) => void;
}

const REPOSITORY = 'acme/api';

/**
 * A recorded payload (of `Codertocat/Hello-World`) moved to `repository`: its full names, URLs, owner and name,
 * so that the summary's links and the comment name the same repository.
 */
export function inRepository(file: string, repository: string): Payload {
  const [owner = '', name = ''] = repository.split('/');
  const payload = JSON.parse(JSON.stringify(loadPayload(file)).replaceAll('Codertocat/Hello-World', repository)) as Payload & {
    repository: { name: string; owner: { login: string } };
  };
  payload.repository.name = name;
  payload.repository.owner.login = owner;
  return payload;
}

/** Runs the three steps; the highest exit code. */
export async function impactSteps(demo: ImpactDemo): Promise<number> {
  const { emulator, comments, write } = demo;
  const assistant = mountAssistant(emulator);
  comments.pulls.set(`${REPOSITORY}#2`, {
    files: [
      {
        filename: 'src/auth/api-keys.ts',
        status: 'modified',
        additions: 14,
        deletions: 3,
        patch:
          '@@ -12,5 +12,16 @@ export function rotate(key: Key) {\n-  return revoke(key);\n+  // A grace period: the old key works for 60 more seconds.\n+  return revokeAfter(key, 60);',
      },
      {
        filename: 'src/webhooks/retry.ts',
        status: 'modified',
        additions: 4,
        deletions: 1,
        patch: '@@ -3,3 +3,6 @@\n-export const RETRIES = 3;\n+export const RETRIES = 5;',
      },
      {
        filename: 'test/api-keys.test.ts',
        status: 'added',
        additions: 40,
        deletions: 0,
        patch: '@@ -0,0 +1,40 @@\n+it("keeps the old key for the grace period", () => {});',
      },
    ],
    commits: [{ sha: 'c0ffee0000000000000000000000000000000000', message: 'Rotate keys with a grace period', author: 'Codertocat' }],
  });
  const env = { ...demo.env, GITHUB_REPOSITORY: REPOSITORY, GITHUB_WORKFLOW: 'Docs impact (demo)' };
  const impactInputs = {
    mode: 'impact',
    'base-url': demo.inputs['base-url'] ?? '',
    'assistant-api-key': DEFAULT_ASSISTANT_KEY,
    domain: 'acme',
    'github-token': demo.inputs['github-token'] ?? '',
    'on-budget-exhausted': 'skip',
  };
  const opened = await demo.step('In a code repository: an impact check on pull request #2 (opened)', {
    inputs: impactInputs,
    env: {
      ...env,
      GITHUB_RUN_ID: '11',
      GITHUB_EVENT_NAME: 'pull_request_target',
      GITHUB_EVENT_PATH: writePayload(inRepository('pull_request.opened.json', REPOSITORY)),
    },
  });
  const request = assistant.requests.at(-1)?.body;
  write(
    `\nThe assistant's request carried ${String((request?.context as unknown[] | undefined)?.length ?? 0)} context item(s), one per changed file (path and hunks).\n`,
  );
  const comment = comments.comments.find((c) => c.issueNumber === 2 && c.body.includes('kind=impact'));
  if (comment) write(`\nThe impact comment on pull request #2 (markdown):\n\n${comment.body}\n`);

  const asked = assistant.requests.length;
  const pushed = await demo.step('A push to pull request #2 that changes nothing the check saw (synchronize)', {
    inputs: impactInputs,
    env: {
      ...env,
      GITHUB_RUN_ID: '12',
      GITHUB_EVENT_NAME: 'pull_request_target',
      GITHUB_EVENT_PATH: writePayload(inRepository('pull_request.synchronize.json', REPOSITORY)),
    },
  });
  write(`\nAssistant messages for that push: ${String(assistant.requests.length - asked)}\n`);

  const before = emulator.agentRequests('POST').length;
  const merged = await demo.step('Pull request #2 merges: the agent job (docs-on-merge)', {
    inputs: demo.inputs,
    env: {
      ...env,
      GITHUB_RUN_ID: '13',
      GITHUB_EVENT_NAME: 'pull_request_target',
      GITHUB_EVENT_PATH: writePayload(inRepository('pull_request.closed.merged.json', REPOSITORY)),
    },
  });
  const created = emulator.agentRequests('POST')[before];
  const prompt = created ? (JSON.parse(created.body) as { prompt: string }).prompt : '';
  const pages = /^Documentation pages the docs impact check found[\s\S]*?(?=\n\n)/m.exec(prompt)?.[0];
  if (pages) write(`\nWhat the agent's prompt says of the pages:\n\n${pages}\n`);
  return Math.max(opened.code ?? 1, pushed.code ?? 1, merged.code ?? 1);
}
