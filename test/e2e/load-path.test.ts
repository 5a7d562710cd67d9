/**
 * What an agent run loads, on the real bundle: a run whose inputs are wrong
 * loads nothing of the run beyond its inputs check and report (no Octokit, no
 * service client, no budget). An ask run whose inputs are wrong loads neither the
 * `ai` package nor the answer's markdown parser. Checked by recording every module file
 * `node dist/index.js` loads (a `node:module` load hook given through
 * NODE_OPTIONS) and reading which sources each holds from its source map.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_KEY, DEFAULT_ASSISTANT_KEY, ServiceEmulator } from '../../tools/emulator/server.ts';
import { DIST, runAction } from '../../tools/action.ts';

const emulator = new ServiceEmulator({ jobDurationMs: 100 });
let baseUrl = '';
const dir = mkdtempSync(join(tmpdir(), 'load-path-'));
const hook = join(dir, 'loaded.mjs');
writeFileSync(
  hook,
  `import { registerHooks } from 'node:module';
import { writeFileSync } from 'node:fs';
const urls = new Set();
registerHooks({ load(url, context, next) { urls.add(url); return next(url, context); } });
process.on('exit', () => writeFileSync(process.env.LOADED_FILE, JSON.stringify([...urls])));
`,
);

beforeAll(async () => {
  baseUrl = await emulator.start();
});
afterAll(async () => {
  await emulator.stop();
});

interface Loaded {
  code: number | null;
  stdout: string;
  /** Bundle files loaded, with the sources (`src/…` or an npm package's path) each holds. */
  files: { file: string; sources: string[] }[];
}

/** `src/main.ts`, or `node_modules/<package>/<path>`, from a source map's entry. */
function sourceName(source: string): string {
  const npm = /node_modules\/(.+)$/.exec(source);
  if (npm) return `node_modules/${npm[1]}`;
  const own = /(?:^|\/)(src\/.+)$/.exec(source);
  return own ? own[1]! : source;
}

async function load(name: string, inputs: Record<string, string>, env: Record<string, string> = {}): Promise<Loaded> {
  const loadedFile = join(dir, `${name}.json`);
  const result = await runAction({
    inputs,
    env: { NODE_OPTIONS: `--import ${pathToFileURL(hook).href}`, LOADED_FILE: loadedFile, ...env },
  });
  const urls = JSON.parse(readFileSync(loadedFile, 'utf8')) as string[];
  const files = urls
    .filter((url) => url.startsWith('file:'))
    .map((url) => fileURLToPath(url))
    // The bundle's code (ncc's source-map register, `sourcemap-register.cjs`, has no map of its own).
    .filter((file) => file.startsWith(DIST) && file.endsWith('.js'))
    .map((file) => {
      const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
      return { file, sources: map.sources.filter((s) => !s.includes('webpack/') && !s.includes('external ')).map(sourceName) };
    });
  return { code: result.code, stdout: result.stdout, files };
}

/** The loaded files and what each holds, for a failure message. */
const names = (run: Loaded): string =>
  run.files.map((f) => `${f.file}: ${f.sources.filter((s) => s.startsWith('src/')).join(' ')}`).join('\n');

const agentInputs = (): Record<string, string> => ({
  'base-url': baseUrl,
  'project-id': 'proj',
  'admin-api-key': DEFAULT_ADMIN_KEY,
  prompt: 'Fix the links',
  'poll-interval-seconds': '0.05',
  'max-poll-interval-seconds': '0.2',
  'timeout-seconds': '20',
});

/** Modules only the run after a passing inputs check needs. */
const AFTER_CHECK = [
  /^node_modules\/@octokit\//,
  /^node_modules\/@actions\/github\//,
  /^src\/service\//,
  // (budget/policy.ts, the `budget-policy` input's values, is part of the settings the check reads.)
  /^src\/budget\/(?!policy\.ts$)/,
  /^src\/github\/(client|comments)\.ts$/,
  /^src\/triggers\/trigger\.ts$/,
  /^src\/modes\/agent\/(start|job|budgeted|comment)\.ts$/,
];

describe('the agent run load path', () => {
  it('loads nothing of the run after the inputs check when the inputs are wrong', async () => {
    const inputs = agentInputs();
    delete inputs['base-url'];
    const run = await load('failing', inputs);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("'base-url' is required");
    const sources = run.files.flatMap((f) => f.sources);
    // The check itself, with zod, and the report of its failure, are loaded ...
    expect(sources).toContain('src/modes/agent/settings.ts');
    expect(sources).toContain('src/modes/agent/report.ts');
    expect(sources.some((s) => s.startsWith('node_modules/zod/'))).toBe(true);
    // ... nothing the run needs only once the inputs are valid.
    expect(
      sources.filter((s) => AFTER_CHECK.some((pattern) => pattern.test(s))),
      names(run),
    ).toEqual([]);
  });
});

/** Modules only an ask run after a passing inputs check needs: the assistant client, the parser, the trigger, GitHub. */
const ASK_AFTER_CHECK = [
  /^node_modules\/ai\//,
  /^node_modules\/@ai-sdk\//,
  /^node_modules\/(mdast|micromark)/,
  /^node_modules\/@octokit\//,
  /^node_modules\/ky\//,
  // (service/assistant/answer.ts, the answer's type and error, has no imports: the run checks errors against it.)
  /^src\/service\/(agent\/|http|proxy|assistant\/(client|stream-))/,
  /^src\/render\/answer\.ts$/,
  /^src\/github\/(client|comments)\.ts$/,
  /^src\/triggers\/(trigger|event)\.ts$/,
  /^src\/modes\/ask\/(start|comment)\.ts$/,
];

describe('the ask run load path', () => {
  it('loads neither the assistant client nor the markdown parser when the inputs are wrong', async () => {
    const run = await load('ask-failing', { mode: 'ask', 'base-url': baseUrl, domain: 'acme', question: 'How do I rotate an API key?' });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("'assistant-api-key' is required");
    const sources = run.files.flatMap((f) => f.sources);
    // The check and the report of its failure are loaded ...
    expect(sources).toContain('src/modes/ask/settings.ts');
    expect(sources).toContain('src/modes/ask/report.ts');
    // ... nothing the run needs only once the inputs are valid.
    expect(
      sources.filter((s) => ASK_AFTER_CHECK.some((pattern) => pattern.test(s))),
      names(run),
    ).toEqual([]);
  });

  it('loads the assistant client and the parser once the inputs are valid', async () => {
    const run = await load('ask-dry', {
      mode: 'ask',
      'base-url': baseUrl,
      'assistant-api-key': DEFAULT_ASSISTANT_KEY,
      domain: 'acme',
      question: 'How do I rotate an API key?',
      'dry-run': 'true',
    });
    expect(run.code, run.stdout).toBe(0);
    const sources = run.files.flatMap((f) => f.sources);
    for (const part of ['src/service/assistant/client.ts', 'src/render/answer.ts', 'src/modes/ask/start.ts'])
      expect(sources).toContain(part);
  });
});
