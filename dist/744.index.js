export const id = 744;
export const ids = [744];
export const modules = {

/***/ 6645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $u: () => (/* binding */ isUnknownOutcome),
/* harmony export */   Jp: () => (/* binding */ findMarkedComment),
/* harmony export */   MQ: () => (/* binding */ writePermissionFor),
/* harmony export */   b2: () => (/* binding */ listMarkedComments),
/* harmony export */   gJ: () => (/* binding */ formatMarker),
/* harmony export */   lB: () => (/* binding */ upsertComment),
/* harmony export */   xC: () => (/* binding */ reactTo),
/* harmony export */   xY: () => (/* binding */ hasMarker)
/* harmony export */ });
/* unused harmony exports MARKER_PREFIX, parseMarker, WORKFLOW_BOT, createComment, updateComment, addReaction */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3116);
/* harmony import */ var _permissions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5435);


/** The workflow permission a write on the target needs, for messages. */
function writePermissionFor(target) {
    return target.isPullRequest ? 'pull-requests: write' : 'issues: write';
}
const MARKER_PREFIX = '<!-- docs-agent-action';
const MARKER = /<!-- docs-agent-action((?: [a-z-]+=[^\s>]*)*) -->/;
/** `<!-- docs-agent-action kind=job job-id=… run-id=… -->` */
function formatMarker(fields) {
    const pairs = Object.entries(fields).map(([key, value]) => ` ${key}=${encodeURIComponent(value)}`);
    return `${MARKER_PREFIX}${pairs.join('')} -->`;
}
/** Control characters (C0, DEL, C1 with NEL) and line separators: never in a value the action wrote, and unsafe to log. */
const UNSAFE_VALUE = /[\p{Cc}\u2028\u2029]/u;
/** The marker's fields, or undefined when the text has none (or a value holds a control or line-separator character). */
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
/** True when the text is (or quotes) a comment the action wrote. */
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
/**
 * True when a marker by this author is believed: the action's own identity
 * (`github-actions[bot]`, or the login this run's comments were created as),
 * or a person whose permission on the repository, read from the API (once per
 * login in a run), reaches `min-permission`. Never `author_association`: an
 * outside collaborator with read access is a COLLABORATOR too. Another bot's
 * marker is never believed (a bot has no repository permission to read).
 */
async function isTrustedAuthor(client, target, author, trust) {
    if (!author?.login)
        return false;
    if (author.login === WORKFLOW_BOT || ownLogins.get(client)?.has(author.login) === true)
        return true;
    if ((0,_permissions_js__WEBPACK_IMPORTED_MODULE_1__/* .isBot */ .w2)(author))
        return false;
    const granted = await (0,_permissions_js__WEBPACK_IMPORTED_MODULE_1__/* .getPermission */ .ox)(client, { owner: target.owner, repo: target.repo }, author.login);
    return (0,_permissions_js__WEBPACK_IMPORTED_MODULE_1__/* .reaches */ .O6)(granted, trust.minPermission);
}
/**
 * Every comment on the target that carries a believed marker (`isTrustedAuthor`),
 * oldest first. Any other author's marker is ignored, so nobody without
 * `min-permission` can point a re-run at a job, or a question at a
 * conversation, of their choosing. A failed permission read is thrown: the
 * caller cannot tell which markers hold.
 */
async function listMarkedComments(client, target, trust) {
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
            if (marker && (await isTrustedAuthor(client, target, comment.user, trust))) {
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
    const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error);
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
        log.warning((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeGitHubError */ .dZ)(`add the ${content} reaction to the triggering comment`, error, permission));
    }
}


/***/ }),

/***/ 3116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   US: () => (/* binding */ isForbidden),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   dZ: () => (/* binding */ describeGitHubError)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17);
/* harmony import */ var _rate_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9418);


