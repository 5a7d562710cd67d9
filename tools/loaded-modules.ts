/**
 * Which module files a spawned run of the bundle loads (for the tests of its
 * load path, and for the bench's): a `node:module` load hook, given
 * through NODE_OPTIONS, records every URL loaded and writes them at exit.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runAction, type ActionResult, type ActionRun } from './action.ts';

const dir = mkdtempSync(join(tmpdir(), 'loaded-modules-'));
const hook = join(dir, 'loaded.mjs');
writeFileSync(
  hook,
  `import { registerHooks } from 'node:module';
import { writeFileSync } from 'node:fs';
const urls = new Set();
registerHooks({ load(url, context, next) { urls.add(url); return next(url, context); } });
process.on('exit', () => writeFileSync(process.env.LOADED_FILE, JSON.stringify({ urls: [...urls] })));
`,
);
let runs = 0;

export interface LoadingRun {
  result: ActionResult;
  /** The files loaded, in load order. */
  files: string[];
}

/** Runs the bundled action, recording what it loads. */
export async function runRecordingLoads(run: ActionRun): Promise<LoadingRun> {
  runs += 1;
  const loadedFile = join(dir, `run-${runs}.json`);
  const result = await runAction({
    ...run,
    env: { NODE_OPTIONS: `--import ${pathToFileURL(hook).href}`, LOADED_FILE: loadedFile, ...run.env },
  });
  const { urls } = JSON.parse(readFileSync(loadedFile, 'utf8')) as { urls: string[] };
  const files = urls.filter((url) => url.startsWith('file:')).map((url) => fileURLToPath(url));
  return { result, files };
}
