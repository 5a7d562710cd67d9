/**
 * The docs preview in the thread, end to end: the bundled action against the
 * service emulator, the git database stand-in (the ledger) and the GitHub
 * stand-in with its deployments. A waiting run looks once when its job ends;
 * a handed-off job's pull request gets its preview after it was reported,
 * and a `deployment_status` report run in the docs repository puts the link
 * into the original comment, once: a second identical event writes nothing.
 */
import { describe, expect, it } from 'vitest';
import { runAction, type ActionResult } from '../../tools/action.ts';
import { labelPayload, loadPayload, type Payload } from '../../tools/events.ts';
import { EVENT_REPOSITORY } from '../../tools/world.ts';
import { useWorld } from '../helpers/world.ts';

const PROJECT = 'preview-docs';
const DOCS = { owner: 'acme', repo: 'docs' };
const PLATFORM = { login: 'docs-platform[bot]', type: 'Bot' as const };
const PREVIEW = 'https://acme-docs-agent-update.example.dev/';

const world = useWorld({
  repositories: [EVENT_REPOSITORY, 'acme/docs'],
  roles: { Codertocat: 'write' },
  inputs: { 'project-id': PROJECT },
});
const { emulator } = world;
let runId = 900_000;

function env(event: string, payload: unknown, repository?: string): Record<string, string> {
  runId += 1;
  return { ...world.env({ event, payload, runId }), ...(repository ? { GITHUB_REPOSITORY: repository } : {}) };
}

function labelled(issue: number): Payload {
  const payload = labelPayload('docs-agent');
  payload.issue!.number = issue;
  return payload;
}

/** A `deployment_status` event in the docs repository for `sha`, its state `success`. */
function deploymentStatus(sha: string, deploymentId: number): Payload {
  const payload = loadPayload('deployment_status.created.json');
  const deployment = payload.deployment as { id: number; sha: string; ref: string };
  deployment.id = deploymentId;
  deployment.sha = sha;
  deployment.ref = 'docs-agent/update';
  return payload;
}

/** A report run in the docs repository (the ledger is where the hand-off wrote it, the code repository's). */
function reportOn(event: string, payload: unknown): Promise<ActionResult> {
  return runAction({
    inputs: { ...world.inputs(), mode: 'report', 'budget-repository': world.repository },
    env: env(event, payload, 'acme/docs'),
  });
}

const patches = (): number => world.github.requests.filter((r) => r.method === 'PATCH').length;
const writes = (): string[] => [
  ...world.github.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`),
  ...world.git.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`),
];
const failures = (result: ActionResult): string[] => result.stdout.split('\n').filter((l) => /^::(warning|error)::/.test(l));

describe('the docs preview in the job comment', () => {
  it('a waiting run looks once when its job ends: the preview stands next to the pull request link', async () => {
    // Every pull request of acme/docs the stand-in does not know has the head 000…0: deployed by the platform.
    world.github.addDeployment({ ...DOCS, sha: '0'.repeat(40), ref: 'pull', creator: PLATFORM, environmentUrl: PREVIEW });
    const result = await runAction({
      inputs: { ...world.inputs(), prompt: 'Keep the docs right. [emulator:ms=10]' },
      env: env('issues', labelled(4)),
    });
    expect(result.code, result.stdout).toBe(0);
    expect(failures(result)).toEqual([]);
    const pr = result.outputs['pr-link']!;
    expect(world.github.comments[0]?.body).toContain(`✅ The agent opened a pull request: <${pr}> · [Preview](${PREVIEW})`);
    // Looked for once: the pull request's head, its deployments, the statuses of one.
    const reads = world.github.requests.filter((r) => /\/deployments|\/pulls\/\d+$/.test(r.path)).map((r) => r.path.replace(/\d+/g, 'N'));
    expect(reads).toEqual(['/repos/acme/docs/pulls/N', '/repos/acme/docs/deployments', '/repos/acme/docs/deployments/N/statuses']);
  }, 60_000);

  it('a deployment the triggering person made is not shown', async () => {
    world.github.addDeployment({
      ...DOCS,
      sha: '0'.repeat(40),
      ref: 'pull',
      creator: { login: 'Codertocat', type: 'User' },
      environmentUrl: PREVIEW,
    });
    const result = await runAction({
      inputs: { ...world.inputs(), prompt: 'Keep the docs right. [emulator:ms=10]' },
      env: env('issues', labelled(5)),
    });
    expect(result.code, result.stdout).toBe(0);
    expect(world.github.comments[0]?.body).toContain('✅ The agent opened a pull request:');
    expect(world.github.comments[0]?.body).not.toContain('Preview');
  }, 60_000);

  it('a preview deployed after the job was reported: a deployment_status report run adds it to the comment, once', async () => {
    // Handed off, then reported by a schedule: the comment has the pull request link, no preview yet.
    const handed = await runAction({
      inputs: { ...world.inputs(), wait: 'false', prompt: 'Keep the docs right. [emulator:never]' },
      env: env('issues', labelled(1)),
    });
    expect(handed.code, handed.stdout).toBe(0);
    const jobId = handed.outputs['job-id']!;
    const job = emulator.jobs.get(jobId)!;
    job.outcome = 'completed';
    job.durationMs = 0;
    const reported = await runAction({
      inputs: { ...world.inputs(), mode: 'report' },
      env: env('schedule', loadPayload('schedule.json')),
    });
    expect(reported.code, reported.stdout).toBe(0);
    expect(failures(reported)).toEqual([]);
    const prLink = (JSON.parse(reported.outputs['reported-jobs']!) as { prLink: string }[])[0]!.prLink;
    const comment = world.github.comments[0]!;
    expect(comment.body).toContain(`✅ The agent opened a pull request: <${prLink}>`);
    expect(comment.body).not.toContain('Preview');

    // The platform builds the preview of the pull request's head, and GitHub sends deployment_status.
    const number = Number(/\/pull\/(\d+)$/.exec(prLink)![1]);
    const sha = 'ab'.repeat(20);
    world.github.pullHeads.set(`acme/docs#${number}`, { sha, ref: 'docs-agent/update' });
    const deployment = world.github.addDeployment({ ...DOCS, sha, ref: 'docs-agent/update', creator: PLATFORM, environmentUrl: PREVIEW });
    const before = patches();
    const first = await reportOn('deployment_status', deploymentStatus(sha, deployment.id));
    expect(first.code, first.stdout).toBe(0);
    expect(failures(first)).toEqual([]);
    expect(patches() - before).toBe(1);
    expect(comment.body).toContain(`✅ The agent opened a pull request: <${prLink}> · [Preview](${PREVIEW})`);
    expect(first.stdout).toContain(`Added the preview ${PREVIEW} of ${prLink}`);

    // The same event again: the comment shows that preview already, nothing is written anywhere.
    const writesBefore = writes().length;
    const second = await reportOn('deployment_status', deploymentStatus(sha, deployment.id));
    expect(second.code, second.stdout).toBe(0);
    expect(failures(second)).toEqual([]);
    expect(writes().slice(writesBefore)).toEqual([]);
    expect(second.stdout).toContain('already shows the preview');
  }, 90_000);
});
