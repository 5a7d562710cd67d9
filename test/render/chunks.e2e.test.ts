/**
 * The markdown parser that filters assistant answers (micromark, mdast) is
 * loaded by ask mode only: an agent run, dry or full, never loads the chunk
 * that holds it. Checked on the real bundle, by recording every module file
 * `node dist/index.js` loads (a `node:module` load hook given through
 * NODE_OPTIONS).
 */
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountAssistant } from '../../tools/emulator/assistant.ts';
import { DEFAULT_ADMIN_KEY, DEFAULT_ASSISTANT_KEY, ServiceEmulator } from '../../tools/emulator/server.ts';
import { DIST, runAction } from '../../tools/action.ts';

/** A string of mdast-util-to-markdown, which only the parser's chunk holds. */
const PARSER_MARKER = 'Cannot handle unknown node';

const emulator = new ServiceEmulator({ jobDurationMs: 100 });
mountAssistant(emulator);
let baseUrl = '';
const dir = mkdtempSync(join(tmpdir(), 'render-chunks-'));
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

/** The bundle files a run with these inputs loads. */
async function loadedFiles(name: string, inputs: Record<string, string>): Promise<string[]> {
  const loaded = join(dir, `${name}.json`);
  const result = await runAction({ inputs, env: { NODE_OPTIONS: `--import ${pathToFileURL(hook).href}`, LOADED_FILE: loaded } });
  expect(result.code, result.stdout).toBe(0);
  const urls = JSON.parse(readFileSync(loaded, 'utf8')) as string[];
  return urls.filter((url) => url.startsWith('file:')).map((url) => fileURLToPath(url));
}

const holdsParser = (file: string): boolean => readFileSync(file, 'utf8').includes(PARSER_MARKER);

describe('the answer parser in the bundle', () => {
  it('sits in a chunk of its own mode, not in the entry', () => {
    const chunks = readdirSync(DIST).filter((f) => f.endsWith('.js'));
    expect(holdsParser(join(DIST, 'index.js'))).toBe(false);
    expect(chunks.filter((f) => holdsParser(join(DIST, f)))).toHaveLength(1);
  });

  it('is loaded by an ask run and by no agent run', async () => {
    const agent = await loadedFiles('agent', {
      'base-url': baseUrl,
      'project-id': 'proj',
      'admin-api-key': DEFAULT_ADMIN_KEY,
      prompt: 'Fix the links',
      'poll-interval-seconds': '0.05',
      'max-poll-interval-seconds': '0.2',
      'timeout-seconds': '20',
    });
    expect(agent.some((file) => file.startsWith(DIST))).toBe(true);
    expect(agent.filter(holdsParser)).toEqual([]);
    const ask = await loadedFiles('ask', {
      mode: 'ask',
      'base-url': baseUrl,
      'assistant-api-key': DEFAULT_ASSISTANT_KEY,
      domain: 'acme',
      question: 'How do I rotate an API key?',
      'ask-timeout-seconds': '20',
    });
    expect(ask.filter(holdsParser)).toHaveLength(1);
  });
});
