/**
 * Which module files a spawned run of the bundle loads (for the tests of its
 * load path, and for the bench's): a `node:module` load hook, given
 * through NODE_OPTIONS, records every URL loaded and writes them at exit.
 * It also records the source maps the run reads and whether it replaced
 * Node's stack-trace hook (`Error.prepareStackTrace`): a source-map register reads
 * the bundle's maps (megabytes) whenever an error's stack is formatted, as
 * Node does for every socket it closes with an error.
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
import fs from 'node:fs';
const urls = new Set();
const maps = [];
registerHooks({ load(url, context, next) { urls.add(url); return next(url, context); } });
const readFileSync = fs.readFileSync;
const nodesOwn = Error.prepareStackTrace;
fs.readFileSync = function (path, ...rest) {
  if (String(path).endsWith('.map')) maps.push(String(path));
  return readFileSync.call(this, path, ...rest);
};
process.on('exit', () =>
  fs.writeFileSync(
    process.env.LOADED_FILE,
    JSON.stringify({ urls: [...urls], maps, stackHook: Error.prepareStackTrace !== nodesOwn }),
  ),
);
`,
);
let runs = 0;

export interface LoadingRun {
  result: ActionResult;
  /** The files loaded, in load order. */
  files: string[];
  /** Source maps read with `fs.readFileSync`. */
  mapsRead: string[];
  /** Whether `Error.prepareStackTrace` was no longer Node's own at exit. */
  stackHook: boolean;
}

/** Runs the bundled action, recording what it loads. */
export async function runRecordingLoads(run: ActionRun): Promise<LoadingRun> {
  runs += 1;
  const loadedFile = join(dir, `run-${runs}.json`);
  const result = await runAction({
    ...run,
    env: { NODE_OPTIONS: `--import ${pathToFileURL(hook).href}`, LOADED_FILE: loadedFile, ...run.env },
  });
  const recorded = JSON.parse(readFileSync(loadedFile, 'utf8')) as { urls: string[]; maps: string[]; stackHook: boolean };
  const files = recorded.urls.filter((url) => url.startsWith('file:')).map((url) => fileURLToPath(url));
  return { result, files, mapsRead: recorded.maps, stackHook: recorded.stackHook };
}
