/**
 * The workflow events the action understands, by what they carry. A module
 * of its own so that an input check (ask mode's `question` is required on
 * the events that carry no text) can name them without loading the trigger
 * parser and the GitHub modules it needs.
 */
export const LABEL_EVENTS = ['issues', 'pull_request', 'pull_request_target'] as const;
export const COMMENT_EVENTS = ['issue_comment', 'pull_request_review_comment'] as const;
export const STANDALONE_EVENTS = ['schedule', 'workflow_dispatch', 'push', 'repository_dispatch'] as const;
export const SUPPORTED_EVENTS: readonly string[] = [...LABEL_EVENTS, ...COMMENT_EVENTS, ...STANDALONE_EVENTS];
/** Events that only `mode: report` acts on: a deployment's status (the docs preview in the job comment). */
export const REPORT_EVENTS = ['deployment_status'] as const;
