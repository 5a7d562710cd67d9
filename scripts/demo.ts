/**
 * `npm run demo`: runs the bundled action (dist/index.js) end to end against
 * the service emulator and GitHub stand-ins (git database and comments) on
 * loopback, as the runner would start it, and shows what a user would see:
 * the step's log as the runner shows it (workflow commands rendered, groups
 * folded into headings, no debug lines unless `-- --debug`), the step
 * outputs, and the job summary as readable text (`-- --raw` prints the log
 * and the summary's markdown exactly as written). Then it refines the job's
 * pull request: a `/docs …` comment on it sends a follow-up message to the
 * same job (docs/refine.md). Last, in a code repository: an impact check on
 * an open pull request (which pages its change touches, one comment), a push
 * that changes nothing the check saw (nothing asked), and the merge that
 * follows, whose agent job is given those pages (docs/impact.md). And the
 * queue: a request over budget is queued, then started by a report run once
 * the window frees (docs/budget.md).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_ADMIN_KEY, ServiceEmulator } from '../tools/emulator/server.ts';
import { runAction, type ActionResult } from '../tools/action.ts';
import { commentPayload, writePayload } from '../tools/events.ts';
import { impactSteps } from './demo-impact.ts';
import { queueSteps } from './demo-queue.ts';
import { DEFAULT_GITHUB_TOKEN, GitDatabaseStandIn } from '../tools/stand-ins/git-database.ts';
import { GitHubStandIn } from '../tools/stand-ins/github.ts';
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
// GitHub's git database (the hourly budget's ledger) and its comments API, on the same loopback server.
const github = new GitDatabaseStandIn({ repositories: ['acme/docs', 'acme/api'] });
const comments = new GitHubStandIn();
comments.roles.set('Codertocat', 'write');
emulator.use(github.handler);
emulator.use(comments.handler);
const baseUrl = await emulator.start();
write(`Service emulator and GitHub stand-ins listening on ${baseUrl}\n`);

const inputs = {
  'base-url': baseUrl,
  'project-id': 'demo-project',
  'admin-api-key': DEFAULT_ADMIN_KEY,
  'poll-interval-seconds': '1',
  'max-poll-interval-seconds': '2',
  'timeout-seconds': '60',
  'github-token': DEFAULT_GITHUB_TOKEN,
};
const env = {
  GITHUB_API_URL: baseUrl,
  GITHUB_REPOSITORY: 'acme/docs',
  GITHUB_RUN_ATTEMPT: '1',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_WORKFLOW: 'Docs agent (demo)',
  ...(args.debug ? { RUNNER_DEBUG: '1' } : {}),
};

/** Runs the action once, streaming its log as the runner shows it (or raw), then its outputs and summary. */
async function step(title: string, run: { inputs: Record<string, string>; env: Record<string, string> }): Promise<ActionResult> {
  write(
    `\n== ${title}\nRunning node dist/index.js as the runner starts it (inputs as INPUT_* variables)${args.raw ? '' : `; the log as the runner shows it${args.debug ? ', debug lines included' : ' (-- --debug adds the debug lines)'}`}:\n\n`,
  );
  const log = new RunnerLog(args.debug, write);
  let shown = 0;
  const result = await runAction({
    ...run,
    onStdout: (text) => {
      const chunk = text.slice(shown);
      shown = text.length;
      if (args.raw) write(chunk);
      else log.push(chunk);
    },
  });
  log.flush();
  write(`\nExit code: ${String(result.code)}\n\nOutputs:\n`);
  const width = Math.max(0, ...Object.keys(result.outputs).map((name) => name.length));
  for (const [name, value] of Object.entries(result.outputs)) write(`  ${name.padEnd(width)}  ${value === '' ? '(empty)' : value}\n`);
  write(`\nJob summary${args.raw ? ' (GITHUB_STEP_SUMMARY, as written)' : ' (as the run page shows it, in plain text)'}:\n`);
  write(args.raw ? `${result.summary}\n` : readableSummary(result.summary));
  return result;
}

const result = await step('A scheduled job', {
  inputs: { ...inputs, prompt: 'Fix the broken links on the quickstart page' },
  env: { ...env, GITHUB_RUN_ID: '1', GITHUB_EVENT_NAME: 'workflow_dispatch' },
});
let code = result.code ?? 1;

const pull = Number(/\/pull\/(\d+)$/.exec(result.outputs['pr-link'] ?? '')?.[1]);
const note = comments.comments.find((c) => c.issueNumber === pull);
if (note) {
  write(`\nThe note the action left on pull request #${String(pull)} (markdown):\n\n${note.body}\n`);
  const payload = commentPayload('/docs shorten the intro', { file: 'issue_comment.created.pull_request.json' });
  payload.issue!.number = pull;
  const refined = await step(`Refining it: '/docs shorten the intro' in a comment on pull request #${String(pull)}`, {
    inputs,
    env: { ...env, GITHUB_RUN_ID: '2', GITHUB_EVENT_NAME: 'issue_comment', GITHUB_EVENT_PATH: writePayload(payload) },
  });
  const messages = emulator.agentRequests('POST').filter((r) => r.path.endsWith('/message')).length;
  write(
    `\nFollow-up messages sent: ${String(messages)}; jobs created: ${String(emulator.jobs.size)} (the same job-id: ${refined.outputs['job-id'] ?? ''})\n`,
  );
  code = Math.max(code, refined.code ?? 1);
}
code = Math.max(code, await impactSteps({ emulator, comments, inputs, env, step, write }));
code = Math.max(code, await queueSteps({ emulator, git: github, comments, inputs, env, step, write }));
await emulator.stop();
process.exitCode = code;
