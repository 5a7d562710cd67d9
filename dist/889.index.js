export const id = 889;
export const ids = [889,102,433];
export const modules = {

/***/ 1433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $u: () => (/* binding */ isUnknownOutcome),
/* harmony export */   CD: () => (/* binding */ WORKFLOW_BOT),
/* harmony export */   Jp: () => (/* binding */ findMarkedComment),
/* harmony export */   MQ: () => (/* binding */ writePermissionFor),
/* harmony export */   b2: () => (/* binding */ listMarkedComments),
/* harmony export */   gJ: () => (/* binding */ formatMarker),
/* harmony export */   gY: () => (/* binding */ parseMarker),
/* harmony export */   lB: () => (/* binding */ upsertComment),
/* harmony export */   vv: () => (/* binding */ updateComment),
/* harmony export */   xC: () => (/* binding */ reactTo),
/* harmony export */   xY: () => (/* binding */ hasMarker)
/* harmony export */ });
/* unused harmony exports MARKER_PREFIX, createComment, addReaction */
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3116);
/* harmony import */ var _github_identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7369);


/** The workflow permission a write on the target needs, for messages. */
function writePermissionFor(target) {
    return target.isPullRequest ? 'pull-requests: write' : 'issues: write';
}
const MARKER_PREFIX = '<!-- docs-agent-action';
/**
 * The marker as the action writes it: the very start of the comment, alone on
 * its first line. A marker anywhere else (a comment by another workflow with
 * the same identity that echoes a title or a body holding one) is not one.
 */
const MARKER = /^<!-- docs-agent-action((?: [a-z-]+=[^\s>]*)*) -->(?:\r?\n|$)/;
/** `<!-- docs-agent-action kind=job job-id=… run-id=… -->` */
function formatMarker(fields) {
    const pairs = Object.entries(fields).map(([key, value]) => ` ${key}=${encodeURIComponent(value)}`);
    return `${MARKER_PREFIX}${pairs.join('')} -->`;
}
/** Control characters (C0, DEL, C1 with NEL) and line separators: never in a value the action wrote, and unsafe to log. */
const UNSAFE_VALUE = /[\p{Cc}\u2028\u2029]/u;
/**
 * The marker's fields, or undefined when the text does not start with one
 * (alone on its first line), or a value holds a control or line-separator character.
 */
function parseMarker(body) {
    const match = MARKER.exec(body ?? '');
    if (!match)
        return undefined;
    const fields = {};
    for (const pair of (match[1] ?? '').trim().split(' ').filter(Boolean)) {
        const at = pair.indexOf('=');
        let value;
        try {
            value = decodeURIComponent(pair.slice(at + 1));
        }
        catch {
            return undefined;
        }
        if (UNSAFE_VALUE.test(value))
            return undefined;
        fields[pair.slice(0, at)] = value;
    }
    return fields;
}
/** True when the text is, or holds anywhere (quotes), a comment the action wrote: such a comment is never a command. */
function hasMarker(body) {
    return (body ?? '').includes(MARKER_PREFIX);
}
/** The login the workflow token (`github.token`) comments as. */
const WORKFLOW_BOT = 'github-actions[bot]';
/** The logins each client has created comments as in this run (the identity the action writes as). */
const ownLogins = new WeakMap();
function noteOwnLogin(client, login) {
    if (!login)
        return;
    const logins = ownLogins.get(client) ?? new Set();
    logins.add(login);
    ownLogins.set(client, logins);
}
/** Logins name one account whatever their case. */
function sameLogin(login, other) {
    return other !== undefined && login.toLowerCase() === other.toLowerCase();
}
/**
 * True when a marker by this author is believed: the action's own identity
 * only, that is `github-actions[bot]`, the login this run's comments were
 * created as, or the token's own login as GraphQL's `viewer` names it
 * (`<app-slug>[bot]` for a GitHub App token, the person for a personal token;
 * asked once per run and only then). Whatever `min-permission` says: on a
 * public repository GitHub answers `read` for anyone, so a permission never
 * makes someone else's marker count. Never `author_association` either.
 */
