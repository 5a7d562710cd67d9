import { describe, expect, it } from 'vitest';
import { formatMarker, parseMarker } from '../../src/comment/marked.ts';
import { leaveNote, parsePullLink } from '../../src/comment/pr-note.ts';
import { createGitHubClient } from '../../src/github/client.ts';
import { agentJob } from '../helpers/fake-service.ts';
import { TOKEN, apiComment, gh, keepBody, useStrictNock } from '../helpers/github-nock.ts';
import { GITHUB_API } from '../helpers/run.ts';

describe('parsePullLink', () => {
  it('reads owner, repository and number from a pull request link on this GitHub server', () => {
    expect(parsePullLink('https://github.com/acme/docs/pull/12')).toEqual({ owner: 'acme', repo: 'docs', number: 12 });
    expect(parsePullLink('https://ghe.example/acme/docs.site/pull/3/', 'https://ghe.example')).toEqual({
      owner: 'acme',
      repo: 'docs.site',
      number: 3,
    });
  });

  it.each([
    ['http://github.com/acme/docs/pull/12'],
    ['https://evil.example/acme/docs/pull/12'],
    ['https://github.com/acme/docs/issues/12'],
    ['https://github.com/acme/docs/pull/12/files'],
    ['https://github.com/acme/docs/pull/0'],
    ['https://github.com/acme/docs/pull/12?x=1'],
    ['https://user:pw@github.com/acme/docs/pull/12'],
    [null],
  ])('refuses %s', (link) => {
    expect(parsePullLink(link)).toBeUndefined();
  });
});

const view = {
  origin: { label: 'issue acme/app#7', url: 'https://github.com/acme/app/issues/7' },
  runUrl: 'https://github.com/acme/app/actions/runs/99',
  command: '/docs',
  minPermission: 'write' as const,
};

/**
 * The note `leaveNote` writes for job `job_42` on acme/site#12 (nock; acme/docs takes any note): a new one, or over `existing` (the body of
 * the note there), with `append` added to its list of later changes.
 */
async function noteWritten(options: { existing?: string; append?: string; origin?: typeof view.origin } = {}): Promise<string> {
  const bodies: string[] = [];
  const comments = '/repos/acme/site/issues/12/comments';
  gh()
    .get(comments)
    .query(true)
    .reply(200, options.existing === undefined ? [] : [apiComment(5, 12, options.existing)]);
  const answer = (body: string) => apiComment(5, 12, body);
  if (options.existing === undefined) gh().post(comments).reply(201, keepBody(bodies, answer));
  else gh().patch('/repos/acme/site/issues/comments/5').reply(200, keepBody(bodies, answer));
  await leaveNote({
    github: createGitHubClient({ token: TOKEN, baseUrl: GITHUB_API, writesPerMinute: 60_000 }),
    job: agentJob({ id: 'job_42', prLink: 'https://github.com/acme/site/pull/12' }),
    trust: {},
    log: { info: () => undefined, warning: (message) => expect.fail(message) },
    view: { ...view, origin: options.origin ?? view.origin },
    append: options.append,
  });
  return bodies[0]!;
}

describe('the note on the pull request (leaveNote)', () => {
  useStrictNock();

  it('names the job, the request and the run, and how to refine it, under a note marker', async () => {
    const body = await noteWritten();
    expect(parseMarker(body)).toMatchObject({ kind: 'note', 'job-id': 'job_42' });
    expect(body).toContain('opened by agent job `job_42`');
    expect(body).toContain(
      'Requested in [issue acme/app#7](https://github.com/acme/app/issues/7) · [workflow run](https://github.com/acme/app/actions/runs/99).',
    );
    expect(body).toContain('```\n/docs <instruction>\n```');
    expect(body).toContain('`/docs new <instruction>` starts a new job instead');
    expect(body).toContain('`write` permission');
    expect(body).not.toContain('Later changes');
  });

  it('round-trips through its marker, and lists appended changes', async () => {
    const first = await noteWritten({ append: 'https://github.com/acme/app/pull/8' });
    // The second write reads the job, the request, the run and the list from the first one's marker.
    const elsewhere = { label: 'issue acme/other#1', url: 'https://github.com/acme/other/issues/1' };
    const body = await noteWritten({ existing: first, append: 'https://github.com/acme/app/pull/9', origin: elsewhere });
    expect(parseMarker(body)).toMatchObject({ kind: 'note', 'job-id': 'job_42' });
    expect(body).toContain(
      'Requested in [issue acme/app#7](https://github.com/acme/app/issues/7) · [workflow run](https://github.com/acme/app/actions/runs/99).',
    );
    expect(body).not.toContain('acme/other');
    expect(body).toContain(
      'Later changes sent to the same job:\n\n- <https://github.com/acme/app/pull/8>\n- <https://github.com/acme/app/pull/9>',
    );
  });

  it('keeps only https URLs from a marker', async () => {
    const first = await noteWritten();
    const marker = { ...parseMarker(first)!, appended: 'javascript:alert(1) https://github.com/acme/app/pull/8' };
    const existing = first.replace(/^.*\n/, `${formatMarker(marker)}\n`);
    const body = await noteWritten({ existing, append: 'https://github.com/acme/app/pull/9' });
    expect(body).not.toContain('javascript:');
    expect(body).toContain('- <https://github.com/acme/app/pull/8>\n- <https://github.com/acme/app/pull/9>');
  });
});
