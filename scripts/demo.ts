/**
 * `npm run demo`: runs the bundled action (dist/index.js) end to end against
 * the service emulator on loopback, as the runner would start it, then shows
 * the step outputs and the job summary it wrote. Then it refines the job's
 * pull request: a `/docs …` comment on it sends a follow-up message to the
 * same job (docs/refine.md).
 */
import { DEFAULT_ADMIN_KEY, ServiceEmulator } from '../test/emulator/server.ts';
import { runAction, type ActionResult } from '../test/helpers/action.ts';
import { commentPayload, writePayload } from '../test/helpers/events.ts';
import { DEFAULT_GITHUB_TOKEN, GitDatabaseStandIn } from '../test/stand-ins/git-database.ts';
import { GitHubStandIn } from '../test/stand-ins/github.ts';

const emulator = new ServiceEmulator({ jobDurationMs: 4000 });
// GitHub's git database (the hourly budget's ledger) and its comments API, on the same loopback server.
const github = new GitDatabaseStandIn({ repositories: ['acme/docs'] });
const comments = new GitHubStandIn();
comments.roles.set('Codertocat', 'write');
emulator.use(github.handler);
emulator.use(comments.handler);
const baseUrl = await emulator.start();
const write = (text: string): void => {
  process.stdout.write(text);
};
write(`Service emulator and GitHub stand-in listening on ${baseUrl}\n`);
write('Running: node dist/index.js (inputs as INPUT_* variables)\n\n');

const inputs = {
  'base-url': baseUrl,
  'project-id': 'demo-project',
  'admin-api-key': DEFAULT_ADMIN_KEY,
  'poll-interval-seconds': '1',
  'max-poll-interval-seconds': '2',
  'timeout-seconds': '60',
  'github-token': DEFAULT_GITHUB_TOKEN,
};
const env = { GITHUB_API_URL: baseUrl, GITHUB_REPOSITORY: 'acme/docs', GITHUB_RUN_ATTEMPT: '1', GITHUB_SERVER_URL: 'https://github.com' };

function show(result: ActionResult): void {
  write(`\nExit code: ${String(result.code)}\n\nOutputs (GITHUB_OUTPUT):\n`);
  for (const [name, value] of Object.entries(result.outputs)) write(`  ${name}=${value}\n`);
  write(`\nJob summary (GITHUB_STEP_SUMMARY):\n${result.summary}\n`);
}

function streaming(): (text: string) => void {
  let shown = 0;
  return (text) => {
    write(text.slice(shown));
    shown = text.length;
  };
}

const result = await runAction({
  inputs: { ...inputs, prompt: 'Fix the broken links on the quickstart page' },
  env: { ...env, GITHUB_RUN_ID: '1' },
  onStdout: streaming(),
});
show(result);

const pull = Number(/\/pull\/(\d+)$/.exec(result.outputs['pr-link'] ?? '')?.[1]);
const note = comments.comments.find((c) => c.issueNumber === pull);
let code = result.code ?? 1;
if (note) {
  write(`\nThe note left on pull request #${String(pull)}:\n\n${note.body}\n`);
  write(`Refining it: '/docs shorten the intro' in a comment on pull request #${String(pull)}\n\n`);
  const payload = commentPayload('/docs shorten the intro', { file: 'issue_comment.created.pull_request.json' });
  payload.issue!.number = pull;
  const refined = await runAction({
    inputs,
    env: { ...env, GITHUB_RUN_ID: '2', GITHUB_EVENT_NAME: 'issue_comment', GITHUB_EVENT_PATH: writePayload(payload) },
    onStdout: streaming(),
  });
  show(refined);
  const messages = emulator.agentRequests('POST').filter((r) => r.path.endsWith('/message')).length;
  write(
    `Follow-up messages sent: ${String(messages)}; jobs created: ${String(emulator.jobs.size)} (the same job-id: ${refined.outputs['job-id'] ?? ''})\n`,
  );
  code = Math.max(code, refined.code ?? 1);
}
await emulator.stop();
process.exitCode = code;