async function isOwnAuthor(client, author) {
    if (!author?.login)
        return false;
    if (author.login === WORKFLOW_BOT || ownLogins.get(client)?.has(author.login) === true)
        return true;
    return sameLogin(author.login, await (0,_github_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .tokenLogin */ .n)(client));
}
/**
 * Every comment on the target that carries a believed marker (`isOwnAuthor`),
 * oldest first. Any other author's marker is ignored, so nobody but the
 * action can point a re-run at a job, or a question at a conversation, of
 * their choosing. `_trust` is not read (see `MarkerTrust`).
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- callers in other capabilities still pass it; drop it with them
async function listMarkedComments(client, target, _trust) {
    const found = [];
    const pages = client.paginate.iterator(client.rest.issues.listComments, {
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        per_page: 100,
    });
    for await (const page of pages) {
        for (const comment of page.data) {
            const marker = parseMarker(comment.body);
            if (marker && (await isOwnAuthor(client, comment.user))) {
                found.push({ id: comment.id, url: comment.html_url, body: comment.body ?? '', marker, createdAt: comment.created_at });
            }
        }
    }
    return found;
}
/** The latest comment on the target whose (believed) marker matches. */
async function findMarkedComment(client, target, trust, match) {
    return (await listMarkedComments(client, target, trust)).findLast((comment) => match(comment.marker));
}
/**
 * Creates a comment, never retried: a POST that failed with a 5xx may have
 * created the comment all the same, and a retry would post it twice. The
 * caller looks the comment up by its marker before creating it again
 * (`isUnknownOutcome`).
 */
async function createComment(client, target, body) {
    const { data } = await client.rest.issues.createComment({
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        body,
        request: { retries: 0 },
    });
    noteOwnLogin(client, data.user?.login);
    return { id: data.id, url: data.html_url, body: data.body ?? body };
}
async function updateComment(client, target, commentId, body) {
    const { data } = await client.rest.issues.updateComment({
        owner: target.owner,
        repo: target.repo,
        comment_id: commentId,
        body,
    });
    return { id: data.id, url: data.html_url, body: data.body ?? body };
}
/**
 * Writes the comment: updates `existing` in place when given, else creates
 * one. The body should carry a marker (`formatMarker`) so it can be found again.
 */
async function upsertComment(client, target, body, existing) {
    return existing ? updateComment(client, target, existing.id, body) : createComment(client, target, body);
}
/** True when a failed write may have happened all the same: a 5xx, or no answer at all. */
function isUnknownOutcome(error) {
    const status = (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error);
    return status === undefined || status >= 500;
}
/** Adds a reaction to a comment (GitHub answers 200 when it is already there). */
async function addReaction(client, repository, comment, content) {
    const params = { owner: repository.owner, repo: repository.repo, comment_id: comment.id, content };
    if (comment.review)
        await client.rest.reactions.createForPullRequestReviewComment(params);
    else
        await client.rest.reactions.createForIssueComment(params);
}
/** Adds a reaction to the triggering comment; a failure is a warning naming the permission, never thrown. */
async function reactTo(client, trigger, content, log) {
    try {
        await addReaction(client, trigger.repository, trigger.comment, content);
    }
    catch (error) {
        const permission = trigger.comment.review || trigger.subject.isPullRequest ? 'pull-requests: write' : 'issues: write';
        log.warning((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeGitHubError */ .dZ)(`add the ${content} reaction to the triggering comment`, error, permission));
    }
}


/***/ }),

/***/ 7369:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ tokenLogin)
/* harmony export */ });
/* unused harmony export VIEWER_QUERY */
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);
/**
 * The account this run's token acts as, learnt from GitHub: `github-actions[bot]`
 * for the workflow token, `<app-slug>[bot]` for a GitHub App installation token,
 * the person for a personal token. Read only when a marker from an unknown account
 * must be judged, and at most once per client (one client per run).
 */


/**
 * GraphQL's `viewer` answers every kind of token; REST `GET /user` is 403 for
 * installation tokens, and `GET /app` needs the App's JWT.
 */
const VIEWER_QUERY = 'query { viewer { login } }';
const viewers = new WeakMap();
/**
 * The token's own login, or undefined when GitHub would not say (a warning on
 * the client's log, once: a failure is kept for the run, so nothing is asked twice).
 */
