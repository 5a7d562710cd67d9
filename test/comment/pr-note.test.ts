import { describe, expect, it } from 'vitest';
import { parseMarker } from '../../src/comment/marked.ts';
import { noteMarker, noteViewOf, parsePullLink, renderNote, type NoteView } from '../../src/comment/pr-note.ts';

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

const view: NoteView = {
  jobId: 'job_42',
  origin: { label: 'issue acme/app#7', url: 'https://github.com/acme/app/issues/7' },
  runUrl: 'https://github.com/acme/app/actions/runs/99',
  appended: [],
  command: '/docs',
  minPermission: 'write',
};

describe('renderNote', () => {
  it('names the job, the request and the run, and how to refine it, under a note marker', () => {
    const body = renderNote(view);
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

  it('round-trips through its marker, and lists appended changes', () => {
    const appended = ['https://github.com/acme/app/pull/8', 'https://github.com/acme/app/pull/9'];
    const body = renderNote({ ...view, appended });
    const back = noteViewOf(parseMarker(body)!, { command: '/docs', minPermission: 'write' });
    expect(back).toEqual({ ...view, appended });
    expect(body).toContain(
      'Later changes sent to the same job:\n\n- <https://github.com/acme/app/pull/8>\n- <https://github.com/acme/app/pull/9>',
    );
  });

  it('keeps only https URLs from a marker', () => {
    const marker = { ...noteMarker(view), appended: 'javascript:alert(1) https://github.com/acme/app/pull/8' };
    expect(noteViewOf(marker, view).appended).toEqual(['https://github.com/acme/app/pull/8']);
  });
});
