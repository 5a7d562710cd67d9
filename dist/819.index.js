export const id = 819;
export const ids = [819,765];
export const modules = {

/***/ 2819:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IMPACT_ACTIONS: () => (/* binding */ IMPACT_ACTIONS),
/* harmony export */   IMPACT_EVENTS: () => (/* binding */ IMPACT_EVENTS),
/* harmony export */   startImpact: () => (/* binding */ startImpact)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4343);
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _runner_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7708);
/* harmony import */ var _github_permissions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5435);
/* harmony import */ var _triggers_event_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2765);
/**
 * An impact check, from the workflow event to the pull request to check: a
 * `pull_request` or `pull_request_target` event whose action is `opened`,
 * `reopened`, `ready_for_review` or `synchronize`. Drafts wait for
 * `ready_for_review` unless `impact-drafts` is on; a bot's pull request is
 * checked only when the bot is in `allowed-bots`. Nothing of the pull
 * request's own code is read or run: its title, description and head commit
 * come from the payload, its changes from the files API.
 */





/** The pull request events an impact check runs on, and their actions. */
const IMPACT_EVENTS = ['pull_request', 'pull_request_target'];
const IMPACT_ACTIONS = ['opened', 'reopened', 'ready_for_review', 'synchronize'];
const PullEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({
    action: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    pull_request: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({
        number: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig(),
        title: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        body: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP())),
        html_url: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        draft: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY())),
        head: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({ sha: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() }),
        user: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .nullable */ .mee(_triggers_event_js__WEBPACK_IMPORTED_MODULE_3__.UserSchema)),
    }),
    sender: zod_mini__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(_triggers_event_js__WEBPACK_IMPORTED_MODULE_3__.UserSchema),
});
/** Which pull request to check, or why there is none; throws on an event impact mode does not run on. */
function startImpact(event, env, settings) {
    if (!IMPACT_EVENTS.includes(event.name)) {
        throw new Error(`Impact mode runs on ${IMPACT_EVENTS.join(' and ')} events (${IMPACT_ACTIONS.join(', ')}); this run's event is ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(event.name || 'none')}.`);
    }
    const payload = (0,_triggers_event_js__WEBPACK_IMPORTED_MODULE_3__.parsePayload)(PullEventSchema, event);
    const pr = payload.pull_request;
    const sender = payload.sender;
    const triggeredBy = sender?.login ?? '';
    const skip = (reason) => ({ kind: 'skip', reason, triggeredBy });
    const action = IMPACT_ACTIONS.find((name) => name === payload.action);
    if (!action) {
        return skip(`Nothing to do: the ${event.name} event's action is ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(payload.action)}; impact checks run on ${IMPACT_ACTIONS.join(', ')}.`);
    }
    if (pr.draft === true && !settings.drafts) {
        return skip(`Nothing to do: pull request #${pr.number} is a draft; it is checked once it is ready for review (or with '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ImpactDrafts}': true).`);
    }
    if (sender && (0,_github_permissions_js__WEBPACK_IMPORTED_MODULE_2__/* .isBot */ .w2)(sender) && !(0,_github_permissions_js__WEBPACK_IMPORTED_MODULE_2__/* .isAllowedBot */ .KQ)(sender.login, settings.allowedBots)) {
        return skip(`Not checked: ${(0,_runner_log_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(sender.login)} is a bot not listed in '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AllowedBots}'.`);
    }
    const repository = (0,_triggers_event_js__WEBPACK_IMPORTED_MODULE_3__.repositoryOf)(env, _triggers_event_js__WEBPACK_IMPORTED_MODULE_3__.AnyEventSchema.safeParse(event.payload).data ?? {});
    if (!repository)
        throw new Error(`Cannot tell the repository of the ${event.name} event: GITHUB_REPOSITORY is not set`);
    return {
        kind: 'check',
        pull: { repository, number: pr.number, title: pr.title, body: pr.body ?? '', url: pr.html_url, head: pr.head.sha, action },
        triggeredBy,
    };
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


/***/ })

};

//# sourceMappingURL=819.index.js.map