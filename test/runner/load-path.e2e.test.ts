/**
 * What an agent run loads, on the real bundle: a run whose inputs are wrong
 * loads nothing of the run beyond its inputs check and report (no Octokit, no
 * service client, no budget). An ask run whose inputs are wrong loads neither the
 * `ai` package nor the answer's markdown parser. Checked by recording every module file
 * `node dist/index.js` loads (a `node:module` load hook given through
 * NODE_OPTIONS) and reading which sources each holds from its source map.
 * (That a run never reads those maps itself: source-maps.e2e.test.ts.)
 */
import { readFileSync } from 'node:fs';
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
}

/** `src/main.ts`, or `node_modules/<package>/<path>`, from a source map's entry. */
function sourceName(source: string): string {
  const npm = /node_modules\/(.+)$/.exec(source);
  if (npm) return `node_modules/${npm[1]}`;
  const own = /(?:^|\/)(src\/.+)$/.exec(source);
  return own ? own[1]! : source;
}

async function load(inputs: Record<string, string>, env: Record<string, string> = {}): Promise<Loaded> {
  const { result, files } = await runRecordingLoads({ inputs, env });
  const bundled = files
    // The bundle's code: every chunk has its map beside it.
    .filter((file) => file.startsWith(DIST) && file.endsWith('.js'))
    .map((file) => {
      const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
      return { file, sources: map.sources.filter((s) => !s.includes('webpack/') && !s.includes('external ')).map(sourceName) };
    });
  return { code: result.code, stdout: result.stdout, files: bundled };
}

/** The loaded files and what each holds, for a failure message. */
const names = (run: Loaded): string =>
  run.files.map((f) => `${f.file}: ${f.sources.filter((s) => s.startsWith('src/')).join(' ')}`).join('\n');

const agentInputs = (): Record<string, string> => world.inputs();

/** Modules only the run after a passing inputs check needs. */
const AFTER_CHECK = [
  /^node_modules\/@octokit\//,
  /^node_modules\/@actions\/github\//,
  // Every mode's inputs check is in the entry chunk (docs/adr/0015-bundle-without-copies.md): ask's input readers too.
  /^src\/service\/(?!assistant\/(request|inputs)\.ts$)/,
  // The budget's policy and input readers are part of the check; the rest of budget/ is not.
  /^src\/budget\/(?!(policy|inputs)\.ts$)/,
  /^src\/github\/client\.ts$/,
  /^src\/comment\//,
  /^src\/triggers\/trigger\.ts$/,
  /^src\/modes\/agent\/(start|budgeted)\.ts$/,
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
  /^src\/service\/(agent\/|fetch|assistant\/(client|stream-))/,
  /^src\/render\/answer\.ts$/,
  /^src\/github\/client\.ts$/,
  /^src\/comment\//,
  // (triggers/event.ts is read by the inputs check itself: a fork's pull request is skipped before a missing key is an error.)
  /^src\/triggers\/trigger\.ts$/,
  /^src\/modes\/ask\/start\.ts$/,
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
    expect(
      sources.filter((s) => ASK_AFTER_CHECK.some((pattern) => pattern.test(s))),
      names(run),
    ).toEqual([]);
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

describe('the impact run load path', () => {
  it('loads neither the assistant client, the markdown parser, Octokit nor the check when the inputs are wrong', async () => {
    const run = await load({ mode: 'impact', 'base-url': world.serviceUrl, domain: 'acme' });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("'assistant-api-key' is required");
    const sources = run.files.flatMap((f) => f.sources);
    expect(sources).toContain('src/modes/impact/settings.ts');
    expect(sources).toContain('src/modes/impact/report.ts');
    const afterCheck = [
      ...ASK_AFTER_CHECK,
      /^src\/modes\/impact\/(check|start)\.ts$/,
      /^src\/affected-pages\//,
      /^src\/budget\/assistant-month\.ts$/,
    ];
    expect(
      sources.filter((s) => afterCheck.some((pattern) => pattern.test(s))),
      names(run),
    ).toEqual([]);
  });
});
