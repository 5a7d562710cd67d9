/**
 * The bundle's source maps are for readers: a run never reads them. ncc's
 * source-map register (`--source-map` without `--no-source-map-register`)
 * replaces `Error.prepareStackTrace` and reads `dist/index.js.map` (1.2 MiB)
 * the first time a stack with a frame in `dist/index.js` is formatted. Node
 * formats one whenever it destroys a socket with an error
 * (`node:internal/streams/destroy`), as the bundled undici does with Octokit's
 * keep-alive connection once it has been idle for about 3 s: in nearly every
 * run that waits for a job. That cost 18 MiB of peak RSS and 70–100 ms of CPU
 * (docs/adr/0012-no-source-map-register.md).
 */
import { describe, expect, it } from 'vitest';
import { runRecordingLoads } from '../../tools/loaded-modules.ts';
import { useWorld } from '../helpers/world.ts';

const world = useWorld({
  emulator: { jobDurationMs: 100 },
  inputs: { 'project-id': 'maps', prompt: 'Fix the links' },
});

describe("the bundle's source maps", () => {
  it('are never read by a run, even when its idle GitHub connection is closed with an error', async () => {
    // The ledger's requests go before the create request; the first poll comes 4.5–5 s after it (jitter shortens a
    // delay by up to a tenth). By then undici has closed the idle connection to GitHub (the stand-in's keep-alive
    // of 5 s less undici's 2 s margin) with an error whose stack has frames in dist/index.js.
    const { result, mapsRead, stackHook } = await runRecordingLoads({
      inputs: world.inputs({ 'poll-interval-seconds': '5', 'max-poll-interval-seconds': '5' }),
      env: world.env(),
    });
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs.status).toBe('completed');
    expect(world.git.requests.length, 'the run used its GitHub connection before the wait').toBeGreaterThan(0);
    expect(mapsRead).toEqual([]);
    expect(stackHook, "Error.prepareStackTrace is no longer Node's own").toBe(false);
  });
});