/** The HTTP status of a failed Octokit request, if it got an answer. */
function statusOf(error) {
    const status = error?.status;
    return typeof status === 'number' ? status : undefined;
}
/** True for a 403 that is a missing permission, not a rate limit (`isRateLimited`). */
function isForbidden(error) {
    return statusOf(error) === 403 && !(0,_rate_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .isRateLimited */ .Jz)(error);
}
/**
 * A warning for a failed GitHub write: what was attempted, what came back,
 * and on a 403 the workflow permission that is missing. A rate limit (a 429,
 * or a 403 with `retry-after` or GitHub's rate-limit message) has been waited
 * out already when this is called: it says so, and names no permission.
 */
function describeGitHubError(what, error, permission) {
    const status = statusOf(error);
    const message = (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .getErrorMessage */ .u1)(error);
    if ((0,_rate_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .isRateLimited */ .Jz)(error)) {
        return `Could not ${what}: GitHub rate-limited the request (${status ?? 'no status'}: ${message}), and the retries are spent; going on without it.`;
    }
    if (status === 403) {
        return `Could not ${what}: GitHub answered 403 (${message}). The workflow needs \`permissions: ${permission}\` for this step's token.`;
    }
    return `Could not ${what}: ${message}`;
}


/***/ }),

/***/ 4105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ lazyGitHub)
/* harmony export */ });
/* harmony import */ var _runner_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4090);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);


/**
 * The run's one GitHub client for `github-token`: made on first use, and only
 * then, so a run that needs no GitHub never loads Octokit. Without a token it
 * rejects with an error naming the input.
 */
function lazyGitHub(token, create) {
    let client;
    return () => {
        client ??= token
            ? create(token)
            : Promise.reject(new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz([
                { input: _runner_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G.GithubToken, message: 'is empty: pass ${{ github.token }} or a token that may read and write issues' },
            ]));
        return client;
    };
}


/***/ }),

/***/ 5435:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KQ: () => (/* binding */ isAllowedBot),
/* harmony export */   O6: () => (/* binding */ reaches),
/* harmony export */   Yj: () => (/* binding */ checkPermission),
/* harmony export */   eO: () => (/* binding */ PERMISSION_LEVELS),
/* harmony export */   ox: () => (/* binding */ getPermission),
/* harmony export */   w2: () => (/* binding */ isBot)
/* harmony export */ });
/* unused harmony export isPermissionLevel */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3116);

/** Repository roles, weakest first. */
const PERMISSION_LEVELS = ['read', 'triage', 'write', 'maintain', 'admin'];
function isPermissionLevel(text) {
    return PERMISSION_LEVELS.includes(text);
}
/** True when `granted` is at least `required`. */
function reaches(granted, required) {
    if (granted === 'none')
        return false;
    return PERMISSION_LEVELS.indexOf(granted) >= PERMISSION_LEVELS.indexOf(required);
}
/** Permissions read in this run, per client (one client per run) and per repository and login. */
const cache = new WeakMap();
/**
 * The person's role on the repository (`GET /repos/{owner}/{repo}/collaborators/{username}/permission`).
 * `role_name` tells triage and maintain apart; a custom role falls back to the
 * base `permission`. Someone the API does not know (404) has `none`. Read once
 * per login in a run (the trigger's author, each author of a marker); a failed
 * read is not kept.
 */
async function getPermission(client, repository, login) {
    const known = cache.get(client) ?? new Map();
    cache.set(client, known);
    const key = `${repository.owner}/${repository.repo}\n${login}`.toLowerCase();
    let read = known.get(key);
    if (!read) {
        read = readPermission(client, repository, login);
        known.set(key, read);
        void read.catch(() => known.delete(key));
    }
    return read;
}
async function readPermission(client, repository, login) {
    try {
        const { data } = await client.rest.repos.getCollaboratorPermissionLevel({ ...repository, username: login });
        const role = data.role_name ?? '';
        if (isPermissionLevel(role))
            return role;
        return isPermissionLevel(data.permission) ? data.permission : 'none';
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error) === 404)
            return 'none';
        throw error;
    }
}
/** Reads the person's permission and compares it with `min-permission`. */
async function checkPermission(client, repository, login, required) {
    const granted = await getPermission(client, repository, login);
    return { allowed: reaches(granted, required), granted };
}
/** A GitHub App or other bot account (`type: Bot`, or a login ending in `[bot]`). */
function isBot(user) {
    return user.type === 'Bot' || /\[bot\]$/i.test(user.login);
}
/** `renovate[bot]` and `renovate` name the same bot; case does not matter. */
function botName(login) {
    return login.replace(/\[bot\]$/i, '').toLowerCase();
}
/** True when `allowed-bots` lists the bot by name (with or without `[bot]`), or is `*`. */
function isAllowedBot(login, allowedBots) {
    return allowedBots.some((entry) => entry === '*' || botName(entry) === botName(login));
}


