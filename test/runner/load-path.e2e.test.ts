/**
 * What an agent run loads, on the real bundle: a run whose inputs are wrong
 * loads nothing of the run beyond its inputs check and report (no Octokit, no
 * service client, no budget), and a valid run loads the rest in one go, each
 * module in one file. An ask run whose inputs are wrong loads neither the
 * `ai` package nor the answer's markdown parser. Checked by recording every module file
 * `node dist/index.js` loads (a `node:module` load hook given through
 * NODE_OPTIONS) and reading which sources each holds from its source map.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST } from '../../tools/action.ts';
import { runRecordingLoads } from '../../tools/loaded-modules.ts';
import { useWorld } from '../helpers/world.ts';

const world = useWorld({
  github: false,
  emulator: { jobDurationMs: 100 },
  inputs: { 'project-id': 'proj', prompt: 'Fix the links' },
});

interface Loaded {
  code: number | null;
  stdout: string;
  /** Bundle files loaded, with the sources (`src/…` or an npm package's path) each holds. */
  files: { file: string; sources: string[] }[];
  /** Whether an undici was evaluated (its global dispatcher set): the bundled one, or Node's own once a request is made. */
  undici: boolean;
}

/** `src/main.ts`, or `node_modules/<package>/<path>`, from a source map's entry. */
function sourceName(source: string): string {
  const npm = /node_modules\/(.+)$/.exec(source);
  if (npm) return `node_modules/${npm[1]}`;
  const own = /(?:^|\/)(src\/.+)$/.exec(source);
  return own ? own[1]! : source;
}

async function load(inputs: Record<string, string>, env: Record<string, string> = {}): Promise<Loaded> {
  const { result, files, undici } = await runRecordingLoads({ inputs, env });
  const bundled = files
    .filter((file) => file.startsWith(DIST))
    .map((file) => {
      const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
      return { file, sources: map.sources.filter((s) => !s.includes('webpack/') && !s.includes('external ')).map(sourceName) };
    });
  return { code: result.code, stdout: result.stdout, files: bundled, undici };
}

/** The loaded files and what each holds, for a failure message. */
const names = (run: Loaded): string =>
  run.files.map((f) => `${f.file}: ${f.sources.filter((s) => s.startsWith('src/')).join(' ')}`).join('\n');

const agentInputs = (): Record<string, string> => world.inputs();

/** Modules only the run after a passing inputs check needs. */
const AFTER_CHECK = [
  /^node_modules\/@octokit\//,
  /^node_modules\/@actions\/github\//,
  /^src\/service\//,
  /^src\/budget\//,
  /^src\/github\/(client|comments)\.ts$/,
  /^src\/triggers\/trigger\.ts$/,
  /^src\/modes\/agent\/(start|job|budgeted|comment)\.ts$/,
];

describe('the agent run load path', () => {
  it('loads nothing of the run after the inputs check when the inputs are wrong', async () => {
    const inputs = agentInputs();
    delete inputs['base-url'];
    const run = await load(inputs);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("'base-url' is required");
    const sources = run.files.flatMap((f) => f.sources);
    // The check itself, with zod, and the report of its failure, are loaded ...
    expect(sources).toContain('src/modes/agent/settings.ts');
    expect(sources).toContain('src/modes/agent/report.ts');
    expect(sources.some((s) => s.startsWith('node_modules/zod/'))).toBe(true);
    // ... nothing the run needs only once the inputs are valid.
    expect(sources.filter((s) => AFTER_CHECK.some((pattern) => pattern.test(s)))).toEqual([]);
    // undici, which @actions/core's @actions/http-client imports, is a chunk of its own that only a run behind a proxy
    // loads (vendor/undici-on-demand): it was the largest cost of every start, parsed if not evaluated.
    expect(sources.filter((s) => s.startsWith('node_modules/undici/'))).toEqual([]);
    expect(run.undici).toBe(false);
    // The entry, the agent chunk and zod beside it.
    expect(run.files.length, names(run)).toBeLessThanOrEqual(3);
  });

  it('loads the run after the check in one go, each of its parts in one file', async () => {
    const run = await load(agentInputs());
    expect(run.code, run.stdout).toBe(0);
    // Without a proxy, Octokit and the service client fetch with Node's own fetch: the bundled undici is not loaded.
    expect(run.files.filter((f) => f.sources.includes('node_modules/undici/index.js'))).toEqual([]);
    for (const part of ['src/service/agent/client.ts', 'src/github/client.ts', 'src/budget/gate.ts', 'src/modes/agent/start.ts']) {
      expect(
        run.files.filter((f) => f.sources.includes(part)).map((f) => f.file),
        part,
      ).toHaveLength(1);
    }
    // The check's three files, then the "agent-run" chunk, the "github" chunk (the client, which holds the event's
    // context too) and what webpack cuts out of them into files of their own: large npm code (Octokit, ky) and the
    // modules ask mode shares. (Before: 17 files, several modules twice.)
    expect(run.files.length, names(run)).toBeLessThanOrEqual(8);
  });
});

