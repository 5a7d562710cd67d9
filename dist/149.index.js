export const id = 149;
export const ids = [149,765];
export const modules = {

/***/ 6716:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ usageReply),
/* harmony export */   u: () => (/* binding */ replyUsage)
/* harmony export */ });
/* harmony import */ var _github_comments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6645);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3116);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2495);
/* harmony import */ var _job_comment_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(108);




/** The reply to a command with no instruction: how to use it. */
function usageReply(trigger, command, run) {
    return [
        (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_0__/* .formatMarker */ .gJ)((0,_job_comment_js__WEBPACK_IMPORTED_MODULE_3__.runMarker)(run, 'usage')),
        `**Docs agent**: write the instruction after ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(command)}, on the same line or the lines below, for example:`,
        '',
        '```',
        `${command} fix the broken links on the quickstart page`,
        '```',
        '',
        `No job was started for ${(0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .link */ .nf)(trigger.comment.url, 'this comment')}.`,
        '',
    ].join('\n');
}
/**
 * Posts a usage reply (its body carries the `usage` run marker), updating the
 * one an earlier attempt of this run wrote. Returns its URL; a GitHub failure
 * is a warning and gives ''.
 */
async function replyUsage(github, target, body, run, trust, log) {
    try {
        const existing = run.attempt > 1 ? await (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_0__/* .findMarkedComment */ .Jp)(github, target, trust, (0,_job_comment_js__WEBPACK_IMPORTED_MODULE_3__.isRunMarker)(run, 'usage')) : undefined;
        const posted = await (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_0__/* .upsertComment */ .lB)(github, target, body, existing);
        return posted.url;
    }
    catch (error) {
        log.warning((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeGitHubError */ .dZ)(`reply on #${target.issueNumber}`, error, (0,_github_comments_js__WEBPACK_IMPORTED_MODULE_0__/* .writePermissionFor */ .MQ)(target)));
        return '';
    }
}


/***/ }),

/***/ 2765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AnyEventSchema: () => (/* binding */ AnyEventSchema),
/* harmony export */   ClosedPullRequestEventSchema: () => (/* binding */ ClosedPullRequestEventSchema),
/* harmony export */   IssueCommentEventSchema: () => (/* binding */ IssueCommentEventSchema),
/* harmony export */   IssuesEventSchema: () => (/* binding */ IssuesEventSchema),
/* harmony export */   PullRequestEventSchema: () => (/* binding */ PullRequestEventSchema),
/* harmony export */   PushEventSchema: () => (/* binding */ PushEventSchema),
/* harmony export */   ReviewCommentEventSchema: () => (/* binding */ ReviewCommentEventSchema),
/* harmony export */   UserSchema: () => (/* binding */ UserSchema),
/* harmony export */   parsePayload: () => (/* binding */ parsePayload),
/* harmony export */   readEvent: () => (/* binding */ readEvent),
/* harmony export */   repositoryOf: () => (/* binding */ repositoryOf)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3759);
/* harmony import */ var _github_load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9747);
/* harmony import */ var _util_validation_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5709);
/**
 * The workflow's event, as `@actions/github`'s `context` reads it from the
 * runner's environment: its name from `GITHUB_EVENT_NAME`, its webhook
 * payload from the file at `GITHUB_EVENT_PATH`. The payload is untrusted
 * input: only the fields the action uses are checked here, with zod, each
 * with a message that names it.
 */



const UserSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    login: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._minLength */ .m9(1)),
    /** `User`, `Bot` or `Organization`. */
    type: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
const RepositorySchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    owner: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ login: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
});
const IssueSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    number: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    title: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    body: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    html_url: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** Present when the issue is a pull request (comments on a PR arrive as `issue_comment`). */
    pull_request: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({}))),
    /** The labels it has (an issue opened from a template may arrive labelled). */
    labels: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }))),
});
const PullRequestSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    number: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    title: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    body: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    html_url: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
});
const CommentSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    id: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    body: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    html_url: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    user: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(UserSchema),
    /** Review comments only: the file and line the comment is on. */
    path: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    line: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig())),
});
const base = {
    sender: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(UserSchema),
    repository: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(RepositorySchema),
};
const IssuesEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    issue: IssueSchema,
    label: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })),
});
const PullRequestEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    pull_request: PullRequestSchema,
    label: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })),
});
const IssueCommentEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    issue: IssueSchema,
    comment: CommentSchema,
});
const ReviewCommentEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    pull_request: PullRequestSchema,
    comment: CommentSchema,
});
const AnyEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3(base);
/** A closed pull request: merged or not, and what the "what changed" section of the prompt reads from it. */
const ClosedPullRequestSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...PullRequestSchema.shape,
    merged: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY())),
    merged_by: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(UserSchema)),
    user: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullable */ .mee(UserSchema)),
    base: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ ref: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    labels: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }))),
    /** Counts GitHub gives with the payload: the fallback when the files or commits API cannot be read. */
    commits: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    additions: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    deletions: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    changed_files: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
});
const ClosedPullRequestEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('closed'),
    pull_request: ClosedPullRequestSchema,
});
const PushCommitSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    id: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    message: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    author: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), username: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) }),
    added: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    removed: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    modified: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
});
const PushEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    ...base,
    ref: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    before: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    after: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    created: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
    deleted: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
    forced: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
    compare: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** At most 20, as GitHub sends them: the fallback when the compare API cannot be read. */
    commits: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(PushCommitSchema)),
    repository: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ ...RepositorySchema.shape, default_branch: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) })),
});
/**
 * The event of this run, from `@actions/github`'s `context`, which the
 * GitHub client's module holds: loaded on demand, once the inputs are valid,
 * so a run that fails its inputs check never loads it. A payload file that
 * cannot be read, or is not JSON, is an error naming the file
 * (src/github/load.ts).
 */
async function readEvent(env) {
    const { eventContext } = await (0,_github_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadGitHub */ .g)(env.GITHUB_EVENT_PATH);
    try {
        const context = eventContext();
        // Typed as a string; unset outside GitHub Actions.
        const name = context.eventName;
        return { name: name?.trim() ?? '', payload: context.payload };
    }
    catch (error) {
        // Where the payload is read on use rather than at import (the in-process tests' stand-in of the toolkit).
        throw await (0,_github_load_js__WEBPACK_IMPORTED_MODULE_0__/* .eventPayloadError */ .P)(error, env.GITHUB_EVENT_PATH);
    }
}
/** Parses a payload with a schema, or throws an error naming the event and the fields that are off. */
function parsePayload(schema, event) {
    const result = schema.safeParse(event.payload);
    if (result.success)
        return result.data;
    throw new Error(`The ${event.name} event payload is not what GitHub sends: ${(0,_util_validation_js__WEBPACK_IMPORTED_MODULE_1__/* .formatIssues */ .o)(result.error.issues, event.payload).join('; ')}`);
}
/** `owner/repo` from `GITHUB_REPOSITORY`, else from the payload's repository. */
function repositoryOf(env, payload) {
    const [owner, repo, ...rest] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (owner && repo && rest.length === 0)
        return { owner, repo };
    if (payload.repository)
        return { owner: payload.repository.owner.login, repo: payload.repository.name };
    return undefined;
}


/***/ }),

/***/ 1966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uc: () => (/* binding */ parseTrigger),
  z1: () => (/* binding */ resolveCommentTarget),
  HO: () => (/* binding */ triggeredBy)
});

// UNUSED EXPORTS: parseCommand

// EXTERNAL MODULE: ./src/runner/names.ts
var names = __webpack_require__(4090);
// EXTERNAL MODULE: ./src/github/comments.ts
var comments = __webpack_require__(6645);
// EXTERNAL MODULE: ./src/triggers/event.ts
var triggers_event = __webpack_require__(2765);
// EXTERNAL MODULE: ./src/github/permissions.ts
var permissions = __webpack_require__(5435);
// EXTERNAL MODULE: ./src/runner/log.ts
var log = __webpack_require__(7708);
;// CONCATENATED MODULE: ./src/triggers/merge-push.ts
/**
 * Docs that follow the code: a merged pull request or a push to a branch
 * starts a job. A pull request closed without merging, a tag push and a
 * branch deletion start nothing, and say why.
 */



