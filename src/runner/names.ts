/** Input names, exactly as declared in action.yml. */
export const Inputs = {
  BaseUrl: 'base-url',
  ProjectId: 'project-id',
  AdminApiKey: 'admin-api-key',
  Prompt: 'prompt',
  Wait: 'wait',
  TimeoutSeconds: 'timeout-seconds',
  PollIntervalSeconds: 'poll-interval-seconds',
  MaxPollIntervalSeconds: 'max-poll-interval-seconds',
  DryRun: 'dry-run',
  Mode: 'mode',
  AssistantApiKey: 'assistant-api-key',
  Domain: 'domain',
  Question: 'question',
  AssistantApiVersion: 'assistant-api-version',
  RetrievalPageSize: 'retrieval-page-size',
  Fp: 'fp',
  CurrentPath: 'current-path',
  ThreadId: 'thread-id',
  ThreadKey: 'thread-key',
  AskLabel: 'ask-label',
  Filter: 'filter',
  Context: 'context',
  AskTimeoutSeconds: 'ask-timeout-seconds',
  AskIdleTimeoutSeconds: 'ask-idle-timeout-seconds',
  ReportTimeoutSeconds: 'report-timeout-seconds',
  GithubToken: 'github-token',
  BudgetPerHour: 'budget-per-hour',
  OnBudgetExhausted: 'on-budget-exhausted',
  QueueTimeoutHours: 'queue-timeout-hours',
  BudgetRepository: 'budget-repository',
  AssistantBudgetPerMonth: 'assistant-budget-per-month',
  ImpactDrafts: 'impact-drafts',
  ImpactBudgetPerMonth: 'impact-budget-per-month',
  ImpactChecksPerPr: 'impact-checks-per-pr',
  ImpactChecksPerAuthor: 'impact-checks-per-author',
  GithubWritesPerMinute: 'github-writes-per-minute',
  ContinueOpenPr: 'continue-open-pr',
  PromptFile: 'prompt-file',
  Comment: 'comment',
  IssueNumber: 'issue-number',
  TriggerLabel: 'trigger-label',
  Command: 'command',
  MinPermission: 'min-permission',
  AllowedBots: 'allowed-bots',
} as const;

/** Output names, exactly as declared in action.yml. */
export const Outputs = {
  JobId: 'job-id',
  Status: 'status',
  PrLink: 'pr-link',
  Model: 'model',
  SourceRepository: 'source-repository',
  SourceRef: 'source-ref',
  CreatedAt: 'created-at',
  ArchivedAt: 'archived-at',
  Answer: 'answer',
  ThreadId: 'thread-id',
  ThreadKey: 'thread-key',
  Sources: 'sources',
  BudgetRemaining: 'budget-remaining',
  CommentUrl: 'comment-url',
  TriggeredBy: 'triggered-by',
  Reported: 'reported',
  Pending: 'pending',
  ReportedJobs: 'reported-jobs',
  Pages: 'pages',
} as const;

export type OutputName = (typeof Outputs)[keyof typeof Outputs];

/**
 * The values of the `status` output; it is set on every run, whatever happens
 * (action.yml's description of `status` and the README list when each occurs).
 */
export const RUN_STATUSES = [
  'completed',
  'archived',
  'failed',
  'active',
  'skipped',
  // `on-budget-exhausted: queue`: the request waits in the ledger for a later run to start it.
  'queued',
  'dry-run',
  'cancelled',
  'error',
  // Impact mode: the pull request was checked, or nothing was asked (the files and hunks of the last check).
  'checked',
  'unchanged',
] as const;

export type RunStatus = (typeof RUN_STATUSES)[number];