describe('the chunks', () => {
  // ncc minifies the entry only; scripts/minify-chunks.ts minifies the rest, which a run reads and compiles before
  // its first request (an agent run: about 0.9 MB minified, 1.45 MB as webpack wrote them).
  it('are minified, with source maps that still name the sources', () => {
    const chunks = readdirSync(DIST).filter((name) => /^\d+\.index\.js$/.test(name));
    expect(chunks.length).toBeGreaterThan(3);
    for (const name of chunks) {
      const code = readFileSync(join(DIST, name), 'utf8');
      // Webpack's module separators and its indentation go with minification.
      expect(code, name).not.toContain('/***/');
      expect(
        code.split('\n').filter((line) => line.startsWith('  ')),
        name,
      ).toEqual([]);
      expect(code.trimEnd().endsWith(`//# sourceMappingURL=${name}.map`), name).toBe(true);
      const map = JSON.parse(readFileSync(join(DIST, `${name}.map`), 'utf8')) as { file: string; sources: string[]; mappings: string };
      expect(map.file).toBe(name);
      expect(
        map.sources.some((source) => /(src|node_modules)\//.test(source)),
        name,
      ).toBe(true);
      expect(map.mappings.length, name).toBeGreaterThan(0);
    }
  });
});

describe('behind a proxy', () => {
  // A proxy that is never reached: the emulator is on loopback, which goes direct.
  const PROXY = { https_proxy: 'http://127.0.0.1:9' };

  it('a run that fails its inputs check loads no undici', async () => {
    const inputs = agentInputs();
    delete inputs['base-url'];
    const run = await load(inputs, PROXY);
    expect(run.code).toBe(1);
    expect(run.files.flatMap((f) => f.sources).filter((s) => s.startsWith('node_modules/undici/'))).toEqual([]);
    expect(run.files.length, names(run)).toBeLessThanOrEqual(3);
  });

  it('a run whose GitHub the runner proxies loads undici, from its own chunk, before @actions/github', async () => {
    // No token: GitHub is only read for the event (@actions/github's context), whose import builds Octokit's
    // defaults with the proxy agent for GITHUB_API_URL, so undici must be there first.
    const run = await load(
      { ...agentInputs(), 'github-token': '', wait: 'false' },
      { ...PROXY, GITHUB_API_URL: 'https://api.github.invalid' },
    );
    expect(run.code, run.stdout).toBe(0);
    const holders = run.files.filter((f) => f.sources.includes('node_modules/undici/index.js'));
    expect(holders.map((f) => f.file)).toHaveLength(1);
    expect(holders[0]!.file).not.toBe(join(DIST, 'index.js'));
    expect(
      holders[0]!.sources.every((s) => s.startsWith('node_modules/undici/')),
      names(run),
    ).toBe(true);
    const undiciAt = run.files.indexOf(holders[0]!);
    const githubAt = run.files.findIndex((f) => f.sources.some((s) => s.startsWith('node_modules/@actions/github/')));
    expect(githubAt, names(run)).toBeGreaterThan(undiciAt);
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
    const run = await load({ mode: 'ask', 'base-url': world.serviceUrl, domain: 'acme', question: 'How do I rotate an API key?' });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("'assistant-api-key' is required");
    const sources = run.files.flatMap((f) => f.sources);
    // The check and the report of its failure are loaded ...
    expect(sources).toContain('src/modes/ask/settings.ts');
    expect(sources).toContain('src/modes/ask/report.ts');
    // ... nothing the run needs only once the inputs are valid.
    expect(sources.filter((s) => ASK_AFTER_CHECK.some((pattern) => pattern.test(s)))).toEqual([]);
    // The entry, zod, the ask chunk and the small modules it shares with the rest of the action.
    expect(run.files.length, names(run)).toBeLessThanOrEqual(4);
  });

  it('loads the assistant client and the parser once the inputs are valid', async () => {
    const run = await load({
      mode: 'ask',
      'base-url': world.serviceUrl,
      'assistant-api-key': world.emulator.options.assistantApiKey,
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