function actorOf(user) {
    return user ? { login: user.login, bot: (0,permissions/* isBot */.w2)(user) } : undefined;
}
const ZERO_SHA = /^0+$/;
/** A `closed` pull request: merged, a job; not merged, nothing to do. */
function parseClosedPull(event, repository) {
    const payload = (0,triggers_event.parsePayload)(triggers_event.ClosedPullRequestEventSchema, event);
    const pr = payload.pull_request;
    const triggeredBy = pr.merged_by?.login ?? payload.sender?.login ?? '';
    if (pr.merged !== true) {
        return {
            kind: 'ignored',
            triggeredBy,
            reason: `Nothing to do: pull request #${pr.number} was closed without being merged; only a merged pull request starts a job.`,
        };
    }
    // GitHub names the merger in `merged_by`; the sender of a `closed` event is the merger too.
    const actor = actorOf(pr.merged_by) ?? actorOf(payload.sender);
    if (!actor)
        throw new Error(`The ${event.name} event payload names no merger: cannot tell who merged the pull request`);
    return {
        kind: 'merged',
        event: event.name,
        repository: repository(),
        subject: { number: pr.number, title: pr.title, body: pr.body ?? '', url: pr.html_url, isPullRequest: true },
        pull: {
            number: pr.number,
            title: pr.title,
            body: pr.body ?? '',
            url: pr.html_url,
            author: pr.user?.login ?? '',
            baseBranch: pr.base.ref,
            labels: (pr.labels ?? []).map((label) => label.name),
            commits: pr.commits,
            additions: pr.additions,
            deletions: pr.deletions,
            changedFiles: pr.changed_files,
        },
        actor,
    };
}
/** A push to a branch: a job. A tag push or a branch deletion: nothing to do. */
function parsePush(event, repository) {
    const payload = (0,triggers_event.parsePayload)(triggers_event.PushEventSchema, event);
    const actor = actorOf(payload.sender);
    const triggeredBy = actor?.login ?? '';
    if (!payload.ref.startsWith('refs/heads/')) {
        return {
            kind: 'ignored',
            triggeredBy,
            reason: `Nothing to do: the push is to ${(0,log/* quote */.hD)(payload.ref)}, not a branch (tags start no job).`,
        };
    }
    const branch = payload.ref.slice('refs/heads/'.length);
    if (payload.deleted === true || ZERO_SHA.test(payload.after)) {
        return { kind: 'ignored', triggeredBy, reason: `Nothing to do: the push deleted the branch ${(0,log/* quote */.hD)(branch)}.` };
    }
    if (!actor)
        throw new Error('The push event payload names no sender: cannot tell who pushed');
    return {
        kind: 'push',
        event: 'push',
        repository: repository(),
        push: {
            branch,
            before: payload.before,
            after: payload.after,
            created: payload.created === true || ZERO_SHA.test(payload.before),
            forced: payload.forced === true,
            compareUrl: payload.compare ?? '',
            defaultBranch: payload.repository?.default_branch ?? '',
            commits: payload.commits ?? [],
        },
        actor,
    };
}

// EXTERNAL MODULE: ./src/triggers/types.ts
var types = __webpack_require__(9748);
;// CONCATENATED MODULE: ./src/triggers/read-events.ts
/**
 * The parts of a label event (issue or pull request) and of a comment event
 * (issue comment or review comment) that the triggers use, read once.
 */

function issueSubject(issue) {
    return {
        number: issue.number,
        title: issue.title,
        body: issue.body ?? '',
        url: issue.html_url,
        isPullRequest: Boolean(issue.pull_request),
    };
}
function pullSubject(pr) {
    return { number: pr.number, title: pr.title, body: pr.body ?? '', url: pr.html_url, isPullRequest: true };
}
/** The `user.login` of an issue or pull request payload (kept by its loose schema); '' when absent. */
function authorOf(item) {
    const login = item.user?.login;
    return typeof login === 'string' ? login : '';
}
function readLabelEvent(event) {
    if (event.name === 'issues') {
        const payload = (0,triggers_event.parsePayload)(triggers_event.IssuesEventSchema, event);
        const author = authorOf(payload.issue);
        return { action: payload.action, label: payload.label?.name, sender: payload.sender, subject: issueSubject(payload.issue), author };
    }
    const payload = (0,triggers_event.parsePayload)(triggers_event.PullRequestEventSchema, event);
    const author = authorOf(payload.pull_request);
    return { action: payload.action, label: payload.label?.name, sender: payload.sender, subject: pullSubject(payload.pull_request), author };
}
function readCommentEvent(event) {
    if (event.name === 'issue_comment') {
        const payload = (0,triggers_event.parsePayload)(triggers_event.IssueCommentEventSchema, event);
        return { action: payload.action, comment: payload.comment, sender: payload.sender, subject: issueSubject(payload.issue) };
    }
    const payload = (0,triggers_event.parsePayload)(triggers_event.ReviewCommentEventSchema, event);
    return { action: payload.action, comment: payload.comment, sender: payload.sender, subject: pullSubject(payload.pull_request) };
}

// EXTERNAL MODULE: ./src/triggers/event-names.ts
var event_names = __webpack_require__(3048);
;// CONCATENATED MODULE: ./src/triggers/trigger.ts
/**
 * What started the run, as one discriminated union narrowed once: a label on
 * an issue or pull request, a slash command in a comment, a merged pull
 * request or a push (the agent mode's "what changed" triggers), or an event
 * that carries no text of its own (schedule, dispatch).
 */










