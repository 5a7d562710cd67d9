/**
 * `npm run demo`: runs the bundled action (dist/index.js) end to end against
 * the service emulator on loopback, as the runner would start it, then shows
 * the step outputs and the job summary it wrote.
 */
import { DEFAULT_ADMIN_KEY, ServiceEmulator } from '../test/emulator/server.ts';
import { runAction } from '../test/helpers/action.ts';
import { DEFAULT_GITHUB_TOKEN, GitDatabaseStandIn } from '../test/stand-ins/git-database.ts';

const emulator = new ServiceEmulator({ jobDurationMs: 4000 });
// GitHub's git database, for the hourly budget's ledger, on the same loopback server.
const github = new GitDatabaseStandIn({ repositories: ['acme/docs'] });
emulator.use(github.handler);
const baseUrl = await emulator.start();
const write = (text: string): void => {
  process.stdout.write(text);
};
write(`Service emulator and GitHub stand-in listening on ${baseUrl}\n`);
write('Running: node dist/index.js (inputs as INPUT_* variables)\n\n');

let shown = 0;
const result = await runAction({
  inputs: {
    'base-url': baseUrl,
    'project-id': 'demo-project',
    'admin-api-key': DEFAULT_ADMIN_KEY,
    prompt: 'Fix the broken links on the quickstart page',
    'poll-interval-seconds': '1',
    'max-poll-interval-seconds': '2',
    'timeout-seconds': '60',
    'github-token': DEFAULT_GITHUB_TOKEN,
  },
  env: { GITHUB_API_URL: baseUrl, GITHUB_REPOSITORY: 'acme/docs', GITHUB_RUN_ID: '1', GITHUB_RUN_ATTEMPT: '1' },
  onStdout: (text) => {
    write(text.slice(shown));
    shown = text.length;
  },
});
await emulator.stop();

write(`\nExit code: ${String(result.code)}\n\nOutputs (GITHUB_OUTPUT):\n`);
for (const [name, value] of Object.entries(result.outputs)) write(`  ${name}=${value}\n`);
write(`\nJob summary (GITHUB_STEP_SUMMARY):\n${result.summary}\n`);
process.exitCode = result.code ?? 1;
