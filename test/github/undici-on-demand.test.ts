/**
 * vendor/undici-on-demand stands in for `undici` inside @actions/http-client
 * and @actions/github (through `overrides` in package.json), so that undici
 * is no part of a start: neither `@actions/core` nor Octokit brings it. Without
 * a proxy it gives Node's own fetch and never loads undici; behind one, the
 * undici the action hands it (`provide`, src/runner/proxy.ts): undici's real
 * ProxyAgent and undici's own fetch through it. Checked in fresh processes:
 * vitest's own module registry may already hold undici.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SHIM = resolve(ROOT, 'vendor/undici-on-demand/index.js');

/** Runs a script in a fresh Node process at the project root; its stdout as JSON. Not blocking: the server below answers it. */
async function inFreshNode(script: string, options: { esm?: boolean } = {}): Promise<unknown> {
  const args = options.esm ? ['--input-type=module', '-e', script] : ['-e', script];
  const { stdout, stderr } = await new Promise<{ stdout: string; stderr: string }>((done, fail) => {
    execFile(process.execPath, args, { cwd: ROOT, encoding: 'utf8', env: { PATH: process.env.PATH } }, (error, out, err) => {
      if (error) fail(new Error(`${error.message}\n${err}`));
      else done({ stdout: out, stderr: err });
    });
  });
  expect(stderr).toBe('');
  return JSON.parse(stdout) as unknown;
}

/** Whether the project's undici (not Node's own) has been loaded, as a script line. */
const UNDICI_LOADED = String.raw`Object.keys(require.cache).some((f) => /node_modules[\\/]undici[\\/]index\.js$/.test(f))`;

/** A loopback server that answers every request with its method and path, as JSON. */
let server: Server;
let url = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ method: req.method, path: req.url }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
});

describe('undici on demand', () => {
  it('is the undici that @actions/http-client and @actions/github import, with one @actions/http-client for both', () => {
    const fromHttpClient = createRequire(resolve(ROOT, 'node_modules/@actions/http-client/lib/index.js'));
    expect(fromHttpClient.resolve('undici')).toBe(SHIM);
    const fromGitHub = createRequire(resolve(ROOT, 'node_modules/@actions/github/lib/internal/utils.js'));
    expect(fromGitHub.resolve('undici')).toBe(SHIM);
    // @actions/github asks for ^3.0.2; the override gives it the copy @actions/core uses, whose undici is the stand-in.
    expect(existsSync(resolve(ROOT, 'node_modules/@actions/github/node_modules/@actions/http-client'))).toBe(false);
  });

  it('makes the real ProxyAgent of the undici it is given, and says what is missing before', async () => {
    const seen = await inFreshNode(`
      const shim = require(${JSON.stringify(SHIM)});
      let refused = '';
      try { new shim.ProxyAgent({ uri: 'http://127.0.0.1:9' }); } catch (error) { refused = error.message; }
      const before = ${UNDICI_LOADED};
      shim.provide(require('undici'));
      const agent = new shim.ProxyAgent({ uri: 'http://127.0.0.1:9' });
      const real = agent instanceof require('undici').ProxyAgent && typeof agent.dispatch === 'function';
      agent.close().then(() => process.stdout.write(JSON.stringify({ refused, before, real })));
    `);
    expect(seen).toEqual({
      refused:
        "undici-on-demand: a proxy agent needs undici, which was not provided; call provide(await import('undici')) before making a client",
      before: false,
      real: true,
    });
  });

  it("fetches with Node's own fetch when no dispatcher is given, without loading undici", async () => {
    const seen = await inFreshNode(`
      const { fetch } = require(${JSON.stringify(SHIM)});
      let nodes = 0;
      const own = globalThis.fetch;
      globalThis.fetch = (...args) => { nodes += 1; return own(...args); };
      fetch(${JSON.stringify(url)} + '/a', { method: 'POST', body: '{}', dispatcher: undefined })
        .then((r) => r.json())
        .then((body) => process.stdout.write(JSON.stringify({ body, nodes, loaded: ${UNDICI_LOADED} })));
    `);
    expect(seen).toEqual({ body: { method: 'POST', path: '/a' }, nodes: 1, loaded: false });
  });

  it("fetches with the given undici's own fetch through the dispatcher it is given", async () => {
    const seen = await inFreshNode(`
      const { fetch, provide } = require(${JSON.stringify(SHIM)});
      const undici = require('undici');
      provide(undici);
      let dispatched = 0;
      const agent = new undici.Agent();
      const dispatch = agent.dispatch.bind(agent);
      agent.dispatch = (options, handler) => { dispatched += 1; return dispatch(options, handler); };
      let nodes = 0;
      globalThis.fetch = () => { nodes += 1; throw new Error("Node's fetch was called"); };
      fetch(${JSON.stringify(url)} + '/b', { dispatcher: agent })
        .then((r) => r.json())
        .then((body) => agent.close().then(() => process.stdout.write(JSON.stringify({ body, dispatched, nodes }))));
    `);
    expect(seen).toEqual({ body: { method: 'GET', path: '/b' }, dispatched: 1, nodes: 0 });
  });

  it("sends @actions/github's requests without loading undici when there is no proxy", async () => {
    const seen = await inFreshNode(
      `
      import { createRequire } from 'node:module';
      import { getOctokit } from '@actions/github';
      const require = createRequire(import.meta.url);
      const octokit = getOctokit('ghs_token', { baseUrl: ${JSON.stringify(url)} });
      const { data } = await octokit.request('GET /repos/{owner}/{repo}', { owner: 'acme', repo: 'docs' });
      process.stdout.write(JSON.stringify({ data, loaded: ${UNDICI_LOADED} }));
    `,
      { esm: true },
    );
    expect(seen).toEqual({ data: { method: 'GET', path: '/repos/acme/docs' }, loaded: false });
  });

  it('is given undici by the run only for a URL the runner proxies (src/runner/proxy.ts)', async () => {
    const seen = await inFreshNode(
      `
      import { createRequire } from 'node:module';
      import { HttpClient } from '@actions/http-client';
      import { loadProxySupport } from ${JSON.stringify(resolve(ROOT, 'src/runner/proxy.ts'))};
      const require = createRequire(import.meta.url);
      const loaded = () => ${UNDICI_LOADED};
      const github = new URL('https://api.github.example/');
      const seen = {};
      seen.noProxy = await loadProxySupport(github) !== undefined || loaded();
      process.env.https_proxy = 'http://127.0.0.1:9';
      process.env.no_proxy = '.github.example';
      seen.noProxyHost = await loadProxySupport(github) !== undefined || loaded();
      seen.loopback = await loadProxySupport(new URL('https://127.0.0.1:8443/')) !== undefined || loaded();
      seen.plainHttp = await loadProxySupport(new URL('http://api.github.other/')) !== undefined || loaded();
      delete process.env.no_proxy;
      seen.proxied = await loadProxySupport(github) !== undefined && loaded();
      const dispatcher = new HttpClient('test').getAgentDispatcher(github.href);
      seen.proxyAgent = dispatcher instanceof require('undici').ProxyAgent;
      await dispatcher.close();
      process.stdout.write(JSON.stringify(seen));
    `,
      { esm: true },
    );
    // Nothing for a URL that goes direct (no proxy, no_proxy, loopback, or an http URL with only https_proxy set).
    expect(seen).toEqual({ noProxy: false, noProxyHost: false, loopback: false, plainHttp: false, proxied: true, proxyAgent: true });
  });
});
