/**
 * Runs the service emulator (agent and assistant endpoints) until stopped:
 *   npm run emulator -- [--port 8787] [--job-ms 1500] [--jobs-per-hour 100] [--frame-ms 0]
 * Prints `listening on <url>` once it accepts requests; the keys it accepts
 * are DEFAULT_ADMIN_KEY and DEFAULT_ASSISTANT_KEY unless given with
 * --admin-key / --assistant-key. `--help` lists the flags.
 */
import { mountAssistant } from './assistant.ts';
import { DEFAULT_ADMIN_KEY, DEFAULT_ASSISTANT_KEY, ServiceEmulator } from './server.ts';
import { serveUntilStopped } from '../stand-ins/server.ts';
import { readCommandLine, type Command } from '../cli-options.ts';

const command: Command = {
  usage: 'npm run emulator --',
  summary:
    "The service emulator on loopback: the agent endpoints (jobs that run for --job-ms) and the assistant's.\nPrints 'listening on <url>' once it accepts requests; stop it with Ctrl-C.",
  flags: {
    port: { description: 'Port to listen on (0: any free port).', value: 'port', default: '8787', integer: true },
    'job-ms': {
      description: 'How long a job stays active before it completes, in milliseconds.',
      value: 'ms',
      default: '1500',
      integer: true,
    },
    'jobs-per-hour': { description: "The emulator's own limit of jobs per hour (429 past it).", value: 'n', default: '100', integer: true },
    'admin-key': { description: `The admin API key it accepts (default ${DEFAULT_ADMIN_KEY}).`, value: 'key' },
    'assistant-key': { description: `The assistant API key it accepts (default ${DEFAULT_ASSISTANT_KEY}).`, value: 'key' },
    'frame-ms': { description: 'Delay before each frame of an answer stream, in milliseconds.', value: 'ms', default: '0', integer: true },
  },
};

const values = readCommandLine(command);
const text = (name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};
const emulator = new ServiceEmulator({
  jobDurationMs: Number(text('job-ms')),
  jobsPerHour: Number(text('jobs-per-hour')),
  ...(text('admin-key') ? { adminApiKey: text('admin-key') } : {}),
  ...(text('assistant-key') ? { assistantApiKey: text('assistant-key') } : {}),
});
mountAssistant(emulator, { frameDelayMs: Number(text('frame-ms')) });
await serveUntilStopped(emulator, Number(text('port')));
