/**
 * `continue-open-pr`, end to end: `node dist/index.js` against the service
 * emulator, the GitHub stand-in and the git database stand-in (the budget's
 * ledger, which keeps the last job). A first merge starts a job with a pull
 * request and records it; a second merge goes to that job as a follow-up
 * message (no new job) and is listed in the note on the docs pull request;
 * once that pull request is merged, a third merge starts a new job.
 */
import { describe, expect, it } from 'vitest';
import { readOpenPr } from '../../src/budget/open-pr.ts';
import { parseMarker } from '../../src/github/comments.ts';
import { DEFAULT_ADMIN_KEY } from '../emulator/server.ts';
import { runAction } from '../helpers/action.ts';
import { REPOSITORY, useBudgetWorld } from '../helpers/budget-world.ts';
import { loadPayload, writePayload, type Payload } from '../helpers/events.ts';
import { DEFAULT_GITHUB_TOKEN } from '../stand-ins/git-database.ts';
import { GitHubStandIn } from '../stand-ins/github.ts';

const world = useBudgetWorld('proj-open-pr', { jobDurationMs: 200 });
const { emulator, ledger } = world;
const github = new GitHubStandIn();
emulator.use((req, res, body) => github.handler(req, res, body));
const SOURCE = 'Codertocat/Hello-World';
let runId = 8000;

/** The payload of source pull request #`number` merged. */
function merged(number: number): Payload {
  const payload = loadPayload('pull_request.closed.merged.json');
  const pull = payload.pull_request as Record<string, unknown>;
  pull.number = number;
  pull.html_url = `https://github.com/${SOURCE}/pull/${number}`;
  (payload as Record<string, unknown>).number = number;
  return payload;
}

function merge(number: number, extra: Record<string, string> = {}) {
  runId += 1;
  return runAction({
    inputs: {
      'base-url': world.url,
      'project-id': 'proj-open-pr',
      'admin-api-key': DEFAULT_ADMIN_KEY,
      'github-token': DEFAULT_GITHUB_TOKEN,
      'poll-interval-seconds': '0.05',
      'max-poll-interval-seconds': '0.2',
      'timeout-seconds': '30',
      'continue-open-pr': 'true',
      ...extra,
    },
    env: {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: writePayload(merged(number)),
      GITHUB_API_URL: world.url,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: REPOSITORY,
      GITHUB_RUN_ID: String(runId),
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_JOB: 'docs',
    },
  });
}

const creations = () => emulator.agentRequests('POST').filter((r) => r.path.endsWith('/job'));
const messages = () => emulator.agentRequests('POST').filter((r) => r.path.endsWith('/message'));
const notesOn = (pull: number) => github.comments.filter((c) => c.issueNumber === pull && parseMarker(c.body)?.kind === 'note');
const sourceComment = (number: number) => github.comments.filter((c) => c.issueNumber === number && parseMarker(c.body)?.kind !== 'note');

describe('continue-open-pr: merges while the docs pull request is open', () => {
  it('merge 1 → a job with a pull request, recorded; merge 2 → one message to it; docs PR merged; merge 3 → a new job', async () => {
    // Merge 1: nothing recorded yet (a retry of this test closes what an earlier attempt recorded), a new job.
    const earlier = readOpenPr(ledger() ?? { version: 2, project: 'proj-open-pr', entries: [] });
    const earlierPull = /\/pull\/(\d+)$/.exec(earlier?.prLink ?? '')?.[1];
    if (earlierPull) github.pullStates.set(`${REPOSITORY}#${earlierPull}`, { state: 'closed', merged: false });
    const created = creations().length;
    const sent = messages().length;
    const first = await merge(41);
    expect(first.code, first.stdout).toBe(0);
    if (!earlierPull) expect(first.stdout).toContain('continue-open-pr: no earlier job with a pull request is recorded; a new job starts.');
    expect(creations()).toHaveLength(created + 1);
    const jobId = first.outputs['job-id'] ?? '';
    const prLink = first.outputs['pr-link'] ?? '';
    const docsPull = Number(/\/pull\/(\d+)$/.exec(prLink)?.[1]);
    expect(docsPull).toBeGreaterThan(0);
    expect(readOpenPr(ledger()!)).toMatchObject({ jobId, prLink });
    expect(notesOn(docsPull)).toHaveLength(1);

    // Merge 2: the docs pull request is open, the change goes to the same job.
    const second = await merge(42);
    expect(second.code, second.stdout).toBe(0);
    expect(creations()).toHaveLength(created + 1);
    expect(messages()).toHaveLength(sent + 1);
    expect(messages()[sent]!.path).toContain(`/job/${jobId}/message`);
    const prompt = (JSON.parse(messages()[sent]!.body) as { prompt: string }).prompt;
    expect(prompt).toContain('## What changed');
    expect(prompt).toContain('#42');
    expect(second.outputs['job-id']).toBe(jobId);
    expect(second.outputs['pr-link']).toBe(prLink);
    expect(github.requests.some((r) => r.method === 'GET' && r.path === `/repos/${REPOSITORY}/pulls/${docsPull}`)).toBe(true);
    // The source pull request's comment says it went to the open docs PR, and links it.
    const [comment] = sourceComment(42);
    expect(comment?.body).toContain('continue-open-pr');
    expect(comment?.body).toContain(prLink);
    // The note on the docs pull request lists the appended change (updated in place, still one note).
    const notes = notesOn(docsPull);
    expect(notes).toHaveLength(1);
    expect(parseMarker(notes[0]!.body)?.appended).toBe(`https://github.com/${SOURCE}/pull/42`);
    expect(notes[0]!.body).toContain(`Later changes sent to the same job:\n\n- <https://github.com/${SOURCE}/pull/42>\n`);

    // The docs pull request is merged: the next change starts a new job.
    github.pullStates.set(`${REPOSITORY}#${docsPull}`, { state: 'closed', merged: true });
    const third = await merge(43);
    expect(third.code, third.stdout).toBe(0);
    expect(third.stdout).toContain(`is merged; a new job starts.`);
    expect(creations()).toHaveLength(created + 2);
    expect(messages()).toHaveLength(sent + 1);
    const thirdJob = third.outputs['job-id'] ?? '';
    expect(thirdJob).not.toBe(jobId);
    expect(readOpenPr(ledger()!)).toMatchObject({ jobId: thirdJob, prLink: third.outputs['pr-link'] });
  });

  it('without continue-open-pr, a merge starts a new job even while the recorded pull request is open', async () => {
    const before = creations().length;
    const result = await merge(44, { 'continue-open-pr': 'false' });
    expect(result.code, result.stdout).toBe(0);
    expect(creations()).toHaveLength(before + 1);
    expect(result.stdout).not.toContain('continue-open-pr:');
  });
});