/***/ }),

/***/ 9418:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jz: () => (/* binding */ isRateLimited),
/* harmony export */   Sf: () => (/* binding */ MAX_RATE_LIMIT_WAIT_SECONDS),
/* harmony export */   bo: () => (/* binding */ unpacedWrites),
/* harmony export */   nv: () => (/* binding */ recognizeRateLimits)
/* harmony export */ });
/** The longest `Retry-After` waited out; a longer wait gives up at once (a step has minutes, not hours). */
const MAX_RATE_LIMIT_WAIT_SECONDS = 60;
const SECONDARY = /\bsecondary rate\b/i;
const PRIMARY = /\brate limit exceeded\b/i;
function headerOf(error, name) {
    const value = error.response?.headers?.[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
/**
 * True when GitHub refused the request because of a rate limit: a 429, or a
 * 403 that carries `retry-after`, an exhausted `x-ratelimit-remaining`, or
 * GitHub's rate-limit message. Such a 403 is never a missing permission.
 */
function isRateLimited(error) {
    if (error === null || typeof error !== 'object')
        return false;
    const failure = error;
    if (failure.status === 429)
        return true;
    if (failure.status !== 403)
        return false;
    const message = typeof failure.message === 'string' ? failure.message : '';
    return (headerOf(failure, 'retry-after') !== undefined ||
        headerOf(failure, 'x-ratelimit-remaining') === '0' ||
        SECONDARY.test(message) ||
        PRIMARY.test(message));
}
/** The plugin-throttling handles a primary limit by these signs; every other limit it sees only by its message. */
function throttlingSeesIt(failure) {
    const message = typeof failure.message === 'string' ? failure.message : '';
    const errors = failure.response?.data?.errors;
    return (SECONDARY.test(message) ||
        headerOf(failure, 'x-ratelimit-remaining') === '0' ||
        (Array.isArray(errors) && errors.some((e) => e.type === 'RATE_LIMITED')));
}
/**
 * An Octokit plugin, placed between plugin-retry and plugin-throttling: a
 * rate limit the throttling plugin would not recognise (a 429, or a 403 with
 * `retry-after` whose message does not say "secondary rate limit") is named a
 * secondary limit, so that it is waited out (its `retry-after`, else a minute)
 * like the ones GitHub words that way.
 */
function recognizeRateLimits(octokit) {
    octokit.hook.error('request', (error) => {
        const failure = error;
        if (isRateLimited(failure) && !throttlingSeesIt(failure)) {
            failure.message = `${failure.message} (GitHub secondary rate limit)`;
        }
        throw error;
    });
    return {};
}
/**
 * The write spacing dropped (a loopback API, in-process tests): writes go as
 * soon as they are made. Only the spacing: rate limits are still waited out.
 * The throttling plugin asks its write groups for `key(id).schedule(options, fn)`.
 */
function unpacedWrites() {
    const now = {
        key: () => ({ schedule: async (_options, task) => task() }),
    };
    return { write: now, notifications: now };
}


/***/ }),

/***/ 9205:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ isAssistantKeyShape),
/* harmony export */   mL: () => (/* binding */ InputCollector),
/* harmony export */   yA: () => (/* binding */ isAdminKeyShape)
/* harmony export */ });
/* unused harmony export baseUrlSchema */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3759);
/* harmony import */ var _util_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7997);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);



/**
 * Reading inputs, shared by both modes: one reader (trimmed, as the runner's
 * `core.getInput` does), and a collector that reports every problem at once,
 * each naming the input and the form it expects.
 */
const baseUrlSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .url */ .OZ5({ protocol: /^https?$/, error: 'must be an absolute http(s) URL, e.g. https://api.example.com' }), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .transform */ .pdi((text, ctx) => {
    const url = new URL(text);
    if (url.protocol === 'http:' && !(0,_util_url_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopbackHost */ .c)(url.hostname)) {
        ctx.issues.push({
            code: 'custom',
            input: text,
            message: 'must use https:// (http:// is accepted only for loopback hosts such as localhost)',
        });
    }
    if (url.username || url.password || url.search || url.hash) {
        ctx.issues.push({
            code: 'custom',
            input: text,
            message: 'must not carry credentials, a query or a fragment',
        });
    }
    return url;
}));
const positiveSeconds = (integer) => zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._regex */ .Fk(integer ? /^\d+$/ : /^\d+(\.\d+)?$/, {
    error: integer ? 'must be a whole number of seconds, e.g. 1800' : 'must be a number of seconds, e.g. 5',
})), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .transform */ .pdi(Number), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._positive */ .NC({ error: 'must be greater than 0' }))));
const BOOLEAN_TRUE = new Set(['true', 'True', 'TRUE']);
const BOOLEAN_FALSE = new Set(['false', 'False', 'FALSE']);
const booleanSchema = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .refine */ .YPB((v) => BOOLEAN_TRUE.has(v) || BOOLEAN_FALSE.has(v), {
    error: 'must be true or false',
})), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .transform */ .pdi((v) => BOOLEAN_TRUE.has(v)));
/** Collects every problem so that all of them are reported at once. */
class InputCollector {
    read;
    problems = [];
    constructor(read) {
        this.read = read;
    }
    raw(name) {
        return this.read(name).trim();
    }
    problem(input, message) {
        this.problems.push({ input, message });
    }
    /** Parses an input with a schema; on failure records the first message. */
    parse(name, schema, fallback, defaultValue) {
        const text = this.raw(name) || defaultValue || '';
        const result = schema.safeParse(text);
        if (result.success)
            return result.data;
        this.problem(name, `${result.error.issues[0]?.message ?? 'is invalid'} (got ${JSON.stringify(text)})`);
        return fallback;
    }
    required(name, form) {
        const value = this.raw(name);
        if (!value)
            this.problem(name, `is required: ${form}`);
        return value;
    }
    boolean(name, defaultValue) {
        return this.parse(name, booleanSchema, defaultValue, String(defaultValue));
    }
    seconds(name, defaultValue, integer = false) {
        return this.parse(name, positiveSeconds(integer), defaultValue, String(defaultValue)) * 1000;
    }
    url(name) {
        if (!this.raw(name)) {
            this.problem(name, 'is required: the service base URL, e.g. https://api.example.com');
            return undefined;
        }
        return this.parse(name, baseUrlSchema, undefined);
    }
    throwIfAny() {
        if (this.problems.length > 0)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(this.problems);
    }
}
/** Spec section 5: assistant keys carry `<svc>_dsc_`, admin keys `<svc>_`. */
const ASSISTANT_KEY_SHAPE = /^[A-Za-z0-9]+_dsc_/;
const ADMIN_KEY_SHAPE = /^[A-Za-z0-9]+_(?!dsc_)/;
const isAssistantKeyShape = (key) => ASSISTANT_KEY_SHAPE.test(key);
const isAdminKeyShape = (key) => ADMIN_KEY_SHAPE.test(key) && !ASSISTANT_KEY_SHAPE.test(key);


/***/ }),

/***/ 2765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ AnyEventSchema),
/* harmony export */   KC: () => (/* binding */ IssuesEventSchema),
/* harmony export */   Kc: () => (/* binding */ IssueCommentEventSchema),
/* harmony export */   W5: () => (/* binding */ PullRequestEventSchema),
/* harmony export */   _M: () => (/* binding */ repositoryOf),
/* harmony export */   dC: () => (/* binding */ ReviewCommentEventSchema),
/* harmony export */   ex: () => (/* binding */ parsePayload),
/* harmony export */   j_: () => (/* binding */ readEvent),
/* harmony export */   wG: () => (/* binding */ ClosedPullRequestEventSchema),
/* harmony export */   wt: () => (/* binding */ PushEventSchema)
/* harmony export */ });
/* unused harmony export UserSchema */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4343);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3759);
/* harmony import */ var _util_validation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5709);
/**
 * The workflow's event, read from the runner's environment: its name from
 * `GITHUB_EVENT_NAME` and its webhook payload from the file at
 * `GITHUB_EVENT_PATH`. Read on demand (never at module load), and only the
 * fields the action uses are checked, each with a message that names it.
 */



const UserSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    login: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._minLength */ .m9(1)),
    /** `User`, `Bot` or `Organization`. */
    type: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
});
const RepositorySchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    name: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    owner: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ login: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }),
});
const IssueSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    number: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    title: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    body: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())),
    html_url: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Present when the issue is a pull request (comments on a PR arrive as `issue_comment`). */
    pull_request: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({}))),
    /** The labels it has (an issue opened from a template may arrive labelled). */
    labels: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }))),
});
const PullRequestSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    number: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    title: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    body: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())),
    html_url: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});
const CommentSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    body: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())),
    html_url: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    user: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(UserSchema),
    /** Review comments only: the file and line the comment is on. */
    path: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    line: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig())),
});
const base = {
    sender: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(UserSchema),
    repository: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(RepositorySchema),
};
const IssuesEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    issue: IssueSchema,
    label: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })),
});
const PullRequestEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    pull_request: PullRequestSchema,
    label: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })),
});
const IssueCommentEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    issue: IssueSchema,
    comment: CommentSchema,
});
const ReviewCommentEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    pull_request: PullRequestSchema,
    comment: CommentSchema,
});
const AnyEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3(base);
/** A closed pull request: merged or not, and what the "what changed" section of the prompt reads from it. */
const ClosedPullRequestSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    ...PullRequestSchema.shape,
    merged: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY())),
    merged_by: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(UserSchema)),
    user: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(UserSchema)),
    base: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ ref: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }),
    labels: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }))),
    /** Counts GitHub gives with the payload: the fallback when the files or commits API cannot be read. */
    commits: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
    additions: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
    deletions: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
    changed_files: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
});
const ClosedPullRequestEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    ...base,
    action: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('closed'),
    pull_request: ClosedPullRequestSchema,
});
const PushCommitSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    message: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    author: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), username: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()) }),
    added: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())),
    removed: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())),
    modified: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())),
});
const PushEventSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    ...base,
    ref: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    before: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    after: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    created: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
    deleted: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
    forced: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
    compare: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    /** At most 20, as GitHub sends them: the fallback when the compare API cannot be read. */
    commits: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(PushCommitSchema)),
    repository: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ ...RepositorySchema.shape, default_branch: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()) })),
});
/** Reads `GITHUB_EVENT_NAME` and the payload at `GITHUB_EVENT_PATH` (an empty object when there is none). */
async function readEvent(env = process.env) {
    const name = env.GITHUB_EVENT_NAME?.trim() ?? '';
    const path = env.GITHUB_EVENT_PATH?.trim();
    if (!path)
        return { name, payload: {} };
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch (error) {
        throw new Error(`Cannot read the event payload at GITHUB_EVENT_PATH (${path}): ${error.message}`, {
            cause: error,
        });
    }
    try {
        return { name, payload: JSON.parse(text) };
    }
    catch {
        throw new Error(`The event payload at GITHUB_EVENT_PATH (${path}) is not JSON`);
    }
}
/** Parses a payload with a schema, or throws an error naming the event and the fields that are off. */
function parsePayload(schema, event) {
    const result = schema.safeParse(event.payload);
    if (result.success)
        return result.data;
    throw new Error(`The ${event.name} event payload is not what GitHub sends: ${(0,_util_validation_js__WEBPACK_IMPORTED_MODULE_3__/* .formatIssues */ .o)(result.error.issues, event.payload).join('; ')}`);
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

/***/ 5964:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cH: () => (/* binding */ ASK_SUBCOMMAND),
  mn: () => (/* binding */ STANDALONE_EVENTS),
  uc: () => (/* binding */ parseTrigger),
  Qi: () => (/* reexport */ readTriggerSettings),
  z1: () => (/* binding */ resolveCommentTarget),
  HO: () => (/* binding */ triggeredBy)
});

