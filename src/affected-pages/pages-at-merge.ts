/**
 * The pages at merge: when a merged pull request starts an agent job, the
 * prompt's "what changed" section also lists the pages the last impact check
 * found on that pull request, read from its comment's marker. The comment is
 * found by the same rules as every marker (`listMarkedComments`: the action's
 * own identity, or someone with `min-permission`); a failed read is a warning
 * and the prompt goes without the pages.
 */
import type { GitHubClient } from '../github/client.js';
import { listMarkedComments, type CommentTarget, type MarkerTrust } from '../comment/marked.js';
import { getErrorMessage } from '../util/errors.js';
import type { MergedTrigger } from '../triggers/types.js';
import { IMPACT_KIND, readImpactMarker, type ImpactPage } from '../comment/impact-marker.js';

/** The pages the latest believed impact comment on the pull request records; none when there is no such comment. */
export async function readImpactPages(
  github: GitHubClient,
  target: CommentTarget,
  trust: MarkerTrust,
  log: { warning: (message: string) => void },
): Promise<ImpactPage[]> {
  try {
    const comments = await listMarkedComments(github, target, trust);
    const latest = comments.findLast((comment) => comment.marker.kind === IMPACT_KIND);
    return latest ? (readImpactMarker(latest.marker)?.pages ?? []) : [];
  } catch (error) {
    log.warning(
      `Could not read the docs impact check on pull request #${target.issueNumber} (${getErrorMessage(error)}): the prompt lists no pages from it.`,
    );
    return [];
  }
}

/** The pages of a merged pull request's last impact check; none without `github-token`. */
export async function mergedPullPages(
  trigger: MergedTrigger,
  github: (() => Promise<GitHubClient>) | undefined,
  trust: MarkerTrust,
  log: { warning: (message: string) => void },
): Promise<ImpactPage[]> {
  if (!github) return [];
  const target = { ...trigger.repository, issueNumber: trigger.pull.number, isPullRequest: true };
  return readImpactPages(await github(), target, trust, log);
}

/** The prompt's lines for the pages (none when there are none): plain text, one page a line. */
export function impactPagesLines(pages: readonly ImpactPage[]): string[] {
  if (pages.length === 0) return [];
  return [
    'Documentation pages the docs impact check found for this pull request before it merged (start with these):',
    ...pages.map((page) => {
      const name = page.title || page.url;
      return `- ${name}${page.url && page.url !== name ? ` (${page.url})` : ''}`;
    }),
  ];
}
