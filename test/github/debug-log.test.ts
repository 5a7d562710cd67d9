/**
 * `--debug` / debug logging: one line per GitHub request with the URL as it was sent, so that a copied URL works
 * (a ref with slashes is encoded once: `docs-agent%2Fbudget`, never `docs-agent%252Fbudget`).
 */
import { describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/github/client.ts';
import { RunLimits } from '../../src/util/deadline.ts';
import { TOKEN, gh, useStrictNock } from '../helpers/github-nock.ts';
import { GITHUB_API, REPO } from '../helpers/run.ts';

useStrictNock();

describe('the debug line of a GitHub request', () => {
  it.each([false, true])("shows a ref with slashes encoded once, as sent (the run's limits: %s)", async (withLimits) => {
    const lines: string[] = [];
    const limits = new RunLimits(new AbortController().signal);
    limits.start(60_000, 'timeout-seconds');
    const github = createGitHubClient({
      token: TOKEN,
      baseUrl: GITHUB_API,
      writesPerMinute: 60_000,
      debug: (line) => lines.push(line),
      ...(withLimits ? { deadline: limits } : {}),
    });
    gh()
      .get(`${REPO}/git/ref/docs-agent%2Fbudget%2Fproj-1`)
      .reply(200, { ref: 'refs/docs-agent/budget/proj-1', object: { sha: 'a'.repeat(40), type: 'commit' } });
    await github.rest.git.getRef({ owner: 'Codertocat', repo: 'Hello-World', ref: 'docs-agent/budget/proj-1' });
    const line = lines.find((l) => l.startsWith('GET '));
    expect(line).toMatch(new RegExp(`^GET ${GITHUB_API}${REPO}/git/ref/docs-agent%2Fbudget%2Fproj-1 - 200 in \\d+ms$`));
  });
});
