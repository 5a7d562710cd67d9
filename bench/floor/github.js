// The first-request floor: @actions/core and @actions/github sending one GitHub request, as the action's first
// request (the budget ledger's read of its ref) goes: the token from the inputs, the repository from the event's
// context, Octokit at GITHUB_API_URL. The benchmark bundles it with ncc as `npm run bundle` bundles the action
// (bench/floor.ts).
import * as core from '@actions/core';
import * as github from '@actions/github';

async function run() {
  const octokit = github.getOctokit(core.getInput('github-token', { required: true }));
  const { owner, repo } = github.context.repo;
  await octokit.rest.git.getRef({ owner, repo, ref: 'docs-agent/budget/floor' });
}

run().catch((error) => {
  core.setFailed(error instanceof Error ? error.message : String(error));
});
