/**
 * `npm run demo`: runs the bundled action (dist/index.js) end to end against
 * the service emulator on loopback, as the runner would start it, then shows
 * the step outputs and the job summary it wrote.
 */
import { DEFAULT_ADMIN_KEY, ServiceEmulator } from '../test/emulator/server.ts';
import { runAction } from '../test/helpers/action.ts';

const emulator = new ServiceEmulator({ jobDurationMs: 4000 });
const baseUrl = await emulator.start();
const write = (text: string): void => {
  process.stdout.write(text);
};
write(`Service emulator listening on ${baseUrl}\n`);
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
  },
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
