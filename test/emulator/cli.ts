/**
 * Runs the service emulator until stopped:
 *   node test/emulator/cli.ts [--port 8787] [--job-ms 1500] [--jobs-per-hour 100]
 * Prints `listening on <url>` once it accepts requests; the keys it accepts
 * are DEFAULT_ADMIN_KEY and DEFAULT_ASSISTANT_KEY unless given with
 * --admin-key / --assistant-key.
 */
import { parseArgs } from 'node:util';
import { ServiceEmulator } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    'job-ms': { type: 'string', default: '1500' },
    'jobs-per-hour': { type: 'string', default: '100' },
    'admin-key': { type: 'string' },
    'assistant-key': { type: 'string' },
  },
});

const emulator = new ServiceEmulator({
  jobDurationMs: Number(values['job-ms']),
  jobsPerHour: Number(values['jobs-per-hour']),
  ...(values['admin-key'] ? { adminApiKey: values['admin-key'] } : {}),
  ...(values['assistant-key'] ? { assistantApiKey: values['assistant-key'] } : {}),
});
const url = await emulator.start(Number(values.port));
process.stdout.write(`listening on ${url}\n`);
const stop = (): void => {
  void emulator.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