function trigger_actorOf(user) {
    return user ? { login: user.login, bot: (0,permissions/* isBot */.w2)(user) } : undefined;
}
function requireRepository(env, payload, event) {
    const repository = (0,triggers_event.repositoryOf)(env, triggers_event.AnyEventSchema.safeParse(payload).data ?? {});
    if (!repository)
        throw new Error(`Cannot tell the repository of the ${event} event: GITHUB_REPOSITORY is not set`);
    return repository;
}
/**
 * The first line must start with the command, followed by a space or the end
 * of the line; the rest of the comment is the instruction. Undefined when the
 * comment is not a command.
 */
function parseCommand(body, command) {
    const text = body.replace(/\r\n?/g, '\n').replace(/^\s+/, '');
    if (!text.startsWith(command))
        return undefined;
    const rest = text.slice(command.length);
    if (rest !== '' && !/^\s/.test(rest))
        return undefined;
    return rest.trim();
}
function parseTrigger(event, settings, env, options = {}) {
    const name = event.name;
    if (options.changes && name === 'push')
        return parsePush(event, () => requireRepository(env, event.payload, name));
    if (options.changes &&
        (name === 'pull_request' || name === 'pull_request_target') &&
        event.payload?.action === 'closed') {
        return parseClosedPull({ ...event, name }, () => requireRepository(env, event.payload, name));
    }
    if (event_names/* STANDALONE_EVENTS */.mn.includes(name) || name === '') {
        const payload = triggers_event.AnyEventSchema.safeParse(event.payload).data ?? {};
        return {
            kind: 'standalone',
            event: name,
            repository: (0,triggers_event.repositoryOf)(env, payload),
            actor: name === 'push' ? trigger_actorOf(payload.sender) : undefined,
        };
    }
    if (name === 'issues' || name === 'pull_request' || name === 'pull_request_target') {
        // An issue template's labels fire `labeled` too (besides `opened`): `labeled` alone covers them, once.
        const { action, label, sender, subject, author } = readLabelEvent(event);
        const triggeredBy = sender?.login ?? '';
        if (action !== 'labeled') {
            const starts = options.changes && name !== 'issues' ? "'labeled' and 'closed' (merged)" : "'labeled'";
            return {
                kind: 'ignored',
                triggeredBy,
                reason: `Nothing to do: the ${name} event's action is ${(0,log/* quote */.hD)(action)}; it starts on ${starts} only.`,
            };
        }
        if (label !== settings.triggerLabel) {
            return {
                kind: 'ignored',
                triggeredBy,
                reason: `Nothing to do: the label added is ${(0,log/* quote */.hD)(label ?? '')}, not '${options.labelInput ?? names/* Inputs */.G0.TriggerLabel}' (${(0,log/* quote */.hD)(settings.triggerLabel)}).`,
            };
        }
        const actor = trigger_actorOf(sender);
        if (!actor)
            throw new Error(`The ${name} event payload names no sender: cannot tell who added the label`);
        return {
            kind: 'label',
            event: name,
            repository: requireRepository(env, event.payload, name),
            subject,
            label,
            actor,
            author,
        };
    }
    if (name === 'issue_comment' || name === 'pull_request_review_comment') {
        const { action, comment, sender, subject } = readCommentEvent(event);
        const author = trigger_actorOf(comment.user) ?? trigger_actorOf(sender);
        const triggeredBy = author?.login ?? '';
        if (action !== 'created') {
            return {
                kind: 'ignored',
                triggeredBy,
                reason: `Nothing to do: the ${name} event's action is ${(0,log/* quote */.hD)(action)}; commands run on 'created' only.`,
            };
        }
        const body = comment.body ?? '';
        if ((0,comments/* hasMarker */.xY)(body)) {
            return { kind: 'ignored', triggeredBy, reason: 'Nothing to do: the comment is one this action wrote.' };
        }
        const instruction = parseCommand(body, settings.command);
        if (instruction === undefined) {
            return {
                kind: 'ignored',
                triggeredBy,
                reason: `Nothing to do: the comment does not start with '${names/* Inputs */.G0.Command}' (${(0,log/* quote */.hD)(settings.command)}).`,
            };
        }
        if (!author)
            throw new Error(`The ${name} event payload names no author for the comment`);
        const common = {
            event: name,
            repository: requireRepository(env, event.payload, name),
            subject,
            comment: {
                id: comment.id,
                review: name === 'pull_request_review_comment',
                url: comment.html_url ?? subject.url,
                ...(comment.path === undefined ? {} : { path: comment.path }),
                ...(comment.line == null ? {} : { line: comment.line }),
            },
            actor: author,
        };
        const question = parseCommand(instruction, types/* ASK_SUBCOMMAND */.c);
        if (question !== undefined)
            return { kind: 'ask', ...common, question };
        const fresh = parseCommand(instruction, types/* NEW_SUBCOMMAND */.J);
        if (fresh !== undefined)
            return { kind: 'command', ...common, instruction: fresh, fresh: true };
        return { kind: 'command', ...common, instruction };
    }
    throw new Error(`The ${(0,log/* quote */.hD)(name)} event is not supported. Supported events: ${event_names/* SUPPORTED_EVENTS */.HM.join(', ')}.`);
}
/** The login recorded as `triggered-by`: the labeller, the commenter, the merger or the pusher; empty for schedules and dispatches. */
function triggeredBy(trigger) {
    return trigger.actor?.login ?? '';
}
/**
 * Where the job's comment goes: the triggering issue or pull request (the
 * merged one too), or `issue-number` when given (also for events without one,
 * such as a push). Undefined when
 * there is no such place.
 */
