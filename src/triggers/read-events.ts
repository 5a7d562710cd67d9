/**
 * The parts of a label event (issue or pull request) and of a comment event
 * (issue comment or review comment) that the triggers use, read once.
 */
import {
  IssueCommentEventSchema,
  IssuesEventSchema,
  PullRequestEventSchema,
  ReviewCommentEventSchema,
  parsePayload,
  type PayloadComment,
  type PayloadIssue,
  type PayloadPullRequest,
  type PayloadUser,
  type WorkflowEvent,
} from './event.js';
import type { Subject } from './types.js';

function issueSubject(issue: PayloadIssue): Subject {
  return {
    number: issue.number,
    title: issue.title,
    body: issue.body ?? '',
    url: issue.html_url,
    isPullRequest: Boolean(issue.pull_request),
  };
}

function pullSubject(pr: PayloadPullRequest): Subject {
  return { number: pr.number, title: pr.title, body: pr.body ?? '', url: pr.html_url, isPullRequest: true };
}

interface LabelEventParts {
  action: string;
  label: string | undefined;
  sender: PayloadUser | undefined;
  subject: Subject;
  /** The issue's or pull request's author. */
  author: string;
}

/** The `user.login` of an issue or pull request payload (kept by its loose schema); '' when absent. */
function authorOf(item: object): string {
  const login = (item as { user?: { login?: unknown } | null }).user?.login;
  return typeof login === 'string' ? login : '';
}

export function readLabelEvent(event: WorkflowEvent): LabelEventParts {
  if (event.name === 'issues') {
    const payload = parsePayload(IssuesEventSchema, event);
    const author = authorOf(payload.issue);
    return { action: payload.action, label: payload.label?.name, sender: payload.sender, subject: issueSubject(payload.issue), author };
  }
  const payload = parsePayload(PullRequestEventSchema, event);
  const author = authorOf(payload.pull_request);
  return { action: payload.action, label: payload.label?.name, sender: payload.sender, subject: pullSubject(payload.pull_request), author };
}

export function readCommentEvent(event: WorkflowEvent): {
  action: string;
  comment: PayloadComment;
  sender: PayloadUser | undefined;
  subject: Subject;
} {
  if (event.name === 'issue_comment') {
    const payload = parsePayload(IssueCommentEventSchema, event);
    return { action: payload.action, comment: payload.comment, sender: payload.sender, subject: issueSubject(payload.issue) };
  }
  const payload = parsePayload(ReviewCommentEventSchema, event);
  return { action: payload.action, comment: payload.comment, sender: payload.sender, subject: pullSubject(payload.pull_request) };
}
