/**
 * Runs the service emulator (agent and assistant endpoints) until stopped:
 *   node tools/emulator/cli.ts [--port 8787] [--job-ms 1500] [--jobs-per-hour 100] [--frame-ms 0]
 * Prints `listening on <url>` once it accepts requests; the keys it accepts
 * are DEFAULT_ADMIN_KEY and DEFAULT_ASSISTANT_KEY unless given with
 * --admin-key / --assistant-key.
 */
import { parseArgs } from 'node:util';
import { mountAssistant } from './assistant.ts';
import { ServiceEmulator } from './server.ts';
import { serveUntilStopped } from '../stand-ins/server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    'job-ms': { type: 'string', default: '1500' },
    'jobs-per-hour': { type: 'string', default: '100' },
    'admin-key': { type: 'string' },
    'assistant-key': { type: 'string' },
    'frame-ms': { type: 'string', default: '0' },
  },
});

const emulator = new ServiceEmulator({
  jobDurationMs: Number(values['job-ms']),
  jobsPerHour: Number(values['jobs-per-hour']),
  ...(values['admin-key'] ? { adminApiKey: values['admin-key'] } : {}),
  ...(values['assistant-key'] ? { assistantApiKey: values['assistant-key'] } : {}),
});
mountAssistant(emulator, { frameDelayMs: Number(values['frame-ms']) });
await serveUntilStopped(emulator, Number(values.port));
