/**
 * `npm run demo`: runs the bundled action (dist/index.js) end to end against
 * the service emulator and a GitHub git database stand-in on loopback, as the
 * runner would start it, and shows what a user would see: the step's log as
 * the runner shows it (workflow commands rendered, groups folded into
 * headings, no debug lines unless `-- --debug`), the step outputs, and the
 * job summary as readable text (`-- --raw` prints the log and the summary's
 * markdown exactly as written).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_ADMIN_KEY, ServiceEmulator } from '../test/emulator/server.ts';
import { runAction } from '../test/helpers/action.ts';
import { DEFAULT_GITHUB_TOKEN, GitDatabaseStandIn } from '../test/stand-ins/git-database.ts';
import { RunnerLog, readableSummary } from './runner-view.ts';

const { values: args } = parseArgs({
  options: {
    debug: { type: 'boolean', default: false },
    raw: { type: 'boolean', default: false },
  },
});

const write = (text: string): void => {
  process.stdout.write(text);
};

const emulator = new ServiceEmulator({ jobDurationMs: 4000 });
// GitHub's git database, for the hourly budget's ledger, on the same loopback server.
const github = new GitDatabaseStandIn({ repositories: ['acme/docs'] });
emulator.use(github.handler);
const baseUrl = await emulator.start();
write(`Service emulator and GitHub stand-in listening on ${baseUrl}\n`);
write(
  `Running node dist/index.js as the runner starts it (inputs as INPUT_* variables)${args.raw ? '' : `; the log as the runner shows it${args.debug ? ', debug lines included' : ' (-- --debug adds the debug lines)'}`}:\n\n`,
);

const log = new RunnerLog(args.debug, write);
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
  env: {
    GITHUB_API_URL: baseUrl,
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_RUN_ID: '1',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_WORKFLOW: 'Docs agent (demo)',
    ...(args.debug ? { RUNNER_DEBUG: '1' } : {}),
  },
  onStdout: (text) => {
    const chunk = text.slice(shown);
    shown = text.length;
    if (args.raw) write(chunk);
    else log.push(chunk);
  },
});
log.flush();
await emulator.stop();

write(`\nExit code: ${String(result.code)}\n\nOutputs:\n`);
const width = Math.max(0, ...Object.keys(result.outputs).map((name) => name.length));
for (const [name, value] of Object.entries(result.outputs)) write(`  ${name.padEnd(width)}  ${value === '' ? '(empty)' : value}\n`);
write(`\nJob summary${args.raw ? ' (GITHUB_STEP_SUMMARY, as written)' : ' (as the run page shows it, in plain text)'}:\n`);
write(args.raw ? `${result.summary}\n` : readableSummary(result.summary));
process.exitCode = result.code ?? 1;
