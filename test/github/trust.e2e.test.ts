/**
 * What the action sends to GitHub and what it believes from it, end to end
 * (`node dist/index.js`, the service emulator, the GitHub and git database
 * stand-ins behind GITHUB_API_URL, which record every request):
 * - a service that echoes the admin key in job fields gets no form of it into
 *   the comment, its marker, the ledger blob or the commit messages;
 * - a read-only outside collaborator's marker for the (public) run id is not
 *   adopted by a maintainer's re-run;
 * - a ledger that stays rate-limited is reported as a rate limit, not as a
 *   missing permission.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMarker, parseMarker } from '../../src/comment/marked.ts';
import { ServiceEmulator } from '../../tools/emulator/server.ts';
import { runAction } from '../../tools/action.ts';
import { useWorld } from '../helpers/world.ts';
import { commentPayload, labelPayload } from '../../tools/events.ts';

/** With underscores and a dash, which the comment's escaping turns into entities: redaction must come first. */
const ADMIN_KEY = 'svc_echo-Admin_key_0123456789abcdef';
const LEDGER_REF = 'refs/docs-agent/budget/docs-project';
const RUN_ID = '888001';

const world = useWorld({
  emulator: { jobDurationMs: 300, adminApiKey: ADMIN_KEY },
  roles: { Codertocat: 'write' },
  inputs: { 'project-id': 'docs-project' },
});
const { emulator, repository: REPOSITORY } = world;
const eventEnv = (event: string, payload: unknown, attempt = 1) => world.env({ event, payload, runId: RUN_ID, attempt });

