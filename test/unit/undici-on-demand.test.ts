/**
 * vendor/undici-on-demand stands in for `undici` inside @actions/http-client
 * (through `overrides` in package.json), so that `@actions/core` does not
 * evaluate undici at every start. It must hand out undici's real ProxyAgent,
 * and load undici only then. Checked in a fresh process: vitest's own module
 * registry may already hold undici.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SHIM = resolve(ROOT, 'vendor/undici-on-demand/index.js');

/** Runs a CommonJS script in a fresh Node process at the project root; its stdout as JSON. */
function inFreshNode(script: string, env: Record<string, string> = {}): unknown {
  const result = spawnSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8', env: { PATH: process.env.PATH, ...env } });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as unknown;
}

describe('undici on demand', () => {
  it('is the undici that @actions/http-client (and so @actions/core) imports', () => {
    // The copy @actions/core resolves (@actions/github brings an older one, loaded only after the inputs check).
    const fromHttpClient = createRequire(resolve(ROOT, 'node_modules/@actions/http-client/lib/index.js'));
    expect(fromHttpClient.resolve('undici')).toBe(SHIM);
  });

  it('loads undici only when a proxy agent is made, and makes the real one', () => {
    const seen = inFreshNode(`
      const loaded = () => Object.keys(require.cache).some((f) => /node_modules[\\\\/]undici[\\\\/]index\\.js$/.test(f));
      const { ProxyAgent } = require(${JSON.stringify(SHIM)});
      const before = loaded();
      const agent = new ProxyAgent({ uri: 'http://127.0.0.1:9' });
      const after = loaded();
      const real = agent instanceof require('undici').ProxyAgent && typeof agent.dispatch === 'function';
      agent.close().then(() => process.stdout.write(JSON.stringify({ before, after, real })));
    `);
    expect(seen).toEqual({ before: false, after: true, real: true });
  });

  it("gives @actions/http-client's proxy dispatcher for a proxied URL, as the service client uses it", async () => {
    const { HttpClient } = await import('@actions/http-client');
    const { ProxyAgent } = await import('undici');
    const saved = process.env.https_proxy;
    process.env.https_proxy = 'http://127.0.0.1:9';
    try {
      const dispatcher = new HttpClient('test').getAgentDispatcher('https://api.example.test/v2');
      expect(dispatcher).toBeInstanceOf(ProxyAgent);
      await dispatcher?.close();
    } finally {
      if (saved === undefined) delete process.env.https_proxy;
      else process.env.https_proxy = saved;
    }
  });
});