async function tokenLogin(client) {
    let read = viewers.get(client);
    if (!read) {
        read = readViewer(client);
        viewers.set(client, read);
    }
    return read;
}
async function readViewer(client) {
    try {
        const data = await client.graphql(VIEWER_QUERY);
        const login = data.viewer?.login;
        if (typeof login === 'string' && login)
            return login;
        throw new Error('the answer names no login');
    }
    catch (error) {
        client.log.warn(`Could not learn which account '${_runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken}' acts as (GraphQL viewer: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .getErrorMessage */ .u1)(error)}): markers written by any account but github-actions[bot] are not believed in this run.`);
        return undefined;
    }
}


/***/ }),

/***/ 2398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CM: () => (/* binding */ TERMINAL_STATUSES),
/* harmony export */   dW: () => (/* binding */ isJobId),
/* harmony export */   i1: () => (/* binding */ ErrorBodySchema),
/* harmony export */   ih: () => (/* binding */ isKnownStatus),
/* harmony export */   ij: () => (/* binding */ AgentJobSchema)
/* harmony export */ });
/* unused harmony export JOB_STATUSES */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3759);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3102);

/** The statuses the spec lists (section 2.1). */
const JOB_STATUSES = ['active', 'completed', 'archived', 'failed'];
const TERMINAL_STATUSES = new Set(['completed', 'archived', 'failed']);
function isKnownStatus(status) {
    return JOB_STATUSES.includes(status);
}
/** A job id as the action prints it and puts it in URLs: no white space or control character, not the legacy `##[` form. */
const JOB_ID = /^[^\s\p{Cc}\u0085\u2028\u2029]+$/u;
/** The job id rule of `AgentJobSchema`, for ids read from elsewhere (the budget ledger), at most 200 characters. */
function isJobId(id) {
    return typeof id === 'string' && id.length <= 200 && JOB_ID.test(id) && !id.includes('##[');
}
/**
 * The agent job (spec 2.1). Extra fields are kept. `status` is any string so
 * that a status added by the service later is reported, not fatal. `source.ref`
 * may be null, as the published service allows.
 */
const AgentJobSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    // Printed in log lines and used in URLs: no white space, no control or line-separator character,
    // and not the runner's legacy `##[` command form.
    id: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ._regex */ .Fk(JOB_ID, { error: 'a job id without white space or control characters' }), zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .refine */ .YPB((id) => !id.includes('##['), { error: "a job id without the runner's '##[' command form" })),
    status: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ._minLength */ .m9(1)),
    source: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        repository: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        ref: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    }),
    model: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    prLink: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    createdAt: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .datetime */ .w$({ offset: true }),
    archivedAt: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .datetime */ .w$({ offset: true }))),
});
/** The service's error body (API notes): `{"error": "<message>"}`. */
const ErrorBodySchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ error: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });


/***/ }),

/***/ 3102:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports ZodMiniISODateTime, ZodMiniISODate, date, ZodMiniISOTime, time, ZodMiniISODuration, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8532);
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6985);
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4343);


const ZodMiniISODateTime = /*@__PURE__*/ _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("ZodMiniISODateTime", (inst, def) => {
    _core_index_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodISODateTime */ .Ko.init(inst, def);
    _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .ZodMiniStringFormat */ .zUr.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_3__/* ._isoDateTime */ .G1(ZodMiniISODateTime, params);
}
const ZodMiniISODate = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniISODate", (inst, def) => {
    core.$ZodISODate.init(inst, def);
    schemas.ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function date(params) {
    return core._isoDate(ZodMiniISODate, params);
}
const ZodMiniISOTime = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniISOTime", (inst, def) => {
    core.$ZodISOTime.init(inst, def);
    schemas.ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function time(params) {
    return core._isoTime(ZodMiniISOTime, params);
}
const ZodMiniISODuration = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniISODuration", (inst, def) => {
    core.$ZodISODuration.init(inst, def);
    schemas.ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function duration(params) {
    return core._isoDuration(ZodMiniISODuration, params);
}


/***/ })

};

//# sourceMappingURL=889.index.js.map