/**
 * The preview in the job comment: a link labelled "Preview" next to the pull
 * request link, only for an https URL, and the same line rewritten by a report
 * run that finds the preview later (`withPreview`), unchanged when it shows it already.
 */
import { describe, expect, it } from 'vitest';
import { renderJobComment, withPreview, type CommentView } from '../../src/comment/job-body.ts';
import { agentJob } from '../helpers/fake-service.ts';

const PR = 'https://github.com/acme/docs/pull/7';

function view(preview?: string, followUpOf?: string): CommentView {
  return {
    marker: { kind: 'job', 'job-id': 'job_1', 'run-id': '1' },
    trigger: { kind: 'label', actor: { login: 'octocat' }, label: 'docs-agent' },
    job: agentJob({ status: 'completed', prLink: PR }),
    runUrl: undefined,
    ending: { note: '', failed: false, elapsedMs: 1000 },
    preview,
    followUpOf,
  };
}

describe('the preview link in the job comment', () => {
  it('stands next to the pull request link, as a labelled link', () => {
    expect(renderJobComment(view('https://acme-docs.example.dev/'))).toContain(
      `✅ The agent opened a pull request: <${PR}> · [Preview](https://acme-docs.example.dev/)`,
    );
    expect(renderJobComment(view('https://acme-docs.example.dev/', 'job_1'))).toContain(
      `✅ The agent updated the pull request: <${PR}> · [Preview](https://acme-docs.example.dev/)`,
    );
  });

  it('is left out for a URL that is not https, and a URL with markdown in it reads back as itself', () => {
    expect(renderJobComment(view('http://acme-docs.example.dev/'))).not.toContain('Preview');
    expect(renderJobComment(view('javascript:alert(1)'))).not.toContain('Preview');
    expect(renderJobComment(view('https://x.example/a)b](https://evil.example'))).toContain(
      '[Preview](<https://x.example/a)b](https://evil.example>)',
    );
  });
});

describe('withPreview', () => {
  const plain = renderJobComment(view());

  it('adds the preview to the line of the pull request, and renders as a fresh comment would', () => {
    expect(withPreview(plain, PR, 'https://acme-docs.example.dev/')).toBe(renderJobComment(view('https://acme-docs.example.dev/')));
  });

  it('gives the same text when the comment shows that preview already (nothing to write)', () => {
    const shown = renderJobComment(view('https://acme-docs.example.dev/'));
    expect(withPreview(shown, PR, 'https://acme-docs.example.dev/')).toBe(shown);
  });

  it('replaces an earlier preview', () => {
    const shown = renderJobComment(view('https://old.example.dev/'));
    expect(withPreview(shown, PR, 'https://new.example.dev/')).toBe(renderJobComment(view('https://new.example.dev/')));
  });

  it('gives undefined when the comment does not show that pull request, or the preview is not https', () => {
    expect(withPreview(plain, 'https://github.com/acme/docs/pull/8', 'https://acme-docs.example.dev/')).toBeUndefined();
    expect(withPreview(plain, PR, 'http://acme-docs.example.dev/')).toBeUndefined();
  });
});