function resolveCommentTarget(trigger, settings) {
    const subject = 'subject' in trigger ? trigger.subject : undefined;
    const issueNumber = settings.issueNumber ?? subject?.number;
    if (issueNumber === undefined)
        return undefined;
    const repository = trigger.repository;
    if (!repository)
        throw new Error(`Cannot comment on #${issueNumber}: GITHUB_REPOSITORY is not set`);
    return {
        owner: repository.owner,
        repo: repository.repo,
        issueNumber,
        isPullRequest: subject?.number === issueNumber ? subject.isPullRequest : false,
    };
}


/***/ }),

/***/ 5207:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ authorize)
/* harmony export */ });
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7708);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17);
/* harmony import */ var _github_permissions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5435);
/**
 * Who may start a job: the one check every mode runs on the trigger's actor
 * before it writes anything or calls the service.
 */




/**
 * Why the trigger's author may not start a job, or undefined when they may.
 * Bots need to be listed in `allowed-bots` (a bot that merges or pushes too);
 * people need `min-permission`, read from the API, except a merger or a
 * pusher, who had write access to do it. Adding a label takes triage permission, so for labels the API
 * is asked only when `min-permission` is higher than triage, or when the
 * labeller is the issue's author: an issue template adds its labels for
 * anyone who opens an issue, with the author as the sender.
 */
async function authorize(trigger, settings, github) {
    if (trigger.kind === 'standalone')
        return undefined;
    const { actor, repository } = trigger;
    if (actor.bot) {
        return (0,_github_permissions_js__WEBPACK_IMPORTED_MODULE_3__/* .isAllowedBot */ .KQ)(actor.login, settings.allowedBots)
            ? undefined
            : `Refused: ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(actor.login)} is a bot not listed in '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AllowedBots}'.`;
    }
    // Merging a pull request or pushing to a branch takes write access: the merger or pusher has it by definition.
    if (trigger.kind === 'merged' || trigger.kind === 'push')
        return undefined;
    if (trigger.kind === 'label' && trigger.author !== '' && actor.login !== trigger.author && (0,_github_permissions_js__WEBPACK_IMPORTED_MODULE_3__/* .reaches */ .O6)('triage', settings.minPermission))
        return undefined;
    const check = await (0,_github_permissions_js__WEBPACK_IMPORTED_MODULE_3__/* .checkPermission */ .Yj)(await github(), repository, actor.login, settings.minPermission).catch((error) => {
        throw new Error(`Could not read the permission of ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(actor.login)} on ${repository.owner}/${repository.repo}: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .getErrorMessage */ .u1)(error)}`, { cause: error });
    });
    if (check.allowed)
        return undefined;
    return `Refused: ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(actor.login)} has ${check.granted === 'none' ? 'no' : `'${check.granted}'`} permission on ${repository.owner}/${repository.repo}; '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.MinPermission}' is '${settings.minPermission}'.`;
}


/***/ }),

/***/ 9748:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ NEW_SUBCOMMAND),
/* harmony export */   c: () => (/* binding */ ASK_SUBCOMMAND)
/* harmony export */ });
/** The word after the command that makes a comment a question for the assistant. */
const ASK_SUBCOMMAND = 'ask';
/** The word after the command that starts a new job on the agent's own pull request instead of a follow-up. */
const NEW_SUBCOMMAND = 'new';


/***/ })

};

//# sourceMappingURL=149.index.js.map