/** The key in any case, as the runner's masker would miss it. */
const holdsKey = (text: string): boolean => text.toLowerCase().includes(ADMIN_KEY.toLowerCase());
/** HTML entities decoded, so an entity-encoded key is found too. */
const decoded = (text: string): string =>
  text.replace(/&#(x?)([0-9a-f]+);/gi, (_m, hex: string, digits: string) => String.fromCodePoint(parseInt(digits, hex ? 16 : 10)));

describe('nothing sent to GitHub carries the admin key', () => {
  it('a service echoing the key in the job id, model, prLink and source.ref: comment, marker, ledger and commits hold none of it', async () => {
    const job = {
      id: `job_${ADMIN_KEY}`,
      status: 'completed',
      source: { repository: 'https://github.com/acme/docs', ref: ADMIN_KEY },
      model: `model-${ADMIN_KEY}`,
      prLink: `https://github.com/acme/docs/pull/1?key=${ADMIN_KEY}`,
      createdAt: new Date().toISOString(),
      archivedAt: null,
    };
    emulator.fault({ method: 'POST', route: 'create' }, { kind: 'body', body: job });
    for (let i = 0; i < 5; i += 1) emulator.fault({ method: 'GET', route: 'get' }, { kind: 'body', body: job });
    const result = await runAction({ inputs: world.inputs(), env: eventEnv('issue_comment', commentPayload('/docs fix the links')) });
    expect(result.stderr).toBe('');
    // The run got as far as writing the comment and the ledger.
    expect(world.github.comments).toHaveLength(1);
    expect(parseMarker(world.github.comments[0]!.body)?.kind).toBe('job');
    const writes = world.github.requests.filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThan(0);
    for (const request of writes) expect(holdsKey(decoded(request.body)), request.body).toBe(false);
    for (const comment of world.github.comments) {
      expect(holdsKey(decoded(comment.body))).toBe(false);
      expect(holdsKey(JSON.stringify(parseMarker(comment.body)))).toBe(false);
    }
    // The ledger (JSON in its commits' messages) holds the reservation, and no form of the key.
    const messages = world.git.history(REPOSITORY, LEDGER_REF);
    expect(messages.some((m) => m.includes('"entries"'))).toBe(true);
    for (const message of messages) expect(holdsKey(message), message).toBe(false);
  });
});

/** The longest prefix (4 characters or more) of any form of the key the text holds, in any case; '' if none. */
function keyPrefixIn(text: string): string {
  const lower = decoded(text).toLowerCase();
  let found = '';
  for (const form of [ADMIN_KEY, encodeURIComponent(ADMIN_KEY)]) {
    for (let length = 4; length <= form.length; length += 1) {
      const prefix = form.slice(0, length).toLowerCase();
      if (lower.includes(prefix) && prefix.length > found.length) found = prefix;
    }
  }
  return found;
}

describe('a secret straddling a cut', () => {
  // Its own service, with no answers left scripted by the tests above.
  const service = new ServiceEmulator({ adminApiKey: ADMIN_KEY });
  let serviceUrl = '';
  beforeAll(async () => {
    serviceUrl = await service.start();
  });
  afterAll(async () => {
    await service.stop();
  });

  it('poll error bodies that put the key across the 200-character cut leak no prefix of it to the log, summary or comment', async () => {
    // The service's answers are cut to 200 characters for the log: the key starts 15, 6 and 4 characters before the cut.
    service.fault(
      { method: 'GET', route: 'get' },
      { kind: 'status', status: 503, body: `${'x'.repeat(185)}${ADMIN_KEY}` },
      { kind: 'status', status: 500, body: `${'x'.repeat(194)}${ADMIN_KEY.toLowerCase()}` },
      { kind: 'status', status: 400, body: `${'x'.repeat(196)}${ADMIN_KEY.toUpperCase()} and the rest of the body` },
    );
    const result = await runAction({
      inputs: world.inputs({ 'base-url': serviceUrl }),
      env: eventEnv('issue_comment', commentPayload('/docs fix the links')),
    });
    expect(result.code).toBe(1);
    // Each answer shows the key as ***, redacted before the cut (the 400 failed the run, and its note is in the comment).
    expect(result.stdout).toMatch(/::warning::.*answered 503: x{185}\*\*\*; reading job \S+ again in/);
    expect(result.stdout).toMatch(/::warning::.*answered 500: x{194}\*\*\*; reading job \S+ again in/);
    expect(result.stdout).toMatch(/::error::.*answered 400: x{196}\*\*\* …/);
    expect(world.github.comments).toHaveLength(1);
    const comment = decoded(world.github.comments[0]!.body);
    expect(comment).toContain(`answered 400: ${'x'.repeat(196)}\\*\\*\\* …`);
    expect(result.summary).not.toBe('');
    expect(keyPrefixIn(result.stdout.replace(`::add-mask::${ADMIN_KEY}`, ''))).toBe('');
    expect(keyPrefixIn(result.stderr)).toBe('');
    expect(keyPrefixIn(result.summary)).toBe('');
    expect(keyPrefixIn(comment)).toBe('');
  });
});

describe('markers are earned', () => {
  it("a read-only outside collaborator's marker for the run id is not adopted by a maintainer's re-run", async () => {
    // The run id is public (the Actions tab): an outside collaborator with read access plants a marker naming their job.
    const planted = await runAction({
      inputs: world.inputs({ wait: 'false' }),
      env: { ...eventEnv('issues', labelPayload('docs-agent')), GITHUB_RUN_ID: '999999' },
    });
    const plantedJob = planted.outputs['job-id']!;
    expect(plantedJob).toMatch(/^job_/);
    world.github.comments.length = 0;
    world.github.roles.set('outside-reader', 'read');
    world.github.addComment({
      owner: 'Codertocat',
      repo: 'Hello-World',
      issueNumber: 1,
      body: `${formatMarker({ kind: 'job', 'job-id': plantedJob, 'run-id': RUN_ID, 'workflow-job': 'docs' })}\nplanted`,
      user: { login: 'outside-reader', type: 'User' },
      author_association: 'COLLABORATOR',
    });
    emulator.requests.length = 0;

    const rerun = await runAction({ inputs: world.inputs(), env: eventEnv('issues', labelPayload('docs-agent'), 2) });
    expect(rerun.code).toBe(0);
    expect(rerun.stdout).not.toContain('Resuming agent job');
    expect(rerun.outputs['job-id']).not.toBe(plantedJob);
    expect(emulator.agentRequests('POST')).toHaveLength(1);
    // The planted comment is left alone; the action writes its own.
    expect(world.github.comments.map((c) => c.user.login)).toEqual(['outside-reader', 'github-actions[bot]']);
    expect(world.github.requests.some((r) => r.path.endsWith('/collaborators/outside-reader/permission'))).toBe(true);
  });
});

describe('rate limits end to end', () => {
  it('a ledger that stays rate-limited: no job is created untracked, and the error says GitHub rate-limited it, naming no permission', async () => {
    for (let i = 0; i < 3; i += 1) {
      world.git.fault({ method: 'GET', path: /\/git\/ref\//, status: 403, message: 'Forbidden', headers: { 'retry-after': '1' } });
    }
    const result = await runAction({ inputs: world.inputs(), env: eventEnv('issues', labelPayload('docs-agent')) });
    // A transient rate limit must not turn the cap into a suggestion: 'on-budget-exhausted' (default fail) decides.
    expect(result.code).toBe(1);
    expect(result.outputs.status).toBe('error');
    expect(result.outputs['job-id'] ?? '').toBe('');
    expect(emulator.agentRequests('POST')).toHaveLength(0);
    expect(result.stdout).toMatch(/^::error::GitHub rate-limited the budget ledger .*the job is not created untracked/m);
    expect(result.stdout).not.toMatch(/permissions: contents: write/);
  }, 30_000);
});
