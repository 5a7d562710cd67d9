'use strict';
// A stand-in for `undici` inside @actions/http-client and @actions/github (wired in through "overrides" in
// package.json). Both import undici at their top for what they use only behind a proxy: http-client, which
// `@actions/core` imports at start-up (for OIDC tokens), one class, ProxyAgent; @actions/github its `fetch`,
// which Octokit calls with http-client's ProxyAgent as the dispatcher when the runner has a proxy, with none
// otherwise. Bundled as they are, they put undici (about 1 MB of source) into every start: parsed by a run
// that fails on a missing input, evaluated by every run before its first GitHub request.
//
// This exports the same two names. Without a proxy nothing of undici is needed: `fetch` without a dispatcher
// is Node's own (undici, built into Node). Behind one, the action loads undici with `import()` before it makes
// any client (src/runner/proxy.ts) and hands it over with `provide`; ProxyAgent and a dispatched `fetch` then
// come from it, so dispatcher and fetch are of one undici. There is no `require('undici')` here on purpose: a
// bundler would put undici back into the entry. Why: docs/adr/0005-undici-on-demand.md.
let undici;

/** Gives the stand-in the undici module to use behind a proxy (`provide(await import('undici'))`). */
function provide(module) {
  undici = module;
}

function provided(what) {
  if (undici) return undici;
  throw new Error(
    `undici-on-demand: ${what} needs undici, which was not provided; call provide(await import('undici')) before making a client`,
  );
}

/** undici's ProxyAgent: `new ProxyAgent(options)` returns a real one (the `return` of a constructor wins). */
function ProxyAgent(options) {
  return new (provided('a proxy agent').ProxyAgent)(options);
}

/** Node's own fetch without a dispatcher; undici's fetch through the one given (a ProxyAgent of that undici). */
function fetch(input, init) {
  if (init?.dispatcher === undefined) return globalThis.fetch(input, init);
  return provided('a fetch through a dispatcher').fetch(input, init);
}

exports.provide = provide;
exports.ProxyAgent = ProxyAgent;
exports.fetch = fetch;