// UNUSED EXPORTS: COMMENT_EVENTS, LABEL_EVENTS, SUPPORTED_EVENTS, parseCommand

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
    const payload = (0,triggers_event/* parsePayload */.ex)(triggers_event/* ClosedPullRequestEventSchema */.wG, event);
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
    const payload = (0,triggers_event/* parsePayload */.ex)(triggers_event/* PushEventSchema */.wt, event);
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
        const payload = (0,triggers_event/* parsePayload */.ex)(triggers_event/* IssuesEventSchema */.KC, event);
        const author = authorOf(payload.issue);
        return { action: payload.action, label: payload.label?.name, sender: payload.sender, subject: issueSubject(payload.issue), author };
    }
    const payload = (0,triggers_event/* parsePayload */.ex)(triggers_event/* PullRequestEventSchema */.W5, event);
    const author = authorOf(payload.pull_request);
    return { action: payload.action, label: payload.label?.name, sender: payload.sender, subject: pullSubject(payload.pull_request), author };
}
function readCommentEvent(event) {
    if (event.name === 'issue_comment') {
        const payload = (0,triggers_event/* parsePayload */.ex)(triggers_event/* IssueCommentEventSchema */.Kc, event);
        return { action: payload.action, comment: payload.comment, sender: payload.sender, subject: issueSubject(payload.issue) };
    }
    const payload = (0,triggers_event/* parsePayload */.ex)(triggers_event/* ReviewCommentEventSchema */.dC, event);
    return { action: payload.action, comment: payload.comment, sender: payload.sender, subject: pullSubject(payload.pull_request) };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/mini/schemas.js
var schemas = __webpack_require__(4343);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(3759);
;// CONCATENATED MODULE: ./src/triggers/settings.ts
/**
 * The inputs that decide what triggers a job and where it is reported, read
 * once with every other input.
 */



const issueNumberSchema = schemas/* pipe */.FsL(schemas/* string */.YjP().check(api/* _regex */.Fk(/^[1-9]\d*$/, { error: 'must be an issue or pull request number, e.g. 42' })), schemas/* transform */.pdi(Number));
const minPermissionSchema = schemas/* enum */.k5n(permissions/* PERMISSION_LEVELS */.eO, { error: `must be one of ${permissions/* PERMISSION_LEVELS */.eO.join(', ')}` });
const commandSchema = schemas/* string */.YjP().check(api/* _regex */.Fk(/^\S+$/, { error: 'must be one word without spaces, e.g. /docs' }));
/** Reads the trigger inputs into `inputs`' problem list, so every problem is reported at once. */
function readTriggerSettings(inputs) {
    const promptFile = inputs.raw(names/* Inputs */.G.PromptFile);
    if (promptFile && inputs.raw(names/* Inputs */.G.Prompt)) {
        inputs.problem(names/* Inputs */.G.PromptFile, `and '${names/* Inputs */.G.Prompt}' are both given: use one of them`);
    }
    const issueNumber = inputs.raw(names/* Inputs */.G.IssueNumber)
        ? inputs.parse(names/* Inputs */.G.IssueNumber, issueNumberSchema, undefined)
        : undefined;
    return {
        githubToken: inputs.raw(names/* Inputs */.G.GithubToken),
        promptFile,
        comment: inputs.boolean(names/* Inputs */.G.Comment, true),
        issueNumber,
        triggerLabel: inputs.raw(names/* Inputs */.G.TriggerLabel) || 'docs-agent',
        command: inputs.parse(names/* Inputs */.G.Command, commandSchema, '/docs', '/docs'),
        minPermission: inputs.parse(names/* Inputs */.G.MinPermission, minPermissionSchema, 'write', 'write'),
        allowedBots: inputs
            .raw(names/* Inputs */.G.AllowedBots)
            .split(/[\s,]+/)
            .filter((name) => name.length > 0),
    };
}

;// CONCATENATED MODULE: ./src/triggers/trigger.ts
/**
 * What started the run, as one discriminated union narrowed once: a label on
 * an issue or pull request, a slash command in a comment, a merged pull
 * request or a push (the agent mode's "what changed" triggers), or an event
 * that carries no text of its own (schedule, dispatch).
 */








const LABEL_EVENTS = ['issues', 'pull_request', 'pull_request_target'];
const COMMENT_EVENTS = ['issue_comment', 'pull_request_review_comment'];
const STANDALONE_EVENTS = ['schedule', 'workflow_dispatch', 'push', 'repository_dispatch'];
const SUPPORTED_EVENTS = [...LABEL_EVENTS, ...COMMENT_EVENTS, ...STANDALONE_EVENTS];
/** The word after the command that makes a comment a question for the assistant. */
const ASK_SUBCOMMAND = 'ask';
function trigger_actorOf(user) {
    return user ? { login: user.login, bot: (0,permissions/* isBot */.w2)(user) } : undefined;
}
function requireRepository(env, payload, event) {
    const repository = (0,triggers_event/* repositoryOf */._M)(env, triggers_event/* AnyEventSchema */.A1.safeParse(payload).data ?? {});
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
function parseTrigger(event, settings, env = process.env, options = {}) {
    const name = event.name;
    if (options.changes && name === 'push')
        return parsePush(event, () => requireRepository(env, event.payload, name));
    if (options.changes &&
        (name === 'pull_request' || name === 'pull_request_target') &&
        event.payload?.action === 'closed') {
        return parseClosedPull({ ...event, name }, () => requireRepository(env, event.payload, name));
    }
    if (STANDALONE_EVENTS.includes(name) || name === '') {
        const payload = triggers_event/* AnyEventSchema */.A1.safeParse(event.payload).data ?? {};
        return {
            kind: 'standalone',
            event: name,
            repository: (0,triggers_event/* repositoryOf */._M)(env, payload),
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
                reason: `Nothing to do: the label added is ${(0,log/* quote */.hD)(label ?? '')}, not '${options.labelInput ?? names/* Inputs */.G.TriggerLabel}' (${(0,log/* quote */.hD)(settings.triggerLabel)}).`,
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
                reason: `Nothing to do: the comment does not start with '${names/* Inputs */.G.Command}' (${(0,log/* quote */.hD)(settings.command)}).`,
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
        const question = parseCommand(instruction, ASK_SUBCOMMAND);
        if (question !== undefined)
            return { kind: 'ask', ...common, question };
        return { kind: 'command', ...common, instruction };
    }
    throw new Error(`The ${(0,log/* quote */.hD)(name)} event is not supported. Supported events: ${SUPPORTED_EVENTS.join(', ')}.`);
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

/***/ 7997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ isLoopbackHost)
/* harmony export */ });
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);
/** Whether a URL's hostname names this machine (plain `http://` is accepted only there). */
function isLoopbackHost(hostname) {
    return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname.endsWith('.localhost');
}


/***/ }),

/***/ 5709:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ formatIssues)
/* harmony export */ });
/** The value found at `path` inside `data`, for error messages. */
function valueAt(data, path) {
    let current = data;
    for (const key of path) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = current[key];
    }
    return current;
}
function describe(value) {
    if (value === undefined)
        return 'nothing (the field is missing)';
    const text = JSON.stringify(value) ?? typeof value;
    return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}
function expectation(issue) {
    switch (issue.code) {
        case 'invalid_type':
            return issue.expected;
        case 'invalid_value':
            return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
        case 'invalid_format':
            return issue.format === 'regex' ? issue.message : `a ${issue.format} string`;
        case 'too_small':
            return `at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : ''}`;
        case 'unrecognized_keys':
            return `only known fields (not ${issue.keys.map((k) => JSON.stringify(k)).join(', ')})`;
        case 'too_big':
            return `at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters' : ''}`;
        default:
            return issue.message;
    }
}
/** One line per issue: the field, what was expected, what was received. */
function formatIssues(issues, data) {
    return issues.map((issue) => {
        const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
        return `field '${field}': expected ${expectation(issue)}, received ${describe(valueAt(data, issue.path))}`;
    });
}


/***/ })

};

//# sourceMappingURL=744.index.js.map