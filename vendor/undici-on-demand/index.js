'use strict';
// A stand-in for `undici` inside @actions/http-client and @actions/github. Both import undici at their top for
// what they use only behind a proxy: http-client (which `@actions/core` imports at start-up, for OIDC tokens)
// one class, ProxyAgent; @actions/github its `fetch`, which Octokit calls with http-client's ProxyAgent as the
// dispatcher when the runner has a proxy and with none otherwise. Evaluating undici (about 1 MB of source) was
// the largest single cost of every start and of the time to the first request. This exports the same two
// names: ProxyAgent from the project's own undici, loaded when the first one is made; fetch as Node's own
// `fetch` (undici, built into Node) when no dispatcher is given, the project's undici's `fetch` when one is
// (a ProxyAgent of that same undici). Wired in through "overrides" in package.json; why:
// docs/adr/0005-undici-on-demand.md.
let undici;

function load() {
  undici ??= require('undici');
  return undici;
}

/** undici's ProxyAgent: `new ProxyAgent(options)` returns a real one (the `return` of a constructor wins). */
function ProxyAgent(options) {
  return new (load().ProxyAgent)(options);
}

/** undici's fetch behind a dispatcher (a proxy); Node's own fetch, the same protocol, without one. */
function fetch(input, init) {
  if (init?.dispatcher === undefined) return globalThis.fetch(input, init);
  return load().fetch(input, init);
}

exports.ProxyAgent = ProxyAgent;
exports.fetch = fetch;
