'use strict';
// A stand-in for `undici` inside @actions/http-client, which `@actions/core` imports at start-up for OIDC
// tokens. http-client needs one class from undici, ProxyAgent, and builds it only when the runner has a proxy;
// evaluating undici (about 1 MB of source) was the largest single cost of every start, a run that fails on a
// missing input included. This exports the same ProxyAgent, from the project's own undici, loaded when the
// first one is made. Wired in through "overrides" in package.json; why: docs/adr/0005-undici-on-demand.md.
let undici;

/** undici's ProxyAgent: `new ProxyAgent(options)` returns a real one (the `return` of a constructor wins). */
function ProxyAgent(options) {
  undici ??= require('undici');
  return new undici.ProxyAgent(options);
}

exports.ProxyAgent = ProxyAgent;
